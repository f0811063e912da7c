"""AI knowledge for Russian Railroads: the moves a search weighs, quick playout moves, a position estimate."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from engine.core import Action
from engine.games.railroads import scoring

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState


def search_actions(state: RailroadsState, seat: int) -> list[Action]:
    return state.legal_actions(seat)


def rollout_action(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return None


def evaluate(state: RailroadsState) -> list[float]:
    rule = state.opts.get("kiev_medal", "grey_and_reach")
    left = state.rounds - state.round + 1
    est = [p.score + left * scoring.round_total(p, rule) for p in state.seats]
    top = max(est)
    temperature = 5.0 + 3.0 * left
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [w / total for w in weights]

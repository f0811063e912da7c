"""AI knowledge for Jantaris: the moves worth searching, quick playout moves and a position estimate."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core import Action

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState


def search_actions(state: JantarisState, seat: int) -> list[Action]:
    return state.legal_actions(seat)


def rollout_action(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return None


def evaluate(state: JantarisState) -> list[float] | None:
    return None

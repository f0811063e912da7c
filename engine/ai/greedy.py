"""A one-ply player: tries every legal action on a few determinized copies and keeps the best valued."""

from __future__ import annotations

import random

from engine.ai.base import Player
from engine.ai.evaluation import Knowledge, search_actions
from engine.core.actions import Action
from engine.core.errors import ConfigError
from engine.core.game import GameState

_TIE = 1e-9


class GreedyPlayer(Player):
    """Values each action by the game's evaluation (or the score fallback) one step ahead.

    It looks only at determinized copies: applying an action to a plain clone
    would show it the real next card of the deck.
    """

    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 3) -> None:
        super().__init__(seed)
        if samples < 1:
            raise ConfigError("samples must be at least 1")
        self.samples = samples

    def ranked(self, state: GameState, seat: int) -> list[Action]:
        legal = search_actions(state, seat)
        if not legal:
            raise ConfigError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal
        knowledge = Knowledge.of(state)
        rng = random.Random(self.rng.getrandbits(64))
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            sample = state.determinize(seat, rng)
            for index, action in enumerate(legal):
                twin = sample.clone()
                twin._apply(seat, action)
                totals[index] += knowledge.values(twin, spent=True)[seat]
        best = max(totals)
        tied = [a for a, t in zip(legal, totals, strict=True) if t >= best - _TIE]
        first = tied[self.rng.randrange(len(tied))] if len(tied) > 1 else tied[0]
        order = sorted(range(len(legal)), key=lambda k: -totals[k])  # stable: ties keep the legal order
        return [first, *(legal[k] for k in order if legal[k] is not first)]

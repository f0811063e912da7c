"""A finished or saved match told again position by position, for the replay screen (no Qt here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.actions import Action
from engine.core.game import GameConfig, GameState, Ruleset
from engine.core.match import Step

CHECKPOINT_EVERY = 25  # moves between kept positions: a step anywhere replays at most this many


class ReplayModel:
    """Position ``p`` is the table after the first ``p`` moves (0: the set-up, ``len(moves)``: the
    end). ``history``, ``rounds`` and ``step_views`` are what the log is told from, as the game
    screen tells it."""

    def __init__(self, ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]]) -> None:
        self.ruleset = ruleset
        self.config = config
        self.moves = list(moves)
        state = ruleset.create_state(config)
        self.first_round = state.round_number()
        self._kept: list[GameState] = [state.clone()]
        self.history: list[Step] = []
        self.rounds: list[int] = []  # the round after each move
        self.step_views: list[dict[str, Any]] = []  # the mover's view before each move
        for number, (seat, action) in enumerate(self.moves, start=1):
            self.step_views.append(state.view(seat))
            events = state.apply(seat, action)
            self.history.append(Step(seat, action, tuple(events), False))
            self.rounds.append(state.round_number())
            if number % CHECKPOINT_EVERY == 0:
                self._kept.append(state.clone())
        self.over = state.is_over()
        self._cached: tuple[int, GameState] = (len(self.moves), state)

    def __len__(self) -> int:
        return len(self.moves)

    def state_at(self, position: int) -> GameState:
        """The position after ``position`` moves (do not change it: it is kept for the next call)."""
        position = max(0, min(position, len(self.moves)))
        if self._cached[0] == position:
            return self._cached[1]
        state = self._kept[position // CHECKPOINT_EVERY].clone()
        for seat, action in self.moves[position // CHECKPOINT_EVERY * CHECKPOINT_EVERY:position]:
            state.apply(seat, action)
        self._cached = (position, state)
        return state

    def round_before(self, position: int) -> int:
        """The round in which move ``position`` (from 0) is played."""
        return self.rounds[position - 1] if position > 0 else self.first_round

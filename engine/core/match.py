"""A match: configuration, action history and current state, with undo and redo by replay."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.game import GameConfig, GameState, Ruleset


@dataclass(frozen=True)
class Step:
    """One applied action. ``barrier`` marks a step that revealed something (randomness
    was drawn or an event says so): history is never undone past it."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    barrier: bool


class Match:
    """Owns one game's state and history. ``auto_seats`` are seats that move by
    themselves (AI): undoing a person's move also takes back the AI replies after it."""

    def __init__(
        self,
        ruleset: Ruleset,
        config: GameConfig,
        moves: Iterable[tuple[int, Action]] = (),
        auto_seats: Iterable[int] = (),
    ) -> None:
        self.ruleset = ruleset
        self.config = ruleset.normalize_config(config)
        self.auto_seats = frozenset(auto_seats)
        self.state: GameState = ruleset.create_state(self.config)
        self.history: list[Step] = []
        self._redo: list[list[tuple[int, Action]]] = []
        self.version = 0
        for seat, action in moves:
            self._push(seat, action)

    @property
    def game_id(self) -> str:
        return self.ruleset.info.id

    @property
    def moves(self) -> list[tuple[int, Action]]:
        return [(step.seat, step.action) for step in self.history]

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Play a move; raises IllegalAction and changes nothing if it is not legal."""
        events = self._push(seat, action)
        self._redo.clear()
        return events

    def _push(self, seat: int, action: Action) -> list[Event]:
        before = self.state.rng.getstate()
        events = self.state.apply(seat, action)
        barrier = self.state.rng.getstate() != before or any(e.reveals for e in events)
        self.history.append(Step(seat, action, tuple(events), barrier))
        self.version += 1
        return events

    # --- undo / redo ---------------------------------------------------
    def undo_point(self, seat: int | None = None) -> int | None:
        """The history length an undo would return to, or None if nothing may be undone.

        With a seat: back to before that seat's latest move, if everything after it
        was played by that seat or by auto seats and nothing in between revealed
        hidden information. Without a seat: the last move alone.
        """
        if not self.history:
            return None
        if seat is None:
            return None if self.history[-1].barrier else len(self.history) - 1
        for index in range(len(self.history) - 1, -1, -1):
            step = self.history[index]
            if step.barrier:
                return None
            if step.seat == seat:
                return index
            if step.seat not in self.auto_seats:
                return None
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_point(seat) is not None

    def undo(self, seat: int | None = None) -> bool:
        point = self.undo_point(seat)
        if point is None:
            return False
        undone = [(s.seat, s.action) for s in self.history[point:]]
        self._rebuild(self.moves[:point])
        self._redo.append(undone)
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo_seat(self) -> int | None:
        """The seat whose taken-back move a redo plays again."""
        return self._redo[-1][0][0] if self._redo and self._redo[-1] else None

    def redo(self) -> bool:
        if not self._redo:
            return False
        for seat, action in self._redo.pop():
            self._push(seat, action)
        return True

    def _rebuild(self, moves: Sequence[tuple[int, Action]]) -> None:
        self.state = self.ruleset.create_state(self.config)
        self.history = []
        for seat, action in moves:
            self._push(seat, action)
        self.version += 1

    def restart(self) -> None:
        self._redo.clear()
        self._rebuild([])

    def replay_check(self) -> None:
        """Raise IllegalAction if the history does not replay from the seed (a sanity check)."""
        twin = self.ruleset.create_state(self.config)
        for seat, action in self.moves:
            twin.apply(seat, action)
        if twin.view(None) != self.state.view(None):
            raise IllegalAction("the history does not replay to the current position")

"""Keeps a game running when its board has a bug: the generic board stands in for the failing call."""

from __future__ import annotations

import sys
import traceback
from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from gui.boards.base import Board, LegendEntry
from gui.boards.generic import GenericBoard
from gui.scene.dragdrop import Move
from gui.scene.table import TableScene


class BoardGuard:
    """Wraps a board: each call that raises is reported on stderr once and answered by the generic board."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.fallback = board if type(board) is GenericBoard else GenericBoard(board.context, board)
        self.failures: set[str] = set()
        self.build_failed = False

    def __getattr__(self, name: str) -> Any:
        # anything else (a board's own helpers, used by its tests) comes from the board itself
        return getattr(self.board, name)

    @property
    def log_actions(self) -> bool:
        return bool(getattr(self.board, "log_actions", True))

    @property
    def quiet_actions(self) -> frozenset[str]:
        return frozenset(getattr(self.board, "quiet_actions", ()))

    @property
    def viewer(self) -> int | None:
        return self.board.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.board.viewer = seat
        self.fallback.viewer = seat

    @property
    def private_shown(self) -> bool:
        return bool(getattr(self.board, "private_shown", True))

    @private_shown.setter
    def private_shown(self, shown: bool) -> None:
        self.board.private_shown = shown

    def _call(self, name: str, *args: Any) -> Any:
        try:
            return getattr(self.board, name)(*args)
        except Exception:  # noqa: BLE001 - a board bug must not stop the game
            if name not in self.failures:
                self.failures.add(name)
                print(f"Kontor: {type(self.board).__name__}.{name} failed; the simple table stands in:",
                      file=sys.stderr)
                traceback.print_exc()
            return getattr(self.fallback, name)(*args)

    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        try:
            self.board.build(scene, view, actions, seat)
            self.build_failed = False
        except Exception:  # noqa: BLE001
            self.build_failed = True
            self.failures.add("build")
            traceback.print_exc()
            scene.clear_table()
            self.fallback.build(scene, view, actions, seat)

    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        board = self.fallback if self.build_failed else self.board
        try:
            return board.moves(view, actions, seat)
        except Exception:  # noqa: BLE001
            traceback.print_exc()
            return []

    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self._call("describe_action", action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        return self._call("describe_event", event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        return self._call("prompt_text", prompt, view)

    def category_label(self, key: str) -> str:
        return self._call("category_label", key)

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self._call("seat_summary", view, seat)

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        return self._call("action_is_public", seat, action, viewer)

    def secret_decision(self, view: dict[str, Any]) -> bool | None:
        return self._call("secret_decision", view)

    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        return self._call("legend", view)

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        return self._call("explain_rejection", piece_id, target_id, view)

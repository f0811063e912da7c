"""Shared pieces of the board tests: a game screen on a real controller, fast scripted play, the board."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core.actions import Action
from engine.core.game import GameConfig, Ruleset
from gui.controller import GameController
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.widgets.game_screen import GameScreen

NAMES = ("Eva", "Tom", "Ida", "Ole")
COLOURS = ("blue", "orange", "green", "vermilion")

# picks a move for `seat` among `actions`; None lets chance decide
Picker = Callable[[GameController, int, list[Action], random.Random], Action | None]


class ScreenMaker:
    """Game screens on real controllers for one test; AI seats wait unless given ``ai_delay_ms``."""

    def __init__(self, qtbot: Any, ruleset: Ruleset) -> None:
        install_language("en")
        self.qtbot, self.ruleset = qtbot, ruleset
        self.made: list[GameController] = []

    def __call__(self, kinds: Sequence[str], seed: int, options: dict[str, Any] | None = None,
                 ai_delay_ms: int = 10**7, level: str = "easy", colour_blind: bool = False) -> GameScreen:
        controller = GameController(ai_delay_ms=ai_delay_ms)
        self.made.append(controller)
        widget = GameScreen(controller, Settings(ai_delay_ms=0, animation_speed="off", colour_blind=colour_blind))
        self.qtbot.addWidget(widget)
        widget.resize(1366, 768)
        seats = [SeatSetup(NAMES[i], COLOURS[i], kind, level) for i, kind in enumerate(kinds)]
        config = GameConfig(len(seats), seed, options or {}, tuple(s.name for s in seats))
        assert controller.new_game(self.ruleset, config, seats)
        return widget

    def close(self) -> None:
        for controller in self.made:
            controller.shutdown()


def keen_picker(keen: tuple[str, ...], share: float) -> Picker:
    """Random moves that prefer the `keen` kinds `share` of the time."""

    def pick(controller: GameController, seat: int, actions: list[Action], rng: random.Random) -> Action:
        preferred = [a for a in actions if a.kind in keen]
        return rng.choice(preferred) if preferred and rng.random() < share else rng.choice(actions)

    return pick


def drive(widget: GameScreen, done: Callable[[int, list[Action]], bool], pick: Picker, seed: int,
          limit: int, reveal: bool = False) -> int:
    """Play picked moves for every seat until ``done(seat, actions)`` (seat -1 once the game is
    over); returns that seat. With `reveal`, a hot-seat screen then shows the next person's view.

    The screen redraws once at the end: a redraw per move would make the tests slow, not better.
    """
    controller = widget.controller
    rng = random.Random(seed)
    controller.blockSignals(True)
    try:
        for _ in range(limit):
            over = controller.is_over()
            seat = -1 if over else controller.state.to_move()[0]
            actions = [] if over else controller.legal_actions(seat)
            if done(seat, actions):
                return seat
            assert not over, "the position looked for never came"
            move = pick(controller, seat, actions, rng) or rng.choice(actions)
            assert controller.submit(move, seat)
        raise AssertionError("the position looked for never came")
    finally:
        controller.blockSignals(False)
        controller.state_changed.emit()
        if reveal and widget.viewer is None and controller.human_seats_to_move():
            widget.reveal()


def real_board(widget: GameScreen, board_type: type) -> Any:
    """The game's board behind the shell's guard; fails if the guard had to stand in for it."""
    guard = widget.board
    board = getattr(guard, "board", guard)
    assert isinstance(board, board_type)
    assert not getattr(guard, "failures", set()), "the board raised and the simple table stood in"
    return board

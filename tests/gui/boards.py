"""Shared pieces of the board tests: a game screen on a real controller, fast scripted play, the board."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import Qt

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
                 ai_delay_ms: int = 10**7, level: str = "easy", colour_cues: bool = False) -> GameScreen:
        controller = GameController(ai_delay_ms=ai_delay_ms)
        self.made.append(controller)
        widget = GameScreen(controller, Settings(ai_delay_ms=0, animation_speed="off", colour_cues=colour_cues))
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


# --- a gesture for every action --------------------------------------------------------------------------

def gesture_for(widget: GameScreen, action: Action) -> tuple[str, str, str] | None:
    """How the board lets a person play ``action``: ("drag", piece, target), ("click", item, "") or None."""
    drag = widget.scene.drag
    for move in drag.moves:
        if move.action == action:
            return ("drag", move.piece_id, move.target_id)
    for item_id, actions in drag.click_actions.items():
        if action in actions:
            return ("click", item_id, "")
    return None


class MenuPicker:
    """Stands in for the menu a drop opens when one drag means several moves: picks the wanted one."""

    def __init__(self, widget: GameScreen) -> None:
        self.widget = widget
        self.wanted: Action | None = None
        self.offered: list[Action] = []
        widget.scene.drag.actions_offered.disconnect(widget._offer)
        widget.scene.drag.actions_offered.connect(self.offer)

    def offer(self, actions: list[Action]) -> None:
        self.offered = list(actions)
        assert self.wanted in actions
        self.widget.play(self.wanted)


def play_by_gesture(widget: GameScreen, action: Action, menu: MenuPicker) -> None:
    """Play ``action`` through the table: a drag (a menu when one drag means several moves) or a click."""
    how = gesture_for(widget, action)
    assert how is not None, f"{action} cannot be played on the board"
    drag = widget.scene.drag
    menu.wanted = action
    kind, item_id, target = how
    if kind == "drag":
        assert drag.finish(item_id, target)
    elif item_id in drag.pieces and item_id not in drag.targets:
        drag.click_piece(item_id)
    else:
        drag.click_target(item_id)


def play_game_through_the_board(widget: GameScreen, monkeypatch: pytest.MonkeyPatch, seed: int,
                                on_handover: Callable[[], None]) -> int:
    """People move only by gestures on the table; AI seats get random moves. Returns the moves played.

    The AI's search and the log's retelling of the whole history after each move would only make the
    test slow: the seats' moves come from here, and the log is tested on its own."""
    controller = widget.controller
    monkeypatch.setattr(controller, "_schedule_ai", lambda: None)
    monkeypatch.setattr(widget, "_fill_log", lambda: None)
    menu = MenuPicker(widget)
    rng = random.Random(seed)
    played = 0
    for _ in range(5000):
        if controller.is_over():
            return played
        humans = controller.human_seats_to_move()
        if humans:
            if widget.viewer is None:
                on_handover()
            assert widget.viewer == humans[0]
            play_by_gesture(widget, rng.choice(widget.current_actions), menu)
        else:
            seat = controller.state.to_move()[0]
            controller.blockSignals(True)
            assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
            controller.blockSignals(False)
            if controller.human_seats_to_move() or controller.is_over():
                controller.state_changed.emit()
                if controller.is_over():
                    controller.game_over.emit(controller.state.scores())
        played += 1
    raise AssertionError("the game did not end")


def play_one_person_and_two_ais_to_the_score_screen(window: Any, ruleset: Ruleset, board_type: type,
                                                    monkeypatch: pytest.MonkeyPatch, seed: int = 21) -> None:
    """Eva against two easy AIs, moved through the board only, until the score screen shows."""
    window.controller.ai_delay_ms = 10**7
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange", "ai", "easy"), SeatSetup("Ida", "green", "ai", "easy")]
    assert window.controller.new_game(ruleset, GameConfig(3, seed, {}, ("Eva", "Tom", "Ida")), seats)
    widget = window.game_screen
    played = play_game_through_the_board(widget, monkeypatch, seed, lambda: pytest.fail("no handover with one person"))
    assert played > 50
    assert window.stack.currentWidget() is window.score_screen
    real_board(widget, board_type)


HOT_SEAT = (("Eva", "blue"), ("Tom", "orange"), ("Ida", "green"))


def play_hot_seat_to_the_score_screen(qtbot: Any, window: Any, ruleset: Ruleset, board_type: type,
                                      monkeypatch: pytest.MonkeyPatch, players: int,
                                      options: dict[str, Any] | None = None, seed: int = 8) -> tuple[int, list[str]]:
    """People only, each handed the screen by a click, moving through the board until the score screen
    shows. Returns the moves played and the names the handover screens called."""
    window.controller.ai_delay_ms = 10**7
    people = HOT_SEAT[:players]
    seats = [SeatSetup(name, colour) for name, colour in people]
    config = GameConfig(players, seed, dict(options or {}), tuple(name for name, _ in people))
    assert window.controller.new_game(ruleset, config, seats)
    widget = window.game_screen
    handovers: list[str] = []

    def hand_over() -> None:
        assert widget.centre.currentWidget() is widget.handover
        handovers.append(widget.handover.name)
        qtbot.mouseClick(widget.handover.button, Qt.MouseButton.LeftButton)

    played = play_game_through_the_board(widget, monkeypatch, seed, hand_over)
    assert window.stack.currentWidget() is window.score_screen
    real_board(widget, board_type)
    return played, handovers

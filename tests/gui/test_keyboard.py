"""The keyboard path is safe: every game can be played to the end with keys alone, the selection never
moves under the player while the table refreshes, Return presses the focused button, and the tour
lets the AI seats wait and gives the keyboard back to the actions."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from engine import games
from engine.core.game import GameConfig
from gui.controller import GameController
from gui.keys import install_return_clicks
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.widgets.game_screen import GameScreen

GAMES = ("speicherstadt", "merkator", "railroads", "jantaris", "dale")


@pytest.fixture
def screen(qtbot, monkeypatch) -> Iterator:  # noqa: ANN001
    made: list[GameController] = []

    def make(game_id: str, players: int, seed: int) -> GameScreen:
        controller = GameController(ai_delay_ms=10**7)
        made.append(controller)
        widget = GameScreen(controller, Settings(ai_delay_ms=0, animation_speed="off"))
        qtbot.addWidget(widget)
        monkeypatch.setattr(widget, "_fill_log", lambda: None)  # the log's retelling is tested on its own
        widget.resize(1366, 768)
        widget.show()
        names = ("Eva", "Tom", "Ida", "Ole")[:players]
        seats = [SeatSetup(name, colour) for name, colour in zip(names, ("blue", "orange", "green", "vermilion"),
                                                                   strict=False)]
        assert controller.new_game(games.get(game_id), GameConfig(players, seed, {}, names), seats)
        return widget

    yield make
    for controller in made:
        controller.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_by_keys_alone_and_the_selection_stays_put(qtbot, screen, game_id: str) -> None:  # noqa: ANN001
    widget = screen(game_id, max(2, games.get(game_id).info.min_players), 31)
    controller = widget.controller
    rng = random.Random(31)
    install_return_clicks()
    for _ in range(20_000):
        if controller.is_over():
            break
        if widget.centre.currentWidget() is widget.handover:
            assert widget.handover.button.hasFocus() or QCoreApplication.instance().focusWidget() is None
            widget.handover.button.setFocus()
            qtbot.keyClick(widget.handover.button, Qt.Key.Key_Return)
            continue
        actions = widget.actions_list
        actions.setFocus()
        assert actions.count() == len(widget.current_actions) > 0
        row = rng.randrange(actions.count())
        for _ in range(row):
            qtbot.keyClick(actions, Qt.Key.Key_Down)
        wanted = actions.currentItem().data(Qt.ItemDataRole.UserRole)
        widget.refresh()  # the table refreshes under the player (another seat's move, an AI's vote)
        assert actions.currentItem().data(Qt.ItemDataRole.UserRole) == wanted, "the selection moved"
        moves = len(controller.match.history)
        qtbot.keyClick(actions, Qt.Key.Key_Return)
        assert controller.match.history[moves].action.key == wanted
    assert controller.is_over(), "the game did not end"


def test_return_presses_the_focused_button(qtbot) -> None:  # noqa: ANN001
    install_return_clicks()
    host = QWidget()
    qtbot.addWidget(host)
    button = QPushButton("Back to start", host)
    host.show()
    pressed: list[bool] = []
    button.clicked.connect(lambda: pressed.append(True))
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: pressed == [True], timeout=2000)


def test_the_tour_lets_the_ai_wait_and_gives_the_keyboard_back(qtbot, window) -> None:  # noqa: ANN001
    window.resize(1366, 768)
    window.show()
    controller = window.controller
    window.settings.tours_seen = []
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange", "ai", "easy"), SeatSetup("Ida", "green", "ai", "easy")]
    controller.ai_delay_ms = 0
    assert controller.new_game(games.get("jantaris"), GameConfig(3, 5, {}, ("Eva", "Tom", "Ida")), seats)
    qtbot.waitUntil(lambda: window.tour.active, timeout=5000)
    assert controller.ai_paused
    moves = len(controller.match.history)
    qtbot.wait(300)
    assert len(controller.match.history) == moves, "an AI seat moved under the tour"
    window.tour.dismiss()
    assert not controller.ai_paused
    screen = window.game_screen
    assert screen.actions_list.hasFocus() or screen.board_view.hasFocus()

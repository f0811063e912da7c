"""Real mouse clicks on the Speicherstadt table: a click on another player's strip opens that player's whole
area over the table, the Close button and a second click on the strip close it; a worker then still goes
onto a column with the mouse."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from gui.scene.opener import OpenerItem
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.test_real_mouse import drag_with_mouse, open_screen


@pytest.fixture
def screen(qtbot, monkeypatch):  # noqa: ANN001, ANN201
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    seats = [SeatSetup(name, colour, kind) for name, colour, kind in
             (("Eva", "blue", "human"), ("Tom", "orange", "ai"), ("Ida", "green", "ai"))]
    widget = open_screen(qtbot, "speicherstadt", seats, seed=4)
    if widget.viewer is None:
        widget.reveal()
    yield widget
    widget.controller.shutdown()


def point_of(widget: GameScreen, tooltip: str) -> QPoint:
    items = widget.scene.items()  # held while used: the scene's temporary wrappers are not safe alone
    opener = next(item for item in items if isinstance(item, OpenerItem) and item.toolTip() == tooltip)
    return widget.board_view.mapFromScene(opener.mapToScene(opener.boundingRect().center()))


def click(qtbot, widget: GameScreen, at: QPoint) -> None:  # noqa: ANN001
    QTest.mouseClick(widget.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.wait(20)  # the table is drawn again after the click


def test_a_click_on_a_strip_opens_the_area_and_the_close_button_closes_it(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    board = widget.board
    click(qtbot, widget, point_of(widget, "Click to see Tom's whole area"))
    assert board.opened_seat == 1
    click(qtbot, widget, point_of(widget, "Close Tom's area"))
    assert board.opened_seat is None
    click(qtbot, widget, point_of(widget, "Click to see Ida's whole area"))
    assert board.opened_seat == 2
    click(qtbot, widget, point_of(widget, "Click to close Ida's area"))
    assert board.opened_seat is None
    controller = widget.controller
    before = len(controller.match.history)
    drag_with_mouse(widget, "worker:0", "column:1")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action.kind == "place"


def test_a_worker_pressed_while_another_player_places_slides_back_and_the_prompt_says_whose_turn_it_is(
        qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    controller = widget.controller
    before = len(controller.match.history)
    drag_with_mouse(widget, "worker:0", "column:0")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    qtbot.wait(20)
    assert controller.state.to_move() == [1] and widget.viewer == 0
    drag_with_mouse(widget, "worker:1", "column:2")
    assert len(controller.match.history) == before + 1, "nothing is played"
    assert "It is Tom's turn to place a worker." in html.unescape(widget.prompt.text())

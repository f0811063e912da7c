"""Real mouse presses on the Merkator table: a piece that cannot move says why and never pans the table,
an opponent's strip opens their office and its Close button shuts it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from gui.boards.merkator.board import MerkatorBoard
from gui.boards.merkator.panels import SeatStripItem
from gui.scene.opener import OpenerItem
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import real_board
from tests.gui.test_real_mouse import open_screen


def point_of(widget: GameScreen, item) -> QPoint:  # noqa: ANN001
    return widget.board_view.mapFromScene(item.mapToScene(item.boundingRect().center()))


def click(widget: GameScreen, at: QPoint) -> None:
    port = widget.board_view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def seats() -> list[SeatSetup]:
    return [SeatSetup("P1", "blue", "human"), SeatSetup("P2", "orange", "ai"), SeatSetup("P3", "green", "ai")]


def test_dragging_a_deck_top_says_when_it_comes_and_never_pans_the_table(qtbot) -> None:  # noqa: ANN001
    widget = open_screen(qtbot, "merkator", seats())
    if widget.viewer is None:
        widget.reveal()
    qtbot.wait(10)
    view = widget.board_view
    deck = widget.scene.drag.pieces["deck:5"]
    scroll = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    start = point_of(widget, deck)
    port = view.viewport()
    with qtbot.waitSignal(widget.scene.drag.drop_rejected, timeout=1000) as blocker:
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for step in range(1, 7):  # an attempt to drag it away
            QTest.mouseMove(port, start + QPoint(12 * step, -8 * step))
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(72, -48))
    assert "fulfil a contract of one value less" in blocker.args[0]
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    assert widget.controller.match.history == []
    widget.controller.shutdown()


def test_a_real_click_opens_an_opponents_office_which_moves_nothing_and_close_shuts_it(qtbot) -> None:  # noqa: ANN001
    widget = open_screen(qtbot, "merkator", seats())
    if widget.viewer is None:
        widget.reveal()
    qtbot.wait(10)
    strip = next(i for i in widget.scene.items() if isinstance(i, SeatStripItem) and i.look.name == "P2")
    click(widget, point_of(widget, strip))
    qtbot.waitUntil(lambda: real_board(widget, MerkatorBoard).opened_seat == 1, timeout=2000)
    qtbot.waitUntil(lambda: any(getattr(i, "piece_id", "").startswith("open:contract:")
                                for i in widget.scene.items()), timeout=2000)
    contract = next(i for i in widget.scene.items() if getattr(i, "piece_id", "").startswith("open:contract:"))
    with qtbot.waitSignal(widget.scene.drag.drop_rejected, timeout=1000) as blocker:
        click(widget, point_of(widget, contract))
    assert "open for a look" in blocker.args[0]
    assert widget.controller.match.history == []
    close = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and i.toolTip() == "Close this office")
    click(widget, point_of(widget, close))
    qtbot.waitUntil(lambda: real_board(widget, MerkatorBoard).opened_seat is None, timeout=2000)
    widget.controller.shutdown()

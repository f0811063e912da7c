"""People at one screen: Undo and Redo touch only the moves of the person at the screen (another person's
move waits for them behind the handover), and a piece that cannot move lifts, slides back and says why."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from engine import games
from gui.scene.cube import CubeItem
from gui.scene.table import TableScene
from gui.widgets.board_view import BoardView
from tests.gui.boards import ScreenMaker


@pytest.fixture
def tiny(qtbot) -> Iterator[ScreenMaker]:  # noqa: ANN001
    """A game of secret bids and hidden hands: Tom must never see, nor change, Eva's bid."""
    maker = ScreenMaker(qtbot, games.get("tiny"))
    yield maker
    maker.close()


def test_undo_of_another_persons_move_asks_for_that_person_first(qtbot, tiny) -> None:  # noqa: ANN001
    widget = tiny(("human", "human"), seed=5)
    widget.show()
    controller = widget.controller
    widget.reveal()
    assert widget.viewer == 0
    eva_move = controller.legal_actions(0)[0]
    assert controller.submit(eva_move, 0)
    assert widget.centre.currentWidget() is widget.handover, "the bids are secret: the screen goes to Tom"
    widget.reveal()
    assert widget.viewer == 1, "Tom is at the screen"
    moves = len(controller.match.history)
    widget.undo()
    # nothing is taken back yet: the screen asks for Eva, whose move it is
    assert len(controller.match.history) == moves
    assert widget.centre.currentWidget() is widget.handover and widget.viewer is None
    assert "Eva" in widget.handover.title.text() and "taken back" in widget.handover.hint.text()
    assert not widget.current_actions, "behind the handover nobody may move"
    qtbot.keyClick(widget.handover.button, Qt.Key.Key_Return)
    assert len(controller.match.history) == moves - 1
    assert widget.viewer == 0 and widget.centre.currentWidget() is widget.board_view
    assert [a.key for a in widget.current_actions] == [a.key for a in controller.legal_actions(0)]
    # Eva redoes her own move at once
    widget.redo()
    assert len(controller.match.history) == moves


def test_undo_of_ones_own_move_needs_no_handover(qtbot, tiny) -> None:  # noqa: ANN001
    widget = tiny(("human", "ai"), seed=5)
    widget.show()
    controller = widget.controller
    assert controller.submit(controller.legal_actions(0)[0], 0)
    widget.refresh()
    moves = len(controller.match.history)
    widget.undo()
    assert len(controller.match.history) < moves and widget.centre.currentWidget() is widget.board_view


class _Piece(CubeItem):
    pass


def test_a_piece_that_cannot_move_slides_back_says_why_and_never_pans_the_table(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    scene.addRect(-1000, -1000, 2000, 2000)  # a large table: a drag on it would pan
    piece = scene.add_piece(_Piece("worker:1", "#0072B2", 30), QPointF(0, 0))
    scene.drag.set_moves([])  # nothing may move
    scene.drag.animation_ms = 0
    scene.drag.explain = lambda piece_id, target_id: "Choose your starting bonus first."
    reasons: list[str] = []
    scene.drag.drop_rejected.connect(reasons.append)
    view.show()
    view.centerOn(0, 0)
    QCoreApplication.processEvents()
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    start = view.mapFromScene(piece.sceneBoundingRect().center())
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 8):
        QTest.mouseMove(view.viewport(), start + QPoint(30 * step, 20 * step))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(210, 140))
    QCoreApplication.processEvents()
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before
    assert piece.pos() == QPointF(0, 0), "the piece slid back home"
    assert reasons == ["Choose your starting bonus first."]


@pytest.mark.parametrize("game_id", ["jantaris", "dale", "railroads"])
def test_in_games_with_secrets_undo_never_shows_another_persons_choice(qtbot, game_id: str) -> None:  # noqa: ANN001
    """Reproduced in Jantaris: Tom votes, the screen goes to Ida, Ida presses Undo, and Tom's voting cards
    appeared on Ida's screen. Now Undo of another person's move covers the table and asks for that person."""
    import random

    ruleset = games.get(game_id)
    maker = ScreenMaker(qtbot, ruleset)
    try:
        players = max(3, ruleset.info.min_players) if game_id == "jantaris" else 2
        widget = maker(("human",) * players, seed=12)
        widget.show()
        controller = widget.controller
        rng = random.Random(12)
        checked = 0
        for _ in range(400):
            if controller.is_over() or checked >= 3:
                break
            if widget.viewer is None:
                widget.reveal()
            at_screen = widget.viewer
            last = controller.undo_seat()
            if last is not None and last != at_screen and widget.undo_button.isEnabled():
                moves = len(controller.match.history)
                widget.undo()
                assert widget.viewer is None and widget.centre.currentWidget() is widget.handover
                assert len(controller.match.history) == moves, "nothing is taken back before its person is there"
                assert not widget.current_actions
                widget.reveal()
                assert widget.viewer == last, "the table opens for the person whose move is taken back"
                checked += 1
                continue
            seat = controller.human_seats_to_move()[0]
            assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        assert checked, "no undo of another person's move came up"
    finally:
        maker.close()

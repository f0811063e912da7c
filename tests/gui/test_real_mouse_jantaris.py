"""Real mouse gestures on the Jantaris board: a merchant dragged from the supply, a guild token dragged,
a vote card clicked, and a refused drop that slides back and says why in the prompt line."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.test_real_mouse import drag_with_mouse, open_screen


@pytest.fixture
def screen(qtbot, monkeypatch):  # noqa: ANN001, ANN201
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    seats = [SeatSetup(name, colour) for name, colour in (("Eva", "blue"), ("Tom", "orange"), ("Ida", "green"))]
    widget = open_screen(qtbot, "jantaris", seats, seed=4)
    yield widget
    widget.controller.shutdown()


def advance_to(widget: GameScreen, code: str, seed: int = 2) -> None:
    """Random moves until the person shown decides ``code``, past the handover screens."""
    controller = widget.controller
    rng = random.Random(seed)
    for _ in range(3000):
        if widget.viewer is None and controller.human_seats_to_move():
            widget.reveal()
        if widget.viewer is not None and widget.current_view["prompt"]["code"] == code:
            return
        seat = controller.state.to_move()[0]
        controller.blockSignals(True)
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        controller.blockSignals(False)
        controller.state_changed.emit()
    pytest.fail(f"{code} never came")


def click_with_mouse(widget: GameScreen, item_id: str) -> None:
    scene = widget.scene
    item = scene.drag.pieces.get(item_id) or scene.drag.targets[item_id]
    at = widget.board_view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    QTest.mouseClick(widget.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def test_a_merchant_dragged_from_the_supply_with_the_mouse_is_placed(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "setup")
    controller = widget.controller
    seat = widget.viewer
    action = widget.current_actions[3]
    before = len(controller.match.history)
    drag_with_mouse(widget, f"supply:{seat}", f"loc:{action.args[0]}")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action == action
    assert controller.state.view(None)["locations"][[loc["id"] for loc in controller.state.view(None)[
        "locations"]].index(action.args[0])]["merchants"][seat] == 1


def test_a_guild_token_dragged_with_the_mouse_moves_and_a_refused_drop_says_why(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "token")
    controller = widget.controller
    before = len(controller.match.history)
    drag_with_mouse(widget, "token:red", "loc:square")
    qtbot.wait(50)
    assert len(controller.match.history) == before
    assert "A guild token never returns to the square." in widget.prompt.text()
    move = next(a for a in widget.current_actions if a.args[0] == "black")
    drag_with_mouse(widget, "token:black", f"loc:{move.args[1]}")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action == move


def test_the_vote_card_is_clicked_and_the_next_person_gets_the_handover(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "vote")
    controller = widget.controller
    voter = widget.viewer
    before = len(controller.match.history)
    click_with_mouse(widget, "vote:influence")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].seat == voter
    assert controller.match.history[-1].action.key == "vote:influence"
    assert widget.centre.currentWidget() is widget.handover
    qtbot.mouseClick(widget.handover.button, Qt.MouseButton.LeftButton)
    assert widget.viewer not in (None, voter)
    assert not any(p.startswith("myvote:") for p in widget.scene.drag.pieces)


def test_a_city_place_is_visited_with_a_click(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "city")
    controller = widget.controller
    before = len(controller.match.history)
    click_with_mouse(widget, "visit:guild")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action.key == "visit:guild"


def test_a_click_on_an_opponents_strip_opens_their_board_and_close_closes_it(qtbot, screen) -> None:  # noqa: ANN001
    from gui.boards.jantaris.seats import OpenedBoardItem
    from gui.scene.opener import OpenerItem

    widget = screen
    advance_to(widget, "token")
    widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    other = next(s for s in range(3) if s != widget.viewer)
    strip = widget.scene.drag.targets[f"seat:{other}"]
    # the band with the name: no piece lies there, so the click reaches the strip's opener
    at = widget.board_view.mapFromScene(strip.mapToScene(strip.rect.topLeft()) + QPointF(60, 10))
    QTest.mouseClick(widget.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.waitUntil(lambda: isinstance(widget.scene.drag.targets.get("opened"), OpenedBoardItem), timeout=3000)
    assert widget.board.opened_seat == other
    panel = widget.scene.drag.targets["opened"]
    close = next(item for item in panel.childItems() if isinstance(item, OpenerItem))
    at = widget.board_view.mapFromScene(close.mapToScene(close.rect.center()))
    QTest.mouseClick(widget.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.waitUntil(lambda: "opened" not in widget.scene.drag.targets, timeout=3000)
    assert widget.board.opened_seat is None


def test_a_displayed_item_clicked_with_the_mouse_visits_the_bazaar(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "city")
    controller = widget.controller
    before = len(controller.match.history)
    item = next(t for t in widget.scene.drag.targets if t.startswith("item:"))
    click_with_mouse(widget, item)
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action.key == "visit:bazaar"


def test_a_pressed_token_that_cannot_move_says_why_in_the_prompt_line(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    advance_to(widget, "city")
    controller = widget.controller
    before = len(controller.match.history)
    click_with_mouse(widget, "token:red")
    qtbot.waitUntil(lambda: "The guild tokens move in the diplomacy phase." in widget.prompt.text(), timeout=3000)
    assert len(controller.match.history) == before

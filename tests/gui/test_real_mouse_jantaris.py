"""Real mouse gestures on the Jantaris board: a merchant dragged from the supply, a guild token dragged,
a vote card clicked, and a refused drop that slides back and says why in the prompt line."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
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

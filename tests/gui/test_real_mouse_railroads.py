"""Real mouse gestures on the Russian Railroads board with the German Railroads modules: the black rail
dragged onto the Berlin branch, a track tile dragged into its dashed area, an income token clicked, a
stoker dropped beside its targets that slides back and says why in the prompt line, and the next locomotive
dragged from the tray onto a slot."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import games
from engine.core.actions import Action
from engine.core.game import GameConfig
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import drive
from tests.gui.test_board_railroads_modules import MODULES, keen
from tests.gui.test_real_mouse import drag_with_mouse, open_screen

RULESET = games.get("railroads")


@pytest.fixture
def screen(qtbot, monkeypatch):  # noqa: ANN001, ANN201
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange", "ai", "easy")]
    widget = open_screen(qtbot, "railroads", seats, seed=1, options=dict(MODULES))
    yield widget
    widget.controller.shutdown()


def reach(widget: GameScreen, wanted: Callable[[list[Action]], bool], *prefixes: str) -> None:
    for seed in range(1, 30):
        try:
            drive(widget, lambda seat, actions: seat == 0 and wanted(actions), keen(*prefixes), seed, 4000, reveal=True)
            return
        except AssertionError:
            seats = list(widget.controller.seats)
            assert widget.controller.new_game(RULESET, GameConfig(2, seed, dict(MODULES), ("Eva", "Tom")), seats)
    pytest.fail("the position never came")


def click_with_mouse(widget: GameScreen, item_id: str) -> None:
    item = widget.scene.drag.targets[item_id]
    at = widget.board_view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    QTest.mouseClick(widget.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def test_the_black_rail_dragged_with_the_mouse_onto_berlin_chooses_the_branch(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    reach(widget, lambda actions: any(a.kind == "branch" for a in actions), "rail:munich,black", "place:track_black",
          "branch")
    drag_with_mouse(widget, "rail:0:munich:black", "branch:0:berlin")
    qtbot.waitUntil(lambda: widget.controller.state.view(0)["players"][0]["germany"]["branch"] == "berlin",
                    timeout=3000)


def test_a_track_tile_dragged_with_the_mouse_lands_in_its_area(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    reach(widget, lambda actions: any(a.kind == "tile" for a in actions), "rail:dresden,black",
          "rail:nuremberg_fuerth,black", "place:track_black", "tile")
    params = widget.current_view["prompt"]["params"]
    tile = params["tiles"][-1]
    drag_with_mouse(widget, f"tile:{tile}", f"area:0:{params['area']}")
    qtbot.waitUntil(lambda: widget.controller.state.view(0)["players"][0]["germany"]["areas"][params["area"]] == tile,
                    timeout=3000)


def test_an_income_token_clicked_with_the_mouse_is_used(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    reach(widget, lambda actions: any(a.kind == "income" for a in actions), "rail:nuremberg_fuerth,black",
          "rail:munich,black", "place:track_black", "take_token", "branch:berlin")
    action = next(a for a in widget.current_actions if a.kind == "income")
    target = next(t for t, acts in widget.scene.drag.click_actions.items() if action in acts)
    before = len(widget.controller.match.history)
    click_with_mouse(widget, target)
    qtbot.waitUntil(lambda: len(widget.controller.match.history) == before + 1, timeout=3000)
    assert widget.controller.match.history[-1].action == action


def test_a_stoker_dropped_on_an_action_space_slides_back_and_says_why(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen
    reach(widget, lambda actions: any(a.kind == "stoker" for a in actions), "coal_space", "stoker:loco",
          "place:coal", "foundry", "close", "place:loco", "loco:")
    before = len(widget.controller.match.history)
    drag_with_mouse(widget, "stoker", "space:doubler")
    qtbot.waitUntil(lambda: "Drop the stoker on one of your locomotives or factories." in widget.prompt.text(),
                    timeout=3000)
    assert len(widget.controller.match.history) == before


def test_the_next_locomotive_dragged_with_the_mouse_from_the_tray_lands_on_its_slot(qtbot, screen) -> None:  # noqa: ANN001
    widget = screen

    def from_the_supply(actions: list[Action]) -> bool:
        held = (widget.controller.state.view(0).get("pending") or {}).get("held_locomotive")
        return not held and any(a.kind == "loco" for a in actions)

    reach(widget, from_the_supply, "place:loco", "choose:0")
    action = next(a for a in widget.current_actions if a.kind == "loco")
    before = len(widget.controller.match.history)
    drag_with_mouse(widget, "held_loco", f"loco:{action.args[0]}:{action.args[1]}")
    qtbot.waitUntil(lambda: len(widget.controller.match.history) == before + 1, timeout=3000)
    assert widget.controller.match.history[-1].action == action

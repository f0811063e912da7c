"""A gesture for every move: at every decision of a person, in every game, player count and Railroads
module set, the moves the table offers by drag or click are exactly the legal actions, and whole games
are played by gestures alone."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import games
from engine.core.actions import Action
from engine.core.game import GameConfig
from gui.controller import GameController
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.widgets.game_screen import GameScreen
from tests.conftest import fuzz_games
from tests.gui.boards import MenuPicker, play_by_gesture

NAMES = ("Eva", "Tom", "Ida", "Ole", "Kai")
COLOURS = ("blue", "orange", "green", "vermilion", "purple")
RAILROAD_MODULES = ({}, {"germany": True}, {"coal": True}, {"germany": True, "coal": True, "extras": True})


def tables() -> list:
    found = []
    for ruleset in games.all():
        info = ruleset.info
        counts = sorted({info.min_players, info.max_players})
        modules = RAILROAD_MODULES if info.id == "railroads" else ({},)
        for options in modules:
            for players in counts:
                name = "+".join(options) or "base"
                found.append(pytest.param(info.id, players, options, id=f"{info.id}-{players}p-{name}"))
    return found


def reachable(widget: GameScreen) -> dict[str, Action]:
    """The actions a person can play on the table now: drags between a visible piece and a visible place,
    clicks on a visible piece or place (a menu when one gesture means several moves)."""
    drag = widget.scene.drag

    def shown(item_id: str) -> bool:
        item = drag.pieces.get(item_id) or drag.targets.get(item_id)
        return item is not None and item.isVisible() and item.scene() is widget.scene

    found = {move.action.key: move.action for move in drag.moves if shown(move.piece_id) and shown(move.target_id)}
    for item_id, actions in drag.click_actions.items():
        if shown(item_id):
            found.update({action.key: action for action in actions})
    return found


@pytest.fixture
def screen(qtbot) -> Iterator:  # noqa: ANN001
    made: list[GameController] = []

    def make(game_id: str, players: int, options: dict, seed: int) -> GameScreen:
        controller = GameController(ai_delay_ms=10**7)
        made.append(controller)
        widget = GameScreen(controller, Settings(ai_delay_ms=0, animation_speed="off"))
        qtbot.addWidget(widget)
        widget.resize(1366, 768)
        seats = [SeatSetup(NAMES[i], COLOURS[i]) for i in range(players)]
        config = GameConfig(players, seed, dict(options), NAMES[:players])
        assert controller.new_game(games.get(game_id), config, seats)
        return widget

    yield make
    for controller in made:
        controller.shutdown()


def play_by_gestures_checking_every_decision(widget: GameScreen, monkeypatch: pytest.MonkeyPatch,
                                             seed: int) -> int:
    controller = widget.controller
    monkeypatch.setattr(widget, "_fill_log", lambda: None)  # the log's retelling is tested on its own
    menu = MenuPicker(widget)
    rng = random.Random(seed)
    for decision in range(20_000):
        if controller.is_over():
            return decision
        if widget.viewer is None:
            widget.reveal()
        seat = controller.human_seats_to_move()[0]
        legal = {action.key for action in controller.legal_actions(seat)}
        offered = reachable(widget)
        assert set(offered) == legal, (
            f"decision {decision}, prompt {controller.view(seat).get('prompt')}: only in the list "
            f"{sorted(legal - set(offered))[:6]}, on the table but not legal {sorted(set(offered) - legal)[:6]}")
        play_by_gesture(widget, offered[rng.choice(sorted(offered))], menu)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("game_id", "players", "options"), tables())
def test_every_legal_move_is_a_gesture_on_the_table(screen, monkeypatch, game_id: str, players: int,  # noqa: ANN001
                                                    options: dict) -> None:
    for seed in range(max(1, fuzz_games(1) // 50)):
        widget = screen(game_id, players, options, 100 + seed)
        assert play_by_gestures_checking_every_decision(widget, monkeypatch, seed) > 0

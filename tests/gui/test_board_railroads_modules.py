"""The Russian Railroads board with the German Railroads modules (Germany, Coal, additional material): the branch
chosen by dragging the black rail onto space 9 of Berlin or Hamburg, a track tile dragged into its dashed area, a
stoker dragged onto a locomotive, an income token clicked and turned face down, the end-turn button while free
actions remain, words for every new code, and whole games played through the board by gestures."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from gui.app import MainWindow
from gui.boards.base import Board, BoardContext
from gui.boards.railroads import BOARD
from gui.boards.railroads.items import ChipItem, SlotItem, TrackTileItem
from gui.controller import GameController
from gui.i18n import install_language
from gui.scene.text import TextItem
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import (
    ScreenMaker,
    drive,
    play_game_through_the_board,
    play_hot_seat_to_the_score_screen,
    real_board,
)
from tests.gui.test_board_railroads import handover_prompts

RULESET = games.get("railroads")
MODULES = {"germany": True, "coal": True, "extras": True}
PROMPT_CODES = ("free_actions", "close_foundry", "place_stoker", "choose_foundry", "choose_bonus_token",
                "choose_factory_again", "buy_coal_steps", "choose_factory_slot", "choose_branch", "choose_tile",
                "choose_income_token")
EVENT_CODES = ("coal_gained", "coal_spent", "coal_space_used", "foundry_taken", "foundry_revealed", "foundry_used",
               "foundry_closed", "stoker_taken", "stoker_attached", "stoker_removed", "bonus_token_taken",
               "start_bonus_drawn", "branch_chosen", "tile_placed", "income_token_taken", "income_token_used",
               "worker_cap_reached")
EFFECT_TYPES = ("coal", "take_foundry", "take_stoker", "bonus_token", "start_bonus_draw", "reuse_factory",
                "coal_factory", "build_factory")


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai"), seed=3, **more: maker(kinds, seed, options=dict(MODULES), **more)
    maker.close()


def keen(*prefixes: str, share: float = 0.85) -> Callable[[GameController, int, list[Action], random.Random],
                                                        Action | None]:
    """Random moves that prefer actions whose key starts with one of ``prefixes``."""

    def pick(controller: GameController, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
        preferred = [a for a in actions if a.key.startswith(prefixes)]
        return rng.choice(preferred) if preferred and rng.random() < share else None

    return pick


def until(widget: GameScreen, wanted: Callable[[list[Action]], bool], *prefixes: str, seeds: range = range(1, 40),
          limit: int = 4000) -> None:
    """Play until seat 0, a person, has a position where ``wanted(actions)``; tries new games' seeds if needed."""
    for seed in seeds:
        try:
            drive(widget, lambda seat, actions: seat == 0 and wanted(actions), keen(*prefixes), seed, limit,
                  reveal=True)
            return
        except AssertionError:
            seats = list(widget.controller.seats)
            config = GameConfig(len(seats), seed, dict(MODULES), tuple(s.name for s in seats))
            assert widget.controller.new_game(RULESET, config, seats)
    pytest.fail("the position never came")


def texts(widget: GameScreen) -> list[str]:
    return [item.text for item in widget.scene.items() if isinstance(item, TextItem)]


# --- words ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "cs", "de"])
def test_every_module_prompt_event_action_and_effect_has_words(qapp, compiled_translations,  # noqa: ANN001
                                                               language: str) -> None:
    install_language(language)
    try:
        seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
        board = BOARD(BoardContext(RULESET, seats, language=language))
        state = RULESET.new_game(GameConfig(2, 5, dict(MODULES), ("Eva", "Tom")))
        view = state.view(0)
        params = {"count": 2, "black_steps": 4, "space": "coal_stoker", "coal": 2, "foundry": "f01",
                  "stack_left": 3, "locomotive": 4, "line": "munich", "slot": 0, "factory": 3, "factory_slot": 2,
                  "token": "coin", "cards": ["start_coal"], "branch": "hamburg", "tile": "t3b", "area": "hannover",
                  "cap": 2, "left": 3}
        for code in EVENT_CODES:
            event = Event(code, params, 0)
            text = board.describe_event(event, view)
            assert text and text != Board.describe_event(board, event, view) and "%" not in text, code
        for code in PROMPT_CODES:
            prompt = {"code": code, "params": {"foundry": "f02", "area": "wuerzburg", "size": 4, "options": [[1]]}}
            text = board.prompt_text(prompt, view)
            assert text and text != Board.prompt_text(board, prompt, view) and "%" not in text, code
        for kind in EFFECT_TYPES:
            text = board.words.effect({"type": kind, "count": 2, "factory": 20, "black": 2, "per_coal": 2,
                                       "max_coal": 3})
            assert text and text != kind and "%" not in text, kind
        wanted = {"end_turn", "income", "foundry", "coal_space", "stoker", "tile", "take_token", "branch", "close",
                  "keep", "take_foundry", "bonus_token"}
        kinds: set[str] = set()
        for seed in range(1, 9):  # random games until every module action came up
            state = RULESET.new_game(GameConfig(2 + seed % 3, seed, dict(MODULES), ("Eva", "Tom", "Ida", "Ole")[
                :2 + seed % 3]))
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.to_move()[0]
                board.words.view = state.view(seat)
                for action in state.legal_actions(seat):
                    kinds.add(action.kind)
                    assert board.words.action(action), action
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            if wanted <= kinds:
                break
        assert wanted <= kinds
        board.words.view = state.view(0)
        for key in ("munich", "dresden", "nuremberg_fuerth", "stars", "medal"):
            label = board.category_label(key)
            assert "_" not in label and "Kiev" not in label, key
        rail = {"en": "grey rail on the Munich line", "cs": "Mnichov: kolejnice šedá",
                "de": "München: Schiene grau"}[language]  # a line named as a sentence names it
        assert board.words.action(Action("rail", ("munich", "grey"))) == rail
    finally:
        install_language("en")


# --- gestures --------------------------------------------------------------------------------------------
def test_the_branch_is_chosen_by_dragging_the_black_rail_onto_space_9_of_hamburg(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "branch" for a in actions), "rail:munich,black",
          "place:track_black", "branch")
    drag = widget.scene.drag
    rail = "rail:0:munich:black"
    assert drag.targets_of(rail) == {"branch:0:berlin", "branch:0:hamburg"}
    assert any("Berlin or Hamburg" in t for t in [widget.prompt.text()])
    assert drag.finish(rail, "branch:0:hamburg")
    view = widget.controller.state.view(0)
    assert view["players"][0]["germany"]["branch"] == "hamburg"
    assert len(view["players"][0]["germany"]["lines"]["munich"]["spaces"]) == 15
    assert any(t.startswith("Munich → Hamburg") for t in texts(widget))


def test_a_track_tile_is_dragged_from_the_offer_into_its_dashed_area(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "tile" for a in actions), "rail:dresden,black",
          "rail:nuremberg_fuerth,black", "place:track_black", "tile")
    params = widget.current_view["prompt"]["params"]
    area, size = params["area"], params["size"]
    drag = widget.scene.drag
    target = f"area:0:{area}"
    tile = params["tiles"][0]
    assert drag.targets_of(f"tile:{tile}") == {target}
    offered = [i for i in widget.scene.items() if isinstance(i, TrackTileItem)]
    other = next(i.piece_id for i in offered if len(i.marks) != size)
    reasons: list[str] = []
    drag.drop_rejected.connect(reasons.append)
    assert not drag.finish(other, target)  # a tile of another size is refused, with the sizes named
    assert reasons and f"{size} spaces" in reasons[-1]
    assert drag.finish(f"tile:{tile}", target)
    view = widget.controller.state.view(0)
    assert view["players"][0]["germany"]["areas"][area] == tile
    assert tile not in view["germany"]["tile_offer"][str(size)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_whole_tile_offer_lies_in_its_panel_at_the_start(screen, players: int) -> None:  # noqa: ANN001
    widget = screen(("human",) + ("ai",) * (players - 1))
    offered = [i for i in widget.scene.items() if isinstance(i, TrackTileItem)]
    assert offered, "the offer shows its tiles"
    panel = offered[0].parentItem().sceneBoundingRect()
    outside = [i.piece_id for i in offered if not panel.contains(i.mapRectToScene(QRectF(0, 0, i.tile_width(), i.height)))]
    assert not outside, f"tiles past the edge of the offer's panel: {outside}"


def test_a_stoker_is_dragged_onto_a_locomotive_and_shows_on_it(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "stoker" and a.args[0] == "loco" for a in actions),
          "coal_space", "stoker:loco", "place:coal", "foundry", "close", "place:loco", "loco:")
    action = next(a for a in widget.current_actions if a.kind == "stoker" and a.args[0] == "loco")
    line, slot = str(action.args[1]), int(action.args[2])
    drag = widget.scene.drag
    assert f"loco:{line}:{slot}" in drag.targets_of("stoker")
    reasons: list[str] = []
    drag.drop_rejected.connect(reasons.append)
    assert not drag.finish("stoker", "space:doubler")
    assert reasons[-1] == "Drop the stoker on one of your locomotives or factories."
    assert drag.finish("stoker", f"loco:{line}:{slot}")
    view = widget.controller.state.view(0)
    assert view["players"][0]["lines"][line]["stokers"][slot]
    slot_item = drag.targets[f"loco:{line}:{slot}"]
    assert isinstance(slot_item, SlotItem) and slot_item.stoker


def test_an_income_token_is_clicked_and_turned_face_down(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "income" for a in actions), "rail:nuremberg_fuerth,black",
          "rail:munich,black", "place:track_black", "take_token", "branch:berlin")
    action = next(a for a in widget.current_actions if a.kind == "income")
    kind = str(action.args[0])
    drag = widget.scene.drag
    target = next(t for t, acts in drag.click_actions.items() if action in acts)
    chip = drag.targets[target]
    assert isinstance(chip, ChipItem) and not chip.face_down and chip.highlight == "lit"
    used_before = sum(1 for t in widget.current_view["players"][0]["germany"]["income_tokens"] if t["used"])
    drag.click_target(target)
    view = widget.controller.state.view(0)
    tokens = view["players"][0]["germany"]["income_tokens"]
    assert sum(1 for t in tokens if t["used"]) == used_before + 1
    assert any(t["id"] == kind and t["used"] for t in tokens)
    chips = [i for i in widget.scene.items() if isinstance(i, ChipItem) and i.target_id.startswith(f"income:{kind}:")]
    assert any(c.face_down for c in chips)  # the board shows the used token's back at once


def test_an_income_token_is_taken_from_the_display_by_a_click(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "take_token" for a in actions), "rail:nuremberg_fuerth,black",
          "place:track_black", "take_token")
    kind = str(next(a for a in widget.current_actions if a.kind == "take_token").args[0])
    drag = widget.scene.drag
    chip = drag.targets[f"income_display:{kind}"]
    assert isinstance(chip, ChipItem) and chip.highlight == "lit" and chip.icons
    shown = widget.current_view["germany"]["income_display"].count(kind)
    assert chip.text == f"{shown}×"
    assert "button:skip" in drag.targets  # the token may be left
    drag.click_target(f"income_display:{kind}")
    view = widget.controller.state.view(0)
    assert [t["id"] for t in view["players"][0]["germany"]["income_tokens"]].count(kind) >= 1
    assert view["germany"]["income_display"].count(kind) == shown - 1


def test_the_end_turn_button_ends_a_turn_while_free_actions_remain(screen) -> None:  # noqa: ANN001
    widget = screen()
    until(widget, lambda actions: any(a.kind == "end_turn" for a in actions), "coal", "place:coal", "foundry",
          "take_token", "rail:nuremberg_fuerth,black")
    drag = widget.scene.drag
    assert "button:end_turn" in drag.targets
    before = len(widget.controller.match.history)
    drag.click_target("button:end_turn")
    assert widget.controller.match.history[before].action.kind == "end_turn"


def test_coal_and_foundries_show_on_the_own_board_and_on_the_others(screen) -> None:  # noqa: ANN001
    widget = screen(("human", "human", "ai", "ai"))
    until(widget, lambda actions: bool(widget.controller.state.view(0)["coal"]["players"][1]["foundries"]),
          "place:coal")
    view = widget.current_view
    shown = texts(widget)
    other = view["coal"]["players"][1]
    strip = widget.scene.spaces["seat:1"]  # Tom's strip: his coal and foundries, each a picture and its count
    on_strip = [i for i in widget.scene.items() if strip.isAncestorOf(i)]
    tips = {i.toolTip() for i in on_strip}
    assert f"Coal: {other['coal']}" in tips and f"Foundries: {len(other['foundries'])}" in tips
    counts = {i.text for i in on_strip if isinstance(i, TextItem)}
    assert {str(other["coal"]), str(len(other["foundries"]))} <= counts
    assert f"× {view['coal']['players'][0]['coal']}" in shown
    assert any(t.startswith("Coal table") for t in shown)
    board = real_board(widget, BOARD)
    assert board.seat_summary(view, 1).endswith(f" · {other['coal']} coal")  # the side panel tells it too


# --- whole games -------------------------------------------------------------------------------------------
def test_a_hot_seat_game_of_two_people_with_every_module_is_played_through_the_board(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    prompts = handover_prompts(window, monkeypatch)
    played, handovers = play_hot_seat_to_the_score_screen(qtbot, window, RULESET, BOARD, monkeypatch, 2, MODULES)
    assert played > 80
    assert len(prompts) == len(handovers) and set(prompts) <= {"choose_end_card"}  # only the secret choice


def test_a_solo_game_against_emil_with_every_module_is_played_through_the_board(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 10**7
    assert window.controller.new_game(RULESET, GameConfig(1, 6, dict(MODULES), ("Eva",)), [SeatSetup("Eva", "blue")])
    widget = window.game_screen
    assert widget.current_view["emil"] and widget.current_view["coal"] and widget.current_view["germany"]
    play_game_through_the_board(widget, monkeypatch, 6, lambda: pytest.fail("no handover with one person"))
    assert window.stack.currentWidget() is window.score_screen
    real_board(widget, BOARD)


def test_the_tour_tells_the_modules_and_points_at_their_places(screen) -> None:  # noqa: ANN001
    widget = screen()
    board = real_board(widget, BOARD)
    steps = board.tour_steps(widget.current_view)
    words = " ".join(s.text for s in steps)
    assert "Munich forks at space 9" in words and "stoker space" in words
    drag = widget.scene.drag
    for step in steps:
        assert step.target is None or step.target in drag.targets or step.target in drag.pieces, step.target


def test_a_colourless_rail_on_a_third_line_is_refused_with_the_rule(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    view = RULESET.new_game(GameConfig(2, 2, dict(MODULES), ("Eva", "Tom"))).view(0)
    germany = view["players"][0]["germany"]
    germany["natural_lines"], germany["natural_left"] = ["munich", "dresden"], 0
    assert board.explain_rejection("rail:0:nuremberg_fuerth:natural", "track:0:nuremberg_fuerth", view) == \
        "Colourless rails may stand on two lines only."
    assert board.explain_rejection("rail:0:dresden:natural", "track:0:dresden", view) != \
        "Colourless rails may stand on two lines only."


def test_the_stoker_space_just_taken_is_marked_as_changed(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    state = RULESET.new_game(GameConfig(2, 3, dict(MODULES), ("Eva", "Tom")))
    rng = random.Random(3)
    for _ in range(3000):
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        stoker = [a for a in actions if a.kind == "coal_space"]
        if stoker:
            before = board.space_states(state.view(seat))
            state.apply(seat, stoker[0])
            after = board.space_states(state.view(seat))
            assert before["coal_space:coal_stoker"] is None and after["coal_space:coal_stoker"] == seat
            return
        state.apply(seat, rng.choice(actions))
    pytest.fail("nobody took the stoker space")


def test_every_foundry_and_income_token_is_drawn_as_pictures(qapp) -> None:  # noqa: ANN001
    from gui.boards.railroads.items import effect_icons
    from gui.boards.railroads.words import COLOUR_HEX

    view = RULESET.new_game(GameConfig(2, 2, dict(MODULES), ("Eva", "Tom"))).view(0)
    faces = [f["effect"] for f in view["coal"]["foundry_catalogue"].values()]
    faces += [t["effect"] for t in view["germany"]["income_tokens"].values()]
    for effect in faces:
        assert effect_icons(effect, COLOUR_HEX), effect

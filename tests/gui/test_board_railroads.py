"""The Russian Railroads board: its spaces and lines, drags that play moves, refusals with reasons, words for
every code, and whole games (one person with two AIs, two people hot-seat) played through the board."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from engine import games
from engine.core.events import Event
from engine.core.game import GameConfig
from gui.app import MainWindow
from gui.boards import board_class
from gui.boards.base import Board, BoardContext, humanize
from gui.boards.railroads import BOARD
from gui.i18n import install_language
from gui.scene.text import TextItem
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import (
    ScreenMaker,
    play_game_through_the_board,
    play_hot_seat_to_the_score_screen,
    play_one_person_and_two_ais_to_the_score_screen,
    real_board,
)

RULESET = games.get("railroads")
PROMPT_CODES = ("start_bonus", "take_turn", "spend", "place_locomotive", "choose_option", "choose_bonus_marker",
                "choose_question_card", "choose_reuse", "choose_end_card", "relocate", "game_over")
SILENT_EVENTS = {"turn_ended", "skipped", "relocation_declined"}
EVENT_CODES = ("game_started", "round_started", "start_bonus_taken", "placed", "passed", "engineer_used",
               "engineer_hired", "engineer_gained", "engineer_removed", "rail_moved", "colour_unlocked",
               "special_reached", "worker_gained", "industry_moved", "industry_marker_added", "factory_fired",
               "locomotive_taken", "locomotive_placed", "locomotive_returned", "factory_built", "doubler_placed",
               "coins_gained", "points_scored", "helpers_taken", "turn_order_claimed", "bonus_marker_used",
               "question_card_taken", "space_reused", "end_card_taken", "end_deck_shown", "revaluation_taken",
               "medal_placed", "rest_forfeited", "turn_order_changed", "relocated", "round_scored",
               "end_card_scored", "engineer_majority", "game_over", "emil_blocked", "emil_skipped", "emil_passed",
               "emil_worker_gained", "emil_majority")


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai", "ai"), seed=3, **more: maker(kinds, seed, **more)
    maker.close()


def until_prompt(widget: GameScreen, code: str, seed: int = 1) -> None:
    """Random moves for every seat until the person shown must decide ``code``."""
    controller = widget.controller
    rng = random.Random(seed)
    for _ in range(3000):
        if widget.viewer is None and controller.human_seats_to_move():
            widget.reveal()
        if widget.viewer is not None and widget.current_actions and widget.current_view["prompt"]["code"] == code:
            return
        seat = controller.state.to_move()[0]
        controller.blockSignals(True)
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        controller.blockSignals(False)
        controller.state_changed.emit()
    pytest.fail(f"{code} never came")


def test_the_shell_finds_the_board() -> None:
    assert board_class("railroads") is BOARD


def test_workers_and_roubles_are_dragged_onto_the_action_spaces(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "take_turn")
    drag = widget.scene.drag
    places = [a for a in widget.current_actions if a.kind == "place"]
    free = {f"space:{a.args[0]}" for a in places if int(a.args[1]) == 0}
    assert drag.targets_of("worker") == free
    costs = {s["id"]: s["cost"] for s in widget.current_view["spaces"]}
    rouble_only = {f"space:{a.args[0]}" for a in places if int(a.args[1]) == 0 and a.args[0] in costs
                   and not costs[a.args[0]]["workers"] and costs[a.args[0]]["coins"]}
    paid = {f"space:{a.args[0]}" for a in places if int(a.args[1]) > 0}
    assert drag.targets_of("coin") == paid | rouble_only  # a space that costs roubles alone takes the rouble too
    space = places[0]
    assert drag.finish("coin" if int(space.args[1]) else "worker", f"space:{space.args[0]}")
    assert widget.controller.match.history[-1].action == space


def test_rail_markers_are_dragged_along_their_lines(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "spend", seed=4)
    drag = widget.scene.drag
    rails = [a for a in widget.current_actions if a.kind == "rail"]
    if not rails:
        pytest.skip("this step spends no rails")
    action = rails[0]
    piece, target = f"rail:0:{action.args[0]}:{action.args[1]}", f"track:0:{action.args[0]}"
    assert target in drag.targets_of(piece)
    before = widget.controller.state.view(0)["players"][0]["lines"][str(action.args[0])]["rails"][str(action.args[1])]
    assert drag.finish(piece, target)
    after = widget.controller.state.view(0)["players"][0]["lines"][str(action.args[0])]["rails"][str(action.args[1])]
    assert after > before


def test_a_worker_dropped_on_a_taken_space_is_refused_with_the_reason(screen) -> None:  # noqa: ANN001
    widget = screen()
    for seed in range(1, 30):
        until_prompt(widget, "take_turn", seed)
        taken = [s for s in widget.current_view["spaces"] if s["reason"] == "occupied"]
        if taken:
            break
    else:
        pytest.fail("no space was ever taken")
    reasons: list[str] = []
    widget.scene.drag.drop_rejected.connect(reasons.append)
    assert not widget.scene.drag.finish("worker", f"space:{taken[0]['id']}")
    assert reasons == ["Another worker already stands on this space this round."]
    assert "already stands" in widget.prompt.text()


@pytest.mark.parametrize("language", ["en", "cs", "de"])
def test_every_prompt_event_and_action_has_words(qapp, compiled_translations, language: str) -> None:  # noqa: ANN001
    install_language(language)
    try:
        seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange"), SeatSetup("Ida", "green")]
        board = BOARD(BoardContext(RULESET, seats, language=language))
        state = RULESET.new_game(GameConfig(3, 5, {}, ("Eva", "Tom", "Ida")))
        view = state.view(0)
        params = {"rounds": 7, "round": 2, "last": True, "card": "start_coin", "space": "track_black_2", "workers": 1,
                  "coins": 1, "points": 3, "engineer": "eng_1", "line": "kiev", "colour": "grey", "to": 4,
                  "type": "star_points", "source": "kiev", "marker": "bm_medal", "number": 2, "slot": 1, "tile": 3,
                  "replaced": 2, "as_factory": True, "count": 2, "category": "industry", "position": 1,
                  "order": [1, 0, 2], "place": 1, "winners": [0], "table": "revaluation",
                  "reason": "too_few_workers", "total": 7, "engineers": 2}
        for code in EVENT_CODES:
            event = Event(code, params, 0)
            text = board.describe_event(event, view)
            assert text and text != Board.describe_event(board, event, view), code
        for code in SILENT_EVENTS:
            assert board.describe_event(Event(code, {}, 0), view) is None
        for code in PROMPT_CODES:
            prompt = {"code": code, "params": {"tile": 3, "options": [{"type": "take_locomotive"},
                                                                      {"type": "take_factory"}],
                                               "pools": [{"kind": "rail", "colour": "black", "count": 2,
                                                          "distinct": False}]}}
            text = board.prompt_text(prompt, view)
            assert text and text != Board.prompt_text(board, prompt, view), code
        rng = random.Random(2)
        for _ in range(600):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.view(seat)
            for action in state.legal_actions(seat):
                assert board.words.action(action), action
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for key in ("trans_siberian", "st_petersburg", "kiev", "stars", "medal", "industry", "turn_order",
                    "bonuses", "end_cards", "engineers"):
            label = board.category_label(key)
            assert label and "_" not in label and (language == "en" or label != humanize(key)), key
    finally:
        install_language("en")


def test_a_game_with_one_person_and_two_ais_is_played_through_the_board_to_the_score_screen(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    play_one_person_and_two_ais_to_the_score_screen(window, RULESET, BOARD, monkeypatch)


def test_a_hot_seat_game_of_two_people_is_played_through_the_board_to_the_score_screen(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    prompts = handover_prompts(window, monkeypatch)
    played, handovers = play_hot_seat_to_the_score_screen(qtbot, window, RULESET, BOARD, monkeypatch, 2)
    assert played > 80
    # only the choice of a secret end-game card hands the screen over; every other decision is open
    assert len(prompts) == len(handovers) and set(prompts) <= {"choose_end_card"}
    assert set(handovers) <= {"Eva", "Tom"}


def handover_prompts(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The decision each handover screen came for, noted as it is shown."""
    widget, prompts = window.game_screen, []
    show = widget.handover.show_for

    def noted(name: str, pending: str = "") -> None:
        seat = widget.controller.human_seats_to_move()[0]
        prompts.append(str(widget.controller.view(seat)["prompt"]["code"]))
        show(name, pending)

    monkeypatch.setattr(widget.handover, "show_for", noted)
    return prompts


def test_a_round_scoring_is_told_in_the_log_line_by_line_and_on_the_table_as_standings(qapp) -> None:  # noqa: ANN001
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    board = BOARD(BoardContext(RULESET, seats))
    state = RULESET.new_game(GameConfig(2, 4, {}, ("Eva", "Tom")))
    rng = random.Random(4)
    events: list[Event] = []
    while not any(e.code == "round_started" and e.params.get("round") == 2 for e in events):
        seat = state.to_move()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
    view = state.view(0)
    lines = [e for e in events if e.code == "round_scored" and e.params.get("line")]
    assert lines, "the round's scoring came without line events"
    for event in lines:  # one log sentence per line and category that scored, naming the line or the category
        told = board.describe_event(event, view)
        if not event.params.get("points"):
            assert told is None, "nothing is told about nothing"
        elif event.params.get("category") in ("stars", "medal"):
            assert board.words.category(event.params["category"]) in str(told)
        else:
            assert board.words.line(event.params["line"]) in str(told)
    notice = board.big_moment(next(e for e in events if e.code == "round_started"), view)
    assert notice is not None and notice.startswith("Round 1 is scored")
    assert all(f"{name} {p['score']}" in notice for name, p in zip(("Eva", "Tom"), view["players"], strict=True))
    # told later, when the table has moved on a round, the standings of now would be wrong: none given
    later = board.big_moment(next(e for e in events if e.code == "round_started"), {**view, "round": 3})
    assert later == "Round 1 is scored."
    assert board.big_moment(Event("placed", {"space": "doubler", "workers": 1, "coins": 0}, 0), view) is None


def test_a_solo_game_against_emil_is_played_through_the_board_to_the_score_screen(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 10**7
    seats = [SeatSetup("Eva", "blue")]
    assert window.controller.new_game(RULESET, GameConfig(1, 6, {}, ("Eva",)), seats)
    widget = window.game_screen
    view = widget.current_view
    blocked = [s["id"] for s in view["spaces"] if s["emil_workers"]]
    assert len(blocked) == 1  # Emil opened the round: his dog-marked workers stand on the space
    assert f"emil:{blocked[0]}" in widget.scene.tracked
    assert f"space:{blocked[0]}" not in widget.scene.drag.targets_of("worker")
    texts = [item.text for item in widget.scene.items() if isinstance(item, TextItem)]
    assert any("Emil" in t and "workers free" in t for t in texts)
    assert any("reach 50 points" in t for t in texts)
    play_game_through_the_board(widget, monkeypatch, 6, lambda: pytest.fail("no handover with one person"))
    assert window.stack.currentWidget() is window.score_screen
    board = widget.board
    final = widget.controller.state.view(0)
    verdict = board.solo_verdict(widget.controller.state.scores(), final)
    assert verdict is not None and verdict.startswith("Solo against Emil: ")
    assert str(final["players"][0]["score"]) in verdict
    real_board(widget, BOARD)


def test_emil_s_skipped_cards_are_told_with_their_reason(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue")]))
    view = RULESET.new_game(GameConfig(1, 2, {}, ("Eva",))).view(0)
    text = board.describe_event(Event("emil_skipped", {"card": "emil_10", "space": "loco_and_factory_3",
                                                       "reason": "too_few_workers"}), view)
    assert text is not None and "Emil" in text and "too few workers" in text
    occupied = board.describe_event(Event("emil_skipped", {"card": "emil_14", "space": "industry_2",
                                                           "reason": "occupied"}), view)
    assert occupied is not None and "already taken" in occupied


def test_the_space_emil_just_blocked_is_marked_as_changed(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue")]))
    state = RULESET.new_game(GameConfig(1, 4, {}, ("Eva",)))
    rng = random.Random(4)
    while True:
        before = board.space_states(state.view(0))
        events = state.apply(0, rng.choice([a for a in state.legal_actions(0) if a.kind != "pass"]))
        blocked = [e for e in events if e.code == "emil_blocked"]
        if blocked:
            break
    after = board.space_states(state.view(0))
    target = f"space:{blocked[0].params['space']}"
    assert before[target] != after[target]


# --- the table at a glance ---------------------------------------------------------------------------------
def test_every_board_part_comes_from_the_layout_and_the_others_strips_split_their_region(screen) -> None:  # noqa: ANN001
    from gui.boards.layout import board_layout

    widget = screen(("human", "ai", "ai", "ai"))
    until_prompt(widget, "take_turn")
    board = real_board(widget, BOARD)
    layout = board_layout("railroads", 4)
    assert board.layout.variant == "default" and board.layout.size == layout.size
    home = widget.scene.drag.targets["seat:0"]
    assert home.sceneBoundingRect().adjusted(4, 4, -4, -4) == layout.rect("home")
    others = layout.rect("others")
    strips = [widget.scene.spaces[f"seat:{seat}"] for seat in (1, 2, 3)]
    assert all(others.contains(strip.rect) for strip in strips)
    assert sum(strip.rect.height() for strip in strips) > others.height() * 0.9


def test_a_click_on_a_strip_opens_that_players_whole_board_without_drop_places(qtbot, screen) -> None:  # noqa: ANN001
    from gui.boards.railroads.items import SlotItem
    from gui.scene.opener import OpenerItem

    widget = screen()
    until_prompt(widget, "take_turn")
    drag = widget.scene.drag
    targets_before = set(drag.targets)
    strip = widget.scene.spaces["seat:1"]
    opener = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and strip.isAncestorOf(i))
    assert "Tom" in opener.toolTip()
    opener.click()
    qtbot.waitUntil(lambda: any(t == "Tom's board" for t in texts_of(widget)), timeout=2000)
    assert widget.board.opened_seat == 1
    assert set(widget.scene.drag.targets) == targets_before  # Tom's board takes no drops of Eva's
    player = widget.current_view["players"][1]
    opened = widget.board.layout.rect("opened")
    slots = [i.label for i in widget.scene.items() if isinstance(i, SlotItem)
             and opened.contains(i.sceneBoundingRect().center())]
    tiles = [str(9 if t == 10 else t) for line in player["lines"].values() for t in line["locomotives"] if t]
    assert sorted(label for label in slots if label) == sorted(tiles + [str(n) for n in player["factories"] if n])
    close = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and i.toolTip() == "Close Tom's board")
    close.click()
    qtbot.waitUntil(lambda: "Tom's board" not in texts_of(widget), timeout=2000)
    assert widget.board.opened_seat is None


def test_the_legend_names_the_pictures_and_each_rail_colour_has_its_own_letter(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    view = RULESET.new_game(GameConfig(2, 3, {}, ("Eva", "Tom"))).view(0)
    entries = board.legend(view)
    symbols = {entry.symbol for entry in entries}
    assert {"K", "G", "B", "N", "W", "★", "◆", "×2", "→"} <= symbols
    assert any("coin" in entry.meaning and "rouble" in entry.meaning for entry in entries)
    palette = board.colour_palette()
    assert set(palette) == {"black", "grey", "brown", "natural", "white", "any"}
    assert len({cue for _hex, cue in palette.values()}) == len(palette)


def test_the_two_player_coal_space_shows_its_worker_once(qapp) -> None:  # noqa: ANN001
    from gui.scene.table import TableScene

    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    for seed in range(1, 30):
        state = RULESET.new_game(GameConfig(2, seed, {"coal": True}, ("Eva", "Tom")))
        rng = random.Random(seed)
        for _ in range(300):
            seat = state.to_move()[0]
            combined = [a for a in state.legal_actions(seat) if a.kind == "place" and "coal_combined" in str(a.args[0])]
            if combined:
                state.apply(seat, combined[0])
                scene = TableScene()
                board.viewer = 0
                board.build(scene, state.view(0), [], 0)
                pawns = [piece for piece in scene.tracked if piece.startswith("occ:coal_combined")]
                assert len(pawns) == 1
                return
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    pytest.fail("nobody took the two-player coal space")


def texts_of(widget: GameScreen) -> list[str]:
    return [item.text for item in widget.scene.items() if isinstance(item, TextItem)]


# --- every move by hand ---------------------------------------------------------------------------------------
def test_the_next_locomotive_waits_in_the_tray_to_be_dragged_onto_a_slot(screen) -> None:  # noqa: ANN001
    from tests.gui.boards import drive, keen_picker

    widget = screen()

    def taking(seat: int, actions: list) -> bool:
        held = (widget.controller.state.view(0).get("pending") or {}).get("held_locomotive")
        return seat == 0 and not held and any(a.kind == "loco" for a in actions)

    drive(widget, taking, keen_picker(("place", "choose"), 0.9), 3, 3000, reveal=True)
    locos = [a for a in widget.current_actions if a.kind == "loco"]
    drag = widget.scene.drag
    assert drag.targets_of("held_loco") == {f"loco:{a.args[0]}:{a.args[1]}" for a in locos}
    assert drag.pieces["held_loco"].label == str(widget.current_view["lowest"])
    assert drag.finish("held_loco", f"loco:{locos[0].args[0]}:{locos[0].args[1]}")
    assert widget.controller.match.history[-1].action == locos[0]


def test_the_halves_of_the_two_player_coal_space_have_their_own_names_and_a_rouble_takes_the_foundry(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    state = RULESET.new_game(GameConfig(2, 3, {"coal": True}, ("Eva", "Tom")))
    rng = random.Random(3)
    while not any(a.kind == "place" and a.args[0] == "coal_combined_foundry" for a in state.legal_actions(0)):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if "coal_combined" not in a.key]))
    view = state.view(0)
    board.words.view = view
    assert board.words.space("coal_combined") != board.words.space("coal_combined_foundry")
    place = next(a for a in state.legal_actions(0) if a.kind == "place" and a.args[0] == "coal_combined_foundry")
    gestures = {(m.piece_id, m.target_id) for m in board.moves(view, [place], 0)}
    assert ("coin", "space:coal_combined_foundry") in gestures


def test_a_refused_piece_names_the_rule_that_stops_it(qapp) -> None:  # noqa: ANN001
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    view = RULESET.new_game(GameConfig(2, 3, {}, ("Eva", "Tom"))).view(0)
    assert view["prompt"]["code"] == "start_bonus"
    assert board.explain_rejection("worker", "", view) == "Choose your starting bonus first."
    spend = {**view, "prompt": {"code": "spend", "params": {}},
             "pending": {"pools": [{"kind": "rail", "colour": "black", "count": 2, "distinct": False}]}}
    player = spend["players"][0]
    player["lines"]["kiev"]["rails"].update({"black": 9, "grey": 8})
    player["unlocked"] = ["black", "grey"]
    assert board.explain_rejection("rail:0:kiev:black", "", spend) == "The black rail has reached the end of the line."
    assert board.explain_rejection("rail:0:kiev:grey", "track:0:kiev", spend).startswith(
        "None of your steps is for the grey rail")
    spend["pending"]["pools"][0]["colour"] = "grey"
    assert board.explain_rejection("rail:0:kiev:grey", "track:0:kiev", spend) == \
        "The grey rail may not reach or pass the black rail ahead of it."
    turn = {**view, "prompt": {"code": "take_turn", "params": {}}, "pending": None}
    assert board.explain_rejection("rail:0:kiev:black", "", turn).startswith("A rail moves only with rail steps")


def test_four_people_share_the_screen_without_a_handover_in_a_round_without_end_cards(screen) -> None:  # noqa: ANN001
    widget = screen(("human", "human", "human", "human"), seed=5)
    controller = widget.controller
    rng = random.Random(5)
    handovers, people = 0, set()
    while controller.state.view(0)["round"] < 3 and not controller.is_over():
        if widget.viewer is None:
            handovers += 1
            widget.reveal()
        seat = controller.state.to_move()[0]
        people.add(widget.viewer)
        actions = controller.legal_actions(seat)
        assert controller.submit(rng.choice([a for a in actions if a.kind != "endcard"] or actions), seat)
    assert handovers == 0 and len(people) == 4, "an open decision handed the screen over"


def test_the_end_cards_of_the_person_at_the_screen_stay_face_down_until_asked_for(qapp) -> None:  # noqa: ANN001
    from gui.boards.railroads.items import ChipItem
    from gui.scene.opener import OpenerItem
    from gui.scene.table import TableScene

    seats = [SeatSetup(name, colour) for name, colour in (("Eva", "blue"), ("Tom", "orange"))]
    board = BOARD(BoardContext(RULESET, seats))
    state = RULESET.new_game(GameConfig(2, 3, {}, ("Eva", "Tom")))
    view = state.view(0)
    view["players"][0]["end_cards"] = ["ec_factories", "ec_black"]
    view["players"][0]["bonus_markers_used"] = view["players"][0]["bonus_markers_left"][3:]
    view["players"][0]["bonus_markers_left"] = view["players"][0]["bonus_markers_left"][:3]
    board.words.view = view
    names = {board.words.card("end_cards", c) for c in ("ec_factories", "ec_black")}
    board.viewer = 0
    board.private_shown = False
    scene = TableScene()
    board.build(scene, view, [], 0)
    chips = {i.text for i in scene.items() if isinstance(i, ChipItem)}
    assert "Show my cards" in chips and not names & chips
    show = next(i for i in scene.items() if isinstance(i, OpenerItem) and "seen by" in i.toolTip())
    show.on_click()
    assert board.private_shown
    scene.clear_table()
    board.build(scene, view, [], 0)
    chips = {i.text for i in scene.items() if isinstance(i, ChipItem)}
    assert names <= chips and "Hide my cards" in chips  # two people at one screen: they can turn them down again

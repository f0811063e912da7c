"""The Speicherstadt board: pieces and targets per phase, drags that play moves, reasons, words, a full game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from gui.boards import board_class
from gui.boards.base import Board, humanize
from gui.boards.speicherstadt import BOARD
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import ScreenMaker, drive, keen_picker, real_board

RULESET = games.get("speicherstadt")

EVENT_SAMPLES: dict[str, dict[str, object]] = {
    "round_started": {"round": 2, "start_player": 1},
    "card_revealed": {"card": "ship_b1", "kind": "ship", "season": "B", "column": 0},
    "ship_loaded": {"card": "ship_b1", "column": 0, "cubes": ["tea", "tea", "carpet"]},
    "fire_resolved": {"card": "fire_b", "order": 1, "points": 2, "strengths": [3, 1], "gain": [0], "lose": [1]},
    "last_round": {"round": 9},
    "worker_placed": {"column": 1, "space": 2},
    "purchase_declined": {"column": 1, "card": "bank", "price": 2, "forced": False},
    "card_bought": {"column": 1, "card": "bank", "price": 3},
    "card_discarded": {"column": 2, "card": "ship_c1", "cubes": ["rubber"]},
    "ship_unloaded": {"card": "ship_c1", "cubes": ["coffee", "tea", "tea"]},
    "loading_started": {},
    "cube_delivered": {"source": "loose", "good": "tea", "card": "contract_a2", "complete": True},
    "cube_sold": {"source": "warehouse", "good": "coffee", "card": "coffee_roaster", "coins": 1},
    "cube_stored": {"source": "loose", "good": "saffron"},
    "cube_kept": {"source": "loose", "good": "rubber"},
    "cube_to_convert": {"source": "loose", "good": "carpet", "pending": 2},
    "market_converted": {"cubes": ["carpet", "carpet", "tea"]},
    "cube_taken": {"good": "coffee"},
    "cube_to_market_sell": {"source": "market", "good": "rubber", "pending": 1},
    "market_sold": {"cubes": ["rubber", "tea"], "coins": 1},
    "cube_discarded": {"good": "tea"},
    "loading_done": {"discarded": ["tea"]},
    "income": {"coins": 3, "base": 1, "no_purchase": 1, "bank": 1},
    "start_player_passed": {"seat": 1},
    "game_ended": {"totals": [20, 17], "winners": [0]},
}
PROMPT_SAMPLES: dict[str, dict[str, object]] = {
    "place_worker": {"seat": 0, "workers_home": 2},
    "buy_or_decline": {"seat": 0, "column": 1, "card": "bank", "price": 3},
    "load_cubes": {"seat": 0, "loose": 3, "convert_pending": 0, "sell_pending": 0},
    "choose_converted_good": {"seat": 0, "goods": ["tea", "coffee"]},
    "game_over": {"winners": [1]},
}


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai"), seed=4, **more: maker(kinds, seed, {"first_player": 1}, **more)
    maker.close()


def play_until(widget: GameScreen, done: Callable[[], bool], seed: int = 1, limit: int = 3000,
               keen: tuple[str, ...] = ("buy", "deliver", "store")) -> None:
    """Random moves for every seat (``keen`` kinds preferred) until ``done()``."""
    drive(widget, lambda _seat, _actions: done(), keen_picker(keen, 0.85), seed, limit)


def board_of(widget: GameScreen) -> BOARD:
    return real_board(widget, BOARD)


def test_the_shell_finds_the_board() -> None:
    assert board_class("speicherstadt") is BOARD
    assert issubclass(BOARD, Board)


def test_demand_phase_shows_columns_workers_and_harbour(screen) -> None:  # noqa: ANN001
    widget = screen()
    drag = widget.scene.drag
    view = widget.current_view
    assert view["phase"] == "demand" and widget.viewer == 0
    board_of(widget)
    columns = len(view["display"])
    assert columns == 3  # players + 1
    assert {f"column:{k}" for k in range(columns)} <= set(drag.targets)
    assert {"worker:0", "worker:1", "worker:2"} <= set(drag.pieces)
    assert {m.target_id for m in drag.moves if m.piece_id == "worker:0"} == {f"column:{k}" for k in range(columns)}
    # loading targets are on the table in every phase, but nothing may be dropped there now
    assert {"market:convert", "market:sell", "market:keep", "supply"} <= set(drag.targets)
    assert not any(m.target_id == "supply" for m in drag.moves)


def test_dragging_a_worker_onto_a_column_places_it(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen()
    controller = widget.controller
    drag = widget.scene.drag
    drag.pick("worker:1")
    assert drag.targets["column:2"].highlight == "lit"
    assert drag.targets["supply"].highlight == "dim"
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        assert drag.finish("worker:1", "column:2")
    assert controller.match is not None
    assert controller.match.moves[-1] == (0, Action("place", (2,)))
    assert controller.state.view(0)["display"][2]["workers"] == [0]


def test_a_click_on_a_column_places_a_worker_too(screen) -> None:  # noqa: ANN001
    widget = screen()
    widget.scene.drag.click_target("column:0")
    assert widget.controller.match.moves[-1] == (0, Action("place", (0,)))


def test_an_illegal_drop_is_refused_with_a_reason_and_changes_nothing(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen()
    controller = widget.controller
    drag = widget.scene.drag
    before = list(controller.match.moves)
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000) as blocker:
        assert not drag.finish("worker:0", "supply")
    assert blocker.args == ["Workers go onto a column above a card."]
    assert controller.match.moves == before
    assert "Workers go onto a column above a card." in widget.prompt.text()


def test_purchase_phase_offers_buy_and_decline_on_the_card(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    state = widget.controller.state
    play_until(widget, lambda: state.phase == "purchase" and state.to_move() == [0])
    drag = widget.scene.drag
    assert drag.click_actions["button:buy"] == [Action("buy", ())]
    assert drag.click_actions["button:decline"] == [Action("decline", ())]
    column = widget.current_view["purchase_column"]
    card = widget.current_view["display"][column]["card"]
    text = widget.board.prompt_text(widget.current_view["prompt"], widget.current_view)
    assert text.startswith("Buy ") and board_of(widget).words.card(card) in text
    moves = len(widget.controller.match.moves)
    drag.click_target("button:decline")
    assert widget.controller.match.moves[moves] == (0, Action("decline", ()))


def test_loading_a_cube_onto_a_contract_by_drag(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=6)
    controller = widget.controller
    state = controller.state

    def delivery_ready() -> bool:
        return (state.phase == "loading" and state.to_move() == [0]
                and any(a.kind == "deliver" and a.args[0] == "loose" for a in state.legal_actions(0)))

    play_until(widget, delivery_ready, seed=2)
    assert widget.viewer == 0
    drag = widget.scene.drag
    view = widget.current_view
    assert view["prompt"]["code"] == "load_cubes"
    assert "button:done" in drag.click_actions
    assert {"market:convert", "market:sell", "supply"} <= set(drag.targets)
    deliver = next(a for a in controller.legal_actions(0) if a.kind == "deliver" and a.args[0] == "loose")
    piece, target = f"cube:loose:{deliver.args[1]}:0", f"contract:{deliver.args[2]}"
    assert piece in drag.pieces and target in drag.targets
    drag.pick(piece)
    assert drag.targets[target].highlight == "lit"
    drag.release()
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        assert drag.finish(piece, target)
    assert controller.match.moves[-1] == (0, deliver)
    board_of(widget)


def test_a_cube_on_a_contract_that_does_not_need_it_is_refused(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=6)
    state = widget.controller.state

    def wrong_good_ready() -> bool:
        if state.phase != "loading" or state.to_move() != [0] or state.choosing_good:
            return False
        view = state.view(0)
        loose = [g for g, n in view["loading"]["loose"].items() if n]
        return any(c["needs"][g] == 0 for c in view["players"][0]["contracts"] for g in loose)

    play_until(widget, wrong_good_ready, seed=3)
    view = widget.current_view
    loose = [g for g, n in view["loading"]["loose"].items() if n]
    contract, good = next((c, g) for c in view["players"][0]["contracts"] for g in loose if c["needs"][g] == 0)
    before = list(widget.controller.match.moves)
    with qtbot.waitSignal(widget.scene.drag.drop_rejected, timeout=1000) as blocker:
        widget.scene.drag.finish(f"cube:loose:{good}:0", f"contract:{contract['card']}")
    reason = blocker.args[0]
    assert reason.startswith("This contract") and good in reason
    assert widget.controller.match.moves == before


def test_choosing_the_converted_good_and_the_end_table(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=8)
    state = widget.controller.state
    play_until(widget, lambda: state.phase == "loading" and state.choosing_good and state.to_move() == [0], seed=5,
               keen=("buy", "convert"))
    drag = widget.scene.drag
    takes = [a for a in widget.controller.legal_actions(0) if a.kind == "take"]
    assert takes and all(drag.click_actions[f"choice:{a.args[0]}"] == [a] for a in takes)
    assert "market hall" in widget.prompt.text()
    drag.click_piece(f"choice:{takes[0].args[0]}")
    assert widget.controller.match.moves[-1] == (0, takes[0])
    play_until(widget, widget.controller.is_over, seed=5)
    assert widget.current_view["over"] and not drag.moves
    board_of(widget)


def test_every_event_and_prompt_code_has_its_own_sentence(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(_context())
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    for code, params in EVENT_SAMPLES.items():
        text = board.describe_event(Event(code, params, seat=0), view)
        assert text and humanize(code) not in text and "{" not in text, code
        assert "%" not in text, text
    assert "Eva bought Bank for 3 coins." == board.describe_event(Event("card_bought", EVENT_SAMPLES["card_bought"],
                                                                        seat=0), view)
    for code, params in PROMPT_SAMPLES.items():
        text = board.prompt_text({"code": code, "params": params}, view)
        assert text and humanize(code) not in text and "%" not in text, code
    assert board.prompt_text({"code": "place_worker", "params": {"seat": 0, "workers_home": 2}}, view) == (
        "Place a worker above a card (2 left)")
    keys = {key for score in RULESET.new_game(GameConfig(2, 1)).scores() for key in score.breakdown}
    labels = {board.category_label(key) for key in keys}
    assert len(keys) == 10 and len(labels) == 10 and "" not in labels
    assert board.category_label("chamber") == "Chamber of Commerce"
    assert board.category_label("church") == "Boatsmen Church"


def test_every_action_and_event_of_a_real_game_reads_as_words(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(_context())
    state = RULESET.new_game(GameConfig(2, 9))
    rng = random.Random(9)
    seen: set[str] = set()
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        actions = state.legal_actions(seat)
        for action in actions:
            text = board.describe_action(action, view)
            assert text and "%" not in text and ":" not in text, action.key
        for event in state.apply(seat, rng.choice(actions)):
            seen.add(event.code)
            text = board.describe_event(event, view)
            assert text and "%" not in text, event.code
        assert "%" not in board.seat_summary(state.view(0), 0)
    assert {"card_bought", "fire_resolved", "income", "game_ended"} <= seen


def test_colour_cues_cubes_carry_letters(screen) -> None:  # noqa: ANN001
    from gui.textfit import painted_texts

    widget = screen(colour_cues=True)
    letters = {entry.text for entry in painted_texts(widget.scene)}
    assert {"Cf", "T", "S", "R", "Cp"} <= letters  # on the bag's and supply's cubes at least
    assert widget.board.colour_palette()["coffee"] == ("#6b3f1f", "Cf")


def test_a_whole_game_against_ai_seats_with_the_board_attached(screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("KONTOR_AI_ITERATIONS", "15")
    errors: list[str] = []
    widget = screen(kinds=("ai", "ai"), seed=12, ai_delay_ms=0)
    widget.controller.error_raised.connect(errors.append)
    if not widget.controller.is_over():
        with qtbot.waitSignal(widget.controller.game_over, timeout=60_000):
            pass
    assert errors == []
    board_of(widget)
    assert widget.controller.is_over()
    assert widget.current_view["over"] and len(widget.controller.match.moves) > 50


def _context(players: int = 2, language: str = "en"):  # noqa: ANN202
    from gui.boards.base import BoardContext

    seats = [SeatSetup(name, colour) for name, colour in zip(("Eva", "Tom", "Ida", "Ole", "Jana"),
                                                             ("blue", "orange", "green", "vermilion", "purple"),
                                                             strict=False)][:players]
    return BoardContext(RULESET, seats, language=language)


def test_every_legal_action_is_a_gesture_on_the_board(qapp) -> None:  # noqa: ANN001
    """A newcomer can play with the mouse alone: each legal action is a drag or a click on the table."""
    from gui.scene.table import TableScene

    install_language("en")
    board = BOARD(_context())
    scene = TableScene()
    state = RULESET.new_game(GameConfig(2, 21))
    rng = random.Random(21)
    checked: set[str] = set()
    step = 0
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        if step % 3 == 0 or state.phase == "loading":
            view = state.view(seat)
            board.viewer = seat
            scene.clear_table()
            board.build(scene, view, actions, seat)
            moves = board.moves(view, actions, seat)
            reachable = {m.action for m in moves} | {a for listed in scene.drag.click_actions.values() for a in listed}
            assert set(actions) <= reachable, [a.key for a in actions if a not in reachable]
            assert all(m.piece_id in scene.drag.pieces and m.target_id in scene.drag.targets for m in moves)
            checked |= {a.kind for a in actions}
        keen = [a for a in actions if a.kind in ("buy", "convert", "store", "keep")]
        state.apply(seat, rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(actions))
        step += 1
    assert {"place", "buy", "decline", "done", "convert", "market_sell", "discard", "take"} <= checked


def test_reasons_name_the_rule_that_forbids_the_drop(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(_context())
    board.viewer = 0
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    view["display"][1]["workers"] = [0, 1, 0, 1, 0, 1, 0, 1]
    assert board.explain_rejection("worker:0", "column:1", view) == "Column 2 is full: 8 workers stand there already."
    assert board.explain_rejection("worker:0", "", view) is None  # the shell's generic sentence then
    player = view["players"][0]
    player["warehouse_capacity"] = 4
    player["warehouse"] = {"coffee": 2, "tea": 2, "saffron": 0, "rubber": 0, "carpet": 0}
    player["market"] = "tea"
    view["prompt"] = {"code": "load_cubes", "params": {"seat": 0, "loose": 1, "convert_pending": 0,
                                                       "sell_pending": 0}}
    assert board.explain_rejection("cube:loose:tea:0", "warehouse", view) == (
        "The warehouse is full: it holds at most 4 cubes.")
    # a kept cube is swapped, and a stored cube may be thrown away: no refusal presents a limit as the rules'
    assert board.explain_rejection("cube:loose:tea:0", "market:keep", view) is None
    assert board.explain_rejection("cube:warehouse:tea:0", "supply", view) is None
    view["loading"] = {"seat": 0, "kept_now": True}
    assert board.explain_rejection("cube:warehouse:tea:0", "market:keep", view).startswith(
        "Kontor lets one cube into the keep space per loading turn")
    assert board.explain_rejection("cube:market:tea:0", "supply", view).startswith("The kept cube stays kept")
    assert board.explain_rejection("cube:loose:tea:0", "merchant:coffee", view) == (
        "The Coffee Roaster buys only coffee.")
    board.viewer = 1
    assert board.explain_rejection("cube:loose:tea:0", "warehouse", view) == (
        "Eva is loading goods now; everyone loads in turn.")


def test_a_piece_pressed_when_it_cannot_move_says_why(qapp) -> None:  # noqa: ANN001
    """Target "": the piece was pressed (or dropped beside every place) when it cannot move; the reason
    names the phase or the player the table waits for, never only "not now"."""
    install_language("en")
    board = BOARD(_context())
    board.viewer = 0
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    view["prompt"] = {"code": "place_worker", "params": {"seat": 1, "workers_home": 3}}
    assert board.explain_rejection("worker:0", "", view) == "It is Tom's turn to place a worker."
    view["prompt"] = {"code": "place_worker", "params": {"seat": 0, "workers_home": 3}}
    assert board.explain_rejection("worker:0", "", view) is None  # movable: dropped beside every place
    assert board.explain_rejection("cube:warehouse:tea:0", "", view) == (
        "Stored cubes are used in your loading turn, after the cards are sold.")
    view["prompt"] = {"code": "buy_or_decline", "params": {"seat": 0, "column": 0, "card": "bank", "price": 1}}
    assert board.explain_rejection("worker:1", "", view).startswith("The cards are being sold now")
    assert board.explain_rejection("cube:market:tea", "", view).startswith("Buy or decline the offered card first")
    view["prompt"] = {"code": "buy_or_decline", "params": {"seat": 1, "column": 0, "card": "bank", "price": 1}}
    assert board.explain_rejection("worker:1", "", view) == "Tom decides now whether to buy the offered card."
    view["prompt"] = {"code": "load_cubes", "params": {"seat": 0, "loose": 2, "convert_pending": 0,
                                                       "sell_pending": 0}}
    assert board.explain_rejection("worker:0", "", view) == (
        "Workers are placed at the start of a round, before the cards are sold.")
    view["prompt"] = {"code": "choose_converted_good", "params": {"seat": 0, "goods": ["tea"]}}
    assert board.explain_rejection("cube:loose:tea:0", "", view).startswith("First choose the good")
    assert board.explain_rejection("ship:2:0", "", view).startswith("The cubes on a ship go to whoever buys")
    assert board.explain_rejection("placed:1:0", "", view).startswith("A worker stays on its column")
    assert board.explain_rejection("score:1", "", view).startswith("The points markers move by themselves")
    assert board.explain_rejection("opened:1:0", "", view).startswith("This is another player's area")
    view["display"][0]["card"] = None
    view["prompt"] = {"code": "place_worker", "params": {"seat": 0, "workers_home": 3}}
    assert board.explain_rejection("worker:0", "column:0", view) == "Column 1 has no card to bid for."
    view["over"] = True
    assert board.explain_rejection("worker:0", "", view) == "The game is over."


# --- the table at a glance: layout, card faces, opened areas, legend ------------------------------------


def test_the_layout_file_declares_every_region_the_board_draws(qapp) -> None:  # noqa: ANN001
    from PySide6.QtCore import QRectF

    from gui.boards.layout import board_layout
    from gui.scene.table import BoardFrameItem, TableScene

    for players in range(RULESET.info.min_players, RULESET.info.max_players + 1):
        layout = board_layout("speicherstadt", players)
        board_rect = QRectF(0, 0, *layout.size)
        for name in ("waterfront", "harbour", "opponents", "own", "opened"):
            assert board_rect.contains(layout.rect(name)), (players, name)
        own = layout.rect("own")
        for name in ("area_header", "area_cards", "area_warehouse", "area_market", "area_workers", "area_quay",
                     "area_supply", "area_done"):
            assert QRectF(0, 0, own.width(), own.height()).contains(layout.rect(name)), (players, name)
        assert {"body", "small", "title", "big", "head", "button"} <= set(layout.fonts)
        board = BOARD(_context(players))
        scene = TableScene()
        state = RULESET.new_game(GameConfig(players, 1))
        board.build(scene, state.view(0), state.legal_actions(0), 0)
        frames = [item for item in scene.items() if isinstance(item, BoardFrameItem)]
        assert [frame.rect for frame in frames] == [board_rect]


def test_every_card_face_shows_its_name_and_its_effect_whole(qapp) -> None:  # noqa: ANN001
    """At the waterfront's size and in a player's area, in every language: the name on the band (broken
    where the breaks file allows), a few words of effect, nothing cut or spilled."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene

    from gui.boards.speicherstadt.items import TradeCardItem
    from gui.boards.speicherstadt.words import CARDS
    from gui.textfit import painted_texts, scene_problems

    try:
        for lang in ("en", "cs", "de"):
            install_language(lang)
            board = BOARD(_context(language=lang))
            for card, entry in CARDS.items():
                if entry["kind"] == "fire":
                    continue
                cases = ((QRectF(0, 0, 107, 98), False, ""), (QRectF(0, 0, 104, 108), True, ""),
                         (QRectF(0, 0, 107, 98), False, "corrected"))  # a card the player corrected: its mark
                for rect, owned, mark in cases:
                    scene = QGraphicsScene()
                    look = board.card_look(card, owned=owned)
                    look.provenance = mark or look.provenance
                    item = TradeCardItem(rect, look)
                    scene.addItem(item)
                    texts = [t.text for t in painted_texts(scene)]
                    title = " ".join(item.lines).replace("- ", "")
                    assert title.replace(" ", "") == board.words.card(card).replace(" ", ""), (lang, card, texts)
                    assert any(line in texts for line in item.look.lines), (lang, card, texts)
                    assert scene_problems(scene) == [], (lang, card, scene_problems(scene))
    finally:
        install_language("en")


def _openers(widget: GameScreen) -> dict[str, object]:
    from gui.scene.opener import OpenerItem

    items = widget.scene.items()  # held while used: the scene's temporary wrappers are not safe alone
    return {item.toolTip(): item for item in items if isinstance(item, OpenerItem)}


def test_a_click_on_a_strip_opens_that_players_area_drawn_like_ones_own_and_a_click_closes_it(screen, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    from gui.boards.speicherstadt.items import SlotPanelItem
    from gui.scene.marks import MARK_Z

    widget = screen(kinds=("human", "ai", "ai"))
    board = board_of(widget)
    targets_before = set(widget.scene.drag.targets)
    openers = _openers(widget)
    assert "Click to see Tom's whole area" in openers and "Click to see Ida's whole area" in openers
    openers["Click to see Tom's whole area"].click()
    QCoreApplication.processEvents()
    assert board.opened_seat == 1
    items = widget.scene.items()
    overlay = [i for i in items if i.parentItem() is None and i.zValue() > MARK_Z]
    assert len(overlay) == 1, "the opened area lies over the table and over the change marks"
    panels = [i for i in items if isinstance(i, SlotPanelItem) and overlay[0].isAncestorOf(i)]
    assert {p.title for p in panels} >= {"Convert", "Sell", "Keep"}, "drawn like one's own area"
    assert set(widget.scene.drag.targets) == targets_before, "no drop place of the viewer's on it"
    assert not any(overlay[0].isAncestorOf(t) for t in widget.scene.drag.targets.values())
    assert not widget.scene.drag.targets["column:0"].isVisible(), "what it covers takes no drop"
    assert "worker:0" in widget.scene.drag.pieces, "one's own area stays in play"
    openers = _openers(widget)
    assert "Click to close Tom's area" in openers
    openers["Close Tom's area"].click()
    QCoreApplication.processEvents()
    assert board.opened_seat is None
    assert widget.scene.drag.targets["column:0"].isVisible()
    _openers(widget)["Click to see Ida's whole area"].click()
    QCoreApplication.processEvents()
    assert board.opened_seat == 2
    _openers(widget)["Click to close Ida's area"].click()  # the strip closes what it opened
    QCoreApplication.processEvents()
    assert board.opened_seat is None


def test_an_opened_area_closes_by_itself_when_the_viewer_is_to_act_on_the_waterfront(screen) -> None:  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    widget = screen(kinds=("human", "ai", "ai"))
    board = board_of(widget)
    controller = widget.controller
    _openers(widget)["Click to see Ida's whole area"].click()
    QCoreApplication.processEvents()
    assert board.opened_seat == 2
    widget.refresh()  # the same position drawn again: it stays open
    assert board.opened_seat == 2
    assert controller.submit(Action("place", (0,)), 0)
    QCoreApplication.processEvents()
    assert board.opened_seat == 2, "while the others place, the area stays open"
    for seat in (1, 2):
        assert controller.submit(controller.legal_actions(seat)[0], seat)
    QCoreApplication.processEvents()
    assert controller.state.to_move() == [0]
    assert board.opened_seat is None, "the viewer's turn to place: the waterfront is shown"


def test_the_legend_explains_the_goods_the_players_the_cards_and_the_marks(screen) -> None:  # noqa: ANN001
    from gui.boards.speicherstadt.colours import GOOD_COLOURS

    widget = screen(kinds=("human", "ai", "ai"))
    board = board_of(widget)
    entries = board.legend(widget.current_view)
    by_symbol = {entry.symbol: entry for entry in entries}
    for good, (colour, cue) in board.colour_palette().items():
        assert by_symbol[cue].colour == colour == GOOD_COLOURS[good]
        assert board.words.good(good) in by_symbol[cue].meaning
    for seat, name in enumerate(("Eva", "Tom", "Ida")):
        assert name in by_symbol[widget.board.context.seat_letter(seat)].meaning
    for name in ("Contract", "Ship", "Fireman", "Coffee Roaster", "Warehouse", "Port"):
        assert by_symbol[name].meaning
    assert {"⚑", "▶", "≈", "→", "×3", "+1", "2·5·9·14"} <= set(by_symbol)


# --- the game's own look -----------------------------------------------------------------------------------


def test_the_table_is_drawn_as_the_harbour(qapp) -> None:  # noqa: ANN001
    """The quay and the canal with a pier per column (a plank per worker space), each ship at berth in its hull,
    the deck as a calendar with a pile per season, the warehouse as a brick store with a door per place, and
    warehouses along the canal where the piers leave room."""
    from gui.boards.speicherstadt.buildings import MarketHallItem, WarehouseItem
    from gui.boards.speicherstadt.calendar import CalendarItem, SeasonPileItem
    from gui.boards.speicherstadt.scenery import GroundItem, HullItem, PierItem, PlankItem, WaterfrontItem
    from gui.boards.speicherstadt.words import CARDS
    from gui.scene.table import TableScene

    for players in range(RULESET.info.min_players, RULESET.info.max_players + 1):
        board = BOARD(_context(players))
        scene = TableScene()
        state = RULESET.new_game(GameConfig(players, 1))
        view = state.view(0)
        view["players"][0]["warehouse_capacity"] = 4
        board.build(scene, view, state.legal_actions(0), 0)
        items = scene.items()  # held while used: the scene's temporary wrappers are not safe alone

        def count(kind: type) -> int:
            return sum(isinstance(item, kind) for item in items)  # noqa: B023

        columns = len(view["display"])
        ships = sum(CARDS[c["card"]]["kind"] == "ship" for c in view["display"] if c["card"])
        assert (count(GroundItem), count(WaterfrontItem), count(CalendarItem)) == (1, 1, 1), players
        assert count(PierItem) == columns and count(PlankItem) == 8 * columns, players
        assert count(HullItem) == ships, players
        assert count(SeasonPileItem) == 5 and count(MarketHallItem) == 1, players
        warehouse = next(item for item in items if isinstance(item, WarehouseItem))
        assert warehouse.target_id == "warehouse" and len(warehouse.slots) == 4
        piers = [item for item in items if isinstance(item, PierItem)]
        assert {pier.target_id for pier in piers} == {f"column:{k}" for k in range(columns)}


def test_the_scenery_is_painted_once_per_size_and_scale(qapp) -> None:  # noqa: ANN001
    """The table is built anew after every move: its busy surfaces come from a pixmap painted once."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from gui.boards.speicherstadt import art
    from gui.scene.pixmap_cache import cached_paint

    calls = []

    def draw(painter: QPainter, rect: QRectF) -> None:
        calls.append(rect)
        art.paint_water(painter, rect)

    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    for scale in (1.0, 1.0, 2.0, 1.0):
        painter = QPainter(image)
        painter.scale(scale, scale)
        cached_paint(painter, QRectF(0, 0, 90, 40), ("test water",), draw)
        painter.end()
    assert len(calls) == 2, "one picture per scale, reused"


def test_a_view_a_few_pixels_smaller_reuses_the_scenery_painted_sharp_enough(qapp) -> None:  # noqa: ANN001
    """A label that wraps beside the board changes its zoom a little: the scenery is not painted again
    (that stalls the window for 0.1-0.2 s), and a picture is never drawn larger than it was painted."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from gui.boards.speicherstadt import art
    from gui.scene import pixmap_cache

    sizes = []

    def draw(painter: QPainter, rect: QRectF) -> None:
        sizes.append(painter.device().width())
        art.paint_water(painter, rect)

    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    for scale in (0.74, 0.72, 0.66):
        painter = QPainter(image)
        painter.scale(scale, scale)
        pixmap_cache.cached_paint(painter, QRectF(0, 0, 100, 40), ("test water, zoomed",), draw)
        painter.end()
    assert sizes == [75, 70], "0.74 and 0.72 share one picture, painted at 0.75; 0.66 gets its own"

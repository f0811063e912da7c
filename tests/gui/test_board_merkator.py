"""The Merkator board: pieces and targets per step, drags that play moves, reasons, words, a full game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from engine.games.merkator.data import catalogue
from gui.boards import board_class
from gui.boards.base import Board, BoardContext, humanize
from gui.boards.merkator import BOARD
from gui.boards.merkator.cards import ContractItem
from gui.boards.merkator.items import GoodSlotItem
from gui.boards.merkator.map_items import RegionItem
from gui.boards.merkator.panels import ChartItem, SoloScaleItem
from gui.controller import GameController
from gui.i18n import install_language
from gui.scene.table import TableScene
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import COLOURS, NAMES, ScreenMaker, drive, real_board

RULESET = games.get("merkator")
CAT = catalogue()

EVENT_SAMPLES: dict[str, dict[str, Any]] = {
    "turn_started": {"turn": 4, "round": 2},
    "turn_ended": {"turn": 3},
    "step_ended": {"step": "fulfil"},
    "contract_sold": {"contract": "C05", "value": 7, "into": "coins"},
    "change_lost": {"amount": 2},
    "coins_discarded": {"amount": 3},
    "bonus_bought": {"card": "B01", "cost": 3, "from_hand": False},
    "building_bought": {"card": "G01", "cost": 12, "from_hand": False, "forced": True},
    "card_taken_to_hand": {"card": "G02", "source": "building"},
    "card_revealed": {"deck": "bonus", "card": "B02"},
    "bonus_display_renewed": {"cards": ["B01", "B02"]},
    "cube_stored": {"good": "wine"},
    "travelled": {"region": "italy", "cost": 2},
    "solo_card_drawn": {"contract": "C78", "value": 14, "left": 0},
    "cube_taken": {"region": "hamburg", "good": "muskets"},
    "bonus_goods": {"card": "B01", "good": "saltpeter", "count": 2},
    "regions_refilled": {"regions": ["sweden", "danzig"]},
    "tokens_gained": {"count": 2, "from_chart": 2},
    "chart_flipped": {"tokens": 25},
    "row_emptied": {"row": 1, "letter": "CC"},
    "control_redrawn": {"row": 2, "letter": "A"},
    "goods_loss": {"column": "C", "count": 2},
    "good_lost": {"good": "ham"},
    "contract_fulfilled": {"contract": "C01", "value": 3, "goods": {"wine": 1, "copper": 1}},
    "contract_received": {"contract": "C05", "value": 7, "source": "7"},
    "contract_revealed": {"value": 7, "contract": "C05"},
    "discards_reshuffled": {"value": 4, "count": 3},
    "no_contract_left": {"value": 9},
    "traded": {"give": "wine", "count": 4, "get": "iron"},
    "traded_tokens": {"tokens": 4, "get": "iron"},
    "joined": {"region": "hamburg", "cost": 1, "to": 0},
    "join_declined": {},
    "offer_made": {"coins": 2, "tokens": 1, "to": 0},
    "offer_accepted": {"contract": "C05", "returned": "C01", "coins": 2, "tokens": 1},
    "offer_declined": {},
    "last_round_triggered": {"reason": "peace"},
    "last_round_started": {"turns": 3},
    "game_over": {"totals": [40, 38], "exact": [40.5, 38.0], "winners": [0]},
}
PROMPT_SAMPLES: dict[str, dict[str, Any]] = {
    "invest": {"forced_sale": True, "over_cash": False, "contracts": 6, "keep": 5, "cash_limit": 15,
               "last_round": False},
    "take_goods": {"region": "sweden", "left": 3},
    "fulfil": {"region": "france", "joining": False},
    "join": {"region": "italy", "cost": 2, "active": 1},
    "loss_control": {"letter": "C", "row": 1},
    "lose_goods": {"column": "D", "count": 2},
    "make_offer": {"to": 1, "contract": "C05", "revealed": "C06"},
    "accept_offer": {"contract": "C05", "coins": 3, "tokens": 1, "revealed": "C06"},
    "forced_building": {},
    "game_over": {},
}


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda players=3, seed=5, kinds=(), **more: maker(kinds or ("human",) * players, seed, **more)
    maker.close()


def _policy(controller: GameController, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return RULESET.rollout_action(controller.state, seat, actions, rng)


def play_until(widget: GameScreen, done: Callable[[str, list[Action]], bool], seed: int = 1,
               limit: int = 600) -> int:
    """Sensible moves (the engine's playout policy) until ``done(prompt code, actions)``."""
    view = widget.controller.view
    return drive(widget, lambda seat, actions: seat >= 0 and done(view(seat)["prompt"]["code"], actions), _policy, seed, limit)


def board_of(widget: GameScreen) -> BOARD:
    return real_board(widget, BOARD)


def lit(widget: GameScreen, piece_id: str) -> set[str]:
    drag = widget.scene.drag
    drag.pick(piece_id)
    targets = {t for t, item in drag.targets.items() if item.highlight == "lit"}
    drag.release()
    return targets


def last_move(widget: GameScreen) -> str:
    QApplication.processEvents()  # the board plays a chosen action once the gesture's event returned
    return widget.controller.match.moves[-1][1].key


def kinds(actions: list[Action]) -> set[str]:
    return {a.kind for a in actions}


# --- the table in each step ---------------------------------------------------------------
def test_the_shell_finds_the_board() -> None:
    assert board_class("merkator") is BOARD
    assert issubclass(BOARD, Board)


def test_invest_step_shows_map_office_offers_and_dims_dear_regions(screen) -> None:  # noqa: ANN001
    widget = screen()
    board = board_of(widget)
    drag = widget.scene.drag
    view = widget.current_view
    assert view["prompt"]["code"] == "invest" and widget.viewer == 0
    regions = {item.look.region_id: item for item in widget.scene.items() if isinstance(item, RegionItem)}
    assert len(regions) == 12
    # the start player has no time tokens: Spain, Italy and Newfoundland cost more than that
    assert {r for r, item in regions.items() if item.look.unaffordable} == {"spain", "italy", "newfoundland"}
    assert {f"region:{r}" for r in regions} <= set(drag.targets)
    assert {f"good:{g}" for g in board.slots} <= set(drag.targets) and len(board.slots) == 16
    assert {"sell", "office", "pawn"} - set(drag.targets) == {"pawn"}
    player = view["players"][0]
    assert {f"contract:{c}" for c in player["contracts"]} <= set(drag.pieces)
    assert {f"bonus:{c}" for c in view["bonus_display"]} | {f"building:{c}" for c in view["building_display"]} \
        <= set(drag.pieces)
    assert "pawn" in drag.pieces and "supply:green:0" in drag.pieces
    assert sum(1 for item in widget.scene.items() if isinstance(item, ChartItem)) == 1
    # the pawn lights exactly the regions the player can pay for
    travel = {f"region:{a.args[0]}" for a in widget.current_actions if a.kind == "travel"}
    assert lit(widget, "pawn") == travel and "region:spain" not in travel


def test_dragging_the_pawn_with_the_mouse_travels(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen()
    widget.show()
    view = widget.board_view
    view.fit()
    QApplication.processEvents()
    pawn = widget.scene.drag.pieces["pawn"]
    target = widget.scene.drag.targets["region:hamburg"]
    start = view.mapFromScene(pawn.sceneBoundingRect().center())
    end = view.mapFromScene(target.sceneBoundingRect().center())  # type: ignore[attr-defined]
    port = view.viewport()

    def send(kind: QMouseEvent.Type, where: QPoint, buttons: Qt.MouseButton) -> None:
        event = QMouseEvent(kind, QPointF(where), QPointF(port.mapToGlobal(where)), Qt.MouseButton.LeftButton,
                            buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(port, event)

    send(QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    for step in range(1, 6):
        send(QMouseEvent.Type.MouseMove, start + (end - start) * step / 5, Qt.MouseButton.LeftButton)
    send(QMouseEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    assert last_move(widget) == "travel:hamburg"
    QApplication.processEvents()
    # one green cube lies in Hamburg: it may become either good, so the player chooses by dragging
    assert widget.current_view["prompt"]["code"] == "take_goods"
    assert lit(widget, "cube:hamburg:0") == {"good:cattle", "good:muskets"}
    widget.scene.drag.finish("cube:hamburg:0", "good:muskets")
    assert last_move(widget) == "take:muskets"
    assert widget.controller.state.view(0)["players"][0]["storage"].get("muskets") == 1
    board_of(widget)


def test_a_region_too_dear_refuses_the_pawn_with_the_reason(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen()
    drag = widget.scene.drag
    before = widget.controller.view(0)
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000) as blocker:
        assert not drag.finish("pawn", "region:newfoundland")
    assert "costs 3 time tokens" in blocker.args[0]
    assert "costs 3 time tokens" in widget.prompt.text()
    assert widget.controller.match.moves == [] and widget.controller.view(0) == before
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000) as blocker:
        assert not drag.finish("supply:green:0", "good:iron")
    assert "cattle or muskets" in blocker.args[0]
    assert widget.controller.match.moves == []


def test_supply_cubes_sell_and_buy_are_gestures(screen) -> None:  # noqa: ANN001
    widget = screen()
    drag = widget.scene.drag
    assert lit(widget, "supply:yellow:0") == {"good:grain", "good:saltpeter"}
    drag.finish("supply:yellow:0", "good:saltpeter")
    assert last_move(widget) == "store:saltpeter"
    player = widget.current_view["players"][0]
    richest = max(player["contracts"], key=lambda c: CAT.contracts[c].value)
    assert lit(widget, f"contract:{richest}") == {"sell"}
    drag.finish(f"contract:{richest}", "sell")
    assert last_move(widget) == f"sell:{richest}"
    coins = widget.current_view["players"][0]["coins"]
    buyable = [a for a in widget.current_actions if a.kind == "buy_bonus"]
    assert coins >= 3 and buyable
    card = str(buyable[0].args[0])
    assert lit(widget, f"bonus:{card}") == {"office"}
    drag.click_piece(f"bonus:{card}")  # a click on a display card buys it
    assert last_move(widget) == f"buy_bonus:{card}"
    assert card in widget.current_view["players"][0]["bonus_cards"]
    board_of(widget)


def test_fulfilling_is_a_click_with_the_goods_highlighted(screen) -> None:  # noqa: ANN001
    widget = screen()
    seat = play_until(widget, lambda code, actions: "fulfil" in kinds(actions))
    board = board_of(widget)
    assert widget.viewer == seat
    action = next(a for a in widget.current_actions if a.kind == "fulfil")
    card = str(action.args[0])
    item = board.contract_items[card]
    assert isinstance(item, ContractItem) and item.look.ready and item.look.eligible
    storage = widget.current_view["players"][seat]["storage"]
    item.on_hover(True)
    used = {g: slot.use for g, slot in board.slots.items() if slot.mark == "use"}
    assert used and all(storage.get(g, 0) >= n for g, n in used.items())
    item.on_hover(False)
    resting = {g: slot.use for g, slot in board.slots.items() if slot.mark == "use"}
    ready = [a for a in widget.current_actions if a.kind == "fulfil"]
    # with one contract ready its goods stay marked; with several, only the hovered one marks goods
    assert resting == (used if len({a.args[0] for a in ready}) == 1 else {})
    before = sum(storage.values())
    widget.scene.drag.click_piece(f"contract:{card}")
    assert last_move(widget).startswith("fulfil:")
    assert sum(widget.controller.view(seat)["players"][seat]["storage"].values()) < before
    assert card in widget.controller.view(seat)["players"][seat]["fulfilled_now"]


def test_trades_are_buttons_and_drags_onto_the_needed_good(screen) -> None:  # noqa: ANN001
    widget = screen(seed=2)
    seat = play_until(widget, lambda code, actions: "trade" in kinds(actions), seed=2)
    board_of(widget)
    drag = widget.scene.drag
    trade = next(a for a in widget.current_actions if a.kind == "trade")
    give, get = str(trade.args[0]), str(trade.args[1])
    assert f"button:{trade.key}" in drag.click_actions or any(
        t.startswith("button:trade") for t in drag.click_actions)
    assert f"good:{get}" in lit(widget, f"stored:{give}")
    assert "done" in {a.kind for acts in drag.click_actions.values() for a in acts}
    before = widget.controller.view(seat)["players"][seat]["storage"].get(give, 0)
    drag.finish(f"stored:{give}", f"good:{get}")
    assert last_move(widget) == trade.key
    assert widget.controller.view(seat)["players"][seat]["storage"].get(give, 0) == before - 4


def test_joining_is_a_yes_or_no_with_the_cost(screen) -> None:  # noqa: ANN001
    widget = screen()
    seat = play_until(widget, lambda code, actions: code == "join")
    board_of(widget)
    drag = widget.scene.drag
    assert {"button:join", "button:pass"} <= set(drag.click_actions)
    button = drag.targets["button:join"]
    cost = widget.current_view["prompt"]["params"]["cost"]
    assert str(cost) in button.label and "join" in button.label.lower()
    assert "Join" in widget.prompt.text() and str(cost) in widget.prompt.text()
    drag.click_target("button:pass")
    assert last_move(widget) == "pass"
    assert widget.controller.match.moves[-1][0] == seat


def test_goods_loss_control_and_losing_goods(screen) -> None:  # noqa: ANN001
    widget = screen(players=4, seed=3)
    play_until(widget, lambda code, actions: code == "loss_control", seed=3)
    board_of(widget)
    drag = widget.scene.drag
    assert {"button:control:accept", "button:control:redraw"} <= set(drag.click_actions)
    widget = screen(players=4, seed=3)
    seat = play_until(widget, lambda code, actions: code == "lose_goods", seed=3)
    board = board_of(widget)
    losable = {str(a.args[0]) for a in widget.current_actions}
    lit_slots = {g for g, slot in board.slots.items() if slot.highlight == "lit"}
    assert lit_slots == losable and len(losable) >= 2
    good = sorted(losable)[0]
    before = widget.controller.view(seat)["players"][seat]["storage"][good]
    drag = widget.scene.drag
    drag.click_target(f"good:{good}")
    assert last_move(widget) == f"lose:{good}"
    assert widget.controller.view(seat)["players"][seat]["storage"].get(good, 0) == before - 1


def test_over_cash_offers_the_discard_button(screen) -> None:  # noqa: ANN001
    widget = screen()
    widget.controller.state.coins[0] = 18  # a hand-made position: more than the cash limit
    widget.refresh()
    board_of(widget)
    drag = widget.scene.drag
    assert "button:discard_coins" in drag.click_actions
    assert lit(widget, "pawn") == set()
    assert "15 thalers" in widget.board.explain_rejection("pawn", "region:hamburg", widget.current_view)
    drag.click_target("button:discard_coins")
    assert last_move(widget) == "discard_coins"
    assert widget.controller.view(0)["players"][0]["coins"] == 15


def test_spending_pressure_makes_a_building_on_display_a_click(screen) -> None:  # noqa: ANN001
    widget = screen(options={"spending_pressure": True})
    state = widget.controller.state
    state.coins[0] = 20  # a hand-made position: variant B obliges the first who can afford the dearest
    state.tasks.append(("pressure", 0))
    widget.refresh()
    board_of(widget)
    assert widget.current_view["prompt"]["code"] == "forced_building"
    assert "must buy" in widget.prompt.text()
    card = widget.current_view["building_display"][0]
    assert lit(widget, f"building:{card}") == {"office"}
    widget.scene.drag.click_piece(f"building:{card}")
    assert last_move(widget) == f"buy_building:{card}"
    assert card in widget.controller.view(0)["players"][0]["buildings"]


def test_variant_d_offers_and_the_swap(screen) -> None:  # noqa: ANN001
    offered = swapped = False
    for seed in range(2, 30):  # the playout policy does not offer, or get an answer, in every game
        widget = screen(seed=seed, options={"contract_offers": True})
        try:
            play_until(widget, lambda code, actions: code == "make_offer", seed=seed)
        except AssertionError:
            continue
        board_of(widget)
        offers = [a for a in widget.current_actions if a.kind == "offer"]
        buttons = [t for t in widget.scene.drag.click_actions if t.startswith("button:offer")]
        assert offers and len(buttons) >= min(len(offers), 8)
        offered = True
        try:
            play_until(widget, lambda code, actions: code == "accept_offer", seed=seed)
        except AssertionError:
            continue
        board_of(widget)
        assert {"button:swap:yes", "button:swap:no"} <= set(widget.scene.drag.click_actions)
        swapped = True
        break
    assert offered and swapped, "no game reached a contract offer and its answer"


def test_a_card_goes_into_the_hand_by_dragging(screen) -> None:  # noqa: ANN001
    widget = screen(options={"cards_in_hand": True})
    board_of(widget)
    drag = widget.scene.drag
    assert "hand" in drag.targets
    top = widget.current_view["decks"]["5"]["top"]
    assert lit(widget, "deck:5") == {"hand"}
    drag.finish("deck:5", "hand")
    assert last_move(widget) == f"take_hand:{top}"
    assert widget.current_view["players"][0]["hand"] == top
    assert f"hand:{top}" in drag.pieces


def test_solo_board_shows_the_solo_deck_and_the_scale(screen) -> None:  # noqa: ANN001
    widget = screen(players=1, seed=4)
    board_of(widget)
    items = [i for i in widget.scene.items() if isinstance(i, SoloScaleItem)]
    assert len(items) == 2 and not any(isinstance(i, ChartItem) for i in widget.scene.items())
    scale = next(i for i in items if i.marks)
    assert [m for m, _ in scale.marks] == [55, 60, 80]
    deck = next(i for i in items if i.by_value)
    assert sum(c for _, c in deck.by_value) == widget.current_view["solo"]["deck_left"]
    controller = widget.controller
    rng = random.Random(4)
    controller.blockSignals(True)
    while not controller.is_over():
        actions = controller.legal_actions(0)
        controller.submit(RULESET.rollout_action(controller.state, 0, actions, rng) or rng.choice(actions), 0)
    controller.blockSignals(False)
    controller.state_changed.emit()
    board_of(widget)
    view = widget.current_view
    assert view["over"] and view["solo"]["deck_left"] == 0
    rating = board_of(widget).words.rating(view["solo"]["rating"])
    texts = " ".join(i.toPlainText() for i in widget.scene.items() if hasattr(i, "toPlainText"))
    assert "The game is over." in texts and rating in texts


def test_colour_cues_cubes_and_stores_carry_distinct_marks(screen) -> None:  # noqa: ANN001
    widget = screen(colour_cues=True)
    cubes = [i for i in widget.scene.items() if getattr(i, "piece_id", "").startswith("supply:")]
    marks = {i.piece_id.split(":")[1]: i.letter for i in cubes if i.show_letter}
    assert len(marks) == 8 and len(set(marks.values())) == 8
    slots = [i for i in widget.scene.items() if isinstance(i, GoodSlotItem)]
    assert len(slots) == 16 and all(slot.label for slot in slots if not slot.count)
    assert {slot.label for slot in slots if slot.good in ("cattle", "muskets")} == {marks["green"]}


def test_a_click_on_a_strip_opens_that_players_office_and_the_close_button_shuts_it(screen, qtbot) -> None:  # noqa: ANN001
    from gui.boards.merkator.panels import SeatStripItem
    from gui.scene.opener import OpenerItem

    widget = screen(players=3)
    board = board_of(widget)
    strips = [i for i in widget.scene.items() if isinstance(i, SeatStripItem)]
    assert sorted(strip.look.name for strip in strips) == ["Ida", "Tom"]
    pieces, targets = set(widget.scene.drag.pieces), set(widget.scene.drag.targets)
    opener = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and "Tom" in i.toolTip())
    opener.click()
    qtbot.waitUntil(lambda: any(isinstance(i, ContractItem) and i.piece_id not in widget.scene.drag.pieces
                                for i in widget.scene.items()), timeout=2000)
    board = board_of(widget)
    assert board.opened_seat == 1
    tom = widget.current_view["players"][1]
    shown = {i.piece_id for i in widget.scene.items() if isinstance(i, ContractItem)} - set(widget.scene.drag.pieces)
    assert shown == {f"open:contract:{c}" for c in tom["contracts"]}
    # drawn like one's own, but nothing of it takes a move: the viewer's pieces and places are as before
    assert set(widget.scene.drag.pieces) == pieces and set(widget.scene.drag.targets) == targets
    assert any("Tom's office" in getattr(i, "words", "") for i in widget.scene.items())
    close = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and i.toolTip() == "Close this office")
    close.click()
    qtbot.waitUntil(lambda: board_of(widget).opened_seat is None
                    and not any(isinstance(i, OpenerItem) and i.toolTip() == "Close this office"
                                for i in widget.scene.items()), timeout=2000)


def test_a_piece_that_cannot_move_now_says_which_rule_stops_it(screen) -> None:  # noqa: ANN001
    widget = screen()
    board = board_of(widget)
    view = widget.current_view
    assert view["prompt"]["code"] == "invest" and widget.viewer == 0

    def why(piece_id: str, seen: dict[str, Any] | None = None) -> str:
        assert piece_id not in board.movable
        return board.explain_rejection(piece_id, "", seen or widget.current_view) or ""

    assert "after a trip there" in why("cube:hamburg:0")
    assert "one value less" in why("deck:5")
    assert "drag a card from the display" in why("coins")
    assert "Drop the Merkator on a lit region" in board.explain_rejection("pawn", "", view)  # it may move
    assert "open for a look" in why("open:contract:C01")
    play_until(widget, lambda code, actions: code == "take_goods")
    board = board_of(widget)
    assert "travelled this turn" in why("pawn")
    mover = widget.current_view["to_move"][0]
    other = widget.controller.view((mover + 1) % 3)
    board.viewer = (mover + 1) % 3
    assert why("pawn", other) == f"Wait: {NAMES[mover]} decides now."
    play_until(widget, lambda code, actions: code == "join")
    board = board_of(widget)
    assert why("pawn").startswith("First this: Join ")


def test_the_layout_is_declared_per_player_count_and_every_part_lies_on_the_board(qapp) -> None:  # noqa: ANN001
    from gui.boards.layout import board_layout

    for players in range(1, 5):
        layout = board_layout("merkator", players)
        board = QRectF(0, 0, *layout.size)
        assert layout.has("opponents") != (players == 1) and layout.has("solo_scale") == (players == 1)
        for region in layout.regions.values():
            assert board.contains(region.rect), region.name
        places = [r.rect for name, r in layout.regions.items() if name.startswith("place:")]
        assert len(places) == 12 and all(layout.rect("map").contains(p) for p in places)
        assert not [(a, b) for i, a in enumerate(places) for b in places[i + 1:] if a.intersects(b)]


# --- words ----------------------------------------------------------------------------------
def _board() -> BOARD:
    seats = [SeatSetup(NAMES[i], COLOURS[i]) for i in range(3)]
    return BOARD(BoardContext(RULESET, seats))


@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_every_buildings_effect_fits_whole_on_its_face(qtbot, compiled_translations,  # noqa: ANN001
                                                       lang: str) -> None:
    """A building's effect is painted on its face in a few words, whole, on the display and in the office
    (where its points take the price's place); the tooltip gives the rule in full."""
    from gui.boards.merkator.cards import DisplayCardItem
    from gui.boards.merkator.market import DISPLAY_INSET
    from gui.boards.merkator.office import BONUS_COLUMN
    from gui.boards.merkator.words import BUILDINGS
    from gui.textfit import painted_texts, scene_problems

    install_language(lang)
    try:
        board = _board()
        widths = (board.layout.rect("buildings").width() - DISPLAY_INSET,
                  board.layout.rect("office:cards").width() - BONUS_COLUMN - 8)
        scene = TableScene()
        for i, card in enumerate(sorted(BUILDINGS)):
            for k, width in enumerate(widths):
                look = board.building_look(card)
                look.points = "12★" if k else ""
                item = DisplayCardItem(f"owned:{card}", look, board.layout, width, 36.0)
                item.setToolTip(board.building_tooltip(card))
                item.setPos(220 * k, 40 * i)
                scene.addItem(item)
                assert board.words.building_rule(card) in item.toolTip()
        problems = scene_problems(scene, f"buildings {lang}")
        assert not problems, "\n".join(problems)
        faces = {entry.text for entry in painted_texts(scene)}
        assert {board.words.building_effect(card) for card in BUILDINGS} <= faces
    finally:
        install_language("en")


def test_the_sole_player_rule_names_its_measure_in_each_language(qtbot, compiled_translations) -> None:  # noqa: ANN001
    from gui.boards.merkator.words import BUILDINGS

    sole = next(c for c, entry in BUILDINGS.items()
                if entry["scoring"].get("type") == "sole_most" and entry["scoring"].get("metric") == "buildings")
    expected = {"en": "for the sole player with the most buildings", "cs": "pro jediného hráče s nejvíce budovami",
                "de": "für den einzigen Spieler mit den meisten Gebäuden"}
    try:
        for lang, words in expected.items():
            install_language(lang)
            assert words in _board().words.building_rule(sole), lang
    finally:
        install_language("en")


def test_every_event_and_prompt_has_its_own_sentence(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    board = _board()
    view = RULESET.new_game(GameConfig(3, 1)).view(0)
    generic = Board(board.context)
    for code, params in EVENT_SAMPLES.items():
        event = Event(code, params, 1 if code not in ("regions_refilled", "game_over", "goods_loss") else None)
        text = board.describe_event(event, view)
        assert text and "%" not in text and text != generic.describe_event(event, view), code
        assert text.endswith((".", "!")) and "_" not in text, code
    assert "Tom" in board.describe_event(Event("traded", EVENT_SAMPLES["traded"], 1), view)
    for code, params in PROMPT_SAMPLES.items():
        text = board.prompt_text({"code": code, "params": params}, view)
        assert text and "%" not in text and text != generic.prompt_text({"code": code, "params": params}, view)
    assert board.prompt_text({"code": "join", "params": PROMPT_SAMPLES["join"]}, view) == \
        "Join Tom's trip to Italy for 2 time tokens?"
    labels = [board.category_label(key) for key in ("contracts_full", "contracts_half", "buildings")]
    assert labels == ["Five best contracts", "Further contracts (half)", "Buildings"]


def test_events_and_actions_of_real_games_read_as_sentences(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    board = _board()
    seen: set[str] = set()
    prompts: set[str] = set()
    for seed, options in ((1, {}), (2, {"contract_offers": True, "cards_in_hand": True}), (3, {"long_game": True}),
                          (4, {"no_coins": True, "spending_pressure": False})):
        state = RULESET.new_game(GameConfig(3, seed, options))
        rng = random.Random(seed)
        for _ in range(250):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.view(seat)
            prompts.add(view["prompt"]["code"])
            actions = state.legal_actions(seat)
            for action in actions:
                text = board.describe_action(action, view)
                assert text and "%" not in text and text != humanize(action.kind), action.key
            move = RULESET.rollout_action(state, seat, actions, rng) or rng.choice(actions)
            for event in state.apply(seat, move):
                seen.add(event.code)
                text = board.describe_event(event, view)
                assert text and "%" not in text, event.code
        assert "%" not in board.seat_summary(state.view(0), 0)
    assert seen <= set(EVENT_SAMPLES), seen - set(EVENT_SAMPLES)
    assert {"travelled", "cube_taken", "contract_fulfilled", "joined", "tokens_gained"} <= seen
    assert prompts <= set(PROMPT_SAMPLES)


def test_every_legal_action_is_a_gesture_or_a_click(qtbot) -> None:  # noqa: ANN001
    """A newcomer can play with the mouse alone: each legal action is a drag or a click on the table."""
    install_language("en")
    board = _board()
    scene = TableScene()
    codes: set[str] = set()
    for seed, options in ((6, {"cards_in_hand": True, "contract_offers": True}), (7, {})):
        state = RULESET.new_game(GameConfig(3, seed, options))
        rng = random.Random(seed)
        seen: set[tuple[str, ...]] = set()
        for _ in range(300):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.view(seat)
            actions = state.legal_actions(seat)
            # one build per kind of decision keeps the test fast and still meets every step
            signature = (view["prompt"]["code"], *sorted({a.kind for a in actions}))
            if signature in seen:
                state.apply(seat, RULESET.rollout_action(state, seat, actions, rng) or rng.choice(actions))
                continue
            seen.add(signature)
            codes.add(signature[0])
            scene.clear_table()
            board.viewer = seat
            board.build(scene, view, actions, seat)
            moves = board.moves(view, actions, seat)
            clicks = {a.key for acts in scene.drag.click_actions.values() for a in acts}
            gestures = {m.action.key for m in moves}
            for move in moves:
                assert move.piece_id in scene.drag.pieces, move
                assert move.target_id in scene.drag.targets, move
            missing = [a.key for a in actions if a.key not in clicks | gestures]
            overflow = [a for a in actions if a.kind in ("trade", "trade_tokens", "offer")]
            assert not [k for k in missing if not k.startswith(("trade", "offer"))], missing
            assert len(missing) <= max(0, len(overflow) - 8)
            state.apply(seat, RULESET.rollout_action(state, seat, actions, rng) or rng.choice(actions))
    assert {"invest", "take_goods", "fulfil", "join", "make_offer", "loss_control"} <= codes, codes


@pytest.mark.parametrize("options", [{"contract_offers": True, "cards_in_hand": True},
                                     {"no_coins": True, "long_game": True}, {"spending_pressure": True}],
                         ids=["offers-hand", "no-coins-long", "pressure"])
def test_every_legal_move_is_a_gesture_with_the_options_on(qtbot, monkeypatch, options) -> None:  # noqa: ANN001
    """The shared gesture test plays the base game; the options bring offers, a hand, credit and forced
    buildings: each of their moves is a drag or a click too (a menu for offers beyond the buttons)."""
    from tests.gui.test_gestures import play_by_gestures_checking_every_decision

    maker = ScreenMaker(qtbot, RULESET)
    try:
        widget = maker(("human",) * 3, 21, options)
        assert play_by_gestures_checking_every_decision(widget, monkeypatch, 21) > 30
    finally:
        maker.close()


def test_a_whole_game_against_ai_seats_with_the_board_attached(screen, qtbot) -> None:  # noqa: ANN001
    errors: list[str] = []
    widget = screen(players=2, seed=11, kinds=("ai", "ai"), ai_delay_ms=0, level="greedy")
    widget.controller.error_raised.connect(errors.append)
    if not widget.controller.is_over():
        with qtbot.waitSignal(widget.controller.game_over, timeout=60_000):
            pass
    assert errors == []
    board_of(widget)
    assert widget.controller.is_over() and widget.current_view["over"]
    assert len(widget.controller.match.moves) > 30
    texts = " ".join(i.toPlainText() for i in widget.scene.items() if hasattr(i, "toPlainText"))
    assert "The game is over." in texts


def test_a_person_plays_a_whole_game_by_mouse_against_an_ai(screen, qtbot) -> None:  # noqa: ANN001
    """Every move of the human seat goes through a drag or a click on the board; the AI answers."""
    errors: list[str] = []
    widget = screen(players=2, seed=8, kinds=("human", "ai"), ai_delay_ms=0, level="greedy")
    controller = widget.controller
    controller.error_raised.connect(errors.append)
    drag = widget.scene.drag
    rng = random.Random(8)
    by_gesture = by_click = 0
    for _ in range(2000):
        if controller.is_over():
            break
        if not controller.human_seats_to_move():
            qtbot.waitUntil(lambda: controller.is_over() or bool(controller.human_seats_to_move()), timeout=20_000)
            continue
        actions = widget.current_actions
        choice = RULESET.rollout_action(controller.state, 0, actions, rng) or rng.choice(actions)
        moves = [m for m in drag.moves if m.action == choice]
        clicks = [item for item, acts in drag.click_actions.items() if acts == [choice]]
        count = len(controller.match.moves)
        if moves:
            drag.finish(moves[0].piece_id, moves[0].target_id)
            by_gesture += 1
        elif clicks and clicks[0] in drag.pieces:
            drag.click_piece(clicks[0])
            by_click += 1
        else:
            assert clicks, f"{choice.key} is neither a gesture nor a click"
            drag.click_target(clicks[0])
            by_click += 1
        qtbot.waitUntil(lambda before=count: len(controller.match.moves) > before, timeout=2000)
    assert controller.is_over() and errors == []
    board_of(widget)
    assert by_gesture > 10 and by_click > 5


def test_the_score_screen_shows_merkators_half_points(qtbot) -> None:  # noqa: ANN001
    from gui.seats import default_seats
    from gui.widgets.score_screen import ScoreScreen
    from tests.engine.merkator.helpers import new, quiet, set_contracts

    install_language("en")
    state = new(2)
    quiet(state)
    state.buildings = [[], []]
    ids = [f"C{n:02d}" for n in range(9, 21)]
    for extra in range(len(ids) - 6):  # seven contracts, five at full value: find two whose sum is odd
        set_contracts(state, 0, *ids[extra:extra + 7])
        if state.score_details()[0]["rest"] % 2:
            break
    set_contracts(state, 1, "C21")
    exact = state.score_details()[0]["exact"]
    assert exact % 1 == 0.5 and state.scores()[0].total == exact
    board = BOARD(BoardContext(RULESET, default_seats(("Eva", "Tom"))))
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.show_scores(state.scores(), default_seats(("Eva", "Tom")), state.winners(), board.category_label,
                       board=board)
    cells = [screen.table.item(r, 0).text() for r in range(screen.table.rowCount()) if screen.table.item(r, 0)]
    assert f"{int(exact)}½" in cells


@pytest.mark.parametrize("players,options", [(1, {}), (3, {"no_coins": True, "contract_offers": True})])
def test_games_without_coins_never_mention_thalers(qapp, players, options) -> None:  # noqa: ANN001
    """Solo and no-coins games pay with contracts: actions, prompts, the log and the panels speak of credit."""
    install_language("en")
    seats = [SeatSetup(NAMES[i], COLOURS[i]) for i in range(players)]
    board = BOARD(BoardContext(RULESET, seats))
    state = RULESET.new_game(GameConfig(players, 5, options))
    rng = random.Random(5)
    texts: list[str] = []
    kinds: set[str] = set()
    for _ in range(1200):
        if state.is_over():
            break
        seat = state.to_move()[0]
        view = state.view(seat)
        board.viewer = seat
        actions = state.legal_actions(seat)
        kinds |= {a.kind for a in actions}
        texts += [board.describe_action(a, view) for a in actions]
        texts += [board.prompt_text(view["prompt"], view)] + [board.seat_summary(view, s) for s in range(players)]
        keen = [a for a in actions if a.kind in ("sell", "buy_bonus", "buy_building", "offer")]
        action = rng.choice(keen) if keen and rng.random() < 0.5 else rng.choice(actions)
        texts += [t for e in state.apply(seat, action) if (t := board.describe_event(e, state.view(seat)))]
    assert "sell" in kinds and any("credit" in t for t in texts)
    assert not [t for t in texts if "thaler" in t.lower()]


def test_pressing_a_card_the_player_cannot_afford_says_why(screen, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtTest import QTest

    widget = screen(players=2, kinds=("human", "human"))
    controller = widget.controller

    def too_dear(code: str, actions: list[Action]) -> bool:
        if code != "invest":
            return False
        view = controller.view(controller.state.to_move()[0])
        coins = view["players"][view["to_move"][0]]["coins"]
        return any(CAT.buildings[b].cost > coins for b in view["building_display"])

    seat = play_until(widget, too_dear)
    widget.refresh()
    if widget.viewer is None:
        widget.reveal()
    widget.show()
    view = widget.current_view
    coins = view["players"][seat]["coins"]
    card = next(b for b in view["building_display"] if CAT.buildings[b].cost > coins)
    item = widget.scene.drag.pieces.get(f"building:{card}") or next(
        i for i in widget.scene.items() if getattr(i, "piece_id", "") == f"building:{card}")
    assert not widget.scene.drag.is_interactive(f"building:{card}")
    board_view = widget.board_view
    at = board_view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    with qtbot.waitSignal(widget.scene.drag.drop_rejected, timeout=1000) as blocker:
        QTest.mousePress(board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        QTest.mouseRelease(board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert blocker.args[0] == f"This card costs {CAT.buildings[card].cost} and you have {coins}: sell a contract first."


def test_deck_tops_mark_each_good_with_its_letters_not_its_colour_alone(qapp) -> None:  # noqa: ANN001
    from gui.boards.merkator.looks import good_mark
    from gui.boards.merkator.words import GOOD_IDS, GOODS, Words

    for language in ("en", "cs", "de"):
        words = Words(language, lambda seat: "")
        marks = {g: good_mark(words, g) for g in GOOD_IDS}
        for good in GOOD_IDS:
            partner = next(g for g in GOOD_IDS if g != good and GOODS[g]["colour"] == GOODS[good]["colour"])
            assert marks[good] and marks[good] != marks[partner], (language, good)
            assert len(marks[good]) <= 2
        assert marks["iron"] != marks["copper"]
    install_language("en")
    board = BOARD(BoardContext(RULESET, [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]))
    card = next(c for c in CAT.contracts.values() if c.goods and not c.peace)
    look = board.contract_look(card.id, {})
    goods = [line for line in look.needs if line.colour]
    assert goods and all(line.mark in {good_mark(board.words, g) for g in GOOD_IDS} for line in goods)

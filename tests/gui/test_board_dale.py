"""The Dale of Merchants board: pieces and targets per step, drags that play moves, reasons, words, a full game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from gui.boards import board_class
from gui.boards.base import Board, BoardContext, humanize
from gui.boards.dale import BOARD
from gui.boards.dale.items import DaleCardItem, PileItem
from gui.boards.dale.words import CARDS, DECKS
from gui.i18n import install_language
from gui.scene.table import TableScene
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import ScreenMaker, drive, keen_picker, real_board

RULESET = games.get("dale")
SPY = {"uid": 7, "card": "spyglass", "value": 4}
JUNK = {"uid": 40, "card": "junk", "value": 1}

EVENT_SAMPLES: dict[str, dict[str, Any]] = {
    "turn_started": {"seat": 0, "round": 2},
    "card_bought": {"card": SPY, "slot": 1, "price": 7, "paid": [JUNK, JUNK]},
    "technique_played": {"card": SPY, "as": "spyglass"},
    "bonus_action": {},
    "stack_built": {"stack": 1, "cards": [JUNK]},
    "game_won": {"seat": 0},
    "game_abandoned": {"rounds": 51},
    "cards_drawn": {"seat": 0, "count": 2},
    "junk_taken": {"seat": 0, "count": 1},
    "deck_reshuffled": {"seat": 0},
    "market_reshuffled": {},
    "card_thrown_away": {"card": SPY},
    "market_refilled": {"market": [SPY, None]},
    "card_copied": {"card": {"uid": 3, "card": "reflection", "value": 4, "copy": "spyglass"},
                    "target": {"uid": 7, "card": "spyglass"}},
    "die_rolled": {"face": 2},
    "card_discarded": {"card": SPY},
    "market_swap": {"slot": 2, "card": SPY},
    "card_taken": {"card": SPY, "from": "discard", "owner": 1},
    "cards_looked_at": {"seat": 0, "count": 3},
    "hands_redealt": {"seats": [0, 1]},
    "charm_drew": {"card": SPY},
    "cards_swapped": {"seats": [0, 1], "count": 2},
    "value_guessed": {"guess": 3, "card": SPY, "right": False},
    "value_set": {"card": SPY, "value": 5},
    "deck_and_discard_swapped": {"seat": 0},
    "card_put_on_deck": {"seat": 1},
    "card_stolen": {"seat": 1},
    "card_given": {"seat": 1},
    "stall_card_taken": {"seat": 1, "stack": 3, "card": SPY},
}
FRAME_CODES = (
    "swift_broker_discard", "whirligig_discard", "shattered_relic_throw", "spyglass_keep", "spyglass_back",
    "whirligig_target", "new_season_throw", "gamble_target", "blindfold_secret", "blindfold_opponent",
    "blindfold_guess", "blindfold_set", "loyal_partner_throw", "prepaid_good_take", "special_offer_keep",
    "special_offer_throw", "nuisance_targets", "rotten_food_target", "rotten_food_card", "dirty_exchange_target",
    "dirty_exchange_give", "sabotage_target", "sabotage_throw", "treasure_hunter_target", "acorn_take",
    "gift_voucher_take",
)
PROMPT_SAMPLES: dict[str, dict[str, Any]] = {
    "game_over": {"winner": 1, "draw": False},
    "choose_action": {},
    "choose_bonus_action": {},
    "pay": {"slot": 2, "price": 5, "paid": 3, "needs_market_discovery": False},
    "build_stack": {"stack": 3, "total": 2},
    "discard_cards": {},
    "extra_build": {"stack": 4},
    "throw_away_junk": {"left": 2},
    "wait": {},
    **{code: {"options": [], "kind": "pick", "may_stop": False, "seat": 0, "target": 1} for code in FRAME_CODES},
}


def context(language: str = "en") -> BoardContext:
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange"), SeatSetup("Ida", "green")]
    return BoardContext(RULESET, seats, language=language)


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai"), seed=3, **more: maker(kinds, seed, **more)
    maker.close()


def play_until(widget: GameScreen, done: Callable[[], bool], seed: int = 1, limit: int = 4000,
               keen: tuple[str, ...] = ("build", "stack", "confirm", "buy", "pay", "play")) -> None:
    """Random moves for every seat (``keen`` kinds preferred) until ``done()``."""
    drive(widget, lambda _seat, _actions: done(), keen_picker(keen, 0.7), seed, limit, reveal=True)


def board_of(widget: GameScreen) -> BOARD:
    return real_board(widget, BOARD)


def prompt_is(widget: GameScreen, *codes: str) -> Callable[[], bool]:
    state = widget.controller.state
    return lambda: state.to_move() == [0] and state.view(0)["prompt"]["code"] in codes


def hand_uids(widget: GameScreen) -> list[int]:
    return [c["uid"] for c in widget.current_view["players"][0]["hand"]]


def hidden_hand_cards(scene: Any) -> int:
    """The hand cards drawn face down: backs, and the counts of the fanned hands in the others' strips."""
    backs = [i for i in scene.items() if isinstance(i, DaleCardItem) and i.look.face_down]
    fans = [i for i in scene.items() if isinstance(i, PileItem) and i.fan]
    return len(backs) + sum(fan.count for fan in fans)


def test_the_shell_finds_the_board() -> None:
    assert board_class("dale") is BOARD
    assert issubclass(BOARD, Board)


def test_the_main_step_shows_market_stalls_and_the_fanned_hand(screen) -> None:  # noqa: ANN001
    widget = screen()
    play_until(widget, prompt_is(widget, "choose_action"))
    board_of(widget)
    drag = widget.scene.drag
    view = widget.current_view
    assert {f"market:{slot}" for slot in range(5)} <= set(drag.targets)
    assert {"mdeck", "mdiscard", "play", "stall:next", "discard:own", "player:1"} <= set(drag.targets)
    hand = hand_uids(widget)
    assert {f"hand:{u}" for u in hand} == {p for p in drag.pieces if p.startswith("hand:")}
    # the fan: cards turn outwards from the middle
    rotations = [drag.pieces[f"hand:{u}"].rotation() for u in hand]
    assert rotations[0] < 0 < rotations[-1]
    buys = [a for a in widget.controller.legal_actions(0) if a.kind == "buy"]
    for buy in buys:
        assert {m.piece_id for m in drag.moves if m.action == buy} == {f"hand:{u}" for u in hand}
        assert {m.target_id for m in drag.moves if m.action == buy} == {f"market:{buy.args[0]}"}
    # each market card carries its price; the opponent's cards are shown as backs only
    prices = [c["price"] for c in view["market"] if c]
    texts = {getattr(item, "text", "") for item in widget.scene.items()}
    assert {f"price {p}" for p in prices} <= texts and {"+4", "+0"} <= texts
    fans = [i for i in widget.scene.items() if isinstance(i, PileItem) and i.fan]
    assert [fan.count for fan in fans] == [view["players"][1]["hand_count"]]
    assert not [i for i in widget.scene.items() if isinstance(i, DaleCardItem) and i.piece_id.startswith("back:1:")]


def test_dragging_a_hand_card_onto_a_market_card_starts_the_purchase_and_pays(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    controller = widget.controller
    play_until(widget, lambda: prompt_is(widget, "choose_action")() and any(
        a.kind == "buy" for a in controller.legal_actions(0)))
    drag = widget.scene.drag
    buy = next(a for a in controller.legal_actions(0) if a.kind == "buy")
    payer = next(u for u in hand_uids(widget) if Action("pay", (u,)) in legal_after(controller, buy))
    piece = f"hand:{payer}"
    drag.pick(piece)
    assert drag.targets[f"market:{buy.args[0]}"].highlight == "lit"
    # one gesture: the card dropped onto the market card starts the purchase and is its first payment
    drag.click_target(f"market:{buy.args[0]}")
    qtbot.waitUntil(lambda: len(controller.match.moves) >= 2 and controller.match.moves[-1][1].kind == "pay",
                    timeout=2000)
    assert controller.match.moves[-2:] == [(0, buy), (0, Action("pay", (payer,)))]
    view = widget.current_view
    assert view["prompt"]["code"] == "pay"
    paid = view["prompt"]["params"]["paid"]
    assert paid > 0 and any(getattr(i, "text", "").startswith(f"{paid} / ") for i in widget.scene.items())
    # the paid card left the fan for the payment row
    assert piece not in drag.pieces
    assert "button:cancel" in drag.click_actions
    pay = next((a for a in controller.legal_actions(0) if a.kind == "pay"), None)
    if pay is not None:
        assert drag.click_actions[f"hand:{pay.args[0]}"] == [pay]  # a click pays as well
    board_of(widget)


def test_identical_cards_are_one_payment_and_any_of_them_pays(screen, qtbot) -> None:  # noqa: ANN001
    """The engine offers identical hand cards once (the lowest-numbered one); the player may drag any of them."""
    widget = screen(kinds=("human", "human"))
    controller = widget.controller

    def twins_can_pay() -> bool:
        if not prompt_is(widget, "choose_action")():
            return False
        hand = controller.state.view(0)["players"][0]["hand"]
        for buy in (a for a in controller.legal_actions(0) if a.kind == "buy"):
            after = legal_after(controller, buy)
            for card in hand:
                twins = [c["uid"] for c in hand if (c["card"], c.get("copy"), c["value"]) ==
                         (card["card"], card.get("copy"), card["value"])]
                if len(twins) > 1 and Action("pay", (min(twins),)) in after:
                    return True
        return False

    play_until(widget, twins_can_pay)
    hand = widget.current_view["players"][0]["hand"]
    buy, twins = next((b, t) for b in controller.legal_actions(0) if b.kind == "buy" for t in (
        [c["uid"] for c in hand if (c["card"], c.get("copy"), c["value"]) == (card["card"], card.get("copy"),
                                                                               card["value"])] for card in hand)
        if len(t) > 1 and Action("pay", (min(t),)) in legal_after(controller, b))
    pays = [a for a in legal_after(controller, buy) if a.kind == "pay"]
    assert len(pays) == len({(c["card"], c.get("copy"), c["value"]) for c in hand if c["uid"] in
                             {int(a.args[0]) for a in pays}})  # one payment choice per kind of card
    drag = widget.scene.drag
    drag.pick(f"hand:{max(twins)}")  # the copy the engine does not name
    drag.click_target(f"market:{buy.args[0]}")
    qtbot.waitUntil(lambda: len(controller.match.moves) >= 2 and controller.match.moves[-1][1].kind == "pay",
                    timeout=2000)
    assert controller.match.moves[-2:] == [(0, buy), (0, Action("pay", (min(twins),)))]
    board = board_of(widget)
    labels = [board.describe_action(a, widget.current_view) for a in controller.legal_actions(0)]
    assert len(labels) == len(set(labels))  # the actions list names each payment once
    left = [u for u in twins if u != min(twins)]
    pay = next((a for a in controller.legal_actions(0) if a.kind == "pay" and int(a.args[0]) == min(left)), None)
    if len(left) > 1 and pay is not None:  # the rest still pay alike, by a click on any of them
        assert all(widget.scene.drag.click_actions[f"hand:{u}"] == [pay] for u in left)


def test_a_click_on_a_market_card_starts_the_purchase_without_paying(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    controller = widget.controller
    play_until(widget, lambda: prompt_is(widget, "choose_action")() and any(
        a.kind == "buy" for a in controller.legal_actions(0)))
    drag = widget.scene.drag
    buy = next(a for a in controller.legal_actions(0) if a.kind == "buy")
    drag.pick(f"hand:{hand_uids(widget)[0]}")
    drag.release()  # the card was put down again: a later click on the market card pays nothing
    drag.click_target(f"market:{buy.args[0]}")
    qtbot.wait(20)
    assert controller.match.moves[-1] == (0, buy)
    assert widget.current_view["prompt"]["params"]["paid"] == 0


def legal_after(controller: Any, action: Action) -> list[Action]:
    """The legal actions of seat 0 once ``action`` is played, on a copy of the state."""
    state = controller.state.clone()
    state.apply(0, action)
    return state.legal_actions(0)


def test_a_purchase_reads_as_one_log_line_without_a_line_per_paid_card(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    controller = widget.controller
    play_until(widget, lambda: any(e.code == "card_bought" for step in controller.match.history for e in step.events))
    widget.refresh()
    lines = widget.log.lines()
    assert any("bought" in line and "paying with" in line for line in lines)
    assert not any("Pay with" in line for line in lines)


def test_an_illegal_drop_is_refused_with_a_reason_and_changes_nothing(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    controller = widget.controller
    play_until(widget, prompt_is(widget, "choose_action"))
    drag = widget.scene.drag
    junk = next(c["uid"] for c in widget.current_view["players"][0]["hand"] if c["card"] == "junk")
    before = list(controller.match.moves)
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000) as blocker:
        assert not drag.finish(f"hand:{junk}", "play")
    assert blocker.args == ["Junk cannot be played."]
    assert controller.match.moves == before
    assert "Junk cannot be played." in widget.prompt.text()


def test_building_a_stack_by_dragging_cards_onto_the_next_stall_slot(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=7)
    controller = widget.controller
    play_until(widget, prompt_is(widget, "build_stack"), seed=7)
    drag = widget.scene.drag
    stack = next(a for a in controller.legal_actions(0) if a.kind == "stack")
    assert {m.target_id for m in drag.moves if m.action == stack} == {"stall:next"}
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        assert drag.finish(f"hand:{stack.args[0]}", "stall:next")
    assert controller.match.moves[-1] == (0, stack)
    # the chosen card now lies in the stall slot, not in the hand
    assert f"hand:{stack.args[0]}" not in drag.pieces
    assert any(isinstance(i, DaleCardItem) and i.piece_id == f"stall:{stack.args[0]}" for i in widget.scene.items())
    confirm = Action("confirm")
    if confirm in controller.legal_actions(0):
        with qtbot.waitSignal(controller.state_changed, timeout=2000):
            drag.click_target("button:confirm")
        assert controller.match.moves[-1] == (0, confirm)
        assert len(widget.current_view["players"][0]["stall"]) >= 1
    board_of(widget)


def test_dropping_a_hand_card_onto_the_stall_starts_the_stack_with_that_card(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=7)
    controller = widget.controller

    def stackable() -> bool:
        if not prompt_is(widget, "choose_action")() or Action("build") not in controller.legal_actions(0):
            return False
        return any(a.kind == "stack" for a in legal_after(controller, Action("build")))

    play_until(widget, stackable, seed=7)
    widget.refresh()
    drag = widget.scene.drag
    first = next(a for a in legal_after(controller, Action("build")) if a.kind == "stack")
    drag.click_piece(f"hand:{first.args[0]}")
    drag.click_target("stall:next")
    qtbot.waitUntil(lambda: controller.match.moves[-1] == (0, first), timeout=2000)
    assert controller.match.moves[-2] == (0, Action("build"))
    assert any(isinstance(i, DaleCardItem) and i.piece_id == f"stall:{first.args[0]}" for i in widget.scene.items())


def test_a_looked_at_card_is_chosen_from_the_tray(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"), seed=1)
    controller = widget.controller
    play_until(widget, prompt_is(widget, "spyglass_keep", "special_offer_keep", "sabotage_throw"), seed=3)
    drag = widget.scene.drag
    picks = controller.legal_actions(0)
    assert picks and all(a.kind == "pick" for a in picks)
    for pick in picks:
        assert drag.click_actions[f"tray:{pick.args[0]}"] == [pick]
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        drag.click_piece(f"tray:{picks[0].args[0]}")
    assert controller.match.moves[-1] == (0, picks[0])
    board_of(widget)


def test_another_player_is_chosen_by_a_click_on_that_player(screen, qtbot) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human", "human"), seed=2)
    controller = widget.controller
    targets = ("whirligig_target", "gamble_target", "blindfold_opponent", "rotten_food_target",
               "dirty_exchange_target", "sabotage_target", "treasure_hunter_target", "nuisance_targets")
    play_until(widget, prompt_is(widget, *targets), seed=2, keen=("play", "buy", "pay", "confirm"))
    drag = widget.scene.drag
    choice = next(a for a in controller.legal_actions(0) if a.kind == "target")
    assert drag.click_actions[f"player:{choice.args[0]}"] == [choice]
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        drag.click_target(f"player:{choice.args[0]}")
    assert controller.match.moves[-1] == (0, choice)
    board_of(widget)


def test_nothing_secret_is_drawn_for_nobody(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    state = RULESET.new_game(GameConfig(2, 5))
    view = state.view(None)
    scene = TableScene()
    board.build(scene, view, [], None)
    assert board.moves(view, [], None) == []
    cards = [i for i in scene.items() if isinstance(i, DaleCardItem)]
    assert not any(c.piece_id.startswith(("hand:", "tray:")) for c in cards)
    shown = {c.piece_id for c in cards if not c.look.face_down}
    market = {f"market:{c['uid']}" for c in view["market"] if c}
    assert shown <= market | {c.piece_id for c in cards if c.piece_id.startswith(("stall:", "discard:", "mdiscard:"))}
    assert hidden_hand_cards(scene) >= 10  # both hands, as backs or a fanned pile with its count


def test_every_event_and_prompt_code_has_its_own_sentence(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    for code, params in EVENT_SAMPLES.items():
        event = Event(code, params, seat=0)
        text = board.describe_event(event, view)
        assert text and text != Board.describe_event(board, event, view), code
        assert humanize(code) not in text and "%" not in text and "{" not in text, code
    assert board.describe_event(Event("card_bought", EVENT_SAMPLES["card_bought"], seat=0), view) == (
        "Eva bought Spyglass for 7, paying with Junk, Junk.")
    for code, params in PROMPT_SAMPLES.items():
        prompt = {"code": code, "params": params}
        text = board.prompt_text(prompt, view)
        assert text and text != Board.prompt_text(board, prompt, view) and "%" not in text, code
    assert board.prompt_text({"code": "rotten_food_card", "params": {"seat": 0, "target": 1}}, view) == (
        "Rotten Food: click the card to put on Tom's deck")
    assert board.category_label("stacks") == "Stacks in the stall"
    assert board.category_label("win") == "Stall complete"


def test_the_log_names_hand_cards_only_to_their_owner(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    view = RULESET.new_game(GameConfig(2, 3)).view(0)
    card = view["players"][0]["hand"][0]
    name = board.words.name(card["card"])
    board.viewer = 0
    assert board.describe_action(Action("pay", (card["uid"],)), view) == f"Pay with {name} ({card['value']})"
    assert board.describe_action(Action("discard", (card["uid"],)), view) == f"Discard {name}"
    board.viewer = 1
    assert board.describe_action(Action("pay", (card["uid"],)), view) == "Pay with a card"
    assert board.describe_action(Action("discard", (card["uid"],)), view) == "Discard a card"
    assert board.action_is_public(0, Action("pay", (card["uid"],)), 1)


def test_unknown_codes_fall_back_to_the_generic_words(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    assert board.describe_event(Event("comet_fell", {"count": 2}, seat=1), view) == "Tom: Comet fell (count 2)"
    assert board.prompt_text({"code": "comet_watch", "params": {}}, view) == "Comet watch"
    assert board.describe_action(Action("wish", (3,)), view) == "Wish: 3"
    assert board.category_label("comets") == "Comets"


def test_card_text_on_hover_in_the_interface_language(qapp) -> None:  # noqa: ANN001
    board = BOARD(context("cs"))
    tip = board.words.tooltip({"uid": 1, "card": "spyglass", "value": 4})
    assert f"<b>{CARDS['spyglass']['names']['cs']}</b>" in tip and DECKS["macaws"]["names"]["cs"] in tip
    board = BOARD(context("en"))
    install_language("en")
    tip = board.words.tooltip({"uid": 1, "card": "spyglass", "value": 5})
    assert "<b>Spyglass</b>" in tip and "Snappy Scarlet Macaws" in tip and "top 3 cards" in tip
    assert "Its value this turn: 5" in tip
    copy = board.words.tooltip({"uid": 2, "card": "reflection", "value": 4, "copy": "spyglass"})
    assert "This turn it copies Spyglass" in copy


def _check_reachable(players: int, seed: int, steps: int) -> set[str]:
    board = BOARD(context())
    scene = TableScene()
    state = RULESET.new_game(GameConfig(players, seed))
    rng = random.Random(seed)
    checked: set[str] = set()
    for step in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        if step % 4 == 0 or state.frame is not None:
            view = state.view(seat)
            board.viewer = seat
            scene.clear_table()
            board.build(scene, view, actions, seat)
            moves = board.moves(view, actions, seat)
            reachable = {m.action for m in moves} | {a for listed in scene.drag.click_actions.values() for a in listed}
            assert set(actions) <= reachable, [a.key for a in actions if a not in reachable]
            assert all(m.piece_id in scene.drag.pieces and m.target_id in scene.drag.targets for m in moves)
            checked |= {a.kind for a in actions}
        keen = [a for a in actions if a.kind in ("play", "build", "stack", "confirm", "copy", "pay", "buy")]
        state.apply(seat, rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(actions))
    return checked


def test_every_legal_action_is_a_gesture_or_a_click_on_the_board(qapp) -> None:  # noqa: ANN001
    """A newcomer can play with the mouse alone: each legal action is a drag or a click on the table."""
    install_language("en")
    checked = _check_reachable(2, 21, 500) | _check_reachable(3, 5, 300)
    assert {"buy", "pay", "confirm", "cancel", "play", "build", "stack", "inventory", "discard", "done",
            "pick", "target"} <= checked


def test_every_action_of_a_real_game_reads_as_words(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    state = RULESET.new_game(GameConfig(2, 9))
    rng = random.Random(9)
    seen: set[str] = set()
    for _ in range(1500):
        if state.is_over():
            break
        seat = state.to_move()[0]
        view = state.view(seat)
        board.viewer = seat
        actions = state.legal_actions(seat)
        for action in actions:
            text = board.describe_action(action, view)
            assert text and "%" not in text and ":" not in text, action.key
        for event in state.apply(seat, rng.choice(actions)):
            seen.add(event.code)
            text = board.describe_event(event, view)
            assert text and "%" not in text and humanize(event.code) not in text, event.code
        assert "%" not in board.seat_summary(state.view(0), 0)
    assert {"card_bought", "turn_started", "market_refilled"} <= seen


def test_reasons_name_the_rule_that_forbids_the_drop(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    board.viewer = 0
    view = RULESET.new_game(GameConfig(2, 1)).view(0)
    view["to_move"] = [0]
    view["players"][0]["hand"] = [{"uid": 90, "card": "cookies", "value": 2}, JUNK,
                                  {"uid": 91, "card": "spyglass", "value": 4}]
    assert board.explain_rejection("hand:90", "play", view) == (
        "Cookies is a passive card: it works from your hand and is never played.")
    # pressed when it cannot move: why; a card that could move, dropped beside every place: the shell's words
    assert board.explain_rejection("hand:40", "", view) == "Junk cannot be played."
    board.shown_actions, board.shown_seat = [Action("play", (91,))], 0
    assert board.explain_rejection("hand:91", "", view) is None
    view["prompt"] = {"code": "build_stack", "params": {"stack": 1, "total": 0}}
    view["phase"] = "build"
    view["active"] = 0
    assert board.explain_rejection("hand:40", "stall:next", view) == (
        "Junk may go into a stack only together with a Stashing Vendor.")
    assert board.explain_rejection("hand:91", "stall:next", view) == (
        "With Spyglass the stack would be worth 4, but stack 1 must be worth exactly 1.")
    view["prompt"] = {"code": "pay", "params": {"slot": 2, "price": 5, "paid": 0}}
    assert board.explain_rejection("hand:91", "market:0", view).startswith("Pay by dropping cards onto the card")
    board.viewer = 1
    assert board.explain_rejection("hand:91", "market:2", view) == "It is not your turn."


def test_a_whole_game_against_ai_seats_with_the_board_attached(screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("KONTOR_AI_ITERATIONS", "60")
    errors: list[str] = []
    # one round under the round cap keeps the test short; the cap ends the game as a draw
    widget = screen(kinds=("ai", "ai"), seed=12, ai_delay_ms=0, options={"max_rounds": 1})
    widget.controller.error_raised.connect(errors.append)
    if not widget.controller.is_over():
        with qtbot.waitSignal(widget.controller.game_over, timeout=60_000):
            pass
    assert errors == []
    board_of(widget)
    assert widget.controller.is_over() and widget.current_view["over"]
    assert len(widget.controller.match.moves) > 10
    assert not widget.scene.drag.moves


def test_a_chameleon_copies_by_being_dragged_onto_the_card_it_copies(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    scene = TableScene()
    state = RULESET.new_game(GameConfig(2, 1))
    rng = random.Random(1)
    for _ in range(3000):
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        copies = [a for a in actions if a.kind == "copy"]
        if copies:
            break
        keen = [a for a in actions if a.kind in ("build", "stack", "confirm", "buy", "pay", "play")]
        state.apply(seat, rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(actions))
    else:
        pytest.fail("no Chameleon could copy in this game")
    view = state.view(seat)
    board.viewer = seat
    board.build(scene, view, actions, seat)
    scene.drag.set_moves(board.moves(view, actions, seat))
    for copy in copies:
        chameleon, original = copy.args
        target = board.card_targets[original]
        assert target in scene.drag.targets
        assert scene.drag.actions_for(f"hand:{chameleon}", target) == [copy]
        scene.drag.pick(f"hand:{chameleon}")
        assert scene.drag.targets[target].highlight == "lit"
        scene.drag.release()
    assert board.describe_action(copies[0], view).startswith("Let ")


def test_the_hot_seat_handover_shows_no_hand(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human"))
    controller = widget.controller

    def nothing_secret() -> None:
        assert widget.viewer is None  # the next person has not sat down yet
        drag = widget.scene.drag
        assert not [p for p in drag.pieces if p.startswith(("hand:", "tray:"))] and not drag.moves
        cards = [i for i in widget.scene.items() if isinstance(i, DaleCardItem)]
        assert all(i.look.face_down for i in cards if i.piece_id.startswith("back:"))
        assert hidden_hand_cards(widget.scene) >= 10  # both hands, as backs or a fanned pile with its count
        board_of(widget)

    nothing_secret()
    widget.reveal()
    seat = controller.state.to_move()[0]
    assert widget.viewer == seat and any(p.startswith("hand:") for p in widget.scene.drag.pieces)
    controller.blockSignals(True)
    while controller.state.to_move() == [seat]:
        actions = controller.legal_actions(seat)
        controller.submit(next((a for a in actions if a.kind in ("inventory", "done")), actions[-1]), seat)
    controller.blockSignals(False)
    controller.state_changed.emit()
    nothing_secret()


def test_pressing_a_card_that_cannot_move_says_why_and_does_not_pan_the_table(screen, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    widget = screen(kinds=("human", "human"), seed=7)
    controller = widget.controller
    drag = widget.scene.drag

    def stuck_card() -> bool:
        if not prompt_is(widget, "pay")():
            return False
        widget.refresh()
        if widget.viewer is None:
            widget.reveal()
        return bool(stuck_pieces())

    def stuck_pieces() -> list[str]:
        return [p for p in drag.pieces if p.startswith("hand:") and not drag.is_interactive(p)]

    play_until(widget, stuck_card, seed=7)
    widget.show()
    piece = stuck_pieces()[0]
    stuck = int(piece.split(":")[1])
    item = drag.pieces[piece]
    view = widget.board_view
    view.zoom(2.0)  # zoomed in, so a press that reaches the view would pan the table
    view.centerOn(item)
    scroll = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    at = view.mapFromScene(item.mapToScene(QPointF(20, 20)))
    port = view.viewport()
    before = list(controller.match.moves)
    home = item.pos()
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000) as blocker:
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        QTest.mouseMove(port, at + QPoint(60, -40))
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(60, -40))
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)  # it lifted and slid back
    name = widget.board.words.card(widget.board.words.find(widget.current_view, stuck))
    assert name in blocker.args[0] and "payment" in blocker.args[0]
    assert blocker.args[0] in widget.prompt.text()
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    assert controller.match.moves == before


def test_at_four_players_hovering_a_small_stack_shows_it_readable(qapp) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    from gui.boards.dale.items import PeekSlotItem
    from gui.boards.layout import board_layout

    install_language("en")
    seats = [SeatSetup(n, c) for n, c in zip(("Eva", "Tom", "Ida", "Ole"), ("blue", "orange", "green", "vermilion"),
                                             strict=True)]
    board = BOARD(BoardContext(RULESET, seats))
    state = RULESET.new_game(GameConfig(4, 3))
    rng = random.Random(3)
    while not state.view(0)["players"][1]["stall"]:
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        keen = [a for a in actions if a.kind in ("build", "stack", "confirm")]
        state.apply(seat, rng.choice(keen) if keen and rng.random() < 0.8 else rng.choice(actions))
    scene = TableScene()
    board.viewer = 0
    view = state.view(0)
    board.build(scene, view, [], 0)
    slot = scene.drag.targets["stall:1:1"]
    assert isinstance(slot, PeekSlotItem) and slot.sceneBoundingRect().width() < 60
    slot.hoverEnterEvent(QGraphicsSceneHoverEvent())
    shown = [i for i in scene.items() if isinstance(i, DaleCardItem) and i.piece_id.startswith("peek:")]
    first = view["players"][1]["stall"][0]
    assert {i.piece_id for i in shown} == {f"peek:{c['uid']}" for c in first}
    assert all(i.sceneBoundingRect().width() >= board_layout("dale", 4).rect("card").width() for i in shown)
    slot.hoverLeaveEvent(QGraphicsSceneHoverEvent())
    assert not [i for i in scene.items() if isinstance(i, DaleCardItem) and i.piece_id.startswith("peek:")]


def test_a_game_ended_by_the_round_cap_says_so_on_the_table(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    state = RULESET.new_game(GameConfig(2, 4, {"max_rounds": 1}))
    rng = random.Random(4)
    events: list[Event] = []
    while not state.is_over():
        seat = state.to_move()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.winners() == []
    scene = TableScene()
    board.viewer = 0
    view = state.view(0)
    board.build(scene, view, [], 0)
    texts = " ".join(getattr(i, "text", "") or "" for i in scene.items() if isinstance(getattr(i, "text", ""), str))
    labels = " ".join(i.toHtml() for i in scene.items() if hasattr(i, "toHtml"))
    assert "round limit" in texts + labels
    notice = [board.big_moment(e, view) for e in events if e.code == "game_abandoned"]
    assert notice == ["The round limit is reached: the game ends without a winner."]


def test_a_click_on_a_strip_opens_that_players_whole_area_and_a_click_closes_it(screen, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from gui.scene.opener import OpenerItem

    widget = screen(kinds=("human", "ai", "ai"), seed=4)
    widget.show()
    play_until(widget, lambda: prompt_is(widget, "choose_action")() and bool(
        widget.controller.state.view(0)["players"][1]["stall"]) and bool(
        widget.controller.state.view(0)["players"][1]["discard"]))
    widget.refresh()
    if widget.viewer is None:
        widget.reveal()
    view, drag = widget.current_view, widget.scene.drag
    targets, moves = set(drag.targets), list(drag.moves)
    strip = drag.targets["player:1"]
    port = widget.board_view.viewport()

    def click(item: Any) -> None:
        at = widget.board_view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)

    name = next(i for i in widget.scene.items() if getattr(i, "text", "") == "Tom" and i.parentItem() is strip)
    click(name)
    qtbot.waitUntil(lambda: widget.board.opened_seat == 1, timeout=2000)
    qtbot.waitUntil(lambda: any(isinstance(i, DaleCardItem) and i.piece_id.startswith("opened:")
                                for i in widget.scene.items()), timeout=2000)
    tom = view["players"][1]
    opened = {i.piece_id for i in widget.scene.items() if isinstance(i, DaleCardItem)
              and i.piece_id.startswith("opened:")}
    # his stall's cards and his whole discard pile, drawn like one's own; his hand only as backs
    assert {f"opened:{c['uid']}" for stack in tom["stall"] for c in stack} <= opened
    assert {f"opened:{c['uid']}" for c in tom["discard"]} <= opened
    backs = [i for i in widget.scene.items() if isinstance(i, DaleCardItem) and i.piece_id.startswith("back:1:")]
    assert len(backs) == min(tom["hand_count"], 8) and all(b.look.face_down for b in backs)
    assert "hand" not in tom
    # looking changes no move: the same drop places and gestures, none on his area
    assert set(widget.scene.drag.targets) == targets and widget.scene.drag.moves == moves
    closer = next(i for i in widget.scene.items() if isinstance(i, OpenerItem) and i.toolTip() == "Close Tom's area")
    click(closer)
    qtbot.waitUntil(lambda: widget.board.opened_seat is None, timeout=2000)
    qtbot.waitUntil(lambda: not any(isinstance(i, DaleCardItem) and i.piece_id.startswith("opened:")
                                    for i in widget.scene.items()), timeout=2000)
    assert any(p.startswith("hand:") for p in widget.scene.drag.pieces)


def test_the_legend_names_every_animal_in_play_with_its_colour_and_cue(qapp) -> None:  # noqa: ANN001
    install_language("en")
    board = BOARD(context())
    view = RULESET.new_game(GameConfig(3, 2)).view(0)
    entries = {entry.symbol: entry for entry in board.legend(view)}
    palette = board.colour_palette()
    for deck in [*view["decks"], "junk"]:
        colour, cue = palette[deck]
        assert entries[cue].colour == colour and board.words.deck(deck) in entries[cue].meaning
    assert len({cue for _colour, cue in palette.values()}) == len(palette)  # no two animals share a cue
    for icon in ("→", "✕", "⇄", "=", "⚂", "◀", "+4", "≈"):
        assert entries[icon].meaning


def test_every_decision_is_made_with_the_hand_in_sight_so_the_screen_is_handed_over(qapp) -> None:  # noqa: ANN001
    board = BOARD(context())
    state = RULESET.new_game(GameConfig(2, 1))
    assert board.secret_decision(state.view(state.to_move()[0])) is True

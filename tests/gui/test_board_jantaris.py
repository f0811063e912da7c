"""The Jantaris board: its pieces and targets, drags that play moves, refusals with reasons, the secret vote
behind the hot-seat handover, words for every code, and whole games played through the board to the score screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from engine.games.jantaris.data import CONTROL_DISTRICTS, LOC_INDEX, NUM_DISTRICTS
from gui.app import MainWindow
from gui.boards import board_class
from gui.boards.base import Board, BoardContext
from gui.boards.jantaris import BOARD
from gui.boards.jantaris.items import SeatChipsItem
from gui.boards.jantaris.words import DISTRICT_NAMES, ITEMS, VOTE_NAMES
from gui.scene.text import TextItem
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from gui.widgets.log_story import compose_log
from tests.gui.boards import (
    ScreenMaker,
    drive,
    play_hot_seat_to_the_score_screen,
    play_one_person_and_two_ais_to_the_score_screen,
    real_board,
)

RULESET = games.get("jantaris")
PROMPT_CODES = ("setup", "start_order", "cloak", "sceptre", "goods", "city", "market", "guild", "guild_more", "book",
                "auction_choose", "opening_bid", "auction_bid", "pay", "refund", "picklocks", "charter", "dagger",
                "token", "vote", "mask", "black_market", "influence", "influence_in", "influence_out",
                "recruit_any", "recruit_adjacent", "expel_side", "travel_map", "old_coins", "market_move", "claim",
                "game_over")
EVENT_CODES = ("merchants_placed", "merchants_removed", "merchants_moved", "goods_gained", "goods_paid",
               "goods_taken", "goods_lost", "prestige_gained", "turn_started", "item_used", "city_visited",
               "effect_lost", "display_swapped", "display_refilled", "items_revealed", "auction_opened", "bid_raised",
               "bid_matched", "bid_dropped", "auction_won", "item_bought", "token_moved", "vote_cast",
               "votes_revealed", "vote_resolved", "expelled", "great_market_opened", "great_market_sale",
               "great_market_closed", "control_claimed", "control_revealed", "game_over")
SAMPLE_PARAMS: dict[str, Any] = {
    "seat": 1, "placed": "taira", "items": ["dagger", "sceptre"], "count": 2, "source": "deal", "max": 2, "done": 1,
    "number": 2, "may_pass": True, "item": "dagger", "minimum": 4, "bid": 5, "leader": 2, "match_only": True,
    "amount": 3, "reason": "auction", "left": 1, "seats": [0, 1], "card": "influence", "district": "taira",
    "goods": 3, "prestige": 2, "cards": ["control_1"], "winners": [1], "location": "taira", "from": "kesrit",
    "to": "taira", "colour": "red", "red": 1, "black": 2, "victim": 0, "amount_": 1, "total": 7, "round": 3,
    "place": "bazaar", "new": "sceptre", "forced": True, "token": "red", "votes": ["deal", "influence", "deal"],
    "by": 0, "old_coins": True,
}


def context(language: str = "en") -> BoardContext:
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange"), SeatSetup("Ida", "green")]
    return BoardContext(RULESET, seats, language=language)


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai", "ai"), seed=3, **more: maker(kinds, seed, **more)
    maker.close()


def board_of(widget: GameScreen) -> BOARD:
    return real_board(widget, BOARD)


def until_prompt(widget: GameScreen, *codes: str, seat: int = 0, seed: int = 1, limit: int = 6000,
                 keen: tuple[str, ...] = ()) -> None:
    """Random moves for every seat (moves with a ``keen`` key preferred) until ``seat`` is to decide one of ``codes``."""
    state = widget.controller.state

    def done(_seat: int, _actions: list[Action]) -> bool:
        return seat in state.to_move() and state.view(seat)["prompt"]["code"] in codes

    def pick(controller: Any, mover: int, actions: list[Action], rng: random.Random) -> Action | None:
        preferred = [a for a in actions if a.key in keen or a.kind in keen]
        return rng.choice(preferred) if preferred else None

    drive(widget, done, pick, seed, limit, reveal=True)


def texts_on_table(widget: GameScreen) -> str:
    found = []
    for item in widget.scene.items():
        if isinstance(item, TextItem):
            found.append(item.text)
        title = getattr(item, "title", None)
        if isinstance(title, str):
            found.append(title)
    return " | ".join(found)


def descendants(item: Any) -> Iterator[Any]:
    for child in item.childItems():
        yield child
        yield from descendants(child)


def strip_texts(widget: GameScreen, seat: int) -> str:
    """The words on ``seat``'s strip beside the track (its name, items, vote)."""
    strip = widget.scene.drag.targets[f"seat:{seat}"]
    return " | ".join(item.text for item in descendants(strip) if isinstance(item, TextItem))


# --- tests ------------------------------------------------------------------------------------------------

def test_the_shell_finds_the_board() -> None:
    assert board_class("jantaris") is BOARD
    assert issubclass(BOARD, Board)


def test_the_opening_shows_the_ring_the_square_and_drags_from_the_supply(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "setup")
    board_of(widget)
    drag = widget.scene.drag
    view = widget.current_view
    ids = [loc["id"] for loc in view["locations"]]
    assert {f"loc:{i}" for i in ids} <= set(drag.targets) and len(ids) == NUM_DISTRICTS + 1
    assert {"token:red", "token:black", "supply:0", "market:red", "market:black"} <= set(drag.pieces)
    places = [a for a in widget.current_actions if a.kind == "place"]
    assert drag.targets_of("supply:0") == {f"loc:{a.args[0]}" for a in places}
    # the districts stand in ring order around the square: neighbours are next to each other
    centres = [drag.targets[f"loc:{i}"].sceneBoundingRect().center() for i in ids[:NUM_DISTRICTS]]
    square = drag.targets["loc:square"].sceneBoundingRect().center()
    gaps = [(centres[k] - centres[(k + 1) % NUM_DISTRICTS]).manhattanLength() for k in range(NUM_DISTRICTS)]
    far = [(centres[k] - centres[(k + 5) % NUM_DISTRICTS]).manhattanLength() for k in range(NUM_DISTRICTS)]
    assert max(gaps) < min(far)
    assert all(abs((c - square).manhattanLength()) > 150 for c in centres)
    target = f"loc:{places[0].args[0]}"
    assert drag.finish("supply:0", target)
    assert widget.controller.match.history[-1].action == places[0]
    assert "merchant:0:" + str(places[0].args[0]) in widget.scene.drag.pieces


def test_a_second_opening_merchant_on_the_same_district_is_refused_with_the_reason(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human", "human"))
    until_prompt(widget, "setup")
    first = widget.current_actions[0]
    assert widget.scene.drag.finish("supply:0", f"loc:{first.args[0]}")
    if widget.viewer is None:
        widget.reveal()
    state = widget.controller.state
    # a seat places both opening merchants in a row
    assert state.to_move() == [0] and state.view(0)["prompt"]["params"]["placed"] == first.args[0]
    reasons: list[str] = []
    widget.scene.drag.drop_rejected.connect(reasons.append)
    assert not widget.scene.drag.finish("supply:0", f"loc:{first.args[0]}")
    assert reasons == ["Your two opening merchants go into two different districts."]
    assert "two different districts" in widget.prompt.text()


def test_guild_tokens_are_dragged_into_free_districts_and_never_back_to_the_square(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "token")
    drag = widget.scene.drag
    actions = widget.current_actions
    for token in ("red", "black"):
        wanted = {f"loc:{a.args[1]}" for a in actions if a.args[0] == token}
        assert drag.targets_of(f"token:{token}") == wanted
        assert "loc:square" not in wanted
    reasons: list[str] = []
    drag.drop_rejected.connect(reasons.append)
    assert not drag.finish("token:red", "loc:square")
    assert reasons[-1] == "A guild token never returns to the square."
    move = actions[0]
    assert drag.finish(f"token:{move.args[0]}", f"loc:{move.args[1]}")
    assert widget.controller.match.history[-1].action == move
    assert widget.controller.state.view(None)["tokens"][str(move.args[0])] == move.args[1]


def test_the_city_places_are_clicked_and_the_marketplace_goods_dragged(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "city")
    drag = widget.scene.drag
    for place in ("market", "guild", "bazaar"):
        assert Action("visit", (place,)) in drag.click_actions[f"visit:{place}"]
        assert drag.targets[f"visit:{place}"].highlight == "lit"
    drag.click_target("visit:market")
    if widget.controller.state.view(0)["prompt"]["code"] != "market":
        pytest.skip("no room for goods")
    takes = [a for a in widget.current_actions if a.kind == "take"]
    assert {m.target_id for m in widget.scene.drag.moves} == {"seat:0"}
    assert {m.action for m in widget.scene.drag.moves} == set(takes)
    before = widget.current_view["players"][0]["goods"]["red"]
    red = [a for a in takes if a.args[0] == "red"]
    if len(red) == 1:
        assert widget.scene.drag.finish("market:red", "seat:0")
        assert widget.controller.state.view(0)["players"][0]["goods"]["red"] == before + 1


def test_the_auction_shows_the_bid_who_is_in_and_plays_raise_and_drop(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "auction_bid", seed=2, keen=("visit:market", "take", "visit:bazaar", "auction", "bid"))
    view = widget.current_view
    auction = view["auction"]
    text = texts_on_table(widget)
    assert f"bid {auction['bid']}" in text
    # who is still in: a chip per seat with its letter, crossed out once out; the names on hover
    chips = next(item for item in widget.scene.items() if isinstance(item, SeatChipsItem))
    context = widget.board.context
    assert chips.seats == [(context.seat_letter(s), context.seat_colour(s), s in auction["in"]) for s in range(3)]
    assert "still in: " + ", ".join(context.seat_name(s) for s in auction["in"]) in chips.toolTip()
    drag = widget.scene.drag
    bids = [a for a in widget.current_actions if a.kind == "bid"]
    for bid in bids[:12]:
        assert drag.click_actions[f"button:{bid.key}"] == [bid]
    drop = Action("drop")
    assert drag.click_actions[f"button:{drop.key}"] == [drop]
    labels = [widget.board.describe_action(b, view) for b in bids]
    if view["prompt"]["params"]["match_only"]:
        assert labels == [f"Match the bid of {auction['bid']}"]
    else:
        assert all(label.startswith("Raise to ") for label in labels)
    drag.click_target(f"button:{drop.key}")
    assert widget.controller.match.history[-1].action == drop


def test_auction_bids_pass_between_people_without_covering_the_table(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human", "human"))
    controller = widget.controller
    state = controller.state

    def two_bidders(seat: int, _actions: list[Action]) -> bool:
        view = state.view(None)
        return view["prompt"]["code"] == "auction_bid" and len(view["auction"]["in"]) >= 2

    drive(widget, two_bidders, lambda c, s, a, rng: None, 4, 6000, reveal=True)
    bidder = widget.viewer
    assert bidder is not None and widget.centre.currentWidget() is widget.board_view
    raise_bid = next(a for a in widget.current_actions if a.kind == "bid")
    widget.scene.drag.click_target(f"button:{raise_bid.key}")
    assert controller.match.history[-1].action == raise_bid
    # everything on the table is public during the auction: the next person bids on the same table
    following = controller.human_seats_to_move()[0]
    assert following != bidder
    assert widget.centre.currentWidget() is widget.board_view and widget.viewer == following


def test_the_vote_is_chosen_behind_the_handover_and_never_shown_to_the_next_person(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human", "human"))
    controller = widget.controller
    state = controller.state
    drive(widget, lambda _s, _a: state.view(None)["prompt"]["code"] == "vote" and len(state.to_move()) == 3,
          lambda c, s, a, rng: None, 1, 3000, reveal=True)
    voters = controller.human_seats_to_move()
    assert len(voters) == 3 and widget.viewer == voters[0]
    first, second = voters[0], voters[1]
    drag = widget.scene.drag
    assert {p for p in drag.pieces if p.startswith("vote:")} == {f"vote:{v}" for v in VOTE_NAMES}
    drag.click_piece("vote:black_market")
    assert state.view(first)["players"][first]["vote"]["card"] == "black_market"
    # the table is covered for the next person, then shows only what that person may see
    assert widget.viewer is None and widget.centre.currentWidget() is widget.handover
    assert "Black Market" not in texts_on_table(widget)
    widget.reveal()
    assert widget.viewer == second
    assert not any(p.startswith("myvote:") for p in widget.scene.drag.pieces)
    assert "vote chosen" in strip_texts(widget, first)
    assert not any("Black Market" in strip_texts(widget, seat) for seat in range(3))
    log = [line.text for line in compose_log(widget.board, controller.match.history, ["Eva", "Tom", "Ida"],
                                             [0] * len(controller.match.history), controller.step_views,
                                             widget.current_view, second)]
    assert not any("Black Market" in line for line in log) and any("has chosen a vote card" in line for line in log)
    # the second person's own choice stays theirs; all cards show once everybody has voted
    widget.scene.drag.click_piece("vote:deal")
    assert widget.viewer is None and widget.centre.currentWidget() is widget.handover
    widget.reveal()
    third = widget.viewer
    assert third not in (first, second)
    assert "vote chosen" in strip_texts(widget, second)
    assert not any(card in strip_texts(widget, seat) for seat in range(3) for card in ("Deal", "Black Market"))
    widget.scene.drag.click_piece("vote:influence")
    revealed = next(e for e in controller.match.history[-1].events if e.code == "votes_revealed")
    votes = revealed.params["votes"]
    assert (votes[first], votes[second], votes[third]) == ("black_market", "deal", "influence")


def test_refused_drops_say_why(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "guild")
    view = widget.current_view
    reasons: list[str] = []
    widget.scene.drag.drop_rejected.connect(reasons.append)
    drag = widget.scene.drag
    blocked = next((loc["id"] for loc in view["locations"] if loc["tokens"]), None)
    if blocked is not None and view["players"][0]["supply"]:
        assert not drag.finish("supply:0", f"loc:{blocked}")
        assert reasons[-1] == "No merchant may be placed in or moved into a place where a guild token stands."
    assert not drag.finish("token:red", "loc:taira")
    assert reasons[-1].startswith("The guild tokens move in the diplomacy phase.")
    other = next(p for p in drag.pieces if p.startswith("merchant:") and not p.startswith("merchant:0:"))
    assert not drag.finish(other, "seat:0")
    assert reasons[-1] == "You may move only your own merchants."
    assert not drag.finish("control:" + view["control"]["display"][0]["id"], "seat:0")
    assert reasons[-1].startswith("Control cards are claimed in the market-control phase.")


def dominate(state: Any, seat: int, card: int) -> None:
    """Give ``seat`` two merchants more than anyone in each district of control card ``card`` (from its supply)."""
    for d in CONTROL_DISTRICTS[card]:
        want = max(n for s, n in enumerate(state.merchants[d]) if s != seat) + 2
        add = max(0, want - state.merchants[d][seat])
        state.merchants[d][seat] += add
        state.supply[seat] -= add


def test_control_cards_are_claimed_by_dragging_them_onto_the_panel(screen) -> None:  # noqa: ANN001
    widget = screen(seed=5)
    controller = widget.controller
    until_prompt(widget, "token")
    state = controller.state
    cards = state.control_display[:2]  # a single claimable card is claimed without asking
    for card in cards:
        dominate(state, 0, card)
    away = [d for d in range(NUM_DISTRICTS) if all(d not in CONTROL_DISTRICTS[c] for c in cards)]
    token = next(a for a in controller.legal_actions(0) if LOC_INDEX[str(a.args[1])] in away)
    controller.blockSignals(True)
    assert controller.submit(token, 0)
    rng = random.Random(4)
    for _ in range(200):
        if 0 in state.to_move() and state.view(0)["prompt"]["code"] == "claim":
            break
        seat = state.to_move()[0]
        actions = controller.legal_actions(seat)
        calm = [a for a in actions if a.kind == "vote" and a.args[0] == "deal"]
        controller.submit(calm[0] if calm else rng.choice(actions), seat)
    else:
        pytest.fail("the claim never came")
    controller.blockSignals(False)
    controller.state_changed.emit()
    if widget.viewer is None:
        widget.reveal()
    drag = widget.scene.drag
    claims = [a for a in widget.current_actions if a.kind == "claim"]
    piece = f"control:{claims[0].args[0]}"
    assert drag.targets_of(piece) == {"seat:0"}
    reasons: list[str] = []
    drag.drop_rejected.connect(reasons.append)
    assert not drag.finish(piece, "seat:1")
    assert reasons[-1] == "Drag the control card onto your own panel."
    assert drag.finish(piece, "seat:0")
    assert claims[0].args[0] in controller.state.view(0)["players"][0]["control_cards"]


@pytest.mark.parametrize("language", ["en", "cs", "de"])
def test_every_prompt_event_and_action_has_words(qapp, compiled_translations, language: str) -> None:  # noqa: ANN001
    from gui.i18n import install_language

    install_language(language)
    try:
        board = BOARD(context(language))
        state = RULESET.new_game(GameConfig(3, 1, {}, ("Eva", "Tom", "Ida")))
        view = state.view(0)
        for code in PROMPT_CODES:
            text = board.prompt_text({"code": code, "params": SAMPLE_PARAMS}, view)
            assert text and "%" not in text and "_" not in text, (code, text)
        for code in EVENT_CODES:
            text = board.describe_event(Event(code, dict(SAMPLE_PARAMS), 1), view)
            assert text and "%" not in text and "_" not in text, (code, text)
        rng = random.Random(2)
        seen: set[str] = set()
        for _ in range(3000):
            if state.is_over():
                state = RULESET.new_game(GameConfig(3, rng.randrange(99), {}, ("Eva", "Tom", "Ida")))
            seat = state.to_move()[0]
            view = state.view(seat)
            for action in state.legal_actions(seat):
                if action.kind not in seen:
                    seen.add(action.kind)
                    text = board.describe_action(action, view)
                    assert text and "%" not in text and "_" not in text, (action, text)
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                text = board.describe_event(event, view)
                assert text and "%" not in text and "_" not in text, (event, text)
        assert {"place", "token", "vote", "bid", "visit", "take"} <= seen
        if language != "en":
            assert board.prompt_text({"code": "vote", "params": {}}, view) != \
                "Choose your vote card in secret: click it."
    finally:
        install_language("en")


def test_names_come_from_the_data_in_each_language() -> None:
    for language in ("en", "cs", "de"):
        board = BOARD(context(language))
        assert board.words.place("square") == DISTRICT_NAMES["square"][language]
        assert board.words.item("golden_statue") == ITEMS["golden_statue"]["names"][language]
        assert board.words.vote("black_market") == VOTE_NAMES["black_market"][language]


def test_a_game_with_one_person_and_two_ais_is_played_through_the_board_to_the_score_screen(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    play_one_person_and_two_ais_to_the_score_screen(window, RULESET, BOARD, monkeypatch)


def test_a_hot_seat_game_of_three_people_is_played_through_the_board_to_the_score_screen(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    _played, handovers = play_hot_seat_to_the_score_screen(qtbot, window, RULESET, BOARD, monkeypatch, 3)
    assert set(handovers) == {"Eva", "Tom", "Ida"}

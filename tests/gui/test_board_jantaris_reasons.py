"""Every move of the Jantaris table by hand: a click on a bazaar item visits the bazaar, a piece pressed when it
cannot move says which rule holds it, refused drops name the rule that stops them, and only the vote is secret."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.game import GameConfig
from engine.games.jantaris.data import LOC_INDEX, SQUARE, TOKENS
from gui.boards.base import BoardContext
from gui.boards.jantaris import BOARD
from gui.seats import SeatSetup
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import ScreenMaker
from tests.gui.test_board_jantaris import RULESET, until_prompt


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai", "ai"), seed=3, **more: maker(kinds, seed, **more)
    maker.close()


def position(code: str, seed: int = 1, keen: tuple[str, ...] = (), players: int = 3, **more: Any) -> tuple[Any, int]:
    """A state whose seat to move decides ``code`` (random moves, ``keen`` kinds preferred), and that seat."""
    names = ("Eva", "Tom", "Ida", "Ole")[:players]
    state = RULESET.new_game(GameConfig(players, seed, {}, names))
    rng = random.Random(seed)
    for _ in range(20000):
        if state.is_over():  # not in this game: the next one
            seed += 1
            state = RULESET.new_game(GameConfig(players, seed, {}, names))
        seat = state.to_move()[0]
        view = state.view(seat)
        if view["prompt"]["code"] == code and all(view["prompt"]["params"].get(k) == v for k, v in more.items()):
            return state, seat
        actions = state.legal_actions(seat)
        preferred = [a for a in actions if a.kind in keen or a.key in keen]
        state.apply(seat, rng.choice(preferred or actions))
    raise AssertionError(f"{code} never came")


def board_for(seat: int) -> BOARD:
    seats = [SeatSetup(name, colour) for name, colour in (("Eva", "blue"), ("Tom", "orange"), ("Ida", "green"),
                                                           ("Ole", "vermilion"))]
    board = BOARD(BoardContext(RULESET, seats))
    board.viewer = seat
    return board


def pressed(board: BOARD, piece: str, view: dict[str, Any]) -> str | None:
    return board.explain_rejection(piece, "", view)


def test_a_click_on_a_displayed_item_visits_the_bazaar(screen) -> None:  # noqa: ANN001
    widget = screen()
    until_prompt(widget, "city")
    drag = widget.scene.drag
    items = [t for t in drag.targets if t.startswith("item:")]
    assert items and all(drag.click_actions[item] == [Action("visit", ("bazaar",))] for item in items)
    drag.click_target(items[0])
    assert widget.controller.match.history[-1].action == Action("visit", ("bazaar",))


def test_a_piece_pressed_when_it_cannot_move_says_which_rule_holds_it(qapp) -> None:  # noqa: ANN001
    state, seat = position("guild", keen=("visit:guild",))
    view = state.view(seat)
    board = board_for(seat)
    other = (seat + 1) % 3
    assert pressed(board, "token:red", view).startswith("The guild tokens move in the diplomacy phase.")
    assert pressed(board, "market:red", view).startswith("Goods are taken at the marketplace once you visit it.")
    assert pressed(board, f"goods:{other}:red", view).startswith(
        "Goods change hands only by the Black Market or the Dagger.")
    assert pressed(board, f"supply:{other}", view) == "Take merchants from your own supply."
    card = view["control"]["display"][0]["id"]
    assert pressed(board, f"control:{card}", view).startswith("Control cards are claimed in the market-control")
    # a merchant under a guild token may not leave it
    blocked = next((loc for loc in view["locations"] if loc["tokens"] and loc["merchants"][seat]), None)
    if blocked is not None:
        assert pressed(board, f"merchant:{seat}:{blocked['id']}", view) == \
            "No merchant may leave a place where a guild token stands."
    # the person not to move is told so; a piece that may move, dropped beside every place, gets the table's words
    assert board_for(other).explain_rejection(f"supply:{other}", "", view) == "It is not your turn."
    board.movable = {f"supply:{seat}"}
    assert pressed(board, f"supply:{seat}", view) is None


def test_merchants_pressed_in_the_great_market(qapp) -> None:  # noqa: ANN001
    state, seat = position("market_move", seed=7, players=4)
    view = state.view(seat)
    board = board_for(seat)
    elsewhere = next(loc["id"] for loc in view["locations"] if loc["id"] != "square" and loc["merchants"][seat])
    assert pressed(board, f"merchant:{seat}:{elsewhere}", view) == \
        "Only your merchant on the square moves now, after its sale at the Great Market."
    assert pressed(board, f"supply:{seat}", view) in ("Now a merchant on the map moves, not one from your supply.",
                                                       "Your supply is empty: every merchant of yours is on the map.")


def test_refused_drops_name_the_rule_that_stops_them(qapp) -> None:  # noqa: ANN001
    state, seat = position("guild", keen=("visit:guild",))
    board = board_for(seat)
    # a guild token in a district: placing there is refused; a merchant of the map belongs on the panel
    state.tokens[0] = LOC_INDEX["taira"]
    view = state.view(seat)
    assert board.explain_rejection(f"supply:{seat}", "loc:taira", view) == \
        "No merchant may be placed in or moved into a place where a guild token stands."
    placed = next(loc["id"] for loc in view["locations"] if loc["merchants"][seat] and not loc["tokens"])
    assert board.explain_rejection(f"merchant:{seat}:{placed}", "loc:kesrit", view) == \
        "At the guild house a merchant on the map goes back into your supply: drop it on your panel."
    assert board.explain_rejection(f"merchant:{seat}:{placed}", f"seat:{(seat + 1) % 3}", view) == \
        "Drag your merchants onto your own panel."
    assert board.explain_rejection(f"supply:{seat}", f"seat:{seat}", view) == "That merchant is in your supply already."
    # at the opening the square is closed to merchants
    state, seat = position("setup")
    board = board_for(seat)
    assert board.explain_rejection(f"supply:{seat}", "loc:square", state.view(seat)) in (
        "Only the guild house and two Recruitment votes bring merchants onto the square.",
        "No merchant may be placed in or moved into a place where a guild token stands.")
    assert state.tokens == [SQUARE, SQUARE] and len(TOKENS) == 2


def test_only_the_vote_is_a_secret_decision(qapp) -> None:  # noqa: ANN001
    board = board_for(0)
    for code, secret in (("vote", True), ("auction_bid", False), ("opening_bid", False), ("token", False),
                         ("black_market", False), ("mask", False)):
        assert board.secret_decision({"prompt": {"code": code, "params": {}}}) is secret, code

"""Phases 2 and 3: placing workers in columns, and buying left to right with falling prices."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.games.speicherstadt.data import CARD_BY_ID
from tests.engine.speicherstadt.helpers import codes, cube_total, give, new_game, play, set_display


def test_workers_go_one_at_a_time_in_turn_order_to_the_lowest_free_space():
    state = new_game(3, first_player=2)
    assert state.to_move() == [1]
    events = play(state, 1, "place:0")
    assert events[0].params == {"column": 0, "space": 1}
    assert state.to_move() == [2]
    play(state, 2, "place:0")
    play(state, 0, "place:0")
    assert state.workers[0] == [1, 2, 0]
    assert state.to_move() == [1]  # the second pass starts with the start player again
    assert state.view(None)["display"][0]["price"] == 3


def test_a_column_holds_eight_workers_at_most():
    state = new_game(5)
    for _ in range(8):
        seat = state.to_move()[0]
        play(state, seat, "place:0")
    seat = state.to_move()[0]
    assert Action("place", (0,)) not in state.legal_actions(seat)
    assert [a.args[0] for a in state.legal_actions(seat)] == [1, 2, 3, 4, 5]
    with pytest.raises(IllegalAction, match="8 workers"):
        play(state, seat, "place:0")
    assert state.view(None)["display"][0]["full"] is True


def fill_demand(state, placements: list[tuple[int, int]]) -> None:
    for seat, column in placements:
        assert state.to_move() == [seat]
        play(state, seat, f"place:{column}")


def test_purchase_example_declining_workers_lower_the_price():
    # four players; column 0 holds red(1), blue(0), red(1), green(2) from the bottom up
    state = new_game(4, first_player=2)
    set_display(state, ["fireman_a2", "counting_house_a", "contract_a1", "coffee_roaster", "tea_taster"])
    fill_demand(state, [(1, 0), (2, 1), (3, 1), (0, 0),
                        (1, 0), (2, 0), (3, 2), (0, 3),
                        (1, 4), (2, 4), (3, 4), (0, 4)])
    assert state.workers[0] == [1, 0, 1, 2]
    assert state.phase == "purchase" and state.to_move() == [1]
    assert state.view(None)["prompt"] == {
        "code": "buy_or_decline", "params": {"seat": 1, "column": 0, "card": "fireman_a2", "price": 4}}
    play(state, 1, "decline")
    assert state.to_move() == [0] and state.view(None)["prompt"]["params"]["price"] == 3
    play(state, 0, "decline")
    assert state.to_move() == [1] and state.view(None)["prompt"]["params"]["price"] == 2
    events = play(state, 1, "buy")
    assert events[0].code == "card_bought" and events[0].params["price"] == 2
    assert state.coins[1] == 3
    assert CARD_BY_ID["fireman_a2"].index in state.tableau[1]
    assert state.workers[0] == []  # green's worker never got an offer and went home
    assert state.column == 1 and state.to_move() == [2]


def test_unbought_cards_are_discarded_and_ship_cubes_go_to_the_supply():
    state = new_game(2)
    set_display(state, [("ship_b1", ["tea", "tea", "rubber"]), "contract_a2", "fireman_a1"])
    fill_demand(state, [(0, 0), (1, 0), (0, 0), (1, 2), (0, 2), (1, 2)])
    bag_before = list(state.bag)
    play(state, 0, "decline")
    play(state, 1, "decline")
    events = play(state, 0, "decline")
    discarded = [e for e in events if e.code == "card_discarded"]
    # the ship nobody bought, then contract_a2 that had no worker at all
    assert [e.params["card"] for e in discarded] == ["ship_b1", "contract_a2"]
    assert sorted(discarded[0].params["cubes"]) == ["rubber", "tea", "tea"]
    assert state.bag == bag_before and state.supply[1] == 2 and state.supply[3] == 1
    assert cube_total(state) == 45
    assert CARD_BY_ID["ship_b1"].index in state.discards


def test_a_worker_whose_owner_cannot_pay_is_withdrawn():
    state = new_game(2)
    state.coins[0] = 1
    set_display(state, ["fireman_a1", "contract_a2", "coffee_roaster"])
    fill_demand(state, [(0, 0), (1, 0), (0, 0), (1, 1), (0, 2), (1, 2)])
    # column 0: seat 0 (1 coin) faces price 3 and is withdrawn at once; seat 1 is offered at 2
    assert state.to_move() == [1]
    assert state.view(None)["prompt"]["params"]["price"] == 2
    assert state.legal_actions(0) == []
    play(state, 1, "buy")
    assert state.coins[1] == 3


def test_nobody_buys_anything_and_income_pays_the_bonus():
    state = new_game(3)
    give(state, 2, "bank")
    while state.phase == "demand":
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    events = []
    while state.round == 1:
        events += play(state, state.to_move()[0], "decline")
    income = [e for e in events if e.code == "income"]
    assert [e.params["coins"] for e in income] == [2, 2, 3]
    assert state.coins == [7, 7, 8]
    assert "start_player_passed" in codes(events)
    assert state.start == 1 and state.to_move() == [1]
    assert all(e.params["forced"] is False for e in events if e.code == "purchase_declined")


def test_income_after_a_purchase():
    state = new_game(2)
    give(state, 0, "bank")
    set_display(state, ["fireman_a1", "contract_a2", "coffee_roaster"])
    fill_demand(state, [(0, 0), (1, 1), (0, 1), (1, 2), (0, 2), (1, 2)])
    play(state, 0, "buy")  # 1 coin
    while state.round == 1:
        play(state, state.to_move()[0], "decline")
    # bought + bank: 1 + 1; seat 1 bought nothing: 1 + 1
    assert state.coins == [5 - 1 + 2, 5 + 2]
    assert state.round == 2

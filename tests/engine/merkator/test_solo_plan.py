"""The solo policy's plans: trips two at a time, and what the contracts it must sell pay for."""

from __future__ import annotations

import random

from engine.games.merkator import ai, planning, route
from tests.engine.merkator.helpers import CAT, REGION, new, quiet, set_contracts, set_goods


def _policy_move(state):
    return ai.policy_action(state, 0, ai.search_actions(state, 0), random.Random(1))


def _by_value(value: int, index: int = 0) -> str:
    return [c for c in sorted(CAT.contracts) if CAT.contracts[c].value == value][index]


def _newfoundland_in_reach_next_turn():
    """The goods of the Newfoundland contract are in storage but its 3 tokens are not; two black
    cubes in Sweden would help an English contract."""
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C76", "C42")  # Newfoundland: spices, cloth, fish oil; England: copper, wine, vegetables, iron
    set_goods(state, 0, spices=1, cloth=1, fish_oil=1)
    state.tokens[0] = 1
    state.cubes = [0] * len(state.cubes)
    state.cubes[REGION["sweden"]] = 2
    return state


def test_the_solo_policy_first_fetches_the_tokens_its_next_trip_needs():
    state = _newfoundland_in_reach_next_turn()
    travel = [a for a in state.legal_actions(0) if a.kind == "travel"]
    # one trip at a time, the Swedish cubes look best
    one = planning.TripPlanner(state, 0)
    assert max(travel, key=lambda a: one.value(REGION[str(a.args[0])])).args == ("sweden",)
    # Hamburg's two tokens make Newfoundland reachable next turn, where the contract is fulfilled
    assert _policy_move(state).key == "travel:hamburg"
    worth = route.route_worths(state, 0, travel, trips_left=17)
    assert worth[next(a for a in travel if a.args == ("hamburg",))] > worth[next(a for a in travel if a.args == ("sweden",))]


def test_in_the_last_turn_no_trip_after_it_is_planned():
    state = _newfoundland_in_reach_next_turn()
    travel = [a for a in state.legal_actions(0) if a.kind == "travel"]
    one = planning.TripPlanner(state, 0)
    last = route.route_worths(state, 0, travel, trips_left=1)
    assert last == {a: one.value(REGION[str(a.args[0])]) for a in travel}


def test_the_next_trip_is_planned_with_the_card_a_fulfilment_brings():
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C16")  # Sweden: grain, fish oil
    set_goods(state, 0, grain=1, fish_oil=1)
    planner = planning.TripPlanner(state, 0)
    value, storage, tokens, done = planner.visit(REGION["sweden"])
    assert [c.id for c in done] == ["C16"] and sum(storage) == sum(state.storage[0]) - 2 + state.cubes[REGION["sweden"]]
    board = route.next_trip_board(state, planner, storage, tokens, done, REGION["sweden"])
    assert board.contracts == ["C16", state.stacks[3][-1]]  # the 3 on top of its deck
    assert board.cubes[REGION["sweden"]] == 0 and board.cubes[REGION["russia"]] == state.cubes[REGION["russia"]] + 1
    assert board.tokens == tokens == 1


def test_a_forced_sale_pays_for_the_building_that_scores_most_and_keeps_the_five_best():
    state = new(1)
    quiet(state)
    held = [_by_value(3), _by_value(4), _by_value(6), _by_value(7), _by_value(8), _by_value(8, 1), _by_value(9)]
    set_contracts(state, 0, *held)
    state.building_display = ["G25"]  # Katharinenkirche: 4 points for 7
    state.bonus_display = [b for b in sorted(CAT.bonus) if CAT.bonus[b].cost == 3][:1]
    while (move := _policy_move(state)).kind != "travel":
        state.apply(0, move)
    assert state.buildings[0] == ["G25"] and state.bonus[0] == []
    assert sorted(CAT.contracts[c].value for c in state.contracts[0]) == [6, 7, 8, 8, 9]


def _last_turn(extra: str):
    state = new(1)
    quiet(state)
    for value in state.solo_deck:
        state.solo_deck[value] = [c for c in state.solo_deck[value] if CAT.contracts[c].peace]
    assert state.forced_exempt()
    set_contracts(state, 0, _by_value(8), _by_value(8, 1), _by_value(9), _by_value(9, 1), _by_value(10), extra)
    state.bonus_display = []
    return state


def test_in_the_last_turn_a_contract_beyond_the_five_best_buys_a_building_worth_more_than_its_half():
    state = _last_turn(_by_value(5))  # scores 2.5 as the sixth contract
    state.building_display = ["G26"]  # Petrikirche: 3 points for 5
    before = state.score_details()[0]["exact"]
    while (move := _policy_move(state)).kind != "travel":
        state.apply(0, move)
    assert state.buildings[0] == ["G26"]
    assert state.score_details()[0]["exact"] == before + 0.5


def test_in_the_last_turn_no_contract_is_sold_for_less_than_it_scores():
    state = _last_turn(_by_value(7))  # scores 3.5 as the sixth contract
    state.building_display = ["G26"]  # Petrikirche: 3 points for 5
    assert _policy_move(state).kind == "travel"

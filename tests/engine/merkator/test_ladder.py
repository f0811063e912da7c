"""The AI's plan of the climb through the contract decks: what a fulfilment adds, what the
contracts held still promise, and which moves the search weighs."""

from __future__ import annotations

from engine.games.merkator import ai, ladder
from tests.engine.merkator.helpers import CAT, REGION, new, quiet, set_contracts, set_goods


def test_a_new_card_adds_its_value_until_five_are_held_then_replaces_the_weakest():
    assert ladder.gain([5, 4, 3], 6) == 6
    # five held: a 6 pushes the 2 to half value, a 10 does the same but is worth four more
    assert ladder.gain([9, 8, 7, 6, 2], 6) == 6 - 1
    assert ladder.gain([9, 8, 7, 6, 2], 10) == 10 - 1
    assert ladder.gain([9, 8, 7, 6, 5], 6) == 1 + 2.5  # the 5 drops to half, the 6 takes its place


def test_climbing_is_worth_more_than_fulfilling_a_low_card_again():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C16", "C10", "C22", "C28", "C57")  # 2, 3, 8, 9, 9
    values = ladder.values_of(state, 0)
    low = ladder.fulfil_worth(state, values, CAT.contracts["C16"])  # a 2 brings a 3
    nine = ladder.fulfil_worth(state, values, CAT.contracts["C28"])  # a 9 brings a 10, next the Peace
    assert nine > 3 * low


def test_goods_gathered_for_a_high_contract_raise_what_the_plan_promises():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C16", "C10", "C28")  # the 9 at Russia asks cloth, saltpeter, coal, muskets, plums
    storage = list(state.storage[0])
    empty = ladder.potential(state, 0, storage, 0)
    set_goods(state, 0, cloth=1, saltpeter=1, coal=1)
    three = ladder.potential(state, 0, list(state.storage[0]), 0)
    set_goods(state, 0, cloth=1, saltpeter=1, coal=1, muskets=1)
    four = ladder.potential(state, 0, list(state.storage[0]), 0)
    assert empty < three < four


def test_the_search_weighs_every_fulfilment_and_the_plans_best_destinations():
    state = new(2)
    quiet(state)
    seat = state.to_move()[0]
    state.tile[seat][0] = 1  # one supply cube that could be stored
    legal = state.legal_actions(seat)
    weighed = ai.search_actions(state, seat)
    travel = [a for a in weighed if a.kind == "travel"]
    assert len(travel) == ai.KEEP_TRIPS < sum(1 for a in legal if a.kind == "travel")
    # supply cubes are not stored before a contract needs them; only the two cheapest contracts to lose are sold
    assert not [a for a in weighed if a.kind == "store"] and [a for a in legal if a.kind == "store"]
    sells = [a for a in weighed if a.kind == "sell"]
    assert len(sells) == ai.KEEP_SMALL
    kept = max(ai.keep_value(state, seat, str(a.args[0])) for a in sells)
    assert all(ai.keep_value(state, seat, str(a.args[0])) >= kept for a in legal if a.kind == "sell" and a not in sells)
    assert [a for a in legal if a.kind.startswith("buy")] == [a for a in weighed if a.kind.startswith("buy")]
    # at the destination every fulfilment stays among the moves
    set_contracts(state, seat, "C16", "C10")
    set_goods(state, seat, grain=1, fish_oil=1)
    state.apply(seat, next(a for a in state.legal_actions(seat) if a.kind == "travel"
                           and CAT.region_index[str(a.args[0])] == REGION["sweden"]))
    while state.step == "take":
        state.apply(seat, state.legal_actions(seat)[0])
    if state.step == "fulfil" and state.to_move() == [seat]:
        fulfils = {a for a in state.legal_actions(seat) if a.kind == "fulfil"}
        assert fulfils and fulfils <= set(ai.search_actions(state, seat))

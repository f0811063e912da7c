"""The AI's quick estimates: wanted goods, supply cubes in plans, the worth of a trip, spending credit."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, product

from engine.core import Action
from engine.games.merkator import ai, planning
from engine.games.merkator.needs import deficit, goods_wanted, payment
from tests.engine.merkator.helpers import CAT, GOOD, REGION, new, quiet, set_contracts, set_goods


def _fewest_goods_to_add(card, storage: list[int]) -> int:
    """Brute force: the fewest goods to add so the contract's payment fits the storage."""
    for added in range(card.size + 1):
        for extra in combinations_with_replacement(range(len(storage)), added):
            goods = list(storage)
            for good in extra:
                goods[good] += 1
            if all(p <= g for p, g in zip(payment(CAT, card, goods), goods, strict=True)):
                return added
    raise AssertionError("a contract no storage can fulfil")


def test_the_deficit_is_the_fewest_goods_that_make_a_contract_payable():
    rng = random.Random(8)
    ids = sorted(CAT.contracts)
    for index in range(300):
        card = CAT.contracts[ids[index % len(ids)]]  # every contract, named goods, categories, "different"
        storage = [rng.choice((0, 0, 0, 1, 2, 3)) for _ in CAT.good_ids]
        if deficit(CAT, card, storage) <= 3:
            assert deficit(CAT, card, storage) == _fewest_goods_to_add(card, storage), card.id


def test_wanted_goods_are_exactly_the_goods_that_lower_the_deficit():
    rng = random.Random(5)
    for _ in range(400):
        card = CAT.contracts[rng.choice(sorted(c for c in CAT.contracts if CAT.contracts[c].region >= 0))]
        storage = [rng.choice((0, 0, 0, 1, 2, 3)) for _ in CAT.good_ids]
        base = deficit(CAT, card, storage)
        lowering = set()
        for good in range(len(storage)):
            storage[good] += 1
            if deficit(CAT, card, storage) < base:
                lowering.add(good)
            storage[good] -= 1
        assert set(planning.wanted_goods(card, storage)) == lowering, card.id
        assert goods_wanted(CAT, card, storage) == sorted(lowering), card.id


def test_a_contract_wants_only_the_goods_the_catalogue_says_it_may_ask_for():
    # a take weighs only the contracts that may ask for one of its goods (planning.good_weights)
    rng = random.Random(6)
    for card in CAT.contracts.values():  # named goods, categories, "different"
        for _ in range(60):
            storage = [rng.choice((0, 0, 0, 1, 2, 3)) for _ in CAT.good_ids]
            for good in planning.wanted_goods(card, storage):
                assert CAT.contract_goods[card.id] >> good & 1, (card.id, good)


def test_the_weights_of_some_goods_are_those_of_all_goods():
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        state = new(2, seed=seed)
        while not state.is_over() and checked < 300:
            seat = state.to_move()[0]
            if not state.tasks and state.step == "take":
                storage = planning.virtual_storage(state, seat)
                every = planning.good_weights(state, seat, storage, state.figure)
                a, b = CAT.colour_goods[rng.randrange(len(CAT.colour_goods))]
                some = planning.good_weights(state, seat, storage, state.figure, 1 << a | 1 << b)
                assert (some[a], some[b]) == (every[a], every[b])
                checked += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked >= 100


def _best_placement_deficit(card, storage: list[int], tile: list[int]) -> int:
    """Brute force: the lowest deficit over every way of storing the supply-card cubes."""
    splits = [[(colour, to_first) for to_first in range(count + 1)] for colour, count in enumerate(tile)]
    best = deficit(CAT, card, storage)
    for choice in product(*splits):
        goods = list(storage)
        for colour, to_first in choice:
            a, b = CAT.colour_goods[colour]
            goods[a] += to_first
            goods[b] += tile[colour] - to_first
        best = min(best, deficit(CAT, card, goods))
    return best


def test_supply_cubes_are_placed_at_best_for_contracts_of_named_goods():
    rng = random.Random(12)
    named = sorted(c for c, card in CAT.contracts.items() if not card.categories and not card.different)
    for _ in range(300):
        card = CAT.contracts[rng.choice(named)]
        storage = [rng.choice((0, 0, 0, 1, 2)) for _ in CAT.good_ids]
        tile = [rng.choice((0, 0, 0, 1, 2)) for _ in CAT.colour_ids]
        expected = _best_placement_deficit(card, storage, tile)
        assert planning.deficit_with_tile(card, storage, tile) == expected, (card.id, storage, tile)


def test_supply_cubes_count_in_plans_as_the_goods_the_contracts_ask_for():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C22")  # Sweden: grain, 2 fish oil, citrus, plums
    state.tile[0][CAT.good_colour[GOOD["grain"]]] = 1
    state.tile[0][CAT.good_colour[GOOD["fish_oil"]]] = 1
    goods = planning.virtual_storage(state, 0)
    assert goods[GOOD["grain"]] == 1 and goods[GOOD["fish_oil"]] == 1
    assert sum(goods) == 2
    assert planning.deficit_with_tile(CAT.contracts["C22"], state.storage[0], state.tile[0]) == 3


def test_a_trip_that_fulfils_a_contract_is_worth_more_than_one_that_only_collects():
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C16", "C10")  # Sweden: grain, fish oil; Danzig: ham, cattle
    set_goods(state, 0, grain=1, fish_oil=2)
    state.cubes = [1] * len(state.cubes)
    sweden = planning.trip_value(state, 0, REGION["sweden"])
    hamburg = planning.trip_value(state, 0, REGION["hamburg"])  # one cattle towards Danzig
    assert sweden > hamburg > planning.trip_value(state, 0, REGION["spain"])
    assert sweden >= planning.reward_worth(state, 2)


def test_a_trip_counts_the_trades_it_would_need_and_skips_what_they_cannot_buy():
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C16")  # Sweden: grain, fish oil
    set_goods(state, 0, grain=1)
    state.cubes = [0] * len(state.cubes)
    state.tokens[0] = 0
    poor = planning.trip_value(state, 0, REGION["sweden"])
    state.tokens[0] = 4
    assert planning.trip_value(state, 0, REGION["sweden"]) > poor + 1


def test_the_policy_pools_two_sales_for_a_building_rather_than_waste_the_credit():
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C16", "C10", "C11", "C12", "C13")
    state.building_display = ["G24"]  # Nikolaikirche: 5 points for 9
    state.bonus_display = []
    state.credit[0] = 5
    action = ai.rollout_action(state, 0, state.legal_actions(0), random.Random(1))
    assert action is not None and action.kind == "sell"
    state.apply(0, action)
    assert state.credit[0] >= 9
    assert ai.rollout_action(state, 0, state.legal_actions(0), random.Random(1)) == Action("buy_building", ("G24",))

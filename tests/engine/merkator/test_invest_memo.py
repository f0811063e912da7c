"""The investment step's move list is remembered by everything it reads, and the shortcuts behind
the legal lists and the search's choices keep the plain definitions' answers."""

from __future__ import annotations

import random

from engine import games
from engine.core import GameConfig
from engine.games.merkator import ai, legal
from engine.games.merkator.data import catalogue
from engine.games.merkator.economy import Scored, building_worth
from engine.games.merkator.planned import PlannedMoves
from engine.games.merkator.state import MerkatorState

CAT = catalogue()
VARIANTS = [{}, {"no_coins": True}, {"spending_pressure": True}, {"long_game": True}, {"contract_offers": True}]


def _invest_positions(seeds):
    """Investment steps of seeded random games, 1 to 4 players, under several variants."""
    ruleset = games.get("merkator")
    for seed in seeds:
        options = VARIANTS[seed % len(VARIANTS)]
        players = 1 + seed % 4
        if players == 1:
            options = {}
        state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options))
        assert isinstance(state, MerkatorState)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            if state.step == "invest" and not state.tasks:
                yield state, seat, rng
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def _same(given, fresh) -> None:
    assert given == fresh
    assert isinstance(given, PlannedMoves) == isinstance(fresh, PlannedMoves)
    if isinstance(fresh, PlannedMoves):
        assert given.planned == fresh.planned
        assert (given.worths is None) == (fresh.worths is None)
        if fresh.worths is not None:
            travel = [a for a in fresh if a.kind == "travel"]
            assert [given.worths[a] for a in travel] == [fresh.worths[a] for a in travel]


def _changes(state: MerkatorState, seat: int, rng: random.Random):
    """One change at a time of what the investment step's list reads."""
    good = rng.randrange(len(CAT.good_ids))
    return [
        lambda s: s.tokens.__setitem__(seat, s.tokens[seat] + 3),
        lambda s: s.tokens.__setitem__(seat, 0),
        lambda s: s.coins.__setitem__(seat, s.coins[seat] + 9),
        lambda s: s.coins.__setitem__(seat, 16),
        lambda s: s.credit.__setitem__(seat, s.credit[seat] + 7),
        lambda s: s.storage[seat].__setitem__(good, s.storage[seat][good] + 4),
        lambda s: s.tile[seat].__setitem__(rng.randrange(len(s.tile[seat])), 1),
        lambda s: s.contracts[seat][1:] and s.contracts[seat].pop(),
        lambda s: s.contracts[seat].extend(c for c in sorted(CAT.contracts)[:3] if c not in s.contracts[seat]),
        lambda s: s.bonus_display and s.bonus_display.pop(),
        lambda s: s.building_display and s.building_display.pop(),
        lambda s: s.cubes.__setitem__(rng.randrange(len(s.cubes)), rng.choice([0, 1, 3])),
        lambda s: s.bonus[seat].append(rng.choice(sorted(CAT.bonus))),
        lambda s: setattr(s, "token_supply", 0),
        lambda s: setattr(s, "final_left", s.n),
        lambda s: s.solo_deck and [p.clear() for p in s.solo_deck.values()],
    ]


def test_the_remembered_investment_list_is_the_one_worked_out_afresh():
    checked = 0
    for state, seat, rng in _invest_positions(range(20)):
        _same(ai.search_actions(state, seat), ai._search_actions(state, seat))
        _same(ai.search_actions(state, seat), ai._search_actions(state, seat))  # now from the memo
        for change in _changes(state, seat, rng):
            twin = state.clone()
            change(twin)
            _same(ai.search_actions(twin, seat), ai._search_actions(twin, seat))
        checked += 1
    assert checked > 100


def test_the_remembered_list_is_a_copy():
    for state, seat, _rng in _invest_positions(range(2)):
        first = ai.search_actions(state, seat)
        first.clear()
        assert ai.search_actions(state, seat) == ai._search_actions(state, seat)


def test_the_contract_order_of_the_legal_lists_is_the_sort_by_value_and_id():
    rng = random.Random(3)
    cards = sorted(CAT.contracts)
    for size in range(12):
        for _ in range(40):
            held = rng.sample(cards, size)
            assert legal.in_contract_order(held) == sorted(held, key=legal.contract_order)


def test_the_lowest_few_are_a_stable_sorts_first():
    rng = random.Random(5)
    actions = [legal.TRAVEL[r] for r in range(len(CAT.region_ids))]
    for _ in range(500):
        size = rng.randrange(len(actions) + 1)
        chosen = actions[:size]
        scores = [float(rng.choice([-1, 0, 0.5, 2, 3])) for _ in chosen]
        by_score = dict(zip(chosen, scores, strict=True))
        for count in range(4):
            assert ai._lowest(chosen, scores, count) == sorted(chosen, key=by_score.__getitem__)[:count]


def test_the_best_building_is_maxs_by_worth_then_cost_the_first_of_equals():
    buildings = [legal.BUY_BUILDING[b] for b in sorted(CAT.buildings)]
    checked = 0
    for state, seat, rng in _invest_positions(range(8)):
        scored = Scored(state, seat)
        worth = {a: building_worth(state, seat, str(a.args[0]), scored) for a in buildings}
        for _ in range(3):
            chosen = rng.sample(buildings, rng.randrange(1, 8))
            best = max(chosen, key=lambda a: (worth[a], CAT.buildings[str(a.args[0])].cost))
            assert ai._best_building(state, seat, chosen) == (best, worth[best])
            checked += 1
    assert checked > 100

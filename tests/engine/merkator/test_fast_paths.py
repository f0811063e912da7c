"""Merkator's fast deficit and trade lists agree with the plain definitions on random positions."""

from __future__ import annotations

import random

import pytest

from engine import compiled, games
from engine.ai.bench import decision_points
from engine.ai.ismcts import ISMCTSPlayer
from engine.ai.levels import search_settings
from engine.core import GameConfig, Ruleset
from engine.games.merkator import ai, legal, planning
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit, payment
from engine.games.merkator.planned import PlannedMoves
from engine.games.merkator.state import MerkatorState
from tests.engine.ai.helpers import policy_step

CAT = catalogue()


def _plain_deficit(card, storage: list[int]) -> int:
    """The rule read literally: named goods first, then each category from what is left, then variety."""
    missing = 0
    used = [0] * len(storage)
    for good, count in card.goods:
        missing += max(0, count - storage[good])
        used[good] = min(storage[good], count)
    for category, count in card.categories:
        missing += max(0, count - sum(storage[g] - used[g] for g in CAT.category_goods[category]))
    if card.different:
        missing += max(0, card.different - sum(1 for g, n in enumerate(storage) if n - used[g] > 0))
    return missing


def _plain_trades(state: MerkatorState, seat: int, eligible: list[str]) -> list[tuple[int, int]]:
    """Every 4:1 trade tried against every good: those that leave some eligible contract closer."""
    storage = state.storage[seat]
    rate = CAT.constants["trade_goods"]
    pairs = []
    for give in range(len(storage)):
        if storage[give] < rate:
            continue
        for get in range(len(storage)):
            if get == give:
                continue
            after = list(storage)
            after[give] -= rate
            after[get] += 1
            if any(deficit(CAT, CAT.contracts[c], after) < deficit(CAT, CAT.contracts[c], storage) for c in eligible):
                pairs.append((give, get))
    return pairs


def _plain_trip_value(state: MerkatorState, seat: int, region: int) -> float:
    """A destination's worth reckoned from the state as it stands, nothing kept between destinations."""
    planner = planning.TripPlanner(state, seat)
    storage = list(planner.start)
    changed = 0  # goods as bits, as the planner keeps them
    gained = 0
    if CAT.is_main(region) and state.cubes[region]:
        for good in planner._take_cubes(region, storage):
            changed |= 1 << good
        gained = state.cubes[region]
    for card in state.bonus[seat]:
        if CAT.bonus[card].region == region:
            storage[CAT.bonus[card].good] += CAT.bonus[card].amount_active
            changed |= 1 << CAT.bonus[card].good
            gained += CAT.bonus[card].amount_active
    value = planning.SPARE_WORTH * gained
    tokens = state.tokens[seat] + min(0, CAT.region_time[region])
    done = set()
    for plan in planner.open_plans[region]:
        if deficit(CAT, plan.contract, storage) > planning.trade_reach(storage, tokens):
            continue
        tokens -= planning._pay_by_trades(plan.contract, storage, tokens)
        if deficit(CAT, plan.contract, storage):
            continue
        storage = [n - paid for n, paid in zip(storage, payment(CAT, plan.contract, storage), strict=True)]
        value += plan.worth
        done.add(plan.contract.id)
    for plan in planner.plans:
        if plan.missing and plan.contract.id not in done and plan.wanted & changed:
            after = deficit(CAT, plan.contract, storage)
            if after < plan.missing:
                value += planning.progress_credit(plan.worth, plan.contract.size, plan.missing, after)
    value += planning.REFILL_WORTH * planning._refills(state, region)
    time = CAT.region_time[region]
    return value + planning.TOKEN_WORTH * (min(time, planner.tokens_left) if time > 0 else time)


def _positions(seeds, players=lambda seed: 1 + seed % 4):
    """Every position of seeded random games, with the game's rng for the test (a random move follows)."""
    ruleset = games.get("merkator")
    for seed in seeds:
        state = ruleset.new_game(GameConfig(players=players(seed), seed=seed))
        assert isinstance(state, MerkatorState)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            yield state, seat, rng
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_policy_picks_from_the_search_list_what_it_would_work_out_from_a_plain_list():
    """The search's move list carries the policy's answers (the destinations' worths at the
    investment step): the policy's move from that list is the one it works out afresh from the
    same moves, with the same random stream; at a take, the good it picks is the plan's first."""
    checked = dict.fromkeys(("take", "invest"), 0)
    for state, seat, _rng in _positions(range(12)):
        if state.tasks or state.step not in checked:
            continue
        moves = ai.search_actions(state, seat)
        if len(moves) < 2:
            continue
        carried = ai.policy_action(state, seat, moves, random.Random(7))
        assert carried == ai.policy_action(state, seat, list(moves), random.Random(7))
        if state.step == "take":
            assert carried == ai._ranked_takes(state, seat, state.legal_actions(seat))[0]
        checked[state.step] += 1
    assert min(checked.values()) > 50


def test_deficit_matches_the_plain_rule_on_random_storages():
    rng = random.Random(4)
    cards = list(CAT.contracts.values())
    goods = len(CAT.good_ids)
    for _ in range(3000):
        storage = [rng.choice([0, 0, 0, 1, 1, 2, 3, 5]) for _ in range(goods)]
        card = rng.choice(cards)
        assert deficit(CAT, card, storage) == _plain_deficit(card, storage), (card.id, storage)


def test_trades_match_every_trade_tried_on_random_games():
    checked = 0
    for state, seat, rng in _positions(range(40), lambda seed: 2 + seed % 3):
        eligible = state.eligible(seat)
        if state.step == "fulfil" and not state.tasks and eligible:
            # richer storages than random play reaches, so that trades exist
            state.storage[seat] = [n + rng.choice([0, 0, 2, 4]) for n in state.storage[seat]]
            assert legal.trades(state, seat, eligible) == _plain_trades(state, seat, eligible)
            checked += 1
    assert checked > 100


def test_is_legal_agrees_with_legal_actions_under_every_variant():
    ruleset = games.get("merkator")
    variants = [
        {"cards_in_hand": True, "fulfil_limit": "per_turn"},
        {"no_coins": True, "contract_offers": True},
        {"spending_pressure": True, "cards_in_hand": True, "no_goods_loss": True},
        {"long_game": True, "bonus_pays_at_once": True},
    ]
    checked = 0
    for index, options in enumerate(variants * 3):
        players = 2 + index % 3
        state = ruleset.new_game(GameConfig(players=players, seed=index, options=options))
        rng = random.Random(index)
        seen: list = []
        while not state.is_over():
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            assert all(state.is_legal(seat, a) for a in actions), options
            others = [a for a in seen[-60:] if a not in actions]
            assert not any(state.is_legal(seat, a) for a in others), options
            assert not any(state.is_legal(s, actions[0]) for s in range(players) if s != seat)
            seen += actions
            checked += 1
            state.apply(seat, rng.choice(actions))
    assert checked > 1000


def test_the_policy_takes_the_plans_step_from_the_searchs_list_as_it_would_work_it_out():
    """The search's list at a destination carries the plan's next step; the playout policy's
    choice from that list is the step the plan finds over the full legal list and over the
    shorter list alike."""
    carried = 0
    for state, seat, _rng in _positions(range(24)):
        moves = ai.search_actions(state, seat)
        if state.step == "fulfil" and not state.tasks and isinstance(moves, PlannedMoves):
            planned = ai._fulfil_plan(state, seat, state.legal_actions(seat))[0]
            assert moves.planned == planned
            assert ai._fulfil_plan(state, seat, list(moves))[0] == planned
            assert planned in moves
            carried += 1
    assert carried > 100


def test_the_trip_planner_values_every_destination_as_the_plain_reckoning_does():
    checked = 0
    for state, seat, _rng in _positions(range(30)):
        if state.step == "invest" and not state.tasks:
            planner = planning.TripPlanner(state, seat)
            for region in range(len(CAT.region_ids)):
                assert planner.value(region) == _plain_trip_value(state, seat, region)
                checked += 1
    assert checked > 1000


def _afresh(answer, *args):
    """The answer worked out with every memo of the AI empty (and the memos kept as they were)."""
    kept = ai._WORTHS, ai._FULFIL_MOVES, ai._INVEST_MOVES, ai._POTENTIALS
    ai._WORTHS, ai._FULFIL_MOVES, ai._INVEST_MOVES, ai._POTENTIALS = (ai._Memo(ai.MEMO_SIZE) for _ in range(4))
    try:
        return answer(*args)
    finally:
        ai._WORTHS, ai._FULFIL_MOVES, ai._INVEST_MOVES, ai._POTENTIALS = kept


def _same_answer(name: str, given, fresh, args) -> None:
    if name == "trip_worths":  # the worths asked for (the memo may know more destinations)
        assert [given[a] for a in args[2]] == [fresh[a] for a in args[2]], name
        return
    assert given == fresh, name
    if isinstance(fresh, PlannedMoves):
        assert given.planned == fresh.planned, name


@pytest.mark.skipif("engine.games.merkator.ai" in compiled.in_use(),
                    reason="it watches the module's calls to itself, which a compiled module makes in C")
def test_what_the_ai_remembers_during_searches_is_what_it_would_work_out_afresh(monkeypatch):
    """A search meets the same holdings again and again, and the AI answers them from memos
    (destinations' worths, a destination's moves, what the contracts still
    promise to the estimate). Every answer given during
    searches under each variant equals the one worked out with empty memos."""
    # the search's lists, its playout's shortcut and the estimate's rest of the turn all read the
    # remembered lists through `_remembered_actions` (None: a step worked out every time)
    answers = {name: getattr(ai, name) for name in ("_remembered_actions", "trip_worths", "_potential")}
    asked = dict.fromkeys(answers, 0)

    def checked(name):
        def answer(*args):
            given = answers[name](*args)
            _same_answer(name, given, _afresh(answers[name], *args), args)
            asked[name] += 1
            return given
        return answer

    ruleset = games.get("merkator")
    for name in answers:
        monkeypatch.setattr(ai, name, checked(name))
    for memo in ("_WORTHS", "_FULFIL_MOVES", "_INVEST_MOVES", "_POTENTIALS"):  # empty at the start, whatever ran before
        monkeypatch.setattr(ai, memo, ai._Memo(ai.MEMO_SIZE))
    variants = [{}, {"no_coins": True}, {"spending_pressure": True, "long_game": True},
                {"fulfil_limit": "per_turn", "bonus_pays_at_once": True}, {"contract_offers": True}]
    settings = search_settings("normal", {})
    settings.update(iterations=60, seconds=None)
    for index, options in enumerate(variants):
        for state, seat in decision_points(ruleset, (1, 2, 3, 4, 3)[index], 2, seed=index, options=options):
            ISMCTSPlayer(index, **settings).search(state, seat)
    assert min(asked.values()) > 100
    assert len(ai._FULFIL_MOVES) < asked["_remembered_actions"] / 4  # most destinations' lists came from the memo


def _changes(state: MerkatorState, seat: int, rng: random.Random):
    """One change at a time of everything the remembered answers could read."""
    other_good = rng.randrange(len(CAT.good_ids))
    value = rng.choice(sorted(state.stacks))
    return [
        lambda s: s.tokens.__setitem__(seat, s.tokens[seat] + 4),
        lambda s: s.tokens.__setitem__(seat, 0),
        lambda s: s.storage[seat].__setitem__(other_good, s.storage[seat][other_good] + 1),
        lambda s: s.storage[seat].__setitem__(other_good, s.storage[seat][other_good] + 4),
        lambda s: s.tile[seat].__setitem__(rng.randrange(len(s.tile[seat])), 1),
        lambda s: s.marks[seat].update({c: s.period() for c in s.contracts[seat]}),
        lambda s: s.marks[seat].clear(),
        lambda s: (s.stacks[value].clear(), s.pools[value].clear(), s.discard.clear()),
        lambda s: [p.clear() for p in (*s.stacks.values(), *s.pools.values())],
        lambda s: s.cubes.__setitem__(rng.randrange(len(s.cubes)), rng.choice([0, 1, 3])),
        lambda s: s.bonus[seat].append(rng.choice(sorted(CAT.bonus))),
        lambda s: s.contracts[seat][1:] and s.contracts[seat].pop(),
        lambda s: setattr(s, "token_supply", 0),
        lambda s: s.chart_rows.append(5),
        lambda s: setattr(s, "figure", rng.randrange(CAT.main_count)),
        lambda s: setattr(s, "final_left", s.n),
        lambda s: s.solo_deck and next(iter(s.solo_deck.values())).clear(),
    ]


def test_a_remembered_answer_is_never_given_to_a_position_that_differs_in_what_it_reads():
    """After each answer, the position is changed in one thing the answer may read; the AI,
    asked again with its memos full, answers the changed position as it would afresh."""
    asked = {"invest": "trip_worths", "fulfil": "search_actions"}
    checked = dict.fromkeys([*asked.values(), "_potential"], 0)
    for state, seat, rng in _positions(range(10)):
        step_answer = asked.get(state.step, "") if not state.tasks else ""
        for name in [step_answer, "_potential"] if step_answer else ["_potential"]:
            answer = getattr(ai, name)
            extra = ([a for a in state.legal_actions(seat) if a.kind == "travel"],) if name == "trip_worths" else ()
            answer(state, seat, *extra)
            for change in _changes(state, seat, rng):
                twin = state.clone()
                change(twin)
                args = (twin, seat, *extra)
                _same_answer(name, answer(*args), _afresh(answer, *args), args)
            checked[name] += 1
    assert min(checked.values()) > 50


def test_the_shortcut_names_the_playouts_move_with_the_same_random_numbers_under_every_variant():
    """The playout's shortcut reads the memo's own list (at a take the legal list): its move and
    its random numbers are those of the playout policy over the search's list, in every variant."""
    ruleset = games.get("merkator")
    variants = [{"cards_in_hand": True}, {"no_coins": True, "contract_offers": True},
                {"spending_pressure": True, "long_game": True}, {"fulfil_limit": "per_turn"}]
    named: dict[str, int] = {}
    for index, options in enumerate(variants * 2):
        players = 1 + index % 4
        state = ruleset.new_game(GameConfig(players=players, seed=index, options={} if players == 1 else options))
        rng = random.Random(index)
        while not state.is_over():
            seat = state.to_move()[0]
            step = state.step
            chosen, shortcut = policy_step(ruleset, state, seat, rng)
            if shortcut:
                named[step] = named.get(step, 0) + 1
            state.apply(seat, chosen)
    assert min(named.get(step, 0) for step in ("invest", "take", "fulfil")) > 100, named


def test_a_search_with_the_playout_shortcut_is_the_search_without_it(monkeypatch):
    ruleset = games.get("merkator")
    settings = search_settings("normal", {})
    settings.update(iterations=150, seconds=None)

    def searches():
        found = []
        for players in (1, 2, 3):
            for index, (state, seat) in enumerate(decision_points(ruleset, players, 3, seed=players)):
                result = ISMCTSPlayer(index, **settings).search(state, seat)
                found.append([(m.action, m.visits, m.mean) for m in result.moves])
        return found

    with_shortcut = searches()
    monkeypatch.setattr(type(ruleset), "policy_shortcut", Ruleset.policy_shortcut)
    assert searches() == with_shortcut

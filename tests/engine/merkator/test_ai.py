"""Merkator's AI knowledge in the solo game: the playout policy, the position estimate, the search reward."""

from __future__ import annotations

import random
import statistics

from engine.ai.evaluation import Knowledge
from engine.games.merkator import ai
from tests.engine.merkator.helpers import act, new, quiet, set_contracts, set_goods

SEEDS = range(1, 7)


def _play_solo(seed: int, policy: bool) -> int:
    state = new(1, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        actions = state.legal_actions(0)
        action = ai.rollout_action(state, 0, actions, rng) if policy else None
        if action is None:
            action = actions[rng.randrange(len(actions))]
        state.apply(0, action)
    return state.scores()[0].total


def test_the_playout_policy_alone_beats_random_play_in_the_solo_game_by_far():
    policy = [_play_solo(seed, True) for seed in SEEDS]
    chance = [_play_solo(seed, False) for seed in SEEDS]
    assert statistics.mean(policy) >= statistics.mean(chance) + 15
    assert min(policy) > max(chance) - 5
    assert statistics.mean(policy) >= 25


def test_the_solo_estimate_rises_with_the_score_and_stays_in_range():
    state = new(1)
    low = ai.evaluate(state)[0]
    richer = state.clone()
    richer.contracts[0] = [*richer.contracts[0], *[c for c in richer.stacks[7][-1:]]]
    assert 0.0 < low < ai.evaluate(richer)[0] <= 1.0
    # the solo value follows the points on a fixed linear scale, not a sigmoid that flattens low scores
    assert abs(low - ai.solo_value(ai.solo_estimate(state), 0)) < 1e-9


def test_a_finished_solo_game_rewards_the_search_by_its_score():
    ends = []
    for seed in (1, 2):
        state = new(1, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            actions = state.legal_actions(0)
            state.apply(0, ai.rollout_action(state, 0, actions, rng) or actions[0])
        ends.append(state)
    knowledge = Knowledge.of(ends[0])
    values = [knowledge.values(s)[0] for s in ends]
    totals = [s.score_details()[0]["exact"] for s in ends]
    assert values == [ai.solo_value(t, s.turn_index) for t, s in zip(totals, ends, strict=True)]
    assert (values[0] > values[1]) == (totals[0] > totals[1])


def test_the_policy_trades_tokens_towards_a_contract_it_can_complete():
    state = new(1)
    quiet(state)
    set_contracts(state, 0, "C16")
    contract = ai.CAT.contracts["C16"]
    goods = {ai.CAT.good_ids[g]: n for g, n in contract.goods}
    first = ai.CAT.good_ids[contract.goods[0][0]]
    goods[first] -= 1
    set_goods(state, 0, **goods)
    state.cubes = [0] * len(state.cubes)
    state.tokens[0] = 4
    state.token_supply -= 4
    act(state, "travel:" + ai.CAT.region_ids[contract.region])
    while state.step == "take":
        act(state, state.legal_actions(0)[0].key)
    action = ai.rollout_action(state, 0, state.legal_actions(0), random.Random(0))
    assert action is not None and action.kind == "trade_tokens"
    act(state, action.key)
    assert [a.kind for a in state.legal_actions(0)][0] == "fulfil"

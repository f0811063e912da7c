"""Merkator's fast deficit and trade lists agree with the plain definitions on random positions."""

from __future__ import annotations

import random

from engine import games
from engine.core import GameConfig
from engine.games.merkator import legal
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit
from engine.games.merkator.state import MerkatorState

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


def test_deficit_matches_the_plain_rule_on_random_storages():
    rng = random.Random(4)
    cards = list(CAT.contracts.values())
    goods = len(CAT.good_ids)
    for _ in range(3000):
        storage = [rng.choice([0, 0, 0, 1, 1, 2, 3, 5]) for _ in range(goods)]
        card = rng.choice(cards)
        assert deficit(CAT, card, storage) == _plain_deficit(card, storage), (card.id, storage)


def test_trades_match_every_trade_tried_on_random_games():
    ruleset = games.get("merkator")
    checked = 0
    for seed in range(40):
        state = ruleset.new_game(GameConfig(players=2 + seed % 3, seed=seed))
        assert isinstance(state, MerkatorState)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            if state.step == "fulfil" and not state.tasks:
                eligible = state.eligible(seat)
                if eligible:
                    # richer storages than random play reaches, so that trades exist
                    state.storage[seat] = [n + rng.choice([0, 0, 2, 4]) for n in state.storage[seat]]
                    assert legal.trades(state, seat, eligible) == _plain_trades(state, seat, eligible)
                    checked += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
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

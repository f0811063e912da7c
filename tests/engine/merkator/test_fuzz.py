"""Random games over 1-4 players and random options, checking the invariants after every action."""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.games.merkator.state import MerkatorState
from tests.conftest import fuzz_games
from tests.engine.merkator.helpers import CAT, new

BOOL_OPTIONS = ("long_game", "cards_in_hand", "no_goods_loss", "spending_pressure", "bonus_pays_at_once",
                "contract_offers", "no_coins", "no_joining", "alsterhaus_errata")
SOLO_OPTIONS = ("cards_in_hand", "bonus_pays_at_once", "alsterhaus_errata")


def random_options(players: int, rng: random.Random) -> dict:
    allowed = SOLO_OPTIONS if players == 1 else BOOL_OPTIONS
    options: dict = {key: rng.random() < 0.3 for key in allowed}
    if players != 2:
        options.pop("no_joining", None)
    if options.get("spending_pressure") and options.get("no_coins"):
        options["no_coins"] = False
    options["fulfil_limit"] = rng.choice(["per_round", "per_turn"])
    return options


def check_invariants(state: MerkatorState) -> None:
    for colour in range(8):
        a, b = CAT.colour_goods[colour]
        held = sum(s[a] + s[b] for s in state.storage) + sum(t[colour] for t in state.tile)
        if state.step == "take" and CAT.region_colour[state.figure] == colour:
            held += state.take_left  # cubes lifted from the region, not yet placed
        assert state.cubes[colour] + held + state.stock[colour] == CAT.colour_stock[colour]
    total = int(CAT.assumptions["solo_token_supply"]) if state.solo else CAT.time_table["total_tokens"]
    assert state.chart_tokens() + state.token_supply + sum(state.tokens) == total
    for seat in range(state.n):
        assert state.tokens[seat] >= 0 and state.coins[seat] >= 0 and state.credit[seat] >= 0
        assert min(state.storage[seat]) >= 0 and min(state.tile[seat]) >= 0
        assert state.contracts[seat], "a player always keeps a contract"
    assert min(state.cubes) >= 0 and state.token_supply >= 0 and min(state.chart_rows, default=0) >= 0
    cards = [c for pile in (*state.stacks.values(), *state.pools.values(), *state.solo_deck.values()) for c in pile]
    cards += state.discard + [c for held in state.contracts for c in held]
    cards += [h for h in state.hand if h in CAT.contracts]
    assert sorted(cards) == sorted(CAT.contracts)
    if state.step == "invest" and not state.tasks:
        for a in range(8):
            assert all(state.cubes[a] or state.cubes[b] for b in CAT.neighbours[a])
    for score in state.scores():
        assert sum(score.breakdown.values()) == score.total


def play_checked(players: int, seed: int) -> int:
    rng = random.Random(seed)
    options = random_options(players, rng)
    state = new(players, seed=seed, **options)
    fulfilled: set[tuple[int, str, int]] = set()
    steps = 0
    while not state.over:
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        action: Action = rng.choice(actions)
        period = state.period()
        was_invest = state.step == "invest" and not state.tasks
        events = state.apply(seat, action)
        steps += 1
        assert steps < 5000, "a random game ran away"
        for event in events:
            if event.code == "contract_fulfilled":
                card = event.params["contract"]
                assert CAT.contracts[card].region == state.figure
                key = (event.seat, card, period)
                assert key not in fulfilled, "a contract was fulfilled twice in one round"
                fulfilled.add(key)
        if action.kind == "travel":
            assert was_invest
            if not state.no_coins and not state.opt_pressure:
                assert state.coins[seat] <= CAT.constants["cash_limit"]
            if action.args[0] == "bohemia":
                assert 3 not in state.cubes
        check_invariants(state)
    assert state.to_move() == [] and state.legal_actions(0) == []
    return steps


@pytest.mark.fuzz
def test_random_games_keep_every_invariant():
    games = fuzz_games(250)
    for index in range(games):
        play_checked(index % 4 + 1, index)

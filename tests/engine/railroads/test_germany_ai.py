"""The AI with the Germany module: legal search moves, playout choices of branch, tile and income
token, the estimate of owned tokens, a short search, and the tile offer surviving determinization."""

from __future__ import annotations

import random

from engine.ai.ismcts import ISMCTSPlayer
from engine.core import GameConfig
from engine.games.railroads import RULESET, ai, germany_ai
from tests.engine.railroads.helpers import keys, play, set_rails
from tests.engine.railroads.test_germany import game, settle, spend


def positions(players: int, seed: int, every: int = 5):
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options={"germany": True}))
    rng = random.Random(seed)
    index = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if index % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        index += 1


def test_search_and_playout_moves_are_legal_on_germany_boards():
    kinds = set()
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for state, seat in positions(players, seed):
            legal = state.legal_actions(seat)
            search = ai.search_actions(state, seat)
            assert search and set(search) <= set(legal)
            move = ai.rollout_action(state, seat, search, random.Random(seed))
            assert move is None or move in legal
            kinds.update(a.kind for a in legal)
            values = ai.evaluate(state)
            assert all(0 <= v <= 1 for v in values) and abs(sum(values) - 1) < 1e-9
    assert {"tile", "take_token", "income"} <= kinds


def test_playout_takes_hamburg_early_and_berlin_late():
    for round_, want in ((1, "branch:hamburg"), (6, "branch:berlin")):
        state = game()
        state.round = round_
        set_rails(state, 0, "munich", black=8)
        settle(state, 0)
        spend(state, 0, "black", 1)
        play(state, "rail:munich,black")
        picks = [ai.rollout_action(state, 0, state.legal_actions(0), random.Random(s)).key for s in range(40)]
        assert picks.count(want) > 25


def test_playout_prefers_a_tile_that_pays_every_round_early_in_the_game():
    state = game()
    p = state.seats[0]
    assert germany_ai.tile_value(p, "t4a", 6) > germany_ai.tile_value(p, "t4d", 6)  # stars + income
    p.line_workers = 2
    assert germany_ai.tile_value(p, "t3c", 6) < germany_ai.tile_value(p, "t3a", 6)  # no worker left to gain


def test_playout_uses_an_income_token_before_placing():
    state = game()
    p = state.seats[0]
    p.tokens = ["coin"]
    state.germany.display.remove("coin")
    state._legal = {}
    assert "income:coin" in keys(state)
    move = ai.rollout_action(state, 0, ai.search_actions(state, 0), random.Random(2))
    assert move.key == "income:coin"


def test_owned_tokens_raise_the_estimate():
    state = game()
    before = ai.estimate(state, 0)
    state.seats[0].tokens = ["any_step", "coin"]
    assert ai.estimate(state, 0) > before + 2 * germany_ai.TOKEN_ROUND


def test_a_short_search_returns_a_legal_move_and_keeps_the_public_tiles():
    state = game()
    set_rails(state, 0, "nuremberg_fuerth", black=3)
    settle(state, 0)
    spend(state, 0, "black", 1)
    play(state, "rail:nuremberg_fuerth,black")
    offer = list(state.germany.tiles)
    move = ISMCTSPlayer(3, iterations=40).choose(state, 0)
    assert move in state.legal_actions(0) and move.kind == "tile"
    twin = state.clone()
    twin.resample_hidden(0, random.Random(5))
    assert twin.germany.tiles == offer and state.germany.tiles == offer

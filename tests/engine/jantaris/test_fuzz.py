"""Random games for 3 and 4 players: pieces are conserved and the general rules hold after every action."""

from __future__ import annotations

import random

import pytest

from engine.core import GameConfig
from engine.games.jantaris import RULESET
from engine.games.jantaris.data import END_PRESTIGE, GOODS_LIMIT, MERCHANTS, SQUARE
from tests.conftest import fuzz_games


def check(state, tokens_left: list[bool]) -> None:
    n = state.players
    for seat in range(n):
        on_map = sum(row[seat] for row in state.merchants)
        assert on_map + state.supply[seat] == MERCHANTS
        assert min(state.merchants[loc][seat] for loc in range(len(state.merchants))) >= 0
        assert 0 <= state.goods[seat][0] <= GOODS_LIMIT and 0 <= state.goods[seat][1] <= GOODS_LIMIT
    red, black = state.tokens
    assert red != black or red == SQUARE  # never together in a district
    for t in (0, 1):
        if state.tokens[t] != SQUARE:
            tokens_left[t] = True
        assert not (tokens_left[t] and state.tokens[t] == SQUARE)  # never back to the square
    owned = [i for items in state.items for i in items]
    cards = owned + state.display + state.bazaar_unseen + state.bazaar_under
    if state.decision is not None and state.decision[0] == "picklocks":
        cards += list(state.decision[3][0])
    assert sorted(cards) == list(range(20))


def play_random(players: int, seed: int) -> None:
    state = RULESET.new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    tokens_left = [False, False]
    last = []
    while not state.is_over():
        seats = state.to_move()
        seat = rng.choice(seats)
        last = state.apply(seat, rng.choice(state.legal_actions(seat)))
        check(state, tokens_left)
    assert last[-1].code == "game_over"
    assert state.active == state.start
    assert max(s.total for s in state.scores()) >= END_PRESTIGE
    for score in state.scores():
        assert score.total == sum(score.breakdown.values())


@pytest.mark.fuzz
def test_random_games_keep_every_invariant():
    # a few hundred in make test, thousands in make fuzz
    for number in range(fuzz_games(300)):
        play_random(3 + number % 2, number)

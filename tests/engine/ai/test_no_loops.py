"""No AI goes round in circles: every level finishes every turn in a bounded number of decisions
and never comes back, within a turn, to a position it already had.

Dale's two New Season cards once let two greedy seats throw each other away and draw each
other back for ever (two players, seed 1005). ``make test`` plays a game per game and level,
``make fuzz`` many (the search levels at a few iterations a decision: the loop is in the moves
they choose, not in how long they think).
"""

from __future__ import annotations

import pytest

from engine import games
from engine.ai.base import make_player
from engine.ai.turns import position_key, turn_of
from engine.core.game import GameConfig
from tests.conftest import fuzz_games

GAMES = ("speicherstadt", "merkator", "dale", "jantaris", "railroads")
LEVELS = ("random", "greedy", "easy:iterations=4", "normal:iterations=4", "strong:iterations=4")
# the most decisions one turn of any level takes; random play shows at most 24 (Russian Railroads)
MOST_DECISIONS = 60


def play_checked(game_id: str, players: int, seed: int, spec: str, options: dict | None = None):
    """Play a game with ``spec`` at every seat, turn by turn as play.py does, and return its end
    state and the most decisions a turn took. Fails at the first position a seat comes back to in
    its turn, and at a turn of too many decisions."""
    ruleset = games.get(game_id)
    state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options or {}))
    seated = [make_player(spec, seed=seed * 100 + s) for s in range(players)]
    last, decisions, most = None, 0, 0
    had: set[bytes] = set()
    while not state.is_over():
        seat = state.to_move()[0]
        if turn_of(state, seat) != last:
            seated[seat].start_turn()
            last, decisions = turn_of(state, seat), 0
            had = set()
        here = position_key(state, seat)
        assert here not in had, f"{spec} came back to a position of its turn ({game_id}, {players}, seed {seed})"
        had.add(here)
        state.apply(seat, seated[seat].choose(state, seat))
        decisions += 1
        most = max(most, decisions)
        assert decisions <= MOST_DECISIONS, f"{spec}: a turn of over {MOST_DECISIONS} decisions ({game_id}, seed {seed})"
    return state, most


def test_two_greedy_dale_seats_no_longer_trade_the_new_season_cards_for_ever():
    # without the round cap, as in a game with a person seated: the game ends, won
    state, _most = play_checked("dale", 2, 1005, "greedy", {"max_rounds": 0})
    assert state.is_over() and state.winners()


@pytest.mark.fuzz
@pytest.mark.parametrize("spec", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_finishes_every_turn_without_coming_back(game_id, spec):
    info = games.get(game_id).info
    counts = list(range(info.min_players, info.max_players + 1))
    for index in range(max(1, fuzz_games(100) // 100)):
        players = counts[index % len(counts)]
        play_checked(game_id, players, 1000 + index, spec)

"""Golden figures from fixed seeds: the move tree at the start and one whole random game.

If a rule change moves these numbers on purpose, update them in the same change.
"""

from __future__ import annotations

import random

from engine import games
from engine.core import GameConfig
from engine.core.match import Match
from engine.core.saves import dumps, loads
from engine.games.merkator.state import MerkatorState


def perft(state: MerkatorState, depth: int) -> int:
    if depth == 0 or state.is_over():
        return 1
    seat = state.to_move()[0]
    total = 0
    for action in state.legal_actions(seat):
        twin = state.clone()
        twin.apply(seat, action)
        total += perft(twin, depth - 1)
    return total


def test_move_tree_at_the_start_of_a_two_player_game():
    state = games.get("merkator").new_game(GameConfig(players=2, seed=1))
    assert isinstance(state, MerkatorState)
    assert [perft(state, depth) for depth in (1, 2)] == [29, 587]


def test_a_seeded_random_game_replays_to_the_same_end_through_a_save():
    ruleset = games.get("merkator")
    match = Match(ruleset, GameConfig(players=3, seed=2024))
    rng = random.Random(2024)
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    assert [s.total for s in match.state.scores()] == [13, 20, 10]
    assert match.state.round_number() == 15
    restored = loads(dumps(match))
    assert restored.state.view(None) == match.state.view(None)

"""Golden playthroughs: seeded random games that must replay to the same end (a guard against silent rule changes)."""

from __future__ import annotations

import random

import pytest

from engine.core import GameConfig
from engine.games.jantaris import RULESET

GOLDEN = [
    # players, seed, actions, rounds, totals, winners
    (3, 1, 528, 22, [15, 9, 9], [0]),
    (4, 2, 582, 15, [8, 12, 9, 5], [1]),
]


@pytest.mark.parametrize("players,seed,actions,rounds,totals,winners", GOLDEN)
def test_seeded_random_game_replays_to_the_same_end(players, seed, actions, rounds, totals, winners):
    state = RULESET.new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    count = 0
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        count += 1
    assert (count, state.round, [s.total for s in state.scores()], state.winners()) == (
        actions, rounds, totals, winners,
    )


def test_the_first_choices_of_a_game():
    state = RULESET.new_game(GameConfig(players=3, seed=4, options={"first_player": 2}))
    assert state.to_move() == [1] and len(state.legal_actions(1)) == 10  # any district
    state.apply(1, state.legal_actions(1)[0])
    assert len(state.legal_actions(1)) == 9  # a different one

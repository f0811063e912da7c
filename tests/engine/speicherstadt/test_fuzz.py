"""Random games over 2 to 5 players: cubes are conserved and every invariant of the rules holds."""

from __future__ import annotations

import random

import pytest

from engine.core import GameConfig
from engine.games.speicherstadt import RULESET
from engine.games.speicherstadt.data import D_SEASON_CANDIDATES, TOTAL_CUBES
from tests.conftest import fuzz_games
from tests.engine.speicherstadt.helpers import cube_total

ROUNDS = {2: 16, 3: 12, 4: 10, 5: 8}


def check_invariants(state) -> None:
    assert cube_total(state) == TOTAL_CUBES
    assert min(state.coins) >= 0
    for seat in range(state.players):
        assert sum(state.warehouse[seat]) <= 4
        assert -1 <= state.market[seat] < 5  # one kept cube at most
        assert min(state.warehouse[seat]) >= 0
    assert min(state.bag) >= 0 and min(state.supply) >= 0 and min(state.loose) >= 0
    assert all(len(column) <= 8 for column in state.workers)
    for seat in range(state.players):
        on_board = sum(column.count(seat) for column in state.workers)
        assert state.workers_left[seat] + on_board == 3


@pytest.mark.fuzz
def test_random_games_keep_every_invariant():
    games = fuzz_games(200)
    for number in range(games):
        players = 2 + number % 4
        rng = random.Random(number)
        options = {"d_season_card": rng.choice(D_SEASON_CANDIDATES), "floor_at_zero": rng.random() < 0.3}
        state = RULESET.new_game(GameConfig(players=players, seed=number, options=options))
        last_events = []
        while not state.is_over():
            seat = state.to_move()[0]
            last_events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            check_invariants(state)
        codes = [e.code for e in last_events]
        assert codes[-1] == "game_ended"
        fire = [e for e in last_events if e.code == "fire_resolved"][-1]
        assert fire.params["order"] == 4 and state.piles == [[], [], [], [], []]
        assert state.round in (ROUNDS[players], ROUNDS[players] + 1)
        for score in state.scores():
            assert score.total == sum(score.breakdown.values())
            assert score.tiebreak == (state.coins[score.seat],)
        if options["floor_at_zero"]:
            assert min(state.fire_points) >= 0

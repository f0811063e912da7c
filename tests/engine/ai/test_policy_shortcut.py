"""A game's ``policy_shortcut`` names the very move its playout policy would choose from the list
of moves, with the same random numbers: the playout plays the same games with it as without it."""

from __future__ import annotations

import collections
import random

import pytest

from engine import games
from engine.core.game import GameConfig, Ruleset
from tests.conftest import fuzz_games
from tests.engine.ai.helpers import policy_step

WITH_SHORTCUT = sorted(rs.info.id for rs in games.all() if type(rs).policy_shortcut is not Ruleset.policy_shortcut)


def test_the_dale_playout_has_a_shortcut():
    assert "dale" in WITH_SHORTCUT


@pytest.mark.parametrize("game_id", WITH_SHORTCUT)
def test_the_shortcut_is_the_policys_move_with_the_same_random_numbers(game_id):
    ruleset = games.get(game_id)
    taken: collections.Counter[str] = collections.Counter()
    steps = 0
    for game in range(fuzz_games(6)):
        for players in range(ruleset.info.min_players, ruleset.info.max_players + 1):
            seed = 1000 * game + players
            state = ruleset.new_game(GameConfig(players=players, seed=seed))
            rng = random.Random(seed)
            while not state.is_over() and steps < 400_000:
                chosen, named = policy_step(ruleset, state, state.to_move()[0], rng)
                if named:
                    taken[chosen.kind] += 1
                state.apply(state.to_move()[0], chosen)
                steps += 1
    # the shortcut named moves of several kinds, each often enough to mean something
    assert len([kind for kind, count in taken.items() if count >= 20]) >= 3, taken

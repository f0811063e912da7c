"""A search leaves the objects it found out of the cycle collector's work, and hands them back."""

from __future__ import annotations

import gc

from engine import games
from engine.ai.heap import frozen_heap
from engine.ai.ismcts import ISMCTSPlayer
from engine.core.game import GameConfig


class Watching(ISMCTSPlayer):
    """Notes how many objects the collector leaves alone at each iteration of its search."""

    seen: list[int]

    def determinize(self, state, seat, rng):
        self.seen.append(gc.get_freeze_count())
        return super().determinize(state, seat, rng)


def test_a_search_freezes_what_was_there_before_it_and_hands_it_back_after():
    assert gc.get_freeze_count() == 0
    state = games.get("speicherstadt").new_game(GameConfig(players=2, seed=1))
    player = Watching(1, iterations=20)
    player.seen = []
    player.search(state, state.to_move()[0])
    assert len(player.seen) == 20 and min(player.seen) > 1000  # the game's data, the modules, the state
    assert gc.get_freeze_count() == 0


def test_searches_side_by_side_hand_the_objects_back_when_the_last_one_ends():
    with frozen_heap():
        frozen = gc.get_freeze_count()
        assert frozen > 0
        with frozen_heap():
            assert gc.get_freeze_count() == frozen
        assert gc.get_freeze_count() == frozen
    assert gc.get_freeze_count() == 0

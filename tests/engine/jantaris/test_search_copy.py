"""A search's copy plays the real game: it only leaves out the events, and draws the same cards."""

from __future__ import annotations

import random

import pytest

from engine.core import GameConfig
from engine.games.jantaris import RULESET
from engine.games.jantaris.state import JantarisState


def positions(players: int, seed: int, every: int = 41) -> list[tuple[JantarisState, int]]:
    """Positions along a random game, with the seat to move."""
    state = RULESET.new_game(GameConfig(players=players, seed=seed))
    assert isinstance(state, JantarisState)
    rng = random.Random(seed)
    found = []
    step = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        if step % every == 0:
            found.append((state.clone(), seat))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    return found


def play_along(first: JantarisState, second: JantarisState, rng: random.Random, moves: int) -> tuple[int, int]:
    """The same random moves on both copies; every seat's view must stay the same. Returns how many
    events each told."""
    told = [0, 0]
    for _ in range(moves):
        if first.is_over():
            break
        seat = first.to_move()[0]
        assert second.to_move() == first.to_move()
        actions = first.legal_actions(seat)
        assert second.legal_actions(seat) == actions
        action = rng.choice(actions)
        told[0] += len(first.apply(seat, action))
        told[1] += len(second.apply(seat, action))
        for viewer in (None, *range(first.players)):
            assert second.view(viewer) == first.view(viewer)
    assert second.is_over() == first.is_over()
    return told[0], told[1]


@pytest.mark.parametrize("players", [3, 4])
def test_a_search_copy_plays_like_the_game_it_was_made_from_without_events(players):
    for index, (state, seat) in enumerate(positions(players, seed=3 + players)):
        copy = state.determinize(seat, random.Random(index))
        loud = copy.clone()
        loud.quiet = False  # the same position and random stream, telling its events
        told, kept_quiet = play_along(loud, copy, random.Random(100 + index), moves=60)
        assert told > 0 and kept_quiet == 0


@pytest.mark.parametrize("players", [3, 4])
def test_a_copy_of_a_search_copy_draws_the_same_cards_as_the_copy_itself(players):
    for index, (state, seat) in enumerate(positions(players, seed=11 + players)):
        copy = state.determinize(seat, random.Random(index))
        twin = state.determinize(seat, random.Random(index)).clone()  # cloned before its first draw
        play_along(copy, twin, random.Random(200 + index), moves=80)

"""Shared helpers of the AI tests: random positions of any registered game."""

from __future__ import annotations

import random

from engine.core import GameConfig, GameState, Ruleset


def random_positions(ruleset: Ruleset, players: int, count: int, seed: int) -> list[tuple[GameState, int]]:
    """``count`` positions spread over one random game, each with a seat to move (any of to_move)."""
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed))
    seen: list[tuple[GameState, int]] = []
    while not state.is_over():
        seat = rng.choice(state.to_move())
        seen.append((state.clone(), seat))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    if len(seen) <= count:
        return seen
    return [seen[int(i * len(seen) / count)] for i in range(count)]


def choice_points(ruleset: Ruleset, players: int, count: int, seed: int) -> list[tuple[GameState, int]]:
    """Like random_positions, but only where the seat has more than one legal action."""
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed))
    seen: list[tuple[GameState, int]] = []
    while not state.is_over():
        seat = rng.choice(state.to_move())
        actions = state.legal_actions(seat)
        if len(actions) > 1:
            seen.append((state.clone(), seat))
        state.apply(seat, rng.choice(actions))
    if len(seen) <= count:
        return seen
    return [seen[int(i * len(seen) / count)] for i in range(count)]

"""Shared helpers of the AI tests: random positions of any registered game."""

from __future__ import annotations

import random

from engine.ai.playout import rollout_move
from engine.core import Action, GameConfig, GameState, Ruleset


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


def policy_step(ruleset: Ruleset, state: GameState, seat: int, rng: random.Random) -> tuple[Action, bool]:
    """The playout policy's move for ``seat`` (``rng`` draws on), holding the game's
    ``policy_shortcut`` to it: the same move and the same random numbers, or no move and no
    number drawn. The move, and whether the shortcut named it."""
    before = rng.getstate()
    beside = random.Random()
    beside.setstate(before)
    named = ruleset.policy_shortcut(state, seat, beside)
    chosen = rollout_move(state, seat, ruleset.search_actions(state, seat), rng, ruleset.rollout_action)
    if named is None:
        assert beside.getstate() == before, "the shortcut drew a random number and named no move"
        return chosen, False
    assert named == chosen, (state.game_id, state.players, seat)
    assert beside.getstate() == rng.getstate(), "the shortcut drew other random numbers"
    return chosen, True

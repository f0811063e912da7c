"""Seeded random games for 2-4 players: the rules' invariants hold after every move."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine.core import GameConfig
from engine.games.railroads import RULESET
from engine.games.railroads.coal import plain
from engine.games.railroads.data import SPECIAL_LOCO, catalogue
from engine.games.railroads.state import RailroadsState
from tests.conftest import fuzz_games

CAT = catalogue()


def tile_counts(state: RailroadsState) -> list[int]:
    """Every locomotive tile by number, wherever it lies (supply, returned pool, boards, held)."""
    counts = state.supply[:]
    for number in state.returned + (state.emil.tiles if state.emil is not None else []):
        counts[number] += 1
    if 0 < state.held < SPECIAL_LOCO:
        counts[state.held] += 1
    held = plain(state.held)
    if held != state.held and held < SPECIAL_LOCO:
        counts[held] += 1  # a held locomotive with a stoker (Coal)
    for p in state.seats:
        for slots in p.locos:
            for tile in slots:
                tile = plain(tile)  # a stoker on it (Coal) does not change the tile
                if 0 < tile < SPECIAL_LOCO:
                    counts[tile] += 1
        for number in p.factories:
            if number < SPECIAL_LOCO:  # the coal factory (extras) is no locomotive's back
                counts[number] += 1
    return counts


def check(state: RailroadsState, last_scores: list[int]) -> None:
    n = state.players
    copies = state.setup["loco_copies"]
    counts = tile_counts(state)
    assert counts[1] == n and counts[2:] == [copies] * 8
    for seat, p in enumerate(state.seats):
        for ld in p.board.lines:
            rails = p.rails[ld.index]
            assert 1 <= rails[0] <= ld.length
            lower = rails[0]
            for colour in range(1, len(rails)):
                if not ld.allowed[colour]:
                    assert rails[colour] == 0
                    continue
                if rails[colour]:
                    assert p.unlocked[colour] and rails[colour] < lower, (ld.id, rails)
                lower = rails[colour]
        helpers = 2 if state.turquoise == seat else 0
        assert p.free >= 0 and p.temp >= 0 and p.free + p.temp + p.placed <= p.workers + helpers
        if state.opts.get("new_worker_at_once", True):
            assert p.free + p.temp + p.placed == p.workers + helpers
        assert p.coins >= 0
        assert p.score >= last_scores[seat]
        assert p.score == sum(p.breakdown.values())
        assert len(set(p.industry)) == len(p.industry) and max(p.industry) <= p.lane_limit()
        assert p.doublers <= len(p.board.doubler_spaces)
        assert all(plain(t) in range(1, 10) or plain(t) == SPECIAL_LOCO for t in p.loco_tiles())
    emil = state.emil
    if emil is not None:
        assert emil.free >= 0 and emil.free + sum(emil.spaces.values()) == emil.total
        assert all(state.occupied[sid] < 0 for sid in emil.spaces)
    assert len(state.deck) + len(state.removed_cards) + sum(len(p.end_cards) for p in state.seats) == len(CAT.end_cards)


def play_game(players: int, seed: int, options: dict,
              also: Callable[[RailroadsState], None] | None = None) -> RailroadsState:
    """A seeded random game checked after every move (``also``: a module's own invariants)."""
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options=options))
    rng = random.Random(seed)
    scores = [0] * players
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        assert actions and len(set(actions)) == len(actions)
        state.apply(seat, rng.choice(actions))
        check(state, scores)
        if also is not None:
            also(state)
        scores = [p.score for p in state.seats]
    assert state.round == state.rounds
    return state


OPTION_MIX = [
    {},
    {"hired_engineer_cost": "free", "kiev_medal": "always", "relocation_optional": False},
    {"turn_order_cards_each_round": False, "last_round_tile": "none", "new_worker_at_once": False,
     "industry_split": False},
]


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant(players):
    games = fuzz_games(150)
    for number in range(games):
        options = dict(OPTION_MIX[number % len(OPTION_MIX)])
        if players > 2 and number % 5 == 4:
            options.update(industry_1_black_1=False, loco_or_factory_2=False)
        state = play_game(players, 10_000 * players + number, options)
        for score in state.scores():
            assert score.total == sum(score.breakdown.values())

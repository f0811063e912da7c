"""Seeded random games with the Germany module for 1-4 players: the base game's invariants and the
module's own hold after every move."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from engine.core import GameConfig
from engine.core.match import Match
from engine.core.saves import dumps, loads
from engine.games.railroads import RULESET
from engine.games.railroads.data import COLOUR_INDEX
from engine.games.railroads.germany_board import AREAS, BRANCH_SPACE, MAIN, TILES, TOKENS
from engine.games.railroads.state import RailroadsState
from tests.conftest import fuzz_games
from tests.engine.railroads.test_fuzz import OPTION_MIX
from tests.engine.railroads.test_fuzz import play_game as play_base_game

NATURAL = COLOUR_INDEX["natural"]
WHITE = COLOUR_INDEX["white"]
MODULES = ("coal", "extras")  # every fourth game combines Germany with the other modules


def check_germany(state: RailroadsState) -> None:
    table = state.germany
    assert table is not None
    laid = [t for p in state.seats for t in p.board.tiles if t]
    assert sorted(laid + table.tiles) == sorted(TILES)
    owned = Counter(k for p in state.seats for k in p.tokens)
    assert owned + Counter(table.display) == Counter({k: t["count"] for k, t in TOKENS.items()})
    pending = [item[0] for item in state.locked]
    for p in state.seats:
        board = p.board
        assert not Counter(p.tokens_used) - Counter(p.tokens)
        assert sum(1 for r in p.rails if r[NATURAL]) <= 2
        assert p.line_workers <= 2
        assert len(p.industry) <= 3 and len(set(p.industry)) == len(p.industry)
        mine = p is state.seats[state.turn_seat] if state.turn_seat >= 0 else False
        if p.rails[MAIN][0] >= BRANCH_SPACE:
            assert board.branch or (mine and "branch" in pending)
        if p.rails[MAIN][WHITE]:
            assert board.branch == "hamburg"
        for area in AREAS:
            tile = board.tiles[area.index]
            if tile:
                assert TILES[tile]["size"] == area.size
            elif p.rails[area.line][0] >= area.station:
                assert mine and "tile" in pending
                assert p.rails[area.line][0] == area.station  # no step on before the tile lies


def play_game(players: int, seed: int, options: dict) -> RailroadsState:
    return play_base_game(players, seed, options, check_germany)


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_germany_games_keep_every_invariant(players):
    games = fuzz_games(60)
    for number in range(games):
        options = dict(OPTION_MIX[number % len(OPTION_MIX)], germany=True)
        if number % 4 == 3:
            options.update({m: True for m in MODULES})
        state = play_game(players, 20_000 * players + number, options)
        for score in state.scores():
            assert score.total == sum(score.breakdown.values())


def test_random_germany_games_use_every_part_of_the_module():
    """Over some random games the branch both ways, every area and income tokens all come up."""
    branches = Counter()
    areas = Counter()
    tokens = 0
    for seed in range(60):
        state = play_game(2 + seed % 3, 30_000 + seed, {"germany": True})
        for p in state.seats:
            branches[p.board.branch] += 1
            areas.update(a.id for a in AREAS if p.board.tiles[a.index])
            tokens += len(p.tokens)
        if branches["berlin"] and branches["hamburg"] and len(areas) == len(AREAS) and tokens:
            break
    assert branches["berlin"] and branches["hamburg"]
    assert set(areas) == {a.id for a in AREAS}
    assert tokens


def test_clones_determinized_copies_and_saves_keep_the_germany_boards():
    """A clone changes nothing of the original, determinizing keeps what a seat sees (tiles and
    tokens are public) and a saved game loads with the same boards."""
    for players in (1, 3):
        config = GameConfig(players=players, seed=7, options={"germany": True})
        match = Match(RULESET, config)
        rng = random.Random(players)
        for index in range(400):
            state = match.state
            if state.is_over():
                break
            seat = state.to_move()[0]
            if index % 23 == 0:
                before = json.dumps(state.view(None), sort_keys=True)
                twin = state.clone()
                for _ in range(25):
                    if twin.is_over():
                        break
                    s = twin.to_move()[0]
                    twin.apply(s, rng.choice(twin.legal_actions(s)))
                assert json.dumps(state.view(None), sort_keys=True) == before
                for viewer in range(players):
                    det = state.determinize(viewer, rng)
                    assert det.view(viewer) == state.view(viewer)
                    assert det.legal_actions(viewer) == state.legal_actions(viewer)
            match.apply(seat, rng.choice(state.legal_actions(seat)))
        restored = loads(dumps(match))
        for viewer in [None, *range(players)]:
            assert restored.state.view(viewer) == match.state.view(viewer)


GOLDEN = {(1, 0): [85], (2, 0): [100, 105], (3, 1): [44, 59, 78], (4, 2): [84, 100, 71, 64]}


@pytest.mark.parametrize("players,seed", sorted(GOLDEN))
def test_seeded_random_germany_game_scores(players, seed):
    """Fixed seeds and random moves give these final scores; a deliberate change of the module's
    rules or data moves them (update them then, after checking the change)."""
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options={"germany": True}))
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert [s.total for s in state.scores()] == GOLDEN[(players, seed)]


def test_a_pickled_state_names_its_boards_and_gets_the_shared_ones_back():
    """A state sent to the AI's helpers carries each board as its shape (a board is one shared
    value per shape), so the copy's boards are the very boards of that shape."""
    import pickle

    for options in ({}, {"germany": True}):
        state = RULESET.new_game(GameConfig(players=3, seed=5, options=options))
        rng = random.Random(5)
        for _ in range(60):
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        copy = pickle.loads(pickle.dumps(state))
        assert copy.board is state.board
        assert [seat.board for seat in copy.seats] == [seat.board for seat in state.seats]
        assert all(a is b for a, b in zip((s.board for s in copy.seats), (s.board for s in state.seats), strict=True))

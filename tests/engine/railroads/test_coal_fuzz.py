"""Seeded random games with the Coal module and the additional material for 1-4 players: the base
invariants and the modules' own hold after every move."""

from __future__ import annotations

import random

import pytest

from engine.core import GameConfig
from engine.games.railroads import RULESET
from engine.games.railroads.coal import FOUNDRIES
from engine.games.railroads.player import STOKER
from engine.games.railroads.state import RailroadsState
from tests.conftest import fuzz_games
from tests.engine.railroads.test_fuzz import OPTION_MIX, check

MIXES = [{"coal": True}, {"extras": True}, {"coal": True, "extras": True}]
ROUNDS = {1: 6, 2: 6, 3: 6, 4: 7}  # without Coal


def check_modules(state: RailroadsState) -> None:
    for p in state.seats:
        assert p.coins >= 0
    tokens = state.tokens
    assert all(0 <= n <= 4 for n in tokens.values())
    c = state.coal
    if c is None:
        return
    assert all(n >= 0 for n in c.coal)
    on_boards = sum(1 for p in state.seats for t in p.loco_tiles() if t > STOKER)
    on_boards += 1 if state.held > STOKER else 0
    on_boards += sum(bin(mask).count("1") for mask in c.fstoked)
    attaching = sum(1 for kind, _ in c.pending if kind == "attach")
    owned = sum(len(o) for o in c.owned)
    assert len(c.stack) + len(c.display) + owned + on_boards + c.removed + attaching == len(FOUNDRIES)
    assert len(c.display) == 2 or not c.stack
    for seat, p in enumerate(state.seats):
        assert set(c.used[seat]) <= set(c.owned[seat]) or any(k == "attach" for k, _ in c.pending)
        stoked = [t for t in p.loco_tiles() if t > STOKER]
        assert all(t - STOKER < STOKER for t in stoked)  # one stoker a locomotive at most
        for k in range(len(p.factories)):
            if (c.fstoked[seat] >> k) & 1:
                assert p.factories[k]  # a stoker only on a built factory


def play_game(players: int, seed: int, options: dict) -> RailroadsState:
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options=options))
    rng = random.Random(seed)
    scores = [0] * players
    rounds_seen = set()
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        assert actions and len(set(actions)) == len(actions)
        if state.phase != "actions" or seat in [s for s in range(players) if state.passed[s]]:
            assert not any(a.kind in state.free_kinds for a in actions if a.kind not in ("close", "keep", "stoker"))
        rounds_seen.add(state.round)
        state.apply(seat, rng.choice(actions))
        check(state, scores)
        check_modules(state)
        scores = [p.score for p in state.seats]
    expected = ROUNDS[players] - (1 if options.get("coal") else 0)
    assert state.rounds == expected and state.round == expected and rounds_seen == set(range(1, expected + 1))
    return state


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_coal_and_extras_games_keep_every_invariant(players):
    games = fuzz_games(75)
    for number in range(games):
        options = dict(OPTION_MIX[number % len(OPTION_MIX)], **MIXES[number % len(MIXES)])
        state = play_game(players, 40_000 * players + number, options)
        for score in state.scores():
            assert score.total == sum(score.breakdown.values())


def test_random_games_use_every_part_of_the_modules():
    """Random play reaches the coal table, foundries (used and closed), stokers on locomotives and
    factories, the bonus tokens and the coal factory: the fuzz games test them all."""
    seen: set[str] = set()
    for seed in range(40):
        state = RULESET.new_game(GameConfig(players=2 + seed % 3, seed=50_000 + seed,
                                            options={"coal": True, "extras": True}))
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            for event in state.apply(seat, rng.choice(actions)):
                if event.code == "stoker_attached":
                    seen.add("stoker_factory" if "factory" in event.params else "stoker_locomotive")
                elif event.code == "factory_built" and event.params["number"] == 20:
                    seen.add("coal_factory")
                else:
                    seen.add(event.code)
    assert {"coal_gained", "foundry_taken", "foundry_used", "foundry_closed", "coal_space_used",
            "stoker_locomotive", "stoker_factory", "bonus_token_taken", "start_bonus_drawn"} <= seen

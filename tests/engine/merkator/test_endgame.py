"""A seat's last steps of the game are counted out: the most points of every chain of its steps."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import games
from engine.ai.base import make_player
from engine.ai.evaluation import counted_move
from engine.ai.hint import analyse
from engine.core import GameConfig
from engine.core.saves import match_from_json
from engine.games.merkator import endgame
from engine.games.merkator.state import MerkatorState

SUITE = Path(__file__).parents[2] / "tactics" / "merkator"


def _suite():
    for path in sorted(SUITE.glob("*.json")):
        position = json.loads(path.read_text(encoding="utf-8"))
        yield path.stem, match_from_json(position["save"], path.stem).state, position


def _plain_best(state: MerkatorState, seat: int) -> tuple:
    """The best (points, tie-break) over every chain of the seat's steps, nothing remembered."""
    if state.over or state.to_move() != [seat]:
        score = state.scores()[seat]
        return (score.total, score.tiebreak)
    best = None
    for action in state.legal_actions(seat):
        twin = state.clone()
        twin._apply(seat, action)
        worth = _plain_best(twin, seat)
        best = worth if best is None or worth > best else best
    return best


def _last_steps(seeds):
    """Positions of seeded random games where a seat takes its last steps at a destination."""
    ruleset = games.get("merkator")
    for seed in seeds:
        state = ruleset.new_game(GameConfig(players=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            if state.step == "fulfil" and not state.tasks and endgame._last_chance(state, seat):
                yield state, seat
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_count_finds_the_best_move_of_every_merkator_tactics_position():
    found = 0
    for name, state, position in _suite():
        move = counted_move(state, position["seat"])
        assert move is not None, name
        assert move.key in position["best"], name
        found += 1
    assert found >= 15


def test_the_counted_move_leads_to_the_most_points_any_chain_of_steps_makes():
    checked = 0
    for state, seat in _last_steps(range(80)):
        move = endgame.counted_move(state.clone(), seat)
        if move is None:
            continue
        after = state.clone()
        after._apply(seat, move)
        assert _plain_best(after, seat) == _plain_best(state.clone(), seat)
        checked += 1
    assert checked > 50


def test_nothing_is_counted_before_the_last_round_or_in_the_solo_game():
    ruleset = games.get("merkator")
    asked = 0
    for players, seed in ((1, 3), (2, 4), (3, 5)):
        state = ruleset.new_game(GameConfig(players=players, seed=seed))
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            if state.step == "fulfil" and (state.solo or state.final_left is None):
                assert endgame.counted_move(state, seat) is None
                asked += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert asked > 20


def test_a_turn_with_too_many_chains_is_left_to_the_search(monkeypatch):
    name, state, position = next(_suite())
    monkeypatch.setattr(endgame, "CHAIN_NODES", 1)
    assert endgame.counted_move(state, position["seat"]) is None, name


def test_the_count_reads_a_copy_and_the_ai_plays_and_hints_its_move():
    name, state, position = next(s for s in _suite() if s[0] == "p4_seed269_1")
    seat = position["seat"]
    before = state.rng.getstate()
    for level in ("easy", "normal", "strong"):
        assert make_player(level, seed=3).choose(state, seat).key in position["best"], level
    found = analyse(state, seat, seed=1)
    assert found.counted and found.action.key in position["best"] and found.iterations == 0
    assert found.reason == "counted out: no other way to play the last steps brings more points"
    assert state.rng.getstate() == before, "the real game's random stream was read"

"""Speed work changes no move: legal actions, search statistics and AI games match a recorded trace.

The trace in ``same_moves.json`` was recorded before the engines were made faster. Per game
and player count it holds a digest of every legal-action list along seeded random games,
the root statistics of normal-level searches at a fixed iteration count, and the first
moves of a seeded game of normal against easy. A change that is meant to alter the rules
or the AI rewrites the file in the same commit:
``.venv/bin/python -m tests.engine.test_same_moves --write [game ...]`` (only the games named,
or every game when none is named).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import games
from engine.ai.base import make_player
from engine.ai.bench import decision_points
from engine.ai.ismcts import ISMCTSPlayer
from engine.ai.levels import search_settings
from engine.core import GameConfig

TRACE = Path(__file__).with_name("same_moves.json")
GAMES = ("speicherstadt", "merkator", "dale", "jantaris", "railroads")
# Option sets traced besides each game's defaults: every module of the railroads game together.
EXTRA_OPTIONS = {"railroads": [{"germany": True, "coal": True, "extras": True}]}
CASES = [
    (game_id, players, options)
    for game_id in GAMES
    for options in [{}, *EXTRA_OPTIONS.get(game_id, [])]
    for players in range(games.get(game_id).info.min_players, games.get(game_id).info.max_players + 1)
]


def case_key(game_id: str, players: int, options: dict[str, Any]) -> str:
    modules = ",".join(sorted(options))
    return f"{game_id}+{modules}/{players}" if modules else f"{game_id}/{players}"


def record(game_id: str, players: int, options: dict[str, Any]) -> dict[str, Any]:
    """The trace of one game, player count and option set, as stored in the file."""
    ruleset = games.get(game_id)
    digest = hashlib.sha256()
    for seed in range(2):
        state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options))
        rng = random.Random(seed)
        while not state.is_over():
            seat = rng.choice(state.to_move())
            actions = state.legal_actions(seat)
            digest.update(("|".join(a.key for a in actions) + "\n").encode())
            state.apply(seat, rng.choice(actions))
        digest.update(json.dumps([s.total for s in state.scores()]).encode())
    settings = search_settings("normal", {})
    settings.update(iterations=60, seconds=None)
    searches = []
    for index, (state, seat) in enumerate(decision_points(ruleset, players, 2, options=options)):
        result = ISMCTSPlayer(index, **settings).search(state, seat)
        searches.append([[m.action.key, m.visits, round(m.mean, 6)] for m in result.moves])
    specs = ["normal:iterations=20" if seat % 2 == 0 else "easy:iterations=10" for seat in range(players)]
    players_ = [make_player(spec, seed=100 + seat) for seat, spec in enumerate(specs)]
    state = ruleset.new_game(GameConfig(players=players, seed=77, options=options))
    moves = []
    while not state.is_over() and len(moves) < 40:
        seat = state.to_move()[0]
        action = players_[seat].choose(state, seat)
        state.apply(seat, action)
        moves.append(f"{seat}:{action.key}")
    return {"legal_digest": digest.hexdigest(), "searches": searches, "moves": moves}


@pytest.fixture(scope="module")
def trace() -> dict[str, Any]:
    return json.loads(TRACE.read_text("utf-8"))


@pytest.mark.parametrize("game_id,players,options", CASES, ids=[case_key(*case) for case in CASES])
def test_legal_actions_searches_and_ai_moves_match_the_recorded_trace(trace, game_id, players, options):
    expected = trace[case_key(game_id, players, options)]
    now = record(game_id, players, options)
    assert now["legal_digest"] == expected["legal_digest"], "a legal-action list changed"
    assert now["searches"] == expected["searches"], "a search gave other root statistics"
    assert now["moves"] == expected["moves"], "normal against easy played other moves"


if __name__ == "__main__" and "--write" in sys.argv:
    named = sys.argv[sys.argv.index("--write") + 1 :] or list(GAMES)
    stored = json.loads(TRACE.read_text("utf-8")) if TRACE.exists() else {}
    stored.update({case_key(*case): record(*case) for case in CASES if case[0] in named})
    TRACE.write_text(json.dumps(stored, indent=1) + "\n", "utf-8")

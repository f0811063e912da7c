"""Speed work changes no move: legal actions, search statistics and AI games match a recorded trace.

The trace in ``same_moves.json`` was recorded before the engines were made faster. Per game
and player count it holds a digest of every legal-action list along seeded random games,
the root statistics of normal-level searches at a fixed iteration count, and the first
moves of a seeded game of normal against easy. A change that is meant to alter the rules
or the AI rewrites the file in the same commit:
``.venv/bin/python -m tests.engine.test_same_moves --write``.
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
GAMES = ("speicherstadt", "merkator", "dale")
CASES = [
    (game_id, players)
    for game_id in GAMES
    for players in range(games.get(game_id).info.min_players, games.get(game_id).info.max_players + 1)
]


def record(game_id: str, players: int) -> dict[str, Any]:
    """The trace of one game and player count, as stored in the file."""
    ruleset = games.get(game_id)
    digest = hashlib.sha256()
    for seed in range(2):
        state = ruleset.new_game(GameConfig(players=players, seed=seed))
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
    for index, (state, seat) in enumerate(decision_points(ruleset, players, 2)):
        result = ISMCTSPlayer(index, **settings).search(state, seat)
        searches.append([[m.action.key, m.visits, round(m.mean, 6)] for m in result.moves])
    specs = ["normal:iterations=20" if seat % 2 == 0 else "easy:iterations=10" for seat in range(players)]
    players_ = [make_player(spec, seed=100 + seat) for seat, spec in enumerate(specs)]
    state = ruleset.new_game(GameConfig(players=players, seed=77))
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


@pytest.mark.parametrize("game_id,players", CASES)
def test_legal_actions_searches_and_ai_moves_match_the_recorded_trace(trace, game_id, players):
    expected = trace[f"{game_id}/{players}"]
    now = record(game_id, players)
    assert now["legal_digest"] == expected["legal_digest"], "a legal-action list changed"
    assert now["searches"] == expected["searches"], "a search gave other root statistics"
    assert now["moves"] == expected["moves"], "normal against easy played other moves"


if __name__ == "__main__" and "--write" in sys.argv:
    TRACE.write_text(json.dumps({f"{g}/{p}": record(g, p) for g, p in CASES}, indent=1) + "\n", "utf-8")

"""Benchmark figures per game and player count: random games per second, actions per second."""

from __future__ import annotations

import random
import time
from typing import Any

from engine.core.game import GameConfig, Ruleset


def bench_random_games(ruleset: Ruleset, players: int, seconds: float = 1.0, seed: int = 1) -> dict[str, Any]:
    """Play random games for about ``seconds``; the rng picks actions directly (no player overhead)."""
    rng = random.Random(seed)
    games = 0
    actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games == 0 or time.perf_counter() < deadline:
        state = ruleset.new_game(GameConfig(players=players, seed=seed + games))
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "game": ruleset.info.id,
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2),
        "actions_per_second": round(actions / elapsed, 1),
        "actions_per_game": round(actions / games, 1),
    }


def bench_row(ruleset: Ruleset, players: int, seconds: float = 1.0) -> dict[str, Any]:
    """Every figure ``main.py bench`` prints for one game and player count."""
    return bench_random_games(ruleset, players, seconds)

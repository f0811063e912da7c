"""Benchmark figures per game and player count: random-game speed, search speed and AI think times."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from engine import compiled
from engine.ai.base import make_player
from engine.ai.ismcts import ISMCTSPlayer
from engine.ai.levels import search_settings
from engine.core.game import GameConfig, GameState, Ruleset

THINK_LEVELS = ("easy", "normal", "strong")
SPEED_ROUNDS = 3  # rounds of the search-speed figure, which is the median round's


def bench_random_games(ruleset: Ruleset, players: int, seconds: float = 1.0, seed: int = 1) -> dict[str, Any]:
    """Play random games for about ``seconds``; the rng picks actions directly (no player overhead).

    Each game is timed in CPU time as well as wall time: on a shared machine the CPU
    figure is the one that does not depend on what else runs.
    """
    rng = random.Random(seed)
    games = 0
    actions = 0
    cpu_per_game: list[float] = []
    start = time.perf_counter()
    cpu_start = time.process_time()
    deadline = start + seconds
    while games == 0 or time.perf_counter() < deadline:
        game_start = time.process_time()
        state = ruleset.new_game(GameConfig(players=players, seed=seed + games))
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
        cpu_per_game.append(time.process_time() - game_start)
        games += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "game": ruleset.info.id,
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / elapsed, 2),
        "actions_per_second": round(actions / elapsed, 1),
        "actions_per_game": round(actions / games, 1),
        "game_cpu_ms_median": round(1000 * statistics.median(cpu_per_game), 2),
    }


def decision_points(
    ruleset: Ruleset, players: int, count: int, seed: int = 1, options: dict[str, Any] | None = None
) -> list[tuple[GameState, int]]:
    """``count`` positions spread over one random game where the seat to move has a real choice."""
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options or {}))
    found: list[tuple[GameState, int]] = []
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        if len(actions) > 1:
            found.append((state.clone(), seat))
        state.apply(seat, rng.choice(actions))
    if not found or count <= 0:
        return []
    step = len(found) / count
    return [found[int(i * step)] for i in range(min(count, len(found)))]


def bench_search_speed(
    positions: list[tuple[GameState, int]], seconds: float, rounds: int = SPEED_ROUNDS
) -> tuple[float, float]:
    """ISMCTS iterations per wall-clock second and per CPU second at the normal level's settings.

    The search stops by its wall-clock budget, as in play; each search is timed both ways. The
    positions are searched in ``rounds`` rounds of ``seconds`` each, the same searches each round
    and each search as long as when there was one round (a shorter search walks a shallower
    tree and would read faster); the figures are the median round's: on a shared host the
    machine itself can run at half speed for a second or two, which then moves one round
    rather than the figure.
    """
    if not positions:
        return (0.0, 0.0)
    settings = search_settings("normal", {})
    settings.update(iterations=None, seconds=max(0.05, seconds / len(positions)), early_stop=False)
    wall_rates: list[float] = []
    cpu_rates: list[float] = []
    for _ in range(rounds):
        done = 0
        spent = 0.0
        cpu = 0.0
        for index, (state, seat) in enumerate(positions):
            cpu_start = time.process_time()
            result = ISMCTSPlayer(index, **settings).search(state, seat)
            cpu += time.process_time() - cpu_start
            done += result.iterations
            spent += result.seconds
        wall_rates.append(done / spent if spent else 0.0)
        cpu_rates.append(done / cpu if cpu else 0.0)
    return (statistics.median(wall_rates), statistics.median(cpu_rates))


def bench_think_times(positions: list[tuple[GameState, int]], level: str) -> tuple[float, float]:
    """Median and maximum wall-clock seconds the level takes per move over the positions."""
    times = []
    for index, (state, seat) in enumerate(positions):
        player = make_player(level, seed=index)
        start = time.perf_counter()
        player.choose(state, seat)
        times.append(time.perf_counter() - start)
    if not times:
        return (0.0, 0.0)
    return (statistics.median(times), max(times))


def bench_row(ruleset: Ruleset, players: int, seconds: float = 1.0) -> dict[str, Any]:
    """Every figure ``main.py bench`` prints for one game and player count.

    ``seconds`` scales the work: the random games run that long, the search
    speed is measured for that long, and easy/normal think over about three
    positions per second given (strong over two).
    """
    row = bench_random_games(ruleset, players, seconds)
    # how many of the game's modules run compiled (make compiled): the figures depend on it
    row["compiled"] = sum(name.startswith(f"engine.games.{ruleset.info.id}.") for name in compiled.in_use())
    moves = max(1, round(3 * seconds))
    positions = decision_points(ruleset, players, moves)
    wall_rate, cpu_rate = bench_search_speed(positions, seconds)
    row["ismcts_iters_per_s"] = round(wall_rate)
    row["ismcts_iters_per_cpu_s"] = round(cpu_rate)
    for level in THINK_LEVELS:
        count = max(1, round(2 * seconds)) if level == "strong" else moves
        spread = positions[:: max(1, len(positions) // count)][:count]
        median, worst = bench_think_times(spread, level)
        row[f"{level}_median_s"] = round(median, 3)
        row[f"{level}_max_s"] = round(worst, 3)
    return row

"""Benchmark figures per game and player count: random-game speed, search speed and AI turn times."""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any

from engine import compiled
from engine.ai.base import make_player
from engine.ai.ismcts import ISMCTSPlayer, SearchResult
from engine.ai.levels import search_settings
from engine.ai.review import review_speed
from engine.ai.turns import turn_of
from engine.core.actions import Action
from engine.core.game import GameConfig, GameState, Ruleset

THINK_LEVELS = ("easy", "normal", "strong")
SPEED_ROUNDS = 3  # rounds of the search-speed figure, which is the median round's
# the turns each level plays per second of --seconds (strong's take about four times as long)
TURNS_PER_SECOND = {"easy": 10, "normal": 10, "strong": 4}
REVIEWS_PER_SECOND = 2  # decisions the review judges per second of --seconds


# A fixed piece of Python work of the kinds a search does (small tuples, dict updates, a sort
# by key): its rate tells how fast the machine runs when the bench runs, so that bench figures of
# different days can be compared (the same code has read twice as fast on one day as on another:
# docs/ai.md, "Bench"). Its figures compare only while it stays as it is: never change it.
MACHINE_WORK_SIZE = 500


def machine_work(seed: int) -> int:
    """One round of the fixed work; its checksum, the same for the same seed on every machine."""
    counts: dict[tuple[int, int], int] = {}
    for i in range(MACHINE_WORK_SIZE):
        key = ((i * 7919 + seed) % 1009, i & 7)
        counts[key] = counts.get(key, 0) + i
    ordered = sorted(counts.items(), key=lambda item: (item[1], item[0]))
    return sum(key[0] for key, _count in ordered[:50]) % 1_000_003


def machine_speed(seconds: float = 0.5, chunks: int = 5) -> float:
    """Rounds of ``machine_work`` per CPU second: the median of ``chunks`` timed chunks, each
    about ``seconds / chunks`` long (a moment of a slow machine moves one chunk, not the figure)."""
    rates: list[float] = []
    seed = 0
    for _ in range(chunks):
        cpu = time.process_time()
        deadline = time.perf_counter() + seconds / chunks
        done = 0
        while done == 0 or time.perf_counter() < deadline:
            for _ in range(10):
                machine_work(seed)
                seed += 1
            done += 10
        spent = time.process_time() - cpu
        rates.append(done / spent if spent > 0 else 0.0)
    return statistics.median(rates)


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


def turn_starts(ruleset: Ruleset, players: int, count: int, seed: int = 1) -> list[tuple[GameState, int]]:
    """``count`` positions spread over one random game where a seat's turn begins (engine/ai/turns.py)
    and the seat has a real choice in it."""
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed))
    found: list[tuple[GameState, int]] = []
    start: tuple[GameState, int] | None = None
    last = None
    while not state.is_over():
        seat = state.to_move()[0]
        if turn_of(state, seat) != last:
            start, last = (state.clone(), seat), turn_of(state, seat)
        actions = state.legal_actions(seat)
        if len(actions) > 1 and start is not None:
            found.append(start)
            start = None
        state.apply(seat, rng.choice(actions))
    if not found or count <= 0:
        return []
    step = len(found) / count
    return [found[int(i * step)] for i in range(min(count, len(found)))]


def quantile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (the nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def bench_turn_times(starts: list[tuple[GameState, int]], level: str) -> dict[str, float]:
    """The level plays each whole turn from its start: every decision of the seat until another
    seat decides or the round ends. Wall-clock seconds per turn (median, 90th percentile, longest),
    CPU seconds (median), decisions and search iterations per turn (median)."""
    walls, cpus, decisions, iterations = [], [], [], []
    for index, (start, seat) in enumerate(starts):
        state = start.clone()
        player = make_player(level, seed=index)
        searched: list[int] = []
        if isinstance(player, ISMCTSPlayer):
            searched_by(player, searched)
        player.start_turn()
        turn = turn_of(state, seat)
        wall, cpu, count = time.perf_counter(), time.process_time(), 0
        while not state.is_over() and state.to_move()[0] == seat and turn_of(state, seat) == turn:
            state.apply(seat, player.choose(state, seat))
            count += 1
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        decisions.append(count)
        iterations.append(sum(searched))
    if not walls:
        return {}
    return {"median_s": statistics.median(walls), "p90_s": quantile(walls, 0.9), "max_s": max(walls),
            "cpu_median_s": statistics.median(cpus), "decisions": statistics.median(decisions),
            "iterations": statistics.median(iterations)}


def searched_by(player: ISMCTSPlayer, iterations: list[int]) -> None:
    """Note the iterations of each of the player's searches in ``iterations``."""
    search = player.search

    def counted(state: GameState, seat: int, legal: list[Action] | None = None, tree: object = None) -> SearchResult:
        result = search(state, seat, legal, tree)  # type: ignore[arg-type]
        iterations.append(result.iterations)
        return result

    player.search = counted  # type: ignore[method-assign]


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
    settings.update(iterations=None, seconds=max(0.05, seconds / len(positions)), turn_seconds=None, early_stop=False)
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


def bench_row(ruleset: Ruleset, players: int, seconds: float = 1.0) -> dict[str, Any]:
    """Every figure ``main.py bench`` prints for one game and player count.

    ``seconds`` scales the work: the random games run that long, the search
    speed is measured for that long, and each level plays whole turns from
    turn starts of a random game, ten per second given (strong four): the
    turn-time table (``<level>_turn_median_s``, ``_p90_s``, ``_max_s``, the
    median CPU seconds, decisions and search iterations of a turn).
    """
    row = bench_random_games(ruleset, players, seconds)
    # how many of the game's modules run compiled (make compiled): the figures depend on it
    row["compiled"] = sum(name.startswith(f"engine.games.{ruleset.info.id}.") for name in compiled.in_use())
    moves = max(1, round(3 * seconds))
    positions = decision_points(ruleset, players, moves)
    wall_rate, cpu_rate = bench_search_speed(positions, seconds)
    row["ismcts_iters_per_s"] = round(wall_rate)
    row["ismcts_iters_per_cpu_s"] = round(cpu_rate)
    starts = turn_starts(ruleset, players, max(1, round(TURNS_PER_SECOND["easy"] * seconds)), seed=2)
    for level in THINK_LEVELS:
        count = max(1, round(TURNS_PER_SECOND[level] * seconds))
        spread = starts[:: max(1, len(starts) // count)][:count]
        for key, value in bench_turn_times(spread, level).items():
            row[f"{level}_turn_{key}"] = round(value, 3) if key.endswith("_s") else value
    # the game review's time: CPU seconds per decision, and for a game of 100 decisions (engine/ai/review.py)
    row.update(review_speed(ruleset, players, max(1, round(REVIEWS_PER_SECOND * seconds))))
    return row

"""Arena: seeded matches between player specs with seat rotation, and their statistics."""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from engine.ai.base import make_player
from engine.ai.parallel import _exit_with_parent
from engine.ai.play import GameResult, play_game
from engine.core.game import GameConfig, Ruleset


@dataclass
class SpecStats:
    spec: str
    games: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    margins: list[float] = field(default_factory=list)

    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def win_interval(self) -> tuple[float, float]:
        """95% Wilson interval of the win rate."""
        n = self.games
        if n == 0:
            return (0.0, 1.0)
        p = self.win_rate()
        z = 1.96
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))

    def mean_score(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    def mean_margin(self) -> tuple[float, float]:
        """Mean of (own score - best other score) with its 95% half-width."""
        n = len(self.margins)
        if n == 0:
            return (0.0, 0.0)
        mean = sum(self.margins) / n
        if n == 1:
            return (mean, 0.0)
        var = sum((m - mean) ** 2 for m in self.margins) / (n - 1)
        return (mean, 1.96 * math.sqrt(var / n))


def seat_assignment(specs: list[str], players: int, game_index: int) -> list[str]:
    """Rotate the specs over the seats so each plays every seat equally often."""
    return [specs[(seat + game_index) % len(specs)] for seat in range(players)]


def play_arena_game(
    ruleset: Ruleset, specs: list[str], players: int, index: int, seed: int, options: dict | None
) -> GameResult:
    """Game number `index` of an arena: its seating and seeds depend only on these arguments."""
    seating = seat_assignment(specs, players, index)
    game_seed = seed + index
    config = GameConfig(players=players, seed=game_seed, options=options or {})
    seat_players = [make_player(spec, seed=game_seed * 100 + s) for s, spec in enumerate(seating)]
    return play_game(ruleset, config, seat_players, seating)


def _play_by_id(game_id: str, specs: list[str], players: int, index: int, seed: int,
                options: dict | None) -> GameResult:
    from engine import games as registry

    # Ctrl-C stops the game under way; between games a worker ignores it (see _ignore_ctrl_c)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return play_arena_game(registry.get(game_id), specs, players, index, seed, options)
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def init_worker() -> None:
    """A worker waiting for its next game leaves Ctrl-C to the parent, which cancels the rest;
    SIGTERM (the parent ending it) ends it at once, and it ends by itself when the parent is
    gone, however that ended (a forked worker inherits the parent's own SIGTERM handler)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _exit_with_parent()


def most_jobs() -> int:
    """The most games worth playing at once: one per core (each game keeps a core busy)."""
    return os.cpu_count() or 1


def run_arena(
    ruleset: Ruleset,
    specs: list[str],
    players: int,
    games: int,
    seed: int,
    options: dict | None = None,
    on_result: Callable[[GameResult], None] | None = None,
    jobs: int = 1,
    first: int = 0,
) -> dict[str, SpecStats]:
    """Play games `first` to `games - 1` of a seat-rotated arena; `jobs` > 1 plays them in
    worker processes with the same results (every game is seeded on its own), reported in
    game order."""
    indices = range(first, games)
    stats = {spec: SpecStats(spec) for spec in specs}
    jobs = min(jobs, most_jobs(), len(indices))
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs, initializer=init_worker) as pool:
            play = partial(_play_by_id, ruleset.info.id, specs, players, seed=seed, options=options)
            # submitted one by one rather than by pool.map, whose results cancel the games left on an
            # error: Python 3.11 then fails (a traceback) marking those cancelled games broken
            futures = [pool.submit(play, index) for index in indices]
            try:
                _tally(stats, specs, players, ((i, f.result()) for i, f in zip(indices, futures, strict=True)),
                       on_result)
            except BaseException:  # Ctrl-C, SIGTERM (engine.cli.Terminated), a failed game
                # the games under way end now: waiting for them would keep the parent alive
                for worker in multiprocessing.active_children():
                    worker.terminate()
                pool.shutdown(wait=False)
                raise
    else:
        results = ((i, play_arena_game(ruleset, specs, players, i, seed, options)) for i in indices)
        _tally(stats, specs, players, results, on_result)
    return stats


def _tally(stats: dict[str, SpecStats], specs: list[str], players: int,
           results: Iterable[tuple[int, GameResult]], on_result: Callable[[GameResult], None] | None) -> None:
    for index, result in results:
        if on_result:
            on_result(result)
        add_game(stats, seat_assignment(specs, players, index), result.scores, result.winners)


def add_game(stats: dict[str, SpecStats], seating: list[str], scores: list[float], winners: list[int]) -> None:
    """Count one finished game for the spec in each seat."""
    for seat, spec in enumerate(seating):
        entry = stats[spec]
        entry.games += 1
        if seat in winners:
            entry.wins += 1.0 / len(winners)
        entry.score_sum += scores[seat]
        others = [sc for s, sc in enumerate(scores) if s != seat]
        entry.margins.append(scores[seat] - max(others) if others else scores[seat])


def stats_rows(stats: dict[str, SpecStats]) -> list[dict]:
    """The stable JSON rows of an arena run (see docs/cli.md, `arena --json`)."""
    rows = []
    for spec, entry in stats.items():
        low, high = entry.win_interval()
        margin, half = entry.mean_margin()
        rows.append(
            {
                "spec": spec,
                "games": entry.games,
                "win_rate": round(entry.win_rate(), 4),
                "win_ci95": [round(low, 4), round(high, 4)],
                "mean_score": round(entry.mean_score(), 2),
                "mean_margin": round(margin, 2),
                "margin_ci95": round(half, 2),
            }
        )
    return rows

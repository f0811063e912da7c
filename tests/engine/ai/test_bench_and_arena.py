"""Bench rows carry every figure the bench command prints; the arena rotates seats and counts wins."""

from __future__ import annotations

from types import SimpleNamespace

from engine import games
from engine.ai import bench
from engine.ai.arena import run_arena, seat_assignment
from engine.ai.bench import bench_row, decision_points

FIGURES = [
    "game", "players", "games", "seconds", "cpu_seconds", "games_per_second", "actions_per_second",
    "actions_per_game", "game_cpu_ms_median", "compiled", "ismcts_iters_per_s", "ismcts_iters_per_cpu_s",
    *(f"{level}_turn_{key}" for level in ("easy", "normal", "strong")
      for key in ("median_s", "p90_s", "max_s", "cpu_median_s", "decisions", "iterations")),
    "review_decision_cpu_s", "review_100_decisions_cpu_s",
]


def test_a_bench_row_has_every_figure():
    row = bench_row(games.get("tiny"), 2, seconds=0.1)
    assert list(row) == FIGURES
    assert row["game"] == "tiny" and row["players"] == 2 and row["compiled"] == 0  # the tests read the sources
    assert row["actions_per_game"] > 0 and row["games_per_second"] > 0 and row["ismcts_iters_per_s"] > 0
    assert row["ismcts_iters_per_cpu_s"] > 0 and row["game_cpu_ms_median"] >= 0 and row["cpu_seconds"] > 0
    for level in ("easy", "normal", "strong"):
        assert 0 < row[f"{level}_turn_median_s"] <= row[f"{level}_turn_p90_s"] <= row[f"{level}_turn_max_s"]
        assert row[f"{level}_turn_decisions"] >= 1 and row[f"{level}_turn_iterations"] > 0
    assert 0 < row["review_decision_cpu_s"] and row["review_100_decisions_cpu_s"] >= 100 * row["review_decision_cpu_s"] - 0.1


def test_the_machine_reference_is_the_same_work_every_run():
    # the checksums of the fixed work: a change to it would make every earlier figure incomparable
    assert [bench.machine_work(seed) for seed in (0, 1, 999)] == [25474, 25524, 25983]
    assert bench.machine_speed(seconds=0.05, chunks=3) > 0


def test_a_turn_start_is_where_a_seat_begins_a_turn_with_a_real_choice_in_it():
    starts = bench.turn_starts(games.get("merkator"), 2, 6)
    assert len(starts) == 6
    for state, seat in starts:
        assert state.to_move()[0] == seat


def test_the_search_speed_is_the_median_rounds_so_a_moment_of_a_slow_machine_does_not_move_it(monkeypatch):
    clock = [0.0]
    searched = []

    class Searcher:  # 100 iterations a search; each search of the second round takes four times the CPU
        def __init__(self, seed, **settings):
            self.seconds = settings["seconds"]

        def search(self, state, seat):
            searched.append(seat)
            clock[0] += self.seconds * (4 if 3 <= len(searched) <= 4 else 1)
            return SimpleNamespace(iterations=100, seconds=self.seconds)

    monkeypatch.setattr(bench, "ISMCTSPlayer", Searcher)
    monkeypatch.setattr(bench.time, "process_time", lambda: clock[0])
    positions = decision_points(games.get("tiny"), 2, 2)
    wall, cpu = bench.bench_search_speed(positions, seconds=0.2, rounds=3)
    assert len(searched) == 6  # every position in every round, each searched for its share of a round
    assert round(wall) == round(cpu) == 1000  # 200 iterations in 0.2 s, as in the first and last rounds


def test_bench_positions_are_real_choices():
    positions = decision_points(games.get("tiny"), 3, 4)
    assert len(positions) == 4
    for state, seat in positions:
        assert len(state.legal_actions(seat)) > 1


def test_the_arena_rotates_seats_and_shares_every_game():
    assert seat_assignment(["a", "b"], 3, 0) == ["a", "b", "a"]
    assert seat_assignment(["a", "b"], 3, 1) == ["b", "a", "b"]
    stats = run_arena(games.get("tiny"), ["greedy", "random"], players=2, games=6, seed=3)
    assert stats["greedy"].games == stats["random"].games == 6
    assert abs(stats["greedy"].wins + stats["random"].wins - 6) < 1e-9


def test_an_arena_in_worker_processes_gives_the_same_results_in_the_same_order():
    def collect(jobs: int) -> tuple[list[int], dict]:
        seeds: list[int] = []
        stats = run_arena(games.get("speicherstadt"), ["greedy", "random"], players=2, games=4, seed=11,
                          on_result=lambda r: seeds.append(r.seed), jobs=jobs)
        return seeds, {spec: (s.wins, s.score_sum, s.margins) for spec, s in stats.items()}

    assert collect(1) == collect(2)
    assert collect(2)[0] == [11, 12, 13, 14]

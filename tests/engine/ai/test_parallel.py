"""The AI processes (engine/ai/parallel.py): a timed search runs there, not in the caller's process;
their simulations add up, they stop when the search is stopped, keep a turn's tree for its next
decision, and never touch a search with only an iteration budget."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from engine import games
from engine.ai import parallel
from engine.ai.ismcts import ISMCTSPlayer
from engine.core.actions import Action
from engine.core.game import GameConfig

# each game's positions with its modules and variants in play, solo games, full tables
VARIANTS = [
    ("railroads", 1, {}), ("railroads", 4, {"germany": True, "coal": True, "extras": True}),
    ("merkator", 1, {}), ("merkator", 3, {"cards_in_hand": True, "contract_offers": True, "no_goods_loss": True,
                                         "spending_pressure": True, "long_game": True}),
    ("speicherstadt", 5, {"floor_at_zero": True}), ("dale", 4, {}), ("jantaris", 4, {}),
]


def _midgame(game_id: str, seed: int = 3, moves: int = 40, players: int = 0, options: dict | None = None):
    ruleset = games.get(game_id)
    players = players or max(ruleset.info.min_players, min(3, ruleset.info.max_players))
    state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options or {}))
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.to_move()[0]
        after = state.clone()
        after.apply(seat, rng.choice(after.legal_actions(seat)))
        if after.is_over():
            break
        state = after
    return state, state.to_move()[0]


@pytest.fixture
def helpers(monkeypatch):
    monkeypatch.setenv(parallel.HELPERS_ENV, "1")
    parallel.enable()
    parallel.warm()
    yield
    parallel.stop()


def _joined(state, seat, seconds: float = 0.4, wait: float = 180.0) -> int:
    """A timed search's processes, once they have imported the engine (on a machine busy elsewhere
    the processes, which run at a lower priority, may take a while)."""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if parallel.ready():
            result = ISMCTSPlayer(1, seconds=seconds, helpers=True).search(state, seat)
            if result.helpers:
                return result.helpers
        time.sleep(0.25)
    return 0


def _counting_here(monkeypatch) -> list[int]:
    """The iterations searched in this process from now on."""
    here: list[int] = []
    run = ISMCTSPlayer.run

    def counted(self, *args, **kwargs):
        done, cancelled = run(self, *args, **kwargs)
        here.append(done)
        return done, cancelled

    monkeypatch.setattr(ISMCTSPlayer, "run", counted)
    return here


def test_an_action_from_another_process_is_the_same_key_there():
    sent = Action("place", ("B2", 1))
    object.__setattr__(sent, "_hash", 12345)  # the hash it kept where it was made (string hashes differ)
    copy = pickle.loads(pickle.dumps(sent))
    assert copy == Action("place", ("B2", 1)) and hash(copy) == hash(("place", ("B2", 1)))
    assert {Action("place", ("B2", 1)): 1}[copy] == 1


@pytest.mark.parametrize("moves", [40, 150])
@pytest.mark.parametrize(("game_id", "players", "options"),
                         [(game_id, 0, {}) for game_id in games.ids()] + VARIANTS)
def test_a_position_sent_to_a_helper_is_searched_like_the_original(game_id, players, options, moves):
    state, seat = _midgame(game_id, moves=moves, players=players, options=options)
    copy = pickle.loads(pickle.dumps(state))
    assert copy.legal_actions(seat) == state.legal_actions(seat)
    assert copy.view(seat) == state.view(seat)
    original = ISMCTSPlayer(5, iterations=40).search(state, seat)
    sent = ISMCTSPlayer(5, iterations=40).search(copy, seat)
    assert sent.moves == original.moves


def test_a_timed_search_runs_in_the_ai_processes_only(helpers, monkeypatch):
    state, seat = _midgame("speicherstadt")
    assert _joined(state, seat) == 1
    here = _counting_here(monkeypatch)
    result = ISMCTSPlayer(1, seconds=0.5, helpers=True).search(state, seat)
    assert result.helpers == 1 and result.iterations > 0 and sum(here) == 0
    # every visit is counted once; a search stopped half-way through a playout drops that iteration
    visits = sum(move.visits for move in result.moves)
    assert result.iterations - result.helpers <= visits <= result.iterations


def test_a_turn_goes_on_from_the_tree_the_process_kept(helpers, monkeypatch):
    monkeypatch.delenv("KONTOR_AI_ITERATIONS", raising=False)
    from engine.ai.bench import turn_starts
    from engine.ai.turns import turn_of

    kept = 0
    for state, seat in turn_starts(games.get("merkator"), 2, 6, seed=3):
        _joined(state, seat)
        player = ISMCTSPlayer(1, turn_seconds=0.4, helpers=True)
        results = []
        search = player.search

        def noted(*args, search=search, results=results, **kwargs):
            results.append(search(*args, **kwargs))
            return results[-1]

        player.search = noted
        player.start_turn()
        turn = turn_of(state, seat)
        while not state.is_over() and state.to_move()[0] == seat and turn_of(state, seat) == turn:
            state.apply(seat, player.choose(state, seat))
        assert all(result.helpers == 1 for result in results)
        kept += sum(result.reused for result in results[1:])
    assert kept > 0


def test_a_search_with_an_iteration_budget_stays_alone_and_plays_as_before(helpers):
    state, seat = _midgame("speicherstadt")
    _joined(state, seat)
    alone = ISMCTSPlayer(2, iterations=60).search(state, seat)
    offered = ISMCTSPlayer(2, iterations=60, helpers=True).search(state, seat)
    assert offered.helpers == 0 and offered.moves == alone.moves


def test_without_the_window_a_timed_search_has_no_helpers():
    parallel.stop()
    state, seat = _midgame("speicherstadt")
    assert ISMCTSPlayer(1, seconds=0.2, helpers=True).search(state, seat).helpers == 0


def test_stopping_a_search_stops_its_processes_at_once(helpers):
    state, seat = _midgame("speicherstadt")
    _joined(state, seat)
    player = ISMCTSPlayer(1, seconds=30.0, helpers=True, early_stop=False)
    threading.Timer(0.3, player.cancel).start()
    started = time.perf_counter()
    result = player.search(state, seat)
    assert result.cancelled and time.perf_counter() - started < 0.3 + 2.0  # not its 30 seconds
    # the process is free again: the next search has it from its start
    after = ISMCTSPlayer(3, seconds=0.4, helpers=True).search(state, seat)
    assert after.helpers == 1


def test_a_second_search_at_the_same_time_searches_alone(helpers):
    state, seat = _midgame("speicherstadt")
    _joined(state, seat)
    first = ISMCTSPlayer(1, seconds=1.0, helpers=True, early_stop=False)
    results = []
    runner = threading.Thread(target=lambda: results.append(first.search(state, seat)))
    runner.start()
    time.sleep(0.2)
    second = ISMCTSPlayer(2, seconds=0.3, helpers=True).search(state, seat)
    runner.join()
    assert second.helpers == 0 and second.iterations > 0 and results[0].helpers == 1


_KILLED_WINDOW = """
import os, signal
os.environ["KONTOR_AI_HELPERS"] = "1"
from engine.ai import parallel
parallel.enable()
parallel.warm()
pool = parallel._start_pool()
pool.submit(parallel._ready).result(timeout=60)
print(*pool._processes, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads processes from /proc")
def test_the_ai_processes_end_when_the_window_process_is_killed():
    """A crashed or killed window cannot stop its AI processes; they must notice and end by themselves
    (before, they waited for their next task forever and kept the window's output open)."""
    root = Path(__file__).resolve().parents[3]
    # the helpers inherit the output pipe: the run returns only once they are gone too
    run = subprocess.run([sys.executable, "-c", _KILLED_WINDOW], cwd=root, capture_output=True, text=True,
                         timeout=60, env={**os.environ, "KONTOR_COMPILED": "0"})
    pids = [int(pid) for pid in run.stdout.split()]
    assert pids, run.stderr
    deadline = time.monotonic() + 10
    while any(_running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_running(pid) for pid in pids)

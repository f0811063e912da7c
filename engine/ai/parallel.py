"""The AI processes: searches with a time budget run there, never in the window's own process.

A search that thinks for a fixed time (the window's `easy`, `normal` and `strong` seats and its
hint) hands the position to the AI processes, each searching it with a seed of its own until the
same deadline; their root statistics are added up (root parallelisation: the trees stay separate,
the visits of each root move are summed). The window's thread that asked only waits, so the
window's own process never runs a search: a search in a thread of the window would hold Python's
lock against the window's painting and stall it. On a machine with more cores the AI weighs
several times the simulations in the same think time.

Each process keeps the tree of its last search for the next decision of the same turn (a turn's
number and the search's index in it name the tree, ``keep``), and goes on from the move played.

Only the window turns them on (`enable`); the command-line tools, the arena, the bench and the
tests (but for the processes' own) search in one process, so their figures and results stay as
they were. Searches with an iteration budget never use them. Stopping a search (`bump`) makes
every process stop at its next iteration: each compares the generation it started with to the
shared counter. Only one search at a time has the processes; another one searches where it was
asked (a hint asked while an AI seat thinks).
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_for
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.game import GameState

RootStat = tuple[int, int, float]  # a root move's index in the search's list, its visits, their rewards' sum
# a search's tree to go on from: (turn number, the search's index in the turn, the moves played since the last)
Keep = tuple[int, int, tuple[Action, ...]]
HELPERS_ENV = "KONTOR_AI_HELPERS"
MOST_HELPERS = 4
GRACE_S = 0.1  # how long a search waits for the processes after its own deadline
LATE_S = 2.0  # how much longer it waits for the first answer when none came by then (a machine busy elsewhere)
LEAST_S = 0.05  # a process that starts late still searches this long
POLL_S = 0.02  # how often the waiting thread looks whether its search was stopped
NICENESS = 5  # the AI processes' lower scheduling priority: the window comes first

_lock = threading.Lock()  # held by the one search that has the processes
_pool: ProcessPoolExecutor | None = None
_warming: list[Future] = []  # the processes' first tasks: done once they have imported the engine
_generation: Any = None  # a shared counter (multiprocessing.Value): a change stops the processes
_enabled = False
_helper_generation: Any = None  # in an AI process: the shared counter
_kept: tuple[tuple[int, int], Any] | None = None  # in an AI process: its last search's tree, by turn and index


def helper_count() -> int:
    """How many AI processes this machine affords: one per core, at most four (the window's own
    process only waits while they search); ``KONTOR_AI_HELPERS=N`` sets it (0: none, the
    searches run in the window's process)."""
    text = os.environ.get(HELPERS_ENV, "").strip()
    if text:
        try:
            return max(0, min(int(text), 16))
        except ValueError:
            return 0
    return max(0, min(os.cpu_count() or 1, MOST_HELPERS))


def enable() -> None:
    """Let searches with a time budget run in the AI processes from now on (the window does, at start)."""
    global _enabled
    _enabled = helper_count() > 0


def enabled() -> bool:
    return _enabled


def _start_pool() -> ProcessPoolExecutor:
    global _pool, _generation
    if _pool is None:
        context = multiprocessing.get_context("spawn")  # no fork of a process with threads (Qt's)
        _generation = context.Value("i", 0)
        _pool = ProcessPoolExecutor(max_workers=helper_count(), mp_context=context,
                                    initializer=_init_helper, initargs=(_generation,))
    return _pool


@contextmanager
def _deaf_to_ctrl_c() -> Iterator[None]:
    """Processes started meanwhile never see Ctrl-C (they inherit the blocked signal): the terminal
    sends it to the window's whole process group, and the window alone answers it, stopping them."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no signal masks, and no console anyway
        yield
        return
    # started first: starting it later would unblock the signal again (it does so when it starts)
    from multiprocessing import resource_tracker

    resource_tracker.ensure_running()
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def warm() -> None:
    """Start the AI processes now (they import the engine, which takes a moment), without
    waiting for them."""
    if _enabled:
        with _lock, _deaf_to_ctrl_c():
            pool = _start_pool()
            _warming[:] = [pool.submit(_ready) for _ in range(helper_count())]  # the pool starts its processes


def ready() -> bool:
    """True once an AI process has imported the engine: until then a search runs where it was asked."""
    return any(f.done() and not f.cancelled() and f.exception() is None for f in _warming)


def stop() -> None:
    """Stop every search and the processes (the window closes)."""
    global _pool, _enabled
    _enabled = False
    bump()
    _warming.clear()
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def bump() -> None:
    """Make every running helper search stop at its next iteration."""
    if _generation is not None:
        with _generation.get_lock():
            _generation.value += 1


atexit.register(stop)


@dataclass
class Found:
    """What the AI processes found: their iterations, per process the (index in the search's list,
    visits, total reward) of each root move it tried, the root visits kept from the decision before."""

    iterations: int
    stats: list[list[RootStat]]
    reused: int
    cancelled: bool


def search(state: GameState, seat: int, legal: list[Action], settings: dict[str, Any], seconds: float,
           seed: int, keep: Keep | None, cancel: threading.Event) -> Found | None:
    """Search the position in the AI processes for ``seconds`` from now and wait for them; None when
    they cannot (turned off, not ready yet, or another search has them): search here then. Setting
    ``cancel`` stops them at once. On a machine busy elsewhere the processes may start late: the
    search then waits for the first of them."""
    if not _enabled:
        return None
    if not ready():
        if not _warming:
            warm()
        return None
    if not _lock.acquire(blocking=False):
        return None
    try:
        pool = _start_pool()
        bump()  # a late process of an earlier search stops now
        generation = _generation.value
        deadline = time.time() + seconds
        with _deaf_to_ctrl_c():
            futures = [pool.submit(_search, state, seat, legal, settings, seed + 7919 * (k + 1), deadline,
                                   generation, keep) for k in range(helper_count())]
        cancelled = False
        end = time.monotonic() + seconds + GRACE_S
        pending: set[Future] = set(futures)
        while pending:
            if cancel.is_set():
                cancelled = True
                break
            left = end - time.monotonic()
            if left <= 0 and (len(pending) < len(futures) or left < -LATE_S):
                break  # a process that has not answered by now is late; none answered: the first will do
            _done, pending = wait_for(pending, timeout=min(left, POLL_S) if left > 0 else POLL_S)
        bump()
        found = Found(0, [], 0, cancelled)
        for future in futures:
            if not future.done() or future.cancelled() or future.exception() is not None:
                continue
            iterations, moves, reused = future.result()
            if iterations:
                found.iterations += iterations
                found.stats.append(moves)
                found.reused += reused
        return found
    except Exception:  # noqa: BLE001 - a broken pool means no processes; the search goes on where it was asked
        _discard_pool()
        return None
    finally:
        _lock.release()


def _discard_pool() -> None:
    global _pool
    _warming.clear()
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


# --- in a helper process ------------------------------------------------------------------

def _init_helper(generation: Any) -> None:
    global _helper_generation
    _helper_generation = generation
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the window answers Ctrl-C and stops the helpers
    if hasattr(os, "nice"):
        os.nice(NICENESS)  # the window's process comes first whenever it has something to do
    _exit_with_parent()
    from engine import games

    games.all()  # every game's module imported once, before the first search arrives


def _exit_with_parent() -> None:
    """End this helper as soon as the window's process is gone, however it ended: a helper waits
    for its next task forever otherwise, and a crashed or killed window never stops it."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return

    def watch(sentinel: int) -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, args=(parent.sentinel,), daemon=True, name="parent-watch").start()


def _ready() -> bool:
    return True


class _Stale:
    """A helper's stop signal: the shared counter has moved on from its search's generation."""

    def __init__(self, generation: int) -> None:
        self.generation = generation

    def is_set(self) -> bool:
        return _helper_generation.value != self.generation

    def clear(self) -> None:
        pass


def _search(state: GameState, seat: int, legal: list[Action], settings: dict[str, Any], seed: int, deadline: float,
            generation: int, keep: Keep | None) -> tuple[int, list[RootStat], int]:
    global _kept
    from engine.ai.ismcts import ISMCTSPlayer
    from engine.ai.tree import Node, descend

    stop_signal = _Stale(generation)
    if stop_signal.is_set():
        return 0, [], 0
    seconds = max(deadline - time.time(), LEAST_S)
    tree = None
    if keep is not None and _kept is not None and _kept[0] == (keep[0], keep[1] - 1):
        tree = descend(_kept[1], seat, keep[2])
    _kept = None
    tree = tree or Node()
    player = ISMCTSPlayer(seed, **{**settings, "seconds": seconds})
    player.cancel_event = stop_signal  # type: ignore[assignment]
    result = player.search(state, seat, legal, tree=tree)
    if keep is not None:
        _kept = ((keep[0], keep[1]), tree)
    index = {action: k for k, action in enumerate(legal)}
    return result.iterations, [(index[m.action], m.visits, m.visits * m.mean) for m in result.moves], result.reused

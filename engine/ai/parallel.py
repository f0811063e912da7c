"""Helper processes for searches with a time budget: the same position searched on more cores.

A search that thinks for a fixed time (the window's `normal` and `strong` seats and its hint)
hands the position to helper processes, each searching it with a seed of its own until the
same deadline; their root statistics are added to the search's own (root parallelisation:
the trees stay separate, the visits of each root move are summed). On a machine with more
cores the AI so weighs several times the simulations in the same think time.

Only the window turns helpers on (`enable`); the command-line tools, the arena, the bench and
the tests (but for the helpers' own) search in one process, so their figures and results stay
as they were.
Searches with an iteration budget never use helpers. Stopping a search (`bump`) makes every
helper stop at its next iteration: each helper compares the generation it started with to
the shared counter. Only one search at a time has helpers; another one searches alone.
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
HELPERS_ENV = "KONTOR_AI_HELPERS"
MOST_HELPERS = 3
GRACE_S = 0.1  # how long a search waits for its helpers after its own deadline

_lock = threading.Lock()  # held by the one search that has the helpers
_pool: ProcessPoolExecutor | None = None
_generation: Any = None  # a shared counter (multiprocessing.Value): a change stops the helpers
_enabled = False
_helper_generation: Any = None  # in a helper process: the shared counter


def helper_count() -> int:
    """How many helper processes this machine affords: one core fewer than it has (the window
    and the search itself keep one), at most three; ``KONTOR_AI_HELPERS=N`` sets it (0: none)."""
    text = os.environ.get(HELPERS_ENV, "").strip()
    if text:
        try:
            return max(0, min(int(text), 16))
        except ValueError:
            return 0
    return max(0, min((os.cpu_count() or 1) - 1, MOST_HELPERS))


def enable() -> None:
    """Let searches with a time budget use helpers from now on (the window does, at start)."""
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
    """Start the helper processes now (they import the engine, which takes a moment), without
    waiting for them."""
    if _enabled:
        with _lock, _deaf_to_ctrl_c():
            pool = _start_pool()
            for _ in range(helper_count()):
                pool.submit(_ready)  # the pool starts its processes with the first task


def stop() -> None:
    """Stop every helper and the processes (the window closes)."""
    global _pool, _enabled
    _enabled = False
    bump()
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
class Helpers:
    """The helper searches of one search: collect their root statistics once it is done."""

    futures: list[Future]

    def collect(self, cancelled: bool) -> tuple[int, list[list[RootStat]]]:
        """(iterations, per helper the (index in the search's list, visits, total reward) of each
        root move it tried). The helpers stop now (at the deadline they have stopped already;
        after an early stop they send what they found so far); a cancelled search does not wait
        for them."""
        try:
            bump()
            if not cancelled:
                wait_for(self.futures, timeout=GRACE_S)
            iterations, stats = 0, []
            for future in self.futures:
                if not future.done() or future.cancelled() or future.exception() is not None:
                    continue
                done, moves = future.result()
                iterations += done
                stats.append(moves)
            return iterations, stats
        finally:
            _lock.release()


def start(state: GameState, seat: int, legal: list[Action], settings: dict[str, Any], seconds: float,
          seed: int) -> Helpers | None:
    """Hand the position to the helpers for ``seconds`` from now; None when there are none, or
    another search has them."""
    if not _enabled or not _lock.acquire(blocking=False):
        return None
    try:
        pool = _start_pool()
        bump()  # a late helper of an earlier search stops now
        generation = _generation.value
        deadline = time.time() + seconds
        with _deaf_to_ctrl_c():
            futures = [pool.submit(_search, state, seat, legal, settings, seed + 7919 * (k + 1), deadline,
                                   generation) for k in range(helper_count())]
        return Helpers(futures)
    except Exception:  # noqa: BLE001 - a broken pool means no helpers; the search goes on alone
        _discard_pool()
        _lock.release()
        return None


def _discard_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


# --- in a helper process ------------------------------------------------------------------

def _init_helper(generation: Any) -> None:
    global _helper_generation
    _helper_generation = generation
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the window answers Ctrl-C and stops the helpers
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
            generation: int) -> tuple[int, list[RootStat]]:
    from engine.ai.ismcts import ISMCTSPlayer

    stop_signal = _Stale(generation)
    seconds = deadline - time.time()
    if seconds < 0.01 or stop_signal.is_set():
        return 0, []
    player = ISMCTSPlayer(seed, **{**settings, "iterations": None, "seconds": seconds})
    player.cancel_event = stop_signal  # type: ignore[assignment]
    result = player.search(state, seat, legal)
    index = {action: k for k, action in enumerate(legal)}
    return result.iterations, [(index[m.action], m.visits, m.visits * m.mean) for m in result.moves]

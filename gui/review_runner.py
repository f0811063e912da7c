"""Runs a game review off the window's thread: its searches go to the AI processes, the window only
hears of its progress and its end.

As the controller does with the AI: a plain Python thread does the waiting, the searches run in the AI
processes (engine/ai/parallel.py), and only ints cross to the window's thread, through a signal of an
object that lives there; the answer waits on the run.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QApplication

from engine.ai import parallel
from engine.ai.review import BUDGET, Judgement, Review, measure_of, review_match
from engine.core.actions import Action
from engine.core.game import GameConfig, Ruleset

READY_WAIT_S = 15.0  # how long a review waits for the AI processes to start before it searches here


@dataclass
class _Run:
    """One review run: what its thread found so far, under the runner's lock."""

    number: int
    found: Review
    cancel: threading.Event = field(default_factory=threading.Event)
    progress: tuple[int, int] = (0, 0)
    result: Review | None = None
    error: str = ""
    thread: threading.Thread | None = None
    forgotten: bool = False  # its answers are dropped


class ReviewRunner(QObject):
    """One review at a time: ``progressed(done, total)`` after each decision, then ``finished`` with
    the review (cut short when cancelled) or ``failed`` with the reason. A new start cancels the run
    before, whose answers are then dropped."""

    progressed = Signal(int, int)
    finished = Signal(object)  # Review
    failed = Signal(str)
    _relay = Signal(int, int)  # emitted from a review's thread: its run's number; 0 progress, 1 done

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._run: _Run | None = None
        self._numbers = 0
        self.started_at = 0.0
        self._relay.connect(self._deliver)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    def running(self) -> bool:
        run = self._run
        return run is not None and not run.forgotten and run.result is None and not run.error \
            and run.thread is not None and run.thread.is_alive()

    def start(self, ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]],
              seats: Sequence[int], earlier: Review | None = None) -> None:
        """Review ``seats``' decisions, going on from ``earlier``; a run still going is cancelled first."""
        before = self._run
        self.cancel()
        self._numbers += 1
        found = Review(ruleset.info.id, tuple(sorted(set(seats))), measure_of(config.players), BUDGET,
                       list(earlier.judgements) if earlier is not None else [], complete=False)
        run = self._run = _Run(self._numbers, found)
        self.started_at = time.monotonic()
        moves = list(moves)

        def progress(done: int, total: int) -> None:
            with self._lock:
                run.progress = (done, total)
            self._relay.emit(run.number, 0)

        def judged(judgement: Judgement) -> None:
            with self._lock:
                run.found.judgements.append(judgement)

        def work() -> None:
            if before is not None and before.thread is not None:
                before.thread.join()  # its search gives the AI processes back first
            try:
                _wait_for_helpers(run.cancel)
                result = review_match(ruleset, config, moves, seats, BUDGET, earlier, helpers=True,
                                      cancel=run.cancel, progress=progress, judged=judged)
                with self._lock:
                    run.result = result
            except Exception as exc:  # noqa: BLE001 - any failure is reported, the window lives on
                with self._lock:
                    run.error = f"{type(exc).__name__}: {exc}"
            self._relay.emit(run.number, 1)

        run.thread = threading.Thread(target=work, name="kontor-review", daemon=True)
        run.thread.start()

    def cancel(self, forget: bool = False) -> None:
        """Stop the review at its next iteration; ``finished`` then brings what it judged so far,
        unless ``forget``: then nothing more is heard of it (another game is shown now)."""
        run = self._run
        if run is not None:
            run.cancel.set()
            run.forgotten = run.forgotten or forget

    def partial(self) -> Review | None:
        """What the running review has judged so far (earlier judgements included), in the order played."""
        run = self._run
        if run is None:
            return None
        with self._lock:
            judgements = sorted(run.found.judgements, key=lambda j: j.index)
        found = run.found
        return Review(found.game, found.seats, found.measure, found.budget, judgements, complete=False)

    @Slot(int, int)
    def _deliver(self, number: int, what: int) -> None:
        run = self._run
        if run is None or run.number != number or run.forgotten:
            return  # a run that a newer one replaced, or one for a game no longer shown
        with self._lock:
            progress, result, error = run.progress, run.result, run.error
        if what == 0:
            self.progressed.emit(*progress)
        elif error:
            self.failed.emit(error)
        elif result is not None:
            self.finished.emit(result)


def _wait_for_helpers(cancel: threading.Event) -> None:
    """Where the window has AI processes, wait until they have started: a search started before
    would run in the window's own process and slow its painting."""
    if not parallel.enabled():
        return
    deadline = time.monotonic() + READY_WAIT_S
    while not parallel.ready() and not cancel.is_set() and time.monotonic() < deadline:
        time.sleep(0.05)

"""GameController: the single owner of the match; runs AI seats on worker threads.

A worker thread only waits while an AI thinks: the search itself runs in the AI processes
(engine/ai/parallel.py), so the window's event loop never waits for it.
"""

from __future__ import annotations

import itertools
import random
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

import engine.ai.levels  # noqa: F401 - the AI levels load with the window, not at the first AI move
from engine.ai.base import Player, make_player
from engine.ai.turns import turn_of
from engine.core.actions import Action
from engine.core.errors import ConfigError, IllegalAction, SaveError
from engine.core.game import GameConfig, GameState, Ruleset
from engine.core.match import Match
from engine.core.saves import dumps, load_save, write_atomic
from gui.errors import error_text
from gui.i18n import tr
from gui.seats import SeatSetup, default_seats, seats_from_extra, seats_to_extra
from gui.unfinished import UnfinishedGames

Token = tuple[int, int]


class _TaskRelay(QObject):
    """Lives in the GUI thread for the whole run and hands a finished task to its controller.

    Only an int crosses the thread boundary: the answer itself waits in the task, which
    keeps Python objects out of Qt's queued-signal marshalling. The workers are plain
    Python threads shared by every controller, and the relay outlives them all: a
    controller that is dropped (a closed window, a test's end) while its AI still thinks
    leaves nothing behind that would have to wait for that thread or be deleted under it.
    """

    finished = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.owners: dict[int, weakref.ref[GameController]] = {}
        self.finished.connect(self._deliver)

    @Slot(int)
    def _deliver(self, number: int) -> None:
        owner = self.owners.pop(number, None)
        controller = owner() if owner is not None else None
        if controller is not None:
            controller._task_done(number)


class _WorkerTask:
    """Runs ``work`` on a worker thread; never touches widgets or the real state."""

    def __init__(self, number: int, work: Callable[[], Any]) -> None:
        self.number = number
        self.work = work
        self.result: Any = None
        self.error = ""

    def run(self) -> None:
        try:
            self.result = self.work()
        except Exception as exc:  # noqa: BLE001 - any failure is reported, the GUI lives on
            self.error = f"{type(exc).__name__}: {exc}"
        _workers().relay.finished.emit(self.number)


class _Workers:
    """The two worker threads and the relay, made once, in the GUI thread, by the first controller."""

    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="kontor-ai")
        self.relay = _TaskRelay()
        self.numbers = itertools.count(1)


_shared: list[_Workers] = []


def _workers() -> _Workers:
    if not _shared:
        _shared.append(_Workers())
    return _shared[0]


def make_ai(level: str, seed: int) -> Player:
    """The player for an AI level; a level the engine does not offer yet falls back to random play."""
    try:
        return make_player(level, seed)
    except ConfigError:
        return make_player("random", seed)


class GameController(QObject):
    """Owns the Match. Widgets read views through it and ask it to change things.

    Every change bumps ``token`` (epoch of the match, match version); AI and hint
    answers computed for an older token are dropped.
    """

    match_started = Signal()
    state_changed = Signal()
    events_applied = Signal(int, list)  # seat, list[Event]
    ai_thinking = Signal(int)  # seat, or -1 when no AI is thinking
    hint_ready = Signal(object, str)  # Action, reason
    game_over = Signal(list)  # list[SeatScore]
    error_raised = Signal(str)
    autosave_failed = Signal(str)  # the reason, once per run of failures; "" when it works again

    def __init__(self, parent: QObject | None = None, ai_delay_ms: int = 600,
                 unfinished: UnfinishedGames | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.seats: list[SeatSetup] = []
        self.ai_delay_ms = ai_delay_ms
        self.unfinished = unfinished
        self.autosave_path: Path | None = None  # this match's own file among the unfinished games
        self.autosave_error = ""
        # the match a restart replaced, with its autosave file: a restart can be undone
        self._before_restart: tuple[Match, Path | None] | None = None
        self.rounds: list[int] = []
        # the acting seat's view just before each step: the log describes a move as it was
        self.step_views: list[dict] = []
        self._epoch = 0
        self._workers = _workers()
        self._tasks: dict[int, tuple[_WorkerTask, Token, int, Callable[[object, int, object, str], None]]] = {}
        self._running: dict[int, Future[None]] = {}
        self._ai_player: Player | None = None
        # the AI seat's turn that goes on (engine/ai/turns.py: turn_of), the match version its own last
        # move left, and its player: the seat's next decision in that turn is that player's (it shares
        # out the turn's budget)
        self._turn: tuple[tuple[int, int], int, Player] | None = None
        self._ai_token: Token | None = None
        self._hint_token: Token | None = None
        self._hint_cancel: threading.Event | None = None
        self._ai_halted: Token | None = None
        self.ai_paused = False  # the AI seats wait (a tour of the table runs)
        self._over_reported = False

    # --- reading ---------------------------------------------------------
    @property
    def token(self) -> Token:
        return (self._epoch, self.match.version if self.match else -1)

    @property
    def ruleset(self) -> Ruleset | None:
        return self.match.ruleset if self.match else None

    @property
    def state(self) -> GameState:
        assert self.match is not None
        return self.match.state

    def is_over(self) -> bool:
        return bool(self.match and self.match.state.is_over())

    def is_ai(self, seat: int) -> bool:
        return bool(self.match and seat in self.match.auto_seats)

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self.seats)) if not self.is_ai(s)]

    def human_seats_to_move(self) -> list[int]:
        if not self.match:
            return []
        return [s for s in self.match.state.to_move() if not self.is_ai(s)]

    def view(self, seat: int | None) -> dict[str, Any]:
        assert self.match is not None
        return self.match.state.view(seat)

    def legal_actions(self, seat: int | None) -> list[Action]:
        if not self.match or seat is None:
            return []
        return self.match.state.legal_actions(seat)

    def undo_seat(self) -> int | None:
        """The person whose latest move an undo takes back (the last non-AI mover)."""
        if not self.match:
            return None
        for step in reversed(self.match.history):
            if step.seat not in self.match.auto_seats:
                return step.seat
        return None

    def can_undo(self) -> bool:
        seat = self.undo_seat()
        return (seat is not None and self.match is not None and self.match.can_undo(seat)) or self.can_undo_restart()

    def can_undo_restart(self) -> bool:
        """True right after a restart, until a person moves in the restarted game."""
        return self._before_restart is not None and self.undo_seat() is None

    def has_game_in_progress(self) -> bool:
        """An unfinished game with moves on the table: replacing it asks the person first."""
        return bool(self.match and self.match.history and not self.match.state.is_over())

    def can_redo(self) -> bool:
        return bool(self.match and self.match.can_redo())

    def redo_seat(self) -> int | None:
        """The person whose taken-back move a redo plays again (None: nothing to redo)."""
        return self.match.redo_seat() if self.match else None

    def save_extra(self) -> dict[str, Any]:
        return seats_to_extra(self.seats)

    # --- starting ----------------------------------------------------------
    def new_game(self, ruleset: Ruleset, config: GameConfig, seats: list[SeatSetup] | None = None) -> bool:
        """Start a match; on a bad configuration report the error and keep the current match."""
        seats = seats or default_seats(config.names)
        if len(seats) != config.players:
            self.error_raised.emit(tr("Every seat needs a player."))
            return False
        names = tuple(s.name for s in seats)
        config = GameConfig(config.players, config.seed, config.options, names, config.overrides)
        try:
            match = Match(ruleset, config, auto_seats=[i for i, s in enumerate(seats) if s.is_ai])
        except ConfigError as exc:
            self.error_raised.emit(tr("The game cannot start: %1").replace("%1", error_text(exc, ruleset.info)))
            return False
        self._install(match, seats)
        return True

    @Slot(str)
    def load(self, path: str | Path) -> bool:
        """Load a save; a bad file raises nothing, reports the reason and leaves the current game alone.

        An unfinished game's own autosave goes on being written to; any other save starts a new one.
        A damaged autosave is set aside so that it is not offered again.
        """
        path = Path(path)
        own = self.unfinished is not None and path.parent == self.unfinished.folder
        try:
            match, extra = load_save(path)
        except SaveError as exc:
            if own:
                assert self.unfinished is not None
                self.unfinished.set_aside(path)
            self.error_raised.emit(tr("This save cannot be loaded: %1").replace("%1", error_text(exc)))
            return False
        try:
            seats = seats_from_extra(extra, match.config.names, match.auto_seats)
        except (TypeError, ValueError):  # odd values in the app's own block: its defaults, as when it is missing
            seats = default_seats(match.config.names, match.auto_seats)
        self._install(match, seats, path if own else None)
        return True

    def restart(self) -> None:
        """The same game from its first move; the game so far stays resumable, and an undo brings it back."""
        if not self.match:
            return
        old, old_path = self.match, self.autosave_path
        fresh = Match(old.ruleset, old.config, auto_seats=old.auto_seats)
        self._install(fresh, self.seats, before_restart=(old, old_path) if old.history else None)

    def _undo_restart(self) -> None:
        assert self._before_restart is not None
        old, old_path = self._before_restart
        restarted = self.autosave_path
        self._install(old, self.seats, old_path)
        if restarted is not None and restarted != old_path and self.unfinished is not None:
            self.unfinished.remove(restarted)  # nobody has moved in it: nothing is lost

    def _install(self, match: Match, seats: list[SeatSetup], autosave: Path | None = None,
                 before_restart: tuple[Match, Path | None] | None = None) -> None:
        self._invalidate()
        self._epoch += 1
        self._before_restart = before_restart
        self.match = match
        self.seats = seats
        if autosave is None and self.unfinished is not None:
            autosave = self.unfinished.new_path(match.game_id)
        self.autosave_path = autosave
        self._recount_rounds()
        self._changed(new_match=True)

    def suspend(self) -> None:
        """Stop the AI while the table is not shown (back to the start screen); the game stays resumable."""
        self._invalidate()
        self._ai_halted = self.token
        self.ai_thinking.emit(-1)

    def pause_ai(self, paused: bool) -> None:
        """Let the AI seats wait while ``paused`` (a tour of the table runs), then go on where they were."""
        if paused == self.ai_paused:
            return
        self.ai_paused = paused
        if paused:
            self._invalidate()
            self.ai_thinking.emit(-1)
        else:
            self._schedule_ai()

    # --- playing -------------------------------------------------------------
    @Slot(object)
    def submit(self, action: Action, seat: int | None = None) -> bool:
        """Play ``action`` for ``seat`` (default: the first person to move)."""
        if not self.match:
            return False
        if seat is None:
            humans = self.human_seats_to_move()
            if not humans:
                self.error_raised.emit(tr("It is not your turn."))
                return False
            seat = humans[0]
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action, by_ai: bool = False) -> bool:
        assert self.match is not None
        before = self.match.state.view(seat)
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as exc:
            self.error_raised.emit(tr("That move is not allowed: %1").replace("%1", error_text(exc)))
            return False
        if by_ai and self._turn is not None and self._turn[0][0] == seat:
            self._turn = (self._turn[0], self.match.version, self._turn[2])
        self._invalidate()
        self.rounds.append(self.match.state.round_number())
        self.step_views.append(before)
        self.events_applied.emit(seat, list(events))
        self._changed()
        return True

    @Slot()
    def undo(self) -> bool:
        if self.can_undo_restart():
            self._undo_restart()
            return True
        seat = self.undo_seat()
        if self.match is None or seat is None:
            return False
        self._invalidate()
        if not self.match.undo(seat):
            self._schedule_ai()
            return False
        del self.rounds[len(self.match.history):]
        del self.step_views[len(self.match.history):]
        self._changed()
        return True

    @Slot()
    def redo(self) -> bool:
        if self.match is None:
            return False
        self._invalidate()
        if not self.match.redo():
            self._schedule_ai()
            return False
        self._recount_rounds()
        self._changed()
        return True

    @Slot(str)
    def save(self, path: str | Path) -> bool:
        if not self.match:
            return False
        try:
            write_atomic(path, dumps(self.match, self.save_extra()))
        except OSError as exc:
            self.error_raised.emit(tr("The game could not be saved: %1").replace("%1", str(exc.strerror or exc)))
            return False
        return True

    @Slot()
    def hint(self) -> bool:
        """Ask the engine's hint for the first person to move; the answer arrives as hint_ready."""
        humans = self.human_seats_to_move()
        if not self.match or not humans:
            return False
        try:
            from engine.ai import hint as hints  # late: the hint search is optional
        except ImportError:
            self.error_raised.emit(tr("Hints are not available yet."))
            return False
        seat = humans[0]
        # the search sees only what the person sees
        state = self.match.state.determinize(seat, random.Random(self.match.version))
        token = self.token
        cancel = threading.Event()
        self._hint_token = token
        self._hint_cancel = cancel
        seed = self.match.config.seed + self.match.version
        if hasattr(hints, "analyse"):
            work: Callable[[], Any] = lambda: hints.analyse(state, seat, seed, cancel)  # noqa: E731
        else:
            work = lambda: hints.hint(state, seat)  # noqa: E731
        self._start(work, token, seat, self._hint_finished)
        return True

    def shutdown(self) -> None:
        """Stop thinking AIs and wait a moment for them (quit or window close); a search that
        is still running then ends on its own, its answer unused."""
        self._invalidate()
        for number, future in list(self._running.items()):
            if future.cancel():  # not started yet: it never runs, so nothing will answer for it
                del self._running[number]
                self._tasks.pop(number, None)
                self._workers.relay.owners.pop(number, None)
        wait(list(self._running.values()), timeout=5)

    # --- internals -----------------------------------------------------------
    def _recount_rounds(self) -> None:
        assert self.match is not None
        twin = self.match.ruleset.create_state(self.match.config)
        self.rounds = []
        self.step_views = []
        for seat, action in self.match.moves:
            self.step_views.append(twin.view(seat))
            twin.apply(seat, action)
            self.rounds.append(twin.round_number())

    def _invalidate(self) -> None:
        """Make running AI and hint answers stale and ask the AI to stop early."""
        if self._ai_player is not None:
            self._ai_player.cancel()
            if self._turn is not None and self._turn[2] is self._ai_player:
                self._turn = None  # its think may still be ending on its thread: the next one gets a new player
        self._ai_player = None
        self._ai_token = None
        self._hint_token = None
        if self._hint_cancel is not None:
            self._hint_cancel.set()
            self._hint_cancel = None

    def _changed(self, new_match: bool = False) -> None:
        self._autosave()
        if new_match:
            self._over_reported = False
            self.match_started.emit()
        self.state_changed.emit()
        if self.is_over():
            self.ai_thinking.emit(-1)
            if not self._over_reported:
                self._over_reported = True
                self.game_over.emit(self.match.state.scores())  # type: ignore[union-attr]
        else:
            self._over_reported = False
            self._schedule_ai()

    def _autosave(self) -> None:
        """Write this game's autosave after every change; a failure is reported once and retried next move."""
        if self.autosave_path is None or self.unfinished is None or self.match is None:
            return
        if not self.match.history and not self.autosave_path.exists():
            return  # nothing played yet: nothing to resume
        try:
            if self.match.state.is_over():
                self.unfinished.remove(self.autosave_path)
            else:
                self.unfinished.write(self.autosave_path, dumps(self.match, self.save_extra()))
        except OSError as exc:
            if not self.autosave_error:
                self.autosave_error = str(exc.strerror or exc)
                self.autosave_failed.emit(self.autosave_error)
            return
        if self.autosave_error:
            self.autosave_error = ""
            self.autosave_failed.emit("")

    def _schedule_ai(self) -> None:
        match = self.match
        if match is None or match.state.is_over() or self._ai_token == self.token:
            return
        if self._ai_halted == self.token or self.ai_paused:
            return
        seats = [s for s in match.state.to_move() if s in match.auto_seats]
        if not seats:
            self.ai_thinking.emit(-1)
            return
        seat = seats[0]
        player = self._turn_player(seat)
        state = match.state.clone()
        self._ai_player = player
        self._ai_token = self.token
        self.ai_thinking.emit(seat)
        started = time.monotonic()
        self._start(lambda: (player.choose(state, seat), started), self.token, seat, self._ai_finished)

    def _turn_player(self, seat: int) -> Player:
        """The player for the AI seat's decision: its turn's, when its own move was the last one
        played; else a new one whose turn begins now."""
        match = self.match
        assert match is not None
        turn = turn_of(match.state, seat)
        if self._turn is not None and self._turn[:2] == (turn, match.version):
            return self._turn[2]
        level = self.seats[seat].level if seat < len(self.seats) else "normal"
        player = make_ai(level, match.config.seed * 7919 + match.version * 31 + seat)
        player.start_turn()
        self._turn = (turn, match.version, player)
        return player

    def _start(self, work: Callable[[], Any], token: Token, seat: int,
               slot: Callable[[object, int, object, str], None]) -> None:
        task = _WorkerTask(next(self._workers.numbers), work)
        self._tasks[task.number] = (task, token, seat, slot)
        self._workers.relay.owners[task.number] = weakref.ref(self)
        self._running[task.number] = self._workers.pool.submit(task.run)

    def _task_done(self, number: int) -> None:
        self._running.pop(number, None)
        entry = self._tasks.pop(number, None)
        if entry is None:
            return
        task, token, seat, slot = entry
        slot(token, seat, task.result, task.error)

    def _ai_finished(self, token: object, seat: int, result: object, error: str) -> None:
        if token != self.token or token != self._ai_token:
            return  # stale: the position changed while the AI was thinking
        if error or result is None:
            self._ai_player = None
            self._ai_halted = self.token
            self.ai_thinking.emit(-1)
            self.error_raised.emit(tr("The AI failed: %1").replace("%1", error))
            return
        action, started = result  # type: ignore[misc]
        wait_ms = int(self.ai_delay_ms - (time.monotonic() - started) * 1000)
        if wait_ms > 0:
            QTimer.singleShot(wait_ms, self, lambda: self._ai_move(token, seat, action))
        else:
            self._ai_move(token, seat, action)

    def _ai_move(self, token: object, seat: int, action: Action) -> None:
        if token != self.token or token != self._ai_token:
            return
        self._ai_player = None
        self._ai_token = None
        self._apply(seat, action, by_ai=True)

    def _hint_finished(self, token: object, seat: int, result: object, error: str) -> None:
        if token != self.token or token != self._hint_token:
            return
        self._hint_token = None
        if isinstance(result, tuple) and len(result) == 2:
            self.hint_ready.emit(result[0], str(result[1]))
        elif not error and isinstance(getattr(result, "action", None), Action):
            self.hint_ready.emit(result.action, hint_reason(result))  # type: ignore[union-attr]
        else:
            self.error_raised.emit(tr("No hint could be found: %1").replace("%1", error or "?"))


def hint_reason(found: Any) -> str:
    """Words for the engine's hint statistics (a Hint: forced, counted, win_rate, visits, iterations)."""
    if getattr(found, "forced", False):
        return tr("it is the only legal move")
    if getattr(found, "counted", False):
        return tr("counted out: no other way to play your last steps brings more points")
    rate = round(100 * float(getattr(found, "win_rate", 0.0)))
    return tr("it won about %1 % of the simulated games").replace("%1", str(rate))

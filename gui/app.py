"""QApplication set-up and the main window: start screen, game screen and scoring screen."""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

from engine.ai import parallel
from engine.ai.review import Review
from engine.ai.review_file import load_reviewed, save_reviewed
from engine.cli import EXIT_INTERRUPTED, parse_window_args
from engine.core.errors import SaveError
from engine.core.game import GameConfig
from engine.core.match import Match
from engine.core.saves import load_save, remove_stale_temporaries
from engine.window_start import MARK as PAINTED_MARK
from engine.window_start import PROBE as START_PROBE
from gui import collector
from gui.controller import GameController
from gui.errors import error_text
from gui.i18n import install_language, language, tr
from gui.keys import install_return_clicks
from gui.paths import autosave_path, can_save, resources_dir, saves_dir, unfinished_dir, user_folders
from gui.records import RecordKeeper
from gui.seats import SeatSetup, default_seats, seats_from_extra
from gui.settings import Settings, load_settings, save_settings
from gui.style import style_sheet
from gui.unfinished import UnfinishedGames
from gui.user_files import os_error_text, take_notices
from gui.widgets.about_dialog import AboutDialog, ShortcutsDialog, key_text, table_shortcuts
from gui.widgets.game_screen import GameScreen
from gui.widgets.new_game import NewGameDialog
from gui.widgets.replay import ReplayScreen
from gui.widgets.rules_viewer import RulesDialog
from gui.widgets.score_screen import ScoreScreen, replay_match
from gui.widgets.settings_dialog import SettingsDialog
from gui.widgets.start_screen import StartScreen, unfinished_label
from gui.widgets.tour import TableTour

SAVE_FILTER = "Kontor (*.kontor.json *.json)"
T = TypeVar("T")


class MainWindow(QMainWindow):
    """Holds the three screens and the menu; every game change goes through ``controller``."""

    def __init__(self, settings: Settings | None = None, autosave: bool = True) -> None:
        super().__init__()
        for folder in user_folders():
            remove_stale_temporaries(folder)
        self.settings = settings or load_settings()
        unfinished = UnfinishedGames(unfinished_dir(), legacy=autosave_path()) if autosave else None
        self.controller = GameController(self, self.settings.ai_delay_ms, unfinished)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_screen: StartScreen | None = None
        self.game_screen = GameScreen(self.controller, self.settings, self)
        self.score_screen = ScoreScreen(self)
        self.replay_screen = ReplayScreen(self.settings, self)
        self.stack.addWidget(self.game_screen)
        self.stack.addWidget(self.score_screen)
        self.stack.addWidget(self.replay_screen)
        # the replay's game, its save (None: the game on the table), the screen to go back to, and the
        # review of the game on the table, kept until it is saved with it
        self.replay_game: tuple[Match, dict, Path | None] | None = None
        self.replay_return: QWidget | None = None
        self.table_review: tuple[Match, Review] | None = None
        self.controller.error_raised.connect(self.show_error)
        self.controller.game_over.connect(self.on_game_over)
        self.records = RecordKeeper(warn=self.show_error)
        # with no folder to save in, the start screen says so once: no box at every failed write
        self.settings_unsaved = self.records.save_failed = not can_save()
        self.controller.match_started.connect(self.records.forget_match)
        self.controller.match_started.connect(lambda: self.stack.setCurrentWidget(self.game_screen))
        self.controller.match_started.connect(self._update_menu)  # Rules and the tour follow every new match
        self.game_screen.rules_requested.connect(self.show_rules)
        self.game_screen.settings_changed.connect(self._save_settings)
        install_return_clicks()
        self.tour = TableTour(self.game_screen, self.settings, self._save_settings)
        self.score_screen.play_again.connect(self.play_again)
        self.score_screen.back_to_start.connect(self.show_start)
        self.score_screen.show_table.connect(lambda: self.stack.setCurrentWidget(self.game_screen))
        self.score_screen.review_requested.connect(self.review_current_game)
        self.replay_screen.back_requested.connect(self.leave_replay)
        self.replay_screen.review_changed.connect(self.keep_review)
        icon = resources_dir() / "kontor.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.resize(QSize(1366, 768))
        self.retranslate()
        self.show_start()

    # --- language and menus ------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle("Kontor")
        self.menuBar().clear()
        menu = self.menuBar().addMenu(tr("&Game"))
        entries = [
            (tr("&New game…"), QKeySequence.StandardKey.New, lambda: self.new_game("")),
            (tr("&Save…"), QKeySequence.StandardKey.Save, self.save_game),
            (tr("&Load…"), QKeySequence.StandardKey.Open, self.load_game),
            (tr("Re&view a saved game…"), None, self.review_saved_game),
            (tr("&Restart"), None, self.restart_game),
            (tr("Se&ttings…"), QKeySequence.StandardKey.Preferences, self.edit_settings),
            (tr("Back to &start"), None, self.show_start),
            (tr("&Quit"), QKeySequence.StandardKey.Quit, self.close),
        ]
        help_menu = self.menuBar().addMenu(tr("&Help"))
        help_entries = [
            (tr("R&ules"), QKeySequence.StandardKey.HelpContents, self.show_rules),
            (tr("Show the &tour again"), None, self.show_tour_again),
            (tr("&Keyboard shortcuts"), None, self.show_shortcuts),
            (tr("&About Kontor"), None, self.show_about),
        ]
        self.menu_actions: dict[str, QAction] = {}
        for target, text, shortcut, slot in [(menu, *e) for e in entries] + [(help_menu, *e) for e in help_entries]:
            action = target.addAction(text)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            self.menu_actions[text.replace("&", "")] = action
        self.game_screen.retranslate()
        self.score_screen.retranslate()
        self.replay_screen.retranslate()
        self._update_menu()

    def _update_menu(self) -> None:
        has_match = self.controller.match is not None
        for key in (tr("Save…"), tr("Restart"), tr("Rules"), tr("Show the tour again")):
            if key in self.menu_actions:
                self.menu_actions[key].setEnabled(has_match)

    def apply_settings(self, settings: Settings) -> None:
        old_language = self.settings.language
        for name, value in vars(settings).items():
            setattr(self.settings, name, value)
        self.controller.ai_delay_ms = settings.ai_delay_ms
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setStyleSheet(style_sheet(settings.ui_scale))
        if settings.language != old_language or settings.language != language():
            install_language(settings.language)
        self.retranslate()
        if self.stack.currentWidget() is self.start_screen or self.start_screen is None:
            self.show_start()
        elif self.controller.match is not None:
            self.game_screen.on_match_started()
            self.game_screen.refresh()

    # --- screens -------------------------------------------------------------------
    def show_start(self) -> None:
        """The start screen; a game on the table stops (its AI too) and stays resumable from here."""
        self.controller.suspend()
        old = self.start_screen
        unfinished = self.controller.unfinished.listing() if self.controller.unfinished else []
        records = self.records.records  # read first: a damaged file's notice joins the others
        self.start_screen = StartScreen(unfinished, self, take_notices())
        self.start_screen.resume_requested.connect(self.resume_game)
        self.start_screen.show_records(records)
        self.start_screen.new_game_requested.connect(self.new_game)
        self.start_screen.continue_requested.connect(self.continue_game)
        self.start_screen.load_requested.connect(self.load_game)
        self.start_screen.settings_requested.connect(self.edit_settings)
        self.start_screen.quit_requested.connect(self.close)
        self.stack.addWidget(self.start_screen)
        self.stack.setCurrentWidget(self.start_screen)
        if old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()
        self._update_menu()

    def confirm_abandon(self) -> bool:
        """Ask before a game in progress leaves the table (it stays resumable); the default is No."""
        if not self.controller.has_game_in_progress():
            return True
        answer = QMessageBox.question(
            self, tr("Kontor"),
            tr("Abandon the game in progress?") + "\n" + tr("You can resume it later from the start screen."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def make_room(self) -> bool:
        """Before a game takes a new place among the unfinished ones: with every place taken, ask,
        naming the oldest game, and drop it only on Yes (the default is No: nothing starts)."""
        unfinished = self.controller.unfinished
        if unfinished is None or not (crowded := unfinished.crowded_out()):
            return True
        names = [unfinished_label(game) if (game := unfinished.game(path)) else path.name for path in crowded]
        answer = QMessageBox.question(
            self, tr("Kontor"),
            tr("Kontor keeps at most %n unfinished games. A new game takes the place of the oldest:", "",
               unfinished.limit) + "\n" + "\n".join(names) + "\n" + tr("Drop it and start the new game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        for path in crowded:
            unfinished.remove(path)
        return True

    def new_game(self, game_id: str = "") -> bool:
        if not self.confirm_abandon():
            return False
        dialog = NewGameDialog(self.settings, game_id, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self._save_settings()
        if not self.make_room():
            return False
        assert dialog.ruleset is not None and dialog.config is not None
        started = self.controller.new_game(dialog.ruleset, dialog.config, dialog.seats)
        self._update_menu()
        return started

    def continue_game(self) -> bool:
        """Resume the newest unfinished game."""
        newest = self.controller.unfinished.newest() if self.controller.unfinished else None
        return newest is not None and self.resume_game(str(newest.path))

    def resume_game(self, path: str) -> bool:
        if self.controller.match is not None and Path(path) != self.controller.autosave_path:
            if not self.confirm_abandon():
                return False
        loaded = self.open_save(path)
        if not loaded and self.stack.currentWidget() is self.start_screen:
            self.show_start()  # a damaged file was set aside: offer the rest
        return loaded

    def open_save(self, path: str | Path) -> bool:
        """Load a save. It is checked off the window's thread first (a huge hostile file takes a
        second or two to refuse) and loaded only when it passes."""
        path = Path(path)
        unfinished = self.controller.unfinished
        own = unfinished is not None and path.parent == unfinished.folder
        try:
            run_off_thread(lambda: load_save(path))
        except SaveError as exc:
            if own and unfinished is not None:
                unfinished.set_aside(path)  # not offered again
            self.show_error(tr("This save cannot be loaded: %1").replace("%1", error_text(exc)))
            return False
        if not own and not self.make_room():
            return False
        loaded = self.controller.load(str(path))
        self._update_menu()
        return loaded

    def load_game(self) -> bool:
        if not self.confirm_abandon():
            return False
        path, _ = QFileDialog.getOpenFileName(self, tr("Load game"), str(saves_dir()), SAVE_FILTER)
        return bool(path) and self.open_save(path)

    def save_game(self) -> bool:
        if self.controller.match is None:
            return False
        default = saves_dir() / f"{self.controller.match.game_id}.kontor.json"
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), str(default), SAVE_FILTER)
        if path and self.table_review is not None and self.table_review[0] is self.controller.match:
            return self._write_reviewed(path, self.controller.match, self.controller.save_extra(), self.table_review[1])
        return bool(path) and self.controller.save(path)

    # --- review and replay ----------------------------------------------------------
    def review_current_game(self) -> None:
        """The replay of the game on the table with the strong AI's review (started now if not yet made)."""
        match = self.controller.match
        if match is None:
            return
        kept = self.table_review[1] if self.table_review is not None and self.table_review[0] is match else None
        self._open_replay(match, list(self.controller.seats), {}, kept, None)

    def review_saved_game(self) -> bool:
        """Ask for a save and show its replay with its review, going on with the review where it lacks one."""
        path, _ = QFileDialog.getOpenFileName(self, tr("Review a saved game"), str(saves_dir()), SAVE_FILTER)
        if not path:
            return False
        try:
            match, extra, review = run_off_thread(lambda: load_reviewed(path))
        except SaveError as exc:
            self.show_error(tr("This save cannot be reviewed: %1").replace("%1", error_text(exc)))
            return False
        try:
            seats = seats_from_extra(extra, match.config.names, match.auto_seats)
        except (TypeError, ValueError):  # odd values in the app's own block: its defaults
            seats = default_seats(match.config.names, match.auto_seats)
        self._open_replay(match, seats, extra, review, Path(path))
        return True

    def _open_replay(self, match: Match, seats: list[SeatSetup], extra: dict, review: Review | None,
                     path: Path | None) -> None:
        self.replay_game = (match, extra, path)
        if self.stack.currentWidget() is not self.replay_screen:
            self.replay_return = self.stack.currentWidget()
        self.controller.pause_ai(True)  # the AI processes review now; a game on the table waits
        self.replay_screen.open(match.ruleset, match.config, match.moves, seats, review, path)
        self.stack.setCurrentWidget(self.replay_screen)

    def leave_replay(self) -> None:
        back = self.replay_return
        if back is None or self.stack.indexOf(back) < 0:
            self.show_start()
        else:
            self.stack.setCurrentWidget(back)
        self.controller.pause_ai(False)

    def keep_review(self, review: Review) -> None:
        """A review run ended: it is written into its save, or kept with the game on the table until
        that is saved."""
        if self.replay_game is None:
            return
        match, extra, path = self.replay_game
        if path is not None:
            self._write_reviewed(path, match, extra, review)
        elif match is self.controller.match:
            self.table_review = (match, review)

    def _write_reviewed(self, path: str | Path, match: Match, extra: dict, review: Review) -> bool:
        try:
            save_reviewed(path, match, extra, review)
        except OSError as exc:
            self.show_error(tr("The game could not be saved: %1").replace("%1", str(exc.strerror or exc)))
            return False
        return True

    def restart_game(self) -> None:
        if self.controller.match is None or not self.confirm_abandon() or not self.make_room():
            return
        self.controller.restart()
        self.stack.setCurrentWidget(self.game_screen)

    def play_again(self) -> bool:
        """The same game, players and options with a fresh seed (Restart keeps the seed)."""
        match = self.controller.match
        if match is None or not self.make_room():
            return False
        config = GameConfig(match.config.players, random.randrange(1, 2**31), match.config.options,
                            match.config.names)
        return self.controller.new_game(match.ruleset, config, list(self.controller.seats))

    def show_rules(self) -> None:
        ruleset = self.controller.ruleset
        if ruleset is None:
            return
        RulesDialog(ruleset.info.id, ruleset.info.title(language()), language(), self).exec()

    def show_tour_again(self) -> None:
        if self.controller.match is not None:
            self.stack.setCurrentWidget(self.game_screen)
            self.tour.start()

    def show_shortcuts(self) -> None:
        rows = [(text, key_text(action.shortcut())) for text, action in self.menu_actions.items()
                if not action.shortcut().isEmpty()]
        ShortcutsDialog(rows + table_shortcuts(), self).exec()

    def show_about(self) -> None:
        AboutDialog(self).exec()

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.result_settings)
            self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            if not self.settings_unsaved:  # said once: each later change would fail the same way
                self.show_error(tr("The settings could not be saved: %1").replace("%1", os_error_text(exc)))
            self.settings_unsaved = True

    def on_game_over(self, scores: list) -> None:
        match = self.controller.match
        board = self.game_screen.board
        if match is None or board is None:
            return
        new_records = self.records.count(match.ruleset, match.config, self.controller.seats, scores,
                                         match.state.winners())
        replayed = replay_match(match.ruleset, match.config, match.moves)
        bests = self.records.solo_bests(match.ruleset, match.config)
        self.score_screen.show_scores(scores, self.controller.seats, match.state.winners(), board.category_label,
                                      records=new_records, board=board, view=self.controller.view(None),
                                      history=replayed.history, solo_bests=bests,
                                      round_points=replayed.round_points, config=match.config)
        self.stack.setCurrentWidget(self.score_screen)

    def show_error(self, message: str) -> None:
        QMessageBox.warning(self, tr("Kontor"), message)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The window's flags; a bad one raises engine.cli.UsageError (main.py prints it as one line)."""
    return parse_window_args(argv)


def run_off_thread(work: Callable[[], T]) -> T:
    """``work()`` on a helper thread while the window goes on painting (input waits, with a busy
    cursor); its result, or its exception raised here."""
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="kontor-load") as pool:
        future = pool.submit(work)
        loop = QEventLoop()
        poll = QTimer()

        def check() -> None:
            if future.done():
                loop.quit()

        poll.timeout.connect(check)
        poll.start(15)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            if not future.done():
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            poll.stop()
            QApplication.restoreOverrideCursor()
    return future.result()


def end_on_ctrl_c(app: QApplication, window: MainWindow) -> None:
    """Ctrl-C in the terminal closes the window (the autosave is current) and exits with 130;
    SIGTERM (a logout, ``kill``) closes it the same way and exits with 0, the helper processes
    stopped by run_app."""

    def close(code: int) -> None:
        window.close()
        app.exit(code)

    def stop(number: int, _frame: object) -> None:
        # the handler may run inside any Python slot, a paint among them: closing the window
        # there destroys a widget that is being painted (a crash), so the event loop closes it
        QTimer.singleShot(0, lambda: close(EXIT_INTERRUPTED if number == signal.SIGINT else 0))

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    # Python runs signal handlers only between bytecodes: an idle tick lets it see Ctrl-C
    ticker = QTimer(window)
    ticker.timeout.connect(lambda: None)
    ticker.start(250)


def create_application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    collector.install(app)  # before any AI thread allocates: Qt objects must die in this thread
    app.setApplicationName("Kontor")
    app.setOrganizationName("Kontor")
    return app


def report_start(app: QApplication, window: QMainWindow) -> None:
    """The window's first whole paint, then the time it was done and quit (engine.window_start)."""
    window.grab()
    print(f"{PAINTED_MARK}{time.time():.6f}", flush=True)
    app.quit()


def run_app(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # a smoke run must not read or write the person's own settings and saves
        os.environ["KONTOR_HOME"] = tempfile.mkdtemp(prefix="kontor-smoke-")
    app = create_application()
    settings = load_settings()
    if args.lang:
        settings.language = args.lang
    install_language(settings.language)
    app.setStyleSheet(style_sheet(settings.ui_scale))
    # the AI's timed searches (normal, strong, the hint) share the position with helper processes
    parallel.enable()
    parallel.warm()
    try:
        if args.smoke:
            from gui.smoke import run_smoke

            return run_smoke(app, settings)
        # Ctrl-C or SIGTERM while the window is being built: answered as soon as it stands
        early: list[int] = []
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, lambda signum, _frame: early.append(signum))
        window = MainWindow(settings)
        window.show()
        if os.environ.get(START_PROBE):
            QTimer.singleShot(0, lambda: report_start(app, window))
        end_on_ctrl_c(app, window)
        for number in early[:1]:
            signal.raise_signal(number)
        app.setAttribute(Qt.ApplicationAttribute.AA_DontShowIconsInMenus, False)
        return app.exec()
    finally:
        parallel.stop()


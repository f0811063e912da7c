"""GUI test fixtures: a private KONTOR_HOME, fast AI pacing, a window, modal-dialog helpers, the AI
processes and where searches ran."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from engine.ai import parallel
from engine.ai.ismcts import ISMCTSPlayer
from gui import collector
from gui.app import MainWindow
from gui.i18n import install_language
from gui.settings import Settings
from gui.translations_build import build


@pytest.fixture(autouse=True)
def kontor_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KONTOR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="session", autouse=True)
def gui_thread_collector(qapp: QApplication) -> None:
    """As in the program: Python's cycles are collected in the window's thread only, never in the
    threads where searches and hints run (Qt objects destroyed there crash the window later)."""
    collector.install(qapp)


@pytest.fixture(autouse=True)
def english_first(qapp: QApplication) -> Iterator[None]:
    """Every test starts in English, whatever language the test before it left installed, and ends with
    the windows it closed deleted: a closed window lives on until deleted, and every language switch and
    style sheet of the later tests would reach its widgets too (75 game screens after the text-fit tests)."""
    install_language("en")
    yield
    for widget in qapp.topLevelWidgets():
        if not widget.isVisible():
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def immediate_gestures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Gestures called directly by tests play their move at once (real mouse input defers it)."""
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", False)


@pytest.fixture(autouse=True)
def no_blocking_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Error boxes would block a test: record their text instead."""
    shown: list[str] = []

    def record(parent: QWidget | None, title: str, text: str, *args: object, **kwargs: object) -> int:
        shown.append(text)
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "warning", record)
    return shown


@pytest.fixture
def window(qtbot, qapp: QApplication) -> Iterator[MainWindow]:  # noqa: ANN001
    install_language("en")
    win = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.shutdown()
    win.close()


@pytest.fixture(scope="session")
def compiled_translations() -> None:
    build(if_missing=True)


def answer_modal(action: Callable[[QWidget], None], attempts: int = 50) -> None:
    """Run ``action`` on the next modal dialog once it is open (exec() blocks the test)."""

    def poll(left: int = attempts) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if left:
                QTimer.singleShot(20, lambda: poll(left - 1))
            return
        action(dialog)

    QTimer.singleShot(0, poll)


@pytest.fixture
def ai_processes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The window's AI processes, started as the window starts them, with the levels' own time budgets."""
    monkeypatch.delenv("KONTOR_AI_ITERATIONS", raising=False)
    monkeypatch.setenv(parallel.HELPERS_ENV, os.environ.get(parallel.HELPERS_ENV) or "2")
    parallel.enable()
    parallel.warm()
    yield
    parallel.stop()


@dataclass
class SearchesSeen:
    here: list[int] = field(default_factory=list)  # search iterations run in the window's own process
    there: list[int] = field(default_factory=list)  # iterations of the searches the AI processes answered


@pytest.fixture
def searches_seen(monkeypatch: pytest.MonkeyPatch) -> SearchesSeen:
    """Counts where every search runs: in the window's process or in the AI processes."""
    seen = SearchesSeen()
    run, search = ISMCTSPlayer.run, parallel.search

    def run_here(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        done, cancelled = run(self, *args, **kwargs)
        seen.here.append(done)
        return done, cancelled

    def search_there(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        found = search(*args, **kwargs)
        if found is not None and found.stats:
            seen.there.append(found.iterations)
        return found

    monkeypatch.setattr(ISMCTSPlayer, "run", run_here)
    monkeypatch.setattr(parallel, "search", search_there)
    return seen

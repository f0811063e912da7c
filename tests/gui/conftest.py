"""GUI test fixtures: a private KONTOR_HOME, fast AI pacing, a window, modal-dialog helpers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gui.app import MainWindow
from gui.i18n import install_language
from gui.settings import Settings
from gui.translations_build import build


@pytest.fixture(autouse=True)
def kontor_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KONTOR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


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

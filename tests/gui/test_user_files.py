"""User files of the desktop app: crash leftovers, damaged settings and statistics never block the start."""

from __future__ import annotations

import os
import time
from pathlib import Path

from gui.app import MainWindow
from gui.paths import data_dir, saves_dir
from gui.settings import Settings


def test_the_window_removes_stale_temporary_files_of_a_crash(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    leftovers = [data_dir() / ".autosave.kontor.json.x1y2.tmp", saves_dir() / ".mine.kontor.json.bak.tmp"]
    for file in leftovers:
        file.write_text("{half")
        os.utime(file, (time.time() - 600, time.time() - 600))
    window = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(window)
    assert not any(file.exists() for file in leftovers)

"""The window's command line: Ctrl-C closes the window with exit code 130 and no traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.signals import heed_ctrl_c

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_closes_the_window_with_130(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KONTOR_HOME=str(tmp_path))
    process = subprocess.Popen(
        [sys.executable, "main.py", "--lang", "de"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=heed_ctrl_c,
    )
    try:
        deadline = time.monotonic() + 30
        # the window writes nothing; its data folder appears once the main window is built
        while not (tmp_path / "data").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(0.5)
        assert process.poll() is None, process.stderr.read() if process.stderr else ""
        os.killpg(process.pid, signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 130
    assert "Traceback" not in err


def test_ctrl_c_leaves_the_closing_to_the_event_loop(qtbot, tmp_path: Path, monkeypatch) -> None:
    """The handler can run in the middle of a paint; the window must not be torn down there."""
    monkeypatch.setenv("KONTOR_HOME", str(tmp_path))
    from gui.app import MainWindow, end_on_ctrl_c
    from gui.settings import Settings

    class Application:  # the real exit would end every event loop of the test run, for good
        codes: list[int] = []

        def exit(self, code: int) -> None:
            self.codes.append(code)

    app = Application()
    window = MainWindow(Settings(ai_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    previous = signal.getsignal(signal.SIGINT)
    try:
        end_on_ctrl_c(app, window)  # type: ignore[arg-type]
        handler = signal.getsignal(signal.SIGINT)
        assert callable(handler)
        handler(signal.SIGINT, None)
        assert window.isVisible() and not app.codes  # nothing closed inside the handler
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
        assert app.codes == [130]
    finally:
        signal.signal(signal.SIGINT, previous)

"""How long the window takes to start, as `main.py bench` reports it: from launching the program
to the window's first whole paint, offscreen, with a fresh user folder (gui/app.py report_start).

Run in a process of its own each time, as a person starts the program; no Qt is imported here.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MAIN = Path(__file__).resolve().parent.parent / "main.py"
MARK = "kontor-painted "  # the line the window prints once painted
PROBE = "KONTOR_START_PROBE"  # set: the window reports its first paint and quits
TIMEOUT_S = 60.0


def start_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, str(MAIN)]


def one_start(home: str) -> float:
    """Seconds from launch to the first whole paint of the window."""
    env = {**os.environ, PROBE: "1", "KONTOR_HOME": home,
           "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # as a person's Python does: the modules' byte code is kept from the first start on
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    launched = time.time()
    done = subprocess.run(start_command(), env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            return float(line[len(MARK):]) - launched
    raise RuntimeError(f"the window did not start (exit {done.returncode}): {done.stderr.strip()[-300:]}")


def window_start(runs: int = 5) -> dict[str, float]:
    """The first start with a fresh user folder, then the median and longest of the next ``runs``."""
    with tempfile.TemporaryDirectory(prefix="kontor-start-") as home:
        first = one_start(home)
        later = [one_start(home) for _ in range(runs)]
    return {"first_s": round(first, 3), "median_s": round(statistics.median(later), 3), "max_s": round(max(later), 3)}

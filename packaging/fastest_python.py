"""Prints the Python 3.11+ of this machine that runs Python code fastest: the Makefile makes the venv with it.

Interpreters of the same version differ much in speed. One built with profile-guided and link-time
optimisation (most Linux distributions' own) runs the AI's search 1.3-1.5 times as fast as one built
without (a plain source build, as version managers make them): the same think time weighs that many
more simulations. Each candidate found on PATH and in the usual places times the same piece of work for
a moment; one that cannot make a venv with pip is left out. Runs under any Python 3; prints the
running interpreter when no candidate answers.

    python3 packaging/fastest_python.py [--verbose]
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

NAMES = ("python3", "python3.11", "python3.12", "python3.13", "python3.14")
PLACES = ("/usr/bin", "/usr/local/bin", "/opt/homebrew/bin")
LEAST = (3, 11)
# run by each candidate: its real path, whether it can make a venv with pip, and rounds of work per CPU second
PROBE = """
import os, sys, time
try:
    import ensurepip, venv
    venv_ok = True
except ImportError:
    venv_ok = False
def work(seed):
    table, total = {}, 0
    for i in range(300):
        key = (seed * 31 + i) % 97
        table[key] = table.get(key, 0) + i
        total += len([v for v in table.values() if v & 1])
    return total
rounds, start = 0, time.process_time()
while time.process_time() - start < 0.3:
    work(rounds)
    rounds += 1
print(os.path.realpath(sys.executable), "%d.%d" % sys.version_info[:2], int(venv_ok), rounds / (time.process_time() - start))
"""


def candidates() -> list[str]:
    """Interpreters by the names and in the places a Python 3.11+ is usually found, the running one first."""
    found = [sys.executable]
    for name in NAMES:
        path = shutil.which(name)
        if path:
            found.append(path)
        found.extend(os.path.join(place, name) for place in PLACES if os.access(os.path.join(place, name), os.X_OK))
    return list(dict.fromkeys(found))


def measure(command: str) -> tuple[str, float] | None:
    """The real interpreter behind ``command`` and its speed, or None when it is too old, cannot
    make a venv with pip, or does not answer."""
    try:
        done = subprocess.run([command, "-c", PROBE], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    fields = done.stdout.split()
    if done.returncode != 0 or len(fields) != 4:
        return None
    executable, version, venv_ok, speed = fields
    if tuple(int(part) for part in version.split(".")) < LEAST or venv_ok != "1":
        return None
    return executable, float(speed)


def fastest(measured: dict[str, float]) -> str | None:
    """The fastest of the measured interpreters (by real path); None when there are none."""
    return max(measured, key=lambda path: measured[path]) if measured else None


def main(argv: list[str]) -> int:
    measured: dict[str, float] = {}
    for command in candidates():
        result = measure(command)
        if result is not None:
            measured[result[0]] = max(result[1], measured.get(result[0], 0.0))
    if "--verbose" in argv:
        for path, speed in sorted(measured.items(), key=lambda item: -item[1]):
            print(f"{speed:10.0f} rounds per CPU second  {path}", file=sys.stderr)
    print(fastest(measured) or sys.executable)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

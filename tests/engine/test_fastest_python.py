"""The venv is made with the fastest Python 3.11+ of the machine (packaging/fastest_python.py)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "fastest_python.py"


def load():  # noqa: ANN201
    spec = importlib.util.spec_from_file_location("fastest_python", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake(folder: Path, name: str, answer: str) -> str:
    """An 'interpreter' that answers the probe with ``answer``: real path, version, venv, speed."""
    path = folder / name
    path.write_text(f"#!/bin/sh\necho '{answer}'\n")
    path.chmod(0o755)
    return str(path)


def test_the_fastest_interpreter_able_to_make_a_venv_is_chosen(tmp_path: Path, monkeypatch, capsys) -> None:  # noqa: ANN001
    picker = load()
    plain = fake(tmp_path, "plain", "/opt/plain/python3.11 3.11 1 4000")
    optimised = fake(tmp_path, "optimised", "/usr/bin/python3.11 3.11 1 6500")
    old = fake(tmp_path, "old", "/usr/bin/python3.9 3.9 1 9000")  # too old, however fast
    bare = fake(tmp_path, "bare", "/usr/bin/python3.12 3.12 0 9000")  # no ensurepip: no venv with pip
    silent = fake(tmp_path, "silent", "")
    assert picker.measure(optimised) == ("/usr/bin/python3.11", 6500.0)
    assert picker.measure(old) is None and picker.measure(bare) is None and picker.measure(silent) is None
    assert picker.measure(str(tmp_path / "missing")) is None
    monkeypatch.setattr(picker, "candidates", lambda: [plain, old, optimised, bare, silent])
    assert picker.main([]) == 0
    assert capsys.readouterr().out.strip() == "/usr/bin/python3.11"
    monkeypatch.setattr(picker, "candidates", lambda: [old, silent])
    picker.main([])
    assert capsys.readouterr().out.strip() == sys.executable  # none fit: the one running


@pytest.mark.skipif(sys.platform == "win32", reason="the Makefile is for POSIX machines")
def test_this_machines_choice_is_a_python_3_11_that_makes_venvs() -> None:
    chosen = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120,
                            check=True).stdout.strip()
    probe = "import sys, ensurepip, venv; print(sys.version_info >= (3, 11))"
    assert subprocess.run([chosen, "-c", probe], capture_output=True, text=True, timeout=30).stdout.strip() == "True"

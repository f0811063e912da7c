"""`make run` never waits for the compiled modules: it says where they stand and, where a C compiler
is present and no build matches the sources, starts one in the background for the next start
(packaging/compile_modules.py --background)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def builder(tmp_path, monkeypatch):
    # the script sets KONTOR_COMPILED=0 for its own process as it loads: put back what the tests had
    monkeypatch.setenv("KONTOR_COMPILED", os.environ.get("KONTOR_COMPILED", "0"))
    spec = importlib.util.spec_from_file_location("compile_modules_probe", ROOT / "packaging" / "compile_modules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "WORK", tmp_path / "build")
    monkeypatch.setattr(module, "LOG", tmp_path / "build" / "compile.log")
    monkeypatch.setattr(module, "RUNNING", tmp_path / "build" / "compile.pid")
    monkeypatch.setattr(module, "STEP", tmp_path / "build" / "compile.step")
    monkeypatch.setattr(module, "FAILED", tmp_path / "build" / "compile.failed")
    monkeypatch.setattr(module, "sources_digest", lambda root, package: "digest")
    monkeypatch.setattr(module, "is_fresh", lambda root, package: False)
    started: list[list[str]] = []

    class Started:
        pid = 4321

        def __init__(self, args, **kwargs):
            assert kwargs["start_new_session"] and kwargs["stdin"] is subprocess.DEVNULL
            started.append(args)

    monkeypatch.setattr(module.subprocess, "Popen", Started)
    module.started = started
    return module


def test_without_a_compiler_the_window_runs_from_the_sources_and_nothing_starts(builder, capsys):
    builder.compiler = lambda: "no C compiler"
    assert builder.background() == 0
    assert "running from the sources (no C compiler" in capsys.readouterr().out
    assert builder.started == []


def test_with_a_compiler_a_build_starts_in_the_background_once(builder, capsys, monkeypatch):
    builder.compiler = lambda: None
    assert builder.background() == 0
    assert "building the compiled engine modules in the background" in capsys.readouterr().out
    assert len(builder.started) == 1 and builder.started[0][-1] == "--in-background"
    assert builder.RUNNING.read_text().strip() == "4321"
    # while it runs, the next start only says how far it got
    monkeypatch.setattr(builder, "_running", lambda: True)
    builder.STEP.write_text("compiling\n")
    builder.background()
    assert "being built in the background (compiling" in capsys.readouterr().out
    assert len(builder.started) == 1


def test_a_build_that_failed_is_not_tried_again_for_the_same_sources(builder, capsys):
    builder.compiler = lambda: None
    builder.WORK.mkdir()
    builder.FAILED.write_text("digest\n")
    builder.background()
    assert "building the compiled modules failed" in capsys.readouterr().out
    assert builder.started == []


def test_a_fresh_build_is_in_use(builder, capsys, monkeypatch):
    monkeypatch.setattr(builder, "is_fresh", lambda root, package: True)
    builder.background()
    assert "the compiled engine modules are in use" in capsys.readouterr().out

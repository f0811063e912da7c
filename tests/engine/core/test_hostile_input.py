"""Hostile command lines, saves and corrections (issue 66): refused with one clear line, never a traceback.

The hostile files are kept in tests/data/hostile/; the 19 MB save of a million moves is made here.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine import games
from engine.ai.base import make_player
from engine.cli import run
from engine.core.errors import SaveError
from engine.core.game import GameConfig
from engine.core.overrides import OverridesError, read_file
from engine.core.saves import MAX_MOVES, loads, remove_stale_temporaries

ROOT = Path(__file__).resolve().parents[3]
HOSTILE = ROOT / "tests" / "data" / "hostile"


def one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err
    return err


# --- 3. arena --jobs ------------------------------------------------------------------------

def children_of(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
        except (OSError, IndexError, ValueError):
            continue
    return found


def gone(pids: set[int], timeout: float = 10) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # a process that ended but is not reaped yet is a zombie: ended all the same
        if all(not Path(f"/proc/{p}").exists() or " Z " in Path(f"/proc/{p}/stat").read_text() for p in pids):
            return True
        time.sleep(0.1)
    return False


def arena(*extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "main.py", "arena", "--game", "speicherstadt", "--players", "2", "--ai", "random,greedy",
         "--games", "5000", *extra], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def under_way(process: subprocess.Popen[str]) -> bool:
    """Whether the arena reports a finished game (after a note, if any)."""
    assert process.stderr is not None
    return any(line.startswith("game ") for line in iter(process.stderr.readline, ""))


WORKERS = pytest.mark.skipif(not Path("/proc/self/stat").exists() or (os.cpu_count() or 1) < 2,
                             reason="reads the process table from /proc; needs two cores for two workers")


def test_arena_jobs_are_capped_at_the_cores_and_it_says_so() -> None:
    process = arena("--jobs", "100000")
    try:
        assert process.stderr is not None
        note = process.stderr.readline()
        assert note.startswith("note: --jobs 100000 is more than this machine's") and "games at once" in note
        assert process.stderr.readline().startswith("game 1/5000")  # it plays
        assert len(children_of(process.pid)) <= (os.cpu_count() or 1) + 1  # the workers, a resource tracker
    finally:
        process.kill()
        process.communicate()


@WORKERS
def test_sigterm_ends_the_arena_and_its_workers() -> None:
    process = arena("--jobs", "2")
    try:
        assert under_way(process)
        workers = children_of(process.pid)
        assert workers
        process.send_signal(signal.SIGTERM)  # the parent alone, as a service manager or kill(1) does
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 143
    assert "Traceback" not in err and err.strip().endswith("terminated")
    assert gone(workers), "the workers outlived the arena"


@WORKERS
def test_arena_workers_end_even_when_the_parent_is_killed() -> None:
    process = arena("--jobs", "2")
    try:
        assert under_way(process)
        workers = children_of(process.pid)
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
    finally:
        process.kill()
    assert workers and gone(workers), "the workers outlived a killed arena"


# --- 6. a save of a million moves ---------------------------------------------------------------

def test_a_million_moves_are_refused_before_they_are_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = {"format": "kontor-save", "version": 1, "game": "speicherstadt",
            "config": {"players": 2, "seed": 1, "options": {}, "names": ["A", "B"]},
            "actions": [[0, "place:1234"]] * 1_000_000}
    text = json.dumps(save)
    assert 19 * 1000 * 1000 < len(text) < 20 * 1024 * 1024  # within the size a save may have
    started = time.process_time()
    with pytest.raises(SaveError, match=f"1000000 moves, more than any game has \\(at most {MAX_MOVES}\\)") as refused:
        loads(text)
    assert time.process_time() - started < 4  # it took 8.5 s before, and half a gigabyte
    assert refused.value.params == {"field": "actions"}
    path = tmp_path / "huge.kontor.json"
    path.write_text(text, encoding="utf-8")
    assert run(["replay", str(path)]) == 2
    assert "field actions holds 1000000 moves" in one_error_line(capsys)


# --- 7. --options ---------------------------------------------------------------------------------

@pytest.mark.parametrize("options", [(HOSTILE / "options-deep.json").read_text(encoding="utf-8").strip(),
                                     '{"a": ' + "9" * 5000 + "}", "[" * 100_000])
def test_hostile_options_are_one_error_line(options: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["simulate", "--game", "speicherstadt", "--players", "2", "--options", options]) == 2
    assert "--options" in one_error_line(capsys)


# --- 8. names with control characters ---------------------------------------------------------

def test_names_from_a_save_reach_the_terminal_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["replay", str(HOSTILE / "names-with-control-characters.kontor.json")]) == 0
    out = capsys.readouterr().out
    assert "Eva[31m: 0" in out and "Tomrm -rf ~: 0" in out and "evil: 0" in out
    assert not [c for c in out if not c.isprintable() and c != "\n"]
    empty = json.loads((HOSTILE / "names-with-control-characters.kontor.json").read_text(encoding="utf-8"))
    empty["config"]["names"][0] = "\u202e\n"
    with pytest.raises(SaveError, match=r"config.names\[0\]"):
        loads(json.dumps(empty))


# --- 10. a save killed mid-write --------------------------------------------------------------

def test_a_save_killed_mid_write_is_cleaned_up_at_once(tmp_path: Path) -> None:
    killed_mid_write = (
        "import os, signal, sys\n"
        "from engine.core import saves\n"
        "os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"  # the kill lands while the data is written
        f"saves.write_atomic({str(tmp_path / 'game.kontor.json')!r}, 'x' * 20_000_000)\n"
    )
    subprocess.run([sys.executable, "-c", killed_mid_write], cwd=ROOT, check=False)
    leftovers = list(tmp_path.glob(".*.tmp"))
    assert len(leftovers) == 1 and leftovers[0].stat().st_size == 20_000_000
    assert remove_stale_temporaries(tmp_path) == leftovers  # the next start, however soon
    assert list(tmp_path.iterdir()) == []


# --- 11. command lines ------------------------------------------------------------------------

SIMULATE = ["simulate", "--game", "speicherstadt", "--players", "2"]


@pytest.mark.parametrize("extra,message", [
    (["--ai", "random:x=1"], "AI 'random' takes no parameters"),
    (["--ai", "normal:depth=3/depth=4"], "gives the parameter 'depth' twice"),
    (["--ai", "random "], "holds a space"),
    (["--ai", "random,"], "empty spec"),
    (["--games", "10^23"], "expected a whole number, got '10^23'"),
    (["--games", str(10**23)], "from 1 to 1,000,000"),
    (["--players", "2 "], "expected a whole number"),
    (["--seed", "9" * 5000], "below 2^64"),
])
def test_sloppy_command_lines_are_refused(extra: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run([*SIMULATE, *extra]) == 2
    assert message in one_error_line(capsys)


@pytest.mark.parametrize("argv", [
    [*SIMULATE, "--ai", "x" * 100_000],
    [*SIMULATE, "--ai", "normal:depth=" + "1" * 100_000],
    ["simulate", "--game", "y" * 100_000, "--players", "2"],
    [*SIMULATE, "--options", '{"' + "z" * 100_000 + '": 1}'],
])
def test_a_long_argument_is_not_echoed_whole(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(argv) == 2
    assert len(one_error_line(capsys)) < 400


def test_control_characters_in_an_argument_are_shown_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["simulate", "--game", "\x1b[31mred\u202e", "--players", "2"]) == 2
    line = one_error_line(capsys)
    assert "\x1b" not in line and "\u202e" not in line and "\\x1b[31mred\\u202e" in line


# --- 12. Jantaris with every prestige value 0 -------------------------------------------------

def test_jantaris_corrected_to_no_prestige_still_ends() -> None:
    ruleset = games.get("jantaris")
    corrections = read_file(HOSTILE / "overrides-every-prestige-0.json", "jantaris", ruleset.data_tables())
    for seed in (1, 2, 3):
        state = ruleset.new_game(ruleset.normalize_config(GameConfig(4, seed, {}, (), corrections)))
        players = [make_player("random", seed * 10 + seat) for seat in range(4)]
        actions = 0
        while not state.is_over() and actions < 20_000:
            seat = state.to_move()[0]
            state.apply(seat, players[seat].choose(state, seat))
            actions += 1
        assert state.is_over() and state.round_number() == 51  # the stated limit: 50 rounds played
        assert len(state.winners()) >= 1


# --- 4. overrides files, read like a save ---------------------------------------------------------

@pytest.mark.parametrize("name,reason", [("overrides-deep.json", "too deeply"),
                                          ("overrides-5000-digits.json", "not allowed")])
def test_a_hostile_overrides_file_is_refused_as_damaged(name: str, reason: str) -> None:
    with pytest.raises(OverridesError, match=reason) as refused:
        read_file(HOSTILE / name, "jantaris", games.get("jantaris").data_tables())
    assert refused.value.code == "overrides_damaged"


def test_an_overrides_file_with_a_byte_order_mark_is_read() -> None:
    corrections = read_file(HOSTILE / "overrides-bom.json", "jantaris", games.get("jantaris").data_tables())
    assert corrections == {"items": {"royal_cloak": {"prestige": 3}}}

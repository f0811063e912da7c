"""The headless command line: simulate, arena, bench, replay; bad input exits 2 with one clear line."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import run
from engine.core import Action, GameConfig
from engine.core.match import Match
from engine.core.saves import save_match
from tests.signals import heed_ctrl_c

ROOT = Path(__file__).resolve().parents[3]


def test_simulate_json_lines_have_the_documented_keys(capsys):
    assert run(["simulate", "--game", "tiny", "--players", "3", "--ai", "random", "--games", "4", "--seed", "1", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 4
    for index, line in enumerate(lines):
        record = json.loads(line)
        assert set(record) == {"game", "players", "seed", "ai", "scores", "winners", "actions", "rounds"}
        assert record["game"] == "tiny" and record["players"] == 3 and record["seed"] == 1 + index
        assert record["ai"] == ["random"] * 3 and len(record["scores"]) == 3
        assert max(record["scores"]) == record["scores"][record["winners"][0]]


def test_simulate_is_reproducible(capsys):
    args = ["simulate", "--game", "tiny", "--players", "2", "--games", "3", "--seed", "4", "--json"]
    run(args)
    first = capsys.readouterr().out
    run(args)
    assert capsys.readouterr().out == first


def test_simulate_text_summary(capsys):
    assert run(["simulate", "--game", "tiny", "--players", "2", "--ai", "random,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "game 1 seed 1" in out and "mean score" in out


@pytest.mark.parametrize(
    "argv,message",
    [
        (["simulate", "--game", "chess", "--players", "2"], "unknown game 'chess'"),
        (["simulate", "--game", "tiny", "--players", "9"], "1 to 4 players, not 9"),
        (["simulate", "--game", "tiny", "--players", "two"], "expected a whole number"),
        (["simulate", "--game", "tiny", "--players", "2", "--ai", "genius"], "unknown AI 'genius'"),
        (["simulate", "--game", "tiny", "--players", "3", "--ai", "random,random"], "2 specs for 3 players"),
        (["simulate", "--game", "tiny", "--players", "2", "--options", "[1]"], "JSON object"),
        (["simulate", "--game", "tiny", "--players", "2", "--options", '{"speed": 1}'], "no option 'speed'"),
        (["simulate", "--players", "2"], "required"),
        (["frobnicate"], "invalid choice"),
        (["arena", "--game", "tiny", "--ai", "random"], "at least two different specs"),
        (["arena", "--game", "tiny", "--ai", "random,random"], "at least two different specs"),
        (["arena", "--game", "tiny", "--players", "2", "--ai", "random,greedy", "--jobs", "0"], "at least 1"),
        ([], "give a command"),
    ],
)
def test_bad_command_lines_exit_2_with_a_clear_message(argv, message, capsys):
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err
    assert err.count("\n") == 1


def test_arena_prints_win_rates_with_intervals(capsys):
    assert run(["arena", "--game", "tiny", "--players", "2", "--ai", "random,greedy", "--games", "6", "--json"]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert captured.err.count("\n") == 6 and captured.err.startswith("game 1/6 seed 1: ")
    rows = {row["spec"]: row for row in report["rows"]}
    assert rows["random"]["games"] == 6 and rows["greedy"]["games"] == 6
    for row in rows.values():
        low, high = row["win_ci95"]
        assert 0 <= low <= row["win_rate"] <= high <= 1


def test_arena_seats_one_spec_against_a_field_of_another(capsys):
    assert run(["arena", "--game", "tiny", "--players", "3", "--ai", "greedy,random,random", "--games", "6",
                "--json"]) == 0
    rows = {row["spec"]: row for row in json.loads(capsys.readouterr().out)["rows"]}
    assert rows["greedy"]["games"] == 6 and rows["random"]["games"] == 12  # the field's row counts seats
    # every game has one winner or a shared win: the lone seat's wins and the field's add up
    total = rows["greedy"]["win_rate"] * 6 + rows["random"]["win_rate"] * 12
    assert total == pytest.approx(6, abs=0.01)


def test_bench_prints_one_row_per_player_count(capsys):
    assert run(["bench", "--game", "tiny", "--seconds", "0.05", "--json"]) == 0
    machine, *rows = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    assert machine["machine_rounds_per_cpu_s"] > 0  # the machine's speed first, to compare days by
    assert [row["players"] for row in rows] == [1, 2, 3, 4]
    assert all(row["games_per_second"] > 0 and row["actions_per_second"] > 0 for row in rows)


def test_replay_prints_the_final_scores(tmp_path, capsys):
    from engine import games

    match = Match(games.get("tiny"), GameConfig(players=2, seed=2, names=("Eva", "Jan")))
    for seat in (0, 1):
        match.apply(seat, Action("bid", (seat,)))
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[-1])
    path = tmp_path / "done.kontor"
    save_match(match, path)
    assert run(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game finished" in out and "Eva:" in out and "winner:" in out
    path.write_text(path.read_text()[:40])
    assert run(["replay", str(path)]) == 2
    assert "damaged or truncated" in capsys.readouterr().err


def test_main_rejects_a_wrong_flag_in_a_separate_process():
    result = subprocess.run(
        [sys.executable, "main.py", "simulate", "--game", "nope", "--players", "2"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("error: unknown game 'nope'")


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--lang", "xx"], "invalid choice: 'xx'"),
        (["--lang"], "expected one argument"),
    ],
)
def test_bad_window_flags_exit_2_with_one_error_line(argv, message, capsys):
    from main import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err
    assert err.count("\n") == 1


@pytest.mark.parametrize("seconds", ["-1", "0", "nan", "inf", "1e9", "soon"])
def test_bench_refuses_a_senseless_time(seconds, capsys):
    assert run(["bench", "--game", "tiny", "--seconds", seconds]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "--seconds" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--game", "speicherstadt", "--players", "2", "--games", "5000", "--json"],
        ["arena", "--game", "speicherstadt", "--players", "2", "--ai", "random,greedy", "--games", "5000",
         "--jobs", "2", "--json"],
    ],
)
def test_ctrl_c_ends_a_command_with_130_and_no_traceback(argv):
    # its own process group, which Ctrl-C in a terminal signals as a whole (worker processes too)
    process = subprocess.Popen(
        [sys.executable, "main.py", *argv], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True, preexec_fn=heed_ctrl_c,
    )
    try:
        channel = process.stdout if argv[0] == "simulate" else process.stderr
        assert channel is not None and channel.readline()  # the command is under way
        os.killpg(process.pid, signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


@pytest.mark.parametrize(
    "change,field",
    [
        (lambda text: text.replace('"players": 2', '"players": 1000000000'), "config.players"),
        (lambda text: text.replace('"seed": 2', '"seed": ' + "7" * 5000), "not allowed"),
        (lambda text: text.replace('"actions"', '"deep": ' + "[" * 50_000 + "]" * 50_000 + ', "actions"'),
         "too deeply"),
        (lambda text: "\ufeff" + text, None),
    ],
)
def test_replay_refuses_hostile_saves_naming_the_field(change, field, tmp_path, capsys):
    from engine import games

    match = Match(games.get("tiny"), GameConfig(players=2, seed=2))
    match.apply(0, Action("bid", (1,)))
    path = tmp_path / "hostile.kontor.json"
    save_match(match, path)
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    code = run(["replay", str(path)])
    err = capsys.readouterr().err
    if field is None:
        assert code == 0 and err == ""
    else:
        assert code == 2 and err.startswith("error: ") and field in err and err.count("\n") == 1

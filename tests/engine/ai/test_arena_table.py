"""The arena table's lines are valid, and the runner fills only what is missing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import games
from engine.ai import arena, arena_table
from engine.ai.arena import SpecStats, add_game, seat_assignment, stats_rows
from engine.ai.base import make_player
from engine.ai.play import GameResult
from engine.core.game import GameConfig


def test_every_arena_line_names_a_game_its_players_and_valid_specs():
    lines = arena_table.load_lines()
    names = [line["name"] for line in lines]
    assert len(names) == len(set(names))
    for line in lines:
        info = games.get(line["game"]).info
        assert info.min_players <= line["players"] <= info.max_players
        specs = line["ai"]
        lone_against_field = len(specs) == line["players"] and len(set(specs[1:])) == 1 != len(set(specs))
        assert len(set(specs)) == len(specs) >= 2 or lone_against_field, line["name"]
        for spec in line["ai"]:
            make_player(spec)
        if "options" in line:  # a line's options are valid for its game and player count
            games.get(line["game"]).normalize_config(GameConfig(line["players"], 1, line["options"]))
        # seats rotate game by game: every spec gets every seat equally often
        assert line["games"] % len(line["ai"]) == 0 or line["players"] % len(line["ai"]) == 0, line["name"]
        if "stop" in line:  # every stop comes after whole rounds of the seat rotation
            assert line["stop"]["every"] % len(line["ai"]) == 0 and 0 < line["stop"]["within"] < 0.5, line["name"]


def _use_lines(tmp_path: Path, monkeypatch, lines: list[dict]) -> Path:
    file = tmp_path / "lines.json"
    file.write_text(json.dumps({"lines": lines}))
    monkeypatch.setattr(arena_table, "LINES_FILE", file)
    out = tmp_path / "results"
    out.mkdir(exist_ok=True)
    return out


def test_the_runner_plays_the_missing_lines_only_and_prints_their_rows(tmp_path: Path, monkeypatch, capsys):
    out = _use_lines(tmp_path, monkeypatch, [
        {"name": "tiny_a", "game": "tiny", "players": 2, "games": 4, "seed": 1, "ai": ["greedy", "random"]},
        {"name": "tiny_b", "game": "tiny", "players": 2, "games": 2, "seed": 9, "ai": ["random", "greedy"]},
    ])
    (out / "tiny_b.json").write_text(json.dumps({"game": "tiny", "players": 2, "games": 2, "seed": 9, "rows": [
        {"spec": "random", "games": 2, "win_rate": 0.5, "win_ci95": [0.1, 0.9], "mean_score": 1.0,
         "mean_margin": 0.0, "margin_ci95": 1.0},
        {"spec": "greedy", "games": 2, "win_rate": 0.5, "win_ci95": [0.1, 0.9], "mean_score": 1.0,
         "mean_margin": 0.0, "margin_ci95": 1.0}],
        "results": [{"scores": [1, 0], "winners": [0]}, {"scores": [1, 2], "winners": [1]}]}))
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    made = json.loads((out / "tiny_a.json").read_text())
    assert made["games"] == 4 and made["seed"] == 1 and len(made["results"]) == 4
    assert [r["spec"] for r in made["rows"]] == ["greedy", "random"]
    assert json.loads((out / "tiny_b.json").read_text())["rows"][0]["win_rate"] == 0.5  # kept, not replayed
    rows = capsys.readouterr().out.strip().splitlines()
    assert len(rows) == 2 and rows[0].startswith("| tiny | 2 | `greedy,random` | 4 | greedy ")
    assert "random 50.0% [10.0, 90.0]" in rows[1]


def test_a_line_with_options_plays_its_games_with_them_and_names_them_in_its_row(tmp_path: Path, monkeypatch, capsys):
    out = _use_lines(tmp_path, monkeypatch, [
        {"name": "rr_de", "game": "railroads", "players": 2, "games": 2, "seed": 4, "ai": ["greedy", "random"],
         "options": {"germany": True}}])
    seen = []

    def quick(ruleset, specs, players, index, seed, options):  # noqa: ANN001, ANN202
        seen.append(options)
        return GameResult("railroads", players, seed + index, list(specs), [3, 1], [0], 1, 1)

    monkeypatch.setattr(arena, "play_arena_game", quick)
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    assert seen and all(o == {"germany": True} for o in seen)
    made = json.loads((out / "rr_de.json").read_text())
    assert made["options"] == {"germany": True}
    # a file of the same line without the options is another line's: its games are not counted
    line = arena_table.load_lines()[0]
    assert arena_table.played_games(out / "rr_de.json", dict(line, options={})) == []
    assert len(arena_table.played_games(out / "rr_de.json", line)) == 2
    assert capsys.readouterr().out.strip().startswith("| railroads (germany) | 2 |")


def test_a_line_given_more_games_plays_only_the_new_ones_and_equals_a_full_run(tmp_path: Path, monkeypatch, capsys):
    line = {"name": "tiny_c", "game": "tiny", "players": 2, "games": 3, "seed": 5, "ai": ["random", "greedy"]}
    full = arena_table.run_line(dict(line, games=7), jobs=1, played=[])
    out = _use_lines(tmp_path, monkeypatch, [line])
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    first = json.loads((out / "tiny_c.json").read_text())
    assert first["results"] == full["results"][:3]
    capsys.readouterr()

    _use_lines(tmp_path, monkeypatch, [dict(line, games=7)])
    assert arena_table.main(["--out", str(out), "--jobs", "2"]) == 0
    assert json.loads((out / "tiny_c.json").read_text()) == full
    assert capsys.readouterr().err.count("tiny_c seed") == 4  # games 3 to 6 only

    # another seed makes it another line: nothing of the file is kept
    _use_lines(tmp_path, monkeypatch, [dict(line, seed=6)])
    assert arena_table.played_games(out / "tiny_c.json", dict(line, seed=6)) == []


def test_an_interrupted_line_keeps_its_finished_games_and_goes_on_from_there(tmp_path: Path, monkeypatch, capsys):
    line = {"name": "tiny_d", "game": "tiny", "players": 2, "games": 6, "seed": 7, "ai": ["greedy", "random"]}
    full = arena_table.run_line(line, jobs=1, played=[])
    out = _use_lines(tmp_path, monkeypatch, [line])
    play = arena.play_arena_game

    def stop_at_game_4(ruleset, specs, players, index, seed, options):
        if index == 4:
            raise KeyboardInterrupt
        return play(ruleset, specs, players, index, seed, options)

    monkeypatch.setattr(arena, "play_arena_game", stop_at_game_4)
    with pytest.raises(KeyboardInterrupt):
        arena_table.main(["--out", str(out), "--jobs", "1"])
    kept = json.loads((out / "tiny_d.json").read_text())
    assert kept["games"] == 4 and kept["results"] == full["results"][:4]
    assert not arena_table.is_result_of(out / "tiny_d.json", line)
    assert arena_table.markdown_rows(out)[0].startswith("| tiny | 2 | `greedy,random` | 4 of 6 | greedy ")

    monkeypatch.setattr(arena, "play_arena_game", play)
    capsys.readouterr()
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    assert json.loads((out / "tiny_d.json").read_text()) == full
    assert capsys.readouterr().err.count("tiny_d seed") == 2


def test_a_line_of_one_spec_against_a_field_counts_the_field_once_and_shows_it_seat_by_seat(
        tmp_path: Path, monkeypatch, capsys):
    line = {"name": "tiny_e", "game": "tiny", "players": 3, "games": 6, "seed": 3, "ai": ["greedy", "random", "random"]}
    out = _use_lines(tmp_path, monkeypatch, [line])
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    made = json.loads((out / "tiny_e.json").read_text())
    assert [(r["spec"], r["games"]) for r in made["rows"]] == [("greedy", 6), ("random", 12)]
    assert arena_table.is_result_of(out / "tiny_e.json", line)
    row = capsys.readouterr().out.strip()
    lone = made["rows"][0]
    low, high = lone["win_ci95"]
    assert f"greedy {lone['win_rate'] * 100:.1f}% [{low * 100:.1f}, {high * 100:.1f}]" in row
    assert row.startswith("| tiny | 3 | `greedy` + 2 × `random` | 6 | ")
    assert f"random ×2 {made['rows'][1]['win_rate'] * 100:.1f}% a seat" in row


def _half_width(line: dict, played: list[dict]) -> float:
    stats = {spec: SpecStats(spec) for spec in arena_table.sides(line)}
    for index, game in enumerate(played):
        add_game(stats, seat_assignment(line["ai"], line["players"], index), game["scores"], game["winners"])
    low, high = stats[line["ai"][0]].win_interval()
    return (high - low) / 2


def test_a_line_with_a_stopping_rule_ends_at_the_first_check_whose_interval_is_narrow_enough(
        tmp_path: Path, monkeypatch, capsys):
    line = {"name": "tiny_f", "game": "tiny", "players": 2, "games": 40, "seed": 11, "ai": ["greedy", "random"]}
    full = arena_table.run_line(line, jobs=1, played=[])["results"]
    within = min(_half_width(line, full[:16]), _half_width(line, full[:4]) - 1e-9)
    checks = [k for k in range(4, 41, 4) if _half_width(line, full[:k]) <= within]
    stop = checks[0]
    assert 4 < stop <= 16
    ruled = dict(line, stop={"every": 4, "within": within})

    result = arena_table.run_line(ruled, jobs=2, played=[])
    assert result["games"] == stop and result["results"] == full[:stop]

    # a file holding more games than the rule asks for is cut back to the stop, not replayed
    out = _use_lines(tmp_path, monkeypatch, [ruled])
    (out / "tiny_f.json").write_text(json.dumps(arena_table.result_of(line, full)))
    assert not arena_table.is_result_of(out / "tiny_f.json", ruled)
    capsys.readouterr()
    assert arena_table.main(["--out", str(out), "--jobs", "1"]) == 0
    assert json.loads((out / "tiny_f.json").read_text()) == result
    assert arena_table.is_result_of(out / "tiny_f.json", ruled)
    captured = capsys.readouterr()
    assert "tiny_f seed" not in captured.err
    assert captured.out.startswith(f"| tiny | 2 | `greedy,random` | {stop} | greedy ")

    # before the first narrow check the line is not complete and says how far it may go
    (out / "tiny_f.json").write_text(json.dumps(arena_table.result_of(line, full[:stop - 4])))
    assert not arena_table.is_result_of(out / "tiny_f.json", ruled)
    assert arena_table.markdown_rows(out)[0].startswith(f"| tiny | 2 | `greedy,random` | {stop - 4} of 40 | ")


def test_the_check_names_the_lines_whose_first_game_no_longer_ends_as_recorded(
        tmp_path: Path, monkeypatch, capsys):
    lines = [{"name": "tiny_g", "game": "tiny", "players": 2, "games": 2, "seed": 3, "ai": ["greedy", "random"]},
             {"name": "tiny_h", "game": "tiny", "players": 2, "games": 2, "seed": 5, "ai": ["greedy", "random"]},
             {"name": "tiny_i", "game": "tiny", "players": 2, "games": 2, "seed": 7, "ai": ["greedy", "random"]}]
    out = _use_lines(tmp_path, monkeypatch, lines)
    assert arena_table.main(["--out", str(out), "--jobs", "1", "--only", "tiny_g", "tiny_h"]) == 0
    capsys.readouterr()
    assert arena_table.main(["--out", str(out), "--jobs", "1", "--check"]) == 0  # tiny_i has no result to check
    assert "0 line(s) out of date" in capsys.readouterr().out

    # a result the code no longer plays: the first game recorded with the other seat winning
    played = json.loads((out / "tiny_h.json").read_text())["results"]
    first = played[0]
    changed = {"scores": first["scores"][::-1], "winners": [1 - w for w in first["winners"]] or [0]}
    (out / "tiny_h.json").write_text(json.dumps(arena_table.result_of(lines[1], [changed, *played[1:]])))
    assert arena_table.main(["--out", str(out), "--jobs", "2", "--check"]) == 1
    shown = capsys.readouterr().out
    assert "tiny_g: as recorded" in shown and "tiny_h: out of date" in shown
    assert shown.strip().endswith("1 line(s) out of date: tiny_h")


def test_an_unknown_line_is_refused(capsys):
    assert arena_table.main(["--only", "chess"]) == 2
    assert "unknown arena line 'chess'" in capsys.readouterr().err


RESULTS = Path(__file__).parents[3] / "docs" / "arena"


@pytest.mark.parametrize("path", sorted(RESULTS.glob("*.json")), ids=lambda p: p.stem)
def test_the_shipped_results_belong_to_their_lines_and_add_up(path: Path):
    line = next(line for line in arena_table.load_lines() if line["name"] == path.stem)
    result = json.loads(path.read_text())
    played = arena_table.played_games(path, line)
    assert 0 < len(played) == result["games"] <= line["games"]
    stats = {spec: SpecStats(spec) for spec in arena_table.sides(line)}
    for index, game in enumerate(played):
        assert len(game["scores"]) == line["players"] and all(0 <= w < line["players"] for w in game["winners"])
        add_game(stats, seat_assignment(line["ai"], line["players"], index), game["scores"], game["winners"])
    assert stats_rows(stats) == result["rows"]

"""The arena table of docs/ai.md: plays the games of arena_lines.json that have no result yet
(one JSON file per line: the rows of `main.py arena --json` with the line's seed and every
game's scores and winners, rewritten after every game: a line given more games, or one
that was interrupted, plays only the games it lacks), and prints the table's rows.

A line may carry a stopping rule, `"stop": {"every": 12, "within": 0.1}`: it then ends at the
first multiple of `every` games at which its first spec's 95% interval is at most ±`within`
wide, or at `games`, whichever comes first. A line may name the game's options,
`"options": {"germany": true}`: its games are played with them, its file records them and its
row names them after the game.

A result holds only while the AI and the rules play those games as they did: `--check` plays
each recorded line's first game again and names the lines whose game now ends otherwise (their
files are then out of date: remove one and run the line again to replace it).

    python -m engine.ai.arena_table [--out docs/arena] [--jobs 2] [--only NAME ...] [--markdown | --check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from engine import games
from engine.ai.arena import (
    SpecStats,
    add_game,
    init_worker,
    most_jobs,
    play_arena_game,
    run_arena,
    seat_assignment,
    stats_rows,
)
from engine.ai.play import GameResult
from engine.core.saves import write_atomic

LINES_FILE = Path(__file__).with_name("arena_lines.json")
DEFAULT_OUT = Path("docs/arena")


def load_lines() -> list[dict[str, Any]]:
    return list(json.loads(LINES_FILE.read_text(encoding="utf-8"))["lines"])


def run_line(line: dict[str, Any], jobs: int, played: list[dict[str, Any]],
             save: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """The line's result: the games already `played` (in game order) and the rest played now;
    `save` receives the result so far after every game, so an interrupted line keeps its games."""
    played = played[:stop_point(line, played) or line["games"]]

    def progress(result: GameResult) -> None:
        winners = ", ".join(result.ai[w] for w in result.winners) or "nobody"
        print(f"{line['name']} seed {result.seed}: {result.scores} won by {winners}", file=sys.stderr, flush=True)
        played.append({"scores": result.scores, "winners": result.winners})
        if save:
            save(result_of(line, played))

    while stop_point(line, played) is None:
        run_arena(games.get(line["game"]), line["ai"], line["players"], _next_check(line, len(played)),
                  line["seed"], options=line.get("options") or None, on_result=progress, jobs=jobs,
                  first=len(played))
    return result_of(line, played)


def stop_point(line: dict[str, Any], played: list[dict[str, Any]]) -> int | None:
    """How many games make the line complete, if `played` holds that many; else None."""
    rule = line.get("stop")
    if rule:
        for count in range(rule["every"], min(len(played), line["games"]) + 1, rule["every"]):
            low, high = _stats(line, played[:count])[line["ai"][0]].win_interval()
            if (high - low) / 2 <= rule["within"]:
                return count
    return line["games"] if len(played) >= line["games"] else None


def _next_check(line: dict[str, Any], count: int) -> int:
    """The number of games to play up to before the stopping rule is asked again."""
    rule = line.get("stop")
    if not rule:
        return line["games"]
    return min(line["games"], (count // rule["every"] + 1) * rule["every"])


def sides(line: dict[str, Any]) -> list[str]:
    """The line's specs, each once: a line may seat one spec against a field of another
    (`["normal", "easy", "easy"]`), whose row then counts every seat of the field."""
    return list(dict.fromkeys(line["ai"]))


def _stats(line: dict[str, Any], played: list[dict[str, Any]]) -> dict[str, SpecStats]:
    stats = {spec: SpecStats(spec) for spec in sides(line)}
    for index, game in enumerate(played):
        add_game(stats, seat_assignment(line["ai"], line["players"], index), game["scores"], game["winners"])
    return stats


def result_of(line: dict[str, Any], played: list[dict[str, Any]]) -> dict[str, Any]:
    stats = _stats(line, played)
    result = {"game": line["game"], "players": line["players"], "games": len(played), "seed": line["seed"],
              "rows": stats_rows(stats), "results": played}
    if line.get("options"):
        result["options"] = line["options"]
    return result


def played_games(target: Path, line: dict[str, Any]) -> list[dict[str, Any]]:
    """The games of this line that the file holds, in game order: none when the file belongs to
    another line (other game, players, seed or specs). A line given more games keeps these."""
    if not target.exists():
        return []
    result = json.loads(target.read_text(encoding="utf-8"))
    same_line = (result.get("game"), result.get("players"), result.get("seed"),
                 [r.get("spec") for r in result.get("rows", [])], result.get("options") or {}) == (
        line["game"], line["players"], line["seed"], sides(line), line.get("options") or {})
    return list(result.get("results", [])) if same_line else []


def is_result_of(target: Path, line: dict[str, Any]) -> bool:
    """Whether the file holds the complete result of exactly this line."""
    played = played_games(target, line)
    return stop_point(line, played) == len(played)


def run_missing(out: Path, jobs: int, only: Sequence[str] = ()) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for line in load_lines():
        target = out / f"{line['name']}.json"
        if is_result_of(target, line) or (only and line["name"] not in only):
            continue

        def save(result: dict[str, Any], target: Path = target) -> None:
            write_atomic(target, json.dumps(result) + "\n", keep_backup=False)

        save(run_line(line, jobs, played_games(target, line), save))


def _first_game(line: dict[str, Any]) -> dict[str, Any]:
    result = play_arena_game(games.get(line["game"]), line["ai"], line["players"], 0, line["seed"],
                             line.get("options") or None)
    return {"scores": result.scores, "winners": result.winners}


def out_of_date(out: Path, jobs: int, only: Sequence[str] = ()) -> list[str]:
    """The lines with results whose first game, played again now, ends otherwise than recorded
    (each line is reported as its game ends)."""
    lines = [line for line in load_lines() if (not only or line["name"] in only)
             and played_games(out / f"{line['name']}.json", line)]
    stale = []
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=init_worker) if jobs > 1 and len(lines) > 1 else None
    try:
        now = pool.map(_first_game, lines) if pool else map(_first_game, lines)
        for line, game in zip(lines, now, strict=True):
            recorded = played_games(out / f"{line['name']}.json", line)[0]
            same = [float(s) for s in recorded["scores"]] == [float(s) for s in game["scores"]] and (
                recorded["winners"] == game["winners"])
            print(f"{line['name']}: {'as recorded' if same else 'out of date'} (recorded {recorded['scores']} "
                  f"won by {recorded['winners']}, now {game['scores']} won by {game['winners']})", flush=True)
            if not same:
                stale.append(line["name"])
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    return stale


def _short(spec: str) -> str:
    return spec.split(":")[0]


def _specs(specs: list[str]) -> str:
    if len(set(specs)) < len(specs):  # one against a field
        return f"`{specs[0]}` + {len(specs) - 1} × `{specs[1]}`"
    return f"`{','.join(specs)}`"


def _win_rate(row: dict[str, Any], seats: int) -> str:
    name = _short(row["spec"])
    if seats > 1:  # a field: its seats' games are not independent, so no interval
        return f"{name} ×{seats} {row['win_rate'] * 100:.1f}% a seat"
    low, high = row["win_ci95"]
    return f"{name} {row['win_rate'] * 100:.1f}% [{low * 100:.1f}, {high * 100:.1f}]"


def markdown_rows(out: Path) -> list[str]:
    """One table row per line with games played: game, players, specs, games ("16 of 24" while
    a line is not complete), win rates with their 95% intervals (a field's seat by seat), mean
    scores (a field's seat by seat) and the first spec's mean margin."""
    rows = []
    for line in load_lines():
        target = out / f"{line['name']}.json"
        if not played_games(target, line):
            continue
        result = json.loads(target.read_text(encoding="utf-8"))
        stats = result["rows"]
        wins = ", ".join(_win_rate(r, line["ai"].count(r["spec"])) for r in stats)
        scores = " / ".join(f"{r['mean_score']:.2f}" for r in stats)
        first = stats[0]
        complete = stop_point(line, result["results"]) is not None
        played = f"{result['games']}" + ("" if complete else f" of {line['games']}")
        game = line["game"] + (f" ({', '.join(sorted(k for k, v in line['options'].items() if v))})"
                               if line.get("options") else "")
        rows.append(
            f"| {game} | {line['players']} | {_specs(line['ai'])} | {played} | {wins} | "
            f"{scores} | {first['mean_margin']:+.2f} ±{first['margin_ci95']:.2f} |"
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.ai.arena_table", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", nargs="*", default=())
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--markdown", action="store_true", help="print the rows of the results so far and stop")
    what.add_argument("--check", action="store_true",
                      help="play each recorded line's first game again and name the lines it no longer matches")
    args = parser.parse_args(argv)
    known = {line["name"] for line in load_lines()}
    unknown = [name for name in args.only if name not in known]
    if unknown:
        print(f"error: unknown arena line {unknown[0]!r}", file=sys.stderr)
        return 2
    jobs = min(max(1, args.jobs), most_jobs())
    if jobs < args.jobs:
        print(f"note: --jobs {args.jobs} is more than this machine's {most_jobs()} cores; "
              f"playing {jobs} games at once", file=sys.stderr, flush=True)
    if args.check:
        stale = out_of_date(args.out, jobs, args.only)
        print(f"{len(stale)} line(s) out of date" + (f": {', '.join(stale)}" if stale else ""))
        return 1 if stale else 0
    if not args.markdown:
        run_missing(args.out, jobs, args.only)
    print("\n".join(markdown_rows(args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The arena table of docs/ai.md: runs the lines of arena_lines.json that have no result yet,
or a result of fewer games than the line now asks for (one JSON file per line, the format of
`main.py arena --json`), and prints the table's rows.

    python -m engine.ai.arena_table [--out docs/arena] [--jobs 2] [--only NAME ...] [--markdown]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine import games
from engine.ai.arena import run_arena, stats_rows
from engine.ai.play import GameResult
from engine.core.saves import write_atomic

LINES_FILE = Path(__file__).with_name("arena_lines.json")
DEFAULT_OUT = Path("docs/arena")


def load_lines() -> list[dict[str, Any]]:
    return list(json.loads(LINES_FILE.read_text(encoding="utf-8"))["lines"])


def run_line(line: dict[str, Any], jobs: int) -> dict[str, Any]:
    def progress(result: GameResult) -> None:
        winners = ", ".join(result.ai[w] for w in result.winners) or "nobody"
        print(f"{line['name']} seed {result.seed}: {result.scores} won by {winners}", file=sys.stderr, flush=True)

    stats = run_arena(games.get(line["game"]), line["ai"], line["players"], line["games"], line["seed"],
                      on_result=progress, jobs=jobs)
    return {"game": line["game"], "players": line["players"], "games": line["games"], "rows": stats_rows(stats)}


def is_result_of(target: Path, line: dict[str, Any]) -> bool:
    """Whether the file holds the result of exactly this line (a line given more games is stale)."""
    if not target.exists():
        return False
    result = json.loads(target.read_text(encoding="utf-8"))
    return (result.get("game"), result.get("games"), [r.get("spec") for r in result.get("rows", [])]) == (
        line["game"], line["games"], line["ai"])


def run_missing(out: Path, jobs: int, only: Sequence[str] = ()) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for line in load_lines():
        target = out / f"{line['name']}.json"
        if is_result_of(target, line) or (only and line["name"] not in only):
            continue
        write_atomic(target, json.dumps(run_line(line, jobs)) + "\n", keep_backup=False)


def _short(spec: str) -> str:
    return spec.split(":")[0]


def markdown_rows(out: Path) -> list[str]:
    """One table row per line with a result: game, players, specs, games, win rates with their
    95% intervals, mean scores and the first spec's mean margin."""
    rows = []
    for line in load_lines():
        target = out / f"{line['name']}.json"
        if not is_result_of(target, line):
            continue
        result = json.loads(target.read_text(encoding="utf-8"))
        stats = result["rows"]
        wins = ", ".join(
            f"{_short(r['spec'])} {r['win_rate'] * 100:.1f}% [{r['win_ci95'][0] * 100:.1f}, {r['win_ci95'][1] * 100:.1f}]"
            for r in stats
        )
        scores = " / ".join(f"{r['mean_score']:.2f}" for r in stats)
        first = stats[0]
        rows.append(
            f"| {line['game']} | {line['players']} | `{','.join(line['ai'])}` | {result['games']} | {wins} | "
            f"{scores} | {first['mean_margin']:+.2f} ±{first['margin_ci95']:.2f} |"
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.ai.arena_table", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", nargs="*", default=())
    parser.add_argument("--markdown", action="store_true", help="print the rows of the results so far and stop")
    args = parser.parse_args(argv)
    known = {line["name"] for line in load_lines()}
    unknown = [name for name in args.only if name not in known]
    if unknown:
        print(f"error: unknown arena line {unknown[0]!r}", file=sys.stderr)
        return 2
    if not args.markdown:
        run_missing(args.out, max(1, args.jobs), args.only)
    print("\n".join(markdown_rows(args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How often a level finds each position's best move over several search seeds:
``python -m tests.tactics.rates <game> <level> [--seeds N] [--iterations N]``.

A position the search finds only sometimes passes or fails one search by that seed's luck, so
the suite test counts the hits over a few seeds (SEEDS); this counts them over seeds 0..N-1, to
judge an AI change by more samples of its noise than the test affords.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.ai.base import make_player
from engine.core.saves import match_from_json

FOLDER = Path(__file__).parent
# the suite test's counts, the arena's fixed budgets (docs/ai.md): normal 200, strong five times as many
ITERATIONS = {"normal": 200, "strong": 1000}
# the suite test's search seeds: each position is searched once with each (strong costs five times more)
SEEDS = {"normal": range(8), "strong": range(3)}


def hit_counts(game: str, level: str, seeds: Sequence[int], iterations: int) -> dict[str, int]:
    """Per position, how many of the seeds' searches play one of its best moves."""
    hits = {}
    for path in sorted((FOLDER / game).glob("*.json")):
        position = json.loads(path.read_text(encoding="utf-8"))
        state = match_from_json(position["save"], path.stem).state
        hits[path.stem] = sum(
            make_player(f"{level}:iterations={iterations}", seed).choose(state, position["seat"]).key
            in position["best"]
            for seed in seeds
        )
    return hits


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.tactics.rates", description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("level", choices=sorted(ITERATIONS))
    parser.add_argument("--seeds", type=int, default=6)
    parser.add_argument("--iterations", type=int, help="default: the suite test's count for the level")
    args = parser.parse_args(argv)
    suites = {path.parent.name for path in FOLDER.glob("*/*.json")} - {"fixtures"}
    if args.game not in suites:
        parser.error(f"no tactics positions for {args.game!r} (suites: {', '.join(sorted(suites))})")
    if args.seeds < 1 or (args.iterations is not None and args.iterations < 1):
        parser.error("--seeds and --iterations must be at least 1")
    iterations = args.iterations or ITERATIONS[args.level]
    hits = hit_counts(args.game, args.level, range(args.seeds), iterations)
    total = args.seeds * len(hits)
    found = sum(hits.values())
    print(f"{args.game} {args.level} at {iterations} iterations, seeds 0-{args.seeds - 1}: "
          f"{found} of {total} searches ({100 * found / total:.1f}%)")
    for name, count in hits.items():
        if count < args.seeds:
            print(f"  {name}: {count} of {args.seeds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

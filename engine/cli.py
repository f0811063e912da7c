"""Headless command line: simulate, arena, bench, replay, review (see docs/cli.md)."""

from __future__ import annotations

import argparse
import json
import math
import re
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from engine import games
from engine.ai.arena import most_jobs, run_arena, stats_rows
from engine.ai.base import make_player
from engine.ai.bench import bench_row, machine_speed
from engine.ai.play import GameResult, play_game
from engine.core.errors import ConfigError, KontorError, SaveError
from engine.core.game import LANGUAGES, GameConfig
from engine.core.saves import MAX_DEPTH, SEED_LIMIT, load_match, parse_json


class UsageError(Exception):
    """A bad command line; printed with exit code 2."""


class Terminated(KeyboardInterrupt):
    """SIGTERM during a command: it ends as Ctrl-C does (worker processes too), with code 143."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


MAX_BENCH_SECONDS = 3600.0
MAX_GAMES = 1_000_000
MAX_SPEC = 200  # characters of one AI spec
MAX_OPTIONS = 64 * 1024  # characters of --options
MAX_ECHO = 300  # characters of an error line before its middle is cut
EXIT_INTERRUPTED = 130  # the shell's code for a command ended by Ctrl-C (128 + SIGINT)
EXIT_TERMINATED = 143  # 128 + SIGTERM
_WHOLE = re.compile(r"-?[0-9]+")  # no spaces, "+", underscores, exponents or other scripts' digits


def _whole(text: str, low: int, high: int, what: str) -> int:
    if not _WHOLE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a whole number, got {_echo(text)}")
    if len(text) > 30 or not low <= int(text) <= high:  # the length first: int() of 5,000 digits fails
        raise argparse.ArgumentTypeError(f"expected {what}, got {_echo(text)}")
    return int(text)


def _positive(text: str) -> int:
    return _whole(text, 1, 10**9, "a number of at least 1 (and at most 1,000,000,000)")


def _games(text: str) -> int:
    return _whole(text, 1, MAX_GAMES, f"a number of games from 1 to {MAX_GAMES:,}")


def _seed(text: str) -> int:
    return _whole(text, -SEED_LIMIT + 1, SEED_LIMIT - 1, "a whole number below 2^64 in size")


def _echo(text: str) -> str:
    """A value as an error line quotes it: in quotes, its middle cut when it is long."""
    return repr(text if len(text) <= 60 else text[:40] + "…" + text[-15:])


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not (math.isfinite(value) and 0 < value <= MAX_BENCH_SECONDS):
        raise argparse.ArgumentTypeError(
            f"expected more than 0 and at most {MAX_BENCH_SECONDS:g} seconds, got {text}"
        )
    return value


def _options(text: str) -> dict[str, Any]:
    try:
        value = parse_json(text, "--options", MAX_OPTIONS, MAX_DEPTH)
    except SaveError as exc:
        raise argparse.ArgumentTypeError(f"options must be a JSON object: {exc}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("options must be a JSON object")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="kontor", description="Kontor: merchant board games (no command starts the window).")
    parser.add_argument("--smoke", action="store_true", help="start the app offscreen, play a few moves, exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play complete games between AI players")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=_positive, required=True)
    sim.add_argument("--ai", default="random", help="one spec for every seat, or one per seat, comma-separated")
    sim.add_argument("--games", type=_games, default=1)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--options", type=_options, default={}, help="game options as a JSON object")
    sim.add_argument("--json", action="store_true", help="one JSON object per game on its own line")

    arena = sub.add_parser("arena", help="pit AI specs against each other with seat rotation")
    arena.add_argument("--game", required=True)
    arena.add_argument("--players", type=_positive, default=2)
    arena.add_argument("--ai", required=True, help="comma-separated specs, e.g. normal,random")
    arena.add_argument("--games", type=_games, default=20)
    arena.add_argument("--seed", type=_seed, default=1)
    arena.add_argument("--options", type=_options, default={})
    arena.add_argument("--json", action="store_true")
    arena.add_argument("--jobs", type=_positive, default=1,
                       help="games played at once in worker processes (at most one per core)")

    bench = sub.add_parser("bench", help="print speed figures per game and player count")
    bench.add_argument("--game", action="append", help="limit to this game (repeatable)")
    bench.add_argument("--seconds", type=_seconds, default=1.0, help="time spent per row")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--window", action="store_true",
                       help="also time the window's start: launch to first paint, offscreen")

    replay = sub.add_parser("replay", help="validate a save file and print its scores")
    replay.add_argument("savefile")
    replay.add_argument("--json", action="store_true")

    review = sub.add_parser("review", help="the strong AI's verdict on every decision of a save")
    review.add_argument("savefile")
    review.add_argument("--seats", help="the seats to review, counted from 1 and joined by commas (default: all)")
    review.add_argument("--fresh", action="store_true", help="judge every decision anew, not reading the save's review")
    review.add_argument("--write", action="store_true", help="keep the review in the save (the old file as .bak)")
    review.add_argument("--json", action="store_true")
    return parser


def build_window_parser() -> argparse.ArgumentParser:
    """The flags of the window (no command); bad ones raise UsageError like the tools' flags."""
    parser = _Parser(prog="kontor", description="Kontor: merchant board games.")
    parser.add_argument("--smoke", action="store_true", help="start offscreen, play a few moves, exit")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language")
    parser.add_argument("--version", action="store_true", help="print Kontor's version and exit")
    return parser


def parse_window_args(argv: Sequence[str]) -> argparse.Namespace:
    return build_window_parser().parse_args(list(argv))


def report_usage_error(exc: UsageError) -> int:
    print(error_line(exc), file=sys.stderr)
    return 2


def error_line(exc: BaseException) -> str:
    """``error: <message>`` fit for one terminal line: a long message (an echoed 100,000-character
    argument) cut in the middle, control and bidi characters shown as escapes."""
    text = str(exc)
    if len(text) > MAX_ECHO:
        text = text[: MAX_ECHO - 100] + " … " + text[-100:]
    return "error: " + "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _ruleset_and_players(game: str, players: int):  # noqa: ANN202
    ruleset = games.get(game)
    info = ruleset.info
    if not info.min_players <= players <= info.max_players:
        raise UsageError(
            f"{game} is for {info.min_players} to {info.max_players} players, not {players}"
        )
    return ruleset


def _specs(text: str) -> list[str]:
    """The specs of ``--ai``, each checked before any game is played."""
    specs = text.split(",")
    for spec in specs:
        _check_spec(spec)
    return specs


def _check_spec(spec: str) -> None:
    if not spec:
        raise UsageError("--ai has an empty spec (write the specs joined by commas, e.g. normal,random)")
    if len(spec) > MAX_SPEC:
        raise UsageError(f"--ai spec {_echo(spec)} is {len(spec):,} characters long (at most {MAX_SPEC})")
    if any(c.isspace() or not c.isprintable() for c in spec):
        raise UsageError(f"--ai spec {_echo(spec)} holds a space or a control character")
    name, _, rest = spec.partition(":")
    keys = [part.partition("=")[0] for part in rest.split("/")] if rest else []
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        raise UsageError(f"--ai spec {_echo(spec)} gives the parameter '{twice[0]}' twice")
    make_player(spec)  # an unknown spec or parameter, a bad value
    if keys and _ignores_parameters(name):
        raise UsageError(f"AI '{name}' takes no parameters, not {_echo(rest)}")


def _ignores_parameters(name: str) -> bool:
    """A spec that accepts a parameter no spec has reads none of them (``random``)."""
    try:
        make_player(f"{name}:no-such-parameter=1")
    except ConfigError:
        return False
    return True


def _split_specs(text: str, players: int) -> list[str]:
    specs = _specs(text)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise UsageError(f"--ai lists {len(specs)} specs for {players} players (give one, or one per seat)")
    return specs


def cmd_simulate(args: argparse.Namespace) -> int:
    ruleset = _ruleset_and_players(args.game, args.players)
    specs = _split_specs(args.ai, args.players)
    wins = [0.0] * args.players
    totals: list[float] = [0] * args.players
    for index in range(args.games):
        seed = args.seed + index
        config = GameConfig(players=args.players, seed=seed, options=args.options)
        players = [make_player(spec, seed=seed * 100 + s) for s, spec in enumerate(specs)]
        result = play_game(ruleset, config, players, specs)
        for seat in result.winners:
            wins[seat] += 1 / len(result.winners)
        for seat, score in enumerate(result.scores):
            totals[seat] += score
        if args.json:
            print(json.dumps(result.to_json()), flush=True)
        else:
            winners = ", ".join(str(w + 1) for w in result.winners) or "none (draw)"
            print(
                f"game {index + 1} seed {seed}: scores {result.scores}  winner seat {winners}  "
                f"({result.actions} actions, {result.rounds} rounds)"
            )
    if not args.json:
        print("seat  ai          wins   mean score")
        for seat, spec in enumerate(specs):
            print(f"{seat + 1:>4}  {spec:<10} {wins[seat]:>5.1f}   {totals[seat] / args.games:>8.2f}")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    ruleset = _ruleset_and_players(args.game, args.players)
    specs = _specs(args.ai)
    if len(set(specs)) < 2:
        raise UsageError("--ai needs at least two different specs to compare")
    jobs = min(args.jobs, most_jobs())
    if jobs < args.jobs:
        print(f"note: --jobs {args.jobs} is more than this machine's {most_jobs()} cores; "
              f"playing {jobs} games at once", file=sys.stderr, flush=True)
    done = 0

    def progress(result: GameResult) -> None:
        nonlocal done
        done += 1
        winners = ", ".join(result.ai[w] for w in result.winners) or "nobody"
        print(f"game {done}/{args.games} seed {result.seed}: {result.scores} won by {winners}",
              file=sys.stderr, flush=True)

    stats = run_arena(
        ruleset, specs, args.players, args.games, args.seed, args.options, on_result=progress, jobs=jobs
    )
    rows = stats_rows(stats)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "games": args.games, "rows": rows}))
        return 0
    print(f"{args.game}, {args.players} players, {args.games} games from seed {args.seed}")
    print(f"{'ai':<24} {'seats':>6} {'win rate':>9}  {'95% CI':<15} {'mean score':>10} {'margin':>14}")
    for row in rows:
        ci = f"[{row['win_ci95'][0] * 100:4.1f}, {row['win_ci95'][1] * 100:4.1f}]"
        print(
            f"{row['spec']:<24} {row['games']:>6} {row['win_rate'] * 100:8.1f}%  {ci:<15} "
            f"{row['mean_score']:>10.2f} {row['mean_margin']:>+7.2f} ±{row['margin_ci95']:.2f}"
        )
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    selected = [games.get(g) for g in args.game] if args.game else games.all()
    machine = round(machine_speed())
    if args.json:
        print(json.dumps({"machine_rounds_per_cpu_s": machine}), flush=True)
    else:
        print(f"machine: {machine} rounds of the fixed reference work per CPU second "
              "(compares the figures of different days: docs/ai.md, Bench)", flush=True)
    header = None
    for ruleset in selected:
        info = ruleset.info
        for players in range(info.min_players, info.max_players + 1):
            row = bench_row(ruleset, players, args.seconds)
            if args.json:
                print(json.dumps(row), flush=True)
                continue
            if header is None:
                header = list(row)
                print("  ".join(f"{k:>18}" if i > 1 else f"{k:<14}" for i, k in enumerate(header)))
            print("  ".join(
                f"{row.get(k, ''):>18}" if i > 1 else f"{row.get(k, '')!s:<14}" for i, k in enumerate(header)
            ), flush=True)
    if args.window:
        from engine.window_start import window_start  # late: it launches the window program

        start = window_start()
        if args.json:
            print(json.dumps({"window_start": start}), flush=True)
        else:
            print(f"window start (launch to first paint, offscreen): first {start['first_s']:.2f} s, "
                  f"then median {start['median_s']:.2f} s, longest {start['max_s']:.2f} s", flush=True)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    match = load_match(args.savefile)
    state = match.state
    scores = state.scores()
    if args.json:
        print(json.dumps({
            "game": match.game_id,
            "actions": len(match.history),
            "over": state.is_over(),
            "scores": [s.to_json() for s in scores],
            "winners": state.winners() if state.is_over() else [],
        }))
        return 0
    status = "finished" if state.is_over() else "in progress"
    print(f"{match.game_id}: {len(match.history)} moves replayed, game {status}")
    for score in scores:
        parts = ", ".join(f"{k} {v}" for k, v in score.breakdown.items())
        print(f"  {state.seat_name(score.seat)}: {score.total}" + (f" ({parts})" if parts else ""))
    if state.is_over():
        print("winner: " + (", ".join(state.seat_name(w) for w in state.winners()) or "none (draw)"))
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from engine.ai import review_report  # late: only this command needs it

    return review_report.run(args.savefile, args.seats, args.fresh, args.write, args.json)


COMMANDS = {"simulate": cmd_simulate, "arena": cmd_arena, "bench": cmd_bench, "replay": cmd_replay,
            "review": cmd_review}


def run(argv: Sequence[str]) -> int:
    """Run a headless command; clear one-line errors, exit code 2 for bad input."""
    try:
        with _sigterm_ends_it():
            args = build_parser().parse_args(list(argv))
            if args.command is None:
                raise UsageError("kontor: give a command (simulate, arena, bench, replay, review)")
            return COMMANDS[args.command](args)
    except UsageError as exc:
        return report_usage_error(exc)
    except Terminated:
        print("terminated", file=sys.stderr)
        return EXIT_TERMINATED
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except (SaveError, ConfigError) as exc:
        print(error_line(exc), file=sys.stderr)
        return 2
    except KontorError as exc:
        print(error_line(exc), file=sys.stderr)
        return 1


@contextmanager
def _sigterm_ends_it() -> Iterator[None]:
    """SIGTERM raises Terminated while a command runs, so it ends through the same clean-up as
    Ctrl-C; the handler before is put back afterwards (the tests run commands in-process)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(*_args: object) -> None:
        raise Terminated

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)

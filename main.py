"""Kontor's entry point: no arguments (or only window flags) start the window; subcommands run headless tools."""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    # a bundled program starts its AI helper processes as itself (engine/ai/parallel.py)
    multiprocessing.freeze_support()
    args = sys.argv[1:] if argv is None else list(argv)
    from engine.cli import EXIT_INTERRUPTED, UsageError, parse_window_args, report_usage_error, run

    if args and not args[0].startswith("-"):
        return run(args)
    try:
        parse_window_args(args)  # checked before Qt loads: a bad flag is one line, not a traceback
    except UsageError as exc:
        return report_usage_error(exc)
    if "--version" in args:  # answered without loading Qt
        from gui.version import kontor_version

        print(f"Kontor {kontor_version()}")
        return 0
    try:
        from gui.app import run_app

        return run_app(args)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    raise SystemExit(main())

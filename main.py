"""Kontor's entry point: no arguments (or only window flags) start the window; subcommands run headless tools."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if not args or args[0].startswith("-"):
        from gui.app import run_app

        return run_app(args)
    from engine.cli import run

    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())

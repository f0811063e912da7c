"""QApplication set-up and the main window (to be replaced by the full shell)."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kontor", description="Kontor: merchant board games.")
    parser.add_argument("--smoke", action="store_true", help="start offscreen, play a few moves, exit")
    parser.add_argument("--lang", choices=["en", "cs", "de"], help="interface language")
    return parser.parse_args(argv)


def run_app(argv: list[str]) -> int:
    args = parse_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    label = QLabel("Kontor")
    label.show()
    if args.smoke:
        return 0
    return app.exec()

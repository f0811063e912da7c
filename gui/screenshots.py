"""Writes PNG screenshots of the main screens in English and Czech: python -m gui.screenshots <folder>."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QWidget

SIZE = (1366, 768)


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def save(widget: QWidget, path: Path) -> None:
    settle()
    widget.grab().save(str(path))
    print(f"wrote {path}")


def play_random(window, min_moves: int, rng: random.Random, stop_at_human: bool,  # noqa: ANN001
                limit: int = 20_000) -> None:
    """Random moves for every seat; with ``stop_at_human`` stop once a person is to move."""
    controller = window.controller
    for count in range(limit):
        if controller.is_over():
            return
        if stop_at_human and count >= min_moves and controller.human_seats_to_move():
            return
        seat = controller.state.to_move()[0]
        controller.submit(rng.choice(controller.legal_actions(seat)), seat)


def shoot(folder: Path, lang: str) -> None:
    from engine import games
    from engine.core.game import GameConfig
    from gui.app import MainWindow
    from gui.i18n import install_language
    from gui.seats import SeatSetup
    from gui.settings import Settings
    from gui.widgets.new_game import NewGameDialog

    install_language(lang)
    settings = Settings(language=lang, ai_delay_ms=0, animation_speed="off")
    window = MainWindow(settings, autosave=False)
    window.resize(*SIZE)
    window.show()
    save(window, folder / f"start_{lang}.png")
    from gui.boards import board_class
    from gui.boards.generic import GenericBoard

    rulesets = [r for r in games.all() if r.info.id != "tiny"] or games.all()
    # show a game with its own board when one exists
    rulesets.sort(key=lambda r: board_class(r.info.id) is GenericBoard)
    ruleset = rulesets[0]
    dialog = NewGameDialog(settings, ruleset.info.id, window)
    dialog.show()
    save(dialog, folder / f"new_game_{lang}.png")
    dialog.close()
    info = ruleset.info
    players = max(2, min(3, info.max_players)) if info.max_players >= 2 else 1
    names = {"en": ["Eva", "Tom", "Jana"], "cs": ["Eva", "Tomáš", "Jana"], "de": ["Eva", "Tom", "Jana"]}[lang]
    colours = ["blue", "orange", "green"]
    seats = [SeatSetup(names[i], colours[i], "human" if i == 0 else "ai", "easy") for i in range(players)]
    window.controller.ai_delay_ms = 60_000  # the AIs wait: the picture shows a person to move
    window.controller.new_game(ruleset, GameConfig(players, 11, {}, tuple(s.name for s in seats)), seats)
    rng = random.Random(5)
    play_random(window, 14, rng, stop_at_human=True)
    save(window, folder / f"game_{lang}.png")
    controller = window.controller
    controller.blockSignals(True)  # no redraw per move: only the final position is shown
    play_random(window, 0, rng, stop_at_human=False)
    controller.blockSignals(False)
    controller.state_changed.emit()
    controller.game_over.emit(controller.state.scores())
    save(window, folder / f"scores_{lang}.png")
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lang", action="append", choices=["en", "cs", "de"])
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["KONTOR_HOME"] = tempfile.mkdtemp(prefix="kontor-shots-")
    from gui.app import create_application
    from gui.style import style_sheet

    app = create_application()
    app.setStyleSheet(style_sheet(1.0))
    args.folder.mkdir(parents=True, exist_ok=True)
    for lang in args.lang or ["en", "cs"]:
        shoot(args.folder, lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())

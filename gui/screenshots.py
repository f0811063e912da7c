"""Writes PNG screenshots at 1366×768: for every game its table mid-game in English, Czech and German (also at
1280×720, and with another player's board opened) and its score screen, plus the start screen and the new-game
dialog; reports any text that does not fit.

    python -m gui.screenshots <folder> [--lang en --lang de] [--game speicherstadt]

Exits with status 1 when a picture shows clipped or overlapping text (gui/textfit.py finds it).
"""

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
SMALL = (1280, 720)
LANGUAGES = ("en", "cs", "de")
NAMES = {"en": ["Eva", "Tom", "Jana", "Oliver", "Kate"], "cs": ["Eva", "Tomáš", "Jana", "Ondřej", "Kateřina"],
         "de": ["Eva", "Tom", "Jana", "Friedrich", "Käthe"]}
COLOURS = ["blue", "orange", "green", "vermilion", "purple"]
SEED = 11
# extra pictures of a game with options: game id -> [(name, options, players or None for the most)]
ALL_MODULES = {"germany": True, "coal": True, "extras": True}
VARIANTS = {"railroads": [("railroads_germany", ALL_MODULES, None), ("railroads_emil", ALL_MODULES, 1)]}


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def save(widget: QWidget, path: Path) -> None:
    settle()
    widget.grab().save(str(path))
    print(f"wrote {path}")


def random_length(ruleset, config, seed: int) -> int:  # noqa: ANN001
    """How many moves a seeded random game lasts: the screenshot shows the table halfway."""
    state = ruleset.new_game(config)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        moves += 1
    return moves


def play_random(window, moves: int, rng: random.Random, stop_at_human: bool, limit: int = 50_000) -> None:  # noqa: ANN001
    """``moves`` random moves for every seat; with ``stop_at_human`` go on until a person is to move."""
    controller = window.controller
    controller.blockSignals(True)  # one redraw at the end: a redraw per move would only cost time
    try:
        for count in range(limit):
            if controller.is_over() or (count >= moves and (not stop_at_human or controller.human_seats_to_move())):
                break
            seat = controller.state.to_move()[0]
            controller.submit(rng.choice(controller.legal_actions(seat)), seat)
    finally:
        controller.blockSignals(False)
    controller.state_changed.emit()


def text_problems(window, where: str) -> list[str]:  # noqa: ANN001
    from gui.textfit import scene_problems, widget_problems

    screen = window.stack.currentWidget()
    problems = widget_problems(screen, where)
    if screen is window.game_screen:
        problems += scene_problems(window.game_screen.scene, where)
    return problems


def shoot_game(folder: Path, window, ruleset, lang: str, name: str = "", options: dict | None = None,  # noqa: ANN001
               players: int | None = None) -> list[str]:
    """The table halfway through a game (with the most players unless told), then the score screen at its end."""
    from engine.core.game import GameConfig
    from gui.seats import SeatSetup

    info = ruleset.info
    players = players or info.max_players
    names = NAMES[lang][:players]
    seats = [SeatSetup(names[i], COLOURS[i], "human" if i == 0 else "ai", "easy") for i in range(players)]
    config = GameConfig(players, SEED, dict(options or {}), tuple(names))
    name = name or info.id
    window.controller.ai_delay_ms = 60_000  # the AIs wait: the picture shows a person to move
    window.controller.new_game(ruleset, config, seats)
    rng = random.Random(SEED)
    play_random(window, random_length(ruleset, config, SEED) // 2, rng, stop_at_human=True)
    screen = window.game_screen
    if screen.viewer is None and window.controller.human_seats_to_move():
        screen.reveal()
    settle()
    notice = getattr(screen, "notice_card", None)  # a big moment's notice would hide the table
    if notice is not None:
        notice.dismiss()
        settle()
    problems = text_problems(window, f"{name} table {lang}")
    save(window, folder / f"game_{name}_{lang}.png")
    if players > 1 and screen.board is not None:  # the next player's whole board, opened by a click
        screen.board.open_seat((screen.viewer or 0) + 1)
        screen.scene.request_redraw()
        settle()
        problems += text_problems(window, f"{name} table {lang}, a board opened")
        save(window, folder / f"game_{name}_{lang}_opened.png")
        screen.board.open_seat(None)
        screen.scene.request_redraw()
    window.resize(*SMALL)
    settle()
    problems += text_problems(window, f"{name} table {lang} {SMALL[0]}×{SMALL[1]}")
    save(window, folder / f"game_{name}_{lang}_{SMALL[0]}.png")
    window.resize(*SIZE)
    play_random(window, 10**9, rng, stop_at_human=False)  # to the end of the game
    window.controller.game_over.emit(window.controller.state.scores())
    settle()
    problems += text_problems(window, f"{name} scores {lang}")
    save(window, folder / f"scores_{name}_{lang}.png")
    rounds = window.score_screen.rounds_button
    if rounds.isVisible():  # a game that scores every round: its points round by round, one click away
        rounds.click()
        settle()
        problems += text_problems(window, f"{name} scores round by round {lang}")
        save(window, folder / f"scores_{name}_rounds_{lang}.png")
        rounds.click()
    return problems


def shoot_new_game(folder: Path, settings, window, lang: str) -> list[str]:  # noqa: ANN001
    """The new-game dialog of Russian Railroads (modules first, "More rules" open), and at a 200 % interface
    size on a 1366×768 screen."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from gui.style import style_sheet
    from gui.textfit import widget_problems
    from gui.widgets.new_game import NewGameDialog

    problems = []
    room = QSize(*SIZE) - QSize(40, 80)  # the window frame and a task bar
    app = QApplication.instance()
    for scale, suffix in ((1.0, ""), (2.0, "_200")):
        app.setStyleSheet(style_sheet(scale))
        dialog = NewGameDialog(settings, "railroads", window)
        dialog.show()
        dialog.more_button.setChecked(True)
        dialog.fit_within(room)
        settle()
        problems += widget_problems(dialog, f"new game railroads {lang}{suffix}")
        save(dialog, folder / f"new_game_railroads{suffix}_{lang}.png")
        dialog.close()
    app.setStyleSheet(style_sheet(1.0))
    return problems


def shoot(folder: Path, lang: str, game_ids: list[str]) -> list[str]:
    from engine import games
    from gui.app import MainWindow
    from gui.i18n import install_language
    from gui.settings import Settings
    from gui.widgets.new_game import NewGameDialog

    install_language(lang)
    # a fresh user folder per language: the score screens list earlier games of the same rules
    os.environ["KONTOR_HOME"] = tempfile.mkdtemp(prefix="kontor-shots-")
    rulesets = [r for r in games.all() if r.info.id != "tiny" and (not game_ids or r.info.id in game_ids)]
    settings = Settings(language=lang, ai_delay_ms=0, animation_speed="off",
                        tours_seen=[r.info.id for r in rulesets])
    window = MainWindow(settings, autosave=False)
    window.resize(*SIZE)
    window.show()
    problems = text_problems(window, f"start {lang}")
    save(window, folder / f"start_{lang}.png")
    if rulesets:
        dialog = NewGameDialog(settings, rulesets[0].info.id, window)
        dialog.show()
        settle()
        from gui.textfit import widget_problems

        problems += widget_problems(dialog, f"new game {lang}")
        save(dialog, folder / f"new_game_{lang}.png")
        dialog.close()
        problems += shoot_new_game(folder, settings, window, lang)
    for ruleset in rulesets:
        problems += shoot_game(folder, window, ruleset, lang)
        for name, options, players in VARIANTS.get(ruleset.info.id, []):
            problems += shoot_game(folder, window, ruleset, lang, name, options, players)
    window.controller.shutdown()
    window.close()
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGUAGES)
    parser.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["KONTOR_HOME"] = tempfile.mkdtemp(prefix="kontor-shots-")
    from gui.app import create_application
    from gui.style import style_sheet

    app = create_application()
    app.setStyleSheet(style_sheet(1.0))
    args.folder.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    for lang in args.lang or LANGUAGES:
        problems += shoot(args.folder, lang, args.game)
    for problem in problems:
        print(f"text does not fit: {problem}", file=sys.stderr)
    print(f"{len(problems)} texts do not fit" if problems else "every text fits")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

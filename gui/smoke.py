"""The --smoke run: open the window offscreen, let AIs play a few moves of every game, exit 0."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from engine import compiled, games
from engine.ai import parallel
from engine.ai.ismcts import ISMCTSPlayer
from engine.ai.levels import search_settings
from engine.core.game import GameConfig
from gui.seats import PLAYER_COLOURS, SeatSetup
from gui.settings import Settings

MOVES = 4
TIMEOUT_S = 60.0


def wait_until(condition, timeout_s: float) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.005)
    return True


def run_smoke(app: QApplication, settings: Settings) -> int:
    from gui.app import MainWindow

    settings.ai_delay_ms = 0
    settings.animation_speed = "off"
    window = MainWindow(settings, autosave=False)
    window.show()
    failures = []
    colours = list(PLAYER_COLOURS)
    for ruleset in games.all():
        info = ruleset.info
        players = max(info.min_players, min(2, info.max_players))
        seats = [SeatSetup(f"AI {i + 1}", colours[i], "ai", "easy") for i in range(players)]
        config = GameConfig(players, 1, {}, tuple(s.name for s in seats))
        if not window.controller.new_game(ruleset, config, seats):
            failures.append(f"{info.id}: the game did not start")
            continue
        match = window.controller.match
        assert match is not None
        played = wait_until(lambda m=match: len(m.history) >= MOVES or m.state.is_over(), TIMEOUT_S)
        print(f"smoke {info.id}: {len(match.history)} moves", flush=True)
        if not played:
            failures.append(f"{info.id}: the AI did not move")
    # a bundle built with the compiled engine modules must be running them (packaging/kontor.spec)
    print(f"smoke engine: {len(compiled.in_use())} compiled modules in use", flush=True)
    print(f"smoke helpers: {helpers_joined()} of {parallel.helper_count() if parallel.enabled() else 0}", flush=True)
    window.close()
    QTimer.singleShot(0, app.quit)
    for failure in failures:
        print(f"smoke failed: {failure}", file=sys.stderr)
    return 1 if failures else 0


def helpers_joined(tries: int = 20) -> int:
    """How many helper processes a timed search had (they start with the window and may need a
    moment to import the engine): the AI's searches must reach them in a bundle too."""
    if not parallel.enabled():
        return 0
    ruleset = games.get("speicherstadt")
    state = ruleset.new_game(GameConfig(2, 1))
    seat = state.to_move()[0]
    joined = 0
    for _ in range(tries):
        player = ISMCTSPlayer(0, helpers=True, **search_settings("normal", {"seconds": "0.3"}))
        joined = player.search(state, seat).helpers
        if joined == parallel.helper_count():
            break
    return joined


"""Never lose a game: abandoning asks first, every game keeps its own autosave, failures do not nag."""

from __future__ import annotations

import errno
import json
import os
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine import games
from engine.core.actions import Action
from engine.core.game import GameConfig
from engine.core.saves import dumps
from gui.app import MainWindow
from gui.seats import SeatSetup, default_seats
from gui.settings import Settings
from gui.unfinished import MAX_UNFINISHED, UnfinishedGames
from tests.gui.test_game_flow import start_tiny

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch) -> dict:
    """Records every question box (text and default button) and answers with ``answer``."""
    asked: dict = {"answer": No, "texts": [], "defaults": []}

    def question(parent, title, text, buttons=None, default=None):  # noqa: ANN001, ANN202
        asked["texts"].append(text)
        asked["defaults"].append(default)
        return asked["answer"]

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def tiny_seats() -> list[SeatSetup]:
    return [SeatSetup(s.name, s.colour, "human", "easy") for s in default_seats(("Eva", "Adam"))]


def play_a_bid(window: MainWindow) -> None:
    window.controller.submit(Action("bid", (1,)), 0)


def unfinished_files(window: MainWindow) -> list[Path]:
    assert window.controller.unfinished is not None
    return window.controller.unfinished.files()


def test_new_game_over_a_game_in_progress_asks_and_no_keeps_it(qtbot, window, questions) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    play_a_bid(window)
    match = window.controller.match
    assert not window.new_game("tiny")
    assert questions["texts"][0].startswith("Abandon the game in progress?")
    assert questions["defaults"] == [No]
    assert window.controller.match is match and match.moves == [(0, Action("bid", (1,)))]


def test_an_abandoned_game_stays_resumable(qtbot, window, questions) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    play_a_bid(window)
    first_file = window.controller.autosave_path
    questions["answer"] = Yes
    window.controller.new_game(games.get("tiny"), GameConfig(2, 99), tiny_seats())  # after the Yes of the dialog
    play_a_bid(window)
    assert window.controller.autosave_path != first_file
    files = unfinished_files(window)
    assert len(files) == 2 and files[0] == window.controller.autosave_path and files[1] == first_file
    # the start screen offers both; "Continue" takes the newest, the other one is listed
    window.show_start()
    screen = window.start_screen
    assert screen.continue_button.isVisibleTo(screen)
    assert len(screen.resume_buttons) == 1 and "Eva, Adam" in screen.resume_buttons[0].text()
    qtbot.mouseClick(screen.resume_buttons[0], Qt.MouseButton.LeftButton)
    assert window.controller.match.config.seed == 7 and len(window.controller.match.moves) == 1
    assert window.controller.autosave_path == first_file  # it goes on writing its own file


def test_restart_asks_and_can_be_undone(qtbot, window, questions) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    play_a_bid(window)
    before = list(window.controller.match.moves)
    window.restart_game()
    assert window.controller.match.moves == before  # the answer was No
    questions["answer"] = Yes
    window.restart_game()
    assert window.controller.match.moves == []
    assert window.game_screen.undo_button.isEnabled()
    qtbot.mouseClick(window.game_screen.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.match.moves == before
    assert len(unfinished_files(window)) == 1


def test_load_over_a_game_in_progress_asks_first(qtbot, window, questions, monkeypatch) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    play_a_bid(window)
    opened: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (opened.append("x"), ("", ""))[1])
    assert not window.load_game()
    assert questions["texts"] and opened == []


def test_a_finished_or_untouched_game_is_replaced_without_asking(qtbot, window, questions) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    window.restart_game()
    assert questions["texts"] == []


def test_ten_unfinished_games_are_listed_newest_first_and_none_is_dropped_unasked(tmp_path: Path) -> None:
    folder = UnfinishedGames(tmp_path / "unfinished")
    from engine.core.match import Match

    match = Match(games.get("tiny"), GameConfig(2, 1))
    match.apply(0, Action("bid", (1,)))
    paths = []
    for index in range(MAX_UNFINISHED + 3):
        path = folder.new_path("tiny", datetime(2026, 12, 1, 9, 0, index))
        folder.write(path, dumps(match))
        os.utime(path, (1_000_000 + index, 1_000_000 + index))
        paths.append(path)
    assert folder.files() == paths[::-1]  # writing never drops a game
    assert [g.path for g in folder.listing()] == paths[:2:-1]  # the ten newest are offered, newest first
    assert folder.crowded_out() == paths[3::-1]  # what a new game would take the place of
    folder.write(paths[5], dumps(match))  # a move in an older game makes it the newest
    assert [g.path for g in folder.listing()][0] == paths[5]
    assert len(folder.listing()) == MAX_UNFINISHED


def test_the_old_single_autosave_is_adopted(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    from engine.core.match import Match
    from gui.paths import autosave_path

    match = Match(games.get("tiny"), GameConfig(2, 4))
    match.apply(0, Action("bid", (1,)))
    autosave_path().write_text(dumps(match))
    window = MainWindow(Settings(ai_delay_ms=60_000))
    qtbot.addWidget(window)
    assert window.start_screen.continue_button.isVisibleTo(window.start_screen)
    assert window.continue_game() and window.controller.match.moves == match.moves
    assert not autosave_path().exists()
    window.controller.shutdown()


def test_a_failing_autosave_says_so_once_and_play_goes_on(qtbot, window, no_blocking_dialogs,  # noqa: ANN001
                                                          monkeypatch) -> None:
    window.controller.new_game(games.get("tiny"), GameConfig(2, 3), tiny_seats())
    attempts: list[int] = []
    real_write = UnfinishedGames.write

    def disk_full(self, path, text):  # noqa: ANN001, ANN202
        attempts.append(len(json.loads(text)["actions"]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(UnfinishedGames, "write", disk_full)
    controller = window.controller
    controller.submit(Action("bid", (1,)), 0)
    controller.submit(Action("bid", (0,)), 1)
    status = window.game_screen.status
    assert status.isVisibleTo(window.game_screen) and "No space left on device" in status.text()
    assert no_blocking_dialogs == []  # no box per move
    assert attempts == [1, 2]  # retried on the next move
    monkeypatch.setattr(UnfinishedGames, "write", real_write)
    seat = controller.state.to_move()[0]
    controller.submit(controller.legal_actions(seat)[0], seat)
    assert not status.isVisibleTo(window.game_screen)
    assert controller.autosave_path is not None and controller.autosave_path.exists()


def test_back_to_start_stops_the_ai(qtbot, window) -> None:  # noqa: ANN001
    seats = [SeatSetup("A", "blue", "ai", "easy"), SeatSetup("B", "orange", "ai", "easy")]
    window.controller.ai_delay_ms = 0
    window.controller.new_game(games.get("tiny"), GameConfig(2, 3, {}, ("A", "B")), seats)
    qtbot.waitUntil(lambda: len(window.controller.match.history) >= 2, timeout=10_000)
    window.show_start()
    played = len(window.controller.match.history)
    qtbot.wait(400)
    assert len(window.controller.match.history) == played
    # "Continue" sets it going again
    assert window.continue_game()
    qtbot.waitUntil(lambda: len(window.controller.match.history) > played, timeout=10_000)


def test_a_damaged_unfinished_game_is_refused_and_no_longer_offered(qtbot, window, no_blocking_dialogs,  # noqa: ANN001
                                                                    questions) -> None:
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    play_a_bid(window)
    path = window.controller.autosave_path
    window.controller.shutdown()
    text = path.read_text().replace('"players": 2', '"players": 1000000000')
    path.write_text(text)
    second = MainWindow(Settings(ai_delay_ms=60_000))
    qtbot.addWidget(second)
    assert second.start_screen.continue_button.isVisibleTo(second.start_screen)
    qtbot.mouseClick(second.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert second.controller.match is None
    assert any("config.players" in message for message in no_blocking_dialogs)
    assert not second.start_screen.continue_button.isVisibleTo(second.start_screen)
    assert path.with_name(path.name + ".damaged").read_text() == text  # kept, not deleted


def test_an_unwritable_data_folder_still_lets_a_game_start(qtbot, window, monkeypatch) -> None:  # noqa: ANN001
    import gui.unfinished as unfinished_module

    def refuse(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(unfinished_module, "write_atomic", refuse)
    monkeypatch.setattr(Path, "mkdir", refuse)
    assert window.controller.new_game(games.get("tiny"), GameConfig(2, 3), tiny_seats())
    window.controller.submit(Action("bid", (1,)), 0)
    assert window.controller.match.moves == [(0, Action("bid", (1,)))]
    assert "Permission denied" in window.game_screen.status.text()

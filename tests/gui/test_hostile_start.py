"""Kontor starts and stays up whatever the disk and the user's files hold (issue 66).

The hostile files are kept in tests/data/hostile/; each test puts them where a player's own
files live and checks what the player would see: the start screen, one clear message, a file
set aside, a question before a game is dropped, a clean exit.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from engine import games
from engine.core.actions import Action
from engine.core.game import GameConfig
from engine.core.match import Match
from engine.core.saves import dumps
from gui.app import MainWindow, end_on_ctrl_c
from gui.paths import data_dir, settings_path, unfinished_dir
from gui.settings import Settings, load_settings
from gui.unfinished import MAX_UNFINISHED, UnfinishedGames
from gui.widgets.new_game import NewGameDialog, overrides_file
from gui.widgets.start_screen import unfinished_label
from tests.gui.conftest import answer_modal
from tests.gui.test_game_flow import fill_tiny_dialog
from tests.gui.test_unfinished_games import tiny_seats

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ROOT / "tests" / "data" / "hostile"
Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def start(qtbot, settings: Settings | None = None) -> MainWindow:  # noqa: ANN001
    window = MainWindow(settings or load_settings())
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 60_000
    assert window.start_screen is not None and window.stack.currentWidget() is window.start_screen
    return window


def notice(window: MainWindow) -> str:
    assert window.start_screen is not None
    label = window.start_screen.notice
    return label.text() if label.isVisibleTo(window.start_screen) else ""


def printable(text: str) -> bool:
    return all(c.isprintable() or c == "\n" for c in text)


def dead_pid() -> int:
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(finished.stdout)


def fill_home(home: Path) -> list[Path]:
    """Every hostile file where a player's own files live; returns the crash leftovers among them."""
    data, config = home / "data", home / "config"
    for folder in (data / "unfinished", data / "overrides", config):
        folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(HOSTILE / "statistics-count-2-31.json", data / "statistics.json")
    shutil.copy(HOSTILE / "settings-deep.json", config / "settings.json")
    shutil.copy(HOSTILE / "overrides-5000-digits.json", data / "overrides" / "jantaris.json")
    shutil.copy(HOSTILE / "names-with-control-characters.kontor.json",
                data / "unfinished" / "speicherstadt-20261201-100000.kontor.json")
    (data / "unfinished" / "speicherstadt-20261201-110000.kontor.json").write_text("[" * 100_000)
    leftover = data / "unfinished" / f".speicherstadt-20261201-100000.kontor.json.{dead_pid()}-a1b2.tmp"
    leftover.write_text("x" * 1000)  # fresh: its writer was killed a moment ago
    return [leftover]


# --- every hostile file at once --------------------------------------------------------------------

def test_a_home_full_of_hostile_files_reaches_the_start_screen_with_one_message(
        qtbot, kontor_home: Path, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    leftovers = fill_home(kontor_home)
    window = start(qtbot)
    assert no_blocking_dialogs == []
    told = notice(window)
    assert "settings.json could not be read" in told and "statistics.json could not be read" in told
    assert not any(path.exists() for path in leftovers)  # the crash's temporary file, at once
    listed = [unfinished_label(game) for game in window.start_screen.unfinished]
    assert len(listed) == 1 and printable(listed[0]) and "Tomrm -rf ~" in listed[0]
    # the next start says nothing more
    again = start(qtbot)
    assert notice(again) == "" and no_blocking_dialogs == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_device_in_place_of_a_file_never_blocks_the_start(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    os.mkfifo(settings_path())  # opening it for reading would wait for a writer for ever
    data_dir().joinpath("statistics.json").symlink_to("/dev/zero")
    window = start(qtbot)
    assert "settings.json could not be read" in notice(window) and "statistics.json could not be read" in notice(window)


# --- 1. folders that cannot be made --------------------------------------------------------------

def test_a_home_where_no_folder_can_be_made_plays_in_a_fallback_folder(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    (tmp_path / "home").write_text("a file where the home folder should be")
    monkeypatch.setenv("KONTOR_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    window = start(qtbot)
    told = notice(window)
    assert told.startswith(f"Kontor cannot use its folder {tmp_path / 'home'}")
    assert "a file is in the way of a folder" in told and str(tmp_path / "tmp") in told
    assert len(told.splitlines()) == 1 and no_blocking_dialogs == []
    window.controller.new_game(games.get("tiny"), GameConfig(2, 1), tiny_seats())
    window.controller.submit(Action("bid", (1,)), 0)
    autosave = window.controller.autosave_path
    assert autosave is not None and autosave.is_file() and tmp_path / "tmp" in autosave.parents
    window._save_settings()
    assert no_blocking_dialogs == []


def test_with_no_fallback_either_it_plays_without_saving_and_says_so_once(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("KONTOR_HOME", str(tmp_path / "file" / "home"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "file" / "tmp"))
    window = start(qtbot)
    assert "You can play, but nothing can be saved." in notice(window)
    window.controller.new_game(games.get("tiny"), GameConfig(2, 1), tiny_seats())
    assert window.controller.submit(Action("bid", (1,)), 0)
    window._save_settings()
    assert no_blocking_dialogs == []  # the start screen said it; no box at every failed write
    assert window.game_screen.status.text().startswith("The game cannot be autosaved")


# --- 2. statistics -----------------------------------------------------------------------------------

def test_statistics_with_a_count_of_2_to_the_31_are_set_aside(qtbot, kontor_home: Path,  # noqa: ANN001
                                                             no_blocking_dialogs: list[str]) -> None:
    data_dir().joinpath("statistics.json").write_bytes((HOSTILE / "statistics-count-2-31.json").read_bytes())
    window = start(qtbot)
    assert "statistics.json could not be read" in notice(window) and "statistics.corrupt-1.json" in notice(window)
    assert (data_dir() / "statistics.corrupt-1.json").read_bytes() == (HOSTILE / "statistics-count-2-31.json").read_bytes()
    assert no_blocking_dialogs == []


@pytest.mark.parametrize("name", ["statistics-deep-solo-mode.json"])
def test_other_absurd_statistics_are_set_aside(qtbot, kontor_home: Path, name: str) -> None:  # noqa: ANN001
    data_dir().joinpath("statistics.json").write_bytes((HOSTILE / name).read_bytes())
    window = start(qtbot)
    assert "statistics.corrupt-1.json" in notice(window)


# --- 4. overrides ------------------------------------------------------------------------------------

def jantaris_dialog(qtbot) -> NewGameDialog:  # noqa: ANN001
    dialog = NewGameDialog(Settings(), "jantaris")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.accept()
    return dialog


@pytest.mark.parametrize("name,reason", [("overrides-deep.json", "too deeply"),
                                          ("overrides-5000-digits.json", "not allowed")])
def test_a_hostile_overrides_file_is_set_aside_with_a_message(qtbot, kontor_home: Path, name: str,  # noqa: ANN001
                                                              reason: str) -> None:
    path = overrides_file("jantaris")
    path.parent.mkdir(parents=True)
    shutil.copy(HOSTILE / name, path)
    dialog = jantaris_dialog(qtbot)
    assert dialog.config is None  # Start did not go silently: it says why
    message = dialog.error.text()
    assert "jantaris.json could not be read" in message and reason in message and "jantaris.corrupt-1.json" in message
    assert not path.exists() and path.with_name("jantaris.corrupt-1.json").exists()
    dialog.accept()  # the next Start plays the printed values
    assert dialog.config is not None and dialog.config.overrides == {}


def test_an_overrides_file_with_a_byte_order_mark_is_used(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    path = overrides_file("jantaris")
    path.parent.mkdir(parents=True)
    shutil.copy(HOSTILE / "overrides-bom.json", path)
    dialog = jantaris_dialog(qtbot)
    assert dialog.config is not None and dialog.config.overrides == {"items": {"royal_cloak": {"prestige": 3}}}


# --- 5. the eleventh unfinished game ---------------------------------------------------------------

def test_an_eleventh_unfinished_game_asks_before_the_oldest_is_dropped(qtbot, kontor_home: Path,  # noqa: ANN001
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    folder = UnfinishedGames(unfinished_dir())
    match = Match(games.get("tiny"), GameConfig(2, 1, {}, ("Eva", "Adam")))
    match.apply(0, Action("bid", (1,)))
    kept = []
    for index in range(MAX_UNFINISHED):
        path = folder.new_path("tiny", datetime(2026, 12, 1, 9, 0, index))
        folder.write(path, dumps(match))
        os.utime(path, (1_000_000 + index, 1_000_000 + index))
        kept.append(path)
    asked: list[str] = []
    answer = [No]

    def question(parent, title, text, buttons=None, default=None):  # noqa: ANN001, ANN202
        asked.append(text)
        assert default == No
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    window = start(qtbot)
    answer_modal(fill_tiny_dialog)
    assert not window.new_game("tiny")
    oldest = unfinished_label(folder.game(kept[0]))
    assert asked and "Kontor keeps at most 10 unfinished games" in asked[0] and oldest in asked[0]
    assert sorted(folder.files()) == sorted(kept) and window.controller.match is None  # No: nothing lost
    answer[0] = Yes
    answer_modal(fill_tiny_dialog)
    assert window.new_game("tiny")
    assert not kept[0].exists() and all(path.exists() for path in kept[1:])


# --- 6. a save of a million moves ---------------------------------------------------------------------

def test_a_save_of_a_million_moves_is_refused_while_the_window_keeps_painting(
        qtbot, kontor_home: Path, tmp_path: Path, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    save = {"format": "kontor-save", "version": 1, "game": "speicherstadt",
            "config": {"players": 2, "seed": 1, "options": {}, "names": ["A", "B"]},
            "actions": [[0, "place:1234"]] * 1_000_000}
    path = tmp_path / "huge.kontor.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    window = start(qtbot)
    ticks: list[float] = []
    ticker = QTimer(window)
    ticker.timeout.connect(lambda: ticks.append(time.monotonic()))
    ticker.start(10)
    started = time.monotonic()
    assert not window.open_save(path)
    ticker.stop()
    assert [t for t in ticks if t > started]  # the event loop ran while the file was checked
    assert no_blocking_dialogs == ["This save cannot be loaded: its entry “actions” is damaged."]


# --- 8. names with control characters -----------------------------------------------------------------

def test_names_with_control_characters_are_cleaned_wherever_they_enter(
        qtbot, kontor_home: Path, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    window = start(qtbot)
    assert window.open_save(HOSTILE / "names-with-control-characters.kontor.json")
    assert [seat.name for seat in window.controller.seats] == ["Eva[31m", "Tomrm -rf ~", "evil"]
    settings_path().write_bytes((HOSTILE / "settings-control-names.json").read_bytes())
    dialog = NewGameDialog(load_settings(), "speicherstadt")
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.text() == "Eva"
    dialog.rows[1].name.setText("Tom\u202e\u0000")
    dialog.accept()
    assert dialog.config is not None and dialog.config.names == ("Eva", "Tom")
    data_dir().joinpath("statistics.json").write_bytes((HOSTILE / "statistics-control-names.json").read_bytes())
    again = start(qtbot)
    tile = next(t for t in again.start_screen.tiles if t.game_id == "speicherstadt")
    assert "Eva:" in tile.records.text() and printable(tile.records.text())
    assert no_blocking_dialogs == []


# --- 9. SIGTERM ------------------------------------------------------------------------------------------

def test_sigterm_closes_the_window_with_the_game_saved(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    class Application:  # the real exit would end every event loop of the test run
        codes: list[int] = []

        def exit(self, code: int) -> None:
            self.codes.append(code)

    app = Application()
    window = start(qtbot)
    window.show()
    window.controller.new_game(games.get("tiny"), GameConfig(2, 1), tiny_seats())
    window.controller.submit(Action("bid", (1,)), 0)
    before = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        end_on_ctrl_c(app, window)  # type: ignore[arg-type]
        handler = signal.getsignal(signal.SIGTERM)
        assert callable(handler)
        handler(signal.SIGTERM, None)
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    finally:
        for number, previous in before.items():
            signal.signal(number, previous)
    assert app.codes == [0]
    saved = window.controller.autosave_path
    assert saved is not None and json.loads(saved.read_text(encoding="utf-8"))["actions"] == [[0, "bid:1"]]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_sigterm_ends_the_app_cleanly_with_its_helpers(tmp_path: Path) -> None:
    from tests.engine.core.test_hostile_input import children_of, gone

    home = tmp_path / "home"
    leftovers = fill_home(home)
    unfinished = sorted((home / "data" / "unfinished").glob("*.kontor.json"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KONTOR_HOME=str(home), KONTOR_AI_HELPERS="1")
    process = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        # the window writes nothing; it removes the crash's leftover as it is built
        while any(path.exists() for path in leftovers) and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)
        assert process.poll() is None, process.communicate()[1]
        helpers = children_of(process.pid)
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 0
    assert "Traceback" not in err and "leaked" not in err, err
    assert helpers and gone(helpers), "a helper process outlived the window"
    assert sorted((home / "data" / "unfinished").glob("*.kontor.json")) == unfinished


# --- 13. a setting that cannot be saved -----------------------------------------------------------------

@pytest.mark.parametrize("number,words", [(errno.EROFS, "the disk is read-only"), (errno.ENOSPC, "the disk is full")])
def test_a_setting_that_cannot_be_saved_is_said_in_words(qtbot, kontor_home: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                         no_blocking_dialogs: list[str], number: int, words: str) -> None:
    window = start(qtbot)

    def refuse(settings: Settings) -> None:
        raise OSError(number, os.strerror(number), str(settings_path().with_name(".settings.json.12-ab.tmp")))

    monkeypatch.setattr("gui.app.save_settings", refuse)
    window._save_settings()
    window._save_settings()
    assert no_blocking_dialogs == [f"The settings could not be saved: {words}"]  # once, in words

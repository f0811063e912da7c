"""The first-run tour of each table, the Help menu, the About dialog and --version."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

import gui.boards
from engine import games
from engine.core.game import GameConfig
from gui.app import MainWindow
from gui.boards.base import TourStep
from gui.boards.generic import PLAY_AREA, GenericBoard
from gui.i18n import install_language
from gui.paths import config_dir, data_dir
from gui.seats import SeatSetup
from gui.settings import Settings, load_settings
from gui.widgets.about_dialog import AboutDialog, ShortcutsDialog, provenance_heading
from gui.widgets.rules_viewer import RulesDialog, rules_file
from gui.widgets.tour import scene_item_rect, widget_rect

ROOT = Path(__file__).resolve().parents[2]


def start(window: MainWindow, game_id: str) -> None:
    window.controller.ai_delay_ms = 60_000
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Bot", "orange", "ai", "easy")]
    assert window.controller.new_game(games.get(game_id), GameConfig(2, 5, {}, ("Eva", "Bot")), seats)


def test_the_tour_starts_on_a_fresh_settings_folder_and_not_after_it_was_closed(qtbot, window) -> None:  # noqa: ANN001
    start(window, "tiny")
    tour = window.tour
    qtbot.waitUntil(lambda: tour.active, timeout=3000)
    assert tour.bubble.isVisible() and tour.overlay.isVisible()
    assert 3 <= len(tour.points) <= 5
    assert tour.bubble.counter.text() == f"Tour: step 1 of {len(tour.points)}"
    qtbot.mouseClick(tour.bubble.skip_button, Qt.MouseButton.LeftButton)
    assert not tour.active and not tour.bubble.isVisible()
    assert load_settings().tours_seen == ["tiny"]  # written to the settings file

    again = MainWindow(load_settings())
    qtbot.addWidget(again)
    again.show()
    start(again, "tiny")
    qtbot.wait(50)
    assert not again.tour.active and not again.tour.bubble.isVisible()
    start(again, "speicherstadt")  # every table has its own first start
    qtbot.waitUntil(lambda: again.tour.active, timeout=3000)
    again.controller.shutdown()


def test_each_step_points_at_what_it_names_and_done_closes_the_tour(qtbot, window) -> None:  # noqa: ANN001
    start(window, "tiny")
    tour, screen = window.tour, window.game_screen
    qtbot.waitUntil(lambda: tour.active, timeout=3000)
    assert not tour.bubble.back_button.isEnabled()
    texts, targets = [], []
    for _ in tour.points:
        texts.append(tour.bubble.text.text())
        targets.append(tour.overlay.target)
        assert not tour.bubble.geometry().intersects(tour.overlay.target) or tour.overlay.target == widget_rect(screen, screen.board_view)
        assert screen.rect().contains(tour.bubble.geometry())
        tour.bubble.next_button.click()
    assert not tour.active and window.settings.tours_seen == ["tiny"]
    assert any("log" in text for text in texts)
    assert "Hint" in texts[-2] and targets[-2] == widget_rect(screen, screen.hint_button)
    assert "Undo" in texts[-1] and targets[-1].contains(widget_rect(screen, screen.undo_button))
    assert any(target == widget_rect(screen, screen.log_title).united(widget_rect(screen, screen.log)) for target in targets)


def test_back_returns_to_the_previous_step_and_escape_closes_the_tour(qtbot, window) -> None:  # noqa: ANN001
    start(window, "tiny")
    tour = window.tour
    qtbot.waitUntil(lambda: tour.active, timeout=3000)
    first = tour.bubble.text.text()
    tour.bubble.next_button.click()
    assert tour.bubble.text.text() != first and tour.bubble.back_button.isEnabled()
    tour.bubble.back_button.click()
    assert tour.bubble.text.text() == first
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not tour.active and window.settings.tours_seen == ["tiny"]


def test_help_shows_the_tour_again_after_it_was_closed(qtbot, window) -> None:  # noqa: ANN001
    window.settings.tours_seen = ["tiny"]
    assert not window.menu_actions["Show the tour again"].isEnabled()  # no table yet
    start(window, "tiny")  # a match that starts enables the table's entries by itself
    qtbot.wait(30)
    assert not window.tour.active
    action = window.menu_actions["Show the tour again"]
    assert action.isEnabled()
    action.trigger()
    assert window.tour.active and window.tour.index == 0


class TourBoard(GenericBoard):
    """The generic table with a tour of its own: two steps, the first at its drop place."""

    def tour_steps(self, view):  # noqa: ANN001, ANN201
        return [TourStep("Drop an action card on the play area", PLAY_AREA), TourStep("Cards are actions")]


def test_a_board_opens_the_tour_with_its_own_steps_pointing_at_its_piece(qtbot, window, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setitem(gui.boards._boards, "tiny", TourBoard)
    start(window, "tiny")
    tour, screen = window.tour, window.game_screen
    qtbot.waitUntil(lambda: tour.active, timeout=3000)
    assert tour.bubble.text.text() == "Drop an action card on the play area"
    area = scene_item_rect(screen, PLAY_AREA)
    table = widget_rect(screen, screen.board_view)
    assert area != table and table.contains(area) and area.width() < table.width() // 2
    assert tour.overlay.target == area
    texts = [point.text for point in tour.points]
    assert len(texts) == 5 and texts[1] == "Cards are actions"
    assert not any("right mouse" in text for text in texts)  # two own steps leave out the preview step


def test_a_board_whose_tour_steps_fail_gets_the_general_first_step(qtbot, window, monkeypatch) -> None:  # noqa: ANN001
    def broken(self, view):  # noqa: ANN001, ANN202
        raise KeyError("workers")

    monkeypatch.setattr(TourBoard, "tour_steps", broken)
    monkeypatch.setitem(gui.boards._boards, "tiny", TourBoard)
    start(window, "tiny")
    qtbot.waitUntil(lambda: window.tour.active, timeout=3000)
    assert "drag a piece" in window.tour.bubble.text.text()
    assert any("right mouse" in point.text for point in window.tour.points)


def test_the_tour_speaks_the_interface_language(qtbot, compiled_translations) -> None:  # noqa: ANN001
    install_language("cs")
    try:
        win = MainWindow(Settings(language="cs", ai_delay_ms=0, animation_speed="off"))
        qtbot.addWidget(win)
        win.show()
        start(win, "tiny")
        qtbot.waitUntil(lambda: win.tour.active, timeout=3000)
        assert win.tour.bubble.counter.text().startswith("Prohlídka")
        assert win.tour.bubble.next_button.text() == "Další"
        assert [a.text() for a in win.menuBar().actions()][1] == "&Nápověda"
        win.controller.shutdown()
    finally:
        install_language("en")


def test_a_running_tour_changes_language_with_the_interface(qtbot, window, compiled_translations) -> None:  # noqa: ANN001
    start(window, "tiny")
    tour = window.tour
    qtbot.waitUntil(lambda: tour.active, timeout=3000)
    tour.bubble.next_button.click()
    try:
        install_language("de")
        qtbot.waitUntil(lambda: tour.bubble.next_button.text() == "Weiter", timeout=2000)
        assert tour.index == 1 and tour.bubble.counter.text().startswith("Rundgang: Schritt 2")
        assert tour.bubble.text.text().startswith("Spielverlauf")
    finally:
        install_language("en")


def test_tours_seen_survive_the_settings_file_and_junk_is_dropped() -> None:
    assert Settings.from_json({"tours_seen": ["dale", 3, None, "merkator"]}).tours_seen == ["dale", "merkator"]
    assert Settings.from_json({"tours_seen": "dale"}).tours_seen == []


def test_about_names_the_version_the_licences_the_folders_and_each_games_data(qtbot, window) -> None:  # noqa: ANN001
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert f"Kontor {version}" in text
    names = {licence.name: licence for licence in dialog.licences}
    assert {"PySide6-Essentials", "shiboken6", "platformdirs", "Python"} <= names.keys()
    assert "LGPL-3.0-only" in text and "MIT" in text and names["PySide6-Essentials"].version in text
    assert str(data_dir()) in text and str(config_dir()) in text
    page = dialog.browser.toHtml()
    for game_id in ("speicherstadt", "merkator", "dale"):
        assert f'href="rules:{game_id}"' in page

    dialog.follow(_url("licence:0:0"))
    shown = dialog.opened[-1].findChild(type(dialog.browser))
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in shown.toPlainText()


def _url(text: str):  # noqa: ANN202
    from PySide6.QtCore import QUrl

    return QUrl(text)


@pytest.mark.parametrize("game_id", ["speicherstadt", "merkator", "dale"])
def test_the_data_link_opens_the_rules_page_at_its_reconstructed_data_list(qtbot, window, game_id) -> None:  # noqa: ANN001
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    dialog.follow(_url(f"rules:{game_id}"))
    rules = dialog.opened[-1]
    assert isinstance(rules, RulesDialog) and rules.found
    heading = provenance_heading(rules_file(game_id, "en"))
    assert heading and rules.browser.textCursor().selectedText() == heading
    qtbot.waitUntil(lambda: rules.browser.verticalScrollBar().value() > 0, timeout=2000)  # scrolled down to it


def test_the_shortcuts_list_the_menu_keys_and_the_table_keys(qtbot, window, monkeypatch) -> None:  # noqa: ANN001
    shown: list[ShortcutsDialog] = []

    def grab(self) -> int:  # noqa: ANN001
        shown.append(self)
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(ShortcutsDialog, "exec", grab)
    window.menu_actions["Keyboard shortcuts"].trigger()
    table = shown[0].table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert rows["Undo"] == "Ctrl+Z" and rows["New game…"] == "Ctrl+N" and rows["Rules"] == "F1"
    assert "Hold the right mouse button" in rows.values()
    assert QApplication.activeModalWidget() is None


def test_version_flag_prints_the_projects_version() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    result = subprocess.run([sys.executable, "main.py", "--version"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == f"Kontor {version}"

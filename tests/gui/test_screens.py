"""Handover, settings, language, new-game dialog, rules viewer and the start screen gallery."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QListWidget, QSpinBox

from engine import games
from engine.core.game import GameConfig, GameInfo, OptionSpec, Ruleset
from gui.app import MainWindow
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.settings import Settings, load_settings
from gui.widgets.new_game import NewGameDialog
from gui.widgets.rules_viewer import RulesDialog, rules_file
from gui.widgets.settings_dialog import SettingsDialog
from tests.gui.conftest import answer_modal
from tests.tinygame import TinyState


def start_hot_seat(window: MainWindow) -> None:
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Jan", "orange")]
    assert window.controller.new_game(games.get("tiny"), GameConfig(2, 5, {}, ("Eva", "Jan")), seats)


def test_handover_hides_the_table_until_the_next_person_clicks(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    start_hot_seat(window)
    screen = window.game_screen
    controller = window.controller
    assert screen.centre.currentWidget() is screen.handover
    assert "Eva" in screen.handover.title.text()
    assert screen.viewer is None
    assert screen.current_view == controller.view(None)
    assert screen.current_actions == [] and screen.actions_list.count() == 0
    hand = controller.view(0)["hands"][0]
    assert screen.current_view["hands"][0] == len(hand)  # only the size of Eva's hand was drawn

    qtbot.mouseClick(screen.handover.button, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.board_view
    assert screen.viewer == 0 and screen.current_view == controller.view(0)
    screen.activate_action(1)  # Eva bids; Jan must bid next, in secret
    assert screen.centre.currentWidget() is screen.handover
    assert "Jan" in screen.handover.title.text()
    assert screen.current_view == controller.view(None)
    assert screen.current_view["bids"][0] == "hidden"
    assert not screen.undo_button.isEnabled()  # Jan may not take back Eva's secret bid
    assert all("bid" not in line.lower() or "made a move" in line for line in screen.log.lines()
               if line.startswith("Eva"))

    qtbot.mouseClick(screen.handover, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1 and screen.current_view == controller.view(1)


def test_no_handover_against_ai(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Bot", "orange", "ai", "easy")]
    window.controller.new_game(games.get("tiny"), GameConfig(2, 5, {}, ("Eva", "Bot")), seats)
    assert window.game_screen.centre.currentWidget() is window.game_screen.board_view
    assert window.game_screen.viewer == 0


def test_settings_dialog_changes_persist(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    def edit(dialog: SettingsDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
        dialog.ai_delay.setValue(1200)
        dialog.colour_cues.setChecked(True)
        dialog.scale.setCurrentIndex(dialog.scale.findData(1.3))
        dialog.accept()

    answer_modal(edit)
    window.edit_settings()
    stored = load_settings()
    assert (stored.animation_speed, stored.ai_delay_ms, stored.colour_cues, stored.ui_scale) == ("slow", 1200, True, 1.3)
    assert window.controller.ai_delay_ms == 1200
    assert MainWindow(load_settings()).settings.colour_cues


def test_damaged_settings_file_falls_back_to_defaults(kontor_home: Path) -> None:
    from gui.paths import settings_path

    settings_path().write_text('{"language": "xx", "ai_delay_ms": "fast", "colour_cues": true', encoding="utf-8")
    assert load_settings() == Settings()
    settings_path().write_text('{"language": "de", "ai_delay_ms": 99999, "ui_scale": 2}', encoding="utf-8")
    loaded = load_settings()
    assert (loaded.language, loaded.ai_delay_ms, loaded.ui_scale) == ("de", 5000, 2.0)


def test_language_switch_translates_the_start_screen(qtbot, window: MainWindow, compiled_translations) -> None:  # noqa: ANN001
    assert window.start_screen.load_button.text() == "Load game…"
    try:
        window.apply_settings(Settings(language="cs", ai_delay_ms=0))
        assert window.start_screen.load_button.text() == "Nahrát hru…"
        assert window.menuBar().actions()[0].text() == "&Hra"
        window.apply_settings(Settings(language="de", ai_delay_ms=0))
        assert window.start_screen.load_button.text() == "Spiel laden…"
    finally:
        install_language("en")
    window.apply_settings(Settings(language="en", ai_delay_ms=0))
    assert window.start_screen.load_button.text() == "Load game…"


def test_gallery_lists_every_registered_game(window: MainWindow) -> None:
    assert [tile.game_id for tile in window.start_screen.tiles] == games.ids()
    assert not window.start_screen.continue_button.isVisibleTo(window.start_screen)


class OptionsRuleset(Ruleset):
    info = GameInfo(
        id="optionstest",
        titles={"en": "Options test"},
        min_players=1,
        max_players=3,
        options=(
            OptionSpec("fast", "bool", False, {"en": "Fast game", "cs": "Rychlá hra"}),
            OptionSpec("map", "choice", "north", {"en": "Map"}, choices=("north", "south"),
                       choice_labels={"north": {"en": "North"}, "south": {"en": "South", "cs": "Jih"}}),
            OptionSpec("rounds", "int", 5, {"en": "Rounds"}, minimum=3, maximum=9),
            OptionSpec("decks", "multi", ["a"], {"en": "Decks"}, choices=("a", "b", "c")),
            OptionSpec("duel", "bool", False, {"en": "Duel rule"}, players=(2,)),
        ),
    )
    state_class = TinyState


def test_new_game_dialog_renders_options_and_remembers_choices(qtbot) -> None:  # noqa: ANN001
    games.register(OptionsRuleset())
    try:
        settings = Settings()
        dialog = NewGameDialog(settings, "optionstest")
        qtbot.addWidget(dialog)
        assert [dialog.players.itemText(i) for i in range(dialog.players.count())] == ["1 (solo)", "2", "3"]
        dialog.players.setCurrentIndex(dialog.players.findData(3))
        widgets = {editor.spec.key: editor.widget for editor in dialog.editors}
        assert set(widgets) == {"fast", "map", "rounds", "decks"}  # the duel rule is for two players only
        assert isinstance(widgets["fast"], QCheckBox) and isinstance(widgets["rounds"], QSpinBox)
        combo = widgets["map"]
        assert isinstance(combo, QComboBox) and combo.itemText(1) == "South"
        decks = widgets["decks"]
        assert isinstance(decks, QListWidget)
        widgets["fast"].setChecked(True)
        combo.setCurrentIndex(1)
        widgets["rounds"].setValue(7)
        decks.item(2).setCheckState(Qt.CheckState.Checked)
        dialog.rows[1].name.setText("Karel")
        dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("ai:strong"))
        dialog.seed.setText("42")
        dialog.accept()
        assert dialog.config is not None
        assert dialog.config.options == {"fast": True, "map": "south", "rounds": 7, "decks": ["a", "c"]}
        assert dialog.config.seed == 42 and dialog.config.players == 3
        assert [s.kind for s in dialog.seats] == ["human", "ai", "ai"]
        assert dialog.seats[2].level == "strong" and dialog.seats[1].name == "Karel"

        again = NewGameDialog(settings)
        qtbot.addWidget(again)
        assert again.game.currentData() == "optionstest" and again.player_count() == 3
        remembered = {editor.spec.key: editor.value() for editor in again.editors}
        assert remembered == {"fast": True, "map": "south", "rounds": 7, "decks": ["a", "c"]}
        assert again.rows[1].name.text() == "Karel"

        again.players.setCurrentIndex(again.players.findData(2))
        assert "duel" in {editor.spec.key for editor in again.editors}
        again.rows[1].name.setText("Player 1")
        again.accept()
        assert again.result() != NewGameDialog.DialogCode.Accepted
        assert "different name" in again.error.text()
    finally:
        games.unregister("optionstest")


def test_rules_viewer_falls_back_to_english_and_says_when_missing(tmp_path: Path, qtbot) -> None:  # noqa: ANN001
    (tmp_path / "tiny.en.md").write_text("# Tiny\n", encoding="utf-8")
    assert rules_file("tiny", "cs", tmp_path) == tmp_path / "tiny.en.md"
    (tmp_path / "tiny.cs.md").write_text("# Drobek\n", encoding="utf-8")
    assert rules_file("tiny", "cs", tmp_path) == tmp_path / "tiny.cs.md"
    assert rules_file("nothing", "de", tmp_path) is None
    dialog = RulesDialog("no_such_game", "Nothing", "en")
    qtbot.addWidget(dialog)
    assert not dialog.found
    assert "not installed" in dialog.browser.toPlainText()


SHELL_BOARD_FILES = ("__init__.py", "base.py", "generic.py")


def shell_texts() -> set[str]:
    """Every tr("...") literal of the shell (game boards are checked by their own tests)."""
    import ast

    root = Path(__file__).resolve().parents[2] / "gui"
    texts: set[str] = set()
    for path in root.rglob("*.py"):
        relative = path.relative_to(root)
        if relative.parts[0] == "boards" and (len(relative.parts) > 2 or relative.name not in SHELL_BOARD_FILES):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                texts.add(node.args[0].value)
    return texts


def test_translations_are_complete_for_the_shell() -> None:
    import xml.etree.ElementTree as ElementTree

    from gui.paths import translations_dir

    texts = shell_texts()
    assert {"Load game…", "Pass to %1", "%n players"} <= texts
    for lang in ("cs", "de"):
        root = ElementTree.parse(translations_dir() / f"kontor_{lang}.ts").getroot()
        done = {}
        for message in root.iter("message"):
            translation = message.find("translation")
            forms = [form.text for form in translation.iter("numerusform")] if translation is not None else []
            finished = translation is not None and translation.get("type") is None
            done[message.findtext("source")] = finished and (all(forms) if forms else bool(translation.text))
        missing = sorted(text for text in texts if not done.get(text))
        assert not missing, f"{lang}: untranslated {missing}"

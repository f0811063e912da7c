"""The new-game dialog speaks the player's language: help lines, marked house rules, a start player by name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel

from engine import games
from engine.core.game import OPTION_TAGS, OptionSpec
from gui.i18n import install_language
from gui.settings import Settings
from gui.widgets.new_game import NewGameDialog


def option_row(dialog: NewGameDialog, key: str) -> tuple[QLabel, object]:
    label = dialog.option_label(key)
    editor = next((e for e in dialog.editors if e.spec.key == key), None)
    if label is None or editor is None:
        raise AssertionError(f"no row for {key}")
    return label, editor


# games whose options are still being written; remove an id once its options explain themselves
PENDING: set[str] = set()


def registered_games() -> list:
    return [pytest.param(r.info.id, marks=pytest.mark.xfail(reason="options still being written", strict=False))
            if r.info.id in PENDING else r.info.id for r in games.all() if r.info.id != "tiny"]


@pytest.mark.parametrize("game_id", registered_games())
def test_every_option_of_every_game_explains_itself_in_three_languages(game_id: str) -> None:
    ruleset = games.get(game_id)
    for spec in ruleset.info.options:
        assert spec.tag in OPTION_TAGS
        for lang in ("en", "cs", "de"):
            assert spec.labels.get(lang), f"{game_id}.{spec.key} has no {lang} label"
            assert spec.help.get(lang), f"{game_id}.{spec.key} has no {lang} help line"
            assert "0 =" not in spec.labels[lang] and "0:" not in spec.labels[lang], \
                f"{game_id}.{spec.key}: a code in the label instead of words"


def test_an_option_kind_is_checked() -> None:
    with pytest.raises(ValueError):
        OptionSpec("x", "bool", False, {"en": "x"}, tag="homebrew")
    with pytest.raises(ValueError):
        OptionSpec("x", "bool", False, {"en": "x"}, seat_choice=True)


def test_the_start_player_is_random_or_a_seat_by_name(qtbot, compiled_translations) -> None:  # noqa: ANN001
    install_language("de")
    try:
        dialog = NewGameDialog(Settings(language="de"), "speicherstadt")
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.players.setCurrentIndex(dialog.players.findData(3))
        dialog.rows[1].name.setText("Tom")
        dialog.rows[1].name.textEdited.emit("Tom")
        _, editor = option_row(dialog, "first_player")
        combo = editor.widget
        assert isinstance(combo, QComboBox)
        shown = [combo.itemText(i) for i in range(combo.count())]
        assert shown[0] == "ausgelost" and len(shown) == 4  # random and the three seats, no fourth or fifth
        assert shown[2] == "Tom (Platz 2)"
        combo.setCurrentIndex(3)
        assert editor.value() == 3
        combo.setCurrentIndex(0)
        assert editor.value() == 0
    finally:
        install_language("en")


def test_house_rules_and_kontor_choices_are_marked_and_explained(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    dialog = NewGameDialog(Settings(), "speicherstadt")
    qtbot.addWidget(dialog)
    dialog.show()
    QCoreApplication.processEvents()
    label, editor = option_row(dialog, "floor_at_zero")
    assert "house rule" in label.text()
    assert editor.widget.toolTip().startswith("By the rules a fire")
    helps = [w.text() for w in dialog.page.findChildren(QLabel) if w.objectName() == "optionHelp"]
    assert any(text.startswith("By the rules a fire") for text in helps)
    label, _ = option_row(dialog, "d_season_card")
    assert "Kontor only" in label.text()
    label, _ = option_row(dialog, "first_player")
    assert "house rule" not in label.text() and "Kontor" not in label.text()


def test_a_refusal_goes_away_once_the_set_up_changes(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    dialog = NewGameDialog(Settings(), "speicherstadt")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rows[0].name.setText("Eva")
    dialog.rows[1].name.setText("Eva")
    dialog.accept()
    assert "different name" in dialog.error.text()
    dialog.rows[1].name.textEdited.emit("Evb")
    assert dialog.error.text() == ""
    dialog.accept()
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    assert dialog.error.text() == ""

"""The new-game dialog: the game's modules first, Kontor's rule readings folded under "More rules", a name for
every control a screen reader can say, the options before Start and Cancel in the Tab order, and at a 200 %
interface size it still fits a 1366×768 screen with every text whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QLineEdit, QListWidget, QSpinBox, QWidget

from engine import games
from gui.i18n import install_language
from gui.settings import Settings
from gui.style import style_sheet
from gui.textfit import widget_problems
from gui.widgets.new_game import NewGameDialog

ROOM = QSize(1366, 768) - QSize(40, 80)  # a 1366×768 screen less the window frame and a task bar
CONTROLS = (QComboBox, QLineEdit, QCheckBox, QSpinBox, QListWidget, QAbstractButton)


def dialog_for(qtbot, game_id: str, players: int | None = None) -> NewGameDialog:  # noqa: ANN001
    dialog = NewGameDialog(Settings(), game_id)
    qtbot.addWidget(dialog)
    dialog.show()
    if players is not None:
        dialog.players.setCurrentIndex(dialog.players.findData(players))
    QCoreApplication.processEvents()
    return dialog


def keys(dialog: NewGameDialog) -> list[str]:
    return [editor.spec.key for editor in dialog.editors]


def test_the_modules_come_first_and_kontors_readings_wait_under_more_rules(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    dialog = dialog_for(qtbot, "railroads", 2)
    assert keys(dialog)[:3] == ["germany", "coal", "extras"]
    assert all(editor.spec.tag == "kontor" for editor in dialog.editors[3:])
    first = dialog.editors[3].widget
    assert dialog.editors[0].widget.isVisible() and not first.isVisible()  # folded
    assert dialog.more_button.isVisible()
    assert dialog.more_button.text() == "More rules: Kontor's readings of unclear rules (7)"
    dialog.more_button.click()
    assert first.isVisible()
    label = dialog.option_label("kiev_medal")
    assert label is not None and "Kontor only" in label.text()
    dialog.more_button.click()
    assert not first.isVisible()


def test_a_changed_reading_is_shown_unfolded(qtbot) -> None:  # noqa: ANN001
    settings = Settings()
    settings.last_new_game = {"game": "railroads", "options": {"railroads": {"kiev_medal": "always"}}}
    dialog = NewGameDialog(settings, "railroads")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.more_button.isChecked()
    assert next(e for e in dialog.editors if e.spec.key == "kiev_medal").widget.isVisible()


def test_a_click_on_an_options_name_works_its_check_box(qtbot) -> None:  # noqa: ANN001
    dialog = dialog_for(qtbot, "railroads")
    box = next(e for e in dialog.editors if e.spec.key == "germany").widget
    assert isinstance(box, QCheckBox) and not box.isChecked()
    label = dialog.option_label("germany")
    assert label is not None
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert box.isChecked()


@pytest.mark.parametrize("game_id", [r.info.id for r in games.all() if r.info.id != "tiny"])
def test_every_control_has_a_name_a_screen_reader_can_say(qtbot, game_id: str) -> None:  # noqa: ANN001
    install_language("en")
    ruleset = games.get(game_id)
    dialog = dialog_for(qtbot, game_id, ruleset.info.max_players)
    dialog.more_button.setChecked(True)
    names = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget.parent(), CONTROLS):  # a part of a control (a spin box's line edit)
            continue
        name = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
        assert name, f"{game_id}: a {type(widget).__name__} without a name"
        names.append(name)
    seat_names = [n for n in names if n.startswith("Seat ")]
    assert len(seat_names) == 3 * ruleset.info.max_players and len(set(seat_names)) == len(seat_names)
    assert "Seats" not in names
    for editor in dialog.editors:
        assert editor.widget.accessibleName() == editor.spec.label("en")


def test_the_options_come_before_start_and_cancel_in_the_tab_order(qtbot) -> None:  # noqa: ANN001
    dialog = dialog_for(qtbot, "railroads")
    dialog.more_button.setChecked(True)
    chain: list[QWidget] = []
    widget = dialog.game
    while widget not in chain:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    start, cancel = chain.index(dialog.start_button), chain.index(dialog.cancel_button)
    assert start < cancel
    for editor in dialog.editors:
        assert chain.index(editor.widget) < start, editor.spec.key
    assert chain.index(dialog.rows[0].name) < chain.index(dialog.editors[0].widget) < chain.index(dialog.seed) < start


def test_jantaris_start_player_help_says_when_the_game_ends(qtbot) -> None:  # noqa: ANN001
    install_language("en")
    dialog = dialog_for(qtbot, "jantaris")
    editor = next(e for e in dialog.editors if e.spec.key == "first_player")
    assert "once someone has 12 prestige" in editor.help


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_the_dialog_fits_a_1366x768_screen_whole(qtbot, qapp, compiled_translations, lang: str,  # noqa: ANN001
                                                 scale: float) -> None:
    install_language(lang)
    before = qapp.styleSheet()  # put back after: a style sheet left on restyles every later test's widgets
    qapp.setStyleSheet(style_sheet(scale))
    try:
        problems: list[str] = []
        for ruleset in games.all():
            if ruleset.info.id == "tiny":
                continue
            dialog = dialog_for(qtbot, ruleset.info.id, ruleset.info.max_players)
            dialog.more_button.setChecked(True)
            dialog.fit_within(ROOM)
            QCoreApplication.processEvents()
            assert dialog.width() <= ROOM.width() and dialog.height() <= ROOM.height(), ruleset.info.id
            for button in (dialog.start_button, dialog.cancel_button):
                corner = button.mapTo(dialog, button.rect().bottomRight())
                assert button.isVisible() and dialog.rect().contains(corner), f"{ruleset.info.id}: {button.text()}"
            # nothing wider than the page the dialog shows: no name, choice or help line cut at the right edge
            assert dialog.page.width() >= dialog.page.minimumSizeHint().width(), ruleset.info.id
            problems += widget_problems(dialog, f"new game {ruleset.info.id} {lang} {int(scale * 100)} %")
            dialog.close()
        assert not problems, "\n".join(problems)
    finally:
        qapp.setStyleSheet(before)
        install_language("en")

"""Dale's round cap is a tool for games of AI players: the dialog proposes no cap while a person is seated."""

from __future__ import annotations

from engine import games
from gui.settings import Settings
from gui.widgets.new_game import NewGameDialog


def cap_editor(dialog: NewGameDialog):  # noqa: ANN201
    return next(e for e in dialog.editors if e.spec.key == "max_rounds")


def test_the_round_cap_is_off_with_a_person_seated_and_back_for_ai_players_only(qtbot) -> None:  # noqa: ANN001
    spec = next(s for s in games.get("dale").info.options if s.key == "max_rounds")
    assert spec.default > 0 and spec.people_default == 0  # the arena's games keep their cap
    dialog = NewGameDialog(Settings(), "dale")
    qtbot.addWidget(dialog)
    count = dialog.player_count()
    for row in dialog.rows[:count]:
        row.kind.setCurrentIndex(row.kind.findData("ai:normal"))
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("human"))
    assert cap_editor(dialog).value() == 0
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("ai:normal"))
    assert cap_editor(dialog).value() == spec.default
    cap_editor(dialog).set_value(40)  # a cap the player chose stays whoever sits down
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("human"))
    assert cap_editor(dialog).value() == 40
    dialog.accept()
    assert dialog.config is not None and dialog.config.options["max_rounds"] == 40

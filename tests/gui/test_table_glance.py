"""The table at a glance, as the shell offers it for every game: the legend on a button and the key L,
a side panel that folds away and is remembered, a size setting for the table, notices that hide no choice."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QWidget

from engine import games
from gui.settings import load_settings
from gui.widgets.table_story import NoticeCard
from tests.gui.boards import ScreenMaker


@pytest.fixture
def speicherstadt(qtbot) -> Iterator[ScreenMaker]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, games.get("speicherstadt"))
    yield maker
    maker.close()


def test_the_key_l_and_the_button_open_and_close_the_legend(qtbot, speicherstadt) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "ai"), seed=5)
    widget.resize(1366, 768)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    widget.board_view.setFocus()
    qtbot.keyClick(widget.board_view, Qt.Key.Key_L)
    assert widget.legend is not None and widget.legend.isVisible()
    assert widget.legend.entries == widget.board.legend(widget.current_view)
    for entry in widget.legend.entries:
        assert entry.meaning in widget.legend.browser.toPlainText()
    qtbot.keyClick(widget.legend, Qt.Key.Key_L)
    assert not widget.legend.isVisible()
    qtbot.mouseClick(widget.legend_button, Qt.MouseButton.LeftButton)
    assert widget.legend.isVisible()


def test_folding_the_side_panel_gives_the_table_the_room_and_is_remembered(qtbot, window) -> None:  # noqa: ANN001
    window.resize(1366, 768)
    window.show()
    screen = window.game_screen
    window.stack.setCurrentWidget(screen)
    QCoreApplication.processEvents()
    before = screen.board_view.width()
    qtbot.mouseClick(screen.panel_button, Qt.MouseButton.LeftButton)
    QCoreApplication.processEvents()
    assert not screen.side.isVisible() and screen.board_view.width() > before + 200
    assert load_settings().side_panel_folded
    qtbot.mouseClick(screen.panel_button, Qt.MouseButton.LeftButton)
    assert screen.side.isVisible() and not load_settings().side_panel_folded


def test_the_table_size_setting_scales_the_fitted_table(qtbot, speicherstadt) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "ai"), seed=5)
    widget.resize(1366, 768)
    widget.show()
    QCoreApplication.processEvents()
    fitted = widget.board_view.transform().m11()
    widget.settings.ui_scale = 1.5
    widget.refresh()
    assert widget.board_view.transform().m11() == pytest.approx(fitted * 1.5, rel=0.01)
    widget.settings.ui_scale = 0.75
    widget.refresh()
    assert widget.board_view.transform().m11() == pytest.approx(fitted * 0.75, rel=0.01)


def test_a_notice_is_laid_where_it_hides_no_choice(qtbot) -> None:  # noqa: ANN001
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1000, 690)
    table.show()
    card = NoticeCard(table)
    card.tell(["Round 3 is scored."], 0)
    usual = card.geometry()
    choices = [QRect(usual.center().x() - 40, usual.center().y() - 20, 80, 40)]  # a lit space under it
    card.dismiss()
    card.tell(["Round 3 is scored."], 0, choices)
    assert not any(card.geometry().intersects(rect) for rect in choices)
    card.place([])
    assert card.geometry() == usual, "with nothing to hide, the notice keeps its usual place"

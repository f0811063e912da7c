"""Every board is readable on a laptop: at 1366×768 with the most players, at the table's default zoom,
no text the board paints is under 10 px on the screen and the median text is at least 12 px."""

from __future__ import annotations

import statistics
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from engine import games
from gui.style import style_sheet
from gui.textfit import screen_text_sizes
from tests.gui.test_text_fit import LANGUAGES, board_games, mid_game_screen

SMALLEST_PX = 10.0
MEDIAN_PX = 12.0


def cases() -> list:
    return [pytest.param(r.info.id, lang, id=f"{r.info.id}-{lang}") for r in board_games() for lang in LANGUAGES]


@pytest.fixture(scope="module")
def window_style(qapp: QApplication) -> Iterator[None]:
    """The window's own look at 100 %, whatever ran before; set once for the module (setting a style sheet
    restyles every widget alive) and the one before put back for the tests that follow."""
    before = qapp.styleSheet()
    qapp.setStyleSheet(style_sheet(1.0))
    yield
    qapp.setStyleSheet(before)


@pytest.mark.parametrize(("game_id", "lang"), cases())
def test_board_text_is_large_enough_on_a_laptop(qtbot, compiled_translations, window_style,  # noqa: ANN001
                                                game_id: str, lang: str) -> None:
    ruleset = games.get(game_id)
    widget, controller = mid_game_screen(qtbot, ruleset, lang, ruleset.info.max_players)
    try:
        widget.resize(1366, 768)
        QCoreApplication.processEvents()
        widget.board_view.fit()
        sizes = screen_text_sizes(widget.board_view)
        assert sizes, "the board paints no text"
        pixels = [size for _, size in sizes]
        small = sorted((size, text) for text, size in sizes if size < SMALLEST_PX)
        assert not small, f"{len(small)} texts under {SMALLEST_PX:g} px, e.g. " + ", ".join(
            f"{text!r} {size:.1f} px" for size, text in small[:8])
        median = statistics.median(pixels)
        assert median >= MEDIAN_PX, f"the median board text is {median:.1f} px"
    finally:
        controller.shutdown()

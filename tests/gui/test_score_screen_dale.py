"""Dale has no points: its score screen, records and statistics speak of stacks, and a draw gives no places."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QLabel

from engine import games
from engine.core.game import GameConfig, SeatScore
from gui.app import MainWindow
from gui.boards import BoardContext, board_class
from gui.i18n import install_language
from gui.records import NewRecord, Records, Seat, record_game, summary_lines
from gui.seats import SeatSetup, default_seats
from gui.widgets.score_screen import ScoreScreen

SEATS = default_seats(("Eva", "Tom", "Ida"))
POINTS = {"en": "point", "cs": "bod", "de": "punkt"}  # the word, in each language, that must not show


@pytest.fixture(params=["en", "cs", "de"])
def lang(request: pytest.FixtureRequest, qapp, compiled_translations) -> Iterator[str]:  # noqa: ANN001
    install_language(request.param)
    yield request.param
    install_language("en")


def dale_board():  # noqa: ANN201
    return board_class("dale")(BoardContext(games.get("dale"), SEATS[:2]))


def screen_texts(screen: ScoreScreen) -> str:
    texts = [label.text() for label in screen.findChildren(QLabel)]
    table = screen.table
    texts += [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    texts += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]
    texts.append(screen.chart.title)
    return "\n".join(texts)


def test_a_level_dale_game_and_its_records_speak_of_stacks(qtbot, lang: str) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    board = dale_board()
    scores = [SeatScore(0, 8, {"stacks": 8}, (1,)), SeatScore(1, 8, {"stacks": 8}, (0,))]
    screen.show_scores(scores, SEATS, [0], board.category_label, records=[NewRecord("Eva", 8, 7)], board=board,
                       history=[[3, 2], [8, 8]])
    assert "Tom" in screen.tiebreak.text()
    assert board.statistic_text(8) in screen.records.text() and board.statistic_text(7) in screen.records.text()
    assert POINTS[lang] not in screen_texts(screen).lower()
    if lang == "en":
        assert screen.tiebreak.text() == "As many stacks as Tom; decided by the tie-break: completed the stall."
        assert screen.records.text() == "★ New record: Eva, 8 stacks (best before: 7 stacks)"
        assert screen.chart.title == "Stacks by round"


def test_the_start_screen_statistics_count_dale_in_stacks(lang: str) -> None:
    records = Records()
    record_game(records, "dale", [Seat("Eva", 8), Seat("Tom", 5)], [0], {})
    record_game(records, "dale", [Seat("Eva", 7), Seat("Tom", 6)], [1], {})
    amount = board_class("dale").statistic_text
    lines = summary_lines(records, games.get("dale"), lang, amount=amount)
    assert amount(8) in lines[0] and amount(7.5) in lines[0]
    assert not any(POINTS[lang] in line.lower() for line in lines)
    if lang == "en":
        assert lines == ["Eva: 2 games, 1 win, best 8 stacks, mean 7½ stacks",
                         "Tom: 2 games, 1 win, best 6 stacks, mean 5½ stacks"]


def test_a_dale_game_ended_by_the_round_cap_is_a_draw_without_places(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    controller = window.controller
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    config = GameConfig(2, 3, {"max_rounds": 3}, ("Eva", "Tom"))
    assert controller.new_game(games.get("dale"), config, seats)
    rng = random.Random(3)
    controller.blockSignals(True)
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(rng.choice(controller.legal_actions(seat)), seat)
    controller.blockSignals(False)
    assert controller.state.winners() == []  # nobody completed the stall in three rounds
    controller.state_changed.emit()
    controller.game_over.emit(controller.state.scores())
    screen = window.score_screen
    assert window.stack.currentWidget() is screen
    table = screen.table
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert "Place" not in rows and not any(text.endswith(".") for text in
                                           (table.item(len(rows) - 1, c).text() for c in range(2)))
    assert screen.winner.text() == "Nobody wins: the game is a draw."
    assert "point" not in screen_texts(screen).lower()
    assert screen.chart.title == "Stacks by round"

"""The score screen in the game's own order: Russian Railroads' lines, then the industry, then the rest, with
the points round by round and line by line one click away; rows nobody scored in are left out."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QTableWidget

from engine import games
from engine.core.game import GameConfig, SeatScore
from gui.boards import BoardContext, board_class
from gui.seats import default_seats
from gui.widgets.score_screen import ScoreScreen, replay_match

SEATS = default_seats(("Eva", "Tom", "Ida"))


def finished(game_id: str, players: int, seed: int, options: dict | None = None):  # noqa: ANN201
    ruleset = games.get(game_id)
    config = ruleset.normalize_config(GameConfig(players, seed, dict(options or {}), ("Eva", "Tom", "Ida")[:players]))
    state = ruleset.create_state(config)
    rng = random.Random(seed)
    moves = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        moves.append((seat, action))
    board = board_class(game_id)(BoardContext(ruleset, default_seats(("Eva", "Tom", "Ida")[:players])))
    return ruleset, config, state, moves, board


def rows(screen: ScoreScreen) -> list[str]:
    return [screen.table.verticalHeaderItem(r).text() for r in range(screen.table.rowCount())]


def test_railroads_rows_come_in_the_games_order_lines_first(qtbot) -> None:  # noqa: ANN001
    ruleset, config, state, moves, board = finished("railroads", 2, 5)
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.show_scores(state.scores(), SEATS, state.winners(), board.category_label, board=board,
                       view=state.view(None))
    shown = rows(screen)
    lines = ["Trans-Siberian Railway", "Moscow–St. Petersburg", "Moscow–Kiev"]
    scored_lines = [line for line in lines if line in shown]
    assert scored_lines and shown[:len(scored_lines)] == scored_lines  # the lines first, in the board's order
    assert shown[len(scored_lines)] == "Industry"
    assert shown.index("Industry") < min(shown.index(r) for r in ("Passing", "Engineer majority") if r in shown)
    assert shown[-3:] == ["Total", "Tie-break", "Place"]
    for row in range(len(shown) - 3):  # a row where nobody scored says nothing: it is left out
        assert any(screen.table.item(row, c).text() != "0" for c in range(2)), shown[row]


def test_a_category_nobody_scored_is_left_out_and_the_order_kept(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    scores = [SeatScore(0, 9, {"b": 4, "a": 0, "c": 5}, ()), SeatScore(1, 3, {"b": 1, "a": 0, "c": 2}, ())]
    screen.show_scores(scores, SEATS, [0], str)
    assert rows(screen)[:3] == ["b", "c", "Total"]


def test_the_points_round_by_round_and_line_by_line_are_one_click_away(qtbot) -> None:  # noqa: ANN001
    ruleset, config, state, moves, board = finished("railroads", 2, 7)
    replayed = replay_match(ruleset, config, moves)
    assert replayed.history[-1] == [s.total for s in state.scores()]
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    screen.show_scores(state.scores(), SEATS, state.winners(), board.category_label, board=board,
                       view=state.view(None), history=replayed.history, round_points=replayed.round_points,
                       config=config)
    assert screen.rounds_button.isVisible() and screen.rounds_button.text() == "Round by round"
    assert screen.table.isVisible() and not screen.rounds.isVisible()
    screen.rounds_button.click()
    assert screen.rounds.isVisible() and not screen.table.isVisible()
    assert screen.rounds_button.text() == "Final scores"
    assert [screen.rounds.tabText(i) for i in range(screen.rounds.count())] == ["Eva", "Tom"]
    rounds = 6  # the base game's six round scorings
    for seat in range(2):
        table = screen.rounds.widget(seat)
        assert isinstance(table, QTableWidget)
        headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        assert headers[0] == "Round 1" and headers[-1] == "Total" and len(headers) - 1 == rounds
        names = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
        assert names[-1] == "Total" and names[0] in ("Trans-Siberian Railway", "Moscow–St. Petersburg", "Moscow–Kiev")
        # what the rounds scored adds up to the round-scored part of the final breakdown
        breakdown = state.scores()[seat].breakdown
        round_scored = sum(v for k, v in breakdown.items()
                           if k in ("trans_siberian", "st_petersburg", "kiev", "industry", "stars", "medal"))
        assert float(table.item(table.rowCount() - 1, table.columnCount() - 1).text()) == round_scored
        assert table.accessibleName() == f"Round by round: {('Eva', 'Tom')[seat]}"
    screen.rounds_button.click()
    assert screen.table.isVisible()


def test_a_game_without_round_scoring_has_no_round_table(qtbot) -> None:  # noqa: ANN001
    ruleset, config, state, moves, board = finished("speicherstadt", 2, 3)
    replayed = replay_match(ruleset, config, moves)
    assert not any(replayed.round_points)
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.show()
    screen.show_scores(state.scores(), SEATS, state.winners(), board.category_label, board=board,
                       history=replayed.history, round_points=replayed.round_points, config=config)
    assert not screen.rounds_button.isVisible()

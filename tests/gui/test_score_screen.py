"""The score screen explains itself: what the tie-break counted, draws, halves, the solo scale, a chart."""

from __future__ import annotations

import random

from engine import games
from engine.core.game import GameConfig, SeatScore
from gui.app import MainWindow
from gui.boards import BoardContext, board_class
from gui.seats import SeatSetup, default_seats
from gui.widgets.score_screen import ScoreScreen, score_history

SEATS = default_seats(("Eva", "Tom", "Ida"))


def rows(screen: ScoreScreen) -> list[str]:
    return [screen.table.verticalHeaderItem(r).text() for r in range(screen.table.rowCount())]


def board_for(game_id: str, players: int = 2):  # noqa: ANN201
    ruleset = games.get(game_id)
    return board_class(game_id)(BoardContext(ruleset, default_seats(("Eva", "Tom", "Ida", "Ole")[:players])))


def test_the_tie_break_row_says_what_it_counts(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    scores = [SeatScore(0, 20, {"fires": 20}, (3,)), SeatScore(1, 20, {"fires": 20}, (1,))]
    board = board_for("speicherstadt")
    screen.show_scores(scores, SEATS, [0], board.category_label, board=board)
    assert rows(screen)[-2:] == ["Tie-break: coins left", "Place"]
    assert screen.tiebreak.text() == "Tied on points with Tom; decided by the tie-break: coins left."
    assert [screen.table.item(2, c).text() for c in range(2)] == ["3", "1"]
    dale = board_for("dale")
    screen.show_scores([SeatScore(0, 8, {"stacks": 8}, (1,)), SeatScore(1, 8, {"stacks": 8}, (0,))], SEATS, [0],
                       dale.category_label, board=dale)
    assert rows(screen)[-2] == "Tie-break: completed the stall"
    assert [screen.table.item(2, c).text() for c in range(2)] == ["✓", "–"]


def test_a_drawn_game_says_so_and_gives_no_places(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    scores = [SeatScore(0, 12, {"cards": 12}, (2,)), SeatScore(1, 12, {"cards": 12}, (2,))]
    screen.show_scores(scores, SEATS, [0, 1], str)
    assert screen.winner.text() == "Nobody wins: the game is a draw."
    assert "Place" not in rows(screen)
    assert not screen.tiebreak.isVisibleTo(screen)
    screen.show_scores(scores, SEATS, [], str)
    assert "Place" not in rows(screen) and "draw" in screen.winner.text()


def test_half_points_are_shown_as_halves(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    scores = [SeatScore(0, 53.5, {"contracts": 40.5, "buildings": 13}, (2,)),  # type: ignore[arg-type]
              SeatScore(1, 41, {"contracts": 41, "buildings": 0}, (4,))]
    screen.show_scores(scores, SEATS, [0], str)
    assert [screen.table.item(r, 0).text() for r in range(3)] == ["40½", "13", "53½"]


def test_a_merkator_solo_game_is_rated_on_the_rulebook_scale(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    board = board_for("merkator", 1)
    view = {"solo": {"score": 57.5, "rating": "beginner", "scale": {"beginner": 55, "experienced": 60, "mega": 80}}}
    scores = [SeatScore(0, 57, {"contracts_full": 50, "contracts_half": 2, "buildings": 5}, (1, 3))]
    screen.show_scores(scores, SEATS, [0], board.category_label, board=board, view=view)
    assert screen.winner.text() in ("Solo: 57½ points, beginner", "Solo: 57.5 points, beginner")
    assert screen.tiebreak.text() == ("The rulebook's scale: 55 beginner · 60 experienced merchant · "
                                      "80 MEGA-Merkator")
    assert "wins" not in screen.winner.text()
    assert "Place" not in rows(screen) and not any(r.startswith("Tie-break") for r in rows(screen))


def test_the_chart_shows_each_seat_round_by_round(qtbot) -> None:  # noqa: ANN001
    ruleset = games.get("speicherstadt")
    config = GameConfig(3, 4, {}, ("Eva", "Tom", "Ida"))
    state = ruleset.create_state(config)
    rng = random.Random(3)
    moves = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        moves.append((seat, action))
    history = score_history(ruleset, config, moves)
    assert len(history) == state.round_number()  # one row per round played, the last one final
    assert history[-1] == [s.total for s in state.scores()]
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    screen.show_scores(state.scores(), SEATS, state.winners(), str, history=history)
    assert screen.chart.isVisible()
    marks = screen.chart.points()
    assert len(marks) == 3 and all(len(line) == len(history) for line in marks)
    best = max(range(3), key=lambda s: history[-1][s])
    worst = min(range(3), key=lambda s: history[-1][s])
    assert marks[best][-1].y() <= marks[worst][-1].y()  # higher scores stand higher
    labels = sorted(screen.chart.label_positions(marks).values())
    assert all(b - a >= screen.chart.fontMetrics().height() for a, b in zip(labels, labels[1:], strict=False))


def test_the_window_explains_a_finished_speicherstadt_game(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    controller = window.controller
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    assert controller.new_game(games.get("speicherstadt"), GameConfig(2, 8, {}, ("Eva", "Tom")), seats)
    rng = random.Random(8)
    controller.blockSignals(True)
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(rng.choice(controller.legal_actions(seat)), seat)
    controller.blockSignals(False)
    controller.state_changed.emit()
    controller.game_over.emit(controller.state.scores())
    screen = window.score_screen
    assert window.stack.currentWidget() is screen
    assert "Tie-break: coins left" in rows(screen)
    assert screen.chart.isVisible() and len(screen.chart.history) == controller.state.round_number()

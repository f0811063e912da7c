"""The side panel says each seat's running score the way its game counts: halves as halves, Dale in stacks."""

from __future__ import annotations

from engine import games
from gui.boards.base import Board, BoardContext
from gui.boards.dale import BOARD as DALE_BOARD
from gui.seats import SeatSetup
from gui.widgets.players_panel import PlayersPanel

SEATS = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange", "ai", "easy")]


def test_a_half_point_running_score_is_shown_as_a_half(qapp) -> None:  # noqa: ANN001
    board = Board(BoardContext(games.get("merkator"), SEATS))
    assert board.score_text(53.5) == "53½ points"
    assert board.score_text(1) == "1 point" and board.score_text(12) == "12 points"
    panel = PlayersPanel()
    panel.show_players(SEATS, [board.score_text(53.5), board.score_text(41)], [0], -1, ["", ""])
    assert "<b>53½</b> points" in panel.rows[0].text() and "<b>41</b> points" in panel.rows[1].text()


def test_dale_counts_stacks_not_points(qapp) -> None:  # noqa: ANN001
    board = DALE_BOARD(BoardContext(games.get("dale"), SEATS))
    assert board.score_text(1) == "1 stack" and board.score_text(5) == "5 stacks"
    panel = PlayersPanel()
    panel.show_players(SEATS, [board.score_text(5), None], [1], -1, ["", ""])
    assert "<b>5</b> stacks" in panel.rows[0].text() and "point" not in panel.rows[0].text()


def test_the_game_screen_passes_halves_through(qapp) -> None:  # noqa: ANN001
    from gui.controller import GameController
    from gui.settings import Settings
    from gui.widgets.game_screen import GameScreen

    screen = GameScreen(GameController(ai_delay_ms=10**7), Settings(ai_delay_ms=0, animation_speed="off"))
    assert screen.running_scores({"scores": [{"total": 53.5}, {"total": 40}, {"total": True}]}) == [53.5, 40, None]

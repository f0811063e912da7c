"""The log follows the game on every board: newest line in sight, one line per move, rounds where they belong."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine import games
from engine.core.events import Event
from gui.boards.base import Board, BoardContext
from gui.widgets.game_screen import GameScreen
from gui.widgets.log_story import compose_log
from gui.widgets.log_widget import INDENT, LogLine, LogWidget
from tests.gui.boards import ScreenMaker

BOARDS = ("speicherstadt", "merkator", "dale")
MOVES = 210


@pytest.fixture
def maker(qtbot) -> Iterator[dict[str, ScreenMaker]]:  # noqa: ANN001
    made: dict[str, ScreenMaker] = {}

    def get(game_id: str) -> ScreenMaker:
        if game_id not in made:
            made[game_id] = ScreenMaker(qtbot, games.get(game_id))
        return made[game_id]

    yield get  # type: ignore[misc]
    for one in made.values():
        one.close()


def play(widget: GameScreen, moves: int, rng: random.Random) -> int:
    """Random moves for every seat, the screen redrawn after each burst as the controller would."""
    controller = widget.controller
    played = 0
    while played < moves and not controller.is_over():
        burst = rng.randint(1, 20)
        controller.blockSignals(True)
        try:
            for _ in range(burst):
                if controller.is_over():
                    break
                seat = controller.state.to_move()[0]
                assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
                played += 1
        finally:
            controller.blockSignals(False)
        controller.state_changed.emit()
        if widget.viewer is None and controller.human_seats_to_move():
            widget.reveal()
        assert_newest_in_sight(widget)
    return played


def assert_newest_in_sight(widget: GameScreen) -> None:
    QApplication.processEvents()
    log = widget.log
    assert log.newest_line_visible(), f"the newest log line is out of sight: {log.lines()[-1]!r}"
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum()
    # the rows lie one under the other: wrapped lines never overlap the next one
    rects = [log.visualItemRect(log.item(row)) for row in range(log.count())]
    shown = [r for r in rects if r.intersects(log.viewport().rect())]
    for upper, lower in zip(shown, shown[1:], strict=False):
        assert upper.bottom() < lower.top(), "two log lines overlap"


@pytest.mark.parametrize("game_id", BOARDS)
def test_the_log_shows_the_newest_line_after_every_burst_of_moves(maker, game_id: str, tmp_path: Path) -> None:  # noqa: ANN001
    widget = maker(game_id)(("human", "ai", "ai"), seed=11)
    widget.show()
    played = play(widget, MOVES, random.Random(5))
    assert played >= min(MOVES, len(widget.controller.match.history))
    assert len(widget.controller.match.history) >= 200 or widget.controller.is_over()
    assert widget.log.count() > 60  # far more than fits: the list must scroll
    newest = widget.log.lines()[-1]

    # a narrower side panel rewraps the lines; the newest stays in sight
    widget.resize(1100, 700)
    assert_newest_in_sight(widget)

    # loading a save shows its newest line too
    path = tmp_path / "game.kontor.json"
    assert widget.controller.save(path)
    widget.controller.restart()
    assert widget.controller.load(path)
    assert_newest_in_sight(widget)
    assert widget.log.lines()[-1] == newest


@pytest.mark.parametrize("game_id", BOARDS)
def test_a_move_is_read_once(maker, game_id: str) -> None:  # noqa: ANN001
    widget = maker(game_id)(("human", "human", "human"), seed=4)
    widget.show()
    play(widget, 120, random.Random(9))
    lines = widget.log.lines()
    moves = [line for line in lines if not line.startswith(INDENT) and not line.startswith("—")]
    headings = [line for line in lines if line.startswith("—")]
    # each step has at most one line of its own, and a step that opens a round one more under its heading
    assert len(moves) <= len(widget.controller.match.history) + len(headings)
    for upper, lower in zip(lines, lines[1:], strict=False):
        # "Eva: Place a worker in column 2" right above "Eva places a worker in column 2" is the move twice
        told_twice = re.match(r"^(\w+): ", upper) and lower.strip().startswith(upper.split(":")[0] + " ")
        assert not told_twice, f"told twice: {upper!r} / {lower!r}"


def test_the_step_that_ends_a_round_is_listed_under_that_round(maker) -> None:  # noqa: ANN001
    widget = maker("speicherstadt")(("human", "ai", "ai"), seed=11)
    widget.show()
    play(widget, 150, random.Random(5))
    lines = widget.log.lines()
    headings = [i for i, line in enumerate(lines) if line.startswith("— Round")]
    assert len(headings) >= 3
    # the log is never rounds behind: its last heading is the round being played
    assert lines[headings[-1]] == f"— Round {widget.controller.state.round_number()} —"
    for index in headings[1:]:
        number = re.search(r"\d+", lines[index]).group()  # type: ignore[union-attr]
        # the heading opens the round: the line under it announces that very round
        assert f"Round {number} begins" in lines[index + 1]
        # the income that ends the round before stays under that round, just above the heading
        assert "income" in "".join(lines[index - 6:index])


def test_a_hot_seat_handover_keeps_the_newest_line_in_sight(maker) -> None:  # noqa: ANN001
    widget = maker("dale")(("human", "human"), seed=3)
    widget.show()
    rng = random.Random(2)
    controller = widget.controller
    for _ in range(60):
        seat = controller.state.to_move()[0]
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        assert_newest_in_sight(widget)
        if widget.viewer is None:  # the handover screen: the log still shows the newest public line
            widget.reveal()
            assert_newest_in_sight(widget)


class _Narrator(Board):
    log_actions = False
    cancel_actions = frozenset({"cancel"})

    def describe_event(self, event: Event, view: dict) -> str | None:
        return event.params.get("text")

    def describe_action(self, action, view) -> str:  # noqa: ANN001
        return action.kind

    def action_is_public(self, seat: int, action, viewer: int | None) -> bool:  # noqa: ANN001
        return True


def test_untold_choices_are_replaced_by_the_move_that_tells_them() -> None:
    from engine.core.actions import Action
    from engine.core.match import Step

    board = _Narrator(BoardContext(games.get("dale")))

    def step(seat: int, kind: str, *texts: str, round_: int | None = None) -> Step:
        events = tuple(Event("said", {"text": t}, seat=seat) for t in texts)
        if round_ is not None:
            events += (Event("turn_started", {"round": round_, "text": f"Round {round_} starts."}),)
        return Step(seat, Action(kind), events, False)

    history = [step(0, "buy"), step(0, "cancel"), step(0, "buy"), step(0, "pay", "Eva bought the Cart.",
               round_=2), step(1, "pick")]
    lines = compose_log(board, history, ["Eva", "Tom"], [1, 1, 1, 1, 2], [], {}, None)
    assert lines == [LogLine(1, "Eva bought the Cart."), LogLine(2, "Round 2 starts."), LogLine(2, "Tom: pick")]

    log = LogWidget()
    log.show_entries(lines)
    assert log.lines() == ["— Round 1 —", "Eva bought the Cart.", "— Round 2 —", "Round 2 starts.", "Tom: pick"]
    log.show_entries(lines[:2] + [LogLine(2, "Tom: pass")])
    assert log.lines()[-1] == "Tom: pass" and log.count() == 5

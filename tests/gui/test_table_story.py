"""The table tells what the others did: marks on changed spaces, a summary line, travelling pieces, notices."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from engine import games
from engine.core.events import Event
from gui.boards.base import Board, BoardContext
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import ScreenMaker


@pytest.fixture
def speicherstadt(qtbot) -> Iterator[ScreenMaker]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, games.get("speicherstadt"))
    yield maker
    maker.close()


@pytest.fixture
def dale(qtbot) -> Iterator[ScreenMaker]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, games.get("dale"))
    yield maker
    maker.close()


def marked(widget: GameScreen) -> set[str]:
    return {mark.space_id for mark in widget.change_marks}


def test_an_ai_move_stays_marked_and_summarised_until_the_player_moves(qtbot, speicherstadt) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "ai"), seed=5, ai_delay_ms=0)
    widget.show()
    controller = widget.controller
    qtbot.waitUntil(lambda: controller.human_seats_to_move() == [0], timeout=10_000)
    place = next(a for a in controller.legal_actions(0) if a.kind == "place")
    assert controller.submit(place, 0)
    qtbot.waitUntil(lambda: controller.human_seats_to_move() == [0] and controller.match.history[-1].seat == 1,
                    timeout=10_000)
    tom = controller.match.history[-1]
    assert tom.action.kind == "place"
    column = int(tom.action.args[0])
    space = len(controller.view(0)["display"][column]["workers"]) - 1
    # the column Tom took and Tom's panel glow; Eva's own move is not marked
    assert {f"column:{column}", "seat:1"} <= marked(widget)
    assert "seat:0" not in marked(widget)
    # the summary line over the board tells Tom's move as the log does
    assert widget.story_bar.isVisible()
    told = f"Tom places a worker in column {column + 1} (space {space + 1})."
    assert widget.story_bar.full_text == told
    assert widget.log.lines()[-1] == told
    # Tom's worker travelled from Tom's panel to the column
    assert f"placed:{column}:{space}" in widget.gliding

    # the marks and the summary go when Eva moves
    move = next(a for a in controller.legal_actions(0) if a.kind == "place")
    controller.ai_delay_ms = 60_000
    assert controller.submit(move, 0)
    assert not widget.change_marks and not widget.story_bar.isVisible()


def test_a_hot_seat_player_sees_what_happened_since_their_own_move_and_nothing_hidden(dale) -> None:  # noqa: ANN001
    widget = dale(("human", "human"), seed=3)
    widget.show()
    controller = widget.controller
    rng = random.Random(4)
    seen_tom = False
    for _ in range(400):
        seat = controller.state.to_move()[0]
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        if widget.viewer is None:  # the handover: nothing of the table is shown, nothing marked
            assert not widget.change_marks and not widget.story_bar.isVisible()
            widget.reveal()
        if widget.viewer == 1 and controller.match.history[-1].seat == 0:
            seen_tom = True
            # every mark and line comes from what Tom may see: his own view and the log shown to him
            board = widget.board
            since, states = widget.story.baselines[1]
            assert states.keys() <= board.space_states(controller.view(1)).keys()
            assert marked(widget) == widget.story.changed(board, 1, controller.view(1)) & set(widget.scene.spaces
                                                                                                | widget.scene.drag.targets.keys()
                                                                                                | widget.scene.drag.pieces.keys())
            shown = {line.strip() for line in widget.log.lines()}
            for line in widget.story_bar.shown:
                assert line in shown
            assert marked(widget), "Eva's turn changed nothing on Tom's table"
            break
    assert seen_tom


def play_until(widget: GameScreen, code: str, seed: int) -> None:
    """Random moves (with the screen redrawn after each) until an event ``code`` happened."""
    controller = widget.controller
    rng = random.Random(seed)
    for _ in range(3000):
        if any(e.code == code for e in controller.match.history[-1].events) if controller.match.history else False:
            return
        assert not controller.is_over()
        seat = controller.state.to_move()[0]
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
    raise AssertionError(f"no {code} came")


def test_a_fire_gets_a_notice_with_who_gained_and_lost(qtbot, speicherstadt) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "human"), seed=2)
    widget.show()
    play_until(widget, "fire_resolved", 3)
    notice = widget.notice_card
    assert notice.isVisible()
    fire = next(e for e in widget.controller.match.history[-1].events if e.code == "fire_resolved")
    text = widget.board.describe_event(fire, widget.current_view)
    assert text in notice.text.text()
    assert "firemen strength" in text and ("gain" in text or "nobody gains" in text)
    qtbot.mouseClick(notice, Qt.MouseButton.LeftButton)
    assert not notice.isVisible()
    # a notice is told once: the next redraw does not bring it back
    widget.refresh()
    assert not notice.isVisible()


def test_the_end_of_the_game_gets_a_notice_that_fades(speicherstadt) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "human"), seed=2)
    widget.show()
    controller = widget.controller
    rng = random.Random(1)
    controller.blockSignals(True)
    while True:
        seat = controller.state.to_move()[0]
        actions = controller.legal_actions(seat)
        twin = controller.state.clone()
        move = rng.choice(actions)
        twin.apply(seat, move)
        if twin.is_over():
            break
        controller.submit(move, seat)
    controller.blockSignals(False)
    widget.refresh()
    widget.notice_card.dismiss()
    controller.submit(move, seat)  # the last move, redrawn on its own
    assert widget.notice_card.isVisible()
    assert "The game is over" in widget.notice_card.text.text()
    widget.notice_card.fade_out()  # animations are off: the notice goes at once
    assert not widget.notice_card.isVisible()


def test_a_board_without_story_hooks_marks_its_seats() -> None:
    board = Board(BoardContext(games.get("speicherstadt")))
    view = {"players": [{"coins": 1}, {"coins": 2}]}
    assert board.space_states(view) == {"seat:0": {"coins": 1}, "seat:1": {"coins": 2}}
    assert board.big_moment(Event("card_bought"), view) is None
    assert board.origin_of("worker:1", view) is None


@pytest.mark.parametrize(("speed", "ms"), [("off", 0), ("fast", 150), ("normal", 250), ("slow", 300)])
def test_pieces_travel_for_150_to_300_ms_by_the_animation_setting(speicherstadt, speed: str, ms: int) -> None:  # noqa: ANN001
    widget = speicherstadt(("human", "human"), seed=1)
    widget.settings.animation_speed = speed
    assert widget.travel_ms() == ms


def test_a_notice_of_many_lines_shows_the_newest_and_points_to_the_log(qapp) -> None:  # noqa: ANN001
    from gui.widgets.table_story import NOTICE_LINES, NoticeCard

    card = NoticeCard()
    card.tell([f"line {i}" for i in range(20)], 0)
    shown = card.text.text().split("\n")
    assert len(shown) == NOTICE_LINES and shown[-1] == "line 19" and "more in the log" in shown[0]
    assert "line 0" in card.toolTip()
    card.dismiss()
    card.tell(["alone"], 0)
    assert card.text.text() == "alone"


def test_dale_cards_travel_when_the_others_buy_or_build(dale) -> None:  # noqa: ANN001
    widget = dale(("human", "ai"), seed=3)
    controller = widget.controller
    rng = random.Random(3)
    travelled: set[str] = set()
    for _ in range(400):
        if controller.is_over() or {"card:bought", "card:built"} <= travelled:
            break
        seat = controller.state.to_move()[0]
        before = controller.view(0)
        assert controller.submit(rng.choice(controller.legal_actions(seat)), seat)
        if seat != 1:
            continue
        after = controller.view(0)
        stall_before = sum(len(stack) for stack in before["players"][1].get("stall") or [])
        stall_after = sum(len(stack) for stack in after["players"][1].get("stall") or [])
        cards = [p for p in widget.gliding if p.startswith("card:")]
        if len(after["players"][1].get("discard") or []) > len(before["players"][1].get("discard") or []) and cards:
            travelled.add("card:bought")  # a card left the market for Tom's discard pile, or his hand for it
        if stall_after > stall_before:
            assert cards, "a stack built by Tom appeared without travelling from his panel"
            travelled.add("card:built")
    assert "card:built" in travelled or "card:bought" in travelled


def test_the_summary_line_shows_the_newest_moves_whole(qtbot) -> None:  # noqa: ANN001
    """Never "…ace 6. · Tom moved…": older moves are left out whole and counted, the newest kept whole."""
    from PySide6.QtWidgets import QWidget

    from gui.widgets.table_story import StoryBar

    view = QWidget()
    qtbot.addWidget(view)
    view.resize(520, 400)
    bar = StoryBar(view)
    moves = [f"Move {i}: Oliver moved the black rail on the Trans-Siberian Railway to space {i}." for i in range(6)]
    bar.tell(moves)
    assert bar.shown and bar.shown == moves[-len(bar.shown):], "the newest moves, in order"
    assert "…" not in bar.text()
    assert bar.text().endswith(moves[-1]) and "earlier in the log" in bar.text()
    assert bar.width() <= view.width() and bar.heightForWidth(bar.width()) <= bar.height()

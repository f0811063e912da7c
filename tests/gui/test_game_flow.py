"""Drives the real window: start screen, new game, moves, AI replies, undo/redo, save, load."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog

import gui.controller as controller_module
from engine.core.actions import Action
from gui.app import MainWindow
from gui.boards.generic import PLAY_AREA, action_piece_id
from gui.settings import Settings
from gui.widgets.new_game import NewGameDialog
from tests.gui.conftest import answer_modal


def fill_tiny_dialog(dialog: QDialog, ai_seats: tuple[int, ...] = (1,), players: int = 2) -> None:
    assert isinstance(dialog, NewGameDialog)
    dialog.game.setCurrentIndex(dialog.game.findData("tiny"))
    dialog.players.setCurrentIndex(dialog.players.findData(players))
    for seat, row in enumerate(dialog.rows[:players]):
        row.name.setText(["Eva", "Adam", "Ida", "Olga"][seat])
        kind: QComboBox = row.kind
        kind.setCurrentIndex(kind.findData("ai:easy" if seat in ai_seats else "human"))
    dialog.seed.setText("7")
    dialog.accept()


def start_tiny(qtbot, window: MainWindow, ai_seats: tuple[int, ...] = (1,), players: int = 2) -> None:  # noqa: ANN001
    tile = next(t for t in window.start_screen.tiles if t.game_id == "tiny")
    answer_modal(lambda dialog: fill_tiny_dialog(dialog, ai_seats, players))
    with qtbot.waitSignal(window.controller.match_started, timeout=5000):
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen


def test_play_undo_redo_save_load(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    threads: list[int] = []
    real_make_ai = controller_module.make_ai

    def tracking_ai(level: str, seed: int):  # noqa: ANN202
        player = real_make_ai(level, seed)
        choose = player.choose

        def choose_and_record(state, seat):  # noqa: ANN001, ANN202
            threads.append(threading.get_ident())
            return choose(state, seat)

        player.choose = choose_and_record  # type: ignore[method-assign]
        return player

    monkeypatch.setattr(controller_module, "make_ai", tracking_ai)
    controller = window.controller
    controller.ai_delay_ms = 60_000  # the AI's bid waits, so the person's bid can be undone
    window.settings.tours_seen.append("tiny")  # the tour would let the AI wait (tested on its own)
    start_tiny(qtbot, window)
    screen = window.game_screen
    assert controller.match is not None and controller.match.game_id == "tiny"
    assert [s.name for s in controller.seats] == ["Eva", "Adam"]
    assert controller.match.auto_seats == frozenset({1})
    assert screen.prompt.text().startswith("<b>Eva</b>")

    # the person bids through the keyboard list of available actions
    assert screen.actions_list.count() == 2
    screen.activate_action(1)
    assert controller.match.moves == [(0, Action("bid", (1,)))]
    assert screen.undo_button.isEnabled()

    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert controller.match.moves == []
    assert screen.redo_button.isEnabled()

    controller.ai_delay_ms = 0
    with qtbot.waitSignal(controller.events_applied, timeout=10_000,
                          check_params_cb=lambda seat, events: seat == 1):
        qtbot.mouseClick(screen.redo_button, Qt.MouseButton.LeftButton)
    assert controller.match.moves[0] == (0, Action("bid", (1,)))
    assert controller.match.moves[1][0] == 1
    assert threads and all(ident != threading.get_ident() for ident in threads)

    # Eva now plays a card by a (simulated) drop on the play area; Adam answers
    assert controller.state.to_move() == [0]
    card = screen.current_actions[0]
    piece = action_piece_id(card)
    assert piece in screen.scene.drag.pieces
    with qtbot.waitSignal(controller.events_applied, timeout=10_000,
                          check_params_cb=lambda seat, events: seat == 1):
        assert screen.scene.drag.finish(piece, PLAY_AREA)
    assert controller.match.moves[2] == (0, card)
    qtbot.waitUntil(lambda: controller.human_seats_to_move() == [0], timeout=5000)
    log = screen.log.lines()
    assert any("Round 1" in line for line in log)
    assert any(line.startswith("Eva:") for line in log)

    path = tmp_path / "game.kontor.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.save_game()
    saved_view = controller.view(0)
    saved_moves = controller.match.moves
    saved_seats = controller.seats

    controller.restart()
    assert controller.match.moves == [] or controller.match.moves[0][0] == 1
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert window.load_game()
    assert controller.match.moves == saved_moves
    assert controller.view(0) == saved_view
    assert controller.seats == saved_seats
    assert screen.current_view == saved_view


def test_corrupt_save_shows_error_and_keeps_game(qtbot, window: MainWindow, tmp_path: Path,  # noqa: ANN001
                                                 no_blocking_dialogs: list[str]) -> None:
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    window.game_screen.activate_action(0)
    before_moves = window.controller.match.moves
    before_view = window.controller.view(0)
    broken = tmp_path / "broken.kontor.json"
    broken.write_text('{"format": "kontor-save", "version": 1, "game": "tiny", "actions": [', encoding="utf-8")
    assert not window.open_save(broken)
    assert len(no_blocking_dialogs) == 1
    assert "damaged" in no_blocking_dialogs[0]
    wrong_move = tmp_path / "wrong.kontor.json"
    wrong_move.write_text('{"format": "kontor-save", "version": 1, "game": "tiny", '
                          '"config": {"players": 2}, "actions": [[0, "play:9"]]}', encoding="utf-8")
    assert not window.open_save(wrong_move)
    assert "cannot be replayed" in no_blocking_dialogs[1]
    assert window.controller.match.moves == before_moves
    assert window.controller.view(0) == before_view
    assert window.stack.currentWidget() is window.game_screen


def test_rejected_drop_changes_nothing_and_says_why(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    screen = window.game_screen
    drag = screen.scene.drag
    piece = action_piece_id(screen.current_actions[0])
    with qtbot.waitSignal(drag.drop_rejected, timeout=1000):
        assert not drag.finish(piece, "")
    assert window.controller.match.moves == []
    assert "highlighted" in screen.prompt.text()


def test_picking_a_piece_lights_exactly_its_targets(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    drag = window.game_screen.scene.drag
    piece = action_piece_id(window.game_screen.current_actions[0])
    drag.pick(piece)
    assert {t for t, item in drag.targets.items() if item.highlight == "lit"} == {PLAY_AREA}
    drag.release()
    assert all(item.highlight == "" for item in drag.targets.values())


def test_autosave_offers_continue_after_restart(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    window.game_screen.activate_action(0)
    moves = window.controller.match.moves
    window.controller.shutdown()
    window.close()

    second = MainWindow(Settings(ai_delay_ms=60_000))
    qtbot.addWidget(second)
    assert second.start_screen.continue_button.isVisibleTo(second.start_screen)
    qtbot.mouseClick(second.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert second.controller.match is not None
    assert second.controller.match.moves == moves
    second.controller.shutdown()


def test_game_over_shows_the_scoring_screen(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    controller = window.controller
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(controller.legal_actions(seat)[0], seat)
    assert window.stack.currentWidget() is window.score_screen
    table = window.score_screen.table
    assert table.verticalHeaderItem(0).text() == "Cards"
    scores = controller.state.scores()
    assert [table.item(1, c).text() for c in range(2)] == [str(s.total) for s in scores]
    winner = controller.seats[controller.state.winners()[0]].name
    assert winner in window.score_screen.winner.text()
    first_match = controller.match
    qtbot.mouseClick(window.score_screen.again_button, Qt.MouseButton.LeftButton)
    assert controller.match is not first_match and controller.match.moves == []
    assert controller.match.config.names == first_match.config.names
    assert window.stack.currentWidget() is window.game_screen
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(controller.legal_actions(seat)[0], seat)
    qtbot.mouseClick(window.score_screen.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_screen
    assert not window.start_screen.continue_button.isVisibleTo(window.start_screen)


@pytest.mark.parametrize("level", ["easy"])
def test_ai_only_game_moves_by_itself(qtbot, window: MainWindow, level: str) -> None:  # noqa: ANN001
    from engine import games
    from engine.core.game import GameConfig
    from gui.seats import SeatSetup

    seats = [SeatSetup("A", "blue", "ai", level), SeatSetup("B", "orange", "ai", level)]
    window.controller.new_game(games.get("tiny"), GameConfig(2, 3, {}, ("A", "B")), seats)
    qtbot.waitUntil(lambda: len(window.controller.match.history) >= 3, timeout=10_000)
    assert window.game_screen.viewer is None


def test_command_line_language() -> None:
    from gui.app import parse_args

    assert parse_args(["--lang", "cs"]).lang == "cs"
    assert parse_args(["--smoke"]).smoke


def test_log_leaves_out_move_lines_when_the_events_tell_the_move(qtbot, window: MainWindow,  # noqa: ANN001
                                                                  monkeypatch) -> None:
    import gui.boards as boards
    from gui.boards.generic import GenericBoard

    class NarratingBoard(GenericBoard):
        log_actions = False

        def describe_event(self, event, view):  # noqa: ANN001, ANN202
            return "a card was played" if event.code == "card_played" else None

    monkeypatch.setitem(boards._boards, "tiny", NarratingBoard)
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    controller = window.controller
    controller.submit(Action("bid", (1,)), 0)
    controller.submit(Action("bid", (0,)), 1)
    controller.submit(controller.legal_actions(0)[0], 0)
    lines = window.game_screen.log.lines()
    assert lines[-1] == "a card was played"  # told by the event, no "Eva: Play" line before it
    assert lines[-2].startswith("Adam")  # a bid has no event sentence, so its move line stays

    # a board may leave such steps out entirely when a later event tells the whole move
    NarratingBoard.quiet_actions = frozenset({"bid"})
    window.game_screen.refresh()
    quiet = window.game_screen.log.lines()
    assert quiet[-1] == "a card was played"
    assert len(quiet) == len(lines) - 2  # both bids gone


def test_the_keyboard_alone_plays_a_move(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.controller.ai_delay_ms = 60_000
    start_tiny(qtbot, window)
    actions_list = window.game_screen.actions_list
    qtbot.keyClick(actions_list, Qt.Key.Key_Down)
    qtbot.keyClick(actions_list, Qt.Key.Key_Return)
    assert window.controller.match.moves == [(0, Action("bid", (1,)))]

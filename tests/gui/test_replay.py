"""Review and replay in the window: from the score screen and from a save, in the background, step by
step with the keyboard, the costliest moves shown on the table, hidden cards hidden until asked for."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer

from engine import games
from engine.ai import parallel
from engine.ai.review import BUDGET, Budget, Review, review_match
from engine.ai.review_file import load_reviewed, save_reviewed
from engine.core.game import GameConfig
from engine.core.match import Match
from gui.app import MainWindow
from gui.seats import SeatSetup, seats_to_extra

SMALL = Budget(iterations=30, alone=15, probes=3)
EVA_AND_TOM = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange", "ai", "easy")]


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("gui.review_runner.BUDGET", SMALL)


def random_match(game_id: str, players: int, seed: int = 3, people: int = 1) -> Match:
    """A whole game of random moves; the first ``people`` seats are people, the rest AI seats."""
    ruleset = games.get(game_id)
    names = ("Eva", "Tom", "Ida", "Ole")[:players]
    match = Match(ruleset, GameConfig(players, seed, {}, names), auto_seats=range(people, players))
    rng = random.Random(seed)
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return match


def seats_of(match: Match) -> list[SeatSetup]:
    colours = ("blue", "orange", "green", "vermilion")
    return [SeatSetup(name, colours[s], "ai" if s in match.auto_seats else "human", "easy")
            for s, name in enumerate(match.config.names)]


def test_the_score_screen_reviews_the_game_in_the_background_and_lists_the_costliest_moves(
        qtbot, window: MainWindow) -> None:  # noqa: ANN001
    controller = window.controller
    controller.pause_ai(True)
    assert controller.new_game(games.get("speicherstadt"), GameConfig(2, 5, {}, ("Eva", "Tom")), EVA_AND_TOM)
    rng = random.Random(5)
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(rng.choice(controller.legal_actions(seat)), seat)
    assert window.stack.currentWidget() is window.score_screen
    screen = window.replay_screen
    with qtbot.waitSignal(screen.runner.finished, timeout=120_000):
        qtbot.mouseClick(window.score_screen.review_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is screen
        assert screen.panel.progress.isVisibleTo(screen) and screen.panel.cancel_button.isVisibleTo(screen)
    review = screen.review
    assert review is not None and review.complete and review.seats == (0,)  # Eva, the person
    assert not screen.panel.progress.isVisibleTo(screen)
    texts = [screen.panel.costly.item(row).text() for row in range(screen.panel.costly.count())]
    assert texts[0].startswith("Eva: ") and "best move" in texts[0]
    costly = review.costliest(0)
    assert costly and all(f"Move {j.index + 1} — " in text for j, text in zip(costly, texts[1:], strict=False))
    # a click on the costliest move shows the position before it with the better move, seen by Eva
    screen.panel.costly.itemClicked.emit(screen.panel.costly.item(1))
    assert screen.position == costly[0].index and screen.viewer == 0
    assert screen.better_button.isChecked() and screen.better_button.text() == "Show the move played"
    assert "after the better move" in screen.verdict_line.text()
    assert f"Move {costly[0].index + 1} of" in screen.move_line.text()
    # the review stays with the game: opening it again runs nothing
    assert window.table_review is not None and window.table_review[1] is review
    qtbot.mouseClick(screen.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.score_screen
    window.review_current_game()
    assert not screen.runner.running() and screen.review is review


def test_the_arrow_keys_the_slider_and_the_buttons_step_through_the_game(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    match = random_match("speicherstadt", 2)
    review = review_match(match.ruleset, match.config, match.moves, [0], SMALL)
    window._open_replay(match, seats_of(match), {}, review, None)
    screen = window.replay_screen
    assert not screen.runner.running()  # a whole review is not made again
    assert screen.position == 0 and screen.back_step.isEnabled() is False
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert screen.position == 2 and screen.slider.value() == 2
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    assert screen.position == 1
    qtbot.keyClick(screen, Qt.Key.Key_End)
    assert screen.position == len(match.moves) and screen.move_line.text() == "The game is over."
    screen.slider.setValue(7)
    assert screen.position == 7
    assert len(screen.log.lines()) > 0
    qtbot.mouseClick(screen.first_button, Qt.MouseButton.LeftButton)
    assert screen.position == 0
    qtbot.mouseClick(screen.costly_next, Qt.MouseButton.LeftButton)
    first = next(j for j in review.judgements if j.verdict in ("inaccuracy", "mistake", "blunder") and j.index)
    assert screen.position == first.index
    assert screen.chart.position == first.index


def test_hidden_cards_stay_hidden_until_the_game_is_over_and_everything_is_asked_for(
        qtbot, window: MainWindow) -> None:  # noqa: ANN001
    match = random_match("dale", 2)
    window._open_replay(match, seats_of(match), {}, None, None)
    screen = window.replay_screen
    screen.runner.cancel()
    qtbot.waitUntil(lambda: not screen.runner.running(), timeout=30_000)
    viewers = [screen.viewer_box.itemData(row) for row in range(screen.viewer_box.count())]
    assert viewers == [0, None]  # Eva, or what everybody sees: never Tom's hand
    assert screen.reveal_box.isEnabled()  # the game is over
    screen.reveal_box.setChecked(True)
    viewers = [screen.viewer_box.itemData(row) for row in range(screen.viewer_box.count())]
    assert viewers == [0, 1, None]
    screen.viewer_box.activated.emit(1)
    assert screen.viewer == 1
    unfinished = Match(match.ruleset, match.config, match.moves[:60], auto_seats=match.auto_seats)
    window._open_replay(unfinished, seats_of(match), {}, None, None)
    screen.runner.cancel()
    assert not screen.reveal_box.isEnabled()
    assert [screen.viewer_box.itemData(row) for row in range(screen.viewer_box.count())] == [0, None]


def test_a_saved_game_is_reviewed_from_the_menu_and_the_review_is_kept_in_its_file(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    match = random_match("jantaris", 3, people=1)
    path = tmp_path / "jantaris.kontor.json"
    save_reviewed(path, match, seats_to_extra(seats_of(match)), None)
    monkeypatch.setattr("gui.app.QFileDialog.getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    screen = window.replay_screen
    with qtbot.waitSignal(screen.runner.finished, timeout=120_000):
        assert window.review_saved_game()
    _match, _extra, kept = load_reviewed(path)
    assert kept is not None and kept.complete and kept.seats == (0,)
    assert path.with_name(path.name + ".bak").exists()
    # cut short, the review keeps what it judged and goes on later
    part = Review(kept.game, kept.seats, kept.measure, kept.budget, kept.judgements[:4], complete=False)
    save_reviewed(path, match, seats_to_extra(seats_of(match)), part)
    with qtbot.waitSignal(screen.runner.finished, timeout=120_000):
        assert window.review_saved_game()
    assert load_reviewed(path)[2].judgements == kept.judgements


def test_a_save_with_a_damaged_review_is_refused_with_the_field_named(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
        no_blocking_dialogs: list[str]) -> None:
    match = random_match("speicherstadt", 2)
    review = review_match(match.ruleset, match.config, match.moves, [0], Budget(5, 5, 1))
    path = tmp_path / "bad.kontor.json"
    save_reviewed(path, match, {}, review)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["review"]["decisions"][1]["best"] = "sell:" + "x" * 500
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr("gui.app.QFileDialog.getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    assert not window.review_saved_game()
    assert no_blocking_dialogs and "review.decisions[1].best" in no_blocking_dialogs[-1]
    assert window.stack.currentWidget() is not window.replay_screen


def lit_items(screen) -> int:  # noqa: ANN001
    drag = screen.scene.drag
    return sum(getattr(item, "highlight", "") == "lit" for item in [*drag.pieces.values(), *drag.targets.values()])


@pytest.mark.parametrize(("game_id", "players"), [("speicherstadt", 2), ("merkator", 1), ("railroads", 2),
                                                  ("jantaris", 3), ("dale", 2)])
def test_every_game_replays_move_by_move_and_shows_its_costliest_moves_on_the_table(
        qtbot, window: MainWindow, game_id: str, players: int) -> None:  # noqa: ANN001
    match = random_match(game_id, players, seed=4)
    review = review_match(match.ruleset, match.config, match.moves, [0], Budget(8, 6, 2))
    window._open_replay(match, seats_of(match), {}, review, None)
    screen = window.replay_screen
    total = len(match.moves)
    for position in range(0, total + 1, max(1, total // 40)):
        screen.go_to(position)
        assert screen.move_line.text()
    costliest = review.costliest(0)
    assert costliest, "a game of random moves has costly ones"
    shown = 0
    for judgement in costliest:
        screen.show_decision(judgement.index)
        assert screen.position == judgement.index and screen.viewer == 0
        assert screen.better_button.isChecked() and screen.verdict_line.text()
        shown += lit_items(screen) > 0
    assert shown, "the better move is lit on the table"
    guard = screen.board
    assert guard is not None and not guard.failures and not guard.build_failed


def test_the_review_searches_in_the_ai_processes_and_the_window_keeps_ticking(
        qtbot, window: MainWindow, ai_processes, searches_seen, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    qtbot.waitUntil(parallel.ready, timeout=60_000)
    here, there = searches_seen.here, searches_seen.there
    monkeypatch.setattr("gui.review_runner.BUDGET", BUDGET)  # the review's own budget, as in play
    whole = random_match("speicherstadt", 2, seed=6)
    match = Match(whole.ruleset, whole.config, whole.moves[:24], auto_seats=whole.auto_seats)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.timeout.connect(tick)
    screen = window.replay_screen
    with qtbot.waitSignal(screen.runner.finished, timeout=300_000):
        window._open_replay(match, seats_of(match), {}, None, None)
        window.grab()  # the board's first paint, its scenery drawn once per size, is not the review's work
        wall, cpu = time.perf_counter(), time.process_time()
        last[0] = wall
        ticker.start(5)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    ticker.stop()
    print(f"\nreview: {len(there)} searches in the AI processes, longest gap {1000 * max(gaps):.0f} ms, "
          f"window's process {cpu:.2f} s CPU in {wall:.2f} s, load {os.getloadavg()[0]:.1f}")
    assert screen.review is not None and screen.review.complete and len(there) >= len(screen.review.judgements)
    assert sum(here) == 0, "a search of the review ran in the window's process"
    assert cpu < 0.15 * wall  # the window's process only waits, as while an AI seat thinks
    if os.getloadavg()[0] < (os.cpu_count() or 1):  # where the machine has a core to spare
        assert 1000 * max(gaps) <= 100


def test_a_review_still_running_for_another_game_never_lands_on_the_game_shown_now(
        qtbot, window: MainWindow) -> None:  # noqa: ANN001
    first = random_match("speicherstadt", 2, seed=7)
    window._open_replay(first, seats_of(first), {}, None, None)
    screen = window.replay_screen
    second = random_match("jantaris", 3, seed=7)
    done = review_match(second.ruleset, second.config, second.moves, [0], Budget(5, 5, 1))
    window._open_replay(second, seats_of(second), {}, done, None)
    qtbot.wait(1500)
    assert screen.review is done and not screen.runner.running()
    assert window.table_review is None

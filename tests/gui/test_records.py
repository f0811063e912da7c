"""Statistics and records: counted once per game, kept across runs, a damaged file set aside, shown to players."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import games
from engine.core.game import GameConfig
from gui.app import MainWindow
from gui.records import (
    RecordKeeper,
    Records,
    Seat,
    load_records,
    points_text,
    record_game,
    records_path,
    save_records,
    summary_lines,
)
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.user_files import take_notices


def test_statistics_survive_a_round_trip_through_the_file(tmp_path: Path) -> None:
    records = Records()
    record_game(records, "merkator", [Seat("Eva", 53.5), Seat("Tom", 41), Seat("Bot", 60, human=False)], [2], {})
    record_game(records, "merkator", [Seat("Eva", 48), Seat("Tom", 50)], [1], {})
    record_game(records, "merkator", [Seat("Eva", 62)], [0], {"long_game": False, "no_coins": True})
    path = tmp_path / "statistics.json"
    save_records(records, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1
    loaded, aside = load_records(path)
    assert aside is None
    assert loaded == records
    eva = loaded.games["merkator"].players["Eva"]
    assert (eva.games, eva.wins, eva.best) == (3, 0, 62)  # the solo game is a score, not a win
    assert eva.mean == (53.5 + 48 + 62) / 3
    assert "Bot" not in loaded.games["merkator"].players  # AI seats keep no statistics
    assert loaded.games["merkator"].players["Tom"].wins == 1
    assert list(loaded.games["merkator"].solo) == ['{"long_game":false,"no_coins":true}']


def test_a_record_is_new_only_when_a_best_is_beaten() -> None:
    records = Records()
    assert record_game(records, "dale", [Seat("Eva", 8), Seat("Tom", 5)], [0], {}) == []  # nothing to beat yet
    assert record_game(records, "dale", [Seat("Eva", 7), Seat("Tom", 5)], [0], {}) == []
    found = record_game(records, "dale", [Seat("Eva", 9), Seat("Tom", 6)], [0], {})
    assert [(f.name, f.score, f.previous, f.solo) for f in found] == [("Eva", 9, 8, False), ("Tom", 6, 5, False)]
    # solo records are kept per option set: a new option set starts its own table
    record_game(records, "merkator", [Seat("Eva", 55)], [0], {"x": 1})
    assert record_game(records, "merkator", [Seat("Eva", 50)], [0], {"x": 2}) == []
    solo = record_game(records, "merkator", [Seat("Eva", 61)], [0], {"x": 1})
    assert [(f.score, f.previous, f.solo) for f in solo] == [(61, 55, False), (61, 55, True)]


def test_a_damaged_statistics_file_is_set_aside_never_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    for damage in ("{not json", '{"version": 1, "games": {"dale": {"players": {"Eva": {"games": -1}}}}}',
                   '{"version": 99, "games": {}}', "\udcff".encode("utf-8", "surrogatepass").decode("latin-1")):
        path.write_text(damage, encoding="utf-8", errors="surrogateescape")
        records, aside = load_records(path)
        assert records == Records()
        assert aside is not None and aside.exists() and not path.exists()
        assert aside.read_text(encoding="utf-8", errors="surrogateescape") == damage  # kept, not deleted
    assert len(list(tmp_path.glob("statistics.corrupt-*.json"))) == 4
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")  # nested too deeply for any parser
    assert load_records(path)[0] == Records() and not path.exists()
    good = tmp_path / "good.json"
    save_records(Records(), good)
    good.write_text("\ufeff" + good.read_text(encoding="utf-8"), encoding="utf-8")  # an editor's BOM is fine
    assert load_records(good) == (Records(), None) and good.exists()

    take_notices()
    warnings: list[str] = []
    path.write_text("[]", encoding="utf-8")
    keeper = RecordKeeper(path, warnings.append)
    ruleset = games.get("dale")
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    state = ruleset.new_game(GameConfig(2, 1, {}, ("Eva", "Tom")))
    keeper.count(ruleset, GameConfig(2, 1, {}), seats, state.scores(), [0])
    notices = take_notices()  # the start screen's notice, not a box of its own
    assert warnings == [] and len(notices) == 1 and "statistics.corrupt-" in notices[0]
    assert load_records(path)[0].games["dale"].players["Eva"].games == 1  # counting started afresh


def test_half_points_read_as_halves() -> None:
    assert [points_text(v) for v in (53, 53.5, 0.5, -2, -0.5, 41.25)] == ["53", "53½", "½", "-2", "-½", "41.2"]


def finish_tiny(window: MainWindow, names: tuple[str, ...], seed: int) -> None:
    controller = window.controller
    seats = [SeatSetup(name, colour) for name, colour in zip(names, ("blue", "orange"), strict=False)]
    assert controller.new_game(games.get("tiny"), GameConfig(len(seats), seed, {}, names), seats)
    rng = random.Random(seed)
    while not controller.is_over():
        seat = controller.state.to_move()[0]
        controller.submit(rng.choice(controller.legal_actions(seat)), seat)


def test_finished_games_are_counted_once_and_shown_on_the_start_and_score_screens(
        qtbot, window: MainWindow, kontor_home: Path) -> None:  # noqa: ANN001
    best = 0
    for seed in range(1, 40):
        finish_tiny(window, ("Eva",), seed)
        score = window.controller.state.scores()[0].total
        if best and score > best:
            break  # a solo game that beat the earlier best
        best = max(best, score)
    else:
        raise AssertionError("no solo game beat the first one")
    assert window.stack.currentWidget() is window.score_screen
    assert window.score_screen.records.isVisible()
    assert f"New solo record: Eva, {score} points (best before: {best})" in window.score_screen.records.text()
    stats, _ = load_records(records_path())
    games_played = stats.games["tiny"].players["Eva"].games
    assert games_played == seed

    # an undo and the same finish again do not count the game twice
    window.controller.undo()
    rng = random.Random(0)
    while not window.controller.is_over():
        seat = window.controller.state.to_move()[0]
        window.controller.submit(rng.choice(window.controller.legal_actions(seat)), seat)
    assert load_records(records_path())[0].games["tiny"].players["Eva"].games == games_played

    window.show_start()
    tile = next(t for t in window.start_screen.tiles if t.game_id == "tiny")
    assert tile.records.isVisible()
    assert f"Eva: {games_played} games" in tile.records.text()
    assert "Solo (standard rules): best" in tile.records.text()


def test_a_solo_mode_keeps_its_five_best_scores_best_first() -> None:
    records = Records()
    for score in (40, 55, 38, 61, 47, 52, 30):
        record_game(records, "merkator", [Seat("Eva" if score != 52 else "Ida", score)], [0], {"long_game": True})
    record_game(records, "merkator", [Seat("Tom", 99)], [0], {"long_game": False})  # another mode
    top = records.games["merkator"].solo['{"long_game":true}'].top
    assert top == [(61, "Eva"), (55, "Eva"), (52, "Ida"), (47, "Eva"), (40, "Eva")]
    assert Records.from_json(json.loads(json.dumps(records.to_json()))) == records


def test_the_solo_score_screen_shows_the_best_scores_of_the_same_rules(
        qtbot, window: MainWindow, kontor_home: Path) -> None:  # noqa: ANN001
    scores = []
    for seed in (1, 2, 3):
        finish_tiny(window, ("Eva",), seed)
        scores.append(window.controller.state.scores()[0].total)
    text = window.score_screen.records.text()
    assert window.score_screen.records.isVisible()
    assert "Best solo scores (standard rules): " in text
    shown = text.split("Best solo scores (standard rules): ")[1]
    assert shown.split(" · ") == [f"{points_text(v)} Eva" for v in sorted(scores, reverse=True)]


def test_the_window_starts_with_a_damaged_statistics_file(qtbot, no_blocking_dialogs, kontor_home: Path) -> None:  # noqa: ANN001
    path = records_path()
    path.write_text("{damaged", encoding="utf-8")
    window = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(window)
    assert no_blocking_dialogs == []  # said on the start screen, with any other notice
    assert "statistics.corrupt-1.json" in window.start_screen.notice.text()
    assert list(path.parent.glob("statistics.corrupt-*.json"))
    assert window.start_screen is not None
    assert not any(tile.records.isVisible() for tile in window.start_screen.tiles)
    window.controller.shutdown()


def test_the_start_screen_lines_name_games_wins_best_and_mean() -> None:
    records = Records()
    record_game(records, "dale", [Seat("Eva", 8), Seat("Tom", 5)], [0], {})
    record_game(records, "dale", [Seat("Eva", 7), Seat("Tom", 6)], [1], {})
    lines = summary_lines(records, games.get("dale"), "en")
    assert lines == ["Eva: 2 games, 1 win, best 8, mean 7½", "Tom: 2 games, 1 win, best 6, mean 5½"]

"""A solo result is shown against reference scores of the same rules and modules (Kontor's strong AI, measured
over recorded games) besides the player's own best, and a solo game counts as a score, never as a win."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from engine import games
from engine.core.game import GameConfig, SeatScore
from gui.boards import BoardContext, board_class
from gui.records import Records, Seat, record_game, summary_lines
from gui.seats import default_seats
from gui.widgets.score_screen import ScoreScreen, solo_reference

ROOT = Path(__file__).resolve().parents[2]
SEATS = default_seats(("Eva",))


@pytest.mark.parametrize("game_id", ["railroads", "merkator"])
def test_the_reference_scores_are_the_recorded_games(game_id: str) -> None:
    data = json.loads((ROOT / "engine" / "games" / game_id / "data" / "solo_reference.json").read_text("utf-8"))
    assert data["sets"]
    for entry in data["sets"]:
        lines = (ROOT / entry["runs"]).read_text(encoding="utf-8").splitlines()
        scores = [json.loads(line)["scores"][0] for line in lines if line.strip()]
        assert entry["games"] == len(scores) == 30
        assert entry["mean"] == round(statistics.fmean(scores), 1)
        assert (entry["low"], entry["high"], entry["median"]) == (min(scores), max(scores), statistics.median(scores))
        games.get(game_id).info.validate_options(1, entry["options"])  # options the game knows


def test_a_solo_game_finds_the_reference_of_its_own_rules_and_modules() -> None:
    railroads = games.get("railroads").info.default_options(1)
    assert solo_reference("railroads", railroads)["mean"] == 321.9
    assert solo_reference("railroads", {**railroads, "germany": True, "coal": True})["mean"] == 271.5
    assert solo_reference("railroads", {**railroads, "kiev_medal": "always"}) is None  # a changed rule: none
    assert solo_reference("merkator", games.get("merkator").info.default_options(1))["mean"] == 69.2
    assert solo_reference("speicherstadt", {}) is None


def board_for(game_id: str):  # noqa: ANN201
    return board_class(game_id)(BoardContext(games.get(game_id), default_seats(("Eva",))))


def test_the_score_screen_shows_the_reference_beside_the_own_best(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.show()
    board = board_for("railroads")
    config = games.get("railroads").normalize_config(GameConfig(1, 3, {"extras": True}, ("Eva",)))
    emil = {"emil": {"engineers": ["e1"]}, "players": [{"engineers": ["e2", "e3"]}]}
    screen.show_scores([SeatScore(0, 301, {"kiev": 301}, ())], SEATS, [0], board.category_label, board=board,
                       view=emil, config=config, solo_bests=("standard rules", [(301, "Eva"), (280, "Eva")]))
    assert screen.winner.text() == "Solo against Emil: 301 points"
    assert screen.reference.isVisible()
    assert screen.reference.text() == ("Kontor's strong AI with the same rules and modules: 349.8 on average, "
                                       "from 254 to 471 (30 games)")
    assert "Best solo scores (standard rules): 301 Eva · 280 Eva" in screen.records.text()
    changed = config.with_options({**config.options, "kiev_medal": "always"})
    screen.show_scores([SeatScore(0, 301, {"kiev": 301}, ())], SEATS, [0], board.category_label, board=board,
                       view=emil, config=changed)
    assert not screen.reference.isVisible()  # other rules: no reference to measure against
    two = [SeatScore(0, 301, {"kiev": 301}, ()), SeatScore(1, 200, {"kiev": 200}, ())]
    screen.show_scores(two, default_seats(("Eva", "Tom")), [0], board.category_label, board=board, config=config)
    assert not screen.reference.isVisible()


def test_the_merkator_solo_result_stands_against_the_rulebook_scale_and_the_ai(qtbot) -> None:  # noqa: ANN001
    screen = ScoreScreen()
    qtbot.addWidget(screen)
    screen.show()
    board = board_for("merkator")
    config = games.get("merkator").normalize_config(GameConfig(1, 2, {}, ("Eva",)))
    view = {"solo": {"score": 61, "rating": "experienced", "scale": {"beginner": 55, "experienced": 60, "mega": 80}}}
    screen.show_scores([SeatScore(0, 61, {"contracts_full": 50, "buildings": 11}, (1, 3))], SEATS, [0],
                       board.category_label, board=board, view=view, config=config)
    assert screen.tiebreak.text().startswith("The rulebook's scale: 55 beginner")
    assert "69.2 on average, from 58.5 to 85 (30 games)" in screen.reference.text()


def test_a_solo_game_counts_as_a_score_not_as_a_win() -> None:
    records = Records()
    record_game(records, "merkator", [Seat("Eva", 61)], [0], {})
    record_game(records, "merkator", [Seat("Eva", 40), Seat("Tom", 50)], [1], {})
    eva = records.games["merkator"].players["Eva"]
    assert (eva.games, eva.wins, eva.best) == (2, 0, 61)
    assert next(iter(records.games["merkator"].solo.values())).wins == 0
    assert summary_lines(records, games.get("merkator"), "en")[0].startswith("Eva: 2 games, 0 wins, best 61")

"""A review kept in its save: written and read back, old saves unchanged, hostile review blocks refused by
field, and ``main.py review`` giving the same verdicts as JSON."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import games
from engine.ai import review as reviewing
from engine.ai.review import Budget, review_match
from engine.ai.review_file import load_reviewed, review_to_json, save_reviewed
from engine.cli import run
from engine.core.errors import SaveError
from engine.core.game import GameConfig
from engine.core.match import Match
from engine.core.saves import load_save, save_match

SMALL = Budget(iterations=20, alone=10, probes=2)


@pytest.fixture
def played() -> Match:
    """Thirty random moves of Speicherstadt; Tom (seat 1) is an AI seat."""
    match = Match(games.get("speicherstadt"), GameConfig(2, 9, {}, ("Eva", "Tom")), auto_seats=[1])
    rng = random.Random(9)
    while len(match.history) < 30:
        seat = match.state.to_move()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return match


@pytest.fixture
def reviewed(played: Match, tmp_path: Path) -> Path:
    path = tmp_path / "game.kontor.json"
    save_reviewed(path, played, {"app": "kontor"}, review_match(played.ruleset, played.config, played.moves, [0],
                                                                 SMALL))
    return path


def test_a_review_is_kept_in_its_save_and_read_back(played: Match, reviewed: Path) -> None:
    match, extra, review = load_reviewed(reviewed)
    assert extra == {"app": "kontor"} and match.moves == played.moves
    assert review is not None and review.complete and review.seats == (0,) and review.measure == "win"
    again = review_match(played.ruleset, played.config, played.moves, [0], SMALL)
    assert [(j.index, j.played, j.best, j.verdict) for j in review.judgements] == \
        [(j.index, j.played, j.best, j.verdict) for j in again.judgements]
    # the game itself loads as before, and a save without a review has none
    assert load_save(reviewed)[0].moves == played.moves
    plain = reviewed.with_name("plain.kontor.json")
    save_match(played, plain)
    assert load_reviewed(plain)[2] is None


def edit(path: Path, change) -> None:  # noqa: ANN001
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data["review"])
    path.write_text(json.dumps(data), encoding="utf-8")


def first(key: str, value: object):  # noqa: ANN201
    return lambda block: block["decisions"][0].__setitem__(key, value)


HOSTILE = [
    (lambda block: block.clear() or block.update(decisions=[]), "review.version"),
    (lambda block: block.__setitem__("measure", "score"), "review.measure"),
    (lambda block: block.__setitem__("seats", [5]), "review.seats[0]"),
    (lambda block: block.__setitem__("seats", [0, 0]), "review.seats"),
    (lambda block: block.__setitem__("seats", [True]), "review.seats[0]"),
    (lambda block: block["budget"].__setitem__("iterations", 0), "review.budget.iterations"),
    (lambda block: block.__setitem__("budget", []), "review.budget"),
    (lambda block: block.__setitem__("decisions", {}), "review.decisions"),
    (lambda block: block.__setitem__("complete", "yes"), "review.complete"),
    (first("extra", 1), "review.decisions[0]"),
    (first("move", 10**9), "review.decisions[0].move"),
    (first("seat", 1), "review.decisions[0].seat"),
    (first("played", "place:9"), "review.decisions[0].played"),
    (first("best", "x" * 300), "review.decisions[0].best"),
    (first("best", "::"), "review.decisions[0].best"),
    (first("best", "place:9"), "review.decisions[0].best"),
    (first("played_value", 2.5), "review.decisions[0].played_value"),
    (first("best_value", "high"), "review.decisions[0].best_value"),
    (first("choices", 1), "review.decisions[0].choices"),
    (first("verdict", "brilliant"), "review.decisions[0].verdict"),
    (lambda block: block["decisions"].append(dict(block["decisions"][0])), "review.decisions"),
]


@pytest.mark.parametrize(("change", "field"), HOSTILE)
def test_a_hostile_review_block_is_refused_naming_its_field(reviewed: Path, change, field: str) -> None:  # noqa: ANN001
    edit(reviewed, change)
    with pytest.raises(SaveError) as caught:
        load_reviewed(reviewed)
    assert caught.value.params.get("field") == field or caught.value.code == "save_newer"
    assert load_save(reviewed)[0].moves  # the game itself still loads


def test_a_newer_review_is_refused_and_a_file_cannot_make_a_move_better_than_its_values(reviewed: Path) -> None:
    edit(reviewed, lambda block: block.__setitem__("version", 2))
    with pytest.raises(SaveError) as caught:
        load_reviewed(reviewed)
    assert caught.value.code == "save_newer"
    edit(reviewed, lambda block: block.__setitem__("version", 1))
    costly = next(k for k, d in enumerate(review_to_json(load_reviewed(reviewed)[2])["decisions"])
                  if d["played"] != d["best"])
    edit(reviewed, lambda block: block["decisions"][costly].update(played_value=0.1, best_value=0.9, verdict="best"))
    assert load_reviewed(reviewed)[2].judgements[costly].verdict == "blunder"


def test_the_command_line_prints_the_saves_review_and_judges_only_what_it_lacks(
        reviewed: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setattr("engine.ai.review_report.BUDGET", SMALL)
    stored = load_reviewed(reviewed)[2]
    judged: list[int] = []
    judge = reviewing.judge
    monkeypatch.setattr(reviewing, "judge", lambda state, seat, *a, **k: judged.append(seat) or judge(state, seat, *a, **k))
    assert run(["review", str(reviewed), "--seats", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert judged == [] and report["seats"] == [0] and report["complete"]
    assert report["decisions"] == [{**d, "loss": report["decisions"][k]["loss"]}
                                   for k, d in enumerate(review_to_json(stored)["decisions"])]
    assert report["thresholds"] == {"inaccuracy": 0.05, "mistake": 0.1, "blunder": 0.2, "of": "chance to win lost"}
    assert report["summary"][0]["name"] == "Eva" and report["summary"][0]["decisions"] == len(stored.judgements)
    # every seat by default: Tom's decisions are judged now, Eva's read from the save
    assert run(["review", str(reviewed), "--write"]) == 0
    assert judged and set(judged) == {1}
    text = capsys.readouterr().out
    assert "Tom (seat 2):" in text and "thresholds (chance to win lost): inaccuracy from 5%" in text
    assert load_reviewed(reviewed)[2].seats == (0, 1)


@pytest.mark.parametrize("seats", ["0", "3", "1,x", "-1"])
def test_the_command_line_refuses_seats_that_are_not_at_the_table(reviewed: Path, capsys, seats: str) -> None:  # noqa: ANN001
    assert run(["review", str(reviewed), "--seats", seats]) == 2
    assert capsys.readouterr().err.startswith("error: ")

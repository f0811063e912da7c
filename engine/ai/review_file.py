"""A review kept with its save: the optional ``review`` block, checked field by field like the rest of a save."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.ai.review import MEASURES, VERDICTS, VERSION, Budget, Judgement, Review, measure_of
from engine.core.actions import Action
from engine.core.errors import IllegalAction, SaveError
from engine.core.match import Match
from engine.core.saves import (
    MAX_MOVES,
    MAX_NOTATION,
    check_extra,
    match_from_json,
    match_to_json,
    parse_save,
    read_text,
    write_atomic,
)

MOST_ITERATIONS = 10_000_000
MOST_PROBES = 10_000
MOST_SCORE = 1e6  # points: far beyond any game's scores
_DECISION_KEYS = {"move", "seat", "played", "best", "played_value", "best_value", "choices", "verdict"}


def review_to_json(review: Review) -> dict[str, Any]:
    return {
        "version": VERSION,
        "measure": review.measure,
        "seats": list(review.seats),
        "budget": review.budget.to_json(),
        "complete": review.complete,
        "decisions": [
            {"move": j.index + 1, "seat": j.seat, "played": j.played.to_notation(), "best": j.best.to_notation(),
             "played_value": round(j.played_value, 4), "best_value": round(j.best_value, 4),
             "choices": j.choices, "verdict": j.verdict}
            for j in review.judgements
        ],
    }


def _refuse(source: str, name: str, what: str) -> SaveError:
    return SaveError(f"{source}: field {name} {what}", "save_field", field=name)


def _whole(value: Any, low: int, high: int, source: str, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _refuse(source, name, f"must be a whole number from {low} to {high}")
    return value


def _number(value: Any, low: float, high: float, source: str, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not low <= value <= high:
        raise _refuse(source, name, f"must be a number from {low:g} to {high:g}")
    return float(value)


def review_from_json(data: Any, match: Match, source: str = "the save") -> Review:
    """The ``review`` block of ``match``'s save; SaveError names the first field that is wrong (a
    move that is not the save's own, a best move the rules did not allow there, ...)."""
    if not isinstance(data, dict):
        raise _refuse(source, "review", "must be an object")
    version = _whole(data.get("version"), 1, 2**31, source, "review.version")
    if version > VERSION:
        raise SaveError(f"{source}: its review was written by a newer Kontor (review version {version})",
                        "save_newer")
    measure = data.get("measure")
    if measure not in MEASURES or measure != measure_of(match.config.players):
        raise _refuse(source, "review.measure", f"must be {measure_of(match.config.players)!r}")
    players = match.config.players
    seats = data.get("seats")
    if not isinstance(seats, list) or not 0 < len(seats) <= players:
        raise _refuse(source, "review.seats", "must be a list of seats")
    chosen = tuple(_whole(s, 0, players - 1, source, f"review.seats[{k}]") for k, s in enumerate(seats))
    if len(set(chosen)) != len(chosen):
        raise _refuse(source, "review.seats", "must name each seat once")
    budget = data.get("budget")
    if not isinstance(budget, dict):
        raise _refuse(source, "review.budget", "must be an object")
    kept = Budget(_whole(budget.get("iterations"), 1, MOST_ITERATIONS, source, "review.budget.iterations"),
                  _whole(budget.get("alone"), 1, MOST_ITERATIONS, source, "review.budget.alone"),
                  _whole(budget.get("probes"), 1, MOST_PROBES, source, "review.budget.probes"))
    entries = data.get("decisions")
    if not isinstance(entries, list) or len(entries) > MAX_MOVES:
        raise _refuse(source, "review.decisions", f"must be a list of at most {MAX_MOVES} decisions")
    complete = data.get("complete", False)
    if not isinstance(complete, bool):
        raise _refuse(source, "review.complete", "must be true or false")
    judged = [_decision(entry, k, match, chosen, measure, source) for k, entry in enumerate(entries)]
    indices = [j.index for j in judged]
    if indices != sorted(set(indices)):
        raise _refuse(source, "review.decisions", "must list each move once, in the order played")
    _check_legal(judged, match, source)
    return Review(match.game_id, chosen, measure, kept, judged, complete)


def _decision(entry: Any, k: int, match: Match, seats: tuple[int, ...], measure: str, source: str) -> Judgement:
    name = f"review.decisions[{k}]"
    if not isinstance(entry, dict) or set(entry) - _DECISION_KEYS:
        raise _refuse(source, name, "must be an object of " + ", ".join(sorted(_DECISION_KEYS)))
    history = match.moves
    index = _whole(entry.get("move"), 1, max(1, len(history)), source, f"{name}.move") - 1
    seat, action = history[index] if history else (-1, None)
    if _whole(entry.get("seat"), 0, match.config.players - 1, source, f"{name}.seat") != seat or seat not in seats:
        raise _refuse(source, f"{name}.seat", f"must be the seat that made move {index + 1}, one of the review's seats")
    if action is None or entry.get("played") != action.to_notation():
        raise _refuse(source, f"{name}.played", f"must be move {index + 1} of the save")
    best = entry.get("best")
    if not isinstance(best, str) or not 0 < len(best) <= MAX_NOTATION:
        raise _refuse(source, f"{name}.best", f"must be a move's notation of 1 to {MAX_NOTATION} characters")
    try:
        best_action = Action.from_notation(best)
    except IllegalAction:
        raise _refuse(source, f"{name}.best", "is not a move") from None
    low, high = (0.0, 1.0) if measure == "win" else (-MOST_SCORE, MOST_SCORE)
    values = [_number(entry.get(key), low, high, source, f"{name}.{key}") for key in ("played_value", "best_value")]
    choices = _whole(entry.get("choices"), 2, MAX_MOVES, source, f"{name}.choices")
    if entry.get("verdict") not in VERDICTS:
        raise _refuse(source, f"{name}.verdict", "must be one of " + ", ".join(VERDICTS))
    # the verdict is worked out again from the values: a file cannot make a move better than it was
    return Judgement(index, seat, action, best_action, values[0], values[1], choices, measure)


def _check_legal(judged: list[Judgement], match: Match, source: str) -> None:
    """Each best move must have been a legal move where it is named (the table shows it there)."""
    at = {j.index: j for j in judged}
    state = match.ruleset.create_state(match.config)
    for index, (seat, action) in enumerate(match.moves):
        found = at.get(index)
        if found is not None and not state.is_legal(seat, found.best):
            k = judged.index(found)
            raise _refuse(source, f"review.decisions[{k}].best", f"is not a legal move at move {index + 1}")
        state.apply(seat, action)


def load_reviewed(path: str | os.PathLike[str]) -> tuple[Match, dict[str, Any], Review | None]:
    """A save's match, its ``extra`` block and its review (None when it has none), checked once."""
    name = f"'{Path(path).name}'"
    data = parse_save(read_text(path), name)
    match = match_from_json(data, name)
    extra = check_extra(data, name)
    found = data.get("review")
    return match, extra, None if found is None else review_from_json(found, match, name)


def save_reviewed(path: str | os.PathLike[str], match: Match, extra: Mapping[str, Any] | None,
                  review: Review | None) -> None:
    """Write the save with its review, atomically (the previous file kept as ``<name>.bak``)."""
    data = match_to_json(match, extra)
    if review is not None:
        data["review"] = review_to_json(review)
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")

"""``main.py review SAVE``: a save's review as text or JSON (docs/cli.md), judged where the save lacks it."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from engine.ai.review import BUDGET, THRESHOLDS, VERDICTS, Judgement, Review, review_match
from engine.ai.review_file import load_reviewed, review_to_json, save_reviewed
from engine.core.errors import ConfigError
from engine.core.match import Match

THRESHOLD_NAMES = ("inaccuracy", "mistake", "blunder")
MEASURED = {"win": "chance to win lost", "score": "share of the best move's expected final score lost"}


def thresholds_json(measure: str) -> dict[str, Any]:
    return {**dict(zip(THRESHOLD_NAMES, THRESHOLDS[measure], strict=True)), "of": MEASURED[measure]}


def parse_seats(text: str) -> list[int]:
    """``--seats 1,3`` (seats counted from 1, as the text output names them) as seat indices."""
    parts = text.split(",")
    if not all(part.isdigit() and len(part) <= 3 and int(part) >= 1 for part in parts):
        raise ConfigError(f"--seats takes seat numbers from 1 joined by commas, not {text[:40]!r}")
    return sorted({int(part) - 1 for part in parts})


def review_save(path: str, seats: Sequence[int] | None, fresh: bool = False, write: bool = False,
                err: TextIO = sys.stderr) -> tuple[Match, Review]:
    """The save's review of ``seats`` (None: all): the stored one, with what it lacks judged now
    (``fresh``: everything judged now); ``write`` keeps it in the save."""
    match, extra, stored = load_reviewed(path)
    players = match.config.players
    if seats is not None and not all(0 <= seat < players for seat in seats):
        raise ConfigError(f"--seats takes seats from 1 to {players}")
    wanted = list(range(players)) if seats is None else list(seats)

    def progress(done: int, total: int) -> None:
        if done == total or done % 10 == 0:
            print(f"reviewed {done}/{total} decisions", file=err, flush=True)

    review = review_match(match.ruleset, match.config, match.moves, wanted, BUDGET,
                          None if fresh else stored, progress=progress)
    if write:
        save_reviewed(path, match, extra, review)
    # the seats asked for, though the save keeps the review of others too
    shown = [j for j in review.judgements if j.seat in wanted]
    return match, Review(review.game, tuple(wanted), review.measure, review.budget, shown, review.complete)


def summary(match: Match, review: Review, seat: int) -> dict[str, Any]:
    own = review.of_seat(seat)
    counts = review.counts(seat)
    return {"seat": seat, "name": match.config.names[seat], "decisions": len(own), **counts,
            "mean_loss": round(sum(j.loss for j in own) / len(own), 4) if own else 0.0}


def report_json(match: Match, review: Review) -> dict[str, Any]:
    data = review_to_json(review)
    for entry, judgement in zip(data["decisions"], review.judgements, strict=True):
        entry["loss"] = round(judgement.loss, 4)
    return {"game": match.game_id, "measure": review.measure, "seats": list(review.seats),
            "budget": data["budget"], "thresholds": thresholds_json(review.measure), "complete": review.complete,
            "decisions": data["decisions"], "summary": [summary(match, review, s) for s in review.seats]}


def _value(judgement: Judgement, value: float) -> str:
    return f"{value:.0%}" if judgement.measure == "win" else f"{value:.1f} points"


def report_text(match: Match, review: Review) -> list[str]:
    measure = review.measure
    lines = [f"{match.game_id}: review by the strong AI, {review.budget.iterations} iterations a decision"
             + ("" if review.complete else " (not every decision judged yet)")]
    for seat in review.seats:
        counts = review.counts(seat)
        told = ", ".join(f"{counts[v]} {v}" for v in VERDICTS)
        lines.append(f"{match.config.names[seat]} (seat {seat + 1}): {len(review.of_seat(seat))} decisions: {told}")
        for judgement in review.of_seat(seat):
            if judgement.verdict in THRESHOLD_NAMES:
                lines.append(f"  move {judgement.index + 1}: {judgement.verdict}: played {judgement.played.key} "
                             f"({_value(judgement, judgement.played_value)}), better {judgement.best.key} "
                             f"({_value(judgement, judgement.best_value)})")
    limits = ", ".join(f"{name} from {limit:.0%}" for name, limit in zip(THRESHOLD_NAMES, THRESHOLDS[measure],
                                                                          strict=True))
    lines.append(f"thresholds ({MEASURED[measure]}): {limits}")
    return lines


def run(path: str, seats_text: str | None, fresh: bool, write: bool, as_json: bool) -> int:
    seats = parse_seats(seats_text) if seats_text is not None else None
    match, review = review_save(path, seats, fresh, write)
    if as_json:
        print(json.dumps(report_json(match, review)))
    else:
        print("\n".join(report_text(match, review)))
    return 0

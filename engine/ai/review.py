"""Game review: the strong AI judges each decision of the chosen seats from what that seat could see.

A decision is judged from a canonical position: a copy drawn with a fixed seed from the seat's
view, its hidden parts first put in order (``GameState.order_hidden``), so the judgement depends on
nothing the seat could not see, and a review repeats exactly. The strong level searches it for a
fixed number of iterations (not seconds). When the move played is not the one it finds best, both
are searched alone for the same budget with the same seed, so the two values are measured alike.

At a table the value of a move is the search's mean reward, about its chance to win. Alone at the
table a win says nothing: the search proposes its most visited moves and each of them, and the move
played, is worth its expected final score: the mean, over the same fixed random draws, of the game's
projection of the final score (``Ruleset.expected_score``, else the running score) after the game's
playout policy has played on for the strong level's playout depth.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from engine.ai.evaluation import Knowledge, counted_move, ruleset_for, search_actions
from engine.ai.ismcts import ISMCTSPlayer, MoveStats
from engine.ai.levels import search_settings
from engine.ai.playout import play_out
from engine.core.actions import Action
from engine.core.game import GameConfig, GameState, Ruleset

VERSION = 1
VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")
MEASURES = ("win", "score")
# the loss from which a move is an inaccuracy, a mistake, a blunder: in chance to win at a table,
# alone as a share of the best move's expected final score
THRESHOLDS = {"win": (0.05, 0.10, 0.20), "score": (0.03, 0.07, 0.15)}
SCORE_FLOOR = 10.0  # points: a share of a smaller expected score is taken of this
ALONE_CANDIDATES = 3  # moves the search proposes alone at the table, besides the move played
HELPER_SECONDS = 600.0  # the cap that lets an iteration budget run in the AI processes (never reached)
SEARCH_SEED = 7919


@dataclass(frozen=True)
class Budget:
    """The review's fixed work per decision: ``iterations`` of the strong search, ``alone``
    iterations for each of two moves searched alone, ``probes`` random draws per move alone at
    the table."""

    iterations: int = 500
    alone: int = 150
    probes: int = 24

    def to_json(self) -> dict[str, int]:
        return {"iterations": self.iterations, "alone": self.alone, "probes": self.probes}


BUDGET = Budget()


@dataclass(frozen=True)
class Judgement:
    """One decision: the move at ``index`` (from 0) in the match's history, by ``seat``, among
    ``choices`` moves; the values after the move played and after the best one found."""

    index: int
    seat: int
    played: Action
    best: Action
    played_value: float
    best_value: float
    choices: int
    measure: str = "win"

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value) if self.played != self.best else 0.0

    @property
    def verdict(self) -> str:
        return classify(self.loss, self.measure, self.best_value)

    @property
    def weight(self) -> float:
        """The loss on the verdicts' own scale (alone at the table: a share of the expected score)."""
        return self.loss if self.measure == "win" else self.loss / max(abs(self.best_value), SCORE_FLOOR)


@dataclass
class Review:
    """A match's review: which seats, measured how, with what budget, the judged decisions in the
    order they were played, and whether it looked at every decision of its seats (a cancelled one
    did not)."""

    game: str
    seats: tuple[int, ...]
    measure: str
    budget: Budget = BUDGET
    judgements: list[Judgement] = field(default_factory=list)
    complete: bool = True

    def of_seat(self, seat: int) -> list[Judgement]:
        return [j for j in self.judgements if j.seat == seat]

    def costliest(self, seat: int, count: int = 3) -> list[Judgement]:
        """The seat's moves that cost most, costliest first (moves that cost nothing are left out)."""
        lost = [j for j in self.of_seat(seat) if j.loss > 0]
        return sorted(lost, key=lambda j: (-j.weight, j.index))[:count]

    def counts(self, seat: int) -> dict[str, int]:
        found = {verdict: 0 for verdict in VERDICTS}
        for judgement in self.of_seat(seat):
            found[judgement.verdict] += 1
        return found


def classify(loss: float, measure: str, best_value: float) -> str:
    """The verdict of a move that lost ``loss`` against the best move found."""
    if loss <= 0:
        return "best"
    share = loss if measure == "win" else loss / max(abs(best_value), SCORE_FLOOR)
    inaccuracy, mistake, blunder = THRESHOLDS[measure]
    if share >= blunder:
        return "blunder"
    if share >= mistake:
        return "mistake"
    return "inaccuracy" if share >= inaccuracy else "good"


def measure_of(players: int) -> str:
    return "score" if players == 1 else "win"


def canonical(state: GameState, seat: int, seed: int) -> GameState:
    """The position as ``seat`` knows it: a copy drawn from its view with a fixed seed, its hidden
    parts in order, so it is the same whatever the hidden truth of ``state`` is."""
    base = state.determinize(seat, random.Random(seed))
    base.order_hidden(seat)
    return base


def decision_seed(index: int, seat: int) -> int:
    return SEARCH_SEED * (index + 1) + 104_729 * seat


def _player(seed: int, iterations: int, helpers: bool, cancel: threading.Event | None) -> ISMCTSPlayer:
    settings = search_settings("strong", {"iterations": str(iterations)})
    if helpers:  # an iteration budget with a cap of seconds runs in the AI processes where the window has them
        settings["seconds"] = HELPER_SECONDS
    player = ISMCTSPlayer(seed, helpers=helpers, **settings)
    if cancel is not None:
        player.cancel_event = cancel
    return player


class Cancelled(Exception):  # noqa: N818 - a stop, not an error
    """The review was cancelled in the middle of a decision."""


def judge(state: GameState, seat: int, played: Action, index: int, budget: Budget = BUDGET,
          helpers: bool = False, cancel: threading.Event | None = None) -> Judgement | None:
    """Judge ``seat``'s move ``played`` in ``state`` (the ``index``-th move of its match); None when
    there was nothing to choose among the moves the AI weighs, or ``played`` is not one of them (a
    step back, such as a Cancel). Raises Cancelled when ``cancel`` is set meanwhile."""
    seed = decision_seed(index, seat)
    base = canonical(state, seat, seed)
    choices = search_actions(base, seat)
    if len(choices) < 2 or played not in choices:
        return None
    measure = measure_of(state.players)

    def search(legal: list[Action], iterations: int, offset: int) -> list[MoveStats]:
        result = _player(seed + offset, iterations, helpers, cancel).search(base, seat, legal)
        if result.cancelled:
            raise Cancelled
        return list(result.moves)

    moves = search(choices, budget.iterations, 0)
    counted = counted_move(base, seat)
    best = counted if counted in choices else (moves[0].action if moves else played)
    if measure == "score":
        candidates = list(dict.fromkeys([played, best, *(m.action for m in moves[:ALONE_CANDIDATES])]))
        worth = expected_scores(base, seat, candidates, budget.probes, seed, cancel)
        best_value = max(worth)
        best = candidates[worth.index(best_value)]
        return Judgement(index, seat, played, best, worth[0], best_value, len(choices), measure)
    if played == best:
        value = next((m.mean for m in moves if m.action == played), 0.0)
        return Judgement(index, seat, played, best, value, value, len(choices), measure)
    # both alone, the same budget and seed: their values are measured alike
    played_value, best_value = (sum(m.mean for m in search([action], budget.alone, 1)) for action in (played, best))
    if played_value >= best_value:  # measured alike, the move played is the better one
        best, best_value = played, played_value
    return Judgement(index, seat, played, best, played_value, best_value, len(choices), measure)


def expected_scores(base: GameState, seat: int, actions: Sequence[Action], probes: int, seed: int,
                    cancel: threading.Event | None = None) -> list[float]:
    """Each action's expected final score for ``seat``: the mean over ``probes`` random draws (the
    same for every action) of the game's projection after its playout policy played on."""
    ruleset = ruleset_for(base)
    knowledge = Knowledge.of(base)
    depth = _player(seed, 1, False, None).depth_for(base)
    stop = cancel or threading.Event()
    totals = [0.0] * len(actions)
    for probe in range(probes):
        for k, action in enumerate(actions):
            rng = random.Random(seed * 1_000 + probe)
            sample = base.determinize(seat, rng)
            sample._apply(seat, action)
            if not play_out(sample, rng, depth, knowledge.actions_hook, knowledge.rollout_hook, stop,
                            knowledge.shortcut_hook):
                raise Cancelled
            totals[k] += final_score(ruleset, sample, seat)
    return [total / max(1, probes) for total in totals]


def final_score(ruleset: Ruleset, state: GameState, seat: int) -> float:
    """The final score, or the game's projection of it (else the running score) while it goes on."""
    if not state.is_over():
        projected = ruleset.expected_score(state, seat)
        if projected is not None:
            return float(projected)
    return float(state.scores()[seat].total)


def pending(ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]],
            seats: Iterable[int], done: Iterable[int] = ()) -> list[int]:
    """The moves (by index) a review of ``seats`` still has to look at: each move of theirs with a
    choice among legal moves, but those in ``done``."""
    wanted, skip = set(seats), set(done)
    state = ruleset.create_state(config)
    found = []
    for index, (seat, action) in enumerate(moves):
        if seat in wanted and index not in skip and len(state.legal_actions(seat)) > 1:
            found.append(index)
        state.apply(seat, action)
    return found


def review_match(ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]],
                 seats: Iterable[int], budget: Budget = BUDGET, earlier: Review | None = None,
                 helpers: bool = False, cancel: threading.Event | None = None,
                 progress: Callable[[int, int], None] | None = None,
                 judged: Callable[[Judgement], None] | None = None) -> Review:
    """Review the decisions of ``seats``; ``earlier`` (a review of the same match, cancelled or of
    other seats) is kept and only the decisions it lacks are judged. ``judged`` hears of each new
    judgement, then ``progress(done, total)`` of each decision looked at. When ``cancel`` is set the
    review returns what it judged so far."""
    seats = tuple(sorted(set(seats) | set(earlier.seats if earlier else ())))
    kept = list(earlier.judgements) if earlier is not None else []
    review = Review(ruleset.info.id, seats, measure_of(config.players), budget, kept, complete=False)
    todo = set(pending(ruleset, config, moves, seats, done=(j.index for j in kept)))
    total, done = len(todo), 0
    state = ruleset.create_state(config)
    for index, (seat, action) in enumerate(moves):
        if index in todo:
            if cancel is not None and cancel.is_set():
                break
            try:
                found = judge(state, seat, action, index, budget, helpers, cancel)
            except Cancelled:
                break
            if found is not None:
                review.judgements.append(found)
                if judged is not None:
                    judged(found)
            done += 1
            if progress is not None:
                progress(done, total)
        state.apply(seat, action)
    review.complete = done == total
    review.judgements.sort(key=lambda j: j.index)
    return review


def review_speed(ruleset: Ruleset, players: int, count: int, seed: int = 1) -> dict[str, float]:
    """CPU seconds of one process the review takes per decision, over ``count`` decisions spread
    over a game of random moves among those the AI weighs. A random move is seldom the best one,
    so nearly every decision is searched alone besides: the dear end of what a review costs."""
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed))
    found: list[tuple[GameState, int, Action, int]] = []
    while not state.is_over():
        seat = state.to_move()[0]
        weighed = search_actions(state, seat)
        action = rng.choice(weighed)
        if len(weighed) > 1:
            found.append((state.clone(), seat, action, len(found)))
        state.apply(seat, action)
    picked = [found[int(k * len(found) / count)] for k in range(min(count, len(found)))]
    start = time.process_time()
    for position, seat, action, index in picked:
        judge(position, seat, action, index)
    each = (time.process_time() - start) / max(1, len(picked))
    return {"review_decision_cpu_s": round(each, 3), "review_100_decisions_cpu_s": round(100 * each, 1)}

"""The game review: each judgement uses only what its person could see, repeats exactly, and finds real mistakes."""

from __future__ import annotations

import random
import threading

import pytest

from engine import games
from engine.ai.review import (
    Budget,
    Review,
    canonical,
    classify,
    judge,
    pending,
    review_match,
)
from engine.core import GameConfig
from tests import tinygame
from tests.engine.ai.test_hidden_information import Guarded

SMALL = Budget(iterations=40, alone=20, probes=3)
# every game, at a table where something is hidden from the seat deciding (Railroads with the coal
# module: the foundry stack too), and the solo tables, where the expected score is the measure
TABLES = [("speicherstadt", 2, {}), ("merkator", 2, {}), ("merkator", 1, {}), ("railroads", 3, {}),
          ("railroads", 2, {"coal": True}), ("railroads", 1, {}), ("jantaris", 3, {}), ("dale", 2, {}),
          ("dale", 3, {})]


# what each game hides, read here only to show that the shuffled truths really differ
HIDDEN = {
    "railroads": lambda s: (s.removed_cards, [p.end_cards for p in s.seats], s.coal.stack if s.coal else None),
    "dale": lambda s: (s.hands, s.deck_top, s.deck_rest, s.limbo),
    "jantaris": lambda s: s.votes,
}


def decisions(game_id: str, players: int, options: dict, count: int, seed: int = 5):
    """``count`` decisions of a random game: (state, seat, the move played there, its index)."""
    ruleset = games.get(game_id)
    rng = random.Random(seed)
    state = ruleset.new_game(GameConfig(players=players, seed=seed, options=options))
    found = []
    index = 0
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        action = rng.choice(actions)
        if len(actions) > 1:
            found.append((state.clone(), seat, action, index))
        state.apply(seat, action)
        index += 1
    spread = [found[int(k * len(found) / count)] for k in range(count)]
    hidden = HIDDEN.get(game_id)
    if hidden is None:
        return spread
    # and where something is hidden from the seat, at least two of those
    secret = [d for d in found if hidden(d[0].determinize(d[1], random.Random(1))) != hidden(d[0])]
    return spread[:count - 2] + [secret[int(k * len(secret) / 2)] for k in range(min(2, len(secret)))]


@pytest.mark.parametrize(("game_id", "players", "options"), TABLES)
def test_a_judgement_never_changes_when_the_hidden_cards_are_shuffled(game_id, players, options):
    """The same decision with the hidden parts of the real state dealt anew (another state the seat
    cannot tell from the real one) gets the same judgement, and the position searched is the same."""
    differed = False
    for state, seat, played, index in decisions(game_id, players, options, 5):
        truths = [state, *(state.determinize(seat, random.Random(k)) for k in (1, 2))]
        for other in truths[1:]:
            assert other.view(seat) == state.view(seat)
            hidden = HIDDEN.get(game_id, lambda s: None)
            differed |= hidden(other) != hidden(state)
        bases = [canonical(truth, seat, 99) for truth in truths]
        # the hidden parts in order, the seat still sees what it saw and may do what it could
        assert bases[0].view(seat) == state.view(seat)
        assert bases[0].legal_actions(seat) == state.legal_actions(seat)
        for looker in [None, *range(players)]:
            assert all(base.view(looker) == bases[0].view(looker) for base in bases[1:])
        verdicts = {judge(truth, seat, played, index, SMALL) for truth in truths}
        assert len(verdicts) == 1, f"{game_id}: move {index} judged differently by the hidden truth"
    assert differed or game_id not in HIDDEN or players == 1, "no position with hidden cards was tried"


@pytest.mark.parametrize("game_id", ["dale", "railroads", "jantaris"])
def test_the_review_reads_the_real_state_only_through_the_seats_determinization(game_id):
    for state, seat, played, index in decisions(game_id, 3, {}, 2, seed=8):
        guard = Guarded(state, seat)
        judge(guard, seat, played, index, SMALL)  # type: ignore[arg-type]
        assert guard.views and all(view == state.view(seat) for view in guard.views)


def tiny_position():
    """Tiny with two seats after the bids, the deck empty: seat 0 holds a 1 and a 5 over a 4 on the
    pile, seat 1 a 5. Played now, the 5 scores and wins; after the 1, seat 1's 5 scores and wins."""
    state = tinygame.RULESET.new_game(GameConfig(players=2, seed=3))
    state.apply(0, tinygame.Action("bid", (0,)))
    state.apply(1, tinygame.Action("bid", (0,)))
    state.deck, state.hands, state.pile, state.points, state.turn = [], [[1, 5], [5]], [4], [0, 0], 0
    return state


def test_a_move_that_throws_the_winning_card_away_is_a_blunder_and_the_winning_one_is_named():
    state = tiny_position()
    thrown = judge(state, 0, tinygame.Action("play", (1,)), 2)
    assert thrown is not None
    assert thrown.best == tinygame.Action("play", (5,))
    assert thrown.verdict == "blunder" and thrown.best_value > 0.8 > 0.2 > thrown.played_value
    kept = judge(state, 0, tinygame.Action("play", (5,)), 2)
    assert kept is not None and kept.verdict == "best" and kept.loss == 0


def test_the_verdicts_follow_the_stated_thresholds():
    assert [classify(loss, "win", 0.5) for loss in (0, 0.01, 0.05, 0.12, 0.25)] == \
        ["best", "good", "inaccuracy", "mistake", "blunder"]
    # alone at the table a loss counts as a share of the best move's expected score
    assert [classify(loss, "score", 100.0) for loss in (0, 2, 3, 8, 20)] == \
        ["best", "good", "inaccuracy", "mistake", "blunder"]


def test_a_review_repeats_exactly_keeps_what_was_judged_and_stops_when_cancelled():
    ruleset = games.get("speicherstadt")
    config = ruleset.normalize_config(GameConfig(players=2, seed=7))
    state = ruleset.create_state(config)
    rng = random.Random(2)
    moves = []
    while len(moves) < 40:
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        moves.append((seat, action))
        state.apply(seat, action)
    seen: list[tuple[int, int]] = []
    first = review_match(ruleset, config, moves, [0], SMALL, progress=lambda d, t: seen.append((d, t)))
    assert first.judgements and all(j.seat == 0 for j in first.judgements)
    total = len(pending(ruleset, config, moves, [0]))
    assert seen[-1] == (total, total)
    again = review_match(ruleset, config, moves, [0], SMALL)
    assert again.judgements == first.judgements
    # a review cut short goes on where it stopped, judging only the rest
    part = Review(first.game, (0,), first.measure, SMALL, first.judgements[:3])
    count: list[int] = []
    resumed = review_match(ruleset, config, moves, [0], SMALL, earlier=part, progress=lambda d, t: count.append(t))
    assert resumed.judgements == first.judgements
    assert count[-1] == total - 3
    stop = threading.Event()
    stop.set()
    assert review_match(ruleset, config, moves, [0], SMALL, cancel=stop).judgements == []


def test_alone_at_the_table_a_move_is_worth_its_expected_final_score():
    judged = [found for state, seat, played, index in decisions("merkator", 1, {}, 4, seed=3)
              if (found := judge(state, seat, played, index, SMALL)) is not None]
    assert judged
    for found in judged:
        assert found.measure == "score"
        assert found.best_value >= found.played_value > 5  # points, not a chance to win
        assert found.verdict == classify(found.loss, "score", found.best_value)

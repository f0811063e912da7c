"""A level's time budget is per turn: shared out over the turn's decisions, the first real choice
getting most of it, forced steps played at once, and a later step going on from the tree of the
one before. A fixed iteration budget (the arena's lines) stays per decision and searches afresh."""

from __future__ import annotations

import pytest

from engine import games
from engine.ai.base import make_player
from engine.ai.bench import turn_starts
from engine.ai.ismcts import FIRST_SHARE, FLOOR_SHARE, LATER_SHARE, ISMCTSPlayer, SearchResult
from engine.ai.levels import LEVELS
from engine.ai.turns import turn_of


@pytest.fixture
def timed(monkeypatch):
    monkeypatch.delenv("KONTOR_AI_ITERATIONS", raising=False)


def play_turn(player: ISMCTSPlayer, state, seat) -> list[SearchResult]:  # noqa: ANN001
    """The player's whole turn from ``state``; the results of its searches."""
    results: list[SearchResult] = []
    search = player.search

    def noted(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        results.append(search(*args, **kwargs))
        return results[-1]

    player.search = noted  # type: ignore[method-assign]
    player.start_turn()
    turn = turn_of(state, seat)
    while not state.is_over() and state.to_move()[0] == seat and turn_of(state, seat) == turn:
        state.apply(seat, player.choose(state, seat))
    return results


def test_the_turn_budget_is_shared_out_over_its_decisions_and_never_exceeded(timed):
    player = make_player("normal")
    assert isinstance(player, ISMCTSPlayer) and player.turn_seconds == LEVELS["normal"]["turn"]
    player.start_turn()
    budgets = []
    for _ in range(12):  # a long turn, each decision thinking for all of its budget
        budget = player.decision_seconds()
        assert budget is not None
        budgets.append(budget)
        player.turn.searches += 1
        player.turn.seconds += budget
    whole = player.turn_seconds
    assert budgets[0] == pytest.approx(FIRST_SHARE * whole)  # the first, real choice gets most
    assert budgets[1] == pytest.approx(LATER_SHARE * (1 - FIRST_SHARE) * whole)
    assert all(later <= earlier for earlier, later in zip(budgets, budgets[1:], strict=False))
    # beyond the turn's budget only the floor of each further decision
    over = [b for b in budgets if b == pytest.approx(FLOOR_SHARE * whole)]
    assert sum(budgets) <= whole * (1 + FLOOR_SHARE) + len(over) * FLOOR_SHARE * whole
    # a new turn has the whole budget again
    player.start_turn()
    assert player.decision_seconds() == pytest.approx(FIRST_SHARE * whole)


def test_a_later_decision_of_the_turn_goes_on_from_the_tree_of_the_one_before(timed):
    kept = 0
    for state, seat in turn_starts(games.get("merkator"), 2, 8, seed=3):
        results = play_turn(ISMCTSPlayer(1, turn_seconds=0.3), state, seat)
        assert results[0].reused == 0
        kept += sum(result.reused for result in results[1:])
    assert kept > 0


def test_forced_steps_are_played_without_searching():
    # a fixed iteration budget, so that the turns' moves, and with them their forced steps, do not
    # depend on the machine's speed; the step is skipped before any budget is asked
    decisions, searched = 0, []
    for state, seat in turn_starts(games.get("railroads"), 2, 6, seed=4):
        player = ISMCTSPlayer(2, iterations=40)

        def noted(state, seat, legal=None, tree=None, search=player.search):  # noqa: ANN001, ANN202
            searched.append(len(legal))
            return search(state, seat, legal, tree)

        player.search = noted  # type: ignore[method-assign]
        decisions += len(turn_moves(player, state, seat, told=True))
    assert searched and min(searched) >= 2  # only real choices are searched
    assert len(searched) < decisions  # the turns' forced steps were played at once


def turn_moves(player, state, seat, told: bool) -> list:  # noqa: ANN001
    if told:
        player.start_turn()
    turn, moves = turn_of(state, seat), []
    while not state.is_over() and state.to_move()[0] == seat and turn_of(state, seat) == turn:
        moves.append(player.choose(state, seat))
        state.apply(seat, moves[-1])
    return moves


def test_a_fixed_iteration_budget_is_per_decision_and_searches_afresh():
    for state, seat in turn_starts(games.get("merkator"), 2, 4, seed=3):
        player = make_player("normal:iterations=40", seed=5)
        assert isinstance(player, ISMCTSPlayer) and not player.keeps_trees()
        results = play_turn(player, state.clone(), seat)
        assert all(result.reused == 0 and 0 < result.iterations <= 40 for result in results)  # (an early stop)
        # the same moves as a player told nothing of turns, as the arena's recorded lines were played
        told = turn_moves(make_player("normal:iterations=40", seed=5), state.clone(), seat, told=True)
        assert told == turn_moves(make_player("normal:iterations=40", seed=5), state.clone(), seat, told=False)

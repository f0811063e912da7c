"""The AI knowledge hooks: quick playout moves are legal and sensible, the estimate is a distribution."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, GameConfig
from engine.games.speicherstadt import RULESET
from engine.games.speicherstadt.ai import Outlook, card_value, column_values, rounds_left
from engine.games.speicherstadt.data import CARD_BY_ID, CARDS, COUNTING_HOUSE_POINTS
from engine.games.speicherstadt.state import RoundMemo
from tests.engine.speicherstadt.helpers import give, new_game, play, set_display


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rollout_moves_are_legal_and_finish_the_game(players):
    state = RULESET.new_game(GameConfig(players=players, seed=players))
    rng = random.Random(players)
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        action = RULESET.rollout_action(state, seat, actions, rng)
        assert action in actions
        state.apply(seat, action)
        steps += 1
        if steps % 25 == 0:
            estimate = RULESET.evaluate(state)
            if not state.is_over():
                assert len(estimate) == players
                assert all(0.0 <= p <= 1.0 for p in estimate)
                assert abs(sum(estimate) - 1.0) < 1e-9
    assert steps < 2000


def test_estimate_favours_the_seat_with_points_and_fire_lead():
    state = new_game(3)
    give(state, 0, "contract_a1", delivered=("coffee", "carpet"))
    give(state, 0, "fireman_d5")
    estimate = RULESET.evaluate(state)
    assert estimate[0] > estimate[1] and estimate[0] > estimate[2]
    assert abs(estimate[1] - estimate[2]) < 1e-9


def test_rollout_delivers_to_a_matching_contract_first():
    state = new_game(2)
    give(state, 0, "contract_a2")
    set_display(state, [("ship_b1", ["tea", "coffee", "coffee"]), "fireman_a1", "fireman_a2"])
    for seat, column in [(0, 0), (1, 1), (0, 2), (1, 1), (0, 2), (1, 1)]:
        play(state, seat, f"place:{column}")
    play(state, 0, "buy")
    while state.phase != "loading":
        play(state, state.to_move()[0], "decline")
    action = RULESET.rollout_action(state, 0, state.legal_actions(0), random.Random(1))
    assert action == Action("deliver", ("loose", "tea", "contract_a2"))


def test_rollout_declines_an_overpriced_card():
    state = new_game(2)
    set_display(state, ["fireman_a1", "contract_a2", "coffee_roaster"])
    for seat, column in [(0, 0), (1, 0), (0, 0), (1, 0), (0, 0), (1, 0)]:
        play(state, seat, f"place:{column}")
    # seat 0 cannot pay 6 and is withdrawn; seat 1 could pay 5 for a weak fireman
    assert state.view(None)["prompt"]["params"] == {"seat": 1, "column": 0, "card": "fireman_a1", "price": 5}
    action = RULESET.rollout_action(state, 1, state.legal_actions(1), random.Random(2))
    assert action == Action("decline")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rounds_left_counts_the_rounds_still_to_come(players):
    state = RULESET.new_game(GameConfig(players=players, seed=10 + players))
    rng = random.Random(players)
    seen: list[tuple[int, float]] = []
    while not state.is_over():
        if state.phase == "demand" and not any(state.workers):
            seen.append((state.round_number(), rounds_left(state)))
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
    last_round = seen[-1][0]
    assert seen[0][0] == 1 and len(seen) == last_round
    for number, left in seen:
        assert left == last_round - number


def test_card_values_read_the_seats_own_cards():
    state = new_game(3)
    bare = Outlook(state, 0)
    assert (bare.own.houses, bare.own.port, bare.own.ships) == (0, False, 0)
    give(state, 0, "counting_house_a")
    give(state, 0, "ship_b1")
    give(state, 0, "port")
    outlook = Outlook(state, 0)
    assert (outlook.own.houses, outlook.own.port, outlook.own.ships) == (1, True, 1)
    house = CARD_BY_ID["counting_house_b"]
    assert card_value(outlook, house) == COUNTING_HOUSE_POINTS[2] - COUNTING_HOUSE_POINTS[1]
    assert card_value(bare, house) == COUNTING_HOUSE_POINTS[1]
    ship = CARD_BY_ID["ship_b2"]
    assert card_value(outlook, ship) == 1.0 and card_value(bare, ship) == 0.0
    assert card_value(bare, CARD_BY_ID["port"]) < card_value(outlook, CARD_BY_ID["port"])


@pytest.mark.parametrize("players", [2, 5])
def test_a_search_copy_plays_the_same_game_but_records_no_events(players):
    state = RULESET.new_game(GameConfig(players=players, seed=3))
    quiet = state.determinize(0, random.Random(5))
    loud = quiet.clone()
    loud.quiet = False
    assert not state.clone().quiet
    rng = random.Random(players)
    while not quiet.is_over():
        seat = quiet.to_move()[0]
        actions = quiet.legal_actions(seat)
        assert actions == loud.legal_actions(seat)
        action = actions[rng.randrange(len(actions))]
        assert quiet.apply(seat, action) == []
        assert loud.apply(seat, action)
        assert quiet.view(None) == loud.view(None)
    assert loud.is_over()
    assert [s.total for s in quiet.scores()] == [s.total for s in loud.scores()]
    assert state.apply(state.to_move()[0], state.legal_actions(state.to_move()[0])[0])


@pytest.mark.parametrize("players", [2, 5])
def test_the_playout_values_each_column_by_the_seats_holdings_now(players):
    """The column values are kept for a round and shared with the search's copies: never stale."""
    state = RULESET.new_game(GameConfig(players=players, seed=11))
    rng = random.Random(players)
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        probe = state.clone()
        probe.memo = RoundMemo(players)  # worked out afresh
        if state.phase == "demand":
            for other in range(players):
                copy = state.determinize(other, random.Random(1))
                RULESET.rollout_action(copy, copy.turn, copy.legal_actions(copy.turn), rng)
                fresh = [card_value(Outlook(probe, other), CARDS[c], cubes)
                         for c, cubes in zip(state.display, state.ship_cubes, strict=True)]
                assert column_values(state, other) == fresh
        elif state.phase == "purchase" and not state.bought[seat]:
            # the buyer's value of the column, as the placement saw it: nothing it holds has changed
            k = state.column
            value = card_value(Outlook(probe, seat), CARDS[state.display[k]], state.ship_cubes[k])
            assert column_values(state, seat)[k] == value
        assert RULESET.evaluate(state) == RULESET.evaluate(probe)
        state.apply(seat, RULESET.rollout_action(state, seat, actions, rng) or actions[0])

"""Passing with the turn-order card, the new order after everyone passed, and the relocation move."""

from __future__ import annotations

import pytest

from tests.engine.railroads.helpers import codes, in_actions, keys, play


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pass_scores_the_back_of_the_turn_order_card(players):
    state = in_actions(players)
    for _seat in range(players):
        play(state, "pass")
    for seat in range(players):
        assert state.seats[seat].breakdown.get("turn_order", 0) == {1: 0, 2: 2, 3: 3, 4: 4}[seat + 1]


def test_passed_players_are_skipped():
    state = in_actions(3)
    play(state, "pass")
    play(state, "place:coins_2,0")
    play(state, "place:doubler,0")
    assert state.to_move() == [1]


def claim_and_pass(state, first=None, second=None):
    """Seats claim the given spaces in order of the turn, then everyone passes."""
    n = state.players
    moves = {first: "place:turn_order_first,0", second: "place:turn_order_second,0"}
    for seat in range(n):
        assert state.to_move() == [seat]
        play(state, moves.get(seat, "pass"))
    while state.phase == "actions":
        play(state, "pass")


def test_new_order_first_and_second_claims():
    state = in_actions(4)
    claim_and_pass(state, first=2, second=3)
    assert state.next_order == [2, 3, 0, 1]
    assert state.relocators == [3, 2]


def test_new_order_only_second_claimed():
    state = in_actions(4)
    claim_and_pass(state, second=3)
    assert state.next_order == [0, 3, 1, 2]


def test_only_second_claimed_by_the_first_player_changes_nothing():
    state = in_actions(3)
    claim_and_pass(state, second=0)
    assert state.next_order == [0, 1, 2]


def test_relocation_to_a_free_one_worker_space_then_the_new_order_plays():
    state = in_actions(3)
    claim_and_pass(state, first=1, second=2)
    assert state.phase == "relocate" and state.to_move() == [2]
    targets = [k for k in keys(state) if k.startswith("relocate:")]
    assert "relocate:track_black_or_grey" in targets and "relocate:coins_2" in targets
    assert "relocate:track_black_3" not in targets and "relocate:turn_order_first" not in targets
    assert "stay" in keys(state)
    coins = state.seats[2].coins
    events = play(state, "relocate:coins_2")
    assert state.seats[2].coins == coins + 2 and "relocated" in codes(events)
    assert state.to_move() == [1]
    assert "relocate:coins_2" not in keys(state)
    events = play(state, "stay")
    assert state.round == 2 and state.order == [1, 2, 0]
    assert [state.seats[s].turn_card for s in (1, 2, 0)] == [1, 2, 3]
    assert "round_scored" in codes(events) and state.to_move() == [1]


def test_relocation_is_compulsory_with_the_option():
    state = in_actions(2, relocation_optional=False)
    claim_and_pass(state, first=1)
    assert "stay" not in keys(state)


def test_turn_order_cards_kept_all_game_with_the_option():
    state = in_actions(3, turn_order_cards_each_round=False)
    claim_and_pass(state, first=2)
    play(state, "stay")
    assert state.order == [2, 0, 1]
    assert [state.seats[s].turn_card for s in range(3)] == [1, 2, 3]


def test_no_turn_order_spaces_and_no_relocation_in_the_last_round():
    state = in_actions(2)
    state.round = state.rounds
    state._legal = {}
    assert not any(k.startswith("place:turn_order") for k in keys(state))
    play(state, "pass", "pass")
    assert state.is_over()

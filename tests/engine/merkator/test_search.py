"""How Merkator's search judges its moves: a fulfilment is worth more than the contract left
waiting, goods and tokens pay for one contract only, a trip is judged whole, and a contract the
plan completes at the destination is not left unfulfilled."""

from __future__ import annotations

import math

from engine.games.merkator import ai, ladder
from tests.engine.merkator.helpers import (
    CAT,
    REGION,
    act,
    finish_turn,
    legal,
    new,
    quiet,
    set_contracts,
    set_goods,
)


def _at(state, seat: int, region: str) -> None:
    """Travel the seat to an empty region: no cubes to take, straight to its contracts."""
    state.cubes[REGION[region]] = 0
    act(state, f"travel:{region}", seat)


def test_a_nine_fulfilled_is_worth_more_than_the_nine_left_waiting():
    # the 9 at Russia is ready; leaving it for later must not look better than taking the 10 it brings
    state = new(2)
    quiet(state)
    seat = state.to_move()[0]
    set_contracts(state, seat, "C09", "C17", "C18", "C03", "C28")  # 2, 3, 4, 5 and the 9
    set_goods(state, seat, cloth=1, saltpeter=1, coal=1, muskets=1, plums=1)
    _at(state, seat, "russia")
    assert "fulfil:C28" in legal(state, seat)
    waiting, fulfilled = state.clone(), state.clone()
    act(waiting, "done", seat)
    finish_turn(waiting)
    act(fulfilled, "fulfil:C28", seat)
    finish_turn(fulfilled)
    assert CAT.contracts[fulfilled.contracts[seat][-1]].value == 10
    assert ai.estimate(fulfilled)[seat] > ai.estimate(waiting)[seat] + 2


def test_goods_held_once_pay_for_one_contract_not_for_each():
    # the 5 at Danzig and the 5 at Newfoundland both ask for cloth: one cloth completes only one of them
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C12", "C76")  # cloth, ham, iron / spices, cloth, fish oil
    set_goods(state, 0, cloth=1, ham=1, iron=1, spices=1, fish_oil=1)
    one = ladder.potential(state, 0, list(state.storage[0]), 0)
    set_goods(state, 0, cloth=2, ham=1, iron=1, spices=1, fish_oil=1)
    two = ladder.potential(state, 0, list(state.storage[0]), 0)
    assert two > one + 1


def test_four_time_tokens_buy_one_missing_good_not_one_for_each_contract():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C12", "C76")
    set_goods(state, 0, ham=1, iron=1, spices=1, fish_oil=1)  # both lack the cloth
    storage = list(state.storage[0])
    assert ladder.potential(state, 0, storage, 2) > ladder.potential(state, 0, storage, 1) + 1


def test_a_contract_the_plan_completes_here_is_not_left_unfulfilled():
    state = new(2)
    quiet(state)
    seat = state.to_move()[0]
    set_contracts(state, seat, "C12", "C17")  # the 5 at Danzig asks cloth, ham, iron
    set_goods(state, seat, ham=1, iron=1)
    state.tile[seat][CAT.good_colour[CAT.good_index["cloth"]]] = 1  # a grey cube: cloth or coal
    _at(state, seat, "danzig")
    weighed = [a.key for a in ai.search_actions(state, seat)]
    assert "done" in legal(state, seat) and "done" not in weighed
    assert "store:cloth" in weighed


def test_leaving_a_contract_stays_a_choice_when_its_goods_serve_a_better_one():
    # the 9 at Russia lacks the same cloth: whether the 5 takes it is for the search to weigh
    state = new(2)
    quiet(state)
    seat = state.to_move()[0]
    set_contracts(state, seat, "C12", "C28")
    set_goods(state, seat, ham=1, iron=1, saltpeter=1, coal=1, muskets=1, plums=1)
    state.tile[seat][CAT.good_colour[CAT.good_index["cloth"]]] = 1
    _at(state, seat, "danzig")
    assert "done" in [a.key for a in ai.search_actions(state, seat)]


def test_a_position_in_the_middle_of_a_trip_is_judged_at_the_trip_end():
    # the search's playouts stop after a fixed number of moves; a trip with many cubes to take is
    # judged as it ends (its cubes stored, its contracts fulfilled), not halfway
    state = new(2)
    quiet(state)
    seat = state.to_move()[0]
    set_contracts(state, seat, "C16", "C23")  # the 3 at Russia asks copper and iron
    set_goods(state, seat, copper=1)
    state.cubes[REGION["sweden"]] = 6
    act(state, "travel:sweden", seat)
    assert state.step == "take"
    end = ai.turn_end(state)
    assert end.step == "invest" and end.turn_index == state.turn_index + 1 and end is not state
    assert state.step == "take"  # the position itself is left as it was
    assert ai.evaluate(state) == ai.evaluate(end)
    # a playout's end, thrown away after its estimate, is played on in place: the same estimate
    spent = state.clone()
    assert ai.evaluate(spent, spent=True) == ai.evaluate(end)
    assert spent.step == "invest" and spent.turn_index == end.turn_index


def test_the_seat_still_to_play_in_the_round_counts_its_coming_turn():
    # between turns a seat that has just played is a turn ahead of the seat about to play:
    # the estimate credits the coming turn so that a short trip is not preferred for that
    state = new(2)
    assert ai.pending(state) == [0, 1]
    finish_turn(state)
    assert state.active == 1 and ai.pending(state) == [1]
    before = ai.estimate(state)
    later = state.clone()
    later.active, later.turn_index = 0, state.turn_index + 1  # as if the seat had played its turn
    after = ai.estimate(later)
    # with the round over both seats have their next turn to come: the lead of one turn is gone
    assert abs((before[1] - before[0]) - (after[1] - after[0]) - ai.TEMPO) < 1e-9


def test_in_the_last_round_only_the_seats_still_to_play_expect_a_turn():
    state = new(2)
    finish_turn(state)
    state.final_left = 1  # the active seat plays the game's last turn
    assert ladder.turns_left(state, state.active) == 1
    assert ladder.turns_left(state, 1 - state.active) == 0


def test_a_two_player_game_is_expected_to_last_as_long_as_it_does():
    # 20 chart tokens, three quarters of one taken a turn: about 14 turns a player, as measured
    # (docs/ai.md); counting one and a half a turn, the estimate saw half the game still to come
    assert 13 <= ladder.turns_left(new(2), 0) <= 15


def test_a_lead_counts_for_more_the_fewer_turns_are_left():
    # a fixed scale made a lead of 5 in the last round look like a 70% chance while the finished
    # game pays the leader almost 1, so the leader's search gained by ending the game at once
    state = new(2)
    early = 1 / (1 + math.exp(-5 / ai.spread_of(state)))
    finish_turn(state)
    state.final_left = 2
    late = 1 / (1 + math.exp(-5 / ai.spread_of(state)))
    assert early < 0.7 < 0.9 < late

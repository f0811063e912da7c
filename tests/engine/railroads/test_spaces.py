"""Each main-board action space: its cost, its effect, and who may use it."""

from __future__ import annotations

import pytest

from engine.games.railroads.data import COLOUR_INDEX, catalogue
from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails, unlock

CAT = catalogue()

RAIL_SPACES = [(s.id, s.effect["colour"], s.effect["count"], s.workers) for s in CAT.spaces.values()
               if s.effect["type"] == "rail_steps" and s.effect["colour"] in COLOUR_INDEX]


def open_lines(state, seat=0):
    """Rails far apart on every line and every colour unlocked, so any step has room."""
    unlock(state, seat, "grey", "brown", "natural", "white")
    set_rails(state, seat, "trans_siberian", black=12, grey=10, brown=8, natural=6, white=3)
    set_rails(state, seat, "st_petersburg", black=9, grey=6, brown=3, natural=1)
    set_rails(state, seat, "kiev", black=9, grey=5, brown=2)
    state.seats[seat].fired = (1 << 64) - 1  # the specials on the way have paid out already


@pytest.mark.parametrize("space,colour,count,workers", RAIL_SPACES)
def test_rail_spaces_give_their_steps(space, colour, count, workers):
    state = in_actions(4)
    open_lines(state)
    c = COLOUR_INDEX[colour]
    before = sum(r[c] for r in state.seats[0].rails)
    play(state, f"place:{space},0")
    assert state.seats[0].free == 5 - workers
    for _ in range(count):
        assert "done" not in keys(state)  # a contested action is carried out in full
        play(state, keys(state)[0])
    assert sum(r[c] for r in state.seats[0].rails) == before + count
    assert state.to_move() == [1]


def test_coins_replace_workers_and_required_coins_are_coins():
    state = in_actions(2)
    p = state.seats[0]
    p.coins = 0
    state._legal = {}
    assert not any(k.startswith("place:track_any_2") for k in keys(state))
    p.coins = 2
    state._legal = {}
    # the worker may be a coin too; the required coin comes on top
    assert [k for k in keys(state) if k.startswith("place:track_any_2")] == [
        "place:track_any_2,0", "place:track_any_2,1"]
    assert [k for k in keys(state) if k.startswith("place:track_black_3")] == [
        "place:track_black_3,0", "place:track_black_3,1", "place:track_black_3,2"]
    play(state, "place:track_black_3,2")
    assert (p.free, p.coins) == (6, 0)


def test_no_workers_means_coins_only():
    state = in_actions(2)
    p = state.seats[0]
    p.free = 0
    p.coins = 1
    state._legal = {}
    assert "place:track_black_3,2" not in keys(state)
    assert "place:industry_1,1" in keys(state) and "place:industry_1,0" not in keys(state)


def test_occupied_spaces_and_the_unlimited_space():
    state = in_actions(2)
    play(state, "place:track_black_or_grey,0", "rail:kiev,black")
    play(state, "place:track_black_3,0", "rail:kiev,black", "rail:kiev,black", "rail:kiev,black")
    assert not any(k.startswith("place:track_black_3") for k in keys(state))
    assert "place:track_black_or_grey,0" in keys(state)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black")  # the same player again
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black")
    assert state.crowd == [0, 0, 1]


def test_loco_or_factory_takes_the_lowest_locomotive():
    state = in_actions(2)
    play(state, "place:loco_or_factory_1,0")
    assert keys(state) == ["choose:0", "choose:1"]
    play(state, "choose:0")
    assert "loco:kiev,0" in keys(state)
    events = play(state, "loco:kiev,0")
    assert state.seats[0].locos[state.line_of("kiev")] == [2]
    assert state.supply[2] == 1 and "locomotive_placed" in codes(events)


def test_loco_and_factory_in_either_order():
    state = in_actions(2)
    play(state, "place:loco_and_factory_3,0")
    assert "factory:2,supply" in keys(state) and "loco:kiev,0" in keys(state)
    play(state, "factory:2,supply")
    assert state.seats[0].factories[0] == 2
    play(state, "loco:kiev,0")
    assert state.seats[0].locos[state.line_of("kiev")] == [2] and state.supply[2] == 0


def test_industry_spaces_and_the_empty_factory_slot():
    state = in_actions(2)
    play(state, "place:industry_2,0")
    assert state.seats[0].industry == [2]
    state.seats[0].industry = [4]
    state.cur = 0
    state._legal = {}
    assert not any(k.startswith("place:industry") for k in keys(state))  # the first factory slot is empty


def test_industry_1_black_1():
    state = in_actions(3)
    play(state, "place:industry_1_black_1,0", "rail:trans_siberian,black")
    assert state.seats[0].industry == [1] and state.seats[0].rails[0][0] == 2


def test_doubler_coins_and_helpers():
    state = in_actions(3)
    events = play(state, "place:doubler,0")
    assert state.seats[0].doublers == 1
    assert [e.params for e in events if e.code == "doubler_placed"] == [{"space": 1}]
    play(state, "place:coins_2,0")
    assert state.seats[1].coins == 3
    play(state, "place:temp_workers,0")
    assert state.seats[2].temp == 2 and state.turquoise == 2
    assert state.seats[2].free == 5
    play(state, "place:track_black_3,0", "rail:kiev,black", "rail:kiev,black", "rail:kiev,black")
    assert state.seats[0].temp == 0 and state.seats[0].free == 3


def test_helpers_are_spent_first_and_gone_next_round():
    state = in_actions(3, seat=0)
    play(state, "place:temp_workers,0")
    p = state.seats[0]
    assert (p.free, p.temp) == (5, 2)
    play(state, "pass", "pass")
    play(state, "place:track_black_3,0", "rail:kiev,black", "rail:kiev,black", "rail:kiev,black")
    assert (p.free, p.temp, p.placed) == (5, 0, 3)
    play(state, "pass")
    assert state.round == 2 and (p.free, p.temp, p.placed) == (6, 0, 0) and state.turquoise == -1


def test_public_engineer_costs_what_it_prints_and_is_done_in_full():
    state = in_actions(2)
    state.row[1] = 11  # 1 white + 1 beige step for 2 workers: white is still locked
    state._legal = {}
    assert not any(k.startswith("place:engineer_public_1") for k in keys(state))
    assert state.space_block(0, "engineer_public_1") == "not_in_full"
    state.row[1] = 1  # 3 black steps for 1 worker
    state._legal = {}
    play(state, "place:engineer_public_1,0")
    assert keys(state) == ["rail:trans_siberian,black", "rail:st_petersburg,black", "rail:kiev,black"]
    play(state, "rail:kiev,black", "rail:kiev,black", "rail:kiev,black")
    assert state.seats[0].rails[2][0] == 4 and state.seats[0].free == 5


def test_hiring_costs_a_coin_and_gives_an_own_space():
    state = in_actions(2)
    number = state.row[0]
    eng = CAT.engineers[number]
    play(state, "place:engineer_hire,0")
    p = state.seats[0]
    assert p.engineers == [number] and p.coins == 1 and p.free == 6 and state.row[0] == 0
    assert not any(k.startswith("place:engineer_hire") for k in keys(state))
    play(state, "pass")
    own = [k for k in keys(state) if k.startswith(f"place:{eng.id},")]
    assert own[0] == f"place:{eng.id},0"
    play(state, own[0])
    assert p.eng_used == [number]


def test_unhired_engineer_leaves_and_the_row_shifts():
    state = in_actions(2)
    row = state.row[:]
    events = play(state, "pass", "pass")
    assert state.row == row[1:] + [0]
    assert "engineer_removed" in codes(events)


def test_turn_order_claims():
    state = in_actions(3, seat=0)
    assert "place:turn_order_first,0" not in keys(state)  # already first
    assert "place:turn_order_second,0" in keys(state)
    play(state, "place:turn_order_second,0")
    assert "place:turn_order_first,0" in keys(state)
    play(state, "place:turn_order_first,0")
    assert state.claims == [1, 0]
    state.cur = 0
    state._legal = {}
    two = in_actions(2, seat=0)
    assert "place:turn_order_first,0" in keys(two)  # with two players either may take it


def test_a_player_may_not_hold_both_claim_spaces():
    state = in_actions(4, seat=2)
    play(state, "place:turn_order_first,0")
    state.cur = 2
    state._legal = {}
    assert "place:turn_order_second,0" not in keys(state, 2)


def test_last_round_tile():
    state = in_actions(2)
    assert "place:last_round_industry_3,0" not in keys(state)
    state.round = state.rounds
    state._legal = {}
    assert "place:last_round_industry_3,0" in keys(state)
    assert not any(k.startswith("place:turn_order") for k in keys(state))
    play(state, "place:last_round_industry_3,0")
    assert state.seats[0].industry == [3]
    off = in_actions(2, last_round_tile="none")
    off.round = off.rounds
    assert not any(k.startswith("place:last_round") for k in keys(off))

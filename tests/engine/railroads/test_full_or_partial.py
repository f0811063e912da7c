"""Contested actions must be done in full (and are offered only then); uncontested ones may stop early."""

from __future__ import annotations

from engine.games.railroads import effects
from tests.engine.railroads.helpers import in_actions, keys, play, set_rails, unlock


def test_mandatory_steps_cannot_be_forfeited():
    state = in_actions(2)
    play(state, "place:track_black_3,0", "rail:kiev,black")
    assert "done" not in keys(state)
    play(state, "rail:kiev,black", "rail:kiev,black")
    assert state.to_move() == [1]


def test_own_engineer_may_be_used_in_part():
    state = in_actions(2)
    p = state.seats[0]
    p.engineers = [1]  # 3 black steps
    state._legal = {}
    play(state, "place:eng_1,0", "rail:kiev,black")
    assert "done" in keys(state)
    play(state, "done")
    assert p.rails[2][0] == 2 and state.to_move() == [1]


def test_own_engineer_is_offered_even_when_it_cannot_be_done_in_full():
    state = in_actions(2)
    p = state.seats[0]
    p.engineers = [3]  # 2 brown steps, brown still locked
    state._legal = {}
    assert "place:eng_3,0" in keys(state)
    state.row[1] = 3
    state._legal = {}
    assert not any(k.startswith("place:engineer_public_1") for k in keys(state))


def test_mixed_contested_steps_keep_the_rest_possible():
    state = in_actions(2)
    p = state.seats[0]
    unlock(state, 0, "grey", "brown", "natural")
    # beige can move only once brown makes room on the Trans-Siberian; Kiev takes no beige
    set_rails(state, 0, "trans_siberian", black=15, grey=5, brown=3, natural=2)
    set_rails(state, 0, "st_petersburg", black=9, grey=8, brown=7, natural=6)
    set_rails(state, 0, "kiev", black=9, grey=5, brown=3)
    p.fired = (1 << 64) - 1
    state.row[1] = 8  # public engineer: 1 beige + 1 brown step
    state._legal = {}
    assert not effects.feasible(state, 0, {"type": "rail_steps", "colour": "natural", "count": 1})
    assert "place:engineer_public_1,0" in keys(state)
    play(state, "place:engineer_public_1,0")
    assert keys(state) == ["rail:trans_siberian,brown"]  # brown on Kiev would leave the beige step impossible
    play(state, "rail:trans_siberian,brown")
    assert keys(state) == ["rail:trans_siberian,natural"]
    play(state, "rail:trans_siberian,natural")
    assert state.to_move() == [1]


def test_loco_and_factory_keeps_the_last_locomotive_for_the_locomotive():
    state = in_actions(2)
    state.supply = [0] * 10
    state.supply[9] = 1
    state.returned = [3]
    state._legal = {}
    play(state, "place:loco_and_factory_3,0")
    assert "factory:9,supply" not in keys(state) and "factory:3,pool" in keys(state)
    state.returned = []
    state.cur = 0
    state._legal = {}


def test_locomotive_spaces_need_a_locomotive_in_the_supply():
    state = in_actions(2)
    state.supply = [0] * 10
    state._legal = {}
    assert not any(k.startswith("place:loco") for k in keys(state))
    state.returned = [4]
    state._legal = {}
    assert "place:loco_or_factory_1,0" in keys(state) and "place:loco_and_factory_3,0" not in keys(state)
    play(state, "place:loco_or_factory_1,0")
    assert keys(state) == ["factory:4,pool"]  # the only option that can be done in full is taken at once


def test_doubler_needs_a_free_slot():
    state = in_actions(2)
    state.seats[0].doublers = 8
    state._legal = {}
    assert "place:doubler,0" not in keys(state)

"""Locomotives (lowest first, replacement chains, return as a factory) and factories (slots, triggers)."""

from __future__ import annotations

from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails


def take_loco(state):
    play(state, "place:loco_or_factory_1,0", "choose:0")


def test_the_lowest_locomotive_is_taken():
    state = in_actions(2)
    state.supply[2] = 0
    state.supply[3] = 0
    take_loco(state)
    events = play(state, "loco:kiev,0")
    assert state.seats[0].locos[2] == [4]
    assert [e.params["tile"] for e in events if e.code == "locomotive_taken"] == [4]


def test_replacement_chain_is_finished_before_going_on():
    state = in_actions(2)
    p = state.seats[0]
    p.locos = [[1, 3], [2], [0]]
    state.supply[2] = 0
    state.supply[3] = 0  # the next is #4
    take_loco(state)
    # #4 may go to the empty Kiev slot or replace any lower locomotive
    assert keys(state) == ["loco:trans_siberian,0", "loco:trans_siberian,1", "loco:st_petersburg,0", "loco:kiev,0"]
    play(state, "loco:trans_siberian,1")
    assert state.held == 3 and state.view(0)["prompt"]["code"] == "place_locomotive"
    assert keys(state) == ["loco:trans_siberian,0", "loco:st_petersburg,0", "loco:kiev,0"]
    play(state, "loco:st_petersburg,0")
    assert state.held == 2
    play(state, "loco:kiev,0")
    assert p.locos == [[1, 4], [3], [2]] and state.held == 0 and state.to_move() == [1]


def test_a_locomotive_goes_back_as_a_factory_only_when_all_slots_are_full():
    state = in_actions(2)
    p = state.seats[0]
    p.locos = [[5, 6], [7], [8]]
    take_loco(state)  # a #2: lower than everything
    assert keys(state) == ["loco_discard"]
    events = play(state, "loco_discard")
    assert state.returned == [2] and "locomotive_returned" in codes(events)
    p.locos = [[5, 0], [7], [8]]
    state.cur = 0
    state._legal = {}
    play(state, "place:loco_and_factory_3,0")
    assert "loco_discard" not in keys(state)


def test_chain_ends_with_a_return_when_full():
    state = in_actions(2)
    p = state.seats[0]
    p.locos = [[1, 5], [6], [7]]
    take_loco(state)  # #2 replaces the #1, which has nowhere to go
    play(state, "loco:trans_siberian,0")
    assert state.held == 1 and keys(state) == ["loco_discard"]
    play(state, "loco_discard")
    assert state.returned == [1]


def test_factories_fill_left_to_right_from_supply_or_returned_pool():
    state = in_actions(2)
    p = state.seats[0]
    state.returned = [5]
    play(state, "place:loco_or_factory_1,0", "choose:1")
    assert keys(state) == ["factory:2,supply", "factory:5,pool"]
    events = play(state, "factory:5,pool")
    assert p.factories == [5, 0, 0, 0, 0] and state.returned == []
    assert [e.params for e in events if e.code == "factory_built"] == [
        {"number": 5, "slot": 1, "source": "pool", "replaced": 0}]


def test_a_full_factory_row_replaces_a_factory():
    state = in_actions(2)
    p = state.seats[0]
    p.factories = [2, 3, 4, 5, 6]
    play(state, "place:loco_or_factory_1,0", "choose:1")
    assert keys(state) == [f"factory:2,supply,{k}" for k in range(1, 6)]
    play(state, "factory:2,supply,4")
    assert p.factories == [2, 3, 4, 2, 6] and state.returned == [5]


def test_entering_a_factory_fires_it_and_it_may_be_skipped():
    state = in_actions(2)
    p = state.seats[0]
    p.factories = [2, 0, 0, 0, 0]  # #2: 2 black steps
    p.industry = [4]
    events = play(state, "place:industry_1,0")
    assert p.industry == [5] and "factory_fired" in codes(events)
    assert "done" in keys(state)  # a factory is uncontested: it may be left unused
    play(state, "rail:kiev,black", "done")
    assert p.rails[2][0] == 2 and state.to_move() == [1]


def test_factory_points_and_coins():
    state = in_actions(2)
    p = state.seats[0]
    p.factories = [9, 6, 0, 0, 0]  # #9: 10 points, #6: 1 coin
    p.industry = [4]
    events = play(state, "place:industry_2,0")
    assert p.industry == [6] and p.breakdown.get("bonuses") == 10
    assert [e.params["number"] for e in events if e.code == "factory_fired"] == [9]
    play(state, "pass")
    coins = p.coins
    play(state, "place:industry_1,0")
    assert p.industry == [7] and p.coins == coins + 1


def test_factory_1_scores_the_engineer_numbers():
    state = in_actions(2)
    p = state.seats[0]
    p.factories = [1, 0, 0, 0, 0]
    p.engineers = [4, 12]
    p.industry = [4]
    play(state, "place:industry_1,0")
    assert p.breakdown["bonuses"] == 16


def test_the_special_nine_from_a_question_card():
    state = in_actions(2)
    p = state.seats[0]
    p.locos[1] = [4]
    state.row[1] = 0
    set_rails(state, 0, "st_petersburg", black=3)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_question_card")
    assert "qcard:qc_loco_9" in keys(state)
    play(state, "qcard:qc_loco_9")
    assert state.held == 10
    play(state, "loco:kiev,0")
    assert p.locos[2] == [10] and p.reach(2) == 9 and "qc_loco_9" not in state.qcards

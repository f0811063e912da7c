"""Travel (R-TRV): taking goods, bonus goods, refills, time tokens and the goods-loss control."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.engine.merkator.helpers import CAT, GOOD, REGION, act, codes, legal, new, quiet, set_goods


def test_two_black_cubes_taken_in_sweden_become_one_copper_and_one_iron():
    state = new(2)
    quiet(state)
    state.cubes[REGION["sweden"]] = 2
    act(state, "travel:sweden")
    assert state.storage[0][GOOD["iron"]] == 1 and state.storage[0][GOOD["copper"]] == 1
    assert state.cubes[REGION["sweden"]] == 0


def test_one_cube_may_become_either_good():
    state = new(2)
    quiet(state)
    act(state, "travel:sweden")
    assert state.step == "take" and legal(state) == ["take:iron", "take:copper"]
    act(state, "take:copper")
    assert state.storage[0][GOOD["copper"]] == 1


def test_three_or_more_cubes_split_freely_with_at_least_one_of_each():
    state = new(2)
    quiet(state)
    state.cubes[REGION["sweden"]] = 4
    act(state, "travel:sweden")
    act(state, "take:iron")
    act(state, "take:iron")
    # two cubes left and copper still missing: both choices stay open for one more cube
    assert legal(state) == ["take:iron", "take:copper"]
    act(state, "take:iron")
    assert state.step != "take"
    assert state.storage[0][GOOD["iron"]] == 3 and state.storage[0][GOOD["copper"]] == 1


def test_travel_to_russia_puts_cubes_on_sweden_and_danzig():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    act(state, "travel:russia")
    filled = {CAT.region_ids[r] for r in range(8) if state.cubes[r]}
    assert filled == {"sweden", "danzig"}


def test_after_a_trip_to_bohemia_no_main_region_holds_exactly_three_cubes():
    state = new(2)
    quiet(state)
    state.cubes = [3, 2, 3, 0, 1, 3, 4, 3]
    act(state, "travel:bohemia")
    assert 3 not in state.cubes
    assert state.cubes == [4, 2, 4, 0, 1, 4, 5, 4]


def test_side_region_refill_uses_the_cube_count_after_taking():
    state = new(2)
    quiet(state)
    state.cubes = [0, 1, 2, 0, 5, 0, 1, 0]
    act(state, "travel:denmark")  # 2+
    assert state.cubes == [0, 1, 3, 0, 6, 0, 1, 0]
    state.tokens[1] = 5
    state.cubes = [0, 1, 2, 0, 5, 0, 1, 0]
    state.active = 1
    state.step = "invest"
    state.tokens[1] = 5
    act(state, "travel:newfoundland")  # 0+: all eight
    assert state.cubes == [1, 2, 3, 1, 6, 1, 2, 1]


def test_two_connected_main_regions_are_never_both_empty_after_a_main_trip():
    state = new(3)
    quiet(state)
    for region in range(8):
        state.cubes = [0] * 8
        state.cubes[region] = 0
        state.step, state.active, state.tasks, state.controls = "invest", 0, [], []
        state.tokens[0] = 5
        act(state, f"travel:{CAT.region_ids[region]}")
        for a in range(8):
            for b in CAT.neighbours[a]:
                if a == region or b == region:
                    assert state.cubes[a] or state.cubes[b]


def test_bonus_cards_give_two_fixed_goods_to_the_traveller():
    state = new(2)
    quiet(state)
    state.bonus[0] = ["B01"]  # Hamburg: saltpeter
    state.cubes[REGION["hamburg"]] = 0
    act(state, "travel:hamburg")
    assert state.storage[0][GOOD["saltpeter"]] == 2


def test_time_tokens_are_gained_from_the_top_row_even_when_staying_and_paid_to_the_supply():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.figure = REGION["hamburg"]
    before = state.chart_tokens()
    act(state, "travel:hamburg")
    assert state.tokens[0] == 2 and state.chart_tokens() == before - 2
    assert state.chart_rows[2] == 3
    state.step, state.active = "invest", 1
    supply = state.token_supply
    state.tokens[1] = 3
    act(state, "travel:newfoundland")
    assert state.tokens[1] == 0 and state.token_supply == supply + 3


def test_a_destination_that_costs_more_tokens_than_held_is_not_allowed():
    state = new(2)
    state.tokens[0] = 1
    keys = legal(state)
    assert "travel:spain" in keys and "travel:italy" not in keys and "travel:newfoundland" not in keys
    with pytest.raises(IllegalAction, match="time tokens"):
        act(state, "travel:newfoundland")


def _empty_row_setup(letter: str):
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 1, 5, 5]
    state.letter_pool = [letter]
    return state


def test_a_single_letter_control_costs_every_player_one_good_of_their_choice():
    state = _empty_row_setup("A")
    set_goods(state, 0, cattle=2, grain=1)
    set_goods(state, 1, muskets=3)
    events = act(state, "travel:sweden")
    assert "row_emptied" in codes(events)
    assert state.view(None)["prompt"] == {"code": "loss_control", "params": {"letter": "A", "row": 2}}
    act(state, "control:accept")
    assert state.view(None)["prompt"]["code"] == "lose_goods"
    assert legal(state) == ["lose:cattle", "lose:grain"]
    act(state, "lose:grain")
    # seat 1 held only muskets in column A: lost without a question
    assert state.storage[1][GOOD["muskets"]] == 2
    assert state.storage[0][GOOD["grain"]] == 0 and state.storage[0][GOOD["cattle"]] == 2


def test_a_double_letter_costs_two_goods_and_a_lone_good_is_lost_anyway():
    state = _empty_row_setup("BB")
    set_goods(state, 0, iron=3, saltpeter=1)
    set_goods(state, 1, copper=1)
    act(state, "travel:sweden")
    # double letters offer no substitute
    assert state.view(None)["prompt"]["code"] == "lose_goods"
    act(state, "lose:iron")
    act(state, "lose:iron")
    assert state.storage[0][GOOD["iron"]] == 1 and state.storage[0][GOOD["saltpeter"]] == 1
    assert state.storage[1][GOOD["copper"]] == 0


def test_the_redraw_option_uses_the_next_rows_first_token_and_puts_it_back():
    state = _empty_row_setup("C")
    set_goods(state, 0, plums=2, ham=1)
    set_goods(state, 1, wine=2)
    act(state, "travel:sweden")
    state.letter_pool = ["EE"]
    act(state, "control:redraw")
    assert state.chart_rows[3] == 5 and state.chart_known[3] == "EE"
    assert state.storage[0][GOOD["plums"]] == 0 and state.storage[0][GOOD["ham"]] == 1
    assert state.storage[1][GOOD["wine"]] == 0
    # the known token is taken first from its row later on
    state.step, state.active = "invest", 1
    act(state, "travel:danzig")
    assert state.chart_known[3] is None and state.chart_rows[3] == 4


def test_no_substitute_on_the_last_row():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 0, 0, 2]
    state.letter_pool = ["D"]
    set_goods(state, 0, coal=1, cloth=1)
    act(state, "travel:hamburg")
    assert state.view(None)["prompt"]["code"] == "lose_goods"
    assert state.triggered  # the last chart token was taken


def test_supply_card_cubes_are_never_lost_and_variant_a_has_no_control():
    state = _empty_row_setup("AA")
    state.tile[0][0] = 1
    act(state, "travel:sweden")
    assert state.tile[0][0] == 1
    calm = new(2, no_goods_loss=True)
    quiet(calm)
    calm.chart_rows = [0, 0, 1, 5, 5]
    set_goods(calm, 0, cattle=2)
    events = act(calm, "travel:danzig")
    assert "row_emptied" not in codes(events) and calm.storage[0][GOOD["cattle"]] == 2


def test_two_emptied_rows_in_one_trip_are_controlled_in_the_order_taken():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 1, 1, 5]
    state.letter_pool = ["A", "A"]
    set_goods(state, 0, cattle=1, grain=2)
    events = act(state, "travel:hamburg")
    assert [e.params["row"] for e in events if e.code == "row_emptied"] == [2, 3]
    # row 2's control has no substitute (row 3 was emptied in the same trip): the loss comes first
    assert state.prompt() == {"code": "lose_goods", "params": {"column": "A", "count": 1}}
    act(state, "lose:grain")
    # then row 3's control, which may be replaced by row 4's first token
    assert state.prompt() == {"code": "loss_control", "params": {"letter": "A", "row": 3}}
    act(state, "control:accept")
    act(state, "lose:cattle")
    assert state.storage[0][GOOD["grain"]] == 1 and state.storage[0][GOOD["cattle"]] == 0

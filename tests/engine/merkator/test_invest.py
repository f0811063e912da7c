"""Invest (R-INV): selling, buying, the forced investment, the 15-thaler limit, no coins, variant B."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.engine.merkator.helpers import CAT, act, legal, new, set_contracts


def test_selling_pays_the_value_and_the_last_contract_is_never_sold():
    state = new(2)
    set_contracts(state, 0, "C09", "C30")
    act(state, "sell:C30")
    assert state.coins[0] == 3 and state.contracts[0] == ["C09"] and "C30" in state.discard
    assert not any(k.startswith("sell:") for k in legal(state))
    with pytest.raises(IllegalAction, match="last contract"):
        act(state, "sell:C09")


def test_six_contracts_force_a_sale_down_to_five_before_travel():
    state = new(2)
    set_contracts(state, 0, "C09", "C30", "C31", "C32", "C33", "C34")
    keys = legal(state)
    assert not any(k.startswith("travel:") for k in keys)
    assert state.view(0)["prompt"]["params"]["forced_sale"] is True
    with pytest.raises(IllegalAction, match="sell contracts"):
        act(state, "travel:hamburg")
    act(state, "sell:C09")
    assert any(k.startswith("travel:") for k in legal(state))


def test_five_contracts_make_selling_optional():
    state = new(2)
    set_contracts(state, 0, "C09", "C30", "C31", "C32", "C33")
    keys = legal(state)
    assert "travel:hamburg" in keys and "sell:C09" in keys


def test_no_forced_investment_in_the_last_round():
    state = new(2)
    set_contracts(state, 0, "C09", "C30", "C31", "C32", "C33", "C34", "C35")
    state.final_left = 2
    assert "travel:hamburg" in legal(state)


def test_more_than_fifteen_thalers_must_be_spent_or_discarded_before_travel():
    state = new(2)
    state.coins[0] = 18
    state.building_display = ["G26", "G25", "G24", "G23"]
    keys = legal(state)
    assert "discard_coins" in keys and not any(k.startswith("travel:") for k in keys)
    act(state, "buy_building:G26")  # costs 5
    assert state.coins[0] == 13 and "G26" in state.buildings[0]
    assert len(state.building_display) == 4 and "G26" not in state.building_display
    assert "travel:hamburg" in legal(state)
    state.coins[0] = 17
    act(state, "discard_coins")
    assert state.coins[0] == 15


def test_a_new_display_card_may_be_bought_in_the_same_step():
    state = new(2)
    state.coins[0] = 15
    state.bonus_display = ["B01", "B02", "B03", "B04"]
    state.bonus_pool = ["B05"]
    act(state, "buy_bonus:B01")
    assert state.bonus_display == ["B02", "B03", "B04", "B05"]
    act(state, "buy_bonus:B05")
    assert state.coins[0] == 15 - 3 - 4 and state.bonus[0][-2:] == ["B01", "B05"]
    act(state, "buy_bonus:B02")
    # the bonus deck is empty: the display stays short
    assert len(state.bonus_display) == 2


def test_supply_cubes_move_into_storage_at_any_decision():
    state = new(2)
    act(state, "store:muskets")
    assert state.tile[0][0] == 0 and state.storage[0][CAT.good_index["muskets"]] == 1
    assert "store:cattle" not in legal(state)


def test_without_coins_contracts_pay_directly_and_change_is_lost():
    state = new(3, no_coins=True)
    set_contracts(state, 0, "C09", "C30", "C57")  # values 2, 3, 9
    state.building_display = ["G26", "G25", "G24", "G23"]
    assert not any(k.startswith("buy_") for k in legal(state))
    act(state, "sell:C57")
    assert state.coins[0] == 0 and state.credit[0] == 9
    events = act(state, "buy_building:G25")  # costs 7: 2 thalers of change are lost
    assert state.credit[0] == 0 and [e.params for e in events if e.code == "change_lost"] == [{"amount": 2}]
    act(state, "sell:C30")
    events = act(state, "travel:hamburg")
    assert "change_lost" in [e.code for e in events] and state.credit[0] == 0


def test_variant_b_forces_whoever_can_afford_the_dearest_building_to_buy():
    state = new(3, spending_pressure=True)
    state.coins = [30, 0, 12]
    state.building_display = ["G26", "G25", "G24", "G23"]  # 5, 7, 9, 8
    state.building_pool = ["G01", "G22"]  # 12, 7
    assert "travel:hamburg" in legal(state)  # no cash limit under variant B
    act(state, "buy_building:G26")  # display becomes G25 G24 G23 + one of G01/G22
    # the active player (25 coins) is checked first
    assert state.to_move() == [0] and state.view(0)["prompt"]["code"] == "forced_building"
    dearest = max(CAT.buildings[b].cost for b in state.building_display)
    act(state, f"buy_building:{state.building_display[0]}")
    while state.tasks:
        seat = state.to_move()[0]
        assert state.coins[seat] >= max(CAT.buildings[b].cost for b in state.building_display)
        act(state, f"buy_building:{state.building_display[0]}")
    shown = [CAT.buildings[b].cost for b in state.building_display]
    assert not shown or all(c < max(shown) for c in state.coins)
    assert dearest >= 7


def test_variant_b_cannot_be_combined_with_the_no_coins_game():
    from engine.core import ConfigError
    with pytest.raises(ConfigError):
        new(2, spending_pressure=True, no_coins=True)

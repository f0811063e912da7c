"""Fulfilling contracts (R-FUL) and joining trips (R-JOIN)."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.engine.merkator.helpers import CAT, GOOD, act, codes, legal, new, quiet, set_contracts, set_goods


def _at_dutch(players: int = 2, **options):
    state = new(players, **options)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, "C30", "C09")  # 3 Dutch Republic: fish oil + citrus; 2 Danzig
    return state


def test_contracts_are_fulfilled_only_at_their_region_and_pay_the_next_value():
    state = _at_dutch()
    set_goods(state, 0, fish_oil=1, citrus=1, muskets=2, cattle=1)
    act(state, "travel:dutch_republic")
    keys = legal(state)
    assert "fulfil:C30" in keys and "fulfil:C09" not in keys
    top4 = state.stacks[4][-1]
    events = act(state, "fulfil:C30")
    assert state.storage[0][GOOD["fish_oil"]] == 0 and state.storage[0][GOOD["citrus"]] == 0
    assert "C30" in state.contracts[0] and top4 in state.contracts[0]
    assert [e.params["source"] for e in events if e.code == "contract_received"] == ["deck"]
    assert "fulfil:C30" not in legal(state)


def test_a_contract_is_fulfilled_once_per_round_or_once_per_turn_by_option():
    for limit, again in (("per_round", False), ("per_turn", True)):
        state = _at_dutch(fulfil_limit=limit)
        set_goods(state, 0, fish_oil=4, citrus=2)
        act(state, "travel:dutch_republic")
        act(state, "fulfil:C30")
        act(state, "done")
        # seat 1 travels to the same region in the same round; seat 0 may join
        state.tokens[1] = 0
        state.tokens[0] = 3
        act(state, "travel:dutch_republic")
        asked = state.step == "join" and state.to_move() == [0]
        assert asked is again
        if asked:
            act(state, "join")
            assert "fulfil:C30" in legal(state)


def test_trades_four_to_one_only_for_goods_a_contract_needs():
    state = _at_dutch()
    set_goods(state, 0, citrus=1, iron=4)
    state.tokens[0] = 4
    act(state, "travel:dutch_republic")
    keys = legal(state)
    assert "fulfil:C30" not in keys
    assert [k for k in keys if k.startswith("trade")] == ["trade:iron,fish_oil", "trade_tokens:fish_oil"]
    act(state, "trade:iron,fish_oil")
    assert state.storage[0][GOOD["iron"]] == 0 and state.storage[0][GOOD["fish_oil"]] == 1
    assert not any(k.startswith("trade") for k in legal(state))
    act(state, "fulfil:C30")


def test_four_time_tokens_buy_one_needed_good():
    state = _at_dutch()
    set_goods(state, 0, fish_oil=1)
    state.tokens[0] = 5
    act(state, "travel:dutch_republic")
    assert state.tokens[0] == 6  # Dutch Republic gives one token
    act(state, "trade_tokens:citrus")
    assert state.tokens[0] == 2 and state.storage[0][GOOD["citrus"]] == 1
    act(state, "fulfil:C30")


def test_empty_reward_deck_takes_the_discards_then_the_same_value():
    state = _at_dutch()
    set_goods(state, 0, fish_oil=4, citrus=2)
    fours = state.stacks[4] + state.pools[4]
    state.stacks[4], state.pools[4] = [], []
    state.discard.append(fours[0])
    act(state, "travel:dutch_republic")
    events = act(state, "fulfil:C30")
    assert "discards_reshuffled" in codes(events)
    assert fours[0] in state.contracts[0]
    # no 4 anywhere now: a 3 (same value as the contract fulfilled) instead
    state2 = _at_dutch()
    set_goods(state2, 0, fish_oil=1, citrus=1)
    state2.stacks[4], state2.pools[4] = [], []
    top3 = state2.stacks[3][-1]
    act(state2, "travel:dutch_republic")
    events = act(state2, "fulfil:C30")
    assert [e.params["source"] for e in events if e.code == "contract_received"] == ["same_value"]
    assert top3 in state2.contracts[0]


def test_joining_costs_one_token_at_a_main_region_paid_to_the_active_player():
    state = _at_dutch(3)
    state.tokens = [0, 1, 3]
    state.bonus[2] = ["B05"]  # Dutch Republic bonus card: spices
    set_contracts(state, 1, "C31")  # a Dutch Republic contract
    set_contracts(state, 2, "C10")  # Danzig only
    act(state, "travel:dutch_republic")
    act(state, "done")  # the active player fulfils first (nothing to fulfil here)
    assert state.step == "join" and state.to_move() == [1]
    assert state.view(None)["prompt"] == {"code": "join", "params": {"region": "dutch_republic", "cost": 1,
                                                                      "active": 0}}
    act(state, "join")
    assert state.tokens[:2] == [2, 0]  # 1 gained by travel + 1 paid by the joiner
    act(state, "done")
    act(state, "join")  # seat 2 joins for its bonus card
    assert state.tokens == [3, 0, 2] and state.storage[2][GOOD["spices"]] == 1
    assert state.cubes[CAT.region_index["dutch_republic"]] == 0
    assert state.active == 1 and state.step == "invest"


def test_joining_costs_two_tokens_at_a_side_region_and_needs_them():
    state = new(3)
    quiet(state)
    state.tokens = [0, 2, 1]
    set_contracts(state, 1, "C58")  # Bohemia
    set_contracts(state, 2, "C63")  # Denmark: not asked about Bohemia
    state.contracts[2].append("C59")  # Bohemia, but seat 2 holds only 1 token
    act(state, "travel:bohemia")
    assert state.to_move() == [1] and state.prompt()["params"]["cost"] == 2
    act(state, "join")
    assert state.tokens == [3, 0, 1]
    assert state.step == "fulfil" and state.prompt()["params"]["joining"] is True
    act(state, "done")
    assert state.active == 1 and state.step == "invest"


def test_nobody_joins_in_a_two_player_game_without_joining():
    state = _at_dutch(2, no_joining=True)
    set_contracts(state, 1, "C31")
    state.tokens[1] = 3
    act(state, "travel:dutch_republic")
    act(state, "done")
    assert state.active == 1 and state.step == "invest"


def test_category_and_different_demands_hand_in_the_goods_held_most():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C60", "C09")  # 5 Bohemia: 5 different goods
    set_goods(state, 0, cattle=3, grain=1, iron=1, ham=1, cloth=1, wine=1, spices=2, coal=1)
    act(state, "travel:bohemia")
    act(state, "fulfil:C60")
    left = {CAT.good_ids[g]: n for g, n in enumerate(state.storage[0]) if n}
    assert sum(left.values()) == 6 and left["cattle"] == 2 and left["spices"] == 1


def test_an_illegal_fulfil_changes_nothing():
    state = _at_dutch()
    set_goods(state, 0, fish_oil=1)
    act(state, "travel:dutch_republic")
    before = state.view(None)
    with pytest.raises(IllegalAction, match="1 goods are still missing"):
        act(state, "fulfil:C30")
    with pytest.raises(IllegalAction, match="destination printed on it"):
        act(state, "fulfil:C09")
    assert state.view(None) == before

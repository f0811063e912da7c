"""Phase 3, the Great Market loop, and phase 4, dominance and the control cards."""

from __future__ import annotations

from engine.games.jantaris.data import CONTROL_INDEX, MARKET_CARDS, MARKET_GOODS
from tests.engine.jantaris.helpers import arrange, keys, on, opening, play, run_steps


def market_table(card: str, merchants: dict, goods: dict, items: dict | None = None):
    state = arrange(opening(4), merchants=merchants, goods=goods, tokens=("taira", "kesrit"), items=items or {})
    index = MARKET_CARDS.index(card)
    state.market_unseen = [index]
    state.market_under = [c for c in range(len(MARKET_CARDS)) if c != index]
    return state


def test_no_great_market_with_fewer_than_five_on_the_square():
    state = market_table("great_market_1", {"square": [2, 2]}, {0: (3, 3)})
    state.active = 0
    run_steps(state, ("great_market",), rest=())
    assert state.market_card == -1 and state.goods[0] == [3, 3]


def test_the_great_market_loops_until_nobody_can_sell():
    # card 1: two goods for one prestige; seat 0 can sell twice, seat 1 once, seat 2 has no goods
    state = market_table("great_market_1", {"square": [2, 1, 2]}, {0: (4, 1), 1: (0, 3), 2: (0, 0)})
    state.active = 0
    run_steps(state, ("great_market",), rest=())
    assert state.decision[0] == "pay" and state.to_move() == [0]
    play(state, "pay:2,0")
    assert state.decision[0] == "market_move" and "to:taira" not in keys(state)
    play(state, "to:zafira")
    # seat 1 has only black goods: its payment needs no choice; then it moves its merchant
    assert state.to_move() == [1] and state.decision[0] == "market_move"
    play(state, "to:zafira")
    # seat 2 has no goods; seat 3 no merchant; seat 0 again
    assert state.to_move() == [0]
    play(state, "pay:2,0", "to:azarin")
    assert sum(state.pp[0]) == 2 and sum(state.pp[1]) == 1
    assert on(state, "square") == [0, 0, 2, 0] and on(state, "zafira")[:2] == [1, 1]
    assert state.market_card == -1 and state.market_under[-1] == MARKET_CARDS.index("great_market_1")
    assert state.goods[0] == [0, 1] and state.goods[1] == [0, 1]


def test_old_coins_sell_without_a_merchant_on_the_square_once():
    state = market_table("great_market_1", {"square": [3, 0, 2]}, {0: (0, 0), 1: (4, 0)},
                         items={1: ["old_coins"]})
    state.active = 0
    run_steps(state, ("great_market",), rest=())
    assert state.to_move() == [1] and keys(state) == ["coins", "pass"]
    events = play(state, "coins")
    sale = [e for e in events if e.code == "great_market_sale"]
    assert sale and sale[0].params["old_coins"] is True
    assert state.goods[1] == [2, 0] and on(state, "square")[1] == 0
    assert state.market_card == -1  # used once per Great Market only


def test_great_market_requires_the_whole_amount():
    state = market_table("great_market_6", {"square": [5]}, {0: (3, 2)})
    state.active = 0
    run_steps(state, ("great_market",), rest=())
    assert MARKET_GOODS[MARKET_CARDS.index("great_market_6")] == 6
    assert state.goods[0] == [3, 2] and state.market_card == -1 and state.pp[0] == [0, 0, 0, 0]


def control_table(merchants: dict, cards: list[str], items: dict | None = None):
    state = arrange(opening(4), merchants=merchants, tokens=("square", "square"), items=items or {})
    state.control_display = [CONTROL_INDEX[c] for c in cards]
    state.control_unseen = [c for c in range(8) if c not in state.control_display]
    state.active = 0
    return state


def test_dominance_needs_two_and_strictly_more_than_anyone():
    state = control_table({"shakara": [2, 2], "likaran": [1], "taira": [3, 1]}, ["control_1"])
    assert state.dominator(0) == -1  # a tie in Shakara
    assert state.dominator(2) == -1  # one merchant is not enough
    assert state.dominator(5) == 0
    run_steps(state, ("control",), rest=())
    assert state.claimed[0] == []


def test_a_claim_scores_three_and_the_replacement_can_be_claimed_at_once():
    state = control_table(
        {"shakara": [2, 1], "likaran": [3], "taira": [2], "azarin": [2], "dorakan": [2]},
        ["control_1", "control_3"],
    )
    state.control_unseen = [CONTROL_INDEX["control_2"]]
    run_steps(state, ("control",), rest=())
    assert state.decision is None
    assert state.claimed[0] == [CONTROL_INDEX["control_1"], CONTROL_INDEX["control_2"]]
    assert state.pp[0][2] == 6
    assert state.control_display == [CONTROL_INDEX["control_3"]]


def test_several_claimable_cards_are_chosen_in_the_claimants_order():
    state = control_table(
        {"shakara": [2], "likaran": [3], "taira": [2], "azarin": [2], "dorakan": [2]},
        ["control_1", "control_2"],
    )
    run_steps(state, ("control",), rest=())
    assert state.decision[0] == "claim" and keys(state) == ["claim:control_1", "claim:control_2"]
    play(state, "claim:control_2")
    assert state.pp[0][2] == 6 and len(state.claimed[0]) == 2


def test_guild_banner_and_trade_contract():
    state = control_table(
        {"shakara": [1], "likaran": [1, 0, 0], "taira": [2, 1]}, ["control_1"],
        items={0: ["guild_banner", "trade_contract"]},
    )
    run_steps(state, ("control",), rest=())
    assert state.claimed[0] == [CONTROL_INDEX["control_1"]]
    assert state.pp[0][2] == 3 and state.pp[0][3] == 1

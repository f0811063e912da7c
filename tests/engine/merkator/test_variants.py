"""The advanced hand rule, variants C and D, and the long game's chart flip."""

from __future__ import annotations

from tests.engine.merkator.helpers import CAT, act, codes, legal, new, quiet, set_contracts, set_goods


def test_a_card_taken_into_hand_opens_the_card_below_and_can_be_bought_later():
    state = new(2, cards_in_hand=True)
    top5 = state.stacks[5][-1]
    assert f"take_hand:{top5}" in legal(state)
    assert f"take_hand:{CAT.peace_id}" not in legal(state)
    events = act(state, f"take_hand:{top5}")
    assert state.hand[0] == top5 and state.stacks[5][-1] != top5
    assert "contract_revealed" in codes(events)
    assert not any(k.startswith("take_hand:") for k in legal(state))  # once a turn, one card
    other = new(2, cards_in_hand=True)
    building = other.building_display[0]
    act(other, f"take_hand:{building}")
    assert len(other.building_display) == 4 and building not in other.building_display
    other.coins[0] = CAT.buildings[building].cost
    act(other, f"buy_building:{building}")
    assert other.hand[0] is None and building in other.buildings[0]


def test_a_hand_contract_may_be_the_reward_for_the_value_below():
    state = new(2, cards_in_hand=True)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, "C30")  # a 3
    set_goods(state, 0, fish_oil=2, citrus=1)
    four = state.stacks[4][-1]
    act(state, f"take_hand:{four}")
    deck_top = state.stacks[4][-1]
    act(state, "travel:dutch_republic")
    assert {"fulfil:C30", "fulfil:C30,hand"} <= set(legal(state))
    act(state, "fulfil:C30,hand")
    assert four in state.contracts[0] and state.hand[0] is None and state.stacks[4][-1] == deck_top


def test_variant_c_bonus_card_pays_its_goods_at_once():
    state = new(2, bonus_pays_at_once=True)
    quiet(state)
    state.coins[0] = 4
    card = state.bonus_display[0]
    act(state, f"buy_bonus:{card}")
    assert state.storage[0][CAT.bonus[card].good] == 2


def test_variant_d_offers_let_the_receiver_swap_for_the_newly_revealed_contract():
    state = new(3, contract_offers=True)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, "C30")
    set_goods(state, 0, fish_oil=2, citrus=1)
    state.coins = [0, 2, 0]
    state.tokens = [0, 1, 0]
    taken = state.stacks[4][-1]
    act(state, "travel:dutch_republic")
    act(state, "fulfil:C30")
    revealed = state.stacks[4][-1]
    assert state.view(None)["prompt"] == {"code": "make_offer",
                                          "params": {"to": 0, "contract": taken, "revealed": revealed}}
    assert state.to_move() == [1] and "offer:2,1" in legal(state)
    act(state, "offer:1,1")
    # seat 2 has neither coins nor tokens to offer and is not asked
    assert state.to_move() == [0] and state.prompt()["code"] == "accept_offer"
    act(state, "swap:yes")
    assert revealed in state.contracts[0] and taken not in state.contracts[0]
    assert state.stacks[4][-1] == taken
    assert state.coins == [1, 1, 0] and state.tokens[:2] == [2, 0]  # 1 from Dutch Republic + 1 offered


def test_variant_d_without_offers_asks_nothing():
    state = new(2, contract_offers=True)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, "C30")
    set_goods(state, 0, fish_oil=2, citrus=1)
    act(state, "travel:dutch_republic")
    state.tokens[1] = 2
    act(state, "fulfil:C30")
    act(state, "offer:0,0")
    assert state.to_move() == [0] and state.step == "fulfil" and not state.tasks


def test_long_game_back_side_flips_to_ultimo_and_is_refilled():
    state = new(4, long_game=True)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 0, 1]
    state.letter_pool = ["AA"]
    supply = state.token_supply
    events = act(state, "travel:hamburg")
    assert "chart_flipped" in codes(events) and "last_round_triggered" not in codes(events)
    assert state.chart_side == "ultimo"
    filled = min(25, supply)
    assert state.token_supply == supply - filled and state.chart_tokens() == filled - 1
    assert state.tokens[0] == 2 and not state.triggered


def test_the_rules_pages_say_why_variant_d_offers_are_capped():
    """The rulebook sets no cap on variant D's offers; each rules page states Kontor's cap and its reason."""
    from pathlib import Path

    from engine.games.merkator.moves import OFFER_MAX

    pages = Path(__file__).resolve().parents[3] / "docs" / "rules"
    reasons = {"en": "The rulebook names no limit", "cs": "Pravidla žádnou hranici neuvádějí",
               "de": "Die Regel nennt keine Grenze"}
    for lang, reason in reasons.items():
        text = (pages / f"merkator.{lang}.md").read_text("utf-8")
        assert reason in text and f" {OFFER_MAX} " in text, lang

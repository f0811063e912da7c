"""Dealing Giant Pandas: one scenario per card."""

from __future__ import annotations

from tests.engine.dale.helpers import act, blank, deck, hand, legal, market, take


def test_loyal_partner_throws_away_the_market_in_order_and_refills():
    st = blank()
    partner, = hand(st, 0, "loyal_partner")
    old = market(st, "spyglass", "cookies", "flashy_show", None, None)
    fresh = [take(st, "special_offer"), take(st, "stock_clearance")]
    st.mdeck = list(fresh)
    events = act(st, f"play:{partner}", f"order:{old[1]}", f"order:{old[0]}")
    thrown = [e.params["card"]["uid"] for e in events if e.code == "card_thrown_away"]
    assert thrown == [old[1], old[0], old[2]]
    # the market deck held 2 cards, then the 3 thrown-away cards were reshuffled back
    assert set(st.market) == set(fresh) | set(old[:3])
    assert st.phase == "bonus"


def test_prepaid_good_takes_a_market_card_free_without_bonus():
    st = blank()
    prepaid, = hand(st, 0, "prepaid_good")
    cards = market(st, "spyglass", "cookies", None, None, None)
    deck(st, 0, *["junk"] * 5)
    act(st, f"play:{prepaid}")
    assert legal(st) == sorted([f"pick:{cards[0]}", f"pick:{cards[1]}"], key=lambda s: int(s.split(":")[1]))
    act(st, f"pick:{cards[0]}")
    assert cards[0] in st.hands[0] and st.active == 1  # no bonus: the turn ended


def test_essential_purchase_may_throw_away_up_to_three_paying_junk():
    st = blank()
    market(st, None, None, None, "essential_purchase", None)
    junk = sorted(hand(st, 0, "junk", "junk", "junk", "junk"))  # the lowest-numbered junk stands for the rest
    deck(st, 0, *["junk"] * 5)
    act(st, "buy:3", *[f"pay:{j}" for j in junk], "confirm")
    assert st.phase == "essential"
    pile = len(st.junk_pile)
    act(st, f"trash:{junk[0]}", f"trash:{junk[1]}", f"trash:{junk[2]}")
    assert legal(st) == ["done"]
    act(st, "done")
    assert len(st.junk_pile) == pile + 3 and st.discards[0] == [junk[3]]


def test_essential_purchase_does_nothing_when_used_to_pay():
    st = blank()
    market(st, None, None, None, None, "spyglass")
    ep, j = hand(st, 0, "essential_purchase", "junk")
    deck(st, 0, *["junk"] * 5)
    act(st, "buy:4", f"pay:{ep}", f"pay:{j}", "confirm")
    assert st.phase == "main" and st.discards[0] == [ep, j]


def test_market_discovery_throws_away_the_market_deck_top_once_per_turn():
    st = blank()
    md, = hand(st, 0, "market_discovery")
    top = take(st, "spyglass")
    st.mdeck = [top, take(st, "cookies")]
    assert f"trash_top:{md}" in legal(st)
    act(st, f"trash_top:{md}")
    assert len(st.mdiscard) == 1 and f"trash_top:{md}" not in legal(st)


def test_market_discovery_in_payment_buys_the_market_discard_top_at_printed_value():
    st = blank()
    md, j = hand(st, 0, "market_discovery", "junk")
    st.mdiscard = [take(st, "flashy_show")]
    deck(st, 0, *["junk"] * 5)
    assert "buy_discard" in legal(st)
    act(st, "buy_discard")
    # price 5: the payment must hold the Market Discovery
    assert legal(st) == [f"pay:{c}" for c in sorted([md, j])] + ["cancel"]
    act(st, f"pay:{md}", f"pay:{j}", "confirm")
    assert st.mdiscard == [] and any(st.ekey(c) == "flashy_show" for c in st.hands[0])
    st2 = blank()
    hand(st2, 0, "spyglass", "junk")
    st2.mdiscard = [take(st2, "cookies")]
    assert "buy_discard" not in legal(st2)


def test_special_offer_keeps_one_of_three_and_throws_the_rest_away():
    st = blank()
    offer, = hand(st, 0, "special_offer")
    cards = [take(st, "spyglass"), take(st, "cookies"), take(st, "flashy_show")]
    st.mdeck = list(cards)
    act(st, f"play:{offer}")
    assert sorted(st.limbo) == sorted(cards)
    events = act(st, f"pick:{cards[2]}", f"order:{cards[0]}")
    thrown = [e.params["card"]["uid"] for e in events if e.code == "card_thrown_away"]
    assert cards[2] in st.hands[0] and thrown == [cards[0], cards[1]]
    assert st.active == 1  # no bonus icon


def test_stock_clearance_lifts_the_unnecessary_card_rule():
    st = blank()
    market(st, None, None, None, None, "cookies")
    sc, *junk = hand(st, 0, "stock_clearance", "junk", "junk")
    j1, j2 = sorted(junk)  # the lowest-numbered junk stands for the other
    deck(st, 0, *["junk"] * 5)
    act(st, "buy:4", f"pay:{sc}", f"pay:{j1}", f"pay:{j2}", "confirm")
    assert st.discards[0] == [sc, j1, j2]
    st2 = blank()
    market(st2, None, None, None, None, "cookies")
    sp, j = hand(st2, 0, "spyglass", "junk")
    act(st2, "buy:4", f"pay:{sp}")
    assert f"pay:{j}" not in legal(st2)


def test_a_passive_back_in_hand_may_use_its_ability_again():
    st = blank()
    md, j = hand(st, 0, "market_discovery", "junk")
    st.mdeck = [take(st, "spyglass"), take(st, "cookies")]
    market(st, None, None, None, None, "prepaid_good")
    act(st, f"trash_top:{md}")
    assert f"trash_top:{md}" not in legal(st)
    st.hands[0].remove(md)
    st.discards[0].append(md)
    from engine.games.dale.effects.common import to_hand

    st.discards[0].remove(md)
    to_hand(st, 0, md, 0)
    assert f"trash_top:{md}" in legal(st)


def test_loyal_partner_asks_once_for_identical_market_cards():
    st = blank()
    partner, = hand(st, 0, "loyal_partner")
    old = market(st, "cookies", "cookies", "spyglass", None, None)
    st.mdeck = [take(st, "special_offer"), take(st, "stock_clearance"), take(st, "flashy_show")]
    act(st, f"play:{partner}")
    assert sorted(legal(st)) == sorted([f"order:{old[0]}", f"order:{old[2]}"])
    events = act(st, f"order:{old[2]}")  # the two Cookies follow without a question
    thrown = [e.params["card"]["uid"] for e in events if e.code == "card_thrown_away"]
    assert thrown[0] == old[2] and set(thrown[1:3]) == {old[0], old[1]}
    assert st.frame is None

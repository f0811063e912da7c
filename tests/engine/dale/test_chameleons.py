"""Adapting Veiled Chameleons: one scenario per card plus the copying rulings."""

from __future__ import annotations

from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal, market, stall

DECKS = ["macaws", "pandas", "chameleons"]


def test_flexible_shopkeeper_copies_a_card_of_the_rightmost_stack():
    st = blank(decks=DECKS)
    stall(st, 0, ["junk"], ["spyglass"])
    shop, = hand(st, 0, "flexible_shopkeeper")
    spy = st.stalls[0][-1][0]
    assert legal(st) == ["inventory", f"copy:{shop},{spy}"]  # must copy before any use
    act(st, f"copy:{shop},{spy}")
    assert st.value(shop) == 4 and st.ekey(shop) == "spyglass"
    assert f"play:{shop}" in legal(st)


def test_flexible_shopkeeper_without_a_stall_is_a_plain_one():
    st = blank(decks=DECKS)
    shop, = hand(st, 0, "flexible_shopkeeper")
    assert not any(a.startswith("copy") for a in legal(st))
    act(st, "build", f"stack:{shop}", "confirm")
    assert st.stalls[0] == [[shop]]


def test_reflection_must_copy_even_a_worse_card():
    st = blank(decks=DECKS)
    market(st, None, None, None, None, "cookies")
    refl, = hand(st, 0, "reflection")
    junk, = discard(st, 1, "junk")
    assert "buy:4" not in legal(st)  # unusable until copied; then it is junk worth 1
    act(st, f"copy:{refl},{junk}")
    assert st.value(refl) == 1 and "buy:4" not in legal(st)
    st2 = blank(decks=DECKS)
    market(st2, None, None, None, None, "cookies")
    refl, = hand(st2, 0, "reflection")
    assert "buy:4" in legal(st2)  # no target: a plain value-2 card


def test_good_old_times_throws_the_market_deck_top_then_copies_it():
    st = blank(decks=DECKS)
    got, = hand(st, 0, "good_old_times")
    st.mdeck = [deck(st, 1, "spyglass")[0]]
    st.deck_rest[1].clear()
    act(st, f"trash_top:{got}")
    top = st.mdiscard[-1]
    assert f"trash_top:{got}" not in legal(st)
    act(st, f"copy:{got},{top}")
    assert st.ekey(got) == "spyglass" and st.value(got) == 4


def test_gift_voucher_swaps_itself_into_the_market():
    st = blank(decks=DECKS)
    gift, = hand(st, 0, "gift_voucher")
    _, spy = market(st, None, "spyglass")
    act(st, f"play:{gift}", f"pick:{spy}")
    assert st.market[1] == gift and spy in st.hands[0] and st.phase == "bonus"
    assert gift not in st.discards[0]


def test_trendsetting_copies_a_market_card_with_its_deck_and_value():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 3)
    trend, = hand(st, 0, "trendsetting")
    (spy,) = market(st, "spyglass")
    act(st, f"copy:{trend},{spy}")
    act(st, "build", f"stack:{trend}", "confirm")  # a copied macaw 4 builds stack 4
    assert st.stalls[0][-1] == [trend]


def test_seeing_doubles_copies_another_hand_card_never_itself():
    st = blank(decks=DECKS)
    sd, flashy = hand(st, 0, "seeing_doubles", "flashy_show")
    assert [a for a in legal(st) if a.startswith("copy")] == [f"copy:{sd},{flashy}"]
    act(st, f"copy:{sd},{flashy}", f"play:{sd}")
    assert st.value(flashy) == 6  # the copy is a Flashy Show and was played as one
    assert st.phase == "bonus"


def test_chameleon_chain_copies_the_final_card():
    st = blank(players=2, decks=DECKS)
    sd, refl = hand(st, 0, "seeing_doubles", "reflection")
    top, = discard(st, 1, "spyglass")
    act(st, f"copy:{refl},{top}", f"copy:{sd},{refl}")
    assert st.ekey(sd) == "spyglass" and st.value(sd) == 4


def test_a_chameleon_copying_cookies_raises_the_hand_size():
    st = blank(decks=DECKS)
    hand(st, 0, "seeing_doubles", "cookies")
    deck(st, 0, *["junk"] * 8)
    act(st, "inventory", "done")
    assert len(st.hands[0]) == 7

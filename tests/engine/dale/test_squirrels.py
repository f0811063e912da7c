"""Hoarding Flying Squirrels: one scenario per card, with the FAQ's combined-stack example."""

from __future__ import annotations

from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal, stall

DECKS = ["macaws", "pandas", "squirrels"]


def test_stashing_vendor_lets_junk_into_the_stack():
    st = blank(decks=DECKS)
    stall(st, 0, ["junk"])
    vendor, junk = hand(st, 0, "stashing_vendor", "junk")
    act(st, "build", f"stack:{vendor}")
    assert f"stack:{junk}" in legal(st)
    act(st, f"stack:{junk}", "confirm")
    assert st.stalls[0][1] == [vendor, junk]


def test_empty_chest_lets_animal_decks_mix_but_not_junk():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 3)
    chest, broker, partner, junk = hand(st, 0, "empty_chest", "swift_broker", "loyal_partner", "junk")
    act(st, "build", f"stack:{chest}")
    assert f"stack:{junk}" not in legal(st)
    act(st, f"stack:{broker}", f"stack:{partner}", "confirm")
    assert len(st.stalls[0]) == 4
    st2 = blank(decks=DECKS)
    stall(st2, 0, *[["junk"]] * 3)
    hand(st2, 0, "cookies", "swift_broker", "loyal_partner")
    # without Empty Chest stack 4 needs a 4 from one deck: macaws make 3, pandas 1
    assert "build" not in legal(st2)


def test_nostalgic_item_adds_one_card_from_the_discard_pile():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 3)
    item, = hand(st, 0, "nostalgic_item")
    junk, spy = discard(st, 0, "junk", "spyglass")
    deck(st, 0, *["junk"] * 5)
    act(st, "build", f"stack:{item}")
    assert f"stack_discard:{spy}" not in legal(st)  # 3 + 4 would overshoot 4
    act(st, f"stack_discard:{junk}")
    assert legal(st)[-2:] == ["confirm", "cancel"]
    act(st, "confirm")
    assert st.stalls[0][-1] == [item, junk] and st.discards[0] == [spy]


def test_acorn_takes_a_card_from_an_opponents_stall_and_stays_there():
    st = blank(decks=DECKS)
    acorn, = hand(st, 0, "acorn")
    (mine,) = stall(st, 0, ["junk"])
    taken = stall(st, 1, ["swift_broker"])[0][0]
    act(st, f"play:{acorn}")
    assert legal(st) == [f"pick:{taken}"]
    act(st, f"pick:{taken}")
    assert st.stalls[1] == [[acorn]] and taken in st.hands[0]
    assert acorn not in st.discards[0] and st.phase == "bonus" and mine


def test_acorn_without_opponent_stall_cards_is_discarded():
    st = blank(decks=DECKS)
    acorn, = hand(st, 0, "acorn")
    act(st, f"play:{acorn}")
    assert st.discards[0] == [acorn]


def test_accordion_counts_one_higher_or_lower_and_the_faq_stack_of_eight():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 3)
    acc, = hand(st, 0, "accordion")
    act(st, "build", f"stack:{acc}", "confirm")  # 5 counted as 4
    assert len(st.stalls[0]) == 4
    st2 = blank(decks=DECKS)
    stall(st2, 0, *[["junk"]] * 7)
    acc, vendor, junk = hand(st2, 0, "accordion", "stashing_vendor", "junk")
    act(st2, "build", f"stack:{acc}", f"stack:{vendor}", f"stack:{junk}", "confirm")
    assert st2.winners() == [0]


def test_winter_is_coming_allows_one_more_stack():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 4)
    winter, broker, cookies, spy = hand(st, 0, "winter_is_coming", "swift_broker", "cookies", "spyglass")
    act(st, "build", f"stack:{winter}", "confirm")
    assert st.phase == "winter" and legal(st) == ["build", "pass"]
    act(st, "build")
    assert "stack:" + str(broker) not in legal(st)
    act(st, f"stack:{cookies}", f"stack:{spy}", "confirm")
    assert len(st.stalls[0]) == 6 and st.active == 1


def test_cancelling_the_extra_build_returns_to_the_winter_choice():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 4)
    winter, cookies, spy = hand(st, 0, "winter_is_coming", "cookies", "spyglass")
    act(st, "build", f"stack:{winter}", "confirm", "build", f"stack:{cookies}", "cancel")
    assert st.phase == "winter" and legal(st) == ["build", "pass"]
    act(st, "pass")
    assert st.active == 1 and len(st.stalls[0]) == 5

"""Thieving Northern Raccoons: one scenario per card."""

from __future__ import annotations

from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal


def test_wily_fellow_swaps_deck_and_discard_pile():
    st = blank()
    wily, = hand(st, 0, "wily_fellow")
    old_deck = deck(st, 0, "junk", "cookies")
    old_discard = discard(st, 0, "spyglass", "flashy_show", "favourite_toy")
    act(st, f"play:{wily}")
    assert sorted(st.deck_rest[0]) == sorted(old_discard)
    assert sorted(st.discards[0][:-1]) == sorted(old_deck) and st.discards[0][-1] == wily
    assert st.phase == "bonus"


def test_nuisance_makes_up_to_two_players_discard_a_random_card():
    st = blank(players=3, decks=["macaws", "pandas", "raccoons", "squirrels"])
    nuisance, = hand(st, 0, "nuisance")
    one, = hand(st, 1, "spyglass")
    hand(st, 2, "cookies", "junk")
    act(st, f"play:{nuisance}")
    assert legal(st) == ["target:1", "target:2", "done"]
    act(st, "target:1")
    assert legal(st) == ["target:2", "done"]
    act(st, "target:2")
    assert st.discards[1] == [one] and len(st.hands[2]) == 1 and len(st.discards[2]) == 1
    assert st.phase == "bonus"


def test_nuisance_may_choose_nobody_and_spares_empty_hands():
    st = blank()
    nuisance, = hand(st, 0, "nuisance")
    act(st, f"play:{nuisance}", "done")
    assert st.discards[1] == [] and st.phase == "bonus"
    st2 = blank()
    nuisance, = hand(st2, 0, "nuisance")
    act(st2, f"play:{nuisance}", "target:1")
    assert st2.discards[1] == []


def test_rotten_food_puts_a_card_on_top_of_another_deck():
    st = blank()
    food, junk = hand(st, 0, "rotten_food", "junk")
    deck(st, 1, "spyglass")
    act(st, f"play:{food}", "target:1", f"pick:{junk}")
    assert st.deck_top[1] == [junk] and st.hands[0] == []
    # the victim does not see it; the player who put it there does
    assert st.view(1)["players"][1]["deck_top_known"] == []
    act(st, "end")
    act(st, "inventory", "done")
    assert junk in st.hands[1]


def test_dirty_exchange_takes_a_random_card_and_gives_one_back():
    st = blank()
    dirty, mine = hand(st, 0, "dirty_exchange", "junk")
    theirs, = hand(st, 1, "spyglass")
    act(st, f"play:{dirty}", "target:1")
    assert theirs in st.hands[0]
    assert legal(st) == [f"pick:{c}" for c in sorted([mine, theirs])]
    act(st, f"pick:{mine}")
    assert st.hands[1] == [mine] and st.hands[0] == [theirs]
    assert st.knows(1, theirs, 0) and st.knows(0, mine, 1)


def test_dirty_exchange_with_an_empty_hand_takes_and_gives_nothing():
    st = blank()
    dirty, mine = hand(st, 0, "dirty_exchange", "junk")
    act(st, f"play:{dirty}", "target:1")
    assert st.hands[0] == [mine] and st.hands[1] == [] and st.phase == "bonus"


def test_sabotage_throws_one_of_two_top_cards_away_and_discards_the_other():
    st = blank()
    sab, = hand(st, 0, "sabotage")
    a, b = deck(st, 1, "spyglass", "junk")
    act(st, f"play:{sab}", "target:1")
    assert sorted(st.limbo) == sorted([a, b])
    act(st, f"pick:{a}")
    assert st.mdiscard == [a] and st.discards[1] == [b] and st.phase == "bonus"


def test_sabotage_reshuffles_the_victims_discard_and_throws_a_lone_card():
    st = blank()
    sab, = hand(st, 0, "sabotage")
    only, = discard(st, 1, "cookies")
    act(st, f"play:{sab}", "target:1")
    assert st.mdiscard == [only] and st.discards[1] == [] and st.phase == "bonus"


def test_treasure_hunter_takes_the_top_of_another_discard_pile():
    st = blank(players=3, decks=["macaws", "pandas", "raccoons", "squirrels"])
    hunter, = hand(st, 0, "treasure_hunter")
    low, top = discard(st, 2, "junk", "spyglass")
    deck(st, 0, *["junk"] * 5)
    act(st, f"play:{hunter}")
    assert legal(st) == ["target:2"]  # player 1 has no discard pile
    act(st, "target:2")
    assert top in st.hands[0] and st.discards[2] == [low]
    assert st.active == 1  # no bonus icon

"""Snappy Scarlet Macaws: one scenario per card."""

from __future__ import annotations

from tests.engine.dale.helpers import act, blank, codes, deck, discard, hand, legal, market


def test_swift_broker_discards_the_hand_in_chosen_order_and_draws_as_many():
    st = blank()
    broker, a, b, c = hand(st, 0, "swift_broker", "junk", "cookies", "spyglass")
    deck(st, 0, "flashy_show", "favourite_toy")
    act(st, f"play:{broker}")
    assert sorted(legal(st)) == sorted([f"order:{a}", f"order:{b}", f"order:{c}"])
    act(st, f"order:{c}", f"order:{a}")
    # deck held 2 cards; the third draw reshuffles the discard including the cards just discarded
    assert len(st.hands[0]) == 3
    assert st.phase == "bonus"
    assert st.discards[0] == [broker]


def test_swift_broker_with_an_empty_hand_draws_nothing():
    st = blank()
    broker, = hand(st, 0, "swift_broker")
    deck(st, 0, "junk")
    act(st, f"play:{broker}")
    assert st.hands[0] == [] and st.phase == "bonus"


def test_cookies_raise_the_clean_up_hand_size_each():
    st = blank()
    hand(st, 0, "cookies", "cookies")
    deck(st, 0, *["junk"] * 8)
    act(st, "inventory", "done")
    assert len(st.hands[0]) == 7


def test_cookies_drawn_during_clean_up_count_at_once():
    st = blank()
    deck(st, 0, "cookies")
    st.deck_top[0] = [st.deck_rest[0].pop()]
    deck(st, 0, *["junk"] * 8)
    act(st, "inventory", "done")
    assert len(st.hands[0]) == 6


def test_shattered_relic_throws_away_a_card_then_draws():
    st = blank()
    relic, junk, spy = hand(st, 0, "shattered_relic", "junk", "spyglass")
    deck(st, 0, "cookies")
    pile = len(st.junk_pile)
    act(st, f"play:{relic}")
    assert legal(st) == [f"pick:{c}" for c in sorted([junk, spy])]
    act(st, f"pick:{junk}")
    assert len(st.junk_pile) == pile + 1
    assert sorted(st.ekey(c) for c in st.hands[0]) == ["cookies", "spyglass"]
    st2 = blank()
    relic, spy = hand(st2, 0, "shattered_relic", "spyglass")
    act(st2, f"play:{relic}", f"pick:{spy}")
    assert st2.mdiscard == [spy]


def test_spyglass_keeps_one_and_puts_the_rest_back_on_top():
    st = blank()
    spy, = hand(st, 0, "spyglass")
    a, b, c = deck(st, 0, "cookies", "flashy_show", "junk")
    act(st, f"play:{spy}")
    assert sorted(st.limbo) == sorted([a, b, c])
    assert st.view(1)["looked_at"] == [] and st.view(1)["looked_at_count"] == 3
    act(st, f"pick:{b}", f"order:{c}")
    assert st.hands[0] == [b] and st.deck_top[0] == [c, a]
    assert [x["uid"] for x in st.view(0)["players"][0]["deck_top_known"]] == [a, c]
    act(st, "inventory", "done")
    assert a in st.hands[0] and c in st.hands[0]


def test_flashy_show_adds_one_to_every_card_this_turn():
    st = blank()
    flashy, junk, cookies = hand(st, 0, "flashy_show", "junk", "cookies")
    act(st, f"play:{flashy}")
    assert st.value(junk) == 2 and st.value(cookies) == 3
    deck(st, 0, *["junk"] * 5)
    act(st, "end")
    assert st.value(junk) == 1


def test_flashy_show_values_pay_but_prices_stay():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    flashy, *junk = hand(st, 0, "flashy_show", "junk", "junk")
    j1, j2 = sorted(junk)  # identical junk is one choice: the lowest-numbered card stands for it
    act(st, f"play:{flashy}")
    assert st.price(4) == 3
    act(st, "buy:4", f"pay:{j1}")
    assert "confirm" not in legal(st)
    events = act(st, f"pay:{j2}", "confirm")  # two junk worth 2 each pay a price of 3
    bought = next(e for e in events if e.code == "card_bought")
    assert bought.params["price"] == 3 and bought.params["card"]["card"] == "shattered_relic"


def test_favourite_toy_takes_the_top_of_the_own_discard_pile_not_itself():
    st = blank()
    toy, = hand(st, 0, "favourite_toy")
    under, top = discard(st, 0, "junk", "spyglass")
    act(st, f"play:{toy}")
    assert st.hands[0] == [top] and st.discards[0] == [under, toy]
    st2 = blank()
    toy, = hand(st2, 0, "favourite_toy")
    events = act(st2, f"play:{toy}")
    assert "card_taken" not in codes(events) and st2.discards[0] == [toy]


def test_swift_broker_offers_identical_cards_as_one_choice():
    st = blank()
    broker, j1, j2, spy = hand(st, 0, "swift_broker", "junk", "junk", "spyglass")
    deck(st, 0, *["junk"] * 4)
    act(st, f"play:{broker}")
    assert legal(st) == sorted([f"order:{min(j1, j2)}", f"order:{spy}"], key=lambda k: int(k.split(":")[1]))
    # once the spyglass is down, the two junk cards go without another question
    act(st, f"order:{spy}")
    assert st.frame is None and st.phase == "bonus"
    assert st.discards[0][:3] == [spy, j1, j2] or st.discards[0][:3] == [spy, j2, j1]

"""Identical cards are one choice: paying, stacking, discarding and throwing away offer each kind of card once."""

from __future__ import annotations

from collections import Counter

from engine.core import Action
from engine.games.dale import legality
from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal, market


def kinds(st, keys: list[str]) -> Counter:  # noqa: ANN001
    """How often each kind of card (type, copy, value) is offered by the actions ``keys``."""
    return Counter((st.ctype(int(k.split(":")[1])), st.etype(int(k.split(":")[1])),
                    st.value(int(k.split(":")[1]))) for k in keys)


def test_three_junk_are_one_payment_choice_and_still_pay_together():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")  # price 3
    junk = hand(st, 0, "junk", "junk", "junk")
    spy, = hand(st, 0, "spyglass")
    act(st, "buy:4")
    pays = [a for a in legal(st) if a.startswith("pay:")]
    assert sorted(pays) == sorted([f"pay:{min(junk)}", f"pay:{spy}"])
    for left in (3, 2, 1):
        offered = [a for a in legal(st) if a.startswith("pay:") and int(a[4:]) in junk]
        assert len(offered) == 1, left
        act(st, offered[0])
    deck(st, 0, *["junk"] * 5)
    act(st, "confirm")
    assert sorted(st.discards[0]) == sorted(junk) and spy in st.hands[0]


def test_every_copy_but_the_one_offered_is_refused_by_the_check_of_one_action():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    junk = hand(st, 0, "junk", "junk", "junk")
    act(st, "buy:4")
    for uid in junk:
        action = Action("pay", (uid,))
        assert legality.is_legal(st, 0, action) == (uid == min(junk)) == (action in st.legal_actions(0))


def test_a_chameleon_copying_junk_is_not_the_same_card_as_the_junk():
    st = blank(decks=["macaws", "pandas", "chameleons"])
    market(st, None, None, None, None, "cookies")
    refl, own = hand(st, 0, "reflection", "junk")
    other, = discard(st, 1, "junk")
    act(st, f"copy:{refl},{other}")
    assert st.value(refl) == st.value(own) == 1
    market(st, None, None, None, None, "junk")  # price 1: either card pays it alone
    act(st, "buy:4")
    assert {f"pay:{refl}", f"pay:{own}"} <= set(legal(st))  # the one paid goes to the discard pile


def test_a_card_whose_ability_was_used_is_not_the_same_as_a_fresh_one():
    st = blank()
    first, second = hand(st, 0, "market_discovery", "market_discovery")
    st.mdeck = [deck(st, 1, "spyglass")[0]]
    st.deck_rest[1].clear()
    act(st, f"trash_top:{min(first, second)}")
    market(st, None, None, None, None, "spyglass")  # price 4: one Market Discovery pays it
    act(st, "buy:4")
    assert {f"pay:{first}", f"pay:{second}"} <= set(legal(st))


def test_discarding_and_throwing_away_junk_offer_it_once():
    st = blank()
    hand(st, 0, *["junk"] * 4, "spyglass")
    act(st, "inventory")
    offered = [a for a in legal(st) if a.startswith("discard:")]
    assert len(offered) == 2 and all(n == 1 for n in kinds(st, offered).values())
    st2 = blank()
    market(st2, None, None, None, "essential_purchase", None)
    junk = hand(st2, 0, *["junk"] * 4)
    deck(st2, 0, *["junk"] * 5)
    act(st2, "buy:3", *[f"pay:{j}" for j in sorted(junk)], "confirm")
    assert legal(st2) == [f"trash:{min(junk)}", "done"]


def test_identical_animal_cards_are_one_stack_choice():
    st = blank()
    spies = hand(st, 0, "spyglass", "spyglass")
    st.stalls[0] = [[0]] * 3  # the next stack is stack 4: one Spyglass builds it
    act(st, "build")
    assert [a for a in legal(st) if a.startswith("stack:")] == [f"stack:{min(spies)}"]

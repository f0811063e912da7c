"""Lucky Ocelots: one scenario per card; the die is loaded through the state's rng."""

from __future__ import annotations

import random

from engine.games.dale.cards import DIE_FACES
from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal, stall, take

DECKS = ["macaws", "squirrels", "ocelots"]


class Loaded(random.Random):
    """An rng whose die always shows ``face``; other draws stay random."""

    def __init__(self, face: int) -> None:
        super().__init__(0)
        self.face = face

    def choice(self, seq):  # type: ignore[override]
        return self.face if tuple(seq) == DIE_FACES else super().choice(seq)


def test_the_original_die_has_faces_0_1_1_2_2_3():
    assert DIE_FACES == (0, 1, 1, 2, 2, 3)


def test_bold_haggler_rolls_once_per_turn_and_adds_the_roll():
    st = blank(decks=DECKS)
    st.rng = Loaded(3)
    haggler, = hand(st, 0, "bold_haggler")
    act(st, f"roll:{haggler}")
    assert st.value(haggler) == 4 and f"roll:{haggler}" not in legal(st)
    deck(st, 0, *["junk"] * 5)
    act(st, "inventory", "done")
    assert st.value(haggler) == 1


def test_new_season_throws_away_an_animal_from_the_discard_and_draws_from_the_market_deck():
    st = blank(decks=DECKS)
    season, = hand(st, 0, "new_season")
    junk, spy = discard(st, 0, "junk", "spyglass")
    fresh = take(st, "charm")
    st.mdeck = [fresh]
    act(st, f"play:{season}")
    assert legal(st) == [f"pick:{spy}"]
    act(st, f"pick:{spy}")
    assert st.mdiscard == [spy] and fresh in st.hands[0] and st.phase == "bonus"
    st2 = blank(decks=DECKS)
    season, = hand(st2, 0, "new_season")
    discard(st2, 0, "junk")
    act(st2, f"play:{season}")
    assert st2.phase == "bonus" and st2.hands[0] == []


def test_whirligig_redeals_the_new_hand_with_an_opponents_hand():
    st = blank(decks=DECKS)
    whirl, a, b = hand(st, 0, "whirligig", "junk", "cookies")
    c, d = deck(st, 0, "spyglass", "charm")
    x, = hand(st, 1, "gamble")
    act(st, f"play:{whirl}", f"order:{b}")
    assert st.discards[0] == [b, a]
    act(st, "target:1")
    assert len(st.hands[0]) == 2 and len(st.hands[1]) == 1
    assert sorted(st.hands[0] + st.hands[1]) == sorted([c, d, x])


def test_charm_builds_the_next_stack_with_a_fitting_market_card():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 3)
    charm, = hand(st, 0, "charm")
    spy = take(st, "spyglass")
    st.mdeck = [spy]
    act(st, f"play:{charm}")
    assert st.stalls[0][-1] == [spy] and st.phase == "bonus" and st.discards[0] == [charm]


def test_charm_throws_away_a_card_that_does_not_fit():
    st = blank(decks=DECKS)
    charm, = hand(st, 0, "charm")
    spy = take(st, "spyglass")
    st.mdeck = [spy]
    act(st, f"play:{charm}")
    assert st.stalls[0] == [] and st.mdiscard == [spy]


def test_charm_with_winter_is_coming_offers_another_build():
    st = blank(decks=DECKS)
    stall(st, 0, *[["junk"]] * 4)
    charm, cookies, spy = hand(st, 0, "charm", "cookies", "spyglass")
    st.mdeck = [take(st, "winter_is_coming")]
    act(st, f"play:{charm}")
    assert st.phase == "winter"
    act(st, "build", f"stack:{cookies}", f"stack:{spy}", "confirm")
    assert len(st.stalls[0]) == 6 and st.phase == "bonus" and st.discards[0] == [charm]


def test_gamble_swaps_as_many_random_cards_as_the_die_shows():
    st = blank(decks=DECKS)
    st.rng = Loaded(2)
    gamble, *mine = hand(st, 0, "gamble", "junk", "cookies", "spyglass")
    theirs = hand(st, 1, "charm", "whirligig")
    act(st, f"play:{gamble}", "target:1")
    assert sorted(theirs) == sorted(c for c in st.hands[0] if c in theirs)
    assert len(st.hands[0]) == 3 and len(st.hands[1]) == 2
    assert all(c in mine for c in st.hands[1])
    st.rng = Loaded(0)


def test_gamble_rolling_zero_swaps_nothing():
    st = blank(decks=DECKS)
    st.rng = Loaded(0)
    gamble, mine = hand(st, 0, "gamble", "junk")
    theirs, = hand(st, 1, "charm")
    act(st, f"play:{gamble}", "target:1")
    assert st.hands[0] == [mine] and st.hands[1] == [theirs]


def test_blindfold_right_guess_discards_the_card():
    st = blank(decks=DECKS)
    blind, spy = hand(st, 0, "blindfold", "spyglass")
    act(st, f"play:{blind}", f"pick:{spy}", "target:1")
    assert st.to_move() == [1] and legal(st) == [f"guess:{v}" for v in range(1, 6)]
    assert st.view(1)["secret"] is None and st.view(0)["secret"]["uid"] == spy
    act(st, "guess:4")
    assert spy in st.discards[0] and st.phase == "bonus" and st.to_move() == [0]


def test_blindfold_wrong_guess_lets_the_player_set_the_value():
    st = blank(decks=DECKS)
    blind, spy = hand(st, 0, "blindfold", "spyglass")
    act(st, f"play:{blind}", f"pick:{spy}", "target:1", "guess:2")
    assert st.to_move() == [0] and legal(st) == [f"set_value:{v}" for v in range(1, 6)]
    act(st, "set_value:1")
    assert st.value(spy) == 1 and spy in st.hands[0]


def test_faq_value_changes_apply_in_play_order():
    # FAQ: Bold Haggler rolled +2, then Flashy Show: 1 + 2 + 1 = 4
    st = blank(decks=["macaws", "squirrels", "ocelots"])
    st.rng = Loaded(2)
    haggler, flashy = hand(st, 0, "bold_haggler", "flashy_show")
    act(st, f"roll:{haggler}", f"play:{flashy}")
    assert st.value(haggler) == 4
    # Blindfold sets a value; a later Flashy Show adds on top of it
    st2 = blank(decks=["macaws", "squirrels", "ocelots"])
    blind, flashy, spy = hand(st2, 0, "blindfold", "flashy_show", "spyglass")
    act(st2, f"play:{blind}", f"pick:{spy}", "target:1", "guess:1", "set_value:2", f"play:{flashy}")
    assert st2.value(spy) == 3

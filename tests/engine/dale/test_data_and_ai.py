"""The card data (90 animal cards, junk, die) and the AI hooks."""

from __future__ import annotations

import random
from collections import Counter

from engine.core import GameConfig
from engine.games.dale import RULESET
from engine.games.dale.cards import DATA, DECK_IDS, TYPES
from engine.games.dale.effects import TECHNIQUES
from tests.engine.dale.helpers import blank, hand, stall


def test_ninety_animal_cards_fifteen_per_deck_with_the_value_spread():
    animals = [t for t in TYPES if not t.is_junk]
    assert sum(t.copies for t in animals) == 90
    for deck in DECK_IDS:
        values = Counter()
        for t in animals:
            if t.deck == deck:
                values[t.value] += t.copies
        assert values == {1: 4, 2: 3, 3: 3, 4: 3, 5: 2}
    assert TYPES[-1].is_junk and TYPES[-1].copies == 20 and TYPES[-1].value == 1


def test_every_technique_has_an_effect_and_every_card_has_three_names():
    for t in TYPES:
        if t.kind == "technique":
            assert t.key in TECHNIQUES
    for card in [*DATA["cards"], DATA["junk"]]:
        assert set(card["names"]) == {"en", "cs", "de"}
        assert card["provenance"]
    assert set(TECHNIQUES) == {t.key for t in TYPES if t.kind == "technique"}


def test_evaluate_prefers_the_seat_closer_to_eight_stacks():
    st = blank()
    stall(st, 0, *[["junk"]] * 6)
    hand(st, 0, "spyglass")
    chances = RULESET.evaluate(st)
    assert chances is not None and chances[0] > chances[1]
    assert abs(sum(chances) - 1) < 1e-9


def test_rollout_builds_when_it_can():
    st = blank()
    hand(st, 0, "swift_broker", "junk")
    actions = st.legal_actions(0)
    assert RULESET.rollout_action(st, 0, actions, random.Random(1)).key == "build"


def test_determinize_keeps_the_own_hand_and_counts():
    st = RULESET.new_game(GameConfig(players=3, seed=4))
    twin = st.determinize(0, random.Random(2))
    assert twin.view(0) == st.view(0)
    assert [len(h) for h in twin.hands] == [len(h) for h in st.hands]
    assert sorted(twin.hands[1] + twin.deck_rest[1]) == sorted(st.hands[1] + st.deck_rest[1])


def test_rule_choices_are_data_and_cards_point_at_them():
    known = {c["key"] for c in DATA["rule_choices"]}
    assert {"round_cap", "market_discovery_price", "chameleon_targets"} <= known
    for card in DATA["cards"]:
        assert set(card["rule_choices"]) <= known
        assert card["reconstructed"] is False
    assert {c["key"] for c in DATA["cards"] if c["unverified"]} == {
        "market_discovery", "wily_fellow", "accordion", "blindfold"
    }
    assert DATA["rules"]["max_rounds_default"] == RULESET.info.option("max_rounds").default

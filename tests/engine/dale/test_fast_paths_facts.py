"""The build step's fact-level fast path agrees with the card-level search it replaces."""

from __future__ import annotations

import random

from engine.core import GameConfig
from engine.games.dale import RULESET, legality, stall
from engine.games.dale.state import DaleState


def test_plain_allowed_on_facts_matches_plain_options_on_cards():
    rng = random.Random(21)
    st = RULESET.new_game(GameConfig(players=2, seed=4, options={"decks": ["macaws", "pandas", "raccoons"]}))
    assert isinstance(st, DaleState)
    cards = list(range(len(st.base))) + [len(st.base), len(st.base) + 1]  # two junk cards past the box
    for _ in range(600):
        st.stalls[0] = [[0]] * rng.randrange(0, 7)
        hand = rng.sample(cards, rng.randrange(1, 9))
        cut = rng.randrange(0, min(3, len(hand)))
        chosen, pool = hand[:cut], hand[cut:]
        need = len(st.stalls[0]) + 1
        facts = tuple((st.etype(c), st.value(c)) for c in pool)
        allowed = stall.plain_allowed(need, tuple((st.etype(c), st.value(c)) for c in chosen), facts)
        fast = [c for c, ok in zip(pool, allowed, strict=True) if ok]
        assert sorted(fast) == sorted(stall.plain_options(st, 0, chosen, pool)), (chosen, pool)


def test_plain_build_step_offers_what_the_full_searches_offer():
    """Random build selections without Squirrels: stack choices and confirm as ``feasible`` and
    ``stack_valid`` decide them, card by card."""
    rng = random.Random(22)
    st = RULESET.new_game(GameConfig(players=2, seed=5, options={"decks": ["macaws", "pandas", "raccoons"]}))
    assert isinstance(st, DaleState)
    cards = list(range(len(st.base)))
    confirms = 0
    for _ in range(400):
        st.stalls[0] = [[0]] * rng.randrange(0, 6)
        st.hands[0] = rng.sample(cards, rng.randrange(2, 9))
        st.sel = st.hands[0][: rng.randrange(0, 3)]
        st.sel_disc = []
        st.phase = "build"
        pool = [c for c in st.hands[0] if c not in st.sel]
        expected = [
            f"stack:{c}"
            for c in sorted(pool)
            if stall.feasible(st, 0, [*st.sel, c], [], [p for p in pool if p != c], [])
        ]
        if stall.stack_valid(st, 0, st.sel, []):
            expected.append("confirm")
            confirms += 1
        assert [a.key for a in legality.legal_actions(st, 0)] == [*expected, "cancel"], (st.hands[0], st.sel)
    assert confirms > 10

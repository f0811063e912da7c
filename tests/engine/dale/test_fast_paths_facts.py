"""The build step's fact-level fast path agrees with the card-level search it replaces."""

from __future__ import annotations

import random

from engine.core import Action, GameConfig
from engine.games.dale import RULESET, legality, stall
from engine.games.dale.state import DaleState


def test_plain_allowed_on_facts_matches_the_full_search_with_junk_in_hand():
    rng = random.Random(21)
    st = RULESET.new_game(GameConfig(players=2, seed=4, options={"decks": ["macaws", "pandas", "raccoons"]}))
    assert isinstance(st, DaleState)
    cards = list(range(len(st.base))) + [len(st.base), len(st.base) + 1]  # two junk cards past the box
    offered = 0
    for _ in range(600):
        st.stalls[0] = [[0]] * rng.randrange(0, 7)
        hand = rng.sample(cards, rng.randrange(1, 9))
        cut = rng.randrange(0, min(3, len(hand)))
        chosen, pool = hand[:cut], hand[cut:]
        need = len(st.stalls[0]) + 1
        facts = tuple((st.etype(c), st.value(c)) for c in pool)
        allowed = stall.plain_allowed(need, tuple((st.etype(c), st.value(c)) for c in chosen), facts)
        fast = [c for c, ok in zip(pool, allowed, strict=True) if ok]
        slow = [c for c in pool if stall.feasible(st, 0, [*chosen, c], [], [p for p in pool if p != c], [])]
        assert sorted(fast) == sorted(slow), (chosen, pool)
        offered += bool(fast)
    assert offered > 50


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
            for c in legality.one_of_each(st, pool)  # identical cards are one choice
            if stall.feasible(st, 0, [*st.sel, c], [], [p for p in pool if p != c], [])
        ]
        if stall.stack_valid(st, 0, st.sel, []):
            expected.append("confirm")
            confirms += 1
        assert [a.key for a in legality.legal_actions(st, 0)] == [*expected, "cancel"], (st.hands[0], st.sel)
    assert confirms > 10


def test_future_stacks_from_its_memo_match_the_values_in_their_own_order():
    """The memo keys each animal's values sorted: the count of future stacks must not depend on
    the order the cards were found in (but the animals' order, which breaks ties, is kept)."""
    from engine.games.dale import ai

    rng = random.Random(23)
    for _ in range(400):
        by_animal = {
            deck: [rng.choice([1, 1, 2, 3, 4, 5]) for _ in range(rng.randrange(0, 7))]
            for deck in rng.sample(["macaws", "pandas", "raccoons", "squirrels"], rng.randrange(1, 5))
        }
        first = rng.randrange(1, 9)
        plain = ai.count_future_stacks([list(v) for v in by_animal.values()], first, 4)
        assert ai.future_stacks(by_animal, first) == plain, (by_animal, first)


def test_can_build_agrees_with_can_start_on_random_games():
    rng = random.Random(24)
    for game in range(6):
        decks = ["squirrels", "chameleons", *rng.sample(["macaws", "pandas", "raccoons", "ocelots"], 1 + game % 3)]
        st = RULESET.new_game(GameConfig(players=len(decks) - 1, seed=game, options={"decks": decks}))
        assert isinstance(st, DaleState)
        while not st.is_over() and st.round < 25:
            seat = st.to_move()[0]
            for other in range(st.players):
                assert legality.can_build(st, other) == stall.can_start(st, other)
            st.apply(seat, rng.choice(st.legal_actions(seat)))


def test_is_legal_answered_from_the_offered_list_agrees_with_the_check_of_one_action():
    rng = random.Random(25)
    probes = [Action("confirm"), Action("cancel"), Action("done"), Action("build"), Action("pay", (3,))]
    for game in range(3):
        st = RULESET.new_game(GameConfig(players=2 + game, seed=game))
        assert isinstance(st, DaleState)
        while not st.is_over() and st.round < 30:
            seat = st.to_move()[0]
            actions = st.legal_actions(seat)
            for action in [*actions, *probes]:
                assert st.is_legal(seat, action) == legality.is_legal(st, seat, action), action
            st.apply(seat, rng.choice(actions))


def test_a_hand_edited_position_is_not_judged_by_the_list_offered_before():
    from tests.engine.dale.helpers import blank, hand, market

    st = blank(2, ["macaws", "pandas", "raccoons"])
    slot = 4
    market(st, None, None, None, None, "shattered_relic")
    price = st.price(slot)
    hand(st, 0, "swift_broker")
    buy = Action("buy", (slot,))
    assert buy not in st.legal_actions(0)
    hand(st, 0, *["flashy_show"] * ((price + 4) // 5))  # now the hand can pay
    assert st.is_legal(0, buy) and buy in st.legal_actions(0)
    st.hands[0] = st.hands[0][:1]  # and now it cannot again
    assert not st.is_legal(0, buy)

"""The fast legality paths agree with brute force and with the full searches they shortcut."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.core import Action, GameConfig
from engine.games.dale import RULESET, legality, payment, stall
from engine.games.dale.cards import DECK_IDS, TYPES
from engine.games.dale.state import DaleState
from tests.conftest import fuzz_games


def _valid_plain(values: tuple[int, ...], price: int) -> bool:
    """The printed rule: enough in total, and no card could be left out."""
    return bool(values) and sum(values) >= price and sum(values) - min(values) < price


def _subsets(values: list[int]) -> list[tuple[int, ...]]:
    return [sub for r in range(len(values) + 1) for sub in itertools.combinations(values, r)]


def test_price_mask_matches_every_subset_on_random_hands():
    rng = random.Random(7)
    for _ in range(300):
        values = [rng.choice([0, 1, 1, 1, 2, 3, 4, 5, 6, 7]) for _ in range(rng.randrange(0, 8))]
        mask = payment.plain_price_mask(values)
        subsets = _subsets(values)
        for price in range(0, 16):
            brute = any(_valid_plain(sub, price) for sub in subsets)
            assert bool(mask >> price & 1) == brute, (values, price)


def test_addable_values_match_every_subset_on_random_selections():
    rng = random.Random(8)
    for _ in range(300):
        cards = [rng.choice([0, 1, 1, 2, 3, 4, 5, 6]) for _ in range(rng.randrange(1, 8))]
        cut = rng.randrange(0, len(cards))
        chosen, pool = sorted(cards[:cut]), sorted(cards[cut:])
        price = rng.randrange(1, 13)
        addable = payment.plain_addable(chosen, pool, price)
        for v in set(pool):
            rest = list(pool)
            rest.remove(v)
            brute = any(_valid_plain((*chosen, v, *sub), price) for sub in _subsets(rest))
            assert (v in addable) == brute, (chosen, pool, price, v)


def test_price_mask_with_stock_clearance_allows_any_overpayment():
    st = RULESET.new_game(GameConfig(players=2, seed=1, options={"decks": ["macaws", "pandas", "raccoons"]}))
    assert isinstance(st, DaleState)
    clearance = next(u for u, t in enumerate(st.base) if TYPES[t].key == "stock_clearance")
    five = next(u for u, t in enumerate(st.base) if TYPES[t].value == 5)
    mask = payment.price_mask(st, [clearance, five])
    total = st.value(clearance) + 5
    assert mask == (1 << (total + 1)) - 1
    for price in range(1, total + 3):
        assert bool(mask >> price & 1) == payment.payment_feasible(st, [], [clearance, five], price, False)


def _slow_legal(st: DaleState, seat: int) -> list[Action]:
    """The legal actions of the main, pay and build phases by the full feasibility searches."""
    usable = [c for c in st.hands[seat] if st.usable(seat, c)]
    if st.phase in ("main", "bonus"):
        out = [Action("end")] if st.phase == "bonus" else []
        if stall.feasible(st, seat, [], [], usable, list(st.discards[seat])):
            out.append(Action("build"))
        for slot, uid in enumerate(st.market):
            if uid is not None and payment.payment_feasible(st, [], usable, st.price(slot), False):
                out.append(Action("buy", (slot,)))
        if st.mdiscard and payment.payment_feasible(
            st, [], usable, TYPES[st.ctype(st.mdiscard[-1])].value, True
        ):
            out.append(Action("buy_discard"))
        out += [Action("play", (c,)) for c in sorted(usable) if TYPES[st.etype(c)].kind == "technique"]
        return [*out, Action("inventory"), *legality._free_actions(st, seat)]
    pool = [c for c in usable if c not in st.sel]
    if st.phase == "pay":
        price, need_md = legality.pay_price(st)
        out = [
            Action("pay", (c,))
            for c in legality.one_of_each(st, pool)  # identical cards are one choice
            if payment.payment_feasible(st, [*st.sel, c], [p for p in pool if p != c], price, need_md)
        ]
        if payment.payment_ok(st, st.sel, price, need_md):
            out.append(Action("confirm"))
        return [*out, Action("cancel")]
    assert st.phase == "build"
    dpool = [c for c in st.discards[seat] if c not in st.sel_disc]
    out = [
        Action("stack", (c,))
        for c in legality.one_of_each(st, pool)
        if stall.feasible(st, seat, [*st.sel, c], st.sel_disc, [p for p in pool if p != c], dpool)
    ]
    if any(st.ekey(c) == "nostalgic_item" for c in st.sel + st.sel_disc):
        out += [
            Action("stack_discard", (c,))
            for c in legality.one_of_each(st, dpool)
            if stall.feasible(st, seat, st.sel, [*st.sel_disc, c], pool, [p for p in dpool if p != c])
        ]
    if stall.stack_valid(st, seat, st.sel, st.sel_disc):
        out.append(Action("confirm"))
    return [*out, Action("cancel")]


@pytest.mark.fuzz
def test_fast_legal_actions_match_the_full_searches_on_random_games():
    rng = random.Random(11)
    checked = {"main": 0, "pay": 0, "build": 0}
    for game in range(fuzz_games(12)):
        players = 2 + game % 3
        decks = ["squirrels", *rng.sample([d for d in DECK_IDS if d != "squirrels"], players)]
        st = RULESET.new_game(GameConfig(players=players, seed=game, options={"decks": decks}))
        assert isinstance(st, DaleState)
        while not st.is_over() and st.round < 40:
            seat = st.to_move()[0]
            actions = st.legal_actions(seat)
            if st.frame is None and st.phase in ("main", "bonus", "pay", "build"):
                assert actions == _slow_legal(st, seat), (game, st.phase)
                checked["main" if st.phase == "bonus" else st.phase] += 1
            # lean toward building and paying so those phases are reached often
            preferred = [a for a in actions if a.kind in ("build", "stack", "confirm", "buy", "pay")]
            st.apply(seat, rng.choice(preferred if preferred and rng.random() < 0.7 else actions))
    assert min(checked.values()) > 20, checked


def test_plain_build_options_match_the_full_search_without_squirrels():
    rng = random.Random(12)
    st = RULESET.new_game(GameConfig(players=2, seed=3, options={"decks": ["macaws", "pandas", "raccoons"]}))
    assert isinstance(st, DaleState)
    cards = [u for u, t in enumerate(st.base)]
    for _ in range(400):
        st.stalls[0] = [[0]] * rng.randrange(0, 7)
        hand = rng.sample(cards, rng.randrange(1, 9))
        cut = rng.randrange(0, min(3, len(hand)))
        chosen, pool = hand[:cut], hand[cut:]
        fast = stall.plain_options(st, 0, chosen, pool)
        slow = [c for c in pool if stall.feasible(st, 0, [*chosen, c], [], [p for p in pool if p != c], [])]
        assert sorted(fast) == sorted(slow), (chosen, pool)
        assert stall.can_start(st, 0, hand) == stall.feasible(st, 0, [], [], hand, [])

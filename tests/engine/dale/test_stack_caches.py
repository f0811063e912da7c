"""The Squirrel stack searches keep their answers by the cards' facts in sorted order: that order
must never change an answer, so both are held to brute force over every subset of the pools."""

from __future__ import annotations

import itertools
import random

from engine.games.dale import stall
from engine.games.dale.cards import BY_KEY, TYPE_DECK, TYPE_KEY, TYPES

SQUIRRELS = ["stashing_vendor", "empty_chest", "nostalgic_item", "accordion", "acorn", "winter_is_coming"]
OTHERS = [t.key for t in TYPES if t.deck in ("macaws", "pandas", "raccoons")]


def _random_info(rng: random.Random) -> stall.Info:
    key = rng.choice(SQUIRRELS if rng.random() < 0.5 else [*OTHERS, "junk"])
    t = BY_KEY[key]
    value = TYPES[t].value if rng.random() < 0.8 else rng.randrange(1, 6)  # a die or a guess changed it
    return value, TYPE_KEY[t], TYPE_DECK[t]


def _subsets(cards: tuple[stall.Info, ...]) -> list[tuple[stall.Info, ...]]:
    return [sub for r in range(len(cards) + 1) for sub in itertools.combinations(cards, r)]


def _brute_feasible(need, hand, disc, hand_pool, disc_pool) -> bool:
    return any(
        stall.stack_valid_facts(need, [*hand, *extra], [*disc, *extra_disc])
        for extra in _subsets(hand_pool)
        for extra_disc in _subsets(disc_pool)
    )


def _random_position(rng: random.Random):
    need = rng.randrange(1, 9)
    hand = tuple(_random_info(rng) for _ in range(rng.randrange(0, 3)))
    disc = tuple(_random_info(rng) for _ in range(rng.randrange(0, 2) if hand else 0))
    hand_pool = tuple(_random_info(rng) for _ in range(rng.randrange(0, 6)))
    disc_pool = tuple(_random_info(rng) for _ in range(rng.randrange(0, 6)))
    return need, hand, disc, hand_pool, disc_pool


def test_feasible_answers_as_brute_force_whatever_the_order_of_the_cards():
    rng = random.Random(31)
    found = 0
    for _ in range(500):
        need, hand, disc, hand_pool, disc_pool = _random_position(rng)
        expected = _brute_feasible(need, hand, disc, hand_pool, disc_pool)
        found += expected
        for _shuffle in range(3):
            shuffled = [list(part) for part in (hand, disc, hand_pool, disc_pool)]
            for part in shuffled:
                rng.shuffle(part)
            assert stall.feasible_facts(need, *map(tuple, shuffled)) == expected, (need, shuffled)
    assert 50 < found < 450  # both answers are well represented


def test_stack_options_offer_what_brute_force_finds_whatever_the_order_of_the_cards():
    rng = random.Random(32)
    offered = 0
    for _ in range(300):
        need, sel, sel_disc, pool, dpool = _random_position(rng)
        from_discard = any(key == "nostalgic_item" for _v, key, _d in sel + sel_disc)
        expected_hand = {
            info
            for i, info in enumerate(pool)
            if _brute_feasible(need, (*sel, info), sel_disc, pool[:i] + pool[i + 1 :], dpool)
        }
        expected_disc = (
            {
                info
                for i, info in enumerate(dpool)
                if _brute_feasible(need, sel, (*sel_disc, info), pool, dpool[:i] + dpool[i + 1 :])
            }
            if from_discard
            else set()
        )
        offered += len(expected_hand)
        for _shuffle in range(2):
            order = rng.sample(pool, len(pool))
            dorder = rng.sample(dpool, len(dpool))
            hand_ok, disc_ok = stall.stack_options(need, sel, sel_disc, tuple(order), tuple(dorder), from_discard)
            assert hand_ok == expected_hand and disc_ok == expected_disc, (need, sel, sel_disc, pool, dpool)
    assert offered > 40

"""The engine's draws give what `random.Random` gives from the same stream, and leave it where it would."""

from __future__ import annotations

import random

import pytest

from engine.core import draws


@pytest.mark.parametrize("seed", range(20))
def test_below_and_choice_draw_the_numbers_randrange_and_choice_draw(seed):
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in [1, 2, 3, 5, 7, 8, 9, 31, 32, 33, 100, 1000, 2**40 + 3]:
        assert draws.below(ours, n) == theirs.randrange(n)
        items = list(range(n % 50 + 1))
        assert draws.choice(ours, items) == theirs.choice(items)
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("size", [0, 1, 2, 3, 10, 52, 100])
def test_shuffle_orders_as_random_shuffle_orders(size):
    for seed in range(10):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, other = list(range(size)), list(range(size))
        draws.shuffle(ours, mine)
        theirs.shuffle(other)
        assert mine == other
        assert ours.getstate() == theirs.getstate()


def test_an_empty_range_is_refused_as_randrange_refuses_it():
    with pytest.raises(ValueError):
        draws.below(random.Random(1), 0)
    with pytest.raises(IndexError):
        draws.choice(random.Random(1), [])

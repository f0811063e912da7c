"""Draws from a random stream, the same numbers `random.Random` gives for the same stream.

`Random.randrange`, `choice` and `shuffle` are written in Python and reach the stream through
two or three Python calls per number; a search draws at every card drawn and every playout
move. These do the same with the stream's `getrandbits` alone, and run compiled
(`make compiled`). `tests/engine/core/test_draws.py` holds them to `random.Random`'s results.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

Item = TypeVar("Item")


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n > 0: a number from 0 to n - 1."""
    if n <= 0:
        raise ValueError(f"no number below {n} to draw")
    bits = n.bit_length()
    number = rng.getrandbits(bits)
    while number >= n:
        number = rng.getrandbits(bits)
    return number


def choice(rng: random.Random, items: Sequence[Item]) -> Item:
    """`rng.choice(items)`."""
    if not items:
        raise IndexError("cannot choose from an empty sequence")
    return items[below(rng, len(items))]


def shuffle(rng: random.Random, items: list[Item]) -> None:
    """`rng.shuffle(items)`: the same order from the same stream."""
    getrandbits = rng.getrandbits  # looked up once: `below` for each place, without its lookup
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]

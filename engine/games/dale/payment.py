"""Market payments: the no-unnecessary-card rule, Stock Clearance and Market Discovery."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def _sums(values: Sequence[int]) -> int:
    bits = 1
    for v in values:
        bits |= bits << v
    return bits


def _hits(bits: int, lo: int, hi: int) -> bool:
    """Whether a subset sum lies in lo..hi (inclusive)."""
    if hi < lo or hi < 0:
        return False
    lo = max(lo, 0)
    window = ((1 << (hi - lo + 1)) - 1) << lo
    return bool(bits & window)


SPECIAL: Final = ("market_discovery", "stock_clearance")


def _plain(chosen: list[int], pool: list[int], price: int) -> bool:
    """No special card: some superset of ``chosen`` reaches the price without a needless card."""
    t0 = sum(chosen)
    floor = chosen[0] if chosen else None
    for m in sorted(set(chosen + pool)):
        if floor is not None and floor < m:
            break
        candidates = [v for v in pool if v >= m]
        if floor is None:
            if m not in candidates:
                continue
            candidates.remove(m)
            if _hits(_sums(candidates), price - m, price - 1):
                return True
        elif _hits(_sums(candidates), price - t0, price + m - 1 - t0):
            return True
    return False


def plain_price_mask(values: list[int]) -> int:
    """Bit p set when the cards of ``values`` (no special card, no Market Discovery needed) can pay p.

    One pass answers every market price: a payment with smallest card m and the rest
    summing to s pays exactly the prices s+1 .. s+m.
    """
    return _price_mask(tuple(sorted(values)))


@functools.lru_cache(maxsize=1 << 14)
def _price_mask(ordered: tuple[int, ...]) -> int:
    mask = 0
    for i, m in enumerate(ordered):
        if m <= 0 or (i and ordered[i - 1] == m):
            continue
        rest = _sums(ordered[i + 1 :])
        for k in range(1, m + 1):
            mask |= rest << k
    return mask


def plain_addable(chosen: list[int], pool: list[int], price: int) -> frozenset[int]:
    """The values v such that ``chosen`` plus a pool card of value v still extends to a plain payment.

    Both lists are sorted card values; cards of equal value are interchangeable here.
    """
    return _addable(tuple(chosen), tuple(pool), price)


@functools.lru_cache(maxsize=1 << 14)
def _addable(chosen: tuple[int, ...], pool: tuple[int, ...], price: int) -> frozenset[int]:
    out: set[int] = set()
    for v in set(pool):
        rest = list(pool)
        rest.remove(v)
        if _plain(sorted([*chosen, v]), rest, price):
            out.add(v)
    return frozenset(out)


def price_mask(st: DaleState, pool: list[int]) -> int:
    """The prices ``pool`` can pay without a Market Discovery requirement, as a bit mask."""
    values = [st.value(c) for c in pool]
    if any(st.ekey(c) == "stock_clearance" for c in pool):
        # a Stock Clearance allows any overpayment: every price up to the total
        return (1 << (sum(values) + 1)) - 1
    return plain_price_mask(values)


def payment_ok(st: DaleState, cards: list[int], price: int, need_md: bool) -> bool:
    if not cards:
        return False
    keys = [st.ekey(c) for c in cards]
    if need_md and "market_discovery" not in keys:
        return False
    values = [st.value(c) for c in cards]
    total = sum(values)
    if total < price:
        return False
    return "stock_clearance" in keys or total - min(values) < price


def payment_feasible(
    st: DaleState,
    chosen: list[int],
    pool: list[int],
    price: int,
    need_md: bool,
    facts: tuple[dict[int, str], dict[int, int]] | None = None,
) -> bool:
    """Whether ``chosen`` plus some cards of ``pool`` makes a valid payment.

    ``facts`` (key and value per card) may be passed in to save recomputing them.
    """
    every = chosen + pool
    keys, vals = facts if facts is not None else card_facts(st, every)
    total_all = sum(vals[c] for c in every)
    if total_all < price:
        return False
    special = [keys[c] for c in every if keys[c] in SPECIAL]
    if need_md and "market_discovery" not in special:
        return False
    if "stock_clearance" in special:
        return True
    if not need_md:
        return _plain(sorted(vals[c] for c in chosen), sorted(vals[c] for c in pool), price)
    # a Market Discovery must be part of the payment
    if any(keys[c] == "market_discovery" for c in chosen):
        return _plain(sorted(vals[c] for c in chosen), sorted(vals[c] for c in pool), price)
    for md in pool:
        if keys[md] == "market_discovery":
            rest = sorted(vals[c] for c in pool if c != md)
            if _plain(sorted(vals[c] for c in [*chosen, md]), rest, price):
                return True
    return False


def card_facts(st: DaleState, cards: list[int]) -> tuple[dict[int, str], dict[int, int]]:
    return {c: st.ekey(c) for c in cards}, {c: st.value(c) for c in cards}

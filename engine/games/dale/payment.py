"""Market payments: the no-unnecessary-card rule, Stock Clearance and Market Discovery."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def _sums(values: list[int]) -> int:
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


def payment_feasible(st: DaleState, chosen: list[int], pool: list[int], price: int, need_md: bool) -> bool:
    """Whether ``chosen`` plus some cards of ``pool`` makes a valid payment."""
    every = chosen + pool
    keys = {c: st.ekey(c) for c in every}
    vals = {c: st.value(c) for c in every}
    total_all = sum(vals.values())
    has_md = any(keys[c] == "market_discovery" for c in every)
    if need_md and not has_md:
        return False
    if any(keys[c] == "stock_clearance" for c in every) and total_all >= price:
        return True
    if any(keys[c] == "stock_clearance" for c in chosen):
        return False
    pool = [c for c in pool if keys[c] != "stock_clearance"]
    forced: list[list[int]] = [[]]
    if need_md and not any(keys[c] == "market_discovery" for c in chosen):
        forced = [[m] for m in pool if keys[m] == "market_discovery"]
    for extra in forced:
        base = chosen + extra
        rest = [c for c in pool if c not in extra]
        t0 = sum(vals[c] for c in base)
        floor = min((vals[c] for c in base), default=None)
        mins = sorted({vals[c] for c in base + rest})
        for m in mins:
            if floor is not None and floor < m:
                break
            candidates = [vals[c] for c in rest if vals[c] >= m]
            if floor is None and m not in candidates:
                continue
            # the lowest card is m: the total must reach the price and stay below price + m
            if floor is None:
                candidates.remove(m)
                if _hits(_sums(candidates), price - m, price - 1):
                    return True
            elif _hits(_sums(candidates), price - t0, price + m - 1 - t0):
                return True
    return False

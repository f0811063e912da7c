"""AI knowledge for Dale of Merchants: a sensible playout move and a position estimate."""

from __future__ import annotations

import random

from engine.core import Action
from engine.games.dale.cards import STACKS_TO_WIN, TYPES
from engine.games.dale.state import DaleState


def rollout_action(st: DaleState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    """Build when possible, finish selections, buy the dearest affordable card, else random."""
    kinds: dict[str, list[Action]] = {}
    for a in actions:
        kinds.setdefault(a.kind, []).append(a)
    if "confirm" in kinds and st.phase == "build":
        return kinds["confirm"][0]
    if "build" in kinds:
        return kinds["build"][0]
    if "stack" in kinds or "stack_discard" in kinds:
        pool = kinds.get("stack", []) + kinds.get("stack_discard", [])
        return max(pool, key=lambda a: st.value(int(a.args[0])))
    if st.phase == "pay":
        if "confirm" in kinds:
            return kinds["confirm"][0]
        pays = kinds.get("pay")
        if pays:
            return min(pays, key=lambda a: _card_worth(st, int(a.args[0])))
        return None
    if "buy" in kinds and rng.random() < 0.8:
        return max(kinds["buy"], key=lambda a: _market_worth(st, int(a.args[0])))
    if "play" in kinds and rng.random() < 0.5:
        return rng.choice(kinds["play"])
    if st.phase == "inventory":
        junk = [a for a in kinds.get("discard", []) if TYPES[st.etype(int(a.args[0]))].is_junk]
        return junk[0] if junk and rng.random() < 0.5 else Action("done")
    return None


def _card_worth(st: DaleState, uid: int) -> float:
    ty = TYPES[st.etype(uid)]
    return 0.0 if ty.is_junk else st.value(uid) + (1.0 if ty.kind == "technique" else 0.5)


def _market_worth(st: DaleState, slot: int) -> float:
    uid = st.market[slot]
    assert uid is not None
    return TYPES[st.ctype(uid)].value - 0.3 * st.price(slot)


def _progress(st: DaleState, seat: int) -> float:
    """Stacks built, plus a share for the next one (hand value) and deck quality."""
    built = len(st.stalls[seat])
    hand = st.hands[seat]
    need = built + 1
    by_deck: dict[str, int] = {}
    for c in hand:
        ty = TYPES[st.etype(c)]
        if not ty.is_junk:
            by_deck[ty.deck] = by_deck.get(ty.deck, 0) + st.value(c)
    best = max(by_deck.values(), default=0)
    partial = min(best / need, 1.0) * 0.6
    cards = st.deck_top[seat] + st.deck_rest[seat] + st.discards[seat] + hand
    quality = sum(0 if TYPES[st.ctype(c)].is_junk else TYPES[st.ctype(c)].value for c in cards)
    quality /= max(len(cards), 1) * 5
    return built + partial + 0.4 * quality


def evaluate(st: DaleState) -> list[float]:
    """Each seat's chance to win, from a softmax over progress toward eight stacks."""
    import math

    scores = [_progress(st, s) for s in range(st.players)]
    weights = [math.exp(1.2 * s * 8 / STACKS_TO_WIN) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]

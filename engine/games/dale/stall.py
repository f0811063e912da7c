"""Building stall stacks: the default rules and the Squirrel passives that relax them."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from engine.games.dale.cards import JUNK, TYPE_DECK, TYPE_KEY, TYPE_VALUE, TYPES

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState

Info = tuple[int, str, str]  # value, effective key, deck of one card
SQUIRRELS: Final = ("stashing_vendor", "empty_chest", "nostalgic_item", "accordion")


def stack_valid(st: DaleState, seat: int, hand: list[int], disc: list[int]) -> bool:
    """Whether hand cards ``hand`` plus discard-pile cards ``disc`` form the next stack."""
    infos = card_infos(st, hand + disc)
    return stack_valid_facts(len(st.stalls[seat]) + 1, [infos[c] for c in hand], [infos[c] for c in disc])


def stack_valid_facts(need: int, hand: list[Info], disc: list[Info]) -> bool:
    """``stack_valid`` on the cards' facts (``need``: the next stack's number)."""
    if not hand:
        return False
    keys = [key for _v, key, _d in hand + disc]
    if disc:
        if not any(key == "nostalgic_item" for _v, key, _d in hand) or len(disc) > keys.count("nostalgic_item"):
            return False
    junk_ok = "stashing_vendor" in keys
    decks = set()
    for _v, _key, deck in hand:
        if deck == "junk":
            if not junk_ok:
                return False
        else:
            decks.add(deck)
    if len(decks) > 1 and "empty_chest" not in keys:
        return False
    slack = keys.count("accordion")
    total = sum(value for value, _k, _d in hand + disc)
    return need - slack <= total <= need + slack


def _info(st: DaleState, c: int) -> tuple[int, str, str]:
    ty = TYPES[st.etype(c)]
    return st.value(c), ty.key, ty.deck


# the facts of each card type as printed, for positions where nothing is copied or modified
TYPE_INFO: Final[tuple[Info, ...]] = tuple((t.value, t.key, t.deck) for t in TYPES)


def card_infos(st: DaleState, cards: list[int]) -> dict[int, tuple[int, str, str]]:
    """Value, effective key and deck of each card, as ``feasible`` reads them."""
    if st.copies or st.mods:
        return {c: _info(st, c) for c in cards}
    base = st.base
    size = len(base)
    return {c: TYPE_INFO[base[c] if c < size else JUNK] for c in cards}


def feasible(
    st: DaleState,
    seat: int,
    hand: list[int],
    disc: list[int],
    hand_pool: list[int],
    disc_pool: list[int],
    infos: dict[int, tuple[int, str, str]] | None = None,
) -> bool:
    """Whether the chosen cards can be completed to a valid stack from the pools.

    ``infos`` (``card_infos`` of every card named) may be passed in to save recomputing them.
    """
    if infos is None:
        infos = card_infos(st, hand + disc + hand_pool)
        if disc or any(infos[c][1] == "nostalgic_item" for c in hand + hand_pool):
            infos.update(card_infos(st, disc_pool))
    info = infos.__getitem__
    if not disc and not any(infos[c][1] == "nostalgic_item" for c in hand + hand_pool):
        disc_pool = []
    return feasible_facts(
        len(st.stalls[seat]) + 1,
        tuple(map(info, hand)),
        tuple(map(info, disc)),
        tuple(map(info, hand_pool)),
        tuple(map(info, disc_pool)),
    )


def feasible_facts(
    need: int, hand: tuple[Info, ...], disc: tuple[Info, ...], hand_pool: tuple[Info, ...], disc_pool: tuple[Info, ...]
) -> bool:
    """``feasible`` on the cards' facts (``need``: the next stack's number)."""
    if not disc and not any(i[1] == "nostalgic_item" for i in hand + hand_pool):
        disc_pool = ()
    # the search is exact, so the cards' order cannot change the answer: sorted, equal positions share it
    return _feasible(
        need, tuple(sorted(hand)), tuple(sorted(disc)), tuple(sorted(hand_pool)), tuple(sorted(disc_pool))
    )


def stack_options(
    need: int,
    sel: tuple[Info, ...],
    sel_disc: tuple[Info, ...],
    pool: tuple[Info, ...],
    dpool: tuple[Info, ...],
    from_discard: bool,
) -> tuple[frozenset[Info], frozenset[Info]]:
    """The facts of the hand cards (and, ``from_discard``, discard-pile cards) that keep a Squirrel
    stack completable; cards with equal facts are interchangeable, so any order of them is fine."""
    return _stack_options(
        need, tuple(sorted(sel)), tuple(sorted(sel_disc)), tuple(sorted(pool)), tuple(sorted(dpool)), from_discard
    )


@functools.lru_cache(maxsize=1 << 14)
def _stack_options(
    need: int,
    sel: tuple[Info, ...],
    sel_disc: tuple[Info, ...],
    pool: tuple[Info, ...],
    dpool: tuple[Info, ...],
    from_discard: bool,
) -> tuple[frozenset[Info], frozenset[Info]]:
    hand_ok = frozenset(
        info
        for i, info in enumerate(pool)
        if pool.index(info) == i and feasible_facts(need, (*sel, info), sel_disc, pool[:i] + pool[i + 1 :], dpool)
    )
    if not from_discard:
        return hand_ok, frozenset()
    disc_ok = frozenset(
        info
        for i, info in enumerate(dpool)
        if dpool.index(info) == i and feasible_facts(need, sel, (*sel_disc, info), pool, dpool[:i] + dpool[i + 1 :])
    )
    return hand_ok, disc_ok


@functools.lru_cache(maxsize=1 << 16)
def _feasible(
    need: int,
    hand: tuple[Info, ...],
    disc: tuple[Info, ...],
    hand_pool: tuple[Info, ...],
    disc_pool: tuple[Info, ...],
) -> bool:
    counts: dict[tuple[Info, bool], int] = {}
    for info in hand_pool:
        key = (info, False)
        counts[key] = counts.get(key, 0) + 1
    for info in disc_pool:
        key = (info, True)
        counts[key] = counts.get(key, 0) + 1
    # hand cards first: a discard card needs a Nostalgic Item from the hand
    groups = tuple(sorted(counts.items(), key=lambda kv: kv[0][1]))
    return _completable(need, (hand, disc), groups)


def _completable(
    need: int, chosen: tuple[tuple[Info, ...], tuple[Info, ...]], groups: tuple[tuple[tuple[Info, bool], int], ...]
) -> bool:
    """The search behind ``feasible``, on card facts only (``_feasible`` keeps its answers).

    Groups of equal cards are taken 0..count at a time; a branch is cut when no choice among
    the groups left can make it valid (every value is at least 1, so totals only grow)."""
    size = len(groups)
    acc_after = [0] * (size + 1)
    value_after = [0] * (size + 1)
    ec_after = [False] * (size + 1)
    sv_after = [False] * (size + 1)
    ni_hand_after = [0] * (size + 1)  # hand Nostalgic Items left: each lets one more discard card in
    for i in range(size - 1, -1, -1):
        ((value, key, _deck), from_disc), count = groups[i]
        acc_after[i] = acc_after[i + 1] + (count if key == "accordion" else 0)
        value_after[i] = value_after[i + 1] + value * count
        ec_after[i] = ec_after[i + 1] or key == "empty_chest"
        sv_after[i] = sv_after[i + 1] or key == "stashing_vendor"
        ni_hand_after[i] = ni_hand_after[i + 1] + (count if key == "nostalgic_item" and not from_disc else 0)

    def add(stt: list, info: tuple[int, str, str], from_disc: bool, k: int) -> list:
        total, acc, sv, ec, ni_h, ni_t, decks, junk_h, nd, nh = stt
        value, key, deck = info
        total += value * k
        acc += k * (key == "accordion")
        sv = sv or key == "stashing_vendor"
        ec = ec or key == "empty_chest"
        if key == "nostalgic_item":
            ni_t += k
            if not from_disc:
                ni_h += k
        if from_disc:
            nd += k
        else:
            nh += k
            if deck == "junk":
                junk_h = True
            elif deck not in decks:
                decks = decks | {deck}
        return [total, acc, sv, ec, ni_h, ni_t, decks, junk_h, nd, nh]

    stt: list = [0, 0, False, False, 0, 0, frozenset(), False, 0, 0]
    for info in chosen[0]:
        stt = add(stt, info, False, 1)
    for info in chosen[1]:
        stt = add(stt, info, True, 1)

    def search(i: int, stt: list) -> bool:
        total, acc, sv, ec, ni_h, ni_t, decks, junk_h, nd, nh = stt
        if total - acc - acc_after[i] > need or total + value_after[i] + acc + acc_after[i] < need:
            return False
        if nd > ni_t + ni_hand_after[i]:
            return False  # more discard cards than Nostalgic Items, even with every one left in hand
        if len(decks) > 1 and not ec and not ec_after[i]:
            return False
        if junk_h and not sv and not sv_after[i]:
            return False
        if (
            nh
            and (nd == 0 or (ni_h and nd <= ni_t))
            and (not junk_h or sv)
            and (len(decks) <= 1 or ec)
            and need - acc <= total <= need + acc
        ):
            return True
        if i == size:
            return False
        (info, from_disc), count = groups[i]
        for k in range(count + 1):
            nxt = add(stt, info, from_disc, k) if k else stt
            if nxt[0] - nxt[1] - acc_after[i + 1] > need:
                break
            if search(i + 1, nxt):
                return True
        return False

    return search(0, stt)


def plain_options(st: DaleState, seat: int, chosen: list[int], pool: list[int]) -> list[int]:
    """The ``pool`` cards that keep ``chosen`` completable, when no Squirrel passive is among them
    (``plain_allowed`` on the cards' facts)."""
    need = len(st.stalls[seat]) + 1
    allowed = plain_allowed(need, tuple((st.etype(c), st.value(c)) for c in chosen),
                            tuple((st.etype(c), st.value(c)) for c in pool))
    return [c for c, ok in zip(pool, allowed) if ok]


@functools.lru_cache(maxsize=1 << 14)
def plain_allowed(
    need: int, chosen: tuple[tuple[int, int], ...], pool: tuple[tuple[int, int], ...]
) -> tuple[bool, ...]:
    """For each pool card whether it keeps the stack completable, on card facts: (effective type,
    value) of the chosen cards and of the pool cards in order, with no Squirrel passive among them.

    Without Squirrels a stack is hand cards of one animal deck summing exactly to the next
    value, so each candidate is one subset-sum test over the rest of its deck's cards.
    """
    none = (False,) * len(pool)
    decks = set()
    total = 0
    for t, v in chosen:
        if t == JUNK:
            return none
        decks.add(TYPE_DECK[t])
        total += v
    if len(decks) > 1 or total > need:
        return none
    by_deck: dict[str, list[int]] = {}
    for i, (t, _v) in enumerate(pool):
        if t != JUNK:
            by_deck.setdefault(TYPE_DECK[t], []).append(i)
    out = [False] * len(pool)
    for deck, members in by_deck.items():
        if decks and deck not in decks:
            continue
        values = [pool[i][1] for i in members]
        answer: dict[int, int] = {}
        for j, i in enumerate(members):
            v = values[j]
            left = need - total - v
            if left < 0:
                continue
            if v not in answer:
                sums = 1
                for w in values[:j] + values[j + 1 :]:
                    sums |= sums << w
                answer[v] = sums >> left & 1
            if answer[v]:
                out[i] = True
    return tuple(out)


def can_start_with(st: DaleState, seat: int, types: list[int], values: list[int]) -> bool:
    """``can_start`` for usable cards whose effective types and values are known."""
    need = len(st.stalls[seat]) + 1
    by_deck: dict[str, int] = {}
    for t, v in zip(types, values):
        if 0 < v <= need and t != JUNK:
            deck = TYPE_DECK[t]
            bits = by_deck.get(deck, 1)
            by_deck[deck] = bits = bits | (bits << v)
            if bits >> need & 1:
                return True
    if _SQUIRREL_TYPES.isdisjoint(types):
        return False
    # feasible(st, seat, [], [], hand, discards) on the facts already read
    pool = tuple((v, TYPE_KEY[t], TYPE_DECK[t]) for t, v in zip(types, values))
    disc = tuple(_info(st, c) for c in st.discards[seat]) if _NOSTALGIC in types else ()
    return feasible_facts(need, (), (), pool, disc)


def can_start(st: DaleState, seat: int, usable: list[int] | None = None) -> bool:
    """Whether any valid next stack exists (``usable``: the hand cards that may be used, if known).

    A plain stack (one animal deck, exact value) stays valid whatever else is in hand, so the
    subset-sum test comes first and the full search runs only for Squirrel passives.
    """
    hand = [c for c in st.hands[seat] if st.usable(seat, c)] if usable is None else usable
    types = [st.etype(c) for c in hand]
    values = [st.value(c) for c in hand] if st.mods else [TYPE_VALUE[t] for t in types]
    return can_start_with(st, seat, types, values)


_SQUIRREL_TYPES: Final = frozenset(t.index for t in TYPES if t.key in SQUIRRELS)
_NOSTALGIC: Final = next(t.index for t in TYPES if t.key == "nostalgic_item")

"""Chameleon copying: which cards a Chameleon may copy, and binding a copy for the turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from engine.core import Event
from engine.games.dale.cards import BY_KEY, JUNK, TYPE_KEY, TYPES

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState

ALL_SEATS: Final = (1 << 8) - 1
COPIERS: Final = frozenset(t.index for t in TYPES if t.is_chameleon and t.kind == "passive")
_COPIERS: Final = COPIERS
_CHAMELEONS: Final = frozenset(t.index for t in TYPES if t.is_chameleon)


def _copyable(st: DaleState, uid: int) -> bool:
    # a Chameleon away from a hand copies nothing, so it offers nothing to copy
    base = st.base
    return (base[uid] if uid < len(base) else JUNK) not in _CHAMELEONS


def targets(st: DaleState, seat: int, uid: int) -> list[int]:
    """The cards the Chameleon ``uid`` (in ``seat``'s hand, unbound) may copy; [] if it is no copier."""
    t = st.ctype(uid)
    if t not in _COPIERS or uid in st.copies:
        return []
    key = TYPE_KEY[t]
    found: list[int] = []
    if key == "flexible_shopkeeper":
        if st.stalls[seat]:
            found = [c for c in st.stalls[seat][-1] if _copyable(st, c)]
    elif key == "reflection":
        found = [
            d[-1] for other, d in enumerate(st.discards) if other != seat and d and _copyable(st, d[-1])
        ]
    elif key == "good_old_times":
        if st.mdiscard and _copyable(st, st.mdiscard[-1]):
            found = [st.mdiscard[-1]]
    elif key == "trendsetting":
        found = [c for c in st.market if c is not None and _copyable(st, c)]
    elif key == "seeing_doubles":
        found = [c for c in st.hands[seat] if c != uid and (c in st.copies or _copyable(st, c))]
    return found


def bind(st: DaleState, seat: int, uid: int, target: int) -> None:
    st.copies[uid] = st.etype(target)
    st.known[uid] = ALL_SEATS
    st.log.append(
        Event(
            "card_copied",
            {"card": st.card_json(uid), "target": {"uid": target, "card": TYPES[st.etype(target)].key}},
            seat=seat,
        )
    )


def bind_cookies(st: DaleState, seat: int) -> None:
    """At clean-up an uncopied Chameleon that can copy Cookies does so (it raises the hand size)."""
    cookies = BY_KEY["cookies"]
    base = st.base
    for uid in list(st.hands[seat]):
        if uid >= len(base) or base[uid] not in _COPIERS:
            continue  # targets() is empty for every card but a Chameleon passive
        for target in targets(st, seat, uid):
            if st.etype(target) == cookies:
                bind(st, seat, uid, target)
                break


def bind_for_charm(st: DaleState, seat: int, uid: int, fits: Callable[[int], bool]) -> None:
    """A Chameleon drawn by Charm copies a card that fits the next stack, Winter Is Coming first."""
    options = sorted(targets(st, seat, uid), key=lambda t: (st.ekey(t) != "winter_is_coming", t))
    for target in options:
        st.copies[uid] = st.etype(target)
        ok = fits(uid)
        del st.copies[uid]
        if ok:
            bind(st, seat, uid, target)
            return

"""Shared helpers for card effects: asking the player a small question, moving cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale.cards import COPIES_IN_ORDER

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState

Start = Callable[["DaleState", int], None]
Resume = Callable[["DaleState", int, dict[str, Any], "int | None"], None]
ALL: Final = (1 << 8) - 1


def ask(st: DaleState, effect: str, stage: str, kind: str, options: list[int], seat: int | None = None,
        may_stop: bool = False, **data: Any) -> None:
    """Pause the effect: ``seat`` (default the active player) answers with ``kind:option``."""
    assert options or may_stop
    if kind == "order":
        options = distinct(st, options)
    st.frame = {
        "effect": effect,
        "stage": stage,
        "kind": kind,
        "options": sorted(options) if kind != "guess" and kind != "set_value" else list(options),
        "seat": st.active if seat is None else seat,
        "may_stop": may_stop,
        **data,
    }


def distinct(st: DaleState, cards: list[int]) -> list[int]:
    """One card of each kind among ``cards`` (the lowest uid): identical copies are one choice."""
    if st.copies_rule < COPIES_IN_ORDER:
        return sorted(cards)
    seen: dict[tuple[int, int], int] = {}
    for uid in sorted(cards):
        seen.setdefault((st.etype(uid), st.value(uid)), uid)
    return list(seen.values())


def others(st: DaleState, seat: int) -> list[int]:
    return [s for s in range(st.players) if s != seat]


def to_hand(st: DaleState, seat: int, uid: int, mask: int) -> None:
    st.hands[seat].append(uid)
    st.known[uid] = mask
    st.entered_hand(uid)


def discard_from_hand(st: DaleState, seat: int, uid: int) -> None:
    st.hands[seat].remove(uid)
    st.discards[seat].append(uid)
    if not st.quiet:
        st.log.append(Event("card_discarded", {"card": st.card_json(uid)}, seat=seat))


def order_hand_to_discard(st: DaleState, seat: int, effect: str, stage: str, choice: int | None, **data: Any) -> bool:
    """Discard the whole hand one chosen card at a time; True once the hand is empty."""
    if choice is not None:
        discard_from_hand(st, seat, choice)
    hand = st.hands[seat]
    if len(distinct(st, hand)) == 1:  # the rest are copies of one card: their order makes no difference
        for uid in list(hand):
            discard_from_hand(st, seat, uid)
    if not hand:
        return True
    ask(st, effect, stage, "order", list(hand), **data)
    return False


def no_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    raise AssertionError("this card asks nothing")

"""Adapting Veiled Chameleons: Gift Voucher (copying lives in chameleon.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale.effects.common import ALL, ask, to_hand

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def gift_voucher(st: DaleState, seat: int) -> None:
    cards = [c for c in st.market if c is not None]
    if cards:
        ask(st, "gift_voucher", "take", "pick", cards)
    else:
        st.finish_technique()


def gift_voucher_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert st.tech is not None and choice is not None
    this = st.tech["uid"]
    slot = st.market.index(choice)
    st.market[slot] = this
    st.in_play.remove(this)
    to_hand(st, seat, choice, ALL)
    st.log.append(Event("market_swap", {"slot": slot, "card": st.card_json(choice)}, seat=seat))
    st.finish_technique()


TECHNIQUES: Final = {"gift_voucher": (gift_voucher, gift_voucher_resume)}

"""Dealing Giant Pandas: market techniques (the passives live in payment.py and legality.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale import zones
from engine.games.dale.effects.common import ALL, ask, distinct, to_hand

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def _market_cards(st: DaleState) -> list[int]:
    return [c for c in st.market if c is not None]


def loyal_partner(st: DaleState, seat: int) -> None:
    loyal_partner_resume(st, seat, {}, None)


def loyal_partner_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    if choice is not None:
        st.market[st.market.index(choice)] = None
        zones.throw_away(st, choice, seat)
    cards = _market_cards(st)
    if len(distinct(st, cards)) > 1:
        ask(st, "loyal_partner", "throw", "order", cards)
        return
    for c in cards:
        st.market[st.market.index(c)] = None
        zones.throw_away(st, c, seat)
    zones.refill_market(st)
    st.finish_technique()


def prepaid_good(st: DaleState, seat: int) -> None:
    cards = _market_cards(st)
    if cards:
        ask(st, "prepaid_good", "take", "pick", cards)
    else:
        st.finish_technique()


def prepaid_good_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    st.market[st.market.index(choice)] = None
    to_hand(st, seat, choice, ALL)
    st.log.append(Event("card_taken", {"card": st.card_json(choice), "from": "market"}, seat=seat))
    st.finish_technique()


def special_offer(st: DaleState, seat: int) -> None:
    for _ in range(3):
        uid = zones.draw_market_deck(st)
        if uid is None:
            break
        st.limbo.append(uid)
    if not st.limbo:
        st.finish_technique()
        return
    st.log.append(Event("cards_looked_at", {"seat": seat, "count": len(st.limbo), "from": "market_deck"}, seat=seat, reveals=True))
    ask(st, "special_offer", "keep", "pick", list(st.limbo))


def special_offer_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    st.limbo.remove(choice)
    if frame["stage"] == "keep":
        to_hand(st, seat, choice, 1 << seat)
    else:
        zones.throw_away(st, choice, seat)
    if len(distinct(st, st.limbo)) > 1:
        ask(st, "special_offer", "throw", "order", list(st.limbo))
        return
    for uid in st.limbo:
        zones.throw_away(st, uid, seat)
    st.limbo.clear()
    st.finish_technique()


TECHNIQUES: Final = {
    "loyal_partner": (loyal_partner, loyal_partner_resume),
    "prepaid_good": (prepaid_good, prepaid_good_resume),
    "special_offer": (special_offer, special_offer_resume),
}

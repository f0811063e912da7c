"""Card movement helpers of Dale of Merchants: drawing, throwing away, the market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.core.draws import below
from engine.games.dale.cards import SLOTS, TYPES

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def draw_from_deck(st: DaleState, owner: int) -> int | None:
    """Take the top card of ``owner``'s deck (reshuffling the discard pile if needed), or None."""
    if not st.deck_top[owner] and not st.deck_rest[owner]:
        if not st.discards[owner]:
            return None
        st.deck_rest[owner] = st.discards[owner]
        st.discards[owner] = []
        if not st.quiet:
            st.log.append(Event("deck_reshuffled", {"seat": owner}, seat=owner))
    if st.deck_top[owner]:
        uid = st.deck_top[owner].pop()
        st.known.pop(uid, None)
        return uid
    rest = st.deck_rest[owner]
    return rest.pop(below(st.rng, len(rest)))


def draw_to_hand(st: DaleState, seat: int, count: int) -> int:
    """Card effects' draw: never junk; returns how many cards were drawn."""
    drawn = 0
    for _ in range(count):
        uid = draw_from_deck(st, seat)
        if uid is None:
            break
        st.hands[seat].append(uid)
        st.entered_hand(uid)
        drawn += 1
    if drawn and not st.quiet:
        st.log.append(Event("cards_drawn", {"seat": seat, "count": drawn}, seat=seat, reveals=True))
    return drawn


def draw_market_deck(st: DaleState) -> int | None:
    """A card from the market deck, reshuffling the market discard pile when needed."""
    if not st.mdeck:
        if not st.mdiscard:
            return None
        st.mdeck = st.mdiscard
        st.mdiscard = []
        if not st.quiet:
            st.log.append(Event("market_reshuffled", {}))
    return st.mdeck.pop(below(st.rng, len(st.mdeck)))


def throw_away(st: DaleState, uid: int, seat: int | None = None, unseen: bool = False) -> None:
    """Remove a card from its owner's cards: junk to the junk pile, animals to the market discard.

    ``unseen``: the card comes face down from a deck, so throwing it away reveals it.
    """
    st.known.pop(uid, None)
    if TYPES[st.ctype(uid)].is_junk:
        st.junk_pile.append(uid)
    else:
        st.mdiscard.append(uid)
    if not st.quiet:
        st.log.append(Event("card_thrown_away", {"card": st.card_json(uid)}, seat=seat, reveals=unseen))


def take_junk(st: DaleState) -> int:
    if st.junk_pile:
        return st.junk_pile.pop()
    uid = st.next_uid
    st.next_uid += 1
    return uid


def refill_market(st: DaleState) -> None:
    """Slide cards to the right, then fill the empty slots from the right to the left."""
    cards = [c for c in st.market if c is not None]
    if len(cards) == SLOTS:
        return
    st.market = [None] * (SLOTS - len(cards)) + cards
    for slot in range(SLOTS - len(cards) - 1, -1, -1):
        uid = draw_market_deck(st)
        if uid is None:
            break
        st.market[slot] = uid
    if not st.quiet:
        market = [st.card_json(c) if c is not None else None for c in st.market]
        st.log.append(Event("market_refilled", {"market": market}, reveals=True))

"""Merkator's contract rewards: the next deck, the fallbacks, and variant D's offers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.core import Event
from engine.games.merkator.data import catalogue

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()


def take_from_deck(state: MerkatorState, value: int, use_discards: bool, events: list[Event]) -> tuple[str, str] | None:
    if not state.stacks[value] and use_discards:
        again = [c for c in state.discard if CAT.contracts[c].value == value]
        if again:
            state.discard = [c for c in state.discard if CAT.contracts[c].value != value]
            state.pools[value].extend(again)
            events.append(Event("discards_reshuffled", {"value": value, "count": len(again)}))
            reveal = state.reveal_top(value)
            if reveal:
                events.append(reveal)
            return pop_top(state, value, events, "discards")
    if state.stacks[value]:
        return pop_top(state, value, events, "deck")
    return None


def pop_top(state: MerkatorState, value: int, events: list[Event], source: str) -> tuple[str, str]:
    card = state.stacks[value].pop()
    reveal = state.reveal_top(value)
    if reveal:
        events.append(reveal)
    return card, source


def reward(state: MerkatorState, seat: int, value: int, events: list[Event]) -> None:
    target = state.reward_value(value)
    use_discards = not state.solo
    got = take_from_deck(state, target, use_discards, events)
    if got is None and target != value:
        got = take_from_deck(state, value, use_discards, events)
        if got is not None:
            got = (got[0], "same_value")
    if got is None:
        events.append(Event("no_contract_left", {"value": target}, seat))
        return
    card, source = got
    state.contracts[seat].append(card)
    events.append(Event("contract_received", {"contract": card, "value": CAT.contracts[card].value,
                                              "source": source}, seat))
    if CAT.contracts[card].peace:
        state.trigger("peace", events)
    deck_value = CAT.contracts[card].value
    if state.opt_offers and source != "same_value" and state.stacks[deck_value] and not CAT.contracts[card].peace:
        state.offer_card, state.offer_value, state.offer_receiver = card, deck_value, seat
        state.offers = {}
        for step in range(1, state.n):
            other = (seat + step) % state.n
            if state.tokens[other] or (state.coins[other] and not state.no_coins):
                state.tasks.append(("offer", other))


def resolve_swap(state: MerkatorState, seat: int, accept: bool, events: list[Event]) -> None:
    offers, state.offers = state.offers, {}
    if not accept:
        events.append(Event("offer_declined", {}, seat))
        return
    value = state.offer_value
    new_card = state.stacks[value].pop()
    state.contracts[seat].remove(state.offer_card)
    state.contracts[seat].append(new_card)
    state.stacks[value].append(state.offer_card)
    coins = sum(c for c, _t in offers.values())
    tokens = sum(t for _c, t in offers.values())
    for giver, (c, t) in offers.items():
        state.coins[giver] -= c
        state.tokens[giver] -= t
    state.coins[seat] += coins
    state.tokens[seat] += tokens
    events.append(Event("offer_accepted", {"contract": new_card, "returned": state.offer_card,
                                           "coins": coins, "tokens": tokens}, seat))

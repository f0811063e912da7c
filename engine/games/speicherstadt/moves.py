"""The game's actions as cached values, so legal_actions builds no new objects in the hot path."""

from __future__ import annotations

from typing import Final

from engine.core import Action
from engine.games.speicherstadt.data import CARDS, GOODS

# kinds
PLACE: Final = "place"  # place:column
BUY: Final = "buy"
DECLINE: Final = "decline"
DELIVER: Final = "deliver"  # deliver:source,good,contract_card_id
SELL: Final = "sell"  # sell:source,good (to your merchant of that good)
STORE: Final = "store"  # store:source,good (into your warehouse)
KEEP: Final = "keep"  # keep:source,good (market hall keep space; a cube kept before goes to the supply)
CONVERT: Final = "convert"  # convert:source,good (market hall: 3 cubes -> 1 of choice)
MARKET_SELL: Final = "market_sell"  # market_sell:source,good (market hall: 2 cubes -> 1 coin)
DISCARD: Final = "discard"  # discard:good (a loose cube back to the supply), discard:warehouse,good (a stored one)
TAKE: Final = "take"  # take:good (the cube a conversion gives)
DONE: Final = "done"

# where a cube comes from during loading
LOOSE: Final = "loose"  # unloaded from a ship bought this round, or given by a conversion
WAREHOUSE: Final = "warehouse"
MARKET: Final = "market"
SOURCES: Final = (LOOSE, WAREHOUSE, MARKET)

_cache: dict[tuple[object, ...], Action] = {}


def act(kind: str, *args: int | str) -> Action:
    key = (kind, *args)
    action = _cache.get(key)
    if action is None:
        action = Action(kind, tuple(args))
        _cache[key] = action
    return action


BUY_ACTION: Final = act(BUY)
DECLINE_ACTION: Final = act(DECLINE)
DONE_ACTION: Final = act(DONE)
PLACE_ACTIONS: Final = tuple(act(PLACE, k) for k in range(12))
TAKE_ACTIONS: Final = tuple(act(TAKE, g) for g in GOODS)
DISCARD_ACTIONS: Final = tuple(act(DISCARD, g) for g in GOODS)


def _by_source(kind: str) -> dict[str, tuple[Action, ...]]:
    """``kind:source,good`` for every source, by good index."""
    return {source: tuple(act(kind, source, g) for g in GOODS) for source in SOURCES}


SELL_ACTIONS: Final = _by_source(SELL)
STORE_ACTIONS: Final = _by_source(STORE)
KEEP_ACTIONS: Final = _by_source(KEEP)
CONVERT_ACTIONS: Final = _by_source(CONVERT)
MARKET_SELL_ACTIONS: Final = _by_source(MARKET_SELL)
DISCARD_STORED_ACTIONS: Final = tuple(act(DISCARD, WAREHOUSE, g) for g in GOODS)
# deliver:source,good,card by the contract's card index, then source, then good index
DELIVER_ACTIONS: Final = {
    card.index: {source: tuple(act(DELIVER, source, g, card.id) for g in GOODS) for source in SOURCES}
    for card in CARDS
    if card.kind == "contract"
}


def cube_action(kind: str, source: str, good: int) -> Action:
    return act(kind, source, GOODS[good])

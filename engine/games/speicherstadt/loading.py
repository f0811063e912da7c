"""Phase 4, loading: one cube at a time to a contract, a merchant, the warehouse or the market hall.

A cube comes from one of three places: ``loose`` (unloaded from a ship bought
this round, or given by a market conversion), the ``warehouse``, or the
``market`` hall's keep space. A loose or stored cube may go into the keep space
(a cube kept there before goes to the supply: the two are swapped), once in a
loading turn, so no chain of moves can loop. Loose and stored cubes may be
thrown away into the supply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.core import Action, Event
from engine.games.speicherstadt.data import (
    CARDS,
    CONVERT_CUBES,
    GOOD_INDEX,
    GOODS,
    NUM_GOODS,
    SELL_COINS,
    SELL_CUBES,
)
from engine.games.speicherstadt.moves import (
    CONVERT,
    CONVERT_ACTIONS,
    DELIVER,
    DELIVER_ACTIONS,
    DISCARD,
    DISCARD_ACTIONS,
    DISCARD_STORED_ACTIONS,
    DONE,
    DONE_ACTION,
    KEEP,
    KEEP_ACTIONS,
    LOOSE,
    MARKET,
    MARKET_SELL,
    MARKET_SELL_ACTIONS,
    SELL,
    SELL_ACTIONS,
    STORE,
    STORE_ACTIONS,
    TAKE,
    TAKE_ACTIONS,
    WAREHOUSE,
)

if TYPE_CHECKING:
    from engine.games.speicherstadt.state import SpeicherstadtState

CARDS_BY_ID_INDEX: Final[dict[str, int]] = {c.id: c.index for c in CARDS}
_NONE: Final = (0,) * NUM_GOODS
_ONE: Final = tuple(tuple(1 if g == h else 0 for g in range(NUM_GOODS)) for h in range(NUM_GOODS))


def warehouse_capacity(state: SpeicherstadtState, seat: int) -> int:
    return sum(CARDS[c].capacity for c in state.tableau[seat])


def merchant_card(state: SpeicherstadtState, seat: int, good: int) -> int:
    """The seat's merchant card for ``good``, or -1."""
    for c in state.tableau[seat]:
        card = CARDS[c]
        if card.good == good and card.kind == "merchant":
            return c
    return -1


def stored_cubes_useful(state: SpeicherstadtState, seat: int) -> bool:
    """Whether a seat without a ship this round has anything worth doing with stored cubes."""
    stored = state.warehouse[seat]
    kept = state.market[seat]
    total = sum(stored) + (kept >= 0)
    if total >= SELL_CUBES:
        return True
    if total == 0:
        return False
    good = kept if kept >= 0 else stored.index(1)
    if kept >= 0 and sum(stored) < warehouse_capacity(state, seat):
        return True
    if merchant_card(state, seat, good) >= 0:
        return True
    return any(d[good] < CARDS[c].need[good] for c, d in state.contracts[seat].items())


def legal(state: SpeicherstadtState, seat: int) -> list[Action]:
    if state.choosing_good:
        return [TAKE_ACTIONS[g] for g in range(NUM_GOODS) if state.supply[g]]
    capacity = 0
    merchants = [False] * NUM_GOODS
    for c in state.tableau[seat]:
        card = CARDS[c]
        if card.kind == "merchant":
            merchants[card.good] = True
        elif card.capacity:
            capacity += card.capacity
    stored = state.warehouse[seat]
    room = sum(stored) < capacity
    kept = state.market[seat]
    may_keep = not state.kept_now
    contracts = [(CARDS[c].need, d, DELIVER_ACTIONS[c]) for c, d in state.contracts[seat].items()]
    actions: list[Action] = []
    for source, counts in ((LOOSE, state.loose), (WAREHOUSE, stored), (MARKET, _ONE[kept] if kept >= 0 else _NONE)):
        if not any(counts):
            continue
        sells, stores, keeps = SELL_ACTIONS[source], STORE_ACTIONS[source], KEEP_ACTIONS[source]
        converts, market_sells = CONVERT_ACTIONS[source], MARKET_SELL_ACTIONS[source]
        discards = DISCARD_ACTIONS if source == LOOSE else DISCARD_STORED_ACTIONS if source == WAREHOUSE else None
        may_store = room and source != WAREHOUSE
        may_keep_here = may_keep and source != MARKET
        for g in range(NUM_GOODS):
            if not counts[g]:
                continue
            for need, delivered, delivers in contracts:
                if delivered[g] < need[g]:
                    actions.append(delivers[source][g])
            if merchants[g]:
                actions.append(sells[g])
            if may_store:
                actions.append(stores[g])
            if may_keep_here:
                actions.append(keeps[g])
            actions.append(converts[g])
            actions.append(market_sells[g])
            if discards is not None:
                actions.append(discards[g])
    actions.append(DONE_ACTION)
    return actions


def _take_from(state: SpeicherstadtState, seat: int, source: str, good: int) -> None:
    if source == LOOSE:
        state.loose[good] -= 1
    elif source == WAREHOUSE:
        state.warehouse[seat][good] -= 1
    else:
        state.market[seat] = -1


def apply(state: SpeicherstadtState, seat: int, action: Action, events: list[Event]) -> bool:
    """Perform a legal loading action; True when the seat's loading turn is over."""
    kind = action.kind
    supply = state.supply
    if kind == DONE:
        left = [state.loose[g] + state.convert_area[g] + state.sell_area[g] for g in range(NUM_GOODS)]
        _finish(state, seat, left, events)
        return True
    if kind == TAKE:
        good = GOOD_INDEX[str(action.args[0])]
        supply[good] -= 1
        state.loose[good] += 1
        state.choosing_good = False
        if not state.quiet:
            events.append(Event("cube_taken", {"good": GOODS[good]}, seat=seat))
        return False
    if kind == DISCARD:
        # discard:good throws away a loose cube, discard:warehouse,good a stored one
        source = str(action.args[0]) if len(action.args) == 2 else LOOSE
        good = GOOD_INDEX[str(action.args[-1])]
        _take_from(state, seat, source, good)
        supply[good] += 1
        if not state.quiet:
            events.append(Event("cube_discarded", {"good": GOODS[good], "source": source}, seat=seat))
        return _maybe_finish(state, seat, events)
    source = str(action.args[0])
    good = GOOD_INDEX[str(action.args[1])]
    name = GOODS[good]
    quiet = state.quiet
    _take_from(state, seat, source, good)
    if kind == DELIVER:
        card = CARDS_BY_ID_INDEX[str(action.args[2])]
        delivered = state.contracts[seat][card]
        delivered[good] += 1
        if not quiet:
            complete = delivered == list(CARDS[card].need)
            events.append(
                Event("cube_delivered", {"source": source, "good": name, "card": CARDS[card].id,
                                         "complete": complete}, seat=seat)
            )
    elif kind == SELL:
        merchant = CARDS[merchant_card(state, seat, good)]
        supply[good] += 1
        state.coins[seat] += merchant.coins_per_cube
        if not quiet:
            events.append(
                Event("cube_sold", {"source": source, "good": name, "card": merchant.id,
                                    "coins": merchant.coins_per_cube}, seat=seat)
            )
    elif kind == STORE:
        state.warehouse[seat][good] += 1
        if not quiet:
            events.append(Event("cube_stored", {"source": source, "good": name}, seat=seat))
    elif kind == KEEP:
        old = state.market[seat]
        params: dict[str, str] = {"source": source, "good": name}
        if old >= 0:  # swapped: the cube kept before goes to the supply
            supply[old] += 1
            params["replaced"] = GOODS[old]
        state.market[seat] = good
        state.kept_now = True
        if not quiet:
            events.append(Event("cube_kept", params, seat=seat))
    elif kind == CONVERT:
        area = state.convert_area
        area[good] += 1
        if not quiet:
            events.append(
                Event("cube_to_convert", {"source": source, "good": name, "pending": sum(area)}, seat=seat)
            )
        if sum(area) == CONVERT_CUBES:
            returned = _empty_area(state, area)
            state.choosing_good = True
            if not quiet:
                events.append(Event("market_converted", {"cubes": returned}, seat=seat))
    elif kind == MARKET_SELL:
        area = state.sell_area
        area[good] += 1
        if not quiet:
            events.append(
                Event("cube_to_market_sell", {"source": source, "good": name, "pending": sum(area)}, seat=seat)
            )
        if sum(area) == SELL_CUBES:
            returned = _empty_area(state, area)
            state.coins[seat] += SELL_COINS
            if not quiet:
                events.append(Event("market_sold", {"cubes": returned, "coins": SELL_COINS}, seat=seat))
    return _maybe_finish(state, seat, events)


def _empty_area(state: SpeicherstadtState, area: list[int]) -> list[str]:
    returned = [GOODS[g] for g in range(NUM_GOODS) for _ in range(area[g])]
    for g in range(NUM_GOODS):
        state.supply[g] += area[g]
        area[g] = 0
    return returned


def _maybe_finish(state: SpeicherstadtState, seat: int, events: list[Event]) -> bool:
    """End the turn by itself once nothing is left to handle (no loose, pending or stored cube)."""
    if state.choosing_good or any(state.loose) or any(state.convert_area) or any(state.sell_area):
        return False
    if stored_cubes_useful(state, seat):
        return False
    _finish(state, seat, [0] * NUM_GOODS, events)
    return True


def _finish(state: SpeicherstadtState, seat: int, left: list[int], events: list[Event]) -> None:
    state.kept_now = False
    for g in range(NUM_GOODS):
        state.supply[g] += left[g]
        state.loose[g] = state.convert_area[g] = state.sell_area[g] = 0
    if not state.quiet:
        events.append(
            Event("loading_done", {"discarded": [GOODS[g] for g in range(NUM_GOODS) for _ in range(left[g])]},
                  seat=seat)
        )



def explain(state: SpeicherstadtState, seat: int, action: Action) -> str | None:
    """Why a loading move is refused, in words a player understands; None if no specific reason."""
    if state.choosing_good:
        return "choose the good the conversion gives first"
    args = action.args
    if action.kind not in (DELIVER, SELL, STORE, KEEP, CONVERT, MARKET_SELL, DISCARD) or len(args) < 2:
        return None
    source, name = str(args[0]), str(args[1])
    good = GOOD_INDEX.get(name)
    if good is None or source not in (LOOSE, WAREHOUSE, MARKET):
        return None
    have = {LOOSE: state.loose[good], WAREHOUSE: state.warehouse[seat][good],
            MARKET: int(state.market[seat] == good)}[source]
    if not have:
        return f"there is no {name} cube in the {source} place"
    if action.kind == DELIVER:
        card = CARDS_BY_ID_INDEX.get(str(args[2])) if len(args) > 2 else None
        if card is None or card not in state.contracts[seat]:
            return "you do not own that contract"
        return f"that contract needs no more {name}"
    if action.kind == SELL:
        return f"you have no merchant who buys {name}"
    if action.kind == STORE:
        capacity = warehouse_capacity(state, seat)
        if not capacity:
            return "you have no warehouse"
        if source == WAREHOUSE:
            return "that cube is already in the warehouse"
        return f"the warehouse already holds {capacity} cubes"
    if action.kind == KEEP:
        if source == MARKET:
            return "that cube is already kept in the market hall"
        return "this turn a cube has gone into the keep space already; undo that move to keep another"
    if action.kind == DISCARD and source == MARKET:
        return "the kept cube stays kept; keep another cube to swap it"
    return None

"""AI knowledge for Speicherstadt: what a card is worth to a seat, quick playout moves, a position estimate."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Final, NamedTuple

from engine.core import Action
from engine.games.speicherstadt.data import (
    ALL_SEASONS,
    CARDS,
    CARDS_PER_ROUND,
    COUNTING_HOUSE_POINTS,
    GOOD_INDEX,
    NUM_GOODS,
    SEASONS,
    CardDef,
)
from engine.games.speicherstadt.moves import (
    BUY,
    BUY_ACTION,
    CONVERT,
    DECLINE_ACTION,
    DELIVER,
    DISCARD,
    DONE,
    KEEP,
    LOOSE,
    MARKET_SELL,
    PLACE,
    SELL,
    STORE,
    TAKE,
)
from engine.games.speicherstadt.scoring import breakdown

if TYPE_CHECKING:
    from engine.games.speicherstadt.state import RoundMemo, SpeicherstadtState

NEXT_FIRE_WEIGHT: Final = 0.8  # a lead in firemen now will probably still hold when the next fire breaks out
LATER_FIRE_WEIGHT: Final = 0.35  # ... but less so for the fires after it
COIN_VALUE_EARLY: Final = 0.6  # points a coin is worth while there are cards left to buy


# each fire card with the pile of its season, the only pile it can lie in
_FIRE_PILES: Final = tuple((c.index, ALL_SEASONS.index(c.season)) for c in CARDS if c.kind == "fire")
_CHAMBERS: Final = frozenset(c.index for c in CARDS if c.kind == "chamber")


def _fires_left(state: SpeicherstadtState) -> list[tuple[int, int]]:
    """The order and points of each fire still in the piles, the next first."""
    piles = state.piles
    return sorted((CARDS[f].order, CARDS[f].points) for f, pile in _FIRE_PILES if f in piles[pile])


def rounds_left(state: SpeicherstadtState) -> float:
    seasons = len(SEASONS)  # the season piles; the final pile holds the last fire alone
    piles = state.piles
    fires = sum(1 for f, pile in _FIRE_PILES if pile < seasons and f in piles[pile])
    cards = sum(map(len, piles[:seasons])) - fires
    return cards / CARDS_PER_ROUND[state.players]


def remaining_fire_points(state: SpeicherstadtState) -> int:
    return sum(p for _o, p in _fires_left(state))


def fire_stakes(state: SpeicherstadtState) -> float:
    """The points still at stake in fires, the next fire weighted more than the later ones."""
    return _stakes(_fires_left(state))


def _stakes(remaining: list[tuple[int, int]]) -> float:
    if not remaining:
        return 0.0
    return NEXT_FIRE_WEIGHT * remaining[0][1] + LATER_FIRE_WEIGHT * sum(p for _o, p in remaining[1:])


def needed_goods(state: SpeicherstadtState, seat: int) -> list[int]:
    """Cubes of each good that the seat's open contracts still need."""
    need = [0] * NUM_GOODS
    for c, delivered in state.contracts[seat].items():
        card_need = CARDS[c].need
        for g in range(NUM_GOODS):
            if delivered[g] < card_need[g]:
                need[g] += card_need[g] - delivered[g]
    return need


class OwnCards(NamedTuple):
    """The seat's cards that change what another card is worth to it."""

    merchants: list[bool]  # by good
    port: bool
    ships: int
    houses: int  # counting houses


def own_cards(state: SpeicherstadtState, seat: int) -> OwnCards:
    merchants = [False] * NUM_GOODS
    port = False
    ships = houses = 0
    for c in state.tableau[seat]:
        card = CARDS[c]
        if card.kind == "merchant":
            merchants[card.good] = True
        elif card.kind == "port":
            port = True
        elif card.kind == "ship":
            ships += 1
        elif card.kind == "counting_house":
            houses += 1
    return OwnCards(merchants, port, ships, houses)


def round_memo(state: SpeicherstadtState) -> RoundMemo:
    """The state's memo of the round, with what the piles say filled in."""
    memo = state.memo
    if not memo.read:
        fires = _fires_left(state)
        memo.left = rounds_left(state)
        memo.fire_points = sum(p for _o, p in fires)
        memo.stakes = _stakes(fires)
        memo.read = True
    return memo


class Outlook:
    """What a seat's card values depend on; the seat's own cards are looked at only when a card asks."""

    __slots__ = ("_state", "_seat", "left", "fire_points", "_need", "_own")

    def __init__(self, state: SpeicherstadtState, seat: int) -> None:
        self._state = state
        self._seat = seat
        memo = round_memo(state)
        self.left = memo.left
        self.fire_points = memo.fire_points
        self._need: list[int] | None = None
        self._own: OwnCards | None = None

    @property
    def need(self) -> list[int]:
        if self._need is None:
            self._need = needed_goods(self._state, self._seat)
        return self._need

    @property
    def own(self) -> OwnCards:
        if self._own is None:
            self._own = own_cards(self._state, self._seat)
        return self._own

    @property
    def coins(self) -> int:
        return self._state.coins[self._seat]

    def cube_value(self, good: int) -> float:
        if self.need[good]:
            return 2.0
        return 1.0 if self.own.merchants[good] else 0.4


def card_value(outlook: Outlook, card: CardDef, cubes: list[int] | None = None) -> float:
    """Rough points a card brings its buyer by the end (coins count at COIN_VALUE_EARLY)."""
    kind = card.kind
    left = outlook.left
    if kind == "contract":
        return card.points * 0.55 * min(1.0, left / 4.0)
    if kind == "ship":
        own = outlook.own
        value = 1.0 if own.port else 0.0
        if cubes is not None:
            need = outlook.need
            merchants = own.merchants
            for g, count in enumerate(cubes):
                if count:
                    # Outlook.cube_value, inline
                    value += count * (2.0 if need[g] else 1.0 if merchants[g] else 0.4)
        return value
    if kind == "fireman":
        return card.strength * outlook.fire_points * 0.12
    if kind == "bank":
        return left * COIN_VALUE_EARLY
    if kind == "counting_house":
        top = max(COUNTING_HOUSE_POINTS)
        owned = outlook.own.houses
        return COUNTING_HOUSE_POINTS.get(min(owned + 1, top), 0) - COUNTING_HOUSE_POINTS.get(owned, 0)
    if kind == "merchant":
        return card.points + 0.3 * left
    if kind == "warehouse":
        return 1.0 + 0.3 * left
    if kind == "chamber":
        return outlook.coins * (1.0 - COIN_VALUE_EARLY) + left
    if kind == "port":
        return outlook.own.ships + 0.5 * left
    return float(card.points)


def rollout_action(
    state: SpeicherstadtState, seat: int, actions: list[Action], rng: random.Random
) -> Action | None:
    if not actions:
        return None
    kind = actions[0].kind
    if kind == PLACE:
        return _place(state, seat, actions, rng)
    if kind == BUY or kind == DECLINE_ACTION.kind:
        return _buy_or_decline(state, seat, rng)
    return _load(state, seat, actions)


def column_values(state: SpeicherstadtState, seat: int) -> list[float]:
    """What each column's card is worth to the seat, kept in the round's memo (asked while placing)."""
    columns = state.memo.columns
    values = columns[seat]
    if values is None:
        outlook = Outlook(state, seat)
        values = [card_value(outlook, CARDS[c], cubes)
                  for c, cubes in zip(state.display, state.ship_cubes, strict=True)]
        columns[seat] = values
    return values


def _place(state: SpeicherstadtState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    values = column_values(state, seat)
    best = actions[0]
    best_score = -math.inf
    workers, draw = state.workers, rng.random
    for action in actions:
        k: int = action.args[0]  # type: ignore[assignment]  # a place action's argument is a column
        stack = workers[k]
        score = values[k] - COIN_VALUE_EARLY * (len(stack) + 1) + draw() * 1.5
        if seat in stack:
            score -= 1.5
        if score > best_score:
            best, best_score = action, score
    return best


def _buy_or_decline(state: SpeicherstadtState, seat: int, rng: random.Random) -> Action:
    k = state.column
    price = len(state.workers[k])
    values = state.memo.columns[seat]
    if values is not None and not state.bought[seat]:
        # nothing the seat holds has changed since it placed its workers: only a purchase changes it
        value = values[k]
    else:
        value = card_value(Outlook(state, seat), CARDS[state.display[k]], state.ship_cubes[k])
    if value + rng.random() >= price * COIN_VALUE_EARLY:
        return BUY_ACTION
    return DECLINE_ACTION


def _load(state: SpeicherstadtState, seat: int, actions: list[Action]) -> Action:
    """Greedy unloading: contracts, then merchants, storage, the keep space; sell pairs, else finish."""
    if actions[0].kind == TAKE:
        need = needed_goods(state, seat)
        return max(actions, key=lambda a: need[_good(a)])
    by_kind: dict[str, Action] = {}
    for action in actions:
        kind = action.kind
        if kind == DELIVER:
            return action
        if kind == STORE and action.args[0] != LOOSE:
            by_kind.setdefault("store_kept", action)
        elif kind in (DISCARD, DONE) or action.args[0] == LOOSE:
            by_kind.setdefault(kind, action)
    for kind in (SELL, "store_kept", STORE):
        if kind in by_kind:
            return by_kind[kind]
    keep = [a for a in actions if a.kind == KEEP and a.args[0] == LOOSE and state.market[seat] < 0]
    if keep:
        need = needed_goods(state, seat)
        return max(keep, key=lambda a: need[_good(a)])
    if CONVERT in by_kind and sum(state.loose) + sum(state.convert_area) >= 3:
        if sum(state.convert_area):
            return by_kind[CONVERT]
        need = needed_goods(state, seat)
        if any(need[g] and state.supply[g] for g in range(NUM_GOODS)):
            return by_kind[CONVERT]
    if sum(state.loose) + sum(state.sell_area) >= 2 and MARKET_SELL in by_kind:
        return by_kind[MARKET_SELL]
    return by_kind.get(DONE, actions[-1])


def _good(action: Action) -> int:
    return GOOD_INDEX[str(action.args[-1] if action.kind == TAKE else action.args[1])]


def estimate_points(
    state: SpeicherstadtState, seat: int, left: float, stakes: float, strengths: list[int]
) -> float:
    """Expected final points: the running score plus contracts in progress, fire standing and coins;
    ``strengths`` are the firemen of every seat."""
    points = float(sum(breakdown(state, seat).values()))
    soon = min(1.0, left / 3.0)
    for c, delivered in state.contracts[seat].items():
        card = CARDS[c]
        done = sum(delivered)
        if done < card.size:
            points += card.points * (done / card.size) * (0.3 + 0.5 * soon)
    high, low = max(strengths), min(strengths)
    if high != low:
        if strengths[seat] == high:
            points += stakes
        elif strengths[seat] == low:
            points -= stakes
    if _CHAMBERS.isdisjoint(state.tableau[seat]):
        points += state.coins[seat] * COIN_VALUE_EARLY * soon + state.coins[seat] * 0.01
    cubes = sum(state.warehouse[seat]) + (state.market[seat] >= 0)
    points += 0.3 * cubes * soon
    return points


def evaluate(state: SpeicherstadtState) -> list[float]:
    memo = round_memo(state)
    left, stakes = memo.left, memo.stakes
    strengths = [state.firemen_strength(s) for s in range(state.players)]
    estimates = [estimate_points(state, s, left, stakes, strengths) for s in range(state.players)]
    temperature = 2.0 + 1.2 * left
    top = max(estimates)
    weights = [math.exp((e - top) / temperature) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]

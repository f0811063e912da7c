"""AI knowledge for Jantaris: the moves worth searching, quick playout moves and a position estimate.

The estimate counts prestige, goods (the currency of items and the Great Market),
progress towards the face-up control cards and districts held. Nothing here reads
a vote another seat has cast but not revealed: the playout policy chooses a vote
from the board alone, and determinize redraws the hidden ones.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from engine.core import Action
from engine.games.jantaris.data import (
    BLACK_MARKET,
    CONTROL_DISTRICTS,
    DEAL,
    END_PRESTIGE,
    GREAT_MARKET_THRESHOLD,
    INFLUENCE,
    ITEM_INDEX,
    ITEMS,
    LOC_INDEX,
    RECRUITMENT,
    SQUARE,
    VOTES,
)
from engine.games.jantaris.moves import TOKEN, act

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

GOOD_VALUE: Final = 0.4  # prestige a good is worth on its way to an item or a Great Market sale
CARD_PROGRESS: Final = (0.0, 0.35, 1.1, 2.7)  # a face-up control card by districts dominated (3: claimed next)
DISTRICT_HELD: Final = 0.15
EXPLORE: Final = 0.15  # share of playout moves left to chance
# near the end (the leader this close to END_PRESTIGE) a search weighs only the guild house's most
# useful placements by `place_value`: with every free location open, a short search spreads too
# thin to find the placement that decides the game
LATE_PRESTIGE: Final = 4
KEEP_PLACES: Final = 4


# --- the moves a search weighs ------------------------------------------------------------------
def search_actions(state: JantarisState, seat: int) -> list[Action]:
    """Bids only at the minimum and a little above: a bid far over the next one never pays more.
    Near the end, only the guild house's most useful placements (and every removal).

    It reads only what every seat sees (the AI asks it of the real state too): the legal
    actions, the prestige, the merchants and the seat's own goods.
    """
    actions = state.legal_actions(seat)
    decision = state.decision
    if (decision is not None and decision[0] in ("guild", "guild_more") and len(actions) > KEEP_PLACES + 1
            and max(sum(p) for p in state.pp) >= END_PRESTIGE - LATE_PRESTIGE):
        places = [a for a in actions if a.kind == "place"]
        ranked = sorted(places, key=lambda a: -_late_place_value(state, seat, LOC_INDEX[str(a.args[0])]))
        kept = set(ranked[:KEEP_PLACES])
        return [a for a in actions if a.kind != "place" or a in kept]
    if len(actions) > 3 and actions[0].kind == "bid":
        bids = [a for a in actions if a.kind == "bid"]
        if len(bids) == len(actions):  # an opening bid
            return bids[:3]
        return bids[:2] + [a for a in actions if a.kind != "bid"]
    return actions


# --- the estimate ---------------------------------------------------------------------------------
def estimates(state: JantarisState) -> list[float]:
    """Each seat's prestige as it may stand at the end: scored points plus what is on its way."""
    n = state.players
    owners = state.dominators()
    card_owners = []  # per face-up control card the seats dominant in its three districts
    for card in state.control_display:
        a, b, c = CONTROL_DISTRICTS[card]
        card_owners.append((owners[a], owners[b], owners[c]))
    values = []
    square = state.merchants[SQUARE]
    for seat in range(n):
        red, black = state.goods[seat]
        value = sum(state.pp[seat]) + GOOD_VALUE * (red + black)
        value += DISTRICT_HELD * owners.count(seat)
        for held_by in card_owners:
            value += CARD_PROGRESS[held_by.count(seat)]
        value += 0.3 * square[seat] * (1 if red + black >= 3 else 0.3)
        values.append(value)
    return values


def evaluate(state: JantarisState) -> list[float]:
    values = estimates(state)
    top = max(values)
    # the nearer someone is to the end, the less the rest can still change
    temperature = 1.5 + 0.35 * max(0.0, END_PRESTIGE - max(map(sum, state.pp)))
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


# --- quick playout moves -----------------------------------------------------------------------------
def place_value(state: JantarisState, seat: int, loc: int) -> float:
    """How much one more merchant of the seat helps at a location."""
    if loc == SQUARE:
        return 0.6 if state.goods_total(seat) >= 3 else 0.2
    row = state.merchants[loc]
    mine = row[seat]
    best_other = max(row[:seat] + row[seat + 1:])
    value = 0.0
    if mine >= 2 and mine > best_other:
        value += 0.1  # already held
    elif mine + 1 >= 2 and mine + 1 > best_other:
        value += 2.0  # taken with this merchant
    elif mine + 1 == best_other:
        value += 0.6
    for card in state.control_display:
        if loc in CONTROL_DISTRICTS[card]:
            value += 0.5
    return value


def _late_place_value(state: JantarisState, seat: int, loc: int) -> float:
    """`place_value`, where the merchant that fills the square counts as taking a district: it
    opens the Great Market, the last sales of the game."""
    if loc == SQUARE and state.goods_total(seat) >= 3 and sum(state.merchants[SQUARE]) + 1 == GREAT_MARKET_THRESHOLD:
        return 2.5
    return place_value(state, seat, loc)


def _best_place(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The best of three places drawn at random: cheap, and not always the same."""
    if len(actions) > 3:
        actions = rng.sample(actions, 3)
    best, most = actions[0], -1.0  # the first of the most valuable (values are never negative)
    for action in actions:
        value = place_value(state, seat, LOC_INDEX[str(action.args[0])])
        if value > most:
            best, most = action, value
    return best


def _leader(state: JantarisState, seat: int) -> int:
    others = [s for s in range(state.players) if s != seat]
    return max(others, key=lambda s: sum(state.pp[s]))


def _vote(state: JantarisState, seat: int, rng: random.Random) -> Action:
    """A vote from the board alone (the others' cards are secret)."""
    row = state.merchants[state.active_district]
    mine = row[seat]
    rival = max(row[:seat] + row[seat + 1:])  # the strongest other seat there
    deal = 1.0 + 0.8 * mine + 0.4 * state.merchants[SQUARE][seat]
    black_market = 1.4
    influence = 1.0 + 0.7 * rival + 0.4 * (mine - rival if mine > rival else 0)
    recruitment = 1.8 if state.supply[seat] else 0.0
    x = rng.random() * (deal + black_market + influence + recruitment)
    if x < deal:
        return _VOTE[DEAL]
    x -= deal
    if x < black_market:
        return _VOTE[BLACK_MARKET]
    return _VOTE[INFLUENCE] if x - black_market < influence else _VOTE[RECRUITMENT]


_VOTE: Final = tuple(act("vote", v) for v in VOTES)


def _item_worth(index: int) -> float:
    it = ITEMS[index]
    return it.prestige + (1.0 if it.timing != "on_purchase" else 0.5)


Policy = Callable[["JantarisState", int, list[Action], random.Random], "Action | None"]


def _city(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    red, black = state.goods[seat]
    if any(red >= ITEMS[i].price[0] and black >= ITEMS[i].price[1] for i in state.display) and rng.random() < 0.7:
        return actions[2]
    return actions[0] if red + black < 7 else actions[1]


def _market(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    red, black = state.goods[seat]
    colour = "red" if red <= black else "black"
    options = [a for a in actions if a.args[0] == colour] or actions
    return options[-1]


def _place(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    places = [a for a in actions if a.kind in ("place", "to", "send")]
    return _best_place(state, seat, places, rng) if places else actions[-1]


def _recruit_adjacent(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    def worth(a: Action) -> float:
        return place_value(state, seat, LOC_INDEX[str(a.args[0])]) + int(a.args[1]) if a.args else 0.5

    return max(actions, key=worth)


def _expel(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    row = state.merchants[state.active_district]
    return max(actions, key=lambda a: row[int(a.args[0])] * (1 if int(a.args[0]) != seat else -1))


def _steal(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    leader = _leader(state, seat)
    steals = [a for a in actions if a.kind == "steal" and int(a.args[0]) == leader]
    return steals[0] if steals else actions[0]


def _bid(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    auction = state.auction
    assert auction is not None
    if auction[2] < ITEMS[auction[0]].price_total + _item_worth(auction[0]):
        return actions[0]
    return actions[-1]


def _choose_item(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return max(actions, key=lambda a: _item_worth(ITEM_INDEX[str(a.args[0])]) if a.args else 0.0)


def _pay(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    red, black = state.goods[seat]  # keep the colours even
    return max(actions, key=lambda a: -abs((red - int(a.args[0])) - (black - int(a.args[1]))))


def _goods(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    red, black = state.goods[seat]
    return min(actions, key=lambda a: abs((red + int(a.args[0])) - (black + int(a.args[1]))))


def _token(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    """The red token to the first of the seat's strongest free districts (the options list the red token's
    moves first)."""
    merchants = state.merchants
    best, most = -1, -1
    for district in state.free_districts():
        here = merchants[district][seat]
        if here > most:
            best, most = district, here
    return TOKEN[0][best]


def _first(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return actions[0]


def _last(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return actions[-1]


def _second_last(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    return actions[-2]


POLICIES: Final[dict[str, Policy]] = {
    "city": _city,
    "market": _market,
    "guild": _place, "guild_more": _place, "charter": _place,
    "setup": _best_place, "recruit_any": _best_place, "market_move": _best_place, "expel_side": _best_place,  # only places
    "travel_map": _first,
    "recruit_adjacent": _recruit_adjacent,
    "influence_in": _second_last,  # the most merchants from the last neighbour
    "influence_out": _last,  # stay
    "influence": _expel,
    "black_market": _steal, "dagger": _steal,
    "opening_bid": _first,
    "auction_bid": _bid,
    "auction_choose": _choose_item,
    "pay": _pay,
    "goods": _goods,
    "token": _token,
    "cloak": _last, "sceptre": _last, "book": _last,
    "old_coins": _first,
}


def rollout_action(state: JantarisState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    d = state.decision
    if d is None or len(actions) == 1:
        return actions[0] if actions else None
    kind = d[0]
    if kind == "vote":
        return _vote(state, seat, rng)
    policy = POLICIES.get(kind)
    if policy is None or rng.random() < EXPLORE:
        return None
    return policy(state, seat, actions, rng)

"""Merkator's legal actions per step, in a stable order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.moves import (
    ACCEPT,
    BUY_BONUS,
    BUY_BUILDING,
    DISCARD_COINS,
    DONE,
    FULFIL,
    FULFIL_HAND,
    JOIN,
    LOSE,
    OFFER,
    OFFER_MAX,
    PASS,
    REDRAW,
    SELL,
    STORE,
    SWAP_NO,
    SWAP_YES,
    TAKE,
    TAKE_HAND,
    TRADE,
    TRADE_TOKENS,
    TRAVEL,
)
from engine.games.merkator.needs import deficit, goods_wanted

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
K: Final = CAT.constants
N_GOODS: Final = len(CAT.good_ids)
N_COLOURS: Final = len(CAT.colour_ids)
REGIONS: Final = CAT.region_ids
ALL_GOODS: Final = list(range(N_GOODS))
RATE_GOODS: Final[int] = int(K["trade_goods"])
RATE_TOKENS: Final[int] = int(K["trade_tokens"])


def contract_order(card: str) -> tuple[int, str]:
    return CAT.contracts[card].value, card


def in_contract_order(cards: list[str]) -> list[str]:
    """`sorted(cards, key=contract_order)`: an insertion sort by each card's place in that order
    (a handful of cards, and no key function called for each)."""
    rank = CAT.contract_rank
    ordered: list[str] = []
    ranks: list[int] = []
    for card in cards:
        place = rank[card]
        at = len(ordered)
        while at > 0 and ranks[at - 1] > place:
            at -= 1
        ordered.insert(at, card)
        ranks.insert(at, place)
    return ordered


def store_actions(state: MerkatorState, seat: int) -> list[Action]:
    tile = state.tile[seat]
    return [
        STORE[g]
        for colour in range(N_COLOURS)
        if tile[colour]
        for g in CAT.colour_goods[colour]
    ]


def hand_sources(state: MerkatorState) -> list[str]:
    low, high = K["hand_contract_values"]
    tops = [state.stacks[v][-1] for v in CAT.values if low <= v <= high and state.stacks[v]]
    return [*state.bonus_display, *state.building_display, *tops]


def can_take_hand(state: MerkatorState, seat: int) -> bool:
    return state.opt_hand and seat == state.active and state.hand[seat] is None and not state.hand_taken


def invest_actions(state: MerkatorState, seat: int) -> list[Action]:
    actions: list[Action] = []
    held = state.contracts[seat]
    if len(held) > 1:
        actions += [SELL[c] for c in in_contract_order(held)]
    money = state.money(seat)
    hand = [state.hand[seat]] if state.hand[seat] is not None else []
    for card in [*state.bonus_display, *(c for c in hand if c in CAT.bonus)]:
        if CAT.bonus[card].cost <= money:
            actions.append(BUY_BONUS[card])
    for card in [*state.building_display, *(c for c in hand if c in CAT.buildings)]:
        if CAT.buildings[card].cost <= money:
            actions.append(BUY_BUILDING[card])
    if can_take_hand(state, seat):
        actions += [TAKE_HAND[c] for c in hand_sources(state)]
    actions += store_actions(state, seat)
    if state.over_cash(seat):
        actions.append(DISCARD_COINS)
    elif not state.must_sell(seat):
        tokens = state.tokens[seat]
        actions += [
            TRAVEL[r]
            for r in range(len(REGIONS))
            if -CAT.region_time[r] <= tokens
        ]
    return actions


def take_options(state: MerkatorState) -> list[int]:
    colour = CAT.region_colour[state.figure]
    a, b = CAT.colour_goods[colour]
    first, second = state.take_counts[0], state.take_counts[1]
    if first + second == 0 and state.take_left == 1:
        return [a, b]
    missing: list[int] = []  # the goods not taken yet
    if first == 0:
        missing.append(a)
    if second == 0:
        missing.append(b)
    if state.take_left > len(missing):
        return [a, b]
    return missing[:1]  # every remaining cube is spoken for: no choice


def fulfil_actions(state: MerkatorState, seat: int) -> list[Action]:
    actions: list[Action] = []
    storage = state.storage[seat]
    eligible = state.eligible(seat)
    hand = state.hand[seat]
    for card in in_contract_order(eligible):
        contract = CAT.contracts[card]
        if deficit(CAT, contract, storage) == 0:
            actions.append(FULFIL[card])
            if hand in CAT.contracts and CAT.contracts[hand].value == state.reward_value(contract.value):
                actions.append(FULFIL_HAND[card])
    if eligible:
        actions += [TRADE[give, get] for give, get in trades(state, seat, eligible)]
        if state.tokens[seat] >= RATE_TOKENS:
            wanted: set[int] = set()
            for card in eligible:
                wanted.update(goods_wanted(CAT, CAT.contracts[card], list(storage)))
            actions += [TRADE_TOKENS[g] for g in sorted(wanted)]
    if can_take_hand(state, seat):
        actions += [TAKE_HAND[c] for c in hand_sources(state)]
    actions += store_actions(state, seat)
    actions.append(DONE)
    return actions


def trades(state: MerkatorState, seat: int, eligible: list[str]) -> list[tuple[int, int]]:
    """4:1 trades whose new good brings an eligible contract closer (after handing in the 4)."""
    storage = state.storage[seat]
    pairs: list[tuple[int, int]] = []
    cards = [CAT.contracts[c] for c in eligible]
    before = [deficit(CAT, card, storage) for card in cards]
    for give in range(N_GOODS):
        if storage[give] < RATE_GOODS:
            continue
        after = list(storage)
        after[give] = after[give] - RATE_GOODS
        gets: set[int] = set()
        for index, card in enumerate(cards):
            base = before[index]
            if base == 0:
                continue
            # a contract of named goods only gains from its own goods alone (the rest leave its
            # deficit as it is after the trade, which is no lower than before)
            if not card.categories and not card.different:
                candidates = [g for g, _n in card.goods]
            else:
                candidates = ALL_GOODS
            for get in candidates:
                if get == give or get in gets:
                    continue
                after[get] = after[get] + 1
                if deficit(CAT, card, after) < base:
                    gets.add(get)
                after[get] = after[get] - 1
        pairs += [(give, get) for get in sorted(gets)]
    return pairs


def _storable(state: MerkatorState, seat: int, good: Any) -> bool:
    """Whether ``store:good`` is offered: a cube of the good's colour waits on the supply card."""
    g = CAT.good_index.get(good) if isinstance(good, str) else None
    tile = state.tile[seat]
    return g is not None and any(tile[c] and g in CAT.colour_goods[c] for c in range(N_COLOURS))


def _common_is_legal(state: MerkatorState, seat: int, kind: str, args: tuple[Any, ...]) -> bool:
    """The taking and storing offered both while investing and while fulfilling."""
    if kind == "take_hand":
        return len(args) == 1 and can_take_hand(state, seat) and args[0] in hand_sources(state)
    return kind == "store" and len(args) == 1 and _storable(state, seat, args[0])


def _invest_is_legal(state: MerkatorState, seat: int, action: Action) -> bool:
    kind, args = action.kind, action.args
    one = args[0] if len(args) == 1 else None
    if kind == "sell":
        held = state.contracts[seat]
        return len(held) > 1 and one in held
    if kind in ("buy_bonus", "buy_building"):
        cards = CAT.bonus if kind == "buy_bonus" else CAT.buildings
        display = state.bonus_display if kind == "buy_bonus" else state.building_display
        hand = state.hand[seat]
        if not isinstance(one, str) or not (one in display or (one == hand and hand in cards)):
            return False
        return cards[one].cost <= state.money(seat)
    if kind == "travel":
        region = CAT.region_index.get(one) if isinstance(one, str) else None
        return (
            region is not None
            and not state.over_cash(seat)
            and not state.must_sell(seat)
            and -CAT.region_time[region] <= state.tokens[seat]
        )
    if action == DISCARD_COINS:
        return state.over_cash(seat)
    return _common_is_legal(state, seat, kind, args)


def _fulfil_is_legal(state: MerkatorState, seat: int, action: Action) -> bool:
    kind, args = action.kind, action.args
    if action == DONE:
        return True
    if kind == "fulfil":
        card = args[0] if args else None
        if card not in state.eligible(seat) or deficit(CAT, CAT.contracts[card], state.storage[seat]):
            return False
        if len(args) == 1:
            return True
        hand = state.hand[seat]
        return (
            args[1:] == ("hand",)
            and hand in CAT.contracts
            and CAT.contracts[hand].value == state.reward_value(CAT.contracts[card].value)
        )
    if kind in ("trade", "trade_tokens"):
        return action in fulfil_actions(state, seat)
    return _common_is_legal(state, seat, kind, args)


def is_legal(state: MerkatorState, seat: int, action: Action) -> bool:
    """Whether ``action`` is among the legal actions of ``seat``, who is to move, checking it alone."""
    if state.tasks:
        return action in task_actions(state, state.tasks[0])
    step = state.step
    if step == "invest":
        return _invest_is_legal(state, seat, action)
    if step == "take":
        return action in [TAKE[g] for g in take_options(state)]
    if step == "fulfil":
        return _fulfil_is_legal(state, seat, action)
    if step == "join":
        return action == JOIN or action == PASS
    return False


def task_actions(state: MerkatorState, task: tuple[Any, ...]) -> list[Action]:
    kind, seat = task[0], task[1]
    if kind == "substitute":
        return [ACCEPT, REDRAW]
    if kind == "lose":
        column = task[2]
        return [LOSE[g] for g in CAT.column_goods[column] if state.storage[seat][g]]
    if kind == "offer":
        cap = OFFER_MAX
        coins = 0 if state.no_coins else min(cap, state.coins[seat])
        tokens = min(cap, state.tokens[seat])
        return [OFFER[c, t] for c in range(coins + 1) for t in range(tokens + 1)]
    if kind == "swap":
        return [SWAP_YES, SWAP_NO]
    if kind == "pressure":
        return [BUY_BUILDING[b] for b in state.building_display]
    raise AssertionError(kind)

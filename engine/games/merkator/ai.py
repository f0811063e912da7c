"""Merkator AI hooks: the playout policy (trips, goods, contracts to fulfil) and the position estimate."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from engine.core import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.economy import (
    building_worth,
    keep_value,
    needs_by_good,
    projected_worth,
    spend_credit,
)
from engine.games.merkator.needs import deficit
from engine.games.merkator.planning import (
    TripPlanner,
    deficit_with_tile,
    good_weights,
    reward_worth,
    trade_reach,
    virtual_storage,
)

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT = catalogue()
# the search compares a solo position with a steady pace of points (14 at the start, 2.7 more per
# turn: 60 after 17 turns, the rulebook's "experienced" mark, which the calibrated contracts bring
# within reach) on a 50-point span: a few points must make a clear difference to its exploration
SOLO_START = 14.0
SOLO_PACE = 2.7
SOLO_SPAN = 50.0
EXPLORE = 0.1  # share of playout moves left to chance, so playouts do not all look alike


def _choose_travel(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    planner = TripPlanner(state, seat)
    return max(actions, key=lambda a: planner.value(CAT.region_index[str(a.args[0])]) + rng.random() * 0.3)


def _invest(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    if state.must_sell(seat) and "sell" in by_kind:
        return min(by_kind["sell"], key=lambda a: keep_value(state, seat, str(a.args[0])))
    if state.no_coins:
        spend = spend_credit(state, seat, by_kind)
        if spend is not None:
            return spend
    buildings = by_kind.get("buy_building", [])
    if buildings:
        worth = {a: building_worth(state, seat, str(a.args[0])) for a in buildings}
        best = max(buildings, key=lambda a: (worth[a], CAT.buildings[str(a.args[0])].cost))
        if worth[best] >= 2 or state.money(seat) >= 12 or state.last_round():
            return best
    if "discard_coins" in by_kind:
        if "buy_bonus" in by_kind:
            return by_kind["buy_bonus"][0]
        return by_kind["discard_coins"][0]
    bonus = by_kind.get("buy_bonus", [])
    if bonus and state.money(seat) >= 10:
        return bonus[0]
    travel = by_kind.get("travel")
    if travel:
        return _choose_travel(state, seat, travel, rng)
    return actions[0]


def _after(storage: list[int], tile: list[int], action: Action) -> tuple[list[int], list[int]]:
    after, tile_after = list(storage), list(tile)
    if action.kind == "store":
        good = CAT.good_index[str(action.args[0])]
        after[good] += 1
        tile_after[CAT.good_colour[good]] -= 1
    elif action.kind == "trade":
        after[CAT.good_index[str(action.args[0])]] -= CAT.constants["trade_goods"]
        after[CAT.good_index[str(action.args[1])]] += 1
    else:
        after[CAT.good_index[str(action.args[0])]] += 1
    return after, tile_after


def _fulfil(state: MerkatorState, seat: int, actions: list[Action]) -> Action:
    fulfils = [a for a in actions if a.kind == "fulfil"]
    if fulfils:
        return max(fulfils, key=lambda a: (CAT.contracts[str(a.args[0])].value, len(a.args)))
    eligible = [CAT.contracts[c] for c in state.eligible(seat)]
    storage, tile, tokens = state.storage[seat], state.tile[seat], state.tokens[seat]
    # work towards the best contract the supply cubes and trades can still complete:
    # supply cubes first (free), then trades of spare goods, then tokens
    reachable = [c for c in eligible if deficit_with_tile(c, storage, tile) <= trade_reach(storage, tokens)]
    reachable.sort(key=lambda c: -c.value)
    for contract in reachable[:1]:
        plain = deficit(CAT, contract, storage)
        before = deficit_with_tile(contract, storage, tile)
        for kind in ("store", "trade", "trade_tokens"):
            spent = CAT.constants["trade_tokens"] if kind == "trade_tokens" else 0
            for action in actions:
                if action.kind != kind:
                    continue
                after, tile_after = _after(storage, tile, action)
                left = deficit_with_tile(contract, after, tile_after)
                if kind == "store":
                    useful = deficit(CAT, contract, after) < plain and left <= before
                else:
                    useful = left < before
                if useful and left <= trade_reach(after, tokens - spent):
                    return action
    return actions[-1]  # done


def rollout_action(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    if len(actions) == 1:
        return actions[0]
    if rng.random() < EXPLORE:
        return None
    kind = actions[0].kind
    if state.tasks:
        task = state.tasks[0][0]
        if task == "lose":
            need = needs_by_good(state, seat)
            storage = state.storage[seat]
            return max(actions, key=lambda a: storage[CAT.good_index[str(a.args[0])]]
                       - need[CAT.good_index[str(a.args[0])]])
        if task == "offer":
            return actions[0]
        if task == "swap":
            return actions[0]
        if task == "pressure":
            return max(actions, key=lambda a: CAT.buildings[str(a.args[0])].cost)
        return actions[rng.randrange(len(actions))]
    if state.step == "invest":
        return _invest(state, seat, actions, rng)
    if state.step == "take":
        storage = virtual_storage(state, seat)
        weights = good_weights(state, seat, storage, focus=state.figure)
        return max(actions, key=lambda a: (weights[CAT.good_index[str(a.args[0])]],
                                           -storage[CAT.good_index[str(a.args[0])]]))
    if state.step == "fulfil":
        return _fulfil(state, seat, actions)
    if kind == "join":
        if state.fulfillable(seat) or any(CAT.bonus[b].region == state.figure for b in state.bonus[seat]):
            return actions[0]
        return actions[1]
    return None


def estimate(state: MerkatorState) -> list[float]:
    """Each seat's exact score plus a little credit for contracts within reach."""
    details = state.score_details()
    result = []
    for seat, d in enumerate(details):
        potential = 0.0
        for card in state.contracts[seat]:
            contract = CAT.contracts[card]
            if contract.region >= 0 and deficit(CAT, contract, state.storage[seat]) <= 1:
                potential += 0.5
        result.append(d["exact"] + potential + 0.1 * state.tokens[seat])
    return result


def solo_estimate(state: MerkatorState) -> float:
    """The solo score expected at the end: the exact score now, the growth still due to the
    buildings held, and part of the next contract for every contract within reach."""
    details = state.score_details()[0]
    exact = details["exact"]
    if state.is_over():
        return exact
    growth = sum(max(0.0, projected_worth(state, 0, b) - details["per_building"].get(b, 0))
                 for b in state.buildings[0])
    storage = virtual_storage(state, 0)
    reach = trade_reach(storage, state.tokens[0])
    potential = 0.0
    for card in state.contracts[0]:
        contract = CAT.contracts[card]
        if contract.region < 0:
            continue
        missing = deficit(CAT, contract, storage)
        if missing <= reach:
            potential += 0.5 * reward_worth(state, contract.value) / (1 + missing)
    return exact + growth + potential + 0.1 * state.tokens[0]


def solo_value(points: float, turn: int) -> float:
    """Solo points expected after `turn` turns, on the search's 0..1 scale (0.5: on pace)."""
    pace = SOLO_START + SOLO_PACE * turn
    return min(1.0, max(0.0, 0.5 + (points - pace) / SOLO_SPAN))


def evaluate(state: MerkatorState) -> list[float]:
    if state.n == 1:
        # the solo game is scored against a fixed scale (80 is "MEGA"), so value the points themselves
        return [solo_value(solo_estimate(state), state.turn_index)]
    values = estimate(state)
    top = max(values)
    weights = [math.exp((v - top) / 6) for v in values]
    total = sum(weights)
    return [w / total for w in weights]

"""Merkator AI knowledge: a cheap playout policy and a score-based position estimate."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from engine.core import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit
from engine.games.merkator.scoring import building_points, building_rule

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT = catalogue()
EXPLORE = 0.1  # share of playout moves left to chance, so playouts do not all look alike


def _needs_by_good(state: MerkatorState, seat: int) -> list[int]:
    """How many goods of each type the seat's contracts ask for by name."""
    need = [0] * len(CAT.good_ids)
    for card in state.contracts[seat]:
        for good, count in CAT.contracts[card].goods:
            need[good] += count
    return need


def _travel_value(state: MerkatorState, seat: int, region: int, need: list[int]) -> float:
    storage = list(state.storage[seat])
    value = 0.0
    if CAT.is_main(region):
        a, b = CAT.colour_goods[region]
        for _ in range(state.cubes[region]):
            good = a if need[a] - storage[a] >= need[b] - storage[b] else b
            # goods some own contract still asks for are worth more than spares
            value += 0.8 if storage[good] < need[good] else 0.2
            storage[good] += 1
    for card in state.bonus[seat]:
        bonus = CAT.bonus[card]
        if bonus.region == region:
            storage[bonus.good] += bonus.amount_active
            value += 0.5
    key = state.period()
    for card in state.contracts[seat]:
        contract = CAT.contracts[card]
        if contract.region != region or state.marks[seat].get(card) == key:
            continue
        missing = deficit(CAT, contract, storage)
        # a fulfilled contract is kept and brings the next one of the chain
        chain = state.reward_value(contract.value)
        if missing == 0:
            value += chain + 1.0
        elif missing == 1 and state.tokens[seat] >= 4:
            value += chain * 0.4
    # tokens pay for joining and trades; they matter most to a player who has few
    value += (0.9 if state.tokens[seat] < 3 else 0.5) * CAT.region_time[region]
    return value


def _choose_travel(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    need = _needs_by_good(state, seat)
    best = max(
        actions,
        key=lambda a: _travel_value(state, seat, CAT.region_index[str(a.args[0])], need) + rng.random() * 0.5,
    )
    return best


def _building_worth(state: MerkatorState, seat: int, building: str) -> int:
    """Points the building would score for the seat's holdings as they are now."""
    mine = state.holdings(seat)
    others = [state.holdings(s) for s in range(state.n) if s != seat]
    rule = building_rule(CAT, building, state.opt_errata)
    return building_points(CAT, rule, mine, mine.storage, others)


def _invest(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    if state.must_sell(seat) and "sell" in by_kind:
        return by_kind["sell"][0]  # sell actions come cheapest first
    buildings = by_kind.get("buy_building", [])
    if buildings:
        worth = {a: _building_worth(state, seat, str(a.args[0])) for a in buildings}
        best = max(buildings, key=lambda a: (worth[a], CAT.buildings[str(a.args[0])].cost))
        if worth[best] >= 2 or state.money(seat) >= 12 or state.last_round():
            return best
    if "discard_coins" in by_kind:
        if "buy_bonus" in by_kind:
            return by_kind["buy_bonus"][0]
        return by_kind["discard_coins"][0]
    if state.no_coins and state.credit[seat] == 0 and len(state.contracts[seat]) > 5 and "sell" in by_kind:
        return by_kind["sell"][0]
    bonus = by_kind.get("buy_bonus", [])
    if bonus and state.money(seat) >= 10:
        return bonus[0]
    travel = by_kind.get("travel")
    if travel:
        return _choose_travel(state, seat, travel, rng)
    return actions[0]


def _fulfil(state: MerkatorState, seat: int, actions: list[Action]) -> Action:
    fulfils = [a for a in actions if a.kind == "fulfil"]
    if fulfils:
        return max(fulfils, key=lambda a: (CAT.contracts[str(a.args[0])].value, len(a.args)))
    eligible = [CAT.contracts[c] for c in state.eligible(seat)]
    storage = state.storage[seat]
    for action in actions:
        if action.kind in ("store", "trade", "trade_tokens"):
            after = list(storage)
            if action.kind == "store":
                after[CAT.good_index[str(action.args[0])]] += 1
            elif action.kind == "trade":
                after[CAT.good_index[str(action.args[0])]] -= 4
                after[CAT.good_index[str(action.args[1])]] += 1
            else:
                after[CAT.good_index[str(action.args[0])]] += 1
            if any(deficit(CAT, c, after) == 0 for c in eligible):
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
            need = _needs_by_good(state, seat)
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
        need = _needs_by_good(state, seat)
        storage = state.storage[seat]
        return max(actions, key=lambda a: need[CAT.good_index[str(a.args[0])]]
                   - storage[CAT.good_index[str(a.args[0])]])
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


def evaluate(state: MerkatorState) -> list[float]:
    values = estimate(state)
    if len(values) == 1:
        target = CAT.rules["solo"]["scale"]["experienced"]
        return [1 / (1 + math.exp(-(values[0] - target) / 8))]
    top = max(values)
    weights = [math.exp((v - top) / 6) for v in values]
    total = sum(weights)
    return [w / total for w in weights]

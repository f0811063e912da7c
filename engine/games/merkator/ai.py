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
SOLO_SCALE = 100.0  # solo points that count as a sure top result
EXPLORE = 0.1  # share of playout moves left to chance, so playouts do not all look alike
BONUS_TURNS = 2  # solo turns a bonus card needs left to be worth its price


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
        elif missing <= _trade_reach(storage, state.tokens[seat] - max(0, -CAT.region_time[region])):
            value += (chain + 1.0) * (0.8 if state.solo else 0.4)
    # tokens pay for joining and trades; they matter most to a player who has few
    value += (0.9 if state.tokens[seat] < 3 else 0.5) * CAT.region_time[region]
    return value


def _trade_reach(storage: list[int], tokens: int) -> int:
    """How many missing goods 4:1 trades of tokens and spare goods could still buy."""
    rate_goods, rate_tokens = CAT.constants["trade_goods"], CAT.constants["trade_tokens"]
    return max(0, tokens) // rate_tokens + sum(n // rate_goods for n in storage)


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
    # supply-tile cubes join the storage before the end scoring; the first good of each colour stands in
    storage = list(mine.storage)
    for colour, count in enumerate(mine.tile):
        storage[CAT.colour_goods[colour][0]] += count
    return building_points(CAT, rule, mine, storage, others)


def _keep_value(state: MerkatorState, seat: int, card: str) -> float:
    """How much the seat loses by selling the contract: its points, more if it is nearly met."""
    contract = CAT.contracts[card]
    missing = deficit(CAT, contract, state.storage[seat])
    return contract.value + (1.5 if missing == 0 else 0.8 if missing <= 2 else 0.0)


def _spend_credit(state: MerkatorState, seat: int, by_kind: dict[str, list[Action]]) -> Action | None:
    """Credit from sold contracts vanishes at travel: turn it into the best card it buys."""
    buildings = by_kind.get("buy_building", [])
    if buildings:
        best = max(buildings, key=lambda a: (_building_worth(state, seat, str(a.args[0])),
                                             CAT.buildings[str(a.args[0])].cost))
        if _building_worth(state, seat, str(best.args[0])) >= 1:
            return best
    bonus = by_kind.get("buy_bonus", [])
    if bonus and sum(len(p) for p in state.solo_deck.values()) >= BONUS_TURNS:
        regions = {CAT.contracts[c].region for c in state.contracts[seat]}
        return max(bonus, key=lambda a: (CAT.bonus[str(a.args[0])].region in regions,
                                         CAT.bonus[str(a.args[0])].cost))
    if buildings:
        return max(buildings, key=lambda a: CAT.buildings[str(a.args[0])].cost)
    return None


def _invest(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    if state.must_sell(seat) and "sell" in by_kind:
        return min(by_kind["sell"], key=lambda a: _keep_value(state, seat, str(a.args[0])))
    if state.no_coins and state.credit[seat]:
        spend = _spend_credit(state, seat, by_kind)
        if spend is not None:
            return spend
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


def _after(storage: list[int], action: Action) -> list[int]:
    after = list(storage)
    if action.kind == "store":
        after[CAT.good_index[str(action.args[0])]] += 1
    elif action.kind == "trade":
        after[CAT.good_index[str(action.args[0])]] -= CAT.constants["trade_goods"]
        after[CAT.good_index[str(action.args[1])]] += 1
    else:
        after[CAT.good_index[str(action.args[0])]] += 1
    return after


def _fulfil(state: MerkatorState, seat: int, actions: list[Action]) -> Action:
    fulfils = [a for a in actions if a.kind == "fulfil"]
    if fulfils:
        return max(fulfils, key=lambda a: (CAT.contracts[str(a.args[0])].value, len(a.args)))
    eligible = [CAT.contracts[c] for c in state.eligible(seat)]
    storage = state.storage[seat]
    tokens = state.tokens[seat]
    # only trade towards a contract the remaining trades can still complete, best contract first
    reachable = [c for c in eligible if deficit(CAT, c, storage) <= _trade_reach(storage, tokens)]
    reachable.sort(key=lambda c: -c.value)
    for contract in reachable[:1]:
        before = deficit(CAT, contract, storage)
        for kind in ("store", "trade", "trade_tokens"):
            for action in actions:
                if action.kind != kind:
                    continue
                after = _after(storage, action)
                spent = CAT.constants["trade_tokens"] if kind == "trade_tokens" else 0
                if deficit(CAT, contract, after) < before and deficit(CAT, contract, after) <= _trade_reach(
                    after, tokens - spent
                ):
                    return action
    for action in actions:
        if action.kind == "store" and any(deficit(CAT, c, _after(storage, action)) == 0 for c in eligible):
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


def solo_estimate(state: MerkatorState) -> float:
    """The solo score expected at the end: the exact score now plus what the turns left may add."""
    exact = state.score_details()[0]["exact"]
    if state.is_over():
        return exact
    storage = state.storage[0]
    reach = _trade_reach(storage, state.tokens[0])
    potential = 0.0
    for card in state.contracts[0]:
        contract = CAT.contracts[card]
        if contract.region < 0:
            continue
        missing = deficit(CAT, contract, storage)
        if missing <= reach:
            # a contract in reach is worth part of the next one of its chain
            potential += 0.5 * state.reward_value(contract.value) / (1 + missing)
    return exact + potential + 0.1 * state.tokens[0]


def evaluate(state: MerkatorState) -> list[float]:
    if state.n == 1:
        # the solo game is scored against a fixed scale (80 is "MEGA"), so value the points themselves
        return [min(1.0, solo_estimate(state) / SOLO_SCALE)]
    values = estimate(state)
    top = max(values)
    weights = [math.exp((v - top) / 6) for v in values]
    total = sum(weights)
    return [w / total for w in weights]

"""Merkator AI knowledge about money: what a building or bonus card is worth to a seat, which
contract to sell, and how to spend the credit of sold contracts in the games without coins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.core import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit
from engine.games.merkator.planning import deficit_with_tile, virtual_storage
from engine.games.merkator.scoring import building_points, building_rule, contract_points

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
BONUS_TURNS: Final = 2  # solo turns a bonus card needs left to be worth its price
SALE_LOSS: Final = 0.8  # share of a contract's value lost by selling it early for a building
KEEP_MISSING: Final = 0.3  # a contract far from complete is the first to sell
BONUS_RATE: Final = 0.2  # worth of a bonus card per turn left (doubled where own contracts wait)


def needs_by_good(state: MerkatorState, seat: int) -> list[int]:
    """How many goods of each type the seat's contracts ask for by name."""
    need = [0] * len(CAT.good_ids)
    for card in state.contracts[seat]:
        for good, count in CAT.contracts[card].goods:
            need[good] = need[good] + count
    return need


class Scored:
    """The holdings a building's points read, gathered once for the several buildings weighed."""

    def __init__(self, state: MerkatorState, seat: int) -> None:
        self.mine = state.holdings(seat)
        self.others = [state.holdings(s) for s in range(state.n) if s != seat]
        # supply-tile cubes join the storage before the end scoring; the first good of each colour stands in
        storage = list(state.storage[seat])
        tile = state.tile[seat]
        for colour in range(len(tile)):
            storage[CAT.colour_goods[colour][0]] += tile[colour]
        self.storage = storage


def building_worth(state: MerkatorState, seat: int, building: str, scored: Scored | None = None) -> int:
    """Points the building would score for the seat's holdings as they are now (`scored`: those
    holdings, when the caller has them already)."""
    held = Scored(state, seat) if scored is None else scored
    rule = building_rule(CAT, building, state.opt_errata)
    return building_points(CAT, rule, held.mine, held.storage, held.others)


def keep_value(state: MerkatorState, seat: int, card: str, storage: list[int] | None = None) -> float:
    """How much the seat loses by selling the contract: its value, less the further it is from complete
    (`storage`: the seat's `virtual_storage`, when the caller has it already)."""
    contract = CAT.contracts[card]
    missing = deficit(CAT, contract, virtual_storage(state, seat) if storage is None else storage)
    return contract.value - KEEP_MISSING * missing


def turns_left(state: MerkatorState) -> int:
    """Turns the seat may still expect: exact in the solo game, a guess from the time chart otherwise."""
    if state.solo:
        return state.solo_cards_left()
    if state.final_left is not None:
        return 0
    return state.chart_tokens() // max(1, 2 * state.n)


# building formulas that grow while the game goes on: the contracts and goods held at the end
_GROWING: Final = {"per_contract", "per_contract_min_value", "per_cube", "per_cube_category", "per_goods_type",
            "per_goods_type_sum", "per_colour_pair", "cubes_in_best_column"}


def projected_worth(state: MerkatorState, seat: int, building: str, scored: Scored | None = None) -> float:
    """The building's points now, plus a share of what the remaining turns usually add to them."""
    now = building_worth(state, seat, building, scored)
    rule = building_rule(CAT, building, state.opt_errata)
    kind, left = rule["type"], turns_left(state)
    if kind == "per_contract":
        # the last turn keeps every contract it brings, so the end holds at least the five kept
        return rule["vp_each"] * max(len(state.contracts[seat]), 5 + min(1, left))
    if kind == "per_contract_min_value":
        high = sum(1 for c in state.contracts[seat] if CAT.contracts[c].value >= rule["min_value"])
        return rule["vp_each"] * min(5, high + left // 3)
    if kind in _GROWING:
        return now * (1 + min(left, 10) / 20)
    return now


def bonus_worth(state: MerkatorState, seat: int, card: str) -> float:
    """Two goods at every visit of its region: worth most early and where own contracts wait."""
    bonus = CAT.bonus[card]
    left = turns_left(state)
    if left < BONUS_TURNS:
        return 0.0
    regions = {CAT.contracts[c].region for c in state.contracts[seat]}
    need = needs_by_good(state, seat)
    value = BONUS_RATE * min(left, 8)
    if bonus.region in regions:
        value *= 2
    if need[bonus.good]:
        value += 0.5
    return value


def sale_loss(state: MerkatorState, seat: int, card: str) -> float:
    """What selling the contract costs beyond its price: in the last turn the points it would
    score, before that the trips it could still bring (it is sold for its value either way)."""
    if state.forced_exempt() or state.last_round():
        held = state.contracts[seat]
        full, rest = contract_points(CAT, held)
        full_after, rest_after = contract_points(CAT, [c for c in held if c != card])
        return full + rest / 2 - full_after - rest_after / 2
    contract = CAT.contracts[card]
    missing = deficit_with_tile(contract, state.storage[seat], state.tile[seat])
    return SALE_LOSS * contract.value + (1.0 if missing <= 1 else 0.0)


def spend_credit(state: MerkatorState, seat: int, by_kind: dict[str, list[Action]]) -> Action | None:
    """Without coins, credit from sold contracts vanishes at travel: buy the card worth most,
    selling one more contract when that pays for a better building."""
    credit = state.credit[seat]
    options: list[tuple[float, Action]] = []
    scored = Scored(state, seat)
    for action in by_kind.get("buy_building", []):
        options.append((projected_worth(state, seat, str(action.args[0]), scored), action))
    for action in by_kind.get("buy_bonus", []):
        options.append((bonus_worth(state, seat, str(action.args[0])), action))
    if "sell" in by_kind and not state.must_sell(seat):
        losses: dict[str, float] = {}  # by contract: the same for every building
        for building in state.building_display:
            cost = CAT.buildings[building].cost
            if cost <= credit:
                continue
            worth = None  # worked out once a sale can pay for the building
            for action in by_kind["sell"]:
                card = str(action.args[0])
                if credit + CAT.contracts[card].value >= cost:
                    if worth is None:
                        worth = projected_worth(state, seat, building, scored)
                    if card not in losses:
                        losses[card] = sale_loss(state, seat, card)
                    options.append((worth - losses[card], action))
    if not options:
        return None
    worth, best = max(options, key=lambda o: o[0])
    return best if worth > 0 else None

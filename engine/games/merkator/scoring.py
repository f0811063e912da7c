"""End scoring: the best five contracts at face value, the rest at half, and the buildings."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any, Final

from engine.games.merkator.data import Catalogue

# formulas whose value depends on which goods type a supply-card cube becomes
TYPE_SENSITIVE: Final = {
    "per_goods_type",
    "per_goods_type_sum",
    "all_types_in_columns",
    "per_colour_pair",
    "per_cube_category",
    "cubes_in_best_column",
    "all_columns_nonempty",
}


class Holdings:
    """What one seat owns, as scoring sees it (a plain class: the search's estimate makes one per
    seat, and compiled, a written-out __init__ runs as C where a dataclass's stays interpreted)."""

    def __init__(self, storage: list[int], tile: list[int], tokens: int, contracts: list[str], bonus: list[str],
                 buildings: list[str]) -> None:
        self.storage = storage
        self.tile = tile
        self.tokens = tokens
        self.contracts = contracts
        self.bonus = bonus
        self.buildings = buildings


def contract_points(cat: Catalogue, contracts: Sequence[str]) -> tuple[int, int]:
    """(sum of the best five values, sum of the values of the others); the others score half."""
    in_full: int = cat.constants["contracts_at_full_value"]
    # plain loops: compiled, `sorted` and `sum` are calls into the interpreter
    values = [cat.contracts[c].value for c in contracts]
    values.sort()
    values.reverse()
    full, rest = 0, 0
    for index, value in enumerate(values):
        if index < in_full:
            full += value
        else:
            rest += value
    return full, rest


def sole_metric(cat: Catalogue, metric: str, h: Holdings) -> int:
    if metric == "most_valuable_contract":
        return max((cat.contracts[c].value for c in h.contracts), default=0)
    if metric == "buildings":
        return len(h.buildings)
    if metric == "time_tokens":
        return h.tokens
    if metric == "goods":
        return sum(h.storage) + sum(h.tile)
    if metric == "bonus_cards":
        return len(h.bonus)
    raise ValueError(f"unknown metric {metric}")


def building_points(
    cat: Catalogue,
    rule: dict[str, Any],
    h: Holdings,
    storage: list[int],
    others: Sequence[Holdings],
) -> int:
    """Points of one building formula for holdings ``h`` with the given final storage."""
    kind = rule["type"]
    if kind == "flat":
        return int(rule["vp"])
    if kind == "per_goods_type":
        goods = cat.category_goods[rule["category"]] if "category" in rule else range(len(storage))
        return rule["vp_each"] * sum(1 for g in goods if storage[g] > 0)
    if kind == "per_goods_type_sum":
        return sum(
            part["vp_each"] * sum(1 for g in cat.category_goods[part["category"]] if storage[g] > 0)
            for part in rule["parts"]
        )
    if kind == "per_cube":
        return rule["vp_each"] * (sum(storage) // rule["per"])
    if kind == "per_cube_category":
        count = sum(storage[g] for g in cat.category_goods[rule["category"]])
        return min(rule["cap"], rule["vp_each"] * count)
    if kind == "time_tokens_div":
        return rule["vp_each"] * (h.tokens // rule["per"])
    if kind == "time_tokens_capped":
        return min(rule["cap"], rule["vp_each"] * h.tokens)
    if kind == "sole_most":
        mine = sole_metric(cat, rule["metric"], h)
        return rule["vp"] if all(mine > sole_metric(cat, rule["metric"], o) for o in others) else 0
    if kind == "per_region_contract_and_bonus":
        with_contract = {cat.contracts[c].region for c in h.contracts}
        with_bonus = {cat.bonus[b].region for b in h.bonus}
        return rule["vp_each"] * len(with_contract & with_bonus)
    if kind == "per_region_with_bonus":
        return rule["vp_each"] * len({cat.bonus[b].region for b in h.bonus})
    if kind == "all_types_in_columns":
        cols = [cat.columns.index(c) for c in rule["columns"]]
        ok = all(storage[g] > 0 for col in cols for g in cat.column_goods[col])
        return rule["vp"] if ok else 0
    if kind == "all_columns_nonempty":
        cols = [cat.columns.index(c) for c in rule["columns"]]
        ok = all(sum(storage[g] for g in cat.column_goods[col]) > 0 for col in cols)
        return rule["vp"] if ok else 0
    if kind == "cubes_in_best_column":
        cols = [cat.columns.index(c) for c in rule["columns"]]
        return rule["vp_each"] * max(sum(storage[g] for g in cat.column_goods[col]) for col in cols)
    if kind == "per_colour_pair":
        return rule["vp_each"] * sum(1 for a, b in cat.colour_goods if storage[a] > 0 and storage[b] > 0)
    if kind == "per_bonus_card":
        return rule["vp_each"] * len(h.bonus)
    if kind == "per_contract":
        return rule["vp_each"] * len(h.contracts)
    if kind == "per_contract_min_value":
        return rule["vp_each"] * sum(1 for c in h.contracts if cat.contracts[c].value >= rule["min_value"])
    raise ValueError(f"unknown building formula {kind}")


def building_rule(cat: Catalogue, building: str, errata: bool) -> dict[str, Any]:
    card = cat.buildings[building]
    if not errata and card.errata_off is not None:
        return card.errata_off
    return card.scoring


def buildings_total(
    cat: Catalogue, h: Holdings, others: Sequence[Holdings], errata: bool
) -> tuple[int, list[int], dict[str, int]]:
    """Best building points over every way to place the supply-card cubes; returns
    (points, final storage, points per building)."""
    rules = [(b, building_rule(cat, b, errata)) for b in h.buildings]
    choices: list[list[tuple[int, int, int]]] = []
    if any(r["type"] in TYPE_SENSITIVE for _b, r in rules):
        for colour, count in enumerate(h.tile):
            if count:
                a, b = cat.colour_goods[colour]
                choices.append([(a, b, k) for k in range(count + 1)])
    best: tuple[int, list[int], dict[str, int]] | None = None
    for combo in product(*choices) if choices else [()]:
        storage = list(h.storage)
        for a, b, k in combo:
            storage[a] = storage[a] + k
            storage[b] = storage[b] + h.tile[cat.good_colour[a]] - k
        if not choices:
            for colour, count in enumerate(h.tile):
                storage[cat.colour_goods[colour][0]] += count
        per = {b: building_points(cat, r, h, storage, others) for b, r in rules}
        total = sum(per.values())
        if best is None or total > best[0]:
            best = (total, storage, per)
    assert best is not None
    return best

"""Merkator's card, map and rule data, loaded once from the JSON files in data/."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Final

from engine.core.overrides import DataTable, FieldRule
from engine.core.package_data import data_folder

DATA_DIR: Final = data_folder(__name__)


@dataclass(frozen=True)
class Contract:
    id: str
    value: int
    region: int  # region index, -1 for the Peace of Westphalia
    goods: tuple[tuple[int, int], ...]  # (good index, count)
    categories: tuple[tuple[str, int], ...]
    different: int
    peace: bool
    size: int = field(init=False)  # how many goods the contract asks for in all

    def __post_init__(self) -> None:
        size = sum(n for _g, n in self.goods) + sum(n for _c, n in self.categories) + self.different
        object.__setattr__(self, "size", size)


@dataclass(frozen=True)
class Building:
    id: str
    cost: int
    scoring: dict[str, Any]
    multiplayer_only: bool
    errata_off: dict[str, Any] | None


@dataclass(frozen=True)
class BonusCard:
    id: str
    region: int
    cost: int
    good: int
    amount_active: int
    amount_joining: int


class Catalogue:
    """Index tables built from the JSON data (regions and goods by position)."""

    def __init__(self) -> None:
        goods = load_json("goods.json")
        world = load_json("map.json")
        self.rules: dict[str, Any] = load_json("rules.json")
        self.time_table: dict[str, Any] = load_json("time_table.json")
        # the tables are typed: compiled (`make compiled`), the AI's arithmetic on them is then native
        self.columns: list[str] = goods["columns"]
        self.colour_ids: list[str] = [c["id"] for c in goods["colours"]]
        self.colour_stock: list[int] = [c["stock"] for c in goods["colours"]]
        self.good_ids: list[str] = [g["id"] for g in goods["goods"]]
        good_index = {g: i for i, g in enumerate(self.good_ids)}
        self.good_index: dict[str, int] = good_index
        self.good_colour: list[int] = [self.colour_ids.index(g["colour"]) for g in goods["goods"]]
        self.good_column: list[int] = [self.columns.index(g["column"]) for g in goods["goods"]]
        self.good_category: list[str] = [g["category"] for g in goods["goods"]]
        # each colour has two goods, the first one named first
        self.colour_goods: list[tuple[int, int]] = [(good_index[c["goods"][0]], good_index[c["goods"][1]])
                                                    for c in goods["colours"]]
        assert all(len(c["goods"]) == 2 for c in goods["colours"])
        self.category_goods: dict[str, tuple[int, ...]] = {
            c["id"]: tuple(i for i, cat in enumerate(self.good_category) if cat == c["id"])
            for c in goods["categories"]
        }
        self.column_goods: list[tuple[int, ...]] = [
            tuple(i for i, col in enumerate(self.good_column) if col == k) for k in range(len(self.columns))
        ]
        regions = world["regions"]
        self.region_ids: list[str] = [r["id"] for r in regions]
        self.region_index: dict[str, int] = {r: i for i, r in enumerate(self.region_ids)}
        self.main_count: int = sum(1 for r in regions if r["kind"] == "main")
        # main regions come first in the data, so a region index below main_count is a main region
        assert all(r["kind"] == "main" for r in regions[: self.main_count])
        self.region_time: list[int] = [r["time"] for r in regions]
        # the refill threshold of a side region's trip (-1: a main region, which has none)
        self.region_threshold: list[int] = [-1 if r["refill_threshold"] is None else r["refill_threshold"]
                                            for r in regions]
        self.region_colour = [
            self.colour_ids.index(r["colour"]) if r["colour"] else -1 for r in regions
        ]
        self.colour_region = [self.region_colour.index(c) for c in range(len(self.colour_ids))]
        neighbours: list[set[int]] = [set() for _ in regions]
        for road in world["roads"]:
            a, b = self.region_index[road["a"]], self.region_index[road["b"]]
            neighbours[a].add(b)
            neighbours[b].add(a)
        self.neighbours = [tuple(sorted(n)) for n in neighbours]
        self.build_cards()
        self.constants: dict[str, Any] = self.rules["constants"]
        self.assumptions: dict[str, Any] = {a["key"]: a["value"] for a in self.rules["assumptions"]}
        self.peace_id = next(c.id for c in self.contracts.values() if c.peace)
        self.values: list[int] = sorted({c.value for c in self.contracts.values()})
        # the contract value a fulfilment brings: the next higher value (the highest brings its own)
        self.next_value: dict[int, int] = {v: self.values[min(i + 1, len(self.values) - 1)] for i, v in enumerate(self.values)}

    def build_cards(self) -> None:
        """The contracts, buildings and bonus cards from the card data (again after a correction)."""
        self.revision = getattr(self, "revision", -1) + 1  # what the AI worked out from the old cards is stale
        good_index = self.good_index
        self.contracts: dict[str, Contract] = {}
        for card in card_data("contracts.json"):
            goods_need: list[tuple[int, int]] = []
            cats: list[tuple[str, int]] = []
            different = 0
            for need in card["needs"]:
                if "good" in need:
                    goods_need.append((good_index[need["good"]], need["count"]))
                elif "category" in need:
                    cats.append((need["category"], need["count"]))
                else:
                    different += need["different"]
            self.contracts[card["id"]] = Contract(
                card["id"],
                card["value"],
                self.region_index[card["region"]] if card["region"] else -1,
                tuple(goods_need),
                tuple(cats),
                different,
                bool(card.get("peace")),
            )
        # the goods each contract may ask for, as bits (1 << good): named, of its categories, any for variety
        self.contract_goods: dict[str, int] = {}
        for contract in self.contracts.values():
            bits = (1 << len(self.good_ids)) - 1 if contract.different else 0
            for good, _count in contract.goods:
                bits |= 1 << good
            for category, _count in contract.categories:
                for good in self.category_goods[category]:
                    bits |= 1 << good
            self.contract_goods[contract.id] = bits
        # each contract's place in the order by value, then id: the legal lists sort by it
        in_order = sorted(self.contracts.values(), key=lambda c: (c.value, c.id))
        self.contract_rank: dict[str, int] = {c.id: rank for rank, c in enumerate(in_order)}
        self.buildings: dict[str, Building] = {}
        for card in card_data("buildings.json"):
            errata = card.get("errata")
            self.buildings[card["id"]] = Building(
                card["id"],
                card["cost"],
                card["scoring"],
                card["multiplayer_only"],
                errata["as_first_printed"] if errata else None,
            )
        self.bonus: dict[str, BonusCard] = {}
        for card in card_data("bonus_cards.json"):
            self.bonus[card["id"]] = BonusCard(
                card["id"],
                self.region_index[card["region"]],
                card["cost"],
                good_index[card["good"]],
                card["amount_active"],
                card["amount_joining"],
            )

    def is_main(self, region: int) -> bool:
        return 0 <= region < self.main_count


def load_json(name: str) -> dict[str, Any]:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@cache
def card_data(name: str) -> list[dict[str, Any]]:
    """The cards of data/<name>, one shared list: corrections change its entries in place, so the
    catalogue and a board's copy of the card data stay in step."""
    return list(load_json(name)["cards"])


@cache
def _shipped(name: str) -> list[dict[str, Any]]:
    return copy.deepcopy(load_json(name)["cards"])


_APPLIED: Final[dict[str, Any]] = {}  # the corrections in the card data now

# table name -> data file; what players may correct in each (engine/core/overrides.py)
TABLES: Final = {"contracts": "contracts.json", "bonus_cards": "bonus_cards.json", "buildings": "buildings.json"}


def data_tables() -> dict[str, DataTable]:
    """A contract's goods (named goods, repeated for a count), a bonus card's cost and good, a
    building's cost: the card values the rules page lists as reconstructed."""
    goods = tuple(catalogue().good_ids)
    tables: dict[str, DataTable] = {}
    for table, name in TABLES.items():
        entries: dict[str, dict[str, Any]] = {}
        for card in _shipped(name):
            if table == "contracts":
                if not card.get("peace"):
                    entries[card["id"]] = {"goods": [n["good"] for n in card["needs"] if "good" in n
                                                     for _ in range(n["count"])]}
            elif table == "bonus_cards":
                entries[card["id"]] = {"cost": card["cost"], "good": card["good"]}
            else:
                entries[card["id"]] = {"cost": card["cost"]}
        reconstructed = {c["id"]: tuple(c["reconstructed"]) for c in _shipped(name) if c.get("reconstructed")}
        rules = {"goods": FieldRule("list", choices=goods, min_length=1, max_length=8),
                 "cost": FieldRule("int", minimum=0, maximum=30),
                 "good": FieldRule("word", choices=goods)}
        tables[table] = DataTable(table, entries, rules, reconstructed)
    return tables


def apply_overrides(overrides: Mapping[str, Any]) -> None:
    """Put the corrected values into the card data (the shipped ones where none is given) and
    rebuild the catalogue's cards from it; a corrected card lists its fields under ``corrected``."""
    if dict(overrides) == _APPLIED:
        return  # every new state asks: mostly for the values already in force
    _APPLIED.clear()
    _APPLIED.update(copy.deepcopy(dict(overrides)))
    for table, name in TABLES.items():
        corrections = overrides.get(table, {})
        for card, shipped in zip(card_data(name), _shipped(name), strict=True):
            fresh = copy.deepcopy(shipped)
            fix = corrections.get(card["id"])
            if fix:
                if "goods" in fix:
                    fresh["needs"] = [{"good": g, "count": fix["goods"].count(g)} for g in dict.fromkeys(fix["goods"])]
                fresh.update({k: v for k, v in fix.items() if k != "goods"})
                fresh["corrected"] = sorted(fix)
            card.clear()
            card.update(fresh)
    catalogue().build_cards()


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    return Catalogue()

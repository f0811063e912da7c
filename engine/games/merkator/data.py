"""Merkator's card, map and rule data, loaded once from the JSON files in data/."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent / "data"


@dataclass(frozen=True)
class Contract:
    id: str
    value: int
    region: int  # region index, -1 for the Peace of Westphalia
    goods: tuple[tuple[int, int], ...]  # (good index, count)
    categories: tuple[tuple[str, int], ...]
    different: int
    peace: bool

    @cached_property
    def size(self) -> int:
        """How many goods the contract asks for in all."""
        return sum(n for _g, n in self.goods) + sum(n for _c, n in self.categories) + self.different


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
        self.columns: list[str] = goods["columns"]
        self.colour_ids = [c["id"] for c in goods["colours"]]
        self.colour_stock = [c["stock"] for c in goods["colours"]]
        self.good_ids = [g["id"] for g in goods["goods"]]
        good_index = {g: i for i, g in enumerate(self.good_ids)}
        self.good_index = good_index
        self.good_colour = [self.colour_ids.index(g["colour"]) for g in goods["goods"]]
        self.good_column = [self.columns.index(g["column"]) for g in goods["goods"]]
        self.good_category = [g["category"] for g in goods["goods"]]
        self.colour_goods = [tuple(good_index[g] for g in c["goods"]) for c in goods["colours"]]
        self.category_goods = {
            c["id"]: tuple(i for i, cat in enumerate(self.good_category) if cat == c["id"])
            for c in goods["categories"]
        }
        self.column_goods = [
            tuple(i for i, col in enumerate(self.good_column) if col == k) for k in range(len(self.columns))
        ]
        regions = world["regions"]
        self.region_ids = [r["id"] for r in regions]
        self.region_index = {r: i for i, r in enumerate(self.region_ids)}
        self.main_count = sum(1 for r in regions if r["kind"] == "main")
        # main regions come first in the data, so a region index below main_count is a main region
        assert all(r["kind"] == "main" for r in regions[: self.main_count])
        self.region_time = [r["time"] for r in regions]
        self.region_threshold = [r["refill_threshold"] for r in regions]
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
        self.contracts: dict[str, Contract] = {}
        for card in load_json("contracts.json")["cards"]:
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
        self.buildings: dict[str, Building] = {}
        for card in load_json("buildings.json")["cards"]:
            errata = card.get("errata")
            self.buildings[card["id"]] = Building(
                card["id"],
                card["cost"],
                card["scoring"],
                card["multiplayer_only"],
                errata["as_first_printed"] if errata else None,
            )
        self.bonus: dict[str, BonusCard] = {}
        for card in load_json("bonus_cards.json")["cards"]:
            self.bonus[card["id"]] = BonusCard(
                card["id"],
                self.region_index[card["region"]],
                card["cost"],
                good_index[card["good"]],
                card["amount_active"],
                card["amount_joining"],
            )
        self.constants: dict[str, Any] = self.rules["constants"]
        self.assumptions: dict[str, Any] = {a["key"]: a["value"] for a in self.rules["assumptions"]}
        self.peace_id = next(c.id for c in self.contracts.values() if c.peace)
        self.values = sorted({c.value for c in self.contracts.values()})
        # the contract value a fulfilment brings: the next higher value (the highest brings its own)
        self.next_value = {v: self.values[min(i + 1, len(self.values) - 1)] for i, v in enumerate(self.values)}

    def is_main(self, region: int) -> bool:
        return 0 <= region < self.main_count


def load_json(name: str) -> dict[str, Any]:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    return Catalogue()

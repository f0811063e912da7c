"""Jantaris data: the city map, items, control and Great Market cards and rule numbers, read once from data/*.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DATA = Path(__file__).with_name("data")


def _load(name: str) -> dict[str, Any]:
    with (_DATA / name).open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


MAP_DATA = _load("map.json")
ITEM_DATA = _load("items.json")
CONTROL_DATA = _load("control_cards.json")
MARKET_DATA = _load("great_market.json")
RULE_DATA = _load("rules.json")

# --- locations: districts 0..N-1 in ring order, then the square ---------------
DISTRICTS: tuple[str, ...] = tuple(d["id"] for d in sorted(MAP_DATA["districts"], key=lambda d: d["ring"]))
NUM_DISTRICTS = len(DISTRICTS)
SQUARE = NUM_DISTRICTS
SQUARE_ID: str = MAP_DATA["square"]["id"]
LOCATIONS: tuple[str, ...] = (*DISTRICTS, SQUARE_ID)
LOC_INDEX: dict[str, int] = {name: i for i, name in enumerate(LOCATIONS)}
NEIGHBOURS: tuple[tuple[int, int], ...] = tuple(
    ((d - 1) % NUM_DISTRICTS, (d + 1) % NUM_DISTRICTS) for d in range(NUM_DISTRICTS)
)

# --- goods and guild tokens (index 0 red, 1 black) -------------------------------
COLOURS: tuple[str, ...] = tuple(g["id"] for g in RULE_DATA["goods"])
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
TOKENS: tuple[str, ...] = tuple(t["id"] for t in RULE_DATA["guild_tokens"])


def _value(key: str) -> int:
    return int(RULE_DATA[key]["value"])


MERCHANTS = _value("merchants_on_map")
OPENING_MERCHANTS = _value("opening_merchants")
START_PRESTIGE = _value("start_prestige")
GOODS_LIMIT = _value("goods_limit")
MARKETPLACE_GOODS = _value("marketplace_goods")
GUILD_PLACE = _value("guild_house_place")
GUILD_REMOVE = _value("guild_house_remove")
DISPLAY_SIZE = _value("bazaar_display")
GREAT_MARKET_THRESHOLD = _value("great_market_threshold")
DOMINANCE_MINIMUM = _value("dominance_minimum")
END_PRESTIGE = _value("end_prestige")
CONTROL_PRESTIGE = int(CONTROL_DATA["prestige"]["value"])

# --- vote cards ------------------------------------------------------------------
VOTES: tuple[str, ...] = tuple(v["id"] for v in RULE_DATA["votes"])
VOTE_INDEX: dict[str, int] = {v: i for i, v in enumerate(VOTES)}
DEAL, BLACK_MARKET, INFLUENCE, RECRUITMENT = (VOTE_INDEX[v] for v in ("deal", "black_market", "influence", "recruitment"))
VOTE_EFFECTS: dict[tuple[int, int], dict[str, Any]] = {
    (VOTE_INDEX[v["id"]], int(n)): effect for v in RULE_DATA["votes"] for n, effect in v["effects"].items()
}


# --- cards -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ItemDef:
    """One bazaar item: printed prestige, starting price per colour, crown symbol and effect hook."""

    index: int
    id: str
    prestige: int
    crown: bool
    price: tuple[int, int]
    timing: str
    hook: str

    @property
    def price_total(self) -> int:
        return self.price[0] + self.price[1]


ITEMS: tuple[ItemDef, ...] = tuple(
    ItemDef(i, it["id"], int(it["prestige"]), bool(it["crown"]), (int(it["price"]["red"]), int(it["price"]["black"])),
            it["timing"], it["hook"])
    for i, it in enumerate(ITEM_DATA["items"])
)
ITEM_INDEX: dict[str, int] = {it.id: it.index for it in ITEMS}
ITEM_NAMES: dict[str, dict[str, str]] = {it["id"]: dict(it["names"]) for it in ITEM_DATA["items"]}


def item(name: str) -> int:
    return ITEM_INDEX[name]


CONTROL_CARDS: tuple[str, ...] = tuple(c["id"] for c in CONTROL_DATA["cards"])
CONTROL_DISTRICTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(LOC_INDEX[d] for d in c["districts"]) for c in CONTROL_DATA["cards"]
)
CONTROL_INDEX: dict[str, int] = {c: i for i, c in enumerate(CONTROL_CARDS)}

MARKET_CARDS: tuple[str, ...] = tuple(c["id"] for c in MARKET_DATA["cards"])
MARKET_GOODS: tuple[int, ...] = tuple(int(c["goods"]) for c in MARKET_DATA["cards"])
MARKET_PRESTIGE: tuple[int, ...] = tuple(int(c["prestige"]) for c in MARKET_DATA["cards"])

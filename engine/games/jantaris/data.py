"""Jantaris data: the city map, items, control and Great Market cards and rule numbers, read once from data/*.json."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from engine.core.overrides import DataTable, FieldRule
from engine.core.package_data import data_folder

_DATA: Final = data_folder(__name__)


def _load(name: str) -> dict[str, Any]:
    with (_DATA / name).open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


MAP_DATA: Final = _load("map.json")
ITEM_DATA: Final = _load("items.json")
CONTROL_DATA: Final = _load("control_cards.json")
MARKET_DATA: Final = _load("great_market.json")
RULE_DATA: Final = _load("rules.json")

# --- locations: districts 0..N-1 in ring order, then the square ---------------
DISTRICTS: Final[tuple[str, ...]] = tuple(d["id"] for d in sorted(MAP_DATA["districts"], key=lambda d: d["ring"]))
NUM_DISTRICTS: Final = len(DISTRICTS)
SQUARE: Final = NUM_DISTRICTS
SQUARE_ID: Final[str] = MAP_DATA["square"]["id"]
LOCATIONS: Final[tuple[str, ...]] = (*DISTRICTS, SQUARE_ID)
LOC_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(LOCATIONS)}
NEIGHBOURS: Final[tuple[tuple[int, int], ...]] = tuple(
    ((d - 1) % NUM_DISTRICTS, (d + 1) % NUM_DISTRICTS) for d in range(NUM_DISTRICTS)
)

# --- goods and guild tokens (index 0 red, 1 black) -------------------------------
COLOURS: Final[tuple[str, ...]] = tuple(g["id"] for g in RULE_DATA["goods"])
COLOUR_INDEX: Final[dict[str, int]] = {c: i for i, c in enumerate(COLOURS)}
TOKENS: Final[tuple[str, ...]] = tuple(t["id"] for t in RULE_DATA["guild_tokens"])


def _value(key: str) -> int:
    return int(RULE_DATA[key]["value"])


MERCHANTS: Final = _value("merchants_on_map")
OPENING_MERCHANTS: Final = _value("opening_merchants")
START_PRESTIGE: Final = _value("start_prestige")
GOODS_LIMIT: Final = _value("goods_limit")
MARKETPLACE_GOODS: Final = _value("marketplace_goods")
GUILD_PLACE: Final = _value("guild_house_place")
GUILD_REMOVE: Final = _value("guild_house_remove")
DISPLAY_SIZE: Final = _value("bazaar_display")
GREAT_MARKET_THRESHOLD: Final = _value("great_market_threshold")
DOMINANCE_MINIMUM: Final = _value("dominance_minimum")
END_PRESTIGE: Final = _value("end_prestige")
ROUND_LIMIT: Final = _value("round_limit")
CONTROL_PRESTIGE: Final = int(CONTROL_DATA["prestige"]["value"])

# --- vote cards ------------------------------------------------------------------
VOTES: Final[tuple[str, ...]] = tuple(v["id"] for v in RULE_DATA["votes"])
VOTE_INDEX: Final[dict[str, int]] = {v: i for i, v in enumerate(VOTES)}
DEAL, BLACK_MARKET, INFLUENCE, RECRUITMENT = (VOTE_INDEX[v] for v in ("deal", "black_market", "influence", "recruitment"))
VOTE_EFFECTS: Final[dict[tuple[int, int], dict[str, Any]]] = {
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


def _item(index: int, raw: dict[str, Any], prestige: int, red: int, black: int) -> ItemDef:
    return ItemDef(index, raw["id"], prestige, bool(raw["crown"]), (red, black), raw["timing"], raw["hook"])


# lists, not tuples: corrections of the reconstructed values replace their entries in place
ITEMS: Final[list[ItemDef]] = [
    _item(i, it, int(it["prestige"]), int(it["price"]["red"]), int(it["price"]["black"]))
    for i, it in enumerate(ITEM_DATA["items"])
]
ITEM_INDEX: Final[dict[str, int]] = {it.id: it.index for it in ITEMS}
ITEM_NAMES: Final[dict[str, dict[str, str]]] = {it["id"]: dict(it["names"]) for it in ITEM_DATA["items"]}


def item(name: str) -> int:
    return ITEM_INDEX[name]


CONTROL_CARDS: Final[tuple[str, ...]] = tuple(c["id"] for c in CONTROL_DATA["cards"])
CONTROL_DISTRICTS: Final[list[tuple[int, ...]]] = [
    tuple(LOC_INDEX[d] for d in c["districts"]) for c in CONTROL_DATA["cards"]
]
CONTROL_INDEX: Final[dict[str, int]] = {c: i for i, c in enumerate(CONTROL_CARDS)}

MARKET_CARDS: Final[tuple[str, ...]] = tuple(c["id"] for c in MARKET_DATA["cards"])
MARKET_GOODS: Final[list[int]] = [int(c["goods"]) for c in MARKET_DATA["cards"]]
MARKET_PRESTIGE: Final[list[int]] = [int(c["prestige"]) for c in MARKET_DATA["cards"]]


# --- corrections of the reconstructed values by players who own the printed game ------------------
def data_tables() -> dict[str, DataTable]:
    """Items' prestige and starting price, the Great Market cards, the control cards' districts:
    the values the rules page lists as reconstructed, as shipped."""
    items = {it["id"]: {"prestige": it["prestige"], "red": it["price"]["red"], "black": it["price"]["black"]}
             for it in ITEM_DATA["items"]}
    item_marks = {}
    for it in ITEM_DATA["items"]:
        fields = [f for f in ("prestige",) if f in it["reconstructed"]]
        fields += ["red", "black"] if "price" in it["reconstructed"] else []
        item_marks[it["id"]] = tuple(fields)
    small = FieldRule("int", minimum=0, maximum=GOODS_LIMIT)
    market = {c["id"]: {"goods": c["goods"], "prestige": c["prestige"]} for c in MARKET_DATA["cards"]}
    control = {c["id"]: {"districts": list(c["districts"])} for c in CONTROL_DATA["cards"]}
    return {
        "items": DataTable("items", items, {"prestige": small, "red": small, "black": small}, item_marks),
        "great_market": DataTable(
            "great_market", market,
            {"goods": FieldRule("int", minimum=1, maximum=2 * GOODS_LIMIT), "prestige": small},
            {cid: ("goods", "prestige") for cid in market},
        ),
        "control_cards": DataTable(
            "control_cards", control,
            {"districts": FieldRule("list", choices=DISTRICTS, min_length=3, max_length=3)},
            {cid: ("districts",) for cid in control},
        ),
    }


_APPLIED: Final[dict[str, Any]] = {}  # the corrections in force now


def apply_overrides(overrides: Mapping[str, Any]) -> None:
    """Put the corrected values (the shipped ones where none is given) into the shared tables."""
    if dict(overrides) == _APPLIED:
        return  # every new state asks: mostly for the values already in force
    _APPLIED.clear()
    _APPLIED.update(copy.deepcopy(dict(overrides)))
    fixes = overrides.get("items", {})
    for i, it in enumerate(ITEM_DATA["items"]):
        fix = fixes.get(it["id"], {})
        ITEMS[i] = _item(i, it, int(fix.get("prestige", it["prestige"])), int(fix.get("red", it["price"]["red"])),
                         int(fix.get("black", it["price"]["black"])))
    fixes = overrides.get("great_market", {})
    for i, card in enumerate(MARKET_DATA["cards"]):
        fix = fixes.get(card["id"], {})
        MARKET_GOODS[i] = int(fix.get("goods", card["goods"]))
        MARKET_PRESTIGE[i] = int(fix.get("prestige", card["prestige"]))
    fixes = overrides.get("control_cards", {})
    for i, card in enumerate(CONTROL_DATA["cards"]):
        names = fixes.get(card["id"], {}).get("districts", card["districts"])
        CONTROL_DISTRICTS[i] = tuple(LOC_INDEX[d] for d in names)

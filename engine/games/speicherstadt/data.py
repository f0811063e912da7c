"""Speicherstadt data: goods, trade cards and rule numbers, read once from data/*.json."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from engine.core.overrides import DataTable, FieldRule
from engine.core.package_data import data_folder

_DATA: Final = data_folder(__name__)


def _load(name: str) -> dict[str, Any]:
    with (_DATA / name).open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


CARD_DATA: Final = _load("cards.json")
RULE_DATA: Final = _load("rules.json")

GOODS: Final[tuple[str, ...]] = tuple(g["id"] for g in CARD_DATA["goods"])
GOOD_INDEX: Final[dict[str, int]] = {g: i for i, g in enumerate(GOODS)}
NUM_GOODS: Final = len(GOODS)
BAG: Final[tuple[int, ...]] = tuple(int(g["in_bag"]) for g in CARD_DATA["goods"])
TOTAL_CUBES: Final = sum(BAG)

SEASONS: Final[tuple[str, ...]] = tuple(RULE_DATA["seasons"])
FINAL_SEASON: Final[str] = RULE_DATA["final_season"]
ALL_SEASONS: Final[tuple[str, ...]] = (*SEASONS, FINAL_SEASON)

_SETUP: Final = RULE_DATA["setup"]
START_COINS: Final[int] = _SETUP["coins"]["value"]
WORKERS: Final[int] = _SETUP["workers"]["value"]
COLUMN_SPACES: Final[int] = _SETUP["column_spaces"]["value"]
CARDS_PER_ROUND: Final[dict[int, int]] = {int(k): v for k, v in _SETUP["cards_per_round"]["value"].items()}
INCOME_BASE: Final[int] = RULE_DATA["income"]["base"]
INCOME_NO_PURCHASE: Final[int] = RULE_DATA["income"]["no_purchase_bonus"]
_MARKET: Final = RULE_DATA["market_hall"]
CONVERT_CUBES: Final[int] = _MARKET["convert_cubes"]
SELL_CUBES: Final[int] = _MARKET["sell_cubes"]
SELL_COINS: Final[int] = _MARKET["sell_coins"]
MARKET_KEEP: Final[int] = _MARKET["keep"]
COUNTING_HOUSE_POINTS: Final[dict[int, int]] = {
    int(k): v for k, v in RULE_DATA["scoring"]["counting_houses"]["value"].items()
}
CHOICES: Final[dict[str, Any]] = {c["key"]: c["value"] for c in RULE_DATA["choices"]}
MARKET_CUBE_POINTS: Final[int] = int(CHOICES["market_cube_points"])
UNBOUGHT_SHIP_CUBES_TO: Final[str] = str(CHOICES["unbought_ship_cubes"])


@dataclass(frozen=True, slots=True)
class CardDef:
    """One trade card; fields that a kind does not use stay 0 or empty."""

    index: int
    id: str
    kind: str
    season: str
    players: tuple[int, ...]
    names: dict[str, str] = field(compare=False)
    need: tuple[int, ...] = (0,) * NUM_GOODS  # contract: cubes needed per good
    size: int = 0  # contract: cubes needed in all
    points: int = 0  # contract, fire, merchant, church, st_michaelis
    strength: int = 0  # fireman
    order: int = 0  # fire: 1st..4th
    good: int = -1  # merchant
    coins_per_cube: int = 0  # merchant
    cubes: int = 0  # ship
    income: int = 0  # bank
    capacity: int = 0  # warehouse
    points_per: int = 0  # warehouse (cube), chamber (coin), port (ship)


def _card(index: int, raw: dict[str, Any]) -> CardDef:
    need = [0] * NUM_GOODS
    for good in raw.get("goods", ()):
        need[GOOD_INDEX[good]] += 1
    per = raw.get("points_per_cube") or raw.get("points_per_coin") or raw.get("points_per_ship") or 0
    return CardDef(
        index=index,
        id=raw["id"],
        kind=raw["kind"],
        season=raw["season"],
        players=tuple(raw["players"]),
        names=dict(raw["names"]),
        need=tuple(need),
        size=sum(need),
        points=int(raw.get("points", 0)),
        strength=int(raw.get("strength", 0)),
        order=int(raw.get("order", 0)),
        good=GOOD_INDEX[raw["good"]] if "good" in raw else -1,
        coins_per_cube=int(raw.get("coins_per_cube", 0)),
        cubes=int(raw.get("cubes", 0)),
        income=int(raw.get("income", 0)),
        capacity=int(raw.get("capacity", 0)),
        points_per=int(per),
    )


CARDS: Final[tuple[CardDef, ...]] = tuple(_card(i, raw) for i, raw in enumerate(CARD_DATA["cards"]))
CARD_BY_ID: Final[dict[str, CardDef]] = {c.id: c for c in CARDS}
CARD_MARKS: Final[dict[str, dict[str, Any]]] = {raw["id"]: raw["marks"] for raw in CARD_DATA["cards"]}

# the five cards of which exactly one is an autumn card (the option d_season_card picks it)
D_SEASON_CANDIDATES: Final[tuple[str, ...]] = (
    "st_michaelis",
    "warehouse",
    "tea_taster",
    "spice_trader",
    "rubber_merchant",
)


def card_season(card: CardDef, d_season_card: str) -> str:
    """The card's season in a game where ``d_season_card`` is the autumn one of the five candidates."""
    if card.id in D_SEASON_CANDIDATES:
        return "D" if card.id == d_season_card else "A"
    return card.season


def good_names() -> list[dict[str, Any]]:
    return [{"id": g["id"], "colour": g["colour"], "names": dict(g["names"])} for g in CARD_DATA["goods"]]


def data_table() -> DataTable:
    """What players may correct (engine/core/overrides.py): a contract's goods and points, a fire's
    points, a fireman's strength — the values the rules page lists as reconstructed."""
    entries: dict[str, dict[str, Any]] = {}
    for raw in CARD_DATA["cards"]:
        fields = _OVERRIDABLE.get(raw["kind"], ())
        if fields:
            entries[raw["id"]] = {name: (list(raw[name]) if name == "goods" else raw[name]) for name in fields}
    reconstructed = {raw["id"]: tuple(k for k, v in raw["marks"].items() if v == "reconstructed")
                     for raw in CARD_DATA["cards"] if "reconstructed" in raw["marks"].values()}
    rules = {"goods": FieldRule("list", choices=GOODS, min_length=1, max_length=6),
             "points": FieldRule("int", minimum=-30, maximum=30),
             "strength": FieldRule("int", minimum=0, maximum=10)}
    return DataTable("cards", entries, rules, reconstructed)


def apply_overrides(overrides: Mapping[str, Any]) -> None:
    """Give the shared card objects the corrected values (or the shipped ones where none is given)."""
    if dict(overrides) == _APPLIED:
        return  # every new state asks: mostly for the values already in force
    _APPLIED.clear()
    _APPLIED.update(copy.deepcopy(dict(overrides)))
    corrections = overrides.get("cards", {})
    for index, raw in enumerate(CARD_DATA["cards"]):
        fresh = _card(index, {**raw, **corrections.get(raw["id"], {})})
        for name in ("need", "size", "points", "strength"):
            object.__setattr__(CARDS[index], name, getattr(fresh, name))  # frozen for the rules, not for this
    _CATALOG.clear()
    _CATALOG.update(_build_catalog(corrections))


_APPLIED: Final[dict[str, Any]] = {}  # the corrections on the card objects now
_OVERRIDABLE: Final[dict[str, tuple[str, ...]]] = {"contract": ("goods", "points"), "fire": ("points",),
                                            "fireman": ("strength",)}


def catalog() -> dict[str, dict[str, Any]]:
    """Every card by id, JSON-ready, for a board that draws cards and a rules viewer; one shared dict,
    kept in step with the corrections in force (``corrected`` lists a card's corrected fields)."""
    if not _CATALOG:
        _CATALOG.update(_build_catalog({}))
    return _CATALOG


def _build_catalog(corrections: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    result: dict[str, dict[str, Any]] = {}
    for card in CARDS:
        entry: dict[str, Any] = {"kind": card.kind, "season": card.season, "names": dict(card.names),
                                 "players": list(card.players), "marks": dict(CARD_MARKS[card.id])}
        if card.kind == "contract":
            entry["needs"] = {GOODS[g]: card.need[g] for g in range(NUM_GOODS) if card.need[g]}
        for key in ("points", "strength", "order", "coins_per_cube", "cubes", "income", "capacity", "points_per"):
            value = getattr(card, key)
            if value:
                entry[key] = value
        if card.good >= 0:
            entry["good"] = GOODS[card.good]
        if card.id in corrections:
            entry["corrected"] = sorted(corrections[card.id])
        result[card.id] = entry
    return result


_CATALOG: Final[dict[str, dict[str, Any]]] = {}

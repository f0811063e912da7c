"""Card faces, need cubes and tooltips of the Merkator board, built from the game's data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.merkator.data import catalogue
from gui.boards.merkator.cards import ContractLook, DisplayLook, NeedLine
from gui.boards.merkator.items import CUBE_COLOURS
from gui.boards.merkator.words import (
    BONUS,
    BUILDINGS,
    CONTRACTS,
    DATA,
    GOOD_IDS,
    GOODS,
    REGIONS,
    Words,
    thalers,
    tokens,
)
from gui.i18n import tr
from gui.scene.card import provenance_note

if TYPE_CHECKING:
    from gui.boards.base import BoardContext

CAT = catalogue()
SIDE_BAND = "#8a6a45"
PEACE_BAND = "#6a4c93"
BUILDING_BAND = "#6d5a44"
DIFFERENT = "≠"


def provenance(entry: dict[str, Any]) -> str:
    """"corrected" when the player's overrides file changed the card, "reconstructed" when the data
    file marks any of its values as reconstructed, else ""."""
    if entry.get("corrected"):
        return "corrected"
    return "reconstructed" if entry.get("reconstructed") else ""


def note(entry: dict[str, Any]) -> str:
    """The tooltip's last line for a card whose values are reconstructed ("" otherwise)."""
    text = provenance_note(provenance(entry))
    return f"<br><i>{text}</i>" if text else ""


def band_of(region_id: str | None) -> str:
    region = REGIONS.get(region_id or "")
    if region is None:
        return PEACE_BAND
    return CUBE_COLOURS[region["colour"]] if region["colour"] else SIDE_BAND


def storage_list(storage: dict[str, int]) -> list[int]:
    return [int(storage.get(g, 0)) for g in GOOD_IDS]


def need_lines(words: Words, card: str, storage: dict[str, int]) -> list[NeedLine]:
    """The card's demands with how many of each are still missing (mirrors the engine's deficit)."""
    entry = CONTRACTS[card]
    held = storage_list(storage)
    used = [0] * len(held)
    lines: list[NeedLine] = []
    for need in entry["needs"]:
        if "good" in need:
            g = GOOD_IDS.index(need["good"])
            used[g] = min(held[g], need["count"])
    for need in entry["needs"]:
        if "good" in need:
            g = GOOD_IDS.index(need["good"])
            lines.append(NeedLine(GOODS[need["good"]]["colour"], words.good(need["good"]), need["count"],
                                  max(0, need["count"] - held[g]), good_mark(words, need["good"])))
        elif "category" in need:
            members = CAT.category_goods[need["category"]]
            spare = sum(held[g] - used[g] for g in members)
            lines.append(NeedLine(None, words.category(need["category"]), need["count"],
                                  max(0, need["count"] - spare), category_mark(words, need["category"])))
        else:
            distinct = sum(1 for g, n in enumerate(held) if n - used[g] > 0)
            count = int(need["different"])
            lines.append(NeedLine(None, tr("different goods"), count, max(0, count - distinct), DIFFERENT))
    return lines


def good_mark(words: Any, good: str) -> str:
    """The fewest first letters of a good's name that tell it from the other good of its colour."""
    name = words.good(good)
    others = [words.good(g).lower() for g in GOOD_IDS if g != good and GOODS[g]["colour"] == GOODS[good]["colour"]]
    for n in range(1, len(name) + 1):
        mark = name[:n].strip()
        if mark and not any(o.startswith(mark.lower()) for o in others):
            return mark[:1].upper() + mark[1:]
    return name[:2]


def category_mark(words: Any, category: str) -> str:
    """A kind of goods on a card's plain cube: its name's first letter (they differ in every language)."""
    return words.category(category)[:1].upper()


def short_name(name: str) -> str:
    """A destination's short name on a band too narrow for the whole one: its first three letters."""
    return name.replace(" ", "")[:3].upper()


class CardLooks:
    """What the board's cards, regions and players look like and say in their tooltips."""

    words: Words
    context: BoardContext

    def region_tooltip(self, rid: str, view: dict[str, Any]) -> str:
        region = REGIONS[rid]
        time = int(region["time"])
        lines = [f"<b>{self.words.region(rid)}</b>"]
        if region["kind"] == "main":
            lines.append(tr("%1 cubes: %2 or %3").replace("%1", self.words.colour(region["colour"])).replace(
                "%2", self.words.good(region["goods"][0])).replace("%3", self.words.good(region["goods"][1])))
            lines.append(tr("Cubes lying here: %1").replace("%1", str((view.get("regions") or {}).get(rid, 0))))
            neighbours = [self.words.region(b if a == rid else a) for a, b in DATA["roads"] if rid in (a, b)]
            lines.append(tr("A trip here refills: %1").replace("%1", ", ".join(neighbours)))
        else:
            threshold = region["refill_threshold"]
            lines.append(tr("A trip here adds a cube to every main region holding %1 or more").replace(
                "%1", str(threshold)))
        if time > 0:
            lines.append(tr("Gain %1").replace("%1", tokens(time)))
        elif time < 0:
            lines.append(tr("Costs %1").replace("%1", tokens(-time)))
        else:
            lines.append(tr("No time gained or paid"))
        return "<br>".join(lines)

    def seat_tooltip(self, view: dict[str, Any], seat: int) -> str:
        player = view["players"][seat]
        lines = [f"<b>{self.context.seat_name(seat)}</b>", self.words.summary(view, seat)]
        lines.append(tr("Contracts: %1").replace("%1", ", ".join(self.words.contract(c) for c in player["contracts"])))
        lines.append(tr("Goods: %1").replace("%1", self.words.goods_list(player["storage"])))
        if player["bonus_cards"]:
            lines.append(tr("Bonus cards: %1").replace("%1", ", ".join(self.words.bonus(c) for c in player["bonus_cards"])))
        if player["buildings"]:
            lines.append(tr("Buildings: %1").replace("%1", ", ".join(self.words.building(c) for c in player["buildings"])))
        if player.get("hand"):
            lines.append(tr("In hand: %1").replace("%1", self.words.card(player["hand"])))
        return "<br>".join(lines)

    def good_tooltip(self, good: str, count: int) -> str:
        entry = GOODS[good]
        return (f"<b>{self.words.good(good)}</b>: {count}<br>"
                + tr("%1 cube · %2 · store %3").replace("%1", self.words.colour(entry["colour"])).replace(
                    "%2", self.words.category(entry["category"])).replace("%3", entry["column"]))

    def contract_look(self, card: str, storage: dict[str, int]) -> ContractLook:
        entry = CONTRACTS[card]
        region = entry.get("region")
        title = self.words.contract(card) if entry.get("peace") else self.words.region(region)
        return ContractLook(int(entry["value"]), title, short_name(title), band_of(region),
                            need_lines(self.words, card, storage), bool(entry.get("peace")),
                            provenance=provenance(entry))

    def contract_tooltip(self, card: str) -> str:
        entry = CONTRACTS[card]
        if entry.get("peace"):
            return (f"<b>{self.words.contract(card)}</b><br>"
                    + tr("14 points. Whoever fulfils a 10 while it lies here receives it; the last round follows."))
        return (f"<b>{self.words.contract(card)}</b><br>"
                + tr("Deliver in %1: %2").replace("%1", self.words.region(entry["region"])).replace(
                    "%2", self.words.needs(card))
                + "<br>" + tr("Fulfilling it brings the top contract of the next higher value; you keep this one.")
                + note(entry))

    def bonus_look(self, card: str, affordable: bool = True) -> DisplayLook:
        entry = BONUS[card]
        region = self.words.region(entry["region"])
        return DisplayLook("bonus", region, int(entry["cost"]), band_of(entry["region"]), short_name(region),
                           good_colour=GOODS[entry["good"]]["colour"], good=self.words.good(entry["good"]),
                           mark=good_mark(self.words, entry["good"]),
                           amount=int(entry["amount_active"]), body=str(entry["amount_joining"]),
                           affordable=affordable, provenance=provenance(entry))

    def bonus_tooltip(self, card: str) -> str:
        entry = BONUS[card]
        return (f"<b>{self.words.bonus(card)}</b> — {thalers(int(entry['cost']))}<br>"
                + tr("Each trip to %1 brings %2 × %3 (%4 when you join someone's trip).")
                .replace("%1", self.words.region(entry["region"])).replace("%2", str(entry["amount_active"]))
                .replace("%3", self.words.good(entry["good"], True)).replace("%4", str(entry["amount_joining"]))
                + note(entry))

    def building_look(self, card: str, affordable: bool = True) -> DisplayLook:
        entry = BUILDINGS[card]
        return DisplayLook("building", self.words.building(card), int(entry["cost"]), BUILDING_BAND,
                           body=self.words.building_effect(card), affordable=affordable, provenance=provenance(entry))

    def building_tooltip(self, card: str) -> str:
        entry = BUILDINGS[card]
        return (f"<b>{self.words.building(card)}</b> — {thalers(int(entry['cost']))}<br>"
                + tr("At the end: %1").replace("%1", self.words.building_rule(card)) + note(entry))

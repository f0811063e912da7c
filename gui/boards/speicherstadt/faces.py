"""What each Speicherstadt card shows on its face: its name, points, and its effect in a figure, icons and a few words."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from gui.boards.speicherstadt.items import CardLook, Slot
from gui.boards.speicherstadt.words import CARDS, GOODS, Words, points
from gui.i18n import tr
from gui.scene.card import provenance_mark


@cache
def name_breaks() -> dict[str, str]:
    """Long words of card names with the place they may break ("Kautschuk|händler"), by the whole word."""
    with open(Path(__file__).with_name("breaks.json"), encoding="utf-8") as file:
        marked = json.load(file)["breaks"]
    return {word.replace("|", ""): word for word in marked}


def needs_of(card_id: str) -> list[str]:
    return [g for g in GOODS for _ in range(CARDS[card_id]["needs"].get(g, 0))]


def card_look(words: Words, card_id: str, letters: dict[str, str], owned: bool = False) -> CardLook:
    """The face of ``card_id``; ``owned``: as it lies in a player's area (a ship there is unloaded)."""
    entry = CARDS[card_id]
    kind = entry["kind"]
    look = CardLook(kind, words.card(card_id), letters=letters, breaks=name_breaks())
    look.provenance = provenance_mark(entry.get("marks") or {}, entry.get("corrected"))
    worth = str(entry.get("points", ""))
    if kind == "contract":
        look.corner = worth
        look.lines = [tr("Deliver these goods:")]
        look.slots = [Slot(good=g) for g in needs_of(card_id)]
    elif kind == "ship":
        if owned:
            look.icons = ["ship"]
            look.lines = [tr("1 point each with the Port")]
        else:
            look.lines = [tr("Unload its 3 cubes this round")]
    elif kind == "fireman":
        look.big = str(entry.get("strength", 0))
        look.icons = ["helmet"]
        look.lines = [tr("Strength against fires")]
    elif kind == "bank":
        look.big = "+1"
        look.icons = ["coin"]
        look.lines = [tr("every income")]
    elif kind == "counting_house":
        look.big = "2·5·9·14"
        look.lines = [tr("Points for 1·2·3·4 counting houses")]
    elif kind == "merchant":
        look.corner = worth
        look.icons = [f"cube:{entry['good']}", "arrow", "coin"]
        look.lines = [tr("Buys %1 for 1 coin each").replace("%1", words.good(entry["good"]))]
    elif kind == "warehouse":
        look.slots = [Slot() for _ in range(int(entry.get("capacity", 4)))]
        look.lines = [tr("Keeps up to 4 cubes; 1 point each at the end")]
    elif kind in ("church", "st_michaelis"):
        look.big = worth
        look.icons = ["point"]
        look.lines = [tr("points at the end")]
    elif kind == "chamber":
        look.icons = ["coin", "arrow", "point"]
        look.lines = [tr("1 point per coin at the end")]
    elif kind == "port":
        look.icons = ["ship", "arrow", "point"]
        look.lines = [tr("1 point per ship at the end")]
    return look


def contract_look(words: Words, contract: dict[str, Any], letters: dict[str, str]) -> CardLook:
    """A held contract: the goods delivered so far lie on its slots."""
    look = card_look(words, contract["card"], letters)
    delivered = dict(contract["delivered"])
    slots = []
    for slot in look.slots:
        if delivered.get(slot.good, 0) > 0:
            delivered[slot.good] -= 1
            slots.append(Slot(slot.good, slot.good))
        else:
            slots.append(slot)
    look.slots = slots
    if contract["complete"]:
        look.lines = [tr("Complete: %1").replace("%1", points(int(contract["points"])))]
    return look


def completed_look(words: Words, contracts: list[dict[str, Any]], letters: dict[str, str]) -> CardLook:
    """The completed contracts together: one card with their count and the points they score."""
    total = sum(int(c["points"]) for c in contracts)
    look = CardLook("contract", words.card(contracts[0]["card"]), letters=letters, count=len(contracts),
                    breaks=name_breaks())
    look.big = str(total)
    look.icons = ["point"]
    look.lines = [tr("complete")]
    return look


def group_look(words: Words, kind: str, cards: list[str], letters: dict[str, str]) -> CardLook:
    """Several held cards of one kind (firemen, ships, counting houses) as one card with their count."""
    look = card_look(words, cards[0], letters, owned=True)
    look.count = len(cards)
    if kind == "fireman":
        strengths = [int(CARDS[c].get("strength", 0)) for c in cards]
        look.big = str(sum(strengths))
    elif kind == "counting_house":
        look.big = str((0, 2, 5, 9, 14)[min(len(cards), 4)])
        look.icons = ["point"]
        look.lines = [tr("points for %n counting houses", "", len(cards)).replace("%n", str(len(cards)))]
    return look

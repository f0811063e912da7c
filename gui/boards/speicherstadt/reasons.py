"""Why a drop on the Speicherstadt board is refused, in the words of the rules."""

from __future__ import annotations

from typing import Any

from gui.boards.speicherstadt.words import CARDS, Words
from gui.i18n import tr

COLUMN_SPACES = 8
WAREHOUSE_ROOM = 4


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now; None: nothing more specific to say."""
    if not target_id:
        return None
    prompt = view.get("prompt") or {}
    code = prompt.get("code")
    params = prompt.get("params") or {}
    if viewer is not None and params.get("seat") not in (None, viewer):
        return tr("It is not your turn.")
    if piece_id.startswith("worker:"):
        if not target_id.startswith("column:"):
            return tr("Workers go onto a column above a card.")
        k = int(target_id.split(":")[1])
        display = view.get("display") or []
        if 0 <= k < len(display) and len(display[k]["workers"]) >= COLUMN_SPACES:
            return tr("Column %1 is full: 8 workers stand there already.").replace("%1", str(k + 1))
        return None
    if code == "choose_converted_good":
        return tr("First choose the good your conversion gives: click a cube in the market hall.")
    if not piece_id.startswith("cube:"):
        return None
    parts = piece_id.split(":")
    source, good = parts[1], parts[2]
    name = words.good(good)
    seat = params.get("seat", viewer)
    players = view.get("players") or []
    if seat is None or not 0 <= seat < len(players):
        return None
    player = players[seat]
    if target_id.startswith("column:"):
        return tr("Cubes cannot go onto the waterfront; only workers do.")
    if target_id.startswith("contract:"):
        card = target_id.split(":", 1)[1]
        contract = next((c for c in player["contracts"] if c["card"] == card), None)
        if contract is None:
            return tr("That contract is not yours.")
        if contract["complete"]:
            return tr("This contract is already complete.")
        if contract["needs"].get(good, 0) == 0:
            return tr("This contract does not take this kind of goods (%1).").replace("%1", name)
        return tr("This contract has all the goods of this kind it needs (%1).").replace("%1", name)
    if target_id.startswith("merchant:"):
        wanted = target_id.split(":", 1)[1]
        merchant = next((c for c, e in CARDS.items() if e["kind"] == "merchant" and e.get("good") == wanted), "")
        return tr("The %1 buys only %2.").replace("%1", words.card(merchant)).replace("%2", words.good(wanted))
    if target_id == "warehouse":
        if source == "warehouse":
            return tr("That cube is already in the warehouse.")
        if sum(player["warehouse"].values()) >= player["warehouse_capacity"]:
            return tr("The warehouse is full: it holds at most %1 cubes.").replace(
                "%1", str(player["warehouse_capacity"] or WAREHOUSE_ROOM))
        return None
    if target_id == "market:keep":
        if source == "market":
            return tr("That cube is already kept in the market hall.")
        if (view.get("loading") or {}).get("kept_now"):
            return tr("Kontor lets one cube into the keep space per loading turn; undo that move to keep another.")
        return None
    if target_id == "supply":
        if source == "market":
            return tr("The kept cube stays kept; drop another cube onto the keep space to swap it out.")
        return None
    if target_id.startswith("button:"):
        return tr("Drop the cube on a highlighted place.")
    return None

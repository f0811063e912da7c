"""Why a drop on the Speicherstadt board is refused, in the words of the rules."""

from __future__ import annotations

from typing import Any

from gui.boards.speicherstadt.words import CARDS, Words
from gui.i18n import tr

COLUMN_SPACES = 8
WAREHOUSE_ROOM = 4


def fixed_piece(piece_id: str) -> str | None:
    """Why a piece no hand ever moves stays where it is: a ship's cubes, a worker on a column, a points marker."""
    kind = piece_id.split(":", 1)[0]
    if kind == "ship":
        return tr("The cubes on a ship go to whoever buys the ship, who unloads them in the loading phase.")
    if kind == "placed":
        return tr("A worker stays on its column until the card there is sold; then it comes home.")
    if kind == "score":
        return tr("The points markers move by themselves when points are scored.")
    if kind == "opened":
        return tr("This is another player's area, open for a look: its pieces move in that player's turns.")
    return None


def waiting_for(words: Words, code: str, seat: int) -> str:
    """Whose move the table waits for, and what it is."""
    name = words.seat_name(seat)
    if code == "place_worker":
        return tr("It is %1's turn to place a worker.").replace("%1", name)
    if code == "buy_or_decline":
        return tr("%1 decides now whether to buy the offered card.").replace("%1", name)
    if code in ("load_cubes", "choose_converted_good"):
        return tr("%1 is loading goods now; everyone loads in turn.").replace("%1", name)
    return tr("It is not your turn.")


def out_of_phase(piece_id: str, code: str) -> str | None:
    """Why one's own piece cannot move in this phase of the round."""
    if piece_id.startswith("worker:") and code != "place_worker":
        if code == "buy_or_decline":
            return tr("The cards are being sold now; your workers go out again at the start of the next round.")
        return tr("Workers are placed at the start of a round, before the cards are sold.")
    if piece_id.startswith("cube:") and code == "buy_or_decline":
        return tr("Buy or decline the offered card first; cubes are loaded after all the cards are sold.")
    if piece_id.startswith("cube:") and code == "choose_converted_good":
        return tr("First choose the good your conversion gives: click a cube in the market hall.")
    if piece_id.startswith("cube:") and code == "place_worker":
        return tr("Stored cubes are used in your loading turn, after the cards are sold.")
    return None


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now (``target_id`` "": it was pressed or dropped
    beside every place); None: nothing more specific to say."""
    fixed = fixed_piece(piece_id)
    if fixed:
        return fixed
    if view.get("over"):
        return tr("The game is over.")
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    params = prompt.get("params") or {}
    mover = params.get("seat")
    if viewer is not None and mover is not None and mover != viewer:
        return waiting_for(words, code, mover)
    phase = out_of_phase(piece_id, code)
    if phase:
        return phase
    if not target_id:
        return None
    if piece_id.startswith("worker:"):
        if not target_id.startswith("column:"):
            return tr("Workers go onto a column above a card.")
        k = int(target_id.split(":")[1])
        display = view.get("display") or []
        if 0 <= k < len(display) and len(display[k]["workers"]) >= COLUMN_SPACES:
            return tr("Column %1 is full: 8 workers stand there already.").replace("%1", str(k + 1))
        if 0 <= k < len(display) and display[k]["card"] is None:
            return tr("Column %1 has no card to bid for.").replace("%1", str(k + 1))
        return None
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

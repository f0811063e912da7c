"""Why a piece of the Russian Railroads board cannot go where it was dropped, or cannot move at all now
(``target_id`` ""): each answer names the rule that stops it, read from the view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import modules
from gui.i18n import tr

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

RAIL_ORDER = ("black", "grey", "brown", "natural", "white")


def explain(board: RailroadsBoard, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    if code == "start_bonus" and not piece_id.startswith(("tile:", "rail:")):
        return tr("Choose your starting bonus first.")
    if piece_id in ("worker", "coin"):
        return worker(board, piece_id, target_id, view, code)
    if piece_id.startswith("rail:"):
        return rail(board, piece_id, view)
    if piece_id.startswith("industry:"):
        return industry(view, piece_id)
    if piece_id == "held_loco":
        return tr("Drop the locomotive on a lit slot of one of your lines: an empty slot, or a slot whose "
                  "locomotive it replaces.")
    if piece_id.startswith("factory:"):
        return tr("Drop the factory on the first free slot of your industry track; when all are full, on the "
                  "factory it replaces.")
    return modules.rejection(board, piece_id, target_id, view)


def worker(board: RailroadsBoard, piece_id: str, target_id: str, view: dict[str, Any], code: str) -> str:
    """A worker or a rouble: the space's own reason, then what the turn asks for first."""
    if target_id.startswith(coal_table.stoker_space_target("")):
        return tr("The stoker space takes coal, not workers: click it in your turn.")
    if target_id.startswith("space:"):
        space_id = target_id.partition(":")[2]
        for space in view.get("spaces") or []:
            if space.get("id") == space_id and space.get("reason"):
                return board.words.space_reason(str(space.get("reason")))
        for own in (view.get("players") or [{}])[seat_of(view)].get("engineers") or []:
            if own.get("id") == space_id and own.get("used"):
                return tr("You have used this engineer this round.")
    if code not in ("take_turn", "relocate"):
        return tr("Finish the action you are carrying out first.")
    if piece_id == "coin":
        return tr("A rouble stands in for a worker only on a space you can take now and only beyond the "
                  "roubles the space itself costs.")
    return tr("Drop the worker on a lit action space; the dim ones say on hover why they are closed.")


def seat_of(view: dict[str, Any]) -> int:
    viewer = view.get("viewer")
    players = view.get("players") or []
    return viewer if isinstance(viewer, int) and 0 <= viewer < len(players) else 0


def rail(board: RailroadsBoard, piece_id: str, view: dict[str, Any]) -> str:
    """The rule that holds a rail back: no steps, none of its colour, the rail ahead, the end of the line."""
    natural = modules.natural_refusal(piece_id, view)
    if natural:
        return natural
    _, seat, line_id, colour = (piece_id.split(":") + ["", "", "", ""])[:4]
    pools = [p for p in ((view.get("pending") or {}).get("pools") or []) if p.get("kind") == "rail"]
    if (view.get("prompt") or {}).get("code") != "spend" or not pools:
        return tr("A rail moves only with rail steps: take an action space that gives them first.")
    if not any(admits(p.get("colour"), colour) for p in pools):
        return tr("None of your steps is for the %1 rail: %2.").replace("%1", board.words.colour(colour)).replace(
            "%2", "; ".join(board.words.pool(p) for p in pools))
    players = view.get("players") or []
    player = players[int(seat)] if seat.isdigit() and int(seat) < len(players) else {}
    rails = (((player.get("lines") or {}).get(line_id) or {}).get("rails")) or {}
    allowed = line_colours(view, player, line_id)
    position = int(rails.get(colour, 0) or 0)
    if colour == "black":
        if position >= line_length(view, player, line_id):
            return tr("The black rail has reached the end of the line.")
    elif colour in RAIL_ORDER:
        ahead = [c for c in RAIL_ORDER[:RAIL_ORDER.index(colour)] if c in allowed]
        if ahead and position + 1 >= int(rails.get(ahead[-1], 0) or 0):
            return tr("The %1 rail may not reach or pass the %2 rail ahead of it.").replace(
                "%1", board.words.colour(colour)).replace("%2", board.words.colour(ahead[-1]))
    if any(p.get("distinct") for p in pools):
        return tr("These steps each go to another line, with another rail.")
    return tr("This rail cannot take a step now.")


def admits(pool_colour: Any, colour: str) -> bool:
    if pool_colour == "any":
        return True
    if pool_colour == "black_or_grey":
        return colour in ("black", "grey")
    return pool_colour == colour


def line_colours(view: dict[str, Any], player: dict[str, Any], line_id: str) -> list[str]:
    if player.get("germany"):
        state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
        return list(state.get("colours") or [])
    for line in (view.get("layout") or {}).get("lines") or []:
        if line.get("id") == line_id:
            return list(line.get("colours") or [])
    return list(RAIL_ORDER)


def line_length(view: dict[str, Any], player: dict[str, Any], line_id: str) -> int:
    if player.get("germany"):
        state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
        return int(state.get("length") or len(state.get("spaces") or []))
    for line in (view.get("layout") or {}).get("lines") or []:
        if line.get("id") == line_id:
            return int(line.get("length", 0))
    return 0


def industry(view: dict[str, Any], piece_id: str) -> str:
    pools = [p for p in ((view.get("pending") or {}).get("pools") or []) if p.get("kind") == "industry"]
    if (view.get("prompt") or {}).get("code") != "spend" or not pools:
        return tr("The industry marker moves only with industry steps: take an action space that gives them first.")
    return tr("An industry marker stops before the first empty factory slot: build a factory there first.")


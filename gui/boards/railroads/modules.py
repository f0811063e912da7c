"""The German Railroads modules' gestures on the Russian Railroads board: which drags play their moves,
why a drop of their pieces is refused, and the steps of the first-run tour that tell them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action
from gui.boards.base import TourStep
from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import germany
from gui.i18n import tr
from gui.scene.dragdrop import Move

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard


def moves(view: dict[str, Any], action: Action, seat: int) -> list[Move]:
    """The drags of the modules: the black rail onto a branch, a tile into its area, a stoker onto a tile."""
    kind, args = action.kind, [str(a) for a in action.args]
    if kind == "branch":
        line = str(germany.branch_layout(view).get("line", "munich"))
        return [Move(action, f"rail:{seat}:{line}:black", germany.branch_target(seat, args[0]))]
    if kind == "tile":
        area = str(((view.get("prompt") or {}).get("params") or {}).get("area"))
        return [Move(action, f"tile:{args[0]}", germany.area_target(seat, area))]
    if kind == "stoker":
        target = f"loco:{args[1]}:{args[2]}" if args[0] == "loco" else f"fslot:{seat}:{args[1]}"
        return [Move(action, coal_table.STOKER_PIECE, target)]
    return []


def natural_refusal(piece_id: str, view: dict[str, Any]) -> str | None:
    """Germany: colourless rails stand on two lines at most."""
    _, seat, line, colour = (piece_id.split(":") + ["", "", "", ""])[:4]
    players = view.get("players") or []
    if colour != "natural" or not seat.isdigit() or int(seat) >= len(players):
        return None
    found = players[int(seat)].get("germany") or {}
    if found and not found.get("natural_left") and line not in (found.get("natural_lines") or []):
        return tr("Colourless rails may stand on two lines only.")
    return None


def rejection(board: RailroadsBoard, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
    """Why a drop of the modules' pieces is refused: a tile of the wrong size, a stoker on an empty slot."""
    params = (view.get("prompt") or {}).get("params") or {}
    if piece_id.startswith("tile:"):
        if (view.get("prompt") or {}).get("code") != "choose_tile":
            return tr("A track tile is laid only when your black rail reaches a station.")
        size = ((view.get("germany") or {}).get("tiles") or {}).get(piece_id.partition(":")[2], {}).get("size")
        if str(size) != str(params.get("size")):
            return tr("This tile has %1 spaces: %2 takes a tile of %3 spaces.").replace("%1", str(size)).replace(
                "%2", board.words.area(params.get("area"))).replace("%3", str(params.get("size")))
        return tr("Drop the tile into the dashed area %1 of your board.").replace(
            "%1", board.words.area(params.get("area")))
    if piece_id == coal_table.STOKER_PIECE:
        if target_id.startswith(("loco:", "fslot:")):
            return tr("A stoker goes on a locomotive or factory that has none yet.")
        return tr("Drop the stoker on one of your locomotives or factories.")
    if target_id.startswith("branch:"):
        return tr("Only the black rail chooses the branch, when it reaches space 9 of Munich.")
    if target_id.startswith(coal_table.stoker_space_target("")):
        return tr("The stoker space takes coal, not workers: click it in your turn.")
    return None


def tour(board: RailroadsBoard, view: dict[str, Any]) -> list[TourStep]:
    """The German Railroads modules: where their pieces lie and how they are played."""
    steps = []
    if view.get("germany"):
        steps.append(TourStep(tr("Germany: Munich forks at space 9 (drag the black rail onto Berlin or Hamburg); "
                                 "a station's dashed area takes a track tile from the offer on the right."),
                              f"seat:{board.home_seat(view, None)}"))
    if view.get("coal"):
        steps.append(TourStep(tr("Coal: the coal table's stoker space and your foundries are free actions in your "
                                 "own turn, before or after its action: click them when they glow."),
                              coal_table.stoker_space_target("coal_stoker")))
    return steps

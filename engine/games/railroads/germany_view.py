"""The Germany module's part of the view (``view.py`` adds it; see its schema for where).

Keys (all JSON-ready; ``None`` in a game without the module):

Top level ``germany``
    layout      the Germany board before any choice: {"lines": [{"id", "names", "names_in_sentences" (as a
                sentence names the line: "the Munich line"), "colours", "loco_slots",
                "length" (spaces printed on the board; Munich: its common part), "main",
                "areas": [{"id", "names", "station", "size"}], "specials": [special]}],
                "branch": {"line", "space", "options": {name: {"names", "length", "colours",
                "specials": [special]}}}, "doubler_line", "doubler_spaces", "max_industry_markers",
                "max_line_workers", "colour_line_limits": {colour: lines}}
    tiles       catalogue of the 18 track tiles by id: {"id", "size", "specials": [special, "space" on the tile]}
    tile_offer  {"2": [ids], "3": [ids], "4": [ids]}: the public tiles still to take, by size
    income_tokens   catalogue by kind: {"id", "names", "effect", "count" (in the game)}
    income_display  [kinds] face up beside the board, sorted, repeats allowed
    reconstructed   ["board_layout", "track_tiles", "income_token_split"]: what the rules page lists

``players[i]["germany"]``
    branch      None | "berlin" | "hamburg" (chosen for good when black stepped onto Munich's space 9)
    areas       {area id: tile id | None}
    lines       {line id: {"length", "colours", "branch_open", "spaces": [{"space", "source": "board" |
                "branch" | "area" (an empty tile area) | "tile", "branch"?, "area"?, "tile"?, "tile_space"?,
                "specials": [special]}]}}: the line as it is now, space by space; while "branch_open"
                (Munich before the choice) "spaces" holds the common part and "length" is the longest
                branch's, both branches being in layout.branch
    income_tokens  [{"id": kind, "used": bool}] owned, face down (used) this round or face up
    natural_lines  [line ids with a colourless rail]; natural_left: lines it may still start on
    line_workers   workers gained from the board's new-worker spaces; line_workers_max: 2
    industry_markers_max  3

special: {"space", "type", "condition": {"rail", "loco_reach"}, "colour"?, "points"?, "effect"?, "area"?}
Special types added: branch_point, station (its "area"), immediate ("effect"), income_token,
extra_industry_marker (names in the top-level layout.special_types).

Prompts: choose_branch {"branches": [names]}; choose_tile {"area", "size", "tiles": [ids]};
choose_income_token {"tokens": [kinds]}. Actions: branch:<name>, tile:<id>, take_token:<kind>
(or skip), income:<kind> (a free action in the own turn). Events: branch_chosen {branch, line, space};
tile_placed {tile, area, line, space}; income_token_taken {token}; income_token_used {token};
worker_cap_reached {cap}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.railroads.data import COLOUR_INDEX, COLOURS
from engine.games.railroads.germany_board import AREAS, BOARD, MAIN, TILES, TOKENS, line_spaces

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

_SKIP = ("status", "provenance", "note")


def _clean(sd: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in sd.items() if k not in _SKIP}


def _layout() -> dict[str, Any]:
    lines = []
    for ld in BOARD["lines"]:
        lines.append({
            "id": ld["id"], "names": ld["names"], "names_in_sentences": ld["names_in_sentences"],
            "colours": ld["colours"], "loco_slots": ld["loco_slots"], "length": ld["length"], "main": ld["main"],
            "areas": [{"id": a["id"], "names": a["names"], "station": a["station"], "size": a["size"]}
                      for a in ld.get("areas", ())],
            "specials": [_clean(sd) for sd in ld["specials"]],
        })
    branch = BOARD["lines"][MAIN]["branch"]
    return {
        "lines": lines,
        "branch": {"line": BOARD["lines"][MAIN]["id"], "space": branch["space"],
                   "options": {name: {"names": o["names"], "length": o["length"], "colours": o["colours"],
                                      "specials": [_clean(sd) for sd in o["specials"]]}
                               for name, o in branch["options"].items()}},
        "doubler_line": BOARD["doubler_line"], "doubler_spaces": BOARD["doubler_spaces"],
        "max_industry_markers": BOARD["max_industry_markers"], "max_line_workers": BOARD["max_line_workers"],
        "colour_line_limits": BOARD["colour_line_limits"],
    }


STATIC = {
    "layout": _layout(),
    "tiles": {t["id"]: {"id": t["id"], "size": t["size"], "specials": [_clean(sd) for sd in t["specials"]]}
              for t in TILES.values()},
    "income_tokens": {k: {"id": k, "names": t["names"], "effect": t["effect"], "count": t["count"]}
                      for k, t in TOKENS.items()},
    "reconstructed": ["board_layout", "track_tiles", "income_token_split"],
}
SIZES = sorted({t["size"] for t in TILES.values()})


def table_view(state: RailroadsState) -> dict[str, Any] | None:
    table = state.germany
    if table is None:
        return None
    return {
        **STATIC,
        "tile_offer": {str(size): table.offer(size) for size in SIZES},
        "income_display": table.display[:],
    }


def player_view(state: RailroadsState, seat: int) -> dict[str, Any] | None:
    if state.germany is None:
        return None
    p = state.seats[seat]
    board = p.board
    natural = COLOUR_INDEX["natural"]
    on = [ld.id for ld in board.lines if p.rails[ld.index][natural]]
    cap = board.caps[natural] if board.caps is not None else len(board.lines)
    used = list(p.tokens_used)
    tokens = []
    for kind in p.tokens:
        face_down = kind in used
        if face_down:
            used.remove(kind)
        tokens.append({"id": kind, "used": face_down})
    return {
        "branch": board.branch or None,
        "areas": {a.id: board.tiles[a.index] or None for a in AREAS},
        "lines": {ld.id: {"length": ld.length, "colours": [COLOURS[c] for c in ld.colours],
                          "branch_open": ld.index == MAIN and not board.branch,
                          "spaces": line_spaces(board, ld.index)} for ld in board.lines},
        "income_tokens": tokens,
        "natural_lines": on, "natural_left": max(0, cap - len(on)),
        "line_workers": p.line_workers, "line_workers_max": board.worker_cap,
        "industry_markers_max": board.max_markers,
    }


def prompt(state: RailroadsState, item: tuple[Any, ...], acts: list[Any]) -> dict[str, Any] | None:
    """The prompt of a Germany decision, or None for another kind."""
    kind = item[0]
    if kind == "branch":
        return {"code": "choose_branch", "params": {"branches": [str(a.args[0]) for a in acts if a.kind == "branch"]}}
    if kind == "tile":
        area = AREAS[item[2]]
        return {"code": "choose_tile", "params": {"area": area.id, "size": area.size,
                                                  "tiles": [str(a.args[0]) for a in acts if a.kind == "tile"]}}
    if kind == "token":
        return {"code": "choose_income_token",
                "params": {"tokens": [str(a.args[0]) for a in acts if a.kind == "take_token"]}}
    return None

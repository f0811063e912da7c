"""The Germany player board (German Railroads) as line layouts: one shared ``BoardDef`` per shape.

A Germany board changes shape during the game: the main line (Munich) continues with the branch the
player chooses at space 9 (Berlin or Hamburg), and the dashed areas of the two side lines fill with
track tiles. Each shape - (branch, tile per area) - is built once and shared by every seat and copy
that has it; a seat simply points at its shape (``Seat.board``), so rail capacity, specials and
scoring read a line as the per-player sequence of spaces it is now.

Every special space any shape can hold gets its own bit of ``Seat.fired`` here, once, so a special
keeps its bit when the shape around it changes: the board's own spaces first, then the Berlin and
the Hamburg branch, then each tile's spaces (a tile fits only the area of its size).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.games.railroads.data import COLOUR_INDEX, COLOURS, BoardDef, Line, Special, catalogue

CAT = catalogue()
DATA: dict[str, Any] = CAT.germany
BOARD: dict[str, Any] = DATA["board"]
TILES: dict[str, dict[str, Any]] = {t["id"]: t for t in DATA["track_tiles"]["tiles"]}
TILE_IDS: tuple[str, ...] = tuple(TILES)
TOKENS: dict[str, dict[str, Any]] = {t["id"]: t for t in DATA["income_tokens"]["tokens"]}
BRANCHES: tuple[str, ...] = tuple(BOARD["lines"][0]["branch"]["options"])
MAIN = 0  # index of the main line (Munich)
BRANCH_SPACE: int = BOARD["lines"][0]["branch"]["space"]


class Area:
    """A dashed tile area: its line, the station space (the area's first space) and its size."""

    __slots__ = ("index", "id", "line", "station", "size", "names")

    def __init__(self, index: int, area_id: str, line: int, station: int, size: int, names: dict[str, str]):
        self.index = index
        self.id = area_id
        self.line = line
        self.station = station
        self.size = size
        self.names = names


def _areas() -> tuple[Area, ...]:
    found: list[Area] = []
    for li, ld in enumerate(BOARD["lines"]):
        for ad in ld.get("areas", ()):
            found.append(Area(len(found), ad["id"], li, ad["station"], ad["size"], ad["names"]))
    return tuple(found)


AREAS: tuple[Area, ...] = _areas()
AREA_BY_SIZE: dict[int, Area] = {a.size: a for a in AREAS}
assert len(AREA_BY_SIZE) == len(AREAS), "one area per tile size: a tile's size names its area"
NO_TILES: tuple[str, ...] = ("",) * len(AREAS)


def _special(line: int, sd: dict[str, Any], bit: int, space: int | None = None, area: int = -1) -> Special:
    kind = sd["type"]
    condition = sd.get("condition", {})
    return Special(
        line=line, space=sd["space"] if space is None else space, type=kind,
        timing=CAT.special_types[kind]["timing"],
        rail=COLOUR_INDEX[condition.get("rail", "black")], loco=bool(condition.get("loco_reach", False)),
        colour=COLOUR_INDEX[sd["colour"]] if "colour" in sd else -1,
        points=int(sd.get("points", 0)), multiplier=int(sd.get("multiplier", 1)), bit=bit,
        effect=sd.get("effect"), area=area,
    )


class _Universe:
    """Every special space of every shape, with its bit."""

    def __init__(self) -> None:
        bit = 0
        self.board: list[list[Special]] = []  # per line: the board's own specials (with stations, branch)
        for li, ld in enumerate(BOARD["lines"]):
            row = []
            for sd in ld["specials"]:
                row.append(_special(li, sd, bit))
                bit += 1
            if "branch" in ld:
                row.append(_special(li, {"space": ld["branch"]["space"], "type": "branch_point"}, bit))
                bit += 1
            for area in AREAS:
                if area.line == li:
                    row.append(_special(li, {"space": area.station, "type": "station"}, bit, area=area.index))
                    bit += 1
            row.sort(key=lambda s: s.space)
            self.board.append(row)
        self.branch: dict[str, list[Special]] = {}
        for name, bd in BOARD["lines"][MAIN]["branch"]["options"].items():
            self.branch[name] = []
            for sd in bd["specials"]:
                self.branch[name].append(_special(MAIN, sd, bit))
                bit += 1
        self.tile: dict[str, list[Special]] = {}
        for tile_id, td in TILES.items():
            area = AREA_BY_SIZE[td["size"]]
            self.tile[tile_id] = []
            for sd in td["specials"]:
                self.tile[tile_id].append(_special(area.line, sd, bit, space=area.station + sd["space"] - 1))
                bit += 1
        self.bits = bit


UNIVERSE = _Universe()


def germany_board(branch: str = "", tiles: tuple[str, ...] = NO_TILES) -> BoardDef:
    """The Germany board with ``branch`` chosen ('' before the choice) and ``tiles`` in the areas:
    one board per shape, however it is asked for."""
    return _germany_board(branch, tiles)


@cache
def _germany_board(branch: str, tiles: tuple[str, ...]) -> BoardDef:
    """Built once per shape. Before the choice the main line may run as far as its longest branch
    (so a rail step count that only Hamburg can take is still possible) but holds no branch
    space's specials yet; white, which only Hamburg allows, is not allowed before the choice."""
    board = BoardDef("germany")
    board.max_markers = BOARD["max_industry_markers"]
    board.worker_cap = BOARD["max_line_workers"]
    caps = [0] * len(COLOURS)
    for colour, limit in BOARD["colour_line_limits"].items():
        caps[COLOUR_INDEX[colour]] = limit
    board.caps = tuple(caps)
    board.branch = branch
    board.tiles = tiles
    options = BOARD["lines"][MAIN]["branch"]["options"]
    lines = []
    for li, ld in enumerate(BOARD["lines"]):
        specials = list(UNIVERSE.board[li])
        colour_names = ld["colours"]
        length = ld["length"]
        if li == MAIN:
            if branch:
                specials.extend(UNIVERSE.branch[branch])
                colour_names = options[branch]["colours"]
                length = options[branch]["length"]
            else:
                length = max(o["length"] for o in options.values())
        for area in AREAS:
            if area.line == li and tiles[area.index]:
                specials.extend(UNIVERSE.tile[tiles[area.index]])
        specials.sort(key=lambda s: (s.space, s.bit))
        colours = tuple(COLOUR_INDEX[c] for c in colour_names)
        lines.append(Line(
            li, ld["id"], length, colours, tuple(c in colours for c in range(len(COLOURS))), ld["loco_slots"],
            tuple(specials), ld["names"], any(s.type == "star_points" for s in specials),
        ))
    board.finish(tuple(lines), BOARD["doubler_line"], BOARD["doubler_spaces"], BOARD["start"]["first_locomotive_line"])
    return board


def line_spaces(board: BoardDef, line: int) -> list[dict[str, Any]]:
    """The line of this shape as a space sequence for the view: per space where it comes from
    ("board", "branch" or "tile" with its area and tile, "area" for an empty tile area) and its specials.
    Before the branch is chosen the main line lists its common spaces only (both branches are in
    the layout)."""
    ld = board.lines[line]
    by_space: dict[int, list[Special]] = {}
    for sp in ld.specials:
        by_space.setdefault(sp.space, []).append(sp)
    result = []
    main = BOARD["lines"][MAIN]
    common = main["length"]
    last = common if line == MAIN and not board.branch else ld.length  # before the choice: the common part
    for space in range(1, last + 1):
        entry: dict[str, Any] = {"space": space, "source": "board"}
        if line == MAIN and space > common:
            entry["source"] = "branch"
            if board.branch:
                entry["branch"] = board.branch
        for area in AREAS:
            if area.line == line and area.station <= space < area.station + area.size:
                entry["area"] = area.id
                entry["source"] = "tile" if board.tiles[area.index] else "area"
                if board.tiles[area.index]:
                    entry["tile"] = board.tiles[area.index]
                    entry["tile_space"] = space - area.station + 1
        entry["specials"] = [special_view(sp) for sp in by_space.get(space, ())]
        result.append(entry)
    return result


def special_view(sp: Special) -> dict[str, Any]:
    result: dict[str, Any] = {"space": sp.space, "type": sp.type,
                              "condition": {"rail": COLOURS[sp.rail], "loco_reach": sp.loco}}
    if sp.colour >= 0:
        result["colour"] = COLOURS[sp.colour]
    if sp.points:
        result["points"] = sp.points
    if sp.effect is not None:
        result["effect"] = sp.effect
    if sp.area >= 0:
        result["area"] = AREAS[sp.area].id
    return result

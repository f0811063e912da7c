"""Russian Railroads' tables, loaded once from data/*.json into immutable lookups shared by every state."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

from engine.core.package_data import data_folder

DATA_DIR: Final = data_folder(__name__)

COLOURS: Final = ("black", "grey", "brown", "natural", "white")
COLOUR_INDEX: Final = {c: i for i, c in enumerate(COLOURS)}
ANY: Final = 5  # colour code of "a step with any rail"
BLACK_OR_GREY: Final = 6  # colour code of "a black or a grey step"
COLOUR_CODES: Final = {**COLOUR_INDEX, "any": ANY, "black_or_grey": BLACK_OR_GREY}
CODE_NAMES: Final = {v: k for k, v in COLOUR_CODES.items()}
SPECIAL_LOCO: Final = 10  # tile id of the #9 from the "?" card, which has no factory side


def load_json(name: str) -> Any:
    with open(DATA_DIR / name, encoding="utf-8") as handle:
        return json.load(handle)


@dataclass(frozen=True)
class Special:
    """One special space of a line; ``bit`` indexes the player's fired-specials mask."""

    line: int
    space: int
    type: str
    timing: str
    rail: int  # colour index that must stand on or beyond the space
    loco: bool  # the line's locomotive reach must reach the space too
    colour: int  # unlocked colour (unlock_colour), else -1
    points: int
    multiplier: int
    bit: int
    effect: Any = field(default=None, compare=False)  # what an immediate special gives (Germany), else None
    area: int = -1  # the tile area a station opens (Germany), else -1


@dataclass(frozen=True)
class Line:
    index: int
    id: str
    length: int
    colours: tuple[int, ...]
    allowed: tuple[bool, ...]  # by colour index
    loco_slots: int
    specials: tuple[Special, ...]
    names: dict[str, str]
    has_stars: bool


@dataclass(frozen=True)
class Space:
    """A main-board action space; workers/coins are None when printed on the engineer."""

    id: str
    group: str
    workers: int | None
    coins: int | None
    effect: dict[str, Any]
    sides: tuple[str, ...]
    unlimited: bool
    reusable: bool


@dataclass(frozen=True)
class Engineer:
    number: int
    id: str
    letter: str | None
    workers: int
    coins: int
    effect: dict[str, Any]


class Catalogue:
    """Every table of the game by id and index; built once, never changed."""

    def __init__(self) -> None:
        board = load_json("board.json")
        tracks = load_json("tracks.json")
        specials = load_json("specials.json")
        setup = load_json("setup.json")
        industry = load_json("industry.json")
        factories = load_json("factories.json")
        engineers = load_json("engineers.json")
        cards = load_json("cards.json")
        self.raw = {
            "board": board, "tracks": tracks, "specials": specials, "setup": setup, "industry": industry,
            "factories": factories, "engineers": engineers, "cards": cards,
            "locomotives": load_json("locomotives.json"),
        }
        self.sides: dict[str, dict[str, Any]] = board["sides"]
        self.spaces: dict[str, Space] = {}
        for s in board["spaces"]:
            cost = s["cost"]
            self.spaces[s["id"]] = Space(
                s["id"], s["group"], cost["workers"], cost["coins"], s["effect"], tuple(s["sides"]),
                bool(s["unlimited"]), bool(s["reusable"]),
            )
        self.space_order = tuple(self.spaces)
        self.setup: dict[int, dict[str, Any]] = {int(k): v for k, v in setup["players"].items()}
        self.end_cards_removed: int = setup["end_cards_removed"]
        self.special_types: dict[str, dict[str, Any]] = specials["types"]
        self.value_tables: dict[str, tuple[int, ...]] = {
            key: tuple(t["values"][c] for c in COLOURS) for key, t in tracks["value_tables"].items()
        }
        self.boards: dict[str, BoardDef] = {
            key: BoardDef(key, b, self.special_types) for key, b in tracks["boards"].items()
        }
        lane = industry["lane"]
        self.lane_kinds: tuple[str, ...] = tuple(e["kind"] for e in lane)
        self.lane_end = len(lane) - 1
        self.lane_slot: tuple[int, ...] = tuple(e.get("slot", 0) for e in lane)  # factory slot (1..5) or 0
        self.slot_index: dict[int, int] = {e["slot"]: e["idx"] for e in lane if e["kind"] == "factory"}
        self.factory_slots = len(self.slot_index)
        points = []
        last = 0
        for e in lane:
            if e.get("points") is not None:
                last = e["points"]
            points.append(last)
        self.lane_points: tuple[int, ...] = tuple(points)
        self.max_markers: int = industry["max_markers"]
        self.markers_share: bool = industry["markers_may_share_space"]
        self.factory_effects: dict[int, dict[str, Any]] = {f["number"]: f["effect"] for f in factories["factories"]}
        self.engineers: dict[int, Engineer] = {}
        for e in engineers["engineers"]:
            cost = e["cost"]
            self.engineers[e["number"]] = Engineer(
                e["number"], e["id"], e["letter"], cost["workers"], cost["coins"], e["effect"]
            )
        self.engineer_by_id = {e.id: e for e in self.engineers.values()}
        self.germany: dict[str, Any] = load_json("germany.json")
        self.raw["germany"] = self.germany
        for kind, spec in self.germany["special_types"].items():
            self.special_types.setdefault(kind, spec)
        self.majority: dict[str, Any] = engineers["majority"]
        self.hire_coins: int = engineers["hire_cost"]["coins"]
        self.start_cards: dict[str, dict[str, Any]] = {c["id"]: c["effect"] for c in cards["starting_bonus"]}
        self.turn_points: dict[int, int] = {int(k): v for k, v in cards["turn_order_points"]["values"].items()}
        self.markers: tuple[str, ...] = tuple(m["id"] for m in cards["bonus_markers"])
        self.marker_effects: dict[str, dict[str, Any]] = {m["id"]: m["effect"] for m in cards["bonus_markers"]}
        self.question_cards: dict[str, dict[str, Any]] = {c["id"]: c["effect"] for c in cards["question_cards"]}
        self.end_cards: dict[str, dict[str, Any]] = {c["id"]: c["scoring"] for c in cards["end_cards"]}


class BoardDef:
    """A player-board layout: Russia, or one shape of a player's Germany board (``germany_board.py``
    builds those: a branch chosen or not, track tiles laid or not; each shape is one shared value).

    A line is a sequence of spaces 1..length with its specials; ``caps`` limits, per colour, on how
    many lines that colour may stand at once (None: no limit); ``worker_cap`` the most workers the
    board's new-worker spaces give (None: no limit); ``max_markers`` the most industry markers."""

    caps: tuple[int, ...] | None = None
    worker_cap: int | None = None
    branch: str = ""  # Germany: the chosen branch of the main line ('' before the choice)
    tiles: tuple[str, ...] = ()  # Germany: the tile in each area ('' while empty)

    def __init__(self, key: str, data: dict[str, Any] | None = None, types: dict[str, dict[str, Any]] | None = None) -> None:
        self.key = key
        if data is None or types is None:
            return  # a board put together piece by piece (germany_board.py, or unpickled) sets the rest
        self.max_markers: int = load_json("industry.json")["max_markers"]
        lines = []
        bit = 0
        for index, ld in enumerate(data["lines"]):
            colours = tuple(COLOUR_INDEX[c] for c in ld["colours"])
            specials = []
            for sd in ld["specials"]:
                kind = sd["type"]
                condition = sd.get("condition", {})
                specials.append(Special(
                    line=index, space=sd["space"], type=kind, timing=types[kind]["timing"],
                    rail=COLOUR_INDEX[condition.get("rail", "black")], loco=bool(condition.get("loco_reach", False)),
                    colour=COLOUR_INDEX[sd["colour"]] if "colour" in sd else -1,
                    points=int(sd.get("points", 0)), multiplier=int(sd.get("multiplier", 1)), bit=bit,
                ))
                bit += 1
            lines.append(Line(
                index, ld["id"], ld["length"], colours, tuple(c in colours for c in range(len(COLOURS))),
                ld["loco_slots"], tuple(specials), ld["names"], any(sp.type == "star_points" for sp in specials),
            ))
        self.finish(tuple(lines), data["doubler_line"], data["doubler_spaces"], data["start"]["first_locomotive_line"])

    def __reduce__(self) -> tuple[object, ...]:
        # a board is one shared value per shape: a pickled state (the AI's helper processes) names it
        return (shared_board, (self.key, self.branch, self.tiles))

    def finish(self, lines: tuple[Line, ...], doubler_line: str, doubler_spaces: list[int], first_loco: str) -> None:
        """Set what follows from the lines (shared by every kind of board)."""
        self.lines: tuple[Line, ...] = lines
        self.line_index = {line.id: line.index for line in self.lines}
        self.specials: tuple[Special, ...] = tuple(s for line in self.lines for s in line.specials)
        self.once: tuple[Special, ...] = tuple(s for s in self.specials if s.timing == "once")
        self.doubler_line: int = self.line_index[doubler_line]
        self.doubler_spaces: tuple[int, ...] = tuple(doubler_spaces)
        self.first_loco_line: int = self.line_index[first_loco]
        self.slots: tuple[tuple[int, int], ...] = tuple(
            (line.index, k) for line in self.lines for k in range(line.loco_slots)
        )


def shared_board(key: str, branch: str, tiles: tuple[str, ...]) -> BoardDef:
    """The one board of this shape (the catalogue's, or a Germany board's)."""
    if key == "germany":
        from engine.games.railroads.germany_board import germany_board  # it builds on this module

        return germany_board(branch, tiles)
    return catalogue().boards[key]


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    return Catalogue()

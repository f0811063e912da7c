"""German Railroads, the Germany module (option ``germany``): the Germany boards' branch, track tiles,
new special spaces and income tokens.

The board shapes live in ``germany_board.py``; this module holds the public table of the module
(track tiles laid out by size, the income-token display), the handlers of the new special spaces,
the decisions they open and the income tokens as free actions (``free_actions.py``).

Decisions (``state.locked``): ``("branch", True)`` when black is to stand on Munich's space 9:
``branch:berlin`` | ``branch:hamburg``; ``("tile", True, area)`` when black reaches a station:
``tile:<id>`` of exactly the area's size from the public offer; ``("token", False)`` on an income
space: ``take_token:<kind>`` from the display (or ``skip``). Free action: ``income:<kind>`` uses one
own face-up token of that kind (its effect may be done in part).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import Action, Event
from engine.games.railroads import effects, free_actions
from engine.games.railroads.data import ANY, BLACK_OR_GREY, COLOUR_CODES, BoardDef, catalogue
from engine.games.railroads.germany_board import (
    AREAS,
    BRANCH_SPACE,
    BRANCHES,
    MAIN,
    TILES,
    TOKENS,
    germany_board,
)
from engine.games.railroads.moves import act
from engine.games.railroads.player import Seat

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT = catalogue()
OPTION = "germany"


class Table:
    """The module's public supply: the track tiles not yet laid and the face-up income tokens."""

    __slots__ = ("tiles", "display")

    def __init__(self) -> None:
        self.tiles: list[str] = sorted(TILES)
        self.display: list[str] = sorted(k for k, t in TOKENS.items() for _ in range(t["count"]))

    def copy(self) -> Table:
        twin = Table.__new__(Table)
        twin.tiles = self.tiles[:]
        twin.display = self.display[:]
        return twin

    def offer(self, size: int) -> list[str]:
        return [t for t in self.tiles if TILES[t]["size"] == size]


def new_table(opts: Mapping[str, Any]) -> Table | None:
    return Table() if opts.get(OPTION) else None


def start_board(opts: Mapping[str, Any]) -> BoardDef:
    return germany_board() if opts.get(OPTION) else CAT.boards["russia"]


def table(state: RailroadsState) -> Table:
    found = state.germany
    assert found is not None, "the Germany module is not in play"
    return found


# --- the new special spaces --------------------------------------------------
def _announce(state: RailroadsState, seat: int, sp: Any) -> None:
    state.events.append(Event("special_reached", {"type": sp.type, "line": state.line_id(sp.line),
                                                  "space": sp.space}, seat))


def _branch_point(state: RailroadsState, seat: int, sp: Any) -> None:
    state.locked.append(("branch", True))


def _station(state: RailroadsState, seat: int, sp: Any) -> None:
    _announce(state, seat, sp)
    state.locked.append(("tile", True, sp.area))


def _immediate(state: RailroadsState, seat: int, sp: Any) -> None:
    _announce(state, seat, sp)
    effects.push(state, seat, sp.effect, False)


def _income_token(state: RailroadsState, seat: int, sp: Any) -> None:
    _announce(state, seat, sp)
    if table(state).display:
        state.locked.append(("token", False))


def _extra_marker(state: RailroadsState, seat: int, sp: Any) -> None:
    _announce(state, seat, sp)
    effects.push(state, seat, {"type": "extra_industry_marker"}, False)


effects.HANDLERS.update({
    "branch_point": _branch_point, "station": _station, "immediate": _immediate,
    "income_token": _income_token, "extra_industry_marker": _extra_marker,
})


# --- decisions ------------------------------------------------------------------
def branch_options(state: RailroadsState, seat: int) -> list[str]:
    """The branches the player may choose: those on which the turn's mandatory steps stay possible."""
    p = state.seats[seat]
    rest = [[item[2], item[3], item[4], item[5]] for item in state.pools if item[0] == "rail" and item[1]]
    if not rest:
        return list(BRANCHES)
    fits = [name for name in BRANCHES
            if effects.simulate(germany_board(name, p.board.tiles), p, p.rails, p.unlocked, rest)]
    return fits or list(BRANCHES)


def _branch_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("branch", name) for name in branch_options(state, seat)]


def _tile_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("tile", t) for t in table(state).offer(AREAS[item[2]].size)]


def _token_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("take_token", k) for k in sorted(set(table(state).display))]


effects.DECISIONS.update({"branch": _branch_actions, "tile": _tile_actions, "token": _token_actions})


def _choose_branch(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    name = str(action.args[0])
    p = state.seats[seat]
    p.board = germany_board(name, p.board.tiles)
    state.events.append(Event("branch_chosen", {"branch": name, "line": state.line_id(MAIN),
                                                "space": BRANCH_SPACE}, seat))
    effects.check_specials(state, seat, MAIN)


def _lay_tile(state: RailroadsState, seat: int, action: Action) -> None:
    item = state.locked.pop(0)
    area = AREAS[item[2]]
    tile = str(action.args[0])
    table(state).tiles.remove(tile)
    p = state.seats[seat]
    tiles = list(p.board.tiles)
    tiles[area.index] = tile
    p.board = germany_board(p.board.branch, tuple(tiles))
    state.events.append(Event("tile_placed", {"tile": tile, "area": area.id, "line": state.line_id(area.line),
                                              "space": area.station}, seat))
    effects.check_specials(state, seat, area.line)


def _take_token(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    kind = str(action.args[0])
    table(state).display.remove(kind)
    p = state.seats[seat]
    p.tokens.append(kind)
    p.tokens.sort()
    state.events.append(Event("income_token_taken", {"token": kind}, seat))


# --- income tokens: free actions in the owner's own turn ----------------------------
def unused_tokens(p: Seat) -> list[str]:
    """Kinds of the player's face-up tokens (a kind once however many are face up)."""
    result = []
    for kind in p.tokens:
        if kind not in result and p.tokens.count(kind) > p.tokens_used.count(kind):
            result.append(kind)
    return result


def _token_useful(state: RailroadsState, p: Seat, kind: str) -> bool:
    """Whether a token of ``kind`` could do anything now (a token that can do nothing is not offered)."""
    effect = TOKENS[kind]["effect"]
    leaves = effect["effects"] if effect["type"] == "all" else [effect]
    room = None
    for leaf in leaves:
        kind_ = leaf["type"]
        if kind_ == "coins":
            return True
        if kind_ == "industry_steps":
            if p.industry_capacity(state.opts.get("industry_split", True)) > 0:
                return True
        elif kind_ == "rail_steps":
            if room is None:
                room = effects.rooms(p)
            code = COLOUR_CODES[leaf["colour"]]
            if code == ANY:
                if any(room):
                    return True
            elif code == BLACK_OR_GREY:
                if room[0] or room[1]:
                    return True
            elif room[code]:
                return True
    return False


def offer(state: RailroadsState, seat: int) -> list[Action]:
    if state.phase != "actions" or state.passed[seat]:
        return []
    p = state.seats[seat]
    if not p.tokens:
        return []
    return [act("income", kind) for kind in unused_tokens(p) if _token_useful(state, p, kind)]


def use_token(state: RailroadsState, seat: int, action: Action) -> None:
    kind = str(action.args[0])
    p = state.seats[seat]
    p.tokens_used.append(kind)
    p.tokens_used.sort()
    state.events.append(Event("income_token_used", {"token": kind}, seat))
    effects.push(state, seat, TOKENS[kind]["effect"], False)


def round_reset(p: Seat) -> None:
    """After scoring every income token is face up again."""
    p.tokens_used = []


free_actions.register(free_actions.Provider(
    name=OPTION, option=OPTION, kinds=("income",), offer=offer, apply=use_token,
))

effects.RESOLVERS.update({"branch": _choose_branch, "tile": _lay_tile, "take_token": _take_token})

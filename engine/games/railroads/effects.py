"""Effects of spaces, engineers, factories and cards: what they put before a player, whether a
contested one can be done in full, and how each small resolving action is carried out.

Pending pieces of a turn live on the state as tuples (cheap to copy):
parallel pools ``("rail", mandatory, colour_code, count, distinct, used_mask)``,
``("industry", mandatory, count, marker_lock)``, ``("loco", mandatory)``, ``("factory", mandatory)``;
decisions taken one at a time ``("choice", mandatory, options)``, ``("marker", False)``,
``("qcard", mandatory)``, ``("reuse", mandatory, max_workers)``; end-card picks in ``deferred``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import product
from typing import TYPE_CHECKING, Any, Final

from engine.core import Action, Event
from engine.games.railroads.data import (
    ANY,
    BLACK_OR_GREY,
    COLOUR_CODES,
    COLOURS,
    SPECIAL_LOCO,
    BoardDef,
    catalogue,
)
from engine.games.railroads.modules import engineer_number
from engine.games.railroads.moves import SKIP, act
from engine.games.railroads.player import STOKER, Seat, capacity, loco_reach, pool_admits

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT: Final = catalogue()


def _specificity(item: tuple[Any, ...]) -> tuple[int, int]:
    code = item[2]
    if code < ANY:
        rank = 0
    elif code == BLACK_OR_GREY:
        rank = 1
    elif item[4]:
        rank = 2
    else:
        rank = 3
    return rank, 0 if item[1] else 1


def pick_pool(pools: list[tuple[Any, ...]], colour: int) -> int:
    """Index of the rail pool a step of ``colour`` is taken from: the most specific that admits it."""
    best = -1
    best_key = (9, 9)
    for index, item in enumerate(pools):
        if item[0] != "rail" or not pool_admits(item[2], colour, item[5]):
            continue
        key = _specificity(item)
        if key < best_key:
            best, best_key = index, key
    return best


def simulate(board: BoardDef, p: Seat, rails: list[list[int]], unlocked: list[bool],
             pools: list[list[int]]) -> bool:
    """Whether every step of ``pools`` ([code, count, distinct, used]) can still be made.

    Steps never take room from another colour (a rail only makes room behind it), so taking
    any possible step, lowest colour first, finds a complete sequence whenever one exists.
    """
    rails = [r[:] for r in rails]
    unlocked = unlocked[:]
    pools = sorted((q[:] for q in pools if q[1] > 0), key=lambda q: _specificity(("rail", 1, q[0], 0, q[2])))
    lines = range(len(board.lines))
    while pools:
        moved = False
        for q in pools:
            code, _count, _distinct, used = q
            for colour in range(len(COLOURS)):
                if not pool_admits(code, colour, used):
                    continue
                for line in (lines if board.caps is None or not board.caps[colour]
                             else _capped_order(board, rails, unlocked, colour)):
                    if capacity(board, rails, unlocked, line, colour):
                        rails[line][colour] += 1
                        if colour == 0:
                            _sim_unlocks(board, p, rails, unlocked, line)
                        q[1] -= 1
                        if q[2]:
                            q[3] |= 1 << colour
                        moved = True
                        break
                if moved:
                    break
            if moved:
                break
        if not moved:
            return False
        pools = [q for q in pools if q[1] > 0]
    return True


def _admits_capped(board: BoardDef, code: int) -> bool:
    """Whether a rail pool of colour ``code`` may step a colour limited to some lines."""
    caps = board.caps or ()
    return any(cap and pool_admits(code, colour, 0) for colour, cap in enumerate(caps))


def _capped_order(board: BoardDef, rails: list[list[int]], unlocked: list[bool], colour: int) -> list[int]:
    """Lines for a step of a colour limited to a number of lines: those it stands on first, then the
    others by their room (starting it where it can go furthest leaves the most steps possible)."""
    return sorted(range(len(board.lines)), key=lambda line: (
        0 if rails[line][colour] else 1, -capacity(board, rails, unlocked, line, colour)))


def _sim_unlocks(board: BoardDef, p: Seat, rails: list[list[int]], unlocked: list[bool], line: int) -> None:
    for sp in board.lines[line].specials:
        if sp.type == "unlock_colour" and rails[line][sp.rail] >= sp.space:
            if not sp.loco or p.reach(line) >= sp.space:
                unlocked[sp.colour] = True


def rail_steps(state: RailroadsState, p: Seat, rail_pools: list[tuple[Any, ...]]) -> list[tuple[int, int]]:
    """The (line, colour) steps the rail pools allow now; a mandatory pool must stay completable."""
    board = p.board
    rails = p.rails
    unlocked = p.unlocked
    candidates = []
    for line in board.lines:
        for colour in line.colours:
            if not unlocked[colour] or not capacity(board, rails, unlocked, line.index, colour):
                continue
            for item in rail_pools:
                if pool_admits(item[2], colour, item[5]):
                    candidates.append((line.index, colour))
                    break
    mandatory = [item for item in rail_pools if item[1]]
    if not mandatory or (len(rail_pools) == 1 and not mandatory[0][4]
                         and (board.caps is None or not _admits_capped(board, mandatory[0][2]))):
        return candidates  # (a colour limited to some lines makes the choice of line matter)
    kept = []
    for line_index, colour in candidates:
        index = pick_pool(state.pools, colour)
        rest = []
        for k, item in enumerate(state.pools):
            if item[0] != "rail" or not item[1]:
                continue
            count = item[3] - 1 if k == index else item[3]
            used = item[5] | (1 << colour) if k == index and item[4] else item[5]
            rest.append([item[2], count, item[4], used])
        after = [r[:] for r in rails]
        after[line_index][colour] += 1
        unl = unlocked[:]
        if colour == 0:
            _sim_unlocks(board, p, after, unl, line_index)
        if simulate(board, p, after, unl, rest):
            kept.append((line_index, colour))
    return kept


# --- can a contested effect be done in full? --------------------------------------
_ALTERNATIVES: Final[dict[int, list[tuple[dict[str, Any], ...]]]] = {}


def alternatives(effect: dict[str, Any]) -> list[tuple[dict[str, Any], ...]]:
    """The effect as a list of ways to carry it out, each a tuple of leaf effects."""
    key = id(effect)
    cached = _ALTERNATIVES.get(key)
    if cached is not None:
        return cached
    kind = effect["type"]
    if kind == "all":
        parts = [alternatives(e) for e in effect["effects"]]
        result = [tuple(leaf for alt in combo for leaf in alt) for combo in product(*parts)]
    elif kind == "choice":
        result = [alt for option in effect["options"] for alt in alternatives(option)]
    else:
        result = [(effect,)]
    _ALTERNATIVES[key] = result
    return result


class Req:
    """One way of carrying out an effect, reduced to what must be available."""

    __slots__ = ("rails", "industry", "locos", "factories", "doublers", "checks")

    def __init__(self, leaves: tuple[dict[str, Any], ...]) -> None:
        rails = []
        self.industry = self.locos = self.factories = self.doublers = 0
        checks = []
        for leaf in leaves:
            kind = leaf["type"]
            if kind == "rail_steps":
                rails.append((COLOUR_CODES[leaf["colour"]], leaf["count"], 1 if leaf.get("distinct") else 0))
            elif kind == "industry_steps":
                self.industry += leaf["count"]
            elif kind == "take_locomotive":
                self.locos += 1
            elif kind == "take_factory":
                self.factories += 1
            elif kind == "doubler":
                self.doublers += leaf["count"]
            elif kind in ("end_bonus_card", "hire_engineer", "use_engineer_action", "reuse_action_space",
                          "temp_workers"):
                checks.append(leaf)
            elif kind in CHECKS:
                checks.append(leaf)
        self.rails = tuple(rails)
        self.checks = tuple(checks)


_REQS: Final[dict[int, tuple[Req, ...]]] = {}


def requirements(effect: dict[str, Any]) -> tuple[Req, ...]:
    key = id(effect)
    cached = _REQS.get(key)
    if cached is None:
        cached = _REQS[key] = tuple(Req(alt) for alt in alternatives(effect))
    return cached


# rooms by board, rails and unlocked colours: the rails change a few times a turn, the rooms are
# asked at every step (each placement listed is checked against them)
_ROOMS: Final[dict[tuple[object, ...], tuple[int, ...]]] = {}
ROOMS_KEPT: Final = 20_000  # answers; then the memo starts afresh


def rooms(p: Seat) -> tuple[int, ...]:
    """Steps each colour can still take over all lines (ignoring colours unlocked on the way)."""
    key = rails_key(p)
    known = _ROOMS.get(key)
    if known is None:
        if len(_ROOMS) >= ROOMS_KEPT:
            _ROOMS.clear()
        known = _ROOMS[key] = tuple(_rooms(p))
    return known


def rails_key(p: Seat) -> tuple[object, ...]:
    """The board, the unlocked colours and the rails as a short key: a line's rails as one number of
    base 64 (a rail never gets near space 64)."""
    unlocked = 0
    for colour, yes in enumerate(p.unlocked):
        if yes:
            unlocked |= 1 << colour
    key: list[object] = [p.board, unlocked]
    for row in p.rails:
        code = 0
        for position in row:
            code = code * 64 + position
        key.append(code)
    return tuple(key)


def _rooms(p: Seat) -> list[int]:
    board = p.board
    result = [0] * len(COLOURS)
    caps = board.caps
    if caps is None:
        for line in board.lines:
            for colour in line.colours:
                result[colour] += capacity(board, p.rails, p.unlocked, line.index, colour)
        return result
    for line in board.lines:
        for colour in line.colours:
            if not caps[colour]:
                result[colour] += capacity(board, p.rails, p.unlocked, line.index, colour)
    for colour, cap in enumerate(caps):
        if cap and p.unlocked[colour]:
            result[colour] = _capped_room(board, p, colour, cap)
    return result


def _capped_room(board: BoardDef, p: Seat, colour: int, cap: int) -> int:
    """A colour limited to ``cap`` lines: the room of the lines it stands on, plus the best lines it may
    still start on."""
    started = 0
    room = 0
    fresh = []
    for line in board.lines:
        if p.rails[line.index][colour]:
            started += 1
            room += capacity(board, p.rails, p.unlocked, line.index, colour)
        else:
            fresh.append(capacity(board, p.rails, p.unlocked, line.index, colour))
    fresh.sort(reverse=True)
    return room + sum(fresh[: max(0, cap - started)])


def pool_room(room: Sequence[int], code: int, distinct: int) -> int:
    """Steps a single rail pool of colour ``code`` finds room for (``rooms``), colours unlocked on
    the way left out: when they are enough, the pool can be done in full."""
    if code < ANY:
        return room[code]
    if code == BLACK_OR_GREY:
        return room[0] + room[1]
    if distinct:
        return sum(1 for r in room if r)
    return sum(room)


def feasible(state: RailroadsState, seat: int, effect: dict[str, Any], room: Sequence[int] | None = None) -> bool:
    reqs = _REQS.get(id(effect))
    if reqs is None:
        reqs = requirements(effect)
    for req in reqs:
        if _feasible_req(state, seat, req, room):
            return True
    return False


def _feasible_req(state: RailroadsState, seat: int, req: Req, room: Sequence[int] | None) -> bool:
    p = state.seats[seat]
    for leaf in req.checks:
        kind = leaf["type"]
        if kind == "end_bonus_card":
            if not state.deck:
                return False
        elif kind == "hire_engineer":
            if not state.row or not state.row[leaf["slot"]]:
                return False
        elif kind == "use_engineer_action":
            number = state.row[leaf["slot"]] if leaf["slot"] < len(state.row) else 0
            if not number or not feasible(state, seat, CAT.engineers[number].effect, room):
                return False
        elif kind == "reuse_action_space":
            if not reuse_candidates(state, seat, leaf.get("max_workers", 1), True):
                return False
        elif kind == "temp_workers":
            if state.turquoise >= 0:
                return False
        elif not CHECKS[kind](state, seat, leaf):
            return False
    if req.industry and p.industry_capacity(state.opts.get("industry_split", True)) < req.industry:
        return False
    if req.locos or req.factories:
        supply = state.supply_count()
        if supply < req.locos or supply + len(state.returned) < req.locos + req.factories:
            return False
    if req.doublers and p.free_doublers() < req.doublers:
        return False
    rails = req.rails
    if not rails:
        return True
    if room is None:
        room = rooms(p)
    if len(rails) == 1:
        code, count, distinct = rails[0]
        if pool_room(room, code, distinct) >= count:
            return True
        if code < ANY:
            return False  # steps of one colour make no room for that colour
    return simulate(p.board, p, p.rails, p.unlocked, [list(r) + [0] for r in rails])


def reuse_candidates(state: RailroadsState, seat: int, max_workers: int, full: bool) -> list[str]:
    result = []
    for sid in state.seats[seat].placements:
        space = CAT.spaces[sid]
        if sid in result or not space.reusable or (space.coins or 0) or (space.workers or 0) > max_workers:
            continue
        if full and not feasible(state, seat, space.effect):
            continue
        result.append(sid)
    return result


# --- putting an effect before the player ------------------------------------------
def push(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    p = state.seats[seat]
    events = state.events
    kind = effect["type"]
    if kind == "all":
        for part in effect["effects"]:
            push(state, seat, part, mand)
    elif kind == "rail_steps":
        state.pools.append(("rail", mand, COLOUR_CODES[effect["colour"]], effect["count"],
                            bool(effect.get("distinct")), 0))
    elif kind == "industry_steps":
        if len(p.industry) == 1:
            for _ in range(effect["count"]):
                if not p.marker_can_step(0):
                    break
                industry_step(state, seat, 0)
        else:
            state.pools.append(("industry", mand, effect["count"], -1))
    elif kind == "take_locomotive":
        state.pools.append(("loco", mand))
    elif kind == "take_factory":
        state.pools.append(("factory", mand))
    elif kind == "take_special_locomotive":
        state.held = SPECIAL_LOCO
        events.append(Event("locomotive_taken", {"tile": SPECIAL_LOCO}, seat))
    elif kind == "choice":
        options = tuple(effect["options"])
        usable = [o for o in options if feasible(state, seat, o)] if mand else list(options)
        if len(usable) == 1:
            push(state, seat, usable[0], mand)
        elif usable:
            state.locked.append(("choice", mand, options))
    elif kind == "doubler":
        for _ in range(effect["count"]):
            if p.free_doublers() <= 0:
                break
            p.doublers += 1
            events.append(Event("doubler_placed", {"space": p.board.doubler_spaces[p.doublers - 1]}, seat))
    elif kind == "coins":
        p.coins += effect["count"]
        events.append(Event("coins_gained", {"count": effect["count"]}, seat))
    elif kind == "points":
        p.add_points("bonuses", effect["count"])
        events.append(Event("points_scored", {"points": effect["count"], "category": "bonuses"}, seat))
    elif kind == "points_formula":
        points = formula(p, effect["formula"])
        p.add_points("bonuses", points)
        events.append(Event("points_scored", {"points": points, "category": "bonuses",
                                              "formula": effect["formula"]}, seat))
    elif kind == "temp_workers":
        p.temp += effect["count"]
        state.turquoise = seat
        events.append(Event("helpers_taken", {"count": effect["count"]}, seat))
    elif kind == "claim_turn_order":
        state.claims[effect["position"] - 1] = seat
        events.append(Event("turn_order_claimed", {"position": effect["position"]}, seat))
    elif kind == "hire_engineer":
        number = state.row[effect["slot"]]
        state.row[effect["slot"]] = 0
        p.engineers.append(number)
        events.append(Event("engineer_hired", {"engineer": CAT.engineers[number].id}, seat))
    elif kind == "use_engineer_action":
        number = state.row[effect["slot"]]
        push(state, seat, CAT.engineers[number].effect, mand)
    elif kind == "reuse_action_space":
        if reuse_candidates(state, seat, effect.get("max_workers", 1), mand):
            state.locked.append(("reuse", mand, effect.get("max_workers", 1)))
    elif kind == "bonus_marker":
        if p.unused_markers():
            state.locked.append(("marker", False))
    elif kind == "question_card":
        state.locked.append(("qcard", False))
    elif kind == "end_bonus_card":
        if state.deck:
            state.deferred.append(mand)
    elif kind == "gain_worker":
        gain_worker(state, seat, "question_card")
    elif kind == "gain_engineer":
        number = CAT.engineer_by_id[effect["engineer"]].number
        p.engineers.append(number)
        events.append(Event("engineer_gained", {"engineer": effect["engineer"]}, seat))
    elif kind == "take_revaluation":
        p.values = effect["table"]
        events.append(Event("revaluation_taken", {"table": effect["table"]}, seat))
    elif kind == "place_medal":
        p.medal = True
        events.append(Event("medal_placed", {}, seat))
    elif kind == "extra_industry_marker":
        if len(p.industry) < p.board.max_markers and (CAT.markers_share or 0 not in p.industry):
            p.industry.append(0)
            events.append(Event("industry_marker_added", {"marker": len(p.industry) - 1}, seat))
    elif kind in EFFECTS:
        EFFECTS[kind](state, seat, effect, mand)
    else:
        raise ValueError(f"unknown effect type {kind!r}")


def formula(p: Seat, name: str) -> int:
    if name == "engineer_numbers":
        return max(0, sum(engineer_number(n) for n in p.engineers))
    if name == "two_highest_locomotives":
        tiles = sorted((loco_reach(t) for t in p.loco_tiles()), reverse=True)
        return sum(tiles[:2])
    if name == "highest_locomotive":
        return max((loco_reach(t) for t in p.loco_tiles()), default=0)
    raise ValueError(f"unknown formula {name!r}")


def gain_worker(state: RailroadsState, seat: int, source: str) -> None:
    p = state.seats[seat]
    p.workers += 1
    p.extra_workers += 1
    if state.opts.get("new_worker_at_once", True):
        p.free += 1
    state.events.append(Event("worker_gained", {"source": source}, seat))


# --- special spaces --------------------------------------------------------------
def check_specials(state: RailroadsState, seat: int, line: int | None = None) -> None:
    """Pay out every one-off special space whose condition now holds for the first time."""
    p = state.seats[seat]
    for sp in p.board.once:
        if (p.fired >> sp.bit) & 1 or (line is not None and sp.line != line):
            continue
        if p.rails[sp.line][sp.rail] < sp.space:
            continue
        if sp.loco and p.reach(sp.line) < sp.space:
            continue
        p.fired |= 1 << sp.bit
        HANDLERS[CAT.special_types[sp.type]["handler"]](state, seat, sp)


def _unlock(state: RailroadsState, seat: int, sp: Any) -> None:
    state.seats[seat].unlocked[sp.colour] = True
    state.events.append(Event("colour_unlocked", {"colour": COLOURS[sp.colour],
                                                  "line": state.line_id(sp.line), "space": sp.space}, seat))


def _new_worker(state: RailroadsState, seat: int, sp: Any) -> None:
    state.events.append(Event("special_reached", {"type": sp.type, "line": state.line_id(sp.line),
                                                  "space": sp.space}, seat))
    p = state.seats[seat]
    cap = p.board.worker_cap
    if cap is not None and p.line_workers >= cap:
        state.events.append(Event("worker_cap_reached", {"cap": cap}, seat))
        return
    p.line_workers += 1
    gain_worker(state, seat, "line")


def _bonus_marker(state: RailroadsState, seat: int, sp: Any) -> None:
    state.events.append(Event("special_reached", {"type": sp.type, "line": state.line_id(sp.line),
                                                  "space": sp.space}, seat))
    if state.seats[seat].unused_markers():
        state.locked.append(("marker", False))


def _announce(state: RailroadsState, seat: int, sp: Any) -> None:
    state.events.append(Event("special_reached", {"type": sp.type, "line": state.line_id(sp.line),
                                                  "space": sp.space}, seat))


HANDLERS: Final[dict[str, Callable[[RailroadsState, int, Any], None]]] = {
    "unlock_colour": _unlock, "new_worker": _new_worker, "bonus_marker": _bonus_marker, "line_end": _announce,
    "line_doubling": _announce, "star_points": _announce, "medal": _announce,
}

# actions and pending decisions a module adds (germany.py registers its own when imported):
# RESOLVERS[action kind](state, seat, action); DECISIONS[decision kind](state, seat, item) -> answers
RESOLVERS: Final[dict[str, Callable[[RailroadsState, int, Action], None]]] = {}
DECISIONS: Final[dict[str, Callable[[RailroadsState, int, tuple[Any, ...]], list[Action]]]] = {}
# effect types a module adds (coal.py, extras.py): EFFECTS[type](state, seat, effect, mandatory) puts
# it before the player; CHECKS[type](state, seat, leaf) -> whether it can be done in full now;
# MARKER_USABLE[type](state, seat, effect) -> whether a bonus marker of that effect is worth taking;
# HOOKS: "factory_effect"(state, seat, slot, effect) -> the effect a firing factory carries out,
# "factory_replaced"(state, seat, slot), "stoker_returned"(state, seat) (coal.py's stokers)
EFFECTS: Final[dict[str, Callable[[RailroadsState, int, dict[str, Any], bool], None]]] = {}
CHECKS: Final[dict[str, Callable[[RailroadsState, int, dict[str, Any]], bool]]] = {}
MARKER_USABLE: Final[dict[str, Callable[[RailroadsState, int, dict[str, Any]], bool]]] = {}
HOOKS: Final[dict[str, Callable[..., Any]]] = {}


# --- carrying out one resolving action ------------------------------------------
def industry_step(state: RailroadsState, seat: int, marker: int) -> None:
    p = state.seats[seat]
    p.industry[marker] += 1
    pos = p.industry[marker]
    state.events.append(Event("industry_moved", {"marker": marker, "to": pos}, seat))
    kind = CAT.lane_kinds[pos]
    if kind == "factory":
        fire_factory(state, seat, CAT.lane_slot[pos])
    elif kind == "bonus_marker" and not p.lane_bonus:
        p.lane_bonus = True
        state.events.append(Event("special_reached", {"type": "bonus_marker", "line": "industry", "space": pos}, seat))
        if p.unused_markers():
            state.locked.append(("marker", False))


def fire_factory(state: RailroadsState, seat: int, slot: int, again: bool = False) -> None:
    """The factory in ``slot`` (1-5) carries out its action, as when an industry marker enters it."""
    number = state.seats[seat].factories[slot - 1]
    if not number:
        return
    params: dict[str, Any] = {"number": number, "slot": slot}
    if again:
        params["again"] = True
    state.events.append(Event("factory_fired", params, seat))
    effect = CAT.factory_effects[number]
    hook = HOOKS.get("factory_effect")
    if hook is not None:
        effect = hook(state, seat, slot, effect)
    push(state, seat, effect, False)


def _take_pool(state: RailroadsState, kind: str) -> bool:
    """Remove the first pending pool of ``kind`` (mandatory ones first); whether it was mandatory."""
    best = -1
    for index, item in enumerate(state.pools):
        if item[0] == kind and (best < 0 or (item[1] and not state.pools[best][1])):
            best = index
    return bool(state.pools.pop(best)[1])


def _take_lowest(state: RailroadsState, seat: int) -> int:
    tile = state.lowest_supply()
    state.supply[tile] -= 1
    _take_pool(state, "loco")
    state.events.append(Event("locomotive_taken", {"tile": tile}, seat))
    return tile


def resolve(state: RailroadsState, seat: int, action: Action) -> None:
    p = state.seats[seat]
    kind = action.kind
    args = action.args
    events = state.events
    if kind == "rail":
        line = state.line_of(str(args[0]))
        colour = COLOURS.index(str(args[1]))
        index = pick_pool(state.pools, colour)
        item = state.pools[index]
        count = item[3] - 1
        if count:
            used = item[5] | (1 << colour) if item[4] else item[5]
            state.pools[index] = (item[0], item[1], item[2], count, item[4], used)
        else:
            state.pools.pop(index)
        p.rails[line][colour] += 1
        events.append(Event("rail_moved", {"line": str(args[0]), "colour": str(args[1]),
                                           "to": p.rails[line][colour]}, seat))
        check_specials(state, seat, line)
    elif kind == "industry":
        marker = int(args[0])
        for index, item in enumerate(state.pools):
            if item[0] == "industry":
                lock = marker if not state.opts.get("industry_split", True) else -1
                if item[2] > 1:
                    state.pools[index] = (item[0], item[1], item[2] - 1, lock)
                else:
                    state.pools.pop(index)
                break
        industry_step(state, seat, marker)
    elif kind == "loco":
        tile = state.held if state.held else _take_lowest(state, seat)
        line = state.line_of(str(args[0]))
        slot = int(args[1])
        displaced = p.locos[line][slot]
        p.locos[line][slot] = tile
        state.held = displaced
        events.append(Event("locomotive_placed", {"tile": tile, "line": str(args[0]), "slot": slot,
                                                  "replaced": displaced}, seat))
        check_specials(state, seat)
    elif kind == "loco_discard":
        tile = state.held if state.held else _take_lowest(state, seat)
        state.held = 0
        if tile > STOKER:  # a stoker leaves the game with its locomotive
            tile -= STOKER
            HOOKS["stoker_returned"](state, seat)
        if tile != SPECIAL_LOCO:
            state.returned.append(tile)
            state.returned.sort()
        events.append(Event("locomotive_returned", {"tile": tile, "as_factory": tile != SPECIAL_LOCO}, seat))
    elif kind == "factory":
        number = int(args[0])
        source = str(args[1])
        _take_pool(state, "factory")
        if source == "supply":
            state.supply[number] -= 1
        else:
            state.returned.remove(number)
        if len(args) > 2:
            slot = int(args[2])
            replaced = p.factories[slot - 1]
            if replaced < SPECIAL_LOCO:  # a locomotive's back; the coal factory leaves the game
                state.returned.append(replaced)
                state.returned.sort()
            hook = HOOKS.get("factory_replaced")
            if hook is not None:
                hook(state, seat, slot)
        else:
            slot = p.factories.index(0) + 1
            replaced = 0
        p.factories[slot - 1] = number
        events.append(Event("factory_built", {"number": number, "slot": slot, "source": source,
                                              "replaced": replaced}, seat))
    elif kind == "choose":
        item = state.locked.pop(0)
        push(state, seat, item[2][int(args[0])], item[1])
    elif kind == "marker":
        state.locked.pop(0)
        marker_id = str(args[0])
        p.markers_used.append(marker_id)
        events.append(Event("bonus_marker_used", {"marker": marker_id}, seat))
        push(state, seat, CAT.marker_effects[marker_id], False)
    elif kind == "qcard":
        state.locked.pop(0)
        card = str(args[0])
        state.qcards.remove(card)
        events.append(Event("question_card_taken", {"card": card}, seat))
        push(state, seat, CAT.question_cards[card], True)
    elif kind == "reuse":
        item = state.locked.pop(0)
        sid = str(args[0])
        events.append(Event("space_reused", {"space": sid}, seat))
        push(state, seat, CAT.spaces[sid].effect, item[1])
    elif kind == "endcard":
        state.deferred.pop(0)
        card = str(args[0])
        state.deck.remove(card)
        p.end_cards.append(card)
        p.end_cards.sort()
        events.append(Event("end_card_taken", {}, seat))
    elif kind == "skip":
        if state.locked:
            state.locked.pop(0)
        else:
            state.deferred.pop(0)
        events.append(Event("skipped", {}, seat))
    elif kind == "done":
        state.pools = []
        events.append(Event("rest_forfeited", {}, seat))
    elif kind in RESOLVERS:
        RESOLVERS[kind](state, seat, action)
    else:
        raise ValueError(f"unknown action {action.key}")


# --- decisions -------------------------------------------------------------------
def marker_usable(state: RailroadsState, seat: int, marker: str) -> bool:
    p = state.seats[seat]
    effect = CAT.marker_effects[marker]
    kind = effect["type"]
    if kind == "end_bonus_card":
        return bool(state.deck)
    if kind == "question_card":
        return any(feasible(state, seat, CAT.question_cards[c]) for c in state.qcards)
    if kind == "extra_industry_marker":
        return len(p.industry) < p.board.max_markers and (CAT.markers_share or 0 not in p.industry)
    if kind == "doubler":
        return p.free_doublers() > 0
    if kind == "take_revaluation":
        return p.values == "base"  # the revaluation tiles do not combine
    if kind in MARKER_USABLE:
        return MARKER_USABLE[kind](state, seat, effect)
    return True


def decision_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    """The answers to a pending decision; [] when it has no real answer left (it is then dropped)."""
    kind = item[0]
    mand = item[1]
    if kind == "choice":
        result = [act("choose", i) for i, o in enumerate(item[2]) if not mand or feasible(state, seat, o)]
    elif kind == "marker":
        result = [act("marker", m) for m in state.seats[seat].unused_markers() if marker_usable(state, seat, m)]
    elif kind == "qcard":
        result = [act("qcard", c) for c in state.qcards if feasible(state, seat, CAT.question_cards[c])]
    elif kind in DECISIONS:
        result = DECISIONS[kind](state, seat, item)
    else:
        result = [act("reuse", sid) for sid in reuse_candidates(state, seat, item[2], mand)]
    if result and not mand:
        result.append(SKIP)
    return result

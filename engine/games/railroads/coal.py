"""The Coal module of German Railroads (option ``coal``): coal, the coal table, foundries and stokers.

Rules (S1, the expansion rulebook, pages 6-9; data in data/coal.json):

* set-up: one round fewer, one engineer fewer under the cross, every player +1 coal and +1
  coin, the coal starting bonus card; the 12 foundries shuffled face down (stoker side up),
  two of them face up beside the stack;
* the coal table (3-4 players: 1 coal for a worker, a foundry and 1 coal for a required coin;
  2 players and solo: the combined space, one of the two, occupying it for both) and the
  stoker space, which takes 2 coal and nothing else: the top stoker of the stack;
* coal-only spaces and foundries are free actions (free_actions.py): in the own turn, before
  or after its action, several a turn, never after passing, while relocating or scoring;
* an own foundry is used once a round for 2 coal (in part, if wished) and may be closed right
  after: it turns into a stoker;
* a stoker sits on one locomotive or factory for good (one each): a locomotive counts one level
  higher for every purpose and moves with its stoker; a factory carries out its function twice
  (one of several functions twice; a factory scoring points +1 point); a tile going back to the
  supply takes its stoker out of the game.

A stoker on a locomotive is part of the locomotive's tile value on the board: ``tile + STOKER``
(player.py); ``plain`` gives the number. Stokers on factories are kept here by slot.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core import Action, Event
from engine.core.draws import shuffle
from engine.games.railroads import effects, free_actions, modules
from engine.games.railroads.data import Space, catalogue, load_json
from engine.games.railroads.moves import act
from engine.games.railroads.player import STOKER

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT = catalogue()
DATA: dict[str, Any] = load_json("coal.json")
SETUP: dict[str, Any] = DATA["setup"]
FOUNDRIES: dict[str, dict[str, Any]] = {f["id"]: f["effect"] for f in DATA["foundries"]}
FOUNDRY_NAMES: dict[str, dict[str, str]] = {f["id"]: f["names"] for f in DATA["foundries"]}
FOUNDRY_USE: int = DATA["foundry_use"]["coal"]
COAL_SPACES: dict[str, dict[str, Any]] = {s["id"]: s for s in DATA["coal_spaces"]}
STOKER_SPACE = "coal_stoker"
TWINS: dict[str, str] = {s["id"]: s["twin"] for s in DATA["spaces"] if s.get("twin")}
SPACE_IDS: tuple[str, ...] = tuple(s["id"] for s in DATA["spaces"])
SPACE_NAMES: dict[str, dict[str, str]] = {s["id"]: s["names"] for s in DATA["spaces"] + DATA["coal_spaces"]}
START_CARD: str = DATA["start_card"]["id"]
POINTS_BONUS = {"type": "points", "count": DATA["stoker"]["points_factory_points"]}

for _s in DATA["spaces"]:
    _cost = _s["cost"]
    CAT.spaces[_s["id"]] = Space(_s["id"], _s["group"], _cost["workers"], _cost["coins"], _s["effect"],
                                 tuple(_s["sides"]), bool(_s["unlimited"]), bool(_s["reusable"]))
    modules.mark(_s["id"], "coal")
CAT.start_cards[START_CARD] = DATA["start_card"]["effect"]
modules.mark(START_CARD, "coal")


class Coal:
    """The module's side of the table: everyone's coal, foundries and factory stokers, the stacks."""

    __slots__ = ("coal", "owned", "used", "display", "stack", "fstoked", "pending", "removed")

    def __init__(self, players: int, stack: list[str]) -> None:
        self.coal = [SETUP["extra_per_player"]["coal"]] * players
        self.owned: list[list[str]] = [[] for _ in range(players)]  # open foundries by seat
        self.used: list[list[str]] = [[] for _ in range(players)]  # foundries used this round
        self.stack = stack  # face down, stoker side up; the top is the end; its order is hidden
        self.display: list[str] = []
        self.fstoked = [0] * players  # bit k: a stoker sits on factory slot k + 1
        self.pending: list[tuple[str, str]] = []  # ("close" | "attach", foundry) of the turn resolved
        self.removed = 0  # stokers out of the game with their tile

    def copy(self) -> Coal:
        twin = Coal.__new__(Coal)
        twin.coal = self.coal[:]
        twin.owned = [o[:] for o in self.owned]
        twin.used = [u[:] for u in self.used]
        twin.stack = self.stack[:]
        twin.display = self.display[:]
        twin.fstoked = self.fstoked[:]
        twin.pending = self.pending[:]
        twin.removed = self.removed
        return twin


# --- set-up -----------------------------------------------------------------------
def adjust_setup(setup: dict[str, Any], players: int) -> dict[str, Any]:
    """The set-up row with the module's changes: rounds, engineers, coins."""
    changed = dict(setup)
    changed["rounds"] = setup["rounds"] - SETUP["rounds_fewer"]
    changed["engineers"] = dict(SETUP["engineers"][str(players)])
    changed["coins"] = setup["coins"] + SETUP["extra_per_player"]["coins"]
    return changed


def table_spaces(players: int) -> tuple[str, ...]:
    side = SETUP["table_side"][str(players)]
    return tuple(sid for sid in SPACE_IDS if side in CAT.spaces[sid].sides)


def new_coal(state: RailroadsState) -> Coal:
    stack = sorted(FOUNDRIES)
    state.rng.shuffle(stack)
    coal = Coal(state.players, stack)
    for _ in range(SETUP["foundry_display"]):
        coal.display.append(coal.stack.pop())
    return coal


def resample(state: RailroadsState, rng: random.Random) -> None:
    """The face-down foundry stack is hidden: a determinized copy shuffles it."""
    assert state.coal is not None
    shuffle(rng, state.coal.stack)


def end_round(state: RailroadsState) -> None:
    """After scoring: foundries can be used again; the coal on the coal-only space goes back."""
    assert state.coal is not None
    state.coal.used = [[] for _ in range(state.players)]
    state.coal.pending = []


# --- stokers --------------------------------------------------------------------
def plain(tile: int) -> int:
    return tile - STOKER if tile > STOKER else tile


def stoker_targets(state: RailroadsState, seat: int) -> list[Action]:
    p = state.seats[seat]
    coal = state.coal
    assert coal is not None
    result = []
    for line in p.board.lines:
        for slot, tile in enumerate(p.locos[line.index]):
            if tile and tile < STOKER:
                result.append(act("stoker", "loco", line.id, slot))
    stoked = coal.fstoked[seat]
    for k, number in enumerate(p.factories):
        if number and not (stoked >> k) & 1:
            result.append(act("stoker", "factory", k + 1))
    return result


def factory_replaced(state: RailroadsState, seat: int, slot: int) -> None:
    """A factory left its slot: its stoker leaves the game with it."""
    coal = state.coal
    if coal is None:
        return
    bit = 1 << (slot - 1)
    if coal.fstoked[seat] & bit:
        coal.fstoked[seat] &= ~bit
        coal.removed += 1
        state.events.append(Event("stoker_removed", {"factory_slot": slot}, seat))


def locomotive_returned(state: RailroadsState, seat: int) -> None:
    if state.coal is not None:
        state.coal.removed += 1
        state.events.append(Event("stoker_removed", {"locomotive": True}, seat))


_DOUBLED: dict[int, dict[str, Any]] = {}


def _once_more(part: dict[str, Any]) -> dict[str, Any]:
    return POINTS_BONUS if part["type"] in ("points", "points_formula") else part


def doubled(effect: dict[str, Any]) -> dict[str, Any]:
    """A factory's effect with a stoker: one function twice; points +1."""
    key = id(effect)
    cached = _DOUBLED.get(key)
    if cached is not None:
        return cached
    kind = effect["type"]
    if kind in ("points", "points_formula"):
        result = {"type": "all", "effects": [effect, POINTS_BONUS]}
    elif kind == "all":
        parts = effect["effects"]
        result = {"type": "all", "effects": [effect, {"type": "choice", "options": [_once_more(p) for p in parts]}]}
    elif kind == "choice":
        result = {"type": "choice", "options": [
            {"type": "all", "effects": [o, _once_more(o)]} for o in effect["options"]]}
    else:
        result = {"type": "all", "effects": [effect, effect]}
    _DOUBLED[key] = result
    return result


def factory_effect(state: RailroadsState, seat: int, slot: int, effect: dict[str, Any]) -> dict[str, Any]:
    coal = state.coal
    if coal is None or not (coal.fstoked[seat] >> (slot - 1)) & 1:
        return effect
    return doubled(effect)


# --- effects of the module ----------------------------------------------------------
def _gain_coal(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    coal = state.coal
    if coal is None:
        return
    coal.coal[seat] += effect["count"]
    state.events.append(Event("coal_gained", {"count": effect["count"]}, seat))


def _take_foundry(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    coal = state.coal
    if coal is None or not coal.display:
        return
    if len(coal.display) == 1:
        gain_foundry(state, seat, coal.display[0])
    else:
        state.locked.append(("foundry_pick", True))


def gain_foundry(state: RailroadsState, seat: int, foundry: str) -> None:
    coal = state.coal
    assert coal is not None
    coal.display.remove(foundry)
    coal.owned[seat].append(foundry)
    state.events.append(Event("foundry_taken", {"foundry": foundry}, seat))
    while len(coal.display) < SETUP["foundry_display"] and coal.stack:
        shown = coal.stack.pop()
        coal.display.append(shown)
        state.events.append(Event("foundry_revealed", {"foundry": shown}, reveals=True))


def _take_stoker(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    coal = state.coal
    if coal is None or not coal.stack:
        return
    tile = coal.stack.pop()
    coal.pending.append(("attach", tile))
    state.events.append(Event("stoker_taken", {"stack_left": len(coal.stack)}, seat))


def _foundry_pick_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    assert state.coal is not None
    return [act("take_foundry", f) for f in state.coal.display]


def _resolve_take_foundry(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    gain_foundry(state, seat, str(action.args[0]))


effects.EFFECTS.update({"coal": _gain_coal, "take_foundry": _take_foundry, "take_stoker": _take_stoker})
effects.CHECKS["take_foundry"] = lambda state, seat, leaf: bool(state.coal is not None and state.coal.display)
effects.CHECKS["take_stoker"] = lambda state, seat, leaf: bool(
    state.coal is not None and state.coal.stack and stoker_targets(state, seat))
effects.DECISIONS["foundry_pick"] = _foundry_pick_actions
effects.RESOLVERS["take_foundry"] = _resolve_take_foundry
effects.HOOKS["factory_effect"] = factory_effect
effects.HOOKS["factory_replaced"] = factory_replaced
effects.HOOKS["stoker_returned"] = locomotive_returned


# --- free actions -----------------------------------------------------------------
def offer(state: RailroadsState, seat: int) -> list[Action]:
    coal = state.coal
    assert coal is not None
    have = coal.coal[seat]
    result: list[Action] = []
    space = COAL_SPACES[STOKER_SPACE]
    if have >= space["coal"] and STOKER_SPACE not in state.occupied and coal.stack \
            and stoker_targets(state, seat):
        result.append(act("coal_space", STOKER_SPACE))
    if have >= FOUNDRY_USE:
        used = coal.used[seat]
        for foundry in coal.owned[seat]:
            if foundry not in used:
                result.append(act("foundry", foundry))
    return result


def apply(state: RailroadsState, seat: int, action: Action) -> None:
    coal = state.coal
    assert coal is not None
    kind = action.kind
    events = state.events
    if kind == "coal_space":
        sid = str(action.args[0])
        space = COAL_SPACES[sid]
        coal.coal[seat] -= space["coal"]
        state.occupied[sid] = seat
        events.append(Event("coal_space_used", {"space": sid, "coal": space["coal"]}, seat))
        effects.push(state, seat, space["effect"], False)
    elif kind == "foundry":
        foundry = str(action.args[0])
        coal.coal[seat] -= FOUNDRY_USE
        coal.used[seat].append(foundry)
        events.append(Event("foundry_used", {"foundry": foundry, "coal": FOUNDRY_USE}, seat))
        coal.pending.append(("close", foundry))
        effects.push(state, seat, FOUNDRIES[foundry], False)
    elif kind == "close":
        foundry = str(action.args[0])
        coal.owned[seat].remove(foundry)
        coal.used[seat].remove(foundry)
        coal.pending[0] = ("attach", foundry)
        events.append(Event("foundry_closed", {"foundry": foundry}, seat))
    elif kind == "keep":
        coal.pending.pop(0)
    elif kind == "stoker":
        coal.pending.pop(0)
        p = state.seats[seat]
        if action.args[0] == "loco":
            line = state.line_of(str(action.args[1]))
            slot = int(action.args[2])
            p.locos[line][slot] += STOKER
            events.append(Event("stoker_attached", {"locomotive": plain(p.locos[line][slot]),
                                                    "line": str(action.args[1]), "slot": slot}, seat))
            effects.check_specials(state, seat)  # a space the longer reach now reaches pays at once
        else:
            slot = int(action.args[1])
            coal.fstoked[seat] |= 1 << (slot - 1)
            events.append(Event("stoker_attached", {"factory": p.factories[slot - 1], "factory_slot": slot}, seat))
    else:
        raise ValueError(f"unknown coal action {action.key}")


def followups(state: RailroadsState, seat: int) -> list[Action]:
    """After a foundry's effects: close it or keep it; after a stoker is taken: where it goes."""
    coal = state.coal
    assert coal is not None
    while coal.pending:
        kind, foundry = coal.pending[0]
        targets = stoker_targets(state, seat)
        if kind == "close":
            if targets:
                return [act("close", foundry), act("keep", foundry)]
        elif targets:
            return targets
        else:
            coal.removed += 1  # nowhere to put it: out of the game
        coal.pending.pop(0)
    return []


def prompt(state: RailroadsState, seat: int, acts: list[Action]) -> dict[str, Any] | None:
    coal = state.coal
    if coal is None or not coal.pending or not acts:
        return None
    kind, foundry = coal.pending[0]
    if kind == "close" and acts[0].kind == "close":
        return {"code": "close_foundry", "params": {"foundry": foundry}}
    if kind == "attach" and acts[0].kind == "stoker":
        return {"code": "place_stoker", "params": {"targets": [list(a.args) for a in acts]}}
    return None


free_actions.register(free_actions.Provider(
    name="coal", option="coal", kinds=("coal_space", "foundry", "close", "keep", "stoker"),
    offer=offer, apply=apply, followups=followups, prompt=prompt,
))


# --- the view -----------------------------------------------------------------------
def view(state: RailroadsState) -> dict[str, Any] | None:
    """``view["coal"]`` (None without the module); see the key list in view.py."""
    coal = state.coal
    if coal is None:
        return None
    players = []
    for seat, p in enumerate(state.seats):
        stoked = coal.fstoked[seat]
        locos = [{"line": line.id, "slot": k, "locomotive": plain(t)}
                 for line in p.board.lines for k, t in enumerate(p.locos[line.index]) if t > STOKER]
        players.append({
            "coal": coal.coal[seat],
            "foundries": [{"id": f, "used": f in coal.used[seat]} for f in coal.owned[seat]],
            "stokers": {"locomotives": locos,
                        "factory_slots": [k + 1 for k in range(len(p.factories)) if (stoked >> k) & 1]},
        })
    occupant = state.occupied.get(STOKER_SPACE)
    return {
        "players": players,
        "display": coal.display[:],
        "stack": len(coal.stack),
        "removed_stokers": coal.removed,
        "coal_spaces": [{"id": sid, "names": COAL_SPACES[sid]["names"], "coal": COAL_SPACES[sid]["coal"],
                         "occupant": occupant if sid == STOKER_SPACE else None} for sid in COAL_SPACES],
        "twins": dict(TWINS),
        "foundry_catalogue": {f["id"]: {"names": f["names"], "effect": f["effect"]} for f in DATA["foundries"]},
    }

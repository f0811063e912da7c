"""The additional material of German Railroads (option ``extras``; S1 page 12, data/extras.json).

* five new engineers, mixed into the A and B stacks by their letters (the miner only with the
  Coal module); a game never holds two engineers with the same printed number, so the deal
  sets a tile aside whose number is already in the row. The factory engineer's number is
  negative: it subtracts from the sum of engineer numbers (never below 0);
* the bonus tokens (4 roubles, 4 coal with Coal), four of each in a shared supply, taken with
  one more "?" bonus marker every player has (S7's summary: the mechanism is unverified);
* two new "?" cards: the German revaluation (it does not combine with the revaluation
  marker) and, with Coal, the coal factory with 2 coal. The coal factory gives 2 black steps,
  and 2 more for each coal paid, up to 3 coal (2/4/6/8 in all); it fires on every entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import Action, Event
from engine.games.railroads import effects, modules
from engine.games.railroads.data import SPECIAL_LOCO, Engineer, catalogue, load_json
from engine.games.railroads.moves import act

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT = catalogue()
DATA: dict[str, Any] = load_json("extras.json")
OPTION = "extras"
MARKER: str = DATA["bonus_tokens"]["marker"]["id"]
TOKENS: dict[str, dict[str, Any]] = {t["id"]: t for t in DATA["bonus_tokens"]["tokens"]}
COAL_FACTORY: int = DATA["factories"][0]["number"]

for _e in DATA["engineers"]["tiles"]:
    _eng = Engineer(_e["key"], _e["id"], _e["letter"], _e["cost"]["workers"], _e["cost"]["coins"], _e["effect"])
    CAT.engineers[_eng.number] = _eng
    CAT.engineer_by_id[_eng.id] = _eng
    modules.mark(_eng.number, OPTION, *_e.get("needs", ()))
    modules.ENGINEER_NUMBER[_eng.number] = _e["number"]
for _c in DATA["question_cards"]:
    CAT.question_cards[_c["id"]] = _c["effect"]
    modules.mark(_c["id"], OPTION, *_c.get("needs", ()))
for _f in DATA["factories"]:
    CAT.factory_effects[_f["number"]] = _f["effect"]
    modules.mark(_f["number"], OPTION, *_f.get("needs", ()))
CAT.marker_effects[MARKER] = DATA["bonus_tokens"]["marker"]["effect"]
modules.mark(MARKER, OPTION)


def new_tokens(opts: Mapping[str, Any]) -> dict[str, int]:
    """The shared supply of bonus tokens: kind -> how many are left."""
    return {tid: t["count"] for tid, t in TOKENS.items() if all(opts.get(m) for m in t.get("needs", ()))}


def deal(stacks: list[list[int]], counts: list[int]) -> list[int]:
    """The engineer row from the shuffled stacks: ``counts[i]`` tiles of each, the first stack on the
    right; a tile whose printed number is already dealt is set aside."""
    row: list[int] = []
    seen: set[int] = set()
    for stack, count in zip(stacks, counts, strict=True):
        taken = 0
        for key in stack:
            if taken == count:
                break
            number = modules.engineer_number(key)
            if number in seen:
                continue
            seen.add(number)
            row.append(key)
            taken += 1
    return row


# --- effects ----------------------------------------------------------------------
def _tokens_left(state: RailroadsState) -> list[str]:
    return [tid for tid, n in state.tokens.items() if n > 0]


def _bonus_token(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    if _tokens_left(state):
        state.locked.append(("bonus_token", mand))


def _token_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("bonus_token", tid) for tid in _tokens_left(state)]


def _resolve_token(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    tid = str(action.args[0])
    state.tokens[tid] -= 1
    state.events.append(Event("bonus_token_taken", {"token": tid, "left": state.tokens[tid]}, seat))
    effects.push(state, seat, TOKENS[tid]["effect"], False)


def _start_draw(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    cards = [c for c in CAT.start_cards if modules.allowed(c, state.opts)]
    drawn = state.rng.sample(cards, min(effect["count"], len(cards)))
    state.events.append(Event("start_bonus_drawn", {"cards": drawn}, seat, reveals=True))
    for card in drawn:
        effects.push(state, seat, CAT.start_cards[card], False)


def _factory_slots(state: RailroadsState, seat: int) -> list[int]:
    return [k + 1 for k, number in enumerate(state.seats[seat].factories) if number]


def _reuse_factory(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    if _factory_slots(state, seat):
        state.locked.append(("refire", mand))


def _refire_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("refire", slot) for slot in _factory_slots(state, seat)]


def _resolve_refire(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    effects.fire_factory(state, seat, int(action.args[0]), again=True)


def _coal_factory(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    """2 black steps, and 2 more for each coal paid (at most 3 coal)."""
    state.pools.append(("rail", False, 0, effect["black"], False, 0))
    coal = state.coal
    if coal is not None and coal.coal[seat] > 0:
        state.locked.append(("coal_buy", True, min(effect["max_coal"], coal.coal[seat]), effect["per_coal"]))


def _coal_buy_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    coal = state.coal
    assert coal is not None
    return [act("coal_buy", k) for k in range(min(item[2], coal.coal[seat]) + 1)]


def _resolve_coal_buy(state: RailroadsState, seat: int, action: Action) -> None:
    item = state.locked.pop(0)
    paid = int(action.args[0])
    if not paid:
        return
    coal = state.coal
    assert coal is not None
    coal.coal[seat] -= paid
    state.events.append(Event("coal_spent", {"count": paid, "black_steps": paid * item[3]}, seat))
    state.pools.append(("rail", False, 0, paid * item[3], False, 0))


def _build_factory(state: RailroadsState, seat: int, effect: dict[str, Any], mand: bool) -> None:
    p = state.seats[seat]
    number = effect["factory"]
    if 0 in p.factories:
        _place_factory(state, seat, number, p.factories.index(0) + 1)
    else:
        state.locked.append(("build", True, number))


def _place_factory(state: RailroadsState, seat: int, number: int, slot: int) -> None:
    p = state.seats[seat]
    replaced = p.factories[slot - 1]
    if replaced:
        if replaced < SPECIAL_LOCO:  # a locomotive's back goes to the pool; the coal factory leaves the game
            state.returned.append(replaced)
            state.returned.sort()
        hook = effects.HOOKS.get("factory_replaced")
        if hook is not None:
            hook(state, seat, slot)
    p.factories[slot - 1] = number
    state.events.append(Event("factory_built", {"number": number, "slot": slot, "source": "card",
                                                "replaced": replaced}, seat))


def _build_actions(state: RailroadsState, seat: int, item: tuple[Any, ...]) -> list[Action]:
    return [act("build", item[2], slot) for slot in range(1, len(state.seats[seat].factories) + 1)]


def _resolve_build(state: RailroadsState, seat: int, action: Action) -> None:
    state.locked.pop(0)
    _place_factory(state, seat, int(action.args[0]), int(action.args[1]))


effects.EFFECTS.update({"bonus_token": _bonus_token, "start_bonus_draw": _start_draw,
                        "reuse_factory": _reuse_factory, "coal_factory": _coal_factory,
                        "build_factory": _build_factory})
effects.CHECKS["reuse_factory"] = lambda state, seat, leaf: bool(_factory_slots(state, seat))


def _no_revaluation_yet(state: RailroadsState, seat: int, leaf: dict[str, Any]) -> bool:
    return state.seats[seat].values == "base"  # the revaluation tiles do not combine


effects.CHECKS["take_revaluation"] = _no_revaluation_yet
effects.MARKER_USABLE["bonus_token"] = lambda state, seat, effect: bool(_tokens_left(state))
effects.DECISIONS.update({"bonus_token": _token_actions, "refire": _refire_actions, "coal_buy": _coal_buy_actions,
                          "build": _build_actions})
effects.RESOLVERS.update({"bonus_token": _resolve_token, "refire": _resolve_refire, "coal_buy": _resolve_coal_buy,
                          "build": _resolve_build})

PROMPTS = {"bonus_token": "choose_bonus_token", "refire": "choose_factory_again", "coal_buy": "buy_coal_steps",
           "build": "choose_factory_slot"}


def prompt(state: RailroadsState, item: tuple[Any, ...], acts: list[Action]) -> dict[str, Any] | None:
    """The prompt of one of the module's decisions (None for another kind)."""
    code = PROMPTS.get(item[0])
    if code is None:
        return None
    return {"code": code, "params": {"options": [list(a.args) for a in acts if a.kind != "skip"],
                                     "can_skip": any(a.kind == "skip" for a in acts)}}


# --- the view -----------------------------------------------------------------------
VIEW_ENGINEERS: dict[str, dict[str, Any]] = {
    e["id"]: {"id": e["id"], "number": e["number"], "letter": e["letter"], "cost": e["cost"], "effect": e["effect"],
              "text": e["text"], "module": "extras"} for e in DATA["engineers"]["tiles"]}
VIEW_FACTORIES: dict[str, dict[str, Any]] = {
    str(f["number"]): {"number": f["number"], "effect": f["effect"], "text": f["text"], "id": f["id"]}
    for f in DATA["factories"]}
VIEW_CARDS: dict[str, dict[str, Any]] = {c["id"]: {"names": c["names"], "effect": c["effect"]}
                                         for c in DATA["question_cards"]}
VIEW_MARKER: dict[str, Any] = {"names": DATA["bonus_tokens"]["marker"]["names"],
                               "effect": DATA["bonus_tokens"]["marker"]["effect"]}


def view(state: RailroadsState) -> dict[str, Any] | None:
    """``view["extras"]`` (None without the module); see the key list in view.py."""
    if not state.opts.get(OPTION):
        return None
    return {
        "tokens": [{"id": tid, "names": TOKENS[tid]["names"], "left": n} for tid, n in state.tokens.items()],
        "coal_factory": COAL_FACTORY,
    }

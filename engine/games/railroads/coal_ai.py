"""AI knowledge for the Coal module and the additional material (used by ``ai.py``): playout
choices for the free actions (foundries, the stoker space), where a stoker goes, closing a
foundry, the coal table spaces, and what coal, foundries and stokers add to a position's estimate.

A stoker on a locomotive is valued by the points it adds to every later round scoring: the
locomotive of the line that gains most (the best line's) gets it. A foundry brings its action
once in every round still to come while there is coal for it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from engine.core import Action
from engine.core.draws import below
from engine.games.railroads import scoring
from engine.games.railroads.coal import STOKER_SPACE
from engine.games.railroads.player import STOKER, Seat

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

KINDS: Final = frozenset(("coal_space", "foundry", "close", "keep", "stoker", "take_foundry", "coal_buy", "refire",
                   "bonus_token", "build"))
FREE: Final = frozenset(("coal_space", "foundry"))

COAL_VALUE: Final = 0.8  # a coal in hand, toward a foundry use or the stoker space
FOUNDRY_ROUND: Final = 2.5  # an open foundry, for each round still to come (coal permitting)
FACTORY_STOKER_ROUND: Final = 1.5  # a stoker on a factory, for each round still to come
# a playout's preference among the face-up foundries (what the action is roughly worth)
FOUNDRY_PREFERENCE: Final = {"f01": 3.0, "f02": 3.5, "f03": 3.5, "f04": 3.5, "f05": 3.5, "f06": 3.0, "f07": 3.0,
                      "f08": 3.0, "f09": 3.5, "f10": 3.5, "f11": 3.0, "f12": 2.0}


def stoker_gain(state: RailroadsState, p: Seat, action: Action) -> float:
    """The points a stoker adds to a round scoring (a locomotive) or a rough worth (a factory)."""
    left = state.rounds - state.round + 1
    if action.args[0] == "loco":
        line = state.line_of(str(action.args[1]))
        slot = int(action.args[2])
        before = scoring.line_points(p, line)[0]
        p.locos[line][slot] += STOKER
        after = scoring.line_points(p, line)[0]
        p.locos[line][slot] -= STOKER
        return (after - before) * left + 0.1 * p.reach(line)
    return FACTORY_STOKER_ROUND * left * 0.5 + 0.1 * int(p.factories[int(action.args[1]) - 1])


def rollout_action(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    kind = actions[0].kind
    p = state.seats[seat]
    if kind == "stoker":
        return max(actions, key=lambda a: stoker_gain(state, p, a) + rng.random() * 0.5)
    if kind == "close":
        return actions[0] if _close_worth(state, seat, actions, rng) else actions[1]
    if kind == "take_foundry":
        return max(actions, key=lambda a: FOUNDRY_PREFERENCE.get(str(a.args[0]), 2.0) + rng.random())
    if kind == "coal_buy":
        return actions[-1]  # every coal is 2 black steps
    if kind == "refire":
        return max(actions, key=lambda a: p.factories[int(a.args[0]) - 1] + rng.random())
    if kind == "bonus_token":
        wants_coal = state.coal is not None and bool(state.coal.owned[seat])
        coal = [a for a in actions if a.args and a.args[0] == "token_coal"]
        return coal[0] if wants_coal and coal else actions[0]
    if kind == "build":
        return min(actions, key=lambda a: p.factories[int(a.args[1]) - 1] + rng.random() * 0.5)
    return free_action(state, seat, actions, rng)


def _close_worth(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> bool:
    """Close a foundry when the stoker's points for the rest of the game beat the foundry's uses."""
    p = state.seats[seat]
    from engine.games.railroads.coal import stoker_targets
    targets = stoker_targets(state, seat)
    best = max((stoker_gain(state, p, a) for a in targets), default=0.0)
    left = state.rounds - state.round  # rounds after this one in which the foundry could be used again
    coal = state.coal
    uses = min(left, (coal.coal[seat] if coal is not None else 0) // 2 + left // 2)
    return best + rng.random() > FOUNDRY_ROUND * uses


def free_action(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    """A free action worth taking now, else None (the caller then ends the turn or passes)."""
    p = state.seats[seat]
    foundries = [a for a in actions if a.kind == "foundry"]
    if foundries:
        return foundries[below(rng, len(foundries))]
    for a in actions:
        if a.kind == "coal_space" and a.args[0] == STOKER_SPACE:
            from engine.games.railroads.coal import stoker_targets
            if max((stoker_gain(state, p, t) for t in stoker_targets(state, seat)), default=0.0) > 1.0:
                return a
    return None


def place_bonus(state: RailroadsState, p: Seat, seat: int, sid: str) -> float:
    """A playout's adjustment of a coal table space's worth."""
    coal = state.coal
    if coal is None:
        return 0.0
    left = state.rounds - state.round + 1
    if sid in ("coal_foundry", "coal_combined_foundry"):
        return 0.5 * (left - 2) if coal.display else -5.0
    short = coal.coal[seat] < 2
    unused = any(f not in coal.used[seat] for f in coal.owned[seat])
    return 1.0 if short and (unused or STOKER_SPACE not in state.occupied) else -1.0


def estimate(state: RailroadsState, seat: int, left: int) -> float:
    """What the module's belongings add to the projected score (stokers on locomotives already
    count through the reach)."""
    coal = state.coal
    if coal is None:
        return 0.0
    later = max(0, left - 1)
    fuel = coal.coal[seat]
    value = COAL_VALUE * fuel * (1 if later else 0.3)
    if not state.passed[seat]:  # a foundry is used in the owner's turn
        open_now = sum(1 for f in coal.owned[seat] if f not in coal.used[seat])
        value += FOUNDRY_ROUND * min(open_now, fuel // 2)  # usable this round still
    value += FOUNDRY_ROUND * len(coal.owned[seat]) * later * 0.7
    value += FACTORY_STOKER_ROUND * bin(coal.fstoked[seat]).count("1") * later
    return value

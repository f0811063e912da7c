"""AI knowledge for Russian Railroads: the moves a search weighs, quick playout moves, a position estimate.

The estimate projects each player's final score: points so far, plus the points a round
scoring would give now for every round still to score, plus what is under construction
(rails beyond the locomotive reach, industry room, engineers toward the majority, held
end-game cards, workers and coins still to spend this round).
"""

from __future__ import annotations

import math
import random
from typing import Final

from engine.core import Action
from engine.games.railroads import coal_ai, germany_ai, scoring
from engine.games.railroads.data import COLOURS, catalogue
from engine.games.railroads.player import Seat
from engine.games.railroads.state import RailroadsState

CAT: Final = catalogue()
COLOUR_OF: Final = {c: i for i, c in enumerate(COLOURS)}

UNREACHED_WEIGHT: Final = 0.45  # a rail beyond the reach scores once a locomotive catches up
WORKER_VALUE: Final = 2.5  # points an unplaced worker still brings this round
COIN_VALUE: Final = 1.5
ENGINEER_VALUE: Final = 3.0  # per engineer, toward the 40/20 majority and factory #1
SOLO_PAR: Final = 180.0  # a solo score the search weighs as even; SOLO_SCALE: points for a clear difference
SOLO_SCALE: Final = 60.0


def search_actions(state: RailroadsState, seat: int) -> list[Action]:
    """Legal moves without the ones that only give something away.

    Coins in place of workers only when the workers do not suffice; no forfeiting (``done``,
    ``skip``) while something else can be done; no returning a locomotive that could replace one.
    """
    if not isinstance(state, RailroadsState):  # a stand-in for the real state: ask it nothing else
        return _search_actions(state.legal_actions(seat))
    cached = state._search.get(seat)
    if cached is None:
        cached = state._search[seat] = _search_actions(state.legal_actions(seat))
    return cached


def _search_actions(legal: list[Action]) -> list[Action]:
    if len(legal) <= 1:
        return legal
    kind = legal[0].kind
    if kind == "place" or kind == "pass":
        result = []
        last_space = None
        for action in legal:
            if action.kind == "place":
                space = action.args[0]
                if space == last_space:
                    continue  # the first variant of a space uses the fewest coins
                last_space = space
            result.append(action)
        return result
    result = [a for a in legal if a.kind not in ("done", "skip")]
    if any(a.kind == "loco" for a in result):
        # with every slot full, replacing a lower locomotive and returning that one beats returning this
        result = [a for a in result if a.kind != "loco_discard"]
    return result or legal


def _rail_gain(p: Seat, line: int, colour: int) -> float:
    """Points a step would add to every later round scoring (0 beyond the reach) plus a nudge forward.

    Only the space the rail moves onto changes its value: from the colour ahead of it to this one
    (a line doubling reached by the step is left out: this is a playout's rough guess)."""
    rails = p.rails[line]
    space = rails[colour] + 1
    board = p.board
    gain = 0.0
    if colour and space <= p.reach(line):
        allowed = board.lines[line].allowed
        ahead = colour - 1
        while ahead > 0 and not allowed[ahead]:
            ahead -= 1
        values = CAT.value_tables[p.values]
        gain = float(values[colour] - values[ahead])
        if line == board.doubler_line and space in board.doubler_spaces[: p.doublers]:
            gain *= 2
    elif colour == 0:
        for sp in board.lines[line].specials:
            if sp.space == space and not (p.fired >> sp.bit) & 1:
                gain += SPECIAL_GAIN.get(sp.type, 1.0)
        if line == board.doubler_line:
            gain += 0.3
    return gain + 0.2 * colour


def _loco_gain(p: Seat, line: int, slot: int, tile: int) -> float:
    before = scoring.line_points(p, line)[0]
    old = p.locos[line][slot]
    p.locos[line][slot] = tile
    after = scoring.line_points(p, line)[0]
    reach = p.reach(line)
    p.locos[line][slot] = old
    return after - before + 0.05 * reach


# a playout's guess of what reaching a special space brings (Germany's kinds included)
SPECIAL_GAIN: Final = {
    "unlock_colour": 3.0, "new_worker": 3.0, "bonus_marker": 3.0, "income_token": 3.0, "station": 2.0,
    "immediate": 2.0, "extra_industry_marker": 2.0, "branch_point": 3.0,
}

SPACE_BASE: Final = {
    "track": 3.0, "locomotive": 4.0, "industry": 3.0, "other": 2.5, "engineer": 3.5, "turn_order": 1.0,
    "last_round_tile": 4.0, "coal": 2.5,
}
_PLACE_SCORES: Final[dict[Action, float]] = {}  # by placement, those that read nothing of the position


def rollout_action(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    if not actions:
        return None
    kind = actions[0].kind
    p = state.seats[seat]
    if kind in ("place", "pass"):
        return _rollout_place(state, p, actions, rng)
    if kind in coal_ai.KINDS:
        choice = coal_ai.rollout_action(state, seat, actions, rng)
        if choice is not None:
            return choice
        token = germany_ai.token_to_use(actions, rng)  # the free actions of both modules in one list
        if token is not None:
            return token
        return actions[-1] if actions[-1].kind in ("end_turn", "pass") else None
    if kind in germany_ai.KINDS:
        return germany_ai.rollout_action(state, seat, actions, rng)
    if kind in ("rail", "loco", "industry", "factory", "loco_discard"):
        best = None
        best_score = -math.inf
        for action in actions:
            k = action.kind
            if k == "rail":
                score = _rail_gain(p, state.line_of(str(action.args[0])), COLOUR_OF[str(action.args[1])])
            elif k == "loco":
                tile = state.held or state.lowest_supply()
                score = 2.0 + _loco_gain(p, state.line_of(str(action.args[0])), int(action.args[1]), tile)
            elif k == "industry":
                score = 1.5
            elif k == "factory":
                score = 1.0 + 0.1 * int(action.args[0]) - (2.0 if len(action.args) > 2 else 0.0)
            elif k == "loco_discard":
                score = 0.0
            else:
                score = -1.0
            score += rng.random() * 0.5
            if score > best_score:
                best, best_score = action, score
        return best
    return None


def _place_score(state: RailroadsState, p: Seat, action: Action) -> float:
    """A placement's playout score before its roll; kept when it reads nothing of the position."""
    sid = str(action.args[0])
    space = CAT.spaces.get(sid)
    score = SPACE_BASE.get(space.group, 3.0) if space is not None else 4.0
    coal = space is not None and space.group == "coal"
    if coal:
        score += coal_ai.place_bonus(state, p, state.seats.index(p), sid)
    if space is not None and space.effect["type"] == "rail_steps":
        colour = space.effect["colour"]
        if colour in COLOUR_OF:
            score += COLOUR_OF[colour] * 0.8
    score -= 1.2 * int(action.args[1])
    if not coal:
        _PLACE_SCORES[action] = score
    return score


def _rollout_place(state: RailroadsState, p: Seat, actions: list[Action], rng: random.Random) -> Action:
    if p.tokens:
        token = germany_ai.token_to_use(actions, rng)  # an income token is free: use it first
        if token is not None:
            return token
    places = [a for a in actions if a.kind == "place"]
    if not places:
        if state.coal is not None:
            free = coal_ai.free_action(state, state.seats.index(p), actions, rng)  # free actions before passing
            if free is not None:
                return free
        return actions[-1]
    best = places[0]
    best_score = -math.inf
    draw = rng.random
    for action in places:
        score = _PLACE_SCORES.get(action)
        if score is None:
            score = _place_score(state, p, action)
        score += draw() * 3.0
        if score > best_score:
            best, best_score = action, score
    if p.free + p.temp == 0 and best_score < 3.5 and any(a.kind == "pass" for a in actions):
        if state.coal is not None:
            free = coal_ai.free_action(state, state.seats.index(p), actions, rng)  # free actions before passing
            if free is not None:
                return free
        return actions[-1]
    return best


def estimate(state: RailroadsState, seat: int) -> float:
    p = state.seats[seat]
    rule = state.opts.get("kiev_medal", "grey_and_reach")
    if state.phase == "over":
        return float(p.score)
    left = state.rounds - state.round + 1
    value = float(p.score + left * scoring.round_total(p, rule))
    unreached = 0
    for ld in p.board.lines:
        reach = p.reach(ld.index)
        rails = p.rails[ld.index]
        best = rails[1]  # grey or better beyond the reach
        if best > reach:
            unreached += best - reach
    value += UNREACHED_WEIGHT * unreached * max(0, left - 1)
    value += ENGINEER_VALUE * scoring.engineer_count(p)
    value += sum(scoring.end_card_points(p, c) for c in p.end_cards)
    if not state.passed[seat]:
        value += WORKER_VALUE * (p.free + p.temp)  # a worker left standing after passing brings nothing
    value += COIN_VALUE * p.coins * (1 if left > 1 else 0.3)
    value += 1.5 * (p.workers - state.setup["workers"]) * max(0, left - 1)
    if state.germany is not None:
        value += germany_ai.estimate(state, p, left, state.passed[seat])
    if state.coal is not None:
        value += coal_ai.estimate(state, seat, left)
    return value


def evaluate(state: RailroadsState) -> list[float]:
    if state.emil is not None:
        # alone against Emil only the points count: value the projected score on a smooth scale
        return [1.0 / (1.0 + math.exp(-(estimate(state, 0) - SOLO_PAR) / SOLO_SCALE))]
    est = [estimate(state, s) for s in range(state.players)]
    top = max(est)
    left = state.rounds - state.round + 1
    temperature = 6.0 + 4.0 * left
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [w / total for w in weights]

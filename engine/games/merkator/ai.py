"""Merkator AI hooks: the playout policy (trips, goods, contracts to fulfil) and the position estimate."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Final, cast

from engine.core import Action
from engine.core.draws import below
from engine.games.merkator.data import Contract, catalogue
from engine.games.merkator.economy import (
    Scored,
    building_worth,
    keep_value,
    needs_by_good,
    projected_worth,
    spend_credit,
)
from engine.games.merkator.ladder import potential, turns_left
from engine.games.merkator.needs import deficit, payment
from engine.games.merkator.planned import PlannedMoves
from engine.games.merkator.planning import (
    RATE_GOODS,
    RATE_TOKENS,
    TripPlanner,
    deficit_with_tile,
    good_weights,
    holdings_key,
    open_contracts,
    trade_reach,
    virtual_storage,
)

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
# the search compares a solo position with a steady pace of points (14 at the start, 2.7 more per
# turn: 60 after 17 turns, the rulebook's "experienced" mark, which the calibrated contracts bring
# within reach) on a 50-point span: a few points must make a clear difference to its exploration
SOLO_START: Final = 14.0
SOLO_PACE: Final = 2.7
SOLO_SPAN: Final = 50.0
COIN_WORTH: Final = 0.5  # a coin buys about half a point of buildings
EXPLORE: Final = 0.1
KEEP_SMALL: Final = 2  # goods choices the search weighs: the plan's and the next best
LAST_TURN_ALL: Final = 24  # in the last turn the search weighs every goods step when there are no more
KEEP_TRIPS: Final = 3  # destinations the search weighs, the plan's best
TEMPO: Final = 2.4  # what a seat's own turn adds to its estimate (policy seats, 2 players: 2.1 to 2.6)
TURN_SWING: Final = 2.4  # standard deviation of that gain (policy seats, 2 players: 1.9 to 2.7)
SPREAD_MIN: Final = 2.0


# A search meets the same holdings again and again (each iteration replays the tree's moves from
# the root, and nothing hidden is dealt anew), and the search's list of moves and the playout's
# choice ask the same of a position one after the other: the costliest answers are kept by all
# that they depend on. The memos are shared by the threads that search, so an answer is never
# changed once kept (a race costs at most an answer worked out twice).
class _Memo(dict):
    """Answers kept by everything they depend on, at most `size` of them (then it starts afresh)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def keep(self, key: tuple[Any, ...], answer: Any) -> Any:
        if len(self) >= self.size:
            self.clear()
        self[key] = answer
        return answer


MEMO_SIZE: Final = 10_000  # answers a memo keeps, then it starts afresh (the four full: about 40 MB)
# (the goods' weights at a take are worked out each time: the holdings change with every cube,
# so their memo missed about half the time and cost more than it saved)
_WORTHS = _Memo(MEMO_SIZE)  # by TripPlanner.inputs: the worths of the destinations asked about
_FULFIL_MOVES = _Memo(MEMO_SIZE)  # by what a destination's move list reads: that list
_INVEST_MOVES = _Memo(MEMO_SIZE)  # by what the investment step's move list reads: that list
_POTENTIALS = _Memo(MEMO_SIZE)  # by the holdings, tokens and turns left: what the contracts still promise


def trip_worths(state: MerkatorState, seat: int, actions: list[Action],
                inputs: tuple[Any, ...] | None = None) -> dict[Action, float]:
    """The worth of each destination in `actions` (the memo's answer may name more); `inputs`:
    `TripPlanner.inputs` of the position, when the caller has them."""
    if inputs is None:
        inputs = TripPlanner.inputs(state, seat)
    worth = _WORTHS.get(inputs)
    if worth is None or not all(a in worth for a in actions):
        planner = TripPlanner(state, seat)
        worth = _WORTHS.keep(inputs, {**(worth or {}),
                                      **{a: planner.value(CAT.region_index[str(a.args[0])]) for a in actions}})
    return worth


def _ranked_takes(state: MerkatorState, seat: int, actions: list[Action]) -> list[Action]:
    """The goods a cube taken may become, the plan's first."""
    storage, weights = _take_weights(state, seat)
    return sorted(actions, key=lambda a: (-weights[CAT.good_index[str(a.args[0])]],
                                          storage[CAT.good_index[str(a.args[0])]]))


def _best_take(state: MerkatorState, seat: int, actions: list[Action]) -> Action:
    """`_ranked_takes(...)[0]` without the sort: the first of the goods weighed most, fewest held."""
    goods = 0  # the goods taken into account, as bits: only theirs are weighed
    for action in actions:
        goods |= 1 << CAT.good_index[str(action.args[0])]
    storage = virtual_storage(state, seat)
    weights = good_weights(state, seat, storage, state.figure, goods)
    best = actions[0]
    good = CAT.good_index[str(best.args[0])]
    top, held = weights[good], storage[good]
    for action in actions[1:]:
        good = CAT.good_index[str(action.args[0])]
        if weights[good] > top or (weights[good] == top and storage[good] < held):
            best, top, held = action, weights[good], storage[good]
    return best


def _take_weights(state: MerkatorState, seat: int) -> tuple[list[int], list[float]]:
    """The seat's planned storage and the goods' weights for the cubes taken at the destination."""
    storage = virtual_storage(state, seat)
    return storage, good_weights(state, seat, storage, focus=state.figure)


def _choose_travel(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random,
                   worth: dict[Action, float] | None) -> Action:
    if worth is None:
        worth = trip_worths(state, seat, actions)
    # `max` by worth plus a random nudge drawn for each destination in turn, the first of equals
    best = actions[0]
    top = worth[best] + rng.random() * 0.3
    for action in actions[1:]:
        value = worth[action] + rng.random() * 0.3
        if value > top:
            best, top = action, value
    return best


def _invest(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    # (no `min` or `max` with a key function: compiled, its closure is made at every call and
    # called through the interpreter)
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        group = by_kind.get(action.kind)
        if group is None:
            by_kind[action.kind] = [action]
        else:
            group.append(action)
    if state.must_sell(seat) and "sell" in by_kind:
        storage = virtual_storage(state, seat)
        sells = by_kind["sell"]
        return _lowest(sells, [keep_value(state, seat, str(a.args[0]), storage) for a in sells], 1)[0]
    if state.no_coins:
        spend = spend_credit(state, seat, by_kind)
        if spend is not None:
            return spend
    buildings = by_kind.get("buy_building", [])
    if buildings:
        best, worth = _best_building(state, seat, buildings)
        if worth >= 2 or state.money(seat) >= 12 or state.last_round():
            return best
    if "discard_coins" in by_kind:
        if "buy_bonus" in by_kind:
            return by_kind["buy_bonus"][0]
        return by_kind["discard_coins"][0]
    bonus = by_kind.get("buy_bonus", [])
    if bonus and state.money(seat) >= 10:
        return bonus[0]
    travel = by_kind.get("travel")
    if travel:
        return _choose_travel(state, seat, travel, rng, actions.worths if isinstance(actions, PlannedMoves) else None)
    return actions[0]


def _best_building(state: MerkatorState, seat: int, buildings: list[Action]) -> tuple[Action, int]:
    """The building worth most to the seat, then the dearest, the first of equals, with its worth:
    `max` by (worth, cost) without a key function."""
    scored = Scored(state, seat)
    best = buildings[0]
    top, cost = building_worth(state, seat, str(best.args[0]), scored), CAT.buildings[str(best.args[0])].cost
    for action in buildings[1:]:
        worth = building_worth(state, seat, str(action.args[0]), scored)
        price = CAT.buildings[str(action.args[0])].cost
        if worth > top or (worth == top and price > cost):
            best, top, cost = action, worth, price
    return best, top


def _after(storage: list[int], tile: list[int], action: Action) -> tuple[list[int], list[int]]:
    after, tile_after = list(storage), list(tile)
    if action.kind == "store":
        good = CAT.good_index[str(action.args[0])]
        after[good] = after[good] + 1
        colour = CAT.good_colour[good]
        tile_after[colour] = tile_after[colour] - 1
    elif action.kind == "trade":
        give, get = CAT.good_index[str(action.args[0])], CAT.good_index[str(action.args[1])]
        after[give] = after[give] - RATE_GOODS
        after[get] = after[get] + 1
    else:
        good = CAT.good_index[str(action.args[0])]
        after[good] = after[good] + 1
    return after, tile_after


def _with_plan(actions: list[Action], planned: Action | None, worths: dict[Action, float] | None = None) -> PlannedMoves:
    moves = PlannedMoves(actions)
    moves.planned = planned
    moves.worths = worths
    return moves


def _fulfil(state: MerkatorState, seat: int, actions: list[Action]) -> Action:
    # the plan's step is the same over the full list and over the search's shorter one: the steps
    # before it in the full list are no use, and the search keeps it (and the final "done")
    if isinstance(actions, PlannedMoves) and actions.planned is not None:
        return actions.planned
    return _fulfil_plan(state, seat, actions)[0]


def _fulfil_plan(state: MerkatorState, seat: int, actions: list[Action]) -> tuple[Action, Contract | None]:
    """The plan's next step at a destination and the contract it works towards (None: done)."""
    best_fulfil = _best_fulfil(actions)
    if best_fulfil is not None:
        return best_fulfil, CAT.contracts[str(best_fulfil.args[0])]
    storage, tile, tokens = state.storage[seat], state.tile[seat], state.tokens[seat]
    # work towards the best contract the supply cubes and trades can still complete (the first
    # of the highest value): supply cubes first (free), then trades of spare goods, then tokens
    reach = trade_reach(storage, tokens)
    target: Contract | None = None
    for card in state.eligible(seat):
        contract = CAT.contracts[card]
        if deficit_with_tile(contract, storage, tile) <= reach and (target is None or contract.value > target.value):
            target = contract
    if target is not None:
        contract = target
        plain = deficit(CAT, contract, storage)
        before = deficit_with_tile(contract, storage, tile)
        for kind in ("store", "trade", "trade_tokens"):
            spent = RATE_TOKENS if kind == "trade_tokens" else 0
            for action in actions:
                if action.kind != kind:
                    continue
                after, tile_after = _after(storage, tile, action)
                left = deficit_with_tile(contract, after, tile_after)
                if kind == "store":
                    useful = deficit(CAT, contract, after) < plain and left <= before
                else:
                    useful = left < before
                if useful and left <= trade_reach(after, tokens - spent):
                    return action, contract
    return actions[-1], None  # done


def _best_fulfil(actions: list[Action]) -> Action | None:
    """The first fulfilment of the highest value, one that takes the card in hand before one that
    does not (None: no fulfilment)."""
    best: Action | None = None
    best_value, best_args = 0, 0
    for action in actions:
        if action.kind != "fulfil":
            continue
        value, args = CAT.contracts[str(action.args[0])].value, len(action.args)
        if best is None or value > best_value or (value == best_value and args > best_args):
            best, best_value, best_args = action, value, args
    return best


def search_actions(state: MerkatorState, seat: int) -> list[Action]:
    """The moves the search weighs (see `_search_actions`); at the investment step and at a
    destination, from the memo when the same holdings met the same position before (the last
    turn's destination and the cards-in-hand game read more of the position, so they are worked
    out every time)."""
    known = _remembered_actions(state, seat)
    if known is None:
        return _search_actions(state, seat)
    return _with_plan(known, known.planned, known.worths) if isinstance(known, PlannedMoves) else list(known)


def _remembered_actions(state: MerkatorState, seat: int) -> list[Action] | None:
    """`search_actions`'s list as the memo keeps it (never to be changed: the memo's own list);
    None where it is worked out every time."""
    if state.tasks or state.opt_hand or state.over:
        return None
    if state.step == "invest":
        trip = TripPlanner.inputs(state, seat)
        inputs = _invest_inputs(state, seat, trip)
        known = _INVEST_MOVES.get(inputs)
        if known is None:
            known = _INVEST_MOVES.keep(inputs, _search_actions(state, seat, trip))
        return known
    if state.step == "fulfil" and not state.forced_exempt():
        inputs = _fulfil_inputs(state, seat)
        known = _FULFIL_MOVES.get(inputs)
        if known is None:
            known = _FULFIL_MOVES.keep(inputs, _search_actions(state, seat))
        return known
    return None


def _invest_inputs(state: MerkatorState, seat: int, trip: tuple[Any, ...]) -> tuple[Any, ...]:
    """Everything the search's list at the investment step reads: the destinations' worths'
    inputs (`trip`), the money, the cards on display and whether a sale is due."""
    return (trip, seat, state.active, state.no_coins, state.opt_pressure, state.coins[seat], state.credit[seat],
            state.hand[seat], state.forced_exempt(), tuple(state.bonus_display), tuple(state.building_display))


def _fulfil_inputs(state: MerkatorState, seat: int) -> tuple[Any, ...]:
    """Everything the search's list at a destination reads (outside the last turn): the holdings
    (`holdings_key` without the cards the fulfilments bring, which the list does not read), the
    destination, the tokens and the card in hand."""
    return (CAT.revision, tuple(state.storage[seat]), tuple(state.tile[seat]), tuple(state.contracts[seat]),
            open_contracts(state, seat), seat, state.fulfiller, state.solo, state.figure, state.tokens[seat],
            state.hand[seat])


def _search_actions(state: MerkatorState, seat: int, trip: tuple[Any, ...] | None = None) -> list[Action]:
    """The moves the search weighs: the plan settles the small choices, the search the large ones.

    Which good a cube becomes, which good to give up at a loss control and the goods steps
    towards a contract follow the plan (the playout policy's choice and the next best);
    the destinations are the plan's best few; selling, buying, fulfilling, joining and ending
    the step are all weighed. Every fulfilment stays, so no contract is ever out of reach.
    `trip`: `TripPlanner.inputs` of the position at the investment step, when the caller has them."""
    actions = state.legal_actions(seat)
    if len(actions) <= 3 and (state.step != "fulfil" or state.tasks or state.solo or len(actions) == 1):
        return actions
    if state.tasks:
        if state.tasks[0][0] == "lose":
            need = needs_by_good(state, seat)
            storage = state.storage[seat]
            ranked = sorted(actions, key=lambda a: need[CAT.good_index[str(a.args[0])]]
                            - storage[CAT.good_index[str(a.args[0])]])
            return ranked[:KEEP_SMALL]
        return actions
    if state.step == "take":
        return _ranked_takes(state, seat, actions)[:KEEP_SMALL]
    if state.step == "fulfil":
        steps = [a for a in actions if a.kind in ("store", "trade", "trade_tokens")]
        if state.forced_exempt() and (len(steps) <= KEEP_SMALL or len(actions) <= LAST_TURN_ALL):
            return actions  # the last turn's goods steps are few and every one counts at the end
        planned, target = _fulfil_plan(state, seat, actions)
        if target is not None and not state.solo and not state.forced_exempt() and not _spoils(state, seat, target):
            # a contract the plan completes here is fulfilled: leaving it for later only gives
            # the other seats time (the search still weighs the other fulfilments and steps);
            # measured with two players, so the solo search weighs leaving as before
            actions = [a for a in actions if a.kind != "done"]
        if len(steps) <= KEEP_SMALL:
            return _with_plan(actions, planned)
        kept = {planned, *_completing(state, seat, steps)}
        if state.forced_exempt():
            # the last turn: goods are worth what the buildings make of them at the end
            kept.update(_best_for_the_end(state, seat, steps))
        return _with_plan([a for a in actions if a.kind not in ("store", "trade", "trade_tokens") or a in kept],
                          planned)
    if state.step == "invest":
        travel = [a for a in actions if a.kind == "travel"]
        worth = None
        if len(travel) > KEEP_TRIPS:
            worth = trip_worths(state, seat, travel, trip)
            travel = _lowest(travel, [-worth[a] for a in travel], KEEP_TRIPS)
        # supply cubes stay flexible (and safe from loss controls) until a contract needs them
        stores_stay = all(a.kind == "store" for a in actions)
        sells = [a for a in actions if a.kind == "sell"]
        if len(sells) > KEEP_SMALL:
            storage = virtual_storage(state, seat)
            sells = _lowest(sells, [keep_value(state, seat, str(a.args[0]), storage) for a in sells], KEEP_SMALL)
        weighed: list[Action] = []  # in the legal list's order; the kept moves are the list's own objects
        for action in actions:
            kind = action.kind
            if kind == "travel":
                if any(action is a for a in travel):
                    weighed.append(action)
            elif kind == "sell":
                if any(action is a for a in sells):
                    weighed.append(action)
            elif kind != "store" or stores_stay:
                weighed.append(action)
        return _with_plan(weighed, None, worth)
    return actions


def _lowest(actions: list[Action], scores: list[float], count: int) -> list[Action]:
    """The `count` actions of lowest score, lowest first, the first listed first among equals:
    `sorted(actions, key=score)[:count]` without a key function called for each action."""
    chosen: list[Action] = []
    taken = 0  # the indices chosen, as bits
    while len(chosen) < count and len(chosen) < len(actions):
        best, lowest = -1, 0.0
        for index, score in enumerate(scores):
            if not taken >> index & 1 and (best < 0 or score < lowest):
                best, lowest = index, score
        taken |= 1 << best
        chosen.append(actions[best])
    return chosen


def _spoils(state: MerkatorState, seat: int, target: Contract) -> bool:
    """Whether the goods `target` takes leave a more valuable contract held further from complete."""
    storage = virtual_storage(state, seat)
    paid = payment(CAT, target, storage)
    after = [max(0, storage[g] - paid[g]) for g in range(len(storage))]
    for card in state.contracts[seat]:
        other = CAT.contracts[card]
        if other.value > target.value and deficit(CAT, other, after) > deficit(CAT, other, storage):
            return True
    return False


def _completing(state: MerkatorState, seat: int, steps: list[Action]) -> list[Action]:
    """The goods steps after which a contract for this destination can be fulfilled at once."""
    storage, tile = state.storage[seat], state.tile[seat]
    open_cards = [CAT.contracts[c] for c in state.eligible(seat)]
    open_cards = [c for c in open_cards if deficit(CAT, c, storage) > 0]
    found = []
    for action in steps if open_cards else ():
        after, _ = _after(storage, tile, action)
        if any(deficit(CAT, c, after) == 0 for c in open_cards):
            found.append(action)
    return found


def _best_for_the_end(state: MerkatorState, seat: int, steps: list[Action]) -> list[Action]:
    """The goods steps that raise the seat's final score most (none if none raises it)."""
    now = state.score_details()[seat]["exact"]
    gains = []
    for action in steps:
        twin = state.clone()
        twin._apply(seat, action)
        gained = twin.score_details()[seat]["exact"] - now
        if gained > 0:
            gains.append((gained, action))
    gains.sort(key=lambda g: -g[0])
    return [a for _, a in gains[:KEEP_SMALL]]


def rollout_action(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    if len(actions) == 1:
        return actions[0]
    if rng.random() < EXPLORE:
        return None
    return policy_action(state, seat, actions, rng)


def policy_shortcut(state: MerkatorState, seat: int, rng: random.Random) -> Action | None:
    """The playout's move (`rollout_action` over `search_actions`, a random one where it has
    none), with the same random numbers, read from the memo's own list rather than a copy; at
    a take from the legal list, which the search weighs whole. None: elsewhere."""
    actions = _remembered_actions(state, seat)
    if actions is None:
        if state.step != "take" or state.tasks or state.over:
            return None
        actions = _search_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    if rng.random() >= EXPLORE:
        action = policy_action(state, seat, actions, rng)
        if action is not None:
            return action
    return actions[below(rng, len(actions))]


def policy_action(state: MerkatorState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    """The playout policy's move without its exploration (None: no preference)."""
    kind = actions[0].kind
    if state.tasks:
        task = state.tasks[0][0]
        if task == "lose":
            need = needs_by_good(state, seat)
            storage = state.storage[seat]
            return max(actions, key=lambda a: storage[CAT.good_index[str(a.args[0])]]
                       - need[CAT.good_index[str(a.args[0])]])
        if task == "offer":
            return actions[0]
        if task == "swap":
            return actions[0]
        if task == "pressure":
            return max(actions, key=lambda a: CAT.buildings[str(a.args[0])].cost)
        return actions[below(rng, len(actions))]
    if state.step == "invest":
        return _invest(state, seat, actions, rng)
    if state.step == "take":
        return _best_take(state, seat, actions)
    if state.step == "fulfil":
        return _fulfil(state, seat, actions)
    if kind == "join":
        if state.fulfillable(seat) or any(CAT.bonus[b].region == state.figure for b in state.bonus[seat]):
            return actions[0]
        return actions[1]
    return None


def turn_end(state: MerkatorState, in_place: bool = False) -> MerkatorState:
    """The position at the end of the current turn (the trip, its fulfilments and the joins),
    the rest of the turn played by the playout policy; the position itself between turns.
    The rest is played in a copy, or with `in_place` in `state` itself."""
    if state.over or (state.step == "invest" and not state.tasks):
        return state
    twin = state if in_place else state.clone()
    rng = cast(random.Random, _SeededOnUse(twin.turn_index))  # it answers what the policy asks of an rng
    while not twin.over and not (twin.step == "invest" and not twin.tasks):
        seat = twin.to_move()[0]
        actions = _remembered_actions(twin, seat)  # only read here: the memo's own list will do
        if actions is None:
            actions = _search_actions(twin, seat)
        action = policy_action(twin, seat, actions, rng) if len(actions) > 1 else actions[0]
        twin._apply(seat, actions[0] if action is None else action)
    return twin


class _SeededOnUse:
    """`random.Random(seed)`, seeded when first drawn from: the rest of a turn seldom draws,
    and seeding costs more than the rest of the turn's moves."""

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._rng: random.Random | None = None

    def __getattr__(self, name: str) -> Any:  # asked only for what the instance lacks: the rng's methods
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return getattr(self._rng, name)


def pending(state: MerkatorState) -> list[int]:
    """The seats still to play a turn in this round (in the last round: still to play their last)."""
    if state.over:
        return []
    if state.final_left is not None:
        return [(state.active + k) % state.n for k in range(state.final_left)]
    return list(range(state.active, state.n))


def estimate(state: MerkatorState) -> list[float]:
    """Each seat's exact score plus what its plan still promises: the fulfilments within reach of
    its contracts (the climb towards the Peace counted by `ladder`), and its coins, which buy
    buildings later."""
    details = state.score_details()
    result = []
    late = state.is_over() or state.last_round()
    to_play = pending(state)
    for seat, d in enumerate(details):
        value = d["exact"] + 0.1 * state.tokens[seat]
        if not state.is_over():
            value += _potential(state, seat)
            if not late:
                value += COIN_WORTH * state.money(seat)
                if seat in to_play:
                    value += TEMPO
        result.append(value)
    return result


def solo_estimate(state: MerkatorState) -> float:
    """The solo score expected at the end: the exact score now, the growth still due to the
    buildings held, and the fulfilments still within reach of the contracts held."""
    details = state.score_details()[0]
    exact = details["exact"]
    if state.is_over():
        return exact
    scored = Scored(state, 0)
    growth = sum(max(0.0, projected_worth(state, 0, b, scored) - details["per_building"].get(b, 0))
                 for b in state.buildings[0])
    return exact + growth + _potential(state, 0) + 0.1 * state.tokens[0]


def _potential(state: MerkatorState, seat: int) -> float:
    """`ladder.potential` of the seat's planned storage and trades (the holdings, the tokens and
    the turns left are all it reads)."""
    left = turns_left(state, seat)
    inputs = (holdings_key(state, seat), state.tokens[seat], left, state.solo)
    known = _POTENTIALS.get(inputs)
    if known is None:
        storage = virtual_storage(state, seat)
        known = _POTENTIALS.keep(inputs, potential(state, seat, storage, trade_reach(storage, state.tokens[seat])))
    return known


def solo_value(points: float, turn: int) -> float:
    """Solo points expected after `turn` turns, on the search's 0..1 scale (0.5: on pace)."""
    pace = SOLO_START + SOLO_PACE * turn
    return min(1.0, max(0.0, 0.5 + (points - pace) / SOLO_SPAN))


def evaluate(state: MerkatorState, spent: bool = False) -> list[float]:
    """Each seat's chance to win; `spent`: the caller throws `state` away, so the rest of the
    turn is played in it instead of in a copy."""
    if state.n == 1:
        # the solo game is scored against a fixed scale (80 is "MEGA"), so value the points themselves
        return [solo_value(solo_estimate(state), state.turn_index)]
    settled = turn_end(state, in_place=spent)
    values = estimate(settled)
    top = max(values)
    spread = spread_of(settled)
    weights = [math.exp((v - top) / spread) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def spread_of(state: MerkatorState) -> float:
    """How uncertain the final margins still are, as the scale of the chance to win.

    A turn moves a seat's estimate by about 2.4 points either way (policy seats, 2 players), so
    the margin between two seats spreads with the square root of the turns to come (a logistic
    scale of 0.55 standard deviations): 7 at a two-player game's start, 2 in its last round.
    A fixed scale of 6 made a lead of 5 in the last round look like a 70% chance, while the
    finished game pays the leader almost 1: the leader's search gained by ending the game soon."""
    if state.over:
        return SPREAD_MIN
    left = sum(turns_left(state, seat) for seat in range(state.n)) / state.n
    return max(SPREAD_MIN, 0.55 * TURN_SWING * math.sqrt(2 * left))

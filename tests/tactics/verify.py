"""The check behind every tactics position: what each first move is worth by the game's own scoring.

A move's worth is the best the seat can make of the rest of its own turn (every chain of its own
steps is tried; in Speicherstadt and Russian Railroads also of its later turns), while every other
seat plays quietly (it passes, declines or ends its turn) until the game ends; the worth is then
the seat's final total plus WIN when it wins alone, or, in Dale, whether the seat has won.
A position counts as tactical when the best moves are worth at least ``GAP`` more than every other
move and no step of the tried chains drew from the game's random numbers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from engine.ai.evaluation import search_actions
from engine.core.actions import Action
from engine.core.game import GameState, fields_of

WIN = 1000.0  # added to the final total of a seat that wins alone: a won game beats any score
# (a Merkator seat that must move on travels to the first destination rather than sell its contracts)
QUIET_KINDS = ("done", "pass", "decline", "stay", "skip", "end", "drop", "travel")
CHAIN_NODES = 4000  # a turn whose chains are more than this is not judged
QUIET_STEPS = 400
# games whose seat plays its own later turns at its best too (the last loading after a purchase;
# the railroad worker placed after this one, with the coins or workers a move leaves)
OWN_LATER_TURNS = ("speicherstadt", "railroads")
# games where a step may draw (Merkator: the card revealed under a contract taken as a reward);
# their positions are judged again with this many other random numbers and kept only when every
# judgement agrees, so the draw cannot change what a move is worth
RESEEDED = {"merkator": 3}
RESEED_BASE = 7919
# games whose search weighs fewer moves than are legal (Merkator leaves the small goods choices to
# its plan): every legal first move is judged, so a move the search leaves out counts against it
ALL_FIRST_MOVES = ("merkator",)
GAP = {"speicherstadt": 3, "railroads": 4, "jantaris": 2, "dale": 1, "merkator": 3}
# games whose chains meet the same position by several orders of the same steps (Speicherstadt's
# loading: two ships, the same goods), judged once a position; the fields left out hold no rule's state
REMEMBERED = ("speicherstadt", "railroads")
NOT_POSITION = ("rng", "config", "opening_events", "events", "memo", "quiet", "_legal", "_search")
PLAY_ON_GAMES = 40  # playouts per first move for holds_when_others_play_on


class Outcome(NamedTuple):
    """What the rest of the game brings the seat: its worth, its score's parts, its own steps."""

    worth: float
    parts: dict[str, int]
    line: tuple[Action, ...] = ()


UNCERTAIN = Outcome(0.0, {"won": 0})  # a Dale draw: no certain win


class Seen(dict[str, Outcome]):
    """A judgement's positions already judged, by ``_position_key``.

    ``shared`` holds the ids of every part of the judged position: the position is never changed
    while it is judged and outlives every copy, so a part a copy still shares with it (a railroad
    board, say) is told by its id, which no other object can take meanwhile.
    """

    def __init__(self, root: GameState) -> None:
        super().__init__()
        self.shared: set[int] = set()
        _collect_parts(root, self.shared)


class UnjudgedError(Exception):
    """The position cannot be judged exactly (too many chains, a random draw, no quiet end)."""


class _UncertainError(Exception):
    """A Dale move drew a card: whatever follows is no certain win."""


@dataclass(frozen=True)
class Judgement:
    worth: dict[Action, float]
    best: list[Action]
    gap: float
    breakdown_best: dict[str, int]
    breakdown_other: dict[str, int]
    line: tuple[Action, ...] = ()  # the seat's own steps after the (first) best move


def quiet_action(state: GameState, seat: int) -> Action:
    actions = state.legal_actions(seat)
    for kind in QUIET_KINDS:
        for action in actions:
            if action.kind == kind:
                return action
    return actions[0]


def _final(state: GameState, seat: int, budget: list[int], seen: Seen | None = None) -> Outcome:
    """The seat's worth once the game has been played quietly to its end."""
    if state.game_id == "dale":
        won = state.is_over() and seat in state.winners()
        return Outcome(1.0 if won else 0.0, {"won": int(won)})
    for _ in range(QUIET_STEPS):
        if state.is_over():
            break
        movers = state.to_move()
        if movers == [seat] and state.game_id in OWN_LATER_TURNS:
            return _chain_best(state, seat, budget, seen)
        state._apply(movers[0], quiet_action(state, movers[0]))
    if not state.is_over():
        raise UnjudgedError("the game does not end when everybody plays quietly")
    score = state.scores()[seat]
    won = WIN if state.winners() == [seat] else 0.0
    return Outcome(float(score.total) + won, dict(score.breakdown))


def _position_key(state: GameState, shared: set[int]) -> str:
    fields = sorted((k, _contents(v, shared)) for k, v in fields_of(state).items() if k not in NOT_POSITION)
    return repr((fields, state.rng.getstate()))


def _fields(value: object) -> list[tuple[str, object]] | None:
    """An object's fields by name, slots and ``__dict__`` alike (None for plain values and containers)."""
    fields = fields_of(value)
    if not fields and not hasattr(value, "__dict__"):
        return None
    return sorted(fields.items())


def _collect_parts(value: object, found: set[int]) -> None:
    if isinstance(value, (str, int, float, bool, type(None))) or id(value) in found:
        return
    if not isinstance(value, (tuple, frozenset)):
        # an immutable value is told by its contents: a compiled state (make compiled) may even
        # hand out a new tuple each time a field is read
        found.add(id(value))
    if isinstance(value, dict):
        parts: list[object] | None = [*value.keys(), *value.values()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        parts = list(value)
    else:
        parts = [part for _, part in _fields(value) or ()]
    for part in parts:
        _collect_parts(part, found)


def _contents(value: object, shared: set[int]) -> object:
    """``value`` as plain data, an object by its fields: a state's parts (a railroad player's
    board, say) are copied with the state, so their default repr, an address, tells nothing."""
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    if id(value) in shared:
        return ("shared", id(value))
    if isinstance(value, (list, tuple)):
        return tuple(_contents(v, shared) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((repr(k), _contents(v, shared)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(repr(_contents(v, shared)) for v in value))
    fields = _fields(value)
    if fields is not None:
        return (type(value).__name__, tuple((name, _contents(v, shared)) for name, v in fields))
    return repr(value)


def _chain_best(state: GameState, seat: int, budget: list[int], seen: Seen | None = None) -> Outcome:
    """The best final worth over every continuation of the seat's own turn."""
    if seen is None:
        return _chain_best_of(state, seat, budget, None)
    key = _position_key(state, seen.shared)
    known = seen.get(key)
    if known is None:
        known = seen[key] = _chain_best_of(state, seat, budget, seen)
    return known


def _chain_best_of(state: GameState, seat: int, budget: list[int], seen: Seen | None) -> Outcome:
    budget[0] -= 1
    if budget[0] < 0:
        raise UnjudgedError("too many chains")
    if state.is_over() or state.to_move() != [seat]:
        return _final(state, seat, budget, seen)
    best: Outcome | None = None
    for action in search_actions(state, seat):
        try:
            outcome = _chain_best(_step(state, seat, action), seat, budget, seen)
        except _UncertainError:
            outcome = UNCERTAIN
        if best is None or outcome.worth > best.worth:
            best = outcome._replace(line=(action, *outcome.line))
    assert best is not None
    return best


def _step(state: GameState, seat: int, action: Action) -> GameState:
    child = state.clone()
    before = child.rng.getstate()
    child._apply(seat, action)
    if child.rng.getstate() != before and child.game_id not in RESEEDED:
        if child.game_id == "dale":  # a draw may help or not: only a certain win counts
            raise _UncertainError
        raise UnjudgedError("a random draw")
    return child


def first_moves(state: GameState, seat: int) -> list[Action]:
    """The first moves a position is judged by (and the AI is asked to choose among)."""
    if state.game_id in ALL_FIRST_MOVES:
        return state.legal_actions(seat)
    return search_actions(state, seat)


def judge(state: GameState, seat: int) -> Judgement:
    """Every first move's worth; raises UnjudgedError when that cannot be told exactly."""
    runs = RESEEDED.get(state.game_id)
    if not runs:
        return _judge(state, seat)
    verdicts = []
    for run in range(runs):
        twin = state.clone()
        twin.rng = random.Random(RESEED_BASE + run)
        verdicts.append(_judge(twin, seat))
    if any(v.worth != verdicts[0].worth for v in verdicts[1:]):
        raise UnjudgedError("the worths depend on a draw")
    return verdicts[0]


def _judge(state: GameState, seat: int) -> Judgement:
    budget = [CHAIN_NODES]
    seen = Seen(state) if state.game_id in REMEMBERED else None
    outcomes: dict[Action, Outcome] = {}
    for action in first_moves(state, seat):
        try:
            outcomes[action] = _chain_best(_step(state, seat, action), seat, budget, seen)
        except _UncertainError:
            outcomes[action] = UNCERTAIN
    worth = {a: o.worth for a, o in outcomes.items()}
    parts = {a: o.parts for a, o in outcomes.items()}
    top = max(worth.values())
    best = [a for a, w in worth.items() if w == top]
    others = [a for a in worth if a not in best]
    line = outcomes[best[0]].line
    if not others:
        return Judgement(worth, best, 0.0, parts[best[0]], parts[best[0]], line)
    runner = max(others, key=lambda a: worth[a])
    gap = top - worth[runner]
    return Judgement(worth, best, gap, parts[best[0]], parts[runner], line)


def play_on_shares(state: GameState, seat: int, moves: list[Action], games: int = PLAY_ON_GAMES) -> dict[Action, float]:
    """Each move's win share when, after it, every seat (this one too) goes on with the game's
    quick playout moves to the end, over ``games`` seeded deals of what the seat cannot see."""
    from engine import games as registry
    from engine.ai.evaluation import Knowledge

    knowledge = Knowledge(registry.get(state.game_id))
    shares: dict[Action, float] = {}
    for move in moves:
        won = 0.0
        for game in range(games):
            rng = random.Random(RESEED_BASE + game)
            twin = state.determinize(seat, rng)
            twin.apply(seat, move)
            while not twin.is_over():
                mover = twin.to_move()[0]
                twin.apply(mover, knowledge.rollout_move(twin, mover, search_actions(twin, mover), rng))
            winners = twin.winners()
            won += 1 / len(winners) if seat in winners else 0.0
        shares[move] = won / games
    return shares


def holds_when_others_play_on(state: GameState, seat: int, verdict: Judgement) -> bool:
    """The judgement lets the others go quietly; a position is fair only when its best move also
    wins some games, and no fewer than any other move, while everybody plays on."""
    shares = play_on_shares(state, seat, list(verdict.worth))
    best = max(shares[a] for a in verdict.best)
    return best > 0 and all(share <= best for a, share in shares.items() if a not in verdict.best)

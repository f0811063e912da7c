"""Information-set Monte Carlo tree search that plays any registered game through the contract alone.

Each iteration samples a determinization of the state for the deciding seat (so
the search never sees another seat's hidden cards), walks one shared tree whose
edges are (seat, action) with UCT over the actions available in that sample,
adds one node, plays out with the game's rollout hook for a few steps and
scores the end with the game's evaluation (or the real result). Rewards are
per seat and each edge is judged by the seat that chose it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.ai import parallel
from engine.ai.base import Player
from engine.ai.evaluation import FocusHook, Knowledge, counted_move, search_actions
from engine.ai.heap import frozen_heap
from engine.ai.playout import play_out
from engine.ai.tree import Node, back_up, descend, walk
from engine.core.actions import Action
from engine.core.draws import below
from engine.core.errors import ConfigError
from engine.core.game import GameState

DEFAULT_ITERATIONS = 200
# A time budget per turn is shared out over the turn's searched decisions: the first, the real
# choice of the turn, gets this share of it, each later one this share of what is left (its tree
# kept from the decision before), and none less than the floor's share of the whole turn.
FIRST_SHARE = 0.6
LATER_SHARE = 0.4
FLOOR_SHARE = 0.01
# how the other seats' moves inside the tree are chosen: by their own statistics, or by the playout policy
OPPONENTS = ("tree", "policy")
ESTIMATES = ("game", "fitted")
_STOP_CHECK_EVERY = 16


@dataclass(frozen=True)
class MoveStats:
    """What the search learnt about one root move; ``mean`` is the mover's average reward."""

    action: Action
    visits: int
    mean: float


@dataclass(frozen=True)
class SearchResult:
    """Root statistics of one search: moves ordered best first (most visits, then best mean)."""

    seat: int
    iterations: int
    seconds: float
    cancelled: bool
    moves: tuple[MoveStats, ...]
    helpers: int = 0  # AI processes whose statistics these are (engine/ai/parallel.py)
    reused: int = 0  # root visits kept from the turn's decision before


class ISMCTSPlayer(Player):
    """Budget: ``iterations`` and/or ``seconds`` per decision and/or ``turn_seconds`` per turn
    (whichever ends first); ``depth`` playout steps.

    ``turn_seconds``: the thinking time of a whole turn, shared out over its decisions (see
    FIRST_SHARE); the tree of one decision is kept for the next one of the same turn, from the
    move played on, so a later step starts with what the first search learnt about it.

    ``helpers``: with a time budget alone, the search runs in the AI processes instead of the
    caller's (when the window has turned them on, see engine/ai/parallel.py).

    ``opponents``: "tree" searches every seat's moves in the tree; "policy" plays the other seats'
    moves there by the game's playout policy, so the tree holds the searching seat's moves only
    and a small budget goes further down its own plans.

    ``focus``: on its own turns the search weighs only the moves the game's ``focus_actions``
    hook keeps (the root's too), where the others' moves are searched or played as before.

    ``estimate``: "game" judges a playout's end by the game's ``evaluate``; "fitted" by the
    estimate the game offers under that name (``Ruleset.named_estimate``; Dale: weights fitted
    to how search games end), or by ``evaluate`` in a game without one.

    ``tables``: by (game id, players), the ``depth``, ``opponents``, ``focus`` and ``estimate``
    to use at that table instead of the player's own (a level's measured tables:
    engine/ai/tables.json)."""

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        turn_seconds: float | None = None,
        depth: int = 20,
        exploration: float = 0.7,
        margin_weight: float = 0.1,
        use_rollout: bool = True,
        use_evaluate: bool = True,
        early_stop: bool = True,
        helpers: bool = False,
        opponents: str = "tree",
        focus: bool = False,
        estimate: str = "game",
        tables: Mapping[tuple[str, int], Mapping[str, Any]] | None = None,
    ) -> None:
        super().__init__(seed)
        if iterations is None and seconds is None and turn_seconds is None:
            iterations = DEFAULT_ITERATIONS
        if iterations is not None and iterations < 1:
            raise ConfigError("iterations must be at least 1")
        if (seconds is not None and seconds <= 0) or (turn_seconds is not None and turn_seconds <= 0):
            raise ConfigError("seconds must be positive")
        if depth < 0:
            raise ConfigError("depth must not be negative")
        self.tables = {table: dict(chosen) for table, chosen in (tables or {}).items()}
        for choice in (opponents, *(chosen.get("opponents", opponents) for chosen in self.tables.values())):
            if choice not in OPPONENTS:
                raise ConfigError(f"opponents must be one of {', '.join(OPPONENTS)}, not {choice!r}")
        for choice in (estimate, *(chosen.get("estimate", estimate) for chosen in self.tables.values())):
            if choice not in ESTIMATES:
                raise ConfigError(f"estimate must be one of {', '.join(ESTIMATES)}, not {choice!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.turn_seconds = turn_seconds
        self.depth = depth
        self.exploration = exploration
        self.margin_weight = margin_weight
        self.use_rollout = use_rollout
        self.use_evaluate = use_evaluate
        self.early_stop = early_stop
        self.helpers = helpers
        self.opponents = opponents
        self.focus = focus
        self.estimate = estimate

    # --- Player ------------------------------------------------------------
    def ranked(self, state: GameState, seat: int) -> list[Action]:
        legal = search_actions(state, seat, self.focus_for(state))
        if not legal:
            raise ConfigError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal
        counted = counted_move(state, seat)
        if counted is not None and counted in state.legal_actions(seat):
            return [counted, *(action for action in legal if action != counted)]
        try:
            result = self.search(state, seat, legal)
        finally:
            self.cancel_event.clear()
        if not result.moves:
            first = legal[below(self.rng, len(legal))]
            return [first, *(action for action in legal if action is not first)]
        first = self.pick(result)
        tried = [move.action for move in result.moves]
        seen = set(tried)
        return [first, *(action for action in tried if action != first),
                *(action for action in legal if action not in seen)]

    def pick(self, result: SearchResult) -> Action:
        """The move to play from the search statistics: the most visited one."""
        return result.moves[0].action

    # --- search --------------------------------------------------------------
    def depth_for(self, state: GameState) -> int:
        """The playout depth at this game's table."""
        return int(self.tables.get((state.game_id, state.players), {}).get("depth", self.depth))

    def opponents_for(self, state: GameState) -> str:
        """How the other seats' moves are chosen in the tree at this game's table."""
        return str(self.tables.get((state.game_id, state.players), {}).get("opponents", self.opponents))

    def focus_for(self, state: GameState) -> bool:
        """Whether the search weighs only the game's focus moves on its own turns at this table."""
        return bool(self.tables.get((state.game_id, state.players), {}).get("focus", self.focus))

    def estimate_for(self, state: GameState) -> str:
        """Which estimate judges a playout's end at this game's table."""
        return str(self.tables.get((state.game_id, state.players), {}).get("estimate", self.estimate))

    def decision_seconds(self) -> float | None:
        """This decision's time budget: ``seconds``, or its share of what is left of the turn's."""
        if self.turn_seconds is None:
            return self.seconds
        left = self.turn_seconds - self.turn.seconds
        share = FIRST_SHARE if self.turn.searches == 0 else LATER_SHARE
        budget = max(left * share, self.turn_seconds * FLOOR_SHARE)
        return budget if self.seconds is None else min(self.seconds, budget)

    def keeps_trees(self) -> bool:
        """A search with a turn budget keeps its tree for the turn's next decision; one with a
        fixed budget per decision searches afresh, as it always has (the arena's lines)."""
        return self.turn_seconds is not None and self.iterations is None

    def determinize(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """The only door to the real state: a copy consistent with what ``seat`` may see."""
        return state.determinize(seat, rng)

    def search(self, state: GameState, seat: int, legal: list[Action] | None = None,
               tree: Node | None = None) -> SearchResult:
        """Run the budgeted search for ``seat`` and return the statistics of its root moves; ``tree``
        is the tree to grow (an AI process's, kept from the turn's decision before), else the turn's
        own kept one or a new one."""
        focus = self.focus_for(state)
        legal = search_actions(state, seat, focus) if legal is None else legal
        rng = random.Random(self.rng.getrandbits(64))
        estimate = self.estimate_for(state)
        knowledge = Knowledge.of(
            state,
            use_rollout=self.use_rollout,
            use_evaluate=self.use_evaluate,
            margin_weight=self.margin_weight,
            estimate=estimate,
        )
        depth = self.depth_for(state)
        by_policy = self.opponents_for(state) == "policy"
        own_moves = knowledge.focus_hook if focus else None
        seconds = self.decision_seconds()
        turn = self.turn
        keep = self.keeps_trees()
        start = time.perf_counter()
        if self.helpers and seconds is not None and parallel.enabled():
            settings = self._settings(depth, by_policy, focus, estimate)
            elsewhere = parallel.search(state, seat, legal, settings, seconds, self.rng.getrandbits(31),
                                        (turn.number, turn.searches, tuple(turn.since)) if keep else None,
                                        self.cancel_event)
            if elsewhere is not None and (elsewhere.stats or elsewhere.cancelled):
                self._next_search(None)
                return SearchResult(
                    seat=seat, iterations=elsewhere.iterations, seconds=time.perf_counter() - start,
                    cancelled=elsewhere.cancelled, moves=self._root_moves(Node(), seat, legal, elsewhere.stats),
                    helpers=len(elsewhere.stats), reused=elsewhere.reused,
                )
            if elsewhere is not None:  # no process answered at all (they were stopped): a short search here
                seconds, start = seconds / 4, time.perf_counter()
        root = tree if tree is not None else (descend(turn.kept, seat, turn.since) if keep else None) or Node()
        reused = sum(child.visits for (mover, _a), child in root.children.items() if mover == seat)
        with frozen_heap():
            done, cancelled = self.run(root, state, seat, rng, knowledge, depth, by_policy, own_moves, seconds, start)
        self._next_search(root if keep else None)
        return SearchResult(
            seat=seat,
            iterations=done,
            seconds=time.perf_counter() - start,
            cancelled=cancelled,
            moves=self._root_moves(root, seat, legal),
            reused=reused,
        )

    def _next_search(self, root: Node | None) -> None:
        """Note a search of this turn, and the tree the turn's next decision goes on from."""
        self.turn.searches += 1
        self.turn.kept = root
        self.turn.since = []

    def run(
        self, root: Node, state: GameState, seat: int, rng: random.Random, knowledge: Knowledge, depth: int,
        by_policy: bool, own_moves: FocusHook | None, seconds: float | None, start: float,
    ) -> tuple[int, bool]:
        """Iterate from ``root`` until the budget ends; (iterations done, whether it was cancelled)."""
        deadline = start + seconds if seconds is not None else None
        done = 0
        while True:
            if self.cancel_event.is_set():
                return done, True
            if self.iterations is not None and done >= self.iterations:
                break
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                break
            if self.early_stop and done and done % _STOP_CHECK_EVERY == 0:
                if self._decided(root, seat, done, now - start, deadline, now):
                    break
            self._iterate(root, state, seat, rng, knowledge, depth, by_policy, own_moves)
            done += 1
        return done, False

    def _settings(self, depth: int, by_policy: bool, focus: bool, estimate: str) -> dict[str, object]:
        """What an AI process needs to search as this player does at this table (its time is set
        apart; an iteration budget is shared out over the processes)."""
        processes = max(1, parallel.helper_count())
        iterations = -(-self.iterations // processes) if self.iterations is not None else None
        return {"iterations": iterations, "depth": depth, "exploration": self.exploration,
                "margin_weight": self.margin_weight,
                "use_rollout": self.use_rollout, "use_evaluate": self.use_evaluate, "early_stop": self.early_stop,
                "opponents": "policy" if by_policy else "tree", "focus": focus, "estimate": estimate}

    def _decided(
        self, root: Node, seat: int, done: int, elapsed: float, deadline: float | None, now: float
    ) -> bool:
        """True when the leading root move can no longer be overtaken in the remaining budget."""
        remaining = math.inf
        if self.iterations is not None:
            remaining = self.iterations - done
        if deadline is not None and elapsed > 0:
            remaining = min(remaining, done / elapsed * (deadline - now))
        visits = sorted((c.visits for (s, _a), c in root.children.items() if s == seat), reverse=True)
        if len(visits) < 2:
            return False
        return visits[0] - visits[1] > remaining

    def _root_moves(self, root: Node, seat: int, legal: list[Action],
                    found: list[list[parallel.RootStat]] | None = None) -> tuple[MoveStats, ...]:
        visits = [0] * len(legal)
        totals = [0.0] * len(legal)
        for index, action in enumerate(legal):
            child = root.children.get((seat, action))
            if child is not None:
                visits[index], totals[index] = child.visits, child.total
        for stats in found or ():  # the AI processes' trees: each root move's visits and rewards are added
            for index, count, total in stats:
                visits[index] += count
                totals[index] += total
        moves = [MoveStats(action, visits[k], totals[k] / visits[k]) for k, action in enumerate(legal) if visits[k]]
        moves.sort(key=lambda m: (m.visits, m.mean), reverse=True)
        return tuple(moves)

    def _iterate(
        self, root: Node, state: GameState, seat: int, rng: random.Random, knowledge: Knowledge, depth: int,
        by_policy: bool, own_moves: FocusHook | None = None,
    ) -> None:
        sample = self.determinize(state, seat, rng)
        sample.mute_events()
        path = walk(root, sample, seat, rng, self.exploration, knowledge.actions_hook, own_moves, by_policy,
                    knowledge.rollout_hook, knowledge.shortcut_hook)
        if not self._play_out(sample, rng, knowledge, depth):
            return
        back_up(path, knowledge.values(sample, spent=True))

    def _play_out(self, sample: GameState, rng: random.Random, knowledge: Knowledge, depth: int) -> bool:
        """Up to ``depth`` quick moves; False when cancelled half-way (the iteration is dropped)."""
        return play_out(sample, rng, depth, knowledge.actions_hook, knowledge.rollout_hook, self.cancel_event,
                        knowledge.shortcut_hook)


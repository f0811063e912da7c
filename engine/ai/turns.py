"""A seat's turn as its player lives it: the positions it had, the time it thought, its kept tree.

A turn is a seat's consecutive decisions before any other seat decides, or the round ends (a
solo game has no other seat): ``turn_of``. Whoever plays a game (``play.py``, the window's
controller, the bench) says when one begins (``Player.start_turn``); a player never told treats
every decision as a turn of its own.

Within a turn a player never comes back to a position it already had: it would gain nothing
but more of the same turn, and a chain of legal moves that leads back to where it began (Dale's
two New Season cards throwing each other away and drawing each other back) would repeat for
ever. A position is what the seat sees of it (``view(seat)``), so the check reads nothing hidden.
A view can take milliseconds to build (Russian Railroads' about 15), so positions are first
told apart by the seat's legal moves, which the same view always gives the same: the views are
built only for positions those do not tell apart.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from typing import Any

from engine.ai.evaluation import ruleset_for
from engine.core.actions import Action
from engine.core.game import GameState

# forced steps followed at most when looking where a move leads (a chain longer than this is
# judged by where it has got to)
MOST_FORCED_STEPS = 64
_numbers = itertools.count(1)


def turn_of(state: GameState, seat: int) -> tuple[int, int]:
    """What tells one turn from the next: a seat's decisions are one turn while this stays the same."""
    return (seat, state.round_number())


def position_key(state: GameState, seat: int) -> bytes:
    """What ``seat`` sees of the position, as a short digest: the same key, the same position to it."""
    text = json.dumps(state.view(seat), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


class _Position:
    """A position of the turn: the seat's legal moves there (a quick first test of sameness), the
    position itself to build its key from when that test cannot tell, and the moves made there."""

    __slots__ = ("moves", "state", "key", "taken")

    def __init__(self, state: GameState, moves: frozenset[Action]) -> None:
        self.moves = moves
        self.state = state
        self.key: bytes | None = None
        self.taken: set[Action] = set()

    def key_for(self, seat: int) -> bytes:
        if self.key is None:
            self.key = position_key(self.state, seat)
        return self.key


class Turn:
    """One turn of a seat: the positions it had (with the moves it made there), how many decisions
    it took and how long it thought, and what a search keeps for the turn's next decision."""

    def __init__(self) -> None:
        self.number = next(_numbers)  # tells this turn's kept trees from another's (engine/ai/parallel.py)
        self.positions: list[_Position] = []
        self.decisions = 0
        self.searches = 0  # decisions that were searched (a real choice)
        self.seconds = 0.0  # time spent choosing so far
        self.kept: Any = None  # a search's tree, kept for the next decision (engine/ai/ismcts.py)
        self.since: list[Action] = []  # the moves played since the kept tree's root

    def _find(self, state: GameState, seat: int, moves: frozenset[Action]) -> _Position | None:
        """The position of this turn that ``state`` is to the seat, if it had it."""
        alike = [known for known in self.positions if known.moves == moves]
        if not alike:
            return None
        key = position_key(state, seat)
        return next((known for known in alike if known.key_for(seat) == key), None)

    def had(self, state: GameState, seat: int) -> set[Action]:
        """Note the position as one the seat had; the moves it already made from here."""
        moves = frozenset(state.legal_actions(seat))
        known = self._find(state, seat, moves)
        if known is None:
            # a copy made for the seat: its view is the position's, and it holds nothing hidden
            known = _Position(state.determinize(seat, random.Random(0)), moves)
            self.positions.append(known)
        return known.taken

    def leads_back(self, state: GameState, seat: int, action: Action) -> bool:
        """True when ``action``, and the forced steps of the seat after it, bring the seat back to a
        position it had in this turn. Looked at in a copy made for the seat (with a fixed random
        stream), so nothing hidden is read and the player's own stream is left alone."""
        copy = state.determinize(seat, random.Random(0))
        copy._apply(seat, action)
        ruleset = ruleset_for(copy)
        for _ in range(MOST_FORCED_STEPS):
            if copy.is_over() or copy.to_move() != [seat]:
                break
            actions = ruleset.search_actions(copy, seat)
            if len(actions) != 1:
                break
            copy._apply(seat, actions[0])
        if copy.is_over() or seat not in copy.to_move() or turn_of(copy, seat) != turn_of(state, seat):
            return False  # the turn ends there
        return self._find(copy, seat, frozenset(copy.legal_actions(seat))) is not None

    def played(self, action: Action) -> None:
        self.decisions += 1
        self.since.append(action)


def pick_fresh(state: GameState, seat: int, ranked: list[Action], turn: Turn) -> Action:
    """The best-ranked move that neither repeats a move made from this position in this turn nor
    leads back to a position of this turn; the best unrepeated one when every move leads back."""
    taken = turn.had(state, seat)
    fallback = None
    for action in ranked:
        if action in taken:
            continue
        if fallback is None:
            fallback = action
        if len(ranked) == 1 or not turn.leads_back(state, seat, action):
            taken.add(action)
            return action
    action = fallback if fallback is not None else ranked[0]
    taken.add(action)
    return action

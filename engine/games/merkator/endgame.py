"""A seat's last steps counted out, as a player counts them: at the destination in its last turn
of the game (or joining there once its last turn is played), every chain of its steps
(fulfilments, trades, stored cubes) is tried and the first step of the chain that leaves it the
most points is played.

A search values a step by the mean of what it tries after it, so a step whose worth lies in the
step it makes possible (the trade that completes a contract) looks worse than ending the turn,
whatever the iterations (docs/ai.md, "Tactics"); counting needs no estimate at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CHAIN_NODES = 3000  # positions a count may visit; a turn with more chains is left to the search
# what a position of the seat's own steps is told by (the rest does not change within them)
_OWN_FIELDS: Final = ("storage", "tile", "tokens", "contracts", "marks", "hand", "hand_taken", "coins", "credit",
               "buildings", "bonus", "stacks", "pools", "discard", "cubes", "step", "tasks", "fulfiller",
               "join_queue", "offers", "offer_card", "offer_value", "offer_receiver", "triggered", "over")


class _TooManyChainsError(Exception):
    """More positions than ``CHAIN_NODES``: the search decides instead."""


def counted_move(state: MerkatorState, seat: int) -> Action | None:
    """At the destination, the seat's last steps of the game: the first step of its best chain of
    steps (most points, then the game's tie-break); None anywhere else, in the solo game, or
    when the chains are too many to count."""
    if (state.solo or state.over or state.tasks or state.step != "fulfil" or state.to_move() != [seat]
            or not _last_chance(state, seat)):
        return None
    budget = [CHAIN_NODES]
    seen: dict[str, tuple[Any, ...]] = {}
    best: Action | None = None
    best_worth: tuple[Any, ...] | None = None
    try:
        for action in state.legal_actions(seat):
            worth = _best_after(_after(state, seat, action), seat, budget, seen)
            if best_worth is None or worth > best_worth:
                best, best_worth = action, worth
    except _TooManyChainsError:
        return None
    return best


def _last_chance(state: MerkatorState, seat: int) -> bool:
    """Whether these steps are the seat's last of the game: the last round's own turn, or a join
    in the last round by a seat whose own last turn has been played."""
    if state.final_left is None:
        return False
    if seat == state.active:
        return True
    return (seat - state.active) % state.n >= state.final_left


def _after(state: MerkatorState, seat: int, action: Action) -> MerkatorState:
    twin = state.clone()
    twin._apply(seat, action)
    return twin


def _worth(state: MerkatorState, seat: int) -> tuple[Any, ...]:
    score = state.scores()[seat]
    return (score.total, score.tiebreak)


def _best_after(state: MerkatorState, seat: int, budget: list[int], seen: dict[str, tuple[Any, ...]]) -> tuple[Any, ...]:
    """The seat's best worth over every continuation of its own steps from ``state``."""
    if state.over or state.to_move() != [seat]:
        return _worth(state, seat)
    key = repr([getattr(state, name) for name in _OWN_FIELDS])
    known = seen.get(key)
    if known is not None:
        return known
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooManyChainsError
    best = max(_best_after(_after(state, seat, action), seat, budget, seen) for action in state.legal_actions(seat))
    seen[key] = best
    return best

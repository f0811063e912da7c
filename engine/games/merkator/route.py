"""Two trips ahead, for the solo game: a destination is worth what it brings now and what the
best trip after it brings from where it leaves the seat (the goods it gathered, the cubes it
left on the map, the card its fulfilments brought).

A one-trip plan never goes where cubes have piled up unless that trip alone pays, and never
gathers the goods of a contract it can only complete on a second trip; both are how the solo
game's goods are won.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.games.merkator.data import Contract, catalogue
from engine.games.merkator.planning import Board, TripPlanner, cubes_after

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT = catalogue()
REGIONS = range(len(CAT.region_ids))
LOOKAHEAD = 0.7  # the next trip's worth counts less: its plan is a guess (the solo deck, the displays)
# trips followed by a second one: following all twelve scored the same (seeds 1-300) at 1.7 times the cost
WIDTH = 4


def next_trip_board(state: MerkatorState, planner: TripPlanner, storage: list[int], tokens: int,
                    done: list[Contract], region: int) -> Board:
    """Where a trip leaves the seat for the next one: its storage and tokens, the map's cubes,
    its contracts with the known cards its fulfilments bring."""
    held = list(state.contracts[planner.seat])
    tops = {value: list(stack) for value, stack in state.stacks.items()}
    for contract in done:
        for value in (state.reward_value(contract.value), contract.value):
            if tops[value]:
                held.append(tops[value].pop())
                break
    # tokens gained come from the supply, tokens paid go back to it
    left = max(0, planner.tokens_left - (tokens - planner.tokens))
    return Board(cubes_after(planner.cubes, region), storage, tokens, held, left)


def route_worths(state: MerkatorState, seat: int, actions: list[Action], trips_left: int) -> dict[Action, float]:
    """Each destination's worth now plus `LOOKAHEAD` times the best trip after it (none in the
    last turn). Only the `WIDTH` best trips now are followed by a second one; the others get the
    least any of those gained from it."""
    planner = TripPlanner(state, seat)
    first = {a: planner.visit(CAT.region_index[str(a.args[0])]) for a in actions}
    if trips_left <= 1:
        return {a: outcome[0] for a, outcome in first.items()}
    ranked = sorted(actions, key=lambda a: -first[a][0])
    worth: dict[Action, float] = {}
    for action in ranked[:WIDTH]:
        value, storage, tokens, done = first[action]
        region = CAT.region_index[str(action.args[0])]
        after = TripPlanner(state, seat, next_trip_board(state, planner, storage, tokens, done, region))
        worth[action] = value + LOOKAHEAD * max(after.value(r) for r in REGIONS if -CAT.region_time[r] <= tokens)
    floor = min(worth[a] - first[a][0] for a in worth)
    for action in ranked[WIDTH:]:
        worth[action] = first[action][0] + floor
    return worth

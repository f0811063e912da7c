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
    """Each destination's worth now plus `LOOKAHEAD` times the best trip after it (none in the last turn)."""
    planner = TripPlanner(state, seat)
    worth: dict[Action, float] = {}
    for action in actions:
        region = CAT.region_index[str(action.args[0])]
        value, storage, tokens, done = planner.visit(region)
        if trips_left > 1:
            after = TripPlanner(state, seat, next_trip_board(state, planner, storage, tokens, done, region))
            value += LOOKAHEAD * max(after.value(r) for r in REGIONS if -CAT.region_time[r] <= tokens)
        worth[action] = value
    return worth

"""Builders for hand-made Russian Railroads positions: skip the starting bonus, set rails and play by notation."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, GameConfig
from engine.games.railroads import RULESET
from engine.games.railroads.data import COLOUR_INDEX
from engine.games.railroads.state import ACTIONS, RailroadsState


def new_game(players: int = 2, seed: int = 1, **options: Any) -> RailroadsState:
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options=options))
    assert isinstance(state, RailroadsState)
    return state


def in_actions(players: int = 2, seat: int = 0, seed: int = 1, **options: Any) -> RailroadsState:
    """A fresh game in round 1 with the starting bonus skipped, turn order 0, 1, ... and ``seat`` to move."""
    state = new_game(players, seed, **options)
    state.choosers = []
    state.start_left = []
    state.order = list(range(players))
    state.next_order = list(range(players))
    for position, s in enumerate(state.order):
        state.seats[s].turn_card = position + 1
    state.phase = ACTIONS
    state.cur = seat
    state._legal = {}
    return state


def set_rails(state: RailroadsState, seat: int, line: str, **positions: int) -> None:
    p = state.seats[seat]
    rails = p.rails[state.line_of(line)]
    for colour, pos in positions.items():
        rails[COLOUR_INDEX[colour]] = pos
    state._legal = {}


def unlock(state: RailroadsState, seat: int, *colours: str) -> None:
    for colour in colours:
        state.seats[seat].unlocked[COLOUR_INDEX[colour]] = True
    state._legal = {}


def rails(state: RailroadsState, seat: int, line: str) -> dict[str, int]:
    p = state.seats[seat]
    row = p.rails[state.line_of(line)]
    return {c: row[i] for c, i in COLOUR_INDEX.items() if row[i]}


def keys(state: RailroadsState, seat: int | None = None) -> list[str]:
    seat = state.to_move()[0] if seat is None else seat
    return [a.key for a in state.legal_actions(seat)]


def play(state: RailroadsState, *moves: str) -> list[Event]:
    """Apply each move (notation) for the seat to move; every move must be legal."""
    events: list[Event] = []
    for move in moves:
        seat = state.to_move()[0]
        events.extend(state.apply(seat, Action.from_notation(move)))
    return events


def codes(events: list[Event]) -> list[str]:
    return [e.code for e in events]


def fresh(state: RailroadsState) -> RailroadsState:
    state._legal = {}
    return state

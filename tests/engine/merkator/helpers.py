"""Helpers for Merkator tests: build a position by hand, then play actions by notation."""

from __future__ import annotations

from typing import Any

from engine import games
from engine.core import Action, Event, GameConfig
from engine.games.merkator.data import catalogue
from engine.games.merkator.state import MerkatorState

CAT = catalogue()
GOOD = CAT.good_index
REGION = CAT.region_index


def new(players: int, seed: int = 1, **options: Any) -> MerkatorState:
    state = games.get("merkator").new_game(GameConfig(players=players, seed=seed, options=options))
    assert isinstance(state, MerkatorState)
    return state


def act(state: MerkatorState, notation: str, seat: int | None = None) -> list[Event]:
    if seat is None:
        seat = state.to_move()[0]
    return state.apply(seat, Action.from_notation(notation))


def legal(state: MerkatorState, seat: int | None = None) -> list[str]:
    if seat is None:
        seat = state.to_move()[0]
    return [a.key for a in state.legal_actions(seat)]


def codes(events: list[Event]) -> list[str]:
    return [e.code for e in events]


def set_goods(state: MerkatorState, seat: int, **counts: int) -> None:
    state.storage[seat] = [0] * len(CAT.good_ids)
    for good, count in counts.items():
        state.storage[seat][GOOD[good]] = count


def set_contracts(state: MerkatorState, seat: int, *cards: str) -> None:
    state.contracts[seat] = list(cards)
    for decks in (state.stacks, state.pools):
        for value, pile in decks.items():
            decks[value] = [c for c in pile if c not in cards]
    state.discard = [c for c in state.discard if c not in cards]
    for other in range(state.n):
        if other != seat:
            state.contracts[other] = [c for c in state.contracts[other] if c not in cards]
    for value in CAT.values:
        state.reveal_top(value)


def quiet(state: MerkatorState) -> None:
    """Empty every supply card and storage, so a test sees only the goods it sets."""
    for seat in range(state.n):
        state.tile[seat] = [0] * len(CAT.colour_ids)
        state.storage[seat] = [0] * len(CAT.good_ids)
        state.bonus[seat] = []


def finish_turn(state: MerkatorState) -> None:
    """Decline everything until the next turn's invest step (or the end)."""
    start = state.turn_index
    while not state.over and state.turn_index == start:
        seat = state.to_move()[0]
        keys = legal(state, seat)
        for choice in ("done", "pass", "control:accept", "offer:0,0", "swap:no"):
            if choice in keys:
                act(state, choice, seat)
                break
        else:
            travel = [k for k in keys if k.startswith("travel:")]
            act(state, travel[0] if travel else keys[0], seat)

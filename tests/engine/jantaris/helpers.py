"""Builders for hand-made Jantaris positions and a way to play a chain of actions by notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import Action, Event, GameConfig
from engine.games.jantaris import RULESET
from engine.games.jantaris.data import ITEM_INDEX, LOC_INDEX, LOCATIONS, MERCHANTS
from engine.games.jantaris.state import JantarisState

REST_OF_TURN = (("great_market",), ("control",), ("end_turn",))


def new_game(players: int = 4, seed: int = 1, first: int = 1) -> JantarisState:
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options={"first_player": first}))
    assert isinstance(state, JantarisState)
    return state


def play(state: JantarisState, *notations: str, seat: int | None = None) -> list[Event]:
    """Apply the actions in turn, each by the seat to move (or ``seat``); returns all events."""
    events: list[Event] = []
    for text in notations:
        mover = seat if seat is not None else state.to_move()[0]
        events += state.apply(mover, Action.from_notation(text))
    return events


def keys(state: JantarisState, seat: int | None = None) -> list[str]:
    mover = seat if seat is not None else state.to_move()[0]
    return [a.key for a in state.legal_actions(mover)]


def codes(events: Sequence[Event]) -> list[str]:
    return [e.code for e in events]


def opening(players: int = 4, seed: int = 1, places: Sequence[tuple[str, str]] = ()) -> JantarisState:
    """A game past the opening placement (seat 0 starts); ``places`` gives each seat's two districts."""
    state = new_game(players, seed)
    defaults = [("azarin", "melvara"), ("dorakan", "kesrit"), ("nuhal", "orvelin"), ("zafira", "taira")]
    for s in range(players):
        first, second = places[s] if s < len(places) else defaults[s]
        play(state, f"place:{first}", f"place:{second}", seat=s)
    return state


def arrange(
    state: JantarisState,
    merchants: Mapping[str, Sequence[int]] | None = None,
    goods: Mapping[int, tuple[int, int]] | None = None,
    tokens: tuple[str, str] | None = None,
    items: Mapping[int, Sequence[str]] | None = None,
    prestige: Mapping[int, int] | None = None,
) -> JantarisState:
    """Overwrite parts of the table; merchants not named leave the map, supplies follow."""
    n = state.players
    if merchants is not None:
        state.merchants = [[0] * n for _ in LOCATIONS]
        for loc, row in merchants.items():
            state.merchants[LOC_INDEX[loc]] = list(row) + [0] * (n - len(row))
        state.supply = [MERCHANTS - sum(state.merchants[loc][s] for loc in range(len(LOCATIONS))) for s in range(n)]
    for seat, (red, black) in (goods or {}).items():
        state.goods[seat] = [red, black]
    if tokens is not None:
        state.tokens = [LOC_INDEX[tokens[0]], LOC_INDEX[tokens[1]]]
    for seat, names in (items or {}).items():
        state.items[seat] = [ITEM_INDEX[name] for name in names]
        for index in state.items[seat]:
            for pile in (state.bazaar_unseen, state.bazaar_under, state.display):
                if index in pile:
                    pile.remove(index)
    for seat, value in (prestige or {}).items():
        state.pp[seat] = [value, 0, 0, 0]
    return state


def run_steps(state: JantarisState, *steps: tuple[Any, ...], rest: Sequence[tuple[Any, ...]] = REST_OF_TURN) -> None:
    """Throw away the queued work and continue from these steps (then the rest of the turn)."""
    state.decision = None
    state.steps = []
    state.auction = None
    state.push(*steps, *rest)
    state.advance()


def vote_in(state: JantarisState, district: str, votes: Sequence[str], token: str = "black") -> list[Event]:
    """Move the guild token to ``district`` (it must be free), then every seat votes."""
    run_steps(state, ("diplomacy",), ("vote",))
    events = play(state, f"token:{token},{district}")
    for seat, card in enumerate(votes):
        events += play(state, f"vote:{card}", seat=seat)
    return events


def on(state: JantarisState, loc: str) -> list[int]:
    return state.merchants[LOC_INDEX[loc]]

"""Builders for hand-made Speicherstadt positions, and the invariants the tests check."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, GameConfig
from engine.games.speicherstadt import RULESET
from engine.games.speicherstadt.data import ALL_SEASONS, CARD_BY_ID, CARDS, GOOD_INDEX, NUM_GOODS, card_season
from engine.games.speicherstadt.state import RoundMemo, SpeicherstadtState


def new_game(players: int = 2, seed: int = 1, **options: Any) -> SpeicherstadtState:
    options.setdefault("first_player", 1)
    state = RULESET.new_game(GameConfig(players=players, seed=seed, options=options))
    assert isinstance(state, SpeicherstadtState)
    return state


def counts(*goods: str) -> list[int]:
    result = [0] * NUM_GOODS
    for good in goods:
        result[GOOD_INDEX[good]] += 1
    return result


def from_bag(state: SpeicherstadtState, *goods: str) -> list[int]:
    """Take these cubes out of the bag (so the cube count stays right) and return them as counts."""
    taken = counts(*goods)
    for g in range(NUM_GOODS):
        state.bag[g] -= taken[g]
        assert state.bag[g] >= 0
    return taken


def pull_card(state: SpeicherstadtState, card_id: str) -> int:
    """Remove a card from the piles (or the display) and return its index."""
    state.memo = RoundMemo(state.players)  # what the AI knew of the round no longer holds
    index = CARD_BY_ID[card_id].index
    for pile in state.piles:
        if index in pile:
            pile.remove(index)
            return index
    if index in state.display:
        k = state.display.index(index)
        cubes = state.ship_cubes.pop(k)
        for g in range(NUM_GOODS):
            state.bag[g] += cubes[g] if cubes else 0
        state.display.pop(k)
        state.workers.pop(k)
        return index
    raise AssertionError(f"{card_id} is not in the piles")


def set_display(state: SpeicherstadtState, entries: list[str | tuple[str, list[str]]]) -> None:
    """Replace the display of a fresh demand phase: previous cards go back to their piles."""
    assert state.phase == "demand" and not any(state.workers)
    for k, index in enumerate(state.display):
        season = card_season(CARDS[index], state.config.options["d_season_card"])
        state.piles[ALL_SEASONS.index(season)].append(index)
        cubes = state.ship_cubes[k]
        if cubes is not None:
            for g in range(NUM_GOODS):
                state.bag[g] += cubes[g]
    state.display, state.workers, state.ship_cubes = [], [], []
    for entry in entries:
        card_id, goods = (entry, None) if isinstance(entry, str) else entry
        state.display.append(pull_card(state, card_id))
        state.workers.append([])
        state.ship_cubes.append(None if goods is None else from_bag(state, *goods))


def give(state: SpeicherstadtState, seat: int, card_id: str, delivered: tuple[str, ...] = ()) -> None:
    index = pull_card(state, card_id)
    state.tableau[seat].append(index)
    if CARDS[index].kind == "contract":
        state.contracts[seat][index] = from_bag(state, *delivered)


def play(state: SpeicherstadtState, seat: int, notation: str) -> list[Event]:
    return state.apply(seat, Action.from_notation(notation))


def pass_round(state: SpeicherstadtState) -> list[Event]:
    """Play until the next round starts or the game ends: first column, decline, done."""
    events: list[Event] = []
    start_round = state.round
    while not state.is_over() and state.round == start_round:
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        names = [a.kind for a in actions]
        if "decline" in names:
            action = actions[names.index("decline")]
        elif "done" in names:
            action = actions[names.index("done")]
        else:
            action = actions[0]
        events.extend(state.apply(seat, action))
    return events


def cube_total(state: SpeicherstadtState) -> int:
    total = sum(state.bag) + sum(state.supply) + sum(state.loose)
    total += sum(state.convert_area) + sum(state.sell_area)
    total += sum(sum(c) for c in state.ship_cubes if c is not None)
    for seat in range(state.players):
        total += sum(state.warehouse[seat]) + (state.market[seat] >= 0)
        total += sum(sum(d) for d in state.contracts[seat].values())
        total += sum(sum(cubes) for _card, cubes in state.to_unload[seat])
    return total


def codes(events: list[Event]) -> list[str]:
    return [e.code for e in events]

"""Merkator's time chart: set-up by player count, taking tokens, the long game's flip, goods loss."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.core import Event
from engine.games.merkator.data import catalogue

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
A: Final = CAT.assumptions
GOODS: Final = CAT.good_ids


def set_up_chart(state: MerkatorState) -> None:
    """Fill the chart by player count (ULTIMO side; the back side in the long game)."""
    table = CAT.time_table
    n = state.n
    state.letter_pool = list(table["token_letters"])
    if state.solo:
        state.chart_side = None
        state.chart_rows = []
        state.chart_known = []
        state.token_supply = int(A["solo_token_supply"])
        return
    key = str(n)
    if state.opt_long and key in table["sides"]["back"]["long_fill"]:
        side, fill = "back", table["sides"]["back"]["long_fill"][key]
    elif state.opt_long:
        side, fill = "ultimo", table["sides"]["ultimo"]["long_fill"][key]
    else:
        side, fill = "ultimo", table["sides"]["ultimo"]["fill"][key]
    state.chart_side = side
    sizes = table["sides"][side]["rows"]
    state.chart_rows = [size if row in fill else 0 for row, size in enumerate(sizes)]
    state.chart_known = [None] * len(sizes)
    start = [0] * n if state.opt_long else table["starting_tokens"][key]
    state.tokens = list(start)
    state.token_supply = table["total_tokens"] - sum(state.chart_rows) - sum(start)


def gain_token(state: MerkatorState, seat: int, events: list[Event]) -> int:
    """Take one token (chart first, else the general supply); returns 1 if from the chart."""
    row = next((i for i, count in enumerate(state.chart_rows) if count), None)
    if row is None:
        if state.token_supply > 0:
            state.token_supply -= 1
            state.tokens[seat] += 1
        return 0
    state.chart_rows[row] -= 1
    state.tokens[seat] += 1
    known = state.chart_known[row]
    state.chart_known[row] = None
    if state.chart_rows[row] == 0 and state.opt_loss:
        letter = known if known is not None else draw_letter(state)
        state.controls.append((row, letter))
        events.append(Event("row_emptied", {"row": row, "letter": letter}, seat, reveals=True))
    if not any(state.chart_rows):
        if state.chart_side == "back":
            flip_chart(state, events)
        else:
            state.trigger("time", events)
    return 1


def draw_letter(state: MerkatorState) -> str:
    if not state.letter_pool:
        state.letter_pool = list(CAT.time_table["token_letters"])
    return state.pop_random(state.letter_pool)


def flip_chart(state: MerkatorState, events: list[Event]) -> None:
    """Long game: the empty back side is turned to ULTIMO and filled again from the supply."""
    table = CAT.time_table["sides"]["ultimo"]
    state.chart_side = "ultimo"
    sizes = table["rows"]
    state.chart_rows = [0] * len(sizes)
    state.chart_known = [None] * len(sizes)
    for row in sorted(table["refill_after_flip"], reverse=True):
        put = min(sizes[row], state.token_supply)
        state.chart_rows[row] = put
        state.token_supply -= put
    state.letter_pool = list(CAT.time_table["token_letters"])
    events.append(Event("chart_flipped", {"tokens": state.chart_tokens()}))
    if not any(state.chart_rows):
        state.trigger("time", events)


def next_control(state: MerkatorState, events: list[Event]) -> None:
    row, letter = state.controls.pop(0)
    nxt = row + 1
    if len(letter) == 1 and nxt < len(state.chart_rows) and state.chart_rows[nxt]:
        state.tasks.append(("substitute", state.active, row, letter))
        return
    apply_loss(state, letter, events)


def apply_loss(state: MerkatorState, letter: str, events: list[Event]) -> None:
    column = CAT.columns.index(letter[0])
    count = len(letter)
    events.append(Event("goods_loss", {"column": letter[0], "count": count}))
    for step in range(state.n):
        seat = (state.active + step) % state.n
        lose_from(state, seat, column, count, events)


def lose_from(state: MerkatorState, seat: int, column: int, count: int, events: list[Event]) -> None:
    """Lose automatically while there is no choice; otherwise queue the seat's decision."""
    storage = state.storage[seat]
    while count:
        kinds = [g for g in CAT.column_goods[column] if storage[g]]
        if not kinds:
            return
        held = sum(storage[g] for g in kinds)
        if len(kinds) > 1 and held > count:
            state.tasks.append(("lose", seat, column, count))
            return
        good = kinds[0]
        lose_good(state, seat, good, events)
        count -= 1


def lose_good(state: MerkatorState, seat: int, good: int, events: list[Event]) -> None:
    state.storage[seat][good] -= 1
    state.stock[CAT.good_colour[good]] += 1
    events.append(Event("good_lost", {"good": GOODS[good]}, seat))

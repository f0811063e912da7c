"""The frame of a Jantaris game: opening placement, the start and end of each turn, the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.jantaris.data import END_PRESTIGE, LOC_INDEX, NUM_DISTRICTS, ROUND_LIMIT
from engine.games.jantaris.moves import PLACE
from engine.games.jantaris.state import decision, step

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

TURN_STEPS: Final = tuple((name,) for name in ("start_items", "city", "diplomacy", "vote", "great_market", "control", "end_turn"))
# the opening placements by the district placed first (-1: none yet): any district but that one
SETUP_OPTIONS: Final = {first: [PLACE[d] for d in range(NUM_DISTRICTS) if d != first] for first in range(-1, NUM_DISTRICTS)}


@step("setup")
def setup_step(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, first = current
    st.ask("setup", seat, SETUP_OPTIONS[first], first)


@decision("setup")
def setup_place(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    district = LOC_INDEX[str(action.args[0])]
    st.place(seat, district, 1, "setup")
    if data[0] < 0:
        st.push(("setup", seat, district))
        return
    following = st.next_seat(seat)
    if following == st.start:
        st.push(("begin_turn",))
    else:
        st.push(("setup", following, -1))


@step("begin_turn")
def begin_turn(st: JantarisState, current: tuple[Any, ...]) -> None:
    if st.active == st.start:
        st.round += 1
        # the end is checked only here, so every seat has had the same number of turns; the round
        # limit ends a game whose corrected data leave too little prestige to reach the end
        if st.round > 1 and (max(map(sum, st.pp)) >= END_PRESTIGE or st.round > ROUND_LIMIT):
            st.over = True
            st.phase = "over"
            st.decision = None
            if not st.quiet:
                st.emit("game_over", None, winners=st.winners())
            return
    st.phase = "start"
    if not st.quiet:
        st.emit("turn_started", st.active, seat=st.active, round=st.round)
    st.push(*TURN_STEPS)


@step("end_turn")
def end_turn(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.active_district = -1
    st.active = st.next_seat(st.active)
    begin_turn(st, current)

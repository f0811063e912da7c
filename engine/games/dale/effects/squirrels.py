"""Hoarding Flying Squirrels: Acorn (the passives live in stall.py and state.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale.effects.common import ALL, ask, others, to_hand

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def acorn(st: DaleState, seat: int) -> None:
    cards = [c for s in others(st, seat) for stack in st.stalls[s] for c in stack]
    if cards:
        ask(st, "acorn", "take", "pick", cards)
    else:
        st.finish_technique()


def acorn_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert st.tech is not None and choice is not None
    this = st.tech["uid"]
    for owner in others(st, seat):
        for number, stack in enumerate(st.stalls[owner]):
            if choice in stack:
                # a new list, not a change in place: clones share built stacks
                st.stalls[owner][number] = [this if c == choice else c for c in stack]
                st.in_play.remove(this)
                to_hand(st, seat, choice, ALL)
                st.log.append(
                    Event("stall_card_taken", {"seat": owner, "stack": number + 1, "card": st.card_json(choice)}, seat=seat)
                )
    st.finish_technique()


TECHNIQUES: Final = {"acorn": (acorn, acorn_resume)}

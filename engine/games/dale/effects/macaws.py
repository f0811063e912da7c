"""Snappy Scarlet Macaws: hand management techniques."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale import zones
from engine.games.dale.effects.common import ALL, ask, distinct, no_resume, order_hand_to_discard, to_hand

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def swift_broker(st: DaleState, seat: int) -> None:
    count = len(st.hands[seat])
    if order_hand_to_discard(st, seat, "swift_broker", "discard", None, count=count):
        zones.draw_to_hand(st, seat, count)
        st.finish_technique()


def swift_broker_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    if order_hand_to_discard(st, seat, "swift_broker", "discard", choice, count=frame["count"]):
        zones.draw_to_hand(st, seat, frame["count"])
        st.finish_technique()


def shattered_relic(st: DaleState, seat: int) -> None:
    if st.hands[seat]:
        ask(st, "shattered_relic", "throw", "pick", list(st.hands[seat]))
        return
    zones.draw_to_hand(st, seat, 1)
    st.finish_technique()


def shattered_relic_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    st.hands[seat].remove(choice)
    zones.throw_away(st, choice, seat)
    zones.draw_to_hand(st, seat, 1)
    st.finish_technique()


def spyglass(st: DaleState, seat: int) -> None:
    for _ in range(3):
        uid = zones.draw_from_deck(st, seat)
        if uid is None:
            break
        st.limbo.append(uid)
    if not st.limbo:
        st.finish_technique()
        return
    st.log.append(Event("cards_looked_at", {"seat": seat, "count": len(st.limbo)}, seat=seat, reveals=True))
    ask(st, "spyglass", "keep", "pick", list(st.limbo))


def spyglass_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    st.limbo.remove(choice)
    if frame["stage"] == "keep":
        to_hand(st, seat, choice, 1 << seat)
    else:
        st.deck_top[seat].append(choice)
        st.known[choice] = 1 << seat
    if len(distinct(st, st.limbo)) > 1:
        ask(st, "spyglass", "back", "order", list(st.limbo))
        return
    for uid in st.limbo:
        st.deck_top[seat].append(uid)
        st.known[uid] = 1 << seat
    st.limbo.clear()
    st.finish_technique()


def flashy_show(st: DaleState, seat: int) -> None:
    st.mods.append((-1, "add", 1))
    st.finish_technique()


def favourite_toy(st: DaleState, seat: int) -> None:
    if st.discards[seat]:
        uid = st.discards[seat].pop()
        to_hand(st, seat, uid, ALL)
        st.log.append(Event("card_taken", {"card": st.card_json(uid), "from": "discard", "owner": seat}, seat=seat))
    st.finish_technique()


TECHNIQUES: Final = {
    "swift_broker": (swift_broker, swift_broker_resume),
    "shattered_relic": (shattered_relic, shattered_relic_resume),
    "spyglass": (spyglass, spyglass_resume),
    "flashy_show": (flashy_show, no_resume),
    "favourite_toy": (favourite_toy, no_resume),
}

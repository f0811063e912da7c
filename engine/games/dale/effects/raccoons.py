"""Thieving Northern Raccoons: techniques that target another player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale import zones
from engine.games.dale.effects.common import ALL, ask, no_resume, others, to_hand

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def wily_fellow(st: DaleState, seat: int) -> None:
    old_deck = st.deck_top[seat] + st.deck_rest[seat]
    for uid in st.deck_top[seat]:
        st.known.pop(uid, None)
    st.rng.shuffle(old_deck)
    st.deck_top[seat] = []
    st.deck_rest[seat] = st.discards[seat]
    st.discards[seat] = old_deck
    st.log.append(Event("deck_and_discard_swapped", {"seat": seat}, seat=seat))
    st.finish_technique()


def nuisance(st: DaleState, seat: int) -> None:
    ask(st, "nuisance", "targets", "target", others(st, seat), may_stop=True, chosen=[])


def nuisance_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    chosen: list[int] = frame["chosen"]
    if choice is not None:
        chosen.append(choice)
        left = [s for s in others(st, seat) if s not in chosen]
        if len(chosen) < 2 and left:
            ask(st, "nuisance", "targets", "target", left, may_stop=True, chosen=chosen)
            return
    for victim in chosen:
        hand = st.hands[victim]
        if hand:
            uid = hand.pop(st.rng.randrange(len(hand)))
            st.discards[victim].append(uid)
            st.log.append(Event("card_discarded", {"card": st.card_json(uid), "by": seat}, seat=victim, reveals=True))
    st.finish_technique()


def rotten_food(st: DaleState, seat: int) -> None:
    if not st.hands[seat]:
        st.finish_technique()
        return
    ask(st, "rotten_food", "target", "target", others(st, seat))


def rotten_food_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    if frame["stage"] == "target":
        ask(st, "rotten_food", "card", "pick", list(st.hands[seat]), target=choice)
        return
    victim = frame["target"]
    st.hands[seat].remove(choice)
    st.deck_top[victim].append(choice)
    st.known[choice] = 1 << seat
    st.log.append(Event("card_put_on_deck", {"seat": victim}, seat=seat))
    st.finish_technique()


def dirty_exchange(st: DaleState, seat: int) -> None:
    ask(st, "dirty_exchange", "target", "target", others(st, seat))


def dirty_exchange_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    if frame["stage"] == "target":
        theirs = st.hands[choice]
        if not theirs:
            st.finish_technique()
            return
        uid = theirs.pop(st.rng.randrange(len(theirs)))
        to_hand(st, seat, uid, (1 << seat) | (1 << choice))
        st.log.append(Event("card_stolen", {"seat": choice}, seat=seat, reveals=True))
        ask(st, "dirty_exchange", "give", "pick", list(st.hands[seat]), target=choice)
        return
    victim = frame["target"]
    st.hands[seat].remove(choice)
    to_hand(st, victim, choice, (1 << seat) | (1 << victim))
    st.log.append(Event("card_given", {"seat": victim}, seat=seat, reveals=True))
    st.finish_technique()


def sabotage(st: DaleState, seat: int) -> None:
    ask(st, "sabotage", "target", "target", others(st, seat))


def sabotage_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    if frame["stage"] == "target":
        for _ in range(2):
            uid = zones.draw_from_deck(st, choice)
            if uid is None:
                break
            st.limbo.append(uid)
        if len(st.limbo) == 2:
            st.log.append(Event("cards_looked_at", {"seat": seat, "count": 2, "owner": choice}, seat=seat, reveals=True))
            ask(st, "sabotage", "throw", "pick", list(st.limbo), target=choice)
            return
        for uid in st.limbo:
            zones.throw_away(st, uid, seat, unseen=True)
        st.limbo.clear()
        st.finish_technique()
        return
    victim = frame["target"]
    st.limbo.remove(choice)
    zones.throw_away(st, choice, seat)
    for uid in st.limbo:
        st.discards[victim].append(uid)
        st.log.append(Event("card_discarded", {"card": st.card_json(uid), "by": seat}, seat=victim))
    st.limbo.clear()
    st.finish_technique()


def treasure_hunter(st: DaleState, seat: int) -> None:
    targets = [s for s in others(st, seat) if st.discards[s]]
    if targets:
        ask(st, "treasure_hunter", "target", "target", targets)
    else:
        st.finish_technique()


def treasure_hunter_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    uid = st.discards[choice].pop()
    to_hand(st, seat, uid, ALL)
    st.log.append(Event("card_taken", {"card": st.card_json(uid), "from": "discard", "owner": choice}, seat=seat))
    st.finish_technique()


TECHNIQUES: Final = {
    "wily_fellow": (wily_fellow, no_resume),
    "nuisance": (nuisance, nuisance_resume),
    "rotten_food": (rotten_food, rotten_food_resume),
    "dirty_exchange": (dirty_exchange, dirty_exchange_resume),
    "sabotage": (sabotage, sabotage_resume),
    "treasure_hunter": (treasure_hunter, treasure_hunter_resume),
}

"""Lucky Ocelots: techniques of chance (Bold Haggler's roll lives in legality.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.dale import chameleon, stall, zones
from engine.games.dale.cards import DIE_FACES, TYPES
from engine.games.dale.effects.common import ask, no_resume, order_hand_to_discard, others

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def roll_die(st: DaleState, seat: int) -> int:
    face = st.rng.choice(DIE_FACES)
    st.log.append(Event("die_rolled", {"face": face}, seat=seat, reveals=True))
    return face


def new_season(st: DaleState, seat: int) -> None:
    animals = [c for c in st.discards[seat] if not TYPES[st.ctype(c)].is_junk]
    if animals:
        ask(st, "new_season", "throw", "pick", animals)
    else:
        st.finish_technique()


def new_season_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    st.discards[seat].remove(choice)
    zones.throw_away(st, choice, seat)
    uid = zones.draw_market_deck(st)
    if uid is not None:
        st.hands[seat].append(uid)
        st.known[uid] = 1 << seat
        st.entered_hand(uid)
        st.log.append(Event("cards_drawn", {"seat": seat, "count": 1, "from": "market_deck"}, seat=seat, reveals=True))
    st.finish_technique()


def whirligig(st: DaleState, seat: int) -> None:
    count = len(st.hands[seat])
    if order_hand_to_discard(st, seat, "whirligig", "discard", None, count=count):
        _whirligig_draw(st, seat, count)


def _whirligig_draw(st: DaleState, seat: int, count: int) -> None:
    zones.draw_to_hand(st, seat, count)
    ask(st, "whirligig", "target", "target", others(st, seat))


def whirligig_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    if frame["stage"] == "discard":
        if order_hand_to_discard(st, seat, "whirligig", "discard", choice, count=frame["count"]):
            _whirligig_draw(st, seat, frame["count"])
        return
    assert choice is not None
    mine, theirs = st.hands[seat], st.hands[choice]
    pool = mine + theirs
    st.rng.shuffle(pool)
    new_mine, new_theirs = pool[: len(mine)], pool[len(mine):]
    both = (1 << seat) | (1 << choice)
    for uid in new_mine:
        if uid in theirs:
            st.known[uid] = st.known.get(uid, 0) | both
    for uid in new_theirs:
        if uid in mine:
            st.known[uid] = st.known.get(uid, 0) | both
    st.hands[seat], st.hands[choice] = new_mine, new_theirs
    st.log.append(Event("hands_redealt", {"seats": [seat, choice]}, seat=seat, reveals=True))
    st.finish_technique()


def charm(st: DaleState, seat: int) -> None:
    uid = zones.draw_market_deck(st)
    if uid is None:
        st.finish_technique()
        return
    st.limbo.append(uid)

    def fits(card: int) -> bool:
        return stall.stack_valid(st, seat, [card], [])

    chameleon.bind_for_charm(st, seat, uid, fits)
    st.log.append(Event("charm_drew", {"card": st.card_json(uid)}, seat=seat, reveals=True))
    st.limbo.remove(uid)
    if fits(uid):
        st.complete_build(seat, [uid])
        if st.phase == "winter":
            return
        # complete_build already finished the technique (or the game)
        return
    zones.throw_away(st, uid, seat)
    st.finish_technique()


def gamble(st: DaleState, seat: int) -> None:
    ask(st, "gamble", "target", "target", others(st, seat))


def gamble_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    face = roll_die(st, seat)
    mine, theirs = st.hands[seat], st.hands[choice]
    count = min(face, len(mine), len(theirs))
    give = [mine.pop(st.rng.randrange(len(mine))) for _ in range(count)]
    take = [theirs.pop(st.rng.randrange(len(theirs))) for _ in range(count)]
    both = (1 << seat) | (1 << choice)
    for uid in give + take:
        st.known[uid] = st.known.get(uid, 0) | both
    mine.extend(take)
    theirs.extend(give)
    st.log.append(Event("cards_swapped", {"seats": [seat, choice], "count": count}, seat=seat, reveals=True))
    st.finish_technique()


def blindfold(st: DaleState, seat: int) -> None:
    if st.hands[seat]:
        ask(st, "blindfold", "secret", "pick", list(st.hands[seat]))
    else:
        st.finish_technique()


def guess_range(st: DaleState) -> list[int]:
    shift = sum(amount for who, op, amount in st.mods if who == -1 and op == "add")
    return list(range(1, 6 + shift))


def blindfold_resume(st: DaleState, seat: int, frame: dict[str, Any], choice: int | None) -> None:
    assert choice is not None
    stage = frame["stage"]
    if stage == "secret":
        ask(st, "blindfold", "opponent", "target", others(st, seat), secret=choice)
    elif stage == "opponent":
        ask(st, "blindfold", "guess", "guess", guess_range(st), seat=choice, secret=frame["secret"], guesser=choice)
    elif stage == "guess":
        secret = frame["secret"]
        right = st.value(secret) == choice
        st.known[secret] = (1 << 8) - 1
        st.log.append(
            Event("value_guessed", {"guess": choice, "card": st.card_json(secret), "right": right}, seat=seat, reveals=True)
        )
        if right:
            st.hands[st.active].remove(secret)
            st.discards[st.active].append(secret)
            st.finish_technique()
        else:
            ask(st, "blindfold", "set", "set_value", [1, 2, 3, 4, 5], secret=secret)
    else:
        secret = frame["secret"]
        st.mods.append((secret, "set", choice))
        st.log.append(Event("value_set", {"card": st.card_json(secret), "value": choice}, seat=seat))
        st.finish_technique()


TECHNIQUES: Final = {
    "new_season": (new_season, new_season_resume),
    "whirligig": (whirligig, whirligig_resume),
    "charm": (charm, no_resume),
    "gamble": (gamble, gamble_resume),
    "blindfold": (blindfold, blindfold_resume),
}

"""Building Dale of Merchants positions by hand for scenario tests."""

from __future__ import annotations

from engine.core import Action, Event, GameConfig
from engine.games.dale import RULESET
from engine.games.dale.cards import BY_KEY, DECK_IDS
from engine.games.dale.state import DaleState

DECKS_FOR = {
    2: ["macaws", "pandas", "raccoons"],
    3: ["macaws", "pandas", "raccoons", "squirrels"],
    4: ["macaws", "pandas", "raccoons", "squirrels", "ocelots"],
}


def blank(players: int = 2, decks: list[str] | None = None, seed: int = 1) -> DaleState:
    """A new game with every card put aside in the box: hands, decks, piles and market empty."""
    if decks is None:
        decks = list(DECK_IDS[: players + 1])
    st = RULESET.new_game(GameConfig(players=players, seed=seed, options={"decks": decks}))
    assert isinstance(st, DaleState)
    box: list[int] = list(st.removed)
    for seat in range(players):
        box += st.hands[seat] + st.deck_top[seat] + st.deck_rest[seat] + st.discards[seat]
        st.hands[seat], st.deck_top[seat], st.deck_rest[seat], st.discards[seat] = [], [], [], []
    box += [c for c in st.market if c is not None] + st.mdeck
    st.market = [None] * 5
    st.mdeck = []
    st.removed = box
    st.known.clear()
    st.active = st.first = 0
    st.phase = "main"
    return st


def take(st: DaleState, key: str) -> int:
    """Fetch a card of type ``key`` from the box (junk from the junk pile)."""
    if key == "junk":
        return st.junk_pile.pop() if st.junk_pile else _new_junk(st)
    want = BY_KEY[key]
    for uid in st.removed:
        if st.ctype(uid) == want:
            st.removed.remove(uid)
            return uid
    raise LookupError(f"no {key} left in the box")


def _new_junk(st: DaleState) -> int:
    uid = st.next_uid
    st.next_uid += 1
    return uid


def hand(st: DaleState, seat: int, *keys: str) -> list[int]:
    uids = [take(st, k) for k in keys]
    st.hands[seat].extend(uids)
    return uids


def deck(st: DaleState, seat: int, *keys: str) -> list[int]:
    uids = [take(st, k) for k in keys]
    st.deck_rest[seat].extend(uids)
    return uids


def discard(st: DaleState, seat: int, *keys: str) -> list[int]:
    uids = [take(st, k) for k in keys]
    st.discards[seat].extend(uids)
    return uids


def market(st: DaleState, *keys: str | None) -> list[int | None]:
    """Fill the market slots left to right (None leaves a slot empty)."""
    out: list[int | None] = []
    for slot, key in enumerate(keys):
        uid = None if key is None else take(st, key)
        st.market[slot] = uid
        out.append(uid)
    return out


def stall(st: DaleState, seat: int, *stacks: list[str]) -> list[list[int]]:
    built = [[take(st, k) for k in stack] for stack in stacks]
    st.stalls[seat].extend(built)
    return built


def act(st: DaleState, *notations: str) -> list[Event]:
    """Apply actions (validated) for whoever is to move."""
    events: list[Event] = []
    for text in notations:
        seat = st.to_move()[0]
        events += st.apply(seat, Action.from_notation(text))
    return events


def legal(st: DaleState) -> list[str]:
    seat = st.to_move()[0]
    return [a.key for a in st.legal_actions(seat)]


def keys(st: DaleState, uids: list[int]) -> list[str]:
    return [st.ekey(u) for u in uids]


def codes(events: list[Event]) -> list[str]:
    return [e.code for e in events]

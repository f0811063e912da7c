"""Phase 2 of a Jantaris turn, diplomacy: the guild token, the secret vote, its resolution and expulsion."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action, Event
from engine.games.jantaris.data import (
    BLACK_MARKET,
    COLOURS,
    DEAL,
    DISTRICTS,
    INFLUENCE,
    LOC_INDEX,
    LOCATIONS,
    SQUARE,
    TOKENS,
    VOTE_INDEX,
    VOTES,
    item,
)
from engine.games.jantaris.moves import PLACE, SKIP, TOKEN, act
from engine.games.jantaris.state import FREE_DISTRICTS, ORDERS, decision, step

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

MASK: Final = item("masquerade_mask")
TRAVEL_MAP: Final = item("travel_map")
VOTE_ACTIONS: Final = [act("vote", v) for v in VOTES]
# by the number of players and a seat: the resolutions of the votes, and the seats to expel, clockwise from it
RESOLUTIONS: Final = {n: [tuple(("resolve", s) for s in order) for order in ORDERS[n]] for n in ORDERS}
EXPEL_OPTIONS: Final = {n: [[act("expel", s) for s in order] for order in ORDERS[n]] for n in ORDERS}
# the guild token moves by the places of the two tokens: either token to a district without one
TOKEN_MOVES: Final = tuple(tuple([TOKEN[t][d] for t in (0, 1) for d in free] for free in row) for row in FREE_DISTRICTS)
SUPPLY: Final = "supply"


@step("diplomacy")
def diplomacy(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.phase = "diplomacy"
    t0, t1 = st.tokens
    st.ask("token", st.active, TOKEN_MOVES[t0][t1])


@decision("token")
def move_token(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    token = TOKENS.index(str(action.args[0]))
    district = LOC_INDEX[str(action.args[1])]
    was = st.tokens[token]
    st.tokens[token] = district
    st.active_district = district
    if not st.quiet:  # "from" is a Python keyword, so the params are spelt out
        params = {"seat": seat, "token": TOKENS[token], "from": LOCATIONS[was], "to": LOCATIONS[district]}
        st.events.append(Event("token_moved", params, seat))


@step("vote")
def vote(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.phase = "vote"
    st.votes = [-1] * st.n
    st.votes_revealed = False
    st.ask("vote", -1, VOTE_ACTIONS)


@decision("vote")
def cast_vote(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.votes[seat] = VOTE_INDEX[action.args[0]]  # type: ignore[index]
    if not st.quiet:
        st.emit("vote_cast", seat, seat=seat)
    if -1 in st.votes:
        return
    st.decision = None
    st.votes_revealed = True
    counts = [0, 0, 0, 0]
    for v in st.votes:
        counts[v] += 1
    st.vote_counts = counts
    if not st.quiet:
        st.emit("votes_revealed", None, reveals=True, votes=[VOTES[v] for v in st.votes])
    st.push(*RESOLUTIONS[st.n][st.active])


@step("resolve")
def resolve(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    card = st.votes[seat]
    count = st.vote_counts[card]
    if count >= 2 and MASK in st.items[seat]:
        st.ask("mask", seat, [act("count", count), act("count", count - 1)], card)
    else:
        effect(st, seat, card, count)


@decision("mask")
def mask_count(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.push(("effect", seat, data[0], int(action.args[0])))


def _lost(st: JantarisState, seat: int, reason: str) -> None:
    if not st.quiet:
        st.emit("effect_lost", seat, seat=seat, reason=reason)


@step("effect")
def effect_step(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, card, count = current
    effect(st, seat, card, count)


def effect(st: JantarisState, seat: int, card: int, count: int) -> None:
    """The effect of the seat's vote card, played by ``count`` seats."""
    if not st.quiet:
        st.emit("vote_resolved", seat, seat=seat, card=VOTES[card], count=count)
    tier = count if count < 3 else 3  # three or more play alike
    district = st.active_district
    if card == DEAL:
        have = (2, st.merchants[district][seat], st.merchants[SQUARE][seat])[tier - 1]
        if not st.gain(seat, st.token_colour(), have, "deal"):
            _lost(st, seat, "nothing_to_gain")
    elif card == BLACK_MARKET:
        if tier == 1:
            pairs = st.stealable(seat)
            if pairs:
                st.ask("black_market", seat, [act("steal", o, COLOURS[c]) for o, c in pairs])
            else:
                _lost(st, seat, "nothing_to_take")
        elif tier == 2:
            st.push(("goods", seat, 2, "black_market"))
        else:
            red, black = st.goods[seat]
            st.goods[seat] = [0, 0]
            if not st.quiet:
                st.emit("goods_lost", seat, seat=seat, red=red, black=black)
            st.push(("expel", seat, seat))
    elif card == INFLUENCE:
        influence(st, seat, tier, district)
    else:
        recruitment(st, seat, tier, district)


def influence(st: JantarisState, seat: int, tier: int, district: int) -> None:
    if tier == 1:
        st.ask("influence", seat, EXPEL_OPTIONS[st.n][seat])
        return
    if tier == 2:
        options = [
            act("move_in", DISTRICTS[d], k)
            for d in st.free_neighbours(district)
            for k in range(1, min(2, st.merchants[d][seat]) + 1)
        ]
        kind = "influence_in"
    else:
        options = [
            act("move_out", DISTRICTS[d], k)
            for d in st.free_neighbours(district)
            for k in range(1, min(2, st.merchants[district][seat]) + 1)
        ]
        kind = "influence_out"
    if options:
        st.ask(kind, seat, [*options, SKIP])
    else:
        _lost(st, seat, "no_merchants")


def recruitment(st: JantarisState, seat: int, tier: int, district: int) -> None:
    if not st.supply[seat]:
        _lost(st, seat, "no_merchants")
    elif tier == 1:
        st.ask("recruit_any", seat, [PLACE[d] for d in st.free_districts()])
    elif tier == 2:
        if st.blocked(SQUARE):
            _lost(st, seat, "square_blocked")
        else:
            st.place(seat, SQUARE, 1, "recruitment")
    else:
        options = [
            act("recruit", DISTRICTS[d], k)
            for d in st.free_neighbours(district)
            for k in range(1, min(2, st.supply[seat]) + 1)
        ]
        st.ask("recruit_adjacent", seat, [*options, SKIP])


@decision("black_market")
def black_market_take(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.steal(seat, int(action.args[0]), COLOURS.index(str(action.args[1])), "black_market")


@decision("influence")
def influence_expel(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.push(("expel", int(action.args[0]), seat))


@decision("influence_in")
def influence_in(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "move_in":
        st.move(seat, LOC_INDEX[str(action.args[0])], st.active_district, int(action.args[1]), "influence")


@decision("influence_out")
def influence_out(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "move_out":
        st.move(seat, st.active_district, LOC_INDEX[str(action.args[0])], int(action.args[1]), "influence")


@decision("recruit_any")
def recruit_any(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.place(seat, LOC_INDEX[str(action.args[0])], 1, "recruitment")


@decision("recruit_adjacent")
def recruit_adjacent(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "recruit":
        st.place(seat, LOC_INDEX[str(action.args[0])], int(action.args[1]), "recruitment")


# --- expulsion -------------------------------------------------------------------------------------
@step("expel")
def expel(st: JantarisState, current: tuple[Any, ...]) -> None:
    """One merchant to each neighbour without a guild token, the rest back to the supply."""
    _, seat, by = current
    district = st.active_district
    count = st.merchants[district][seat]
    if not st.quiet:
        st.emit("expelled", seat, seat=seat, by=by, district=LOCATIONS[district], count=count)
    if not count:
        return
    free = st.free_neighbours(district)
    if count == 1 and len(free) == 2:
        st.ask("expel_side", seat, [act("send", DISTRICTS[d]) for d in free])
        return
    for d in free[:count]:
        st.move(seat, district, d, 1, "expulsion")
    rest = count - min(count, len(free))
    if rest and TRAVEL_MAP in st.items[seat] and free:
        st.push(("travel_map", seat, rest))
    elif rest:
        st.remove(seat, district, rest, "expulsion")


@decision("expel_side")
def expel_side(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.move(seat, st.active_district, LOC_INDEX[str(action.args[0])], 1, "expulsion")


@step("travel_map")
def travel_map(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    free = st.free_neighbours(st.active_district)
    st.ask("travel_map", seat, [*(act("send", DISTRICTS[d]) for d in free), act("send", SUPPLY)], current[2])


@decision("travel_map")
def travel_send(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    rest = data[0]
    target = str(action.args[0])
    if target == SUPPLY:
        st.remove(seat, st.active_district, rest, "expulsion")
        return
    st.move(seat, st.active_district, LOC_INDEX[target], 1, "travel_map")
    if rest > 1:
        st.push(("travel_map", seat, rest - 1))

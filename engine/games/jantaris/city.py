"""Phase 1 of a Jantaris turn, the city: the marketplace, the guild house and the bazaar with its auctions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.jantaris.data import (
    COLOURS,
    DISPLAY_SIZE,
    GUILD_PLACE,
    GUILD_REMOVE,
    ITEM_INDEX,
    ITEMS,
    LOC_INDEX,
    MARKETPLACE_GOODS,
    item,
)
from engine.games.jantaris.effects import on_purchase
from engine.games.jantaris.moves import BID, DONE, DROP, KEEP, PASS, PLACE, REMOVE, TAKE, act
from engine.games.jantaris.state import PP_ITEMS, STEPS, decision, step

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

SCALES: Final = item("merchants_scales")
SEAL: Final = item("guild_seal")
BOOK: Final = item("historical_book")
PURSE: Final = item("merchants_purse")
PLACES: Final = ("market", "guild", "bazaar")
VISITS: Final = [act("visit", p) for p in PLACES]

# auction record fields
A_ITEM, A_NUMBER, A_HIGH, A_LEADER, A_OUT, A_LAST = range(6)


@step("city")
def city(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.phase = "city"
    st.ask("city", st.active, VISITS)


@decision("city")
def visit(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    place = str(action.args[0])
    if not st.quiet:
        st.emit("city_visited", seat, seat=seat, place=place)
    STEPS[place](st, (place,))  # the place's step at once, as it would run next


# --- marketplace -----------------------------------------------------------------------------
@step("market")
def market(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = st.active
    most = MARKETPLACE_GOODS + (1 if SCALES in st.items[seat] else 0)
    take_red, take_black = TAKE
    options = [*take_red[1:min(most, st.room(seat, 0)) + 1], *take_black[1:min(most, st.room(seat, 1)) + 1]]
    if options:
        st.ask("market", seat, options)
    elif not st.quiet:
        st.emit("effect_lost", seat, seat=seat, reason="goods_limit")


@decision("market")
def market_take(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.gain(seat, COLOURS.index(str(action.args[0])), int(action.args[1]), "marketplace")


# --- guild house ---------------------------------------------------------------------------------
def _place_options(st: JantarisState, seat: int) -> list[Action]:
    if not st.supply[seat]:
        return []
    return [PLACE[loc] for loc in st.free_locations()]


def _remove_options(st: JantarisState, seat: int) -> list[Action]:
    return [REMOVE[loc] for loc in st.free_locations() if st.merchants[loc][seat]]


@step("guild")
def guild(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = st.active
    options = _place_options(st, seat) + _remove_options(st, seat)
    if options:
        st.ask("guild", seat, options)
    elif not st.quiet:
        st.emit("effect_lost", seat, seat=seat, reason="no_merchants")


@decision("guild")
def guild_act(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    loc = LOC_INDEX[str(action.args[0])]
    done = data[0] + 1 if data else 1
    if action.kind == "place":
        st.place(seat, loc, 1, "guild_house")
        most = GUILD_PLACE + (1 if SEAL in st.items[seat] else 0)
        more = _place_options(st, seat) if done < most else []
    else:
        st.remove(seat, loc, 1, "guild_house")
        more = _remove_options(st, seat) if done < GUILD_REMOVE else []
    if more:
        st.ask("guild_more", seat, [*more, DONE], done)


@decision("guild_more")
def guild_more(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind != "done":
        guild_act(st, seat, action, data)


# --- bazaar ----------------------------------------------------------------------------------------
def can_bid(st: JantarisState, seat: int, index: int, amount: int) -> bool:
    """The bidder holds the item's colour mix and at least ``amount`` goods in all."""
    red, black = st.goods[seat]
    price = ITEMS[index].price
    return red >= price[0] and black >= price[1] and red + black >= amount


@step("bazaar")
def bazaar(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.auctions_opened = []
    st.bought = False
    st.push(("bazaar_open", 1), ("bazaar_end",))
    if BOOK in st.items[st.active] and st.display and st.bazaar_deck_size():
        st.push(("book",))


@step("book")
def book(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.ask("book", st.active, [*(act("swap", ITEMS[i].id) for i in st.display), KEEP])


@decision("book")
def book_swap(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "keep":
        return
    old = ITEM_INDEX[str(action.args[0])]
    slot = st.display.index(old)
    st.bazaar_under.append(old)
    new = st.draw_item()
    st.display[slot] = new
    if not st.quiet:
        st.emit("display_swapped", seat, reveals=True, seat=seat, item=ITEMS[old].id, new=ITEMS[new].id)


@step("bazaar_open")
def bazaar_open(st: JantarisState, current: tuple[Any, ...]) -> None:
    number = current[1]
    seat = st.active
    if st.bought:
        return
    options = [
        act("auction", ITEMS[i].id)
        for i in st.display
        if i not in st.auctions_opened and can_bid(st, seat, i, ITEMS[i].price_total)
    ]
    if number == 1 and not options:
        if not st.quiet:
            st.emit("effect_lost", seat, seat=seat, reason="cannot_afford")
    elif options:
        # the first auction is a must when one is affordable; the second is the active player's choice
        st.ask("auction_choose", seat, options if number == 1 else [*options, PASS], number)


@decision("auction_choose")
def auction_choose(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "pass":
        return
    index = ITEM_INDEX[str(action.args[0])]
    st.auctions_opened.append(index)
    low = ITEMS[index].price_total
    st.ask("opening_bid", seat, list(BID[low:st.goods_total(seat) + 1]), index, data[0])


@decision("opening_bid")
def opening_bid(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    index, number = data
    amount = int(action.args[0])
    st.auction = [index, number, amount, seat, [False] * st.n, seat]
    if not st.quiet:
        st.emit("auction_opened", seat, seat=seat, item=ITEMS[index].id, bid=amount)
    st.push(("auction_turn",))


@step("auction_turn")
def auction_turn(st: JantarisState, current: tuple[Any, ...]) -> None:
    auction = st.auction
    assert auction is not None
    index, high, leader, out = auction[A_ITEM], auction[A_HIGH], auction[A_LEADER], auction[A_OUT]
    waiting = [s for s in st.order_from(st.next_seat(auction[A_LAST])) if not out[s] and s != leader]
    if not waiting:
        st.push(("auction_end",))
        return
    bidder = waiting[0]
    # the active player's privilege: matching the high bid is enough, and it is all they may do
    low = high if bidder == st.active else high + 1
    if not can_bid(st, bidder, index, low):
        out[bidder] = True
        auction[A_LAST] = bidder
        if not st.quiet:
            st.emit("bid_dropped", bidder, seat=bidder, item=ITEMS[index].id, forced=True)
        st.push(("auction_turn",))
        return
    top = low if bidder == st.active else st.goods_total(bidder)
    st.ask("auction_bid", bidder, [*BID[low:top + 1], DROP])


@decision("auction_bid")
def auction_bid(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    auction = st.auction
    assert auction is not None
    auction[A_LAST] = seat
    name = ITEMS[auction[A_ITEM]].id
    if action.kind == "drop":
        auction[A_OUT][seat] = True
        if not st.quiet:
            st.emit("bid_dropped", seat, seat=seat, item=name, forced=False)
    else:
        amount = int(action.args[0])
        code = "bid_matched" if amount == auction[A_HIGH] else "bid_raised"
        auction[A_HIGH], auction[A_LEADER] = amount, seat
        if not st.quiet:
            st.emit(code, seat, seat=seat, item=name, bid=amount)
    st.push(("auction_turn",))


@step("auction_end")
def auction_end(st: JantarisState, current: tuple[Any, ...]) -> None:
    auction = st.auction
    assert auction is not None
    index, winner, amount = auction[A_ITEM], auction[A_LEADER], auction[A_HIGH]
    price = ITEMS[index].price
    if not st.quiet:
        st.emit("auction_won", winner, seat=winner, item=ITEMS[index].id, bid=amount)
    steps: list[tuple[Any, ...]] = [("pay", winner, amount, price[0], price[1], "auction")]
    if PURSE in st.items[winner]:
        steps.append(("refund", winner))
    steps.append(("award", winner, index, auction[A_NUMBER]))
    st.push(*steps)


@step("refund")
def refund(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    options = [act("refund", COLOURS[c]) for c in (0, 1) if st.last_paid[c] and st.room(seat, c)]
    if options:
        st.ask("refund", seat, options)


@decision("refund")
def take_refund(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.gain(seat, COLOURS.index(str(action.args[0])), 1, "merchants_purse")


@step("award")
def award(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, winner, index, number = current
    st.auction = None
    st.display.remove(index)
    st.items[winner].append(index)
    if not st.quiet:
        st.emit("item_bought", winner, seat=winner, item=ITEMS[index].id)
    st.score(winner, ITEMS[index].prestige, PP_ITEMS, ITEMS[index].id)
    if winner == st.active:
        st.bought = True
    follow = on_purchase(st, winner, index)
    if number == 1:
        follow.append(("bazaar_open", 2))
    st.push(*follow)


@step("bazaar_end")
def bazaar_end(st: JantarisState, current: tuple[Any, ...]) -> None:
    new = []
    while len(st.display) < DISPLAY_SIZE:
        card = st.draw_item()
        if card < 0:
            break
        st.display.append(card)
        new.append(ITEMS[card].id)
    if new:
        if not st.quiet:
            st.emit("display_refilled", None, reveals=True, items=new)

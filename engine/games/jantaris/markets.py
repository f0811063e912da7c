"""Phases 3 and 4 of a Jantaris turn: the Great Market on the square and market control."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.jantaris.data import (
    CONTROL_CARDS,
    CONTROL_INDEX,
    CONTROL_PRESTIGE,
    GREAT_MARKET_THRESHOLD,
    LOC_INDEX,
    MARKET_CARDS,
    MARKET_GOODS,
    MARKET_PRESTIGE,
    SQUARE,
    item,
)
from engine.games.jantaris.moves import COINS, MOVE_TO, PASS, act
from engine.games.jantaris.state import PP_CONTROL, PP_EFFECTS, PP_MARKET, decision, step

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

OLD_COINS: Final = item("old_coins")
CONTRACT: Final = item("trade_contract")


@step("great_market")
def great_market(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.phase = "great_market"
    if sum(st.merchants[SQUARE]) < GREAT_MARKET_THRESHOLD:
        return
    card = st.draw_market()
    st.market_card = card
    st.market_pos = st.active
    st.market_streak = 0
    st.coins_used = [False] * st.n
    if not st.quiet:
        st.emit("great_market_opened", None, reveals=True, card=MARKET_CARDS[card], goods=MARKET_GOODS[card],
                prestige=MARKET_PRESTIGE[card])
    st.push(("market_step",))


@step("market_step")
def market_step(st: JantarisState, current: tuple[Any, ...]) -> None:
    card = st.market_card
    if st.market_streak >= st.n:  # a whole circuit without a sale
        st.market_under.append(card)
        st.market_card = -1
        if not st.quiet:
            st.emit("great_market_closed", None, card=MARKET_CARDS[card])
        return
    seat = st.market_pos
    need = MARKET_GOODS[card]
    if st.goods_total(seat) >= need:
        if st.merchants[SQUARE][seat]:
            sell(st, seat, False)
            return
        if OLD_COINS in st.items[seat] and not st.coins_used[seat]:
            st.ask("old_coins", seat, [COINS, PASS])
            return
    st.market_streak += 1
    st.market_pos = st.next_seat(seat)
    st.push(("market_step",))


def sell(st: JantarisState, seat: int, with_coins: bool) -> None:
    st.market_streak = 0
    st.push(("pay", seat, MARKET_GOODS[st.market_card], 0, 0, "great_market"), ("market_sold", seat, with_coins))


@decision("old_coins")
def old_coins(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "coins":
        st.coins_used[seat] = True
        if not st.quiet:
            st.emit("item_used", seat, seat=seat, item="old_coins")
        sell(st, seat, True)
    else:
        st.market_streak += 1
        st.market_pos = st.next_seat(seat)
        st.push(("market_step",))


@step("market_sold")
def market_sold(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, with_coins = current
    card = st.market_card
    if not st.quiet:
        st.emit("great_market_sale", seat, seat=seat, card=MARKET_CARDS[card], goods=MARKET_GOODS[card],
                old_coins=with_coins)
    st.score(seat, MARKET_PRESTIGE[card], PP_MARKET, "great_market")
    st.market_pos = st.next_seat(seat)
    st.push(("market_step",))
    if not with_coins:
        st.ask("market_move", seat, [MOVE_TO[d] for d in st.free_districts()])


@decision("market_move")
def market_move(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    st.move(seat, SQUARE, LOC_INDEX[str(action.args[0])], 1, "great_market")


@step("control")
def control(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.phase = "control"
    claims = st.claims()
    if max(claims, default=-1) < 0:
        return
    for seat in st.order_from(st.active):
        cards = [act("claim", CONTROL_CARDS[c]) for c, who in zip(st.control_display, claims, strict=True) if who == seat]
        if cards:
            st.ask("claim", seat, cards)
            return


@decision("claim")
def claim(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    card = CONTROL_INDEX[str(action.args[0])]
    st.control_display.remove(card)
    st.claimed[seat].append(card)
    if not st.quiet:
        st.emit("control_claimed", seat, seat=seat, card=CONTROL_CARDS[card])
    st.score(seat, CONTROL_PRESTIGE, PP_CONTROL, "control_card")
    if CONTRACT in st.items[seat]:
        st.score(seat, 1, PP_EFFECTS, "trade_contract")
    new = st.draw_control()
    if new >= 0:
        st.control_display.append(new)
        if not st.quiet:
            st.emit("control_revealed", None, reveals=True, card=CONTROL_CARDS[new])
    st.push(("control",))

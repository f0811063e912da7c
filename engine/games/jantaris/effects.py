"""Item effects of Jantaris: start-of-turn items, effects on purchase, and the choices they share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.jantaris.data import COLOURS, DISTRICTS, ITEM_INDEX, ITEMS, LOC_INDEX, item
from engine.games.jantaris.moves import DONE, PLACE, REMOVE, SKIP, act
from engine.games.jantaris.state import PP_EFFECTS, decision, step

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState

CLOAK: Final = item("royal_cloak")
SIGNET: Final = item("signet_ring")
SCEPTRE: Final = item("sceptre")
SILK: Final = item("bale_of_silk")
PICKLOCKS: Final = item("picklocks")
CHARTER: Final = item("royal_charter")
GOBLET: Final = item("coronation_goblet")
SPICES: Final = item("rare_spices")
DAGGER: Final = item("dagger")
STATUE: Final = item("golden_statue")
PICKLOCKS_REVEAL: Final = 3


# --- choices several effects share ------------------------------------------------------
def goods_options(st: JantarisState, seat: int, count: int) -> list[Action]:
    """Every split of ``count`` goods the seat has room for (as many as fit, when not all do)."""
    room_red, room_black = st.room(seat, 0), st.room(seat, 1)
    best = min(count, room_red + room_black)
    if best <= 0:
        return []
    return [act("goods", red, best - red) for red in range(max(0, best - room_black), min(room_red, best) + 1)]


@step("goods")
def goods_step(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, count, source = current
    options = goods_options(st, seat, count)
    if options:
        st.ask("goods", seat, options, source, count)


@decision("goods")
def take_goods(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    red, black = int(action.args[0]), int(action.args[1])
    st.gain(seat, 0, red, data[0])
    st.gain(seat, 1, black, data[0])


def pay_options(st: JantarisState, seat: int, amount: int, min_red: int, min_black: int) -> list[Action]:
    red, black = st.goods[seat]
    low = max(min_red, amount - black)
    high = min(red, amount - min_black)
    return [act("pay", r, amount - r) for r in range(low, high + 1)]


@step("pay")
def pay_step(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, amount, min_red, min_black, reason = current
    st.ask("pay", seat, pay_options(st, seat, amount, min_red, min_black), reason, amount)


@decision("pay")
def pay_goods(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    red, black = int(action.args[0]), int(action.args[1])
    st.pay(seat, red, black, data[0])
    st.last_paid = [red, black]


# --- start of the owner's turn -----------------------------------------------------------
@step("start_items")
def start_items(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.start_left = [i for i in st.items[st.active] if ITEMS[i].timing == "start_of_turn"]
    if st.start_left:
        st.push(("start_next",))


@step("start_next")
def start_next(st: JantarisState, current: tuple[Any, ...]) -> None:
    if st.start_left:
        st.ask("start_order", st.active, [act("use", ITEMS[i].id) for i in st.start_left])


@decision("start_order")
def use_start_item(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    index = ITEM_INDEX[str(action.args[0])]
    st.start_left.remove(index)
    if not st.quiet:
        st.emit("item_used", seat, seat=seat, item=ITEMS[index].id)
    if index == SILK:
        st.push(("silk", seat), ("start_next",))
        return
    kind = {CLOAK: "cloak", SIGNET: "signet", SCEPTRE: "sceptre"}[index]
    st.push(*((kind, s) for s in st.crown_seats(seat)), ("start_next",))


@step("silk")
def silk(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.gain(current[1], 0, 1, "bale_of_silk")


@step("signet")
def signet(st: JantarisState, current: tuple[Any, ...]) -> None:
    goods_step(st, ("goods", current[1], 1, "signet_ring"))


@step("cloak")
def cloak(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    options = [REMOVE[loc] for loc in st.free_locations() if st.merchants[loc][seat]]
    if options:
        st.ask("cloak", seat, [*options, SKIP])


@decision("cloak")
def cloak_remove(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "remove":
        st.remove(seat, LOC_INDEX[str(action.args[0])], 1, "royal_cloak")


@step("sceptre")
def sceptre(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    options = [
        act("move", DISTRICTS[d], DISTRICTS[to])
        for d in st.free_districts()
        if st.merchants[d][seat]
        for to in st.free_neighbours(d)
    ]
    if options:
        st.ask("sceptre", seat, [*options, SKIP])


@decision("sceptre")
def sceptre_move(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "move":
        st.move(seat, LOC_INDEX[str(action.args[0])], LOC_INDEX[str(action.args[1])], 1, "sceptre")


# --- on purchase ------------------------------------------------------------------------------
def on_purchase(st: JantarisState, buyer: int, index: int) -> list[tuple[Any, ...]]:
    """The steps an item's purchase effect adds (none for the other items)."""
    if index == PICKLOCKS:
        return [("picklocks", buyer)]
    if index == CHARTER:
        return [("charter", s) for s in st.crown_seats(buyer)]
    if index == GOBLET:
        return [("goblet", s) for s in st.crown_seats(buyer)]
    if index == SPICES:
        return [("goods", buyer, 3, "rare_spices")]
    if index == STATUE:
        return [("goods", buyer, 1, "golden_statue")]
    if index == DAGGER:
        return [("dagger", buyer, -1, 2)]
    return []


@step("goblet")
def goblet(st: JantarisState, current: tuple[Any, ...]) -> None:
    st.score(current[1], 1, PP_EFFECTS, "coronation_goblet")


@step("charter")
def charter(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    if st.supply[seat]:
        st.ask("charter", seat, [*(PLACE[d] for d in st.free_districts()), SKIP])


@decision("charter")
def charter_place(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "place":
        st.place(seat, LOC_INDEX[str(action.args[0])], 1, "royal_charter")


@step("picklocks")
def picklocks(st: JantarisState, current: tuple[Any, ...]) -> None:
    seat = current[1]
    revealed = []
    for _ in range(PICKLOCKS_REVEAL):
        card = st.draw_item()
        if card < 0:
            break
        revealed.append(card)
    values = {ITEMS[c].prestige for c in revealed}
    gained = max(values) if len(values) > 1 else 0
    if not st.quiet:
        st.emit("items_revealed", seat, reveals=True, seat=seat, items=[ITEMS[c].id for c in revealed],
                prestige=gained)
    st.score(seat, gained, PP_EFFECTS, "picklocks")
    st.push(("picklocks_order", seat, tuple(revealed)))


@step("picklocks_order")
def picklocks_order(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, left = current
    if left:
        st.ask("picklocks", seat, [act("bottom", ITEMS[c].id) for c in left], left)


@decision("picklocks")
def picklocks_bottom(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    card = ITEM_INDEX[str(action.args[0])]
    st.bazaar_under.append(card)
    st.push(("picklocks_order", seat, tuple(c for c in data[0] if c != card)))


@step("dagger")
def dagger(st: JantarisState, current: tuple[Any, ...]) -> None:
    _, seat, victim, left = current
    pairs = [p for p in st.stealable(seat) if victim < 0 or p[0] == victim]
    if left and pairs:
        options = [act("steal", other, COLOURS[colour]) for other, colour in pairs]
        st.ask("dagger", seat, options if victim < 0 else [*options, DONE], left)


@decision("dagger")
def dagger_take(st: JantarisState, seat: int, action: Action, data: tuple[Any, ...]) -> None:
    if action.kind == "done":
        return
    victim, colour = int(action.args[0]), COLOURS.index(str(action.args[1]))
    st.steal(seat, victim, colour, "dagger")
    st.push(("dagger", seat, victim, data[0] - 1))

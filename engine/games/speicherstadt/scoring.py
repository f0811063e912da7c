"""Speicherstadt scoring: fire points plus every card type, with a breakdown per category."""

from __future__ import annotations

from operator import le
from typing import TYPE_CHECKING, Final

from engine.core import SeatScore
from engine.games.speicherstadt.data import CARDS, COUNTING_HOUSE_POINTS, MARKET_CUBE_POINTS

if TYPE_CHECKING:
    from engine.games.speicherstadt.state import SpeicherstadtState

CATEGORIES: Final = (
    "fires",
    "contracts",
    "counting_houses",
    "warehouse",
    "port",
    "chamber",
    "merchants",
    "church",
    "st_michaelis",
    "market",
)


def counting_house_points(count: int) -> int:
    if count <= 0:
        return 0
    top = max(COUNTING_HOUSE_POINTS)
    return COUNTING_HOUSE_POINTS[min(count, top)]


def contract_complete(need: tuple[int, ...], delivered: list[int]) -> bool:
    return all(map(le, need, delivered))


def breakdown(state: SpeicherstadtState, seat: int) -> dict[str, int]:
    points = dict.fromkeys(CATEGORIES, 0)
    points["fires"] = state.fire_points[seat]
    houses = ships = port_per_ship = 0
    for c in state.tableau[seat]:
        card = CARDS[c]
        kind = card.kind
        if kind == "contract":
            if contract_complete(card.need, state.contracts[seat][c]):
                points["contracts"] += card.points
        elif kind == "counting_house":
            houses += 1
        elif kind == "ship":
            ships += 1
        elif kind == "warehouse":
            points["warehouse"] += card.points_per * sum(state.warehouse[seat])
        elif kind == "chamber":
            points["chamber"] += card.points_per * state.coins[seat]
        elif kind == "merchant":
            points["merchants"] += card.points
        elif kind == "church":
            points["church"] += card.points
        elif kind == "st_michaelis":
            points["st_michaelis"] += card.points
        elif kind == "port":
            port_per_ship += card.points_per
    points["port"] = port_per_ship * ships
    points["counting_houses"] = counting_house_points(houses)
    if state.market[seat] >= 0:
        points["market"] = MARKET_CUBE_POINTS
    return points


def seat_score(state: SpeicherstadtState, seat: int) -> SeatScore:
    points = breakdown(state, seat)
    return SeatScore(seat, sum(points.values()), points, (state.coins[seat],))

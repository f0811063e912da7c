"""What the board shows: every part of a Speicherstadt position, as JSON-ready data.

Everything is public in Speicherstadt; only the order of draws from the bag and
from the season piles does not exist yet (cards and cubes are drawn at random
when revealed), so every seat and a spectator see the same view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.speicherstadt import loading, scoring
from engine.games.speicherstadt.data import (
    ALL_SEASONS,
    CARDS,
    COLUMN_SPACES,
    CONVERT_CUBES,
    GOODS,
    NUM_GOODS,
    SELL_CUBES,
)

if TYPE_CHECKING:
    from engine.games.speicherstadt.state import SpeicherstadtState


def cube_dict(counts: list[int] | tuple[int, ...]) -> dict[str, int]:
    return {GOODS[g]: counts[g] for g in range(NUM_GOODS)}


def prompt(state: SpeicherstadtState) -> dict[str, Any]:
    phase = state.phase
    if phase == "demand":
        seat = state.turn
        return {"code": "place_worker", "params": {"seat": seat, "workers_home": state.workers_left[seat]}}
    if phase == "purchase":
        k = state.column
        return {
            "code": "buy_or_decline",
            "params": {
                "seat": state.workers[k][0],
                "column": k,
                "card": CARDS[state.display[k]].id,
                "price": len(state.workers[k]),
            },
        }
    if phase == "loading":
        seat = state.turn
        if state.choosing_good:
            goods = [GOODS[g] for g in range(NUM_GOODS) if state.supply[g]]
            return {"code": "choose_converted_good", "params": {"seat": seat, "goods": goods}}
        return {
            "code": "load_cubes",
            "params": {
                "seat": seat,
                "loose": sum(state.loose),
                "convert_pending": sum(state.convert_area),
                "sell_pending": sum(state.sell_area),
            },
        }
    return {"code": "game_over", "params": {"winners": state.winners()}}


def _column(state: SpeicherstadtState, k: int) -> dict[str, Any]:
    index = state.display[k]
    cubes = state.ship_cubes[k]
    return {
        "card": CARDS[index].id if index >= 0 else None,
        "kind": CARDS[index].kind if index >= 0 else None,
        "workers": list(state.workers[k]),
        "price": len(state.workers[k]),
        "full": len(state.workers[k]) >= COLUMN_SPACES,
        "cubes": None if cubes is None else [GOODS[g] for g in range(NUM_GOODS) for _ in range(cubes[g])],
    }


def _player(state: SpeicherstadtState, seat: int) -> dict[str, Any]:
    contracts = []
    for c, delivered in state.contracts[seat].items():
        card = CARDS[c]
        contracts.append(
            {
                "card": card.id,
                "needs": cube_dict(card.need),
                "delivered": cube_dict(delivered),
                "complete": scoring.contract_complete(card.need, delivered),
                "points": card.points,
            }
        )
    return {
        "seat": seat,
        "name": state.seat_name(seat),
        "coins": state.coins[seat],
        "fire_points": state.fire_points[seat],
        "firemen": state.firemen_strength(seat),
        "workers_home": state.workers_left[seat],
        "bought_this_round": state.bought[seat],
        "cards": [CARDS[c].id for c in state.tableau[seat]],
        "contracts": contracts,
        "warehouse": cube_dict(state.warehouse[seat]),
        "warehouse_capacity": loading.warehouse_capacity(state, seat),
        "market": GOODS[state.market[seat]] if state.market[seat] >= 0 else None,
        "ships_to_unload": [
            {"card": CARDS[c].id, "cubes": [GOODS[g] for g in range(NUM_GOODS) for _ in range(cubes[g])]}
            for c, cubes in state.to_unload[seat]
        ],
    }


def build(state: SpeicherstadtState, seat: int | None) -> dict[str, Any]:
    piles = {season: len(pile) for season, pile in zip(ALL_SEASONS, state.piles, strict=True)}
    remaining = {
        season: sorted(CARDS[c].id for c in pile) for season, pile in zip(ALL_SEASONS, state.piles, strict=True)
    }
    loading_view = None
    if state.phase == "loading":
        loading_view = {
            "seat": state.turn,
            "loose": cube_dict(state.loose),
            "kept_now": state.kept_now,  # the keep space took a cube this turn
            "convert": cube_dict(state.convert_area),
            "convert_needs": CONVERT_CUBES,
            "sell": cube_dict(state.sell_area),
            "sell_needs": SELL_CUBES,
            "choosing_good": state.choosing_good,
        }
    return {
        "to_move": state.to_move(),
        "round": state.round,
        "over": state.is_over(),
        "prompt": prompt(state),
        "phase": state.phase,
        "start_player": state.start,
        "last_round": state.last_round,
        "piles": piles,
        "remaining": remaining,
        "discards": [CARDS[c].id for c in state.discards],
        "bag": cube_dict(state.bag),
        "supply": cube_dict(state.supply),
        "display": [_column(state, k) for k in range(len(state.display))],
        "purchase_column": state.column if state.phase == "purchase" else None,
        "players": [_player(state, s) for s in range(state.players)],
        "loading": loading_view,
        "scores": [
            {"total": s.total, "breakdown": dict(s.breakdown)} for s in state.scores()
        ],
    }

"""The solo game's purchases: which contracts to sell for which card.

Without coins each purchase is paid by contracts at their value and the change is lost, and a
seat holding six or more contracts must sell down to five before it travels. So a purchase is a
set of contracts sold for one card, and it costs only what the contracts kept lose: the cards
beyond the five best to keep go anyway, and paying with them is free.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from engine.core import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.economy import bonus_worth, projected_worth, sale_loss
from engine.games.merkator.scoring import contract_points

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT = catalogue()
KEPT = CAT.constants["contracts_kept_after_forced_sale"]
MOST_SOLD = 3  # contracts sold for one card: four never pay for one card better than three do


def _kept_worth(state: MerkatorState, seat: int, cards: list[str], worth: dict[str, float]) -> float:
    """What the contracts left after a sale are worth to the seat: in the last turn their exact
    points, before it the best five kept (the forced sale takes the rest for nothing)."""
    if state.forced_exempt():
        full, rest = contract_points(CAT, cards)
        return full + rest / 2
    return sum(sorted((worth[c] for c in cards), reverse=True)[:KEPT])


def _offers(state: MerkatorState, seat: int, by_kind: dict[str, list[Action]]) -> list[tuple[float, int, Action]]:
    """(worth, cost, the buying action) of every card on display."""
    offers = []
    for card in state.building_display:
        offers.append((projected_worth(state, seat, card), CAT.buildings[card].cost, f"buy_building:{card}"))
    for card in state.bonus_display:
        offers.append((bonus_worth(state, seat, card), CAT.bonus[card].cost, f"buy_bonus:{card}"))
    return [(w, cost, Action.from_notation(key)) for w, cost, key in offers if w > 0]


def solo_purchase(state: MerkatorState, seat: int, by_kind: dict[str, list[Action]]) -> Action | None:
    """The next step of the best purchase: the card bought when the credit pays for it, else one
    contract of those to sell for it; None when no purchase is worth what it costs."""
    offers = _offers(state, seat, by_kind)
    if not offers:
        return None
    held = list(state.contracts[seat])
    worth = {c: sale_loss(state, seat, c) for c in held}
    base = _kept_worth(state, seat, held, worth)
    credit = state.credit[seat]
    best: tuple[float, int, Action | None] = (0.0, 0, None)
    # the last contract is never sold
    for size in range(min(MOST_SOLD, len(held) - 1) + 1):
        for sold in combinations(held, size):
            paid = credit + sum(CAT.contracts[c].value for c in sold)
            rest = [c for c in held if c not in sold]
            loss = base - _kept_worth(state, seat, rest, worth)
            for gain, cost, action in offers:
                if cost > paid:
                    continue
                net = gain - loss
                # equal worth: the plan that wastes less credit (the spare cards fund the next card)
                if net > best[0] or (net == best[0] and best[2] is not None and paid < best[1]):
                    first = action if not sold else _sell(sold, worth)
                    best = (net, paid, first)
    return best[2]


def _sell(sold: tuple[str, ...], worth: dict[str, float]) -> Action:
    """The first of the contracts to sell (the one worth least kept: the plan may change after it)."""
    return Action.from_notation("sell:" + min(sold, key=lambda c: worth[c]))

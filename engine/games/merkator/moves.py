"""Every Merkator action, built once: legal_actions runs in the AI's inner loop."""

from __future__ import annotations

from typing import Final

from engine.core import Action
from engine.games.merkator.data import catalogue

CAT: Final = catalogue()
GOODS: Final = CAT.good_ids
REGIONS: Final = CAT.region_ids
N_GOODS: Final = len(GOODS)

STORE: Final = [Action("store", (g,)) for g in GOODS]
TAKE: Final = [Action("take", (g,)) for g in GOODS]
LOSE: Final = [Action("lose", (g,)) for g in GOODS]
TRADE_TOKENS: Final = [Action("trade_tokens", (g,)) for g in GOODS]
TRADE: Final = {(a, b): Action("trade", (GOODS[a], GOODS[b])) for a in range(N_GOODS) for b in range(N_GOODS)}
TRAVEL: Final = [Action("travel", (r,)) for r in REGIONS]
SELL: Final = {c: Action("sell", (c,)) for c in CAT.contracts}
FULFIL: Final = {c: Action("fulfil", (c,)) for c in CAT.contracts}
FULFIL_HAND: Final = {c: Action("fulfil", (c, "hand")) for c in CAT.contracts}
BUY_BONUS: Final = {c: Action("buy_bonus", (c,)) for c in CAT.bonus}
BUY_BUILDING: Final = {c: Action("buy_building", (c,)) for c in CAT.buildings}
TAKE_HAND: Final = {c: Action("take_hand", (c,)) for c in [*CAT.contracts, *CAT.bonus, *CAT.buildings]}
OFFER_MAX: Final = int(CAT.constants["variant_d_offer_max"])
OFFER: Final = {(c, t): Action("offer", (c, t)) for c in range(OFFER_MAX + 1) for t in range(OFFER_MAX + 1)}
JOIN, PASS, DONE, DISCARD_COINS = Action("join"), Action("pass"), Action("done"), Action("discard_coins")
ACCEPT, REDRAW = Action("control", ("accept",)), Action("control", ("redraw",))
SWAP_YES, SWAP_NO = Action("swap", ("yes",)), Action("swap", ("no",))

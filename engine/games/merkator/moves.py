"""Every Merkator action, built once: legal_actions runs in the AI's inner loop."""

from __future__ import annotations

from engine.core import Action
from engine.games.merkator.data import catalogue

CAT = catalogue()
GOODS = CAT.good_ids
REGIONS = CAT.region_ids
N_GOODS = len(GOODS)

STORE = [Action("store", (g,)) for g in GOODS]
TAKE = [Action("take", (g,)) for g in GOODS]
LOSE = [Action("lose", (g,)) for g in GOODS]
TRADE_TOKENS = [Action("trade_tokens", (g,)) for g in GOODS]
TRADE = {(a, b): Action("trade", (GOODS[a], GOODS[b])) for a in range(N_GOODS) for b in range(N_GOODS)}
TRAVEL = [Action("travel", (r,)) for r in REGIONS]
SELL = {c: Action("sell", (c,)) for c in CAT.contracts}
FULFIL = {c: Action("fulfil", (c,)) for c in CAT.contracts}
FULFIL_HAND = {c: Action("fulfil", (c, "hand")) for c in CAT.contracts}
BUY_BONUS = {c: Action("buy_bonus", (c,)) for c in CAT.bonus}
BUY_BUILDING = {c: Action("buy_building", (c,)) for c in CAT.buildings}
TAKE_HAND = {c: Action("take_hand", (c,)) for c in [*CAT.contracts, *CAT.bonus, *CAT.buildings]}
OFFER_MAX = int(CAT.constants["variant_d_offer_max"])
OFFER = {(c, t): Action("offer", (c, t)) for c in range(OFFER_MAX + 1) for t in range(OFFER_MAX + 1)}
JOIN, PASS, DONE, DISCARD_COINS = Action("join"), Action("pass"), Action("done"), Action("discard_coins")
ACCEPT, REDRAW = Action("control", ("accept",)), Action("control", ("redraw",))
SWAP_YES, SWAP_NO = Action("swap", ("yes",)), Action("swap", ("no",))

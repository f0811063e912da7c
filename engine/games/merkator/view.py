"""Merkator's view for the board and its prompt codes: JSON-ready dicts, no sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.merkator.data import card_data, catalogue, load_json

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT = catalogue()
GOODS = CAT.good_ids
REGIONS = CAT.region_ids
MAIN = CAT.main_count
K = CAT.constants
SOLO_VALUES = set(CAT.rules["solo"]["deck_values"])


def _contract_order(card: str) -> tuple[int, str]:
    return CAT.contracts[card].value, card


def solo_rating(exact: float) -> str:
    """The rulebook's solo scale: beginner, experienced or MEGA-Merkator."""
    rating = "below_beginner"
    for name, limit in sorted(CAT.rules["solo"]["scale"].items(), key=lambda kv: kv[1]):
        if exact >= limit:
            rating = name
    return rating

def build_prompt(state: MerkatorState) -> dict[str, Any]:
    """What the seat to move must decide now, as a code and parameters."""
    if state.over:
        return {"code": "game_over", "params": {}}
    if state.tasks:
        task = state.tasks[0]
        kind = task[0]
        if kind == "substitute":
            return {"code": "loss_control", "params": {"letter": task[3], "row": task[2]}}
        if kind == "lose":
            return {"code": "lose_goods", "params": {"column": CAT.columns[task[2]], "count": task[3]}}
        if kind == "offer":
            return {"code": "make_offer", "params": {"to": state.offer_receiver, "contract": state.offer_card,
                                                     "revealed": state.stacks[state.offer_value][-1]}}
        if kind == "swap":
            coins = sum(c for c, _t in state.offers.values())
            tokens = sum(t for _c, t in state.offers.values())
            return {"code": "accept_offer", "params": {"contract": state.offer_card, "coins": coins,
                                                       "tokens": tokens,
                                                       "revealed": state.stacks[state.offer_value][-1]}}
        return {"code": "forced_building", "params": {}}
    seat = state.to_move()[0]
    if state.step == "invest":
        return {"code": "invest", "params": {
            "forced_sale": state.must_sell(seat), "over_cash": state.over_cash(seat),
            "contracts": len(state.contracts[seat]), "keep": K["contracts_kept_after_forced_sale"],
            "cash_limit": K["cash_limit"], "last_round": state.last_round()}}
    if state.step == "take":
        return {"code": "take_goods", "params": {"region": REGIONS[state.figure], "left": state.take_left}}
    if state.step == "fulfil":
        return {"code": "fulfil", "params": {"region": REGIONS[state.figure],
                                             "joining": seat != state.active}}
    return {"code": "join", "params": {"region": REGIONS[state.figure], "cost": state._join_cost(),
                                       "active": state.active}}

def build_view(state: MerkatorState, seat: int | None) -> dict[str, Any]:
    """Everything the board draws; Merkator has no secrets, so every seat sees the same."""
    details = state.score_details()
    scores = state.scores(details)
    key = state.period()
    players = []
    for s in range(state.n):
        players.append({
            "seat": s, "name": state.seat_name(s),
            "coins": state.coins[s], "credit": state.credit[s], "tokens": state.tokens[s],
            "storage": {GOODS[g]: c for g, c in enumerate(state.storage[s]) if c},
            "supply_card": {CAT.colour_ids[c]: k for c, k in enumerate(state.tile[s]) if k},
            "contracts": sorted(state.contracts[s], key=_contract_order),
            "fulfilled_now": sorted(c for c, k in state.marks[s].items() if k == key),
            "bonus_cards": list(state.bonus[s]), "buildings": list(state.buildings[s]),
            "hand": state.hand[s],
        })
    view: dict[str, Any] = {
        "game": "merkator",
        "to_move": state.to_move(), "round": state.round_number(), "over": state.over,
        "prompt": build_prompt(state),
        "turn": {"active": state.active, "number": state.turn_index + 1, "step": state.step,
                 "destination": REGIONS[state.figure] if state.figure >= 0 else None,
                 "last_round": state.last_round(), "turns_left": state.final_left,
                 "end_triggered": state.triggered},
        "regions": {REGIONS[r]: state.cubes[r] for r in range(MAIN)},
        "figure": REGIONS[state.figure] if state.figure >= 0 else None,
        "chart": None if state.solo else {
            "side": state.chart_side, "rows": list(state.chart_rows),
            "known": list(state.chart_known), "tokens": state.chart_tokens()},
        "token_supply": state.token_supply,
        "decks": {str(v): {"top": state.stacks[v][-1] if state.stacks[v] else None,
                           "count": len(state.stacks[v]) + len(state.pools[v])} for v in CAT.values},
        "discard": {str(v): sum(1 for c in state.discard if CAT.contracts[c].value == v)
                    for v in CAT.values},
        "bonus_display": list(state.bonus_display),
        "bonus_deck": len(state.bonus_pool) + len(state.bonus_bottom),
        "building_display": list(state.building_display),
        "building_deck": len(state.building_pool),
        "players": players,
        "join_queue": list(state.join_queue) if state.step == "join" else [],
        "pending_controls": [letter for _row, letter in state.controls],
        "scores": [{"seat": s.seat, "total": s.total, "exact": d["exact"], "breakdown": dict(s.breakdown),
                    "buildings": d["per_building"]} for s, d in zip(scores, details, strict=True)],
        "options": dict(state.config.options),
    }
    if state.solo:
        exact = details[0]["exact"]
        view["solo"] = {
            "deck_left": sum(len(p) for p in state.solo_deck.values()),
            "deck_by_value": {str(v): len(p) for v, p in sorted(state.solo_deck.items())},
            "turns_total": sum(1 for c in CAT.contracts.values() if c.value in SOLO_VALUES),
            "scale": dict(CAT.rules["solo"]["scale"]),
            "score": exact, "rating": solo_rating(exact),
        }
    return view


def board_data() -> dict[str, Any]:
    """The static facts a board needs once (map, goods, cards, names), JSON-ready."""
    world = load_json("map.json")
    return {
        "regions": [
            {"id": r["id"], "kind": r["kind"], "colour": r["colour"], "goods": r["goods"], "time": r["time"],
             "refill_threshold": r["refill_threshold"], "names": r["names"]}
            for r in world["regions"]
        ],
        "roads": [[road["a"], road["b"]] for road in world["roads"]],
        "goods": load_json("goods.json")["goods"],
        "colours": load_json("goods.json")["colours"],
        "categories": load_json("goods.json")["categories"],
        "columns": CAT.columns,
        # the shared card lists: a board's copy follows the corrections in force
        "contracts": card_data("contracts.json"),
        "bonus_cards": card_data("bonus_cards.json"),
        "buildings": card_data("buildings.json"),
        "solo_scale": dict(CAT.rules["solo"]["scale"]),
    }

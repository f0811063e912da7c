"""What a seat may see of a Dale of Merchants game (hidden hands and decks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState


def _cards(st: DaleState, uids: list[int]) -> list[dict[str, Any]]:
    return [st.card_json(c) for c in uids]


def prompt(st: DaleState, seat: int | None) -> dict[str, Any]:
    if st.is_over():
        return {"code": "game_over", "params": {"winner": st.winner, "draw": st.capped}}
    if st.frame is not None:
        f = st.frame
        # the options may be hidden cards (the active hand, looked-at cards): only the chooser sees them
        options = list(f["options"]) if seat == f["seat"] else []
        params: dict[str, Any] = {"options": options, "kind": f["kind"], "may_stop": f["may_stop"], "seat": f["seat"]}
        if "target" in f:
            params["target"] = f["target"]
        if "count" in f:
            params["count"] = f["count"]
        if f["stage"] == "guess":
            params["active"] = st.active
        return {"code": f"{f['effect']}_{f['stage']}", "params": params}
    phase = st.phase
    if phase in ("main", "bonus"):
        return {"code": "choose_bonus_action" if phase == "bonus" else "choose_action", "params": {}}
    if phase == "pay":
        from engine.games.dale.legality import pay_price

        price, need_md = pay_price(st)
        paid = sum(st.value(c) for c in st.sel) if seat == st.active else None
        return {"code": "pay", "params": {"slot": st.buy_slot, "price": price, "paid": paid, "needs_market_discovery": need_md}}
    if phase == "build":
        total = sum(st.value(c) for c in st.sel + st.sel_disc) if seat == st.active else None
        return {"code": "build_stack", "params": {"stack": len(st.stalls[st.active]) + 1, "total": total}}
    if phase == "inventory":
        return {"code": "discard_cards", "params": {}}
    if phase == "winter":
        return {"code": "extra_build", "params": {"stack": len(st.stalls[st.active]) + 1}}
    if phase == "essential":
        return {"code": "throw_away_junk", "params": {"left": 3 - st.buy_slot}}
    return {"code": "wait", "params": {}}


def build_view(st: DaleState, seat: int | None) -> dict[str, Any]:
    players = []
    for s in range(st.players):
        hand = st.hands[s]
        entry: dict[str, Any] = {
            "name": st.seat_name(s),
            "hand_count": len(hand),
            "deck_count": len(st.deck_top[s]) + len(st.deck_rest[s]),
            "discard": _cards(st, st.discards[s]),
            "stall": [_cards(st, stack) for stack in st.stalls[s]],
        }
        if s == seat:
            entry["hand"] = _cards(st, sorted(hand))
            top = []
            for c in reversed(st.deck_top[s]):
                if not st.knows(s, c, -1):
                    break
                top.append(st.card_json(c))
            entry["deck_top_known"] = top
        players.append(entry)
    active = st.active
    seen_limbo = seat == active
    view: dict[str, Any] = {
        "to_move": st.to_move(),
        "round": st.round_number(),
        "over": st.is_over(),
        "prompt": prompt(st, seat),
        "active": active,
        "phase": st.phase,
        "decks": list(st.chosen),
        "players": players,
        "market": [
            None if c is None else {**st.card_json(c), "price": st.price(i)} for i, c in enumerate(st.market)
        ],
        "market_deck_count": len(st.mdeck),
        "market_discard": _cards(st, st.mdiscard),
        "junk_pile_count": len(st.junk_pile),
        "in_play": _cards(st, st.in_play),
        "looked_at": _cards(st, st.limbo) if seen_limbo else [],
        "looked_at_count": len(st.limbo),
        "selected": _cards(st, st.sel) if seat == active or st.phase == "essential" else [],
        "selected_from_discard": _cards(st, st.sel_disc),
        "value_changes": [
            {"card": who, "op": op, "amount": amount} for who, op, amount in st.mods
        ],
        "bonus": st.bonus,
        "winner": st.winner,
        "draw": st.capped,
        "max_rounds": st.max_rounds,
        "scores": [len(stall) for stall in st.stalls],
    }
    if st.frame is not None and "secret" in st.frame:
        view["secret"] = st.card_json(st.frame["secret"]) if seat == active else None
    return view

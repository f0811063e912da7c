"""Why a drop on the Jantaris board is refused, in the words of the rules."""

from __future__ import annotations

from typing import Any

from gui.boards.jantaris.words import Words
from gui.i18n import tr

MERCHANT_CODES = ("setup", "guild", "guild_more", "cloak", "sceptre", "charter", "recruit_any", "recruit_adjacent",
                  "influence_in", "influence_out", "expel_side", "travel_map", "market_move")
NEIGHBOUR_CODES = ("sceptre", "influence_in", "influence_out", "recruit_adjacent", "expel_side", "travel_map")


def _location(view: dict[str, Any], location_id: str) -> dict[str, Any]:
    return next((loc for loc in view.get("locations") or [] if loc.get("id") == location_id), {})


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now; None: nothing more specific to say."""
    if not target_id or view.get("over"):
        return None
    if viewer is None or viewer not in (view.get("to_move") or []):
        return tr("It is not your turn.")
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    kind = piece_id.split(":", 1)[0]
    now = words.prompt(prompt, view) or ""
    if kind == "token":
        if code != "token":
            return tr("The guild tokens move in the diplomacy phase. Now: %1").replace("%1", now)
        if target_id == "loc:square":
            return tr("A guild token never returns to the square.")
        location = _location(view, target_id.removeprefix("loc:"))
        if location.get("tokens"):
            return tr("The two guild tokens never stand in the same district.")
        return tr("Drop the guild token on a district.")
    if kind in ("merchant", "supply"):
        return _merchant_reason(words, piece_id, target_id, view, viewer, code, now)
    if kind == "control":
        if code != "claim":
            return tr("Control cards are claimed in the market-control phase. Now: %1").replace("%1", now)
        card = next((c for c in (view.get("control") or {}).get("display") or []
                     if f"control:{c.get('id')}" == piece_id), {})
        if target_id != f"seat:{viewer}":
            return tr("Drag the control card onto your own panel.")
        return tr("You do not dominate all three of %1 (2 or more merchants and more than anyone else).").replace(
            "%1", ", ".join(words.place(d) for d in card.get("districts") or []))
    if kind in ("market", "goods"):
        if code not in ("market", "black_market", "dagger"):
            return tr("Goods are not taken now. Now: %1").replace("%1", now)
        if target_id != f"seat:{viewer}":
            return tr("Drag the goods onto your own panel.")
        if kind == "goods" and piece_id.startswith(f"goods:{viewer}:"):
            return tr("Take the goods from another player, not from yourself.")
        if kind == "goods":
            return tr("That player has none of those goods, or an Iron Strongbox protects them.")
        return tr("You cannot hold more goods of that colour (at most %1).").replace(
            "%1", str(view.get("goods_limit", 6)))
    return tr("First do what the game asks: %1").replace("%1", now)


def _merchant_reason(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int, code: str,
                     now: str) -> str:
    parts = piece_id.split(":")
    if code not in MERCHANT_CODES:
        return tr("Merchants do not move now. Now: %1").replace("%1", now)
    if parts[0] == "merchant" and parts[1] != str(viewer):
        return tr("You may move only your own merchants.")
    if parts[0] == "supply" and parts[1] != str(viewer):
        return tr("Take merchants from your own supply.")
    players = view.get("players") or []
    if parts[0] == "supply" and 0 <= viewer < len(players) and not players[viewer].get("supply"):
        return tr("Your supply is empty: every merchant of yours is on the map.")
    if target_id.startswith("seat:"):
        return tr("Only the guild house, the Royal Cloak and the Travel Map send merchants back to the supply.")
    location = _location(view, target_id.removeprefix("loc:"))
    if location.get("tokens"):
        return tr("No merchant may be placed in or moved into a place where a guild token stands.")
    params = prompt_params(view)
    if code == "setup" and params.get("placed") == location.get("id"):
        return tr("Your two opening merchants go into two different districts.")
    if location.get("kind") == "square" and code != "guild" and code != "guild_more":
        return tr("Only the guild house and two Recruitment votes bring merchants onto the square.")
    if code in NEIGHBOUR_CODES:
        district = words.place(view.get("active_district") or "")
        if code == "sceptre":
            return tr("The Sceptre moves a merchant only into a neighbouring district.")
        return tr("Only the districts next to %1 may be used now.").replace("%1", district)
    if code == "market_move":
        return tr("The merchant leaves the square for a district without a guild token.")
    return tr("First do what the game asks: %1").replace("%1", now)


def prompt_params(view: dict[str, Any]) -> dict[str, Any]:
    return (view.get("prompt") or {}).get("params") or {}

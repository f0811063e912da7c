"""Why a piece of the Jantaris board may not go where it was dropped, or may not move at all now (the target
is then ""), in the words of the rule that stops it."""

from __future__ import annotations

from typing import Any

from gui.boards.jantaris.words import Words
from gui.i18n import tr

MERCHANT_CODES = ("setup", "guild", "guild_more", "cloak", "sceptre", "charter", "recruit_any", "recruit_adjacent",
                  "influence_in", "influence_out", "expel_side", "travel_map", "market_move")
FROM_SUPPLY = ("setup", "charter", "recruit_any", "recruit_adjacent")  # merchants come from the supply
TO_SUPPLY = ("cloak",)  # a merchant goes back to the supply
FROM_DISTRICT = ("influence_out", "expel_side", "travel_map")  # only merchants in the active district move


def _location(view: dict[str, Any], location_id: str) -> dict[str, Any]:
    return next((loc for loc in view.get("locations") or [] if loc.get("id") == location_id), {})


def prompt_params(view: dict[str, Any]) -> dict[str, Any]:
    return (view.get("prompt") or {}).get("params") or {}


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now ("": may not move at all); None: nothing more
    specific to say."""
    if view.get("over"):
        return tr("The game is over.")
    if viewer is None or viewer not in (view.get("to_move") or []):
        return tr("It is not your turn.")
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    kind = piece_id.split(":", 1)[0]
    now = words.prompt(prompt, view) or ""
    if kind == "token":
        return _token_reason(view, target_id, code, now)
    if kind in ("merchant", "supply"):
        return _merchant_reason(words, piece_id, target_id, view, viewer, code, now)
    if kind == "control":
        return _control_reason(words, piece_id, target_id, view, viewer, code, now)
    if kind in ("market", "goods"):
        return _goods_reason(piece_id, target_id, view, viewer, code, now)
    return tr("First do what the game asks: %1").replace("%1", now)


def _token_reason(view: dict[str, Any], target_id: str, code: str, now: str) -> str:
    if code != "token":
        return tr("The guild tokens move in the diplomacy phase. Now: %1").replace("%1", now)
    if target_id == "loc:square":
        return tr("A guild token never returns to the square.")
    if _location(view, target_id.removeprefix("loc:")).get("tokens"):
        return tr("The two guild tokens never stand in the same district.")
    return tr("Drop the guild token on a district.")


def _control_reason(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int, code: str,
                    now: str) -> str:
    if code != "claim":
        return tr("Control cards are claimed in the market-control phase. Now: %1").replace("%1", now)
    if target_id and target_id != f"seat:{viewer}":
        return tr("Drag the control card onto your own panel.")
    card = next((c for c in (view.get("control") or {}).get("display") or []
                 if f"control:{c.get('id')}" == piece_id), {})
    return tr("You do not dominate all three of %1 (2 or more merchants and more than anyone else).").replace(
        "%1", ", ".join(words.place(d) for d in card.get("districts") or []))


def _goods_reason(piece_id: str, target_id: str, view: dict[str, Any], viewer: int, code: str, now: str) -> str:
    kind = piece_id.split(":", 1)[0]
    if kind == "market":
        if code != "market":
            return tr("Goods are taken at the marketplace once you visit it. Now: %1").replace("%1", now)
        if target_id and target_id != f"seat:{viewer}":
            return tr("Drag the goods onto your own panel.")
        return tr("You cannot hold more goods of that colour (at most %1).").replace(
            "%1", str(view.get("goods_limit", 6)))
    if code not in ("black_market", "dagger"):
        return tr("Goods change hands only by the Black Market or the Dagger. Now: %1").replace("%1", now)
    if piece_id.startswith(f"goods:{viewer}:"):
        return tr("Take the goods from another player, not from yourself.")
    if target_id and target_id != f"seat:{viewer}":
        return tr("Drag the goods onto your own panel.")
    return tr("That player has none of those goods, or an Iron Strongbox protects them.")


def _merchant_reason(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int, code: str,
                     now: str) -> str:
    parts = piece_id.split(":")
    if code not in MERCHANT_CODES:
        return tr("Merchants do not move now. Now: %1").replace("%1", now)
    if parts[0] == "merchant" and parts[1] != str(viewer):
        return tr("You may move only your own merchants.")
    if parts[0] == "supply" and parts[1] != str(viewer):
        return tr("Take merchants from your own supply.")
    district = words.place(view.get("active_district") or "")
    players = view.get("players") or []
    from_supply = parts[0] == "supply"
    if from_supply and 0 <= viewer < len(players) and not players[viewer].get("supply"):
        return tr("Your supply is empty: every merchant of yours is on the map.")
    if code in FROM_SUPPLY and not from_supply:
        return tr("Now a merchant comes from your supply: drag the pawn on your panel.")
    if code in TO_SUPPLY + FROM_DISTRICT + ("sceptre", "influence_in", "market_move") and from_supply:
        return tr("Now a merchant on the map moves, not one from your supply.")
    if code in FROM_DISTRICT and parts[2] != view.get("active_district"):
        return tr("Only your merchants in %1 move now.").replace("%1", district)
    if code == "market_move" and parts[2] != "square":
        return tr("Only your merchant on the square moves now, after its sale at the Great Market.")
    source = _location(view, parts[2]) if len(parts) > 2 else {}
    if not target_id:
        return _pressed_reason(words, source, view, code, district, now)
    if target_id.startswith("seat:"):
        return _to_supply_reason(source, target_id, view, viewer, code, from_supply, now)
    return _to_place_reason(words, source, target_id, view, code, district, now)


def _pressed_reason(words: Words, source: dict[str, Any], view: dict[str, Any], code: str, district: str,
                    now: str) -> str:
    """Why an own merchant cannot move at all now."""
    if source.get("tokens"):
        return tr("No merchant may leave a place where a guild token stands.")
    if code == "sceptre" and source.get("kind") == "square":
        return tr("The Sceptre moves a merchant from district to district, not from the square.")
    if code == "influence_in":
        return tr("Influence brings merchants in only from a district next to %1 without a guild token.").replace(
            "%1", district)
    if code == "sceptre":
        return tr("Both districts next to %1 hold a guild token: the Sceptre cannot move this merchant.").replace(
            "%1", words.place(source.get("id", "")))
    if code in ("guild", "guild_more") and prompt_params(view).get("done"):
        return tr("At the guild house you either place merchants or take them back, not both.")
    return tr("That merchant cannot move now. Now: %1").replace("%1", now)


def _to_supply_reason(source: dict[str, Any], target_id: str, view: dict[str, Any], viewer: int, code: str,
                      from_supply: bool, now: str) -> str:
    if target_id != f"seat:{viewer}":
        return tr("Drag your merchants onto your own panel.")
    if from_supply:
        return tr("That merchant is in your supply already.")
    if code not in ("guild", "guild_more", "cloak", "travel_map"):
        return tr("Only the guild house, the Royal Cloak and the Travel Map send merchants back to the supply.")
    if source.get("tokens"):
        return tr("No merchant may leave a place where a guild token stands.")
    if code == "guild_more":
        return tr("At the guild house you either place merchants or take them back, not both.")
    return tr("First do what the game asks: %1").replace("%1", now)


def _to_place_reason(words: Words, source: dict[str, Any], target_id: str, view: dict[str, Any], code: str,
                     district: str, now: str) -> str:
    location = _location(view, target_id.removeprefix("loc:"))
    into_active = location.get("id") == view.get("active_district")
    if code in TO_SUPPLY:
        return tr("The Royal Cloak takes a merchant back into your supply: drop it on your panel.")
    if code in ("guild", "guild_more") and source:
        return tr("At the guild house a merchant on the map goes back into your supply: drop it on your panel.")
    if source.get("tokens") and code not in FROM_DISTRICT:
        return tr("No merchant may leave a place where a guild token stands.")
    if location.get("tokens") and not (code == "influence_in" and into_active):
        return tr("No merchant may be placed in or moved into a place where a guild token stands.")
    if code == "guild_more":  # a free place refused: this visit takes merchants back
        return tr("At the guild house you either place merchants or take them back, not both.")
    if code == "setup" and prompt_params(view).get("placed") == location.get("id"):
        return tr("Your two opening merchants go into two different districts.")
    if location.get("kind") == "square" and code not in ("guild", "guild_more"):
        return tr("Only the guild house and two Recruitment votes bring merchants onto the square.")
    neighbours = {
        "sceptre": tr("The Sceptre moves a merchant only into a neighbouring district."),
        "influence_out": tr("Influence moves merchants out of %1 only into a neighbouring district."),
        "recruit_adjacent": tr("Recruitment places merchants only in one district next to %1."),
        "expel_side": tr("The expelled merchant goes into a district next to %1."),
        "travel_map": tr("With the Travel Map your expelled merchants go into a district next to %1, or into "
                         "your supply."),
        "market_move": tr("The merchant leaves the square for a district without a guild token."),
    }
    if code == "influence_in":
        if not into_active:
            return tr("Influence brings your merchants into %1: drop them there.").replace("%1", district)
        return tr("Influence brings merchants in only from a district next to %1 without a guild token.").replace(
            "%1", district)
    if code in neighbours:
        return neighbours[code].replace("%1", district)
    return tr("First do what the game asks: %1").replace("%1", now)

"""Why a drop on the Merkator board is refused, in the words of the rules."""

from __future__ import annotations

from typing import Any

from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit
from gui.boards.merkator.words import (
    BONUS,
    BUILDINGS,
    CONTRACTS,
    GOOD_IDS,
    GOODS,
    REGIONS,
    Words,
    goods_count,
)
from gui.i18n import tr

CAT = catalogue()
OPEN = "open:"  # the pieces of an opened office: another player's, for a look


def cannot_move(words: Words, piece_id: str, view: dict[str, Any], seat: int) -> str | None:
    """Why ``piece_id`` cannot move at all now, in the rule that stops it."""
    if view.get("over"):
        return tr("The game is over.")
    to_move = view.get("to_move") or []
    if seat not in to_move:
        return tr("Wait: %1 decides now.").replace("%1", words.seat(to_move[0] if to_move else None))
    kind, _, rest = piece_id.partition(":")
    if kind == "owned":
        return tr("This card is yours: a bonus card brings goods on each trip to its region, a building "
                  "scores at the end.")
    if kind == "coins":
        return tr("Thalers pay for cards in your invest step: drag a card from the display onto your office.")
    if kind == "tokens":
        return tr("Time tokens pay for far trips and for joining; while you fulfil, 4 of them buy a good you "
                  "need.")
    prompt = view.get("prompt") or {}
    code = prompt.get("code")
    params = prompt.get("params") or {}
    if code not in ("invest", "take_goods", "fulfil"):
        return tr("First this: %1").replace("%1", words.prompt(prompt, view))
    if kind == "pawn":
        if code == "invest" and params.get("over_cash"):
            return tr("You hold more than %1 thalers: buy something or discard the excess first.").replace(
                "%1", str(params.get("cash_limit", 15)))
        if code == "invest" and params.get("forced_sale"):
            return tr("You hold %1 contracts: sell down to %2 before you travel.").replace(
                "%1", str(params.get("contracts"))).replace("%2", str(params.get("keep", 5)))
        return tr("The Merkator has travelled this turn; it moves again on the next turn.")
    if kind == "cube":
        return tr("The cubes of a region are taken after a trip there, by the one who travels and those who join.")
    if kind == "supply":
        return tr("Supply cubes move into storage in your invest step or while you fulfil contracts.")
    if kind == "deck":
        return tr("A deck's top contract comes to you when you fulfil a contract of one value less.")
    player = view["players"][seat]
    if kind == "contract":
        if code == "invest" and len(player["contracts"]) <= 1:
            return tr("You may never sell your last contract.")
        if code == "fulfil":
            return explain(words, piece_id, f"region:{view.get('figure')}", view, seat)
        return tr("Contracts are sold in your invest step and fulfilled after your trip, at their destination.")
    if kind in ("bonus", "building", "hand"):
        return explain(words, piece_id, "office", view, seat)
    return None


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], seat: int,
            movable: bool = True) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now; None: nothing more specific to say.

    ``target_id`` is "" when the piece was dropped on no place, or (``movable`` False) pressed while it
    cannot move at all: then the reason says why it cannot."""
    if piece_id.startswith(OPEN):
        return tr("This office lies open for a look: nothing in it moves.")
    if not target_id and not movable:
        return cannot_move(words, piece_id, view, seat)
    if not target_id:
        if piece_id == "pawn":
            return tr("Drop the Merkator on a lit region of the map.")
        if piece_id.startswith(("cube:", "supply:", "stored:")) or piece_id == "tokens":
            return tr("Drop it on a lit place in your stores.")
        if piece_id.startswith("contract:"):
            return tr("Drop a contract on Sell, or click it to fulfil it at its destination.")
        return None
    to_move = view.get("to_move") or []
    if view.get("over"):
        return tr("The game is over.")
    if seat not in to_move:
        return tr("It is not your turn.")
    turn = view.get("turn") or {}
    step = turn.get("step")
    prompt = view.get("prompt") or {}
    player = view["players"][seat]
    if piece_id == "pawn":
        if not target_id.startswith("region:"):
            return tr("The Merkator travels to a region on the map.")
        if step != "invest" or prompt.get("code") != "invest":
            return tr("The Merkator moves only once per turn, after investing.")
        params = prompt.get("params") or {}
        if params.get("over_cash"):
            return tr("You hold more than %1 thalers: buy something or discard the excess first.").replace(
                "%1", str(params.get("cash_limit", 15)))
        if params.get("forced_sale"):
            return tr("You hold %1 contracts: sell down to %2 before you travel.").replace(
                "%1", str(params.get("contracts"))).replace("%2", str(params.get("keep", 5)))
        region = REGIONS.get(target_id.split(":", 1)[1])
        if region is not None and -int(region["time"]) > int(player["tokens"]):
            return tr("A trip to %1 costs %2; you have %3.").replace("%1", words.region(region["id"])).replace(
                "%2", words.tokens(-int(region["time"]))).replace("%3", words.tokens(int(player["tokens"])))
        return None
    if piece_id.startswith(("cube:", "supply:")):
        colour = (REGIONS[piece_id.split(":")[1]]["colour"] if piece_id.startswith("cube:")
                  else piece_id.split(":")[1])
        goods = [g for g in GOOD_IDS if GOODS[g]["colour"] == colour]
        if target_id.startswith("good:") and target_id.split(":", 1)[1] in goods:
            if piece_id.startswith("supply:"):
                return tr("Supply cubes move into storage in your invest step or while you fulfil contracts.")
            return tr("Each of the two goods must get at least one of these cubes.")
        return tr("A %1 cube becomes %2 or %3: drop it on one of those stores.").replace(
            "%1", words.colour(colour)).replace("%2", words.good(goods[0], True)).replace(
            "%3", words.good(goods[1], True))
    if piece_id.startswith("contract:"):
        card = piece_id.split(":", 1)[1]
        if target_id == "sell":
            if len(player["contracts"]) <= 1:
                return tr("You may never sell your last contract.")
            if step != "invest":
                return tr("Contracts are sold only in your invest step.")
            return None
        if target_id.startswith("region:"):
            entry = CONTRACTS.get(card) or {}
            if entry.get("region") != view.get("figure"):
                return tr("This contract is fulfilled only in %1.").replace("%1", words.region(entry.get("region")))
            if card in player.get("fulfilled_now", []):
                return tr("Each contract can be fulfilled once per round.")
            held = [int(player["storage"].get(g, 0)) for g in GOOD_IDS]
            short = deficit(CAT, CAT.contracts[card], held)
            if short:
                return tr("%1 still missing for this contract: trade 4:1 or use your supply cubes.").replace(
                    "%1", goods_count(short))
        return None
    if piece_id.startswith(("bonus:", "building:", "hand:")):
        card = piece_id.split(":", 1)[1]
        cost = int((BONUS.get(card) or BUILDINGS.get(card) or {}).get("cost", 0))
        no_coins = bool(view.get("solo")) or bool((view.get("options") or {}).get("no_coins"))
        money = int(player.get("credit", 0)) if no_coins else int(player.get("coins", 0))
        if target_id == "office" and step == "invest" and cost > money:
            if no_coins:
                return tr("This card costs %1: first spend contracts worth that much (drop them on Spend).").replace(
                    "%1", str(cost))
            return tr("This card costs %1 and you have %2: sell a contract first.").replace(
                "%1", str(cost)).replace("%2", str(money))
        if target_id == "office":
            return tr("Cards are bought only in your invest step.")
        if target_id == "hand":
            return tr("You may take one card into your hand per turn, while your hand is empty.")
        return None
    if piece_id == "tokens" or piece_id.startswith("stored:"):
        return tr("Trades give only goods that bring a contract here closer.")
    return None

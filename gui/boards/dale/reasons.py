"""Why a drop on the Dale of Merchants board is refused, in the words of the rules."""

from __future__ import annotations

from typing import Any

from gui.boards.dale.words import CARDS, Words
from gui.i18n import tr


def explain(words: Words, piece_id: str, target_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """The reason ``piece_id`` may not go onto ``target_id`` now; None: nothing more specific to say."""
    if not target_id or view.get("over"):
        return None
    if viewer is None or viewer not in (view.get("to_move") or []):
        return tr("It is not your turn.")
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    if not piece_id.startswith("hand:"):
        return None
    card = words.find(view, int(piece_id.split(":")[1]))
    if card is None:
        return None
    key = str(card.get("copy") or card.get("card"))
    entry = CARDS.get(key, {})
    name = words.card(card)
    if code not in ("choose_action", "choose_bonus_action", "pay", "build_stack", "discard_cards", "extra_build"):
        return tr("First finish what the card asks: %1").replace("%1", words.prompt(prompt, view) or "")
    if code == "pay":
        slot = int((prompt.get("params") or {}).get("slot", -1))
        wanted = f"market:{slot}" if slot >= 0 else "mdiscard"
        if target_id != wanted:
            return tr("Pay by dropping cards onto the card you are buying, then click Complete the purchase.")
        return tr("The payment does not need %1: a payment may not include a card it can do without.").replace(
            "%1", name)
    if code == "build_stack":
        if target_id != "stall:next":
            return tr("Drop the cards of the stack onto the next free place of your stall.")
        return _stack_reason(words, card, entry, view)
    if code == "discard_cards":
        return tr("Drop the cards you discard onto your discard pile, then click Finish discarding.")
    if code == "extra_build":
        return tr("Winter Is Coming: build another stack or pass, with the buttons.")
    if target_id == "play":
        if entry.get("kind") == "passive":
            return tr("%1 is a passive card: it works from your hand and is never played.").replace("%1", name)
        if entry.get("kind") == "junk":
            return tr("Junk cannot be played.")
        return tr("Before %1 can be used, choose what it copies: drag it onto a card.").replace("%1", name)
    if target_id.startswith("market:") or target_id == "mdiscard":
        if card.get("card") in _chameleons() and not card.get("copy"):
            return tr("Before %1 can be used, choose what it copies: drag it onto a card.").replace("%1", name)
        return tr("Your hand is not worth enough to pay for this card.")
    if target_id == "stall:next" or target_id.startswith("stall:"):
        return tr("Your hand holds no cards of one animal worth exactly %1 together.").replace(
            "%1", str(_next_stack(view, viewer)))
    if target_id == "mdeck":
        return tr("Only Market Discovery or Good Old Times may throw away the top card of the market deck.")
    if target_id == "die":
        return tr("Only Bold Haggler rolls the die, once per turn.")
    if target_id.startswith(("discard:", "player:")):
        return tr("Drop cards onto your own discard pile to discard them.")
    return None


def explain_lift(words: Words, piece_id: str, view: dict[str, Any], viewer: int | None) -> str | None:
    """Why the hand card ``piece_id`` cannot be lifted now: the refusal of the place this step's cards go."""
    if view.get("over") or not piece_id.startswith("hand:"):
        return None
    prompt = view.get("prompt") or {}
    code = str(prompt.get("code", ""))
    slot = int((prompt.get("params") or {}).get("slot", -1))
    goal = {"pay": f"market:{slot}" if slot >= 0 else "mdiscard", "build_stack": "stall:next",
            "discard_cards": "discard:own"}.get(code, "play")
    return explain(words, piece_id, goal, view, viewer)


def _stack_reason(words: Words, card: dict[str, Any], entry: dict[str, Any], view: dict[str, Any]) -> str:
    selected = (view.get("selected") or []) + (view.get("selected_from_discard") or [])
    keys = [str(c.get("copy") or c.get("card")) for c in selected] + [str(card.get("copy") or card.get("card"))]
    if entry.get("kind") == "junk" and "stashing_vendor" not in keys:
        return tr("Junk may go into a stack only together with a Stashing Vendor.")
    decks = {CARDS.get(k, {}).get("deck") for k in keys} - {"junk", None}
    if len(decks) > 1 and "empty_chest" not in keys:
        return tr("A stack holds cards of one animal only (unless it has an Empty Chest).")
    total = sum(int(c.get("value", 0)) for c in selected) + int(card.get("value", 0))
    need = _next_stack(view, view.get("active"))
    return tr("With %1 the stack would be worth %2, but stack %3 must be worth exactly %3.").replace(
        "%1", words.card(card)).replace("%2", str(total)).replace("%3", str(need))


def _next_stack(view: dict[str, Any], seat: Any) -> int:
    players = view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(players):
        return len(players[seat].get("stall") or []) + 1
    return 1


def _chameleons() -> set[str]:
    return {k for k, c in CARDS.items() if c.get("deck") == "chameleons" and c.get("kind") == "passive"}

"""Dale of Merchants' words: card names and texts, prompts, log sentences and action labels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.dale.cards import DATA
from gui.boards.dale.items import DECK_LOOKS
from gui.i18n import tr
from gui.scene.card import provenance_note

CARDS: dict[str, dict[str, Any]] = {c["key"]: c for c in [*DATA["cards"], DATA["junk"]]}
DECKS: dict[str, dict[str, Any]] = {d["id"]: d for d in DATA["decks"]}


def card_text(key: str) -> str:
    """What the card does, in a sentence or two (the tooltip)."""
    texts = {
        "swift_broker": tr("Discard the rest of your hand in an order you choose, then draw as many cards."),
        "cookies": tr("While it is in your hand at clean-up, your hand size is one larger."),
        "shattered_relic": tr("Throw away a card from your hand, then draw a card."),
        "spyglass": tr("Look at the top 3 cards of your deck: keep 1, put the others back on top."),
        "flashy_show": tr("Until the end of the turn every card is worth 1 more."),
        "favourite_toy": tr("Take the top card of your discard pile into your hand."),
        "loyal_partner": tr("Throw away every market card, then refill the market."),
        "prepaid_good": tr("Take any market card into your hand for free."),
        "essential_purchase": tr("When you buy this card, you may throw away up to 3 junk cards you paid with."),
        "market_discovery": tr("Once per turn in your hand: throw away the top card of the market deck. "
                               "In a payment: buy the top card of the market discard pile at its value."),
        "special_offer": tr("Draw 3 cards from the market deck: keep 1, throw away the others."),
        "stock_clearance": tr("In a payment you may add as many extra cards as you like."),
        "wily_fellow": tr("Your discard pile becomes your shuffled deck, and your deck your discard pile."),
        "nuisance": tr("Up to 2 other players each discard a random card from their hand."),
        "rotten_food": tr("Put a card from your hand on top of another player's deck."),
        "dirty_exchange": tr("Take a random card from another player's hand, then give them any card of yours."),
        "sabotage": tr("Look at the top 2 cards of another player's deck: throw one away, "
                       "put the other on their discard pile."),
        "treasure_hunter": tr("Take the top card of another player's discard pile."),
        "stashing_vendor": tr("A stack with this card may contain junk."),
        "empty_chest": tr("A stack with this card may mix animal decks."),
        "nostalgic_item": tr("A stack with this card may also take one card from your discard pile."),
        "acorn": tr("Take any card from another player's stall into your hand and put this card in its place."),
        "accordion": tr("In a stack it may count as 4 or 6."),
        "winter_is_coming": tr("After building a stack with this card you may build one more."),
        "bold_haggler": tr("Once per turn in your hand: roll the die and add the result to this card's value "
                           "for the turn."),
        "new_season": tr("Throw away an animal card from your discard pile, then draw a card from the market deck."),
        "whirligig": tr("Discard your hand and draw as many cards; then shuffle your hand with another "
                        "player's and deal both out again."),
        "charm": tr("Draw the top card of the market deck: if it alone forms your next stack it is built, "
                    "otherwise it is thrown away."),
        "gamble": tr("Choose another player and roll the die: swap that many random cards between your hands."),
        "blindfold": tr("Secretly pick a card in your hand; another player guesses its value. Right: discard it. "
                        "Wrong: set its value to 1-5 for the turn."),
        "flexible_shopkeeper": tr("Copies a card in your last stack."),
        "reflection": tr("Copies the top card of another player's discard pile."),
        "good_old_times": tr("Copies the top card of the market discard pile; once per turn it may throw away "
                             "the top card of the market deck."),
        "gift_voucher": tr("Take any market card into your hand and put this card in its slot."),
        "trendsetting": tr("Copies a card in the market."),
        "seeing_doubles": tr("Copies another card in your hand."),
        "junk": tr("No animal and no effect; worth 1 when paying."),
    }
    return texts.get(key, "")


def face_text(key: str) -> str:
    """What the card does in a few words and icons, printed on its face (the tooltip has the whole text).
    → moves a card, ✕ throws it away (out of the game), ⇄ swaps, = copies, ⚂ rolls the ocelot die."""
    texts = {
        "swift_broker": tr("Discard your hand, draw as many"),
        "cookies": tr("Hand size +1 while in hand"),
        "shattered_relic": tr("✕ a hand card, draw 1"),
        "spyglass": tr("Top 3 of your deck: keep 1"),
        "flashy_show": tr("Every card +1 this turn"),
        "favourite_toy": tr("Your discard pile's top → hand"),
        "loyal_partner": tr("✕ the whole market, refill it"),
        "prepaid_good": tr("A market card → hand, free"),
        "essential_purchase": tr("Bought: ✕ up to 3 junk you paid"),
        "market_discovery": tr("✕ market deck's top · buy the market discard's top"),
        "special_offer": tr("3 from the market deck: keep 1, ✕ the rest"),
        "stock_clearance": tr("Pay with as many extra cards as you like"),
        "wily_fellow": tr("Deck ⇄ discard pile"),
        "nuisance": tr("Up to 2 players discard a random card"),
        "rotten_food": tr("A hand card → another player's deck"),
        "dirty_exchange": tr("Take a random card of a player, give 1 back"),
        "sabotage": tr("A player's top 2: ✕ 1, discard 1"),
        "treasure_hunter": tr("Another player's discard top → hand"),
        "stashing_vendor": tr("Its stack may hold junk"),
        "empty_chest": tr("Its stack may mix animals"),
        "nostalgic_item": tr("Its stack may take 1 from your discard pile"),
        "acorn": tr("A stall card of another player ⇄ this"),
        "accordion": tr("In a stack: 4 or 6"),
        "winter_is_coming": tr("After its stack: build one more"),
        "bold_haggler": tr("⚂ Roll: add it to its value"),
        "new_season": tr("✕ an animal from your discard pile, draw 1 from the market deck"),
        "whirligig": tr("New hand, then mix hands with a player"),
        "charm": tr("Market deck's top: your next stack, or ✕"),
        "gamble": tr("⚂ Roll: swap that many cards with a player"),
        "blindfold": tr("Hide a card: a player guesses its value"),
        "flexible_shopkeeper": tr("= a card of your last stack"),
        "reflection": tr("= another player's discard top"),
        "good_old_times": tr("= the market discard's top"),
        "gift_voucher": tr("A market card ⇄ this"),
        "trendsetting": tr("= a market card"),
        "seeing_doubles": tr("= another card in your hand"),
        "junk": tr("No effect"),
    }
    return texts.get(key, "")


# moves on one card: a reader who may not see the card gets the move's own sentence without the name
UNSEEN_KINDS = frozenset({"play", "discard", "stack", "trash", "roll", "pick", "order"})


def cards_word(n: int) -> str:
    """``1 card``, ``3 cards`` as a label or in a list (Czech nominative: "1 karta", "3 karty", "5 karet")."""
    return tr("1 card") if n == 1 else tr("%n cards", "", n).replace("%n", str(n))


def counted(n: int, one: str, many: str) -> str:
    """``one`` for a single card, else ``many`` (its %n filled): English has no plural forms without a
    translation file, so its "1 card" is a message of its own."""
    return one if n == 1 else many.replace("%n", str(n))


class Words:
    """Every sentence of the board in the interface language; names from the game's data."""

    def __init__(self, language: str, seat_name: Callable[[int | None], str]) -> None:
        self.language = language
        self.seat_name = seat_name

    # --- names ------------------------------------------------------------------
    def name(self, key: str | None) -> str:
        entry = CARDS.get(key or "")
        if entry is None:
            return key or "?"
        return entry["names"].get(self.language, entry["names"]["en"])

    def animal(self, deck_id: str) -> str:
        """A deck's short name, as players say it ("Macaws"); ``deck`` gives the printed one."""
        names = DECK_LOOKS.get(deck_id, {}).get("short") or {}
        return names.get(self.language) or names.get("en") or self.deck(deck_id)

    def deck(self, deck_id: str) -> str:
        entry = DECKS.get(deck_id)
        if entry is None:
            return self.name("junk") if deck_id == "junk" else deck_id
        return entry["names"].get(self.language, entry["names"]["en"])

    def card(self, card: dict[str, Any] | None) -> str:
        """``Spyglass`` or, for a Chameleon copying, ``Reflection as Spyglass``."""
        if not card:
            return tr("a card")
        name = self.name(card.get("card"))
        if card.get("copy"):
            return tr("%1 as %2").replace("%1", name).replace("%2", self.name(card["copy"]))
        return name

    def cards(self, cards: list[dict[str, Any]]) -> str:
        """A list of cards by name; cards the reader may not see are counted at the end ("Junk, 2 cards"),
        a count in the nominative like the names before it."""
        named = [self.card(c) for c in cards if c and c.get("card")]
        hidden = len(cards) - len(named)
        return ", ".join(named + ([cards_word(hidden)] if hidden else []))

    def kind_line(self, key: str) -> str:
        entry = CARDS.get(key, {})
        if entry.get("kind") == "technique":
            return tr("Technique with a bonus action (+)") if entry.get("bonus") else tr("Technique")
        if entry.get("kind") == "passive":
            return tr("Passive: works while in your hand")
        return tr("Junk")

    def tooltip(self, card: dict[str, Any]) -> str:
        key = str(card.get("card", ""))
        entry = CARDS.get(key, {})
        value = tr("value %1").replace("%1", str(entry.get("value", "?")))
        lines = [f"<b>{self.name(key)}</b> · {value}"]
        if entry.get("deck") in DECKS:
            lines.append(f"<i>{self.deck(entry['deck'])}</i>")
        lines.append(self.kind_line(key))
        lines.append(card_text(key))
        if card.get("copy"):
            copy = str(card["copy"])
            lines.append(tr("This turn it copies %1:").replace("%1", self.name(copy)) + " " + card_text(copy))
        if "value" in card and card["value"] != entry.get("value"):
            lines.append(tr("Its value this turn: %1").replace("%1", str(card["value"])))
        if entry.get("reconstructed") or entry.get("unverified"):
            lines.append("<i>" + provenance_note("reconstructed") + "</i>")
        return "<br>".join(line for line in lines if line)

    # --- looking up cards in a view ------------------------------------------------
    @staticmethod
    def find(view: dict[str, Any], uid: Any) -> dict[str, Any] | None:
        """The card ``uid`` wherever the view shows it, or None (a hidden card)."""
        piles: list[list[Any]] = [view.get("market") or [], view.get("market_discard") or [],
                                  view.get("in_play") or [], view.get("looked_at") or [], view.get("selected") or [],
                                  view.get("selected_from_discard") or []]
        for player in view.get("players") or []:
            piles += [player.get("hand") or [], player.get("discard") or [], player.get("deck_top_known") or []]
            piles += list(player.get("stall") or [])
        if view.get("secret"):
            piles.append([view["secret"]])
        for pile in piles:
            for card in pile:
                if card and card.get("uid") == uid:
                    return card
        return None

    def of(self, view: dict[str, Any], uid: Any) -> str:
        return self.card(self.find(view, uid))

    @staticmethod
    def public_part(view: dict[str, Any], viewer: int | None) -> dict[str, Any]:
        """``view`` without what only its owner may see, unless ``viewer`` is that owner.

        The log describes a step with the view of the seat that took it; another person reading
        the log must not learn the hand cards named there.
        """
        players = view.get("players") or []
        owner = next((i for i, p in enumerate(players) if "hand" in p), None)
        if owner is None or owner == viewer:
            return view
        public = {k: v for k, v in view.items() if k not in ("looked_at", "selected", "secret")}
        public["players"] = [{k: v for k, v in p.items() if k not in ("hand", "deck_top_known")} for p in players]
        return public

    # --- actions --------------------------------------------------------------------
    def action(self, action: Action, view: dict[str, Any], viewer: int | None = None) -> str | None:
        """A short label; None for a kind this board does not know (the shell's words then)."""
        view = self.public_part(view, viewer)
        kind, args = action.kind, action.args
        phase = view.get("phase")
        code = str((view.get("prompt") or {}).get("code", ""))
        first = args[0] if args else None
        if kind in UNSEEN_KINDS and self.find(view, first) is None:
            return self._unseen(kind, code)
        if kind == "buy":
            slot = int(args[0])
            market = view.get("market") or []
            card = market[slot] if 0 <= slot < len(market) else None
            return tr("Buy %1 for %2").replace("%1", self.card(card)).replace(
                "%2", str(card.get("price", "?")) if card else "?")
        if kind == "buy_discard":
            top = (view.get("market_discard") or [None])[-1]
            return tr("Buy %1 from the market discard pile").replace("%1", self.card(top))
        if kind == "play":
            return tr("Play %1").replace("%1", self.of(view, first))
        if kind == "build":
            return tr("Build stack %1").replace("%1", str(self._next_stack(view)))
        if kind == "inventory":
            return tr("Discard cards")
        if kind == "end":
            return tr("End the turn")
        if kind == "copy" and len(args) >= 2:
            if self.find(view, args[0]) is None or self.find(view, args[1]) is None:
                return tr("Let a card copy another card")
            return tr("Let %1 copy %2").replace("%1", self.of(view, args[0])).replace("%2", self.of(view, args[1]))
        if kind == "roll":
            return tr("Roll the die for %1").replace("%1", self.of(view, first))
        if kind == "trash_top":
            return tr("Throw away the top card of the market deck")
        if kind == "pay":
            card = self.find(view, first)
            if card is None:
                return tr("Pay with a card")
            return tr("Pay with %1 (%2)").replace("%1", self.card(card)).replace(
                "%2", str(card.get("value", "?")) if card else "?")
        if kind == "stack":
            return tr("Put %1 into the stack").replace("%1", self.of(view, first))
        if kind == "stack_discard":
            return tr("Put %1 from your discard pile into the stack").replace("%1", self.of(view, first))
        if kind == "discard":
            return tr("Discard %1").replace("%1", self.of(view, first))
        if kind == "trash":
            return tr("Throw away %1").replace("%1", self.of(view, first))
        if kind == "confirm":
            return tr("Build the stack") if phase == "build" else tr("Complete the purchase")
        if kind == "cancel":
            return tr("Cancel the stack") if phase == "build" else tr("Cancel the purchase")
        if kind == "pass":
            return tr("Build no further stack")
        if kind == "done":
            if phase == "inventory":
                return tr("Finish discarding")
            if phase == "essential":
                return tr("Keep the other junk")
            return tr("Choose no more players") if code.startswith("nuisance") else tr("Done")
        if kind == "target":
            return tr("Choose %1").replace("%1", self.seat_name(int(first)) if first is not None else "?")
        if kind in ("guess", "set_value"):
            text = tr("Guess %1") if kind == "guess" else tr("Set its value to %1")
            return text.replace("%1", str(first))
        if kind in ("pick", "order"):
            return self._pick(code, self.of(view, first))
        return None

    @staticmethod
    def _unseen(kind: str, code: str) -> str:
        """The label of a move on a card the reader may not see: the sentence without a name ("Play a card"),
        never the name's sentence around "a card" (Czech "Zahrát kartu kartu")."""
        if kind in ("pick", "order"):
            texts = {
                "spyglass_keep": tr("Keep a card"),
                "special_offer_keep": tr("Keep a card"),
                "spyglass_back": tr("Put a card back on your deck"),
                "prepaid_good_take": tr("Take a card into your hand"),
                "gift_voucher_take": tr("Take a card into your hand"),
                "acorn_take": tr("Take a card into your hand"),
                "rotten_food_card": tr("Put a card on the deck"),
                "dirty_exchange_give": tr("Give a card"),
                "blindfold_secret": tr("Hide a card"),
                "swift_broker_discard": tr("Discard a card"),
                "whirligig_discard": tr("Discard a card"),
            }
            return texts.get(code, tr("Throw away a card") if code.endswith("throw") else tr("Choose a card"))
        return {"play": tr("Play a card"), "discard": tr("Discard a card"), "stack": tr("Put a card into the stack"),
                "trash": tr("Throw away a card"), "roll": tr("Roll the die")}.get(kind, tr("Choose a card"))

    def _pick(self, code: str, name: str) -> str:
        texts = {
            "spyglass_keep": tr("Keep %1"),
            "special_offer_keep": tr("Keep %1"),
            "spyglass_back": tr("Put %1 back on your deck"),
            # not "Take %1": Jantaris and Russian Railroads take goods and foundries with that one
            "prepaid_good_take": tr("Take %1 into your hand"),
            "gift_voucher_take": tr("Take %1 into your hand"),
            "acorn_take": tr("Take %1 into your hand"),
            "rotten_food_card": tr("Put %1 on the deck"),
            "dirty_exchange_give": tr("Give %1"),
            "blindfold_secret": tr("Hide %1"),
            "swift_broker_discard": tr("Discard %1"),
            "whirligig_discard": tr("Discard %1"),
        }
        return texts.get(code, tr("Throw away %1") if code.endswith("throw") else tr("Choose %1")).replace("%1", name)

    @staticmethod
    def _next_stack(view: dict[str, Any]) -> int:
        active = view.get("active")
        players = view.get("players") or []
        if isinstance(active, int) and 0 <= active < len(players):
            return len(players[active].get("stall") or []) + 1
        return 1

    # --- prompts ----------------------------------------------------------------------
    def prompt(self, prompt: dict[str, Any], view: dict[str, Any]) -> str | None:
        code = str(prompt.get("code", ""))
        p = prompt.get("params") or {}
        if code == "game_over":
            if p.get("draw") or p.get("winner") is None:
                return tr("The game ended without a winner (round limit).")
            return tr("%1 filled the stall and wins!").replace("%1", self.seat_name(int(p["winner"])))
        if code == "choose_action":
            return tr("Your action: buy, play a technique, build a stack or discard")
        if code == "choose_bonus_action":
            return tr("Bonus action: take another action, or end the turn")
        if code == "pay":
            paid = p.get("paid")
            text = tr("Pay %1: drag cards from your hand onto the card").replace("%1", str(p.get("price", "?")))
            if paid is not None:
                text += " " + tr("(%1 paid)").replace("%1", str(paid))
            return text
        if code == "build_stack":
            text = tr("Build stack %1: drag cards of one animal worth %1 onto it").replace("%1", str(p.get("stack")))
            if p.get("total") is not None:
                text += " " + tr("(%1 so far)").replace("%1", str(p["total"]))
            return text
        if code == "discard_cards":
            return tr("Drag or click the cards to discard, then click Finish discarding")
        if code == "extra_build":
            return tr("Winter Is Coming: you may build stack %1 too").replace("%1", str(p.get("stack")))
        if code == "throw_away_junk":
            return tr("Essential Purchase: throw away up to %1 of the junk you paid").replace(
                "%1", str(p.get("left", 0)))
        if code == "wait":
            return tr("Wait for the other players")
        text = self._effect_prompt(code, p)
        if code == "blindfold_guess" and isinstance(p.get("active"), int):
            return tr("Blindfold: guess the value of %1's hidden card").replace("%1", self.seat_name(p["active"]))
        return text

    def _effect_prompt(self, code: str, p: dict[str, Any]) -> str | None:
        target = self.seat_name(int(p["target"])) if isinstance(p.get("target"), int) else tr("the other player")
        texts = {
            "swift_broker_discard": tr("Swift Broker: click the cards of your hand in the order to discard them"),
            "whirligig_discard": tr("Whirligig: click the cards of your hand in the order to discard them"),
            "shattered_relic_throw": tr("Shattered Relic: click a card of your hand to throw it away"),
            "spyglass_keep": tr("Spyglass: click the card to keep"),
            "spyglass_back": tr("Spyglass: click the card to put back first (the last one ends on top)"),
            "whirligig_target": tr("Whirligig: click the player to trade hands with"),
            "new_season_throw": tr("New Season: click an animal card of your discard pile to throw away"),
            "gamble_target": tr("Gamble: click the player to swap cards with"),
            "blindfold_secret": tr("Blindfold: click the card to hide"),
            "blindfold_opponent": tr("Blindfold: click the player who guesses"),
            "blindfold_guess": tr("Blindfold: guess the value of the hidden card"),
            "blindfold_set": tr("Blindfold: wrong guess, set the hidden card's value"),
            "loyal_partner_throw": tr("Loyal Partner: click the market cards in the order to throw them away"),
            "prepaid_good_take": tr("Prepaid Good: click a market card to take"),
            "special_offer_keep": tr("Special Offer: click the card to keep"),
            "special_offer_throw": tr("Special Offer: click the cards in the order to throw them away"),
            "nuisance_targets": tr("Nuisance: click up to 2 players, then Done"),
            "rotten_food_target": tr("Rotten Food: click the player whose deck gets a card"),
            "rotten_food_card": tr("Rotten Food: click the card to put on %1's deck").replace("%1", target),
            "dirty_exchange_target": tr("Dirty Exchange: click the player to steal from"),
            "dirty_exchange_give": tr("Dirty Exchange: click the card to give to %1").replace("%1", target),
            "sabotage_target": tr("Sabotage: click the player whose deck you look at"),
            "sabotage_throw": tr("Sabotage: click the card to throw away (the other is discarded)"),
            "treasure_hunter_target": tr("Treasure Hunter: click the player whose discard pile you take from"),
            "acorn_take": tr("Acorn: click a card in another player's stall"),
            "gift_voucher_take": tr("Gift Voucher: click a market card to take"),
        }
        return texts.get(code)

    # --- events -------------------------------------------------------------------------
    def event(self, event: Event, view: dict[str, Any]) -> str | None:
        code, p = event.code, event.params
        who = self.seat_name(event.seat) if event.seat is not None else ""
        card = p.get("card") if isinstance(p.get("card"), dict) else None

        def put(text: str) -> str:
            return text.replace("%1", who).replace("%2", self.card(card))

        if code == "turn_started":
            return tr("%1's turn (round %2).").replace("%1", who).replace("%2", str(p.get("round", "?")))
        if code == "card_bought":
            paid = p.get("paid") or []
            return put(tr("%1 bought %2 for %3, paying with %4.")).replace("%3", str(p.get("price", "?"))).replace(
                "%4", self.cards(paid) if paid else tr("nothing"))
        if code == "technique_played":
            return put(tr("%1 played %2."))
        if code == "bonus_action":
            return tr("%1 takes a bonus action.").replace("%1", who)
        if code == "stack_built":
            cards = p.get("cards") or []
            return tr("%1 built stack %2 from %3.").replace("%1", who).replace(
                "%2", str(p.get("stack", "?"))).replace("%3", self.cards(cards))
        if code == "game_won":
            return tr("%1 filled the stall with 8 stacks and wins!").replace("%1", who)
        if code == "game_abandoned":
            return tr("The round limit is reached: the game ends without a winner.")
        # a count is part of its sentence, so the noun takes the form the number and the verb ask for
        # (Czech "si dobírá 1 kartu", "4 karty", "5 karet")
        count = int(p.get("count", 0) or 0)
        if code == "cards_drawn":
            owner = self.seat_name(p.get("seat", event.seat))
            if p.get("from") == "market_deck":
                text = counted(count, tr("%1 drew 1 card from the market deck."),
                               tr("%1 drew %n cards from the market deck.", "", count))
            else:
                text = counted(count, tr("%1 drew 1 card."), tr("%1 drew %n cards.", "", count))
            return text.replace("%1", owner)
        if code == "junk_taken":
            text = counted(count, tr("%1 took 1 card of junk."), tr("%1 took %n cards of junk.", "", count))
            return text.replace("%1", self.seat_name(p.get("seat", event.seat)))
        if code == "deck_reshuffled":
            return tr("%1 shuffled the discard pile into a new deck.").replace(
                "%1", self.seat_name(p.get("seat", event.seat)))
        if code == "market_reshuffled":
            return tr("The market discard pile was shuffled into a new market deck.")
        if code == "card_thrown_away":
            return put(tr("%1 threw away %2.")) if who else put(tr("%2 was thrown away."))
        if code == "market_refilled":
            return tr("The market was refilled.")
        if code == "card_copied":
            # the Chameleon by its own name: its card already carries the copy, and "X as Y copies Y" says it twice
            target = p.get("target") or {}
            return tr("%1's %2 copies %3.").replace("%1", who).replace(
                "%2", self.name(card.get("card") if card else None)).replace("%3", self.name(target.get("card")))
        if code == "die_rolled":
            face = str(p.get("face", "?"))
            if card:
                return put(tr("%1 rolled %3 for %2.")).replace("%3", face)
            return tr("%1 rolled %2.").replace("%1", who).replace("%2", face)
        if code == "card_discarded":
            if "by" in p:
                return put(tr("%1 had to discard %2.")) if card else put(tr("%1 had to discard a card."))
            return put(tr("%1 discarded %2."))
        if code == "market_swap":
            return put(tr("%1 took %2 from the market and left the Gift Voucher in its slot."))
        if code == "card_taken":
            source = p.get("from")
            if source == "market":
                return put(tr("%1 took %2 from the market."))
            owner = p.get("owner")
            if owner is not None and owner != event.seat:
                return put(tr("%1 took %2 from %3's discard pile.")).replace("%3", self.seat_name(int(owner)))
            return put(tr("%1 took %2 from the discard pile."))
        if code == "cards_looked_at":
            if p.get("from") == "market_deck":
                text = counted(count, tr("%1 looks at 1 card from the market deck."),
                               tr("%1 looks at %n cards from the market deck.", "", count))
            elif "owner" in p:
                text = counted(count, tr("%1 looks at 1 card from %3's deck."),
                               tr("%1 looks at %n cards from %3's deck.", "", count)).replace(
                    "%3", self.seat_name(int(p["owner"])))
            else:
                text = counted(count, tr("%1 looks at 1 card from the deck."),
                               tr("%1 looks at %n cards from the deck.", "", count))
            return text.replace("%1", who)
        if code == "hands_redealt":
            seats = p.get("seats") or []
            other = self.seat_name(int(seats[1])) if len(seats) > 1 else "?"
            return tr("%1 and %2 shuffled their hands together and dealt them out again.").replace(
                "%1", who).replace("%2", other)
        if code == "charm_drew":
            return put(tr("%1's Charm turned up %2."))
        if code == "cards_swapped":
            seats = p.get("seats") or []
            other = self.seat_name(int(seats[1])) if len(seats) > 1 else "?"
            text = counted(count, tr("%1 and %2 swapped 1 card at random."),
                           tr("%1 and %2 swapped %n cards at random.", "", count))
            return text.replace("%1", who).replace("%2", other)
        if code == "value_guessed":
            text = tr("The guess %3 was right: %1 discards %2.") if p.get("right") else tr(
                "The guess %3 was wrong: %1's hidden card was %2.")
            return put(text).replace("%3", str(p.get("guess", "?")))
        if code == "value_set":
            return put(tr("%1 set the value of %2 to %3.")).replace("%3", str(p.get("value", "?")))
        if code == "deck_and_discard_swapped":
            return tr("%1 swapped deck and discard pile.").replace("%1", who)
        if code == "card_put_on_deck":
            return tr("%1 put a card on top of %2's deck.").replace("%1", who).replace(
                "%2", self.seat_name(p.get("seat")))
        if code == "card_stolen":
            return tr("%1 took a random card from %2's hand.").replace("%1", who).replace(
                "%2", self.seat_name(p.get("seat")))
        if code == "card_given":
            return tr("%1 gave a card to %2.").replace("%1", who).replace("%2", self.seat_name(p.get("seat")))
        if code == "stall_card_taken":
            return put(tr("%1 took %2 from stack %3 of %4's stall.")).replace(
                "%3", str(p.get("stack", "?"))).replace("%4", self.seat_name(p.get("seat")))
        return None

    # --- scores and the side panel ---------------------------------------------------------
    def category(self, key: str) -> str | None:
        return {"stacks": tr("Stacks in the stall"), "win": tr("Stall complete")}.get(key)

    def summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        p = players[seat]
        return tr("Hand %1 · deck %2 · discard %3 · stacks %4/8").replace("%1", str(p.get("hand_count", 0))).replace(
            "%2", str(p.get("deck_count", 0))).replace("%3", str(len(p.get("discard") or []))).replace(
            "%4", str(len(p.get("stall") or [])))

"""Jantaris' words: names from the game's data, prompts, log sentences, action labels and the side-panel line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.jantaris.data import CONTROL_DATA, ITEM_DATA, MAP_DATA, RULE_DATA
from gui.i18n import tr

DISTRICT_NAMES: dict[str, dict[str, str]] = {d["id"]: d["names"] for d in MAP_DATA["districts"]}
DISTRICT_NAMES[MAP_DATA["square"]["id"]] = MAP_DATA["square"]["names"]
ITEMS: dict[str, dict[str, Any]] = {it["id"]: it for it in ITEM_DATA["items"]}
VOTE_NAMES: dict[str, dict[str, str]] = {v["id"]: v["names"] for v in RULE_DATA["votes"]}
TOKEN_NAMES: dict[str, dict[str, str]] = {t["id"]: t["names"] for t in RULE_DATA["guild_tokens"]}
GOODS = ("red", "black")
SYMBOL = {"red": "♦", "black": "♠"}  # goods carry a suit sign, so their colour never stands alone


class Words:
    """Every sentence of the board in the interface language; names from the game's data."""

    def __init__(self, language: str, seat_name: Callable[[int | None], str]) -> None:
        self.language = language
        self.seat_name = seat_name

    # --- names ---------------------------------------------------------------------
    def _pick(self, names: dict[str, str] | None, fallback: str) -> str:
        if not names:
            return fallback
        return names.get(self.language, names.get("en", fallback))

    def place(self, location: Any) -> str:
        return self._pick(DISTRICT_NAMES.get(str(location)), str(location))

    def where(self, location: Any) -> str:
        """A place inside a sentence: a district's name, or "the square"."""
        return tr("the square") if str(location) == "square" else self.place(location)

    def item(self, item_id: Any) -> str:
        return self._pick((ITEMS.get(str(item_id)) or {}).get("names"), str(item_id))

    def item_text(self, item_id: Any) -> str:
        return self._pick((ITEMS.get(str(item_id)) or {}).get("texts"), "")

    def vote(self, vote: Any) -> str:
        return self._pick(VOTE_NAMES.get(str(vote)), str(vote))

    def token(self, token: Any) -> str:
        return self._pick(TOKEN_NAMES.get(str(token)), str(token))

    def control_districts(self, card: Any) -> str:
        """The three districts a market-control card names ("Shakara · Likaran · Taira"): its name on the table."""
        districts = next((c.get("districts") or [] for c in CONTROL_DATA["cards"] if c.get("id") == card), [])
        return " · ".join(self.place(d) for d in districts) or str(card).rsplit("_", 1)[-1]

    def control(self, card: Any) -> str:
        return tr("Control card: %1").replace("%1", self.control_districts(card))

    def colour(self, colour: Any) -> str:
        return {"red": tr("red"), "black": tr("black")}.get(str(colour), str(colour))

    def goods(self, colour: Any, count: Any) -> str:
        """``2 ♦ red``: a count of goods of one colour."""
        text = tr("%1 red") if colour == "red" else tr("%1 black")
        return text.replace("%1", f"{count} {SYMBOL.get(str(colour), '')}".strip())

    def goods_pair(self, red: Any, black: Any) -> str:
        parts = [self.goods(c, n) for c, n in (("red", red), ("black", black)) if n]
        return " + ".join(parts) if parts else tr("no goods")

    def merchants(self, count: Any) -> str:
        n = int(count) if isinstance(count, int) else 1
        return tr("a merchant") if n == 1 else tr("%n merchants", "", n)

    def city_place(self, place: Any) -> str:
        return {"market": tr("the marketplace"), "guild": tr("the guild house"),
                "bazaar": tr("the bazaar")}.get(str(place), str(place))

    def source(self, source: Any) -> str:
        """Where a gain or a move came from, for the log's brackets."""
        key = str(source)
        if key in ITEMS:
            return self.item(key)
        if key in VOTE_NAMES:
            return self.vote(key)
        return {
            "setup": tr("opening"), "guild_house": tr("guild house"), "recruitment": self.vote("recruitment"),
            "expulsion": tr("expulsion"), "travel_map": self.item("travel_map"), "influence": self.vote("influence"),
            "great_market": tr("Great Market"), "marketplace": tr("marketplace"), "deal": self.vote("deal"),
            "black_market": self.vote("black_market"), "auction": tr("auction"), "control_card": tr("control card"),
            "items": tr("items"), "item_effects": tr("item effects"), "control_cards": tr("control cards"),
        }.get(key, key)

    def names(self, seats: Any) -> str:
        return ", ".join(self.seat_name(s) for s in seats or []) or tr("nobody")

    # --- prompts ------------------------------------------------------------------
    def prompt(self, prompt: dict[str, Any], view: dict[str, Any]) -> str | None:
        code = str(prompt.get("code", ""))
        p = prompt.get("params") or {}
        district = self.place(p.get("district") or view.get("active_district") or "")
        texts: dict[str, Callable[[], str]] = {
            "setup": lambda: (tr("Drag a merchant from your supply into a district.") if not p.get("placed") else
                              tr("Drag your second merchant into a district other than %1.").replace(
                                  "%1", self.place(p.get("placed")))),
            "start_order": lambda: tr("Choose which of your start-of-turn items acts first."),
            "cloak": lambda: tr("Royal Cloak: you may drag one of your merchants off the map into your supply."),
            "sceptre": lambda: tr("Sceptre: you may drag one of your merchants into a neighbouring district."),
            "goods": lambda: tr("Choose the colours of the %1 goods you gain (%2).").replace(
                "%1", str(p.get("count", "?"))).replace("%2", self.source(p.get("source"))),
            "city": lambda: tr("Visit the marketplace, the guild house or the bazaar: click one."),
            "market": lambda: tr("Marketplace: drag up to %1 goods of one colour to your panel.").replace(
                "%1", str(p.get("max", 2))),
            "guild": lambda: tr("Guild house: drag a merchant from your supply onto the map, "
                                "or one of yours from the map into your supply."),
            "guild_more": lambda: tr("Guild house: another merchant the same way, or Done."),
            "book": lambda: tr("Historical Book: you may put a displayed item under the deck and turn up a new one."),
            "auction_choose": lambda: (tr("Bazaar: click the item to put up for auction.") if p.get("number") != 2
                                       else tr("Bazaar: nothing was bought. Click a second item to auction, or pass.")),
            "opening_bid": lambda: tr("Open the auction of %1: bid at least %2 goods.").replace(
                "%1", self.item(p.get("item"))).replace("%2", str(p.get("minimum", "?"))),
            "auction_bid": lambda: (tr("%1 bids %2 for %3: match the bid or drop out.") if p.get("match_only") else
                                    tr("%1 bids %2 for %3: raise the bid or drop out.")).replace(
                "%1", self.seat_name(p.get("leader"))).replace("%2", str(p.get("bid", "?"))).replace(
                "%3", self.item(p.get("item"))),
            "pay": lambda: (tr("Pay %1 goods for the item: choose the colours.") if p.get("reason") == "auction" else
                            tr("Pay %1 goods at the Great Market: choose the colours.")).replace(
                "%1", str(p.get("amount", "?"))),
            "refund": lambda: tr("Merchant's Purse: take back one of the goods you paid."),
            "picklocks": lambda: tr("Picklocks: click the card to put under the bazaar deck next."),
            "charter": lambda: tr("Royal Charter: you may drag a merchant from your supply into a district."),
            "dagger": lambda: tr("Dagger: drag a good from an opponent to your panel (up to %1 more).").replace(
                "%1", str(p.get("left", 1))),
            "token": lambda: tr("Drag a guild token into a district."),
            "vote": lambda: tr("Choose your vote card in secret: click it."),
            "mask": lambda: tr("Masquerade Mask: count your %1 as %2 cards, or as one fewer.").replace(
                "%1", self.vote(p.get("card"))).replace("%2", str(p.get("count", "?"))),
            "black_market": lambda: tr("Black Market: drag one good from another player to your panel."),
            "influence": lambda: tr("Influence: click the player whose merchants leave %1.").replace("%1", district),
            "influence_in": lambda: tr("Influence: you may drag up to 2 of your merchants into %1 from a "
                                       "neighbouring district.").replace("%1", district),
            "influence_out": lambda: tr("Influence: you may drag up to 2 of your merchants from %1 into a "
                                        "neighbouring district.").replace("%1", district),
            "recruit_any": lambda: tr("Recruitment: drag a merchant from your supply into any district."),
            "recruit_adjacent": lambda: tr("Recruitment: you may drag up to 2 merchants from your supply into a "
                                           "district next to %1.").replace("%1", district),
            "expel_side": lambda: tr("Expelled: drag your merchant from %1 into a neighbouring district.").replace(
                "%1", district),
            "travel_map": lambda: tr("Travel Map: drag your expelled merchants from %1 into a neighbouring district "
                                     "or into your supply (%2 left).").replace("%1", district).replace(
                "%2", str(p.get("left", "?"))),
            "old_coins": lambda: tr("Old Coins: sell %1 goods for %2 prestige without a merchant on the square?")
            .replace("%1", str(p.get("goods", "?"))).replace("%2", str(p.get("prestige", "?"))),
            "market_move": lambda: tr("Great Market: drag your merchant from the square into a district."),
            "claim": lambda: tr("Market control: drag a control card you dominate onto your panel."),
            "game_over": lambda: tr("The game is over: %1 won.").replace("%1", self.names(p.get("winners"))),
            "wait": lambda: tr("Waiting…"),
        }
        maker = texts.get(code)
        return maker() if maker else None

    # --- events ---------------------------------------------------------------------
    def event(self, event: Event, view: dict[str, Any]) -> str | None:
        p = event.params
        code = event.code
        who = self.seat_name(p.get("seat")) if "seat" in p else ""

        def fill(text: str, *values: Any) -> str:
            for i, value in enumerate(values, start=1):
                text = text.replace(f"%{i}", str(value))
            return text

        if code == "merchants_placed":
            return fill(tr("%1 placed %2 in %3."), who, self.merchants(p.get("count", 1)), self.where(p.get("location")))
        if code == "merchants_removed":
            return fill(tr("%1 took %2 from %3 back into the supply."), who, self.merchants(p.get("count", 1)),
                        self.where(p.get("location")))
        if code == "merchants_moved":
            return fill(tr("%1 moved %2 from %3 to %4."), who, self.merchants(p.get("count", 1)),
                        self.where(p.get("from")), self.where(p.get("to")))
        if code == "goods_gained":
            return fill(tr("%1 gained %2 (%3)."), who, self.goods(p.get("colour"), p.get("count", 1)),
                        self.source(p.get("source")))
        if code == "goods_paid":
            return fill(tr("%1 paid %2."), who, self.goods_pair(p.get("red", 0), p.get("black", 0)))
        if code == "goods_taken":
            return fill(tr("%1 took %2 from %3 (%4)."), who, self.goods(p.get("colour"), p.get("count", 1)),
                        self.seat_name(p.get("victim")), self.source(p.get("source")))
        if code == "goods_lost":
            if not (p.get("red", 0) or p.get("black", 0)):
                return None  # nothing lost: nothing to tell
            return fill(tr("%1 lost %2 at the Black Market."), who, self.goods_pair(p.get("red", 0), p.get("black", 0)))
        if code == "prestige_gained":
            return fill(tr("%1 gained %2 prestige (%3) and has %4."), who, p.get("amount", "?"),
                        self.source(p.get("source")), p.get("total", "?"))
        if code == "turn_started":
            return fill(tr("%1's turn begins."), who)
        if code == "item_used":
            return fill(tr("%1 used %2."), who, self.item(p.get("item")))
        if code == "city_visited":
            return fill(tr("%1 went to %2."), who, self.city_place(p.get("place")))
        if code == "effect_lost":
            reasons = {
                "goods_limit": tr("%1 cannot hold more goods of that colour: the gain is lost."),
                "no_merchants": tr("%1 has no merchant to place or take back: nothing happens."),
                "cannot_afford": tr("%1 cannot afford it: nothing happens."),
                "nothing_to_gain": tr("%1 gains nothing."),
                "nothing_to_take": tr("%1 finds no goods to take."),
                "square_blocked": tr("%1 cannot place on the square while a guild token stands there."),
            }
            return fill(reasons.get(str(p.get("reason")), tr("%1: the effect is lost.")), who)
        if code == "display_swapped":
            return fill(tr("%1 put %2 under the bazaar deck and turned up %3."), who, self.item(p.get("item")),
                        self.item(p.get("new")))
        if code == "display_refilled":
            return fill(tr("The bazaar now shows %1."), ", ".join(self.item(i) for i in p.get("items") or []))
        if code == "items_revealed":
            return fill(tr("%1 turned up %2 with Picklocks (%3 prestige)."), who,
                        ", ".join(self.item(i) for i in p.get("items") or []), p.get("prestige", 0))
        if code == "auction_opened":
            return fill(tr("%1 opened the auction of %2 at %3."), who, self.item(p.get("item")), p.get("bid", "?"))
        if code == "bid_raised":
            return fill(tr("%1 raised the bid for %2 to %3."), who, self.item(p.get("item")), p.get("bid", "?"))
        if code == "bid_matched":
            return fill(tr("%1 matched the bid of %2 for %3."), who, p.get("bid", "?"), self.item(p.get("item")))
        if code == "bid_dropped":
            text = tr("%1 cannot bid more and drops out.") if p.get("forced") else tr("%1 dropped out.")
            return fill(text, who)
        if code == "auction_won":
            return fill(tr("%1 won %2 for %3 goods."), who, self.item(p.get("item")), p.get("bid", "?"))
        if code == "item_bought":
            return fill(tr("%1 bought %2."), who, self.item(p.get("item")))
        if code == "token_moved":
            return fill(tr("%1 moved the %2 to %3."), who, self.token(p.get("token")), self.place(p.get("to")))
        if code == "vote_cast":
            return fill(tr("%1 has chosen a vote card."), who)
        if code == "votes_revealed":
            votes = p.get("votes") or []
            listed = ", ".join(f"{self.seat_name(s)}: {self.vote(v)}" for s, v in enumerate(votes))
            return fill(tr("The votes are revealed: %1."), listed)
        if code == "vote_resolved":
            return fill(tr("%1 carries out %2 (%3 of that card)."), who, self.vote(p.get("card")), p.get("count", "?"))
        if code == "expelled":
            if not p.get("count", 1):
                return None  # nobody driven out: nothing to tell
            return fill(tr("%1 drove %2 of %3 out of %4."), self.seat_name(p.get("by")),
                        self.merchants(p.get("count", 1)), who, self.place(p.get("district")))
        if code == "great_market_opened":
            return fill(tr("The Great Market opens: %1 goods buy %2 prestige."), p.get("goods", "?"),
                        p.get("prestige", "?"))
        if code == "great_market_sale":
            text = tr("%1 sold %2 goods at the Great Market with Old Coins.") if p.get("old_coins") else tr(
                "%1 sold %2 goods at the Great Market.")
            return fill(text, who, p.get("goods", "?"))
        if code == "great_market_closed":
            return tr("The Great Market closes.")
        if code == "control_claimed":
            return fill(tr("%1 claimed the control card %2."), who, self.control_districts(p.get("card")))
        if code == "control_revealed":
            return fill(tr("The control card %1 is turned up."), self.control_districts(p.get("card")))
        if code == "game_over":
            return fill(tr("The game is over: %1 won."), self.names(p.get("winners")))
        return None

    # --- actions --------------------------------------------------------------------
    def action(self, action: Action, view: dict[str, Any]) -> str | None:
        kind, args = action.kind, [str(a) for a in action.args]
        first = args[0] if args else ""
        second = args[1] if len(args) > 1 else ""
        prompt = view.get("prompt") or {}
        params = prompt.get("params") or {}
        simple = {
            "skip": tr("Skip"), "done": tr("Done"), "keep": tr("Keep the display"), "pass": tr("Pass"),
            "drop": tr("Drop out"), "coins": tr("Sell with Old Coins"),
        }
        if kind in simple:
            return simple[kind]
        if kind == "place":
            return tr("Place a merchant in %1").replace("%1", self.where(first))
        if kind == "remove":
            return tr("Take a merchant back from %1").replace("%1", self.where(first))
        if kind == "use":
            return tr("Use %1").replace("%1", self.item(first))
        if kind == "move":
            return tr("Move a merchant from %1 to %2").replace("%1", self.place(first)).replace("%2", self.place(second))
        if kind == "goods":
            return tr("Take %1").replace("%1", self.goods_pair(int(first), int(second)))
        if kind == "visit":
            return {"market": tr("Visit the marketplace"), "guild": tr("Visit the guild house"),
                    "bazaar": tr("Visit the bazaar")}.get(str(first)) or tr("Visit %1").replace("%1", str(first))
        if kind == "take":
            return tr("Take %1").replace("%1", self.goods(first, second))
        if kind == "swap":
            return tr("Put %1 under the deck").replace("%1", self.item(first))
        if kind == "auction":
            return tr("Auction %1").replace("%1", self.item(first))
        if kind == "bid":
            if prompt.get("code") == "auction_bid":
                if str(params.get("bid")) == first:
                    return tr("Match the bid of %1").replace("%1", first)
                return tr("Raise to %1").replace("%1", first)
            return tr("Bid %1").replace("%1", first)
        if kind == "pay":
            return tr("Pay %1").replace("%1", self.goods_pair(int(first), int(second)))
        if kind == "refund":
            return tr("Take back %1").replace("%1", self.goods(first, 1))
        if kind == "bottom":
            return tr("Put %1 under the deck next").replace("%1", self.item(first))
        if kind == "steal":
            return tr("Take %1 from %2").replace("%1", self.goods(second, 1)).replace(
                "%2", self.seat_name(int(first)))
        if kind == "token":
            return tr("Move the %1 to %2").replace("%1", self.token(first)).replace("%2", self.place(second))
        if kind == "vote":
            return tr("Vote %1").replace("%1", self.vote(first))
        if kind == "count":
            return tr("Count %1").replace("%1", first)
        if kind == "expel":
            return tr("Expel the merchants of %1").replace("%1", self.seat_name(int(first)))
        if kind == "move_in":
            return tr("Move %1 in from %2").replace("%1", self.merchants(int(second))).replace("%2", self.place(first))
        if kind == "move_out":
            return tr("Move %1 out to %2").replace("%1", self.merchants(int(second))).replace("%2", self.place(first))
        if kind == "recruit":
            return tr("Place %1 in %2").replace("%1", self.merchants(int(second))).replace("%2", self.place(first))
        if kind == "send":
            if first == "supply":
                return tr("Send the rest to your supply")
            return tr("Send a merchant to %1").replace("%1", self.place(first))
        if kind == "to":
            return tr("Move the merchant to %1").replace("%1", self.place(first))
        if kind == "claim":
            return tr("Claim %1").replace("%1", self.control(first))
        return None

    # --- scores and the side panel ------------------------------------------------------
    def category(self, key: str) -> str | None:
        return {"items": tr("Items"), "great_market": tr("Great Market"), "control_cards": tr("Control cards"),
                "item_effects": tr("Item effects")}.get(key)

    def summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        player = players[seat]
        goods = player.get("goods") or {}
        return tr("%1 prestige · %2 · %3 in supply").replace("%1", str(player.get("prestige", 0))).replace(
            "%2", f"{SYMBOL['red']}{goods.get('red', 0)} {SYMBOL['black']}{goods.get('black', 0)}").replace(
            "%3", str(player.get("supply", 0)))

"""Merkator's words: card, region and goods names, action and event sentences, prompts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.merkator.view import board_data
from gui.i18n import tr

DATA = board_data()
REGIONS = {r["id"]: r for r in DATA["regions"]}
GOODS = {g["id"]: g for g in DATA["goods"]}
GOOD_IDS = [g["id"] for g in DATA["goods"]]
COLOURS = {c["id"]: c for c in DATA["colours"]}
CATEGORIES = {c["id"]: c for c in DATA["categories"]}
CONTRACTS = {c["id"]: c for c in DATA["contracts"]}
BONUS = {c["id"]: c for c in DATA["bonus_cards"]}
BUILDINGS = {c["id"]: c for c in DATA["buildings"]}
COLUMNS: list[str] = list(DATA["columns"])


def _name(entry: dict[str, Any], language: str) -> str:
    names = entry.get("names") or {}
    return str(names.get(language) or names.get("en") or entry.get("id", "?"))


class Words:
    """Every sentence the Merkator board shows, in the interface language."""

    def __init__(self, language: str, seat_name: Callable[[int | None], str]) -> None:
        self.language = language
        self.seat_name = seat_name

    # --- names ---------------------------------------------------------------------
    def region(self, region_id: str | None) -> str:
        if region_id is None or region_id not in REGIONS:
            return tr("nowhere")
        return _name(REGIONS[region_id], self.language)

    def good(self, good_id: str, sentence: bool = False) -> str:
        name = _name(GOODS[good_id], self.language) if good_id in GOODS else str(good_id)
        # English names are capitalised labels; inside a sentence they read better in lower case
        return name.lower() if sentence and self.language == "en" else name

    def category(self, category_id: str) -> str:
        return _name(CATEGORIES[category_id], self.language) if category_id in CATEGORIES else category_id

    def colour(self, colour_id: str) -> str:
        return _name(COLOURS[colour_id], self.language) if colour_id in COLOURS else colour_id

    def colour_mark(self, colour_id: str) -> str:
        """The letters on a cube of ``colour_id`` in colour-blind mode (distinct in every language)."""
        return {"green": tr("Gn"), "yellow": tr("Ye"), "black": tr("Bk"), "purple": tr("Pu"), "orange": tr("Or"),
                "grey": tr("Gy"), "blue": tr("Bu"), "red": tr("Rd")}.get(colour_id, "?")

    def building(self, card: str) -> str:
        return _name(BUILDINGS[card], self.language) if card in BUILDINGS else card

    def bonus(self, card: str) -> str:
        entry = BONUS.get(card)
        if entry is None:
            return card
        return tr("bonus card %1 · %2").replace("%1", self.region(entry["region"])).replace(
            "%2", self.good(entry["good"]))

    def bonus_label(self, card: str) -> str:
        """A bonus card's region and good ("Hamburg · saltpeter"), for a sentence that names the card itself."""
        entry = BONUS.get(card)
        if entry is None:
            return card
        return f"{self.region(entry['region'])} · {self.good(entry['good'])}"

    def contract(self, card: str) -> str:
        entry = CONTRACTS.get(card)
        if entry is None:
            return card
        if entry.get("peace"):
            return _name(entry, self.language)
        return tr("contract %1 · %2").replace("%1", str(entry["value"])).replace("%2", self.region(entry["region"]))

    def card(self, card: str) -> str:
        if card in CONTRACTS:
            return self.contract(card)
        if card in BONUS:
            return self.bonus(card)
        return self.building(card)

    def need(self, need: dict[str, Any]) -> str:
        if "good" in need:
            return f"{need['count']}× {self.good(need['good'])}"
        if "category" in need:
            return f"{need['count']}× {self.category(need['category'])}"
        return tr("%n different goods", "", int(need.get("different", 0)))

    def needs(self, card: str) -> str:
        entry = CONTRACTS.get(card) or {}
        return ", ".join(self.need(n) for n in entry.get("needs", [])) or tr("nothing")

    def goods_list(self, goods: dict[str, int]) -> str:
        return ", ".join(f"{n}× {self.good(g, True)}" for g, n in goods.items() if n) or tr("nothing")

    def thalers(self, n: int) -> str:
        return thalers(n)

    @staticmethod
    def coinless(view: dict[str, Any]) -> bool:
        """Solo and no-coins games pay with contracts: their money is credit, never thalers."""
        return bool(view.get("solo")) or bool((view.get("options") or {}).get("no_coins"))

    def money(self, n: int, view: dict[str, Any]) -> str:
        return tr("%1 credit").replace("%1", str(n)) if self.coinless(view) else thalers(n)

    def gifts(self, coins: int, tokens: int, view: dict[str, Any]) -> str:
        """What an offer holds: tokens alone in a game without coins."""
        if self.coinless(view):
            return self.tokens(tokens)
        return tr("%1 and %2").replace("%1", self.thalers(coins)).replace("%2", self.tokens(tokens))

    def tokens(self, n: int) -> str:
        return tokens(n)

    def seat(self, seat: Any) -> str:
        return self.seat_name(seat if isinstance(seat, int) else None)

    def building_rule(self, card: str) -> str:
        """What a building scores, in one short line."""
        scoring = (BUILDINGS.get(card) or {}).get("scoring") or {}
        kind = scoring.get("type", "")
        each = str(scoring.get("vp_each", scoring.get("vp", 0)))
        category = self.category(str(scoring.get("category", ""))) if scoring.get("category") else ""
        metric = {"most_valuable_contract": tr("the most valuable contract"), "buildings": tr("the most buildings"),
                  "time_tokens": tr("the most time tokens"), "goods": tr("the most goods"),
                  "bonus_cards": tr("the most bonus cards")}.get(str(scoring.get("metric", "")), "")
        columns = ", ".join(scoring.get("columns", []))
        rules = {
            "flat": points_count(int(scoring.get("vp", 0))),
            "per_goods_type": tr("%1 per type of %2 goods") if category else tr("%1 per type of goods stored"),
            "time_tokens_div": tr("%1 per %3 time tokens"),
            "time_tokens_capped": tr("%1 per time token (up to %4)"),
            "sole_most": tr("%1 points for the sole player with %5"),
            "per_region_contract_and_bonus": tr("%1 per region with a contract and a bonus card"),
            "per_goods_type_sum": tr("2 per weapons type, 1 per raw material type"),
            "all_types_in_columns": tr("%1 points if stores %6 hold every type"),
            "cubes_in_best_column": tr("%1 per good in the fullest of stores %6"),
            "per_cube": tr("%1 per %3 goods"),
            "per_colour_pair": tr("%1 per colour with both goods stored"),
            "per_bonus_card": tr("%1 per bonus card"),
            "per_contract_min_value": tr("%1 per contract of value %7 or more"),
            "all_columns_nonempty": tr("%1 points if every store A-F holds a good"),
            "per_region_with_bonus": tr("%1 per region with a bonus card"),
            "per_cube_category": tr("%1 per %2 good (up to %4)"),
            "per_contract": tr("%1 per contract"),
        }
        return self._fill(rules.get(kind, kind), scoring, each, category, metric, columns)

    def building_effect(self, card: str) -> str:
        """What a building scores in a few words and the points star, for its face (the tooltip says it whole)."""
        scoring = (BUILDINGS.get(card) or {}).get("scoring") or {}
        kind = scoring.get("type", "")
        each = str(scoring.get("vp_each", scoring.get("vp", 0)))
        category = self.category(str(scoring.get("category", ""))) if scoring.get("category") else ""
        sole = {"most_valuable_contract": tr("%1★: top contract, no tie"),
                "buildings": tr("%1★: most buildings, no tie"), "time_tokens": tr("%1★: most time tokens, no tie"),
                "goods": tr("%1★: most goods, no tie"),
                "bonus_cards": tr("%1★: most bonus cards, no tie")}.get(str(scoring.get("metric", "")), "")
        listed = list(scoring.get("columns", []))
        columns = f"{listed[0]}–{listed[-1]}" if len(listed) > 2 else ", ".join(listed)
        effects = {
            "flat": tr("%1★ at the end"),
            "per_goods_type": tr("%1★ per type of %2") if category else tr("%1★ per goods type"),
            "time_tokens_div": tr("%1★ per %3 time tokens"),
            "time_tokens_capped": tr("%1★ per time token, max %4"),
            "sole_most": sole,
            "per_region_contract_and_bonus": tr("%1★ per region: contract + bonus"),
            "per_goods_type_sum": tr("2★ weapons type, 1★ raw type"),
            "all_types_in_columns": tr("%1★: every type in %6"),
            "cubes_in_best_column": tr("%1★ per good, fullest of %6"),
            "per_cube": tr("%1★ per %3 goods"),
            "per_colour_pair": tr("%1★ per colour with both goods"),
            "per_bonus_card": tr("%1★ per bonus card"),
            "per_contract_min_value": tr("%1★ per contract of %7+"),
            "all_columns_nonempty": tr("%1★: a good in each of A–F"),
            "per_region_with_bonus": tr("%1★ per region with a bonus"),
            "per_cube_category": tr("%1★ per %2 good, max %4"),
            "per_contract": tr("%1★ per contract"),
        }
        return self._fill(effects.get(kind, kind), scoring, each, category, "", columns)

    @staticmethod
    def _fill(text: str, scoring: dict[str, Any], each: str, category: str, metric: str, columns: str) -> str:
        for key, value in (("%1", each), ("%2", category), ("%3", str(scoring.get("per", ""))),
                           ("%4", str(scoring.get("cap", ""))), ("%5", metric), ("%6", columns),
                           ("%7", str(scoring.get("min_value", "")))):
            text = text.replace(key, value)
        return text

    # --- actions -------------------------------------------------------------------
    def action(self, action: Action, view: dict[str, Any]) -> str:
        kind, args = action.kind, action.args
        first = str(args[0]) if args else ""
        if kind == "sell":
            entry = CONTRACTS.get(first) or {}
            text = tr("Spend %1 as %2") if self.coinless(view) else tr("Sell %1 for %2")
            return text.replace("%1", self.contract(first)).replace("%2", self.money(int(entry.get("value", 0)), view))
        # a bonus card and a building each have their own sentence: Czech declines the noun before the name
        # ("kupuje bonusovou kartu X", "kupuje budovu X") and the name itself stays as printed
        if kind == "buy_bonus":
            return tr("Buy the bonus card %1 for %2").replace("%1", self.bonus_label(first)).replace(
                "%2", self.money(int(BONUS.get(first, {}).get("cost", 0)), view))
        if kind == "buy_building":
            return tr("Buy the building %1 for %2").replace("%1", self.building(first)).replace(
                "%2", self.money(int(BUILDINGS.get(first, {}).get("cost", 0)), view))
        if kind == "take_hand":
            return tr("Take %1 into your hand").replace("%1", self.card(first))
        if kind == "store":
            return tr("Move a supply cube into storage as %1").replace("%1", self.good(first, True))
        if kind == "discard_coins":
            return tr("Discard the thalers over the limit")
        if kind == "travel":
            region = REGIONS.get(first) or {}
            time = int(region.get("time", 0))
            text = tr("Travel to %1").replace("%1", self.region(first))
            if time > 0:
                text += " (+" + self.tokens(time) + ")"
            elif time < 0:
                text += " (−" + self.tokens(-time) + ")"
            return text
        if kind == "take":
            return tr("Store a cube as %1").replace("%1", self.good(first, True))
        if kind == "fulfil":
            text = tr("Fulfil %1").replace("%1", self.contract(first))
            if len(args) > 1:
                text += " " + tr("and take your hand contract as the reward")
            return text
        if kind == "trade":
            return tr("Trade 4 %1 for 1 %2").replace("%1", self.good(first, True)).replace(
                "%2", self.good(str(args[1]), True))
        if kind == "trade_tokens":
            return tr("Pay 4 time tokens for 1 %1").replace("%1", self.good(first, True))
        if kind == "done":
            return tr("Done fulfilling contracts")
        if kind == "join":
            prompt = view.get("prompt") or {}
            if prompt.get("code") != "join":
                return tr("Join the trip")
            params = prompt.get("params") or {}
            return tr("Join the trip (pay %1 to %2)").replace("%1", self.tokens(int(params.get("cost", 1)))).replace(
                "%2", self.seat(params.get("active")))
        if kind == "pass":
            return tr("Do not join")
        if kind == "control":
            return tr("Accept this goods loss") if first == "accept" else tr("Turn up the next row's token instead")
        if kind == "lose":
            return tr("Hand back 1 %1").replace("%1", self.good(first, True))
        if kind == "offer":
            coins, tokens = int(args[0]), int(args[1])
            if not coins and not tokens:
                return tr("Offer nothing")
            return tr("Offer %1").replace("%1", self.gifts(coins, tokens, view))
        if kind == "swap":
            return tr("Accept the offers and swap the contract") if first == "yes" else tr("Keep the contract")
        return kind

    # --- events --------------------------------------------------------------------
    def event(self, event: Event, view: dict[str, Any]) -> str | None:
        p = event.params
        who = self.seat(event.seat)
        code = event.code
        text = self._event_text(code, p, view)
        if text is None:
            return None
        return text.replace("%who", who)

    def _event_text(self, code: str, p: dict[str, Any], view: dict[str, Any]) -> str | None:
        if code == "turn_started":
            return tr("Turn %1 (round %2): it is %who's turn.").replace("%1", str(p.get("turn"))).replace(
                "%2", str(p.get("round")))
        if code == "turn_ended":
            return tr("%who's turn ends.")
        if code == "step_ended":
            return tr("%who is done fulfilling contracts.")
        if code == "contract_sold":
            if p.get("into") == "credit":
                return tr("%who spent %1 as %2.").replace("%1", self.contract(p["contract"])).replace(
                    "%2", self.money(int(p["value"]), view))
            return tr("%who sold %1 for %2.").replace("%1", self.contract(p["contract"])).replace(
                "%2", self.thalers(int(p["value"])))
        if code == "change_lost":
            return tr("%who lost %1 of change.").replace("%1", self.money(int(p["amount"]), view))
        if code == "coins_discarded":
            return tr("%who discarded %1 over the limit.").replace("%1", self.thalers(int(p["amount"])))
        if code == "bonus_bought":
            return tr("%who bought the bonus card %1 for %2.").replace("%1", self.bonus_label(p["card"])).replace(
                "%2", self.money(int(p["cost"]), view))
        if code == "building_bought":
            text = tr("%who had to buy the building %1 for %2.") if p.get("forced") else tr(
                "%who bought the building %1 for %2.")
            return text.replace("%1", self.building(p["card"])).replace("%2", self.money(int(p["cost"]), view))
        if code == "card_taken_to_hand":
            return tr("%who took %1 into hand.").replace("%1", self.card(p["card"]))
        if code == "card_revealed":
            return tr("New on display: %1.").replace("%1", self.card(p["card"]))
        if code == "bonus_display_renewed":
            return tr("The bonus cards on display were replaced by four new ones.")
        if code == "cube_stored":
            return tr("%who moved a supply cube into storage as %1.").replace("%1", self.good(p["good"], True))
        if code == "travelled":
            cost = int(p.get("cost", 0))
            if cost:
                return tr("%who sent the Merkator to %1 and paid %2.").replace(
                    "%1", self.region(p["region"])).replace("%2", self.tokens(cost))
            return tr("%who sent the Merkator to %1.").replace("%1", self.region(p["region"]))
        if code == "solo_card_drawn":
            return tr("The solo deck turned up %1; %2 cards are left.").replace(
                "%1", self.contract(p["contract"])).replace("%2", str(p.get("left", 0)))
        if code == "cube_taken":
            return tr("%who took a cube in %1 as %2.").replace("%1", self.region(p["region"])).replace(
                "%2", self.good(p["good"], True))
        if code == "bonus_goods":
            return tr("%who received %1 × %2 from a bonus card.").replace("%1", str(p["count"])).replace(
                "%2", self.good(p["good"], True))
        if code == "regions_refilled":
            regions = [self.region(r) for r in p.get("regions", [])]
            if not regions:
                return tr("No region receives a new cube.")
            return tr("New cubes arrive in %1.").replace("%1", ", ".join(regions))
        if code == "tokens_gained":
            return tr("%who gained %1.").replace("%1", self.tokens(int(p["count"])))
        if code == "chart_flipped":
            return tr("The empty time chart is turned to ULTIMO and refilled with %1.").replace(
                "%1", self.tokens(int(p["tokens"])))
        if code == "row_emptied":
            return tr("Row %1 of the time chart is empty; its last token shows %2.").replace(
                "%1", str(int(p["row"]) + 1)).replace("%2", str(p["letter"]))
        if code == "control_redrawn":
            return tr("%who turned up the first token of row %1 instead: %2.").replace(
                "%1", str(int(p["row"]) + 1)).replace("%2", str(p["letter"]))
        if code == "goods_loss":
            return tr("Goods loss: everyone hands back %1 from store %2.").replace(
                "%1", goods_count(int(p["count"]))).replace("%2", str(p["column"]))
        if code == "good_lost":
            return tr("%who lost 1 %1.").replace("%1", self.good(p["good"], True))
        if code == "contract_fulfilled":
            return tr("%who fulfilled %1 with %2.").replace("%1", self.contract(p["contract"])).replace(
                "%2", self.goods_list(p.get("goods") or {}))
        if code == "contract_received":
            if p.get("source") == "hand":
                return tr("%who took %1 from hand as the reward.").replace("%1", self.contract(p["contract"]))
            return tr("%who received %1.").replace("%1", self.contract(p["contract"]))
        if code == "contract_revealed":
            return tr("%1 now lies on top of the %2 deck.").replace("%1", self.contract(p["contract"])).replace(
                "%2", str(p["value"]))
        if code == "discards_reshuffled":
            return tr("%1 discarded contracts of value %2 form a new deck.").replace(
                "%1", str(p["count"])).replace("%2", str(p["value"]))
        if code == "no_contract_left":
            return tr("No contract of value %1 is left for %who.").replace("%1", str(p["value"]))
        if code == "traded":
            return tr("%who traded %1 %2 for 1 %3.").replace("%1", str(p["count"])).replace(
                "%2", self.good(p["give"], True)).replace("%3", self.good(p["get"], True))
        if code == "traded_tokens":
            return tr("%who paid %1 for 1 %2.").replace("%1", self.tokens(int(p["tokens"]))).replace(
                "%2", self.good(p["get"], True))
        if code == "joined":
            return tr("%who joined the trip to %1 and paid %2 to %3.").replace(
                "%1", self.region(p["region"])).replace("%2", self.tokens(int(p["cost"]))).replace(
                "%3", self.seat(p.get("to")))
        if code == "join_declined":
            return tr("%who did not join the trip.")
        if code == "offer_made":
            coins, tokens = int(p.get("coins", 0)), int(p.get("tokens", 0))
            if not coins and not tokens:
                return tr("%who offered nothing.")
            return tr("%who offered %1 to %2.").replace("%1", self.gifts(coins, tokens, view)).replace(
                "%2", self.seat(p.get("to")))
        if code == "offer_accepted":
            return tr("%who took %1, put %2 back and received %3.").replace(
                "%1", self.contract(p["contract"])).replace("%2", self.contract(p["returned"])).replace(
                "%3", self.gifts(int(p.get("coins", 0)), int(p.get("tokens", 0)), view))
        if code == "offer_declined":
            return tr("%who kept the contract and declined the offers.")
        if code == "last_round_triggered":
            if p.get("reason") == "peace":
                return tr("The Peace of Westphalia has been won: the last round is coming.")
            return tr("The time chart is empty: the last round is coming.")
        if code == "last_round_started":
            return tr("The last round begins: everyone has one more turn.")
        if code == "game_over":
            return self._game_over(p)
        return None

    def _game_over(self, p: dict[str, Any]) -> str:
        exact = p.get("exact") or []
        if "solo_rating" in p:
            score = exact[0] if exact else 0
            return tr("The game is over: %1 points, %2.").replace("%1", points_text(score)).replace(
                "%2", self.rating(str(p["solo_rating"])))
        winners = [self.seat(w) for w in p.get("winners", [])]
        best = max(exact) if exact else 0
        return tr("The game is over. Winner: %1 with %2 points.").replace("%1", ", ".join(winners)).replace(
            "%2", points_text(best))

    def rating(self, rating: str) -> str:
        return {"below_beginner": tr("below the beginner mark"), "beginner": tr("beginner"),
                "experienced": tr("experienced merchant"), "mega": tr("MEGA-Merkator")}.get(rating, rating)

    # --- prompts -------------------------------------------------------------------
    def prompt(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        code = str(prompt.get("code", ""))
        p = prompt.get("params") or {}
        if code == "invest":
            if p.get("over_cash"):
                return tr("You hold more than %1 thalers: buy a card or discard the excess, then travel.").replace(
                    "%1", str(p.get("cash_limit", 15)))
            if p.get("forced_sale"):
                return tr("You hold %1 contracts: sell down to %2, then drag the Merkator to a region.").replace(
                    "%1", str(p.get("contracts"))).replace("%2", str(p.get("keep", 5)))
            return tr("Invest (sell contracts, buy cards), then drag the Merkator to the region you travel to.")
        if code == "take_goods":
            return tr("Drag each cube from %1 onto a store: %2 left.").replace("%1", self.region(p.get("region"))).replace(
                "%2", str(p.get("left", 0)))
        if code == "fulfil":
            return tr("Click a contract for %1 to fulfil it; trade if needed; then Done.").replace(
                "%1", self.region(p.get("region")))
        if code == "join":
            return tr("Join %1's trip to %2 for %3?").replace("%1", self.seat(p.get("active"))).replace(
                "%2", self.region(p.get("region"))).replace("%3", self.tokens(int(p.get("cost", 1))))
        if code == "loss_control":
            return tr("Goods loss %1: accept it, or turn up the first token of the next row instead.").replace(
                "%1", str(p.get("letter", "")))
        if code == "lose_goods":
            return tr("Click the goods in store %1 you hand back: %2.").replace("%1", str(p.get("column", ""))).replace(
                "%2", goods_count(int(p.get("count", 1))))
        if code == "make_offer":
            text = tr("%1 took %2: offer time tokens for the new %3?") if self.coinless(view) else tr(
                "%1 took %2: offer thalers or time tokens for the new %3?")
            return text.replace(
                "%1", self.seat(p.get("to"))).replace("%2", self.contract(str(p.get("contract")))).replace(
                "%3", self.contract(str(p.get("revealed"))))
        if code == "accept_offer":
            return tr("You are offered %1 to take %3 instead of %4. Accept?").replace(
                "%1", self.gifts(int(p.get("coins", 0)), int(p.get("tokens", 0)), view)).replace(
                "%3", self.contract(str(p.get("revealed")))).replace("%4", self.contract(str(p.get("contract"))))
        if code == "forced_building":
            return tr("Spending pressure: you must buy one of the buildings on display.")
        if code == "game_over":
            return tr("The game is over.")
        return tr("Choose an action")

    def category_label(self, key: str) -> str:
        return {"contracts_full": tr("Five best contracts"), "contracts_half": tr("Further contracts (half)"),
                "buildings": tr("Buildings")}.get(key, key)

    def summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        player = players[seat]
        goods = sum(player.get("storage", {}).values())
        contracts = len(player.get("contracts", []))
        money = self.money(int(player.get("credit", 0)), view) if self.coinless(view) else thalers(
            int(player.get("coins", 0)))
        parts = [money, tokens(int(player.get("tokens", 0))),
                 tr("1 contract") if contracts == 1 else tr("%n contracts", "", contracts), goods_count(goods)]
        if player.get("buildings"):
            count = len(player["buildings"])
            parts.append(tr("1 building") if count == 1 else tr("%n buildings", "", count))
        return " · ".join(parts)


def thalers(n: int) -> str:
    """``1 thaler`` / ``3 thalers`` (English has no plural forms in Qt without a translation file)."""
    return tr("1 thaler") if n == 1 else tr("%n thalers", "", n)


def tokens(n: int) -> str:
    return tr("1 time token") if n == 1 else tr("%n time tokens", "", n)


def goods_count(n: int) -> str:
    return tr("1 good") if n == 1 else tr("%n goods", "", n)


def points_count(n: int) -> str:
    """``5 points`` with the noun in the form the number asks for (``%1 points`` is for a fraction)."""
    return tr("1 point") if n == 1 else tr("%n points", "", n)


def points_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"

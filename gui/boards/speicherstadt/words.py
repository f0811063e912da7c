"""Speicherstadt's words: card and good names, prompts, log sentences, action labels and reasons."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.speicherstadt.data import catalog, good_names
from gui.i18n import tr

CARDS: dict[str, dict[str, Any]] = catalog()
GOODS: tuple[str, ...] = tuple(g["id"] for g in good_names())
GOOD_NAMES: dict[str, dict[str, str]] = {g["id"]: g["names"] for g in good_names()}
SEASONS = ("A", "B", "C", "D", "E")
CATEGORIES = ("fires", "contracts", "counting_houses", "warehouse", "port", "chamber", "merchants", "church",
              "st_michaelis", "market")


def coins(n: int) -> str:
    """``1 coin`` / ``3 coins`` (English has no plural forms in Qt without a translation file)."""
    # Qt leaves %n alone for negative numbers (and without a translation file)
    return tr("1 coin") if n == 1 else tr("%n coins", "", n).replace("%n", str(n))


def price(n: int) -> str:
    """Coins as a price, after "for" / "za" / "für": Czech declines the singular there (1 minci)."""
    return tr("1 coin", "a price, after 'for'") if n == 1 else tr("%n coins", "a price, after 'for'", n).replace(
        "%n", str(n))


def points(n: int) -> str:
    """Points, negative ones too: the plural form follows the magnitude (-13 bodů, -2 Punkte)."""
    if abs(n) == 1:
        return tr("1 point").replace("1", str(n), 1)
    return tr("%n points", "", abs(n)).replace(str(abs(n)), str(n), 1).replace("%n", str(n))


def good_mark(good: str) -> str:
    """The letter on a cube in colour-blind mode (distinct in every language)."""
    return {"coffee": tr("Cf"), "tea": tr("T"), "saffron": tr("S"), "rubber": tr("R"), "carpet": tr("Cp")}.get(
        good, "?")


def season_name(season: str) -> str:
    return {"A": tr("winter"), "B": tr("spring"), "C": tr("summer"), "D": tr("autumn"),
            "E": tr("the end")}.get(season, season)


def ordinal_fire(order: int) -> str:
    return {1: tr("The first fire"), 2: tr("The second fire"), 3: tr("The third fire"),
            4: tr("The Fourth Fire")}.get(order, tr("A fire"))


class Words:
    """Every sentence of the board, in the interface language; names from the game's data."""

    def __init__(self, language: str, seat_name: Any) -> None:
        self.language = language
        self.seat_name = seat_name  # callable: seat -> name

    # --- names ------------------------------------------------------------------
    def good(self, good: str) -> str:
        names = GOOD_NAMES.get(good)
        return names.get(self.language, names["en"]) if names else good

    def goods(self, goods: list[str]) -> str:
        """``tea, tea, carpet`` -> ``2× tea, carpet``."""
        seen: dict[str, int] = {}
        for good in goods:
            seen[good] = seen.get(good, 0) + 1
        return ", ".join(self.good(g) if n == 1 else f"{n}× {self.good(g)}" for g, n in seen.items())

    def card(self, card_id: str | None) -> str:
        entry = CARDS.get(card_id or "")
        if entry is None:
            return card_id or "?"
        names = entry["names"]
        return names.get(self.language, names["en"])

    def card_label(self, card_id: str | None) -> str:
        """The card name, with a contract's goods so two contracts can be told apart."""
        entry = CARDS.get(card_id or "")
        if entry is not None and entry["kind"] == "contract":
            needs = [g for g in GOODS for _ in range(entry["needs"].get(g, 0))]
            return f"{self.card(card_id)} ({' + '.join(self.good(g) for g in needs)})"
        return self.card(card_id)

    def names(self, seats: list[int]) -> str:
        return ", ".join(self.seat_name(s) for s in seats)

    def cube_from(self, source: str, good: str) -> str:
        name = self.good(good)
        if source == "warehouse":
            return tr("%1 from the warehouse").replace("%1", name)
        if source == "market":
            return tr("%1 from the market hall").replace("%1", name)
        return name

    # --- actions ----------------------------------------------------------------
    def action(self, action: Action, view: dict[str, Any]) -> str:
        kind, args = action.kind, action.args
        # the log describes past actions with today's view: name only what the action itself says
        if kind == "place":
            return tr("Place a worker in column %1").replace("%1", str(int(args[0]) + 1))
        if kind == "buy":
            return tr("Buy the offered card")
        if kind == "decline":
            return tr("Decline the offered card")
        if kind == "done":
            return tr("Done loading")
        if kind == "take":
            return tr("Take %1 from the supply").replace("%1", self.good(str(args[0])))
        if kind == "discard":
            good = str(args[-1])
            cube = self.cube_from(str(args[0]), good) if len(args) == 2 else self.good(good)
            return tr("Put %1 back into the supply").replace("%1", cube)
        if len(args) < 2:
            return kind
        cube = self.cube_from(str(args[0]), str(args[1]))
        if kind == "deliver":
            return tr("Deliver %1 to %2").replace("%1", cube).replace("%2", self.card_label(str(args[2])))
        if kind == "sell":
            merchant = next((c for c, e in CARDS.items() if e["kind"] == "merchant" and e.get("good") == args[1]),
                            None)
            return tr("Sell %1 to the %2 for 1 coin").replace("%1", cube).replace("%2", self.card(merchant))
        if kind == "store":
            return tr("Store %1 in the warehouse").replace("%1", cube)
        if kind == "keep":
            return tr("Keep %1 in the market hall").replace("%1", cube)
        if kind == "convert":
            return tr("Put %1 into the market hall to convert (3 cubes give 1 of your choice)").replace(
                "%1", cube)
        if kind == "market_sell":
            return tr("Put %1 into the market hall to sell (2 cubes give 1 coin)").replace("%1", cube)
        return kind

    # --- prompts ----------------------------------------------------------------
    def prompt(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        code = prompt.get("code", "")
        params = prompt.get("params") or {}
        if code == "place_worker":
            return tr("Place a worker above a card (%1 left)").replace("%1", str(params.get("workers_home", 0)))
        if code == "buy_or_decline":
            return tr("Buy %1 for %2, or decline it").replace("%1", self.card_label(params.get("card"))).replace(
                "%2", price(int(params.get("price", 0))))
        if code == "load_cubes":
            loose = int(params.get("loose", 0))
            if loose:
                return tr("Load your cubes: drag each one onto a contract, a merchant, the warehouse, the market "
                          "hall or the supply (%1 left); then click Done").replace("%1", str(loose))
            return tr("Use your stored cubes if you like, then click Done")
        if code == "choose_converted_good":
            return tr("Choose the good your conversion gives: click a cube in the market hall")
        if code == "game_over":
            return tr("The game is over: %1 won").replace("%1", self.names(list(params.get("winners", []))))
        return tr("Choose an action")

    # --- log --------------------------------------------------------------------
    def event(self, event: Event, view: dict[str, Any]) -> str | None:
        p = event.params
        who = self.seat_name(event.seat) if event.seat is not None else ""
        code = event.code
        if code == "round_started":
            return tr("Round %1 begins; %2 is the start player.").replace("%1", str(p["round"])).replace(
                "%2", self.seat_name(p["start_player"]))
        if code == "card_revealed":
            if p["kind"] == "fire":
                order = int((CARDS.get(p["card"]) or {}).get("order") or 0)
                return tr("%1 breaks out!").replace("%1", ordinal_fire(order))
            return tr("%1 is laid out in column %2 (%3).").replace("%1", self.card_label(p["card"])).replace(
                "%2", str(int(p["column"]) + 1)).replace("%3", season_name(p["season"]))
        if code == "ship_loaded":
            return tr("The ship in column %1 is loaded with %2.").replace("%1", str(int(p["column"]) + 1)).replace(
                "%2", self.goods(p["cubes"]))
        if code == "fire_resolved":
            strengths = ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(p["strengths"]))
            text = tr("%1 (%2): firemen strength %3.").replace("%1", ordinal_fire(int(p["order"]))).replace(
                "%2", points(int(p["points"]))).replace("%3", strengths)
            if not p["gain"]:
                return text + " " + tr("Everyone is equally strong: nobody gains or loses points.")
            worth = points(int(p["points"]))
            gain = tr("%1 gains %2.") if len(p["gain"]) == 1 else tr("%1 gain %2.")
            lose = tr("%1 loses %2.") if len(p["lose"]) == 1 else tr("%1 lose %2.")
            return " ".join((text, gain.replace("%1", self.names(p["gain"])).replace("%2", worth),
                             lose.replace("%1", self.names(p["lose"])).replace("%2", worth)))
        if code == "last_round":
            return tr("Only the Fourth Fire is left in the deck: round %1 is the last round.").replace(
                "%1", str(p["round"]))
        if code == "worker_placed":
            return tr("%1 places a worker in column %2 (space %3).").replace("%1", who).replace(
                "%2", str(int(p["column"]) + 1)).replace("%3", str(p["space"]))
        if code == "purchase_declined":
            text = (tr("%1 cannot pay %2 for %3 and takes the worker back.") if p["forced"]
                    else tr("%1 declines %3 at %2 and takes the worker back."))
            return text.replace("%1", who).replace("%2", price(int(p["price"]))).replace(
                "%3", self.card_label(p["card"]))
        if code == "card_bought":
            return tr("%1 bought %2 for %3.").replace("%1", who).replace("%2", self.card_label(p["card"])).replace(
                "%3", price(int(p["price"])))
        if code == "card_discarded":
            text = tr("Nobody bought %1; it is discarded.").replace("%1", self.card_label(p["card"]))
            if p.get("cubes"):
                text += " " + tr("Its cubes go to the supply: %1.").replace("%1", self.goods(p["cubes"]))
            return text
        if code == "ship_unloaded":
            return tr("%1 unloads a ship: %2.").replace("%1", who).replace("%2", self.goods(p["cubes"]))
        if code == "loading_started":
            return tr("%1 loads goods.").replace("%1", who)
        if code == "cube_delivered":
            text = tr("%1 delivers %2 to %3.").replace("%1", who).replace(
                "%2", self.cube_from(p["source"], p["good"])).replace("%3", self.card_label(p["card"]))
            return text + (" " + tr("The contract is complete!") if p["complete"] else "")
        if code == "cube_sold":
            return tr("%1 sells %2 to the %3 for %4.").replace("%1", who).replace(
                "%2", self.cube_from(p["source"], p["good"])).replace("%3", self.card(p["card"])).replace(
                "%4", coins(int(p["coins"])))
        if code == "cube_stored":
            return tr("%1 stores %2 in the warehouse.").replace("%1", who).replace(
                "%2", self.cube_from(p["source"], p["good"]))
        if code == "cube_kept":
            text = tr("%1 keeps %2 in the market hall.").replace("%1", who).replace(
                "%2", self.cube_from(p.get("source", "loose"), p["good"]))
            if p.get("replaced"):
                text += " " + tr("The %1 kept before goes to the supply.").replace("%1", self.good(p["replaced"]))
            return text
        if code == "cube_to_convert":
            return tr("%1 puts %2 into the market hall to convert (%3 of 3).").replace("%1", who).replace(
                "%2", self.cube_from(p["source"], p["good"])).replace("%3", str(p["pending"]))
        if code == "market_converted":
            return tr("%1 converts %2 in the market hall.").replace("%1", who).replace("%2", self.goods(p["cubes"]))
        if code == "cube_taken":
            return tr("%1 takes %2 from the supply.").replace("%1", who).replace("%2", self.good(p["good"]))
        if code == "cube_to_market_sell":
            return tr("%1 puts %2 into the market hall to sell (%3 of 2).").replace("%1", who).replace(
                "%2", self.cube_from(p["source"], p["good"])).replace("%3", str(p["pending"]))
        if code == "market_sold":
            return tr("%1 sells %2 in the market hall for %3.").replace("%1", who).replace(
                "%2", self.goods(p["cubes"])).replace("%3", coins(int(p["coins"])))
        if code == "cube_discarded":
            return tr("%1 puts %2 back into the supply.").replace("%1", who).replace(
                "%2", self.cube_from(p.get("source", "loose"), p["good"]))
        if code == "loading_done":
            text = tr("%1 has finished loading.").replace("%1", who)
            if p.get("discarded"):
                text += " " + tr("Left over, to the supply: %1.").replace("%1", self.goods(p["discarded"]))
            return text
        if code == "income":
            parts = [tr("%1 basic").replace("%1", str(p["base"]))]
            if p["no_purchase"]:
                parts.append(tr("%1 for buying nothing").replace("%1", str(p["no_purchase"])))
            if p["bank"]:
                parts.append(tr("%1 from the bank").replace("%1", str(p["bank"])))
            return tr("%1 takes %2 income (%3).").replace("%1", who).replace("%2", coins(int(p["coins"]))).replace(
                "%3", ", ".join(parts))
        if code == "start_player_passed":
            return tr("%1 is the new start player.").replace("%1", self.seat_name(p["seat"]))
        if code == "game_ended":
            winners = list(p["winners"])
            totals = ", ".join(f"{self.seat_name(s)} {t}" for s, t in enumerate(p["totals"]))
            if len(winners) == 1:
                return tr("The game is over. %1 wins. Points: %2.").replace("%1", self.names(winners)).replace(
                    "%2", totals)
            return tr("The game is over. %1 share the victory. Points: %2.").replace(
                "%1", self.names(winners)).replace("%2", totals)
        return None

    # --- the scoring screen and the side panel ------------------------------------
    @staticmethod
    def category(key: str) -> str:
        return {
            "fires": tr("Fires"), "contracts": tr("Contracts"), "counting_houses": tr("Counting houses"),
            "warehouse": tr("Warehouse"), "port": tr("Port"), "chamber": tr("Chamber of Commerce"),
            "merchants": tr("Merchants"), "church": tr("Boatsmen Church"), "st_michaelis": tr("St. Michaelis"),
            "market": tr("Market hall"),
        }.get(key, key.replace("_", " ").capitalize())

    def summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        p = players[seat]
        cards, home = len(p["cards"]), int(p["workers_home"])
        parts = [coins(int(p["coins"])), tr("firemen %1").replace("%1", str(p["firemen"])),
                 # the comment tells the cards held ("1 karta") from a price or a gift ("1 kartu")
                 tr("1 card", "how many a player holds") if cards == 1
                 else tr("%n cards", "how many a player holds", cards).replace("%n", str(cards))]
        if view.get("phase") == "demand":
            parts.append(tr("1 worker at home") if home == 1 else
                         tr("%n workers at home", "", home).replace("%n", str(home)))
        if seat == view.get("start_player"):
            parts.append(tr("start player"))
        return " · ".join(parts)

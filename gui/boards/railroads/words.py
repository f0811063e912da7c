"""Russian Railroads' words: names from the game's data, prompts, log sentences, action labels and refusals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.railroads.germany_view import STATIC as GERMANY_STATIC
from engine.games.railroads.view import STATIC
from gui.i18n import tr

COLOUR_HEX = {"black": "#2b2b2b", "grey": "#8f8f8f", "brown": "#7a4a26", "natural": "#d9c29a", "white": "#f4f1ea",
              "any": "#b08d57", "black_or_grey": "#5d5d5d"}
COLOUR_LETTER = {"black": "K", "grey": "G", "brown": "B", "natural": "N", "white": "W"}


def counted(n: int, one: str, many: str) -> str:
    """``one`` for exactly one, else ``many`` with its ``%n`` (Qt leaves ``%n`` alone without a translation)."""
    return one if n == 1 else many.replace("%n", str(n))


class Words:
    """Every sentence of the Russian Railroads board in the interface language."""

    def __init__(self, language: str, seat_name: Callable[[int | None], str]) -> None:
        self.language = language
        self.seat_name = seat_name
        self.view: dict[str, Any] = {}

    # --- names ---------------------------------------------------------------------------
    def pick(self, names: Any, fallback: str) -> str:
        if not isinstance(names, dict) or not names:
            return fallback
        return str(names.get(self.language) or names.get("en") or fallback)

    def colour(self, colour: Any) -> str:
        if colour == "any":
            return tr("any colour")
        if colour == "black_or_grey":
            return tr("black or grey")
        names = ((self.view.get("layout") or {}).get("colour_names") or {}).get(str(colour))
        return self.pick(names, str(colour))

    def line(self, line_id: Any) -> str:
        germany: list[dict[str, Any]] = (self.germany_static().get("layout") or {}).get("lines") or []
        for line in [*((self.view.get("layout") or STATIC["layout"]).get("lines") or []), *germany]:
            if line.get("id") == line_id:
                return self.pick(line.get("names_in_sentences") or line.get("names"), str(line_id))
        if line_id == "industry":
            return tr("the industry track")
        return str(line_id)

    def space(self, space_id: Any) -> str:
        twins = (self.view.get("coal") or {}).get("twins") or {}
        for space in self.view.get("spaces") or []:
            if space.get("id") == space_id:
                if space_id in twins:  # a half of the two-player coal space: named by what it gives
                    return tr("Coal space: %1").replace("%1", self.effect(space.get("effect") or {}))
                return self.pick(space.get("names"), str(space_id))
        engineer = (self.view.get("engineers") or {}).get(str(space_id))
        if engineer:
            return self.engineer(space_id)
        return str(space_id)

    def engineer(self, engineer_id: Any) -> str:
        engineer = (self.view.get("engineers") or {}).get(str(engineer_id)) or {}
        number = engineer.get("number", "?")
        return tr("Engineer %1").replace("%1", f"{number}{engineer.get('letter', '')}")

    def engineer_text(self, engineer_id: Any) -> str:
        engineer = (self.view.get("engineers") or {}).get(str(engineer_id)) or {}
        return self.pick(engineer.get("text"), self.effect(engineer.get("effect") or {}))

    def card(self, group: str, card_id: Any) -> str:
        card = ((self.view.get("cards") or {}).get(group) or {}).get(str(card_id)) or {}
        return self.pick(card.get("names"), str(card_id))

    def factory(self, number: Any) -> str:
        return tr("Factory %1").replace("%1", str(number))

    def factory_text(self, number: Any) -> str:
        factory = (self.view.get("factories") or {}).get(str(number)) or {}
        return self.pick(factory.get("text"), "")

    def special(self, kind: Any) -> str:
        types = (self.view.get("layout") or {}).get("special_types") or {}
        return self.pick((types.get(str(kind)) or {}).get("names"), str(kind))

    def locomotive(self, tile: Any) -> str:
        number = 9 if tile == 10 else tile
        return tr("Locomotive %1").replace("%1", str(number))

    # --- the German Railroads modules' names -------------------------------------------------
    def germany_static(self) -> dict[str, Any]:
        found: dict[str, Any] = self.view.get("germany") or GERMANY_STATIC
        return found

    def branch(self, name: Any) -> str:
        options = ((self.germany_static().get("layout") or {}).get("branch") or {}).get("options") or {}
        return self.pick((options.get(str(name)) or {}).get("names"), str(name))

    def area(self, area_id: Any) -> str:
        for line in (self.germany_static().get("layout") or {}).get("lines") or []:
            for area in line.get("areas") or []:
                if area.get("id") == area_id:
                    return self.pick(area.get("names"), str(area_id))
        return str(area_id)

    def tile(self, tile_id: Any) -> str:
        """A track tile by what it holds: "Track tile (3 spaces): Star points 2, “?” bonus marker"."""
        tile = (self.germany_static().get("tiles") or {}).get(str(tile_id)) or {}
        size = int(tile.get("size", 0) or 0)
        name = counted(size, tr("Track tile (1 space)"), tr("Track tile (%n spaces)", "", size))
        parts = [self.special_text(s) for s in tile.get("specials") or []]
        return name + (": " + ", ".join(parts) if parts else "")

    def special_text(self, special: dict[str, Any]) -> str:
        """A special space with what it gives: its type's name, the points, the colour or the effect."""
        text = self.special(special.get("type"))
        if special.get("type") == "immediate" and special.get("effect"):
            return text + ": " + self.effect(special.get("effect") or {})
        if special.get("type") == "unlock_colour" and special.get("colour"):
            return text + ": " + self.colour(special.get("colour"))
        if special.get("type") == "station" and special.get("area"):
            return text + " (" + self.area(special.get("area")) + ")"
        if special.get("points"):
            return f"{text} {special.get('points')}"
        return text

    def token_name(self, kind: Any) -> str:
        """An income token's own name: what it gives ("1 step with any rail")."""
        token = (self.germany_static().get("income_tokens") or {}).get(str(kind)) or {}
        return self.pick(token.get("names"), str(kind))

    def income_token(self, kind: Any) -> str:
        return tr("Income token: %1").replace("%1", self.token_name(kind))

    def foundry(self, foundry_id: Any) -> str:
        catalogue = (self.view.get("coal") or {}).get("foundry_catalogue") or {}
        found = catalogue.get(str(foundry_id)) or {}
        return tr("Foundry: %1").replace("%1", self.pick(found.get("names"), str(foundry_id)))

    def bonus_name(self, token_id: Any) -> str:
        for token in (self.view.get("extras") or {}).get("tokens") or []:
            if token.get("id") == token_id:
                return self.pick(token.get("names"), str(token_id))
        return str(token_id)

    def bonus_token(self, token_id: Any) -> str:
        return tr("Bonus token: %1").replace("%1", self.bonus_name(token_id))

    def coal(self, count: int) -> str:
        return counted(count, tr("1 coal"), tr("%n coal", "", count))

    # --- effects ---------------------------------------------------------------------------
    def effect(self, effect: dict[str, Any]) -> str:
        kind = effect.get("type")
        count = int(effect.get("count", 0) or 0)
        if kind == "rail_steps":
            text = counted(count, tr("1 step with %1 rails"), tr("%n steps with %1 rails", "", count)).replace("%1", self.colour(effect.get("colour")))
            if effect.get("distinct"):
                text += " " + tr("(each on another line)")
            return text
        if kind == "industry_steps":
            return counted(count, tr("1 industry step"), tr("%n industry steps", "", count))
        if kind == "coins":
            return counted(count, tr("1 rouble"), tr("%n roubles", "", count))
        if kind == "points":
            return counted(count, tr("1 point"), tr("%n points", "", count))
        if kind == "doubler":
            return counted(count, tr("1 doubler"), tr("%n doublers", "", count))
        if kind == "temp_workers":
            return counted(count, tr("1 extra worker for this round"), tr("%n extra workers for this round", "", count))
        if kind == "choice":
            return tr(" or ").join(self.effect(o) for o in effect.get("options") or [])
        if kind == "all":
            return ", ".join(self.effect(o) for o in effect.get("effects") or [])
        fixed = {
            "take_locomotive": tr("the next locomotive"),
            "take_factory": tr("the next factory"),
            "take_special_locomotive": tr("locomotive 9"),
            "gain_worker": tr("a new worker"),
            "gain_engineer": tr("an engineer"),
            "hire_engineer": tr("hire the engineer"),
            "use_engineer_action": tr("use the engineer's action"),
            "end_bonus_card": tr("an end-game bonus card"),
            "extra_industry_marker": tr("a second industry marker"),
            "bonus_marker": tr("a “?” bonus marker"),
            "question_card": tr("a “?” card"),
            "place_medal": tr("the Kiev medal"),
            "take_revaluation": tr("the revaluation tile"),
            "claim_turn_order": tr("first place in the next round's order") if effect.get("position") == 1
            else tr("second place in the next round's order"),
            "reuse_action_space": tr("use an occupied action space again"),
            "points_formula": tr("points equal to your highest locomotive")
            if effect.get("formula") == "highest_locomotive" else tr("points by a formula"),
            "take_foundry": tr("a foundry from the display"),
            "take_stoker": tr("a stoker for a locomotive or a factory"),
            "bonus_token": tr("a bonus token"),
            "start_bonus_draw": counted(count, tr("1 random starting bonus"),
                                        tr("%n random starting bonuses", "", count)),
            "reuse_factory": tr("one of your factories works again"),
            "build_factory": tr("build %1").replace("%1", self.factory(effect.get("factory"))),
        }
        if kind == "coal":
            return self.coal(count)
        if kind == "coal_factory":
            return tr("%1 black steps, and %2 more for each coal paid (at most %3 coal)").replace(
                "%1", str(effect.get("black", 0))).replace("%2", str(effect.get("per_coal", 0))).replace(
                "%3", str(effect.get("max_coal", 0)))
        return fixed.get(str(kind), str(kind))

    # --- prompts ---------------------------------------------------------------------------
    def prompt(self, prompt: dict[str, Any]) -> str | None:
        code = prompt.get("code")
        params = prompt.get("params") or {}
        if code == "start_bonus":
            return tr("Choose your starting bonus card")
        if code == "take_turn":
            if params.get("free"):
                if not self.view.get("coal"):
                    return tr("Place a worker (or a rouble) or pass; glowing income tokens are free actions")
                if not self.view.get("germany"):
                    return tr("Place a worker (or a rouble) or pass; glowing foundries and the stoker space are free "
                              "actions")
                return tr("Place a worker (or a rouble) or pass; glowing tokens, foundries and the stoker space "
                          "are free actions")
            return tr("Drag a worker (or a rouble in its place) onto an action space, or pass")
        if code == "spend":
            pools = params.get("pools") or []
            parts = [self.pool(p) for p in pools]
            text = tr("Spend your steps: %1").replace("%1", "; ".join(parts)) if parts else tr("Finish your action")
            return text
        if code == "place_locomotive":
            return tr("Drag %1 onto a locomotive slot of one of your lines").replace(
                "%1", self.locomotive(params.get("tile")))
        if code == "choose_option":
            return tr("Choose one: %1").replace("%1", tr(" or ").join(self.effect(o) for o in params.get("options") or []))
        if code == "choose_bonus_marker":
            return tr("Choose a “?” bonus marker")
        if code == "choose_question_card":
            return tr("Choose a “?” card")
        if code == "choose_reuse":
            return tr("Choose the occupied action space to use again")
        if code == "choose_end_card":
            return tr("Choose an end-game bonus card")
        if code == "relocate":
            return tr("You may move one of your workers to a free action space")
        if code == "game_over":
            return tr("The game is over")
        return self.module_prompt(str(code), params)

    def module_prompt(self, code: str, params: dict[str, Any]) -> str | None:
        """The prompts of the German Railroads modules (free actions, Coal, Germany, extras)."""
        if code == "free_actions":
            return tr("Use another free action (they glow) or end your turn")
        if code == "close_foundry":
            return tr("Close %1? It becomes a stoker for a locomotive or a factory").replace(
                "%1", self.foundry(params.get("foundry")))
        if code == "place_stoker":
            return tr("Drag the stoker onto one of your locomotives or factories")
        if code == "choose_foundry":
            return tr("Click the foundry you take from the display")
        if code == "choose_bonus_token":
            return tr("Choose a bonus token")
        if code == "choose_factory_again":
            return tr("Choose the factory that works again")
        if code == "buy_coal_steps":
            return tr("Pay coal for more black steps (2 for each coal)")
        if code == "choose_factory_slot":
            return tr("Choose the factory slot for the coal factory")
        if code == "choose_branch":
            return tr("Drag the black rail onto space 9 of Berlin or Hamburg: the branch is chosen for good")
        if code == "choose_tile":
            return tr("Drag a track tile of %1 spaces from the offer into the dashed area %2").replace(
                "%1", str(params.get("size", ""))).replace("%2", self.area(params.get("area")))
        if code == "choose_income_token":
            return tr("Click an income token in the display to take it, or skip")
        return None

    def pool(self, pool: dict[str, Any]) -> str:
        kind = pool.get("kind")
        if kind == "rail":
            text = counted(int(pool.get("count", 0)), tr("1 step with %1 rails"), tr("%n steps with %1 rails", "", int(pool.get("count", 0)))).replace(
                "%1", self.colour(pool.get("colour")))
            if pool.get("distinct"):
                text += " " + tr("(each on another line)")
            return text
        if kind == "industry":
            return counted(int(pool.get("count", 0)), tr("1 industry step"), tr("%n industry steps", "", int(pool.get("count", 0))))
        if kind == "loco":
            return tr("take the next locomotive")
        if kind == "factory":
            return tr("take the next factory")
        return str(kind)

    # --- actions ---------------------------------------------------------------------------
    def action(self, action: Action) -> str | None:
        kind, args = action.kind, action.args
        if kind == "start_bonus":
            return tr("Take the starting bonus: %1").replace("%1", self.card("start_bonus", args[0]))
        if kind == "place":
            coins = int(args[1])
            name = self.space(args[0])
            if coins:
                return counted(coins, tr("%1, paying 1 rouble instead of a worker"), tr("%1, paying %n roubles instead of workers", "", coins)).replace("%1", name)
            return name
        if kind == "pass":
            return tr("Pass")
        if kind == "rail":
            return tr("%1 rail on the %2").replace("%1", self.colour(args[1])).replace("%2", self.line(args[0]))
        if kind == "industry":
            return tr("Move industry marker %1").replace("%1", str(int(args[0]) + 1))
        if kind == "loco":
            return tr("Locomotive onto the %1, slot %2").replace("%1", self.line(args[0])).replace(
                "%2", str(int(args[1]) + 1))
        if kind == "loco_discard":
            return tr("Put the locomotive back")
        if kind == "factory":
            text = tr("Build %1").replace("%1", self.factory(args[0]))
            if len(args) > 1 and args[1] == "pool":
                text += " " + tr("(a returned one)")
            if len(args) > 2:
                text += " " + tr("(replacing the factory in slot %1)").replace("%1", str(args[2]))
            return text
        if kind == "choose":
            options = ((self.view.get("prompt") or {}).get("params") or {}).get("options") or []
            index = int(args[0])
            return self.effect(options[index]) if 0 <= index < len(options) else tr("Option %1").replace(
                "%1", str(index + 1))
        if kind == "marker":
            return self.card("bonus_markers", args[0])
        if kind == "qcard":
            return self.card("question_cards", args[0])
        if kind == "reuse":
            return tr("Use again: %1").replace("%1", self.space(args[0]))
        if kind == "endcard":
            return self.card("end_cards", args[0])
        if kind == "skip":
            return tr("Skip")
        if kind == "done":
            return tr("Done (forfeit the rest)")
        if kind == "relocate":
            return tr("Move a worker to %1").replace("%1", self.space(args[0]))
        if kind == "stay":
            return tr("Leave the workers where they are")
        return self.module_action(kind, args)

    def module_action(self, kind: str, args: tuple[Any, ...]) -> str | None:
        if kind == "end_turn":
            return tr("End the turn")
        if kind == "coal_space":
            return tr("Stoker space: a stoker for 2 coal")
        if kind == "foundry":
            return tr("Use %1 (2 coal)").replace("%1", self.foundry(args[0]))
        if kind == "close":
            return tr("Close the foundry: it becomes a stoker")
        if kind == "keep":
            return tr("Keep the foundry open")
        if kind == "stoker":
            if args[0] == "loco":
                return tr("Stoker onto the locomotive on the %1, slot %2").replace("%1", self.line(args[1])).replace(
                    "%2", str(int(args[2]) + 1))
            return tr("Stoker onto the factory in slot %1").replace("%1", str(args[1]))
        if kind == "take_foundry":
            return tr("Take %1").replace("%1", self.foundry(args[0]))
        if kind == "bonus_token":
            return self.bonus_token(args[0])
        if kind == "refire":
            return tr("The factory in slot %1 works again").replace("%1", str(args[0]))
        if kind == "coal_buy":
            coal = int(args[0])
            return tr("Pay no coal") if not coal else tr("Pay %1 for %2 more black steps").replace(
                "%1", self.coal(coal)).replace("%2", str(2 * coal))
        if kind == "build":
            return tr("%1 into slot %2").replace("%1", self.factory(args[0])).replace("%2", str(args[1]))
        if kind == "branch":
            return tr("Munich continues to %1").replace("%1", self.branch(args[0]))
        if kind == "tile":
            return self.tile(args[0])
        if kind == "take_token":
            return tr("Take the income token: %1").replace("%1", self.token_name(args[0]))
        if kind == "income":
            return tr("Use the income token: %1").replace("%1", self.token_name(args[0]))
        return None

    # --- events ----------------------------------------------------------------------------
    def event(self, event: Event) -> str | None:
        p = event.params
        who = self.seat_name(event.seat) if event.seat is not None else ""
        code = event.code

        def say(text: str) -> str:
            return text.replace("%who", who)

        if code == "game_started":
            return tr("The game begins: %1 rounds.").replace("%1", str(p.get("rounds")))
        if code == "round_started":
            text = tr("Round %1 begins.").replace("%1", str(p.get("round")))
            return text + (" " + tr("It is the last round.") if p.get("last") else "")
        if code == "start_bonus_taken":
            return say(tr("%who took the starting bonus: %1.")).replace("%1", self.card("start_bonus", p.get("card")))
        if code == "placed":
            coins = int(p.get("coins", 0) or 0)
            text = say(tr("%who took %1.")).replace("%1", self.space(p.get("space")))
            if coins:
                text = say(counted(coins, tr("%who took %1, paying 1 rouble."), tr("%who took %1, paying %n roubles.", "", coins))).replace("%1", self.space(p.get("space")))
            return text
        if code == "passed":
            return say(counted(int(p.get("points", 0) or 0), tr("%who passed (1 point from the turn-order card)."), tr("%who passed (%n points from the turn-order card).", "", int(p.get("points", 0) or 0))))
        if code in ("turn_ended", "skipped", "relocation_declined"):
            return None
        if code == "engineer_used":
            return say(tr("%who used %1.")).replace("%1", self.engineer(p.get("engineer")))
        if code == "engineer_hired":
            return say(tr("%who hired %1.")).replace("%1", self.engineer(p.get("engineer")))
        if code == "engineer_gained":
            return say(tr("%who gained %1.")).replace("%1", self.engineer(p.get("engineer")))
        if code == "engineer_removed":
            return tr("%1 leaves the engineer row unhired.").replace("%1", self.engineer(p.get("engineer")))
        if code == "rail_moved":
            return say(tr("%who moved the %1 rail on the %2 to space %3.")).replace(
                "%1", self.colour(p.get("colour"))).replace("%2", self.line(p.get("line"))).replace("%3", str(p.get("to")))
        if code == "colour_unlocked":
            return say(tr("%who unlocked the %1 rails.")).replace("%1", self.colour(p.get("colour")))
        if code == "special_reached":
            return say(tr("%who reached a special space on %1: %2.")).replace("%1", self.line(p.get("line"))).replace(
                "%2", self.special(p.get("type")))
        if code == "worker_gained":
            return say(tr("%who gained a new worker."))
        if code == "industry_moved":
            return say(tr("%who moved the industry marker to space %1.")).replace("%1", str(p.get("to")))
        if code == "industry_marker_added":
            return say(tr("%who got a second industry marker."))
        if code == "factory_fired":
            return say(tr("%who's %1 worked.")).replace("%1", self.factory(p.get("number")))
        if code == "locomotive_taken":
            return say(tr("%who took %1.")).replace("%1", self.locomotive(p.get("tile")))
        if code == "locomotive_placed":
            text = say(tr("%who put %1 on the %2.")).replace("%1", self.locomotive(p.get("tile"))).replace(
                "%2", self.line(p.get("line")))
            if p.get("replaced"):
                text += " " + tr("It replaces %1.").replace("%1", self.locomotive(p.get("replaced")))
            return text
        if code == "locomotive_returned":
            if p.get("as_factory"):
                return say(tr("%who turned %1 over to its factory side.")).replace("%1", self.locomotive(p.get("tile")))
            return say(tr("%who put %1 back.")).replace("%1", self.locomotive(p.get("tile")))
        if code == "factory_built":
            text = say(tr("%who built %1.")).replace("%1", self.factory(p.get("number")))
            if p.get("replaced"):
                text += " " + tr("It replaces %1.").replace("%1", self.factory(p.get("replaced")))
            return text
        if code == "doubler_placed":
            return say(tr("%who placed a doubler."))
        if code == "coins_gained":
            return say(counted(int(p.get("count", 0) or 0), tr("%who gained 1 rouble."), tr("%who gained %n roubles.", "", int(p.get("count", 0) or 0))))
        if code == "points_scored":
            return say(counted(int(p.get("points", 0) or 0), tr("%who scored 1 point."), tr("%who scored %n points.", "", int(p.get("points", 0) or 0))))
        if code == "helpers_taken":
            return say(counted(int(p.get("count", 0) or 0), tr("%who took 1 extra worker for this round."), tr("%who took %n extra workers for this round.", "", int(p.get("count", 0) or 0))))
        if code == "turn_order_claimed":
            return say(tr("%who claimed first place in the next round's order.") if p.get("position") == 1
                       else tr("%who claimed second place in the next round's order."))
        if code == "bonus_marker_used":
            return say(tr("%who used the bonus marker: %1.")).replace("%1", self.card("bonus_markers", p.get("marker")))
        if code == "question_card_taken":
            return say(tr("%who took the “?” card: %1.")).replace("%1", self.card("question_cards", p.get("card")))
        if code == "space_reused":
            return say(tr("%who used %1 again.")).replace("%1", self.space(p.get("space")))
        if code == "end_card_taken":
            return say(tr("%who took an end-game bonus card."))
        if code == "end_deck_shown":
            return say(tr("%who looks through the end-game bonus cards."))
        if code == "revaluation_taken":
            return say(tr("%who took the revaluation tile."))
        if code == "medal_placed":
            return say(tr("%who placed the Kiev medal."))
        if code == "rest_forfeited":
            return say(tr("%who let the remaining steps go."))
        if code == "turn_order_changed":
            order = ", ".join(self.seat_name(s) for s in p.get("order") or [])
            return tr("The order for the next round: %1.").replace("%1", order)
        if code == "relocated":
            return say(tr("%who moved a worker to %1.")).replace("%1", self.space(p.get("space")))
        if code == "round_scored":
            return self.scoring_line(who, p)
        if code == "end_card_scored":
            return say(counted(int(p.get("points", 0) or 0), tr("%who: %1 scores 1 point."), tr("%who: %1 scores %n points.", "", int(p.get("points", 0) or 0)))).replace(
                "%1", self.card("end_cards", p.get("card")))
        if code == "engineer_majority":
            return say(counted(int(p.get("points", 0) or 0), tr("%who is place %1 in the engineer majority: 1 point."), tr("%who is place %1 in the engineer majority: %n points.", "", int(p.get("points", 0) or 0)))).replace("%1", str(p.get("place")))
        if code.startswith("emil_"):
            return self.emil_event(code, p)
        module = self.module_event(code, p)
        if module is not None:
            return say(module)
        if code == "game_over":
            names = ", ".join(self.seat_name(s) for s in p.get("winners") or [])
            return tr("The game is over. Winner: %1.").replace("%1", names)
        return None

    def module_event(self, code: str, p: dict[str, Any]) -> str | None:
        """The log sentences of the German Railroads modules (``%who`` is the player)."""
        count = int(p.get("count", 0) or 0)
        if code == "coal_gained":
            return tr("%who gained %1.").replace("%1", self.coal(count))
        if code == "coal_spent":
            return tr("%who paid %1 for %2 black steps.").replace("%1", self.coal(count)).replace(
                "%2", str(p.get("black_steps", 0)))
        if code == "coal_space_used":
            return tr("%who used the stoker space for %1.").replace("%1", self.coal(int(p.get("coal", 0) or 0)))
        if code == "foundry_taken":
            return tr("%who took %1.").replace("%1", self.foundry(p.get("foundry")))
        if code == "foundry_revealed":
            return tr("%1 is turned face up.").replace("%1", self.foundry(p.get("foundry")))
        if code == "foundry_used":
            return tr("%who used %1.").replace("%1", self.foundry(p.get("foundry")))
        if code == "foundry_closed":
            return tr("%who closed %1: it becomes a stoker.").replace("%1", self.foundry(p.get("foundry")))
        if code == "stoker_taken":
            return tr("%who took a stoker (%1 left in the stack).").replace("%1", str(p.get("stack_left", 0)))
        if code == "stoker_attached":
            if p.get("factory_slot"):
                return tr("%who put a stoker on %1.").replace("%1", self.factory(p.get("factory")))
            return tr("%who put a stoker on %1 on the %2.").replace("%1", self.locomotive(p.get("locomotive"))).replace(
                "%2", self.line(p.get("line")))
        if code == "stoker_removed":
            return tr("A stoker of %who leaves the game with its tile.")
        if code == "bonus_token_taken":
            return tr("%who took a bonus token: %1.").replace("%1", self.bonus_name(p.get("token")))
        if code == "start_bonus_drawn":
            cards = ", ".join(self.card("start_bonus", c) for c in p.get("cards") or [])
            return tr("%who drew the starting bonuses: %1.").replace("%1", cards or "–")
        if code == "branch_chosen":
            return tr("%who chose the branch: Munich continues to %1.").replace("%1", self.branch(p.get("branch")))
        if code == "tile_placed":
            return tr("%who laid a track tile in %1: %2.").replace("%1", self.area(p.get("area"))).replace(
                "%2", self.tile(p.get("tile")))
        if code == "income_token_taken":
            return tr("%who took an income token: %1.").replace("%1", self.token_name(p.get("token")))
        if code == "income_token_used":
            return tr("%who turned an income token face down and used it: %1.").replace(
                "%1", self.token_name(p.get("token")))
        if code == "worker_cap_reached":
            return tr("%who already has the %1 workers the board's spaces can give: no new worker.").replace(
                "%1", str(p.get("cap", 0)))
        return None

    def emil_event(self, code: str, p: dict[str, Any]) -> str | None:
        """Emil's moves in the solo game: the card he revealed and why a card was discarded."""
        if code == "emil_blocked":
            text = tr("Emil reveals %1 and blocks it.").replace("%1", self.space(p.get("space")))
            if p.get("engineer"):
                text += " " + tr("He sets %1 aside.").replace("%1", self.engineer(p.get("engineer")))
            tiles = list(p.get("tiles") or [])
            factory = p.get("factory")
            if factory in tiles[1:]:  # the second tile of "Locomotive and factory" is taken for its factory side
                tiles.remove(factory)
            for tile in tiles:
                text += " " + tr("He sets %1 aside.").replace("%1", self.locomotive(tile))
            if factory:
                text += " " + tr("He sets %1 aside.").replace("%1", self.factory(factory))
            return text
        if code == "emil_skipped":
            return tr("Emil reveals %1 and discards it: %2").replace("%1", self.space(p.get("space"))).replace(
                "%2", self.emil_reason(str(p.get("reason"))))
        if code == "emil_passed":
            return tr("Emil passes for the rest of the round.")
        if code == "emil_worker_gained":
            return tr("Emil gets another worker: he now has %1.").replace("%1", str(p.get("total")))
        if code == "emil_majority":
            return tr("Emil is place %1 in the engineer majority with %2 engineers.").replace(
                "%1", str(p.get("place"))).replace("%2", str(p.get("engineers")))
        return None

    def emil_reason(self, reason: str) -> str:
        reasons = {
            "occupied": tr("the space is already taken."),
            "too_few_workers": tr("he has too few workers left for it."),
            "colour_unusable": tr("you cannot use rails of that colour yet."),
            "no_engineer": tr("there is no engineer on it."),
            "not_in_play": tr("the space is not in this game."),
        }
        return reasons.get(reason, reason)

    def scoring_line(self, who: str, p: dict[str, Any]) -> str | None:
        """A seat's points of one category in a round's scoring, as scored: the Kiev stars and medal
        by their names, a line by its name; nothing when nothing was scored."""
        points = int(p.get("points", 0) or 0)
        category = str(p.get("category"))
        if not points:
            return None
        if p.get("line") and category not in ("stars", "medal"):
            text = counted(points, tr("%who scores 1 point on the %1"), tr("%who scores %n points on the %1", "", points)).replace("%1", self.line(p.get("line")))
            if p.get("reach") is not None:
                text += " " + tr("(up to space %1)").replace("%1", str(p.get("reach")))
        else:
            text = counted(points, tr("%who scores 1 point: %1"), tr("%who scores %n points: %1", "", points)).replace("%1", self.category(category))
        return text.replace("%who", who) + "."

    # --- score screen ---------------------------------------------------------------------
    def category(self, key: str) -> str:
        names = {
            "stars": tr("Kiev stars"), "medal": tr("Kiev medal"), "industry": tr("Industry"),
            "turn_order": tr("Passing"), "bonuses": tr("Factories and engineers"), "end_cards": tr("End-game cards"),
            "engineers": tr("Engineer majority"),
        }
        if self.view.get("germany") and key in ("stars", "medal"):  # the Germany board's stars and medal are not Kiev's
            return tr("Stars") if key == "stars" else tr("Medal")
        if key in names:
            return names[key]
        line = self.line(key)
        return line if line != key else key

    # --- refusals -------------------------------------------------------------------------
    def space_reason(self, reason: str) -> str:
        reasons = {
            "occupied": tr("Another worker already stands on this space this round."),
            "covered": tr("This space is covered in this game."),
            "claimed_other": tr("You already hold the other turn-order space."),
            "already_there": tr("You already stand on this space."),
            "not_last_round": tr("This space opens only in the last round."),
            "no_engineer": tr("There is no engineer on this space."),
            "not_in_full": tr("You could not carry out this action in full, and actions on the main board must be."),
            "no_workers": tr("You do not have enough workers (or roubles to replace them)."),
            "no_coins": tr("You do not have the roubles this space asks for."),
            "not_your_turn": tr("It is not your turn to place a worker."),
        }
        return reasons.get(reason, tr("This move is not possible now."))

    def summary(self, player: dict[str, Any], with_points: bool = True) -> str:
        workers = player.get("workers") or {}
        free = f"{workers.get('free', 0) + workers.get('helpers', 0)}/{workers.get('total', 0)}"
        if not with_points:
            return tr("%1 workers · %2 roubles").replace("%1", free).replace("%2", str(player.get("coins", 0)))
        return tr("%1 points · %2 workers · %3 roubles").replace("%1", str(player.get("score", 0))).replace(
            "%2", free).replace("%3", str(player.get("coins", 0)))

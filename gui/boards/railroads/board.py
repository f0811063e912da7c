"""The Russian Railroads board: the worker spaces and the engineer row above, the viewer's own board below,
the round and the others' strips on the right (a click opens a player's whole board). Where each part lies
and how large its words are is declared in layout.json; this module puts the parts together."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from gui.boards.base import Board, BoardContext, LegendEntry, TourStep
from gui.boards.layout import BoardLayout, board_layout
from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import germany, legend, modules, panels, refusals, spaces, strips
from gui.boards.railroads.home import Home
from gui.boards.railroads.items import Icon, effect_icons
from gui.boards.railroads.spaces import space_target
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER, Words
from gui.i18n import tr
from gui.scene import theme
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, TableScene

SPECIAL_MARKS = {"unlock_colour": "◆", "new_worker": "☺", "bonus_marker": "?", "line_doubling": "×2",
                 "star_points": "★", "medal_space": "◎", "line_end": "▮", "branch_point": "Y", "station": "⌂",
                 "immediate": "!", "income_token": "¤", "extra_industry_marker": "+"}


class RailroadsBoard(Board):
    """Drag workers or roubles onto action spaces, rail markers along the lines, locomotives onto slots."""

    log_actions = False  # the event sentences tell every move ("Eva took 2 black steps.")
    quiet_actions = frozenset({"skip", "end_turn", "keep"})  # ending a turn, keeping a foundry: nothing to tell

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.layout: BoardLayout = board_layout("railroads", variant="default")

    # --- helpers --------------------------------------------------------------------------
    def home_seat(self, view: dict[str, Any], seat: int | None) -> int:
        players = len(view.get("players") or [None])
        current = view.get("current")
        for candidate in (seat, self.viewer):
            if candidate is not None and 0 <= candidate < players:
                return candidate
        humans = [i for i, s in enumerate(self.context.seats) if not s.is_ai and i < players]
        if humans:
            return humans[0]
        return current if isinstance(current, int) else 0

    @staticmethod
    def variant(view: dict[str, Any]) -> str:
        """The layout for the players at the table and the modules in play (layout.json's variants)."""
        players = len(view.get("players") or []) or 1
        coal, germany_on = bool(view.get("coal")), bool(view.get("germany"))
        modules_on = "modules" if coal and germany_on else "coal" if coal else "germany" if germany_on else ""
        if players >= 4:
            return modules_on or "default"
        return f"{modules_on}-{players}" if modules_on else str(players)

    def colour_of(self, seat: Any) -> QColor:
        return self.context.seat_colour(seat) if isinstance(seat, int) else QColor("#888888")

    def icons_of(self, effect: dict[str, Any]) -> list[Icon]:
        """An effect in pictures, the rail cubes lettered when the colour cues are on."""
        return effect_icons(effect, COLOUR_HEX, COLOUR_LETTER if self.context.colour_cues else None)

    def cost_text(self, cost: dict[str, Any]) -> str:
        workers, coins = int(cost.get("workers", 0) or 0), int(cost.get("coins", 0) or 0)
        parts = []
        if workers:
            parts.append(tr("1 worker") if workers == 1 else tr("%n workers", "", workers).replace("%n", str(workers)))
        if coins:
            parts.append(tr("1 rouble") if coins == 1 else tr("%n roubles", "", coins).replace("%n", str(coins)))
        return " + ".join(parts) if parts else tr("free")

    def points_text(self, score: Any) -> str:
        if isinstance(score, int):
            return tr("1 point") if score == 1 else tr("%n points", "", score).replace("%n", str(score))
        return tr("%1 points").replace("%1", str(score))

    def score_facts(self, player: dict[str, Any]) -> str:
        """The points so far and what the round would score now, for a board's band."""
        return " · ".join([self.points_text(player.get("score", 0)),
                           tr("round score now: %1").replace("%1", str(player.get("round_projection", 0)))])

    def values_text(self, values: str) -> str:
        table = (self.words.view.get("colour_values") or {}).get(values) or {}
        return ", ".join(f"{self.words.colour(c)} {v}" for c, v in table.items() if v)

    def factory_effect(self, number: Any) -> dict[str, Any]:
        return ((self.words.view.get("factories") or {}).get(str(number)) or {}).get("effect") or {}

    def lines_of(self, view: dict[str, Any], player: dict[str, Any]) -> list[dict[str, Any]]:
        if player.get("germany"):
            return germany.lines_of(view)
        return (view.get("layout") or {}).get("lines") or []

    def short_line(self, line: dict[str, Any]) -> str:
        """The name players use for a line ("Kiev" for Moscow–Kiev); the full name is its tooltip."""
        short = {"trans_siberian": tr("Trans-Siberian"), "st_petersburg": tr("St. Petersburg"), "kiev": tr("Kiev"),
                 "nuremberg_fuerth": tr("Nuremberg")}
        line_id = str(line.get("id"))
        return short.get(line_id) or self.words.pick(line.get("names"), line_id)

    def line_label(self, view: dict[str, Any], line: dict[str, Any], player: dict[str, Any]) -> str:
        branch = germany.branch_of(view, line, player)
        name = self.short_line(line)
        return f"{name} → {self.words.branch(branch)}" if branch else name

    def label_points(self, text: str, width: float) -> tuple[float, bool]:
        """The size a line's label is painted at: the body's when it fits ``width``, else the small one's."""
        body = self.layout.font("body")
        if QFontMetricsF(theme.font(body, bold=True)).horizontalAdvance(text) <= width:
            return body, True
        small = self.layout.font("small")
        return small, QFontMetricsF(theme.font(small, bold=True)).horizontalAdvance(text) <= width

    @staticmethod
    def special_mark(special: dict[str, Any]) -> str:
        return SPECIAL_MARKS.get(str(special.get("type")), "•")

    # --- drawing --------------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        self.words.view = view
        self.layout = board_layout("railroads", variant=self.variant(view))
        home = self.home_seat(view, seat)
        width, height = self.layout.size
        frame = BoardFrameItem(QRectF(0, 0, width, height))
        scene.addItem(frame)
        spaces.draw_grid(self, scene, frame, view)
        spaces.draw_engineers(self, scene, frame, view)
        if view.get("coal") and self.layout.has("coal"):
            coal_table.draw_table(self, scene, frame, view, actions)
        if view.get("germany") and self.layout.has("germany"):
            germany.draw_supply(self, scene, frame, view, actions)
        panels.draw_status(self, frame, view)
        if 0 <= home < len(view.get("players") or []):
            Home(self, scene, view, home, actions, True).draw(self.layout.rect("home"), frame)
        strips.draw_others(self, scene, frame, view, home)
        panels.draw_tray(self, scene, frame, view, actions)
        self._clicks(scene, actions)
        for move in self.moves(view, actions, seat):
            piece = scene.drag.pieces.get(move.piece_id)
            if piece is not None:
                piece.set_highlight("lit")
        strips.draw_opened(self, scene, view, home)

    def secret_decision(self, view: dict[str, Any]) -> bool | None:
        """Only the end-game cards are secret: choosing one is made alone; every other decision is open."""
        return (view.get("prompt") or {}).get("code") == "choose_end_card"

    def hot_seat(self) -> bool:
        return sum(1 for seat in self.context.seats if not seat.is_ai) > 1

    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        self.words.view = view
        return legend.entries(self, view)

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        return legend.palette()

    def _clicks(self, scene: TableScene, actions: list[Action]) -> None:
        """A click on an available action space places a worker there (without roubles when possible)."""
        first: dict[str, Action] = {}
        for action in actions:
            if action.kind in ("place", "relocate"):
                first.setdefault(space_target(str(action.args[0])), action)
        for target, action in first.items():
            if target in scene.drag.targets:
                scene.drag.set_click_action(target, action)
                scene.drag.targets[target].set_highlight("lit")

    # --- gestures ---------------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        result: list[Move] = []
        for action in actions:
            kind, args = action.kind, [str(a) for a in action.args]
            if kind == "place":
                piece = "coin" if int(args[1]) else "worker"
                result.append(Move(action, piece, space_target(args[0])))
                if piece == "worker" and self._rouble_only(view, args[0]):
                    result.append(Move(action, "coin", space_target(args[0])))  # it costs roubles alone
            elif kind == "relocate":
                result.append(Move(action, "worker", space_target(args[0])))
            elif kind == "rail":
                result.append(Move(action, f"rail:{seat}:{args[0]}:{args[1]}", f"track:{seat}:{args[0]}"))
            elif kind == "industry":
                result.append(Move(action, f"industry:{seat}:{args[0]}", f"lane:{seat}"))
            elif kind == "loco":
                result.append(Move(action, "held_loco", f"loco:{args[0]}:{args[1]}"))
            elif kind == "factory":
                factories = ((view.get("players") or [])[seat].get("factories") or []) if seat < len(
                    view.get("players") or []) else []
                slot = args[2] if len(args) > 2 else str(factories.index(0) + 1 if 0 in factories else 1)
                result.append(Move(action, panels.factory_piece(args[0], args[1]), f"fslot:{seat}:{slot}"))
            else:
                result.extend(modules.moves(view, action, seat))
        return result

    @staticmethod
    def _rouble_only(view: dict[str, Any], space_id: str) -> bool:
        for space in view.get("spaces") or []:
            if space.get("id") == space_id:
                cost = space.get("cost") or {}
                return not int(cost.get("workers", 0) or 0) and bool(int(cost.get("coins", 0) or 0))
        return False

    # --- words ---------------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        self.words.view = view
        return self.words.action(action) or super().describe_action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        self.words.view = view
        return self.words.event(event)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        self.words.view = view
        text = self.words.prompt(prompt)
        return text if text is not None else super().prompt_text(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key)

    def solo_verdict(self, scores: list[SeatScore], view: dict[str, Any]) -> str | None:
        """Alone against Emil only the player's points count; his engineers only for the majority."""
        emil = view.get("emil")
        if not isinstance(emil, dict) or not scores:
            return None
        verdict = tr("Solo against Emil: %1 points").replace("%1", str(scores[0].total))
        engineers = len(emil.get("engineers") or [])
        mine = len(((view.get("players") or [{}])[0]).get("engineers") or [])
        return verdict + "\n" + tr("Engineers: you %1, Emil %2").replace("%1", str(mine)).replace("%2", str(engineers))

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        text = self.words.summary(players[seat], with_points=False)
        if view.get("coal"):  # the Coal module: coal is spent in the own turn, the others see how much
            text += " · " + tr("%1 coal", "the side panel's summary").replace(
                "%1", str(coal_table.seat_coal(view, seat).get("coal", 0)))
        return text

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        # which end-game bonus card a player keeps stays secret
        return action.kind != "endcard" or seat == viewer

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        # Emil's workers count too: the space he just blocked is marked like any other change
        spaces = {space_target(str(s.get("id"))): (s.get("occupant"), tuple(s.get("users") or ()),
                                                   s.get("emil_workers", 0))
                  for s in view.get("spaces") or []}
        coal = view.get("coal") or {}
        for space in coal.get("coal_spaces") or []:  # the stoker space, taken with coal
            spaces[coal_table.stoker_space_target(str(space.get("id")))] = space.get("occupant")
        for foundry in coal.get("display") or []:  # a foundry newly face up in the display
            spaces[coal_table.offer_target(str(foundry))] = foundry
        return {**super().space_states(view), **spaces}

    def origin_of(self, piece_id: str, view: dict[str, Any]) -> str | None:
        """A worker just placed comes from its owner's board."""
        if piece_id.startswith("occ:"):
            space_id = piece_id.split(":")[1]
            for space in view.get("spaces") or []:
                if space.get("id") == space_id and isinstance(space.get("occupant"), int):
                    return f"seat:{space['occupant']}"
        return None

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        self.words.view = view
        if event.code == "game_over":
            return self.words.event(event)
        if event.code != "round_started":
            return None
        # a new round follows the scoring of the one before: the standings after it (the view's are
        # those only when this is the round now played; an earlier one, told late, gets no standings)
        texts = []
        number = int(event.params.get("round", 1) or 1)
        if number > 1 and number == view.get("round"):
            standings = " · ".join(f"{self.context.seat_name(p.get('seat'))} {p.get('score', 0)}"
                                   for p in view.get("players") or [])
            texts.append(tr("Round %1 is scored: %2").replace("%1", str(number - 1)).replace("%2", standings))
        elif number > 1:
            texts.append(tr("Round %1 is scored.").replace("%1", str(number - 1)))
        if event.params.get("last"):
            texts.append(self.words.event(event) or "")
        return "\n".join(t for t in texts if t) or None

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        self.words.view = view
        return refusals.explain(self, piece_id, target_id, view)

    def tour_steps(self, view: dict[str, Any]) -> list[TourStep]:
        return self._base_tour(view) + modules.tour(self, view)

    @staticmethod
    def _first_space(view: dict[str, Any]) -> str:
        """The action space the tour points at: the first of the board (the 2-player side lacks some)."""
        spaces = [s for s in view.get("spaces") or [] if s.get("group") not in ("engineer", "coal")]
        return space_target(str(spaces[0]["id"])) if spaces else "space:track_black_2"

    def _base_tour(self, view: dict[str, Any]) -> list[TourStep]:
        return [
            TourStep(tr("Drag a worker from your board onto an action space at the top (a rouble may stand in for "
                        "a worker). Dim spaces say on hover why they are closed."), self._first_space(view)),
            TourStep(tr("Your steps are spent on your own board below: drag a rail marker onto its line to move it "
                        "one space on; a rail never reaches the rail of the colour before it."), f"seat:{self.home_seat(view, None)}"),
        ]

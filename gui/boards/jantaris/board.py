"""The Jantaris board: the round city with its square beside the prestige track, the players' strips, the
market-control cards, the bazaar and the auction. Where each part lies is declared in layout.json."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.jantaris.data import CONTROL_CARDS, CONTROL_DISTRICTS, DISTRICTS, ITEM_INDEX
from engine.games.jantaris.view import item_json
from gui.boards.base import Board, BoardContext, LegendEntry, TourStep
from gui.boards.jantaris import reasons
from gui.boards.jantaris.build import Build
from gui.boards.jantaris.city import draw_city, loc_target
from gui.boards.jantaris.legend import legend_entries, palette
from gui.boards.jantaris.market import (
    choices_shown,
    draw_action,
    draw_bazaar,
    draw_choices,
    draw_control,
    is_button,
)
from gui.boards.jantaris.seats import SUPPLY, draw_opened, draw_strips, draw_track, draw_tray
from gui.boards.jantaris.words import GOODS, SYMBOL, Words
from gui.boards.layout import board_layout
from gui.i18n import tr
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, TableScene


class JantarisBoard(Board):
    """Drag merchants, guild tokens, goods and control cards; click a city place, an item, a vote card."""

    log_actions = False  # the event sentences tell every move ("Eva placed a merchant in Taira.")

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.movable: set[str] = set()  # the pieces and places of the table drawn last that play a move

    # --- helpers -------------------------------------------------------------------
    def seat_colour(self, seat: Any) -> QColor:
        return self.context.seat_colour(seat) if isinstance(seat, int) else QColor("#888888")

    @staticmethod
    def item_info(item_id: str) -> dict[str, Any]:
        return item_json(ITEM_INDEX[item_id]) if item_id in ITEM_INDEX else {"id": item_id}

    @staticmethod
    def control_districts() -> dict[str, list[str]]:
        return {card: [DISTRICTS[d] for d in CONTROL_DISTRICTS[k]] for k, card in enumerate(CONTROL_CARDS)}

    # --- drawing -------------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        players = len(view.get("players") or [])
        layout = board_layout("jantaris", players)
        width, height = layout.size
        frame = BoardFrameItem(QRectF(0, 0, width, height))
        scene.addItem(frame)
        b = Build(self, scene, frame, view, actions, layout, seat, self.home_seat(view, seat))
        if self.opened_seat is not None and not 0 <= self.opened_seat < players:
            self.opened_seat = None
        city = draw_city(b)
        draw_track(b)
        draw_strips(b)
        draw_control(b)
        buttons = any(is_button(a) for a in actions)
        if choices_shown(b):
            draw_choices(b)  # over the bazaar and the tray, or in the tray when buttons are due as well
        if not choices_shown(b) or buttons:
            draw_bazaar(b)
            draw_action(b)
        if not choices_shown(b):
            draw_tray(b)
        if self.opened_seat is not None:
            draw_opened(b, self.opened_seat)
            city.setVisible(False)  # under the opened board: no drop, mark or text lands there unseen
        self._clicks(scene, view, actions)
        # what may be dragged now glows, so the first move is found without reading the prompt
        moves = self.moves(view, actions, seat)
        self.movable = {move.piece_id for move in moves} | set(scene.drag.click_actions)
        for move in moves:
            piece = scene.drag.pieces.get(move.piece_id)
            if piece is not None:
                piece.set_highlight("lit")

    def button_label(self, action: Action, view: dict[str, Any]) -> str:
        """A short label for a button; the tooltip and the actions list say it in full."""
        kind, args = action.kind, action.args
        if kind in ("goods", "pay"):
            return " ".join(f"{SYMBOL[c]}{n}" for c, n in zip(GOODS, (int(args[0]), int(args[1])), strict=True) if n)
        if kind == "refund":
            return self.words.goods(args[0], 1)
        if kind == "count":
            return str(args[0])
        if kind == "expel":  # the prompt line asks whose merchants leave: the button names the player
            return self.context.seat_name(int(args[0]))
        return self.describe_action(action, view)

    def _clicks(self, scene: TableScene, view: dict[str, Any], actions: list[Action]) -> None:
        """Actions played by one click on what is drawn: a city place, an item, a player's merchants."""
        district = view.get("active_district")
        for action in actions:
            kind, args = action.kind, action.args
            target = ""
            if kind == "visit":
                target = f"visit:{args[0]}"
                if args[0] == "bazaar":  # a click on a displayed item visits the bazaar as well
                    for item in [t for t in scene.drag.targets if t.startswith("item:")]:
                        scene.drag.set_click_action(item, action)
            elif kind in ("auction", "swap"):
                target = f"item:{args[0]}"
            elif kind == "expel":
                piece = f"merchant:{args[0]}:{district}"
                if piece in scene.drag.pieces:
                    scene.drag.set_click_action(piece, action)
                continue
            if target and target in scene.drag.targets:
                scene.drag.set_click_action(target, action)
                scene.drag.targets[target].set_highlight("lit")

    def secret_decision(self, view: dict[str, Any]) -> bool | None:
        """The vote is chosen in secret, by its person alone; every other decision (the bids too) is open."""
        return (view.get("prompt") or {}).get("code") == "vote"

    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        return legend_entries(self, view)

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        return palette()

    # --- gestures -----------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        district = str(view.get("active_district") or "")
        supply = f"{SUPPLY}:{seat}"
        own = f"seat:{seat}"
        result: list[Move] = []
        for action in actions:
            kind, args = action.kind, [str(a) for a in action.args]
            if kind == "place":
                result.append(Move(action, supply, loc_target(args[0])))
            elif kind == "remove":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", own))
            elif kind == "move":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", loc_target(args[1])))
            elif kind == "recruit":
                result.append(Move(action, supply, loc_target(args[0])))
            elif kind == "move_in":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", loc_target(district)))
            elif kind == "move_out":
                result.append(Move(action, f"merchant:{seat}:{district}", loc_target(args[0])))
            elif kind == "send" and args[0] != "supply":
                result.append(Move(action, f"merchant:{seat}:{district}", loc_target(args[0])))
            elif kind == "send":
                result.append(Move(action, f"merchant:{seat}:{district}", own))
            elif kind == "to":
                result.append(Move(action, f"merchant:{seat}:square", loc_target(args[0])))
            elif kind == "token":
                result.append(Move(action, f"token:{args[0]}", loc_target(args[1])))
            elif kind == "take":
                result.append(Move(action, f"market:{args[0]}", own))
            elif kind == "steal":
                result.append(Move(action, f"goods:{args[0]}:{args[1]}", own))
            elif kind == "claim":
                result.append(Move(action, f"control:{args[0]}", own))
        return result

    # --- words ----------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self.words.action(action, view) or super().describe_action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        text = self.words.event(event, view)
        return text if text is not None else super().describe_event(event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        text = self.words.prompt(prompt, view)
        return text if text is not None else super().prompt_text(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key) or super().category_label(key)

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self.words.summary(view, seat)

    def tiebreak_label(self) -> str:
        return tr("goods left")

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        # the seats' panels, every district and the square, the bazaar, the control cards, the Great Market
        places = {loc_target(str(loc.get("id"))): (tuple(loc.get("merchants") or ()), tuple(loc.get("tokens") or ()))
                  for loc in view.get("locations") or []}
        bazaar = tuple(str(i.get("id")) for i in (view.get("bazaar") or {}).get("display") or [])
        control = tuple(str(c.get("id")) for c in (view.get("control") or {}).get("display") or [])
        market = (view.get("great_market") or {}).get("card")
        return {**super().space_states(view), **places, "visit:bazaar": bazaar, "control": control,
                "great_market": market.get("id") if isinstance(market, dict) else None}

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        # votes and markets come every turn, the log tells them; only the end is told on the table
        if event.code == "game_over":
            return self.describe_event(event, view)
        return None

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        # a vote card stays secret until the reveal, whose event names every card
        return action.kind != "vote" or seat == viewer

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        if target_id == "opened":
            return tr("An opened board lies over the city: close it first.")
        if not target_id and piece_id in self.movable:
            return None  # a piece that may move, dropped beside every place: the table's own sentence
        return reasons.explain(self.words, piece_id, target_id, view, self.viewer)

    def tour_steps(self, view: dict[str, Any]) -> list[TourStep]:
        return [
            TourStep(tr("The city: ten districts around the square. Drag your merchants from your supply (in your "
                        "panel) into a district, and the guild tokens from district to district."), "loc:square"),
            TourStep(tr("At the bazaar, click an item to auction it; bid with the numbered buttons. Your vote card "
                        "is chosen in secret, and control cards are claimed by dragging them onto your panel."),
                     "visit:bazaar"),
        ]

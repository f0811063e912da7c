"""The Speicherstadt board: the waterfront with its worker columns, the harbour, and every player's area."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from engine.core.actions import Action
from engine.core.events import Event
from gui.boards.base import Board, BoardContext, LegendEntry
from gui.boards.layout import BoardLayout, board_layout
from gui.boards.speicherstadt import faces, reasons
from gui.boards.speicherstadt.area import AreaDrawer
from gui.boards.speicherstadt.colours import GOOD_COLOURS
from gui.boards.speicherstadt.harbour import HarbourDrawer
from gui.boards.speicherstadt.items import CardLook, LayerItem
from gui.boards.speicherstadt.legend import legend_entries
from gui.boards.speicherstadt.scenery import GroundItem
from gui.boards.speicherstadt.words import CARDS, GOODS, Words, good_mark, points, season_name
from gui.i18n import tr
from gui.scene.card import provenance_mark, provenance_note
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, TableScene

# action kind -> the target a cube is dropped on
CUBE_TARGETS = {"store": "warehouse", "keep": "market:keep", "convert": "market:convert",
                "market_sell": "market:sell"}


def cube_target(action: Action) -> str:
    if action.kind == "deliver":
        return f"contract:{action.args[2]}"
    if action.kind == "sell":
        return f"merchant:{action.args[1]}"
    if action.kind == "discard":
        return "supply"
    return CUBE_TARGETS.get(action.kind, "")


def cube_pieces(view: dict[str, Any], seat: int) -> dict[tuple[str, str], list[str]]:
    """The seat's movable cubes by (source, good): loose ones while loading, stored ones always."""
    pieces: dict[tuple[str, str], list[str]] = {}
    loading = view.get("loading")
    if loading and loading.get("seat") == seat:
        for good, n in loading["loose"].items():
            pieces[("loose", good)] = [f"cube:loose:{good}:{i}" for i in range(n)]
    player = view["players"][seat]
    for good, n in player["warehouse"].items():
        pieces[("warehouse", good)] = [f"cube:warehouse:{good}:{i}" for i in range(n)]
    if player.get("market"):
        pieces[("market", player["market"])] = [f"cube:market:{player['market']}"]
    return pieces


class SpeicherstadtBoard(Board):
    """Drag a worker onto a column; buy or decline on the card; drag each cube to where it goes."""

    log_actions = False  # every move has an event sentence that tells it

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.top_items: list[Any] = []
        self.opened_at: tuple[Any, ...] | None = None  # the position in which an area was opened

    # --- which seat sits at the bottom edge --------------------------------------
    def home_seat(self, view: dict[str, Any], seat: int | None) -> int:
        if seat is not None:
            return seat
        if self.viewer is not None:
            return self.viewer
        humans = [i for i, s in enumerate(self.context.seats) if not s.is_ai]
        players = len(view.get("players") or [None])
        return humans[0] if humans and humans[0] < players else 0

    def good_letter(self, good: str) -> str:
        return good_mark(good)

    def letters(self) -> dict[str, str]:
        return {g: good_mark(g) for g in GOODS} if self.context.colour_cues else {}

    @staticmethod
    def layout(players: int) -> BoardLayout:
        return board_layout("speicherstadt", players)

    # --- drawing ---------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        home = self.home_seat(view, seat)
        players = len(view["players"])
        layout = self.layout(players)
        frame = BoardFrameItem(QRectF(0, 0, *layout.size))
        scene.addItem(frame)
        # the scene does not keep a top-level item's Python wrapper: without this reference a later
        # walk up from a piece (parentItem) makes a temporary wrapper whose end deletes the whole board
        self.top_items = [frame]
        GroundItem(frame.rect.adjusted(10, 10, -10, -10), frame)
        others = [s for s in range(players) if s != home]
        if self.opened_seat not in others:
            self.opened_seat = None
        self.close_when_waterfront_is_needed(view, actions)
        # an opened area lies over the waterfront and the harbour: hidden, they take no drop nor click
        shared = LayerItem(frame)
        shared.setVisible(self.opened_seat is None)
        table = HarbourDrawer(self, scene, layout, view, actions)
        if view.get("over"):
            table.final_table(shared)
        else:
            table.waterfront(shared)
        table.harbour(shared)
        areas = AreaDrawer(self, scene, layout, view, actions)
        areas.strips(frame, others, layout.rect("opponents"))
        panel = areas.area(frame, home, layout.rect("own"), interactive=True)
        scene.mark_space(panel, f"seat:{home}")
        if self.opened_seat is not None:
            self.top_items.append(areas.opened(self.opened_seat))

    def open_seat(self, seat: int | None) -> None:
        super().open_seat(seat)
        self.opened_at = None

    def close_when_waterfront_is_needed(self, view: dict[str, Any], actions: list[Action]) -> None:
        """An opened area covers the waterfront: it closes by itself when, after a move, the viewer is to place
        a worker or decide on a card there."""
        if self.opened_seat is None:
            return
        position = (view.get("round"), view.get("phase"), str(view.get("prompt")))
        if self.opened_at is None:
            self.opened_at = position
        elif position != self.opened_at and any(a.kind in ("place", "buy", "decline") for a in actions):
            self.opened_seat = None

    # --- card faces --------------------------------------------------------------
    def card_look(self, card_id: str, owned: bool = False) -> CardLook:
        return faces.card_look(self.words, card_id, self.letters(), owned)

    def contract_look(self, contract: dict[str, Any]) -> CardLook:
        return faces.contract_look(self.words, contract, self.letters())

    def card_tooltip(self, card_id: str) -> str:
        entry = CARDS[card_id]
        look = self.card_look(card_id)
        text = f"<b>{self.words.card_label(card_id)}</b> ({season_name(entry['season'])})"
        details = " ".join(look.lines)
        if entry["kind"] == "contract":
            details = tr("Needs %1; %2 when complete").replace("%1", self.words.goods(faces.needs_of(card_id))).replace(
                "%2", points(int(entry.get("points", 0))))
        note = provenance_note(provenance_mark(entry.get("marks") or {}, entry.get("corrected")))
        return f"{text}<br>{details}" + (f"<br><i>{note}</i>" if note else "")

    # --- the legend -------------------------------------------------------------------
    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        return legend_entries(self, view)

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        return {good: (GOOD_COLOURS[good], good_mark(good)) for good in GOODS}

    # --- gestures ------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        result: list[Move] = []
        player = view["players"][seat]
        pieces = cube_pieces(view, seat)
        for action in actions:
            if action.kind == "place":
                for i in range(player["workers_home"]):
                    result.append(Move(action, f"worker:{i}", f"column:{action.args[0]}"))
            elif action.kind == "take":
                result.append(Move(action, f"choice:{action.args[0]}", "market:convert"))
            elif action.kind == "discard":  # discard:good (a loose cube) or discard:warehouse,good
                source = str(action.args[0]) if len(action.args) == 2 else "loose"
                for piece in pieces.get((source, str(action.args[-1])), []):
                    result.append(Move(action, piece, "supply"))
            elif len(action.args) >= 2:
                target = cube_target(action)
                for piece in pieces.get((str(action.args[0]), str(action.args[1])), []):
                    result.append(Move(action, piece, target))
        return result

    # --- words -----------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self.words.action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        return self.words.event(event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        return self.words.prompt(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key)

    def tiebreak_label(self) -> str:
        return tr("coins left")

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        columns = {f"column:{k}": column for k, column in enumerate(view.get("display") or [])}
        return {**super().space_states(view), **columns}

    def origin_of(self, piece_id: str, view: dict[str, Any]) -> str | None:
        """A worker just placed comes from its owner's panel."""
        kind, _, place = piece_id.partition(":")
        column, _, space = place.partition(":")
        if kind != "placed" or not column.isdigit() or not space.isdigit():
            return None
        workers = ((view.get("display") or [{}] * (int(column) + 1))[int(column)] or {}).get("workers") or []
        return f"seat:{workers[int(space)]}" if int(space) < len(workers) else None

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        # a fire with who gained and lost, the last round, the end
        return self.words.event(event, view) if event.code in ("fire_resolved", "last_round", "game_ended") else None

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self.words.summary(view, seat)

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        return True

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        return reasons.explain(self.words, piece_id, target_id, view, self.viewer)

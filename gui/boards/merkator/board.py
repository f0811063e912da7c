"""The Merkator board: the sea chart, the time chart, the card offers, the other players' strips and the office.

Where each part lies and how large its words are is declared in ``layout.json`` (read with
``gui.boards.layout.board_layout``); this module only draws into those regions."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from gui.boards.base import Board, BoardContext, LegendEntry
from gui.boards.layout import BoardLayout, board_layout
from gui.boards.merkator import legend, reasons
from gui.boards.merkator.cards import ContractItem
from gui.boards.merkator.items import (
    CUBE_COLOURS,
    ButtonItem,
    CaptionItem,
    CoverItem,
    GoodSlotItem,
    MarkedCubeItem,
)
from gui.boards.merkator.looks import CardLooks
from gui.boards.merkator.map_items import REFILL, MapItem, RegionItem, RegionLook
from gui.boards.merkator.market import MarketDrawing
from gui.boards.merkator.office import OfficeDrawing, OfficeRects
from gui.boards.merkator.panels import CLOSE, SeatLook, SeatStripItem
from gui.boards.merkator.words import (
    BONUS,
    CONTRACTS,
    DATA,
    GOODS,
    REGIONS,
    Words,
)
from gui.i18n import tr
from gui.records import points_text
from gui.scene import theme
from gui.scene.dragdrop import Move
from gui.scene.marks import MARK_Z
from gui.scene.opener import OpenerItem
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene

GAME = "merkator"
CUBES_SHOWN = 4  # cubes drawn in a region; more are told by "+n"
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class MerkatorBoard(Board, CardLooks, OfficeDrawing, MarketDrawing):
    """Drag the Merkator to travel, cubes onto stores; click contracts to fulfil and buttons to decide."""

    log_actions = False  # every move has an event sentence that tells it

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.layout: BoardLayout = board_layout(GAME, len(context.seats))
        self._view: dict[str, Any] = {}
        self.slots: dict[str, GoodSlotItem] = {}
        self.contract_items: dict[str, ContractItem] = {}
        self.frame: BoardFrameItem | None = None
        self.cover: CoverItem | None = None
        # the pieces that take a move now (a drag or a click), for the reason a pressed one cannot
        self.movable: set[str] = set()
        self.clicked: set[str] = set()
        # the one contract ready to fulfil, whose goods stay marked while no other is hovered
        self.resting_need: str | None = None

    def cube_letter(self, colour: str) -> str:
        return self.words.colour_mark(colour)

    # --- drawing --------------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        self._view = view
        self.slots = {}
        self.contract_items = {}
        self.resting_need = None
        self.layout = board_layout(GAME, len(view.get("players") or [None]))
        home = self.home_seat(view, seat)
        width, height = self.layout.size
        frame = BoardFrameItem(QRectF(0, 0, width, height))
        scene.addItem(frame)
        # the scene does not take the frame over from Python: were its wrapper dropped (a walk up the
        # parents from a text ends there), the whole board would be deleted with it
        self.frame = frame
        self._map(scene, frame, view, actions)
        self._decision(scene, frame, view, actions, home)
        if view.get("solo"):
            self._solo(frame, view)
        else:
            self._chart(frame, view)
            self._opponents(scene, frame, view, home)
        self._decks(scene, frame, view, actions)
        self._displays(scene, frame, view, actions, home)
        self.draw_office(scene, frame, view, actions, home, OfficeRects.of(self.layout), live=True)
        opened = self.opened_seat
        if opened is not None and opened != home and 0 <= opened < len(view.get("players") or []):
            self._opened(scene, frame, view, opened)
        self.clicked = set(scene.drag.click_actions)

    # the map ---------------------------------------------------------------------------
    def place(self, region_id: str) -> QRectF:
        return self.layout.rect(f"place:{region_id}")

    def _map(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        roads = [(self.place(a).center(), self.place(b).center()) for a, b in DATA["roads"]]
        chart = MapItem(self.layout.rect("map"), roads, parent=frame)
        chart.setToolTip(tr("Dotted lines are roads: a trip refills the regions joined to it."))
        turn = view.get("turn") or {}
        players = view.get("players") or []
        active = turn.get("active")
        active_tokens = players[active]["tokens"] if isinstance(active, int) and active < len(players) else 0
        investing = turn.get("step") == "invest" and not view.get("over")
        travel = {str(a.args[0]): a for a in actions if a.kind == "travel"}
        figure = view.get("figure")
        for region in DATA["regions"]:
            rid = region["id"]
            main = region["kind"] == "main"
            threshold = region["refill_threshold"]
            look = RegionLook(
                rid, self.words.region(rid), main, region["colour"],
                [(g, self.words.good(g)) for g in region["goods"]], int(region["time"]), threshold,
                f"{REFILL} {threshold}+" if threshold else f"{REFILL} " + tr("all"),
                unaffordable=investing and -int(region["time"]) > active_tokens,
                destination=figure == rid,
            )
            spot = self.place(rid)
            item = RegionItem(look, spot.width(), spot.height(), self.layout)
            item.setToolTip(self.region_tooltip(rid, view))
            scene.add_target(item, f"region:{rid}", frame)
            item.setPos(spot.center())
            if rid in travel:
                scene.drag.set_click_action(f"region:{rid}", travel[rid])
            if main:
                self._region_cubes(scene, item, view, rid)
        pawn = PawnItem("pawn", "#f7f3ea", 34)
        pawn.setToolTip(tr("The Merkator: drag it onto the region you travel to"))
        pawn.setZValue(20)
        if figure in REGIONS:
            spot = self.place(figure)
            where = QPointF(spot.right() - 26, spot.bottom() - 30)
        else:
            start = self.layout.rect("start")
            where = QPointF(start.center().x() - 14, start.top())
            label = LabelItem(tr("Start"), start.width(), self.layout.font("label"), bold=True,
                              colour=QColor("#21465c"), parent=frame)
            label.setPos(start.left(), start.top() + 38)
            label.setTextWidth(start.width())
        scene.add_piece(pawn, where, frame)

    def _region_cubes(self, scene: TableScene, region: RegionItem, view: dict[str, Any], rid: str) -> None:
        count = int((view.get("regions") or {}).get(rid, 0))
        colour = REGIONS[rid]["colour"]
        if view.get("figure") == rid and (view.get("turn") or {}).get("step") == "take":
            prompt = (view.get("prompt") or {}).get("params") or {}
            count = int(prompt.get("left", count))
        shown = count if count <= CUBES_SHOWN else CUBES_SHOWN - 1
        size = 18.0
        first = region.cube_row()
        for i in range(shown):
            cube = MarkedCubeItem(f"cube:{rid}:{i}", CUBE_COLOURS[colour], size, self.cube_letter(colour),
                                  self.layout.font("mark"), self.context.colour_cues)
            cube.setToolTip(tr("A %1 cube: it becomes %2 or %3").replace("%1", self.words.colour(colour)).replace(
                "%2", self.words.good(REGIONS[rid]["goods"][0], True)).replace(
                "%3", self.words.good(REGIONS[rid]["goods"][1], True)))
            cube.setZValue(5)
            scene.add_piece(cube, first + QPointF(i * (size + 3), 0), region)
        if count > shown:
            more = CaptionItem(QRectF(first.x() + shown * (size + 3), first.y(), 28, size), f"+{count - shown}",
                               self.layout.font("mark"), region, bold=True, colour=theme.INK)
            more.setToolTip(tr("Cubes lying here: %1").replace("%1", str(count)))

    # the other players -----------------------------------------------------------------
    def _opponents(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], home: int) -> None:
        players = view.get("players") or []
        others = [s for s in range(len(players)) if s != home]
        if not others:
            return
        area = self.layout.rect("opponents")
        gap = 2.0
        height = min(26.0, (area.height() - gap * (len(others) - 1)) / len(others))
        for k, seat in enumerate(others):
            rect = QRectF(area.left(), area.top() + k * (height + gap), area.width(), height)
            item = SeatStripItem(rect, self.seat_look(view, seat), self.layout, parent=frame)
            scene.mark_space(item, f"seat:{seat}")
            hint = (tr("Click to close %1's office") if seat == self.opened_seat
                    else tr("Click to open %1's office")).replace("%1", self.context.seat_name(seat))
            opener = OpenerItem(rect, lambda s=seat: self.open_seat(s), self.seat_tooltip(view, seat) + "<br><i>"
                                + hint + "</i>", parent=frame)
            opener.setZValue(2)

    def seat_look(self, view: dict[str, Any], seat: int) -> SeatLook:
        player = view["players"][seat]
        score = (view.get("scores") or [{}] * (seat + 1))[seat]
        money = int(player.get("credit", 0)) if self.words.coinless(view) else int(player["coins"])
        return SeatLook(self.context.seat_name(seat), self.context.seat_colour(seat), self.context.seat_letter(seat),
                        money, int(player["tokens"]), points_text(float(score.get("exact", 0))),
                        len(player["contracts"]), sum(player["storage"].values()),
                        seat in (view.get("to_move") or []), seat == self.opened_seat)

    def _opened(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], seat: int) -> None:
        """``seat``'s whole office over the table, drawn by the code of one's own, with nothing to drag."""
        area = self.layout.rect("opened")
        office = self.layout.rect("office")
        # laid over the whole table, the change marks too; kept by the board as the frame is
        cover = CoverItem(area.adjusted(-4, -4, 4, 4), "#5b3a22", "", "#3f2614")
        scene.addItem(cover)
        cover.setZValue(MARK_Z + 10)
        self.cover = cover
        bar = QRectF(area.left(), area.top(), area.width(), 24)
        close = QRectF(bar.right() - 110, bar.top() + 1, 110, 22)
        button = ButtonItem(close, f"{CLOSE} " + tr("Close"), self.layout.font("body"))
        button.setParentItem(cover)
        words = tr("%1's office, open for a look").replace("%1", self.context.seat_name(seat))
        CaptionItem(QRectF(bar.left() + 6, bar.top(), bar.width() - 126, bar.height()), words,
                    self.layout.font("name"), cover, bold=True, colour=QColor("#fff4d6"), align=LEFT)
        shift = QPointF(area.left() - office.left(), bar.bottom() + 4 - office.top())
        self.draw_office(scene, cover, view, [], seat, OfficeRects.of(self.layout, shift), live=False)
        opener = OpenerItem(close, lambda: self.open_seat(None), tr("Close this office"), parent=cover)
        opener.setZValue(5)

    # --- gestures ----------------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        self.movable = set(self.clicked)
        if seat is None or not actions:
            return []
        result: list[Move] = []
        player = view["players"][seat]
        figure = view.get("figure")
        prompt = (view.get("prompt") or {}).get("params") or {}
        left = int(prompt.get("left", 0)) if figure else 0
        cubes_here = left if left <= CUBES_SHOWN else CUBES_SHOWN - 1
        hand = player.get("hand")
        for action in actions:
            kind = action.kind
            first = str(action.args[0]) if action.args else ""
            if kind == "travel":
                result.append(Move(action, "pawn", f"region:{first}"))
            elif kind == "take":
                result += [Move(action, f"cube:{figure}:{i}", f"good:{first}") for i in range(cubes_here)]
            elif kind == "store":
                colour = GOODS[first]["colour"]
                if int(player["supply_card"].get(colour, 0)):
                    result.append(Move(action, f"supply:{colour}:0", f"good:{first}"))
            elif kind == "sell":
                result.append(Move(action, f"contract:{first}", "sell"))
            elif kind in ("buy_bonus", "buy_building"):
                source = "hand" if first == hand and first not in (view.get("building_display") or []) + (
                    view.get("bonus_display") or []) else ("bonus" if kind == "buy_bonus" else "building")
                result.append(Move(action, f"{source}:{first}", "office"))
            elif kind == "take_hand":
                if first in CONTRACTS:
                    result.append(Move(action, f"deck:{CONTRACTS[first]['value']}", "hand"))
                else:
                    result.append(Move(action, f"{'bonus' if first in BONUS else 'building'}:{first}", "hand"))
            elif kind == "trade":
                result.append(Move(action, f"stored:{first}", f"good:{action.args[1]}"))
            elif kind == "trade_tokens":
                result.append(Move(action, "tokens", f"good:{first}"))
            elif kind == "fulfil" and figure:
                result.append(Move(action, f"contract:{first}", f"region:{figure}"))
        self.movable |= {move.piece_id for move in result}
        return result

    # --- legend -------------------------------------------------------------------------------
    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        return legend.entries(self, view)

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        return {colour: (hex_, self.cube_letter(colour)) for colour, hex_ in CUBE_COLOURS.items()}

    # --- words -----------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self.words.action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        return self.words.event(event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        return self.words.prompt(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category_label(key)

    def tiebreak_label(self) -> str:
        return tr("time tokens")

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        figure = view.get("figure")
        regions = {f"region:{rid}": (region, rid == figure) for rid, region in (view.get("regions") or {}).items()}
        cards = {f"{kind}:{card}": True for kind, key in (("bonus", "bonus_display"), ("building", "building_display"))
                 for card in view.get(key) or []}
        return {**super().space_states(view), **regions, **cards}

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        codes = ("goods_loss", "last_round_triggered", "last_round_started", "game_over")
        return self.words.event(event, view) if event.code in codes else None

    def tiebreak_value(self, score: SeatScore) -> str:
        return str(abs(score.tiebreak[-1])) if score.tiebreak else ""

    def solo_verdict(self, scores: list[SeatScore], view: dict[str, Any]) -> str | None:
        solo = view.get("solo")
        if not isinstance(solo, dict):
            return None
        scale = " · ".join(f"{int(limit)} {self.words.rating(name)}"
                           for name, limit in sorted((solo.get("scale") or {}).items(), key=lambda kv: kv[1]))
        verdict = tr("Solo: %1 points, %2").replace("%1", points_text(float(solo.get("score", 0)))).replace(
            "%2", self.words.rating(str(solo.get("rating", ""))))
        return verdict + "\n" + tr("The rulebook's scale: %1").replace("%1", scale)

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self.words.summary(view, seat)

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        return True

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        return reasons.explain(self.words, piece_id, target_id, view, self.home_seat(view, self.viewer),
                               piece_id in self.movable)


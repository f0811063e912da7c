"""The Merkator board: the map of Europe, the time chart, the card offers and every player's office."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import goods_wanted, payment
from gui.boards.base import Board, BoardContext
from gui.boards.merkator import reasons
from gui.boards.merkator.cards import ContractItem, DisplayCardItem
from gui.boards.merkator.items import CUBE_COLOURS, ButtonItem, GoodSlotItem, PanelItem
from gui.boards.merkator.looks import CardLooks, band_of, storage_list
from gui.boards.merkator.map_items import MapItem, RegionItem, RegionLook
from gui.boards.merkator.panels import ChartItem, SeatLook, SeatPanelItem, SoloScaleItem
from gui.boards.merkator.words import (
    BONUS,
    COLUMNS,
    CONTRACTS,
    DATA,
    GOOD_IDS,
    GOODS,
    REGIONS,
    Words,
    points_text,
    thalers,
    tokens,
)
from gui.i18n import tr
from gui.scene import theme
from gui.scene.cube import CubeItem
from gui.scene.dragdrop import Move
from gui.scene.dropzone import DropZoneItem
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.token import CoinItem, TokenItem

CAT = catalogue()
WIDTH, HEIGHT = 1240.0, 812.0
MAP = QRectF(20, 20, 680, 420)
RIGHT = 712.0
OPPONENTS = QRectF(20, 452, 1200, 86)
OFFICE = QRectF(20, 548, 1200, 246)
MAIN_SIZE = (120.0, 80.0)
SIDE_SIZE = (112.0, 62.0)
# where each destination lies on our stylised map (share of the map's width and height)
PLACES = {
    "newfoundland": (0.10, 0.17), "england": (0.22, 0.36), "dutch_republic": (0.40, 0.52),
    "hamburg": (0.53, 0.33), "denmark": (0.51, 0.12), "sweden": (0.71, 0.15), "danzig": (0.72, 0.42),
    "russia": (0.90, 0.31), "france": (0.34, 0.72), "spain": (0.14, 0.89), "bohemia": (0.62, 0.68),
    "italy": (0.59, 0.9),
}
START = (0.34, 0.12)
BUTTON_KINDS = ("done", "join", "pass", "control", "swap", "offer", "discard_coins", "trade", "trade_tokens")

class OfferedCardItem(DisplayCardItem):
    """A card on display or in hand: one the player cannot buy now says why when pressed (and the table does not pan)."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self.drag()
        if event.button() != Qt.MouseButton.LeftButton or self.is_active() or drag is None:
            super().mousePressEvent(event)
            return
        event.accept()
        reason = drag.explain(self.piece_id, "office") if drag.explain is not None else None
        if reason:
            drag.drop_rejected.emit(reason)


def region_centre(region_id: str) -> QPointF:
    x, y = PLACES[region_id]
    return QPointF(MAP.left() + x * MAP.width(), MAP.top() + y * MAP.height())


class MerkatorBoard(Board, CardLooks):
    """Drag the Merkator to travel, cubes onto stores; click contracts to fulfil and buttons to decide."""

    log_actions = False  # every move has an event sentence that tells it

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self._view: dict[str, Any] = {}
        self.slots: dict[str, GoodSlotItem] = {}
        self.contract_items: dict[str, ContractItem] = {}
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
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, HEIGHT))
        scene.addItem(frame)
        self._map(scene, frame, view, actions)
        if view.get("solo"):
            self._solo(frame, view, QRectF(RIGHT, 20, 166, 130))
        else:
            self._chart(frame, view, QRectF(RIGHT, 20, 166, 130))
        self._decision(scene, frame, view, actions, home, QRectF(RIGHT + 174, 20, WIDTH - 20 - RIGHT - 174, 130))
        self._decks(scene, frame, view, actions, QRectF(RIGHT, 158, WIDTH - 20 - RIGHT, 112))
        self._displays(scene, frame, view, actions, home, QRectF(RIGHT, 278, WIDTH - 20 - RIGHT, 162))
        self._opponents(frame, view, home)
        self._office(scene, frame, view, actions, home)

    # the map ---------------------------------------------------------------------------
    def _map(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        roads = [(region_centre(a), region_centre(b)) for a, b in DATA["roads"]]
        MapItem(MAP, roads, tr("Dotted lines are roads: a trip refills the regions joined to it."), parent=frame)
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
                tr("refill at %1+ cubes").replace("%1", str(threshold)) if threshold else
                tr("refill: every region"),
                unaffordable=investing and -int(region["time"]) > active_tokens,
                destination=figure == rid,
            )
            width, height = MAIN_SIZE if main else SIDE_SIZE
            item = RegionItem(look, width, height)
            item.setToolTip(self.region_tooltip(rid, view))
            scene.add_target(item, f"region:{rid}", frame)
            item.setPos(region_centre(rid))
            if rid in travel:
                scene.drag.set_click_action(f"region:{rid}", travel[rid])
            if main:
                self._region_cubes(scene, item, view, rid)
        pawn = PawnItem("pawn", "#f7f3ea", 36, "M", self.context.colour_cues)
        pawn.setToolTip(tr("The Merkator: drag it onto the region you travel to"))
        pawn.setZValue(20)
        if figure in PLACES:
            width, height = MAIN_SIZE if REGIONS[figure]["kind"] == "main" else SIDE_SIZE
            where = region_centre(figure) + QPointF(width / 2 - 22, 4)
        else:
            where = QPointF(MAP.left() + START[0] * MAP.width(), MAP.top() + START[1] * MAP.height())
            label = LabelItem(tr("Start"), 60, 8.5, bold=True, colour=QColor("#21465c"), parent=frame)
            label.setPos(where + QPointF(-16, 38))
        scene.add_piece(pawn, where - QPointF(14, 18), frame)

    def _region_cubes(self, scene: TableScene, region: RegionItem, view: dict[str, Any], rid: str) -> None:
        count = int((view.get("regions") or {}).get(rid, 0))
        colour = REGIONS[rid]["colour"]
        if view.get("figure") == rid and (view.get("turn") or {}).get("step") == "take":
            prompt = (view.get("prompt") or {}).get("params") or {}
            count = int(prompt.get("left", count))
        shown = min(count, 5)
        size = 16.0
        for i in range(shown):
            cube = CubeItem(f"cube:{rid}:{i}", CUBE_COLOURS[colour], size, self.cube_letter(colour),
                            self.context.colour_cues)
            cube.setToolTip(tr("A %1 cube: it becomes %2 or %3").replace("%1", self.words.colour(colour)).replace(
                "%2", self.words.good(REGIONS[rid]["goods"][0], True)).replace(
                "%3", self.words.good(REGIONS[rid]["goods"][1], True)))
            cube.setZValue(5)
            scene.add_piece(cube, QPointF(-MAIN_SIZE[0] / 2 + 10 + i * (size + 4), MAIN_SIZE[1] / 2 - 24), region)
        if count > shown:
            more = LabelItem(f"+{count - shown}", 0, 8.5, bold=True, parent=region)  # one line, however many
            more.setPos(-MAIN_SIZE[0] / 2 + 10 + shown * (size + 4), MAIN_SIZE[1] / 2 - 27)

    # the time chart / solo deck ------------------------------------------------------------
    def _chart(self, frame: BoardFrameItem, view: dict[str, Any], rect: QRectF) -> None:
        chart = view.get("chart") or {}
        side = chart.get("side") or "ultimo"
        sizes = CAT.time_table["sides"][side]["rows"]
        title = tr("Time chart (ULTIMO)") if side == "ultimo" else tr("Time chart (back)")
        footer = tr("General supply: %1").replace("%1", str(view.get("token_supply", 0)))
        known = list(chart.get("known") or [])
        prompt = view.get("prompt") or {}
        if prompt.get("code") == "loss_control":
            # the emptied row shows the letter that is being decided on
            params = prompt.get("params") or {}
            row = int(params.get("row", -1))
            if 0 <= row < len(known):
                known[row] = str(params.get("letter", ""))
        item = ChartItem(rect, list(chart.get("rows") or []), list(sizes), known,
                         title, footer, list(view.get("pending_controls") or []), parent=frame)
        item.setToolTip(tr("Tokens gained come from the top-most row that still has tokens. When a row is emptied "
                           "its letter is turned up: everyone hands back goods from that store (a double letter: "
                           "two). When the chart is empty, the last round begins."))

    def _solo(self, frame: BoardFrameItem, view: dict[str, Any], rect: QRectF) -> None:
        solo = view["solo"]
        by_value = [("☮" if v == "14" else v, int(c)) for v, c in solo.get("deck_by_value", {}).items()]
        left = tr("%1 of %2 turns left").replace("%1", str(solo.get("deck_left", 0))).replace(
            "%2", str(solo.get("turns_total", 0)))
        left += "\n" + tr("Time supply: %1").replace("%1", tokens(int(view.get("token_supply", 0))))
        deck = SoloScaleItem(rect, tr("Solo deck"), by_value, left, [], 0.0, "", parent=frame)
        deck.setToolTip(tr("Each trip turns up the top card of the solo deck onto its contract deck. The turn in "
                           "which the Peace of Westphalia is drawn is the last."))

    def _solo_scale(self, frame: BoardFrameItem, view: dict[str, Any], rect: QRectF) -> None:
        solo = view["solo"]
        scale = solo.get("scale") or {}
        marks = [(int(limit), self.words.rating(name)) for name, limit in sorted(scale.items(), key=lambda kv: kv[1])]
        score = float(solo.get("score", 0))
        score_text = tr("Your score now: %1 · %2").replace("%1", points_text(score)).replace(
            "%2", self.words.rating(str(solo.get("rating", ""))))
        item = SoloScaleItem(rect, tr("Solo scale"), [], "", marks, score, score_text, parent=frame)
        item.setToolTip(tr("How good was it? 55 points: beginner, 60: experienced, 80: MEGA-Merkator."))

    # the decision panel ------------------------------------------------------------------
    def _decision(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                  home: int, rect: QRectF) -> None:
        panel = PanelItem(rect, "#f4e9cc", "", theme.GLOW if actions else "", parent=frame)
        lines = self._status_lines(view, home, bool(actions))
        label = LabelItem("<br>".join(lines), rect.width() - 14, 8.5, parent=panel)
        label.setPos(rect.left() + 6, rect.top() + 2)
        # decisions first: trades may overflow into the actions list, "Done" must not
        buttons = sorted((a for a in actions if a.kind in BUTTON_KINDS),
                         key=lambda a: a.kind in ("trade", "trade_tokens"))
        if not buttons:
            return
        columns = 1 if buttons[0].kind in ("join", "pass") else min(len(buttons), 2 if len(buttons) <= 6 else 3)
        gap = 5.0
        width = (rect.width() - 12 - gap * (columns - 1)) / columns
        height = 24.0
        top = rect.bottom() - 6 - height
        rows = min(3, (len(buttons) + columns - 1) // columns)
        top = rect.bottom() - 6 - rows * height - (rows - 1) * gap
        capacity = rows * columns
        shown = buttons[:capacity] if len(buttons) <= capacity else buttons[:capacity - 1]
        for i, action in enumerate(shown):
            r, c = divmod(i, columns)
            box = QRectF(rect.left() + 6 + c * (width + gap), top + r * (height + gap), width, height)
            primary = action.kind in ("done", "join") or (action.kind in ("control", "swap")
                                                          and action.args[0] in ("accept", "yes"))
            icons = self.button_icons(action)
            if action.kind == "trade":
                label = f"{self.words.good(str(action.args[0]))} → {self.words.good(str(action.args[1]))}"
            elif action.kind == "trade_tokens":
                label = f"→ {self.words.good(str(action.args[0]))}"
            else:
                label = "" if icons else self.button_label(action, view)
            button = ButtonItem(box, label, primary, icons=icons)
            button.setToolTip(self.describe_action(action, view))
            target = f"button:{action.key}"
            scene.add_target(button, target, panel)
            scene.drag.set_click_action(target, action)
        if len(shown) < len(buttons):
            r, c = divmod(len(shown), columns)
            more = LabelItem(tr("%1 more in the actions list").replace("%1", str(len(buttons) - len(shown))),
                             width, 8, colour=theme.INK_SOFT, parent=panel)
            more.setPos(rect.left() + 6 + c * (width + gap), top + r * (height + gap))

    def _status_lines(self, view: dict[str, Any], home: int, deciding: bool) -> list[str]:
        turn = view.get("turn") or {}
        active = turn.get("active")
        prompt = view.get("prompt") or {}
        code = prompt.get("code")
        params = prompt.get("params") or {}
        if view.get("over"):
            lines = ["<b>" + tr("The game is over.") + "</b>"]
            scores = view.get("scores") or []
            for entry in sorted(scores, key=lambda s: -s["exact"]):
                lines.append(f"{self.context.seat_name(entry['seat'])}: {points_text(entry['exact'])}")
            if view.get("solo"):
                lines.append(self.words.rating(str(view["solo"].get("rating", ""))))
            return lines
        head = tr("Round %1 · turn %2 · %3 travels").replace("%1", str(view.get("round", 1))).replace(
            "%2", str(turn.get("number", 1))).replace("%3", self.context.seat_name(active))
        lines = [f"<b>{head}</b>"]
        if turn.get("last_round"):
            lines.append("<span style='color:#a3271b'><b>" + tr("Last round!") + "</b></span>")
        elif turn.get("end_triggered"):
            lines.append("<span style='color:#a3271b'>" + tr("The last round starts after this turn.") + "</span>")
        to_move = view.get("to_move") or []
        mover = to_move[0] if to_move else None
        if code == "join":
            queue = view.get("join_queue") or []
            cost = tokens(int(params.get("cost", 1)))
            if queue:
                lines.append(tr("%1: join for %2? — %3").replace("%1", self.context.seat_name(queue[0])).replace(
                    "%2", cost).replace("%3", tr("decides now")))
            if len(queue) > 1:
                lines.append(tr("Then: %1").replace("%1", ", ".join(self.context.seat_name(s) for s in queue[1:])))
        elif deciding:
            hint = {
                "invest": tr("Drag the white Merkator onto a region. Dimmed regions cost more time than you have."),
                "take_goods": tr("Drag each cube onto one of the two lit stores."),
                "fulfil": tr("Click a lit contract; hover it to see the goods it takes."),
                "lose_goods": tr("Click the goods you hand back in the lit store."),
                "loss_control": tr("Row %1 is empty, its token shows %2: everyone hands back goods from store %3. "
                                   "Or turn up the next row's first token; its letter counts instead.")
                .replace("%1", str(int(params.get("row", 0)) + 1)).replace("%2", str(params.get("letter", "")))
                .replace("%3", str(params.get("letter", ""))[:1]),
                "make_offer": tr("Offer time tokens (or nothing):") if self.words.coinless(view) else tr(
                    "Offer thalers and time tokens (or nothing):"),
                "accept_offer": tr("Take the new contract and all offers, and put yours back?"),
                "forced_building": tr("Click a building on display to buy it."),
            }.get(str(code), "")
            if code == "invest" and params.get("forced_sale"):
                hint = tr("Drag contracts onto Sell until you hold %1; then travel.").replace(
                    "%1", str(params.get("keep", 5)))
            elif code == "invest" and params.get("over_cash"):
                hint = tr("Buy a card or press Discard excess before you travel.")
            if hint:
                lines.append(hint)
        elif mover is not None:
            lines.append(tr("Waiting for %1…").replace("%1", self.context.seat_name(mover)))
        return lines

    def button_icons(self, action: Action) -> tuple[tuple[str, int], ...]:
        """Money, time and cubes drawn on a button instead of words (offers and trades)."""
        if action.kind == "offer" and (int(action.args[0]) or int(action.args[1])):
            return ("coin", int(action.args[0])), ("token", int(action.args[1]))
        if action.kind == "trade":
            return ((f"cube:{GOODS[str(action.args[0])]['colour']}", 4),)
        if action.kind == "trade_tokens":
            return (("token", 4),)
        return ()

    def button_label(self, action: Action, view: dict[str, Any]) -> str:
        kind, args = action.kind, action.args
        if kind == "done":
            return tr("Done")
        if kind == "join":
            cost = int(((view.get("prompt") or {}).get("params") or {}).get("cost", 1))
            return tr("Yes, join and pay %1").replace("%1", tokens(cost))
        if kind == "pass":
            return tr("No, pass")
        if kind == "control":
            return tr("Accept loss") if args[0] == "accept" else tr("Turn up next")
        if kind == "swap":
            return tr("Yes, swap") if args[0] == "yes" else tr("No, keep it")
        if kind == "offer":
            if not int(args[0]) and not int(args[1]):
                return tr("Nothing")
            return tr("%1 thl. + %2 tok.").replace("%1", str(args[0])).replace("%2", str(args[1]))
        if kind == "discard_coins":
            return tr("Discard excess")
        return self.describe_action(action, view)

    # contract decks -------------------------------------------------------------------------
    def _decks(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
               rect: QRectF) -> None:
        panel = PanelItem(rect, "#eadcb8", tr("Contract decks: top card face up, discards in brackets"), parent=frame)
        decks = view.get("decks") or {}
        values = [v for v in decks if int(v) >= 3]
        pitch = (rect.width() - 12) / max(len(values), 1)
        width = min(52.0, pitch - 4)
        hand = {str(a.args[0]) for a in actions if a.kind == "take_hand"}
        discard = view.get("discard") or {}
        for i, value in enumerate(values):
            deck = decks[value]
            x = rect.left() + 6 + i * pitch
            top = deck.get("top")
            if top is None:
                empty = PanelItem(QRectF(x, rect.top() + 22, width, 70), "#e2d4ae", parent=panel)
                empty.setToolTip(tr("The %1 deck is empty").replace("%1", value))
                note = LabelItem(value, width, 9, bold=True, colour=theme.INK_SOFT, parent=panel)
                note.setPos(x + 2, rect.top() + 24)
            else:
                look = self.contract_look(top, {}, compact=True)
                look.count = int(deck.get("count", 0))
                card = ContractItem(f"deck:{value}", look, width, 70, compact=True)
                card.setToolTip(self.contract_tooltip(top) + "<br>" + tr("%1 cards in this deck").replace(
                    "%1", str(deck.get("count", 0))))
                scene.add_piece(card, QPointF(x, rect.top() + 22), panel)
                if top in hand:
                    card.setToolTip(card.toolTip() + "<br>" + tr("Drag it to your hand to keep it"))
            dropped = int(discard.get(value, 0))
            if dropped:
                label = LabelItem(f"({dropped})", 0, 7.5, colour=theme.INK_SOFT, parent=panel)
                label.setToolTip(tr("%1 discarded contracts of this value").replace("%1", str(dropped)))
                label.setPos(x + width / 2 - 12, rect.top() + 91)

    # bonus cards and buildings ---------------------------------------------------------------
    def _displays(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                  home: int, rect: QRectF) -> None:
        buyable = {str(a.args[0]): a for a in actions if a.kind in ("buy_bonus", "buy_building")}
        money = self.money(view, home)
        bonus_rect = QRectF(rect.left(), rect.top(), rect.width(), 66)
        panel = PanelItem(bonus_rect, "#eadcb8", parent=frame)
        deck = tr("deck: %1").replace("%1", str(view.get("bonus_deck", 0)))
        head = LabelItem(tr("Bonus cards") + "<br><span style='color:#6b5b45'>" + deck + "</span>", 90, 8.5, bold=True,
                         parent=panel)
        head.setPos(rect.left() + 1, rect.top() + 4)
        pitch = (rect.width() - 94) / 4
        for i, card in enumerate(view.get("bonus_display") or []):
            look = self.bonus_look(card, affordable=CAT.bonus[card].cost <= money)
            item = OfferedCardItem(f"bonus:{card}", look, pitch - 6, 56)
            item.setToolTip(self.bonus_tooltip(card))
            scene.add_piece(item, QPointF(rect.left() + 90 + i * pitch, rect.top() + 5), panel)
            if card in buyable:
                scene.drag.set_click_action(item.piece_id, buyable[card])
        build_rect = QRectF(rect.left(), rect.top() + 72, rect.width(), rect.height() - 72)
        panel = PanelItem(build_rect, "#eadcb8", parent=frame)
        deck = tr("deck: %1").replace("%1", str(view.get("building_deck", 0)))
        head = LabelItem(tr("Buildings") + "<br><span style='color:#6b5b45'>" + deck + "</span>", 90, 8.5, bold=True,
                         parent=panel)
        head.setPos(rect.left() + 1, build_rect.top() + 4)
        for i, card in enumerate(view.get("building_display") or []):
            look = self.building_look(card, affordable=CAT.buildings[card].cost <= money)
            item = OfferedCardItem(f"building:{card}", look, pitch - 6, build_rect.height() - 10)
            item.setToolTip(self.building_tooltip(card))
            scene.add_piece(item, QPointF(rect.left() + 90 + i * pitch, build_rect.top() + 5), panel)
            if card in buyable:
                scene.drag.set_click_action(item.piece_id, buyable[card])

    def money(self, view: dict[str, Any], seat: int) -> int:
        player = view["players"][seat]
        no_coins = bool(view.get("solo")) or bool((view.get("options") or {}).get("no_coins"))
        return int(player.get("credit", 0)) if no_coins else int(player.get("coins", 0))

    # the other players ---------------------------------------------------------------------
    def _opponents(self, frame: BoardFrameItem, view: dict[str, Any], home: int) -> None:
        players = view.get("players") or []
        others = [s for s in range(len(players)) if s != home]
        if not others:
            if view.get("solo"):
                self._solo_scale(frame, view, OPPONENTS)
            return
        gap = 8.0
        width = (OPPONENTS.width() - gap * (len(others) - 1)) / len(others)
        turn = view.get("turn") or {}
        queue = view.get("join_queue") or []
        for k, seat in enumerate(others):
            rect = QRectF(OPPONENTS.left() + k * (width + gap), OPPONENTS.top(), width, OPPONENTS.height())
            item = SeatPanelItem(rect, self.seat_look(view, seat, queue, turn), parent=frame)
            frame.scene().mark_space(item, f"seat:{seat}")
            item.setToolTip(self.seat_tooltip(view, seat))

    def seat_look(self, view: dict[str, Any], seat: int, queue: list[int], turn: dict[str, Any]) -> SeatLook:
        player = view["players"][seat]
        score = (view.get("scores") or [{}] * (seat + 1))[seat]
        header = " · ".join([thalers(int(player["coins"])) if not self.words.coinless(view)
                             else tr("credit %1").replace("%1", str(player.get("credit", 0))),
                             tokens(int(player["tokens"])),
                             tr("%1 pts").replace("%1", points_text(float(score.get("exact", 0))))])
        contracts = [(int(CONTRACTS[c]["value"]), band_of(CONTRACTS[c]["region"])) for c in player["contracts"]]
        goods = [(GOODS[g]["colour"], int(n)) for g in GOOD_IDS if (n := player["storage"].get(g, 0))]
        supply = sum(player.get("supply_card", {}).values())
        footer = tr("supply cubes %1 · bonus cards %2 · buildings %3").replace("%1", str(supply)).replace(
            "%2", str(len(player["bonus_cards"]))).replace("%3", str(len(player["buildings"])))
        status = ""
        if seat in queue:
            cost = int(((view.get("prompt") or {}).get("params") or {}).get("cost", 1))
            status = tr("join for %1?").replace("%1", tokens(cost)) if queue[0] == seat else tr("may join next")
        elif turn.get("active") == seat and not view.get("over"):
            status = tr("travelling") if turn.get("step") != "invest" else tr("investing")
        return SeatLook(self.context.seat_name(seat), self.context.seat_colour(seat), header, contracts, goods,
                        supply, footer, seat in (view.get("to_move") or []), turn.get("active") == seat, status)

    # the office at the bottom edge -----------------------------------------------------------
    def _office(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                seat: int) -> None:
        player = view["players"][seat]
        area = OFFICE
        panel = PanelItem(area, "#f1e6c9", parent=frame)
        scene.mark_space(panel, f"seat:{seat}")
        tint = QColor(self.context.seat_colour(seat))
        tint.setAlpha(70)
        PanelItem(QRectF(area.left(), area.top(), area.width(), 24), tint, "", tint, parent=panel)
        score = (view.get("scores") or [{}] * (seat + 1))[seat]
        marker = "▶ " if seat in (view.get("to_move") or []) else ""
        office = tr("Office of %1").replace("%1", self.context.seat_name(seat))
        head = (f"<b>{marker}{office}</b> — "
                + tr("%1 points now (%2 from the five best contracts, %3 from further contracts, %4 from buildings)")
                .replace("%1", points_text(float(score.get("exact", 0))))
                .replace("%2", str(score.get("breakdown", {}).get("contracts_full", 0)))
                .replace("%3", points_text(float(score.get("exact", 0)) - score.get("breakdown", {}).get(
                    "contracts_full", 0) - score.get("breakdown", {}).get("buildings", 0)))
                .replace("%4", str(score.get("breakdown", {}).get("buildings", 0))))
        label = LabelItem(head, area.width() - 16, 9, parent=panel)
        label.setPos(area.left() + 8, area.top() + 1)
        self._stores(scene, panel, view, actions, player, QRectF(area.left() + 8, area.top() + 30, 566, 126))
        self._owned_cards(scene, panel, view, actions, player, QRectF(area.left() + 8, area.top() + 162, 560, 78))
        self._contracts(scene, panel, view, actions, seat, QRectF(area.left() + 578, area.top() + 30, 464, 124))
        self._purse(scene, panel, view, actions, seat, QRectF(area.left() + 578, area.top() + 162, 464, 78))
        self._supply_card(scene, panel, view, actions, player, QRectF(area.right() - 150, area.top() + 30, 142, 210))

    def _stores(self, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any], actions: list[Action],
                player: dict[str, Any], rect: QRectF) -> None:
        pitch = rect.width() / len(COLUMNS)
        losing = {str(a.args[0]): a for a in actions if a.kind == "lose"}
        lose_column = str(((view.get("prompt") or {}).get("params") or {}).get("column", "")) if losing else ""
        trade_gives = {str(a.args[0]) for a in actions if a.kind == "trade"}
        for k, column in enumerate(COLUMNS):
            box = QRectF(rect.left() + k * pitch, rect.top(), pitch - 6, rect.height())
            fill = "#f8e6b0" if column == lose_column else "#e8dab5"
            store = PanelItem(box, fill, tr("Store %1").replace("%1", column), "", 8.5, parent=panel)
            goods = [g for g in GOOD_IDS if GOODS[g]["column"] == column]
            for i, good in enumerate(goods):
                slot_rect = QRectF(box.left() + 3, box.top() + 20 + i * 35, box.width() - 6, 31)
                count = int(player["storage"].get(good, 0))
                colour = GOODS[good]["colour"]
                slot = GoodSlotItem(slot_rect, good, self.words.good(good), colour, count,
                                    self.cube_letter(colour) if self.context.colour_cues else "")
                slot.setToolTip(self.good_tooltip(good, count))
                scene.add_target(slot, f"good:{good}", store)
                self.slots[good] = slot
                if good in losing:
                    scene.drag.set_click_action(f"good:{good}", losing[good])
                    slot.set_highlight("lit")
                if good in trade_gives:
                    cube = CubeItem(f"stored:{good}", CUBE_COLOURS[colour], 19, str(count), True)
                    cube.setToolTip(tr("Drag 4 %1 onto the good you need (4:1 trade)").replace(
                        "%1", self.words.good(good, True)))
                    cube.setZValue(6)
                    scene.add_piece(cube, QPointF(slot_rect.left() + 3, slot_rect.top() + 6), store)

    def _owned_cards(self, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any], actions: list[Action],
                     player: dict[str, Any], rect: QRectF) -> None:
        zone = DropZoneItem("office", rect, "")
        scene.add_target(zone, "office", panel)
        cards = [("bonus", c) for c in player["bonus_cards"]] + [("building", c) for c in player["buildings"]]
        if not cards:
            note = LabelItem(tr("Your bonus cards and buildings lie here. Drag a card from the display here "
                             "(or click it) to buy it."), rect.width() - 20, 8.5, colour=theme.INK_SOFT, parent=zone)
            note.setPos(rect.left() + 10, rect.top() + 18)
            return
        width = 100.0
        pitch = min(width + 5, (rect.width() - 10 - width) / max(len(cards) - 1, 1))
        points = (view.get("scores") or [{}] * (player["seat"] + 1))[player["seat"]].get("buildings", {})
        for i, (kind, card) in enumerate(cards):
            if kind == "bonus":
                look = self.bonus_look(card)
                tip = self.bonus_tooltip(card)
            else:
                look = self.building_look(card)
                look.footer = tr("%1 pts").replace("%1", str(points.get(card, 0)))
                tip = self.building_tooltip(card)
            item = DisplayCardItem(f"owned:{card}", look, width, rect.height() - 10)
            item.setToolTip(tip)
            item.setParentItem(zone)
            item.setPos(rect.left() + 5 + i * pitch, rect.top() + 5)

    def _contracts(self, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any], actions: list[Action],
                   seat: int, rect: QRectF) -> None:
        player = view["players"][seat]
        fulfil: dict[str, list[Action]] = {}
        for a in actions:
            if a.kind == "fulfil":
                fulfil.setdefault(str(a.args[0]), []).append(a)
        turn = view.get("turn") or {}
        figure = view.get("figure")
        fulfilling = turn.get("step") == "fulfil" and seat in (view.get("to_move") or [])
        cards = list(player["contracts"])
        keep = 5
        width, height = ContractItem.WIDTH, ContractItem.HEIGHT
        pitch = width + 4 if len(cards) <= keep else (rect.width() - width) / max(len(cards) - 1, 1)
        for i in range(keep):
            if i >= len(cards):
                slot = PanelItem(QRectF(rect.left() + i * (width + 4), rect.top(), width, height), "#e8dcbd",
                                 "", "#c8b58a", parent=panel)
                slot.setToolTip(tr("Contract space %1 of 5: your five most valuable contracts score in full, "
                                   "the others half").replace("%1", str(i + 1)))
        # the five most valuable score in full: draw them last so they lie on top
        best = set(sorted(cards, key=lambda c: (CONTRACTS[c]["value"], c))[-keep:])
        for i, card in enumerate(cards):
            look = self.contract_look(card, player["storage"])
            look.done_now = card in player.get("fulfilled_now", [])
            look.eligible = fulfilling and CONTRACTS[card]["region"] == figure and not look.done_now
            if card in fulfil:
                look.ready = True
                look.footer = tr("Click to fulfil")
            elif len(cards) > keep and card not in best:
                look.footer = tr("half value")
            item = ContractItem(f"contract:{card}", look)
            item.setToolTip(self.contract_tooltip(card))
            item.on_hover = self._hover_handler(card, player["storage"])
            item.setZValue(4 + i)
            scene.add_piece(item, QPointF(rect.left() + i * pitch, rect.top()), panel)
            self.contract_items[card] = item
            for action in fulfil.get(card, []):
                scene.drag.set_click_action(item.piece_id, action)
        if len(fulfil) == 1:
            self.resting_need = next(iter(fulfil))
            self.show_needs(None, player["storage"])

    def _hover_handler(self, card: str, storage: dict[str, int]):  # noqa: ANN202 - a small closure
        def hover(entered: bool) -> None:
            self.show_needs(card if entered else None, storage)
        return hover

    def show_needs(self, card: str | None, storage: dict[str, int]) -> None:
        """Mark the stored goods ``card`` would take ("use"), or the goods that would help ("want").

        ``None`` (the pointer left a contract) goes back to the one contract ready to fulfil, if any.
        """
        for slot in self.slots.values():
            slot.set_mark("")
        card = card or self.resting_need
        if card is None or card not in CAT.contracts:
            return
        held = storage_list(storage)
        contract = CAT.contracts[card]
        from engine.games.merkator.needs import deficit
        if deficit(CAT, contract, held) == 0:
            for g, n in enumerate(payment(CAT, contract, held)):
                if n and GOOD_IDS[g] in self.slots:
                    self.slots[GOOD_IDS[g]].set_mark("use", n)
            return
        for g in goods_wanted(CAT, contract, list(held)):
            if GOOD_IDS[g] in self.slots:
                self.slots[GOOD_IDS[g]].set_mark("want")

    def _purse(self, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any], actions: list[Action],
               seat: int, rect: QRectF) -> None:
        player = view["players"][seat]
        no_coins = bool(view.get("solo")) or bool((view.get("options") or {}).get("no_coins"))
        x = rect.left()
        caption = tr("Spend: drop a contract here to pay with it") if no_coins else tr(
            "Sell: drop a contract here for its value in thalers")
        tray = DropZoneItem("sell", QRectF(x, rect.top(), 150, rect.height()), caption)
        scene.add_target(tray, "sell", panel)
        x += 158
        if (view.get("options") or {}).get("cards_in_hand"):
            hand = DropZoneItem("hand", QRectF(x, rect.top(), 112, rect.height()),
                                "" if player.get("hand") else tr("Hand: drag one card here per turn"))
            scene.add_target(hand, "hand", panel)
            card = player.get("hand")
            if card:
                self._hand_card(scene, hand, view, actions, card, QRectF(x + 4, rect.top() + 4, 104, rect.height() - 8))
            x += 120
        money = int(player.get("credit", 0)) if no_coins else int(player.get("coins", 0))
        coin = CoinItem("coins", money, 34)
        coin.setParentItem(panel)
        coin.setPos(x + 6, rect.top() + 6)
        coin.setToolTip(tr("Credit from spent contracts: %1").replace("%1", str(money)) if no_coins else
                        tr("Thalers: %1 (at most 15 when you travel)").replace("%1", str(money)))
        LabelItem(tr("credit") if no_coins else tr("thalers"), 70, 8.5, colour=theme.INK_SOFT, parent=panel).setPos(
                  x, rect.top() + 44)
        x += 74
        token = TokenItem("tokens", "#d9b46a", str(player["tokens"]), 34, "hex")
        token.setToolTip(tr("Time tokens: %1. Pay them to travel far, to join a trip, or 4 for one needed good.")
                         .replace("%1", str(player["tokens"])))
        if any(a.kind == "trade_tokens" for a in actions):
            scene.add_piece(token, QPointF(x + 6, rect.top() + 6), panel)
        else:
            token.setParentItem(panel)
            token.setPos(x + 6, rect.top() + 6)
        LabelItem(tr("time"), 70, 8.5, colour=theme.INK_SOFT, parent=panel).setPos(x + 8, rect.top() + 44)

    def _hand_card(self, scene: TableScene, zone: QGraphicsItem, view: dict[str, Any], actions: list[Action],
                   card: str, rect: QRectF) -> None:
        buy = [a for a in actions if a.kind in ("buy_bonus", "buy_building") and str(a.args[0]) == card]
        if card in CONTRACTS:
            item: Any = ContractItem(f"hand:{card}", self.contract_look(card, {}, compact=True), rect.width(),
                                     rect.height(), compact=True)
            item.setToolTip(self.contract_tooltip(card))
        elif card in BONUS:
            item = OfferedCardItem(f"hand:{card}", self.bonus_look(card), rect.width(), rect.height())
            item.setToolTip(self.bonus_tooltip(card))
        else:
            item = OfferedCardItem(f"hand:{card}", self.building_look(card), rect.width(), rect.height())
            item.setToolTip(self.building_tooltip(card))
        scene.add_piece(item, rect.topLeft(), zone)
        for action in buy:
            scene.drag.set_click_action(item.piece_id, action)

    def _supply_card(self, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any], actions: list[Action],
                     player: dict[str, Any], rect: QRectF) -> None:
        card = PanelItem(rect, "#e3d3a8", tr("Supply card"), parent=panel)
        card.setToolTip(tr("Spare cubes: move one into storage (drag it onto a lit store) as either good of its "
                           "colour. They are not goods yet, but goods loss cannot touch them."))
        storable = {str(a.args[0]) for a in actions if a.kind == "store"}
        colours = list(CUBE_COLOURS)
        cell_w, cell_h = (rect.width() - 12) / 2, (rect.height() - 26) / 4
        supply = player.get("supply_card") or {}
        for i, colour in enumerate(colours):
            row, col = divmod(i, 2)
            cell = QRectF(rect.left() + 6 + col * cell_w, rect.top() + 22 + row * cell_h, cell_w - 4, cell_h - 4)
            PanelItem(cell, "#efe4c4", "", CUBE_COLOURS[colour], parent=card)
            count = int(supply.get(colour, 0))
            goods = [g for g in GOOD_IDS if GOODS[g]["colour"] == colour]
            can = any(g in storable for g in goods)
            for k in range(min(count, 2)):
                cube = CubeItem(f"supply:{colour}:{k}", CUBE_COLOURS[colour], 18, self.cube_letter(colour),
                                self.context.colour_cues)
                cube.setToolTip(tr("A %1 cube: drag it onto %2 or %3").replace("%1", self.words.colour(colour))
                                .replace("%2", self.words.good(goods[0], True))
                                .replace("%3", self.words.good(goods[1], True)))
                cube.setZValue(6)
                if can:
                    scene.add_piece(cube, QPointF(cell.left() + 5 + k * 22, cell.top() + 8), card)
                else:
                    cube.setParentItem(card)
                    cube.setPos(cell.left() + 5 + k * 22, cell.top() + 8)
            if count > 2:
                more = LabelItem(f"+{count - 2}", 0, 8, bold=True, parent=card)  # one line, however many
                more.setPos(cell.left() + 46, cell.top() + 8)

    # --- gestures ----------------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        result: list[Move] = []
        player = view["players"][seat]
        figure = view.get("figure")
        prompt = (view.get("prompt") or {}).get("params") or {}
        cubes_here = min(int(prompt.get("left", 0)), 5) if figure else 0
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
                count = min(int(player["supply_card"].get(colour, 0)), 2)
                result += [Move(action, f"supply:{colour}:{i}", f"good:{first}") for i in range(count)]
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
        return result

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
        return reasons.explain(self.words, piece_id, target_id, view, self.home_seat(view, self.viewer))

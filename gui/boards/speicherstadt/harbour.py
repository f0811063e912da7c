"""The shared part of the Speicherstadt table: the offered cards under their worker columns, and the harbour panel
(round, deck, bag and supply, points)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from gui.boards.layout import BoardLayout
from gui.boards.speicherstadt.buildings import HarbourOfficeItem, PlaqueItem
from gui.boards.speicherstadt.calendar import CalendarItem, SeasonPileItem
from gui.boards.speicherstadt.colours import GOOD_COLOURS
from gui.boards.speicherstadt.icons import FlameItem
from gui.boards.speicherstadt.items import PaintedCubeItem, TradeCardItem
from gui.boards.speicherstadt.scenery import HullItem, PierItem, PlankItem, WaterfrontItem
from gui.boards.speicherstadt.words import CARDS, GOODS, SEASONS, points, season_name
from gui.i18n import tr
from gui.scene import theme
from gui.scene.cube import CubeItem
from gui.scene.pawn import PawnItem
from gui.scene.table import LabelItem, TableScene
from gui.scene.text import TextItem
from gui.scene.token import TokenItem
from gui.scene.zone import ButtonItem, ZoneItem

if TYPE_CHECKING:
    from gui.boards.speicherstadt.board import SpeicherstadtBoard

COLUMN_SPACES = 8
SHIP_CUBE = 26.0
SEASON_BACKS = {"A": "#6f8fb0", "B": "#7aa05a", "C": "#d0a23a", "D": "#b4683a", "E": "#8e1d12"}


class HarbourDrawer:
    """Draws the waterfront and the harbour panel of one table."""

    def __init__(self, board: SpeicherstadtBoard, scene: TableScene, layout: BoardLayout, view: dict[str, Any],
                 actions: list[Action]) -> None:
        self.board = board
        self.scene = scene
        self.layout = layout
        self.sizes = layout.fonts
        self.view = view
        self.actions = actions
        self.context = board.context
        self.words = board.words

    def column_part(self, name: str, x: float, width: float) -> QRectF:
        """A part of a column (layout.json gives it relative to the column's top, width 0: the column's)."""
        rect = self.layout.rect(name)
        top = self.layout.rect("waterfront").top()
        return QRectF(x + rect.left(), top + rect.top(), rect.width() or width, rect.height())

    # --- the waterfront ----------------------------------------------------------------------------
    def waterfront(self, frame: Any) -> None:
        view, actions = self.view, self.actions
        area = self.layout.rect("waterfront")
        display = view.get("display") or []
        n = max(len(display), 1)
        pitch = min(area.width() / n, self.layout.rect("column_pitch").width())
        card_w = pitch - 12
        x0 = area.left() + (area.width() - pitch * n) / 2
        card_top = self.column_part("column_card", 0, 0).top()
        WaterfrontItem(area, self.column_part("column_head", 0, 0).bottom() + 3 - area.top(), (x0, x0 + n * pitch),
                       frame)
        placeable = {int(a.args[0]) for a in actions if a.kind == "place"}
        buying = view.get("purchase_column")
        for k, column in enumerate(display):
            x = x0 + k * pitch + (pitch - card_w) / 2
            self.column(frame, k, column, x, card_w, k in placeable, k == buying)
        if buying is not None:
            self.purchase_buttons(frame, buying, x0 + buying * pitch + (pitch - card_w) / 2, card_w,
                                  (x0, x0 + n * pitch))
        if view.get("phase") == "loading" and view.get("loading"):
            who = self.context.seat_name(view["loading"]["seat"])
            words = tr("Loading phase: %1 places the goods").replace("%1", who)
            font = theme.font(self.sizes["head"], bold=True, serif=True)
            needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, 384, 1000), int(Qt.TextFlag.TextWordWrap), words)
            rect = QRectF(area.center().x() - 200, card_top + 24, 400, needed.height() + 14)
            notice = ZoneItem(rect, "#f6ecd2", parent=frame)
            notice.setZValue(3)
            text = TextItem(words, rect.adjusted(8, 6, -8, -4), self.sizes["head"], bold=True, serif=True,
                            parent=notice)
            text.align = Qt.AlignmentFlag.AlignHCenter

    def column(self, frame: Any, k: int, column: dict[str, Any], x: float, card_w: float, placeable: bool,
               buying: bool) -> None:
        head = self.column_part("column_head", x, card_w)
        slots = self.column_part("column_slots", x, card_w)
        card_rect = self.column_part("column_card", x, card_w)
        deck = QRectF(x, head.bottom() + 1, card_w, slots.bottom() + 2 - head.bottom() - 1)
        zone = PierItem(QRectF(x - 5, head.top() - 1, card_w + 10, card_rect.bottom() + 3 - head.top()), head, deck,
                        buying)
        zone.setToolTip(tr("Column %1: drop a worker here (or click) to bid for the card").replace("%1", str(k + 1)))
        if placeable or column["card"] is not None:
            self.scene.add_target(zone, f"column:{k}", frame)
        else:
            zone.setParentItem(frame)
        if placeable:
            self.scene.drag.set_click_action(f"column:{k}", Action("place", (k,)))
        workers = column["workers"]
        bold = theme.font(self.sizes["body"], bold=True)
        price_text = tr("price %1").replace("%1", str(len(workers))) if workers else ""
        price_w = QFontMetricsF(bold).horizontalAdvance(price_text) + 4 if workers else 0.0
        title = tr("Column %1").replace("%1", str(k + 1))
        if QFontMetricsF(bold).horizontalAdvance(title) > head.width() - price_w - 6:
            title = str(k + 1)
        TextItem(title, QRectF(head.left(), head.top(), head.width() - price_w, head.height()), self.sizes["body"],
                 bold=True, parent=zone)
        if workers:
            price = TextItem(price_text, QRectF(head.right() - price_w, head.top(), price_w, head.height()),
                             self.sizes["body"], bold=True, colour=QColor("#8c6a1c"), parent=zone)
            price.align = Qt.AlignmentFlag.AlignRight
        pitch = slots.height() / COLUMN_SPACES
        for space in range(COLUMN_SPACES):
            y = slots.top() + (COLUMN_SPACES - 1 - space) * pitch
            owner = workers[space] if space < len(workers) else None
            taken = owner is not None
            PlankItem(QRectF(x + 2, y, card_w - 4, pitch - 1.5), space + 1, self.sizes,
                      self.context.seat_name(owner) if taken else "",
                      self.context.seat_letter(owner) if taken and self.context.colour_cues else "",
                      self.context.seat_colour(owner) if taken else None, zone)
            if taken:
                pawn = PawnItem(f"placed:{k}:{space}", self.context.seat_colour(owner), pitch - 1, parent=zone)
                pawn.setPos(x + 19, y - 1)
                pawn.setToolTip(self.context.seat_name(owner))
                self.scene.track(pawn, pawn.piece_id)
        if column["card"] is None:
            return
        card = TradeCardItem(card_rect, self.board.card_look(column["card"]), zone, self.sizes)
        card.setToolTip(self.board.card_tooltip(column["card"]))
        for i, good in enumerate(column.get("cubes") or []):
            cube = CubeItem(f"ship:{k}:{i}", GOOD_COLOURS[good], SHIP_CUBE, self.board.good_letter(good),
                            self.context.colour_cues, parent=card)
            cube.setToolTip(self.words.good(good))
            cube.setPos(card_rect.center().x() - 1.5 * (SHIP_CUBE + 4) + 2 + i * (SHIP_CUBE + 4),
                        card_rect.bottom() - SHIP_CUBE - 6)
        if CARDS[column["card"]]["kind"] == "ship":  # at berth: its cargo stands in the hold
            HullItem(QRectF(card_rect.left() + 4, card_rect.bottom() - 17, card_rect.width() - 8, 14), card)

    def purchase_buttons(self, frame: Any, column: int, x: float, card_w: float, row: tuple[float, float]) -> None:
        rect = self.column_part("column_buttons", x - 5, card_w + 10)
        prompt = (self.view.get("prompt") or {}).get("params") or {}
        if not any(a.kind == "buy" for a in self.actions):
            who = self.context.seat_name(prompt.get("seat"))
            text = tr("%1 decides").replace("%1", who)
            width = QFontMetricsF(theme.font(self.sizes["body"], bold=True)).horizontalAdvance(text) + 16
            left = min(max(rect.center().x() - width / 2, row[0]), row[1] - width)
            box = ZoneItem(QRectF(left, rect.top(), width, rect.height()), "#f7dc8e", parent=frame)
            label = TextItem(text, box.rect.adjusted(8, 2, -6, 0), self.sizes["body"], bold=True, parent=box)
            label.align = Qt.AlignmentFlag.AlignHCenter
            return
        # a narrow column (five players) cannot hold both words: the buttons then reach over the
        # strip under the neighbouring cards, centred on the card and kept within the row
        buy_text = tr("Buy · %1").replace("%1", str(prompt.get("price", "")))
        decline_text = tr("Decline")
        metrics = QFontMetricsF(theme.font(self.sizes["button"], bold=True))
        half = (rect.width() - 6) / 2
        buy_w = max(half, metrics.horizontalAdvance(buy_text) + 18)
        decline_w = max(half, metrics.horizontalAdvance(decline_text) + 18)
        left = min(max(rect.center().x() - (buy_w + 6 + decline_w) / 2, row[0]), row[1] - buy_w - 6 - decline_w)
        buy = ButtonItem(QRectF(left, rect.top(), buy_w, rect.height()), buy_text, primary=True,
                         points=self.sizes["button"])
        decline = ButtonItem(QRectF(left + buy_w + 6, rect.top(), decline_w, rect.height()), decline_text,
                             points=self.sizes["button"])
        offer = self.words.prompt({"code": "buy_or_decline", "params": prompt}, {})
        for button, target, kind in ((buy, "button:buy", "buy"), (decline, "button:decline", "decline")):
            button.setToolTip(offer)
            button.setZValue(4)
            self.scene.add_target(button, target, frame)
            self.scene.drag.set_click_action(target, Action(kind, ()))

    # --- the harbour panel ----------------------------------------------------------------------------
    def part(self, name: str) -> QRectF:
        return self.layout.rect(name).translated(self.layout.rect("harbour").topLeft())

    def harbour(self, frame: Any) -> None:
        view = self.view
        plaques = [self.part(name).adjusted(-4, -1, 4, 1) for name in ("harbour_head", "harbour_cubes", "harbour_track")]
        panel = HarbourOfficeItem(self.layout.rect("harbour"), plaques, parent=frame)
        season = next((s for s in SEASONS if view["piles"].get(s)), "E")
        head = self.part("harbour_head")
        round_text = tr("Round %1").replace("%1", str(view["round"]))
        first = f"<b>{round_text}</b> · {season_name(season)}"
        if view.get("last_round") and not view.get("over"):
            first = f"<b>{round_text}</b> · <span style='color:#a3271b'><b>" + tr("last round") + "</b></span>"
        name = self.context.seat_name(view.get("start_player"))
        start = tr("Start player: %1").replace("%1", name) + " ⚑"
        if QFontMetricsF(theme.font(self.sizes["body"])).horizontalAdvance(start) > head.width() - 8:
            start = f"⚑ {name}"  # the legend names the flag
        label = LabelItem(f"{first}<br>{start}", head.width(), self.sizes["body"], parent=panel)
        label.setPos(head.left() - 4, head.top() - 4)
        self.deck(panel)
        self.cubes(panel)
        self.score_track(panel)

    def deck(self, panel: ZoneItem) -> None:
        view = self.view
        rect = self.part("harbour_deck")
        row_h = (rect.height() - 18) / len(SEASONS)
        season = next((i for i, s in enumerate(SEASONS) if view["piles"].get(s)), -1)
        CalendarItem(rect.adjusted(-4, -1, 4, 1), rect.top() + 18, row_h, len(SEASONS), season,
                     QColor(SEASON_BACKS[SEASONS[season]]), panel)
        TextItem(tr("Deck"), QRectF(rect.left(), rect.top(), rect.width(), 16), self.sizes["body"], bold=True,
                 colour=QColor("white"), parent=panel).setToolTip(tr("cards left, and the fires to come"))
        for i, s in enumerate(SEASONS):
            top = rect.top() + 18 + i * row_h
            count = view["piles"].get(s, 0)
            back = SeasonPileItem(QRectF(rect.left() + 5, top + 2, 20, row_h - 4), s, count, QColor(SEASON_BACKS[s]),
                                  panel)
            back.setToolTip(tr("%1: %2 cards left").replace("%1", season_name(s)).replace("%2", str(count)))
            name = season_name(s)
            text = f"{name[:1].upper()}{name[1:]}: {count}"  # capitalize() would write "Das ende"
            TextItem(text, QRectF(rect.left() + 28, top, 104, row_h), self.sizes["body"], bold=bool(count),
                     colour=theme.INK if count else theme.INK_SOFT, parent=panel)
            for fire in (c for c in view["remaining"].get(s, []) if CARDS[c]["kind"] == "fire"):
                worth = int(CARDS[fire].get("points", 0))
                flame = FlameItem(row_h - 2, points(worth), self.sizes["body"], parent=panel)
                flame.setPos(rect.left() + 132, top + 1)
                flame.setToolTip(tr("A fire worth %1 is still in this pile").replace("%1", points(worth)))

    def cubes(self, panel: ZoneItem) -> None:
        """The bag and the supply as a small table: a cube per good, and under it the count in each."""
        view = self.view
        rect = self.part("harbour_cubes")
        label_w = 62.0
        cell = (rect.width() - label_w) / len(GOODS)
        size = 20.0
        letters = self.board.letters()
        for i, good in enumerate(GOODS):
            x = rect.left() + label_w + i * cell
            cube = PaintedCubeItem(QRectF(x + (cell - size) / 2, rect.top(), size, size), good, letters, parent=panel)
            cube.setToolTip(self.words.good(good))
        for row, (title, counts, tip) in enumerate((
                (tr("Bag"), view["bag"], tr("Cubes still in the bag: ships are loaded from it")),
                (tr("Supply"), view["supply"], tr("Used cubes go to the supply, never back into the bag.")))):
            top = rect.top() + size + 2 + row * 17
            label = TextItem(title, QRectF(rect.left(), top, label_w, 17), self.sizes["body"], bold=True, parent=panel)
            label.setToolTip(tip)
            for i, good in enumerate(GOODS):
                number = TextItem(str(counts[good]), QRectF(rect.left() + label_w + i * cell, top, cell, 17),
                                  self.sizes["body"], parent=panel)
                number.align = Qt.AlignmentFlag.AlignHCenter
                number.setToolTip(f"{title}: {self.words.good(good)} {counts[good]}")

    def score_track(self, panel: ZoneItem) -> None:
        """Every seat's points: its marker, leader first, with the points written under it."""
        rect = self.part("harbour_track")
        totals = [s["total"] for s in self.view.get("scores") or []]
        if not totals:
            return
        TextItem(tr("Points"), QRectF(rect.left(), rect.top() + 4, 58, 18), self.sizes["body"], bold=True,
                 parent=panel)
        size = 24.0
        pitch = min(34.0, (rect.width() - 58) / len(totals))
        order = sorted(range(len(totals)), key=lambda s: (-totals[s], s))
        for i, seat in enumerate(order):
            x = rect.left() + 58 + i * pitch
            marker = TokenItem(f"score:{seat}", self.context.seat_colour(seat),
                               self.context.seat_letter(seat) if self.context.colour_cues else "", size - 1,
                               parent=panel)
            marker.setPos(x + (pitch - size) / 2, rect.top())
            marker.setToolTip(f"{self.context.seat_name(seat)}: {points(totals[seat])}")
            number = TextItem(str(totals[seat]), QRectF(x, rect.top() + size + 1, pitch, 18), self.sizes["body"],
                              bold=True, parent=panel)
            number.align = Qt.AlignmentFlag.AlignHCenter
            number.setToolTip(f"{self.context.seat_name(seat)}: {points(totals[seat])}")

    # --- the end ------------------------------------------------------------------------------------
    def final_table(self, frame: Any) -> None:
        view = self.view
        area = self.layout.rect("waterfront")
        WaterfrontItem(area, 0.0, (area.left() + 6, area.left() + 6), frame)  # the warehouses all along
        panel = PlaqueItem(area, frame)
        scores = view.get("scores") or []
        names = [self.context.seat_name(s) for s in range(len(scores))]
        rows = "".join(
            f"<tr><td>{self.board.category_label(key)}</td>"
            + "".join(f"<td align='right'>{s['breakdown'].get(key, 0)}</td>" for s in scores) + "</tr>"
            for key in scores[0]["breakdown"] if any(s["breakdown"].get(key) for s in scores)
        ) if scores else ""
        total = "".join(f"<td align='right'><b>{s['total']}</b></td>" for s in scores)
        head = "".join(f"<th align='right'>&nbsp;&nbsp;{n}</th>" for n in names)
        title = self.words.prompt(view.get("prompt") or {}, view)
        html = (f"<b>{title}</b><table cellspacing='2'><tr><th></th>{head}</tr>{rows}"
                "<tr><td><b>" + tr("Total") + f"</b></td>{total}</tr></table>")
        label = LabelItem(html, area.width() - 24, self.sizes["body"], parent=panel)
        label.setTextWidth(min(area.width() - 24, label.document().idealWidth() + 8))
        label.setPos(area.left() + 12, area.top() + 8)
        panel.prepareGeometryChange()
        panel.rect = label.mapRectToParent(label.boundingRect()).adjusted(-8, -4, 8, 4)  # as large as the table

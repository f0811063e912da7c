"""A player's area (one's own along the bottom edge, another opened over the table) and the other players' strips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from gui.boards.layout import BoardLayout
from gui.boards.speicherstadt.buildings import (
    CourtyardItem,
    EmptyLotItem,
    MarketHallItem,
    MarketStallItem,
    QuayItem,
    SignboardItem,
    StripItem,
    SupplyCrateItem,
    WarehouseItem,
    YardItem,
)
from gui.boards.speicherstadt.colours import GOOD_COLOURS
from gui.boards.speicherstadt.faces import completed_look, contract_look, group_look, needs_of
from gui.boards.speicherstadt.icons import IconItem
from gui.boards.speicherstadt.items import (
    CardLook,
    PaintedCubeItem,
    Slot,
    TradeCardItem,
)
from gui.boards.speicherstadt.words import CARDS, GOODS, coins, points
from gui.i18n import tr
from gui.scene import theme
from gui.scene.cube import CubeItem
from gui.scene.marks import MARK_Z
from gui.scene.opener import OpenerItem
from gui.scene.pawn import PawnItem
from gui.scene.table import LabelItem, TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ButtonItem, ZoneItem

if TYPE_CHECKING:
    from gui.boards.speicherstadt.board import SpeicherstadtBoard

CUBE = 26.0  # a movable cube: CubeItem writes its letter at a third of its size, 8.3 pt here
GAP = 6.0
FULL_WIDTH = 104.0  # a card in a roomy area
FULL_MIN = 86.0  # narrower than this, a card keeps no words (compact)
OTHER_KINDS = ("fireman", "ship", "counting_house", "bank", "warehouse", "church", "chamber", "port",
               "st_michaelis")


def blend(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``a`` mixed into ``b``."""
    return QColor(round(a.red() * share + b.red() * (1 - share)), round(a.green() * share + b.green() * (1 - share)),
                  round(a.blue() * share + b.blue() * (1 - share)))


@dataclass
class Tile:
    """One card of a player's area as it will be laid: its face, what hovering says, its drop target."""

    look: CardLook
    tooltip: str
    target: str = ""
    first_row: bool = False  # contracts and merchants lie in the first row

    def min_width(self, sizes: dict[str, float]) -> float:
        """The narrowest this face may get: its cube slots, or its icons and figure, side by side."""
        if self.look.slots:
            return len(self.look.slots) * 23 + 8
        big = QFontMetricsF(theme.font(sizes["big"], bold=True, serif=True)).horizontalAdvance(self.look.big)
        icons = sum(24 if icon == "arrow" else 20 for icon in self.look.icons) + 3 * len(self.look.icons)
        return max(64.0, big + icons + 14)


def plan_tiles(tiles: list[Tile], area: QRectF, sizes: dict[str, float]) -> tuple[list[tuple[Tile, QRectF, str]], int]:
    """Where each card lies and how: "full" (two rows, with words), "compact" (three rows, no words) or "bare"
    (four rows, no name); and how many found no room (a very long two-player game)."""
    rows = [[t for t in tiles if t.first_row], [t for t in tiles if not t.first_row]]
    height = (area.height() - GAP) / 2
    placed: list[tuple[Tile, QRectF, str]] = []
    for row, group in enumerate(rows):
        if not group:
            continue
        width = min(FULL_WIDTH, (area.width() - GAP * (len(group) - 1)) / len(group))
        if width < max(FULL_MIN, *(t.min_width(sizes) for t in group)):
            break
        top = area.top() + row * (height + GAP)
        placed += [(t, QRectF(area.left() + i * (width + GAP), top, width, height), "full") for i, t in enumerate(group)]
    else:
        return placed, 0
    best: tuple[list[tuple[Tile, QRectF, str]], int] = ([], len(tiles))
    for count, mode, least in ((3, "compact", 100.0), (3, "compact", 84.0), (4, "bare", 0.0)):
        height = (area.height() - GAP * (count - 1)) / count
        placed, x, row = [], area.left(), 0
        for tile in tiles:
            width = max(tile.min_width(sizes), least)
            if x + width > area.right() + 0.5:
                row, x = row + 1, area.left()
            if row >= count:
                break
            placed.append((tile, QRectF(x, area.top() + row * (height + GAP), width, height), mode))
            x += width + GAP
        if len(placed) == len(tiles):
            return placed, 0
        if len(placed) > len(best[0]):
            best = (placed, len(tiles) - len(placed))
    return best


class AreaDrawer:
    """Draws the areas and strips of one table: ``interactive`` areas register their pieces and drop places."""

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

    def part(self, name: str, area: QRectF) -> QRectF:
        """A part of a player's area (layout.json gives it relative to the area's top left)."""
        return self.layout.rect(name).translated(area.topLeft())

    # --- a whole area ------------------------------------------------------------------------------
    def area(self, parent: Any, seat: int, area: QRectF, interactive: bool) -> ZoneItem:
        player = self.view["players"][seat]
        panel = CourtyardItem(area, "#f1e6c9", parent=parent)
        if parent is None:
            self.scene.addItem(panel)
        tint = self.context.seat_colour(seat)
        SignboardItem(self.part("area_header", area), blend(tint, QColor("#f1e6c9"), 0.35), parent=panel)
        head = self.header_html(seat) + " · " + tr("fire points: %1").replace("%1", str(player["fire_points"]))
        room = self.part("area_header", area)
        label = LabelItem(head, room.width() - (110 if not interactive else 16), self.sizes["head"], parent=panel)
        label.setPos(room.left() + 8, room.top() - 1)
        self.cards(panel, seat, self.part("area_cards", area), interactive)
        self.warehouse(panel, player, self.part("area_warehouse", area), interactive)
        self.market(panel, seat, self.part("area_market", area), interactive)
        self.workers(panel, seat, self.part("area_workers", area), interactive)
        self.quay(panel, seat, self.part("area_quay", area), interactive)
        if interactive:
            self.supply_and_done(panel, area)
        return panel

    def header_html(self, seat: int) -> str:
        view = self.view
        player = view["players"][seat]
        score = view["scores"][seat]["total"] if view.get("scores") else 0
        colour = self.context.seat_colour(seat).name()
        letter = f" {self.context.seat_letter(seat)}" if self.context.colour_cues else ""
        start = " ⚑" if seat == view.get("start_player") else ""
        to_move = seat in (view.get("to_move") or [])
        name = f"<b>{self.context.seat_name(seat)}</b>"
        arrow = "▶ " if to_move else ""
        parts = [coins(player["coins"]), points(score), tr("firemen %1").replace("%1", str(player["firemen"]))]
        return (f"<span style='color:{colour}'>■</span><b>{letter}</b> {arrow}{name}{start} — " + " · ".join(parts))

    def tiles(self, seat: int) -> list[Tile]:
        player = self.view["players"][seat]
        letters = self.board.letters()
        board = self.board
        found: list[Tile] = []
        done = [c for c in player["contracts"] if c["complete"]]
        for contract in player["contracts"]:
            if not contract["complete"]:
                found.append(Tile(contract_look(self.words, contract, letters), board.card_tooltip(contract["card"]),
                                  f"contract:{contract['card']}", True))
        if done:
            tip = "<br>".join(board.card_tooltip(c["card"]) for c in done)
            found.append(Tile(completed_look(self.words, done, letters), tip, "", True))
        for card in player["cards"]:
            if CARDS[card]["kind"] == "merchant":
                found.append(Tile(board.card_look(card, owned=True), board.card_tooltip(card),
                                  f"merchant:{CARDS[card]['good']}", True))
        for kind in OTHER_KINDS:
            held = [c for c in player["cards"] if CARDS[c]["kind"] == kind]
            if held and kind != "warehouse":
                tip = "<br>".join(dict.fromkeys(board.card_tooltip(c) for c in held))
                found.append(Tile(group_look(self.words, kind, held, letters), tip))
        return found

    def cards(self, panel: ZoneItem, seat: int, rect: QRectF, interactive: bool) -> None:
        tiles = self.tiles(seat)
        if not tiles:
            hint = TextItem(tr("Your contracts and merchants will lie here.") if interactive else tr("No cards yet"),
                            QRectF(rect.left() + 4, rect.top() + 40, 220, 40), self.sizes["body"],
                            colour=theme.INK_SOFT, parent=panel)
            hint.setToolTip("")
            return
        placed, left_out = plan_tiles(tiles, rect, self.sizes)
        for tile, where, mode in placed:
            look = tile.look
            if mode != "full":
                look.lines = []
            if mode == "bare":
                look.name = ""
            card = TradeCardItem(where, look, None, self.sizes)
            card.setToolTip(tile.tooltip)
            if interactive and tile.target:
                self.scene.add_target(card, tile.target, panel)
            else:
                card.setParentItem(panel)
        if left_out:
            more = TextItem(tr("%n more cards", "", left_out).replace("%n", str(left_out)),
                            QRectF(rect.right() - 110, rect.bottom() - 16, 110, 16), self.sizes["small"], bold=True,
                            parent=panel)
            more.setToolTip("<br>".join(t.tooltip for t in tiles[len(placed):]))

    def warehouse(self, panel: ZoneItem, player: dict[str, Any], rect: QRectF, interactive: bool) -> None:
        letters = self.board.letters()
        stored = [g for g in GOODS for _ in range(player["warehouse"].get(g, 0))]
        if not player["warehouse_capacity"]:
            store = EmptyLotItem(rect, tr("No warehouse"), tr("Buy the Warehouse card to store cubes between rounds"),
                                 [], letters, sizes=self.sizes)
            store.dashed = True
            store.setParentItem(panel)
            return
        slots = [Slot(filled="" if interactive else (stored[i] if i < len(stored) else ""))
                 for i in range(player["warehouse_capacity"])]
        store = WarehouseItem(rect, self.words.card("warehouse"), tr("1 point per cube at the end"), slots, letters,
                              self.sizes)
        store.setToolTip(self.board.card_tooltip("warehouse"))
        if not interactive:
            store.setParentItem(panel)
            return
        self.scene.add_target(store, "warehouse", panel)
        counters: dict[str, int] = {}
        for i, good in enumerate(stored):
            j = counters.get(good, 0)
            counters[good] = j + 1
            self.cube(store, f"cube:warehouse:{good}:{j}", good, store.slot_rect(i).topLeft())

    def market(self, panel: ZoneItem, seat: int, rect: QRectF, interactive: bool) -> None:
        player = self.view["players"][seat]
        letters = self.board.letters()
        loading = self.view.get("loading") if (self.view.get("loading") or {}).get("seat") == seat else None
        convert = [g for g in GOODS for _ in range((loading or {}).get("convert", {}).get(g, 0))]
        sell = [g for g in GOODS for _ in range((loading or {}).get("sell", {}).get(g, 0))]
        title = tr("Market hall")
        MarketHallItem(rect, QFontMetricsF(theme.font(self.sizes["body"], bold=True)).horizontalAdvance(title), panel)
        TextItem(title, QRectF(rect.left() + 4, rect.top() - 2, rect.width(), 16), self.sizes["body"],
                 bold=True, parent=panel)
        kept = player.get("market")
        spaces = (
            ("market:convert", tr("Convert"), tr("3 cubes → 1 cube of your choice"), 3, convert),
            ("market:sell", tr("Sell"), tr("2 cubes → 1 coin"), 2, sell),
            ("market:keep", tr("Keep"), tr("1 cube for later"), 1, [kept] if kept and not interactive else []),
        )
        widths = (112.0, 100.0, rect.width() - 112 - 100 - 2 * 8)
        x = rect.left()
        for (target, title, note, room, goods), width in zip(spaces, widths, strict=True):
            slots = [Slot(filled=g) for g in goods] + [Slot() for _ in range(room - len(goods))]
            space = MarketStallItem(QRectF(x, rect.top() + 16, width, rect.height() - 16), title, note, slots,
                                    letters, "#e4d3ab", sizes=self.sizes)
            if not interactive:
                space.setParentItem(panel)
            else:
                self.scene.add_target(space, target, panel)
                if target == "market:keep" and kept:
                    self.cube(space, f"cube:market:{kept}", kept, space.slot_rect(0).topLeft())
            x += width + 8
        if interactive:
            self.choice_cubes(panel, rect)

    def workers(self, panel: ZoneItem, seat: int, rect: QRectF, interactive: bool) -> None:
        home = self.view["players"][seat]["workers_home"]
        yard = YardItem(rect, title=tr("Workers"), parent=panel)
        yard.title_points = self.sizes["body"]
        for i in range(home):
            piece_id = f"worker:{i}" if interactive else f"opened:{seat}:{i}"
            pawn = PawnItem(piece_id, self.context.seat_colour(seat), 34, self.context.seat_letter(seat),
                            self.context.colour_cues)
            at = QPointF(rect.left() + 6 + i * 29, rect.top() + 22)
            if interactive:
                self.scene.add_piece(pawn, at, yard)
                pawn.setToolTip(tr("Drag this worker onto a column above a card"))
            else:
                pawn.setParentItem(yard)
                pawn.setPos(at)
        if interactive and any(a.kind == "place" for a in self.actions):
            TextItem(tr("Drag one onto a column"), QRectF(rect.left() + 6, rect.top() + 62, rect.width() - 10, 38),
                     self.sizes["small"], bold=True, colour=QColor("#8c6a1c"), parent=yard)

    def quay(self, panel: ZoneItem, seat: int, rect: QRectF, interactive: bool) -> None:
        quay = QuayItem(rect, title=tr("Quay"), parent=panel)
        quay.title_points = self.sizes["body"]
        quay.setToolTip(tr("Quay: cubes unloaded from your ships"))
        loading = self.view.get("loading") if (self.view.get("loading") or {}).get("seat") == seat else None
        loose = [g for g in GOODS for _ in range((loading or {}).get("loose", {}).get(g, 0))]
        counters: dict[str, int] = {}
        per_row = max(int((rect.width() - 12) // (CUBE + 6)), 1)
        for i, good in enumerate(loose):
            j = counters.get(good, 0)
            counters[good] = j + 1
            row, col = divmod(i, per_row)
            at = QPointF(rect.left() + 8 + col * (CUBE + 6), rect.top() + 22 + row * (CUBE + 12))
            if interactive:
                self.cube(quay, f"cube:loose:{good}:{j}", good, at)
            else:
                PaintedCubeItem(QRectF(at, at + QPointF(CUBE, CUBE)), good, self.board.letters(), parent=quay)
        if loading is None:
            note = (tr("In the loading phase your cubes appear here: drag each one to where it goes.") if interactive
                    else tr("Cubes unloaded from the ships bought this round lie here while they are loaded."))
            TextItem(note, QRectF(rect.left() + 8, rect.top() + 22, rect.width() - 14, rect.height() - 26),
                     self.sizes["small"], colour=theme.INK_SOFT, parent=quay)

    def supply_and_done(self, panel: ZoneItem, area: QRectF) -> None:
        rect = self.part("area_supply", area)
        words = tr("Drop a cube here to give it up")
        font = theme.font(self.sizes["small"])
        frame = QRectF(rect.left() + 7, rect.top() + 22, rect.width() - 12, rect.height() - 26)
        used = QFontMetricsF(font).boundingRect(QRectF(0, 0, frame.width(), 1e4), int(Qt.TextFlag.TextWordWrap), words)
        note = QRectF(frame.left(), frame.top(), frame.width(), min(frame.height(), used.height()))
        supply = SupplyCrateItem(rect, tr("Supply"), note)
        supply.title_points = self.sizes["body"]
        supply.setToolTip(tr("Drop a cube from your ships here to give it up"))
        self.scene.add_target(supply, "supply", panel)
        TextItem(words, frame, self.sizes["small"], colour=theme.INK_SOFT, parent=supply)
        if any(a.kind == "done" for a in self.actions):
            done = ButtonItem(self.part("area_done", area), tr("Done"), primary=True, points=self.sizes["button"])
            done.setToolTip(tr("End your loading; cubes still lying loose go to the supply"))
            self.scene.add_target(done, "button:done", panel)
            self.scene.drag.set_click_action("button:done", Action("done", ()))

    def cube(self, parent: ZoneItem, piece_id: str, good: str, pos: QPointF) -> CubeItem:
        cube = CubeItem(piece_id, GOOD_COLOURS[good], CUBE, self.board.good_letter(good), self.context.colour_cues)
        cube.setToolTip(self.words.good(good))
        self.scene.add_piece(cube, pos, parent)
        return cube

    def choice_cubes(self, panel: ZoneItem, rect: QRectF) -> None:
        """After a conversion: a card over the market hall offering each good of the supply."""
        goods = [str(a.args[0]) for a in self.actions if a.kind == "take"]
        if not goods:
            return
        card = ZoneItem(rect.adjusted(-4, -2, 4, 2), "#fbf3dc", parent=panel)
        card.setZValue(5)
        card.highlight = "lit"
        TextItem(tr("You get one cube: click the good you want"), QRectF(rect.left() + 6, rect.top() + 2,
                 rect.width() - 12, 36), self.sizes["body"], bold=True, colour=QColor("#a3271b"), parent=card)
        pitch = (rect.width() - 8) / max(len(goods), 1)
        top = rect.top() + 44
        for i, good in enumerate(goods):
            x = rect.left() + 4 + i * pitch
            cube = self.cube(card, f"choice:{good}", good, QPointF(x + pitch / 2 - CUBE / 2, top))
            cube.setToolTip(tr("Take %1 from the supply").replace("%1", self.words.good(good)))
            name = TextItem(self.words.good(good), QRectF(x, top + CUBE + 8, pitch, 18), self.sizes["small"],
                            parent=card)
            name.align = Qt.AlignmentFlag.AlignHCenter
            self.scene.drag.set_click_action(f"choice:{good}", Action("take", (good,)))

    # --- the others' strips ----------------------------------------------------------------------------
    def strips(self, parent: Any, others: list[int], area: QRectF) -> None:
        if not others:
            return
        width = (area.width() - GAP * (len(others) - 1)) / len(others)
        for i, seat in enumerate(others):
            self.strip(parent, seat, QRectF(area.left() + i * (width + GAP), area.top(), width, area.height()))

    def strip(self, parent: Any, seat: int, rect: QRectF) -> None:
        player = self.view["players"][seat]
        tint = QColor(self.context.seat_colour(seat))
        opened = self.board.opened_seat == seat
        panel = StripItem(rect, blend(tint, QColor("#efe3c6"), 0.16 if not opened else 0.4), parent=parent)
        self.scene.mark_space(panel, f"seat:{seat}")
        name = self.strip_name(seat)
        label = LabelItem(name, rect.width() - 12 - 16 * player["workers_home"], self.sizes["body"], parent=panel)
        label.setPos(rect.left() + 4, rect.top() - 1)
        for i in range(player["workers_home"] if self.view.get("phase") == "demand" else 0):
            pawn = PawnItem(f"home:{seat}:{i}", tint, 16, parent=panel)
            pawn.setPos(rect.right() - 18 - i * 15, rect.top() + 3)
            pawn.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            pawn.setToolTip(tr("A worker at home"))
        score = self.view["scores"][seat]["total"] if self.view.get("scores") else 0
        numbers = f"{coins(player['coins'])} · {points(score)}"
        line = TextItem(numbers, QRectF(rect.left() + 8, rect.top() + 21, rect.width() - 14, 17), self.sizes["body"],
                        parent=panel)
        at = rect.left() + 8 + QFontMetricsF(line.font).horizontalAdvance(numbers) + 10
        helmet = IconItem(QRectF(at, rect.top() + 22, 18, 16), "helmet", str(player["firemen"]), self.sizes["body"],
                          parent=panel)
        helmet.setToolTip(tr("firemen %1").replace("%1", str(player["firemen"])))
        self.strip_pieces(panel, seat, QRectF(rect.left() + 6, rect.top() + 42, rect.width() - 12, 30))
        opener = OpenerItem(rect, lambda: self.board.open_seat(seat),
                            (tr("Click to close %1's area") if opened else tr("Click to see %1's whole area")).replace(
                                "%1", self.context.seat_name(seat)), parent=panel)
        opener.setZValue(10)

    def strip_name(self, seat: int) -> str:
        colour = self.context.seat_colour(seat).name()
        letter = f" {self.context.seat_letter(seat)}" if self.context.colour_cues else ""
        to_move = seat in (self.view.get("to_move") or [])
        start = " ⚑" if seat == self.view.get("start_player") else ""
        arrow = "▶ " if to_move else ""
        return f"<span style='color:{colour}'>■</span><b>{letter} {arrow}{self.context.seat_name(seat)}{start}</b>"

    def strip_pieces(self, panel: ZoneItem, seat: int, rect: QRectF) -> None:
        """Loose cubes while the seat loads, its open contracts' goods, its stored and kept cubes: as many as fit."""
        player = self.view["players"][seat]
        letters = self.board.letters()
        size = 22.0
        groups: list[tuple[str, list[tuple[str, bool]], str]] = []  # (colour, [(good, faint)], tooltip)
        loading = self.view.get("loading")
        if loading and loading.get("seat") == seat:
            loose = [(g, False) for g in GOODS for _ in range(loading["loose"].get(g, 0))]
            if loose:
                groups.append(("#d9e6ee", loose, tr("Quay: cubes unloaded from your ships")))
        for contract in player["contracts"]:
            if contract["complete"]:
                continue
            delivered = dict(contract["delivered"])
            goods = []
            for good in needs_of(contract["card"]):
                has = delivered.get(good, 0) > 0
                delivered[good] = delivered.get(good, 0) - 1
                goods.append((good, not has))
            groups.append(("#2f5b86", goods, self.board.card_tooltip(contract["card"])))
        stored = [(g, False) for g in GOODS for _ in range(player["warehouse"].get(g, 0))]
        if stored:
            groups.append(("#6d5a44", stored, self.words.card("warehouse")))
        if player.get("market"):
            groups.append(("#e4d3ab", [(player["market"], False)], tr("Market hall")))
        x = rect.left()
        for shown, (colour, goods, tip) in enumerate(groups):
            width = len(goods) * (size + 2) + 6
            if x + width > rect.right() - (34 if shown < len(groups) - 1 else 0):
                rest = len(groups) - shown
                more = TextItem(f"+{rest}", QRectF(x, rect.top() + 6, 32, 18), self.sizes["body"], bold=True,
                                parent=panel)
                more.setToolTip(tr("Click the strip to see everything"))
                break
            box = ZoneItem(QRectF(x, rect.top(), width, size + 6), blend(QColor(colour), QColor("#f6ecd2"), 0.3),
                           parent=panel)
            box.radius = 4
            box.setToolTip(tip)
            for i, (good, faint) in enumerate(goods):
                PaintedCubeItem(QRectF(x + 4 + i * (size + 2), rect.top() + 3, size, size), good, letters, faint,
                                parent=box)
            x += width + 5

    # --- an opened area -----------------------------------------------------------------------------
    def opened(self, seat: int) -> ZoneItem:
        rect = self.layout.rect("opened")
        panel = self.area(None, seat, rect, interactive=False)
        panel.setZValue(MARK_Z + 10)  # over the marks of what others changed, which lie over the board
        panel.border = QColor(self.context.seat_colour(seat))
        head = self.part("area_header", rect)
        close = ButtonItem(QRectF(head.right() - 100, head.top() + 2, 94, head.height() - 4), tr("Close"),
                           points=self.sizes["body"])
        close.setParentItem(panel)
        OpenerItem(close.rect, lambda: self.board.open_seat(None),
                   tr("Close %1's area").replace("%1", self.context.seat_name(seat)), parent=panel).setZValue(5)
        return panel

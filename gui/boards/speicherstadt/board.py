"""The Speicherstadt board: the waterfront with its worker columns, the harbour, and every player's area."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from engine.core.events import Event
from gui.boards.base import Board, BoardContext
from gui.boards.speicherstadt import reasons
from gui.boards.speicherstadt.items import (
    GOOD_COLOURS,
    CardLook,
    FlameItem,
    Slot,
    SlotItem,
    SlotPanelItem,
    TradeCardItem,
    WaterItem,
)
from gui.boards.speicherstadt.words import CARDS, GOODS, SEASONS, Words, coins, good_mark, points, season_name
from gui.i18n import tr
from gui.scene import theme
from gui.scene.card import provenance_mark, provenance_note
from gui.scene.cube import CubeItem
from gui.scene.dragdrop import Move
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.text import TextItem
from gui.scene.token import TokenItem
from gui.scene.zone import ButtonItem, ZoneItem

WIDTH = 1060.0
MARGIN = 24.0
HARBOUR_W = 268.0
WATERFRONT_TOP = 24.0
WATERFRONT_H = 282.0
SLOT_PITCH = 15.0
COLUMN_SPACES = 8
CARD_H = 104.0
OPPONENTS_TOP = WATERFRONT_TOP + WATERFRONT_H + 8
OPPONENTS_H = 88.0
OWN_TOP = OPPONENTS_TOP + OPPONENTS_H + 8
OWN_H = 252.0
HEIGHT = OWN_TOP + OWN_H + MARGIN
CUBE = 20.0

# action kind -> the target a cube is dropped on
CUBE_TARGETS = {"store": "warehouse", "keep": "market:keep", "convert": "market:convert",
                "market_sell": "market:sell"}


def blend(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``a`` mixed into ``b``."""
    return QColor(round(a.red() * share + b.red() * (1 - share)), round(a.green() * share + b.green() * (1 - share)),
                  round(a.blue() * share + b.blue() * (1 - share)))


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

    # --- which seat sits at the bottom edge --------------------------------------
    def home_seat(self, view: dict[str, Any], seat: int | None) -> int:
        if seat is not None:
            return seat
        if self.viewer is not None:
            return self.viewer
        humans = [i for i, s in enumerate(self.context.seats) if not s.is_ai]
        players = len(view.get("players") or [None])
        return humans[0] if humans and humans[0] < players else 0

    def letters(self) -> dict[str, str]:
        return {g: good_mark(g) for g in GOODS} if self.context.colour_cues else {}

    # --- drawing ---------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, HEIGHT))
        scene.addItem(frame)
        water_w = WIDTH - 2 * MARGIN - HARBOUR_W - 12
        if view.get("over"):
            self._final_table(frame, view, QRectF(MARGIN, WATERFRONT_TOP, water_w, WATERFRONT_H))
        else:
            self._waterfront(scene, frame, view, actions, QRectF(MARGIN, WATERFRONT_TOP, water_w, WATERFRONT_H))
        self._harbour(scene, frame, view, actions, QRectF(WIDTH - MARGIN - HARBOUR_W, WATERFRONT_TOP, HARBOUR_W,
                                                                 WATERFRONT_H))
        others = [s for s in range(len(view["players"])) if s != home]
        self._opponents(frame, view, others, QRectF(MARGIN, OPPONENTS_TOP, WIDTH - 2 * MARGIN, OPPONENTS_H))
        self._own_area(scene, frame, view, actions, home, QRectF(MARGIN, OWN_TOP, WIDTH - 2 * MARGIN, OWN_H))

    def _waterfront(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                    area: QRectF) -> None:
        display = view.get("display") or []
        n = max(len(display), 1)
        pitch = min(area.width() / n, 210.0)
        card_w = min(150.0, pitch - 18)
        slots_top = area.top() + 22
        card_top = slots_top + COLUMN_SPACES * SLOT_PITCH + 6
        WaterItem(QRectF(area.left(), card_top - 8, area.width(), area.bottom() - card_top + 8), frame)
        placeable = {int(a.args[0]) for a in actions if a.kind == "place"}
        buying = view.get("purchase_column")
        prompt = (view.get("prompt") or {}).get("params") or {}
        x0 = area.left() + (area.width() - pitch * n) / 2
        if view.get("phase") == "loading" and view.get("loading"):
            who = self.context.seat_name(view["loading"]["seat"])
            notice = ZoneItem(QRectF(area.left() + area.width() / 2 - 170, card_top + 30, 340, 44), "#f6ecd2",
                              parent=frame)
            notice.setZValue(3)
            text = TextItem(tr("Loading phase: %1 places the goods").replace("%1", who),
                            notice.rect.adjusted(8, 12, -8, -4), 11, bold=True, serif=True, parent=notice)
            text.align = Qt.AlignmentFlag.AlignHCenter
        for k, column in enumerate(display):
            x = x0 + k * pitch + (pitch - card_w) / 2
            zone = ZoneItem(QRectF(x - 6, area.top() + 2, card_w + 12, card_top + CARD_H + 4 - area.top()),
                            "#f3e7c8" if k != buying else "#f7dc8e")
            zone.setToolTip(tr("Column %1: drop a worker here (or click) to bid for the card").replace(
                "%1", str(k + 1)))
            if k in placeable or column["card"] is not None:
                scene.add_target(zone, f"column:{k}", frame)
            else:
                zone.setParentItem(frame)
            if k in placeable:
                scene.drag.set_click_action(f"column:{k}", Action("place", (k,)))
            workers = column["workers"]
            header = tr("Column %1").replace("%1", str(k + 1)) if card_w >= 130 or not workers else str(k + 1)
            TextItem(header, QRectF(x, area.top() + 5, card_w, 16), 9, bold=True, parent=zone)
            if workers:
                price = TextItem(tr("price %1").replace("%1", str(len(workers))),
                                 QRectF(x + card_w - 62, area.top() + 5, 62, 16), 9, bold=True,
                                 colour=QColor("#8c6a1c"), parent=zone)
                price.align = Qt.AlignmentFlag.AlignRight
            for space in range(COLUMN_SPACES):
                y = slots_top + (COLUMN_SPACES - 1 - space) * SLOT_PITCH
                owner = workers[space] if space < len(workers) else None
                SlotItem(QRectF(x + 4, y, card_w - 8, SLOT_PITCH - 2), space + 1,
                         self.context.seat_name(owner) if owner is not None else "",
                         self.context.seat_colour(owner) if owner is not None else None, zone)
                if owner is not None:
                    pawn = PawnItem(f"placed:{k}:{space}", self.context.seat_colour(owner), SLOT_PITCH - 1,
                                    self.context.seat_letter(owner), False, parent=zone)
                    pawn.setPos(x + 20, y - 1)
                    scene.track(pawn, pawn.piece_id)
            if column["card"] is None:
                continue
            card = TradeCardItem(QRectF(x, card_top, card_w, CARD_H), self.card_look(column["card"]), zone)
            card.setToolTip(self.card_tooltip(column["card"]))
            if column.get("cubes"):
                for i, good in enumerate(column["cubes"]):
                    cube = CubeItem(f"ship:{k}:{i}", GOOD_COLOURS[good], CUBE, good_mark(good),
                                    self.context.colour_cues, parent=card)
                    cube.setToolTip(self.words.good(good))
                    cube.setPos(x + card_w / 2 - 1.5 * (CUBE + 5) + i * (CUBE + 5), card_top + CARD_H - CUBE - 10)
            if k == buying:
                self._purchase_buttons(scene, zone, actions, prompt, QRectF(x - 6, card_top + CARD_H + 6,
                                                                           card_w + 12, 26), (x0, x0 + n * pitch))

    def _purchase_buttons(self, scene: TableScene, zone: ZoneItem, actions: list[Action],
                          prompt: dict[str, Any], rect: QRectF, row: tuple[float, float]) -> None:
        kinds = {a.kind for a in actions}
        if "buy" not in kinds:
            who = self.context.seat_name(prompt.get("seat"))
            label = LabelItem(tr("%1 decides").replace("%1", who), rect.width(), 9.5, bold=True,
                              colour=QColor("white"), parent=zone)
            label.setPos(rect.left(), rect.top())
            return
        # a narrow column (five players) cannot hold both words: the buttons then reach over the
        # strip under the neighbouring cards, centred on the card and kept within the row
        buy_text = tr("Buy · %1").replace("%1", str(prompt.get("price", "")))
        decline_text = tr("Decline")
        metrics = QFontMetricsF(theme.font(10.5, bold=True))
        half = (rect.width() - 6) / 2
        buy_w = max(half, metrics.horizontalAdvance(buy_text) + 16)
        decline_w = max(half, metrics.horizontalAdvance(decline_text) + 16)
        left = min(max(rect.center().x() - (buy_w + 6 + decline_w) / 2, row[0]), row[1] - buy_w - 6 - decline_w)
        buy = ButtonItem(QRectF(left, rect.top(), buy_w, rect.height()), buy_text, primary=True)
        decline = ButtonItem(QRectF(left + buy_w + 6, rect.top(), decline_w, rect.height()), decline_text)
        offer = self.words.prompt({"code": "buy_or_decline", "params": prompt}, {})
        buy.setToolTip(offer)
        decline.setToolTip(offer)
        scene.add_target(buy, "button:buy", zone)
        scene.add_target(decline, "button:decline", zone)
        scene.drag.set_click_action("button:buy", Action("buy", ()))
        scene.drag.set_click_action("button:decline", Action("decline", ()))

    def _harbour(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                 area: QRectF) -> None:
        panel = ZoneItem(area, "#e8d8b4", parent=frame)
        season = next((s for s in SEASONS if view["piles"].get(s)), "E")
        round_text = tr("Round %1").replace("%1", str(view["round"]))
        lines = [f"<b>{round_text}</b> · {season_name(season)}"]
        lines.append(tr("Start player: %1").replace("%1", self.context.seat_name(view.get("start_player"))))
        if view.get("last_round") and not view.get("over"):
            lines[0] += " · <span style='color:#a3271b'><b>" + tr("Last round!") + "</b></span>"
        head = LabelItem("<br>".join(lines), area.width() - 16, 10.5, parent=panel)
        head.setPos(area.left() + 8, area.top() + 2)
        # a head that wraps ("Letzte Runde!" in German) pushes the deck's rows down
        top = max(area.top() + 46, area.top() + 2 + head.boundingRect().height() - 4)
        caption = LabelItem("<b>" + tr("Deck") + "</b> · " + tr("cards left, and the fires to come"),
                            area.width() - 16, 9, parent=panel)
        caption.setPos(area.left() + 8, top)
        top += max(20.0, caption.boundingRect().height() - 4)  # a caption that wraps pushes the rows down
        for s in SEASONS:
            count = view["piles"].get(s, 0)
            fires = [c for c in view["remaining"].get(s, []) if CARDS[c]["kind"] == "fire"]
            back = ZoneItem(QRectF(area.left() + 12, top + 1, 22, 15), "#8a5a35" if count else "#cdbb94",
                            parent=panel)
            back.radius = 3
            back.setToolTip(tr("%1: %2 cards left").replace("%1", season_name(s)).replace("%2", str(count)))
            name = season_name(s)
            text = f"{name[:1].upper()}{name[1:]}: {count}"  # capitalize() would write "Das ende"
            TextItem(text, QRectF(area.left() + 42, top, 110, 17), 9.5, bold=bool(count),
                     colour=theme.INK if count else theme.INK_SOFT, parent=panel)
            for fire in fires:
                worth = int(CARDS[fire].get("points", 0))
                flame = FlameItem(15, tr("fire, %1").replace("%1", points(worth)), parent=panel)
                flame.setPos(area.left() + 150, top)
                flame.setToolTip(tr("A fire worth %1 is still in this pile").replace("%1", points(worth)))
            top += 17
        strengths = " · ".join(f"{self.context.seat_name(p['seat'])} {p['firemen']}" for p in view["players"])
        lines = 1 if len(view["players"]) <= 3 else 2
        firemen = TextItem(tr("Firemen: %1").replace("%1", strengths), QRectF(area.left() + 12, top + 2,
                           area.width() - 24, 15 * lines), 9, bold=True, colour=QColor("#8e1d12"), parent=panel)
        firemen.setToolTip(tr("At a fire the strongest firemen gain its points and the weakest lose them"))
        top += 8 + 15 * lines
        taking = {str(a.args[0]) for a in actions if a.kind == "take"}
        for title, counts, kind in ((tr("Bag"), view["bag"], "bag"), (tr("Supply"), view["supply"], "supply")):
            TextItem(title, QRectF(area.left() + 12, top + 5, 56, 18), 10, bold=True, parent=panel)
            cell = (area.width() - 72) / len(GOODS)
            for i, good in enumerate(GOODS):
                x = area.left() + 66 + i * cell
                cube = CubeItem(f"{kind}:{good}", GOOD_COLOURS[good], 18, good_mark(good),
                                self.context.colour_cues, parent=panel)
                cube.setToolTip(f"{self.words.good(good)}: {counts[good]}" + (
                    "<br>" + tr("Used cubes go to the supply, never back into the bag.") if kind == "supply" else ""))
                cube.setPos(x, top + 4)
                TextItem(str(counts[good]), QRectF(x + 23, top + 5, 20, 18), 10, bold=True, parent=panel)
                if kind == "supply" and good in taking:
                    cube.setToolTip(tr("Take %1 from the supply").replace("%1", self.words.good(good)))
            top += 27
        self._score_track(panel, view, QRectF(area.left() + 12, top + 2, area.width() - 24, area.bottom() - top - 8))

    def _score_track(self, panel: ZoneItem, view: dict[str, Any], rect: QRectF) -> None:
        """The running points of every seat as markers on a track (ties sit side by side)."""
        totals = [s["total"] for s in view.get("scores") or []]
        if not totals or rect.height() < 24:
            return
        y = rect.top() + 12
        TextItem(tr("Points"), QRectF(rect.left(), y - 8, 52, 16), 9.5, bold=True, parent=panel)
        low = min(0, min(totals))
        high = max(20, max(totals))
        high += (5 - (high - low) % 5) % 5
        left, right = rect.left() + 60, rect.right() - 10
        line = ZoneItem(QRectF(left, y - 1.5, right - left, 3), "#8a5a35", parent=panel)
        line.radius = 1.5

        def at(value: int) -> float:
            return left + (right - left) * (value - low) / (high - low)

        for tick in range(low - low % 5, high + 1, 5):
            if tick >= low:
                label = TextItem(str(tick), QRectF(at(tick) - 12, y + 7, 24, 12), 7.5, colour=theme.INK_SOFT,
                                 parent=panel)
                label.align = Qt.AlignmentFlag.AlignHCenter
        beside: dict[int, int] = {}
        for seat, total in enumerate(totals):
            shift = beside.get(total, 0)
            beside[total] = shift + 1
            marker = TokenItem(f"score:{seat}", self.context.seat_colour(seat),
                               self.context.seat_letter(seat) if self.context.colour_cues else "", 13, parent=panel)
            marker.setPos(at(total) - 6.5 + shift * 7, y - 6.5)
            marker.setZValue(1 + shift)
            marker.setToolTip(f"{self.context.seat_name(seat)}: {points(total)}")

    def _opponents(self, frame: BoardFrameItem, view: dict[str, Any], others: list[int], area: QRectF) -> None:
        if not others:
            return
        gap = 8.0
        width = (area.width() - gap * (len(others) - 1)) / len(others)
        for i, seat in enumerate(others):
            rect = QRectF(area.left() + i * (width + gap), area.top(), width, area.height())
            self._player_panel(frame, view, seat, rect)

    def _player_panel(self, frame: BoardFrameItem, view: dict[str, Any], seat: int, rect: QRectF) -> None:
        player = view["players"][seat]
        tint = QColor(self.context.seat_colour(seat))
        tint.setAlpha(40)
        panel = ZoneItem(rect, blend(tint, QColor("#efe3c6"), 0.12), parent=frame)
        frame.scene().mark_space(panel, f"seat:{seat}")
        score = view["scores"][seat]["total"] if view.get("scores") else 0
        head = self._header_html(view, seat, score, firemen=False)
        label = LabelItem(head, rect.width() - 16, 9.5, parent=panel)
        label.setPos(rect.left() + 6, rect.top() + 1)
        text = tr("firemen %1").replace("%1", str(player["firemen"])) + " · " + self._holdings_text(view, seat)
        if label.boundingRect().height() > 30:  # a long name: the coins and points go to the line below
            name, _, numbers = head.partition(" — ")
            label.setHtml(name)
            text = f"{numbers} · {text}"
        panel.setToolTip(text)
        # below the header, above the contracts; elided when longer
        top = rect.top() + 24
        TextItem(text, QRectF(rect.left() + 10, top, rect.width() - 20, rect.bottom() - 40 - top), 8.5, parent=panel)
        x = rect.left() + 8
        y = rect.bottom() - 38
        for contract in player["contracts"]:
            if x + 80 > rect.right():
                break
            look = self.contract_look(contract)
            look.lines = []
            card = TradeCardItem(QRectF(x, y, 76, 34), look, panel)
            card.radius = 5
            card.band_h = 14
            card.setToolTip(self.card_tooltip(contract["card"]))
            x += 80
        extra = []
        loading = view.get("loading")
        if loading and loading.get("seat") == seat:
            extra = [g for g in GOODS for _ in range(loading["loose"].get(g, 0))]
        if extra:
            TextItem(tr("Unloading:"), QRectF(x + 6, y, 90, 14), 8.5, bold=True, parent=panel)
            for j, good in enumerate(extra[:8]):
                cube = CubeItem(f"their:{seat}:{j}", GOOD_COLOURS[good], 15, good_mark(good),
                                self.context.colour_cues, parent=panel)
                cube.setPos(x + 8 + j * 19, y + 16)

    def _header_html(self, view: dict[str, Any], seat: int, score: int, firemen: bool = True) -> str:
        player = view["players"][seat]
        colour = self.context.seat_colour(seat).name()
        letter = f" [{self.context.seat_letter(seat)}]" if self.context.colour_cues else ""
        start = " ⚑" if seat == view.get("start_player") else ""
        parts = [coins(player["coins"]), points(score)]
        if firemen:
            parts.append(tr("firemen %1").replace("%1", str(player["firemen"])))
        to_move = seat in (view.get("to_move") or [])
        name = f"<b>{self.context.seat_name(seat)}</b>" if to_move else self.context.seat_name(seat)
        arrow = "▶ " if to_move else ""
        return (f"<span style='color:{colour}; font-size:13pt'>■</span>{letter} {arrow}{name}{start} — "
                + " · ".join(parts))

    def _holdings_text(self, view: dict[str, Any], seat: int) -> str:
        player = view["players"][seat]
        groups: dict[str, int] = {}
        named: list[str] = []
        for card in player["cards"]:
            kind = CARDS[card]["kind"]
            if kind in ("contract",):
                continue
            if kind in ("ship", "fireman", "counting_house"):
                groups[kind] = groups.get(kind, 0) + 1
            else:
                named.append(self.words.card(card))
        parts = []
        if groups.get("ship"):
            parts.append(tr("ships: %1").replace("%1", str(groups["ship"])))
        if groups.get("fireman"):
            parts.append(tr("firemen cards: %1").replace("%1", str(groups["fireman"])))
        if groups.get("counting_house"):
            parts.append(tr("counting houses: %1").replace("%1", str(groups["counting_house"])))
        parts += named
        stored = [g for g in GOODS for _ in range(player["warehouse"].get(g, 0))]
        if stored:
            parts.append(tr("in the warehouse: %1").replace("%1", self.words.goods(stored)))
        if player.get("market"):
            parts.append(tr("kept in the market hall: %1").replace("%1", self.words.good(player["market"])))
        parts.append(tr("fire points: %1").replace("%1", str(player["fire_points"])))
        if view.get("phase") == "demand":
            parts.append(tr("workers at home: %1").replace("%1", str(player["workers_home"])))
        return " · ".join(parts)

    def _own_area(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                  seat: int, area: QRectF) -> None:
        player = view["players"][seat]
        tint = QColor(self.context.seat_colour(seat))
        panel = ZoneItem(area, "#f1e6c9")
        panel.setParentItem(frame)
        scene.mark_space(panel, f"seat:{seat}")
        ZoneItem(QRectF(area.left(), area.top(), area.width(), 24), blend(tint, QColor("#f1e6c9"), 0.35),
                 parent=panel)
        score = view["scores"][seat]["total"] if view.get("scores") else 0
        head = self._header_html(view, seat, score)
        head += " · " + tr("fire points: %1").replace("%1", str(player["fire_points"]))
        label = LabelItem(head, area.width() - 16, 10, parent=panel)
        label.setPos(area.left() + 8, area.top() + 1)
        letters = self.letters()
        top = area.top() + 32
        row_h = 112.0
        # contracts and merchants
        contracts = player["contracts"]
        merchants = [c for c in player["cards"] if CARDS[c]["kind"] == "merchant"]
        fixed_w = 140 + 3 * 8 + 112 + 96 + 72 + 24  # warehouse and the three market hall spaces
        free = area.width() - 16 - fixed_w
        count = len(contracts) + len(merchants)
        card_w = min(104.0, free / max(count, 1) - 6) if count else 104.0
        x = area.left() + 8
        if not count:
            hint = LabelItem(tr("Your contracts and merchants will lie here."), 200, 9, colour=theme.INK_SOFT,
                             parent=panel)
            hint.setPos(x, top + 40)
            x += 210
        for contract in contracts:
            card = TradeCardItem(QRectF(x, top, card_w, row_h), self.contract_look(contract), None)
            card.setToolTip(self.card_tooltip(contract["card"]))
            scene.add_target(card, f"contract:{contract['card']}", panel)
            x += card_w + 6
        for merchant in merchants:
            card = TradeCardItem(QRectF(x, top, card_w, row_h), self.card_look(merchant), None)
            card.setToolTip(self.card_tooltip(merchant))
            scene.add_target(card, f"merchant:{CARDS[merchant]['good']}", panel)
            x += card_w + 6
        x = max(x, area.right() - 8 - fixed_w + 24)
        # the warehouse
        if player["warehouse_capacity"]:
            stored = [g for g in GOODS for _ in range(player["warehouse"].get(g, 0))]
            slots = [Slot() for _ in range(player["warehouse_capacity"])]
            store = SlotPanelItem(QRectF(x, top, 140, row_h), self.words.card("warehouse"),
                                  tr("Keeps up to 4 cubes; 1 point each at the end"), slots, letters)
            scene.add_target(store, "warehouse", panel)
            counters: dict[str, int] = {}
            for i, good in enumerate(stored):
                j = counters.get(good, 0)
                counters[good] = j + 1
                self._cube(scene, store, f"cube:warehouse:{good}:{j}", good, store.slot_rect(i).topLeft())
        else:
            store = SlotPanelItem(QRectF(x, top, 140, row_h), tr("No warehouse"),
                                  tr("Buy the Warehouse card to store cubes between rounds"), [], letters)
            store.dashed = True
            store.setParentItem(panel)
        x += 148
        loading = view.get("loading") if (view.get("loading") or {}).get("seat") == seat else None
        convert = [g for g in GOODS for _ in range((loading or {}).get("convert", {}).get(g, 0))]
        sell = [g for g in GOODS for _ in range((loading or {}).get("sell", {}).get(g, 0))]
        TextItem(tr("Market hall"), QRectF(x + 4, top - 4, 300, 16), 9.5, bold=True, parent=panel)
        spaces = (
            ("market:convert", tr("Convert"), tr("3 cubes → 1 cube of your choice"), 100.0,
             [Slot(filled=g) for g in convert] + [Slot() for _ in range(3 - len(convert))]),
            ("market:sell", tr("Sell"), tr("2 cubes → 1 coin"), 88.0,
             [Slot(filled=g) for g in sell] + [Slot() for _ in range(2 - len(sell))]),
            ("market:keep", tr("Keep"), tr("1 cube for later"), 92.0, [Slot()]),
        )
        for target, title, note, width, slots in spaces:
            space = SlotPanelItem(QRectF(x, top + 10, width, row_h - 10), title, note, slots, letters, "#e4d3ab")
            scene.add_target(space, target, panel)
            if target == "market:keep" and player.get("market"):
                self._cube(scene, space, f"cube:market:{player['market']}", player["market"],
                           space.slot_rect(0).topLeft())
            if target == "market:convert":
                self._choice_cubes(scene, panel, space, actions)
            x += width + 8
        # second row: workers, the quay, the supply, other cards, Done
        top2 = top + row_h + 8
        row2_h = area.bottom() - top2 - 8
        x = area.left() + 8
        home = player["workers_home"]
        yard = ZoneItem(QRectF(x, top2, 118, row2_h), "#e9dcbc", tr("Workers"))
        yard.setParentItem(panel)
        for i in range(home):
            pawn = PawnItem(f"worker:{i}", self.context.seat_colour(seat), 34, self.context.seat_letter(seat),
                            self.context.colour_cues)
            scene.add_piece(pawn, QPointF(x + 10 + i * 34, top2 + 26), yard)
            pawn.setToolTip(tr("Drag this worker onto a column above a card"))
        if any(a.kind == "place" for a in actions):
            TextItem(tr("Drag one onto a column"), QRectF(x + 6, top2 + 64, 108, 26), 8.5, bold=True,
                     colour=QColor("#8c6a1c"), parent=yard)
        x += 126
        quay_w = 300.0
        quay = ZoneItem(QRectF(x, top2, quay_w, row2_h), "#d9e6ee", tr("Quay: cubes unloaded from your ships"))
        quay.setParentItem(panel)
        loose = [g for g in GOODS for _ in range((loading or {}).get("loose", {}).get(g, 0))]
        counters = {}
        for i, good in enumerate(loose):
            j = counters.get(good, 0)
            counters[good] = j + 1
            row, col = divmod(i, 12)
            self._cube(scene, quay, f"cube:loose:{good}:{j}", good,
                       QPointF(x + 10 + col * (CUBE + 6), top2 + 24 + row * (CUBE + 8)))
        if loading is None:
            note = LabelItem(tr("In the loading phase your cubes appear here: drag each one to where it goes."),
                             quay_w - 16, 8.5, colour=theme.INK_SOFT, parent=quay)
            note.setPos(x + 8, top2 + 24)
        x += quay_w + 8
        supply = ZoneItem(QRectF(x, top2, 110, row2_h), "#e4d3ab", tr("Supply"), dashed=True)
        supply.setToolTip(tr("Drop a cube from your ships here to give it up"))
        scene.add_target(supply, "supply", panel)
        TextItem(tr("Drop a cube here to give it up"), QRectF(x + 8, top2 + 24, 94, 60), 9, colour=theme.INK_SOFT,
                 parent=supply)
        x += 118
        done_w = 104.0
        holdings = ZoneItem(QRectF(x, top2, area.right() - 8 - done_w - 8 - x, row2_h), "#e9dcbc",
                            tr("Other cards"))
        holdings.setParentItem(panel)
        text = self._own_holdings(view, seat)
        body = LabelItem(text, holdings.rect.width() - 12, 9, parent=holdings)
        body.setPos(x + 6, top2 + 20)
        if any(a.kind == "done" for a in actions):
            done = ButtonItem(QRectF(area.right() - 8 - done_w, top2 + row2_h / 2 - 18, done_w, 36),
                              tr("Done"), primary=True)
            done.setToolTip(tr("End your loading; cubes still lying loose go to the supply"))
            scene.add_target(done, "button:done", panel)
            scene.drag.set_click_action("button:done", Action("done", ()))

    def _own_holdings(self, view: dict[str, Any], seat: int) -> str:
        player = view["players"][seat]
        kinds: dict[str, list[str]] = {}
        for card in player["cards"]:
            kind = CARDS[card]["kind"]
            if kind not in ("contract", "merchant", "warehouse"):
                kinds.setdefault(kind, []).append(card)
        parts = []
        if kinds.get("fireman"):
            values = [str(CARDS[c]["strength"]) for c in kinds["fireman"]]
            parts.append(tr("Firemen %1 (strength %2)").replace("%1", " + ".join(values)).replace(
                "%2", str(player["firemen"])))
        if kinds.get("ship"):
            parts.append(tr("Ships: %1").replace("%1", str(len(kinds["ship"]))))
        if kinds.get("counting_house"):
            parts.append(tr("Counting houses: %1").replace("%1", str(len(kinds["counting_house"]))))
        for kind in ("bank", "church", "chamber", "port", "st_michaelis"):
            for card in kinds.get(kind, []):
                parts.append(self.words.card(card))
        if not parts:
            return "<span style='color:#6b5b45'>" + tr("None yet") + "</span>"
        return "<br>".join(parts)

    def _cube(self, scene: TableScene, parent: ZoneItem, piece_id: str, good: str, pos: QPointF) -> CubeItem:
        cube = CubeItem(piece_id, GOOD_COLOURS[good], CUBE, good_mark(good), self.context.colour_cues)
        cube.setToolTip(self.words.good(good))
        scene.add_piece(cube, pos, parent)
        return cube

    def _choice_cubes(self, scene: TableScene, panel: ZoneItem, space: SlotPanelItem, actions: list[Action]) -> None:
        """After a conversion: a card over the market hall offering each good of the supply."""
        goods = [str(a.args[0]) for a in actions if a.kind == "take"]
        if not goods:
            return
        r = space.rect
        card = ZoneItem(QRectF(r.left() - 4, r.top() - 2, 224, r.height() + 4), "#fbf3dc", parent=panel)
        card.setZValue(5)
        card.highlight = "lit"
        TextItem(tr("You get one cube: click the good you want"), QRectF(r.left() + 4, r.top() + 4, 208, 34), 9.5,
                 bold=True, colour=QColor("#a3271b"), parent=card)
        pitch = 208 / max(len(goods), 1)
        for i, good in enumerate(goods):
            x = r.left() + 4 + i * pitch
            cube = self._cube(scene, card, f"choice:{good}", good, QPointF(x + pitch / 2 - CUBE / 2, r.top() + 44))
            cube.setToolTip(tr("Take %1 from the supply").replace("%1", self.words.good(good)))
            TextItem(self.words.good(good), QRectF(x, r.top() + 70, pitch, 16), 8.5, parent=card)
            scene.drag.set_click_action(f"choice:{good}", Action("take", (good,)))

    def _final_table(self, frame: BoardFrameItem, view: dict[str, Any], area: QRectF) -> None:
        panel = ZoneItem(area, "#f3e7c8")
        panel.setParentItem(frame)
        scores = view.get("scores") or []
        names = [self.context.seat_name(s) for s in range(len(scores))]
        rows = "".join(
            f"<tr><td>{self.category_label(key)}</td>"
            + "".join(f"<td align='right'>{s['breakdown'].get(key, 0)}</td>" for s in scores) + "</tr>"
            for key in scores[0]["breakdown"] if any(s["breakdown"].get(key) for s in scores)
        ) if scores else ""
        total = "".join(f"<td align='right'><b>{s['total']}</b></td>" for s in scores)
        head = "".join(f"<th align='right'>&nbsp;&nbsp;{n}</th>" for n in names)
        title = self.words.prompt(view.get("prompt") or {}, view)
        html = (f"<h3>{title}</h3><table cellspacing='3'><tr><th></th>{head}</tr>{rows}"
                "<tr><td><b>" + tr("Total") + f"</b></td>{total}</tr></table>")
        label = LabelItem(html, area.width() - 24, 10.5, parent=panel)
        label.setPos(area.left() + 12, area.top() + 6)

    # --- card faces --------------------------------------------------------------
    def card_look(self, card_id: str) -> CardLook:
        entry = CARDS[card_id]
        kind = entry["kind"]
        name = self.words.card(card_id)
        look = CardLook(kind, name, letters=self.letters())
        look.provenance = provenance_mark(entry.get("marks") or {}, entry.get("corrected"))
        if kind == "contract":
            needs = [g for g in GOODS for _ in range(entry["needs"].get(g, 0))]
            look.corner = str(entry.get("points", ""))
            look.lines = [tr("Deliver these goods:")]
            look.slots = [Slot(good=g) for g in needs]
        elif kind == "ship":
            look.lines = [tr("Unload its 3 cubes this round")]
        elif kind == "fireman":
            look.big = str(entry.get("strength", 0))
            look.lines = [tr("Strength against fires")]
        elif kind == "bank":
            look.big = "+1"
            look.lines = [tr("1 more coin every income")]
        elif kind == "counting_house":
            look.big = "2·5·9·14"
            look.lines = [tr("Points for 1·2·3·4 counting houses")]
        elif kind == "merchant":
            look.corner = str(entry.get("points", ""))
            look.lines = [tr("Buys %1 for 1 coin each").replace("%1", self.words.good(entry["good"]))]
            look.slots = [Slot(good=entry["good"])]
        elif kind == "warehouse":
            look.big = "4"
            look.lines = [tr("Keeps up to 4 cubes; 1 point each at the end")]
        elif kind in ("church", "st_michaelis"):
            look.corner = str(entry.get("points", ""))
            look.big = str(entry.get("points", ""))
            look.lines = [tr("points at the end")]
        elif kind == "chamber":
            look.big = "1 : 1"
            look.lines = [tr("1 point per coin at the end")]
        elif kind == "port":
            look.big = "1 : 1"
            look.lines = [tr("1 point per ship at the end")]
        return look

    def contract_look(self, contract: dict[str, Any]) -> CardLook:
        look = self.card_look(contract["card"])
        delivered = dict(contract["delivered"])
        slots = []
        for slot in look.slots:
            if delivered.get(slot.good, 0) > 0:
                delivered[slot.good] -= 1
                slots.append(Slot(slot.good, slot.good))
            else:
                slots.append(slot)
        look.slots = slots
        if contract["complete"]:
            look.lines = [tr("Complete: %1").replace("%1", points(int(contract["points"])))]
        return look

    def card_tooltip(self, card_id: str) -> str:
        entry = CARDS[card_id]
        look = self.card_look(card_id)
        text = f"<b>{self.words.card_label(card_id)}</b> ({season_name(entry['season'])})"
        details = " ".join(look.lines)
        if entry["kind"] == "contract":
            details = tr("Needs %1; %2 when complete").replace("%1", self.words.goods(
                [g for g in GOODS for _ in range(entry["needs"].get(g, 0))])).replace(
                "%2", points(int(entry.get("points", 0))))
        note = provenance_note(provenance_mark(entry.get("marks") or {}, entry.get("corrected")))
        return f"{text}<br>{details}" + (f"<br><i>{note}</i>" if note else "")

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

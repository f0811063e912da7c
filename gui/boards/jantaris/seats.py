"""The players at the Jantaris table: the prestige track, one strip per seat, the home seat's items in the
tray, and a seat's whole board opened over the city by a click on its strip."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from gui.boards.jantaris.build import Build
from gui.boards.jantaris.cards import CONTROL_BAND, VOTE_BANDS, ControlCardItem, ItemCardItem
from gui.boards.jantaris.faces import item_effect
from gui.boards.jantaris.items import GoodsItem, MerchantItem, PrestigeTrackItem
from gui.boards.jantaris.words import GOODS
from gui.i18n import tr
from gui.scene import theme
from gui.scene.opener import OpenerItem
from gui.scene.zone import ButtonItem, ZoneItem

TRACK_SPACES = 21
SUPPLY = "supply"
CARD_MIN_W = 112.0  # a narrower item card no longer holds the longest item name (German) on its line
MORE_W = 64.0  # the button that opens the whole board when not all items fit
CONTROL_SECTION = 104.0  # an opened board's control cards: their heading and one row of cards
VOTE_INK = QColor("#6a3d7a")


def show_only(piece: QGraphicsItem, parent: QGraphicsItem, at: QPointF) -> None:
    """A piece drawn to be looked at, not played: a click on it goes to what lies under it."""
    piece.setParentItem(parent)
    piece.setPos(at)
    piece.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def draw_track(b: Build) -> None:
    players = b.players()
    context = b.board.context
    markers = [(int(p.get("prestige", 0)), b.board.seat_colour(s), context.seat_letter(s)) for s, p in
               enumerate(players)]
    track = PrestigeTrackItem(b.layout.rect("track"), TRACK_SPACES, int(b.view.get("end_prestige", 12)), markers,
                              b.font("small"), b.font("tiny"), b.frame)
    track.setToolTip(tr("Prestige: the game ends at the start player's turn once someone has %1 or more.")
                     .replace("%1", str(b.view.get("end_prestige", 12))))


def draw_strips(b: Build) -> None:
    players = b.players()
    region = b.layout.rect("players")
    gap = 4.0
    height = (region.height() - gap * (len(players) - 1)) / max(len(players), 1)
    to_move = b.view.get("to_move") or []
    for s, player in enumerate(players):
        rect = QRectF(region.left(), region.top() + s * (height + gap), region.width(), height)
        panel = b.zone(rect, "#f1e5c6")
        b.scene.add_target(panel, f"seat:{s}", b.frame)
        if s in to_move:
            panel.border = theme.BRASS_DARK
        if s != b.home:
            name = b.board.context.seat_name(s)
            tip = tr("Click to close %1's board") if s == b.board.opened_seat else tr("Click to open %1's whole board")
            OpenerItem(rect, lambda seat=s: b.board.open_seat(seat), tip.replace("%1", name), panel)
        draw_strip(b, s, player, rect, panel, live=True)


def draw_strip(b: Build, s: int, player: dict[str, Any], rect: QRectF, panel: QGraphicsItem, live: bool) -> None:
    """A seat's strip: its name and prestige, goods, supply, items, control cards and vote. ``live``: its goods
    and supply are pieces of the table (an opened board shows the same strip with pieces nobody plays)."""
    prefix = "" if live else "open:"
    board, context = b.board, b.board.context
    colour = board.seat_colour(s)
    band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 2, 176, 18), colour, parent=panel)
    band.radius = 6
    name = context.seat_name(s)
    b.text(name, QRectF(band.rect.left() + 5, band.rect.top() - 1, 126, 19),
           b.fitting(name, 126, ("body", "small", "tiny"), bold=True), band, bold=True, colour=theme.text_on(colour))
    score = b.text(f"★ {player.get('prestige', 0)}", QRectF(band.rect.right() - 42, band.rect.top() - 1, 38, 19),
                   "body", band, bold=True, colour=theme.text_on(colour))
    score.align = Qt.AlignmentFlag.AlignRight
    goods = player.get("goods") or {}
    for k, colour_id in enumerate(GOODS):
        cube = GoodsItem(f"{prefix}goods:{s}:{colour_id}", colour_id, int(goods.get(colour_id, 0)), 16, b.font("count"))
        cube.setToolTip(board.words.goods(colour_id, goods.get(colour_id, 0)))
        at = QPointF(rect.left() + 188 + k * 44, rect.top() + 3)
        if live:
            b.scene.add_piece(cube, at, panel)
        else:
            show_only(cube, panel, at)
    supply = int(player.get("supply", 0))
    pawn = MerchantItem(f"{prefix}{SUPPLY}:{s}", colour, supply, context.seat_letter(s), context.colour_cues, 22,
                        b.font("small"), always_count=True)
    pawn.setToolTip(tr("%1 in the supply").replace("%1", board.words.merchants(supply)))
    at = QPointF(rect.right() - 40, rect.top() + 8)
    if live:
        b.scene.add_piece(pawn, at, panel)
    else:
        show_only(pawn, panel, at)
    items = player.get("items") or []
    cards = player.get("control_cards") or []
    owned = []  # what a seat has none of yet is left out, so that the vote always finds room
    if items:
        owned.append((tr("1 item") if len(items) == 1 else tr("%n items", "", len(items)))
                     + (" ♛" if player.get("crown") else ""))
    if cards:
        owned.append(tr("1 control card") if len(cards) == 1 else tr("%n control cards", "", len(cards)))
    left = rect.left() + 8
    if owned:
        text = " · ".join(owned)
        b.text(text, QRectF(left, rect.top() + 19, b.width_of(text, "small") + 4, 16), "small", panel)
        left += b.width_of(text, "small") + 12
    draw_vote(b, player, QRectF(left, rect.top() + 19, rect.right() - 48 - left, 15), panel)
    tip = [board.words.item(i) for i in items] + [board.words.control(c) for c in cards]
    panel.setToolTip("<br>".join(tip) if tip else tr("No items or control cards yet"))


def draw_vote(b: Build, player: dict[str, Any], rect: QRectF, panel: QGraphicsItem) -> None:
    """The seat's vote as the viewer may know it: its card as a tag in the card's colour once public (or the
    viewer's own), else whether it is chosen; nothing outside the vote."""
    if b.view.get("phase") != "vote" and not (b.view.get("votes") or {}).get("revealed"):
        return
    vote = player.get("vote") or {}
    card = vote.get("card")
    if not card:
        status = tr("vote chosen") if vote.get("cast") else tr("choosing a vote")
        b.text(status, rect, b.fitting(status, rect.width(), ("small", "tiny"), bold=True), panel, bold=True,
               colour=VOTE_INK)
        return
    name = b.board.words.vote(card)
    kind = b.fitting(name, rect.width() - 10, ("small", "tiny"), bold=True)
    band = QColor(VOTE_BANDS.get(card, CONTROL_BAND))
    tag = ZoneItem(QRectF(rect.left(), rect.top(), b.width_of(name, kind, bold=True) + 10, rect.height()), band,
                   parent=panel)
    tag.radius = 5
    tag.border = theme.darker(band, 140)
    tag.setToolTip(tr("vote: %1").replace("%1", name))
    b.text(name, tag.rect.adjusted(5, -1, 0, 0), kind, tag, bold=True, colour=theme.text_on(band))


def item_card(b: Build, item: dict[str, Any], w: float, h: float, piece_id: str, at_bazaar: bool) -> ItemCardItem:
    """An item as a card: name, what it does and, at the bazaar, its starting price and prestige."""
    words = b.board.words
    item_id = str(item.get("id"))
    price = item.get("price") or {}
    cubes = tuple(c for c in GOODS for _ in range(int(price.get(c, 0)))) if at_bazaar else ()
    card = ItemCardItem(piece_id, words.item(item_id), item_effect(item_id), bool(item.get("crown")), w, h, b.fonts,
                        cubes, item.get("prestige") if at_bazaar else None)
    card.setToolTip(f"<b>{words.item(item_id)}</b> · " + tr("%1 prestige").replace("%1", str(item.get("prestige")))
                    + "<br>" + tr("starting price: %1").replace("%1", words.goods_pair(price.get("red", 0),
                                                                                        price.get("black", 0)))
                    + "<br>" + words.item_text(item_id))
    return card


def draw_tray(b: Build) -> None:
    """The home seat's items as cards along the bottom edge: as many rows as fit, and when even then they do not
    all fit, the last place opens the seat's whole board."""
    rect = b.layout.rect("tray")
    players = b.players()
    player = players[b.home] if 0 <= b.home < len(players) else {}
    title = tr("Your items") if b.home == b.seat else tr("Items of %1").replace("%1", b.board.context.seat_name(b.home))
    zone = b.zone(rect, "#efe2bf", title, parent=b.frame)
    items = player.get("items") or []
    if not items:
        b.text(tr("Items bought at the bazaar lie here."), QRectF(rect.left() + 10, rect.top() + 26, 300, 36), "small",
               zone, colour=theme.INK_SOFT)
        return
    room = QRectF(rect.left() + 8, rect.top() + 22, rect.width() - 16, rect.height() - 26)
    slots = card_slots(room, len(items), room.height())
    if len(slots) < len(items):  # the last place opens the whole board, where every item lies
        slots = card_slots(room.adjusted(0, 0, -MORE_W, 0), len(items), room.height())
        more = ButtonItem(QRectF(room.right() - MORE_W + 4, room.top() + 8, MORE_W - 4, 46),
                          tr("+%1 more").replace("%1", str(len(items) - len(slots))), points=b.font("body"),
                          wrap=True, parent=zone)
        OpenerItem(more.rect, lambda: b.board.open_seat(b.home), tr("Open your whole board"), zone)
    for item_id, slot in zip(items, slots, strict=False):
        card = item_card(b, b.board.item_info(item_id), slot.width() - 6, slot.height() - 4, f"own:{item_id}", False)
        show_only(card, zone, slot.topLeft())


def card_slots(room: QRectF, count: int, card_h: float, card_w: float = 130.0) -> list[QRectF]:
    """Places for ``count`` cards of ``card_h`` in ``room``, row by row: each as wide as the room allows up to
    ``card_w`` but not narrower than CARD_MIN_W; fewer places than cards when they do not all fit."""
    rows = max(1, int(room.height() // card_h))
    per_row = min(max(1, int(room.width() // CARD_MIN_W)), max(1, -(-count // rows)))
    rows = min(rows, -(-count // per_row))
    width = min(room.width() / per_row, card_w)
    return [QRectF(room.left() + (k % per_row) * width, room.top() + (k // per_row) * card_h, width, card_h)
            for k in range(min(count, rows * per_row))]


def draw_opened(b: Build, s: int) -> None:
    """Seat ``s``'s whole board over the city: its strip, prestige by kind, merchants on the map, items and
    control cards; a click on Close (or on the strip again) closes it."""
    rect = b.layout.rect("opened")
    board, words = b.board, b.board.words
    players = b.players()
    if not 0 <= s < len(players):
        return
    player = players[s]
    name = board.context.seat_name(s)
    panel = OpenedBoardItem(rect, "#f3e8cc")
    b.scene.add_target(panel, "opened", b.frame)  # a drop on it finds no district hidden under it
    b.title(tr("Board of %1").replace("%1", name), QRectF(rect.left() + 12, rect.top() + 8, rect.width() - 120, 22),
            panel, centred=False)
    panel.border = board.seat_colour(s)
    close = ButtonItem(QRectF(rect.right() - 96, rect.top() + 6, 88, 26), tr("Close"), points=b.font("body"),
                       parent=panel)
    OpenerItem(close.rect, lambda: board.open_seat(None), tr("Close this board"), panel)
    left, width = rect.left() + 12, rect.width() - 24
    draw_strip(b, s, player, QRectF(left, rect.top() + 40, width, 35), panel, live=False)
    y = rect.top() + 86
    y = _opened_line(b, panel, tr("Prestige"), prestige_parts(b, player), left, y, width)
    y = _opened_line(b, panel, tr("On the map"), merchants_on_map(b, s), left, y, width)
    items = player.get("items") or []
    y = _opened_heading(b, panel, tr("Items: %1").replace("%1", str(len(items))), left, y, width)
    room = QRectF(left, y, width, rect.bottom() - y - CONTROL_SECTION)
    slots = card_slots(room, len(items), 120.0) if items else []
    for item_id, slot in zip(items, slots, strict=False):
        card = item_card(b, board.item_info(item_id), slot.width() - 8, slot.height() - 8, f"open:{item_id}", True)
        show_only(card, panel, slot.topLeft())
    y = max([slot.bottom() for slot in slots], default=y)
    rest = items[len(slots):]
    if rest:  # more items than room for cards: the rest by name
        y = _opened_line(b, panel, tr("also"), ", ".join(words.item(i) for i in rest), left, y, width)
    cards = player.get("control_cards") or []
    y = _opened_heading(b, panel, tr("Control cards: %1").replace("%1", str(len(cards))), left, y, width)
    districts = board.control_districts()
    pitch = min(104.0, width / max(len(cards), 1))  # all in one row, narrower when there are many
    for k, card_id in enumerate(cards):
        card = ControlCardItem(f"open:{card_id}", [words.place(d) for d in districts.get(card_id, [])],
                               CONTROL_BAND, "", pitch - 8, 66, b.fonts)
        show_only(card, panel, QPointF(left + k * pitch, y))
        card.setToolTip(words.control(card_id))


def _opened_heading(b: Build, panel: QGraphicsItem, text: str, left: float, y: float, width: float) -> float:
    b.text(text, QRectF(left, y, width, 20), "title", panel, bold=True, serif=True)
    return y + 22


def _opened_line(b: Build, panel: QGraphicsItem, label: str, text: str, left: float, y: float, width: float) -> float:
    b.text(label, QRectF(left, y, 110, 20), "body", panel, bold=True)
    lines = 2 if len(text) > 60 else 1
    b.text(text, QRectF(left + 112, y, width - 112, 18 * lines), "body", panel)
    return y + 18 * lines + 8


def prestige_parts(b: Build, player: dict[str, Any]) -> str:
    parts = player.get("breakdown") or {}
    shown = [f"{b.board.category_label(key)} {value}" for key, value in parts.items() if value]
    return f"★ {player.get('prestige', 0)}" + (" = " + " + ".join(shown) if shown else "")


def merchants_on_map(b: Build, s: int) -> str:
    """Where seat ``s``'s merchants stand ("Shakara 2, Taira 1"), then how many wait in its supply."""
    words = b.board.words
    places = [(words.place(loc["id"]), (loc.get("merchants") or [0] * (s + 1))[s]) for loc in
              b.view.get("locations") or []]
    on_map = ", ".join(f"{name} {n}" for name, n in places if n)
    supply = tr("%1 in the supply").replace("%1", str(int(b.players()[s].get("supply", 0))))
    return f"{on_map} · {supply}" if on_map else supply


class OpenedBoardItem(ZoneItem):
    """The panel of an opened board: it lies over the city and takes every click on it, so nothing under it
    is played by mistake."""

    def __init__(self, rect: QRectF, fill: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, fill, parent=parent)
        self.setZValue(50)
        self.radius = 14.0

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()

"""Merkator's cards drawn in code: contracts as sealed documents with their demands as cubes, the empty places
they will lie in, bonus cards and buildings as rows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.layout import BoardLayout
from gui.boards.merkator.art import (
    DOCUMENT,
    document_path,
    paint_card_stack,
    paint_contract,
    paint_empty_place,
    paint_paper,
)
from gui.boards.merkator.items import (
    ANY_GOOD,
    CUBE_COLOURS,
    TICK,
    draw_join_icon,
    draw_marked_cube,
    draw_provenance,
    fits,
    text,
)
from gui.scene import theme
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.pixmap_cache import cached_paint

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
SEAL_INK = QColor("#fbeed0")  # the value pressed into the red wax


@dataclass
class NeedLine:
    colour: str | None  # cube colour, None for a kind of goods or "different"
    label: str
    count: int
    short: int  # how many of these are still missing (0: covered)
    mark: str = ""  # the letters on the cube: the good's (two goods share each colour), the kind's, or "≠"


@dataclass
class ContractLook:
    value: int
    region: str  # the destination's name
    short: str  # the destination's short name, for a band too narrow for the whole name
    band: str
    needs: list[NeedLine] = field(default_factory=list)
    peace: bool = False
    eligible: bool = False
    ready: bool = False
    done_now: bool = False
    footer: str = ""
    footer_short: str = ""  # the footer's sign, for a card too narrow for its words
    count: int | None = None  # a deck's size
    discarded: int = 0  # a deck's discard pile
    provenance: str = ""  # "reconstructed" or "" (gui.scene.card.provenance_mark)


def band_label(look: ContractLook, room: float, points: float) -> str:
    """The destination's whole name when it fits the band, else its short name, else nothing: the band's
    colour and the tooltip name it."""
    for name in (look.region, look.short):
        if fits(name, points, room, bold=True):
            return name
    return ""


class ContractItem(PieceItem):
    """A contract card as a sealed document: its value pressed into a red wax seal, the destination's colour
    across its head, each good it asks for as a cube (a faint cube: still missing) inside a printed border;
    a deck shows the edges of the cards under its top one."""

    WIDTH = 72.0
    HEIGHT = 84.0
    CUBE = 16.0

    def __init__(self, piece_id: str, look: ContractLook, fonts: BoardLayout, width: float = WIDTH,
                 height: float = HEIGHT) -> None:
        super().__init__(piece_id)
        self.look = look
        self.fonts = fonts
        self.width = width
        self.height = height
        self.on_hover: Callable[[bool], None] | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.width + 12, self.height + 12)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(False)
        super().hoverLeaveEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        w, h = self.width, self.height
        fonts = self.fonts
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = QRectF(0, 0, w, h)
        outline = document_path(sheet)
        stack = 0 if look.count is None or look.count < 2 else 1 if look.count < 5 else 2  # a deck's cards under it
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 40))
        painter.drawRoundedRect(QRectF(5 if self.lifted else 2, 5 if self.lifted else 2.5, w + 1.8 * stack,
                                       h + 1.8 * stack), 4, 4)
        if stack:
            paint_card_stack(painter, sheet, stack)
        band = QColor(look.band)
        band_h = 19.0
        medal = QRectF(2, 1.5, band_h - 3, band_h - 3)
        cached_paint(painter, sheet, ("contract", look.band, look.peace),
                     lambda p, r: paint_contract(p, r, band, band_h, look.peace, medal))
        text(painter, medal.adjusted(-3, 0, 3, 0), str(look.value), fonts.font("figure"), True, SEAL_INK, elide=False)
        beside = QRectF(medal.right() + 3, 0, w - medal.right() - 5, band_h)
        name = band_label(look, beside.width(), fonts.font("name"))
        text(painter, beside, name, fonts.font("name"), True, theme.text_on(band), LEFT)
        if look.peace:
            text(painter, QRectF(4, band_h + 2, w - 8, h - band_h - 20), "☮", fonts.font("peace"),
                 colour=QColor("#6a4c93"), elide=False)
        else:
            self._needs(painter, band_h + 4)
        footer = QRectF(0, h - 17, w, 17)
        if look.footer:
            painter.save()
            painter.setClipPath(outline)
            fill = QColor("#2e7d32") if look.ready else QColor("#d9ccab")
            painter.fillRect(footer, fill)
            painter.setPen(QPen(QColor("#b8902f") if look.ready else QColor(90, 65, 35, 150), 1))
            painter.drawLine(QPointF(0, footer.top()), QPointF(w, footer.top()))
            painter.restore()
            words = look.footer if fits(look.footer, fonts.font("label"), w - 4, bold=True) else look.footer_short
            text(painter, footer, words, fonts.font("label"), True, QColor("white") if look.ready else theme.INK,
                 elide=False)
        elif look.count is not None:
            if look.discarded:
                text(painter, QRectF(3, h - 17, w / 2 - 3, 16), f"({look.discarded})", fonts.font("small"),
                     colour=theme.INK_SOFT, align=LEFT, elide=False)
            chip = QRectF(w - 30, h - 17, 28, 15)
            painter.setPen(QPen(QColor("#b8902f"), 0.7))
            painter.setBrush(QColor(62, 40, 22, 215))  # a leather tag with the deck's count
            painter.drawRoundedRect(chip, 4, 4)
            text(painter, chip, f"×{look.count}", fonts.font("small"), True, QColor("white"), elide=False)
        # a sticker on the card's top right corner, where it hides no word
        draw_provenance(painter, QRectF(w - 9, -6, 14, 14), look.provenance, fonts.font("small"))
        if self.highlight == "lit" or (look.eligible and self.highlight != "dim"):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5 if self.highlight == "lit" else 2.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 4.5, 4.5)
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(outline)

    def _needs(self, painter: QPainter, top: float) -> None:
        """Every good the contract asks for as one cube, in rows; the missing ones faint."""
        size = self.CUBE
        gap = 2.0
        per_row = max(1, int((self.width - 6 + gap) // (size + gap)))
        cubes: list[tuple[NeedLine, bool]] = []
        for line in self.look.needs:
            have = line.count - line.short
            cubes += [(line, k >= have) for k in range(line.count)]
        left = (self.width - per_row * (size + gap) + gap) / 2
        for i, (line, missing) in enumerate(cubes):
            row, col = divmod(i, per_row)
            spot = QRectF(left + col * (size + gap), top + row * (size + 3), size, size)
            colour = CUBE_COLOURS[line.colour] if line.colour else ANY_GOOD
            draw_marked_cube(painter, spot, colour, line.mark, self.fonts.font("mark"), faint=missing)


@dataclass
class DisplayLook:
    kind: str  # "bonus" or "building"
    title: str
    cost: int
    band: str
    short: str = ""  # the title's short form, for a chip too narrow for it
    good_colour: str | None = None
    good: str = ""  # the good's name (a bonus card)
    mark: str = ""  # the good's letters, on its cube where the name finds no room
    amount: int = 0  # goods a trip brings (a bonus card)
    body: str = ""  # a bonus card's goods when joining, a building's effect in a few words
    points: str = ""  # what an owned building scores now ("4★"), shown instead of its price
    affordable: bool = True
    provenance: str = ""


class DisplayCardItem(PieceItem):
    """A bonus card or building laid as a row on the same laid paper as the contracts: the title and price on
    the first line, the effect on the second."""

    def __init__(self, piece_id: str, look: DisplayLook, fonts: BoardLayout, width: float, height: float) -> None:
        super().__init__(piece_id)
        self.look = look
        self.fonts = fonts
        self.width = width
        self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.width + 12, self.height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 40))
        painter.drawRoundedRect(QRectF(4 if self.lifted else 1.5, 4 if self.lifted else 2, w, h), 5, 5)
        outline = document_path(QRectF(0, 0, w, h))
        cached_paint(painter, QRectF(0, 0, w, h), ("display card",), lambda p, r: paint_paper(p, r, DOCUMENT, 9))
        stripe = 6.0
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(0, 0, stripe, h), QColor(look.band))
        painter.restore()
        if h < 30:
            self._chip(painter, stripe)
        else:
            self._card(painter, stripe)
        if not look.affordable and self.highlight != "lit":
            painter.setBrush(QColor(60, 45, 30, 70))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(outline)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 6, 6)

    def _points(self, painter: QPainter, rect: QRectF) -> None:
        """An owned building's points now, in a green pill where the price was."""
        painter.setPen(QPen(theme.darker(TICK, 140), 1))
        painter.setBrush(TICK)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        text(painter, rect.adjusted(-2, 0, 2, 0), self.look.points, self.fonts.font("figure"), True, QColor("white"),
             elide=False)

    def _chip(self, painter: QPainter, stripe: float) -> None:
        """One line for an office holding many cards: the name, and the goods a bonus card brings or the
        points a building scores (the tooltip gives the rest)."""
        look, fonts = self.look, self.fonts
        w, h = self.width, self.height
        if look.kind == "bonus" and look.good_colour:
            right = QRectF(w - 60, 0, 58, h)
            text(painter, QRectF(right.left(), 0, 18, h), f"{look.amount}×", fonts.font("effect"), True, align=LEFT,
                 elide=False)
            cube = QRectF(right.left() + 18, (h - 14) / 2, 14, 14)
            draw_marked_cube(painter, cube, CUBE_COLOURS[look.good_colour], look.mark, fonts.font("mark"))
            draw_join_icon(painter, QRectF(cube.right() + 4, (h - 13) / 2, 9, 13))
            text(painter, QRectF(cube.right() + 15, 0, 12, h), look.body, fonts.font("effect"), True, theme.INK_SOFT,
                 LEFT, elide=False)
        else:
            right = QRectF(w - 36, 2, 33, h - 4)
            self._points(painter, right)
        room = right.left() - stripe - 6
        name = next((n for n in (look.title, look.short) if fits(n, fonts.font("label"), room, bold=True)), "")
        text(painter, QRectF(stripe + 3, 0, room, h), name, fonts.font("name"), True, align=LEFT,
             serif=look.kind == "building", smallest=fonts.font("label"))

    def _card(self, painter: QPainter, stripe: float) -> None:
        look, fonts = self.look, self.fonts
        w, h = self.width, self.height
        line = (h - 4) / 2
        if look.points:  # an owned building: what it scores now, where the price was
            medal = QRectF(w - 36, 2, 33, line)
            self._points(painter, medal)
        else:
            medal = QRectF(w - line - 3, 2, line, line)
            painter.setPen(QPen(theme.BRASS_DARK, 1))
            painter.setBrush(theme.BRASS)
            painter.drawEllipse(medal)
            text(painter, medal.adjusted(-3, 0, 3, 0), str(look.cost), fonts.font("figure"), True, elide=False)
        sticker = 12 if look.provenance else 0
        text(painter, QRectF(stripe + 3, 1, medal.left() - stripe - 5 - sticker, line + 1), look.title,
             fonts.font("name"), True, align=LEFT, serif=look.kind == "building", smallest=fonts.font("label"))
        second = QRectF(stripe + 3, h / 2, w - stripe - 5, line)
        if look.kind == "bonus" and look.good_colour:
            cube = QRectF(second.left(), second.top() + (line - 15) / 2, 15, 15)
            draw_marked_cube(painter, cube, CUBE_COLOURS[look.good_colour], str(look.amount), fonts.font("mark"))
            joining = QRectF(second.right() - 24, second.top(), 24, line)
            rest = QRectF(cube.right() + 4, second.top(), joining.left() - cube.right() - 6, line)
            text(painter, rest, look.good, fonts.font("effect"), True, align=LEFT)
            draw_join_icon(painter, QRectF(joining.left(), joining.center().y() - 7, 10, 14))
            text(painter, joining.adjusted(12, 0, 0, 0), look.body, fonts.font("effect"), True, theme.INK_SOFT, LEFT,
                 elide=False)
        else:
            # a long effect (some languages) takes the smallest size rather than losing words
            text(painter, second, look.body, fonts.font("effect"), align=LEFT, smallest=fonts.font("small"))
        draw_provenance(painter, QRectF(medal.left() - 10, -5, 14, 14), look.provenance, fonts.font("small"))



class CardPlaceItem(QGraphicsItem):
    """Where a contract will lie (an office's free contract space, an emptied deck): its outline pressed faintly
    into the paper, with ``title`` (an emptied deck's value) beside the seal's ring."""

    def __init__(self, rect: QRectF, title: str = "", points: float = 9.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = title
        self.points = points
        self.setZValue(0.5)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_empty_place(painter, self.rect)
        if self.title:
            text(painter, QRectF(self.rect.left() + 19, self.rect.top() + 1, self.rect.width() - 22, 17), self.title,
                 self.points, True, theme.INK_SOFT, LEFT, elide=False)

"""Dale of Merchants' painted pieces: animal cards with drawn emblems, piles, stall places and stack tiles."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.dale import art
from gui.boards.layout import board_layout
from gui.scene import theme
from gui.scene.card import CardFace, CardItem, draw_provenance_mark
from gui.scene.zone import ZoneItem as SceneZoneItem

HERE = Path(__file__).resolve().parent
with open(HERE / "decks.json", encoding="utf-8") as _file:
    DECK_LOOKS: dict[str, dict] = json.load(_file)["decks"]
with open(HERE / "name_breaks.json", encoding="utf-8") as _file:
    NAME_BREAKS: dict[str, str] = json.load(_file)["breaks"]
DECK_COLOURS = {deck: look["colour"] for deck, look in DECK_LOOKS.items()}
CUES = {deck: look["cue"] for deck, look in DECK_LOOKS.items()}
BACK = "#5a3b6b"  # the back of every player card
RIBBON = QColor(63, 143, 72, 225)  # the green of a copying card's ribbon
COPY_MARK = "="  # a copying card: "= Spyglass"


def points(kind: str) -> float:
    """The size of a kind of text, from the board's layout.json (the same in every variant)."""
    return board_layout("dale").font(kind)


def sizes(largest: str, smallest: str) -> list[float]:
    """The sizes from the layout's ``largest`` down to its ``smallest`` kind, half a point apart."""
    top, floor = points(largest), points(smallest)
    found = [top]
    while found[-1] - 0.5 >= floor - 1e-6:
        found.append(found[-1] - 0.5)
    return found


@dataclass
class CardLook:
    """What a face shows: name, deck (colour, emblem and cue), value, kind marks and a copy ribbon."""

    name: str
    deck: str
    value: int | str
    printed: int | str
    technique: bool = False
    bonus: bool = False
    copy: str = ""  # the copied card's name, or ""
    face_down: bool = False
    compact: bool = False  # only the band shows: a card covered by another in a stack
    provenance: str = ""  # "reconstructed" when its printed text could not be confirmed
    text: str = ""  # the effect in a few words, printed when the card is drawn at a readable size
    cue: str = ""  # the deck's glyph beside its colour ("" when colour cues are off)


EMBLEM_MIN = 22.0  # the emblem is left out when less height than this remains above the text
BAND = 24.0  # the coloured band of a readable card
SMALL_BAND = 18.0  # the band of a small or covered card: value and cue
WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
TEXT_FLAGS = WRAP | Qt.AlignmentFlag.AlignBottom


def is_small(look: CardLook, w: float) -> bool:
    return w < 70 or look.compact


def text_font(size: float) -> QFont:
    return theme.font(size)


def name_font(size: float) -> QFont:
    return theme.font(size, bold=True, serif=True)


def broken(text: str) -> str:
    """``text`` with its long words given their break points ("Geschenk-gutschein")."""
    return " ".join(NAME_BREAKS.get(word, word) for word in text.split(" "))


@dataclass(frozen=True)
class Placed:
    """A text placed on a face: its words (maybe with break points), frame and size."""

    text: str
    frame: QRectF
    points: float
    fits: bool


def place(text: str, box: QRectF, choices: list[float], font: Callable[[float], QFont], lines: int = 0,
          bottom: bool = False) -> Placed:
    """The largest of ``choices`` at which ``text`` fits ``box``'s width (and ``lines`` lines, or its
    height); a word too long for a line is broken at its known break point. The frame hugs the text,
    at the top of ``box`` or, with ``bottom``, at its bottom."""
    for size in choices:
        metrics = QFontMetricsF(font(size))
        most = lines * metrics.lineSpacing() + 1 if lines else box.height()
        for words in dict.fromkeys((text, broken(text))):
            need = metrics.boundingRect(QRectF(0, 0, box.width(), 10_000), int(WRAP), words)
            if need.width() <= box.width() + 0.5 and need.height() <= min(most, box.height()) + 0.5:
                top = box.bottom() - need.height() if bottom else box.top()
                return Placed(words, QRectF(box.left(), top, box.width(), need.height()), size, True)
    return Placed(broken(text), box, choices[-1], False)


@dataclass(frozen=True)
class FaceLayout:
    """Where a readable face's name, emblem and effect go."""

    label: str
    name: Placed
    effect: Placed | None
    emblem: QRectF | None


def face_layout(look: CardLook, w: float, h: float) -> FaceLayout:
    """A readable face: the name (a copying card: "= Spyglass") under the band, the effect at the
    bottom, the emblem between them where there is room."""
    label = f"{COPY_MARK} {look.copy}" if look.copy else look.name
    name = place(label, QRectF(3, BAND + 2, w - 6, h * 0.4), sizes("card_name", "card_name_min"), name_font, lines=2)
    below = name.frame.bottom() + 1
    effect = None
    bottom = h - 7
    if look.text:
        effect = place(look.text, QRectF(4, below, w - 8, bottom - below), sizes("effect", "effect_min"), text_font,
                       bottom=True)
        bottom = effect.frame.top() - 2
    emblem = QRectF(w * 0.22, below + 1, w * 0.56, bottom - below - 1)
    return FaceLayout(label, name, effect, emblem if emblem.height() >= EMBLEM_MIN else None)


def draw_emblem(painter: QPainter, deck: str, rect: QRectF, colour: QColor) -> None:
    """The deck's animal, drawn with a few shapes so a card is known by its picture too."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    ink = QPen(theme.darker(colour, 200), max(1.0, r * 0.06))
    painter.setPen(ink)
    if deck == "macaws":
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(c.x() - r * 0.15, c.y()), r * 0.62, r * 0.62)
        beak = QPainterPath(QPointF(c.x() + r * 0.35, c.y() - r * 0.35))
        beak.cubicTo(QPointF(c.x() + r * 1.0, c.y() - r * 0.4), QPointF(c.x() + r * 1.0, c.y() + r * 0.3),
                     QPointF(c.x() + r * 0.65, c.y() + r * 0.55))
        beak.lineTo(QPointF(c.x() + r * 0.35, c.y() + r * 0.15))
        beak.closeSubpath()
        painter.setBrush(QColor("#f2d16b"))
        painter.drawPath(beak)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(QPointF(c.x() + r * 0.05, c.y() - r * 0.15), r * 0.17, r * 0.17)
        painter.setBrush(theme.INK)
        painter.drawEllipse(QPointF(c.x() + r * 0.08, c.y() - r * 0.15), r * 0.07, r * 0.07)
    elif deck == "pandas":
        painter.setBrush(theme.INK)
        for dx in (-0.55, 0.55):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.55), r * 0.27, r * 0.27)
        painter.setBrush(QColor("#fbfaf5"))
        painter.drawEllipse(c, r * 0.78, r * 0.7)
        painter.setBrush(theme.INK)
        for dx in (-0.3, 0.3):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.08), r * 0.17, r * 0.22)
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.3), r * 0.12, r * 0.08)
    elif deck == "raccoons":
        painter.setBrush(colour.lighter(130))
        ears = QPolygonF([QPointF(c.x() - r * 0.75, c.y() - r * 0.2), QPointF(c.x() - r * 0.55, c.y() - r * 0.9),
                          QPointF(c.x() - r * 0.2, c.y() - r * 0.5)])
        painter.drawPolygon(ears)
        painter.drawPolygon(QPolygonF([QPointF(2 * c.x() - p.x(), p.y()) for p in ears]))
        painter.drawEllipse(c, r * 0.8, r * 0.62)
        painter.setBrush(theme.INK)
        painter.drawRoundedRect(QRectF(c.x() - r * 0.72, c.y() - r * 0.22, r * 1.44, r * 0.32), r * 0.15, r * 0.15)
        painter.setBrush(QColor("white"))
        for dx in (-0.3, 0.3):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.06), r * 0.09, r * 0.09)
        painter.setBrush(theme.INK)
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.32), r * 0.1, r * 0.07)
    elif deck == "squirrels":
        painter.setBrush(QColor("#d9a866"))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.2), r * 0.5, r * 0.6)
        cap = QPainterPath()
        cap.moveTo(QPointF(c.x() - r * 0.68, c.y() - r * 0.1))
        cap.cubicTo(QPointF(c.x() - r * 0.68, c.y() - r * 0.8), QPointF(c.x() + r * 0.68, c.y() - r * 0.8),
                    QPointF(c.x() + r * 0.68, c.y() - r * 0.1))
        cap.closeSubpath()
        painter.setBrush(colour.darker(115))
        painter.drawPath(cap)
        painter.drawLine(QPointF(c.x(), c.y() - r * 0.6), QPointF(c.x() + r * 0.15, c.y() - r * 0.9))
    elif deck == "ocelots":
        painter.setBrush(colour.darker(140))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.28), r * 0.45, r * 0.38)
        for dx, dy in ((-0.55, -0.2), (-0.2, -0.55), (0.2, -0.55), (0.55, -0.2)):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() + r * dy), r * 0.17, r * 0.21)
    elif deck == "chameleons":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        tail = QPen(colour.darker(130), max(1.5, r * 0.2))
        tail.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(tail)
        spiral = QPainterPath()
        for i in range(60):
            t = i / 59 * 3.2 * math.pi
            radius = r * (0.82 - 0.22 * t / math.pi)
            point = QPointF(c.x() + radius * math.cos(t), c.y() + radius * math.sin(t))
            if i == 0:
                spiral.moveTo(point)
            else:
                spiral.lineTo(point)
        painter.drawPath(spiral)
        painter.setPen(ink)
        painter.setBrush(QColor("#f2e9a0"))
        painter.drawEllipse(QPointF(c.x() + r * 0.8, c.y() - r * 0.05), r * 0.2, r * 0.2)
    else:
        painter.setBrush(QColor("#c2b59b"))
        box = QRectF(c.x() - r * 0.65, c.y() - r * 0.55, r * 1.3, r * 1.1)
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
    painter.restore()


def medallion(painter: QPainter, rect: QRectF, text: str, colour: QColor, ring: QColor | None = None,
              size: float | None = None) -> None:
    painter.setPen(QPen(ring or theme.darker(colour, 170), 2 if ring else 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(rect)
    painter.setPen(theme.text_on(colour))
    painter.setFont(theme.font(size or points("value"), bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_back(painter: QPainter, w: float, h: float) -> None:
    radius = max(4.0, w * 0.07)
    painter.setBrush(QColor(BACK))
    painter.setPen(QPen(theme.INK, 1))
    painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
    inner = QRectF(4, 4, w - 8, h - 8)
    art.lattice(painter, inner, QColor(255, 255, 255, 40), max(5.0, w / 9))
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius - 2, radius - 2)
    painter.setBrush(QColor(BACK))
    painter.drawEllipse(QPointF(w / 2, h / 2), w * 0.22, w * 0.22)
    art.awning(painter, QRectF(w / 2 - w * 0.14, h / 2 - w * 0.1, w * 0.28, w * 0.12), QColor("#c9a03c"),
               max(3.0, w * 0.05))


def paint_face(painter: QPainter, look: CardLook, w: float, h: float, dim: bool = False) -> None:
    """A card face (or back) inside (0, 0, w, h)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if look.face_down:
        paint_back(painter, w, h)
        return
    outline = QPainterPath()
    radius = max(4.0, w * 0.07)
    outline.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
    colour = QColor(DECK_COLOURS.get(look.deck, DECK_COLOURS["junk"]))
    painter.setBrush(theme.PARCHMENT if not dim else QColor("#d9d0bb"))
    painter.setPen(QPen(theme.darker(colour, 160), 1.1))
    painter.drawPath(outline)
    small = is_small(look, w)
    band_h = min(h * 0.3, SMALL_BAND) if small else BAND
    painter.save()
    painter.setClipPath(outline)
    gradient = QLinearGradient(0, 0, 0, band_h)
    gradient.setColorAt(0, theme.lighter(colour, 115))
    gradient.setColorAt(1, colour)
    # the animal's colour and its pattern: along the top and, a little, the foot
    for part in (QRectF(0, 0, w, band_h), QRectF(0, h - 6, w, 6)):
        painter.fillRect(part, gradient if part.top() == 0 else QBrush(colour))
        art.fill_pattern(painter, part, look.deck)
    painter.restore()
    # a printed card's frame: a thin line inside its edge, in the animal's colour
    painter.setPen(QPen(QColor(colour.red(), colour.green(), colour.blue(), 110), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(2.5, band_h + 1.5, w - 5, h - band_h - 9), max(2.0, radius - 3), max(2.0, radius - 3))
    # the value in the top left corner, ringed in gold when it differs from the print; the deck's cue beside it
    size = band_h - 2
    changed = str(look.value) != str(look.printed)
    medallion(painter, QRectF(2, 1, size, size), str(look.value), QColor("#f6ecd2"),
              theme.GLOW if changed else theme.darker(colour, 150), points("value_small" if small else "value"))
    x = size + 4
    cue_font = theme.font(points("cue_small" if small else "cue"), bold=True)
    cue_w = QFontMetricsF(cue_font).horizontalAdvance(look.cue) + 2
    if look.cue and x + cue_w <= w - 2:
        painter.setPen(theme.text_on(colour))
        painter.setFont(cue_font)
        cue = QRectF(x, 0, cue_w, band_h)
        painter.drawText(cue, Qt.AlignmentFlag.AlignCenter, look.cue)
        x = cue.right() + 2
    if small:
        _small_body(painter, look, w, h, band_h, colour)
        return
    if look.provenance:  # the shared mark sizes its "≈" at 0.55 of its side: the side that gives the layout's size
        side = points("mark") / 0.55
        draw_provenance_mark(painter, QRectF(x, (band_h - side) / 2, side, side), look.provenance)
    _kind_marks(painter, look, w, band_h)
    placed = face_layout(look, w, h)
    if look.copy:
        painter.fillRect(QRectF(0, placed.name.frame.top() - 1, w, placed.name.frame.height() + 2), RIBBON)
    painter.setPen(QColor("white") if look.copy else theme.INK)
    painter.setFont(name_font(placed.name.points))
    painter.drawText(placed.name.frame, int(WRAP | Qt.AlignmentFlag.AlignVCenter), placed.name.text)
    if placed.emblem is not None:
        draw_emblem(painter, look.deck, placed.emblem, colour)
    if placed.effect is not None:
        painter.setPen(theme.INK)
        painter.setFont(text_font(placed.effect.points))
        painter.drawText(placed.effect.frame, int(TEXT_FLAGS), placed.effect.text)


def _small_body(painter: QPainter, look: CardLook, w: float, h: float, band_h: float, colour: QColor) -> None:
    """A small or covered card: the emblem under the band; a copying card's ribbon with its copy's
    name where it fits whole (else the copy mark alone: the tooltip names it)."""
    body = QRectF(w * 0.18, band_h + 3, w * 0.64, h - band_h - 9)
    if body.height() > 10 and not look.compact:
        draw_emblem(painter, look.deck, body, colour)
    if not look.copy or h < 36:
        return
    ribbon = QRectF(0, max(band_h + 2, h * 0.6), w, 16)
    painter.fillRect(ribbon, RIBBON)
    painter.setPen(QColor("white"))
    font = theme.font(points("cue_small"), bold=True)
    painter.setFont(font)
    text = f"{COPY_MARK} {look.copy}"
    if QFontMetricsF(font).horizontalAdvance(text) > w - 4:
        text = COPY_MARK
    painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, text)


def _kind_marks(painter: QPainter, look: CardLook, w: float, band_h: float) -> None:
    """A star for a technique, a green + for its bonus action, in the band's right end."""
    x = w - 13
    if look.technique:
        cy = band_h / 2
        star = QPolygonF([QPointF(x + 8 * math.cos(a) * (1 if k % 2 == 0 else 0.45),
                                  cy + 8 * math.sin(a) * (1 if k % 2 == 0 else 0.45))
                          for k, a in enumerate(-math.pi / 2 + i * math.pi / 5 for i in range(10))])
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.setBrush(QColor("#f2d16b"))
        painter.drawPolygon(star)
        x -= 19
    if look.bonus:
        medallion(painter, QRectF(x - 9, band_h / 2 - 9, 18, 18), "+", QColor("#3d6b4f"), QColor("white"),
                  points("mark"))


class DaleCardItem(CardItem):
    """An animal card: a piece to drag, and a target to drop on or click."""

    def __init__(self, piece_id: str, look: CardLook, width: float, height: float, tooltip: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, CardFace(look.name, face_down=look.face_down), width, height, parent)
        self.look = look
        self.setToolTip(tooltip if not look.face_down else "")

    def face_text_points(self) -> float | None:
        """The size the face prints its effect in; None when it prints none (small, covered or no text)."""
        if not self.look.text or self.look.face_down or is_small(self.look, self.width):
            return None
        effect = face_layout(self.look, self.width, self.height).effect
        return effect.points if effect is not None else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 45))
        offset = 6 if self.lifted else 2
        painter.drawRoundedRect(QRectF(offset, offset, w, h), 6, 6)
        paint_face(painter, self.look, w, h, self.highlight == "dim")
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 40))
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 8, 8)


class ZoneItem(SceneZoneItem):
    """Dale's zones: a lighter shade when dimmed, no shade laid over them; titles are TextItems of their own."""

    dim_darken = 118
    glow_alpha = 55
    dim_shade = None


class StallSlotItem(ZoneItem):
    """One of the eight places of a stall, drawn as a little market stall: an awning in its owner's colour,
    posts and a counter, its number printed large in the background; the stack stands in ``inner()``."""

    AWNING = 11.0
    COUNTER = 6.0

    def __init__(self, rect: QRectF, number: int, next_slot: bool, parent: QGraphicsItem | None = None,
                 owner: QColor | None = None) -> None:
        super().__init__(rect, "#efe3c4" if not next_slot else "#f7ecd0", dashed=True, parent=parent)
        self.number = number
        self.radius = 5.0
        self.owner = QColor(owner) if owner is not None else art.MARKET_AWNING

    def inner(self) -> QRectF:
        """Where the cards of the stack lie: under the awning, over the counter."""
        return self.rect.adjusted(3, self.AWNING + 1, -3, -self.COUNTER - 1)

    def paint_stall(self, painter: QPainter, built: bool) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = r.adjusted(1, self.AWNING - 3, -1, 0)
        fill = QColor(self.fill) if not built else theme.darker(self.fill, 104)
        if self.highlight == "dim":
            fill = theme.darker(fill, self.dim_darken)
        painter.setBrush(fill)
        painter.setPen(QPen(self.border, 1, Qt.PenStyle.SolidLine if built else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(body, self.radius, self.radius)
        for x in (body.left() + 0.5, body.right() - 2.5):
            art.post(painter, QRectF(x, body.top(), 2.5, body.height() - self.COUNTER))
        art.counter(painter, QRectF(r.left(), r.bottom() - self.COUNTER, r.width(), self.COUNTER))
        art.awning(painter, QRectF(r.left(), r.top(), r.width(), self.AWNING + 2), self.owner,
                   max(6.0, r.width() / 5))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_stall(painter, False)
        painter.setPen(QColor(110, 85, 50, 120))
        painter.setFont(theme.font(points("slot_number"), bold=True, serif=True))
        painter.drawText(self.inner(), Qt.AlignmentFlag.AlignCenter, str(self.number))
        self.paint_glow(painter)


class PeekSlotItem(StallSlotItem):
    """A stall place too small to read: hovering it shows its stack at full size beside it."""

    def __init__(self, rect: QRectF, number: int, peek: Callable[[], QGraphicsItem | None],
                 parent: QGraphicsItem | None = None, owner: QColor | None = None) -> None:
        super().__init__(rect, number, False, parent, owner)
        self.peek = peek
        self.overlay: QGraphicsItem | None = None
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.overlay is None:
            self.overlay = self.peek()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        overlay, self.overlay = self.overlay, None
        if overlay is not None and overlay.scene() is not None:
            overlay.scene().removeItem(overlay)
        super().hoverLeaveEvent(event)


class StackTileItem(PeekSlotItem):
    """A built stack in another player's strip: a little stall in the colours and patterns of its animals,
    its number and their cues; hovering shows its cards."""

    AWNING = 8.0
    COUNTER = 4.0

    def __init__(self, rect: QRectF, number: int, decks: list[str], cues: bool,
                 peek: Callable[[], QGraphicsItem | None], parent: QGraphicsItem | None = None,
                 owner: QColor | None = None) -> None:
        super().__init__(rect, number, peek, parent, owner)
        self.decks = list(dict.fromkeys(decks))  # each animal once, in the stack's order
        self.cues = cues

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.inner().adjusted(-2, -2, 2, 0)
        outline = QPainterPath()
        outline.addRoundedRect(body, 3, 3)
        painter.save()
        painter.setClipPath(outline)
        stripe = body.width() / len(self.decks)
        for k, deck in enumerate(self.decks):
            part = QRectF(body.left() + k * stripe, body.top(), stripe + 0.5, body.height())
            painter.fillRect(part, QColor(DECK_COLOURS.get(deck, DECK_COLOURS["junk"])))
            art.fill_pattern(painter, part, deck)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.INK, 1))
        painter.drawPath(outline)
        art.counter(painter, QRectF(r.left(), r.bottom() - self.COUNTER, r.width(), self.COUNTER))
        art.awning(painter, QRectF(r.left(), r.top(), r.width(), self.AWNING + 2), self.owner,
                   max(5.0, r.width() / 4))
        ink = theme.text_on(QColor(DECK_COLOURS.get(self.decks[0], DECK_COLOURS["junk"])))
        painter.setPen(ink)
        painter.setFont(theme.font(points("tile_number"), bold=True, serif=True))
        number = QRectF(body.left(), body.top(), body.width(), body.height() * 0.55)
        painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(self.number))
        if self.cues:
            painter.setFont(theme.font(points("cue_small"), bold=True))
            painter.drawText(QRectF(body.left(), number.bottom(), body.width(), body.bottom() - number.bottom()),
                             Qt.AlignmentFlag.AlignCenter, "".join(CUES.get(d, "") for d in self.decks))
        self.paint_glow(painter)

    def inner(self) -> QRectF:
        return self.rect.adjusted(3, self.AWNING + 1, -3, -self.COUNTER - 1)


class MarketStallItem(ZoneItem):
    """The market as a row of stalls: a back wall of planks, a striped awning with a sign over each slot,
    posts between the slots and a counter under the cards (its prices are TextItems of their own)."""

    def __init__(self, rect: QRectF, awning: QRectF, signs: list[QRectF], posts: list[float], counter: QRectF,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, art.WOOD, parent=parent)
        self.awning, self.signs, self.posts, self.counter = QRectF(awning), signs, posts, QRectF(counter)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.planks(painter, self.rect, theme.lighter(art.WOOD, 112), 22.0, self.radius)
        for x in self.posts:
            art.post(painter, QRectF(x - 2.5, self.awning.bottom() - 4, 5, self.counter.top() - self.awning.bottom() + 4))
        art.counter(painter, self.counter)
        art.awning(painter, self.awning, art.MARKET_AWNING, 16.0)
        for board in self.signs:
            art.sign(painter, board)
        self.paint_glow(painter)


class SeatPanelItem(ZoneItem):
    """A player's place at the market: light planks under a thin awning in the player's colour."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.fill) if self.highlight != "dim" else theme.darker(self.fill, self.dim_darken)
        art.planks(painter, self.rect, base, 30.0, self.radius, vertical=False)
        art.awning(painter, QRectF(self.rect.left() + 6, self.rect.top(), self.rect.width() - 12, 5), self.border,
                   14.0)
        painter.setPen(QPen(self.border, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, self.radius, self.radius)
        self.paint_glow(painter)


class NoticeBoardItem(ZoneItem):
    """The turn's notice: a sheet of parchment pinned on a wooden board."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.planks(painter, self.rect, art.WOOD, 24.0, self.radius)
        sheet = self.rect.adjusted(3, 3, -3, -3)
        painter.setPen(QPen(theme.darker(theme.PARCHMENT, 130), 1))
        painter.setBrush(theme.PARCHMENT)
        painter.drawRoundedRect(sheet, 3, 3)
        painter.setBrush(QColor("#8c6a1c"))
        for x in (sheet.left() + 7, sheet.right() - 7):
            painter.drawEllipse(QPointF(x, sheet.top() + 5), 2.2, 2.2)
        self.paint_glow(painter)


class PileItem(ZoneItem):
    """A face-down pile (a deck) with its count; a target when registered. ``caption`` (may be "")
    is printed at its foot, wrapped. With ``fan`` the backs are fanned out: a hand, not a deck."""

    def __init__(self, rect: QRectF, count: int, caption: str, colour: str = BACK,
                 parent: QGraphicsItem | None = None, fan: bool = False) -> None:
        super().__init__(rect, colour, parent=parent)
        self.count = count
        self.caption = caption
        self.fan = fan
        self.radius = 6.0

    def paint_fan(self, painter: QPainter) -> None:
        r = self.rect.adjusted(5, 3, -5, -1)
        for angle in (-16.0, 0.0, 16.0):
            painter.save()
            painter.translate(r.center().x(), r.bottom())
            painter.rotate(angle)
            painter.setBrush(self.fill)
            painter.setPen(QPen(theme.INK, 0.9))
            painter.drawRoundedRect(QRectF(-r.width() / 2, -r.height(), r.width(), r.height()), 4, 4)
            painter.restore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.fan and self.count:
            self.paint_fan(painter)
            side = min(26.0, r.width() - 8)
            medallion(painter, QRectF(r.center().x() - side / 2, r.center().y() - side / 2 + 4, side, side),
                      str(self.count), theme.BRASS, size=points("count"))
            self.paint_glow(painter)
            return
        layers = min(4, (self.count + 4) // 5)
        for i in range(layers, 0, -1):
            painter.setPen(QPen(theme.INK, 0.8))
            painter.setBrush(theme.darker(self.fill, 100 + 12 * i))
            painter.drawRoundedRect(r.translated(i * 1.5, i * 1.5), self.radius, self.radius)
        if self.count:
            painter.setBrush(self.fill)
            painter.setPen(QPen(theme.INK, 1))
            painter.drawRoundedRect(r, self.radius, self.radius)
            painter.setPen(QPen(QColor(255, 255, 255, 80), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), self.radius - 2, self.radius - 2)
        else:
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.setPen(QPen(theme.INK_SOFT, 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r, self.radius, self.radius)
        side = min(30.0, r.width() - 8)
        centre = r.center().y() - (8 if self.caption else 0)
        medallion(painter, QRectF(r.center().x() - side / 2, centre - side / 2, side, side), str(self.count),
                  theme.BRASS, size=points("count"))
        if self.caption:
            painter.setPen(QColor("white") if self.count else theme.INK_SOFT)
            painter.setFont(theme.font(points("caption"), bold=True))
            painter.drawText(QRectF(r.left() + 2, centre + side / 2 + 2, r.width() - 4, r.bottom() - centre - side / 2 - 4),
                             int(WRAP | Qt.AlignmentFlag.AlignTop), self.caption)
        self.paint_glow(painter)

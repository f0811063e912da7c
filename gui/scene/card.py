"""A card drawn from data: a printed face with a framed band, title, cost medallion, icons and value; full text as
tooltip. The printed parts (shadow, face, back, medallion) are functions other cards paint with too."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem, TargetMixin
from gui.scene.text import fitted_text


@dataclass(frozen=True)
class CardFace:
    title: str
    band: str = "#7a5c3a"
    cost: int | str | None = None
    value: int | str | None = None
    icons: tuple[str, ...] = ()
    subtitle: str = ""
    text: str = ""
    face_down: bool = False
    icon_colours: tuple[str, ...] = field(default=())


class CardItem(PieceItem, TargetMixin):
    """A card; it can be dragged (a piece) and can receive drops (a target)."""

    WIDTH = 112.0
    HEIGHT = 156.0

    def __init__(self, piece_id: str, face: CardFace, width: float = WIDTH, height: float = HEIGHT,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.face = face
        self.width = width
        self.height = height
        tip = face.title if not face.text else f"<b>{face.title}</b><br>{face.text}"
        if not face.face_down:
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 10, self.height + 10)

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        drag = self.drag()
        if drag is not None and self.target_id and not self.is_active():
            drag.click_target(self.target_id)
            event.accept()
            return
        super().mousePressEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        face = self.face
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card_shadow(painter, QRectF(0, 0, w, h), 8, self.lifted)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 8, 8)
        if face.face_down:
            paint_card_back(painter, QRectF(0, 0, w, h), QColor(face.band))
            painter.setPen(QColor(255, 250, 235, 230))
            painter.setFont(theme.font(11, bold=True, serif=True))
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, face.title)
        else:
            band = QColor(face.band)
            paint_card_face(painter, QRectF(0, 0, w, h), band, 30, self.highlight == "dim")
            painter.setPen(theme.text_on(band))
            painter.setFont(theme.font(9.5, bold=True, serif=True))
            title_rect = QRectF(7, 2, w - (38 if face.cost is not None else 14), 26)
            title = painter.fontMetrics().elidedText(face.title, Qt.TextElideMode.ElideRight, int(title_rect.width()))
            painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
            if face.cost is not None:
                self._medallion(painter, QRectF(w - 31, 3, 25, 25), str(face.cost), theme.BRASS)
            painter.setPen(theme.INK)
            if face.subtitle:
                font = theme.font(9)
                painter.setFont(font)
                room = QRectF(6, 34, w - 12, 36)
                painter.drawText(room, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                                 fitted_text(face.subtitle, font, room.width(), room.height()))
            if face.icons:
                self._icons(painter, QRectF(6, h * 0.48, w - 12, 30))
            if face.value is not None:
                self._medallion(painter, QRectF(6, h - 32, 26, 26), str(face.value), QColor("#3d6b4f"))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 9, 9)

    def _medallion(self, painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
        paint_medallion(painter, rect, colour)
        painter.setPen(theme.text_on(colour))
        painter.setFont(theme.font(10, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _icons(self, painter: QPainter, rect: QRectF) -> None:
        icons = self.face.icons
        size = min(26.0, rect.width() / max(len(icons), 1) - 3)
        x = rect.center().x() - (len(icons) * (size + 3) - 3) / 2
        painter.setFont(theme.font(size * 0.42, bold=True))
        for i, icon in enumerate(icons):
            colours = self.face.icon_colours
            colour = QColor(colours[i]) if i < len(colours) else QColor("#8b6b43")
            box = QRectF(x + i * (size + 3), rect.top(), size, size)
            tile = QLinearGradient(box.topLeft(), box.bottomLeft())
            tile.setColorAt(0, theme.lighter(colour, 118))
            tile.setColorAt(1, theme.darker(colour, 112))
            painter.setPen(QPen(theme.darker(colour, 170), 1))
            painter.setBrush(tile)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(theme.text_on(colour))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, icon)


# --- a card's printed parts, for every board's cards -----------------------------------------------------


def paint_card_shadow(painter: QPainter, rect: QRectF, radius: float, lifted: bool = False) -> None:
    """A soft shadow under a card lying on the table; further and softer when it is lifted."""
    offset = 4.5 if lifted else 2.0
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((1.5, 18), (0.5, 26), (-0.5, 34 if lifted else 30)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect.translated(offset, offset).adjusted(-grow, -grow, grow, grow),
                                radius + grow, radius + grow)


def paint_card_face(painter: QPainter, rect: QRectF, band: QColor, band_height: float, dim: bool = False,
                    radius: float = 8.0) -> None:
    """A printed card's face: parchment a little darker towards the foot, a coloured band with a rule under it,
    a thin frame in the band's colour inside the edge, and the card's edge."""
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    paper = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    base = theme.PARCHMENT if not dim else QColor("#d9d0bb")
    paper.setColorAt(0, theme.lighter(base, 103))
    paper.setColorAt(1, theme.darker(base, 106))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(paper)
    painter.drawPath(outline)
    painter.save()
    painter.setClipPath(outline)
    strip = QRectF(rect.left(), rect.top(), rect.width(), band_height)
    shade = QLinearGradient(strip.topLeft(), strip.bottomLeft())
    shade.setColorAt(0, theme.lighter(band, 114))
    shade.setColorAt(1, theme.darker(band, 110))
    painter.fillRect(strip, shade)
    painter.setPen(QPen(theme.darker(band, 150), 1))
    painter.drawLine(QPointF(rect.left(), strip.bottom()), QPointF(rect.right(), strip.bottom()))
    painter.setPen(QPen(QColor(255, 255, 255, 110), 0.8))
    painter.drawLine(QPointF(rect.left(), strip.top() + 1.2), QPointF(rect.right(), strip.top() + 1.2))
    painter.restore()
    frame = QColor(band)
    frame.setAlpha(120)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(frame, 0.9))
    inner = QRectF(rect.left() + 3, strip.bottom() + 2.5, rect.width() - 6, rect.bottom() - strip.bottom() - 5.5)
    if inner.height() > 6:
        painter.drawRoundedRect(inner, max(radius - 4, 2), max(radius - 4, 2))
    painter.setPen(QPen(theme.INK_SOFT, 1))
    painter.drawPath(outline)


def paint_card_back(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A card's back: its colour with a lattice, a double frame and a darker cartouche in the middle."""
    radius = 8.0
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    shade = QLinearGradient(rect.topLeft(), rect.bottomRight())
    shade.setColorAt(0, theme.lighter(colour, 112))
    shade.setColorAt(1, theme.darker(colour, 115))
    painter.setBrush(shade)
    painter.setPen(QPen(theme.INK, 1))
    painter.drawPath(outline)
    inner = rect.adjusted(7, 7, -7, -7)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, 5, 5)
    painter.setClipPath(clip)
    painter.setPen(QPen(QColor(255, 255, 255, 38), 1))
    step = 9.0
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 110), 1.5))
    painter.drawRoundedRect(inner, 5, 5)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 0.8))
    painter.drawRoundedRect(inner.adjusted(3, 3, -3, -3), 3, 3)
    middle = QRectF(inner.left() + 4, rect.center().y() - 13, inner.width() - 8, 26)
    if middle.width() > 10:
        painter.setBrush(theme.darker(colour, 130))
        painter.setPen(QPen(QColor(255, 255, 255, 90), 0.8))
        painter.drawRoundedRect(middle, 6, 6)


def paint_medallion(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A round medallion with a raised rim, lit from the upper left (the text is the caller's)."""
    rim = QRadialGradient(rect.center() - QPointF(rect.width() * 0.2, rect.height() * 0.22), rect.width() * 0.75)
    rim.setColorAt(0, theme.lighter(colour, 132))
    rim.setColorAt(1, theme.darker(colour, 118))
    painter.setPen(QPen(theme.darker(colour, 165), 1.1))
    painter.setBrush(rim)
    painter.drawEllipse(rect)
    inset = rect.width() * 0.1
    painter.setPen(QPen(theme.darker(colour, 125), 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))


# --- reconstructed data -------------------------------------------------------------------------------
# A card or space whose values were reconstructed (the rules page lists them) carries a small mark;
# one the player corrected in the overrides file carries another. Boards call these two helpers.


def provenance_note(mark: str) -> str:
    """The sentence a preview or tooltip adds for ``mark`` ("reconstructed", "corrected" or "")."""
    from gui.i18n import tr

    if mark == "reconstructed":
        return tr("reconstructed — your printed card may differ")
    if mark == "corrected":
        return tr("corrected in your overrides file")
    return ""


def draw_provenance_mark(painter: QPainter, corner: QRectF, mark: str) -> None:
    """A small round mark in ``corner``: a dotted ring with "≈" (reconstructed) or a filled one with "✓"."""
    if mark not in ("reconstructed", "corrected"):
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(corner.width(), corner.height())
    box = QRectF(corner.right() - size, corner.bottom() - size, size, size)
    if mark == "reconstructed":
        painter.setBrush(QColor(255, 250, 235, 230))
        painter.setPen(QPen(QColor("#8a6d3b"), 1, Qt.PenStyle.DotLine))
    else:
        painter.setBrush(QColor("#3d6b4f"))
        painter.setPen(QPen(QColor("#24402f"), 1))
    painter.drawEllipse(box)
    painter.setPen(QColor("#6b4f1f") if mark == "reconstructed" else QColor("white"))
    painter.setFont(theme.font(max(6.5, size * 0.55), bold=True))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "≈" if mark == "reconstructed" else "✓")
    painter.restore()


def provenance_mark(marks: dict, corrected: object = None) -> str:
    """``"corrected"`` when the player corrected the entry, ``"reconstructed"`` when any of its
    provenance marks says so, else ``""``. ``marks`` maps a field to its provenance word."""
    if corrected:
        return "corrected"
    return "reconstructed" if any(v == "reconstructed" for v in (marks or {}).values()) else ""

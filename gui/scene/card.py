"""A card drawn from data: header band, title, cost medallion, icons and value; full text as tooltip."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 45))
        offset = 6 if self.lifted else 2.5
        painter.drawRoundedRect(QRectF(offset, offset, w, h), 8, 8)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 8, 8)
        if face.face_down:
            painter.setBrush(QColor(face.band))
            painter.setPen(QPen(theme.INK, 1))
            painter.drawPath(outline)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
            painter.drawRoundedRect(QRectF(7, 7, w - 14, h - 14), 5, 5)
            painter.setFont(theme.font(11, bold=True, serif=True))
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, face.title)
        else:
            painter.setBrush(theme.PARCHMENT if self.highlight != "dim" else QColor("#d9d0bb"))
            painter.setPen(QPen(theme.INK_SOFT, 1))
            painter.drawPath(outline)
            painter.save()
            painter.setClipPath(outline)
            band = QColor(face.band)
            painter.fillRect(QRectF(0, 0, w, 30), band)
            painter.restore()
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
        painter.setPen(QPen(theme.darker(colour, 160), 1.2))
        painter.setBrush(colour)
        painter.drawEllipse(rect)
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
            painter.setPen(QPen(theme.darker(colour, 170), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(theme.text_on(colour))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, icon)


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

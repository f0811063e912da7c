"""The table: a warm wooden scene background, a framed board object and text labels."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.dragdrop import DragDropController, PieceItem, TargetMixin, adopt

_wood: QPixmap | None = None


def wood_texture() -> QPixmap:
    """A tileable texture of horizontal oak planks, drawn once (fixed seed: the same table every time)."""
    global _wood
    if _wood is None:
        size, plank = 512, 128
        pixmap = QPixmap(size, size)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        grain = random.Random(7)
        for top in range(0, size, plank):
            base = QColor("#7f5033").lighter(grain.randint(92, 110))
            gradient = QLinearGradient(0, top, 0, top + plank)
            gradient.setColorAt(0, base.lighter(108))
            gradient.setColorAt(1, base.darker(108))
            painter.fillRect(0, top, size, plank, gradient)
            for _ in range(22):
                # sine periods divide the tile width, so the grain continues across tiles
                y0 = top + grain.uniform(6, plank - 6)
                amplitude = grain.uniform(1.5, 6)
                period = size / grain.choice((1, 2, 4))
                phase = grain.uniform(0, 6.283)
                dark = grain.random() < 0.75
                colour = QColor(60, 30, 12, grain.randint(18, 46)) if dark else QColor(255, 225, 180, 22)
                painter.setPen(QPen(colour, grain.uniform(0.6, 1.8)))
                points = [QPointF(x, y0 + amplitude * math.sin(phase + 6.283 * x / period)) for x in range(0, size + 8, 8)]
                for a, b in zip(points, points[1:], strict=False):
                    painter.drawLine(a, b)
            painter.setPen(QPen(QColor(40, 20, 8, 120), 2))
            painter.drawLine(0, top + plank - 1, size, top + plank - 1)
            painter.setPen(QPen(QColor(255, 230, 190, 40), 1))
            painter.drawLine(0, top + 1, size, top + 1)
        painter.end()
        _wood = pixmap
    return _wood


class TableScene(QGraphicsScene):
    """The scene every board draws into. ``drag`` holds the legal moves of what is shown.

    ``redraw_requested`` asks the screen to draw the same position again after a click changed
    only how the table is shown (a player's board opened or closed)."""

    redraw_requested = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.drag = DragDropController(self)
        self.colour_cues = False
        self.last_positions: dict[str, QPointF] = {}
        # items that show one space of the view (a column, a seat's panel, a card): what the change
        # marks point at, by the ids of Board.space_states
        self.spaces: dict[str, QGraphicsItem] = {}
        # pieces nobody drags here (the others' workers) that still travel when they move
        self.tracked: dict[str, QGraphicsObject] = {}
        self.last_centres: dict[str, QPointF] = {}
        # the top-level items of the render: a Python item the scene owns is deleted with its last Python
        # wrapper (a passing walk up through parentItem() makes and drops one), so the scene holds them
        self.held: list[QGraphicsItem] = []

    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 - Qt's name
        super().addItem(item)
        self.held.append(item)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QBrush(wood_texture()))
        vignette = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        vignette.setColorAt(0, QColor(255, 230, 190, 25))
        vignette.setColorAt(1, QColor(0, 0, 0, 40))
        painter.fillRect(rect, vignette)

    def clear_table(self) -> None:
        """Empty the scene for the next render, remembering where each piece was."""
        moving = {**self.tracked, **self.drag.pieces}
        self.last_positions = {pid: item.scenePos() for pid, item in moving.items()}
        self.last_centres = {sid: item.sceneBoundingRect().center() for sid, item in self.spaces.items()}
        self.last_centres.update({pid: item.sceneBoundingRect().center() for pid, item in moving.items()})
        self.drag.clear()
        self.spaces = {}
        self.tracked = {}
        self.clear()
        self.held = []

    def request_redraw(self) -> None:
        self.redraw_requested.emit()

    def track(self, item: QGraphicsObject, piece_id: str) -> QGraphicsObject:
        """Let a piece that is not dragged here travel like one when its place changes."""
        self.tracked[piece_id] = item
        return item

    def mark_space(self, item: QGraphicsItem, space_id: str) -> QGraphicsItem:
        """Name ``item`` as the picture of the view's space ``space_id`` (see Board.space_states)."""
        self.spaces[space_id] = item
        return item

    def space_item(self, space_id: str) -> QGraphicsItem | None:
        """The item showing ``space_id``: a marked space, else a drop target or piece of that id."""
        return self.spaces.get(space_id) or self.drag.targets.get(space_id) or self.drag.pieces.get(space_id)  # type: ignore[return-value]

    def glide_moved_pieces(self, duration_ms: int, origin: Callable[[str], str | None] | None = None) -> list[str]:
        """Pieces that were elsewhere in the previous render slide to their new place.

        Boards get this for free by giving pieces stable ids; returns the ids that glide. A piece
        new to the table comes from ``origin(piece_id)``: the id of a space or piece whose
        previous place it leaves (a worker from its owner's panel to a column).
        """
        moved = []
        for piece_id, item in {**self.tracked, **self.drag.pieces}.items():
            old = self.last_positions.get(piece_id)
            source = origin(piece_id) if old is None and origin is not None else None
            if source is not None and source in self.last_centres:
                old = self.last_centres[source] - (item.sceneBoundingRect().center() - item.scenePos())
            if old is None or (old - item.scenePos()).manhattanLength() < 2:
                continue
            moved.append(piece_id)
            if duration_ms <= 0:
                continue
            parent = item.parentItem()
            target = item.pos()
            animation = QPropertyAnimation(item, b"pos", item)
            animation.setDuration(duration_ms)
            animation.setStartValue(parent.mapFromScene(old) if parent else old)
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        self.last_positions = {}
        return moved

    def add_piece(self, item: PieceItem, pos: QPointF | None = None, parent: QGraphicsItem | None = None) -> PieceItem:
        if parent is not None:
            item.setParentItem(parent)
        elif item.scene() is None:
            self.addItem(item)
        if pos is not None:
            item.setPos(pos)
        return self.drag.add_piece(item)

    def add_target(self, item: QGraphicsItem, target_id: str, parent: QGraphicsItem | None = None) -> QGraphicsItem:
        if parent is not None:
            item.setParentItem(parent)
        elif item.scene() is None:
            self.addItem(item)
        assert isinstance(item, TargetMixin)
        self.drag.add_target(item, target_id)
        return item


class BoardFrameItem(QGraphicsItem):
    """The game board lying on the table: a wooden frame around a light face, with a soft shadow."""

    def __init__(self, rect: QRectF, title: str = "", face: QColor = theme.BOARD_FACE,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        adopt(self, parent)
        self.rect = QRectF(rect)
        self.title = title
        self.face = QColor(face)
        self.setZValue(-10)
        shadow = QGraphicsDropShadowEffect()
        shadow.setBlurRadius(28)
        shadow.setOffset(4, 7)
        shadow.setColor(QColor(0, 0, 0, 140))
        self.setGraphicsEffect(shadow)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def inner(self) -> QRectF:
        return self.rect.adjusted(18, 18 + (26 if self.title else 0), -18, -18)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        frame.setColorAt(0, theme.lighter(theme.FRAME, 120))
        frame.setColorAt(1, theme.darker(theme.FRAME, 115))
        painter.setBrush(frame)
        painter.setPen(QPen(theme.FRAME_EDGE, 1.5))
        painter.drawRoundedRect(self.rect, 12, 12)
        face_rect = self.rect.adjusted(10, 10, -10, -10)
        face = QLinearGradient(face_rect.topLeft(), face_rect.bottomLeft())
        face.setColorAt(0, theme.lighter(self.face, 104))
        face.setColorAt(1, theme.darker(self.face, 106))
        painter.setBrush(face)
        painter.setPen(QPen(theme.darker(self.face, 150), 1))
        painter.drawRoundedRect(face_rect, 6, 6)
        if self.title:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(15, bold=True, serif=True))
            painter.drawText(face_rect.adjusted(14, 6, -14, 0),
                             Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, self.title)


class LabelItem(QGraphicsTextItem):
    """Plain or rich text on the board, wrapped to ``width``."""

    def __init__(self, text: str, width: float = 0, points: float = 10.5, bold: bool = False,
                 colour: QColor = theme.INK, serif: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        adopt(self, parent)
        self.setDefaultTextColor(colour)
        self.setFont(theme.font(points, bold=bold, serif=serif))
        if width:
            self.setTextWidth(width)
        if "<" in text:
            self.setHtml(text)
        else:
            self.setPlainText(text)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

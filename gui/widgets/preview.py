"""A large look at one piece of the table, shown while the right mouse button is held on it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QLabel, QVBoxLayout, QWidget

SCALE = 2.5  # the preview's size against the piece at zoom 1
MAX_PIECE = 420.0  # larger items (boards, panels) are not pieces to look at closely
TEXT_WIDTH = 320
MARGIN = 6.0  # scene units around the piece: shadows and strokes reach past some bounding boxes


class PiecePreview(QFrame):
    """The piece drawn large with its full text; it never takes the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("piecePreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#piecePreview { background: #fbf4e4; border: 1px solid #7a5c3a; border-radius: 6px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.image = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMaximumWidth(TEXT_WIDTH)
        layout.addWidget(self.image, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.text)
        self.hide()

    def show_piece(self, scene: QGraphicsScene, rect: QRectF, text: str, at: QPoint) -> None:
        area = self.parentWidget().size()
        scale = min(SCALE, 0.6 * area.width() / max(1.0, rect.width()), 0.6 * area.height() / max(1.0, rect.height()))
        pixmap = QPixmap(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(pixmap.rect()), rect)
        painter.end()
        self.image.setPixmap(pixmap)
        self.text.setText(text)
        self.text.setVisible(bool(text))
        self.adjustSize()
        # beside the pointer, inside the table's area
        x = at.x() + 24 if at.x() + 24 + self.width() <= area.width() else at.x() - 24 - self.width()
        y = min(max(0, at.y() - self.height() // 2), max(0, area.height() - self.height()))
        self.move(max(0, x), y)
        self.show()
        self.raise_()


def inspectable(item: object) -> tuple[QRectF, str] | None:
    """The scene rectangle and text of the piece an item belongs to: the nearest item up its
    parents that carries a tooltip and is piece-sized."""
    holder = item
    while holder is not None:
        tip = holder.toolTip()  # type: ignore[attr-defined]
        if tip:
            rect = holder.sceneBoundingRect()  # type: ignore[attr-defined]
            if rect.width() <= MAX_PIECE and rect.height() <= MAX_PIECE:
                return rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), tip
            return None
        holder = holder.parentItem()  # type: ignore[attr-defined]
    return None

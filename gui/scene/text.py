"""Plain text painted in a box: far cheaper than a text document for the many small labels.

Text that does not fit its box is elided on its last visible line and the whole text becomes
the item's tooltip, so nothing is painted past the box or over its neighbours.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTextLayout
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import adopt

ELLIPSIS = "…"


def fitted_text(text: str, font: QFont, width: float, height: float) -> str:
    """``text`` as it fits, word-wrapped, into ``width`` × ``height``: whole, or cut after the
    last line that fits with an ellipsis. A box too low for one line still shows one line."""
    metrics = QFontMetricsF(font)
    if width <= 0 or metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap),
                                          text).height() <= height + 0.5:
        return text
    lines = max(1, int((height + 0.5) // metrics.lineSpacing()))
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        # a single word wider than the box: elide it on one line
        return metrics.elidedText(text.replace("\n", " "), Qt.TextElideMode.ElideRight, width)
    kept = text[:starts[lines - 1]]
    rest = text[starts[lines - 1]:].replace("\n", " ")
    last = metrics.elidedText(rest.strip() + " " + ELLIPSIS, Qt.TextElideMode.ElideRight, width)
    if not last.endswith(ELLIPSIS):
        last = metrics.elidedText(rest.strip() + ELLIPSIS * 3, Qt.TextElideMode.ElideRight, width)
    return kept + last


class TextItem(QGraphicsItem):
    """Word-wrapped text, top-aligned in ``rect``; ``align`` sets the horizontal alignment.

    Text longer than the box is elided and shown whole in the tooltip.
    """

    def __init__(self, text: str, rect: QRectF, points: float = 10.0, bold: bool = False,
                 colour: QColor = theme.INK, serif: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.text = text
        self.rect = QRectF(rect)
        self.font = theme.font(points, bold=bold, serif=serif)
        self.colour = QColor(colour)
        self.align = Qt.AlignmentFlag.AlignLeft
        self.shown = fitted_text(text, self.font, self.rect.width(), self.rect.height())
        if self.shown != text:
            self.setToolTip(text)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self.colour)
        painter.setFont(self.font)
        painter.drawText(self.rect, self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.shown)

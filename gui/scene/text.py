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
    last line that fits with an ellipsis (a word wider than the box is elided on its line).
    A box too low for one line still shows one line."""
    metrics = QFontMetricsF(font)
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, text) if width > 0 else QRectF()
    if width <= 0 or (needed.height() <= height + 0.5 and needed.width() <= width + 0.5):
        return text
    room = max(1, int((height + 0.5) // metrics.lineSpacing()))
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    layout.beginLayout()
    spans: list[tuple[int, int]] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textStart() + line.textLength()))
    layout.endLayout()
    shown: list[str] = []
    for index, (start, end) in enumerate(spans):
        last = index == room - 1 or index == len(spans) - 1
        segment = text[start:] if last else text[start:end]
        segment = segment.replace("\n", " ").strip()
        if last or metrics.horizontalAdvance(segment) > width:
            ending = segment if index == len(spans) - 1 else segment + " " + ELLIPSIS
            elided = metrics.elidedText(ending, Qt.TextElideMode.ElideRight, width)
            shown.append(elided)
            break
        shown.append(segment)
    return "\n".join(shown)


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

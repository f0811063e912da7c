"""Finds text that does not fit: painted text past its frame, cut to a stub, or over other text; clipped widget text.

A board's items paint their text with ``QPainter.drawText``; :func:`scene_problems` paints
every visible item once with a recording painter, so it sees each text with the frame the item
gave it. :func:`widget_problems` checks labels, buttons, combo boxes and group boxes of a widget
tree. Both return sentences naming the text, for a test's failure message or the screenshot tool.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGraphicsItem,
    QWidget,
)

SLACK = 1.5  # scene units a text may reach past its frame: rounding of font metrics
OVERLAP = 3.0  # two texts overlap when they share more than this in both directions
ELLIPSIS = "…"


@dataclass
class PaintedText:
    """One text as painted: the item, the words, the frame it was given and where it really went."""

    item: QGraphicsItem
    text: str
    frame: QRectF | None  # in scene coordinates; None when painted at a point without a frame
    bounds: QRectF  # in scene coordinates
    depth: int  # stacking position, 0 = topmost
    broken: str = ""  # a word split across two lines
    local: QRectF | None = None  # the bounds in the item's own coordinates (a turned card's texts)
    pixels: float = 0.0  # the font's size in scene units: its pixel size times the item's scale


class _RecordingPainter(QPainter):
    """A painter that notes every drawText call of the item being painted."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.found: list[tuple[str, QRectF | None, QRectF, QRectF, float]] = []

    def drawText(self, *args) -> None:  # noqa: ANN002, N802 - Qt's name
        text, frame, bounds = self._measure(args)
        if text and text.strip():
            transform = self.worldTransform()
            self.found.append((text, transform.mapRect(frame) if frame is not None else None,
                               transform.mapRect(bounds), bounds, font_pixels(self.font()) * scale_of(transform)))
        super().drawText(*args)

    def _measure(self, args: tuple) -> tuple[str, QRectF | None, QRectF]:
        metrics = QFontMetricsF(self.font())
        first = args[0]
        if isinstance(first, (QRectF, QRect)):
            frame = QRectF(first)
            flags = int(args[1]) if len(args) > 2 else 0
            text = args[2] if len(args) > 2 else args[1]
            if not isinstance(text, str):
                return "", None, QRectF()
            bounds = metrics.boundingRect(frame, flags, text)
            if "\n" not in text and not flags & int(Qt.TextFlag.TextWordWrap):
                # one line: what counts is the ink, not the font's line height (a digit in a medallion)
                ink = metrics.tightBoundingRect(text)
                bounds = QRectF(bounds.left(), bounds.center().y() - ink.height() / 2, bounds.width(), ink.height())
            if frame.width() <= 0 or frame.height() <= 0 or flags & int(Qt.TextFlag.TextDontClip):
                return text, None, bounds
            return text, frame, bounds
        if isinstance(first, (QPointF,)) or (len(args) == 3 and isinstance(args[2], str)):
            point = first if isinstance(first, QPointF) else QPointF(float(args[0]), float(args[1]))
            text = args[-1]
            if not isinstance(text, str):
                return "", None, QRectF()
            width = metrics.horizontalAdvance(text)
            return text, None, QRectF(point.x(), point.y() - metrics.ascent(), width, metrics.height())
        if len(args) >= 5 and isinstance(args[-1], str):  # x, y, w, h, flags, text
            frame = QRectF(float(args[0]), float(args[1]), float(args[2]), float(args[3]))
            return self._measure((frame, args[4], args[5]) if len(args) > 5 else (frame, 0, args[4]))
        return "", None, QRectF()


def font_pixels(font: QFont) -> float:
    """A font's size in pixels at this screen's resolution (a point size is converted at the logical DPI)."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * QGuiApplication.primaryScreen().logicalDotsPerInchY() / 72.0


def scale_of(transform: QTransform) -> float:
    """How much ``transform`` enlarges a length (the same in every direction for a turned item)."""
    return abs(transform.determinant()) ** 0.5


def screen_text_sizes(view: QGraphicsView) -> list[tuple[str, float]]:
    """Each text the view's scene paints with its font's size on the screen, in pixels: font size ×
    item scale × view scale."""
    zoom = scale_of(view.transform())
    return [(entry.text, entry.pixels * zoom) for entry in painted_texts(view.scene())]


def _is_text_item(item: QGraphicsItem) -> bool:
    from gui.scene.text import TextItem

    return isinstance(item, (TextItem, QGraphicsTextItem))


def painted_texts(scene: QGraphicsScene) -> list[PaintedText]:
    """Every text the scene's visible items paint, in scene coordinates."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    items = [i for i in scene.items(Qt.SortOrder.DescendingOrder) if i.isVisible() and i.effectiveOpacity() > 0.05]
    result: list[PaintedText] = []
    option = QStyleOptionGraphicsItem()
    for depth, item in enumerate(items):
        if isinstance(item, QGraphicsTextItem):
            result.extend(_document_text(item, depth))
            continue
        painter = _RecordingPainter(image)
        painter.setWorldTransform(item.sceneTransform())
        try:
            item.paint(painter, option, None)
        finally:
            painter.end()
        for text, frame, bounds, local, pixels in painter.found:
            result.append(PaintedText(item, text, frame, bounds, depth, local=local, pixels=pixels))
    return result


def _document_text(item: QGraphicsTextItem, depth: int) -> list[PaintedText]:
    text = item.toPlainText()
    if not text.strip():
        return []
    document = item.document()
    margin = document.documentMargin()
    transform: QTransform = item.sceneTransform()
    size = document.size()
    # the glyphs, without the document's margin around them
    used = QRectF(margin, margin, document.idealWidth() - 2 * margin, size.height() - 2 * margin)
    frame = None
    if item.textWidth() > 0:
        # a word longer than the wrapping width makes the document wider than asked
        frame = transform.mapRect(QRectF(margin, margin, max(item.textWidth() - 2 * margin, 1.0), used.height() + 1))
    pixels = font_pixels(document.defaultFont()) * scale_of(transform)
    return [PaintedText(item, text, frame, transform.mapRect(used), depth, _broken_word(item), pixels=pixels)]


def _broken_word(item: QGraphicsTextItem) -> str:
    """The first word the document had to break inside a word to fit its width, or ""."""
    block = item.document().begin()
    while block.isValid():
        layout, words = block.layout(), block.text()
        for index in range(layout.lineCount() - 1):
            line = layout.lineAt(index)
            end = line.textStart() + line.textLength()
            if 0 < end < len(words) and words[end - 1].isalnum() and words[end].isalnum():
                start, stop = end, end
                while start > 0 and words[start - 1].isalnum():
                    start -= 1
                while stop < len(words) and words[stop].isalnum():
                    stop += 1
                return words[start:stop]
        block = block.next()
    return ""


def _covers(upper: PaintedText, lower: PaintedText) -> bool:
    """True when ``upper``'s item, or a piece it lies on, is opaque over ``lower``'s text (a card on
    a card, a tray of choices over a player's panel)."""
    holder: QGraphicsItem | None = upper.item
    while holder is not None:
        if (not _is_text_item(holder) and holder is not lower.item and not holder.isAncestorOf(lower.item)
                and holder.sceneBoundingRect().contains(lower.bounds.center())):
            return True
        holder = holder.parentItem()
    return False


def _name(item: QGraphicsItem) -> str:
    return type(item).__name__


def scene_problems(scene: QGraphicsScene, where: str = "") -> list[str]:
    """Sentences for every painted text that leaves its frame, is elided to a stub, or overlaps another text."""
    texts = painted_texts(scene)
    problems: list[str] = []
    prefix = f"{where}: " if where else ""
    for entry in texts:
        frame = entry.frame
        if frame is not None and (entry.bounds.width() > frame.width() + SLACK
                                  or entry.bounds.height() > frame.height() + SLACK):
            problems.append(
                f"{prefix}{_name(entry.item)} text {entry.text!r} needs {entry.bounds.width():.0f}×"
                f"{entry.bounds.height():.0f} but has {frame.width():.0f}×{frame.height():.0f}")
        if entry.broken:
            problems.append(f"{prefix}{_name(entry.item)} text {entry.text!r} breaks the word {entry.broken!r}")
        stripped = entry.text.strip()
        if stripped.endswith(ELLIPSIS) or stripped.startswith(ELLIPSIS):
            problems.append(f"{prefix}{_name(entry.item)} text {entry.text!r} is cut with {ELLIPSIS!r}")
    for i, first in enumerate(texts):
        for second in texts[i + 1:]:
            if first.item is second.item and first.text == second.text:
                continue  # the same words painted twice on purpose (an outline)
            if first.item is second.item and first.local is not None and second.local is not None:
                shared = first.local.intersected(second.local)  # a turned card's own texts, as laid out on it
            else:
                shared = first.bounds.intersected(second.bounds)
            if shared.width() <= OVERLAP or shared.height() <= OVERLAP:
                continue
            upper, lower = (first, second) if first.depth <= second.depth else (second, first)
            if _covers(upper, lower):
                continue
            problems.append(f"{prefix}{_name(first.item)} text {first.text!r} overlaps "
                            f"{_name(second.item)} text {second.text!r}")
    return problems


def _has_tooltip(item: QGraphicsItem) -> bool:
    holder: QGraphicsItem | None = item
    while holder is not None:
        if holder.toolTip():
            return True
        holder = holder.parentItem()
    return False


# --- widgets ------------------------------------------------------------------------------------------


def _in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _label_problem(label: QLabel) -> str | None:
    if not label.text().strip() or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    if label.text().lstrip().startswith(ELLIPSIS):
        return f"label {_short(label.text())!r} is cut with {ELLIPSIS!r}"
    room = label.contentsRect()
    margin = 2 * label.margin()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            return f"label {_short(label.text())!r} needs {needed} px height but has {label.height()}"
        hint = label.minimumSizeHint().width()
        if hint > label.width() + 1:
            return f"label {_short(label.text())!r} has a word wider ({hint} px) than its {label.width()} px"
        return None
    hint = label.sizeHint()
    if hint.width() > room.width() + margin + 1 or hint.height() > room.height() + margin + 1:
        return (f"label {_short(label.text())!r} needs {hint.width()}×{hint.height()} "
                f"but has {room.width()}×{room.height()}")
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    needed = combo.fontMetrics().horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    if needed > field.width() + 1:
        return f"choice {text!r} needs {needed} px but has {field.width()}"
    return None


def _short(text: str) -> str:
    return text if len(text) <= 60 else text[:57] + "..."


def widget_problems(root: QWidget, where: str = "") -> list[str]:
    """Sentences for every visible label, button, choice or group title whose text is clipped,
    and every such widget that reaches outside its parent or over a sibling."""
    prefix = f"{where}: " if where else ""
    problems: list[str] = []
    texted: list[QWidget] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1:
                problem = f"button {widget.text()!r} needs {hint.width()} px but has {widget.width()}"
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
        elif isinstance(widget, QAbstractItemView):
            bar = widget.horizontalScrollBar()
            if bar.isVisible() and bar.maximum() > 0:
                problems.append(f"{prefix}the list {type(widget).__name__} is too narrow for its entries")
            continue
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(widget.title()) + 16
            if needed > widget.width():
                problem = f"group title {widget.title()!r} needs {needed} px but has {widget.width()}"
        else:
            continue
        if problem:
            problems.append(prefix + problem)
        texted.append(widget)
        parent = widget.parentWidget()
        if widget is not root and parent is not None and not _in_scroll_area(widget):
            inside = parent.rect().adjusted(-1, -1, 1, 1)
            if not inside.contains(widget.geometry()):
                problems.append(f"{prefix}{type(widget).__name__} {_widget_text(widget)!r} reaches outside "
                                f"its {type(parent).__name__}")
    for i, first in enumerate(texted):
        for second in texted[i + 1:]:
            if first.parentWidget() is not second.parentWidget() or first is root or second is root:
                continue
            shared = first.geometry().intersected(second.geometry())
            if shared.width() > OVERLAP and shared.height() > OVERLAP:
                problems.append(f"{prefix}{type(first).__name__} {_widget_text(first)!r} overlaps "
                                f"{type(second).__name__} {_widget_text(second)!r}")
    return problems


def _widget_text(widget: QWidget) -> str:
    for getter in ("text", "currentText", "title"):
        method = getattr(widget, getter, None)
        if callable(method):
            value = method()
            if isinstance(value, str):
                return _short(value)
    return ""

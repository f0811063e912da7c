"""Speicherstadt's painted pieces: trade cards, panels with cube slots, plain cubes."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.layout import board_layout
from gui.boards.speicherstadt.colours import GOOD_COLOURS, KIND_COLOURS
from gui.boards.speicherstadt.icons import ICONS, paint_medal
from gui.scene import theme
from gui.scene.card import draw_provenance_mark, paint_card_face, paint_card_shadow
from gui.scene.cube import CubeLook, draw_cube
from gui.scene.dragdrop import adopt
from gui.scene.zone import ZoneItem

MARK = 15.0  # the reconstructed/corrected mark: its sign is written at 8 pt
SMALLEST_LETTER = 8.2  # points: a cube's letter is never smaller (10 px on a laptop's fitted table)


def fonts() -> dict[str, float]:
    """The board's named font sizes (layout.json): items drawn outside a board use them too."""
    return board_layout("speicherstadt").fonts


def good_colour(good: str) -> QColor:
    return QColor(GOOD_COLOURS.get(good, "#888888"))


def cube_look(size: float) -> CubeLook:
    """Slot cubes: a less lit top, a bolder empty slot, a letter that stays readable on small cubes."""
    return CubeLook(top_light=115, ghost_alpha=70, ghost_darken=130, ghost_width=1.2,
                    label_scale=max(0.38, SMALLEST_LETTER / size), label_share=0.9)


def paint_cube(painter: QPainter, rect: QRectF, good: str, letters: dict[str, str], faint: bool = False) -> None:
    draw_cube(painter, rect, good_colour(good), letters.get(good, ""), faint=faint, look=cube_look(rect.height()))


def paint_empty_slot(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(theme.INK_SOFT, 1, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(255, 255, 255, 100))
    painter.drawRoundedRect(rect, 3, 3)


# --- card titles ---------------------------------------------------------------------------------------


def title_lines(name: str, font: QFont, width: float, breaks: dict[str, str]) -> list[str]:
    """``name`` in lines no wider than ``width``: broken at spaces, and a word too long for a line at the
    place ``breaks`` marks in it ("Kautschuk|händler"), with a hyphen, as a printed card would."""
    metrics = QFontMetricsF(font)
    words: list[str] = []
    for word in name.split():
        marked = breaks.get(word, "")
        if metrics.horizontalAdvance(word) > width and "|" in marked:
            head, _, tail = marked.partition("|")
            words += [head + "-", tail]
        else:
            words.append(word)
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines and not lines[-1].endswith("-") else ""
        if joined and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        elif lines and lines[-1].endswith("-") and metrics.horizontalAdvance(lines[-1][:-1] + word) <= width:
            lines[-1] = lines[-1][:-1] + word  # the whole word fits after all
        else:
            lines.append(word)
    return lines


@dataclass
class Slot:
    """A place for one cube inside a card or panel: ``good`` "" = any good; ``filled`` shows a cube."""

    good: str = ""
    filled: str = ""  # the good lying there, "" when empty


@dataclass
class CardLook:
    """What a card's face shows: its name on the band, a medal with its points, a large figure, a row of
    icons ("cube:tea", "arrow", "coin", "point", "ship", "flame"), a few words and cube slots."""

    kind: str
    name: str
    corner: str = ""  # the points medal on the band
    big: str = ""  # a large figure (strength, +1, 2·5·9·14 ...)
    icons: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    letters: dict[str, str] = field(default_factory=dict)  # good -> the letter on its cubes
    count: int = 1  # cards of this kind held: "×3" on the band
    breaks: dict[str, str] = field(default_factory=dict)  # where a long word of the name may break
    provenance: str = ""  # "reconstructed", "corrected" or "" (gui.scene.card.provenance_mark)


class TradeCardItem(ZoneItem):
    """A trade card: a coloured band with its name (and medal), then its effect in a large figure, icons, a
    few words and cube slots. A compact card (little height) keeps the band and the figure, icons and slots."""

    def __init__(self, rect: QRectF, look: CardLook, parent: QGraphicsItem | None = None,
                 sizes: dict[str, float] | None = None) -> None:
        super().__init__(rect, theme.PARCHMENT, parent=parent)
        self.look = look
        self.sizes = sizes or fonts()
        self.radius = 7.0
        self.pad = 4.0
        self.title_font = theme.font(self.sizes["title"], bold=True, serif=True)
        self.lines = self.name_lines()
        line = QFontMetricsF(self.title_font).lineSpacing()
        self.band_h = max(20.0, line * len(self.lines) + 5) if self.lines else 8.0

    def badge(self) -> str:
        return f"×{self.look.count}" if self.look.count > 1 else ""

    def medal_side(self) -> float:
        return 20.0 if self.look.corner else 0.0

    def full_width(self) -> float:
        """Room for a line of the name; a line beside the medal (the last) has ``last_width``."""
        room = self.rect.width() - 2 * self.pad - 2
        return room - (MARK + 2 if self.mark_on_band() else 0)

    def mark_on_band(self) -> bool:
        """The reconstructed mark of a card without a medal lies at the left end of its figure row when the
        row leaves room there, else on its band."""
        return bool(self.look.provenance and not self.look.corner and not self.mark_in_figure())

    def mark_in_figure(self) -> bool:
        look = self.look
        if not look.provenance or look.corner or not (look.big or look.icons):
            return False
        return (self.rect.width() - self.figure_width()) / 2 >= self.pad + MARK + 3

    def figure_width(self) -> float:
        """The width of the icons and the large figure side by side."""
        widths = [20.0 + (4 if name == "arrow" else 0) for name in self.look.icons]
        if self.look.big:
            font = theme.font(self.sizes["big"], bold=True, serif=True)
            widths.append(QFontMetricsF(font).horizontalAdvance(self.look.big) + 2)
        return sum(widths) + 3 * (len(widths) - 1)

    def last_width(self) -> float:
        if not self.look.corner:
            return self.full_width()
        return self.full_width() - self.medal_side() - 3 - (8 if self.look.provenance else 0)

    def name_lines(self) -> list[str]:
        """The name in at most two lines, the last beside the medal; [] when it cannot fit (a narrow card
        shows its band alone, hovering names it)."""
        metrics = QFontMetricsF(self.title_font)
        lines = title_lines(self.look.name, self.title_font, self.full_width(), self.look.breaks)
        if len(lines) == 1 and metrics.horizontalAdvance(lines[0]) > self.last_width():
            lines = title_lines(self.look.name, self.title_font, self.last_width(), self.look.breaks)
        fits = (0 < len(lines) <= 2 and all(metrics.horizontalAdvance(t) <= self.full_width() + 0.5 for t in lines)
                and metrics.horizontalAdvance(lines[-1]) <= self.last_width() + 0.5)
        return lines if fits else []

    def slot_size(self) -> float:
        n = max(len(self.look.slots), 1)
        return min(24.0, (self.rect.width() - 8) / n - 3)

    def slot_rects(self) -> list[QRectF]:
        n = len(self.look.slots)
        if not n:
            return []
        size = self.slot_size()
        total = n * (size + 3) - 3
        x = self.rect.center().x() - total / 2
        y = self.rect.bottom() - size - 5
        return [QRectF(x + i * (size + 3), y, size, size) for i in range(n)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look, r = self.look, self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card_shadow(painter, r, self.radius)
        band = QColor(KIND_COLOURS.get(look.kind, "#7a5c3a"))
        paint_card_face(painter, r, band, self.band_h, radius=self.radius)
        self._paint_band(painter, band)
        top = r.top() + self.band_h + 2
        if look.corner and look.provenance:  # below the mark that hangs from the medal over the band's edge
            top = max(top, self.medal_rect().bottom() + 8)
        bottom = (self.slot_rects()[0].top() - 2) if look.slots else r.bottom() - 4
        if look.big or look.icons:
            top = self._paint_figure(painter, top, bottom) + 2
        if look.lines:
            font = theme.font(self.sizes["small"])
            painter.setFont(font)
            painter.setPen(theme.INK)
            box = QRectF(r.left() + self.pad, top, r.width() - 2 * self.pad, max(bottom - top, 1))
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             "\n".join(look.lines))
        for slot, rect in zip(look.slots, self.slot_rects(), strict=True):
            if slot.filled:
                paint_cube(painter, rect, slot.filled, look.letters)
            elif slot.good:
                paint_cube(painter, rect, slot.good, look.letters, faint=True)
            else:
                paint_empty_slot(painter, rect)
        self.paint_glow(painter)

    def medal_rect(self) -> QRectF:
        """The points medal, beside the last line of the name."""
        side = self.medal_side()
        line = QFontMetricsF(self.title_font).lineSpacing()
        top = self.rect.top() + (self.band_h - line * len(self.lines)) / 2
        middle = top + line * (len(self.lines) - 0.5) if self.lines else self.rect.top() + self.band_h / 2
        return QRectF(self.rect.right() - self.pad - side, middle - side / 2, side, side)

    def _paint_band(self, painter: QPainter, band: QColor) -> None:
        look, r = self.look, self.rect
        painter.setPen(theme.text_on(band))
        painter.setFont(self.title_font)
        line = QFontMetricsF(self.title_font).lineSpacing()
        top = r.top() + (self.band_h - line * len(self.lines)) / 2
        for i, text in enumerate(self.lines):
            width = self.last_width() if i == len(self.lines) - 1 else self.full_width()
            painter.drawText(QRectF(r.left() + self.pad + 1, top + i * line, width + 1, line),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        right = r.right() - self.pad
        if look.corner:
            medal = self.medal_rect()
            paint_medal(painter, medal, look.corner, self.sizes["small"])
            if look.provenance:  # at the medal's lower left, on the band's edge
                draw_provenance_mark(painter, QRectF(medal.left() - 9, medal.bottom() - 8, MARK, MARK), look.provenance)
        elif self.mark_on_band():
            draw_provenance_mark(painter, QRectF(right - MARK, r.top() + 3, MARK, MARK), look.provenance)

    def _paint_figure(self, painter: QPainter, top: float, bottom: float) -> float:
        """The icons and the large figure in one centred row; returns the row's bottom."""
        icon, gap = 20.0, 3.0
        font = theme.font(self.sizes["big"], bold=True, serif=True)
        metrics = QFontMetricsF(font)
        height = min(max(metrics.height() if self.look.big else 0.0, icon), max(bottom - top, icon))
        widths = [icon + (4 if name == "arrow" else 0) for name in self.look.icons]
        if self.look.big:
            widths.append(metrics.horizontalAdvance(self.look.big) + 2)
        x = self.rect.center().x() - (sum(widths) + gap * (len(widths) - 1)) / 2
        if self.mark_in_figure():
            draw_provenance_mark(painter, QRectF(self.rect.left() + self.pad + 1, top + (height - MARK) / 2, MARK,
                                                 MARK), self.look.provenance)
        for name, width in zip(self.look.icons, widths, strict=False):
            rect = QRectF(x, top + (height - icon) / 2, width, icon)
            kind, _, good = name.partition(":")
            if kind == "cube":
                paint_cube(painter, rect, good, self.look.letters)
            else:
                ICONS[kind](painter, rect.adjusted(1, 1, -1, -1) if kind in ("coin", "point") else rect)
            x += width + gap
        if self.look.big:
            painter.setPen(theme.INK)
            painter.setFont(font)
            painter.drawText(QRectF(x, top, widths[-1], height), Qt.AlignmentFlag.AlignCenter, self.look.big)
        if self.look.count > 1:  # how many cards of this kind: at the row's right end
            badge = theme.font(self.sizes["small"], bold=True)
            width = QFontMetricsF(badge).horizontalAdvance(self.badge()) + 2
            painter.setPen(theme.INK_SOFT)
            painter.setFont(badge)
            painter.drawText(QRectF(self.rect.right() - self.pad - width, top, width, height),
                             Qt.AlignmentFlag.AlignCenter, self.badge())
        return top + height


class SlotPanelItem(ZoneItem):
    """A panel (market hall space, warehouse) with a title, a few words and a row of cube slots."""

    def __init__(self, rect: QRectF, title: str, note: str, slots: list[Slot], letters: dict[str, str],
                 fill: str = "#e9dcbc", parent: QGraphicsItem | None = None,
                 sizes: dict[str, float] | None = None) -> None:
        super().__init__(rect, fill, title, parent=parent)
        self.note = note
        self.slots = slots
        self.letters = letters
        self.sizes = sizes or fonts()
        self.title_points = self.sizes["body"]

    def slot_rect(self, index: int) -> QRectF:
        r = self.rect
        size = min(28.0, (r.width() - 12) / max(len(self.slots), 1) - 4)
        return QRectF(r.left() + 8 + index * (size + 4), r.bottom() - size - 7, size, size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        self.paint_slots(painter)

    def paint_slots(self, painter: QPainter, empty: bool = True) -> None:
        """The note, the cube slots (``empty``: the empty ones too, dashed) and the glow."""
        r = self.rect
        if self.note:
            painter.setPen(theme.INK_SOFT)
            painter.setFont(theme.font(self.sizes["small"]))
            bottom = self.slot_rect(0).top() - 2 if self.slots else r.bottom() - 4
            painter.drawText(QRectF(r.left() + 8, r.top() + 20, r.width() - 14, bottom - r.top() - 20),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             self.note)
        for i, slot in enumerate(self.slots):
            rect = self.slot_rect(i)
            if slot.filled:
                paint_cube(painter, rect, slot.filled, self.letters)
            elif empty:
                paint_empty_slot(painter, rect)
        self.paint_glow(painter)


class PaintedCubeItem(QGraphicsItem):
    """A cube nobody moves here (in a strip, on a tally): painted like a slot cube, letter included."""

    def __init__(self, rect: QRectF, good: str, letters: dict[str, str], faint: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.good = good
        self.letters = letters
        self.faint = faint
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_cube(painter, self.rect, self.good, self.letters, self.faint)


class LayerItem(QGraphicsItem):
    """An empty parent for a part of the table, so the part can be hidden at once (under an opened area)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

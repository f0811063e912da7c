"""One drawing of the Jantaris table: the scene, the position and the layout the parts of the board share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from gui.boards.layout import BoardLayout
from gui.scene import theme
from gui.scene.table import BoardFrameItem, TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.jantaris.board import JantarisBoard


@dataclass
class Build:
    """What every part of one drawing needs: the board (words, seats), the scene, the view and the layout."""

    board: JantarisBoard
    scene: TableScene
    frame: BoardFrameItem
    view: dict[str, Any]
    actions: list[Action]
    layout: BoardLayout
    seat: int | None  # the seat looking at the table
    home: int  # the seat whose items lie in the tray

    @property
    def fonts(self) -> dict[str, float]:
        return self.layout.fonts

    def font(self, kind: str) -> float:
        return self.layout.font(kind)

    def text(self, words: str, rect: QRectF, kind: str, parent: QGraphicsItem, bold: bool = False,
             colour: QColor = theme.INK, serif: bool = False, centred: bool = False) -> TextItem:
        item = TextItem(words, rect, self.font(kind), bold=bold, colour=colour, serif=serif, parent=parent)
        if centred:
            item.align = Qt.AlignmentFlag.AlignHCenter
        return item

    def fitting(self, words: str, width: float, kinds: tuple[str, ...], bold: bool = False,
                serif: bool = False) -> str:
        """The first of the layout's font ``kinds`` at which ``words`` fit on one line of ``width``; the last
        when none does (the fit test then shows the text too long)."""
        for kind in kinds:
            if QFontMetricsF(theme.font(self.font(kind), bold=bold, serif=serif)).horizontalAdvance(words) <= width:
                return kind
        return kinds[-1]

    def fitting_wrapped(self, words: str, rect: QRectF, kinds: tuple[str, ...], bold: bool = False) -> str:
        """The first of the layout's font ``kinds`` at which ``words``, wrapped, fit into ``rect``."""
        flags = int(Qt.TextFlag.TextWordWrap)
        for kind in kinds:
            needed = QFontMetricsF(theme.font(self.font(kind), bold=bold)).boundingRect(rect, flags, words)
            if needed.width() <= rect.width() and needed.height() <= rect.height():
                return kind
        return kinds[-1]

    def width_of(self, words: str, kind: str, bold: bool = False) -> float:
        return QFontMetricsF(theme.font(self.font(kind), bold=bold)).horizontalAdvance(words)

    def title(self, words: str, rect: QRectF, parent: QGraphicsItem, centred: bool = True) -> TextItem:
        """A box's title on one line, a step smaller when the title size is too wide for it."""
        kind = self.fitting(words, rect.width() - 2, ("title", "body", "small", "tiny"), bold=True, serif=True)
        return self.text(words, rect, kind, parent, bold=True, serif=True, centred=centred)

    def zone(self, rect: QRectF, fill: str, title: str = "", parent: QGraphicsItem | None = None) -> ZoneItem:
        """A box of the board, its title on its top line."""
        zone = ZoneItem(rect, fill, parent=parent)
        if title:
            self.title(title, QRectF(rect.left() + 8, rect.top() + 3, rect.width() - 16, 20), zone, centred=False)
        return zone

    def players(self) -> list[dict[str, Any]]:
        return self.view.get("players") or []

    def prompt_params(self) -> dict[str, Any]:
        return (self.view.get("prompt") or {}).get("params") or {}

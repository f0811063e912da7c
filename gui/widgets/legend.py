"""The legend of a table: every symbol, colour and mark the board paints, with its meaning (button and key L)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gui.boards.base import LegendEntry
from gui.i18n import tr


def legend_html(entries: list[LegendEntry]) -> str:
    """The entries as a two-column table: the symbol as the table paints it (on its colour), its meaning."""
    rows = []
    for entry in entries:
        style = "font-weight:700; padding:3px 8px; white-space:nowrap;"
        if entry.colour:
            ink = "#2e2418" if QColor(entry.colour).lightnessF() > 0.55 else "#ffffff"
            style += " background:" + entry.colour + "; color:" + ink + ";"
        symbol = html.escape(entry.symbol) or "&nbsp;&nbsp;&nbsp;"
        rows.append(f"<tr><td align='center' style='{style}'>{symbol}</td>"
                    f"<td style='padding:3px 8px;'>{html.escape(entry.meaning)}</td></tr>")
    return "<table cellspacing='3'>" + "".join(rows) + "</table>"


class LegendDialog(QDialog):
    """A window beside the table listing the board's legend; it stays open while the person plays on."""

    def __init__(self, title: str, entries: list[LegendEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Legend: %1").replace("%1", title))
        self.setModal(False)
        self.resize(520, 560)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(tr("Legend"))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_entries(entries)

    def show_entries(self, entries: list[LegendEntry]) -> None:
        self.entries = list(entries)
        self.browser.setHtml(legend_html(self.entries) if entries else html.escape(tr("This table uses no symbols.")))

    def keyPressEvent(self, event) -> None:  # noqa: ANN001
        if event.key() == Qt.Key.Key_L:
            self.reject()  # the same key closes what it opened
            return
        super().keyPressEvent(event)

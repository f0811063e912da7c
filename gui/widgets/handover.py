"""The hot-seat handover screen: covers the table until the next person clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.i18n import tr
from gui.scene.table import wood_texture


class HandoverWidget(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color:#fff5e0; font-size:26pt; font-weight:600;")
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color:#f2dfc0; font-size:12pt;")
        self.button = QPushButton(self)
        self.button.setObjectName("primary")
        self.button.clicked.connect(self.ready.emit)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.name = ""

    def show_for(self, name: str, pending: str = "") -> None:
        """Ask for ``name``; ``pending`` "undo"/"redo" says that their move waits to be taken back or played again."""
        self.name = name
        self.title.setText(tr("Pass to %1").replace("%1", name))
        if pending == "undo":
            hint = tr("%1's move will be taken back. The others look away. Press Enter or click when ready.")
        elif pending == "redo":
            hint = tr("%1's move will be played again. The others look away. Press Enter or click when ready.")
        else:
            hint = tr("The others look away. Press Enter or click when ready.")
        self.hint.setText(hint.replace("%1", name))
        self.button.setText(tr("I am %1 – show my table").replace("%1", name))
        self.button.setDefault(True)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QBrush(wood_texture()))
        painter.fillRect(self.rect(), QColor(20, 10, 4, 150))

"""Return and Enter press the focused button everywhere (Qt gives buttons outside dialogs only Space)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication

RETURN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class ReturnClicksFilter(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in RETURN_KEYS
                and isinstance(watched, QAbstractButton) and watched.isEnabled()
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            watched.click()
            return True
        return False


def install_return_clicks() -> None:
    """Once per application: Return on a focused button clicks it (Back to start, Play again, Continue…)."""
    app = QApplication.instance()
    if app is not None and not app.property("kontor_return_clicks"):
        app.setProperty("kontor_return_clicks", True)
        app.installEventFilter(ReturnClicksFilter(app))

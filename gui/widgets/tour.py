"""The first-run tour of a table: a few steps drawn over the game screen, each pointing at what it names.

The board opens the tour with its own steps (:meth:`gui.boards.base.Board.tour_steps`); the log,
the large preview, Hint and Undo follow. Once a player closes a game's tour (at its end or
earlier) its id goes into ``Settings.tours_seen`` and the tour starts only from the Help menu.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPainterPath, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.boards.base import Board, TourStep
from gui.i18n import tr
from gui.settings import Settings
from gui.widgets.game_screen import GameScreen

MAX_BOARD_STEPS = 2
BUBBLE_WIDTH = 340
GAP = 12  # between the ring around the target and the bubble
RING = 6  # the ring's distance around the target


@dataclass(frozen=True)
class TourPoint:
    """A step as shown: its words and where it points, in the game screen's coordinates."""

    text: str
    locate: Callable[[], QRect]


def widget_rect(screen: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(screen, QPoint(0, 0)), widget.size())


def scene_item_rect(screen: GameScreen, item_id: str | None) -> QRect:
    """Where a registered piece or drop place is on screen; the whole table if it is not there."""
    table = widget_rect(screen, screen.board_view)
    item = screen.scene.drag.pieces.get(item_id or "") or screen.scene.drag.targets.get(item_id or "")
    if item is None or not item.isVisible():
        return table
    view = screen.board_view
    polygon = view.mapFromScene(item.mapToScene(item.boundingRect()))
    box = polygon.boundingRect()
    box.moveTopLeft(view.viewport().mapTo(screen, box.topLeft()))
    visible = box.intersected(table)
    return visible if not visible.isEmpty() else table


def board_steps(screen: GameScreen) -> list[TourStep]:
    board = screen.board
    if board is None:
        return []
    try:
        steps = [step for step in board.tour_steps(screen.current_view) if isinstance(step, TourStep)]
    except Exception:  # noqa: BLE001 - a board's bug must not stop the game; its default steps stand in
        traceback.print_exc()
        steps = []
    return steps[:MAX_BOARD_STEPS] or Board.tour_steps(board.board, screen.current_view)


def tour_points(screen: GameScreen) -> list[TourPoint]:
    """The steps of the tour of the screen's current table (3 to 5 of them)."""
    points = [TourPoint(step.text, lambda target=step.target: scene_item_rect(screen, target))
              for step in board_steps(screen)]
    points.append(TourPoint(tr("The game log: every move is told here, the last ones at the bottom."),
                            lambda: widget_rect(screen, screen.log_title).united(widget_rect(screen, screen.log))))
    if len(points) < 1 + MAX_BOARD_STEPS:
        points.append(TourPoint(tr("Hold the right mouse button on any card or piece to see it large, with its full text."),
                                lambda: widget_rect(screen, screen.board_view)))
    points.append(TourPoint(tr("Hint asks the computer which move it would make, and why."),
                            lambda: widget_rect(screen, screen.hint_button)))
    points.append(TourPoint(tr("Undo takes back your last move; Redo plays it again."),
                            lambda: widget_rect(screen, screen.undo_button).united(widget_rect(screen, screen.redo_button))))
    return points


class TourOverlayWidget(QWidget):
    """Dims the screen around the step's target and rings it; it never takes the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target = QRect()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self.target.adjusted(-RING, -RING, RING, RING)
        shade = QPainterPath()
        shade.addRect(self.rect().toRectF())
        hole = QPainterPath()
        hole.addRoundedRect(ring.toRectF(), 10, 10)
        painter.fillPath(shade.subtracted(hole), QColor(20, 12, 4, 90))
        painter.setPen(QPen(QColor("#e0b040"), 4))
        painter.drawPath(hole)


class TourBubbleWidget(QFrame):
    """The step's words with Back, Next (Done at the end) and Skip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tourBubble")
        self.setStyleSheet("#tourBubble { background: #fbf4e4; border: 2px solid #7a5c3a; border-radius: 8px; }"
                           "#tourBubble QLabel { color: #2e2418; }")
        self.setFixedWidth(BUBBLE_WIDTH)
        self.counter = QLabel(self)
        self.counter.setObjectName("tourCounter")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.back_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.skip_button = QPushButton(self)
        self.skip_button.setFlat(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addLayout(buttons)


class TableTour(QObject):
    """Runs the tour on a game screen: on a board's first start, or when asked from the Help menu."""

    def __init__(self, screen: GameScreen, settings: Settings, save_settings: Callable[[], None]) -> None:
        super().__init__(screen)
        self.screen = screen
        self.settings = settings
        self.save_settings = save_settings
        self.points: list[TourPoint] = []
        self.index = 0
        self.game_id = ""
        self.overlay = TourOverlayWidget(screen)
        self.bubble = TourBubbleWidget(screen)
        self.overlay.hide()
        self.bubble.hide()
        self.bubble.back_button.clicked.connect(lambda: self.go(self.index - 1))
        self.bubble.next_button.clicked.connect(self.next_step)
        self.bubble.skip_button.clicked.connect(self.dismiss)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.bubble, self.dismiss, context=Qt.ShortcutContext.WindowShortcut)
        screen.installEventFilter(self)
        screen.controller.match_started.connect(lambda: QTimer.singleShot(0, self.start_if_new))
        screen.controller.state_changed.connect(self.place)

    @property
    def active(self) -> bool:
        return bool(self.points)

    def start_if_new(self) -> None:
        """Start the tour of this game's table unless it was closed before."""
        match = self.screen.controller.match
        if match is None or match.game_id in self.settings.tours_seen or not self.screen.controller.human_seats():
            self.stop()  # a table only AIs play needs no explaining
            return
        self.start()

    def start(self) -> bool:
        match = self.screen.controller.match
        if match is None or self.screen.board is None:
            return False
        self.game_id = match.game_id
        self.points = tour_points(self.screen)
        self.screen.controller.pause_ai(True)  # the table stands still while it is explained
        self.go(0)
        return True

    def go(self, index: int) -> None:
        if not self.points:
            return
        self.index = max(0, min(index, len(self.points) - 1))
        bubble = self.bubble
        bubble.counter.setText(tr("Tour: step %1 of %2").replace("%1", str(self.index + 1))
                               .replace("%2", str(len(self.points))))
        bubble.text.setText(self.points[self.index].text)
        bubble.back_button.setText(tr("Back"))
        bubble.back_button.setEnabled(self.index > 0)
        last = self.index == len(self.points) - 1
        bubble.next_button.setText(tr("Done") if last else tr("Next"))
        bubble.skip_button.setText(tr("Skip the tour"))
        bubble.skip_button.setVisible(not last)
        self.overlay.show()
        bubble.show()
        self.overlay.raise_()
        bubble.raise_()
        self.place()

    def next_step(self) -> None:
        if self.index >= len(self.points) - 1:
            self.dismiss()
        else:
            self.go(self.index + 1)

    def dismiss(self) -> None:
        """Close the tour; this game's table will not start it again by itself."""
        if not self.points:
            return
        self.stop()
        if self.game_id and self.game_id not in self.settings.tours_seen:
            self.settings.tours_seen.append(self.game_id)
            self.save_settings()

    def stop(self) -> None:
        was_running = bool(self.points)
        self.points = []
        self.overlay.hide()
        self.bubble.hide()
        self.screen.controller.pause_ai(False)
        if was_running:
            self.screen.focus_play()  # back to the keyboard path: the available actions

    def place(self) -> None:
        """Follow the target when the window, the table or the zoom changes."""
        if not self.points:
            return
        screen = self.screen.rect()
        self.overlay.setGeometry(screen)
        target = self.points[self.index].locate().intersected(screen)
        self.overlay.target = target
        self.overlay.update()
        size = self.bubble.sizeHint()
        size.setWidth(BUBBLE_WIDTH)
        width, height = size.width(), size.height()
        if target.bottom() + RING + GAP + height <= screen.bottom():
            x, y = target.left(), target.bottom() + RING + GAP
        elif target.top() - RING - GAP - height >= screen.top():
            x, y = target.left(), target.top() - RING - GAP - height
        elif target.left() - RING - GAP - width >= screen.left():
            x, y = target.left() - RING - GAP - width, target.top()
        else:  # the target fills the screen: the bubble sits in its middle
            x, y = target.center().x() - width // 2, target.center().y() - height // 2
        x = max(screen.left(), min(x, screen.right() - width))
        y = max(screen.top(), min(y, screen.bottom() - height))
        self.bubble.setGeometry(QRect(QPoint(x, y), size))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.screen and event.type() == QEvent.Type.Resize:
            self.place()
        elif watched is self.screen and event.type() == QEvent.Type.LanguageChange and self.points:
            index = self.index  # the same step, in the new language
            self.points = tour_points(self.screen)
            self.go(index)
        return False

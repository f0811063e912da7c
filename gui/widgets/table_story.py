"""What the others did, told on the table: marks on changed spaces, a one-line summary, notices for big moments."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QHBoxLayout, QLabel, QToolButton, QWidget

from engine.core.match import Step
from gui.boards.base import Board
from gui.i18n import tr

SUMMARY_MOVES = 4  # the newest moves the summary line names; older ones are in the log
STORY_LINES = 1  # the summary takes one line over the table (a newest move longer than that wraps)
NOTICE_MS = 9000  # how long a notice stays before it fades
NOTICE_LINES = 8  # the most lines a notice shows at once


class TableStory:
    """Remembers, per person, the table as it was right after their own last move.

    ``since(seat)`` is the history length then; ``changed(...)`` the spaces that differ now.
    Only people get a story: an AI seat needs no reminder.
    """

    def __init__(self) -> None:
        self.baselines: dict[int, tuple[int, dict[str, Any]]] = {}
        self.noticed = 0  # history length whose big moments have been told

    def reset(self, history: int) -> None:
        self.baselines = {}
        self.noticed = history

    def follow(self, board: Board, history: Sequence[Step], humans: Sequence[int],
               view_of: Callable[[int], dict[str, Any]]) -> None:
        """Take each person's baseline after their newest move (or at the start, before any move)."""
        for seat, (index, _states) in list(self.baselines.items()):
            if index > len(history):
                del self.baselines[seat]  # taken back by an undo
        for seat in humans:
            own = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == seat), None)
            since = 0 if own is None else own + 1
            known = self.baselines.get(seat)
            if known is not None and known[0] >= since:
                continue
            if since == len(history):  # the table right after the move (or the start) is the one shown now
                self.baselines[seat] = (since, board.space_states(view_of(seat)))

    def since(self, seat: int | None) -> int | None:
        if seat is None or seat not in self.baselines:
            return None
        return self.baselines[seat][0]

    def changed(self, board: Board, seat: int | None, view: dict[str, Any]) -> set[str]:
        if seat is None or seat not in self.baselines:
            return set()
        before = self.baselines[seat][1]
        now = board.space_states(view)
        return {key for key in set(before) | set(now) if before.get(key) != now.get(key)}

    def moments(self, board: Board, history: Sequence[Step], view: dict[str, Any]) -> list[str]:
        """The big moments of the steps not yet told, once each."""
        self.noticed = min(self.noticed, len(history))
        texts = [text for step in history[self.noticed:] for event in step.events
                 if (text := board.big_moment(event, view))]
        self.noticed = len(history)
        return texts


class StoryBar(QLabel):
    """One line over the board: what the others did since the person's own last move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storyBar")
        # the room around the text is the label's margin, not style-sheet padding: the label's own
        # size then says what it needs
        self.setStyleSheet("QLabel#storyBar { background: rgba(251, 244, 226, 235); color: #3b2a17;"
                           " border-radius: 6px; }")
        self.setMargin(6)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self.full_text = ""
        self.lines: list[str] = []
        self.shown: list[str] = []  # the moves the bar names now, newest last
        self.hide()

    def tell(self, lines: list[str]) -> None:
        self.lines = list(lines)
        if not lines:
            self.full_text = ""
            self.hide()
            return
        self.setToolTip("\n".join(lines))
        self.show()
        self.raise_()
        self.fit()

    def fit(self) -> None:
        """The newest moves that fit whole on the bar's lines at the width of the board view; older
        moves are left out whole (the log and the tooltip have them), never cut inside a sentence."""
        parent = self.parentWidget()
        if parent is None or not self.lines:
            return
        width = max(parent.width() - 24, 120)
        self.ensurePolished()
        metrics = self.fontMetrics()
        room = width - 2 * self.margin()
        def told(moves: list[str]) -> str:
            earlier = len(self.lines) - len(moves)
            text = " · ".join(moves)
            return tr("(%1 earlier in the log)").replace("%1", str(earlier)) + " " + text if earlier else text

        shown: list[str] = []
        for line in reversed(self.lines[-SUMMARY_MOVES:]):
            needed = metrics.boundingRect(0, 0, room, 10**6, int(Qt.TextFlag.TextWordWrap), told([line, *shown]))
            if shown and needed.height() > STORY_LINES * metrics.lineSpacing() + 1:
                break
            shown.insert(0, line)
        text = told(shown)
        self.full_text, self.shown = text, shown
        self.setText(text)
        self.setWordWrap(True)
        self.setFixedWidth(min(metrics.horizontalAdvance(text) + 2 * self.margin() + 4, width))
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.move((parent.width() - self.width()) // 2, 8)


class NoticeCard(QFrame):
    """A notice on the table for a big moment; a click dismisses it, otherwise it fades away."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeCard")
        self.setStyleSheet("QFrame#noticeCard { background: #f6ecd2; border: 2px solid #9a6b2a;"
                           " border-radius: 10px; } QLabel { color: #3b2a17; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 8, 10)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.text.setFont(font)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.effect = QGraphicsOpacityEffect(self)
        self.effect.setOpacity(1.0)
        self.setGraphicsEffect(self.effect)
        self.fade = QPropertyAnimation(self.effect, b"opacity", self)
        self.fade.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.fade.finished.connect(self._faded)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.fade_out)
        self.close_button.clicked.connect(self.dismiss)
        self.fade_ms = 600
        self.lines: list[str] = []
        self.close_button.setToolTip(tr("Dismiss"))
        self.hide()

    def tell(self, texts: list[str], fade_ms: int, avoid: list[QRect] | None = None) -> None:
        if not texts:
            return
        earlier = self.lines if self.isVisible() else []
        self.lines = earlier + texts
        shown = self.lines
        if len(shown) > NOTICE_LINES:  # a card as tall as the table would hide it: the log has them all
            shown = [tr("… and more in the log")] + shown[-(NOTICE_LINES - 1):]
        self.text.setText("\n".join(shown))
        self.setToolTip("\n".join(self.lines))
        self.fade.stop()
        self.effect.setOpacity(1.0)
        self.fade_ms = fade_ms
        self.show()
        self.raise_()
        self.place(avoid)
        self.timer.start(NOTICE_MS)

    def place(self, avoid: list[QRect] | None = None) -> None:
        """Centred a third of the way down, unless that covers one of the person's choices (``avoid``, in
        the parent's coordinates): then the first corner or edge where it covers none, else the fewest."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(520, max(parent.width() - 40, 200))
        self.setFixedWidth(width)
        # the height for the words wrapped at the text's own width (adjustSize asks the label at
        # another width, and a notice naming six players then showed half its lines)
        layout = self.layout()
        layout.activate()  # lays the text out at the new width
        margins = layout.contentsMargins()
        needed = max(self.text.heightForWidth(self.text.width()), self.close_button.sizeHint().height())
        border = self.height() - self.contentsRect().height()  # the frame's own border
        self.setFixedHeight(needed + margins.top() + margins.bottom() + border)
        free_x, free_y = parent.width() - width, parent.height() - self.height()
        spots = [(free_x // 2, max(free_y // 3, 48)), (free_x // 2, free_y - 8), (8, free_y - 8),
                 (free_x - 8, free_y - 8), (free_x // 2, 48), (8, 48), (free_x - 8, 48)]
        avoid = avoid or []

        def covered(spot: tuple[int, int]) -> int:
            return sum(QRect(spot[0], spot[1], width, self.height()).intersects(rect) for rect in avoid)

        best = min(spots, key=covered)  # min keeps the first of equals: the usual place when nothing is hidden
        self.move(*best)

    def fade_out(self) -> None:
        if self.fade_ms <= 0:
            self.dismiss()
            return
        self.fade.setDuration(self.fade_ms)
        self.fade.setStartValue(1.0)
        self.fade.setEndValue(0.0)
        self.fade.start()

    def _faded(self) -> None:
        if self.effect.opacity() <= 0.01:
            self.dismiss()

    def dismiss(self) -> None:
        self.timer.stop()
        self.fade.stop()
        self.text.setText("")
        self.lines = []
        self.hide()
        self.dismissed.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.dismiss()

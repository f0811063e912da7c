"""The review beside the replay: its progress with a cancel button, the thresholds of its verdicts, and
each person's tally with their three costliest moves (a click goes to the move)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.ai.review import THRESHOLDS, VERDICTS, Judgement, Review
from gui.i18n import tr
from gui.seats import SeatSetup
from gui.widgets.review_chart import VERDICT_COLOURS

Describe = Callable[[int, object], str]  # (move index, action) -> the move in words


def verdict_name(verdict: str) -> str:
    return {"best": tr("best move"), "good": tr("good"), "inaccuracy": tr("inaccuracy"),
            "mistake": tr("mistake"), "blunder": tr("blunder")}.get(verdict, verdict)


def value_text(value: float, measure: str) -> str:
    """A chance to win as a percentage, an expected score in points."""
    if measure == "score":
        return tr("%1 points").replace("%1", QLocale().toString(value, "f", 1))
    return f"{round(100 * value)} %"


def thresholds_text(measure: str) -> str:
    inaccuracy, mistake, blunder = (f"{round(100 * limit)} %" for limit in THRESHOLDS[measure])
    text = (tr("Chance to win lost against the best move: below %1 good, from %1 an inaccuracy, from %2 a "
               "mistake, from %3 a blunder.") if measure == "win" else
            tr("Expected final score lost against the best move, as a share of it: below %1 good, from %1 an "
               "inaccuracy, from %2 a mistake, from %3 a blunder."))
    return text.replace("%1", inaccuracy).replace("%2", mistake).replace("%3", blunder)


def tally_text(review: Review, seat: int) -> str:
    counts = review.counts(seat)
    best, good, inaccuracies, mistakes, blunders = (counts[v] for v in VERDICTS)
    # Qt fills %n in only where a translation has the plural forms: English says 1 apart
    parts = [tr("1 best move") if best == 1 else tr("%n best moves", "", best).replace("%n", str(best)),
             tr("1 good move") if good == 1 else tr("%n good moves", "", good).replace("%n", str(good)),
             tr("1 inaccuracy") if inaccuracies == 1 else
             tr("%n inaccuracies", "", inaccuracies).replace("%n", str(inaccuracies)),
             tr("1 mistake") if mistakes == 1 else tr("%n mistakes", "", mistakes).replace("%n", str(mistakes)),
             tr("1 blunder") if blunders == 1 else tr("%n blunders", "", blunders).replace("%n", str(blunders))]
    return " · ".join(parts)


def judgement_text(judgement: Judgement, describe: Describe) -> str:
    """"Move 96 — blunder: Sell rubber (39 %); better: Convert tea (62 %)"."""
    measure = judgement.measure
    return (tr("Move %1 — %2: %3 (%4); better: %5 (%6)")
            .replace("%1", str(judgement.index + 1)).replace("%2", verdict_name(judgement.verdict))
            .replace("%3", describe(judgement.index, judgement.played))
            .replace("%4", value_text(judgement.played_value, measure))
            .replace("%5", describe(judgement.index, judgement.best))
            .replace("%6", value_text(judgement.best_value, measure)))


class ReviewPanel(QWidget):
    """``move_chosen(index)``: a costly move was clicked; ``start_requested``, ``cancel_requested``:
    the buttons."""

    move_chosen = Signal(int)
    start_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(True)
        self.start_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.thresholds = QLabel(self)
        self.thresholds.setWordWrap(True)
        self.thresholds.setObjectName("reviewThresholds")
        self.costly = QListWidget(self)
        self.costly.setWordWrap(True)
        self.costly.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.status):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.thresholds)
        layout.addWidget(self.costly, 1)
        self.start_button.clicked.connect(self.start_requested.emit)
        self.cancel_button.clicked.connect(self.cancel_requested.emit)
        self.costly.itemClicked.connect(self._clicked)
        self.costly.itemActivated.connect(self._clicked)
        self.names: list[str] = []
        self.retranslate()
        self.show_running(False)

    def retranslate(self) -> None:
        self.title.setText(tr("The strong AI's review"))
        self.cancel_button.setText(tr("Cancel"))
        self.costly.setAccessibleName(tr("The three costliest moves of each person"))

    def show_running(self, running: bool, can_start: bool = True, resume: bool = False) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.start_button.setVisible(not running and can_start)
        self.start_button.setText(tr("Go on with the review") if resume else tr("Review the game"))

    def show_progress(self, done: int, total: int, seconds_left: float | None) -> None:
        self.progress.setMaximum(max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(tr("%1 of %2 decisions").replace("%1", str(done)).replace("%2", str(total)))
        if seconds_left is None:
            self.status.setText(tr("The strong AI goes through every decision of the game…"))
        else:
            minutes = max(1, round(seconds_left / 60))
            self.status.setText(tr("The strong AI goes through every decision of the game: about a minute left.")
                                if minutes == 1 else
                                tr("The strong AI goes through every decision of the game: about %n minutes left.",
                                   "", minutes).replace("%n", str(minutes)))

    def show_review(self, review: Review | None, seats: list[SeatSetup], describe: Describe,
                    note: str = "") -> None:
        """The tally and the three costliest moves of each reviewed person; ``note`` says how far it got."""
        self.status.setText(note)
        self.costly.clear()
        if review is None:
            self.thresholds.setText("")
            return
        self.thresholds.setText(thresholds_text(review.measure))
        bold = QFont(self.costly.font())
        bold.setBold(True)
        for seat in review.seats:
            name = seats[seat].name if seat < len(seats) else str(seat + 1)
            header = QListWidgetItem(f"{name}: {tally_text(review, seat)}")
            header.setFont(bold)
            header.setFlags(Qt.ItemFlag.NoItemFlags | Qt.ItemFlag.ItemIsEnabled)
            header.setForeground(QBrush(QColor(seats[seat].hex if seat < len(seats) else "#333333")))
            self.costly.addItem(header)
            costliest = review.costliest(seat)
            if not costliest:
                self.costly.addItem(QListWidgetItem(tr("No move cost anything.")))
            for judgement in costliest:
                item = QListWidgetItem(judgement_text(judgement, describe))
                item.setData(Qt.ItemDataRole.UserRole, judgement.index)
                item.setForeground(QBrush(QColor(VERDICT_COLOURS.get(judgement.verdict, "#333333")).darker(130)))
                item.setToolTip(item.text())
                self.costly.addItem(item)

    def _clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.move_chosen.emit(index)

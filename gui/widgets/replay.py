"""The replay screen: a finished or saved game move by move, the table as it stood seen by a chosen
person, the log beside it, and the strong AI's review: a chart, the verdicts and the costliest moves."""

from __future__ import annotations

import html
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from engine.ai.review import Judgement, Review, pending
from engine.core.actions import Action
from engine.core.game import GameConfig, Ruleset
from gui.boards import BoardContext, board_class
from gui.boards.guard import BoardGuard
from gui.i18n import language, tr
from gui.replay_model import ReplayModel
from gui.review_runner import ReviewRunner
from gui.scene.table import TableScene
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.widgets.board_view import BoardView
from gui.widgets.log_story import compose_log
from gui.widgets.log_widget import LogWidget
from gui.widgets.replay_table import draw_position
from gui.widgets.review_chart import ReviewChart
from gui.widgets.review_panel import ReviewPanel, value_text, verdict_name

COSTLY = ("inaccuracy", "mistake", "blunder")
PAGE = 10  # moves a Page Up or Down steps
SHOW_EVERY_S = 0.5  # how often the verdicts so far are shown while the review goes on


class ReplayScreen(QWidget):
    """``back_requested``: leave the screen; ``review_changed(review)``: a review run ended (kept with
    its game by the window)."""

    back_requested = Signal()
    review_changed = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.model: ReplayModel | None = None
        self.board: BoardGuard | None = None
        self.seats: list[SeatSetup] = []
        self.review: Review | None = None
        self.reviewed: list[int] = []  # the people whose decisions the review judges
        self.position = 0
        self.viewer: int | None = None
        self.show_better = False
        self.path: Path | None = None
        self._shown_at = 0.0  # when the verdicts so far were last shown
        self.runner = ReviewRunner(self)
        self._build()
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_reviewed)
        self.runner.failed.connect(self._on_failed)
        self.retranslate()

    # --- building --------------------------------------------------------------------
    def _build(self) -> None:
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.viewer_label = QLabel(self)
        self.viewer_box = QComboBox(self)
        self.reveal_box = QCheckBox(self)
        self.back_button = QPushButton(self)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        for widget in (self.viewer_label, self.viewer_box, self.reveal_box, self.back_button):
            top.addWidget(widget)
        self.scene = TableScene(self)
        self.board_view = BoardView(self.scene, self)
        self.move_line = QLabel(self)
        self.move_line.setWordWrap(True)
        self.move_line.setObjectName("prompt")
        self.verdict_line = QLabel(self)
        self.verdict_line.setWordWrap(True)
        self.better_button = QPushButton(self)
        self.better_button.setCheckable(True)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self.verdict_line, 1)
        verdict_row.addWidget(self.better_button)
        self.chart = ReviewChart(self)
        self.first_button, self.back_step, self.next_step, self.last_button = (QPushButton(self) for _ in range(4))
        self.costly_back, self.costly_next = QPushButton(self), QPushButton(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.counter = QLabel(self)
        steps = QHBoxLayout()
        for widget in (self.costly_back, self.first_button, self.back_step):
            steps.addWidget(widget)
        steps.addWidget(self.slider, 1)
        for widget in (self.next_step, self.last_button, self.costly_next, self.counter):
            steps.addWidget(widget)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.board_view, 1)
        left_layout.addWidget(self.move_line)
        left_layout.addLayout(verdict_row)
        left_layout.addWidget(self.chart)
        left_layout.addLayout(steps)
        self.panel = ReviewPanel(self)
        self.log_title = QLabel(self)
        self.log_title.setObjectName("panelTitle")
        self.log = LogWidget(self)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panel, 3)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([920, 420])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.back_button.clicked.connect(self.leave)
        self.viewer_box.activated.connect(self._viewer_chosen)
        self.reveal_box.toggled.connect(self._revealed)
        self.better_button.toggled.connect(self._better_toggled)
        self.slider.valueChanged.connect(self.go_to)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.last_button.clicked.connect(lambda: self.go_to(len(self.model or ())))
        self.back_step.clicked.connect(lambda: self.step(-1))
        self.next_step.clicked.connect(lambda: self.step(1))
        self.costly_back.clicked.connect(lambda: self.costly_step(-1))
        self.costly_next.clicked.connect(lambda: self.costly_step(1))
        self.chart.move_clicked.connect(self.show_decision)
        self.panel.move_chosen.connect(self.show_decision)
        self.panel.start_requested.connect(self.start_review)
        self.panel.cancel_requested.connect(self.runner.cancel)
        keys = [(Qt.Key.Key_Left, lambda: self.step(-1)), (Qt.Key.Key_Right, lambda: self.step(1)),
                (Qt.Key.Key_Home, lambda: self.go_to(0)), (Qt.Key.Key_End, lambda: self.go_to(len(self.model or ()))),
                (Qt.Key.Key_PageUp, lambda: self.step(-PAGE)), (Qt.Key.Key_PageDown, lambda: self.step(PAGE))]
        for key, slot in keys:
            QShortcut(QKeySequence(key), self, slot, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.leave, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def retranslate(self) -> None:
        self.viewer_label.setText(tr("Seen by:"))
        self.reveal_box.setText(tr("Show everything"))
        self.reveal_box.setToolTip(tr("Once the game is over: every seat's hidden cards may be looked at"))
        self.back_button.setText(tr("Close the replay"))
        self.log_title.setText(tr("Game log"))
        self._name_better_button()
        pictures = [(self.first_button, QStyle.StandardPixmap.SP_MediaSkipBackward, tr("To the start (Home)")),
                    (self.back_step, QStyle.StandardPixmap.SP_MediaSeekBackward, tr("One move back (Left)")),
                    (self.next_step, QStyle.StandardPixmap.SP_MediaSeekForward, tr("One move on (Right)")),
                    (self.last_button, QStyle.StandardPixmap.SP_MediaSkipForward, tr("To the end (End)"))]
        for button, picture, words in pictures:
            button.setIcon(self.style().standardIcon(picture))
            button.setToolTip(words)
            button.setAccessibleName(words)
        self.costly_back.setText(tr("◀ Costly move"))
        self.costly_back.setToolTip(tr("The person's previous inaccuracy, mistake or blunder"))
        self.costly_next.setText(tr("Costly move ▶"))
        self.costly_next.setToolTip(tr("The person's next inaccuracy, mistake or blunder"))
        self.slider.setAccessibleName(tr("Position in the game"))
        self.panel.retranslate()
        if self.model is not None:
            self.title.setText(tr("Replay: %1").replace("%1", self.model.ruleset.info.title(language())))
            self._fill_viewers()
            self.render()

    # --- opening -------------------------------------------------------------------
    def open(self, ruleset: Ruleset, config: GameConfig, moves: list[tuple[int, Action]], seats: list[SeatSetup],
             review: Review | None = None, path: Path | None = None, start: bool = True) -> None:
        """Show the game from its first move, with ``review`` (or a review started now when ``start``
        and some decision is not judged yet); ``path`` is the save it came from."""
        self.runner.cancel(forget=True)  # a review of the game shown before must not end up here
        self.model = ReplayModel(ruleset, config, moves)
        self.seats = seats
        self.path = path
        self.review = review
        people = [s for s, seat in enumerate(seats) if not seat.is_ai]
        self.reviewed = people or list(range(config.players))
        context = BoardContext(ruleset, list(seats), self.settings.colour_cues, 0.0, language())
        self.board = BoardGuard(board_class(ruleset.info.id)(context, self))
        self.board.private_shown = True
        self.viewer = people[0] if people else (None if ruleset.info.hidden_information else 0)
        self.reveal_box.setChecked(False)
        self.reveal_box.setVisible(ruleset.info.hidden_information)
        self.reveal_box.setEnabled(self.model.over)
        self.slider.setRange(0, len(self.model))
        self.position = -1
        self.title.setText(tr("Replay: %1").replace("%1", ruleset.info.title(language())))
        self._fill_viewers()
        self._show_review_state()
        self.go_to(0)
        if start and not self.review_done():
            self.start_review()

    def review_done(self) -> bool:
        return self.review is not None and self.review.complete and set(self.reviewed) <= set(self.review.seats)

    def start_review(self) -> None:
        model = self.model
        if model is None:
            return
        earlier = self.review if self.review is not None and set(self.review.seats) <= set(self.reviewed) else None
        todo = len(pending(model.ruleset, model.config, model.moves, self.reviewed,
                           [j.index for j in earlier.judgements] if earlier else ()))
        self.runner.start(model.ruleset, model.config, model.moves, self.reviewed, earlier)
        self.panel.show_running(True)
        self.panel.show_progress(0, todo, None)

    def leave(self) -> None:
        self.runner.cancel()
        self.back_requested.emit()

    def hideEvent(self, event: QHideEvent) -> None:
        # another screen took the window's place: the review stops (what it judged is kept) and frees the AI
        if not event.spontaneous():
            self.runner.cancel()
        super().hideEvent(event)

    # --- the review ------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> None:
        """The verdicts so far fill the chart and the lists while the review goes on."""
        spent = time.monotonic() - self.runner.started_at
        left = spent / done * (total - done) if done >= 3 else None
        now = time.monotonic()
        partial = self.runner.partial() if now - self._shown_at >= SHOW_EVERY_S else None
        if partial is not None:
            self._shown_at = now
            self.review = partial
            self.panel.show_review(partial, self.seats, self.describe, self.panel.status.text())
            self.chart.show_review(partial, self.seats, len(self.model or ()))
            self._tell_current()
            self._enable_costly()
        self.panel.show_progress(done, total, left)

    def _on_reviewed(self, review: Review) -> None:
        self.review = review
        self._show_review_state()
        self.render()
        self.review_changed.emit(review)

    def _on_failed(self, reason: str) -> None:
        self.panel.show_running(False, resume=self.review is not None)
        self.panel.status.setText(tr("The review failed: %1").replace("%1", reason))

    def _show_review_state(self) -> None:
        review = self.review
        names = ", ".join(self.seats[s].name for s in self.reviewed if s < len(self.seats))
        if review is None:
            note = tr("Not reviewed yet: the strong AI can judge every decision of %1.").replace("%1", names)
        elif self.review_done():
            note = tr("The strong AI judged every decision of %1.").replace("%1", names)
        else:
            judged = len(review.judgements)
            note = (tr("The review was stopped with 1 decision judged; it can go on.") if judged == 1 else
                    tr("The review was stopped with %n decisions judged; it can go on.", "", judged)
                    .replace("%n", str(judged)))
        if review is not None and self.path is None:
            note += " " + tr("Game → Save… keeps the review with the game.")
        self.panel.show_running(False, can_start=not self.review_done(), resume=review is not None)
        self.panel.show_review(review, self.seats, self.describe, note)
        self.chart.show_review(review, self.seats, len(self.model or ()))
        self._enable_costly()

    def _enable_costly(self) -> None:
        has_costly = self.review is not None and any(j.verdict in COSTLY for j in self.review.judgements)
        self.costly_back.setEnabled(has_costly)
        self.costly_next.setEnabled(has_costly)

    def describe(self, index: int, action: object) -> str:
        if self.board is None or self.model is None or not isinstance(action, Action):
            return str(action)
        return self.board.describe_action(action, self.model.step_views[index])

    def judgement(self, index: int) -> Judgement | None:
        if self.review is None:
            return None
        return next((j for j in self.review.judgements if j.index == index), None)

    # --- moving through the game --------------------------------------------------------
    def go_to(self, position: int) -> None:
        if self.model is None:
            return
        position = max(0, min(position, len(self.model)))
        if position == self.position:
            return
        self.position = position
        self.show_better = False
        self.better_button.blockSignals(True)
        self.better_button.setChecked(False)
        self.better_button.blockSignals(False)
        self._name_better_button()
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.render()

    def step(self, by: int) -> None:
        self.go_to(self.position + by)

    def costly_step(self, direction: int) -> None:
        """To the previous or next costly move of a reviewed person, its better move shown."""
        if self.review is None:
            return
        found = [j.index for j in self.review.judgements if j.verdict in COSTLY
                 and (j.index > self.position if direction > 0 else j.index < self.position)]
        if found:
            self.show_decision(found[0] if direction > 0 else found[-1])

    def show_decision(self, index: int) -> None:
        """The position before move ``index``, seen by its mover, the better move shown if there is one."""
        if self.model is None:
            return
        self.go_to(index)
        mover = self.model.moves[index][0]
        if mover in self.selectable():
            self.viewer = mover
            self._fill_viewers()
        judgement = self.judgement(index)
        if judgement is not None and judgement.best != judgement.played:
            self.better_button.setChecked(True)
        else:
            self.render()

    # --- who looks -------------------------------------------------------------------
    def selectable(self) -> list[int | None]:
        """Whose view may be shown: while hidden cards stay hidden, the people's and the public one;
        once the game is over and everything is asked for, every seat's."""
        assert self.model is not None
        players = range(self.model.config.players)
        if not self.model.ruleset.info.hidden_information or (self.model.over and self.reveal_box.isChecked()):
            return [*players, None] if self.model.ruleset.info.hidden_information else list(players)
        return [*(s for s in players if s < len(self.seats) and not self.seats[s].is_ai), None]

    def _fill_viewers(self) -> None:
        choices = self.selectable()
        if self.viewer not in choices:
            self.viewer = choices[0] if choices else None
        self.viewer_box.blockSignals(True)
        self.viewer_box.clear()
        for seat in choices:
            name = self.seats[seat].name if seat is not None and seat < len(self.seats) else tr("Everybody")
            self.viewer_box.addItem(name, seat)
        self.viewer_box.setCurrentIndex(choices.index(self.viewer) if self.viewer in choices else 0)
        self.viewer_box.blockSignals(False)

    def _viewer_chosen(self, row: int) -> None:
        self.viewer = self.viewer_box.itemData(row)
        self.render()

    def _revealed(self, shown: bool) -> None:
        self._fill_viewers()
        self.render()

    def _name_better_button(self) -> None:
        """The button says what a click shows: the better move, or again the move played."""
        shown = self.better_button.isChecked()
        self.better_button.setText(tr("Show the move played") if shown else tr("Show the better move"))

    def _better_toggled(self, shown: bool) -> None:
        self._name_better_button()
        self.show_better = shown
        if shown and self.model is not None and self.position < len(self.model):
            mover = self.model.moves[self.position][0]
            if mover in self.selectable() and self.viewer != mover:
                self.viewer = mover
                self._fill_viewers()
        self.render()

    # --- drawing -----------------------------------------------------------------------
    def render(self) -> None:
        model, board = self.model, self.board
        if model is None or board is None or self.position < 0:
            return
        position = self.position
        state = model.state_at(position)
        view = state.view(self.viewer)
        upcoming = model.moves[position] if position < len(model) else None
        judgement = self.judgement(position) if upcoming is not None else None
        lit = None
        if upcoming is not None and upcoming[0] == self.viewer:
            better = judgement is not None and judgement.best != judgement.played and self.show_better
            lit = judgement.best if better and judgement is not None else upcoming[1]
        draw_position(self.scene, board, view, self.viewer, lit, self.settings.colour_cues)
        self.board_view.table_scale = self.settings.ui_scale
        self.board_view.refit()
        self._tell(view, upcoming, judgement)
        self.chart.set_position(position)
        self.counter.setText(tr("%1 / %2").replace("%1", str(position)).replace("%2", str(len(model))))
        self.back_step.setEnabled(position > 0)
        self.first_button.setEnabled(position > 0)
        self.next_step.setEnabled(position < len(model))
        self.last_button.setEnabled(position < len(model))
        teller = self.viewer
        entries = compose_log(board, model.history[:position], [s.name for s in self.seats],
                              [model.first_round, *model.rounds[:-1]][:position], model.step_views[:position],
                              view, teller)
        self.log.show_entries(entries)

    def _tell(self, view: dict[str, Any], upcoming: tuple[int, Action] | None,
              judgement: Judgement | None) -> None:
        """The move about to be played and the review's verdict on it."""
        model, board = self.model, self.board
        assert model is not None and board is not None
        position = self.position
        self.better_button.setVisible(judgement is not None and judgement.best != judgement.played)
        if upcoming is None:
            self.move_line.setText(tr("The game is over.") if model.over else
                                   tr("The saved game ends here."))
            self.verdict_line.setText("")
            return
        seat, action = upcoming
        name = self.seats[seat].name if seat < len(self.seats) else str(seat + 1)
        open_move = board.action_is_public(seat, action, self.viewer) or self.viewer == seat
        what = board.describe_action(action, model.step_views[position]) if open_move else tr("a hidden move")
        self.move_line.setText(tr("Move %1 of %2, round %3 — <b>%4</b>: %5").replace("%1", str(position + 1))
                               .replace("%2", str(len(model))).replace("%3", str(model.round_before(position)))
                               .replace("%4", html.escape(name)).replace("%5", html.escape(what)))
        if judgement is None or not open_move:
            self.verdict_line.setText("")
            return
        self.verdict_line.setText(self.verdict_words(judgement))

    def _tell_current(self) -> None:
        """The move line and the verdict again (a verdict on it may have come in)."""
        model = self.model
        if model is None or self.position < 0:
            return
        upcoming = model.moves[self.position] if self.position < len(model) else None
        judgement = self.judgement(self.position) if upcoming is not None else None
        self._tell(model.state_at(self.position).view(self.viewer), upcoming, judgement)

    def verdict_words(self, judgement: Judgement) -> str:
        measure = judgement.measure
        played = value_text(judgement.played_value, measure)
        if judgement.best == judgement.played:
            best = (tr("The best move the strong AI found: a chance to win of %1.") if measure == "win" else
                    tr("The best move the strong AI found: an expected final score of %1."))
            return best.replace("%1", played)
        better = self.describe(judgement.index, judgement.best)
        text = (tr("%1: a chance to win of %2 after this move, %3 after the better move: %4.") if measure == "win"
                else tr("%1: an expected final score of %2 after this move, %3 after the better move: %4."))
        verdict = verdict_name(judgement.verdict)
        return (text.replace("%1", verdict[:1].upper() + verdict[1:]).replace("%2", played)
                .replace("%3", value_text(judgement.best_value, measure)).replace("%4", better))

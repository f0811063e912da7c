"""The game screen: table view, prompt line, undo/redo/hint, players, available actions and log."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QCursor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.actions import Action
from gui.boards import BoardContext, board_class
from gui.boards.guard import BoardGuard
from gui.controller import GameController
from gui.i18n import language, tr
from gui.scene.marks import ChangeMarkItem, mark_spaces
from gui.scene.table import TableScene
from gui.settings import Settings
from gui.widgets.board_view import BoardView
from gui.widgets.handover import HandoverWidget
from gui.widgets.legend import LegendDialog
from gui.widgets.log_story import compose_log
from gui.widgets.log_widget import LogWidget
from gui.widgets.players_panel import PlayersPanel
from gui.widgets.table_story import NoticeCard, StoryBar, TableStory


def _private(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the key that only names who looks: two seats with equal rests see the same."""
    return {key: value for key, value in view.items() if key != "viewer"}


class GameScreen(QWidget):
    """Shows the controller's match to the right person; never changes the state itself."""

    rules_requested = Signal()
    settings_changed = Signal()  # the person changed a setting on this screen (the side panel folded)

    def __init__(self, controller: GameController, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.board: BoardGuard | None = None
        self.viewer: int | None = None
        self.revealed: int | None = None  # the human the table was last shown to
        self.confirmed: int | None = None  # the human who last clicked through the handover
        self.pending = ""  # "undo" or "redo" of another person's move, waiting for that person at the handover
        self.thinking = -1
        self.notice = ""
        self.current_view: dict[str, Any] = {}
        self.current_actions: list[Action] = []
        self.first_round = 0

        self.scene = TableScene(self)
        self.board_view = BoardView(self.scene, self)
        self.handover = HandoverWidget(self)
        self.centre = QStackedWidget(self)
        self.centre.addWidget(self.board_view)
        self.centre.addWidget(self.handover)
        self.story = TableStory()
        self.story_bar = StoryBar(self.board_view)
        self.notice_card = NoticeCard(self.board_view)
        self.change_marks: list[ChangeMarkItem] = []
        self.gliding: list[str] = []  # the pieces that travelled to their place in the latest redraw
        self.board_view.installEventFilter(self)

        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.undo_button = QPushButton(self)
        self.redo_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        self.fit_button = QPushButton(self)
        self.legend_button = QPushButton(self)
        self.panel_button = QPushButton(self)
        self.rules_button = QPushButton(self)
        self.legend: LegendDialog | None = None
        buttons = QHBoxLayout()
        for button in (self.undo_button, self.redo_button, self.hint_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.fit_button, self.legend_button, self.rules_button, self.panel_button):
            buttons.addWidget(button)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.centre, 1)
        prompt_frame = QFrame(left)
        prompt_frame.setObjectName("promptFrame")
        prompt_layout = QVBoxLayout(prompt_frame)
        prompt_layout.addWidget(self.prompt)
        # a lasting message about the game's files (an autosave that cannot be written), not a dialog
        self.status = QLabel(prompt_frame)
        self.status.setObjectName("fileStatus")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        prompt_layout.addWidget(self.status)
        prompt_layout.addLayout(buttons)
        left_layout.addWidget(prompt_frame)

        self.players = PlayersPanel(self)
        self.actions_title = QLabel(self)
        self.actions_title.setObjectName("panelTitle")
        self.actions_list = QListWidget(self)
        self.actions_list.setObjectName("actionsList")
        self.actions_list.setWordWrap(True)
        self.actions_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_title = QLabel(self)
        self.log_title.setObjectName("panelTitle")
        self.log = LogWidget(self)
        side = self.side = QWidget(self)
        side.setObjectName("sidePanel")
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.players)
        side_layout.addWidget(self.actions_title)
        side_layout.addWidget(self.actions_list, 1)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 2)
        side.setMinimumWidth(300)

        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([980, 340])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(splitter)

        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.hint_button.clicked.connect(controller.hint)
        self.fit_button.clicked.connect(self.board_view.fit)
        self.rules_button.clicked.connect(self.rules_requested.emit)
        self.legend_button.clicked.connect(self.toggle_legend)
        self.board_view.legend_requested.connect(self.toggle_legend)
        self.panel_button.clicked.connect(self.toggle_side_panel)
        self.actions_list.itemActivated.connect(self._list_activated)
        self.handover.ready.connect(self.reveal)
        self.scene.drag.action_chosen.connect(self.play)
        self.scene.drag.actions_offered.connect(self._offer)
        self.scene.drag.drop_rejected.connect(self._rejected)
        self.scene.drag.explain = self._explain_rejection
        self.scene.redraw_requested.connect(self._redraw, Qt.ConnectionType.QueuedConnection)  # the clicked item goes
        controller.match_started.connect(self.on_match_started)
        controller.state_changed.connect(self.refresh)
        controller.ai_thinking.connect(self._on_thinking)
        controller.hint_ready.connect(self._on_hint)
        controller.autosave_failed.connect(self._on_autosave_failed)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        QShortcut(QKeySequence.StandardKey.Redo, self, self.redo)
        QShortcut(QKeySequence.StandardKey.ZoomIn, self, lambda: self.board_view.zoom(1.15))
        QShortcut(QKeySequence.StandardKey.ZoomOut, self, lambda: self.board_view.zoom(1 / 1.15))
        QShortcut(QKeySequence(Qt.Key.Key_L), self, self.toggle_legend)
        side.setVisible(not settings.side_panel_folded)
        self.retranslate()

    def retranslate(self) -> None:
        self.undo_button.setText(tr("Undo"))
        self.redo_button.setText(tr("Redo"))
        self.hint_button.setText(tr("Hint"))
        self.fit_button.setText(tr("Fit to window"))
        self.rules_button.setText(tr("Rules"))
        self.legend_button.setText(tr("Legend (L)"))
        self.legend_button.setToolTip(tr("What every symbol, colour and mark on the table means"))
        self.panel_button.setText(tr("Show panel") if self.settings.side_panel_folded else tr("Hide panel"))
        self.panel_button.setToolTip(tr("The players, the available actions and the game log beside the table"))
        self.actions_title.setText(tr("Available actions"))
        self.log_title.setText(tr("Game log"))
        self.actions_list.setAccessibleName(tr("Available actions"))
        if self.controller.match is not None:
            self.refresh()

    # --- following the controller ----------------------------------------------------
    def on_match_started(self) -> None:
        match = self.controller.match
        assert match is not None
        context = BoardContext(match.ruleset, list(self.controller.seats), self.settings.colour_cues,
                               self.settings.animation_factor(), language())
        self.board = BoardGuard(board_class(match.game_id)(context, self))
        self.first_round = match.ruleset.create_state(match.config).round_number()
        self.log.forget()
        self.story.reset(len(match.history))
        self.story_bar.tell([])
        self.notice_card.dismiss()
        self.scene.clear_table()
        self.scene.last_positions = {}
        self.scene.last_centres = {}
        humans = self.controller.human_seats()
        self.revealed = self.confirmed = humans[0] if len(humans) == 1 else None
        self.pending = ""
        self.thinking = -1
        self.board_view.auto_fit = True
        if self.legend is not None:
            self.legend.close()
            self.legend = None

    # --- the legend and the side panel ------------------------------------------------
    def toggle_legend(self) -> None:
        """Open the board's legend beside the table, or close it when it is open."""
        if self.board is None or self.controller.match is None:
            return
        if self.legend is not None and self.legend.isVisible():
            self.legend.close()
            return
        title = self.controller.match.ruleset.info.title(language())
        self.legend = LegendDialog(title, self.board.legend(self.current_view), self)
        self.legend.show()

    def toggle_side_panel(self) -> None:
        """Fold the side panel away for a larger table, or bring it back; remembered in the settings."""
        folded = not self.settings.side_panel_folded
        self.settings.side_panel_folded = folded
        self.side.setVisible(not folded)
        self.panel_button.setText(tr("Show panel") if folded else tr("Hide panel"))
        self.settings_changed.emit()

    def hot_seat(self) -> bool:
        return len(self.controller.human_seats()) >= 2

    def needs_handover(self, active: int | None) -> bool:
        """Cover the table only when the next person decides from things the last one may not see: a
        secret decision (Jantaris' vote) always asks for its person; an open one (Railroads' worker
        placement, the end-game cards face down) never; else the two persons' views are compared: in
        Jantaris the auction's bids pass from hand to hand, its vote does not."""
        match = self.controller.match
        if match is None or active is None or self.board is None:
            return False
        if not match.ruleset.info.hidden_information or not self.hot_seat():
            return False
        secret = self.board.secret_decision(self.controller.view(active))
        if secret is False and self.settings.always_handover:
            secret = None
        if secret is True:
            return active != self.confirmed
        if secret is False or active == self.revealed:
            return False
        return _private(self.controller.view(active)) != _private(self.controller.view(self.revealed))

    def log_viewer(self, view: dict[str, Any]) -> tuple[int | None, dict[str, Any]]:
        """Whom the log and the summary line are told to, with that seat's view: the person at the screen,
        or nobody in particular while their private things are hidden."""
        if self.private_hidden():
            return None, self.controller.view(None)
        return self.viewer, view

    def private_hidden(self) -> bool:
        """True while the person at the screen got it without a handover and has not asked to see their
        cards: the table, the log and the summary then show only what everybody may see."""
        return self.board is not None and not self.board.private_shown

    def refresh(self) -> None:
        controller = self.controller
        if controller.match is None or self.board is None:
            return
        over = controller.is_over()
        humans_to_move = controller.human_seats_to_move()
        active = humans_to_move[0] if humans_to_move and not over else None
        if not controller.human_seats():
            self.revealed = None
        handover = self.needs_handover(active)
        if self.pending:
            handover, active = True, self.pending_seat()
        shown_before = self.viewer
        if handover:
            self.viewer = None
        elif active is not None:
            self.viewer = self.revealed = active
        elif over and controller.ruleset is not None and controller.ruleset.info.hidden_information:
            self.viewer = None if len(controller.human_seats()) != 1 else self.revealed
        else:
            self.viewer = self.revealed
        if self.viewer != shown_before or self.viewer is None:
            # a person who got the screen without a handover sees their private things only on request
            self.board.private_shown = not self.hot_seat() or self.viewer == self.confirmed or over
        view = controller.view(self.viewer)
        actions = controller.legal_actions(active) if (active is not None and not handover) else []
        self.current_view, self.current_actions = view, actions
        self.board.viewer = self.viewer
        self._render(view, actions)
        self._tell_story(view)
        self._fill_actions(view, actions)
        self._fill_players(view)
        self._fill_log()
        self._fill_prompt(view, active, handover)
        if handover and active is not None:
            self.handover.show_for(controller.seats[active].name, self.pending)
            self.centre.setCurrentWidget(self.handover)
        else:
            self.centre.setCurrentWidget(self.board_view)
        # behind the handover screen nobody may change the table: the next person has not sat down yet
        self.undo_button.setEnabled(controller.can_undo() and not handover)
        self.redo_button.setEnabled(controller.can_redo() and not handover)
        if handover:
            self.handover.button.setFocus()
        self.hint_button.setEnabled(bool(actions))

    def _render(self, view: dict[str, Any], actions: list[Action]) -> None:
        assert self.board is not None
        self.scene.clear_table()
        self.scene.colour_cues = self.settings.colour_cues
        self.scene.drag.animation_ms = int(150 * self.settings.animation_factor())
        self.board.build(self.scene, view, actions, self.viewer)
        self.scene.drag.set_moves(self.board.moves(view, actions, self.viewer))
        self.scene.drag.interactive = bool(actions)
        self.board_view.table_scale = self.settings.ui_scale
        self.board_view.refit()
        if self.legend is not None and self.legend.isVisible():
            self.legend.show_entries(self.board.legend(view))
        self._mark_changes(view)
        board = self.board
        self.gliding = self.scene.glide_moved_pieces(self.travel_ms(),
                                                     lambda piece_id: board.origin_of(piece_id, view))

    def _redraw(self) -> None:
        """Draw the same position again: a click changed only how the table is shown (a board opened)."""
        if self.board is not None and self.current_view:
            self._render(self.current_view, self.current_actions)

    def travel_ms(self) -> int:
        """How long a piece the others or the rules move takes to travel: 150–300 ms, 0 with animations off."""
        factor = self.settings.animation_factor()
        return 0 if factor <= 0 else int(min(300, max(150, 250 * factor)))

    # --- the table tells what the others did ---------------------------------------------
    def _mark_changes(self, view: dict[str, Any]) -> None:
        """Mark every space another seat changed since the viewer's own last move."""
        assert self.board is not None and self.controller.match is not None
        self.story.follow(self.board, self.controller.match.history, self.controller.human_seats(),
                          self.controller.view)
        changed = self.story.changed(self.board, self.viewer, view)
        found = [(space, item) for space in sorted(changed) if (item := self.scene.space_item(space)) is not None]
        self.change_marks = mark_spaces(self.scene, found)

    def _tell_story(self, view: dict[str, Any]) -> None:
        """The summary line of the others' moves since the viewer's own, and notices for big moments."""
        assert self.board is not None and self.controller.match is not None
        controller = self.controller
        history = controller.match.history
        since = self.story.since(self.viewer)
        lines: list[str] = []
        if since is not None and since < len(history):
            rounds_before = [self.first_round, *controller.rounds[:-1]]
            teller, told_view = self.log_viewer(view)
            told = compose_log(self.board, history[since:], [s.name for s in controller.seats],
                               rounds_before[since:], controller.step_views[since:], told_view, teller)
            lines = [line.text for line in told if not line.detail]
        self.story_bar.tell(lines)
        moments = self.story.moments(self.board, history, view)
        if moments:
            self.notice_card.tell(moments, int(600 * self.settings.animation_factor()), self.choice_rects())

    def choice_rects(self) -> list[QRect]:
        """Where on the view the person's choices are now: the pieces they may move and the places that
        take a click; a notice is laid where it covers none of them."""
        drag = self.scene.drag
        if not drag.interactive:
            return []
        ids = {move.piece_id for move in drag.moves} | {move.target_id for move in drag.moves} | set(drag.click_actions)
        items = [drag.pieces.get(key) or drag.targets.get(key) for key in ids]
        view = self.board_view
        return [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in items
                if item is not None and item.isVisible()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board_view and event.type() == QEvent.Type.Resize:
            self.story_bar.fit()
            self.notice_card.place(self.choice_rects())
        return super().eventFilter(watched, event)

    def _fill_actions(self, view: dict[str, Any], actions: list[Action]) -> None:
        """List the actions; the person's selection stays on the same action while the table refreshes
        (the others' moves, an AI's vote), so Enter never plays a choice the person did not make."""
        assert self.board is not None
        current = self.actions_list.currentItem()
        selected = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        keys = [action.key for action in actions]
        unchanged = keys == [self.actions_list.item(row).data(Qt.ItemDataRole.UserRole)
                             for row in range(self.actions_list.count())]
        self.actions_list.blockSignals(True)
        self.actions_list.clear()
        for action in actions:
            item = QListWidgetItem(self.board.describe_action(action, view))
            item.setData(Qt.ItemDataRole.UserRole, action.key)
            item.setToolTip(action.key)
            self.actions_list.addItem(item)
        self.actions_list.blockSignals(False)
        if actions:
            row = keys.index(selected) if unchanged and selected in keys else 0
            self.actions_list.setCurrentRow(row)
            focus = QApplication.focusWidget()
            if focus is None or not self.isAncestorOf(focus):
                self.actions_list.setFocus()  # Enter plays at once: the game needs no mouse

    def focus_play(self) -> None:
        """Give the keyboard to the available actions (after a tour, a dialog)."""
        if self.actions_list.count():
            self.actions_list.setFocus()
        else:
            self.board_view.setFocus()

    def _fill_players(self, view: dict[str, Any]) -> None:
        assert self.board is not None
        controller = self.controller
        scores = self.running_scores(view)
        summaries = [self.board.seat_summary(view, seat) for seat in range(len(controller.seats))]
        to_move = [] if controller.is_over() else controller.state.to_move()
        texts = [self.board.score_text(score) if score is not None else None for score in scores]
        self.players.show_players(controller.seats, texts, to_move, self.thinking, summaries,
                                  self.settings.colour_cues)

    def running_scores(self, view: dict[str, Any]) -> list[float | None]:
        listed = view.get("scores")
        if isinstance(listed, list):
            result: list[float | None] = []
            for entry in listed:
                if isinstance(entry, dict):
                    entry = entry.get("total")
                # halves are points too (Merkator)
                result.append(entry if isinstance(entry, (int, float)) and not isinstance(entry, bool) else None)
            return result
        ruleset = self.controller.ruleset
        if ruleset is not None and ruleset.info.hidden_information:
            return [None] * len(self.controller.seats)  # a running total could give away hidden cards
        return [score.total for score in self.controller.state.scores()]

    def _fill_log(self) -> None:
        assert self.board is not None and self.controller.match is not None
        controller = self.controller
        rounds_before = [self.first_round, *controller.rounds[:-1]]
        teller, told_view = self.log_viewer(self.current_view)
        entries = compose_log(self.board, controller.match.history, [s.name for s in controller.seats],
                              rounds_before, controller.step_views, told_view, teller)
        self.log.show_entries(entries)

    def _fill_prompt(self, view: dict[str, Any], active: int | None, handover: bool) -> None:
        assert self.board is not None
        controller = self.controller
        if controller.is_over():
            text = tr("The game is over.")
        elif handover and active is not None:
            text = tr("Pass the device to %1.").replace("%1", controller.seats[active].name)
        elif active is not None:
            prompt = view.get("prompt") or {}
            what = self.board.prompt_text(prompt, view) if isinstance(prompt, dict) else ""
            text = f"<b>{html.escape(controller.seats[active].name)}</b>: {what}"
        elif self.thinking >= 0:
            text = tr("%1 is thinking…").replace("%1", controller.seats[self.thinking].name)
        else:
            text = tr("Waiting for the other players")
        if self.notice:
            text += f"<br><span style='color:#9a3412'>{html.escape(self.notice)}</span>"
            self.notice = ""
        self.prompt.setText(text)

    # --- gestures -------------------------------------------------------------------
    def play(self, action: Action) -> None:
        seat = self.controller.human_seats_to_move()
        if self.viewer is None or not seat or self.viewer != seat[0]:
            return
        self.controller.submit(action, self.viewer)

    def _list_activated(self, item: QListWidgetItem) -> None:
        key = item.data(Qt.ItemDataRole.UserRole)
        for action in self.current_actions:
            if action.key == key:
                self.play(action)
                return

    def activate_action(self, index: int) -> None:
        """Play the ``index``-th available action (as Enter on the list does)."""
        self._list_activated(self.actions_list.item(index))

    def _offer(self, actions: list[Action]) -> None:
        assert self.board is not None
        menu = QMenu(self)
        for action in actions:
            menu.addAction(self.board.describe_action(action, self.current_view)).setData(action.key)
        chosen = menu.exec(QCursor.pos())
        if chosen is not None:
            for action in actions:
                if action.key == chosen.data():
                    self.play(action)

    def _explain_rejection(self, piece_id: str, target_id: str) -> str | None:
        if self.board is None:
            return None
        return self.board.explain_rejection(piece_id, target_id, self.current_view)

    def _rejected(self, reason: str) -> None:
        active = self.controller.human_seats_to_move()
        self.notice = reason
        self._fill_prompt(self.current_view, active[0] if active else None, False)

    def reveal(self) -> None:
        """The person the handover screen asked for is at the screen: show their table, or first do the
        undo or redo of their move that was waiting for them."""
        if self.pending:
            seat, what = self.pending_seat(), self.pending
            self.pending = ""
            self.revealed = self.confirmed = seat
            if (self.controller.undo() if what == "undo" else self.controller.redo()):
                return  # the controller's change redraws the table for them
            self.refresh()
            return
        humans = self.controller.human_seats_to_move()
        if humans:
            self.revealed = self.confirmed = humans[0]
        self.refresh()

    def pending_seat(self) -> int | None:
        return self.controller.undo_seat() if self.pending == "undo" else self.controller.redo_seat()

    def undo(self) -> None:
        if self.undo_button.isEnabled():  # the shortcut obeys the same rule as the button
            self._take_back("undo", self.controller.undo_seat(), self.controller.undo)

    def redo(self) -> None:
        if self.redo_button.isEnabled():
            self._take_back("redo", self.controller.redo_seat(), self.controller.redo)

    def _take_back(self, what: str, seat: int | None, do: Callable[[], bool]) -> None:
        """Undo and redo touch only the moves of the person at the screen: another person's move waits
        for that person behind the handover screen, so nobody sees or changes another's choice."""
        if self.hot_seat() and seat is not None and seat != self.viewer and not self.controller.can_undo_restart():
            self.pending = what
            self.refresh()
            return
        do()

    def _on_thinking(self, seat: int) -> None:
        if seat == self.thinking:
            return
        self.thinking = seat
        if self.controller.match is not None and self.board is not None:
            self._fill_players(self.current_view)
            active = self.controller.human_seats_to_move()
            if not active:
                self._fill_prompt(self.current_view, None, False)

    def _on_autosave_failed(self, reason: str) -> None:
        text = tr("The game cannot be autosaved (%1). You can play on; Kontor tries again after each move.")
        self.status.setText(text.replace("%1", reason) if reason else "")
        self.status.setVisible(bool(reason))

    def _on_hint(self, action: Action, reason: str) -> None:
        assert self.board is not None
        text = self.board.describe_action(action, self.current_view)
        self.notice = tr("Hint: %1").replace("%1", text) + (f" — {reason}" if reason else "")
        for row in range(self.actions_list.count()):
            if self.actions_list.item(row).data(Qt.ItemDataRole.UserRole) == action.key:
                self.actions_list.setCurrentRow(row)
        active = self.controller.human_seats_to_move()
        self._fill_prompt(self.current_view, active[0] if active else None, False)

"""The end-of-game screen: points by category in the game's order, the winner, what the tie-break counted,
records, a solo result against reference scores, a chart and (for games that score every round) the points
round by round."""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import games
from engine.core.actions import Action
from engine.core.game import GameConfig, Ruleset, SeatScore, rank_seats
from engine.core.package_data import data_folder
from gui.i18n import tr
from gui.records import NewRecord, points_text
from gui.scene.table import wood_texture
from gui.seats import SeatSetup


def winner_text(scores: list[SeatScore], seats: list[SeatSetup], winners: list[int]) -> str:
    names = [seats[s].name for s in winners]
    if not names or (len(names) == len(scores) > 1):
        return tr("Nobody wins: the game is a draw.")
    if len(names) == 1:
        return tr("%1 wins!").replace("%1", names[0])
    return tr("%1 share the victory.").replace("%1", ", ".join(names))


def is_draw(scores: list[SeatScore], winners: list[int]) -> bool:
    """Nobody won, or everybody shares the first place: no places to give."""
    return not winners or (len(scores) > 1 and len(winners) == len(scores))


def tiebreak_text(scores: list[SeatScore], seats: list[SeatSetup], winners: list[int],
                  counts: str = "", board: Any = None) -> str:
    """Say so when the winner was decided by the tie-break rather than by points (and what it counted);
    ``board`` (a Board) may say it in its game's words (Dale counts stacks)."""
    if not winners:
        return ""
    best = max(s.total for s in scores)
    level = [s.seat for s in scores if s.total == best]
    if len(level) > 1 and len(winners) < len(level):
        others = ", ".join(seats[s].name for s in level if s not in winners)
        own = board.tied_text(others, counts) if board is not None else None
        if own is not None:
            return own
        if counts:
            return tr("Tied on points with %1; decided by the tie-break: %2.").replace("%1", others).replace(
                "%2", counts)
        return tr("Tied on points with %1; decided by the tie-break.").replace("%1", others)
    return ""


@dataclass
class Replayed:
    """A finished match told again: each seat's running total at the end of every round (the last entry: the
    final totals) and, for a game that scores every round (its ``round_scored`` events), each seat's points
    by round and category: ``round_points[seat][round][category]``."""

    history: list[list[float]] = field(default_factory=list)
    round_points: list[dict[int, dict[str, float]]] = field(default_factory=list)


def replay_match(ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]]) -> Replayed:
    """The match replayed from its seed: the game is over, so every running score is public."""
    state = ruleset.create_state(config)
    replayed = Replayed(round_points=[{} for _ in range(config.players)])
    played_round = state.round_number()
    for seat, action in moves:
        for event in state.apply(seat, action):
            params = event.params
            if event.code == "round_scored" and event.seat is not None and 0 <= event.seat < config.players:
                row = replayed.round_points[event.seat].setdefault(int(params.get("round", played_round)), {})
                category = str(params.get("category"))
                row[category] = row.get(category, 0) + float(params.get("points", 0) or 0)
        now = state.round_number()
        if now != played_round:
            replayed.history.append([score.total for score in state.scores()])
            played_round = now
    final = [score.total for score in state.scores()]
    if not replayed.history or replayed.history[-1] != final:
        replayed.history.append(final)
    return replayed


def score_history(ruleset: Ruleset, config: GameConfig, moves: Sequence[tuple[int, Action]]) -> list[list[float]]:
    """Each seat's running total at the end of every round (the last entry: the final totals)."""
    return replay_match(ruleset, config, moves).history


def categories_in_order(scores: Sequence[SeatScore]) -> list[str]:
    """The score rows: every category in the order the game gives them (its first seat's order, then any
    another seat adds), without the ones nobody scored a point in."""
    order: list[str] = []
    for score in scores:
        order += [key for key in score.breakdown if key not in order]
    return [key for key in order if any(score.breakdown.get(key, 0) for score in scores)]


def solo_reference(game_id: str, options: Mapping[str, Any]) -> dict[str, Any] | None:
    """The reference scores a solo game is measured against: Kontor's strong AI over recorded games with the
    same rules and modules (``engine/games/<id>/data/solo_reference.json``), or None when none was recorded.

    ``options`` are the game's options; apart from who starts they must equal the defaults with the recorded
    set's options put in (a changed rule has no reference)."""
    try:
        ruleset = games.get(game_id)
        # the data folder of the game's package (data_folder takes a module inside it)
        path = data_folder(f"{type(ruleset).__module__}.solo_reference") / "solo_reference.json"
        data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    except (KeyError, OSError, ValueError):
        return None
    rules = {spec.key for spec in ruleset.info.options if not spec.seat_choice and not spec.hidden}
    defaults = {key: value for key, value in ruleset.info.default_options(1).items() if key in rules}
    played = {**defaults, **{key: value for key, value in options.items() if key in rules}}
    for entry in data.get("sets", []):
        if {**defaults, **entry.get("options", {})} == played:
            return dict(entry)
    return None


def decimal_text(value: float) -> str:
    """53 -> "53", 321.9 -> "321.9" (or "321,9", as the interface language writes it)."""
    return str(int(value)) if float(value).is_integer() else QLocale().toString(float(value), "f", 1)


def reference_text(reference: Mapping[str, Any]) -> str:
    """ "Kontor's strong AI with the same rules and modules: 321.9 on average, from 221 to 392 (30 games)" """
    games_count = int(reference.get("games", 0))
    return tr("Kontor's strong AI with the same rules and modules: %1 on average, from %2 to %3 (%4)").replace(
        "%1", decimal_text(float(reference.get("mean", 0)))).replace(
        "%2", decimal_text(float(reference.get("low", 0)))).replace(
        "%3", decimal_text(float(reference.get("high", 0)))).replace(
        "%4", tr("1 game") if games_count == 1 else tr("%n games", "", games_count))


class ScoreChart(QWidget):
    """Each seat's total round by round: a line per seat in its colour, with its own marker shape."""

    MARKERS = ("circle", "square", "triangle", "diamond", "cross")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[list[float]] = []
        self.colours: list[QColor] = []
        self.names: list[str] = []
        self.title = tr("Score by round")
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Score by round"))

    def sizeHint(self) -> QSize:
        return QSize(440, 240)

    def show_history(self, history: list[list[float]], seats: list[SeatSetup], title: str | None = None) -> None:
        self.title = title or tr("Score by round")
        self.setAccessibleName(self.title)
        self.history = history
        self.colours = [QColor(seat.hex) for seat in seats]
        self.names = [seat.name for seat in seats]
        self.update()

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(40, 26, -86, -28)

    def points(self) -> list[list[QPointF]]:
        """Where each seat's marks lie, per seat (the chart's own geometry, tested directly)."""
        if not self.history:
            return []
        area = self.plot_rect()
        values = [v for row in self.history for v in row]
        low, high = min(0.0, min(values)), max(1.0, max(values))
        steps = max(len(self.history) - 1, 1)
        seats = len(self.history[0])
        # equal scores would hide each other: each seat's line sits a hair apart
        return [[QPointF(area.left() + area.width() * i / steps,
                         area.bottom() - area.height() * (row[seat] - low) / (high - low)
                         + (seat - (seats - 1) / 2) * 1.5)
                 for i, row in enumerate(self.history)] for seat in range(seats)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf4e2"))
        area = self.plot_rect()
        painter.setPen(QPen(QColor("#6b5b45"), 1))
        painter.drawText(QRectF(8, 2, self.width() - 16, 20), Qt.AlignmentFlag.AlignLeft, self.title)
        if not self.history:
            return
        values = [v for row in self.history for v in row]
        low, high = min(0.0, min(values)), max(1.0, max(values))
        for value in sorted({low, high, 0.0}):
            y = area.bottom() - area.height() * (value - low) / (high - low)
            painter.setPen(QPen(QColor("#b9a98a" if value == 0 else "#d8c9a8"), 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QPen(QColor("#6b5b45"), 1))
            painter.drawText(QRectF(0, y - 9, area.left() - 6, 18),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, points_text(value))
        painter.setPen(QPen(QColor("#6b5b45"), 1))
        rounds = len(self.history)
        for i in {0, rounds - 1, (rounds - 1) // 2}:
            x = area.left() + area.width() * i / max(rounds - 1, 1)
            painter.drawText(QRectF(x - 20, area.bottom() + 4, 40, 18), Qt.AlignmentFlag.AlignHCenter,
                             str(i + 1))
        marks_by_seat = self.points()
        for seat, marks in enumerate(marks_by_seat):
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#888888")
            painter.setPen(QPen(colour, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF(marks))
            painter.setBrush(QBrush(colour))
            every = max(1, len(marks) // 12)  # a long game keeps a few marks, its last one always
            for index, point in enumerate(marks):
                if index % every == 0 or index == len(marks) - 1:
                    self._marker(painter, point, self.MARKERS[seat % len(self.MARKERS)])
        for seat, y in self.label_positions(marks_by_seat).items():
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#888888")
            name = self.names[seat] if seat < len(self.names) else ""
            painter.setPen(QPen(colour.darker(130), 1))
            label = self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, 78)
            painter.drawText(QRectF(area.right() + 8, y - 9, 80, 18),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)

    def label_positions(self, marks_by_seat: list[list[QPointF]]) -> dict[int, float]:
        """The names at the lines' ends, pushed apart so that none covers another."""
        gap = self.fontMetrics().height()
        ends = sorted((marks[-1].y(), seat) for seat, marks in enumerate(marks_by_seat))
        placed: dict[int, float] = {}
        last = -1e9
        for y, seat in ends:
            y = max(y, last + gap)
            placed[seat] = y
            last = y
        overflow = last - (self.height() - gap / 2)
        if overflow > 0:  # pushed off the bottom: move the whole column up
            placed = {seat: y - overflow for seat, y in placed.items()}
        return placed

    @staticmethod
    def _marker(painter: QPainter, at: QPointF, shape: str) -> None:
        r = 3.6
        if shape == "circle":
            painter.drawEllipse(at, r, r)
        elif shape == "square":
            painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
        elif shape == "triangle":
            painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r - 1), QPointF(at.x() + r, at.y() + r),
                                           QPointF(at.x() - r, at.y() + r)]))
        elif shape == "diamond":
            painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r - 1), QPointF(at.x() + r + 1, at.y()),
                                           QPointF(at.x(), at.y() + r + 1), QPointF(at.x() - r - 1, at.y())]))
        else:
            painter.drawLine(QPointF(at.x() - r, at.y() - r), QPointF(at.x() + r, at.y() + r))
            painter.drawLine(QPointF(at.x() - r, at.y() + r), QPointF(at.x() + r, at.y() - r))


def points_words(value: float) -> str:
    """ "53 points", "1 point", "53½ points": the count and its noun in the form the number asks for."""
    if float(value).is_integer():
        count = int(value)
        return tr("1 point") if count == 1 else tr("%n points", "", abs(count)).replace(str(abs(count)), str(count), 1)
    return tr("%1 points").replace("%1", points_text(value))


def record_text(found: NewRecord, board: Any = None) -> str:
    """ "New record: Eva, 53 points (best before: 48)" for the score screen; ``board`` (a Board)
    may say it in its game's words (Dale counts stacks)."""
    own = board.record_text(found) if board is not None else None
    if own is not None:
        return own
    text = tr("New solo record: %1, %2 (best before: %3)") if found.solo else \
        tr("New record: %1, %2 (best before: %3)")
    return text.replace("%1", found.name).replace("%2", points_words(found.score)).replace(
        "%3", points_text(found.previous))


def solo_bests_text(mode: str, bests: Sequence[tuple[float, str]]) -> str:
    """ "Best solo scores (standard rules): 312 Eva · 298 Eva · 276 Tom" """
    shown = " · ".join(f"{points_text(score)} {name}" for score, name in bests)
    return tr("Best solo scores (%1): %2").replace("%1", mode).replace("%2", shown)


class RoundTable(QTabWidget):
    """A game that scores every round: one tab per seat, its points by category (rows) and round (columns)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Round by round"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def show_rounds(self, round_points: Sequence[Mapping[int, Mapping[str, float]]], seats: list[SeatSetup],
                    order: Sequence[str], label: Callable[[str], str]) -> None:
        self.clear()
        rounds = sorted({r for seat in round_points for r in seat})
        for seat, points in enumerate(round_points):
            keys = [k for k in order if any(points.get(r, {}).get(k) for r in rounds)]
            keys += sorted({k for r in rounds for k, v in points.get(r, {}).items() if v and k not in keys})
            table = QTableWidget(len(keys) + 1, len(rounds) + 1, self)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
            table.setHorizontalHeaderLabels([tr("Round %1").replace("%1", str(r)) for r in rounds] + [tr("Total")])
            table.setVerticalHeaderLabels([label(k) for k in keys] + [tr("Total")])
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            bold = QFont(table.font())
            bold.setBold(True)
            for row, key in enumerate(keys):
                for column, r in enumerate(rounds):
                    _centred(table, row, column, points_text(points.get(r, {}).get(key, 0)))
                _centred(table, row, len(rounds), points_text(sum(points.get(r, {}).get(key, 0) for r in rounds)),
                         bold)
            for column, r in enumerate(rounds):
                _centred(table, len(keys), column, points_text(sum(points.get(r, {}).values())), bold)
            _centred(table, len(keys), len(rounds),
                     points_text(sum(v for r in rounds for v in points.get(r, {}).values())), bold)
            table.resizeRowsToContents()
            table.setFixedHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                                 + sum(table.rowHeight(row) for row in range(table.rowCount())))
            name = seats[seat].name if seat < len(seats) else str(seat + 1)
            table.setAccessibleName(tr("Round by round: %1").replace("%1", name))
            self.addTab(table, name)
            self.tabBar().setTabTextColor(seat, QColor(seats[seat].hex) if seat < len(seats) else QColor("#333333"))


def _centred(table: QTableWidget, row: int, column: int, text: str, font: QFont | None = None) -> None:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if font is not None:
        item.setFont(font)
    table.setItem(row, column, item)


class ScoreScreen(QWidget):
    play_again = Signal()
    back_to_start = Signal()
    show_table = Signal()
    review_requested = Signal()  # "Review the game": the replay with the strong AI's verdicts

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 20, 40, 20)
        card = QFrame(self)
        card.setObjectName("scoreCard")
        layout = QVBoxLayout(card)
        self.title = QLabel(card)
        self.title.setObjectName("scoreTitle")
        self.winner = QLabel(card)
        self.winner.setObjectName("winner")
        self.winner.setWordWrap(True)
        self.tiebreak = QLabel(card)
        self.tiebreak.setWordWrap(True)
        self.reference = QLabel(card)
        self.reference.setObjectName("soloReference")
        self.reference.setWordWrap(True)
        self.records = QLabel(card)
        self.records.setObjectName("newRecords")
        self.records.setWordWrap(True)
        self.table = QTableWidget(card)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.chart = ScoreChart(card)
        totals = QWidget(card)
        body = QHBoxLayout(totals)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.table, 3, Qt.AlignmentFlag.AlignTop)
        body.addWidget(self.chart, 2, Qt.AlignmentFlag.AlignTop)
        self.rounds = RoundTable(card)
        # the totals, or one click away the points round by round (a game that scores every round)
        self.pages = QStackedWidget(card)
        self.pages.addWidget(totals)
        self.pages.addWidget(self.rounds)
        buttons = QHBoxLayout()
        self.again_button = QPushButton(card)
        self.again_button.setObjectName("primary")
        self.table_button = QPushButton(card)
        self.review_button = QPushButton(card)
        self.rounds_button = QPushButton(card)
        self.rounds_button.setCheckable(True)
        self.start_button = QPushButton(card)
        buttons.addWidget(self.table_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.rounds_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.again_button)
        for widget in (self.title, self.winner, self.tiebreak, self.reference, self.records):
            layout.addWidget(widget)
        layout.addWidget(self.pages)
        layout.addLayout(buttons)
        outer.addStretch(1)
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        card.setMinimumWidth(720)
        self.again_button.clicked.connect(self.play_again.emit)
        self.start_button.clicked.connect(self.back_to_start.emit)
        self.table_button.clicked.connect(self.show_table.emit)
        self.review_button.clicked.connect(self.review_requested.emit)
        self.rounds_button.toggled.connect(self._show_rounds)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Final scores"))
        self.again_button.setText(tr("Play again"))
        self.start_button.setText(tr("Back to start"))
        self.table_button.setText(tr("Show the table"))
        self.review_button.setText(tr("Review the game"))
        self.review_button.setToolTip(tr("Step through the game and see what the strong AI thinks of every move"))
        self._show_rounds(self.rounds_button.isChecked())

    def _show_rounds(self, shown: bool) -> None:
        self.pages.setCurrentWidget(self.rounds if shown else self.pages.widget(0))
        self.rounds_button.setText(tr("Final scores") if shown else tr("Round by round"))

    def show_scores(self, scores: list[SeatScore], seats: list[SeatSetup], winners: list[int],
                    label: Callable[[str], str], records: Sequence[NewRecord] = (), board: Any = None,
                    view: dict[str, Any] | None = None, history: list[list[float]] | None = None,
                    solo_bests: tuple[str, Sequence[tuple[float, str]]] | None = None,
                    round_points: Sequence[Mapping[int, Mapping[str, float]]] | None = None,
                    config: GameConfig | None = None) -> None:
        """``board`` (a Board) names the tie-break and may rate a solo game from the final ``view``;
        ``history`` holds the totals round by round for the chart; ``solo_bests`` the solo mode in
        words and its best scores (this game included); ``round_points`` each seat's points by round and
        category (``Replayed``); ``config`` the game's set-up, whose rules find a solo game's reference."""
        view = view or {}
        counts = board.tiebreak_label() if board is not None else ""
        verdict = board.solo_verdict(scores, view) if board is not None and len(scores) == 1 else None
        draw = is_draw(scores, winners)
        categories = categories_in_order(scores)
        show_places = not draw and verdict is None and len(scores) > 1
        show_tiebreak = len(scores) > 1
        rows = [label(key) for key in categories] + [tr("Total")]
        if show_tiebreak:
            rows.append(tr("Tie-break: %1").replace("%1", counts) if counts else tr("Tie-break"))
        if show_places:
            rows.append(tr("Place"))
        self.table.clear()
        self.table.setColumnCount(len(scores))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([seats[s.seat].name for s in scores])
        self.table.setVerticalHeaderLabels(rows)
        bold = QFont(self.font())
        bold.setBold(True)
        places = rank_seats(scores)
        for column, score in enumerate(scores):
            for row, key in enumerate(categories):
                self._cell(row, column, points_text(score.breakdown.get(key, 0)))
            self._cell(len(categories), column, points_text(score.total), bold)
            if show_tiebreak:
                tied = board.tiebreak_value(score) if board is not None else \
                    " / ".join(points_text(v) for v in score.tiebreak)
                self._cell(len(categories) + 1, column, tied or "–")
            if show_places:
                place = next(i + 1 for i, group in enumerate(places) if score.seat in group)
                cell = self._cell(len(categories) + 2, column, f"{place}.", bold)
                if score.seat in winners:
                    cell.setBackground(QBrush(QColor("#f2d88a")))
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setForeground(QBrush(QColor(seats[score.seat].hex)))
        if verdict is not None:  # a solo rating: the verdict first, the scale on the line under it
            first, _, rest = verdict.partition("\n")
            self.winner.setText(first)
            self.tiebreak.setText(rest)
        else:
            self.winner.setText(winner_text(scores, seats, winners))
            self.tiebreak.setText("" if draw else tiebreak_text(scores, seats, winners, counts, board))
        self.tiebreak.setVisible(bool(self.tiebreak.text()))
        lines = ["★ " + html.escape(record_text(found, board)) for found in records]
        if solo_bests is not None and solo_bests[1] and len(scores) == 1:
            lines.append(html.escape(solo_bests_text(*solo_bests)))
        self.records.setText("<br>".join(lines))
        self.records.setVisible(bool(lines))
        reference = None
        if len(scores) == 1 and config is not None and board is not None:
            reference = solo_reference(board.info.id, config.options)
        self.reference.setText(reference_text(reference) if reference else "")
        self.reference.setVisible(bool(reference))
        round_order = [key for score in scores for key in score.breakdown]
        has_rounds = any(round_points or [])
        if has_rounds:
            self.rounds.show_rounds(round_points or [], seats, list(dict.fromkeys(round_order)), label)
        self.rounds_button.setVisible(has_rounds)
        self.rounds_button.setChecked(False)
        self.chart.show_history(history or [], seats, board.chart_title() if board is not None else None)
        self.chart.setVisible(bool(history) and len(history or []) >= 2)
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        self.table.setMinimumWidth(min(130 * len(scores) + 200, 760))

    def _cell(self, row: int, column: int, text: str, font: QFont | None = None) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if font is not None:
            item.setFont(font)
        self.table.setItem(row, column, item)
        return item

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QBrush(wood_texture()))


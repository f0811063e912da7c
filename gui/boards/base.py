"""The Board base class: how a game's table is drawn and how its codes become sentences."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import Ruleset, SeatScore
from gui.i18n import tr, tr_count
from gui.records import NewRecord, points_text
from gui.scene.dragdrop import Move
from gui.scene.table import TableScene
from gui.seats import COLOUR_LETTERS, SeatSetup, default_seats

SKIPPED_VIEW_KEYS = ("to_move", "round", "over", "prompt", "scores")


def humanize(code: str) -> str:
    """``play_card`` -> ``Play card``: the last resort for a code no board translates."""
    text = code.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def compact(value: Any, limit: int = 80) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class TourStep:
    """One step of a table's first-run tour: its words and the piece or drop place it points at
    (a ``piece_id`` or ``target_id`` registered in the scene; None: the whole table)."""

    text: str
    target: str | None = None


@dataclass(frozen=True)
class LegendEntry:
    """One line of a board's legend: a symbol, colour or mark as the table shows it, and its meaning.

    ``symbol`` is the text painted on the table ("★", "+1", "B"); ``colour`` (hex, may be "") is
    the swatch it is shown on, for colours and marks that are no text."""

    symbol: str
    meaning: str
    colour: str = ""


@dataclass
class BoardContext:
    """What a board knows besides the view: the game, the seats and the display settings."""

    ruleset: Ruleset
    seats: list[SeatSetup] = field(default_factory=list)
    colour_cues: bool = True  # a letter or mark beside every colour on the table
    animation_factor: float = 1.0
    language: str = "en"

    def __post_init__(self) -> None:
        if not self.seats:
            players = self.ruleset.info.min_players
            self.seats = default_seats(tuple(tr("Player %1").replace("%1", str(i + 1)) for i in range(max(players, 1))))

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return tr("Nobody")
        return self.seats[seat].name

    def seat_colour(self, seat: int) -> QColor:
        return QColor(self.seats[seat].hex) if 0 <= seat < len(self.seats) else QColor("#888888")

    def seat_letter(self, seat: int) -> str:
        """The letter shown on a seat's pieces in colour-blind mode."""
        if not 0 <= seat < len(self.seats):
            return "?"
        return COLOUR_LETTERS.get(self.seats[seat].colour, str(seat + 1))

    def animation_ms(self, base_ms: int) -> int:
        return int(base_ms * self.animation_factor)


class Board(QObject):
    """A game's table. Subclass per game in ``gui/boards/<game id>.py`` (see gui.boards).

    How a board lets the table tell the story (every board does all four):

    * the log: events with a sentence tell the moves (``log_actions = False``), parts of a move
      told later are ``quiet_actions``, a step that takes back a choice is in ``cancel_actions``,
      and ``round_of(event)`` names the event that opens a round (default: a ``round`` param);
    * marks: ``space_states(view)`` gives each markable space's part of the view, and ``build``
      names the item of each with ``scene.mark_space(item, space_id)`` (seat panels are
      ``"seat:<n>"`` by default); drop targets and pieces of the same id need no naming;
    * travel: give pieces stable ids; a piece nobody drags here is ``scene.track``-ed, and
      ``origin_of(piece_id, view)`` says where a newly placed one comes from;
    * notices: ``big_moment(event, view)`` returns the text of a fire, a scoring, the last round
      or the end; the score screen asks ``tiebreak_label``, ``tiebreak_value`` and, alone at the
      table, ``solo_verdict``.
    """

    # The log names each move ("Eva: <describe_action>") before its event sentences. A board
    # whose events already tell the move sets this False: then the move line appears only
    # for a step none of whose events has a sentence.
    log_actions = True
    # Kinds of steps the log leaves out when none of their events has a sentence: parts of a
    # move that a later event tells whole (each card of a payment, told by the purchase).
    quiet_actions: frozenset[str] = frozenset()
    # Kinds of steps that take back the seat's untold choice ("cancel the purchase"): the log
    # drops both the choice and the cancelling step.
    cancel_actions: frozenset[str] = frozenset()

    def __init__(self, context: BoardContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.viewer: int | None = None  # the seat the table is shown to; set by the shell
        # the seat whose whole board lies open over the table (a click on its strip), or None; a
        # board draws it like the viewer's own and closes it with scene.request_redraw after a click
        self.opened_seat: int | None = None
        # the viewer's private things (cards in hand) are drawn face up; the shell sets it False when a
        # person got the screen without a handover (an open decision) until they press "Show my cards"
        self.private_shown = True

    def home_seat(self, view: dict[str, Any], seat: int | None) -> int:
        """The seat drawn at the bottom edge: the one asked for, else the viewer, else the first
        person at the table (the first seat when only AIs play)."""
        players = len(view.get("players") or [None])
        for candidate in (seat, self.viewer):
            if candidate is not None and 0 <= candidate < players:
                return candidate
        humans = [i for i, s in enumerate(self.context.seats) if not s.is_ai and i < players]
        return humans[0] if humans else 0

    @property
    def info(self):  # noqa: ANN201 - GameInfo
        return self.context.ruleset.info

    # --- drawing ---------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        """Draw the position into the (already cleared) ``scene``; register pieces and targets."""
        raise NotImplementedError

    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        """Each legal action as (action, piece_id, target_id) gestures; [] if only clicks apply."""
        return []

    def open_seat(self, seat: int | None) -> None:
        """Open ``seat``'s whole board over the table, or close it (None, or the open seat again)."""
        self.opened_seat = None if seat == self.opened_seat else seat

    def secret_decision(self, view: dict[str, Any]) -> bool | None:
        """Whether the decision of ``view``'s viewer is made from things only they may see, at a hot-seat
        table: True (a secret vote, a hand the decision needs) hands the screen over to that person; False
        (an open decision) needs no handover, and the board keeps the viewer's private things face down
        until ``private_shown``; None: the shell compares what the two persons may see."""
        return None

    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        """Every symbol, colour and mark the board paints, with its meaning (the legend: button and key L)."""
        return []

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        """The goods (or other) colours the board tells apart: name -> (hex colour, its second cue:
        a letter or glyph painted with it by default). Player colours come from gui.seats."""
        return {}

    # --- words ------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        """A short imperative or noun phrase for the actions list and the log ("Buy the Ship for 3")."""
        if not action.args:
            return humanize(action.kind)
        return f"{humanize(action.kind)}: {', '.join(str(a) for a in action.args)}"

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        """One log sentence for ``event`` as the viewer of ``view`` may know it; None: not logged."""
        name = self.context.seat_name(event.seat) if event.seat is not None else ""
        viewer_may_see = not event.reveals or event.seat is None or event.seat == self.viewer
        details = ", ".join(f"{humanize(k).lower()} {v}" for k, v in event.params.items()
                            if isinstance(v, (int, str)) and not isinstance(v, bool) and len(str(v)) <= 24)
        text = humanize(event.code)
        if details and viewer_may_see:
            text = f"{text} ({details})"
        return f"{name}: {text}" if name else text

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        """What the person to move must do now, in plain words ("Place a worker on a card")."""
        code = str(prompt.get("code", ""))
        params = prompt.get("params") or {}
        text = humanize(code) if code else tr("Choose an action")
        if params:
            text += " (" + ", ".join(f"{humanize(k).lower()} {compact(v, 30)}" for k, v in params.items()) + ")"
        return text

    def category_label(self, key: str) -> str:
        """The scoring screen's name of a breakdown category."""
        return humanize(key)

    def score_text(self, value: float) -> str:
        """A running score as the side panel says it ("12 points", "53½ points"); a game that
        counts something else (Dale's stacks) says that."""
        if float(value).is_integer():
            number = int(value)
            return tr("1 point") if number == 1 else tr_count("%n points", number)
        return tr("%1 points").replace("%1", points_text(value))

    def tiebreak_label(self) -> str:
        """What the tie-break counts, for the score screen ("coins"); "" leaves the row unexplained."""
        return ""

    def tied_text(self, others: str, counts: str) -> str | None:
        """The score screen's line when the winner was level with ``others`` and the tie-break
        (``counts``: what it counted, may be "") decided; None: the screen's own words ("Tied on
        points with ..."), a game that counts something else says that."""
        return None

    def record_text(self, found: NewRecord) -> str | None:
        """The score screen's line of a record just set; None: the screen's own words ("New record:
        Eva, 53 points ..."), a game that counts something else says that."""
        return None

    def chart_title(self) -> str | None:
        """The title of the score screen's chart of the totals round by round; None: "Score by round"."""
        return None

    @staticmethod
    def statistic_text(value: float) -> str:
        """A best or mean score in the start screen's statistics: the number ("53½"); a game that
        counts something else says what ("8 stacks"). Called on the class: there is no match yet."""
        return points_text(value)

    def tiebreak_value(self, score: SeatScore) -> str:
        """A seat's tie-break as the score screen shows it (by default its values, halves as halves)."""
        return " / ".join(points_text(value) for value in score.tiebreak)

    def solo_verdict(self, scores: list[SeatScore], view: dict[str, Any]) -> str | None:
        """A solo game's rating on the rulebook's scale, shown instead of "Player 1 wins"; None: no scale."""
        return None

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        """A short line for the side panel under the seat's name (resources, hand size ...)."""
        return ""

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        """Each markable space of the table (``scene.mark_space`` ids) with what ``view`` shows of it.

        The shell compares these with the same seat's view right after its own last move and
        marks every space whose value differs; as they come from ``view(seat)``, a mark never
        tells what the seat may not see. By default each seat's entry of ``view["players"]``
        is the space ``"seat:<n>"``; boards add their columns, cards and regions.
        """
        players = view.get("players")
        if not isinstance(players, list):
            return {}
        return {f"seat:{seat}": entry for seat, entry in enumerate(players)}

    def origin_of(self, piece_id: str, view: dict[str, Any]) -> str | None:
        """Where a piece new to the table comes from (a space or piece id of the previous table),
        so that it travels from there: a worker from its owner's panel to the column it took."""
        return None

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        """A notice for the table when ``event`` is a big moment (a fire, a scoring, the last round,
        the end); None: the log alone tells it."""
        return None

    def round_of(self, event: Event) -> int | None:
        """The round ``event`` opens, if it opens one: the log puts it and what follows under that round."""
        value = event.params.get("round")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        """Whether the log may name ``seat``'s action to ``viewer`` (secret bids, hidden cards)."""
        return not self.info.hidden_information or seat == viewer

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        """Why a drop was refused; None: the generic "drop it on a highlighted place"."""
        return None

    # --- first run ----------------------------------------------------------------
    def tour_steps(self, view: dict[str, Any]) -> list[TourStep]:
        """The table's own steps that open its first-run tour (at most two; the log, preview,
        Hint and Undo steps follow). Name this game's pieces: "Drag a worker onto a column"."""
        return [TourStep(tr("Make your move on the table: drag a piece onto a place that glows, or click the piece and then the place."))]

"""Turns a match's history into the log's lines: each move told once, under the round it belongs to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.match import Step
from gui.boards.base import Board
from gui.i18n import tr
from gui.widgets.log_widget import LogLine


def compose_log(board: Board, history: Sequence[Step], names: Sequence[str], rounds_before: Sequence[int],
                step_views: Sequence[dict[str, Any]], view: dict[str, Any], viewer: int | None) -> list[LogLine]:
    """The log as ``viewer`` may read it (``view`` is what that seat sees now).

    ``rounds_before[i]`` is the round in which step ``i`` was played: a step that ends a round
    stays under it, and only its events from the one opening the next round on go under the next.
    A step without any event sentence is told by its move line ("Eva: Buy the Ship"); on a board
    whose events tell the moves (``log_actions = False``) such a line is an intent the same seat's
    next step retells whole (the purchase once paid, or the choice that replaced a cancelled one),
    so it is dropped then and the move is read once.
    """
    lines: list[LogLine] = []
    pending: list[int] = []  # indices in ``lines`` of the latest seat's untold move lines
    pending_seat: int | None = None
    for index, step in enumerate(history):
        played_in = rounds_before[index] if index < len(rounds_before) else 0
        current = played_in
        told: list[LogLine] = []
        tells_move = False  # an event sentence about the mover: it tells the move itself
        for event in step.events:
            opened = board.round_of(event)
            if opened is not None and opened > current:
                current = opened
            text = board.describe_event(event, view)
            if text:
                told.append(LogLine(current, text))
                tells_move = tells_move or event.seat == step.seat or event.seat is None and len(told) == 1
        if pending_seat != step.seat:
            pending, pending_seat = [], step.seat
        if not told and step.action.kind in board.cancel_actions:
            if pending:
                del lines[pending[0]:]  # the choice it takes back is not told either
            pending = []
            continue
        if not told and step.action.kind in board.quiet_actions:
            continue
        if pending:
            del lines[pending[0]:]  # the seat's untold lines are the tail of the log; this step retells them
        if not tells_move or board.log_actions:
            name = names[step.seat] if step.seat < len(names) else "?"
            if board.action_is_public(step.seat, step.action, viewer):
                then = step_views[index] if index < len(step_views) else view
                move_text = f"{name}: {board.describe_action(step.action, then)}"
            else:
                move_text = tr("%1 made a move.").replace("%1", name)
            told.insert(0, LogLine(played_in, move_text))
        pending = [len(lines)] if not board.log_actions and len(told) == 1 and not tells_move else []
        # the first line of the step (and the first under a round it opens) stands out; the rest follow from it
        lines += [LogLine(line.round, line.text, i > 0 and line.round == told[i - 1].round)
                  for i, line in enumerate(told)]
    return lines

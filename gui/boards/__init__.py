"""Board plug-ins: one module per game, with a generic board as fallback.

Writing a board for a game with id ``<id>``
-------------------------------------------
Create ``gui/boards/<id>.py`` (or a package ``gui/boards/<id>/``) defining a subclass of
:class:`gui.boards.base.Board` and export it as ``BOARD = MyBoard``. The module is found by name; nothing else
needs registering (``register_board`` exists for tests and plug-ins elsewhere).
A game without such a module is shown by :class:`gui.boards.generic.GenericBoard`:
the view's summary and every legal action as a clickable card.

The shell calls, after every change of the position (and when the viewer changes):

``board = BOARD(context)`` once per match; ``context`` is a :class:`BoardContext` with
``ruleset``, ``seats`` (name, colour, kind, level), ``colour_cues``, ``animation_factor``,
``language`` and helpers ``seat_name(seat)``, ``seat_colour(seat)``, ``seat_letter(seat)``,
``animation_ms(base)``. ``board.viewer`` is set by the shell to the seat the table is
shown to before any call below.

``board.build(scene, view, actions, seat)``
    Draw the position into ``scene`` (a :class:`gui.scene.TableScene`, already cleared;
    the wooden table background is drawn by the scene). ``view`` is ``state.view(seat)``;
    ``seat`` is the seat looking at the table (None before a hot-seat handover or when
    only AIs play); ``actions`` are that seat's legal actions ([] when it need not move).
    Put a :class:`gui.scene.BoardFrameItem` under the board and build pieces from
    :mod:`gui.scene` (CubeItem, CardItem/CardFace, CoinItem, TokenItem, PawnItem,
    DropZoneItem, LabelItem). Register each draggable piece with
    ``scene.add_piece(item, pos)`` (its ``piece_id`` is a stable id into the view, e.g.
    ``"cube:coffee:3"``) and each drop place with ``scene.add_target(item, target_id)``.
    ``scene.drag.set_click_action(item_id, action)`` makes a click on a piece or target
    play ``action`` at once (e.g. a "pass" button). Items never keep game truth.
    The scene is rebuilt after every change; a registered piece whose id was elsewhere
    in the previous render glides to its new place (250 ms x the animation setting), so
    give pieces ids that stay the same while they move (``"worker:2:1"``, not a list index).

``board.moves(view, actions, seat) -> list[Move]``
    Every legal action that is a gesture, as ``Move(action, piece_id, target_id)``.
    Picking a piece lights exactly the targets of its moves; dropping on a lit target
    submits that action (several actions on one pair: the person picks from a menu);
    dropping elsewhere slides the piece back in ~150 ms and shows in the prompt line the
    reason from ``explain_rejection(piece_id, target_id, view)`` (target_id is "" when the
    drop hit no target; None falls back to "drop it on a highlighted place"). Clicking a piece then a lit target does the same, and every
    action is also listed in the side panel's "Available actions" (keyboard: Enter).

``board.describe_action(action, view) -> str``, ``board.describe_event(event, view) -> str | None``,
``board.prompt_text(prompt, view) -> str`` (``prompt`` is ``view["prompt"]``),
``board.category_label(key) -> str``, ``board.seat_summary(view, seat) -> str``,
``board.action_is_public(seat, action, viewer) -> bool``,
``board.explain_rejection(piece_id, target_id, view) -> str | None``
    Words for the actions list, the log (which reads "Eva: <action>" then one line per
    event; a board whose event sentences already tell the move sets the class attribute
    ``log_actions = False`` and the move line is shown only for steps without any event
    sentence; kinds listed in ``quiet_actions`` get no line at all when they have no event
    sentence, for parts of a move that a later event tells whole), the prompt line, the scoring table and the side panel. Translate with
    ``from gui.i18n import tr`` (module-level ``tr("Buy %1").replace("%1", name)``;
    plurals ``tr("%n coins", "", n)``) so pyside6-lupdate finds every text; names from
    the game's JSON data carry their own ``names[language]`` (``context.language``).
"""

from __future__ import annotations

import importlib

from gui.boards.base import Board, BoardContext

_boards: dict[str, type[Board]] = {}


def register_board(game_id: str, board: type[Board]) -> None:
    _boards[game_id] = board


def board_class(game_id: str) -> type[Board]:
    """The board for ``game_id``: registered, else ``gui/boards/<id>.py``'s BOARD, else the generic one."""
    if game_id in _boards:
        return _boards[game_id]
    from gui.boards.generic import GenericBoard

    module_name = f"{__name__}.{game_id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return GenericBoard
    board = getattr(module, "BOARD", None)
    if not (isinstance(board, type) and issubclass(board, Board)):
        return GenericBoard
    _boards[game_id] = board
    return board


__all__ = ["Board", "BoardContext", "board_class", "register_board"]

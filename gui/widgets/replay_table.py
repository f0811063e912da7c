"""A replayed position drawn by the game's own board, with one move shown on it: the pieces and places
it takes are lit as when a person picks the piece, and nothing can be played."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from gui.boards.guard import BoardGuard
from gui.scene.table import TableScene


def draw_position(scene: TableScene, board: BoardGuard, view: dict[str, Any], viewer: int | None,
                  shown: Action | None, colour_cues: bool) -> None:
    """Draw ``view`` as ``viewer`` sees it; ``shown`` (a move of the viewer's) is lit."""
    actions = [shown] if shown is not None else []
    scene.clear_table()
    scene.colour_cues = colour_cues
    board.viewer = viewer
    board.build(scene, view, actions, viewer)
    moves = board.moves(view, actions, viewer) if actions else []
    drag = scene.drag
    drag.set_moves(moves)
    drag.interactive = False
    if shown is None:
        return
    gesture = next((move for move in moves if move.action == shown), None)
    if gesture is not None:
        drag.pick(gesture.piece_id)  # the piece and the places it goes to, lit
        return
    for item_id, played in drag.click_actions.items():
        item = drag.pieces.get(item_id) or drag.targets.get(item_id)
        if shown in played and item is not None:
            item.set_highlight("lit")

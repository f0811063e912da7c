"""Work-arounds in the shell's drag plumbing that the Merkator board installs on its scene."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from gui.scene.dragdrop import DragDropController


def harden(drag: DragDropController) -> None:
    """Two work-arounds in the shell's drag plumbing, installed once per drag controller.

    1. Find the target under a drop from the registered targets' own geometry: with
       PySide6 6.12, walking ``scene.items(pos)`` hands back wrappers of Python items that
       delete the C++ item when they go, so every real mouse drop crashed.
    2. Play a chosen action once the mouse event that chose it has returned, so the scene
       is not rebuilt (its items deleted) while the piece's own handler is still running.
    """
    if getattr(drag, "_merkator_hardened", False):
        return
    choose = drag._choose

    def later(actions: list[Action]) -> None:
        QTimer.singleShot(0, drag, lambda: choose(actions))

    def target_at(scene_pos: QPointF, exclude: Any) -> str:
        under = [(target_id, item) for target_id, item in drag.targets.items()
                 if item is not exclude and isinstance(item, QGraphicsItem) and item.isVisible()
                 and item.contains(item.mapFromScene(scene_pos))]
        # the innermost target wins (a card lying on a zone), then the one stacked highest
        inner = [(t, i) for t, i in under if not any(i is not j and i.isAncestorOf(j) for _u, j in under)]
        best, best_z = "", float("-inf")
        for target_id, item in inner:
            if item.zValue() >= best_z:
                best, best_z = target_id, item.zValue()
        return best

    drag._choose = later  # type: ignore[method-assign]
    drag._target_at = target_at  # type: ignore[method-assign]
    drag._merkator_hardened = True  # type: ignore[attr-defined]

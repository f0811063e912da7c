"""Work-arounds in the shell's drag plumbing that the Merkator board installs on its scene."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from gui.scene.dragdrop import DragDropController


def harden(drag: DragDropController) -> None:
    """Two work-arounds in the shell's drag plumbing, installed once per drag controller.

    1. Play a chosen action after the mouse event that chose it has returned: the shell
       answers a drop at once by rebuilding the scene, deleting the item whose handler runs.
    2. Find the target under a drop from the registered targets' own geometry: with
       PySide6 6.12, walking ``scene.items(pos)`` hands back wrappers of our Python items
       that delete the C++ item when they go (a crash on every real drop).
    """
    if getattr(drag, "_merkator_hardened", False):
        return
    choose = drag._choose

    def later(actions: list[Action]) -> None:
        QTimer.singleShot(0, drag, lambda: choose(actions))

    def target_at(scene_pos: QPointF, exclude: Any) -> str:
        best, best_z = "", float("-inf")
        for target_id, item in drag.targets.items():
            if item is exclude or not isinstance(item, QGraphicsItem) or not item.isVisible():
                continue
            if item.contains(item.mapFromScene(scene_pos)) and item.zValue() >= best_z:
                best, best_z = target_id, item.zValue()
        return best

    drag._choose = later  # type: ignore[method-assign]
    drag._target_at = target_at  # type: ignore[method-assign]
    drag._merkator_hardened = True  # type: ignore[attr-defined]

"""Drag and drop: pieces light up the targets of their legal actions; drops become actions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from engine.core.actions import Action
from gui.i18n import tr


@dataclass(frozen=True)
class Move:
    """One legal action expressed as a gesture: drag ``piece_id`` onto ``target_id``."""

    action: Action
    piece_id: str
    target_id: str


class TargetMixin:
    """A place a piece can be dropped on. ``highlight`` is "lit", "dim" or "" (normal)."""

    target_id: str = ""
    highlight: str = ""

    def set_highlight(self, state: str) -> None:
        self.highlight = state
        self.update()  # type: ignore[attr-defined]


def adopt(item: QGraphicsItem, parent: QGraphicsItem | None) -> None:
    """Attach ``item`` to ``parent`` after construction: handing ``parent`` to the constructor
    of a Python subclass does not pass ownership to Qt, so the item would vanish with its
    last Python reference."""
    if parent is not None:
        item.setParentItem(parent)


class PieceItem(QGraphicsObject):
    """A movable piece. Subclasses paint; this class turns mouse gestures into drag intents."""

    def __init__(self, piece_id: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        adopt(self, parent)
        self.piece_id = piece_id
        self.lifted = False
        self.highlight = ""
        self._press_scene: QPointF | None = None
        self._home = QPointF()
        self._grab_offset = QPointF()
        self._moved = False
        self._refused = False
        self.setAcceptHoverEvents(True)

    def drag(self) -> DragDropController | None:
        scene = self.scene()
        return getattr(scene, "drag", None)

    def is_active(self) -> bool:
        drag = self.drag()
        return drag is not None and drag.is_interactive(self.piece_id)

    def set_highlight(self, state: str) -> None:
        self.highlight = state
        self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        if self.is_active():
            self.setCursor(QCursor(Qt.CursorShape.OpenHandCursor))
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.drag() is None:
            event.ignore()
            return
        # a piece that cannot move now still lifts (it never pans the table) and slides back with the reason,
        # unless the click is meant for a place under it that takes one
        self._refused = not self.is_active()
        if self._refused and self.drag().takes_click_at(event.scenePos(), self):  # type: ignore[union-attr]
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self._home = self.pos()
        self._grab_offset = event.scenePos() - self.scenePos()
        self._moved = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        if not self._moved and (event.scenePos() - self._press_scene).manhattanLength() < 6:
            return
        drag = self.drag()
        if not self._moved and drag is not None:
            self._moved = True
            if not self._refused:
                drag.pick(self.piece_id)
            self.set_lifted(True)
        parent = self.parentItem()
        target = event.scenePos() - self._grab_offset
        self.setPos(parent.mapFromScene(target) if parent else target)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        self._press_scene = None
        drag = self.drag()
        if drag is None:
            return
        if self._refused:
            if self._moved:
                self.set_lifted(False)
            drag.refuse(self.piece_id)
        elif self._moved:
            self.set_lifted(False)
            drag.drop(self.piece_id, event.scenePos())
        else:
            drag.click_piece(self.piece_id)

    def set_lifted(self, lifted: bool) -> None:
        self.lifted = lifted
        self.setZValue(self.zValue() + (1000 if lifted else -1000))
        self.update()

    def home(self) -> QPointF:
        return self._home

    def slide_home(self, duration_ms: int) -> None:
        """Animate back to where the drag started (a rejected drop)."""
        if duration_ms <= 0:
            self.setPos(self._home)
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(duration_ms)
        animation.setStartValue(self.pos())
        animation.setEndValue(self._home)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)


class DragDropController(QObject):
    """Knows the legal moves of the position shown and turns gestures into actions.

    Picking a piece lights exactly the targets of legal moves of that piece (the
    others dim). Dropping on a lit target chooses that move's action; dropping
    elsewhere slides the piece back and reports a reason. A click on a piece
    selects it (or plays its action if ``click_action`` was given); a click on a lit
    target then completes the move, so the mouse never has to drag.
    """

    action_chosen = Signal(object)  # Action
    actions_offered = Signal(list)  # several actions fit one gesture: let the person pick
    drop_rejected = Signal(str)  # reason
    selection_changed = Signal(str)  # piece id or ""
    # True in the application: a chosen move is played after the mouse event returns.
    # Tests that call gestures directly (finish, click_target) turn it off to see the move at once.
    defer_moves = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moves: list[Move] = []
        self.pieces: dict[str, PieceItem] = {}
        self.targets: dict[str, TargetMixin] = {}
        self.click_actions: dict[str, list[Action]] = {}
        self.selected = ""
        self.animation_ms = 150
        self.interactive = True
        self.reject_reason = ""  # a fixed reason for refused drops; "" uses the generic sentence
        # the board's explanation of a refused drop (piece_id, target_id) -> reason or None
        self.explain: Callable[[str, str], str | None] | None = None

    def clear(self) -> None:
        self.moves = []
        self.pieces = {}
        self.targets = {}
        self.click_actions = {}
        self.selected = ""

    def add_piece(self, item: PieceItem) -> PieceItem:
        self.pieces[item.piece_id] = item
        return item

    def add_target(self, item: TargetMixin, target_id: str) -> TargetMixin:
        item.target_id = target_id
        self.targets[target_id] = item
        return item

    def set_click_action(self, item_id: str, action: Action) -> None:
        """A click on piece or target ``item_id`` plays ``action`` directly."""
        self.click_actions.setdefault(item_id, []).append(action)

    def set_moves(self, moves: list[Move]) -> None:
        self.moves = list(moves)

    def is_interactive(self, piece_id: str) -> bool:
        if not self.interactive:
            return False
        return piece_id in self.click_actions or any(m.piece_id == piece_id for m in self.moves)

    def targets_of(self, piece_id: str) -> set[str]:
        return {m.target_id for m in self.moves if m.piece_id == piece_id}

    def actions_for(self, piece_id: str, target_id: str) -> list[Action]:
        return [m.action for m in self.moves if m.piece_id == piece_id and m.target_id == target_id]

    def pick(self, piece_id: str) -> None:
        lit = self.targets_of(piece_id)
        for target_id, item in self.targets.items():
            item.set_highlight("lit" if target_id in lit else "dim")
        piece = self.pieces.get(piece_id)
        if piece is not None:
            piece.set_highlight("lit")
        self.selected = piece_id
        self.selection_changed.emit(piece_id)

    def release(self) -> None:
        for item in self.targets.values():
            item.set_highlight("")
        for piece in self.pieces.values():
            piece.set_highlight("")
        self.selected = ""
        self.selection_changed.emit("")

    def _target_at(self, scene_pos: QPointF, exclude: PieceItem | None) -> str:
        """The registered target under ``scene_pos``: the innermost, then the highest stacked.

        Works from the registered items' own shapes rather than ``scene.items()``, whose
        temporary wrappers of our Python items are not safe to hold across a drop.
        """
        under = [
            (target_id, item) for target_id, item in self.targets.items()
            if item is not exclude and isinstance(item, QGraphicsItem) and item.isVisible()
            and item.contains(item.mapFromScene(scene_pos))
        ]
        inner = [(t, i) for t, i in under if not any(i is not j and i.isAncestorOf(j) for _, j in under)]
        best, best_z = "", float("-inf")
        for target_id, item in inner:
            if item.zValue() >= best_z:
                best, best_z = target_id, item.zValue()
        return best

    def drop(self, piece_id: str, scene_pos: QPointF) -> None:
        piece = self.pieces.get(piece_id)
        target_id = self._target_at(scene_pos, piece)
        self.finish(piece_id, target_id)

    def finish(self, piece_id: str, target_id: str) -> bool:
        """Complete a gesture of ``piece_id`` onto ``target_id`` (also the tests' simulated drop)."""
        actions = self.actions_for(piece_id, target_id) if target_id else []
        piece = self.pieces.get(piece_id)
        self.release()
        if not actions:
            if piece is not None:
                piece.slide_home(self.animation_ms)
            reason = self.explain(piece_id, target_id) if self.explain is not None else None
            generic = self.reject_reason or tr("That piece cannot go there. Drop it on a highlighted place.")
            self.drop_rejected.emit(reason or generic)
            return False
        self._choose(actions)
        return True

    def takes_click_at(self, scene_pos: QPointF, exclude: PieceItem) -> bool:
        """True when a click at ``scene_pos`` would play something on the place there."""
        target = self._target_at(scene_pos, exclude)
        return bool(target) and (target in self.click_actions
                                 or bool(self.selected) and target in self.targets_of(self.selected))

    def refuse(self, piece_id: str) -> None:
        """A piece that cannot move now was pressed or dragged: it slides back and the reason is told."""
        piece = self.pieces.get(piece_id)
        if piece is not None:
            piece.slide_home(self.animation_ms)
        reason = self.explain(piece_id, "") if self.explain is not None else None
        self.drop_rejected.emit(reason or tr("This piece cannot move now."))

    def click_piece(self, piece_id: str) -> None:
        if piece_id in self.click_actions:
            self.release()
            self._choose(self.click_actions[piece_id])
            return
        if self.selected == piece_id:
            self.release()
            return
        self.pick(piece_id)

    def click_target(self, target_id: str) -> None:
        if self.selected and target_id in self.targets_of(self.selected):
            self.finish(self.selected, target_id)
        elif target_id in self.click_actions:
            self.release()
            self._choose(self.click_actions[target_id])

    def _choose(self, actions: list[Action]) -> None:
        chosen = list(actions)
        if self.defer_moves:
            # A gesture ends inside an item's mouse handler; playing the move rebuilds the
            # scene, which must not delete that item while its handler is still running.
            QTimer.singleShot(0, self, lambda: self._announce(chosen))
        else:
            self._announce(chosen)

    def _announce(self, actions: list[Action]) -> None:
        if len(actions) == 1:
            self.action_chosen.emit(actions[0])
        else:
            self.actions_offered.emit(actions)

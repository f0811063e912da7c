"""Reusable table pieces (cube, card, coin, pawn, drop zone) and the drag-and-drop plumbing."""

from gui.scene.card import CardFace, CardItem
from gui.scene.cube import CubeItem
from gui.scene.dragdrop import DragDropController, Move, PieceItem, TargetMixin
from gui.scene.dropzone import DropZoneItem
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.token import CoinItem, TokenItem

__all__ = [
    "BoardFrameItem", "CardFace", "CardItem", "CoinItem", "CubeItem", "DragDropController",
    "DropZoneItem", "LabelItem", "Move", "PawnItem", "PieceItem", "TableScene", "TargetMixin", "TokenItem",
]

"""Reusable table pieces (cube, card, coin, pawn, zone, button, text) and the drag-and-drop plumbing."""

from gui.scene.card import CardFace, CardItem
from gui.scene.cube import CubeItem, CubeLook, draw_cube
from gui.scene.dragdrop import DragDropController, Move, PieceItem, TargetMixin, adopt
from gui.scene.dropzone import DropZoneItem
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.text import TextItem
from gui.scene.token import CoinItem, TokenItem
from gui.scene.zone import ButtonItem, ZoneItem

__all__ = [
    "BoardFrameItem", "ButtonItem", "CardFace", "CardItem", "CoinItem", "CubeItem", "CubeLook", "DragDropController",
    "DropZoneItem", "LabelItem", "Move", "PawnItem", "PieceItem", "TableScene", "TargetMixin", "TextItem",
    "TokenItem", "ZoneItem", "adopt", "draw_cube",
]

"""Colours and fonts of the table, shared by every piece so the games look like one product."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

TABLE_DARK = QColor("#5b3a22")
TABLE_LIGHT = QColor("#8a5a35")
FRAME = QColor("#6e4526")
FRAME_EDGE = QColor("#3f2614")
BOARD_FACE = QColor("#efe2c2")
PARCHMENT = QColor("#f6ecd2")
INK = QColor("#2e2418")
INK_SOFT = QColor("#6b5b45")
GLOW = QColor("#f2c14e")
BRASS = QColor("#c9a03c")
BRASS_DARK = QColor("#8c6a1c")
SHADOW = QColor(0, 0, 0, 90)


def lighter(colour: QColor, factor: int = 135) -> QColor:
    return QColor(colour).lighter(factor)


def darker(colour: QColor, factor: int = 140) -> QColor:
    return QColor(colour).darker(factor)


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    return INK if QColor(colour).lightnessF() > 0.55 else QColor("#ffffff")


def font(points: float = 10.0, bold: bool = False, serif: bool = False) -> QFont:
    face = QFont()
    if serif:
        face.setFamilies(["Georgia", "DejaVu Serif", "Liberation Serif", "serif"])
    face.setPointSizeF(max(points, 7.0))
    face.setBold(bold)
    return face

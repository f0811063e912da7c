"""Speicherstadt's colours: the goods in their physical colours, the card kinds' bands, medals and fire, and the
scenery: canal water, granite quay, cobbles, timber, red brick and green copper roofs."""

from __future__ import annotations

from PySide6.QtGui import QColor

GOOD_COLOURS = {
    "coffee": "#6b3f1f",
    "tea": "#3f8f3f",
    "saffron": "#f0c419",
    "rubber": "#f4f1e8",
    "carpet": "#b8302a",
}
KIND_COLOURS = {
    "contract": "#2f5b86",
    "ship": "#1d7a8c",
    "fire": "#c0392b",
    "fireman": "#d0602a",
    "bank": "#3d6b4f",
    "counting_house": "#7a5c3a",
    "merchant": "#9a7420",
    "warehouse": "#6d5a44",
    "church": "#5b4b8a",
    "chamber": "#2e7d6b",
    "port": "#1f4e79",
    "st_michaelis": "#4a4a6a",
}
WATER = QColor("#3b7592")
GRANITE = QColor("#b7b1a6")
PAVING = QColor("#cdbf9f")
TIMBER = QColor("#c9a677")
BRICK = QColor("#9c4a33")
COPPER = QColor("#5f9e8a")
HULL = QColor("#2f3d4a")
MEDAL = QColor("#3d6b4f")
FLAME = QColor("#e4572e")

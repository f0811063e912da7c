"""The Speicherstadt board plug-in: the shell finds ``BOARD`` here."""

from gui.boards.speicherstadt.board import SpeicherstadtBoard

BOARD = SpeicherstadtBoard

__all__ = ["BOARD", "SpeicherstadtBoard"]

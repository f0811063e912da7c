"""The Jantaris board plug-in: the shell finds ``BOARD`` here."""

from gui.boards.jantaris.board import JantarisBoard

BOARD = JantarisBoard

__all__ = ["BOARD", "JantarisBoard"]

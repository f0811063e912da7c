"""The Dale of Merchants board plug-in: the shell finds ``BOARD`` here."""

from gui.boards.dale.board import DaleBoard

BOARD = DaleBoard

__all__ = ["BOARD", "DaleBoard"]

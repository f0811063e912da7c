"""The Merkator board plug-in: the shell finds ``BOARD`` here."""

from gui.boards.merkator.board import MerkatorBoard

BOARD = MerkatorBoard

__all__ = ["BOARD", "MerkatorBoard"]

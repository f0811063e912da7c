"""Russian Railroads' board."""

from gui.boards.railroads.board import RailroadsBoard

BOARD = RailroadsBoard

__all__ = ["BOARD", "RailroadsBoard"]

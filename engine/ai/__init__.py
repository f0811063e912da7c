"""Game-agnostic AI players and the tools that measure them (arena, bench)."""

from engine.ai.base import Player, RandomPlayer, make_player, player_specs

__all__ = ["Player", "RandomPlayer", "make_player", "player_specs"]

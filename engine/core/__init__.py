"""The game-agnostic contract every game implements, plus saves and match history."""

from engine.core.actions import Action
from engine.core.errors import ConfigError, IllegalAction, SaveError
from engine.core.events import Event
from engine.core.game import (
    GameConfig,
    GameInfo,
    GameState,
    OptionSpec,
    Ruleset,
    SeatScore,
    rank_seats,
)

__all__ = [
    "Action",
    "ConfigError",
    "Event",
    "GameConfig",
    "GameInfo",
    "GameState",
    "IllegalAction",
    "OptionSpec",
    "Ruleset",
    "SaveError",
    "SeatScore",
    "rank_seats",
]

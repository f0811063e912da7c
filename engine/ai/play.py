"""Plays complete games between players; the base of simulate, arena and bench."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.ai.base import Player
from engine.ai.turns import turn_of
from engine.core.game import GameConfig, GameState, Ruleset

MAX_ACTIONS = 100_000


@dataclass
class GameResult:
    game: str
    players: int
    seed: int
    ai: list[str]
    scores: list[float]
    winners: list[int]
    actions: int
    rounds: int
    breakdown: list[dict[str, float]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "ai": self.ai,
            "scores": self.scores,
            "winners": self.winners,
            "actions": self.actions,
            "rounds": self.rounds,
        }


def play_out(state: GameState, players: list[Player], max_actions: int = MAX_ACTIONS) -> int:
    """Let the players move until the game ends; returns the number of actions applied. A seat's
    turn begins whenever it decides after another seat, or in a new round (``turn_of``)."""
    count = 0
    last = None
    while not state.is_over():
        seats = state.to_move()
        if not seats:
            raise RuntimeError("the game is not over but nobody is to move")
        seat = seats[0]
        turn = turn_of(state, seat)
        if turn != last:
            players[seat].start_turn()
            last = turn
        action = players[seat].choose(state, seat)
        state.apply(seat, action)
        count += 1
        if count > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
    return count


def play_game(
    ruleset: Ruleset,
    config: GameConfig,
    players: list[Player],
    specs: list[str],
    max_actions: int = MAX_ACTIONS,
) -> GameResult:
    state = ruleset.new_game(config)
    count = play_out(state, players, max_actions)
    scores = state.scores()
    return GameResult(
        game=ruleset.info.id,
        players=config.players,
        seed=config.seed,
        ai=list(specs),
        scores=[s.total for s in scores],
        winners=state.winners(),
        actions=count,
        rounds=state.round_number(),
        breakdown=[dict(s.breakdown) for s in scores],
    )

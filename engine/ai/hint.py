"""Move hints: the action the normal AI would play, with its search statistics and a one-line reason."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from engine.ai.evaluation import counted_move, search_actions
from engine.ai.ismcts import ISMCTSPlayer
from engine.ai.levels import search_settings
from engine.core.actions import Action
from engine.core.errors import ConfigError
from engine.core.game import GameState


@dataclass(frozen=True)
class Hint:
    """The suggestion as data, so the GUI can word it in any language.

    ``win_rate`` is the searched move's mean reward (about its chance to win),
    ``visits`` how many of the ``iterations`` simulations tried it. ``forced``
    means it was the only legal action, ``counted`` that the game counted every way to play
    it out (no simulations). ``runner_up`` is the next best move.
    """

    action: Action
    win_rate: float
    visits: int
    iterations: int
    forced: bool = False
    counted: bool = False
    runner_up: Action | None = None
    runner_up_rate: float | None = None
    runner_up_visits: int = 0

    @property
    def reason(self) -> str:
        if self.forced:
            return "the only legal move"
        if self.counted:
            return "counted out: no other way to play the last steps brings more points"
        text = f"wins about {self.win_rate:.0%} of simulations ({self.visits} of {self.iterations} tried it)"
        if self.runner_up is not None and self.runner_up_rate is not None:
            text += f"; runner-up {self.runner_up.to_notation()} at {self.runner_up_rate:.0%}"
        return text


def analyse(state: GameState, seat: int, seed: int = 0, cancel: threading.Event | None = None) -> Hint:
    """Search ``seat``'s position like the normal level and return the statistics of the best move.

    Setting ``cancel`` (from any thread) ends the search early with what it found so far.
    """
    legal = search_actions(state, seat)
    if not legal:
        raise ConfigError(f"seat {seat} has no move to hint")
    if len(legal) == 1:
        return Hint(legal[0], 1.0, 0, 0, forced=True)
    counted = counted_move(state, seat)
    if counted is not None and counted in state.legal_actions(seat):
        return Hint(counted, 1.0, 0, 0, counted=True)
    player = ISMCTSPlayer(seed, helpers=True, **search_settings("normal", {}))
    if cancel is not None:
        player.cancel_event = cancel
    result = player.search(state, seat, legal)
    if not result.moves:
        return Hint(legal[0], 0.0, 0, result.iterations)
    best = result.moves[0]
    second = result.moves[1] if len(result.moves) > 1 else None
    return Hint(
        action=best.action,
        win_rate=best.mean,
        visits=best.visits,
        iterations=result.iterations,
        runner_up=second.action if second else None,
        runner_up_rate=second.mean if second else None,
        runner_up_visits=second.visits if second else 0,
    )


def hint(
    state: GameState, seat: int, seed: int = 0, cancel: threading.Event | None = None
) -> tuple[Action, str]:
    """The normal AI's move for ``seat`` and a one-line English reason."""
    result = analyse(state, seat, seed, cancel)
    return result.action, result.reason

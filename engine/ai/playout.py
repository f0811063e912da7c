"""A search's playout: up to ``depth`` quick moves chosen by the game's rollout policy.

Kept apart from the search so `make compiled` can compile it: the loop runs at every step of
every iteration, and compiled it calls the game's own (compiled) hooks without an interpreter
frame between them.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from engine.core.actions import Action
from engine.core.draws import below
from engine.core.game import GameState

ActionsHook = Callable[[GameState, int], list[Action]]
RolloutHook = Callable[[GameState, int, list[Action], random.Random], "Action | None"]
ShortcutHook = Callable[[GameState, int, random.Random], "Action | None"]


def rollout_move(state: GameState, seat: int, actions: list[Action], rng: random.Random,
                 rollout: RolloutHook | None) -> Action:
    """The game's rollout choice among ``actions``; a uniform one when it has none."""
    if len(actions) == 1:
        return actions[0]
    if rollout is not None:
        action = rollout(state, seat, actions, rng)
        if action is not None:
            return action
    return actions[below(rng, len(actions))]


def play_out(sample: GameState, rng: random.Random, depth: int, actions_of: ActionsHook,
             rollout: RolloutHook | None, cancel: threading.Event, shortcut: ShortcutHook | None = None) -> bool:
    """Up to ``depth`` quick moves in ``sample``; False when cancelled half-way (the iteration is dropped).
    ``shortcut`` (the game's ``policy_shortcut``, given with its ``rollout``) names a move without its list."""
    for step in range(depth):
        if sample.is_over():
            break
        if step & 7 == 7 and cancel.is_set():
            return False
        seats = sample.to_move()
        if not seats:
            break
        mover = seats[0]
        action = shortcut(sample, mover, rng) if shortcut is not None else None
        if action is None:
            action = rollout_move(sample, mover, actions_of(sample, mover), rng, rollout)
        sample._apply(mover, action)
    return True

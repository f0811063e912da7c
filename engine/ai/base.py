"""The player interface and the registry of player specs ("random", "normal", ...)."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from engine.ai.turns import Turn, pick_fresh
from engine.core.actions import Action
from engine.core.errors import ConfigError
from engine.core.game import GameState


class Player:
    """Chooses an action for a seat. ``cancel`` lets a caller stop a long think early:
    a cancelled player returns its best answer so far (or any legal action).

    Whoever plays a whole game calls ``start_turn`` before a seat's first decision of each turn
    (its consecutive decisions before another seat decides): the player then never comes back
    to a position it had in that turn, and a level with a time budget per turn shares it out
    over the turn's decisions (engine/ai/turns.py). A player never told so treats every decision
    as a turn of its own."""

    name = "player"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.cancel_event = threading.Event()
        self.turn = Turn()
        self._told_turns = False

    def cancel(self) -> None:
        self.cancel_event.set()

    def start_turn(self) -> None:
        """The seat's turn begins: forget the positions, the time and the tree of its last one."""
        self.turn = Turn()
        self._told_turns = True

    def choose(self, state: GameState, seat: int) -> Action:
        """A legal action for ``seat``; must not read hidden information beyond view(seat)."""
        if not self._told_turns:
            self.turn = Turn()
        started = time.perf_counter()
        action = pick_fresh(state, seat, self.ranked(state, seat), self.turn)
        self.turn.played(action)
        self.turn.seconds += time.perf_counter() - started
        return action

    def ranked(self, state: GameState, seat: int) -> list[Action]:
        """Legal actions for ``seat``, the one the player would play first, then those it would
        play instead (at least one); ``choose`` skips those that go round in circles."""
        raise NotImplementedError


class RandomPlayer(Player):
    name = "random"

    def ranked(self, state: GameState, seat: int) -> list[Action]:
        actions = state.legal_actions(seat)
        if not actions:
            raise ConfigError(f"seat {seat} has no legal action")
        first = self.rng.choice(actions)
        return [first, *(action for action in actions if action is not first)]


PlayerFactory = Callable[[int, dict[str, str]], Player]
_specs: dict[str, PlayerFactory] = {}


def register_player(name: str, factory: PlayerFactory) -> None:
    _specs[name] = factory


def player_specs() -> list[str]:
    _load_builtin()
    return sorted(_specs)


def make_player(spec: str, seed: int = 0) -> Player:
    """Build a player from a spec such as ``random``, ``normal`` or ``ismcts:iterations=200/depth=20``."""
    _load_builtin()
    name, _, rest = spec.strip().partition(":")
    params: dict[str, str] = {}
    if rest:
        for part in rest.split("/"):
            key, eq, value = part.partition("=")
            if not eq or not key:
                raise ConfigError(f"bad AI parameter {part!r} in {spec!r} (use key=value, joined by /)")
            params[key.strip()] = value.strip()
    factory = _specs.get(name)
    if factory is None:
        raise ConfigError(f"unknown AI '{name}' (choose from: {', '.join(sorted(_specs))})")
    return factory(seed, params)


_builtin_loaded = False


def _load_builtin() -> None:
    global _builtin_loaded
    if _builtin_loaded:
        return
    _builtin_loaded = True
    register_player("random", lambda seed, params: RandomPlayer(seed))
    # further players (greedy, easy, normal, strong, ismcts) register themselves here
    from engine.ai import levels  # noqa: F401

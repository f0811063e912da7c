"""Named AI levels (greedy, easy, normal, strong, ismcts); each registers a player spec.

A spec may carry parameters after a colon, joined by ``/``:
``ismcts:iterations=200/depth=20``, ``normal:seconds=2``, ``normal:turn=2``, ``greedy:samples=5``,
``strong:opponents=policy``, ``strong:focus=1``, ``strong:estimate=fitted``.
When the environment variable ``KONTOR_AI_ITERATIONS`` is set, every search
level uses that fixed iteration count per decision instead of a time budget (unless the spec
names ``iterations``, ``seconds`` or ``turn`` itself), so seeded results are reproducible.
"""

from __future__ import annotations

import functools
import json
import math
import os
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from engine.ai.base import Player, register_player
from engine.ai.greedy import GreedyPlayer
from engine.ai.ismcts import ESTIMATES, OPPONENTS, ISMCTSPlayer, MoveStats, SearchResult
from engine.core.actions import Action
from engine.core.errors import ConfigError

ITERATIONS_ENV = "KONTOR_AI_ITERATIONS"

# The time budgets are per turn (a seat's consecutive decisions), shared out over its decisions
# (engine/ai/ismcts.py); they leave headroom for the steps around the searches under the promised
# whole turn: easy within 0.5 s, normal a median of 1 s, strong a median of 4 s (docs/ai.md).
# ``iterations`` and ``seconds`` are per decision.
LEVELS: dict[str, dict[str, Any]] = {
    "easy": {"iterations": 150, "turn": 0.25, "depth": 8},
    "normal": {"turn": 0.9, "depth": 20},
    "strong": {"turn": 3.6, "depth": 40},
    "ismcts": {"iterations": 200, "depth": 20},
}
BUDGETS = ("iterations", "seconds", "turn")

_SEARCH_PARAMS: dict[str, Callable[[str], Any]] = {
    "iterations": int,
    "seconds": float,
    "turn": float,
    "depth": int,
    "c": float,
    "margin": float,
    "rollout": lambda text: _flag(text),
    "eval": lambda text: _flag(text),
    "opponents": lambda text: _opponents(text),
    "focus": lambda text: _flag(text),
    "estimate": lambda text: _estimate(text),
}
# Sane ranges of the numeric parameters: nan, inf and absurd budgets are refused up front.
LIMITS: dict[str, tuple[float, float]] = {
    "iterations": (1, 10_000_000),
    "seconds": (0.001, 3600.0),
    "turn": (0.001, 3600.0),
    "depth": (0, 10_000),
    "c": (0.0, 100.0),
    "margin": (0.0, 1.0),
    "samples": (1, 1000),
}
# A level's settings at the tables where an arena line showed them playing better.
TABLES_FILE = Path(__file__).with_name("tables.json")
_KEYWORDS = {"c": "exploration", "margin": "margin_weight", "rollout": "use_rollout", "eval": "use_evaluate",
             "turn": "turn_seconds"}


def _flag(text: str) -> bool:
    if text in ("1", "yes", "true", "on"):
        return True
    if text in ("0", "no", "false", "off"):
        return False
    raise ValueError(text)


def _opponents(text: str) -> str:
    if text not in OPPONENTS:
        raise ValueError(text)
    return text


def _estimate(text: str) -> str:
    if text not in ESTIMATES:
        raise ValueError(text)
    return text


def check_limit(key: str, value: Any, shown: str) -> None:
    """Raise ConfigError naming ``key`` when a numeric parameter is not finite or out of range."""
    low, high = LIMITS[key]
    if not (isinstance(value, (int, float)) and math.isfinite(value) and low <= value <= high):
        raise ConfigError(f"AI parameter {key}={shown} is out of range (allowed: {low:g} to {high:g})")


def fixed_iterations() -> int | None:
    """The iteration count forced by KONTOR_AI_ITERATIONS, or None for time budgets."""
    text = os.environ.get(ITERATIONS_ENV, "").strip()
    if not text:
        return None
    try:
        value = int(text)
    except ValueError:
        raise ConfigError(f"{ITERATIONS_ENV} must be a whole number, not {text!r}") from None
    low, high = LIMITS["iterations"]
    if not low <= value <= high:
        raise ConfigError(f"{ITERATIONS_ENV} must be between {low:g} and {high:g}")
    return value


@functools.cache
def _tables() -> dict[str, Any]:
    return dict(json.loads(TABLES_FILE.read_text(encoding="utf-8"))["levels"])


def table_settings(level: str) -> dict[tuple[str, int], dict[str, Any]]:
    """The level's settings by (game id, players) where they differ from the level's own."""
    tables = _tables().get(level, {})
    return {(game, int(players)): dict(settings) for game, by_players in tables.items()
            for players, settings in by_players.items()}


def search_settings(level: str, params: Mapping[str, str]) -> dict[str, Any]:
    """ISMCTSPlayer keyword arguments for a level, with the spec's parameters applied (a spec
    that names ``depth``, ``opponents``, ``focus`` or ``estimate`` keeps it at every table)."""
    settings = dict(LEVELS[level])
    given: dict[str, Any] = {}
    for key, text in params.items():
        convert = _SEARCH_PARAMS.get(key)
        if convert is None:
            raise ConfigError(f"AI '{level}' has no parameter '{key}' (known: {', '.join(_SEARCH_PARAMS)})")
        try:
            given[key] = convert(text)
        except ValueError:
            raise ConfigError(f"AI parameter {key}={text!r} is not a valid value") from None
        if key in LIMITS:
            check_limit(key, given[key], text)
    forced = fixed_iterations()
    if any(key in given for key in BUDGETS):
        for key in BUDGETS:
            settings.pop(key, None)
    elif forced is not None:
        for key in BUDGETS:
            settings.pop(key, None)
        settings["iterations"] = forced
    settings.update(given)
    tables = {table: kept for table, chosen in table_settings(level).items()
              if (kept := {key: value for key, value in chosen.items() if key not in given})}
    if tables:
        settings["tables"] = tables
    return {_KEYWORDS.get(k, k): v for k, v in settings.items()}


def humanlike_pick(
    moves: tuple[MoveStats, ...],
    rng: random.Random,
    top: int = 3,
    blunder: float = 0.15,
    temperature: float = 0.05,
) -> Action:
    """A softmax pick among the best few moves: a plausible slip, never a move far below the best."""
    candidates = list(moves[:top])
    best = max(m.mean for m in candidates)
    candidates = [m for m in candidates if m.mean >= best - blunder]
    weights = [math.exp((m.mean - best) / temperature) for m in candidates]
    return rng.choices([m.action for m in candidates], weights=weights)[0]


class EasyPlayer(ISMCTSPlayer):
    """A short, shallow search whose answer is a softmax pick among its top moves."""

    name = "easy"

    def pick(self, result: SearchResult) -> Action:
        return humanlike_pick(result.moves, self.rng)


def _search_factory(level: str, cls: type[ISMCTSPlayer]) -> Callable[[int, dict[str, str]], Player]:
    def factory(seed: int, params: dict[str, str]) -> Player:
        settings = search_settings(level, params)
        if level == "easy":
            settings.setdefault("early_stop", False)
        settings["helpers"] = True  # used only with a time budget, where the window allows
        return cls(seed, **settings)

    return factory


def _greedy(seed: int, params: dict[str, str]) -> Player:
    unknown = set(params) - {"samples"}
    if unknown:
        raise ConfigError(f"AI 'greedy' has no parameter '{sorted(unknown)[0]}' (known: samples)")
    try:
        samples = int(params.get("samples", "3"))
    except ValueError:
        raise ConfigError(f"AI parameter samples={params['samples']!r} is not a whole number") from None
    check_limit("samples", samples, params.get("samples", "3"))
    return GreedyPlayer(seed, samples=samples)


register_player("greedy", _greedy)
register_player("easy", _search_factory("easy", EasyPlayer))
register_player("normal", _search_factory("normal", ISMCTSPlayer))
register_player("strong", _search_factory("strong", ISMCTSPlayer))
register_player("ismcts", _search_factory("ismcts", ISMCTSPlayer))

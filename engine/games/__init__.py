"""The registry of games: every subpackage of engine.games exposes a RULESET."""

from __future__ import annotations

import importlib
import pkgutil

from engine.core.errors import ConfigError
from engine.core.game import Ruleset

_registry: dict[str, Ruleset] = {}
_discovered = False


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset under its permanent id (ids appear in save files)."""
    game_id = ruleset.info.id
    existing = _registry.get(game_id)
    if existing is not None and existing is not ruleset:
        raise ValueError(f"a game with id {game_id!r} is already registered")
    _registry[game_id] = ruleset
    return ruleset


def unregister(game_id: str) -> None:
    _registry.pop(game_id, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.ispkg:
            package = importlib.import_module(f"{__name__}.{module.name}")
            ruleset = getattr(package, "RULESET", None)
            if ruleset is not None:
                register(ruleset)


def get(game_id: str) -> Ruleset:
    _discover()
    try:
        return _registry[game_id]
    except KeyError:
        known = ", ".join(sorted(_registry)) or "none"
        raise ConfigError(f"unknown game '{game_id}' (known games: {known})") from None


def all() -> list[Ruleset]:  # noqa: A001 - the contract's name
    _discover()
    return [_registry[k] for k in sorted(_registry)]


def ids() -> list[str]:
    return [r.info.id for r in all()]

"""Action constructors for Jantaris, cached: building an Action validates its words, which is slow in a search."""

from __future__ import annotations

from functools import cache

from engine.core import Action


@cache
def act(kind: str, *args: int | str) -> Action:
    return Action(kind, args)


SKIP = act("skip")
DONE = act("done")
KEEP = act("keep")
PASS = act("pass")
DROP = act("drop")
COINS = act("coins")

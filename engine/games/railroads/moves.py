"""Russian Railroads' actions as shared values: legal-move lists are rebuilt often, the actions need not be."""

from __future__ import annotations

from functools import cache

from engine.core import Action


@cache
def act(kind: str, *args: int | str) -> Action:
    return Action(kind, args)


PASS = act("pass")
DONE = act("done")
SKIP = act("skip")
STAY = act("stay")
LOCO_DISCARD = act("loco_discard")

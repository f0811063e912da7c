"""Russian Railroads' actions as shared values: legal-move lists are rebuilt often, the actions need not be."""

from __future__ import annotations

from functools import cache
from typing import Final

from engine.core import Action


@cache
def act(kind: str, *args: int | str) -> Action:
    return Action(kind, args)


PASS: Final = act("pass")
DONE: Final = act("done")
SKIP: Final = act("skip")
STAY: Final = act("stay")
LOCO_DISCARD: Final = act("loco_discard")

"""Action constructors for Jantaris, cached: building an Action validates its words, which is slow in a search."""

from __future__ import annotations

from functools import cache
from typing import Final

from engine.core import Action
from engine.games.jantaris.data import COLOURS, GOODS_LIMIT, LOCATIONS, TOKENS


@cache
def act(kind: str, *args: int | str) -> Action:
    return Action(kind, args)


SKIP: Final = act("skip")
DONE: Final = act("done")
KEEP: Final = act("keep")
PASS: Final = act("pass")
DROP: Final = act("drop")
COINS: Final = act("coins")

# the actions built most often, by location index (the square is the last location)
PLACE: Final = tuple(act("place", name) for name in LOCATIONS)
REMOVE: Final = tuple(act("remove", name) for name in LOCATIONS)
MOVE_TO: Final = tuple(act("to", name) for name in LOCATIONS)
TOKEN: Final = tuple(tuple(act("token", token, name) for name in LOCATIONS) for token in TOKENS)
BID: Final = tuple(act("bid", n) for n in range(13))
TAKE: Final = tuple(tuple(act("take", colour, k) for k in range(GOODS_LIMIT + 1)) for colour in COLOURS)

"""Which catalogue entries a module brings, and the printed numbers of the module's engineers.

The modules (coal.py, extras.py) add their spaces, cards, markers, engineers and factories to
the shared catalogue when imported and mark them here with the options they need, so a game
without the module never sees them: the state filters every list it builds from the catalogue
with ``allowed``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

NEEDS: dict[Any, tuple[str, ...]] = {}  # catalogue key (space id, card id, engineer key ...) -> options
ENGINEER_NUMBER: dict[int, int] = {}  # engineer key -> printed number, where the two differ


def mark(key: Any, *options: str) -> None:
    NEEDS[key] = tuple(options)


def allowed(key: Any, opts: Mapping[str, Any]) -> bool:
    needs = NEEDS.get(key)
    if needs is None:
        return True
    for option in needs:
        if not opts.get(option):
            return False
    return True


def engineer_number(key: int) -> int:
    """The number printed on an engineer (what the factory scoring engineer numbers adds up)."""
    return ENGINEER_NUMBER.get(key, key)

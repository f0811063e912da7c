"""A move list that carries the playout policy's answers (see ``ai.search_actions``).

It lives in a module of its own because it extends ``list``: the compiled AI modules
(``make compiled``) cannot define such a class, and this one is only built and read.
"""

from __future__ import annotations

from engine.core import Action


class PlannedMoves(list[Action]):
    """The moves the search weighs, with what the playout policy reads of them worked out once
    for both: at a destination the plan's next step among them, at the investment step the
    worths of the destinations."""

    planned: Action | None = None
    worths: dict[Action, float] | None = None

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

    # set by whoever makes one (ai._with_plan); slots rather than a __dict__ make it cheaper to make
    __slots__ = ("planned", "worths")
    planned: Action | None
    worths: dict[Action, float] | None

"""A move list that carries the plan's next step (see ``ai.search_actions``).

It lives in a module of its own because it extends ``list``: the compiled AI modules
(``make compiled``) cannot define such a class, and this one is only built and read.
"""

from __future__ import annotations

from engine.core import Action


class PlannedMoves(list[Action]):
    """The moves the search weighs at a destination, with the plan's next step among them: the
    playout policy picks that step from this very list, so it is worked out once for both."""

    planned: Action

"""Events: what happened, as a code and parameters; the GUI turns them into sentences."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


# not frozen: a frozen dataclass sets each field through object.__setattr__, which made
# building an event three times dearer, and every move of every search copy builds some;
# an event is still a value that nothing changes once made
@dataclass(slots=True)
class Event:
    """``code`` names what happened (``"card_bought"``); ``params`` are JSON-ready values.

    ``reveals`` marks an event that showed a seat something it could not know
    before (a card drawn, a die rolled): history cannot be undone past it.
    ``seat`` is the seat the event is about, or None.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    reveals: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "params": self.params}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.reveals:
            data["reveals"] = True
        return data

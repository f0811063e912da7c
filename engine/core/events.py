"""Events: what happened, as a code and parameters; the GUI turns them into sentences."""

from __future__ import annotations

from typing import Any


# a plain class, not a dataclass: every move of every search copy makes some, and the compiled
# build (make compiled) turns a written-out __init__ into C while a dataclass's generated one
# stays interpreted (about twenty times dearer); an event is still a value nothing changes once made
class Event:
    """``code`` names what happened (``"card_bought"``); ``params`` are JSON-ready values.

    ``reveals`` marks an event that showed a seat something it could not know
    before (a card drawn, a die rolled): history cannot be undone past it.
    ``seat`` is the seat the event is about, or None.
    """

    __slots__ = ("code", "params", "seat", "reveals")

    def __init__(self, code: str, params: dict[str, Any] | None = None, seat: int | None = None,
                 reveals: bool = False) -> None:
        self.code = code
        self.params: dict[str, Any] = {} if params is None else params
        self.seat = seat
        self.reveals = reveals

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.code, self.params, self.seat, self.reveals) == (other.code, other.params, other.seat,
                                                                     other.reveals)

    __hash__ = None  # type: ignore[assignment]  # equal by value and changeable, as the dataclass was

    def __reduce__(self) -> tuple[type[Event], tuple[str, dict[str, Any], int | None, bool]]:
        # the search's helper processes are sent positions that hold events
        return (Event, (self.code, self.params, self.seat, self.reveals))

    def __repr__(self) -> str:
        return f"Event(code={self.code!r}, params={self.params!r}, seat={self.seat!r}, reveals={self.reveals!r})"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "params": self.params}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.reveals:
            data["reveals"] = True
        return data

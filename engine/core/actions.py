"""Actions: small immutable values with a text notation that round-trips.

An action is a ``kind`` plus a tuple of arguments (ints or short words).
Its notation is ``kind`` or ``kind:arg,arg``; the notation is the action's
stable ``key`` and the form stored in save files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from engine.core.errors import IllegalAction

_WORD: Final = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-]*$")
_INT: Final = re.compile(r"^-?[0-9]+$")

Arg = int | str


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[Arg, ...] = ()
    # the searches key their trees by actions: the hash (the one a frozen dataclass computes)
    # is worked out once instead of at every look-up
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not _WORD.match(self.kind):
            raise ValueError(f"bad action kind {self.kind!r}")
        if not isinstance(self.args, tuple):  # the compiled class (make compiled) refuses it as well
            raise TypeError(f"action arguments {self.args!r} must be a tuple")
        for arg in self.args:
            if isinstance(arg, bool) or not isinstance(arg, (int, str)):
                raise ValueError(f"action argument {arg!r} must be an int or a word")
            if isinstance(arg, str) and not _WORD.match(arg):
                raise ValueError(f"action argument {arg!r} is not a plain word")
        object.__setattr__(self, "_hash", hash((self.kind, self.args)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Action], tuple[str, tuple[Arg, ...]]]:
        # made anew where it is unpickled: the kept hash is only good in the process that made it
        return (Action, (self.kind, self.args))

    @property
    def key(self) -> str:
        return self.to_notation()

    def to_notation(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + ":" + ",".join(str(a) for a in self.args)

    @classmethod
    def from_notation(cls, text: str) -> Action:
        if not isinstance(text, str) or not text:
            raise IllegalAction(f"not an action: {text!r}")
        kind, sep, rest = text.partition(":")
        args: list[Arg] = []
        if sep:
            for part in rest.split(","):
                args.append(int(part) if _INT.match(part) else part)
        try:
            return cls(kind, tuple(args))
        except ValueError as exc:
            raise IllegalAction(f"not an action: {text!r} ({exc})") from None

    def to_json(self) -> str:
        return self.to_notation()

    @classmethod
    def from_json(cls, data: object) -> Action:
        if not isinstance(data, str):
            raise IllegalAction(f"not an action: {data!r}")
        return cls.from_notation(data)

    def __str__(self) -> str:
        return self.to_notation()

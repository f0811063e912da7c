"""Who sits at the table: name, colour, human or AI level; stored in a save's "extra" block."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from gui.i18n import language, tr

AI_LEVELS = ("easy", "normal", "strong")

# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
PLAYER_COLOURS: dict[str, str] = {
    "blue": "#0072B2",
    "orange": "#E69F00",
    "green": "#009E73",
    "vermilion": "#D55E00",
    "purple": "#CC79A7",
    "sky": "#56B4E9",
    "yellow": "#F0E442",
    "black": "#3A3A3A",
}
# the letter on a seat's pieces (colour cues): the initial of the colour's name in the interface language
# (tr() in colour_name), one letter, different for every colour of a language: "rumělková" is R in Czech, where
# English says V for vermilion; German names the bluish green "meergrün" (M), so that "gelb" keeps its G
LETTERS_BY_LANGUAGE: dict[str, dict[str, str]] = {
    "en": {"blue": "B", "orange": "O", "green": "G", "vermilion": "V", "purple": "P", "sky": "S", "yellow": "Y",
           "black": "K"},
    "cs": {"blue": "M", "orange": "O", "green": "Z", "vermilion": "R", "purple": "F", "sky": "B", "yellow": "Ž",
           "black": "Č"},
    "de": {"blue": "B", "orange": "O", "green": "M", "vermilion": "Z", "purple": "V", "sky": "H", "yellow": "G",
           "black": "S"},
}


class ColourLetters(Mapping[str, str]):
    """``COLOUR_LETTERS[colour]``: the letter for the language installed now (gui.i18n)."""

    def _letters(self) -> dict[str, str]:
        return LETTERS_BY_LANGUAGE.get(language(), LETTERS_BY_LANGUAGE["en"])

    def __getitem__(self, colour: str) -> str:
        return self._letters()[colour]

    def __iter__(self) -> Iterator[str]:
        return iter(self._letters())

    def __len__(self) -> int:
        return len(self._letters())


COLOUR_LETTERS = ColourLetters()


def colour_name(key: str) -> str:
    names = {
        "blue": tr("blue"), "orange": tr("orange"), "green": tr("green"),
        "vermilion": tr("vermilion"), "purple": tr("purple"), "sky": tr("sky blue"),
        "yellow": tr("yellow"), "black": tr("black"),
    }
    return names.get(key, key)


def level_name(level: str) -> str:
    return {"easy": tr("easy"), "normal": tr("normal"), "strong": tr("strong")}.get(level, level)


@dataclass(frozen=True)
class SeatSetup:
    name: str
    colour: str
    kind: str = "human"  # "human" or "ai"
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def hex(self) -> str:
        return PLAYER_COLOURS.get(self.colour, "#888888")

    def describe(self) -> str:
        return tr("AI (%1)").replace("%1", level_name(self.level)) if self.is_ai else tr("human")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any, fallback: SeatSetup) -> SeatSetup:
        if not isinstance(data, dict):
            return fallback
        def word(key: str) -> str | None:  # a list or an object in a hand-edited file is no word
            value = data.get(key)
            return value if isinstance(value, str) else None

        kind = word("kind") if word("kind") in ("human", "ai") else fallback.kind
        level = word("level") if word("level") in AI_LEVELS else fallback.level
        colour = word("colour") if word("colour") in PLAYER_COLOURS else fallback.colour
        name = word("name") if (word("name") or "").strip() else fallback.name
        return cls(name, colour, kind, level)


def default_seats(names: tuple[str, ...], auto_seats: frozenset[int] | set[int] = frozenset()) -> list[SeatSetup]:
    colours = list(PLAYER_COLOURS)
    return [
        SeatSetup(name, colours[i % len(colours)], "ai" if i in auto_seats else "human", "normal")
        for i, name in enumerate(names)
    ]


def seats_to_extra(seats: list[SeatSetup]) -> dict[str, Any]:
    return {"app": "kontor", "seats": [s.to_json() for s in seats]}


def seats_from_extra(extra: dict[str, Any], names: tuple[str, ...], auto_seats: frozenset[int]) -> list[SeatSetup]:
    """Seats from a save; the save's config names and AI list win if the extra block disagrees."""
    fallback = default_seats(names, auto_seats)
    stored = extra.get("seats") if isinstance(extra, dict) else None
    seats = []
    for i, base in enumerate(fallback):
        entry = stored[i] if isinstance(stored, list) and i < len(stored) else None
        seat = SeatSetup.from_json(entry, base)
        kind = "ai" if i in auto_seats else "human"
        seats.append(SeatSetup(names[i], seat.colour, kind, seat.level))
    return seats

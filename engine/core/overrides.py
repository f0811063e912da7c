"""Corrections of reconstructed data by players who own the printed game: format, validation, application.

A game names the data it lets players correct as :class:`DataTable`s (``Ruleset.data_tables``):
per table the entries, the fields that may change and how each is checked. An overrides
object maps ``table -> entry id -> field -> value``::

    {"cards": {"contract_a1": {"goods": ["coffee", "tea"], "points": 6}}}

It is part of :class:`engine.core.game.GameConfig` (``config.overrides``), so a save carries
the values its game was played with and a replay uses them again. A file in the user data
folder holds it with a small header (:func:`read_file`). Every error names the bad entry.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.errors import ConfigError

FORMAT = "kontor-overrides"
VERSION = 1
FIELD_KINDS = ("int", "list", "word")
MAX_FILE_BYTES = 1024 * 1024  # a game's whole table of corrections takes a few KB


class OverridesError(ConfigError):
    """An overrides file or object that does not fit the game's data; the message names the entry.
    ``code`` is "overrides_damaged" (with the ``reason``) for a file that is no JSON a person wrote
    (unreadable, too large, nested too deeply, a number of thousands of digits)."""


def _short(value: Any) -> str:
    """A bad value as a message quotes it, cut when it is long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class FieldRule:
    """How one overridable field is checked: a whole number in a range, one known word, or a list of them."""

    kind: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # a word's or a list's allowed entries
    min_length: int = 0
    max_length: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in FIELD_KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")

    def check(self, value: Any) -> Any:
        """The value in canonical form, or a ValueError saying what is wrong with it."""
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"must be a whole number, not {_short(value)}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"must be at most {self.maximum}, not {value}")
            return value
        if self.kind == "word":
            if value not in self.choices:
                raise ValueError(f"must be one of {', '.join(self.choices)}, not {_short(value)}")
            return value
        if not isinstance(value, list):
            raise ValueError(f"must be a list, not {_short(value)}")
        for item in value:
            if item not in self.choices:
                raise ValueError(f"has the unknown entry {_short(item)} (known: {', '.join(self.choices)})")
        if len(value) < self.min_length:
            raise ValueError(f"needs at least {self.min_length} entries, not {len(value)}")
        if self.max_length is not None and len(value) > self.max_length:
            raise ValueError(f"takes at most {self.max_length} entries, not {len(value)}")
        return list(value)


@dataclass(frozen=True)
class DataTable:
    """One table a game lets players correct: its entries' current values of the overridable fields,
    the rule of each field, and which fields of which entry are reconstructed (marked on the table)."""

    name: str
    entries: Mapping[str, Mapping[str, Any]]
    fields: Mapping[str, FieldRule]
    reconstructed: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def validate(game_id: str, tables: Mapping[str, DataTable], data: Any) -> dict[str, dict[str, dict[str, Any]]]:
    """``data`` checked against the game's tables, in canonical form (sorted, no empty parts)."""
    where = f"overrides for {game_id}"
    if not isinstance(data, Mapping):
        raise OverridesError(f"{where}: expected an object of tables, not {type(data).__name__}")
    result: dict[str, dict[str, dict[str, Any]]] = {}
    for table_name in sorted(data):
        table = tables.get(table_name)
        if table is None:
            known = ", ".join(sorted(tables)) or "none"
            raise OverridesError(f"{where}: there is no table {_short(table_name)} (tables: {known})")
        entries = data[table_name]
        if not isinstance(entries, Mapping):
            raise OverridesError(f"{where}: '{table_name}' must map entry ids to values")
        for entry_id in sorted(entries):
            name = f"{table_name}.{entry_id if len(entry_id) <= 40 else entry_id[:37] + '...'}"
            if entry_id not in table.entries:
                raise OverridesError(f"{where}: {name} is not an entry of '{table_name}'")
            values = entries[entry_id]
            if not isinstance(values, Mapping) or not values:
                raise OverridesError(f"{where}: {name} must give at least one field and its value")
            checked: dict[str, Any] = {}
            for key in sorted(values):
                rule = table.fields.get(key)
                if rule is None or key not in table.entries[entry_id]:
                    allowed = ", ".join(f for f in sorted(table.fields) if f in table.entries[entry_id])
                    raise OverridesError(f"{where}: {name} has no field {_short(key)} to change (fields: {allowed})")
                try:
                    checked[key] = rule.check(values[key])
                except ValueError as exc:
                    raise OverridesError(f"{where}: {name}.{key} {exc}") from None
            result.setdefault(table_name, {})[entry_id] = checked
    return result


def read_file(path: Path, game_id: str, tables: Mapping[str, DataTable]) -> dict[str, dict[str, dict[str, Any]]]:
    """The overrides in ``path``: ``{"format": "kontor-overrides", "version": 1, "game": id, "tables": {...}}``.

    The file is read as carefully as a save: bounded in size, nesting and numbers, a UTF-8 BOM allowed."""
    from engine.core.errors import SaveError
    from engine.core.saves import MAX_DEPTH, parse_json, read_text  # late: saves imports the games' core

    try:
        data = parse_json(read_text(path, MAX_FILE_BYTES), "the file", MAX_FILE_BYTES, MAX_DEPTH)
    except SaveError as exc:
        raise OverridesError(f"{path.name} cannot be used: {exc}", "overrides_damaged", reason=str(exc)) from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise OverridesError(f"{path.name} is not a Kontor overrides file (\"format\": \"{FORMAT}\" is missing)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise OverridesError(f"{path.name} has version {_short(version)}; this Kontor reads version {VERSION}")
    if data.get("game") != game_id:
        raise OverridesError(f"{path.name} is for the game {_short(data.get('game'))}, not {game_id!r}")
    try:
        return validate(game_id, tables, data.get("tables", {}))
    except OverridesError as exc:
        raise OverridesError(f"{path.name}: {exc}") from None


def file_text(game_id: str, overrides: Mapping[str, Any]) -> str:
    """An overrides file holding ``overrides`` (what a player starts from)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "game": game_id, "tables": overrides},
                      ensure_ascii=False, indent=2) + "\n"

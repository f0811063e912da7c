"""Save files: versioned JSON holding config and moves, replayed on load; written atomically."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core.actions import Action
from engine.core.errors import ConfigError, IllegalAction, SaveError
from engine.core.game import GameConfig
from engine.core.match import Match

FORMAT = "kontor-save"
VERSION = 1


def match_to_json(match: Match, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game_id,
        "config": match.config.to_json(),
        "actions": [[seat, action.to_notation()] for seat, action in match.moves],
        "auto_seats": sorted(match.auto_seats),
    }
    if extra:
        data["extra"] = dict(extra)
    return data


def dumps(match: Match, extra: Mapping[str, Any] | None = None) -> str:
    return json.dumps(match_to_json(match, extra), ensure_ascii=False, indent=1) + "\n"


def match_from_json(data: Any, source: str = "the save") -> Match:
    """Rebuild a match by replaying its moves; SaveError names what is wrong."""
    from engine import games  # late import: the registry imports every game

    if not isinstance(data, dict):
        raise SaveError(f"{source} is not a Kontor save (not a JSON object)")
    if data.get("format") != FORMAT:
        raise SaveError(f"{source} is not a Kontor save (format is {data.get('format')!r})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError(f"{source} has an invalid version {version!r}")
    if version > VERSION:
        raise SaveError(
            f"{source} was written by a newer Kontor (save version {version}, "
            f"this version reads up to {VERSION})"
        )
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise SaveError(f"{source} does not say which game it is")
    try:
        ruleset = games.get(game_id)
    except ConfigError as exc:
        raise SaveError(f"{source}: {exc}") from None
    try:
        config = GameConfig.from_json(data.get("config"))
        auto = data.get("auto_seats", [])
        if not isinstance(auto, list) or not all(isinstance(s, int) for s in auto):
            raise SaveError(f"{source} has a malformed list of AI seats")
        match = Match(ruleset, config, auto_seats=auto)
    except ConfigError as exc:
        raise SaveError(f"{source} has an invalid game set-up: {exc}") from None
    moves = data.get("actions")
    if not isinstance(moves, list):
        raise SaveError(f"{source} has no list of moves")
    for number, entry in enumerate(moves, start=1):
        if (
            not isinstance(entry, list)
            or len(entry) != 2
            or isinstance(entry[0], bool)
            or not isinstance(entry[0], int)
            or not isinstance(entry[1], str)
        ):
            raise SaveError(f"{source}: move {number} is malformed ({entry!r})")
        seat, notation = entry
        try:
            match.apply(seat, Action.from_notation(notation))
        except IllegalAction as exc:
            raise SaveError(f"{source}: move {number} ({notation}) cannot be replayed: {exc}") from None
    return match


def loads(text: str, source: str = "the save") -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{source} is damaged or truncated (invalid JSON at line {exc.lineno}, column {exc.colno})"
        ) from None
    return match_from_json(data, source)


def load_match(path: str | os.PathLike[str]) -> Match:
    path = Path(path)
    name = f"'{path.name}'"
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"save file {name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"save file {name} cannot be read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name} is not a Kontor save (not UTF-8 text)") from None
    return loads(text, name)


def write_atomic(path: str | os.PathLike[str], text: str, keep_backup: bool = True) -> None:
    """Write via a temporary file and rename; the previous file is kept as ``<name>.bak``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    backup_tmp = path.with_name(f".{path.name}.bak.tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            # copy, not move: the save itself must exist at every moment
            shutil.copyfile(path, backup_tmp)
            os.replace(backup_tmp, path.with_name(path.name + ".bak"))
        os.replace(tmp_name, path)
    finally:
        for leftover in (tmp_name, backup_tmp):
            if os.path.exists(leftover):
                os.unlink(leftover)


def save_match(
    match: Match, path: str | os.PathLike[str], extra: Mapping[str, Any] | None = None
) -> None:
    write_atomic(path, dumps(match, extra))


def read_extra(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The ``extra`` block of a save (seat kinds, names ...) without replaying it."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"'{Path(path).name}' cannot be read: {exc}") from None
    extra = data.get("extra", {}) if isinstance(data, dict) else {}
    return extra if isinstance(extra, dict) else {}

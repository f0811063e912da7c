"""Save files: versioned JSON holding config and moves, replayed on load; written atomically."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeGuard

from engine.core.actions import Action
from engine.core.errors import ConfigError, IllegalAction, SaveError
from engine.core.game import GameConfig, GameInfo, Ruleset
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


MAX_SAVE_BYTES = 20 * 1024 * 1024
MAX_NOTATION = 200
MAX_NAME = 100
MAX_GAME_ID = 64
MAX_DEPTH = 32
SEED_LIMIT = 2**64
# far more than any game takes (the longest, Dale with four players, about 2,000): a save with
# more is refused before its moves are read, and play.py stops a game at the same count
MAX_MOVES = 100_000
# characters that would garble the screen or the terminal: controls, line separators,
# bidi overrides and lone surrogates (JSON can carry them, a terminal cannot print them)
_UNSAFE_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")


def clean_name(name: str) -> str:
    """A player's name as it may be shown: without control, line-breaking and bidi-override
    characters, its ends stripped ("" when nothing is left)."""
    return _UNSAFE_IN_NAMES.sub("", name).strip()


def _shown(value: Any) -> str:
    """A short picture of a bad value for an error line (a huge one is cut)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def nesting_depth(data: Any, limit: int = MAX_DEPTH) -> int:
    """How deep lists and objects nest, counting up to ``limit + 1`` (without recursion).

    Level by level, with exact type tests: JSON gives only plain lists and dicts, and a save's
    million-entry move list is walked in a fraction of a second."""
    depth = 0
    level = [data] if type(data) in (dict, list) else []
    while level and depth <= limit:
        depth += 1
        below: list[Any] = []
        for value in level:
            below += [child for child in (value.values() if type(value) is dict else value)
                      if type(child) is list or type(child) is dict]
        level = below
    return depth


def parse_json(text: str, source: str, limit: int = MAX_SAVE_BYTES, depth: int = MAX_DEPTH) -> Any:
    """JSON from text that may start with a UTF-8 BOM; size, nesting and numbers are bounded."""
    data = _decode(text, source, limit)
    _check_depth(data, source, depth)
    return data


def parse_save(text: str, source: str) -> Any:
    """A save's JSON, bounded like parse_json; a move list longer than any game is refused
    before its nesting is walked (the costly part of a huge file)."""
    data = _decode(text, source, MAX_SAVE_BYTES)
    _check_move_count(data.get("actions") if isinstance(data, dict) else None, source)
    _check_depth(data, source, MAX_DEPTH)
    return data


def _check_move_count(moves: Any, source: str) -> None:
    if isinstance(moves, list) and len(moves) > MAX_MOVES:
        raise SaveError(
            f"{source}: field actions holds {len(moves)} moves, more than any game has (at most {MAX_MOVES})",
            "save_field", field="actions",
        )


def _check_depth(data: Any, source: str, depth: int) -> None:
    if nesting_depth(data, depth) > depth:
        raise SaveError(
            f"{source} nests lists or objects too deeply (more than {depth} levels)",
            "save_too_deep",
        )


def _decode(text: str, source: str, limit: int) -> Any:
    if len(text) > limit:
        raise SaveError(f"{source} is too large ({len(text) // 1024} KB; the limit is {limit // 1024} KB)",
                        "save_too_large", limit_kb=limit // 1024)
    text = text.removeprefix("\ufeff")

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not a number JSON allows")

    try:
        data = json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{source} is damaged or truncated (invalid JSON at line {exc.lineno}, column {exc.colno})",
            "save_damaged", line=exc.lineno, column=exc.colno,
        ) from None
    except RecursionError:
        raise SaveError(f"{source} nests lists or objects too deeply", "save_too_deep") from None
    except ValueError as exc:  # a number of thousands of digits, NaN, Infinity
        raise SaveError(f"{source} holds a value that is not allowed ({exc})", "save_bad_value") from None
    return data


def _check_config(data: Any, info: GameInfo, source: str) -> GameConfig:
    """The ``config`` block, field by field, before any part of a game is built."""
    if not isinstance(data, dict):
        raise SaveError(
            f"{source}: field config must be an object, not {_shown(data)}",
            "save_field", field="config",
        )
    players = data.get("players")
    if not _is_int(players) or not info.min_players <= players <= info.max_players:
        raise SaveError(
            f"{source}: field config.players must be a whole number from {info.min_players} "
            f"to {info.max_players}, not {_shown(players)}",
            "save_field", field="config.players",
        )
    seed = data.get("seed", 0)
    if not _is_int(seed) or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise SaveError(
            f"{source}: field config.seed must be a whole number below 2^64, not {_shown(seed)}",
            "save_field", field="config.seed",
        )
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(
            f"{source}: field config.options must be an object, not {_shown(options)}",
            "save_field", field="config.options",
        )
    names = data.get("names", [])
    if not isinstance(names, list) or (names and len(names) != players):
        raise SaveError(
            f"{source}: field config.names must be a list of {players} names, not {_shown(names)}",
            "save_field", field="config.names",
        )
    for index, name in enumerate(names):
        if not isinstance(name, str) or not clean_name(name) or len(name) > MAX_NAME:
            raise SaveError(
                f"{source}: field config.names[{index}] must be a name of 1 to {MAX_NAME} characters, "
                f"not {_shown(name)}",
                "save_field", field=f"config.names[{index}]",
            )
    names = [clean_name(name) for name in names]
    overrides = data.get("overrides", {})
    if not isinstance(overrides, dict):
        raise SaveError(
            f"{source}: field config.overrides must be an object, not {_shown(overrides)}",
            "save_field", field="config.overrides",
        )
    try:
        return GameConfig(players, seed, options, tuple(names), overrides)
    except ConfigError as exc:
        raise SaveError(
            f"{source}: field config is invalid: {exc}",
            "save_field", field="config.options",
        ) from None


def _check_seats(data: Any, players: int, source: str) -> list[int]:
    if not isinstance(data, list) or len(data) > players:
        raise SaveError(
            f"{source}: field auto_seats must be a list of seats, not {_shown(data)}",
            "save_field", field="auto_seats",
        )
    for seat in data:
        if not _is_int(seat) or not 0 <= seat < players:
            raise SaveError(
                f"{source}: field auto_seats holds {_shown(seat)}, not a seat from 0 to {players - 1}",
                "save_field", field="auto_seats",
            )
    return list(data)


def _check_moves(data: Any, players: int, source: str) -> list[tuple[int, Action]]:
    if not isinstance(data, list):
        raise SaveError(
            f"{source}: field actions must be a list of moves, not {_shown(data)}",
            "save_field", field="actions",
        )
    _check_move_count(data, source)
    moves: list[tuple[int, Action]] = []
    for number, entry in enumerate(data, start=1):
        if not isinstance(entry, list) or len(entry) != 2:
            raise SaveError(
                f"{source}: move {number} must be a [seat, notation] pair, not {_shown(entry)}",
                "save_move", number=number,
            )
        seat, notation = entry
        if not _is_int(seat) or not 0 <= seat < players:
            raise SaveError(
                f"{source}: move {number} has {_shown(seat)}, not a seat from 0 to {players - 1}",
                "save_move", number=number,
            )
        if not isinstance(notation, str) or not 0 < len(notation) <= MAX_NOTATION:
            raise SaveError(
                f"{source}: move {number} needs a notation of 1 to {MAX_NOTATION} characters, not {_shown(notation)}",
                "save_move", number=number,
            )
        try:
            moves.append((seat, Action.from_notation(notation)))
        except IllegalAction as exc:
            raise SaveError(
                f"{source}: move {number} ({_shown(notation)}) is not a move: {exc}",
                "save_move", number=number,
            ) from None
    return moves


def check_header(data: Any, source: str) -> Ruleset:
    """The format, version and game of a save; returns the game's ruleset."""
    from engine import games  # late import: the registry imports every game

    if not isinstance(data, dict):
        raise SaveError(f"{source} is not a Kontor save (not a JSON object)", "save_not_kontor")
    if data.get("format") != FORMAT:
        raise SaveError(
            f"{source} is not a Kontor save (format is {_shown(data.get('format'))})",
            "save_not_kontor",
        )
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(f"{source} has an invalid version {_shown(version)}", "save_field", field="version")
    if version > VERSION:
        raise SaveError(
            f"{source} was written by a newer Kontor (save version {version}, "
            f"this version reads up to {VERSION})",
            "save_newer",
        )
    game_id = data.get("game")
    if not isinstance(game_id, str) or not 0 < len(game_id) <= MAX_GAME_ID:
        raise SaveError(
            f"{source}: field game must name a game, not {_shown(game_id)}",
            "save_field", field="game",
        )
    try:
        return games.get(game_id)
    except ConfigError as exc:
        raise SaveError(f"{source}: {exc}", "save_unknown_game", game=game_id) from None


def check_extra(data: Any, source: str = "the save") -> dict[str, Any]:
    """The ``extra`` block: an object, or an empty one when it is missing."""
    extra = data.get("extra", {}) if isinstance(data, dict) else {}
    if not isinstance(extra, dict):
        raise SaveError(
            f"{source}: field extra must be an object, not {_shown(extra)}",
            "save_field", field="extra",
        )
    return extra


def match_from_json(data: Any, source: str = "the save") -> Match:
    """Check every field, then rebuild the match by replaying its moves; SaveError names what is wrong."""
    ruleset = check_header(data, source)
    config = _check_config(data.get("config"), ruleset.info, source)
    auto = _check_seats(data.get("auto_seats", []), config.players, source)
    check_extra(data, source)
    moves = _check_moves(data.get("actions"), config.players, source)
    try:
        match = Match(ruleset, config, auto_seats=auto)
    except ConfigError as exc:
        raise SaveError(f"{source} has an invalid game set-up: {exc}", "save_field", field="config") from None
    failed = _replay(match, moves)
    if failed is None:
        return match
    # a save of an earlier version whose moves the rules no longer offer: its own version's rules
    for earlier in ruleset.earlier_rules(match.config):
        retry = Match(ruleset, earlier, auto_seats=auto)
        if _replay(retry, moves) is None:
            return retry
    number, action, reason = failed
    raise SaveError(
        f"{source}: move {number} ({action.to_notation()}) cannot be replayed: {reason}",
        "save_move", number=number,
    )


def _replay(match: Match, moves: list[tuple[int, Action]]) -> tuple[int, Action, IllegalAction] | None:
    """Play ``moves`` into ``match``; the first one that is not legal (number, move, why), or None."""
    for number, (seat, action) in enumerate(moves, start=1):
        try:
            match.apply(seat, action)
        except IllegalAction as exc:
            return number, action, exc
    return None


def loads(text: str, source: str = "the save") -> Match:
    return match_from_json(parse_save(text, source), source)


def read_text(path: str | os.PathLike[str], limit: int = MAX_SAVE_BYTES) -> str:
    """The text of a save; a missing, unreadable, oversized or non-UTF-8 file raises SaveError."""
    path = Path(path)
    name = f"'{path.name}'"
    try:
        if path.exists() and not path.is_file() and not path.is_dir():
            # a pipe would block the opening, a device never end
            raise SaveError(f"save file {name} is not a file", "save_unreadable", name=path.name)
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise SaveError(f"{name} is too large ({size // 1024} KB; the limit is {limit // 1024} KB)",
                               "save_too_large", limit_kb=limit // 1024)
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise SaveError(f"save file {name} does not exist", "save_missing", name=path.name) from None
    except IsADirectoryError:
        raise SaveError(f"{name} is a folder, not a save file", "save_folder", name=path.name) from None
    except OSError as exc:
        raise SaveError(
            f"save file {name} cannot be read: {exc.strerror}",
            "save_unreadable", name=path.name,
        ) from None
    if len(raw) > limit:
        raise SaveError(
            f"{name} is too large (the limit is {limit // 1024} KB)",
            "save_too_large", limit_kb=limit // 1024,
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name} is not a Kontor save (not UTF-8 text)", "save_not_kontor") from None


def load_save(path: str | os.PathLike[str]) -> tuple[Match, dict[str, Any]]:
    """A save's match and its ``extra`` block, read and checked once."""
    name = f"'{Path(path).name}'"
    data = parse_save(read_text(path), name)
    match = match_from_json(data, name)
    return match, check_extra(data, name)


def load_match(path: str | os.PathLike[str]) -> Match:
    return load_save(path)[0]


TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 60  # a write takes milliseconds: an older temporary file was left by a crash
_WRITER = re.compile(r"\.(\d{1,9})-[^.]*\.tmp$")  # the writing process's id in a temporary file's name


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


FILE_MODE = 0o666 & ~_umask()  # what a plain new file of this user gets


def _sync_folder(folder: Path) -> None:
    """Make a rename durable: fsync the folder (POSIX; Windows cannot open folders)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], text: str, keep_backup: bool = True) -> None:
    """Write via a temporary file and rename; the previous file is kept as ``<name>.bak``.

    On any failure the temporary files are removed and the old file is untouched. The file
    and its backup get the user's usual permissions (umask), not the private ones of mkstemp.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # the process id in the names lets the next start tell a crash's leftovers from a write under way
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=TEMP_SUFFIX, dir=path.parent)
    backup_tmp = path.with_name(f".{path.name}.{os.getpid()}-bak{TEMP_SUFFIX}")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            if hasattr(os, "fchmod"):  # not on Windows, where mkstemp's mode is no issue
                os.fchmod(handle.fileno(), FILE_MODE)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            # copy, not move: the save itself must exist at every moment
            shutil.copyfile(path, backup_tmp)
            os.chmod(backup_tmp, FILE_MODE)
            os.replace(backup_tmp, path.with_name(path.name + ".bak"))
        os.replace(tmp_name, path)
        _sync_folder(path.parent)
    finally:
        for leftover in (tmp_name, backup_tmp):
            if os.path.exists(leftover):
                os.unlink(leftover)


def remove_stale_temporaries(folder: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete temporary files that write_atomic left behind in a crash: those whose writing
    process has ended, and any older than ``older_than`` seconds; returns what was removed."""
    removed: list[Path] = []
    cutoff = time.time() - older_than
    try:
        candidates = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for candidate in candidates:
        try:
            if candidate.is_file() and (_writer_ended(candidate.name) or candidate.stat().st_mtime < cutoff):
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def _writer_ended(name: str) -> bool:
    """Whether the process named in a temporary file's name has ended; False when that cannot be
    told (an older name, or no POSIX), which leaves the file to the age rule."""
    found = _WRITER.search(name)
    if found is None or os.name != "posix" or int(found.group(1)) in (0, os.getpid()):
        return False
    try:
        os.kill(int(found.group(1)), 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def save_match(
    match: Match, path: str | os.PathLike[str], extra: Mapping[str, Any] | None = None
) -> None:
    write_atomic(path, dumps(match, extra))


def read_extra(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The ``extra`` block of a save (seat kinds, names ...) without replaying it."""
    name = f"'{Path(path).name}'"
    return check_extra(parse_json(read_text(path), name), name)

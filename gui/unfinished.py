"""The unfinished games: one autosave file per game in the user data folder, newest first, at most ten.

A file is named by the game's id and the moment the game started, so a new game never
overwrites another one's autosave; "Continue" resumes the newest. A file that cannot be
loaded is set aside (renamed, never deleted) and no longer offered. Nothing here drops a
game by itself: with ten games kept, the window asks before a new one takes the oldest's place.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from engine.core.errors import SaveError
from engine.core.saves import check_header, clean_name, parse_save, read_text, write_atomic

MAX_UNFINISHED = 10
SUFFIX = ".kontor.json"
DAMAGED_SUFFIX = ".damaged"


@dataclass(frozen=True)
class UnfinishedGame:
    """One resumable game as the start screen lists it (read from the file's header only)."""

    path: Path
    game_id: str
    names: tuple[str, ...]
    moves: int
    saved: datetime


class UnfinishedGames:
    """The folder of unfinished games. ``legacy`` is the single autosave file of older versions,
    moved in the first time the folder is read."""

    def __init__(self, folder: Path, limit: int = MAX_UNFINISHED, legacy: Path | None = None) -> None:
        self.folder = folder
        self.limit = limit
        self.legacy = legacy

    def new_path(self, game_id: str, started: datetime | None = None) -> Path:
        """A fresh file name for a game that starts now: ``<game>-<YYYYmmdd-HHMMSS>[-n].kontor.json``."""
        stamp = (started or datetime.now()).strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{game_id}-{stamp}{SUFFIX}"
        number = 2
        while path.exists():
            path = self.folder / f"{game_id}-{stamp}-{number}{SUFFIX}"
            number += 1
        return path

    def write(self, path: Path, text: str) -> None:
        """Write one game's autosave (raises OSError)."""
        write_atomic(path, text, keep_backup=False)

    def remove(self, path: Path) -> None:
        path.unlink(missing_ok=True)

    def set_aside(self, path: Path) -> Path:
        """Rename a file that failed to load, so it is kept but no longer offered."""
        aside = path.with_name(path.name + DAMAGED_SUFFIX)
        try:
            os.replace(path, aside)
        except OSError:
            return path
        return aside

    def files(self) -> list[Path]:
        """The autosave files, newest first."""
        self._adopt_legacy()
        try:
            found = [p for p in self.folder.glob(f"*{SUFFIX}") if p.is_file()]
        except OSError:
            return []
        return sorted(found, key=lambda p: (_mtime(p), p.name), reverse=True)

    def listing(self) -> list[UnfinishedGame]:
        """The resumable games, newest first; files whose header is unreadable are left out."""
        return [game for path in self.files()[: self.limit] if (game := self.game(path)) is not None]

    def game(self, path: Path) -> UnfinishedGame | None:
        """One file as the start screen lists it; None when its header cannot be read."""
        try:
            data = parse_save(read_text(path), f"'{path.name}'")
            check_header(data, f"'{path.name}'")
        except SaveError:
            return None
        config = data.get("config") if isinstance(data.get("config"), dict) else {}
        names = config.get("names") if isinstance(config.get("names"), list) else []
        moves = data.get("actions") if isinstance(data.get("actions"), list) else []
        return UnfinishedGame(path, data["game"], tuple(clean_name(str(n)) for n in names), len(moves),
                              datetime.fromtimestamp(_mtime(path)))

    def newest(self) -> UnfinishedGame | None:
        listing = self.listing()
        return listing[0] if listing else None

    def crowded_out(self) -> list[Path]:
        """The oldest files that must go before one more game fits; none while there is room."""
        files = self.files()
        return files[self.limit - 1:] if len(files) >= self.limit else []

    def _adopt_legacy(self) -> None:
        legacy = self.legacy
        if legacy is None or not legacy.is_file():
            return
        try:
            game_id = check_header(parse_save(read_text(legacy), "autosave"), "autosave").info.id
        except SaveError:
            game_id = "game"
        target = self.new_path(game_id, datetime.fromtimestamp(_mtime(legacy)))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(legacy, target)
        except OSError:
            self.legacy = None  # it stays where it is; trying again at every listing would not help


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0

"""Where Kontor finds its bundled files and keeps user data (platformdirs, or KONTOR_HOME).

A user folder that cannot be made or written to (a read-only home, a file in its place, another
owner) is replaced by the same folder under ``kontor-<user>`` in the system's temporary folder;
``folder_trouble`` tells the start screen once. When even that fails, the folder is returned
as it is: nothing can be saved then, and every write reports its failure as it does on a full disk.
"""

from __future__ import annotations

import errno
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Kontor"


def app_root() -> Path:
    """The folder holding resources/, translations/ and docs/ (the bundle's folder when frozen)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return app_root() / "resources"


def translations_dir() -> Path:
    return app_root() / "translations"


def rules_dir() -> Path:
    return app_root() / "docs" / "rules"


def _home() -> Path | None:
    value = os.environ.get("KONTOR_HOME")
    return Path(value) if value else None


@dataclass(frozen=True)
class FolderTrouble:
    """A user folder Kontor could not use: why, and the fallback used instead (None: none could be made)."""

    wanted: Path
    error: OSError
    fallback: Path | None


_troubles: dict[Path, FolderTrouble] = {}
_told: set[Path] = set()


def _folder(path: Path, fallback: str) -> Path:
    """``path``, made if need be, or when it cannot be used the folder ``fallback`` under the
    temporary one (see the module's docstring)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if os.access(path, os.W_OK):
            _troubles.pop(path, None)
            return path
        error = OSError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    except OSError as exc:
        error = exc
    if path not in _troubles:
        _troubles[path] = FolderTrouble(path, error, _fallback(fallback))
    return _troubles[path].fallback or path


def _fallback(name: str) -> Path | None:
    root = Path(tempfile.gettempdir()) / f"kontor-{os.getuid() if hasattr(os, 'getuid') else 'user'}"
    try:
        root.mkdir(mode=0o700, exist_ok=True)
        # a folder of that name made by another user is not trusted with this user's files
        if hasattr(os, "getuid") and (root.is_symlink() or root.stat().st_uid != os.getuid()):
            return None
        (root / name).mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return root / name


def folder_trouble() -> FolderTrouble | None:
    """The first user folder in use that could not be used as wanted, not told of yet (told once per run)."""
    current = set(user_folders())
    for wanted, trouble in _troubles.items():
        if wanted not in _told and (trouble.fallback or wanted) in current:
            _told.update(_troubles)  # one notice says it for all of them
            return trouble
    return None


def can_save() -> bool:
    """False when a user folder could be neither used nor replaced: nothing is saved this run."""
    return all(os.access(folder, os.W_OK) for folder in user_folders())


def data_dir() -> Path:
    home = _home()
    return _folder(home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)), "data")


def config_dir() -> Path:
    home = _home()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return _folder(path, "config")


def saves_dir() -> Path:
    return _folder(data_dir() / "saves", "data/saves")


def autosave_path() -> Path:
    """The single autosave of older versions (adopted into unfinished_dir())."""
    return data_dir() / "autosave.kontor.json"


def unfinished_dir() -> Path:
    """One autosave file per unfinished game."""
    return _folder(data_dir() / "unfinished", "data/unfinished")


def settings_path() -> Path:
    return config_dir() / "settings.json"


def user_folders() -> list[Path]:
    """Every folder Kontor writes files into (cleaned of crash leftovers at start)."""
    return [data_dir(), saves_dir(), unfinished_dir(), config_dir()]

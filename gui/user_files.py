"""Safe reading of the user's own JSON files (settings, statistics): bounded, and never blocking the start.

A damaged file (unreadable, too large, nested too deeply, not JSON) is set aside as
``<stem>.corrupt-<n><suffix>`` next to it, never deleted; the caller gets ``None`` and
uses its defaults, and a notice for the person is queued once (the next start finds no
damaged file, so it says nothing).
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.errors import SaveError
from engine.core.saves import parse_json, read_text
from gui.i18n import tr
from gui.paths import folder_trouble

MAX_USER_FILE_BYTES = 5 * 1024 * 1024
MAX_USER_FILE_DEPTH = 32

_notices: list[str] = []


@dataclass(frozen=True)
class UserJson:
    """What ``read_user_json`` found: the parsed data (None: missing or damaged) and, for a
    damaged file, where it was set aside (the file itself when it could not be moved)."""

    data: Any
    damaged: Path | None = None


def read_user_json(path: Path, max_bytes: int = MAX_USER_FILE_BYTES,
                   max_depth: int = MAX_USER_FILE_DEPTH) -> UserJson:
    """The JSON in ``path``; a missing file gives ``UserJson(None)``, a damaged one is set aside."""
    if not path.exists():
        return UserJson(None)
    try:
        return UserJson(parse_json(read_text(path, max_bytes), f"'{path.name}'", max_bytes, max_depth))
    except SaveError as exc:
        return UserJson(None, set_aside(path, str(exc)))


def set_aside(path: Path, reason: str) -> Path:
    """Move a damaged user file out of the way and queue the notice; also for callers whose
    own check of the parsed data fails. Returns where the file is now."""
    aside = aside_name(path)
    try:
        os.replace(path, aside)
    except OSError:
        aside = path  # it cannot even be moved: it stays, and is read (and refused) again next time
    _notices.append(
        tr("%1 could not be read (%2). Kontor uses the defaults; the old file is kept as %3.")
        .replace("%1", path.name).replace("%2", reason).replace("%3", aside.name)
    )
    return aside


def aside_name(path: Path) -> Path:
    number = 1
    while (candidate := path.with_name(f"{path.stem}.corrupt-{number}{path.suffix}")).exists():
        number += 1
    return candidate


def take_notices() -> list[str]:
    """The notices queued since the last call (each is shown once), a folder that could not be
    used first."""
    trouble = folder_trouble()
    taken = [] if trouble is None else [_folder_notice(trouble.wanted, trouble.error, trouble.fallback)]
    taken += _notices
    _notices.clear()
    return taken


def _folder_notice(wanted: Path, error: OSError, fallback: Path | None) -> str:
    text = (tr("Kontor cannot use its folder %1 (%2). Your games and settings are kept in %3 for now, "
               "which the computer may empty when it restarts.") if fallback is not None else
            tr("Kontor cannot use its folder %1 (%2). You can play, but nothing can be saved."))
    return text.replace("%1", str(wanted)).replace("%2", os_error_text(error)).replace("%3", str(fallback))


def os_error_text(error: OSError) -> str:
    """Why a file could not be written, in words (not "[Errno 30] ... .tmp")."""
    words = {
        errno.EROFS: tr("the disk is read-only"),
        errno.ENOSPC: tr("the disk is full"),
        getattr(errno, "EDQUOT", errno.ENOSPC): tr("the disk is full"),  # a quota; not on Windows
        errno.EACCES: tr("Kontor may not write there"),
        errno.EPERM: tr("Kontor may not write there"),
        errno.ENOTDIR: tr("a file is in the way of a folder"),
        errno.EEXIST: tr("a file is in the way of a folder"),
        errno.ENOENT: tr("the folder is gone"),
    }
    return words.get(error.errno or 0) or error.strerror or tr("the system refused it")

"""Kontor's version: pyproject.toml where it ships (source tree and bundle), else the installed metadata."""

from __future__ import annotations

import tomllib
from importlib import metadata

from gui.paths import app_root


def kontor_version() -> str:
    pyproject = app_root() / "pyproject.toml"
    try:
        return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        pass
    try:
        return metadata.version("kontor")
    except metadata.PackageNotFoundError:
        return "unknown"

"""Where Kontor finds its bundled files and keeps user data (platformdirs, or KONTOR_HOME)."""

from __future__ import annotations

import os
import sys
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


def data_dir() -> Path:
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    home = _home()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The single autosave of older versions (adopted into unfinished_dir())."""
    return data_dir() / "autosave.kontor.json"


def unfinished_dir() -> Path:
    """One autosave file per unfinished game."""
    path = data_dir() / "unfinished"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return config_dir() / "settings.json"


def user_folders() -> list[Path]:
    """Every folder Kontor writes files into (cleaned of crash leftovers at start)."""
    return [data_dir(), saves_dir(), unfinished_dir(), config_dir()]

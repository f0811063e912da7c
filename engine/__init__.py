"""Kontor's rules engine: pure Python, no Qt (some modules may also be compiled, see compiled.py)."""

from engine import compiled as _compiled  # noqa: F401 - decides before any game module loads

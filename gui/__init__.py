"""Kontor's desktop interface (PySide6); the only package that imports Qt."""

from gui.compat import protect_singletons

protect_singletons()

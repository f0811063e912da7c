"""Kontor's desktop interface (PySide6)."""

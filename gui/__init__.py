"""Kontor's desktop interface (PySide6); the only package that imports Qt."""

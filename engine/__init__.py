"""Kontor's rules engine: pure Python, no Qt."""

"""Which painted characters are symbols a legend must explain: anything not a letter, digit, space or
plain punctuation of a sentence."""

from __future__ import annotations

PLAIN = set(".,:;'\"()[]-–—/%·…?!&") - {"?", "!"}  # "?" and "!" alone on a piece mean something


def symbols_in(text: str) -> set[str]:
    """The symbol characters of ``text`` ("★", "+", "×", "◆"), each once."""
    return {char for char in text if not char.isalnum() and not char.isspace() and char not in PLAIN}

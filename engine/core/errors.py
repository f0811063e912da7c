"""Precise error types of the engine; each carries a message meant for a person."""

from typing import Any


class KontorError(Exception):
    """Base class of every error the engine raises on purpose.

    The message is English, for logs and the command line. ``code`` and ``params`` say the same
    as data, so the window can put it in the player's language (gui/errors.py); "" when the
    message has no code yet, and the window shows the English words."""

    def __init__(self, message: str = "", code: str = "", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class IllegalAction(KontorError):  # noqa: N818 - the contract's name
    """An action that the rules do not allow now; the state is unchanged."""


class ConfigError(KontorError):
    """A game configuration (players, options, names) that the game does not accept."""


class SaveError(KontorError):
    """A save file that cannot be loaded: truncated, corrupt, foreign or too new."""

"""Precise error types of the engine; each carries a message meant for a person."""


class KontorError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(KontorError):  # noqa: N818 - the contract's name
    """An action that the rules do not allow now; the state is unchanged."""


class ConfigError(KontorError):
    """A game configuration (players, options, names) that the game does not accept."""


class SaveError(KontorError):
    """A save file that cannot be loaded: truncated, corrupt, foreign or too new."""

"""Guards against a PySide6 6.12 defect on Python 3.11 that would crash long sessions."""

from __future__ import annotations

import ctypes
import sys

# Shiboken 6.12 returns None from void Qt methods without taking a reference. On Python
# 3.11 None is not immortal (it is from 3.12 on), so every such call drops one of None's
# references and a long session ends in "none_dealloc". Raising the singletons' counts by
# a margin no session can exhaust makes them as immortal as newer Pythons make them.
_MARGIN = 1 << 40
_applied = False


def affected(python: tuple[int, int], shiboken: str) -> bool:
    major_minor = tuple(int(part) for part in shiboken.split(".")[:2])
    return python < (3, 12) and major_minor >= (6, 12)


def protect_singletons() -> bool:
    """Apply the guard once if this Python/Shiboken pair needs it; True if applied."""
    global _applied
    if _applied:
        return True
    try:
        import shiboken6
    except ImportError:
        return False
    if not affected(sys.version_info[:2], shiboken6.__version__):
        return False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += _MARGIN
    _applied = True
    return True

"""A search leaves the objects it found alone: the cycle collector walks only what it makes."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_running = 0  # searches running in this process (a hint may search beside an AI seat)


@contextmanager
def frozen_heap() -> Iterator[None]:
    """While a search runs, every object that was there before it is left out of the cycle
    collector's work (``gc.freeze``), and handed back to it when the last search ends.

    A search allocates so much that the collector makes full collections again and again, and
    each walked every object of the process: the games' memos, the window's objects. After a few
    games that was a tenth of a search's time (docs/ai/notes/2026-12-06-search-speed.md)."""
    global _running
    with _lock:
        _running += 1
        if _running == 1:
            gc.freeze()
    try:
        yield
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                gc.unfreeze()

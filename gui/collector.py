"""Python's cycle collector runs in the window's thread only.

Left to itself, the collector runs in whichever thread allocates past its threshold, most often an AI
search or a hint in a worker thread. Widgets, scenes and timers left in reference cycles would then be
destroyed in that thread, which Qt does not allow: the window crashes later, in its own thread. So
the window turns automatic collection off and collects on a timer of its own thread, by Python's
thresholds. The AI processes are started afresh (spawn) and collect as usual.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

TICK_MS = 250


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        gc.disable()
        self.timer.start(TICK_MS)

    def collect_due(self) -> int:
        """Collect the generations whose counts passed their thresholds, as Python would have."""
        young, middle, old = gc.get_count()
        first, second, third = gc.get_threshold()
        if young <= first:
            return 0
        generation = 0
        if middle > second:
            generation = 2 if old > third else 1
        return gc.collect(generation)


def install(app: QCoreApplication) -> GuiThreadCollector:
    """The application's one collector, made on the first call (from the window's thread)."""
    found = app.findChild(GuiThreadCollector)
    return found if found is not None else GuiThreadCollector(app)

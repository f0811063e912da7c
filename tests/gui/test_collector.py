"""Python's cycle collector never destroys a Qt object in an AI's worker thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtWidgets import QApplication, QGraphicsScene

from gui import collector


class Marker:
    """Part of a reference cycle with a scene; notes the thread that collected it."""

    def __init__(self, threads: list[str]) -> None:
        self.threads = threads
        self.scene = QGraphicsScene()
        self.scene.setProperty("marker", None)
        self.itself = self

    def __del__(self) -> None:
        self.threads.append(threading.current_thread().name)


def churn() -> None:
    """What a search does: many short-lived objects in cycles, far past every collection threshold."""
    for _ in range(200_000):
        node: dict = {}
        node["self"] = node


def test_cycles_with_qt_objects_are_collected_in_the_window_thread(qtbot, qapp: QApplication) -> None:  # noqa: ANN001
    assert collector.install(qapp) is collector.install(qapp)  # one per application
    assert not gc.isenabled()
    threads: list[str] = []
    Marker(threads)  # garbage at once, but only the cycle collector can free it
    worker = threading.Thread(target=churn, name="search")
    worker.start()
    worker.join()
    assert threads == []  # the search's allocations did not collect it in the search's thread
    qtbot.waitUntil(lambda: threads != [], timeout=5000)
    assert threads == [threading.main_thread().name]


def test_the_program_collects_in_its_window_thread(monkeypatch) -> None:  # noqa: ANN001
    from gui.app import create_application

    installed = []
    monkeypatch.setattr(collector, "install", installed.append)
    app = create_application()
    assert installed == [app]

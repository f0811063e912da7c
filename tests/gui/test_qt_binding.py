"""The installed Qt binding must not leak references to None (PySide6 6.12 on Python 3.11 does)."""

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_the_reference_count_of_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(3000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 50

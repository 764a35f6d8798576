"""The Qt binding keeps Python's reference counts right: PySide6 6.12.0 released one
reference to ``None`` on every call of a method that returns nothing, so a screen that
repaints several times a second ended the program ("Fatal Python error: none_dealloc")
within minutes. pyproject.toml keeps that version out; this test catches any other."""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_calls_that_return_nothing_leave_none_alone(qtbot: QtBot) -> None:
    label = QLabel("30:00")
    qtbot.addWidget(label)
    font = QFont("DejaVu Sans")
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("29:59")
        font.setPixelSize(120)
        label.setFont(font)
        label.setStyleSheet("color: white;")
    # A little slack for unrelated objects created or freed meanwhile; the bug lost 2,000.
    assert abs(sys.getrefcount(None) - before) < 50

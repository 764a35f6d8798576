"""What the History dialogs share: the save callback, styles, dates and file names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
)

from ui.history import DataFormat

__all__ = [
    "ERROR_STYLE",
    "OK_STYLE",
    "SUMMARY_STYLE",
    "ExportBar",
    "Save",
    "add_export_bar",
    "close_box",
    "file_slug",
    "filters",
    "format_date",
]


Save = Callable[[str, str, str, Callable[[], str]], str]
"""``save(title, suggested_name, filters, produce) -> message`` ("" when cancelled)."""

ERROR_STYLE = "color: #b3261e; font-weight: bold;"
OK_STYLE = "color: #1e6b35;"
SUMMARY_STYLE = "background: #eef3f0; color: #1b1b1b; padding: 8px; border-radius: 6px;"


def format_date(ms: int) -> str:
    """An instant as a local calendar date (``2027-01-15``)."""
    return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d")


def filters(fmt: DataFormat) -> str:
    if fmt == "csv":
        return QCoreApplication.translate("HistoryDialogs", "CSV files (*.csv)")
    return QCoreApplication.translate("HistoryDialogs", "JSON (*.json)")


def file_slug(text: str) -> str:
    """A name for a file from a title: ``"Friday Night!"`` -> ``friday-night``."""
    kept = "".join(ch if ch.isalnum() else "-" for ch in text.strip().lower())
    return "-".join(part for part in kept.split("-") if part) or "export"


def close_box(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    box.rejected.connect(dialog.reject)
    return box


@dataclass(frozen=True, slots=True)
class ExportBar:
    """The foot of a History dialog: a status line, then CSV / JSON export buttons and Close."""

    status: QLabel
    csv_button: QPushButton
    json_button: QPushButton


def add_export_bar(
    dialog: QDialog,
    layout: QBoxLayout,
    csv_text: str,
    json_text: str,
    export: Callable[[DataFormat], object],
) -> ExportBar:
    """Add the status line and the export row to ``layout``; the buttons call ``export``."""
    status = QLabel()
    status.setWordWrap(True)
    layout.addWidget(status)
    row = QHBoxLayout()
    csv_button, json_button = QPushButton(csv_text), QPushButton(json_text)
    csv_button.clicked.connect(lambda: export("csv"))
    json_button.clicked.connect(lambda: export("json"))
    row.addWidget(csv_button)
    row.addWidget(json_button)
    row.addStretch(1)
    row.addWidget(close_box(dialog))
    layout.addLayout(row)
    return ExportBar(status, csv_button, json_button)

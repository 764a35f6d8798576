"""What the History dialogs share: the save callback, styles, dates and file names."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from ui.history import DataFormat

__all__ = [
    "ERROR_STYLE",
    "OK_STYLE",
    "SUMMARY_STYLE",
    "Save",
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

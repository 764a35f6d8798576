"""Saving a PDF where it cannot be written says so (issue 25, item 12).

File → Print (answered with "Print to PDF") and the rehearsal's report returned as if saved
when the folder was missing or read-only. Now the director reads that the file could not be
written, with its path, and no file appears.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.db.small_disk import small_disk
from tests.e2e.support import FakeClock, open_app
from tests.ui.test_rehearsal_dialog import _outcome
from tournament.structure_io import load_preset
from ui.app import AppParts
from ui.printing import PdfWriteError, save_pdf, structure_html
from ui.rehearsal_dialog import RehearsalDialog


def test_save_pdf_into_a_missing_folder_raises_naming_the_file(
    qtbot: QtBot, tmp_path: Path
) -> None:
    target = tmp_path / "no such folder" / "structure.pdf"
    with pytest.raises(PdfWriteError) as caught:
        save_pdf(structure_html("Club", []), target)
    assert str(target) in str(caught.value)
    assert "could not write" in str(caught.value)
    assert not target.parent.exists()


def test_save_pdf_into_a_read_only_folder_raises_naming_the_file(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with small_disk(tmp_path / "ro", "1m") as folder:
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        target = folder / "structure.pdf"
        with pytest.raises(PdfWriteError) as caught:
            save_pdf(structure_html("Club", []), target)
        assert str(target) in str(caught.value)
        assert "Read-only file system" in str(caught.value)
        assert list(folder.iterdir()) == []


def test_file_print_to_a_pdf_in_a_missing_folder_is_reported_in_the_console(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    target = tmp_path / "gone" / "chart.pdf"

    def print_to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    console.run_dialog = print_to_pdf
    assert console.menus.print_chart_action is not None
    console.menus.print_chart_action.trigger()
    banner = console.banner.text()
    assert f"could not write {target}" in banner
    assert not target.exists()


def test_the_rehearsal_report_into_a_missing_folder_says_it_was_not_saved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.show_outcome(_outcome())  # type: ignore[arg-type]
    target = tmp_path / "gone" / "rehearsal.pdf"
    assert dialog.save_pdf(str(target)) is None
    assert f"could not write {target}" in dialog.status.text()
    assert not target.exists()

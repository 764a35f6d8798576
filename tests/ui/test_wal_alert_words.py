"""The dialog that says the database is at risk reads in the director's language (issue
23: its title, heading and buttons stayed English in a German, French or Japanese run:
their texts went through a wrapper the translation tools could not see)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from db.wal_watch import WalWatch
from ui.domain_text import domain_text
from ui.wal_alert import FreshCopyDialog


@pytest.mark.parametrize(
    ("language", "title", "write", "later"),
    [
        ("en", "The database is at risk", "Write a fresh copy now", "Not now"),
        ("de", "Die Datenbank ist in Gefahr", "Jetzt eine frische Kopie schreiben", "Nicht jetzt"),
        (
            "fr",
            "La base de données est en danger",
            "Écrire une copie neuve maintenant",
            "Pas maintenant",
        ),
        ("ja", "データベースが危険な状態です", "今すぐ新しいコピーを書き出す", "今はしない"),
    ],
    indirect=["language"],
)
def test_the_at_risk_dialog_speaks_the_directors_language(
    qtbot: QtBot, language: str, title: str, write: str, later: str
) -> None:
    dialog = FreshCopyDialog("…")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == title
    assert dialog.write_button.text() == write
    buttons = [b.text() for b in dialog.findChildren(type(dialog.write_button))]
    assert later in buttons


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_lost_write_ahead_log_is_told_in_german(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """The database's own warning (db.wal_watch), shown in the console's error line and the
    dialog, was English in a German run. Its -wal deleted under the running program, no
    connection to secure it with: everything is in memory only."""
    database = tmp_path / "freitag.sqlite"
    wal = tmp_path / "freitag.sqlite-wal"
    wal.write_bytes(b"")
    watch = WalWatch(database)
    wal.unlink()
    problem = watch.check()
    assert problem is not None
    words = domain_text(problem)
    assert words == (
        f"Die Datenbank {database} ist in Gefahr: ihr Write-Ahead-Log (freitag.sqlite-wal) "
        "wurde gelöscht, während pokerfloor lief. Noch ist alles im Speicher, aber die "
        "Aktionen seit dem letzten Speichern gingen verloren, wenn pokerfloor jetzt endete. "
        "Bitte eine frische Kopie des Turniers schreiben und damit weitermachen."
    )
    dialog = FreshCopyDialog(words)
    qtbot.addWidget(dialog)
    assert dialog.message.text() == words

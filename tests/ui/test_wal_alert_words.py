"""The dialog that says the database is at risk reads in the director's language (issue
23: its title, heading and buttons stayed English in a German, French or Japanese run:
their texts went through a wrapper the translation tools could not see)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

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

"""The structure editor's club before any template is kept reads in the director's
language (issue 23: "My club" in a German, French or Japanese run), and a template saved
under it goes to that club."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tournament.structure_io import load_preset
from ui.structure_template_row import TemplateRow
from ui.structure_templates import TemplateStore


@pytest.mark.parametrize(
    ("language", "club"),
    [("en", "My club"), ("de", "Mein Club"), ("fr", "Mon club"), ("ja", "マイクラブ")],
    indirect=["language"],
)
def test_the_first_club_is_named_in_the_directors_language(
    qtbot: QtBot, tmp_path: Path, language: str, club: str
) -> None:
    store = TemplateStore(tmp_path / "templates")
    said: list[tuple[str, bool]] = []
    row = TemplateRow(store, lambda text, wrong: said.append((text, wrong)))
    qtbot.addWidget(row)
    assert row.club.currentText() == club
    row.ask_name = lambda _title, _suggested: "Friday"
    assert row.save(load_preset("nlhe-regular"))
    assert store.clubs() == [club]
    assert store.names(club) == ["Friday"]

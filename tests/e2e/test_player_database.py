"""The player database as a director uses it: type-ahead and "did you mean…?" when
registering, Players → Player database… to search, keep notes and a photo, merge two
records of one person, and import players from a CSV file with a preview. The demo event's
27 people are in the database (its players were registered through the real projection)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.dialogs import ChoiceDialog
from ui.players_database import PlayerDatabaseDialog
from ui.players_import import CsvImportDialog

SHOTS = Path("/tmp/pokerfloor-shots")


def _open(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> AppParts:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    first, second = parts.facade.players()[:2]
    parts.facade.send(c.EliminatePlayer(first.player_id))
    parts.facade.send(c.EliminatePlayer(second.player_id))  # two open seats for the newcomers
    return parts


def _people(parts: AppParts) -> dict[str, int]:
    assert parts.console.people is not None
    return {p.name: p.tournaments for p in parts.console.people.people()}


def test_registering_offers_known_names_and_asks_before_a_near_duplicate(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    people = console.people
    assert people is not None
    people.add_people([("Zoë Müller", "DE", ""), ("Alice Moreau", "FR", "")])
    console.players_tab.name_completer.forget()
    field = console.players_tab.name_edit
    QTest.keyClicks(field, "mor")
    assert "Alice Moreau" in console.players_tab.name_completer.offered()
    field.clear()
    # The same person but for case, accents and spaces: registered under the database's
    # spelling, no question asked.
    console.run_dialog = lambda dialog: (_ for _ in ()).throw(AssertionError("asked"))
    QTest.keyClicks(field, "zoe   MULLER")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert "Zoë Müller" in [r.name for r in parts.facade.players()]
    assert _people(parts)["Zoë Müller"] == 1  # the database's person, now in this event
    asked: list[list[str]] = []

    def pick_alice(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        asked.append([dialog.combo.itemText(i) for i in range(dialog.combo.count())])
        dialog.choose("Alice Moreau")
        return True

    console.run_dialog = pick_alice
    QTest.keyClicks(field, "Alise Moreau")  # a typo
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert asked == [["Alice Moreau", "No: “Alise Moreau” is a new player"]]
    names = [r.name for r in parts.facade.players()]
    assert "Alice Moreau" in names
    assert "Alise Moreau" not in names
    console.run_dialog = lambda dialog: False  # "Did you mean…?" cancelled: nobody registers
    QTest.keyClicks(field, "Alice Morreau")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert len(parts.facade.players()) == 29
    assert field.text() == "Alice Morreau"  # kept, to correct


def test_notes_photo_and_merging_two_records_of_one_person(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    assert console.people is not None
    console.people.add_people([("Zoe Muller", "DE", "plays Sundays")])  # an old record
    console.players_tab.name_completer.forget()
    console.run_dialog = lambda dialog: False  # "did you mean Zoe Muller?": no, a new one
    parts.facade.send(
        c.RegisterAndBuyIn("Zoë Müller")
    )  # registered without the check: a second record
    assert _people(parts)["Zoë Müller"] == 1
    assert _people(parts)["Zoe Muller"] == 0
    image = tmp_path / "zoe.png"
    picture = QImage(40, 40, QImage.Format.Format_RGB32)
    picture.fill(QColor("teal"))
    assert picture.save(str(image))
    seen: list[PlayerDatabaseDialog] = []

    def database(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerDatabaseDialog)
        seen.append(dialog)
        dialog.show()
        QTest.keyClicks(dialog.search, "zoe mul")  # accents and case ignored
        assert dialog.shown_names() == ["Zoe Muller", "Zoë Müller"]
        dialog.list.item(0).setSelected(True)
        assert dialog.notes.toPlainText() == "plays Sundays"
        dialog.notes.setPlainText("plays Sundays; prefers seat 1")
        qtbot.mouseClick(dialog.save_notes_button, Qt.MouseButton.LeftButton)
        dialog.choose_file = lambda title, filters: str(image)
        qtbot.mouseClick(dialog.photo_button, Qt.MouseButton.LeftButton)
        assert not dialog.photo.pixmap().isNull()
        dialog.list.item(1).setSelected(True)  # both records selected
        dialog.run_dialog = keep_the_old_record
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
        assert (
            dialog.status.text() == "“Zoë Müller” merged into “Zoe Muller”: 1 tournament(s) moved."
        )
        dialog.grab().save(str(SHOTS / "player-database.png"))
        return True

    def keep_the_old_record(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        dialog.combo.setCurrentIndex(0)  # "Keep “Zoe Muller” (0 tournament(s))"
        assert dialog.combo.currentText() == "Keep “Zoe Muller” (0 tournament(s))"
        return True

    SHOTS.mkdir(exist_ok=True)
    console.run_dialog = database
    console.menus.people_action.trigger()
    assert seen
    people = {p.name: p for p in console.people.people()}
    assert "Zoë Müller" not in people
    kept = people["Zoe Muller"]
    assert kept.tournaments == 1
    assert kept.notes == "plays Sundays; prefers seat 1"
    assert console.people.photo(kept.id) == image.read_bytes()


def test_csv_import_previews_new_known_and_bad_rows_then_adds_the_new_ones(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    assert console.people is not None
    before = _people(parts)
    demo_name = next(iter(before))  # a person of the demo, typed in capitals below
    csv_file = tmp_path / "club.csv"
    csv_file.write_text(
        "Name;Country;Notes\n"
        "Hana Sato;JP;new member\n"
        f"{demo_name.upper()};;\n"
        ";FR;\n"
        "Hana  SATO;JP;\n"
        "Lukas Weber;DE;\n",
        encoding="utf-8",
    )
    previews: list[CsvImportDialog] = []

    def answer(dialog: QDialog) -> bool:
        if isinstance(dialog, PlayerDatabaseDialog):
            dialog.choose_file = lambda title, filters: str(csv_file)
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
            assert dialog.status.text() == "2 player(s) added."
            return True
        assert isinstance(dialog, CsvImportDialog)
        previews.append(dialog)
        assert dialog.summary.text() == (
            "club.csv: 2 new, 1 already in the database, 2 with a problem (UTF-8)."
        )
        rows = [
            [dialog.table.item(r, c).text() for c in range(4)]
            for r in range(dialog.table.rowCount())
        ]
        assert rows == [
            ["2", "Hana Sato", "JP", "new"],
            ["3", demo_name.upper(), "", f"already in (as {demo_name}): skipped"],
            ["6", "Lukas Weber", "DE", "new"],
        ]
        assert dialog.problems.text() == (
            "line 4: the name is empty\nline 5: Hana SATO is already on line 2"
        )
        assert dialog.ok_button.text() == "Add 2 new player(s)"
        dialog.grab().save(str(SHOTS / "players-csv-preview.png"))
        return True

    SHOTS.mkdir(exist_ok=True)
    console.run_dialog = answer
    console.menus.people_action.trigger()
    assert previews
    after = _people(parts)
    assert set(after) - set(before) == {"Hana Sato", "Lukas Weber"}
    assert len(after) == len(before) + 2


def test_csv_import_of_an_excel_unicode_text_file_with_broken_rows_shows_each_reason(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 25, item 7: UTF-16 with CRLF and tabs is read; a NUL, an extra cell, an
    unterminated quote and a 200 KB field are bad rows with their reasons; only the good
    rows are added, nothing merged or cut."""
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    assert console.people is not None
    before = _people(parts)
    text = (
        "Name\tCountry\r\n"
        "Jürgen Weiß\tDE\r\n"  # line 2
        "Anna\x00Berg\tSE\r\n"  # line 3: NUL
        "Durand\tFR\tPaul\r\n"  # line 4: an extra cell
        f"Bo Jensen\t{'x' * 200_000}\r\n"  # line 5: a field over 128 KiB
        '"Cy Park\tKR\r\n'  # line 6: a quote never closed
        "山田 太郎\tJP\r\n"  # line 7
    )
    csv_file = tmp_path / "excel.txt"
    csv_file.write_bytes("\ufeff".encode("utf-16-le") + text.encode("utf-16-le"))
    previews: list[CsvImportDialog] = []

    def answer(dialog: QDialog) -> bool:
        if isinstance(dialog, PlayerDatabaseDialog):
            dialog.choose_file = lambda title, filters: str(csv_file)
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
            assert dialog.status.text() == "2 player(s) added."
            return True
        assert isinstance(dialog, CsvImportDialog)
        previews.append(dialog)
        assert dialog.summary.text() == (
            "excel.txt: 2 new, 0 already in the database, 4 with a problem (UTF-16)."
        )
        rows = [
            [dialog.table.item(r, c).text() for c in range(4)]
            for r in range(dialog.table.rowCount())
        ]
        assert rows == [["2", "Jürgen Weiß", "DE", "new"], ["7", "山田 太郎", "JP", "new"]]
        problems = dialog.problems.text().split("\n")
        assert problems[0] == "line 3: the row holds a control character (NUL)"
        assert problems[1].startswith("line 4: 3 cells but the first line names 2 column(s)")
        assert problems[2] == "line 5: a field is longer than 131,072 characters"
        assert problems[3] == 'line 6: a quote (") opened on this line is never closed'
        dialog.grab().save(str(tmp_path / "csv-bad-rows.png"))
        return True

    console.run_dialog = answer
    console.menus.people_action.trigger()
    assert previews
    after = _people(parts)
    assert set(after) - set(before) == {"Jürgen Weiß", "山田 太郎"}


def test_add_new_players_while_another_program_holds_the_write_lock_says_so(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 25, item 5: "Add N new players" while another program (a backup tool, a
    spreadsheet's database link) holds the write lock: the dialog says which file and why,
    nothing is added, no traceback."""
    import subprocess
    import sys

    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    before = _people(parts)
    csv_file = tmp_path / "club.csv"
    csv_file.write_text("name\nHana Sato\nLukas Weber\n", encoding="utf-8")
    database = tmp_path / "demo.sqlite"
    locker = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, time\n"
            f"c = sqlite3.connect({str(database)!r}, isolation_level=None)\n"
            "c.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "time.sleep(60)\n",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    seen: list[str] = []

    def answer(dialog: QDialog) -> bool:
        if isinstance(dialog, PlayerDatabaseDialog):
            dialog.choose_file = lambda title, filters: str(csv_file)
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
            seen.append(dialog.status.text())
            return True
        assert isinstance(dialog, CsvImportDialog)
        assert dialog.ok_button.text() == "Add 2 new player(s)"
        return True

    try:
        assert locker.stdout is not None
        assert locker.stdout.readline().strip() == "locked"
        console.run_dialog = answer
        console.menus.people_action.trigger()
    finally:
        locker.kill()
        locker.communicate()
    assert seen
    assert str(database) in seen[0]
    assert "another program is writing it" in seen[0]
    assert _people(parts) == before

"""Bulk registration and add-ons (issue 27, item 8): players selected in the player
database (or the players of an imported CSV file) are registered, bought in and seated as
ONE action, one undo step; add-ons for several selected players are one action too. What
the console shows follows undo, redo and a restart (real SQLite file, offscreen windows)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.players_database import PlayerDatabaseDialog
from ui.players_import import CsvImportDialog

SHOTS = Path("/tmp/pokerfloor-shots")
NEWCOMERS = [("Ines Duarte", "PT"), ("Jon Berg", "NO"), ("Kai Weber", "DE"), ("Lea Roux", "FR")]


def _friday(path: Path) -> None:
    """Six players seated at two 9-max tables; € 50 buy-in, 10,000 chips; add-ons of
    € 20 for 15,000 chips until level 2."""
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(
        buy_in=5_000,
        starting_stack=10_000,
        add_on_cost=2_000,
        add_on_chips=15_000,
        add_on_until_level=2,
    )
    tid = store.log.create_tournament(
        c.CreateTournament("Friday", buy_in, nlhe_structure(), 2), START, rng
    )
    for i in range(1, 7):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.close(START)


def _open(opened: list[AppParts], qtbot: QtBot, db: Path) -> AppParts:
    parts = open_app(opened, qtbot, db, FakeClock(START))
    assert parts.console.people is not None
    return parts


def _seated(parts: AppParts) -> dict[str, tuple[int | None, int]]:
    return {r.name: (r.table, r.entries) for r in parts.facade.players()}


def _pick(dialog: PlayerDatabaseDialog, names: list[str]) -> None:
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        item.setSelected(any(item.text().startswith(n + "  ") for n in names))


def test_players_selected_in_the_database_are_registered_as_one_undo_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    parts = _open(opened, qtbot, db)
    console = parts.console
    assert console.people is not None
    console.people.add_people([(n, country, "") for n, country in NEWCOMERS])
    chosen = [n for n, _ in NEWCOMERS[:3]]

    def register_three(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerDatabaseDialog)
        dialog.show()
        _pick(dialog, chosen)
        assert dialog.register_button.text() == "Register + buy in the 3 selected"
        SHOTS.mkdir(exist_ok=True)
        dialog.resize(1280, 800)
        dialog.grab().save(str(SHOTS / "player-database-register.png"))
        qtbot.mouseClick(dialog.register_button, Qt.MouseButton.LeftButton)
        assert dialog.status.text() == "3 player(s) registered and bought in (one undo step)."
        return True

    console.run_dialog = Answers(register_three)
    console.menus.people_action.trigger()
    seated = _seated(parts)
    assert len(seated) == 9
    for name in chosen:
        table, entries = seated[name]
        assert table in (1, 2)  # seats were drawn: each newcomer got a seat
        assert entries == 1
    # 9 entries × € 50 = € 450; 9 × 10,000 = 90,000 chips over 9 players.
    parts.clock_screen.refresh()
    side = parts.clock_screen.side_labels
    assert side["pool"].text() == "€ 450"
    assert side["players"].text().startswith("9")
    assert console.menus.undo_action.text() == "Undo: registration of 3 players"
    console.menus.undo_action.trigger()  # the whole batch
    assert len(_seated(parts)) == 6
    console.menus.redo_action.trigger()
    assert len(_seated(parts)) == 9
    parts.close(START)
    again = _open(opened, qtbot, db)  # a restart shows the batch
    assert {n: e for n, (_, e) in _seated(again).items() if n in chosen} == dict.fromkeys(chosen, 1)


def test_a_batch_with_a_player_already_in_is_refused_whole(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    parts = _open(opened, qtbot, db)
    console = parts.console
    assert console.people is not None
    console.people.add_people([(n, country, "") for n, country in NEWCOMERS])

    def with_player_2(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerDatabaseDialog)
        _pick(dialog, ["Ines Duarte", "Player 2"])  # Player 2 plays already
        qtbot.mouseClick(dialog.register_button, Qt.MouseButton.LeftButton)
        return True

    console.run_dialog = Answers(with_player_2)
    console.menus.people_action.trigger()
    assert "Player 2 is already in the event" in console.banner.text()
    assert len(_seated(parts)) == 6  # nobody registered, Ines neither


def test_the_players_of_an_imported_csv_are_selected_to_register_in_one_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    parts = _open(opened, qtbot, db)
    console = parts.console
    assert console.people is not None
    console.people.add_people([("Jon Berg", "NO", "")])  # known already
    csv_file = tmp_path / "entries.csv"
    csv_file.write_text("name;country\nIness Duarte;PT\nJon Berg;NO\nKai Weber;DE\n", "utf-8")

    def database(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerDatabaseDialog)
        dialog.choose_file = lambda title, filters: str(csv_file)
        dialog.run_dialog = lambda preview: isinstance(preview, CsvImportDialog)
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert sorted(p.name for p in dialog.selected()) == [
            "Iness Duarte",
            "Jon Berg",
            "Kai Weber",
        ]
        qtbot.mouseClick(dialog.register_button, Qt.MouseButton.LeftButton)
        return True

    console.run_dialog = Answers(database)
    console.menus.people_action.trigger()
    seated = _seated(parts)
    assert len(seated) == 9
    assert all(seated[n][1] == 1 for n in ("Iness Duarte", "Jon Berg", "Kai Weber"))
    assert parts.facade.undo_text() == "Undo: registration of 3 players"


def test_add_ons_for_the_selected_players_are_one_undo_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    parts = _open(opened, qtbot, db)
    console = parts.console
    tab = console.players_tab
    view = tab.players_view
    selection = view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    rows = [
        r
        for r in range(tab.players_filter.rowCount())
        if tab.players_filter.row_at(r).name in ("Player 1", "Player 3", "Player 5")
    ]
    for r in rows:
        selection.select(tab.players_filter.index(r, 0), flags)
    assert len(tab.selected_player_ids()) == 3
    tab.addon_button.click()
    # 6 × € 50 + 3 × € 20 = € 360; 6 × 10,000 + 3 × 15,000 = 105,000 chips.
    parts.clock_screen.refresh()
    side = parts.clock_screen.side_labels
    assert side["pool"].text() == "€ 360"
    summary = parts.facade.t.summary()
    assert (summary.add_ons, summary.chips_in_play) == (3, 105_000)
    label = parts.facade.undo_text() or ""
    assert label.startswith("Undo: add-ons of ")  # in the list's order (table, seat)
    assert sorted(label.removeprefix("Undo: add-ons of ").split(", ")) == [
        "Player 1",
        "Player 3",
        "Player 5",
    ]
    console.menus.undo_action.trigger()
    summary = parts.facade.t.summary()
    assert (summary.add_ons, summary.chips_in_play) == (0, 60_000)

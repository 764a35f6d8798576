"""Tournaments in the database: the first start, File > New tournament… and Open tournament…,
end to end (offscreen windows, a temporary database, a fake clock; dialogs are answered
through ``console.run_dialog`` so nothing blocks)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, Answers, FakeClock, first_start, open_app
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Level
from tournament.structure_io import (
    load_preset,
    load_structure,
    save_structure,
    structure_from_dict,
    structure_to_dict,
    structure_to_toml,
)
from ui.app import AppParts, NoTournamentError
from ui.domain_text import set_language
from ui.new_tournament import NewTournamentDialog
from ui.open_tournament import OpenTournamentDialog


def _cancel(dialog: QDialog) -> bool:
    return False


def _fill_horse_pko(dialog: QDialog) -> bool:
    assert isinstance(dialog, NewTournamentDialog)
    dialog.name_edit.setText("Thursday HORSE PKO")
    dialog.currency.setCurrentText("USD")
    dialog.buy_in.setValue(80)
    dialog.fee.setValue(10)
    dialog.bounty.setValue(20)
    dialog.bounty_kind.setCurrentIndex(1)  # progressive knockout
    dialog.re_entries.setValue(2)
    dialog.late_reg.setValue(8)
    dialog.max_rebuys.setValue(1)
    dialog.rebuy_cost.setValue(50)
    dialog.rebuy_chips.setValue(10_000)
    dialog.rebuy_until.setValue(4)
    dialog.rebuy_limit.setValue(15_000)
    dialog.add_on_cost.setValue(50)
    dialog.add_on_chips.setValue(15_000)
    dialog.add_on_until.setValue(6)
    dialog.guarantee.setValue(5_000)
    dialog.structure_box.combo.setCurrentText("HORSE")
    dialog.tables.setValue(3)
    dialog.seats.setValue(8)
    return dialog.try_accept()


def test_first_start_asks_and_cancelling_creates_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "event.sqlite"
    with pytest.raises(NoTournamentError):
        open_app(opened, qtbot, db, FakeClock(), ask_new=lambda: None)
    parts = open_app(opened, qtbot, db, FakeClock(), ask_new=first_start("Monday Freezeout"))
    assert [t.name for t in parts.facade.tournaments()] == ["Monday Freezeout"]


def test_automation_can_still_create_the_default_tournament(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "auto.sqlite", FakeClock(), new_tournament="default")
    assert parts.facade.tournament_name() == "New tournament"


def test_new_tournament_dialog_creates_and_switches_console_and_clock(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "e.sqlite", FakeClock(), ask_new=first_start())
    console = parts.console
    first = parts.tournament_id
    console.run_dialog = Answers(_fill_horse_pko)
    console.menus.new_action.trigger()
    assert console.banner.text().startswith("“Thursday HORSE PKO” is created")
    assert parts.tournament_id != first
    settings = parts.facade.t.settings
    assert settings is not None
    assert (settings.table_count, settings.table_size) == (3, 8)
    assert settings.buy_in == BuyInSettings(
        buy_in=8_000,
        fee=1_000,
        starting_stack=15_000,  # the HORSE preset's starting stack
        bounty=2_000,
        max_entries=3,
        late_registration_level=8,
        rebuy_cost=5_000,
        rebuy_chips=10_000,
        max_rebuys=1,
        rebuy_until_level=4,
        rebuy_stack_limit=15_000,
        add_on_cost=5_000,
        add_on_chips=15_000,
        add_on_until_level=6,
        guarantee=500_000,
        currency="USD",
        bounty_kind="progressive",
        pko_head_share_percent=50,
    )
    assert parts.facade.structure() == load_preset("horse")
    assert [len(t.seats) for t in parts.facade.tables()] == [8, 8, 8]
    assert "Thursday HORSE PKO" in console.windowTitle()
    parts.clock_screen.refresh()
    assert parts.clock_screen.title.text() == "Thursday HORSE PKO"
    assert parts.clock_screen.level.text() == "Level 1 · Limit Texas hold'em"
    assert {t.name for t in parts.facade.tournaments()} == {
        "Sunday Deepstack",
        "Thursday HORSE PKO",
    }


def test_new_tournament_cancelled_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "e.sqlite", FakeClock(), ask_new=first_start())
    before = parts.tournament_id
    parts.console.run_dialog = Answers(_cancel)
    parts.console.menus.new_action.trigger()
    assert parts.tournament_id == before
    assert len(parts.facade.tournaments()) == 1


def test_new_tournament_dialog_refuses_with_a_clear_reason(qtbot: QtBot) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    assert not dialog.try_accept()
    assert dialog.error.text() == "Give the tournament a name."
    dialog.name_edit.setText("Cup")
    dialog.max_rebuys.setValue(2)  # fills the usual rebuy values (issue 10.4) ...
    dialog.rebuy_chips.setValue(0)  # ... and a rebuy without chips is refused
    assert not dialog.try_accept()
    assert "how many chips a rebuy gives" in dialog.error.text()
    dialog.max_rebuys.setValue(0)
    dialog.currency.setCurrentText("euro")
    assert not dialog.try_accept()
    assert "three-letter code" in dialog.error.text()
    dialog.currency.setCurrentText("EUR")
    dialog.bounty.setValue(10)
    dialog.bounty_kind.setCurrentIndex(1)
    assert dialog.pko_share.isEnabled()
    assert dialog.try_accept()
    assert dialog.command().buy_in.bounty_kind == "progressive"


@pytest.mark.parametrize(
    ("fill", "english", "german"),
    [
        (
            {"max_rebuys": 2, "rebuy_chips": 0},
            "Rebuys are allowed: say how many chips a rebuy gives.",
            "Rebuys sind erlaubt: wie viele Chips gibt ein Rebuy?",
        ),
        (
            {"max_rebuys": 2, "rebuy_until": 0},
            "Rebuys are allowed: say until which level.",
            "Rebuys sind erlaubt: bis zu welchem Level?",
        ),
        (
            {"rebuy_chips": 20_000},
            "Rebuy chips are set but no rebuys are allowed (rebuys per player).",
            "Rebuy-Chips sind gesetzt, aber keine Rebuys erlaubt (Rebuys pro Spieler).",
        ),
        (
            {"add_on_chips": 15_000},
            "An add-on is offered: say until which level.",
            "Es gibt ein Add-on: bis zu welchem Level?",
        ),
    ],
)
def test_the_dialog_names_a_buy_in_problem_in_the_directors_language(
    qtbot: QtBot, fill: dict[str, int], english: str, german: str
) -> None:
    # the buy-in settings check themselves (BuyInSettings.check); the dialog says it
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Cup")
    for spin, value in fill.items():  # in order: switching rebuys on fills their defaults
        getattr(dialog, spin).setValue(value)
    assert not dialog.try_accept()
    assert dialog.error.text() == english
    set_language("de")
    try:
        assert not dialog.try_accept()
        assert dialog.error.text() == german
    finally:
        set_language("en")


def test_structure_file_errors_are_named_and_problems_listed(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    broken = tmp_path / "broken.toml"
    broken.write_text('name = "Oops"\nstarting_stack = "lots"\n', encoding="utf-8")
    assert not dialog.structure_box.load_structure_file(str(broken))
    assert str(broken) in dialog.error.text()
    assert "starting_stack" in dialog.error.text()

    data = structure_to_dict(load_preset("nlhe-turbo"))
    data["levels"][1]["big_blind"] = data["levels"][1]["small_blind"] - 1  # smaller than the SB
    data["levels"][2]["small_blind"] = 37  # not a multiple of the smallest chip
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not dialog.structure_box.load_structure_file(str(bad))
    text = dialog.error.text()
    assert text.startswith("The structure “No-limit hold'em - turbo” has 6 problem(s):")
    assert "\n• level 2, small_blind: the small blind (200) is larger than the big blind" in text
    assert "\n• level 3, small_blind: the small blind (37) cannot be made" in text
    assert dialog.structure_box.combo.count() == 6  # the presets only: nothing was added

    good = tmp_path / "mine.json"
    data = structure_to_dict(load_preset("nlhe-turbo"))
    data["name"] = "House turbo"
    good.write_text(json.dumps(data), encoding="utf-8")
    dialog.structure_box.choose_file = lambda title, filters: str(good)
    dialog.structure_box.file_button.click()
    assert dialog.structure_box.combo.currentText() == "House turbo (file)"
    assert dialog.structure is not None
    assert dialog.structure.name == "House turbo"
    assert dialog.error.isHidden()
    dialog.name_edit.setText("Turbo night")
    assert dialog.try_accept()
    assert dialog.command().structure == dialog.structure


def test_open_tournament_switches_console_clock_and_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "e.sqlite", clock, ask_new=first_start())
    console = parts.console
    sunday = parts.tournament_id
    console.players_tab.name_edit.setText("Anna Berger")
    console.players_tab.register_button.click()
    clock.now += MINUTE
    console.run_dialog = Answers(_fill_horse_pko)
    console.menus.new_action.trigger()
    assert parts.facade.players() == []
    assert (
        not console.menus.undo_action.isEnabled()
    )  # Anna's registration is Sunday's, not this one's

    def pick_sunday(dialog: QDialog) -> bool:
        assert isinstance(dialog, OpenTournamentDialog)
        rows = dialog.rows()
        assert [name for name, _, _ in rows] == [
            "Thursday HORSE PKO (on screen)",
            "Sunday Deepstack",
        ]
        assert rows[1][2] == "still running"
        dialog.choose(sunday)
        return True

    console.run_dialog = Answers(pick_sunday)
    console.menus.open_action.trigger()
    assert parts.tournament_id == sunday
    assert [r.name for r in parts.facade.players()] == ["Anna Berger"]
    assert console.players_tab.players_model.rowCount() == 1
    assert "Sunday Deepstack" in console.windowTitle()
    parts.clock_screen.refresh()
    assert parts.clock_screen.title.text() == "Sunday Deepstack"
    assert console.menus.undo_action.isEnabled()
    assert console.menus.undo_action.text() == "Undo: registration of Anna Berger"
    console.menus.undo_action.trigger()  # Sunday's last action: registering Anna (buy-in in)
    assert parts.facade.players() == []


def test_open_tournament_cancelled_keeps_the_tournament_on_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "e.sqlite", FakeClock(), ask_new=first_start())
    before = parts.tournament_id
    parts.console.run_dialog = Answers(_cancel)
    parts.console.menus.open_action.trigger()
    assert parts.tournament_id == before


def _demo(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> tuple[AppParts, FakeClock]:
    clock = FakeClock()
    return open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe"), clock


def test_export_structure_saves_toml_and_json_that_read_back(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.choose_file = lambda title, suggested, filters: str(tmp_path / "friday.toml")
    console.menus.export_structure_action.trigger()
    assert load_structure(tmp_path / "friday.toml") == parts.facade.structure()
    assert console.files.export_structure(str(tmp_path / "friday.json")) == tmp_path / "friday.json"
    assert load_structure(tmp_path / "friday.json") == parts.facade.structure()


def test_import_structure_before_the_start_replaces_it_and_undo_restores_it(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    old = parts.facade.structure()
    turbo = load_preset("nlhe-turbo")
    save_structure(turbo, tmp_path / "turbo.json")
    console.choose_open_file = lambda title, filters: str(tmp_path / "turbo.json")
    console.menus.import_structure_action.trigger()
    assert parts.facade.structure() == turbo
    assert console.banner.text().startswith("Structure “No-limit hold'em - turbo” imported")
    assert "waits at its first level" in console.banner.text()
    assert console.structure_tab.structure_model.rowCount() == len(turbo.steps)
    first = turbo.levels[0]
    assert (
        f"Blinds {first.small_blind:,} / {first.big_blind:,}" in console.clock_bar.bar_stakes.text()
    )
    assert console.menus.undo_action.text() == "Undo: structure change"
    console.menus.undo_action.trigger()
    assert parts.facade.structure() == old


def test_import_structure_after_the_start_applies_from_the_next_level(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, clock = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.clock_bar.start_button.click()
    clock.now += 5 * MINUTE
    data = structure_to_dict(parts.facade.structure())
    data["levels"][0]["minutes"] += 10  # level 1 is on the clock
    (tmp_path / "longer-first.toml").write_text(structure_to_toml(structure_from_dict(data)))
    assert not console.files.import_structure(str(tmp_path / "longer-first.toml"))
    assert "The clock is at level 1" in console.banner.text()
    assert "its length cannot change" in console.banner.text()

    data = structure_to_dict(parts.facade.structure())
    data["levels"][3]["minutes"] += 10
    changed = structure_from_dict(data)
    save_structure(changed, tmp_path / "longer-later.toml")
    left = parts.facade.clock_model().time_left_ms
    assert console.files.import_structure(str(tmp_path / "longer-later.toml"))
    assert "applies from the next level" in console.banner.text()
    assert parts.facade.structure() == changed
    assert parts.facade.clock_model().time_left_ms == left


def test_import_structure_names_a_bad_file_and_lists_problems(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    before = parts.facade.structure()
    missing = tmp_path / "nowhere.toml"
    assert not console.files.import_structure(str(missing))
    assert str(missing) in console.banner.text()
    assert "cannot be read" in console.banner.text()
    data = structure_to_dict(load_preset("nlhe-turbo"))
    data["levels"][2]["small_blind"] = 37
    (tmp_path / "odd.json").write_text(json.dumps(data), encoding="utf-8")
    assert not console.files.import_structure(str(tmp_path / "odd.json"))
    assert "• level 3, small_blind: the small blind (37) cannot be made" in console.banner.text()
    assert parts.facade.structure() == before


def test_switching_rebuys_on_fills_sensible_defaults_a_playing_player_can_use(
    qtbot: QtBot,
) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.buy_in.setValue(50)
    dialog.starting_stack.setValue(10_000)
    dialog.late_reg.setValue(4)
    dialog.max_rebuys.setValue(3)
    b = dialog.buy_in_settings()
    # The buy-in's price and chips, while late registration is open, at or below the
    # starting stack: 50.00, 10,000 chips, until level 4, a stack of at most 10,000.
    assert (b.rebuy_cost, b.rebuy_chips, b.rebuy_until_level, b.rebuy_stack_limit) == (
        5_000,
        10_000,
        4,
        10_000,
    )
    t = Tournament()
    rng = random.Random(0)
    t.handle(c.CreateTournament("Cup", b, (Level(("NT",), 20 * 60_000, 50, 100),), 1, 9), 0, rng)
    t.handle(c.RegisterPlayer("Ann"), 0, rng)
    t.handle(c.BuyIn("P0001"), 0, rng)
    t.handle(c.Rebuy("P0001"), 0, rng)  # playing, at the starting stack: allowed
    assert t.player("P0001").stack == 20_000

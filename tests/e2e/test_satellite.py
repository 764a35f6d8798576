"""A satellite for 4 seats of the Main Event (issue 30), as a director runs it on a real
SQLite file from an empty database: the Main Event (€ 1,000 + € 100) is created, then the
satellite (€ 200 + € 20, 3 tables); the Satellite dialog makes its pool pay seats of
€ 1,100 with the remainder to the next place; the clock screen and the Payouts tab show
the seats growing with the entries; hand-for-hand starts at the seat bubble without being
asked to confirm; the bust at 5 left stops play (every player left wins a seat, the 5th is
paid the remainder); a further bust is refused with the reason; undo plays on, redo stops
again, and a restart shows the same.

By hand: each entry puts € 200 in the pool; a seat is € 1,100.

========  ========  =====================================  ===========================
entries   pool      seats (pool // 1,100), remainder        the line the screens show
========  ========  =====================================  ===========================
5         € 1,000   0, € 1,000                               No seat yet: € 1,000 of ...
6         € 1,200   1, € 100                                 1 seat of € 1,100 · € 100 to 2nd
11        € 2,200   2, € 0                                   2 seats of € 1,100
23        € 4,600   4, € 200                                 4 seats of € 1,100 · € 200 to 5th
========  ========  =====================================  ===========================

Chips: 23 entries of 10,000 = 230,000 in play: the average is 230,000 / players left
(10,000 at 23, 38,333 at 6, 46,000 at 5, 57,500 at 4).
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.app.db_history import DbHistory
from ui.new_tournament import NewTournamentDialog
from ui.print_sheets import results_sheet_html
from ui.satellite_dialog import SatelliteDialog

SHOTS = Path("/tmp/pokerfloor-shots")
NAMES = (
    "Ana Lee", "Bo Jensen", "Cy Park", "Di Rossi", "Ed Novak", "Fay Moreau", "Gus Tanaka",
    "Hal Okafor", "Ivy Schmidt", "Jon Alvarez", "Kim Dubois", "Lou Fischer", "Max Yamada",
    "Nia Costa", "Oscar Berg", "Pia Lindqvist", "Quinn Murphy", "Rosa Ivanova", "Sven Holm",
    "Tara Singh", "Umar Haddad", "Vera Kowalski", "Walt Brennan",
)  # fmt: skip


def _main_event() -> c.CreateTournament | None:
    dialog = NewTournamentDialog()
    dialog.name_edit.setText("Main Event")
    dialog.buy_in.setValue(1_000)
    dialog.fee.setValue(100)
    dialog.starting_stack.setValue(20_000)
    assert dialog.try_accept(), dialog.error.text()
    command = dialog.command()
    dialog.deleteLater()
    return command


def _satellite(dialog: QDialog) -> bool:
    assert isinstance(dialog, NewTournamentDialog)
    dialog.name_edit.setText("Main Event Satellite")
    dialog.tables.setValue(3)
    dialog.buy_in.setValue(200)
    dialog.fee.setValue(20)
    dialog.starting_stack.setValue(10_000)
    return dialog.try_accept()


def _register(parts: AppParts, name: str) -> None:
    tab = parts.console.players_tab
    tab.name_edit.setText(name)
    tab.register_button.click()


def _screen(parts: AppParts) -> tuple[list[str], str]:
    """The clock screen's payout lines and its bottom line, as the room reads them."""
    screen = parts.clock_screen
    screen.refresh()
    return [f"{what} {amount}" for what, amount in screen._payout_rows], screen.message.text()


def _tab(parts: AppParts) -> list[str]:
    parts.console.refresh()
    model = parts.console.payouts_tab.results_model
    return [f"{x.place} | {x.player} | {x.prize}" for x in model.rows()]


def _side(parts: AppParts) -> tuple[str, str, str]:
    side = parts.clock_screen.side_labels
    return side["players"].text(), side["average"].text(), side["pool"].text()


def _id(parts: AppParts, name: str) -> str:
    return next(p.player_id for p in parts.facade.players() if p.name == name)


def test_a_satellite_for_four_seats_stops_at_four_left(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "satellite.sqlite"
    parts = open_app(opened, qtbot, db, FakeClock(START), ask_new=_main_event)
    console = parts.console
    main_id = parts.tournament_id
    console.run_dialog = Answers(_satellite)
    console.menus.new_action.trigger()
    satellite_id = parts.tournament_id
    assert satellite_id != main_id
    console.show()
    parts.clock_screen.resize(1920, 1080)
    parts.clock_screen.show()
    for name in NAMES[:5]:
        _register(parts, name)

    def pay_seats(dialog: QDialog) -> bool:
        assert isinstance(dialog, SatelliteDialog)
        assert dialog.target.itemText(0) == "Main Event"  # the other tournament of the file
        dialog.target.setCurrentIndex(0)
        dialog.seat.setValue(1_100)
        assert dialog.rule.currentText() == "To the next place (the first without a seat)"
        assert dialog.line.text() == "No seat yet: € 1,000 of € 1,100 in the prize pool"
        dialog.show()
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "satellite-dialog.png"))
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = pay_seats
    console.payouts_tab.money_actions.satellite()
    assert parts.facade.undo_text() == "Undo: set satellite"
    lines, bottom = _screen(parts)
    assert lines == []
    assert "No seat yet: € 1,000 of € 1,100 in the prize pool" in bottom

    _register(parts, NAMES[5])  # € 1,200
    lines, bottom = _screen(parts)
    assert lines == ["1 seat € 1,100", "2nd € 100"]
    assert "1 seat of € 1,100 · € 100 to 2nd" in bottom
    for name in NAMES[6:11]:  # € 2,200
        _register(parts, name)
    lines, bottom = _screen(parts)
    assert lines == ["2 seats € 1,100 each"]
    assert "2 seats of € 1,100" in bottom
    for name in NAMES[11:]:  # € 4,600
        _register(parts, name)
    lines, bottom = _screen(parts)
    assert lines == ["4 seats € 1,100 each", "5th € 200"]
    assert "4 seats of € 1,100 · € 200 to 5th" in bottom
    assert _side(parts) == ("23 / 23", "10,000", "€ 4,600")
    assert _tab(parts) == ["4 seats | — | € 1,100 each", "5th | — | € 200"]
    info = console.payouts_tab.payouts_info.text()
    assert info.startswith(
        "Satellite to Main Event · prize pool € 4,600: 4 seats of € 1,100 · € 200 to 5th."
    )

    target = tmp_path / "payouts.pdf"

    def print_to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    console.run_dialog = print_to_pdf
    console.menus.print_payouts_action.trigger()
    page = " ".join(
        " ".join(unicodedata.normalize("NFKC", p.extract_text()).split())
        for p in PdfReader(target).pages
    )
    assert "Prize pool € 4,600 4 seats of € 1,100 · € 200 to 5th" in page
    assert "4 seats € 1,100 each 5th € 200" in page

    # No deal in a satellite: the Deal button says why.
    console.payouts_tab.money_actions.deal()
    assert console.banner.text().startswith(
        "A satellite pays seats, not places: ICM and other deals do not apply to seat winners"
    )

    parts.facade.send(c.DrawSeats())
    parts.facade.toggle_clock()
    for name in reversed(NAMES[6:]):  # 17 busts: 6 left
        parts.facade.send(c.EliminatePlayer(_id(parts, name)))
    assert _side(parts) == ("6 / 23", "38,333", "€ 4,600")
    assert not parts.facade.clock_model().notice.startswith("On the bubble")
    parts.facade.send(c.EliminatePlayer(_id(parts, NAMES[5])))  # 5 left: the seat bubble
    assert parts.facade.clock_model().notice == "On the bubble"
    console.refresh()
    console.clock_bar.hfh_button.click()  # no "the bubble has burst" question
    assert parts.facade.clock_model().hand_for_hand
    parts.clock_screen.refresh()
    parts.clock_screen.grab().save(str(SHOTS / "satellite-clock-bubble-1920.png"))

    parts.facade.send(c.EliminatePlayer(_id(parts, NAMES[4])))  # Ed Novak busts: 4 left, 4 seats
    model = parts.facade.clock_model()
    assert not model.hand_for_hand
    assert not model.running
    assert model.seats_won == 4
    lines, bottom = _screen(parts)
    assert lines == [
        "Seat Ana Lee € 1,100",
        "Seat Bo Jensen € 1,100",
        "Seat Cy Park € 1,100",
        "Seat Di Rossi € 1,100",
        "5th Ed Novak € 200",
    ]
    assert bottom.startswith("Seats won — the satellite is over · 4 seats of € 1,100 · € 200")
    screen = parts.clock_screen
    assert parts.facade.table_hint() == ""  # no "redraw the final table": play stopped
    assert console.floor_hint.text() == ""
    assert screen.level.text() == "Seats won"
    assert screen.time.text() == "4 seats"
    assert _side(parts) == ("4 / 23", "57,500", "€ 4,600")
    assert _tab(parts) == [
        "Seat | Ana Lee | € 1,100",
        "Seat | Bo Jensen | € 1,100",
        "Seat | Cy Park | € 1,100",
        "Seat | Di Rossi | € 1,100",
        "5th | Ed Novak | € 200",
    ]
    screen.grab().save(str(SHOTS / "satellite-clock-seats-won-1920.png"))
    screen.resize(1280, 800)
    screen.refresh()
    screen.grab().save(str(SHOTS / "satellite-clock-seats-won-1280.png"))
    console.tabs.setCurrentWidget(console.payouts_tab)
    console.resize(1280, 800)
    console.grab().save(str(SHOTS / "satellite-payouts-1280.png"))
    console.resize(1920, 1080)
    console.grab().save(str(SHOTS / "satellite-payouts-1920.png"))

    # Nothing more is played: a bust is refused and says why.
    assert not console.do(lambda: parts.facade.send(c.EliminatePlayer(_id(parts, NAMES[0]))))
    assert console.banner.text() == (
        "Seats won — the satellite is over: 4 players won a seat; no more busts or hands "
        "are recorded"
    )

    # Undo: the bust that stopped play (one step); 5 left, hand-for-hand on again.
    console.menus.undo_action.trigger()
    model = parts.facade.clock_model()
    assert model.seats_won == 0
    assert model.hand_for_hand
    assert _screen(parts)[0] == ["4 seats € 1,100 each", "5th € 200"]
    assert _side(parts) == ("5 / 23", "46,000", "€ 4,600")
    console.menus.redo_action.trigger()
    assert parts.facade.clock_model().seats_won == 4
    statuses = {p.name: p.status for p in parts.facade.players()}
    assert [statuses[n] for n in NAMES[:5]] == ["Seat won"] * 4 + ["Out · 5th"]

    # The phones' page, the results export and the printed results say "Seat", not 1st.
    feed = json.loads(parts.live.share.publish()) if parts.live is not None else {}
    assert [(p["place_text"], p["text"]) for p in feed["payouts"]] == [
        ("4 seats", "€ 1,100 each"),
        ("5th", "€ 200"),
    ]
    assert [(r["place_text"], r["name"], r["prize"]) for r in feed["results"][:6]] == [
        ("Seat", "Ana Lee", "€ 1,100"),
        ("Seat", "Bo Jensen", "€ 1,100"),
        ("Seat", "Cy Park", "€ 1,100"),
        ("Seat", "Di Rossi", "€ 1,100"),
        ("5th", "Ed Novak", "€ 200"),
        ("6th", "Fay Moreau", ""),
    ]
    assert feed["clock"]["notice"] == (
        "Seats won — the satellite is over · 4 seats of € 1,100 · € 200 to 5th"
    )
    history = DbHistory(parts.store, FakeClock(START))
    lines = history.results(satellite_id)
    assert [(r.place, r.name, r.prize_cents, r.seat) for r in lines[:6]] == [
        (1, "Ana Lee", 110_000, "Main Event"),
        (1, "Bo Jensen", 110_000, "Main Event"),
        (1, "Cy Park", 110_000, "Main Event"),
        (1, "Di Rossi", 110_000, "Main Event"),
        (5, "Ed Novak", 20_000, ""),
        (6, "Fay Moreau", 0, ""),
    ]
    csv_lines = history.results_text(satellite_id, "csv").splitlines()
    assert csv_lines[0].endswith(",seat,seat_from,status")
    assert csv_lines[1].startswith("1,")
    assert ",Ana Lee," in csv_lines[1]
    assert csv_lines[1].endswith(",Main Event,,")  # seat, no seat_from, no status
    sheet = results_sheet_html("Main Event Satellite", "today", "€ 4,600", lines, "EUR")
    assert sheet.count("<td>Seat</td>") == 4
    assert "<td>1st</td>" not in sheet

    # The seats entered in the Main Event: one action of the Main Event, shown at once.
    console.payouts_tab.results_view.clearSelection()
    console.payouts_tab.money_actions.enter_seats()
    assert parts.facade.tournament_name() == "Main Event"
    assert console.banner.text() == (
        "The seats are entered in “Main Event”, shown now (Undo takes them out)."
    )
    entered = {p.name: p.entries for p in parts.facade.players()}
    assert entered == {"Ana Lee": 1, "Bo Jensen": 1, "Cy Park": 1, "Di Rossi": 1}
    assert _side(parts) == ("4 / 4", "20,000", "€ 4,000")  # 4 × € 1,000 to the pool
    assert parts.facade.undo_text() == "Undo: enter seats"
    ana = next(p.id for p in history.find_players("Ana Lee"))
    events = {e.tournament: (e.seat, e.seat_from) for e in history.player_history(ana)}
    assert events == {
        "Main Event Satellite": ("Main Event", ""),
        "Main Event": ("", "Main Event Satellite"),
    }
    console.menus.undo_action.trigger()
    assert parts.facade.players() == []
    assert {e.tournament for e in history.player_history(ana)} == {"Main Event Satellite"}
    console.menus.redo_action.trigger()
    assert len(parts.facade.players()) == 4

    # Back in the satellite: a seat is entered once.
    parts.facade.open_tournament(satellite_id)
    console.reload()
    console.payouts_tab.money_actions.enter_seats()
    assert console.banner.text() == "Every seat is already entered in “Main Event”."
    assert parts.facade.tournament_name() == "Main Event Satellite"

    # A restart shows the same.
    parts.close(START)
    again = open_app(opened, qtbot, db, FakeClock(START))
    again.clock_screen.resize(1920, 1080)
    again.clock_screen.show()
    again.facade.open_tournament(satellite_id)
    again.console.reload()
    assert _screen(again)[0][0] == "Seat Ana Lee € 1,100"
    assert again.clock_screen.time.text() == "4 seats"

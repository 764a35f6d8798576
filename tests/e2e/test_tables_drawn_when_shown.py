"""The Tables tab draws its cards when it comes on screen (opening a 1,000-table event does
not wait for them, issue 23): what it then shows follows a bust made while it was hidden,
the undo, the redo and a restart.

The whole program runs on a real SQLite file; a restart opens it in a new program.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.console.table_card import TableCard


def _on_tables(parts: AppParts) -> dict[int, tuple[str, list[str]]]:
    """Table number → (the card's game line, the names in its seats) as the Tables tab
    SHOWS them once the director turns to it."""
    console = parts.console
    console.tabs.setCurrentWidget(console.tables_tab)
    holder = console.tables_tab.tables_area.widget()
    shown = {}
    for card in holder.findChildren(TableCard):
        names = [label.text() for label in card.rows if label.text() != "—"]
        shown[card.table.number] = (card.game.text(), names)
    return shown


def _summary(parts: AppParts) -> str:
    """The Tables tab's summary line after its table count ("3 table(s)" in English)."""
    text = parts.console.tables_tab.tables_summary.text()
    assert text.startswith("3 table")
    return text.split(" ", 2)[2]


def _on_players(parts: AppParts) -> None:
    parts.console.tabs.setCurrentWidget(parts.console.players_tab)


def test_cards_drawn_when_shown_follow_bust_undo_redo_and_restart(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "tables.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    parts.console.show()
    _on_players(parts)
    qtbot.wait(10)
    area = parts.console.tables_tab.tables_area
    assert area.widget() is None or not area.widget().findChildren(TableCard)  # not drawn yet
    start = _on_tables(parts)
    # the demo: three full tables of nine
    assert sorted(start) == [1, 2, 3]
    assert all(game.endswith("· 9 players") and len(names) == 9 for game, names in start.values())
    out = start[2][1][0]
    ids = {r.name: r.player_id for r in parts.facade.players()}

    _on_players(parts)  # the bust is made while the Tables tab is hidden
    parts.console.do(lambda: parts.facade.send(c.EliminatePlayer(ids[out])))
    after_bust = _on_tables(parts)
    assert after_bust[2][0].endswith("· 8 players")
    assert out not in after_bust[2][1]
    assert len(after_bust[2][1]) == 8
    assert after_bust[1] == start[1]
    assert after_bust[3] == start[3]
    assert _summary(parts) == "· 26 seated"

    _on_players(parts)
    parts.console.do(parts.facade.undo)
    assert _summary(parts) == "· 27 seated"
    assert _on_tables(parts) == start

    _on_players(parts)
    parts.console.do(parts.facade.redo)
    assert _on_tables(parts) == after_bust

    parts.close(clock.now)
    parts = open_app(opened, qtbot, db, clock)
    parts.console.show()
    _on_players(parts)
    assert _on_tables(parts) == after_bust
    assert _summary(parts) == "· 26 seated"


def test_the_summary_of_a_tab_never_shown_follows_bust_undo_and_a_new_table(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """The summary line is right before the Tables tab was ever on screen (its cards'
    views are read only then): the demo's 3 tables of 9 = 27 seated; a bust -> 26; the
    undo -> 27; a table added -> 4 tables, and a player moved to it -> still 27."""
    db = tmp_path / "hidden.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    parts.console.show()
    _on_players(parts)
    summary = parts.console.tables_tab.tables_summary
    qtbot.wait(10)
    assert summary.text() == "3 table(s) · 27 seated"
    ids = [r.player_id for r in parts.facade.players()]
    parts.console.do(lambda: parts.facade.send(c.EliminatePlayer(ids[0])))
    assert summary.text() == "3 table(s) · 26 seated"
    parts.console.do(parts.facade.undo)
    assert summary.text() == "3 table(s) · 27 seated"
    parts.console.do(lambda: parts.facade.send(c.AddTable()))
    assert summary.text() == "4 table(s) · 27 seated"
    parts.console.do(lambda: parts.facade.send(c.MovePlayer(ids[0], 4, 1)))
    assert summary.text() == "4 table(s) · 27 seated"
    area = parts.console.tables_tab.tables_area
    assert area.widget() is None or not area.widget().findChildren(TableCard)  # still not drawn
    shown = _on_tables(parts)
    assert sorted(shown) == [1, 2, 3, 4]
    assert [len(shown[n][1]) for n in (1, 2, 3, 4)].count(8) == 1
    assert len(shown[4][1]) == 1
    assert sum(len(names) for _, names in shown.values()) == 27

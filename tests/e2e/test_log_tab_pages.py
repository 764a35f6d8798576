"""The Log tab reads the action log a page at a time (issue 23: opening a 50,000-entry event
does not wait for its whole log): it opens on the newest page, newest first; scrolling to
the bottom shows the older entries; a new action, its undo and a restart each put the
newest entry on top. Whatever was read, the lines are the log's, in order, none twice.

The whole program on a real SQLite file, with pages of ten entries.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import open_event
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings, ChipCount
from ui import qtmodels
from ui.app import AppParts

PAGE = 10


def _shown(parts: AppParts) -> list[str]:
    """The Log tab's "What happened" column, top to bottom."""
    model = parts.console.log_model
    return [str(model.data(model.index(row, 1))) for row in range(model.rowCount())]


def _newest_first(parts: AppParts) -> list[str]:
    """The whole log, read in full from the database, newest first."""
    return [text for _, text, _ in reversed(parts.facade.log())]


def _scroll_to_the_bottom(parts: AppParts, qtbot: QtBot) -> None:
    """The director looks at the Log tab and scrolls down to its last line: Qt reads the
    next page (at once when the lines read do not fill the tab)."""
    console = parts.console
    view = console.tabs.widget(console.tabs.count() - 1)
    before = console.log_model.rowCount()
    console.tabs.setCurrentWidget(view)
    bar = view.verticalScrollBar()  # type: ignore[attr-defined]
    # the tab is laid out: the lines read fill it (a scroll bar), or Qt reads on at once
    qtbot.waitUntil(
        lambda: console.log_model.rowCount() > before or bar.value() < bar.maximum(),
        timeout=10_000,
    )
    if console.log_model.rowCount() == before:
        bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: console.log_model.rowCount() > before, timeout=10_000)


def test_the_log_tab_opens_on_the_newest_page_and_reads_older_ones_when_scrolled(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(qtmodels, "LOG_PAGE", PAGE)
    db = tmp_path / "log.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    ids = [r.player_id for r in parts.facade.players()]
    for n, player_id in enumerate(ids[:12]):  # a dozen chip counts: a log of several pages
        clock.now += 1_000
        counts = {player_id: 1_000 + n}
        assert parts.console.do(
            lambda counts=counts: parts.facade.send(
                c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in counts.items()))
            )
        )
    full = _newest_first(parts)
    assert len(full) > 3 * PAGE
    parts.close(clock.now)
    opened.remove(parts)

    parts = open_app(opened, qtbot, db, clock)
    parts.console.resize(1280, 800)
    parts.console.show()
    qtbot.waitExposed(parts.console)
    assert _shown(parts) == full[:PAGE]  # the newest page, newest first
    while len(_shown(parts)) < len(full):
        _scroll_to_the_bottom(parts, qtbot)
        shown = _shown(parts)
        assert shown == full[: len(shown)]
    assert _shown(parts) == full
    assert not parts.console.log_model.canFetchMore()

    clock.now += 1_000
    assert parts.console.do(lambda: parts.facade.send(c.EliminatePlayer(ids[20])))
    assert _shown(parts) == _newest_first(parts)
    assert _shown(parts)[0].startswith("bust-out of ")
    assert parts.console.do(parts.facade.undo)
    assert _shown(parts) == _newest_first(parts)
    assert _shown(parts)[0].startswith("Undo: bust-out of ")

    parts.close(clock.now)
    opened.remove(parts)
    parts = open_app(opened, qtbot, db, clock)
    assert _shown(parts) == _newest_first(parts)[:PAGE]
    assert _shown(parts)[0].startswith("Undo: bust-out of ")


def _lines(parts: AppParts, count: int) -> list[tuple[str, str, str]]:
    """The Log tab's top ``count`` lines: when, what happened, by whom."""
    model = parts.console.log_model
    return [
        tuple(str(model.data(model.index(row, col))) for col in range(3))  # type: ignore[misc]
        for row in range(count)
    ]


def test_each_action_is_on_top_of_the_log_tab_at_once_as_the_log_says_it(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """The lines of this station's own actions are taken from what it just wrote (the
    log is not read again after each action); they are the log's lines all the same: a
    bust, its undo, a staff phone's chip count (by "Floor: Marco"), and, after another
    tournament was created in the same file between two actions (so the log is read), a
    bust again; the lines are those the log gives when read in full."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)  # three players, seated
    console, facade = parts.console, parts.facade
    clock = facade.now
    assert isinstance(clock, FakeClock)
    first, second = facade.players()[0], facade.players()[1]
    at = "%H:%M:%S"

    clock.now += 61_000
    assert console.send(c.EliminatePlayer(first.player_id))
    assert _lines(parts, 1)[0][1:] == (f"bust-out of {first.name}", "")
    clock.now += 1_000
    assert console.do(facade.undo)
    assert _lines(parts, 2)[0][1:] == (f"Undo: bust-out of {first.name}", "")
    clock.now += 1_000
    marco = facade.acting("Floor: Marco")
    assert console.do(
        lambda: marco.send(c.RecordChipCounts((ChipCount(second.player_id, 31_500),)))
    )
    assert _lines(parts, 1)[0][2] == "Floor: Marco"
    parts.store.log.create_tournament(  # another event's entry in between: read, not followed
        c.CreateTournament("Other", BuyInSettings(5_000, 10_000), nlhe_structure(), 1),
        clock.now,
        random.Random(5),
    )
    clock.now += 1_000
    assert console.send(c.EliminatePlayer(second.player_id))
    shown = _lines(parts, 4)
    assert [text for _, text, _ in shown] == [
        f"bust-out of {second.name}",
        shown[1][1],  # the chip count, in the log's own words (below)
        f"Undo: bust-out of {first.name}",
        f"bust-out of {first.name}",
    ]
    assert shown[1][1].startswith("chip count")
    assert [when for when, _, _ in shown] == [
        time.strftime(at, time.localtime(ms / 1000))
        for ms in (clock.now, clock.now - 1_000, clock.now - 2_000, clock.now - 3_000)
    ]
    assert [by for _, _, by in shown] == ["", "Floor: Marco", "", ""]
    assert shown == [tuple(line) for line in reversed(facade.log()[-4:])]  # the log, read

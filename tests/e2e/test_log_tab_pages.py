"""The Log tab reads the action log a page at a time (issue 23: opening a 50,000-entry event
does not wait for its whole log): it opens on the newest page, newest first; scrolling to
the bottom shows the older entries; a new action, its undo and a restart each put the
newest entry on top. Whatever was read, the lines are the log's, in order, none twice.

The whole program on a real SQLite file, with pages of ten entries.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import ChipCount
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

"""Every read a click or a timer makes while the PostgreSQL server is down (a real outage,
the server stopped), on the director's station and on a display station: the results, the
player history, the seasons, the player database, Open tournament, the hand list, the
exports, the console's refresh (its Log tab), a table view, the live view's snapshot and
the display station's follow tick. Each is refused in the banner with a sentence that says
the database cannot be reached and nothing was read or changed (never a driver's
traceback), the station line says since when, no file is written, and once the server is
back the same clicks work again by themselves."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.db.conftest import PG_URL, reset_postgres
from tests.db.pg_server import start_server, stop_server
from tests.e2e.support import open_app
from ui.app import AppParts
from ui.app.settings import system_now
from ui.console.notice_line import NoticeKind
from ui.history_dialogs.player_history import PlayerHistoryDialog
from ui.history_dialogs.results import ResultsDialog

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set"),
]

CANNOT_READ = (
    "The database cannot be reached right now: nothing was read or changed. "
    "The line under the clock says when it answers again."
)
MENU_READS = (
    "Results of this tournament…",
    "Season / league standings…",
    "Player database…",
    "Open tournament…",
)


@pytest.fixture
def fresh_postgres() -> Iterator[str]:
    """The test database, empty."""
    reset_postgres(PG_URL)
    yield PG_URL
    reset_postgres(PG_URL)


def _menu_action(parts: AppParts, text: str) -> QAction:
    found = [a for a in parts.console.findChildren(QAction) if a.text() == text]
    assert found, text
    return found[0]


class Dialogs:
    """Stands in for ``QDialog.exec()``: notes each dialog the console would show."""

    def __init__(self) -> None:
        self.seen: list[QDialog] = []

    def __call__(self, dialog: QDialog) -> bool:
        self.seen.append(dialog)
        return False


def _refused_in_banner(parts: AppParts, action: Callable[[], object], what: str) -> str:
    """Run ``action``; the banner's text (it must say why nothing was read)."""
    console = parts.console
    console.banner.clear()
    action()
    assert console.banner.kind() is NoticeKind.ERROR, what
    return console.banner.text()


def test_reads_during_an_outage_are_refused_in_words_and_work_again_after(
    qtbot: QtBot,
    opened: list[AppParts],
    fresh_postgres: str,
    tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    writer = open_app(opened, qtbot, fresh_postgres, system_now, demo="nlhe")  # type: ignore[arg-type]
    display = open_app(opened, qtbot, fresh_postgres, system_now, display_only=True)  # type: ignore[arg-type]
    stations = {"writer": writer, "display": display}
    dialogs = {name: Dialogs() for name in stations}
    for name, parts in stations.items():
        parts.console.run_dialog = dialogs[name]  # type: ignore[method-assign]
        parts.console.show()
        parts.clock_screen.show()
    log_rows = {name: p.console.log_model.rowCount() for name, p in stations.items()}
    assert log_rows["writer"] > 0
    capfd.readouterr()

    stop_server()
    try:
        for name, parts in stations.items():
            console = parts.console
            for text in MENU_READS:
                action = _menu_action(parts, text)
                if not action.isEnabled():  # e.g. no player database on a display station
                    continue
                shown = _refused_in_banner(parts, action.trigger, f"{name}: {text}")
                assert shown == CANNOT_READ, (name, text, shown)
            assert dialogs[name].seen == []  # no dialog opened on nothing
            # the player history opens on a search field: the search says it
            _menu_action(parts, "Player history…").trigger()
            history = dialogs[name].seen.pop()
            assert isinstance(history, PlayerHistoryDialog)
            history.search.setText("a")
            assert history.status.text() == CANNOT_READ
            assert _refused_in_banner(
                parts, lambda p=parts: p.console.hand_history.show_hands(1), "hands"
            )
            for kind in ("results-csv", "results-json", "tournament", "hands"):
                path = tmp_path / f"{name}-{kind}.out"
                written: list[Path | None] = []
                shown = _refused_in_banner(
                    parts,
                    lambda p=parts, k=kind, f=path, w=written: w.append(  # type: ignore[misc]
                        p.console.history_actions.export(k, str(f))
                    ),
                    kind,
                )
                assert written == [None]
                assert not path.exists()
                assert shown.startswith("Could not export: "), (name, kind, shown)
                assert "reach" in shown, (name, kind, shown)
            # the console read again whole (as after File → Open): the log shown stays
            console.refresh()
            assert console.log_model.rowCount() == log_rows[name]
            assert parts.console.tables_tab.table_actions.open_table_view(1) is not None
            assert parts.live is not None
            assert parts.live.share.publish()  # the phones' snapshot: from memory
            assert parts.watch is not None
            parts.watch.follow()  # a display station's follow tick
        for parts in stations.values():
            qtbot.waitUntil(
                lambda p=parts: p.console.station_line.text.text().startswith(  # type: ignore[misc]
                    "The database is unreachable since "
                ),
                timeout=10_000,
            )
    finally:
        start_server()

    for name, parts in stations.items():
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith("Reconnected"),  # type: ignore[misc]
            timeout=20_000,
        )
        _menu_action(parts, "Results of this tournament…").trigger()
        assert isinstance(dialogs[name].seen[-1], ResultsDialog)
        path = tmp_path / f"{name}-after.csv"
        assert parts.console.history_actions.export("results-csv", str(path)) == path
        header = path.read_text(encoding="utf-8").splitlines()[0]
        assert header.startswith("place,")
    err = capfd.readouterr().err
    assert "Traceback" not in err

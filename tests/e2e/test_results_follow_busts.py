"""The Payouts tab's results list and the Players tab's prize column follow each bust (issue
23, performance: the results list is read again only when a commit can change a line of
it, so a bust far from the money must still leave both right, and a bust into the money
must show at once), its undo, its redo and a restart.

The demo event on a real SQLite file: 27 players at €100 (the €10 fee is not in the pool),
a €2,700 pool paying four places: €1,134 / €658 / €495 / €413 (together €2,700).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts
from ui.console.players_tab import bust_command

PRIZES = ("€ 1,134", "€ 658", "€ 495", "€ 413")
EMPTY = [f"{p} — {prize} " for p, prize in zip(("1st", "2nd", "3rd", "4th"), PRIZES, strict=True)]


def _results(parts: AppParts) -> list[str]:
    """The results list as the Payouts tab SHOWS it: place, player, prize, state."""
    model = parts.console.payouts_tab.results_model
    return [
        " ".join(str(model.data(model.index(row, col))) for col in range(4))
        for row in range(model.rowCount())
    ]


def _prizes(parts: AppParts) -> dict[str, str]:
    """Name → the Prize column of the Players tab, for every player with one."""
    model = parts.console.players_tab.players_model
    prize = model.columnCount() - 1
    shown = {}
    for row in range(model.rowCount()):
        text = str(model.data(model.index(row, prize)))
        if text:
            shown[str(model.data(model.index(row, 0)))] = text
    return shown


def _bust(parts: AppParts, *names: str) -> None:
    """Bust these players in one hand, as the console does."""
    ids = {r.name: r.player_id for r in parts.facade.players()}
    assert parts.console.do(lambda: parts.facade.send(bust_command([ids[n] for n in names])))


def test_busts_out_of_and_into_the_money_reach_the_results_and_the_prizes(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "results.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    assert sum(int(p[2:].replace(",", "")) for p in PRIZES) == 27 * 100
    names = [r.name for r in parts.facade.players()]
    assert len(names) == 27
    assert _results(parts) == EMPTY
    _bust(parts, *names[:22])  # places 27 to 6: no prize, no line
    assert _results(parts) == EMPTY
    _bust(parts, names[22])  # place 5, the bubble: still no prize
    assert _results(parts) == EMPTY
    assert _prizes(parts) == {}
    fourth = names[23]
    _bust(parts, fourth)  # place 4: the first prize
    in_the_money = [*EMPTY[:3], f"4th {fourth} € 413 To pay"]
    assert _results(parts) == in_the_money
    assert _prizes(parts) == {fourth: "€ 413"}

    assert parts.console.do(parts.facade.undo)
    assert _results(parts) == EMPTY
    assert _prizes(parts) == {}
    assert parts.console.do(parts.facade.redo)
    assert _results(parts) == in_the_money
    assert _prizes(parts) == {fourth: "€ 413"}

    parts.close(clock.now)
    opened.remove(parts)
    parts = open_app(opened, qtbot, db, clock)
    assert _results(parts) == in_the_money
    assert _prizes(parts) == {fourth: "€ 413"}
    assert parts.console.do(parts.facade.undo)  # the restart keeps the undo too
    assert _results(parts) == EMPTY
    assert _prizes(parts) == {}

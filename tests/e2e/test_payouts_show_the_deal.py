"""After an ICM deal every payout display shows the deal, not the table it replaced: the
clock screen, the console's Payouts tab, the printed payouts and the phone page; the undo
puts the table back, the redo and a restart the deal.

Figures by hand. Payouts € 1,300 / € 850 / € 550 (the demo's pool of € 2,700). Three
players left with 405,000 / 202,500 / 202,500 chips (2 : 1 : 1); € 150 is left to play
for, so the deal shares € 1,150 / € 850 / € 550 by ICM (Malmuth-Harville):

- the big stack finishes 1st with 1/2, 2nd with 1/4·2/3 + 1/4·2/3 = 1/3, 3rd with 1/6:
  1/2·1,150 + 1/3·850 + 1/6·550 = 575 + 283.33 + 91.67 = € 950;
- each small stack: 1st 1/4, 2nd 1/2·1/2 + 1/4·1/3 = 1/3, 3rd 5/12:
  1/4·1,150 + 1/3·850 + 5/12·550 = 287.50 + 283.33 + 229.17 = € 800.

950 + 800 + 800 + 150 = 2,700: the whole pool.
"""

from __future__ import annotations

import json
import socket
import unicodedata
import urllib.request
from pathlib import Path
from typing import Any

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import Answers, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.chip_count import ChipCountDialog
from ui.dialogs import DealDialog
from ui.live.share import ShareSettings

TABLE = [("1st", "€ 1,300"), ("2nd", "€ 850"), ("3rd", "€ 550")]


def _deal(big: str, small: list[str]) -> list[tuple[str, str]]:
    return [(big, "€ 950"), (small[0], "€ 800"), (small[1], "€ 800"), ("Left to play for", "€ 150")]


def _clock_screen(qtbot: QtBot, parts: AppParts) -> str:
    """The clock screen's payouts as a 1920x1080 TV shows them (a hidden or smaller window
    shows fewer lines and "+ N more")."""
    screen = parts.clock_screen
    if not screen.isVisible():
        screen.resize(1920, 1080)
        screen.show()
        qtbot.waitExposed(screen)
    screen.refresh()
    return " ".join(screen.payouts.text().replace("<", " <").split())


def _tab(parts: AppParts) -> list[tuple[str, str]]:
    model = parts.console.payouts_tab.payouts_model
    return [
        (str(model.data(model.index(r, 0))), str(model.data(model.index(r, 1))))
        for r in range(model.rowCount())
    ]


def _printed(parts: AppParts, target: Path) -> str:
    def print_to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    parts.console.run_dialog = print_to_pdf
    parts.console.menus.print_payouts_action.trigger()
    page = PdfReader(target).pages[0].extract_text()
    return " ".join(unicodedata.normalize("NFKC", page).split())


def _phone(qtbot: QtBot, parts: AppParts, url: str) -> list[tuple[str, str]]:
    assert parts.live is not None
    share = parts.live.share
    qtbot.waitUntil(lambda: not share._dirty, timeout=5000)
    with urllib.request.urlopen(url + "status.json", timeout=5) as response:
        feed: dict[str, Any] = json.loads(response.read())
    return [(p.get("name") or p["place_text"], p["text"]) for p in feed["payouts"]]


def _share(parts: AppParts) -> str:
    assert parts.live is not None
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    return parts.live.share.start(ShareSettings("127.0.0.1", port))


def _check(
    qtbot: QtBot, parts: AppParts, url: str, pdf: Path, lines: list[tuple[str, str]]
) -> None:
    shown = _clock_screen(qtbot, parts)
    for who, amount in lines:  # a TV's clock screen has room for every line of these
        assert f"{who} </td> <td align='right'>{amount}" in shown, shown
    assert "more" not in shown, shown
    assert _tab(parts) == lines
    printed = _printed(parts, pdf)
    for who, amount in lines:
        assert f"{who} {amount}" in printed, printed
    assert _phone(qtbot, parts, url) == lines


def test_an_icm_deal_is_what_every_payout_display_shows(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db, pdf = tmp_path / "deal.sqlite", tmp_path / "payouts.pdf"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    url = _share(parts)
    parts.facade.send(c.SetPayouts((130_000, 85_000, 55_000)))
    players = [r.player_id for r in parts.facade.players()]
    for pid in players[3:]:
        parts.facade.send(c.EliminatePlayer(pid))
    big, *small = players[:3]
    names = {r.player_id: r.name for r in parts.facade.players()}
    counts = {big: 405_000, small[0]: 202_500, small[1]: 202_500}

    def count(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        for pid, chips in counts.items():
            dialog.set_count(pid, chips)
        return True

    def icm_for_all_but_150(dialog: QDialog) -> bool:
        assert isinstance(dialog, DealDialog)
        dialog.choose("icm")
        dialog.play_for_spin.setValue(150.0)
        return True

    parts.console.run_dialog = Answers(count)
    parts.console.players_tab.player_actions.chip_counts()
    _check(qtbot, parts, url, pdf, TABLE)
    parts.console.run_dialog = Answers(icm_for_all_but_150)
    parts.console.payouts_tab.money_actions.deal()
    deal = _deal(names[big], [names[small[0]], names[small[1]]])
    deal[1:3] = sorted(deal[1:3])  # equal shares: by name
    _check(qtbot, parts, url, pdf, deal)

    parts.console.menus.undo_action.trigger()
    _check(qtbot, parts, url, pdf, TABLE)
    parts.console.menus.redo_action.trigger()
    _check(qtbot, parts, url, pdf, deal)
    parts.close(clock())

    again = open_app(opened, qtbot, db, clock)
    _check(qtbot, again, _share(again), pdf, deal)

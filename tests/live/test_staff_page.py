"""The staff page in Debian's headless Chromium (a phone-sized window): a floor person
records a bust with its eliminator (answering the bust-or-rebuy question), a rebuy, a
table's chip counts and hand-for-hand hands; each is on the console and the clock screen
within a second and undone from the console; a revoked link is refused."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop
from pytestqt.qtbot import QtBot
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.e2e.support import START, FakeClock, open_app
from tests.live.browser import chromium
from tests.live.conftest import NAMES
from tests.live.staff_support import share_with_staff
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure_io import load_preset
from ui.app import AppParts


def rebuy_cup() -> c.CreateTournament:
    """Ten players at two tables of six: 50 € (+5 €) for 30,000 chips; rebuys of 50 € for
    30,000 chips until level 4 while a stack is at most 30,000."""
    return c.CreateTournament(
        "Staff Test Cup",
        BuyInSettings(
            buy_in=5_000,
            fee=500,
            starting_stack=30_000,
            rebuy_cost=5_000,
            rebuy_chips=30_000,
            max_rebuys=3,
            rebuy_until_level=4,
            rebuy_stack_limit=30_000,
        ),
        load_preset("nlhe-regular"),
        table_count=2,
        table_size=6,
    )


@pytest.fixture
def event(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[AppParts, FakeClock]]:
    clock = FakeClock(START)
    apps: list[AppParts] = []
    parts = open_app(apps, qtbot, tmp_path / "staff.db", clock, ask_new=rebuy_cup)
    for i, name in enumerate(NAMES):
        parts.uow.handle(c.RegisterAndBuyIn(name))
        assert parts.facade.t.player_records()[i].player_id
    for command in (
        c.DrawSeats(),
        c.DrawButton(),
        c.SetPayouts((25_000, 15_000, 10_000)),
        c.StartClock(),
    ):
        parts.uow.handle(command)
    yield parts, clock
    for p in apps:
        p.close(clock.now)


def spin_until(condition: Callable[[], bool], timeout: float = 1.0) -> float:
    """Run the Qt event loop until ``condition`` holds; how long it took (fails after
    ``timeout`` seconds)."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > timeout:
            raise AssertionError(f"not seen within {timeout} s")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        time.sleep(0.005)
    return time.monotonic() - started


def click(driver: WebDriver, css: str) -> None:
    """Click what ``css`` finds (waiting for it while the Qt loop serves the page's writes)."""
    spin_until(lambda: bool(driver.find_elements(By.CSS_SELECTOR, css)), timeout=5.0)
    for _ in range(5):  # the page draws its tables again when a poll brings news
        try:
            driver.find_element(By.CSS_SELECTOR, css).click()
            break
        except StaleElementReferenceException:
            continue
    shot(driver, css)


def text(driver: WebDriver, css: str) -> str | None:
    """The text of what ``css`` finds now (read in one go: the page re-renders)."""
    found = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e ? e.textContent : null", css
    )
    return None if found is None else str(found)


def shot(driver: WebDriver, what: str) -> None:
    """With ``STAFF_SHOTS=folder``: save what the phone shows (to look at, not committed)."""
    folder = os.environ.get("STAFF_SHOTS")
    if folder:
        name = "".join(ch if ch.isalnum() else "_" for ch in what)[:60]
        driver.save_screenshot(str(Path(folder) / f"{time.monotonic_ns()}_{name}.png"))


def choose(driver: WebDriver, text: str) -> None:
    """Tap the sheet's choice that starts with ``text``."""
    xpath = f"//div[@id='sheet-choices']/button[starts-with(normalize-space(.), '{text}')]"
    spin_until(lambda: bool(driver.find_elements(By.XPATH, xpath)), timeout=5.0)
    driver.find_element(By.XPATH, xpath).click()  # the sheet is not drawn again by polls


def answer(driver: WebDriver) -> str:
    return text(driver, "#answer") or ""


def row(parts: AppParts, player_id: str) -> list[str]:
    """The console's players list row of ``player_id``, as shown."""
    model = parts.console.players_tab.players_model
    for i in range(model.rowCount()):
        if model.row_at(i).player_id == player_id:
            return [str(model.data(model.index(i, col))) for col in range(model.columnCount())]
    raise AssertionError(player_id)


def id_of(parts: AppParts, name: str) -> str:
    return next(p.player_id for p in parts.facade.t.player_records() if p.name == name)


def test_floor_records_on_the_phone_and_the_console_undoes(
    event: tuple[AppParts, FakeClock], qtbot: QtBot, chromium_ready: None
) -> None:
    parts, clock = event
    console, screen = parts.console, parts.clock_screen
    staff = share_with_staff(parts, clock)
    marco_token = staff.marco
    assert parts.live is not None
    url = parts.live.share.staff_url(marco_token)
    assert url.endswith(f"/staff/{marco_token}/")
    dmitri = id_of(parts, "Dmitri Dunaev")
    where = parts.facade.t.location(dmitri)
    assert where is not None
    table, _ = where
    neighbour = next(
        p
        for p in parts.facade.t.player_records()
        if p.player_id != dmitri and (parts.facade.t.location(p.player_id) or (0,))[0] == table
    )  # the eliminator sits at the same table (the sheet lists them first)
    with chromium(390, 844) as driver:
        driver.get(url)
        spin_until(lambda: len(driver.find_elements(By.CSS_SELECTOR, ".seats li")) == 10, 10.0)
        assert text(driver, "#who") == "Marco"
        assert text(driver, "#rebuys") == "Rebuy period"
        assert text(driver, f"li[data-player='{dmitri}'] .stack") == "30,000"

        # a bust during the rebuy period: the question, then who busted him
        assert screen.side_labels["players"].text() == "10 / 10"
        click(driver, f"li[data-player='{dmitri}'] .bust")
        assert text(driver, "#sheet-title") == (
            "Rebuys are open: does Dmitri Dunaev rebuy, or is he out?"
        )
        choose(driver, "Bust (out of the event)")
        assert text(driver, "#sheet-title") == "Who busted Dmitri Dunaev?"
        choices = driver.find_elements(By.CSS_SELECTOR, "#sheet-choices button")
        assert choices[-2].text == "At another table…"  # the other tables: one tap further
        assert choices[-1].text == "Not known"
        choose(driver, neighbour.name)
        spin_until(lambda: screen.side_labels["players"].text() == "9 / 10")
        assert row(parts, dmitri)[1] == "Out · 10th"
        spin_until(lambda: answer(driver) == "Dmitri Dunaev is out.", 2.0)
        assert parts.facade.t.player(dmitri).busted_by == neighbour.player_id
        assert (
            console.menus.undo_action.text() == "Undo: bust-out of Dmitri Dunaev — by Floor: Marco"
        )
        assert console.log_model.row_at(0)[2] == "Floor: Marco"  # the Log tab's "By"
        console.menus.undo_action.trigger()
        spin_until(lambda: screen.side_labels["players"].text() == "10 / 10")
        assert row(parts, dmitri)[1] != "Out · 10th"
        spin_until(
            lambda: bool(driver.find_elements(By.CSS_SELECTOR, f"li[data-player='{dmitri}']")),
            2.0,
        )

        # a rebuy: 30,000 more chips and 50 € more in the pool
        emma = id_of(parts, "Emma Eriksen")
        assert screen.money_line.text() == "Rebuys 0 · Add-ons 0"
        assert screen.side_labels["pool"].text() == "€ 500"
        click(driver, f"li[data-player='{emma}'] .rebuy")
        spin_until(lambda: screen.money_line.text() == "Rebuys 1 · Add-ons 0")
        assert screen.side_labels["pool"].text() == "€ 550"  # 11 × 50 €
        assert row(parts, emma)[4] == "60,000"
        spin_until(lambda: text(driver, f"li[data-player='{emma}'] .stack") == "60,000", 2.0)
        console.menus.undo_action.trigger()
        spin_until(lambda: screen.money_line.text() == "Rebuys 0 · Add-ons 0")
        assert row(parts, emma)[4] == "30,000"

        # a table's chip counts: one action for the whole table
        seated = [s for t in parts.facade.t.tables_view() if t.number == table for s in t.seats]
        players = [s.player_id for s in seated if s.player_id is not None]
        click(driver, f"#table-{table} .table-tools .btn")
        counts = dict.fromkeys(players, 30000)
        counts[players[0]], counts[players[1]] = 52_000, 8_000
        for pid, chips in counts.items():
            box = driver.find_element(By.CSS_SELECTOR, f"li[data-player='{pid}'] input")
            box.clear()
            box.send_keys(f"{chips:,}")
        log_before = len(parts.facade.log())
        click(driver, f"#table-{table} .table-tools .btn.done")
        leader = parts.facade.t.player(players[0]).name
        spin_until(lambda: screen.side_labels["leader"].text() == "52,000")
        assert screen.side_labels["leader_caption"].text() == f"Chip leader: {leader}"
        assert row(parts, players[1])[4] == "8,000"
        assert len(parts.facade.log()) == log_before + 1  # one action, one undo step
        console.menus.undo_action.trigger()
        spin_until(lambda: row(parts, players[1])[4] == "30,000")
        assert screen.side_labels["leader"].text() == "-"

        # hand-for-hand: the director starts it; the floor marks each table done
        parts.facade.send(c.SetHandForHand(True))
        spin_until(lambda: driver.find_element(By.ID, "hfh").is_displayed(), 2.0)
        assert screen.status.text() == "PAUSED"  # hand-for-hand stops the clock
        bar = console.clock_bar
        assert "hands played: 0" in bar.hfh_label.text()
        click(driver, "#table-1 .table-head .btn.done")
        spin_until(lambda: bool(driver.find_elements(By.CSS_SELECTOR, "#table-1 .waiting")), 2.0)
        click(driver, "#table-2 .table-head .btn.done")
        spin_until(lambda: "hands played: 1" in bar.hfh_label.text())
        console.menus.undo_action.trigger()
        spin_until(lambda: "hands played: 0" in bar.hfh_label.text())
        spin_until(lambda: bool(driver.find_elements(By.CSS_SELECTOR, "#table-2 .btn.done")), 2.0)

        # the director is called to a table: a notice on the console
        click(driver, f"#table-{table} .btn.call")
        spin_until(
            lambda: console.banner.text() == f"Floor: Marco calls the director to table {table}"
        )

        # nothing is wider than the phone's screen; no script errors
        assert driver.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth"
        )
        assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []

        # revoked: the page says so at the top, and a write is refused
        staff.directory.revoke(staff.member(marco_token).link_id)
        spin_until(lambda: driver.find_element(By.ID, "expired").is_displayed(), 3.0)
        assert driver.find_element(By.ID, "expired").text == (
            "This staff link was revoked: ask the director for a new one."
        )

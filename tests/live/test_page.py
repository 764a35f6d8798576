"""The live page in Debian's headless Chromium: figures, a bust within 2 s, the seat lookup."""

from __future__ import annotations

import time

from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.support import MINUTE, START, FakeClock
from tests.live.browser import chromium
from tournament.service import commands as c
from ui.app import AppParts
from ui.live.share import ShareSettings


def text(driver: WebDriver, element_id: str) -> str:
    return str(driver.find_element(By.ID, element_id).text)


def rows(driver: WebDriver, list_id: str) -> list[str]:
    """The list's rows, their parts joined by " | " (read in one go: the page re-renders)."""
    script = (
        "return [...document.querySelectorAll(arguments[0])].map(li =>"
        " [...li.querySelectorAll('span')].map(s => s.textContent.trim()).join(' | '))"
    )
    return list(driver.execute_script(script, f"#{list_id} li"))


def shown(driver: WebDriver, element_id: str, expected: str, timeout: float = 5.0) -> None:
    WebDriverWait(driver, timeout, poll_frequency=0.05).until(
        lambda d: text(d, element_id) == expected
    )


def test_page_figures_bust_and_seat_lookup(
    app: tuple[AppParts, FakeClock], qtbot: QtBot, chromium_ready: None
) -> None:
    parts, clock = app
    assert parts.live is not None
    parts.uow.handle(c.RecordChipCount("P00", 48_000))
    clock.now = START + 4 * MINUTE + 30_000
    parts.facade.toggle_clock()  # paused at 25:30 left: the page shows exactly that
    url = parts.live.share.start(ShareSettings("127.0.0.1", 0))
    with chromium(390, 844) as driver:
        driver.get(url)
        shown(driver, "players-left", "10")
        assert text(driver, "title") == "Live Test Cup"
        assert text(driver, "level") == "Level 1"
        assert text(driver, "game") == "No-limit Texas hold'em"
        assert text(driver, "time") == "25:30"
        assert text(driver, "status") == "PAUSED"
        assert text(driver, "stakes").splitlines() == ["Blinds 100 / 200", "Big blind ante 200"]
        assert text(driver, "next") == (
            "Next: Level 2 · No-limit Texas hold'em · Blinds 200 / 300 · Big blind ante 300"
        )
        assert text(driver, "entries") == "10"
        assert text(driver, "average") == "30,000"  # 10 × 30,000 chips in play / 10 (issue 10.1)
        assert text(driver, "pool") == "€ 500"  # 10 × 50 €
        assert rows(driver, "payouts") == ["1st |  | € 250", "2nd |  | € 150", "3rd |  | € 100"]
        assert rows(driver, "results") == ["Nobody is out yet"]

        # the clock runs again; 3 s later (the server's clock) the page shows 25:27, counted
        # from the level's end instant (no change was published in between)
        parts.facade.toggle_clock()
        qtbot.wait(50)
        version = parts.live.share.version
        clock.now += 3_000
        shown(driver, "time", "25:27")
        assert not text(driver, "status")
        assert parts.live.share.version == version

        # a bust: the page follows within 2 seconds
        busted_at = time.monotonic()
        parts.facade.send(c.EliminatePlayer("P03"))
        qtbot.wait(20)  # the event loop publishes the snapshot
        left = 2.0 - (time.monotonic() - busted_at)
        shown(driver, "players-left", "9", timeout=left)
        # 300,000 chips in play // 9 left
        shown(driver, "average", "33,333", timeout=2.0 - (time.monotonic() - busted_at))
        assert rows(driver, "results") == ["10th | Dmitri Dunaev | "]

        # where do I sit? (a part of the name, any case, accents ignored)
        location = parts.facade.t.location("P02")
        assert location is not None
        box = driver.find_element(By.ID, "seat-query")
        box.send_keys("chloe")
        WebDriverWait(driver, 2, poll_frequency=0.05).until(
            lambda d: (
                rows(d, "seat-results")
                == [f"Chloé Chevalier | Table {location[0]} · Seat {location[1]}"]
            )
        )
        box.clear()
        box.send_keys("zzz")
        WebDriverWait(driver, 2, poll_frequency=0.05).until(
            lambda d: rows(d, "seat-results") == ["No seated player by that name"]
        )
        # a seat move shows under recent moves (newest first)
        start = parts.facade.t.location("P01")
        assert start is not None
        taken = {parts.facade.t.location(p.player_id) for p in parts.facade.t.players_view()}
        free = next((t, s) for t in (1, 2) for s in range(1, 7) if (t, s) not in taken)
        parts.uow.handle(c.MovePlayer("P01", *free))
        qtbot.wait(20)
        moved = (
            f"Bruno Berg | Table {start[0]} · Seat {start[1]} → Table {free[0]} · Seat {free[1]}"
        )
        WebDriverWait(driver, 2, poll_frequency=0.05).until(lambda d: rows(d, "moves") == [moved])
        # nothing is wider than the phone's screen
        assert driver.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth"
        )
        logs = driver.get_log("browser")
        assert [entry for entry in logs if entry["level"] == "SEVERE"] == []


def test_page_with_names_hidden(
    app: tuple[AppParts, FakeClock], qtbot: QtBot, chromium_ready: None
) -> None:
    parts, _ = app
    assert parts.live is not None
    parts.facade.send(c.EliminatePlayer("P03"))
    url = parts.live.share.start(ShareSettings("127.0.0.1", 0, hide_names=True))
    with chromium(820, 1180) as driver:
        driver.get(url)
        shown(driver, "players-left", "9")
        assert not driver.find_element(By.ID, "seat-query").is_enabled()
        assert rows(driver, "seat-results") == ["Names are not shown: ask the floor."]
        assert rows(driver, "results") == ["10th |  | "]
        assert "Dmitri" not in driver.page_source

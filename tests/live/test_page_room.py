"""The live page in a real room (issue 29.4 and 29.5), in Debian's headless Chromium: the
event's language and number format, "updated" as the last answered poll, an old link."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.support import FakeClock
from tests.live.browser import chromium
from ui.app import AppParts
from ui.live.share import ShareSettings
from ui.locale_format import set_program_locale


def text(driver: WebDriver, element_id: str) -> str:
    return str(driver.find_element(By.ID, element_id).text)


def shown(driver: WebDriver, element_id: str, expected: str, timeout: float = 5.0) -> None:
    WebDriverWait(driver, timeout, poll_frequency=0.05).until(
        lambda d: text(d, element_id) == expected
    )


@pytest.fixture
def german() -> Iterator[None]:
    """The program's numbers in German for the test (restored after it)."""
    before = QLocale()
    set_program_locale("de")
    yield
    QLocale.setDefault(before)


def test_the_page_follows_the_programs_language_and_numbers(
    app: tuple[AppParts, FakeClock], german: None, chromium_ready: None
) -> None:
    parts, _ = app
    assert parts.live is not None
    url = parts.live.share.start(ShareSettings("127.0.0.1", 0))
    with chromium(390, 844) as driver:
        driver.get(url)
        shown(driver, "players-left", "10")
        assert driver.execute_script("return document.documentElement.lang") == "de"
        assert text(driver, "average") == "30.000"  # 10 × 30,000 chips / 10, German digits
        assert text(driver, "pool") == "500 €"  # 10 × 50 €, as German writes money


def test_updated_is_the_last_answered_poll_and_an_old_link_says_so(
    app: tuple[AppParts, FakeClock], qtbot: QtBot, chromium_ready: None
) -> None:
    parts, clock = app
    assert parts.live is not None
    share = parts.live.share
    url = share.start(ShareSettings("127.0.0.1", 0))
    assert share.server is not None
    port = share.server.port  # shared again on the same port, as the director's setting is
    with chromium(390, 844) as driver:
        driver.get(url)
        shown(driver, "players-left", "10")
        version = share.version
        # 90 s on the server's clock with nothing published: the polls get 304s, and the
        # footer says when the server last answered (the browser shows UTC here)
        clock.now += 90_000
        later = datetime.fromtimestamp(clock.now / 1000, tz=UTC)
        expected = "Updated " + later.strftime("%-I:%M:%S %p")
        shown(driver, "updated", expected)
        assert share.version == version
        assert driver.find_element(By.ID, "expired").is_displayed() is False

        # the director asks for a new address: the open page's link is dead
        new_url = share.new_address()
        assert new_url != url
        assert share.server is not None
        assert share.server.port == port
        WebDriverWait(driver, 5, poll_frequency=0.05).until(
            lambda d: d.find_element(By.ID, "expired").is_displayed()
        )
        assert text(driver, "expired") == (
            "This link has expired: scan the code on the clock screen."
        )
        assert not driver.find_element(By.ID, "offline").is_displayed()
        frozen = text(driver, "time")  # the dead page's clock no longer counts
        clock.now += 5_000
        qtbot.wait(1500)
        assert text(driver, "time") == frozen
        # the old address opened afresh says the same, at the top of an otherwise empty page
        driver.get(url)
        assert driver.find_element(By.TAG_NAME, "body").text == (
            "This link has expired: scan the code on the clock screen."
        )

"""Debian's headless Chromium driven through chromedriver (selenium), for the live-view tests."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)


def missing() -> str:
    """Why the browser cannot run here ('' when it can)."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).exists():
            return (
                f"{path} is missing: install Debian's chromium and chromium-driver"
                " (bash .ci/bootstrap test)"
            )
    return ""


@contextmanager
def chromium(width: int = 390, height: int = 844) -> Iterator[webdriver.Chrome]:
    """A fresh headless Chromium (its own empty profile) with a window of ``width``×``height``."""
    profile = tempfile.mkdtemp(prefix="pokerfloor-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)

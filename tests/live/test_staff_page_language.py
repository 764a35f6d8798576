"""The staff page speaks the event's language (German here): its words, its figures, the
refusals of the event and of the page; a floor person's link covers their tables only."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By

from tests.e2e.support import START, FakeClock, open_app
from tests.live.browser import chromium
from tests.live.conftest import NAMES, cup
from tests.live.staff_support import call, share_with_staff, write
from tests.live.test_staff_page import spin_until, text
from tournament.service import commands as c
from ui.app import AppParts


def seated_at(parts: AppParts, table: int) -> str:
    """A player sitting at ``table``."""
    for p in parts.facade.t.player_records():
        where = parts.facade.t.location(p.player_id)
        if where is not None and where[0] == table:
            return p.player_id
    raise AssertionError(table)


def test_the_staff_page_in_german_and_a_link_for_one_table(
    qtbot: QtBot, tmp_path: Path, chromium_ready: None
) -> None:
    clock = FakeClock(START)
    apps: list[AppParts] = []
    parts = open_app(apps, qtbot, tmp_path / "de.db", clock, ask_new=cup, lang="de")
    try:
        for i, name in enumerate(NAMES):
            parts.uow.handle(c.RegisterPlayer(name, "", f"P{i:02d}"))
            parts.uow.handle(c.BuyIn(f"P{i:02d}"))
        for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
            parts.uow.handle(command)
        staff = share_with_staff(parts, clock)
        table_one = staff.directory.issue("Lena", "floor", (1,)).token
        lena = staff.directory.member(table_one)
        assert lena is not None
        at_one, at_two = (seated_at(parts, n) for n in (1, 2))
        parts.uow.handle(c.RecordChipCount(at_one, 41_500))

        # the event's refusal, in German: hand done is for hand-for-hand only
        done = write(staff.url, table_one, {"action": "hand_done", "table": 1}, lena.write_secret)
        assert (done.status, json.loads(done.body)) == (
            409,
            {"error": "Hand-für-Hand ist nicht aktiv"},
        )
        # the page's refusal: a player at a table that is not Lena's
        other = write(staff.url, table_one, {"action": "bust", "player": at_two}, lena.write_secret)
        assert (other.status, json.loads(other.body)) == (
            409,
            {"error": "Tisch 2 gehört nicht zu Ihren Tischen."},
        )
        assert parts.facade.t.location(at_two) is not None  # nothing happened
        counted = write(
            staff.url,
            table_one,
            {"action": "chips", "table": 1, "counts": {at_one: 30_000, at_two: 30_000}},
            lena.write_secret,
        )
        assert json.loads(counted.body) == {
            "error": "Ein gezählter Spieler sitzt nicht an Tisch 1."
        }
        labels = json.loads(call(staff.url, "GET", f"/staff/{table_one}/labels.json").body)
        assert labels["bust"] == "Raus"
        assert labels["locale"] == "de"

        with chromium(390, 844) as driver:
            driver.get(parts.live.share.staff_url(table_one))  # type: ignore[union-attr]
            spin_until(lambda: bool(driver.find_elements(By.CSS_SELECTOR, ".seats li")), 10.0)
            assert driver.execute_script("return document.documentElement.lang") == "de"
            assert [h.text for h in driver.find_elements(By.CSS_SELECTOR, ".table h2")] == [
                "Tisch 1"
            ]  # Lena's one table
            assert text(driver, ".table-tools .btn") == "Chipcounts"
            assert text(driver, ".seats .bust") == "Raus"
            assert text(driver, f"li[data-player='{at_one}'] .stack") == "41.500"
            # a lookup finds a player at any table
            box = driver.find_element(By.ID, "seat-query")
            box.send_keys("dmitri")
            where = parts.facade.t.location("P03")
            assert where is not None
            spin_until(
                lambda: (
                    text(driver, "#seat-results li")
                    == f"Dmitri DunaevTisch {where[0]} · Platz {where[1]}"
                ),
                3.0,
            )
        # a display link: the tables, no button (hand-for-hand on: still none)
        parts.facade.send(c.SetHandForHand(True))
        with chromium(390, 844) as driver:
            driver.get(parts.live.share.staff_url(staff.display))  # type: ignore[union-attr]
            spin_until(lambda: len(driver.find_elements(By.CSS_SELECTOR, ".seats li")) == 10, 10)
            assert text(driver, "#read-only") == (
                "Nur Anzeige: dieser Link zeigt die Tische und ändert nichts."
            )
            assert text(driver, "#hfh") == "HAND FÜR HAND"
            assert driver.find_elements(By.CSS_SELECTOR, "main button") == []
    finally:
        for p in apps:
            p.close(clock.now)

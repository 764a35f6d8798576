"""Add-ons "at the break only" and the double add-on, as a director runs them (issue 27,
item 12): set up in the New-tournament dialog, refused during the levels with the window
named, "Add-ons now" on the clock screen at that break, the double add-on as one undo step,
closed once the next level starts.

The default structure (``nlhe-regular``) has six 30-minute levels, then a 15-minute break:
the break after level 6 runs from minute 180 to minute 195. Buy-in €100 (+ €10 fee) for
30,000 chips; the add-on set here costs €50 for 10,000 chips."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.new_tournament import NewTournamentDialog

SHOTS = Path("/tmp/pokerfloor-shots")


def _set_up() -> c.CreateTournament | None:
    dialog = NewTournamentDialog()
    dialog.name_edit.setText("Friday Add-on Night")
    dialog.add_on_cost.setValue(50)
    dialog.add_on_chips.setValue(10_000)
    dialog.add_on_until.setValue(6)
    dialog.add_on_when.setCurrentIndex(1)  # only at the break after that level
    dialog.max_add_ons.setValue(2)  # the double add-on
    SHOTS.mkdir(exist_ok=True)
    dialog.resize(1280, 800)
    dialog.grab().save(str(SHOTS / "new-tournament-add-on-1280.png"))
    assert dialog.try_accept(), dialog.error.text()
    command = dialog.command()
    dialog.deleteLater()
    return command


def _select(parts: AppParts, name: str) -> None:
    tab = parts.console.players_tab
    for row in range(tab.players_filter.rowCount()):
        if tab.players_filter.row_at(row).name == name:
            tab.players_view.clearSelection()
            tab.players_view.selectRow(row)
            return
    raise AssertionError(f"{name} is not in the players list")


def _stack(parts: AppParts, name: str) -> int | None:
    return next(r.stack for r in parts.facade.players() if r.name == name)


def test_add_ons_at_the_break_only_with_the_double_add_on(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "addon.sqlite", clock, ask_new=_set_up)
    console = parts.console
    console.show()
    tab = console.players_tab
    for name in ("Ana Lee", "Bo Jensen", "Cy Park"):
        tab.name_edit.setText(name)
        tab.register_button.click()
    console.clock_bar.start_button.click()
    screen = parts.clock_screen

    # Level 1: the add-on is refused, the window named; nothing changes.
    clock.now = START + 10 * MINUTE
    _select(parts, "Ana Lee")
    tab.addon_button.click()
    assert console.banner.text() == "Add-ons are taken at the break after level 6"
    assert _stack(parts, "Ana Lee") == 30_000
    screen.refresh()
    assert "Add-ons now" not in screen.message.text()
    assert screen.side_labels["pool"].text() == "€ 300"  # three buy-ins of €100

    # The break after level 6 (minute 181): the clock screen calls for the add-ons.
    clock.now = START + 181 * MINUTE
    screen.refresh()
    assert "Add-ons now" in screen.message.text()
    SHOTS.mkdir(exist_ok=True)
    for width, height in ((1920, 1080), (1280, 800)):
        screen.resize(width, height)
        screen.refresh()
        screen.grab().save(str(SHOTS / f"clock-add-ons-now-{width}.png"))

    # Ana takes the double add-on: 30,000 + 2 x 10,000 chips, €300 + 2 x €50 in the pool.
    _select(parts, "Ana Lee")
    tab.double_addon_button.click()
    assert _stack(parts, "Ana Lee") == 50_000
    assert console.menus.undo_action.text() == "Undo: double add-on of Ana Lee"
    screen.refresh()
    assert screen.side_labels["pool"].text() == "€ 400"
    console.grab().save(str(SHOTS / "console-double-add-on.png"))
    # One Undo takes both add-ons back; Redo gives both again.
    console.menus.undo_action.trigger()
    assert _stack(parts, "Ana Lee") == 30_000
    screen.refresh()
    assert screen.side_labels["pool"].text() == "€ 300"
    console.menus.redo_action.trigger()
    assert _stack(parts, "Ana Lee") == 50_000
    # A third add-on is over the limit of two.
    tab.addon_button.click()
    assert console.banner.text() == "Add-on limit of 2 reached for Ana Lee"
    # Bo takes one add-on at the same break: €450.
    _select(parts, "Bo Jensen")
    tab.addon_button.click()
    assert _stack(parts, "Bo Jensen") == 40_000
    screen.refresh()
    assert screen.side_labels["pool"].text() == "€ 450"

    # Level 7 (minute 196): closed, and the clock no longer calls for them.
    clock.now = START + 196 * MINUTE
    _select(parts, "Cy Park")
    tab.addon_button.click()
    assert console.banner.text() == "Add-ons closed after the break after level 6"
    assert _stack(parts, "Cy Park") == 30_000
    screen.refresh()
    assert "Add-ons now" not in screen.message.text()


def test_the_window_is_named_in_the_director_s_language(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    from ui.domain_text import set_language

    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "addon.sqlite", clock, ask_new=_set_up)
    tab = parts.console.players_tab
    tab.name_edit.setText("Ana Lee")
    tab.register_button.click()
    parts.console.clock_bar.start_button.click()
    clock.now = START + 10 * MINUTE  # level 1
    _select(parts, "Ana Lee")
    try:
        for lang, refusal in (
            ("de", "Add-ons gibt es in der Pause nach Level 6"),
            ("fr", "Les add-ons se prennent à la pause après le niveau 6"),
            ("ja", "アドオンはレベル 6 後の休憩で受け付けます"),
        ):
            set_language(lang)
            tab.addon_button.click()
            assert parts.console.banner.text() == refusal
    finally:
        set_language("en")

"""Clock → Sounds: the director turns an alert's sound off in the console; the clock screen
stops sounding it and the choice is kept for the next run."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts
from ui.clock_alerts import Alert


def test_turning_a_sound_off_in_the_console_silences_the_clock_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    actions = parts.console.menus.sound_actions
    assert all(action.isChecked() for action in actions.values())
    assert parts.clock_screen.alerts.enabled(Alert.LEVEL_UP)
    actions[Alert.LEVEL_UP].trigger()  # unchecks it
    assert not actions[Alert.LEVEL_UP].isChecked()
    assert not parts.clock_screen.alerts.enabled(Alert.LEVEL_UP)
    assert parts.clock_screen.alerts.enabled(Alert.ONE_MINUTE)
    parts.clock_screen.alerts.play(Alert.LEVEL_UP)
    assert parts.clock_screen.alerts.played == []
    again = open_app(opened, qtbot, tmp_path / "other.sqlite", FakeClock(), demo="horse")
    assert not again.console.menus.sound_actions[Alert.LEVEL_UP].isChecked()
    actions[Alert.LEVEL_UP].trigger()  # back on, for the tests that follow
    assert again.clock_screen.alerts.enabled(Alert.LEVEL_UP)

"""Clock → Sounds: the director turns an alert's sound off in the console; the clock screen
stops sounding it and the choice is kept for the next run. Sound settings (issue 27, item
16): a WAV file per alert (anything else refused by name), a Test button, the volume, and
spoken announcements where the system has a voice, said plainly where it has none."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts
from ui.clock_alerts import Alert, default_sound
from ui.clock_voice import Voice
from ui.sounds_dialog import SoundsDialog


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


def _sound_settings(parts: AppParts, act: Callable[[SoundsDialog], None]) -> SoundsDialog:
    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, SoundsDialog)
        act(dialog)
        return True

    parts.console.run_dialog = answer
    parts.console.menus.sound_settings_action.trigger()
    return parts.console.menus.sounds_dialog


def test_a_sound_file_per_alert_a_test_button_the_volume_and_spoken_levels(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    screen = parts.clock_screen.alerts
    not_a_sound = tmp_path / "notes.wav"
    not_a_sound.write_text("level 7 at nine\n")
    gong = tmp_path / "gong.wav"
    shutil.copyfile(default_sound(Alert.BREAK_END), gong)
    answers = iter([str(not_a_sound), str(gong)])
    parts.console.choose_open_file = lambda title, filters: next(answers)
    try:

        def director(dialog: SoundsDialog) -> None:
            assert dialog.files[Alert.LEVEL_UP].text() == "level_up.wav (shipped)"
            dialog.choose[Alert.LEVEL_UP].click()  # a text file named .wav: refused
            assert dialog.message.text() == (
                f"{not_a_sound} is not a WAV sound file: choose a .wav file."
            )
            assert dialog.files[Alert.LEVEL_UP].text() == "level_up.wav (shipped)"
            dialog.choose[Alert.LEVEL_UP].click()
            assert dialog.message.text() == ""
            assert dialog.files[Alert.LEVEL_UP].text() == "gong.wav"
            dialog.volume.setValue(40)
            assert dialog.volume_text.text() == "40 %"
            dialog.test[Alert.LEVEL_UP].click()
            dialog.speech.setChecked(True)
            if not dialog.player.voice.available:  # this machine: no voice installed
                assert dialog.voice_text.text().startswith(
                    "No text-to-speech voice is installed on this computer"
                )
            dialog.test_voice.click()  # the clock stands at level 1 of nlhe-regular
            heard = dialog.heard.text()
            assert heard.endswith(": Level 1: blinds 100 and 200, big blind ante 200.")

        _sound_settings(parts, director)
        # the clock screen (same machine settings) plays the chosen file at 40 %
        assert screen.sound_file(Alert.LEVEL_UP) == gong
        effect = screen.sound(Alert.LEVEL_UP)
        assert effect.source().toLocalFile() == str(gong)
        assert effect.volume() == pytest.approx(0.4)
        assert screen.speech_on()
        # the level changes: the sound plays and the new level is announced
        parts.console.clock.toggle_clock()
        parts.clock_screen.refresh()
        clock.now += 60_000
        parts.console.clock.next_level()
        parts.clock_screen.refresh()
        assert screen.played[-1] == Alert.LEVEL_UP
        assert screen.voice.said[-1] == ("en", "Level 2: blinds 200 and 300, big blind ante 300.")
        parts.console.do(parts.facade.undo)  # back to level 1: nothing announced
        parts.clock_screen.refresh()
        assert len(screen.voice.said) == 1
    finally:  # the machine's settings, for the tests that follow
        screen.set_sound_file(Alert.LEVEL_UP, None)
        screen.set_volume(80)
        screen.set_speech_on(False)
    assert screen.sound_file(Alert.LEVEL_UP) == default_sound(Alert.LEVEL_UP)


def test_the_voice_says_so_plainly_where_the_system_has_none(qtbot: QtBot) -> None:
    none = Voice(engines=[])  # a system without any text-to-speech engine
    assert not none.available
    assert none.description() == (
        "No text-to-speech voice is installed on this computer: the clock shows its "
        "announcements but cannot speak them."
    )
    assert none.say("Level 7: blinds 300 and 600.", "en") is False
    assert none.said == [("en", "Level 7: blinds 300 and 600.")]
    qt_test_voice = Voice(engines=["mock"])  # Qt's own test engine has voices
    assert qt_test_voice.available
    assert qt_test_voice.description().startswith("Spoken by the voice ")
    assert qt_test_voice.say("Niveau 7 : blinds 300 et 600.", "fr") is True

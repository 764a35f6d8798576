"""Alerts of the clock screen: a sound and a visual cue when something changes for players.

:func:`alerts_between` decides, from two consecutive readings of the clock, which alerts
are due (pure, so the rules are tested without a screen): one minute left, a new level,
a break starting, a break over, the last ten seconds.  :class:`AlertPlayer` plays the
sound of an alert (Qt Multimedia: a WAV file shipped in ``resources/sounds``, or one the
director chose) at the chosen volume unless the director turned that alert off, and speaks
the announcement (:mod:`tournament.announcements`) through :class:`ui.clock_voice.Voice`
when spoken announcements are on; the choices are kept per machine in :class:`QSettings`.
"""

from __future__ import annotations

import wave
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QUrl

from tournament.announcements import spoken
from tournament.service.clock_views import LevelView
from ui.clock_voice import Voice

if TYPE_CHECKING:  # Qt's multimedia is loaded with the first sound, not at opening
    from PySide6.QtMultimedia import QSoundEffect

__all__ = [
    "Alert",
    "AlertPlayer",
    "ClockReading",
    "alert_text",
    "alerts_between",
    "default_sound",
    "wav_problem",
]

ONE_MINUTE_MS = 60_000
FINAL_SECONDS_MS = 10_000


class Alert(StrEnum):
    """What the room is told about; the value names the sound file and the setting."""

    ONE_MINUTE = "one_minute"
    LEVEL_UP = "level_up"
    BREAK_START = "break_start"
    BREAK_END = "break_end"
    FINAL_SECONDS = "tick"


@dataclass(frozen=True, slots=True)
class ClockReading:
    """What the alerts need of one clock reading: which step, a break or not, time left."""

    step: int
    on_break: bool
    time_left_ms: int
    running: bool


def alerts_between(before: ClockReading | None, after: ClockReading) -> tuple[Alert, ...]:
    """The alerts due between two readings (none for the first reading or a stopped clock).

    >>> r = ClockReading
    >>> alerts_between(r(3, False, 61_000, True), r(3, False, 59_500, True))
    (<Alert.ONE_MINUTE: 'one_minute'>,)
    >>> alerts_between(r(3, False, 500, True), r(4, True, 900_000, True))
    (<Alert.BREAK_START: 'break_start'>,)
    >>> alerts_between(r(4, True, 200, True), r(5, False, 1_200_000, True))
    (<Alert.BREAK_END: 'break_end'>,)
    """
    if before is None or not after.running:
        return ()
    if after.step != before.step:
        if after.step < before.step:
            return ()  # the director went back: nothing to announce
        if after.on_break:
            return (Alert.BREAK_START,)
        return (Alert.BREAK_END,) if before.on_break else (Alert.LEVEL_UP,)
    due: list[Alert] = []
    if before.time_left_ms > ONE_MINUTE_MS >= after.time_left_ms:
        due.append(Alert.ONE_MINUTE)
    if before.time_left_ms > FINAL_SECONDS_MS >= after.time_left_ms:
        due.append(Alert.FINAL_SECONDS)
    return tuple(due)


def alert_text(alert: Alert) -> str:
    """The words the clock screen flashes with an alert (translated)."""
    words = {
        Alert.ONE_MINUTE: QCoreApplication.translate("Alerts", "ONE MINUTE LEFT"),
        Alert.LEVEL_UP: QCoreApplication.translate("Alerts", "NEW LEVEL"),
        Alert.BREAK_START: QCoreApplication.translate("Alerts", "BREAK"),
        Alert.BREAK_END: QCoreApplication.translate(
            "Alerts", "BREAK IS OVER - SHUFFLE UP AND DEAL"
        ),
        Alert.FINAL_SECONDS: QCoreApplication.translate("Alerts", "LAST 10 SECONDS"),
    }
    return words[alert]


def default_sound(alert: Alert) -> Path:
    """The WAV file shipped for ``alert``."""
    return Path(str(resources.files("resources.sounds").joinpath(f"{alert.value}.wav")))


def wav_problem(path: Path) -> str:
    """Why ``path`` cannot be an alert's sound ("" when it can): missing, unreadable, or
    not a WAV file (the only kind Qt's sound effects play)."""
    try:
        with wave.open(str(path), "rb") as sound:
            sound.getnframes()
    except FileNotFoundError:
        text = QCoreApplication.translate("Alerts", "%1 does not exist.")
    except (wave.Error, EOFError):
        text = QCoreApplication.translate(
            "Alerts", "%1 is not a WAV sound file: choose a .wav file."
        )
    except OSError as error:
        text = QCoreApplication.translate("Alerts", "%1 cannot be read: %2").replace(
            "%2", error.strerror or str(error)
        )
    else:
        return ""
    return text.replace("%1", str(path))


class AlertPlayer(QObject):
    """Plays alert sounds and speaks announcements; each alert can be turned off, given
    its own sound file, and all share one volume (kept in the machine's settings).

    ``level_source`` gives the step on the clock when an alert is due (the announcement's
    figures; None: nothing is spoken), ``language`` the event's language.
    """

    def __init__(
        self,
        settings: QSettings | None = None,
        parent: QObject | None = None,
        voice: Voice | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else QSettings("pokerfloor", "clock")
        self._effects: dict[Alert, QSoundEffect] = {}
        self._voice = voice
        self.level_source: Callable[[], LevelView | None] | None = None
        self.language = "en"
        self.played: list[Alert] = []
        """Every alert sounded so far, in order (what the room heard)."""

    @property
    def voice(self) -> Voice:
        """The system's text-to-speech voice (looked for on first use)."""
        if self._voice is None:
            self._voice = Voice(parent=self)
        return self._voice

    def enabled(self, alert: Alert) -> bool:
        """Whether ``alert`` sounds (all do until the director turns one off)."""
        return bool(self._settings.value(f"alerts/{alert.value}", True, type=bool))

    def set_enabled(self, alert: Alert, on: bool) -> None:
        """Turn ``alert`` on or off on this machine."""
        self._settings.setValue(f"alerts/{alert.value}", on)

    def sound_file(self, alert: Alert) -> Path:
        """The WAV file ``alert`` plays: the director's choice, else the shipped one."""
        chosen = str(self._settings.value(f"alert_files/{alert.value}", "", type=str))
        return Path(chosen) if chosen else default_sound(alert)

    def set_sound_file(self, alert: Alert, path: Path | None) -> str:
        """Play ``path`` for ``alert`` (None: the shipped sound); returns why the file was
        refused ("" when taken), the old choice kept."""
        if path is None:
            self._settings.remove(f"alert_files/{alert.value}")
        else:
            problem = wav_problem(path)
            if problem:
                return problem
            self._settings.setValue(f"alert_files/{alert.value}", str(path))
        self._effects.pop(alert, None)
        return ""

    def volume(self) -> int:
        """The alerts' volume, 0 to 100 (percent)."""
        value = self._settings.value("alerts_volume", 80, type=int)
        return max(0, min(100, value if isinstance(value, int) else 80))

    def set_volume(self, percent: int) -> None:
        """Set the alerts' volume (0 to 100)."""
        self._settings.setValue("alerts_volume", max(0, min(100, percent)))

    def speech_on(self) -> bool:
        """Whether announcements are spoken (off until the director turns them on)."""
        return bool(self._settings.value("alerts_speech", False, type=bool))

    def set_speech_on(self, on: bool) -> None:
        """Turn spoken announcements on or off on this machine."""
        self._settings.setValue("alerts_speech", on)

    def sound(self, alert: Alert) -> QSoundEffect:
        """The sound effect of ``alert`` (its file, at the volume set)."""
        effect = self._effects.get(alert)
        if effect is None:
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(self.sound_file(alert))))
            self._effects[alert] = effect
        effect.setVolume(self.volume() / 100)
        return effect

    def test(self, alert: Alert) -> None:
        """Sound ``alert`` now, on or off (the settings' Test button)."""
        self.sound(alert).play()
        self.played.append(alert)

    def announcement(self, alert: Alert) -> str:
        """What is said aloud for ``alert`` now ("" when nothing is)."""
        level = self.level_source() if self.level_source is not None else None
        return "" if level is None else spoken(alert.value, level, self.language)

    def play(self, alert: Alert) -> bool:
        """Sound ``alert`` if it is on (and speak its announcement when spoken
        announcements are on); True when it was sounded."""
        if not self.enabled(alert):
            return False
        self.test(alert)
        if self.speech_on():
            self.voice.say(self.announcement(alert), self.language, self.volume() / 100)
        return True

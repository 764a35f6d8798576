"""Alerts of the clock screen: a sound and a visual cue when something changes for players.

:func:`alerts_between` decides, from two consecutive readings of the clock, which alerts
are due (pure, so the rules are tested without a screen): one minute left, a new level,
a break starting, a break over, the last ten seconds.  :class:`AlertPlayer` plays the
sound of an alert (Qt Multimedia, WAV files shipped in ``resources/sounds``) unless the
director turned that alert off; the choice is kept per machine in :class:`QSettings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from importlib import resources

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QUrl
from PySide6.QtMultimedia import QSoundEffect

__all__ = ["Alert", "AlertPlayer", "ClockReading", "alert_text", "alerts_between"]

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


def alerts_between(before: ClockReading | None, now: ClockReading) -> tuple[Alert, ...]:
    """The alerts due between two readings (none for the first reading or a stopped clock).

    >>> r = ClockReading
    >>> alerts_between(r(3, False, 61_000, True), r(3, False, 59_500, True))
    (<Alert.ONE_MINUTE: 'one_minute'>,)
    >>> alerts_between(r(3, False, 500, True), r(4, True, 900_000, True))
    (<Alert.BREAK_START: 'break_start'>,)
    >>> alerts_between(r(4, True, 200, True), r(5, False, 1_200_000, True))
    (<Alert.BREAK_END: 'break_end'>,)
    """
    if before is None or not now.running:
        return ()
    if now.step != before.step:
        if now.step < before.step:
            return ()  # the director went back: nothing to announce
        if now.on_break:
            return (Alert.BREAK_START,)
        return (Alert.BREAK_END,) if before.on_break else (Alert.LEVEL_UP,)
    due: list[Alert] = []
    if before.time_left_ms > ONE_MINUTE_MS >= now.time_left_ms:
        due.append(Alert.ONE_MINUTE)
    if before.time_left_ms > FINAL_SECONDS_MS >= now.time_left_ms:
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


class AlertPlayer(QObject):
    """Plays alert sounds; each alert can be turned off (kept in the machine's settings)."""

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else QSettings("pokerfloor", "clock")
        self._effects: dict[Alert, QSoundEffect] = {}
        self.played: list[Alert] = []
        """Every alert sounded so far, in order (what the room heard)."""

    def enabled(self, alert: Alert) -> bool:
        """Whether ``alert`` sounds (all do until the director turns one off)."""
        return bool(self._settings.value(f"alerts/{alert.value}", True, type=bool))

    def set_enabled(self, alert: Alert, on: bool) -> None:
        """Turn ``alert`` on or off on this machine."""
        self._settings.setValue(f"alerts/{alert.value}", on)

    def play(self, alert: Alert) -> bool:
        """Sound ``alert`` if it is on; True when it was sounded."""
        if not self.enabled(alert):
            return False
        effect = self._effects.get(alert)
        if effect is None:
            effect = QSoundEffect(self)
            source = resources.files("resources.sounds").joinpath(f"{alert.value}.wav")
            effect.setSource(QUrl.fromLocalFile(str(source)))
            self._effects[alert] = effect
        effect.play()
        self.played.append(alert)
        return True

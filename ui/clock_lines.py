"""What the clock screen's lines say, from its model: the status line (END OF DAY, an
alert, PAUSED, the break's end, HAND FOR HAND) and its colours, the message line across
the bottom (festival, notice, satellite, late registration, the director's words, the next
game), the side panels' captions and the rebuys / add-ons / bounty line.

The window (:class:`ui.clock_screen.ClockScreen`) lays these out and fits their fonts; the
texts are translated in its context (``ClockScreen``), as when they were its methods'.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.clock_alerts import FINAL_SECONDS_MS
from ui.clock_lettering import ALARM, BACKGROUND, BREAK, GOLD, WHITE
from ui.viewmodels import ClockScreenModel, format_clock

__all__ = ["message_line", "money_line", "side_captions", "status_line", "timer_colour"]


def timer_colour(m: ClockScreenModel) -> str:
    """The timer's colour: white, the break's colour, or red when paused; in the last
    seconds it pulses red and gold (every half second)."""
    paused = m.started and not m.running
    final = m.running and 0 < m.time_left_ms <= FINAL_SECONDS_MS
    if paused or final:
        pulse = final and (m.time_left_ms // 500) % 2 == 0
        return GOLD if pulse else ALARM
    return BREAK if m.on_break else WHITE


def status_line(m: ClockScreenModel, alert: str) -> tuple[str, str]:
    """The status line's style and text under the timer; ``alert`` is an alert's words
    while they are shown ("" otherwise)."""
    style, text = f"color: {ALARM};", ""
    if m.day_over:  # play has stopped for the night: no "new level" to announce
        text = QCoreApplication.translate("ClockScreen", "END OF DAY")
    elif alert:
        style, text = f"color: {BACKGROUND}; background: {GOLD};", alert
    elif m.started and not m.running:
        text = QCoreApplication.translate("ClockScreen", "PAUSED")
    elif m.on_break:
        style, text = f"color: {BREAK};", m.break_info
    elif m.hand_for_hand:
        text = QCoreApplication.translate("ClockScreen", "HAND FOR HAND")
    return f"{style} border-radius: 12px;", text


def _registration(m: ClockScreenModel) -> str:
    """ "Late registration closes in 12:34", "Late registration closed", or "" (over)."""
    if m.registration == "open":
        return QCoreApplication.translate("ClockScreen", "Late registration closes in %1").replace(
            "%1", format_clock(m.registration_closes_in_ms)
        )
    if m.registration == "closed":
        return QCoreApplication.translate("ClockScreen", "Late registration closed")
    return ""


def message_line(m: ClockScreenModel) -> str:
    """The line across the bottom: the festival, the notice, the satellite, the late
    registration, the director's words and the games to come, those there are."""
    parts = (
        m.festival,
        m.notice,
        m.satellite,
        _registration(m),
        m.message,
        m.next_game,
        m.tables_games,
    )
    return " · ".join(part for part in parts if part)


def side_captions() -> dict[str, str]:
    """The side panels' captions by key (players, average, leader, break, pool)."""
    return {
        "players": QCoreApplication.translate("ClockScreen", "Players"),
        "average": QCoreApplication.translate("ClockScreen", "Average stack"),
        "leader": QCoreApplication.translate("ClockScreen", "Chip leader"),
        "break": QCoreApplication.translate("ClockScreen", "Next break"),
        "pool": QCoreApplication.translate("ClockScreen", "Prize pool"),
    }


def money_line(m: ClockScreenModel) -> str:
    """ "Rebuys 3 · Add-ons 2" and the bounty on each head when there is one."""
    line = (
        QCoreApplication.translate("ClockScreen", "Rebuys %1 · Add-ons %2")
        .replace("%1", str(m.rebuys))
        .replace("%2", str(m.add_ons))
    )
    if m.bounty:
        line += " · " + QCoreApplication.translate("ClockScreen", "Bounty %1").replace(
            "%1", m.bounty
        )
    return line

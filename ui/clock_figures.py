"""Figures of the clock screen read from the tournament besides the clock itself: the
late-registration countdown and the bounty on each head."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication

from tournament.registration_window import registration_closes_in
from tournament.service.aggregate import Tournament
from tournament.service.flights import flight_entries_open
from ui.wording import money

__all__ = ["bounty_value", "late_registration"]

Registration = Literal["", "open", "closed"]


def late_registration(t: Tournament, now: int) -> tuple[Registration, int]:
    """Whether late registration is ``"open"`` (with the milliseconds until it closes) or
    ``"closed"``; ``""`` when there is nothing to say (no event, or it is over)."""
    settings = t.settings
    if settings is None or t.meta.finished:
        return "", 0
    if not flight_entries_open(t):  # between two flights, or Day 2
        return "closed", 0
    left = registration_closes_in(t.clock(), settings.buy_in.late_registration_level, now)
    return ("closed", 0) if left is None else ("open", left)


def bounty_value(t: Tournament) -> str:
    """The bounty each buy-in puts on a head ("€ 25"; a progressive one says so), "" when
    the event has no bounties."""
    settings = t.settings
    if settings is None or settings.buy_in.bounty <= 0:
        return ""
    value = money(settings.buy_in.bounty, settings.buy_in.currency)
    if settings.buy_in.bounty_kind == "progressive":
        return QCoreApplication.translate("Facade", "%1 progressive").replace("%1", value)
    return value

"""A satellite's seats in the director's language: the rule in force in one line ("4 seats
of € 1,100 · € 260 to 5th"), the payout lines of the clock screen, the console and the
phones ("4 seats" / "€ 1,100 each", "5th" / "€ 260"), and the remainder rules' names.

The figures are the money module's (:mod:`tournament.money.satellite`); this module only
words them, the same way on every screen and print.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.money.satellite import RemainderRule, SeatPayouts
from ui.wording import money, ordinal

__all__ = ["rule_name", "satellite_line", "seat_lines", "seat_word"]


def rule_name(rule: RemainderRule) -> str:
    """The remainder rule as the director chooses it in the satellite dialog."""
    names = {
        "next_place": QCoreApplication.translate(
            "Satellite", "To the next place (the first without a seat)"
        ),
        "split": QCoreApplication.translate("Satellite", "Shared by the seat winners"),
        "next_satellite": QCoreApplication.translate("Satellite", "Added to the next satellite"),
    }
    return names[rule]


def seat_word(count: int) -> str:
    """``1 seat``, ``4 seats``."""
    return (
        QCoreApplication.translate("Satellite", "%1 seat")
        if count == 1
        else QCoreApplication.translate("Satellite", "%1 seats")
    ).replace("%1", str(count))


def satellite_line(p: SeatPayouts, currency: str) -> str:
    """The payouts and the rule in force, in words: "4 seats of € 1,100 · € 260 to 5th"."""
    seat = money(p.seat_value, currency)
    if p.seats == 0:
        return (
            QCoreApplication.translate("Satellite", "No seat yet: %1 of %2 in the prize pool")
            .replace("%1", money(p.pool, currency))
            .replace("%2", seat)
        )
    text = (
        QCoreApplication.translate("Satellite", "%1 of %2")
        .replace("%1", seat_word(p.seats))
        .replace("%2", seat)
    )
    if not p.remainder:
        return text
    cash = money(p.remainder, currency)
    if p.rule == "next_place":
        rest = (
            QCoreApplication.translate("Satellite", "%1 to %2")
            .replace("%1", cash)
            .replace("%2", ordinal(p.seats + 1))
        )
    elif p.rule == "split":
        rest = QCoreApplication.translate("Satellite", "%1 shared by the seat winners").replace(
            "%1", cash
        )
    else:
        rest = QCoreApplication.translate("Satellite", "%1 to the next satellite").replace(
            "%1", cash
        )
    return f"{text} · {rest}"


def seat_lines(p: SeatPayouts, currency: str) -> tuple[tuple[str, str], ...]:
    """The payout lines (what, amount): the seats, then the cash of the remainder's place;
    by the split rule each seat's cash share beside it."""
    if p.seats == 0:
        return ()
    each = money(p.seat_value, currency)
    shares = p.remainder_shares
    if shares and shares[0]:  # the odd cents, if any, to the first winners
        each = f"{each} + {money(shares[0], currency)}"
    if p.seats == 1:
        lines = [(seat_word(1), each)]
    else:
        lines = [
            (
                seat_word(p.seats),
                QCoreApplication.translate("Satellite", "%1 each").replace("%1", each),
            )
        ]
    if p.remainder_place:
        lines.append((ordinal(p.remainder_place), money(p.remainder, currency)))
    return tuple(lines)

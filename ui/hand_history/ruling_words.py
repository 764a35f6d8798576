"""A ruling in words a floor person can announce (context ``Ruling``).

``Main pot 900 (Ann, Bob and Cy): Cy wins high 450 (Seven-high straight); Ann and Bob
split low 450 (7-6-5-2-A low): 225 each``, the odd chip and why, then the rules applied.
Pure functions over :class:`tournament.rulings.Ruling`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.engine.variants import VARIANTS
from tournament.rulings import HalfRuling, PotRuling, Ruling
from ui.hand_history.step_words import amount_text, names_text

__all__ = ["pot_title", "ruling_lines"]


def pot_title(ruling: Ruling, pot: PotRuling) -> str:
    """``Main pot 900 (Ann, Bob and Cy)`` / ``Side pot 1: 1,402 (Bob and Cy)``."""
    who = names_text([ruling.name(p) for p in pot.eligible])
    if pot.index == 0:
        text = QCoreApplication.translate("Ruling", "Main pot %1 (%2)")
    else:
        text = QCoreApplication.translate("Ruling", "Side pot %3: %1 (%2)").replace(
            "%3", str(pot.index)
        )
    return text.replace("%1", amount_text(pot.amount)).replace("%2", who)


def _half_line(ruling: Ruling, pot: PotRuling, half: HalfRuling) -> str:
    names = [ruling.name(p) for p, _ in half.shares]
    hand = half.hand
    if len(half.shares) == 1:
        if half.half == "whole" and len(pot.eligible) == 1:
            text = QCoreApplication.translate("Ruling", "%1 wins %2: nobody else can win this pot")
        elif half.half == "low":
            text = QCoreApplication.translate("Ruling", "%1 wins low %2 (%3)")
        elif half.half == "high" and len(pot.halves) == 2:
            text = QCoreApplication.translate("Ruling", "%1 wins high %2 (%3)")
        elif not hand:
            text = QCoreApplication.translate("Ruling", "%1 wins %2")
        else:
            text = QCoreApplication.translate("Ruling", "%1 wins %2 (%3)")
        return (
            text.replace("%1", names[0]).replace("%2", amount_text(half.amount)).replace("%3", hand)
        )
    amounts = {a for _, a in half.shares}
    if len(amounts) == 1:
        each = QCoreApplication.translate("Ruling", "%1 each").replace(
            "%1", amount_text(half.shares[0][1])
        )
    else:
        each = ", ".join(f"{ruling.name(p)} {amount_text(a)}" for p, a in half.shares)
    if half.half == "low":
        text = QCoreApplication.translate("Ruling", "%1 split low %2 (%3): %4")
    elif half.half == "high" and len(pot.halves) == 2:
        text = QCoreApplication.translate("Ruling", "%1 split high %2 (%3): %4")
    else:
        text = QCoreApplication.translate("Ruling", "%1 split %2 (%3): %4")
    return (
        text.replace("%1", names_text(names))
        .replace("%2", amount_text(half.amount))
        .replace("%3", hand)
        .replace("%4", each)
    )


def _odd_line(ruling: Ruling, half: HalfRuling) -> str:
    who = names_text([ruling.name(p) for p in half.odd])
    one = len(half.odd) == 1
    text = (
        QCoreApplication.translate("Ruling", "The odd chip goes to %1")
        if one
        else QCoreApplication.translate("Ruling", "The odd chips go to %1")
    )
    text = text.replace("%1", who)
    cards = dict(half.odd_card)
    if not cards:
        return text + QCoreApplication.translate(
            "Ruling", ", the first winner clockwise from the button."
        )
    card = ", ".join(f"{ruling.name(p)} {cards[p]}" for p in half.odd if p in cards)
    if half.half == "low" and ruling.situation.rules.low_odd_chip == "low_card":
        return text + QCoreApplication.translate("Ruling", ", lowest card by suit (%1).").replace(
            "%1", card
        )
    return text + QCoreApplication.translate(
        "Ruling", ", highest card by suit in the hand (%1)."
    ).replace("%1", card)


def ruling_lines(ruling: Ruling) -> list[str]:
    """The announcement, one line per point, then the rules applied."""
    lines: list[str] = []
    if ruling.returned is not None:
        player, amount = ruling.returned
        lines.append(
            QCoreApplication.translate("Ruling", "Uncalled bet: %2 goes back to %1.")
            .replace("%1", ruling.name(player))
            .replace("%2", amount_text(amount))
        )
    hi_lo = VARIANTS[ruling.situation.game].hi_lo
    for pot in reversed(ruling.pots):  # side pots are settled first
        parts = [_half_line(ruling, pot, half) for half in pot.halves]
        line = pot_title(ruling, pot) + ": " + "; ".join(parts) + "."
        lines.append(line)
        if hi_lo and len(pot.halves) == 1 and len(pot.eligible) > 1:
            lines.append(
                QCoreApplication.translate(
                    "Ruling", "Nobody qualifies for low: the high hand takes the whole pot."
                )
            )
        if pot.high_gets_odd_unit:
            lines.append(
                QCoreApplication.translate(
                    "Ruling", "The pot does not divide evenly: the odd chip goes to the high half."
                )
            )
        for half in pot.halves:
            if half.odd:
                lines.append(_odd_line(ruling, half))
    if ruling.citations:
        lines.append(
            QCoreApplication.translate("Ruling", "Rules applied: %1.").replace(
                "%1", "; ".join(ruling.citations)
            )
        )
    return lines

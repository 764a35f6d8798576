"""A replayed hand's steps in words: each action, the pots, the awards (context ``HandReplay``).

Pure functions over :mod:`tournament.hh.steps` values; the words go through Qt's
translation system, so they follow the language loaded (English without a translator).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament.hh.amount import Amount
from tournament.hh.history import HandHistory
from tournament.hh.steps import Step, StepAward, StepPot
from ui.viewmodels import format_chips

__all__ = ["amount_text", "awards_text", "cards_text", "names_text", "pots_text", "step_text"]


def amount_text(amount: Amount) -> str:
    """Chips as the console writes them (``1,200``; a money hand keeps its decimals)."""
    return format_chips(amount) if isinstance(amount, int) else f"{amount:,}"


def cards_text(cards: Sequence[str]) -> str:
    """Cards as ``Ah Kd`` (unknown ones as ``??``)."""
    return " ".join(cards)


def names_text(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    return (
        QCoreApplication.translate("HandReplay", "%1 and %2")
        .replace("%1", ", ".join(names[:-1]))
        .replace("%2", names[-1])
    )


def _actor(history: HandHistory, index: int, names: Sequence[str]) -> str:
    actor = history.actions[index].actor
    return names[actor] if actor is not None else ""


def step_text(history: HandHistory, step: Step, before: Step | None, names: Sequence[str]) -> str:
    """What happened at ``step`` (``before``: the step before it), in words."""
    if step.index is None:
        if before is None:
            return QCoreApplication.translate("HandReplay", "Forced bets posted")
        return QCoreApplication.translate("HandReplay", "Showdown: the pots are awarded")
    action = history.actions[step.index]
    who = _actor(history, step.index, names)
    kind = action.kind
    if kind == "dh":
        if all(c == "??" for c in action.cards or ()):
            return QCoreApplication.translate("HandReplay", "Cards dealt to %1").replace("%1", who)
        return (
            QCoreApplication.translate("HandReplay", "Cards dealt to %1: %2")
            .replace("%1", who)
            .replace("%2", cards_text(action.cards or ()))
        )
    if kind == "db":
        return QCoreApplication.translate("HandReplay", "Board: %1").replace(
            "%1", cards_text(action.cards or ())
        )
    if kind == "f":
        return QCoreApplication.translate("HandReplay", "%1 folds").replace("%1", who)
    if kind == "cc":
        player = action.actor or 0
        put = 0 if before is None else step.contributed[player] - before.contributed[player]
        if put and step.all_in[player]:
            return (
                QCoreApplication.translate("HandReplay", "%1 calls %2, all in")
                .replace("%1", who)
                .replace("%2", amount_text(put))
            )
        if put:
            return (
                QCoreApplication.translate("HandReplay", "%1 calls %2")
                .replace("%1", who)
                .replace("%2", amount_text(put))
            )
        return QCoreApplication.translate("HandReplay", "%1 checks").replace("%1", who)
    if kind == "cbr":
        return _bet_text(step, before, action.actor or 0, who, amount_text(action.amount or 0))
    if kind == "pb":
        return QCoreApplication.translate("HandReplay", "%1 posts the bring-in").replace("%1", who)
    if kind == "sd":
        if not action.cards or action.cards == ("-",):
            return QCoreApplication.translate("HandReplay", "%1 stands pat").replace("%1", who)
        return (
            QCoreApplication.translate("HandReplay", "%1 draws %2")
            .replace("%1", who)
            .replace("%2", str(len(action.cards)))
        )
    if kind == "sm":
        if action.cards is None:
            return QCoreApplication.translate("HandReplay", "%1 mucks").replace("%1", who)
        return (
            QCoreApplication.translate("HandReplay", "%1 shows %2")
            .replace("%1", who)
            .replace("%2", cards_text(action.cards))
        )
    return str(action)


def _bet_text(step: Step, before: Step | None, player: int, who: str, amount: str) -> str:
    """``Ann bets 500`` when nobody has bet in the round yet, else ``raises to``."""
    opened = before is not None and any(before.bets)
    all_in = step.all_in[player]
    if opened and all_in:
        text = QCoreApplication.translate("HandReplay", "%1 raises to %2, all in")
    elif opened:
        text = QCoreApplication.translate("HandReplay", "%1 raises to %2")
    elif all_in:
        text = QCoreApplication.translate("HandReplay", "%1 bets %2, all in")
    else:
        text = QCoreApplication.translate("HandReplay", "%1 bets %2")
    return text.replace("%1", who).replace("%2", amount)


def pots_text(pots: Sequence[StepPot], names: Sequence[str]) -> str:
    """``Main pot 1,200 (Ann, Bob and Cy) · Side pot 1: 800 (Bob and Cy)``."""
    parts: list[str] = []
    for i, pot in enumerate(pots):
        who = names_text([names[p] for p in pot.eligible])
        if i == 0:
            text = QCoreApplication.translate("HandReplay", "Main pot %1 (%2)")
        else:
            text = QCoreApplication.translate("HandReplay", "Side pot %3: %1 (%2)").replace(
                "%3", str(i)
            )
        parts.append(text.replace("%1", amount_text(pot.amount)).replace("%2", who))
    return " · ".join(parts) if parts else QCoreApplication.translate("HandReplay", "No pot yet")


def awards_text(awards: Sequence[StepAward], names: Sequence[str]) -> list[str]:
    """One line per award: ``Ann wins 1,200 from the main pot``, a returned bet; the
    halves are named only for a pot split between a high and a low hand."""
    lines: list[str] = []
    split = {a.pot for a in awards if a.half == "low"} & {a.pot for a in awards if a.half == "high"}
    for award in awards:
        if award.pot < 0:
            player, amount = award.shares[0]
            lines.append(
                QCoreApplication.translate("HandReplay", "%1 gets back an uncalled bet of %2")
                .replace("%1", names[player])
                .replace("%2", amount_text(amount))
            )
            continue
        if award.pot == 0:
            pot = QCoreApplication.translate("HandReplay", "the main pot")
        else:
            pot = QCoreApplication.translate("HandReplay", "side pot %1").replace(
                "%1", str(award.pot)
            )
        if award.half == "high" and award.pot in split:
            pot = QCoreApplication.translate("HandReplay", "%1, high half").replace("%1", pot)
        elif award.half == "low" and award.pot in split:
            pot = QCoreApplication.translate("HandReplay", "%1, low half").replace("%1", pot)
        for player, amount in award.shares:
            lines.append(
                QCoreApplication.translate("HandReplay", "%1 wins %2 from %3")
                .replace("%1", names[player])
                .replace("%2", amount_text(amount))
                .replace("%3", pot)
            )
    return lines

"""What the structure editor says about a structure: each step's line in the list (its
title, length and blinds, marks for a step played, on the clock or with a problem), why a
step cannot change, and the summary under the list (problems to fix, the event's refusal,
or the structure's totals).

The texts are translated in the editor's context (``StructureEditor``), as when they were
its methods'.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.games import short_name
from tournament.structure import AnteKind, GameAmounts, Level, Step, Structure
from tournament.structure_check import Problem
from ui.domain_text import domain_text
from ui.viewmodels import format_chips

__all__ = ["MINUTE_MS", "level_stakes", "lock_reason", "step_line", "step_title", "summary"]

MINUTE_MS = 60_000


def lock_reason(index: int, played: int, current: int | None) -> str:
    """Why step ``index`` cannot change ("" when it can): played already, or on the clock."""
    if index < played:
        return QCoreApplication.translate("StructureEditor", "Already played: it cannot change.")
    if index == current:
        return QCoreApplication.translate(
            "StructureEditor",
            "On the clock now: its length stays; blinds apply from the next hand.",
        )
    return ""


def step_title(structure: Structure, index: int) -> str:
    """ "Level 3" or "Break"."""
    number = structure.level_number(index)
    if number is not None:
        return QCoreApplication.translate("StructureEditor", "Level %1").replace("%1", str(number))
    return QCoreApplication.translate("StructureEditor", "Break")


def _game_stakes(a: GameAmounts) -> str:
    """ "NLHE: blinds 100/200, ante 25" in the reader's words and numbers."""
    parts: list[str] = []
    if a.big_blind:
        parts.append(
            QCoreApplication.translate("StructureEditor", "blinds %1/%2")
            .replace("%1", format_chips(a.small_blind))
            .replace("%2", format_chips(a.big_blind))
        )
    if a.ante and a.ante_kind == AnteKind.BIG_BLIND:
        text = QCoreApplication.translate("StructureEditor", "big-blind ante %1")
        parts.append(text.replace("%1", format_chips(a.ante)))
    elif a.ante:
        text = QCoreApplication.translate("StructureEditor", "ante %1")
        parts.append(text.replace("%1", format_chips(a.ante)))
    if a.bring_in:
        text = QCoreApplication.translate("StructureEditor", "bring-in %1")
        parts.append(text.replace("%1", format_chips(a.bring_in)))
    if a.big_bet:
        parts.append(
            QCoreApplication.translate("StructureEditor", "limits %1/%2")
            .replace("%1", format_chips(a.small_bet))
            .replace("%2", format_chips(a.big_bet))
        )
    return f"{domain_text(short_name(a.game))}: {', '.join(parts)}"


def level_stakes(level: Level) -> str:
    """A level's forced bets and limits, one game after the other ("NLHE: blinds
    100/200 | Stud: ante 25, bring-in 50, limits 200/400"), translated and grouped as the
    program's language writes numbers (the domain's :meth:`Level.describe` is English)."""
    return " | ".join(_game_stakes(level.amounts_for(g)) for g in level.games)


def step_line(
    structure: Structure, index: int, played: int, current: int | None, marked: bool
) -> str:
    """Step ``index``'s line in the list: ⚠ with a problem, 🔒 played, ▶ on the clock."""
    step: Step = structure.steps[index]
    minutes = QCoreApplication.translate("StructureEditor", "%1 min").replace(
        "%1", str(step.length_ms // MINUTE_MS)
    )
    if isinstance(step, Level):
        what = level_stakes(step)
    elif step.colour_up:
        what = QCoreApplication.translate("StructureEditor", "colour up %1").replace(
            "%1", ", ".join(format_chips(d) for d in step.colour_up)
        )
    else:
        what = ""
    lock = "🔒 " if index < played else ("▶ " if index == current else "")
    warn = "⚠ " if marked else ""
    title = step_title(structure, index)
    return f"{warn}{lock}{title} · {minutes}" + (f" · {what}" if what else "")


def summary(structure: Structure, problems: list[Problem], refusal: str) -> tuple[str, bool]:
    """The summary under the list and whether it is an error: the event's ``refusal``
    first, else the problems to fix, else the structure's levels, breaks and length."""
    if refusal:
        text = QCoreApplication.translate(
            "StructureEditor", "The event cannot play this structure: %1"
        ).replace("%1", refusal)
        return text, True
    if problems:
        places = sorted({domain_text(p.where) for p in problems})  # in the reader's words
        text = (
            QCoreApplication.translate(
                "StructureEditor", "%1 problem(s) to fix before playing this structure: %2"
            )
            .replace("%1", str(len(problems)))
            .replace("%2", ", ".join(places[:6]) + (" …" if len(places) > 6 else ""))
        )
        return text, True
    hours, rest = divmod(structure.total_ms // MINUTE_MS, 60)
    text = (
        QCoreApplication.translate(
            "StructureEditor", "No problem found: %1 levels, %2 breaks, %3 h %4 min in all."
        )
        .replace("%1", str(len(structure.levels)))
        .replace("%2", str(len(structure.steps) - len(structure.levels)))
        .replace("%3", str(hours))
        .replace("%4", f"{rest:02d}")
    )
    return text, False

"""What the structure editor says about a structure: each step's line in the list (its
title, length and blinds, marks for a step played, on the clock or with a problem), why a
step cannot change, and the summary under the list (problems to fix, the event's refusal,
or the structure's totals).

The texts are translated in the editor's context (``StructureEditor``), as when they were
its methods'.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.structure import Level, Step, Structure
from tournament.structure_check import Problem
from ui.domain_text import domain_text

__all__ = ["MINUTE_MS", "lock_reason", "step_line", "step_title", "summary"]

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


def step_line(
    structure: Structure, index: int, played: int, current: int | None, marked: bool
) -> str:
    """Step ``index``'s line in the list: ⚠ with a problem, 🔒 played, ▶ on the clock."""
    step: Step = structure.steps[index]
    minutes = QCoreApplication.translate("StructureEditor", "%1 min").replace(
        "%1", str(step.length_ms // MINUTE_MS)
    )
    if isinstance(step, Level):
        what = step.describe()
    elif step.colour_up:
        what = QCoreApplication.translate("StructureEditor", "colour up %1").replace(
            "%1", ", ".join(f"{d:,}" for d in step.colour_up)
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

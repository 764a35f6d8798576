"""The undo menu's and the action log's labels in the program's language.

The store keeps each action's label in English ("bust-out of Anna", "move of Anna to table 2
seat 5": :mod:`tournament.service.labels`), so that a log reads the same whatever language
wrote it. :func:`translated_label` words one for the screen: the fixed labels through Qt's
translations (context ``UndoLabels``), the labels with a name or a table through a
translated template with the name or number put back. A label it does not know stays as
it is (never wrong, only English).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ui.locale_words import game_title

__all__ = ["translated_label"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate finds
    """Mark ``text`` for translation in ``context``."""
    return text


_FIXED = (
    QT_TRANSLATE_NOOP("UndoLabels", "seat draw"),
    QT_TRANSLATE_NOOP("UndoLabels", "balancing of tables"),
    QT_TRANSLATE_NOOP("UndoLabels", "final table redraw"),
    QT_TRANSLATE_NOOP("UndoLabels", "chip counts"),
    QT_TRANSLATE_NOOP("UndoLabels", "deal"),
    QT_TRANSLATE_NOOP("UndoLabels", "new table"),
    QT_TRANSLATE_NOOP("UndoLabels", "structure change"),
    QT_TRANSLATE_NOOP("UndoLabels", "payouts"),
    QT_TRANSLATE_NOOP("UndoLabels", "clock message"),
    QT_TRANSLATE_NOOP("UndoLabels", "floor rules"),
    QT_TRANSLATE_NOOP("UndoLabels", "adjust time"),
    QT_TRANSLATE_NOOP("UndoLabels", "assign bounty"),
    QT_TRANSLATE_NOOP("UndoLabels", "colour up"),
    QT_TRANSLATE_NOOP("UndoLabels", "jump to level"),
    QT_TRANSLATE_NOOP("UndoLabels", "lock payouts"),
    QT_TRANSLATE_NOOP("UndoLabels", "lock seat"),
    QT_TRANSLATE_NOOP("UndoLabels", "next level"),
    QT_TRANSLATE_NOOP("UndoLabels", "pause clock"),
    QT_TRANSLATE_NOOP("UndoLabels", "previous level"),
    QT_TRANSLATE_NOOP("UndoLabels", "record hand for hand"),
    QT_TRANSLATE_NOOP("UndoLabels", "resume clock"),
    QT_TRANSLATE_NOOP("UndoLabels", "set button"),
    QT_TRANSLATE_NOOP("UndoLabels", "set hand for hand"),
    QT_TRANSLATE_NOOP("UndoLabels", "set rotation"),
    QT_TRANSLATE_NOOP("UndoLabels", "start clock"),
    QT_TRANSLATE_NOOP("UndoLabels", "unlock seat"),
    QT_TRANSLATE_NOOP("UndoLabels", "button draw at every table"),
)

_TEMPLATES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), template)
    for pattern, template in (
        (r"buy-in of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "buy-in of %1")),
        (r"re-entry of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "re-entry of %1")),
        (r"rebuy of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "rebuy of %1")),
        (r"add-on of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "add-on of %1")),
        (r"seating of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "seating of %1")),
        (r"bust-out of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "bust-out of %1")),
        (r"chip count of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "chip count of %1")),
        (r"payment to (.+)", QT_TRANSLATE_NOOP("UndoLabels", "payment to %1")),
        (r"creation of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "creation of %1")),
        (r"registration of (.+)", QT_TRANSLATE_NOOP("UndoLabels", "registration of %1")),
        (
            r"move of (.+) to table (\d+) seat (\d+)",
            QT_TRANSLATE_NOOP("UndoLabels", "move of %1 to table %2 seat %3"),
        ),
        (r"break of table (\d+)", QT_TRANSLATE_NOOP("UndoLabels", "break of table %1")),
        (r"hand at table (\d+)", QT_TRANSLATE_NOOP("UndoLabels", "hand at table %1")),
        (r"(.+) hand at table (\d+)", QT_TRANSLATE_NOOP("UndoLabels", "%1 hand at table %2")),
        (r"button draw at table (\d+)", QT_TRANSLATE_NOOP("UndoLabels", "button draw at table %1")),
    )
)


def _description(text: str) -> str:
    if text in _FIXED:
        return QCoreApplication.translate("UndoLabels", text)
    for pattern, template in _TEMPLATES:
        found = pattern.fullmatch(text)
        if found is None:
            continue
        out = QCoreApplication.translate("UndoLabels", template)
        for index, value in enumerate(found.groups(), start=1):
            out = out.replace(f"%{index}", game_title(value) if not value.isdigit() else value)
        return out
    return text


def translated_label(label: str | None) -> str | None:
    """``"Undo: bust-out of Anna"`` (or a log's description without the prefix) in the
    program's language; None stays None."""
    if label is None:
        return None
    for prefix, template in (
        ("Undo: ", QCoreApplication.translate("UndoLabels", "Undo: %1")),
        ("Redo: ", QCoreApplication.translate("UndoLabels", "Redo: %1")),
    ):
        if label.startswith(prefix):
            return template.replace("%1", _description(label[len(prefix) :]))
    return _description(label)

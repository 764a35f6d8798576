"""The domain's refusals in the program's language.

The domain (:mod:`tournament`) refuses an action with an English sentence naming what is
wrong ("Table 3 seat 4 is locked"); it stays free of Qt. :func:`translated_refusal` words the
refusals a director meets at the table through Qt's translations (context ``Refusals``):
the fixed sentences as they are, the sentences with a name, a table or a number through a
template with the values put back. A sentence it does not know is shown as it is.
"""

from __future__ import annotations

from ui.locale_words import QT_TRANSLATE_NOOP, Phrasebook

__all__ = ["translated_refusal"]

_FIXED = (
    QT_TRANSLATE_NOOP("Refusals", "Create the tournament first"),
    QT_TRANSLATE_NOOP("Refusals", "The tournament is over"),
    QT_TRANSLATE_NOOP("Refusals", "The clock is already started (resume it if it is paused)"),
    QT_TRANSLATE_NOOP("Refusals", "Add or remove some time"),
    QT_TRANSLATE_NOOP("Refusals", "The clock is already at that level"),
    QT_TRANSLATE_NOOP("Refusals", "Hand-for-hand is not on"),
    QT_TRANSLATE_NOOP("Refusals", "Give the player's name"),
    QT_TRANSLATE_NOOP("Refusals", "No chip count given"),
    QT_TRANSLATE_NOOP("Refusals", "A player is counted twice"),
    QT_TRANSLATE_NOOP("Refusals", "A deal was made; payouts can no longer change"),
    QT_TRANSLATE_NOOP("Refusals", "Give at least one prize"),
    QT_TRANSLATE_NOOP("Refusals", "Every paid place must get more than zero"),
    QT_TRANSLATE_NOOP("Refusals", "A better place cannot get less than a worse one"),
    QT_TRANSLATE_NOOP("Refusals", "Nobody has paid an entry yet; there is no prize pool to share"),
    QT_TRANSLATE_NOOP("Refusals", "The payouts are already set that way"),
    QT_TRANSLATE_NOOP("Refusals", "A deal needs at least two players left"),
    QT_TRANSLATE_NOOP("Refusals", "Record every remaining player's chip count before the deal"),
    QT_TRANSLATE_NOOP("Refusals", "Every player who bought in already has a seat"),
    QT_TRANSLATE_NOOP("Refusals", "There is no open seat: open a table first"),
    QT_TRANSLATE_NOOP("Refusals", "The plan has no moves"),
    QT_TRANSLATE_NOOP("Refusals", "The structure has only breaks"),
    QT_TRANSLATE_NOOP("Refusals", "The tournament already plays this structure"),
    QT_TRANSLATE_NOOP("Refusals", "These are the floor rules already"),
    QT_TRANSLATE_NOOP("Refusals", "The clock screen already shows this message"),
    QT_TRANSLATE_NOOP("Refusals", "There is no message"),
)

_TEMPLATES = (
    (r"There is no table (\d+)", QT_TRANSLATE_NOOP("Refusals", "There is no table %1")),
    (r"Table (\d+) is broken", QT_TRANSLATE_NOOP("Refusals", "Table %1 is broken")),
    (
        r"Table (\d+) has seats 1 to (\d+), not (\d+)",
        QT_TRANSLATE_NOOP("Refusals", "Table %1 has seats 1 to %2, not %3"),
    ),
    (
        r"Table (\d+) seat (\d+) is locked",
        QT_TRANSLATE_NOOP("Refusals", "Table %1 seat %2 is locked"),
    ),
    (
        r"(.+) is not eliminated; only busted players re-enter",
        QT_TRANSLATE_NOOP("Refusals", "%1 is not eliminated; only busted players re-enter"),
    ),
    (
        r"(.+) is not playing and cannot rebuy",
        QT_TRANSLATE_NOOP("Refusals", "%1 is not playing and cannot rebuy"),
    ),
    (
        r"(.+) is not playing and cannot take the add-on",
        QT_TRANSLATE_NOOP("Refusals", "%1 is not playing and cannot take the add-on"),
    ),
    (
        r"(.+) is not in the tournament",
        QT_TRANSLATE_NOOP("Refusals", "%1 is not in the tournament"),
    ),
    (r"(.+) has already been paid", QT_TRANSLATE_NOOP("Refusals", "%1 has already been paid")),
    (r"(.+) has no prize to collect", QT_TRANSLATE_NOOP("Refusals", "%1 has no prize to collect")),
    (r"(.+) cannot bust themselves", QT_TRANSLATE_NOOP("Refusals", "%1 cannot bust themselves")),
    (
        r"(\d+) players to seat but only (\d+) open seats",
        QT_TRANSLATE_NOOP("Refusals", "%1 players to seat but only %2 open seats"),
    ),
    (
        r"Table (\d+) is the last table and cannot be broken",
        QT_TRANSLATE_NOOP("Refusals", "Table %1 is the last table and cannot be broken"),
    ),
    (
        r"(.+) is already seated at table (\d+) seat (\d+)",
        QT_TRANSLATE_NOOP("Refusals", "%1 is already seated at table %2 seat %3"),
    ),
)


translated_refusal = Phrasebook("Refusals", _FIXED, _TEMPLATES)
"""A domain refusal in the program's language, or as it is."""

"""The JSON shape of the domain values the log stores, under the names they always had.

The aggregate holds the domain's own values (a :class:`tournament.seating.Move`, a
:class:`tournament.money.elimination.Bust`...). Earlier versions held service records that
mirrored them, and the logs and snapshots in existing databases are the JSON of those
records (``{"type": "Move", "player_id": "P0001", "from_table": 3, ...}``). A
:class:`StoredForm` keeps that shape for the domain value: the same ``type`` name and field
names in the same order, so stored and new data are the same JSON and nothing is migrated;
:mod:`tournament.service.codec` writes a value through its form and reads the JSON back
into the domain value (whose constructor checks it). The forms: ``SeatAssignment``, ``Move``
(seating), ``Bust`` and ``Deal`` (money), ``TableRecord`` (a
:class:`~tournament.service.tournament_table.TournamentTable`), ``LevelSpec`` (a structure's
:class:`~tournament.structure.Level` or :class:`~tournament.structure.Break`),
``RotationSettings`` (the structure module's, asked for with ``SetRotation``),
``PayoutTableChoice`` (a payout table the director chose), ``EntryRecord`` (the money
module's :class:`~tournament.money.Entry`, a paid entry). The clock's
:class:`~tournament.clock_state.ClockState` needs none: it kept its name and fields.

>>> from tournament.seating import Move
>>> form = FORM_OF[Move]
>>> form.name, [f.name for f in form.fields]
('Move', ['player_id', 'from_table', 'from_seat', 'to_table', 'to_seat'])
>>> form.encode(Move("P0001", 3, 4, 1, 7))
('P0001', 3, 4, 1, 7)

One module per concern: ``form`` (a stored form and :func:`renamed`), ``table``,
``structure`` (levels and breaks, the rotation) and ``money`` (a deal, a paid entry, a
payout table); this package gathers them by stored type name (:data:`FORMS`) and by domain
type (:data:`FORM_OF`).
"""

from __future__ import annotations

from tournament.money.elimination import Bust
from tournament.seating.moves import Move, SeatAssignment
from tournament.service.stored_forms.form import REQUIRED, StoredField, StoredForm, renamed
from tournament.service.stored_forms.money import DEAL_FORM, ENTRY_FORM, PAYOUT_TABLE_FORM
from tournament.service.stored_forms.structure import LEVEL_SPEC_FORM, ROTATION_FORM
from tournament.service.stored_forms.table import TABLE_FORM

__all__ = ["FORMS", "FORM_OF", "REQUIRED", "StoredField", "StoredForm", "renamed"]

FORMS: dict[str, StoredForm] = {
    form.name: form
    for form in (
        renamed(SeatAssignment, player="player_id"),
        renamed(Move, player="player_id"),
        renamed(Bust, player="player_id"),
        TABLE_FORM,
        DEAL_FORM,
        LEVEL_SPEC_FORM,
        ROTATION_FORM,
        PAYOUT_TABLE_FORM,
        ENTRY_FORM,
    )
}
"""The stored forms by stored type name."""

FORM_OF: dict[type, StoredForm] = {
    cls: form for form in FORMS.values() for cls in (form.cls, *form.also)
}
"""The stored form of each domain type the log stores."""

"""The stored forms of money values: a deal, a paid entry (the money module's
:class:`~tournament.money.Entry`, written as an ``EntryRecord``, the log's name for it) and the
payout table the director chose.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from tournament.errors import DomainError
from tournament.money.deals import Deal, DealKind, DealShare
from tournament.money.ledger import Entry
from tournament.money.ledger import EntryKind as LedgerKind
from tournament.money.payout_tables import PayoutCurve, PayoutTableChoice
from tournament.service.records import ENTRY_KINDS, EntryKind, PlayerAmount
from tournament.service.stored_forms.form import StoredField, StoredForm

__all__ = ["DEAL_FORM", "ENTRY_FORM", "PAYOUT_TABLE_FORM"]

DEAL_FORM = StoredForm(
    "Deal",
    Deal,
    (
        StoredField("method", Literal["icm", "chip_chop", "even", "custom"]),
        StoredField("amounts", tuple[PlayerAmount, ...]),
        StoredField("play_for", int, 0),
        StoredField("unit", int, 1),
    ),
    lambda d: (
        d.kind.value,
        tuple(PlayerAmount(s.player, s.amount) for s in d.amounts),
        d.play_for,
        d.unit,
    ),
    lambda method, amounts, play_for, unit: Deal(
        DealKind(method),
        tuple(DealShare(a.player_id, a.amount) for a in amounts),
        play_for,
        unit,
    ),
)
"""A deal as the service stored it: ``method`` is the :class:`DealKind`'s value, each amount a
:class:`~tournament.service.records.PlayerAmount`."""


def _decode_payout_table(
    curve: str, places: int | None, paid_percent: str | None, min_cash: int | None, unit: int
) -> PayoutTableChoice:
    try:
        kind = PayoutCurve(curve)
    except ValueError:
        known = ", ".join(c.value for c in PayoutCurve)
        raise DomainError(f"Unknown payout curve {curve!r} (use {known})") from None
    try:
        share = None if paid_percent is None else Fraction(paid_percent)
    except (ValueError, ZeroDivisionError):
        raise DomainError(
            f"The share of the field paid {paid_percent!r} is not a fraction"
        ) from None
    return PayoutTableChoice(kind, places, share, min_cash, unit)


_LEDGER_KINDS: dict[str, LedgerKind] = {kind.value: kind for kind in LedgerKind}
"""Each kind of entry by its stored name (a look-up costs less than ``LedgerKind(name)``:
a snapshot decodes one per entry)."""


ENTRY_FORM = StoredForm(
    "EntryRecord",
    Entry,
    (
        StoredField("entry_id", str),
        StoredField("player_id", str),
        StoredField("kind", EntryKind),
        StoredField("amount", int),
        StoredField("fee", int),
        StoredField("bounty", int),
        StoredField("chips", int),
        StoredField("at", int),
    ),
    lambda x: (x.entry_id, x.player, ENTRY_KINDS[x.kind], x.prize, x.fee, x.bounty, x.chips, x.at),
    lambda entry_id, player_id, kind, amount, fee, bounty, chips, at: Entry(
        entry_id,
        player_id,
        _LEDGER_KINDS.get(kind) or LedgerKind(kind),
        0,
        at,
        amount,
        fee,
        bounty,
        chips,
    ),
)
"""A paid entry (the money module's :class:`~tournament.money.Entry`) as the service stored
it when it kept its own ``EntryRecord``: ``player_id`` is the entry's player, ``amount``
its prize-pool part, ``kind`` the :class:`~tournament.money.EntryKind`'s value; the level
it was bought at was never stored (0)."""


PAYOUT_TABLE_FORM = StoredForm(
    "PayoutTableChoice",
    PayoutTableChoice,
    (
        StoredField("curve", str, "standard"),
        StoredField("places", int | None, None),
        StoredField("paid_percent", str | None, None),
        StoredField("min_cash", int | None, None),
        StoredField("unit", int, 100),
    ),
    lambda choice: (
        choice.curve.value,
        choice.places,
        None if choice.paid_percent is None else str(choice.paid_percent),
        choice.min_cash,
        choice.unit,
    ),
    _decode_payout_table,
)
"""A payout table the director chose (:mod:`tournament.money.payout_tables`): ``curve`` is
the :class:`~tournament.money.PayoutCurve`'s value, ``paid_percent`` the share of the field
paid as a fraction's text (``"3/20"`` for 15 %)."""

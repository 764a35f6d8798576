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
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from tournament.errors import DomainError
from tournament.games import is_button_game, is_known
from tournament.money.deals import Deal, DealKind, DealShare
from tournament.money.elimination import Bust
from tournament.money.ledger import Entry
from tournament.money.ledger import EntryKind as LedgerKind
from tournament.money.payout_tables import PayoutCurve, PayoutTableChoice
from tournament.rotation import TableRotation
from tournament.seating.moves import Move, SeatAssignment
from tournament.service.records import ENTRY_KINDS, EntryKind, PlayerAmount
from tournament.service.tournament_table import TournamentTable
from tournament.structure import AnteKind, Break, Level, RotationSettings, RotationUnit, Step
from tournament.table import Table
from tournament.table_positions import Positions

__all__ = ["FORMS", "FORM_OF", "REQUIRED", "StoredField", "StoredForm", "renamed"]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
"""The default of a field every stored document has."""


@dataclass(frozen=True, slots=True)
class StoredField:
    """One field of the stored JSON: its name, the type of its value and its default (what
    a document written before the field existed means)."""

    name: str
    hint: Any
    default: Any = REQUIRED


@dataclass(frozen=True, slots=True)
class StoredForm:
    """How a domain value is stored: ``{"type": name, field: value, ...}``.

    ``encode(value)`` gives the fields' values in order; ``decode(*values)`` builds the
    domain value from them (a stored document missing a field gets its default first).
    """

    name: str
    cls: type
    fields: tuple[StoredField, ...]
    encode: Callable[[Any], tuple[Any, ...]]
    decode: Callable[..., Any]
    also: tuple[type, ...] = ()
    """Other domain types written in this form (a :class:`~tournament.structure.Break` is
    stored as a ``LevelSpec`` as a :class:`~tournament.structure.Level` is): ``decode``
    gives whichever the document describes."""


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return REQUIRED


def renamed(cls: type, **stored_names: str) -> StoredForm:
    """The form of a dataclass stored field by field, in order, under its class name; a
    field in ``stored_names`` is stored under that (older) name."""
    hints = typing.get_type_hints(cls)
    names = tuple(f.name for f in dataclasses.fields(cls))
    fields = tuple(
        StoredField(stored_names.get(f.name, f.name), hints[f.name], _default(f))
        for f in dataclasses.fields(cls)
    )

    def encode(value: Any) -> tuple[Any, ...]:
        return tuple(getattr(value, n) for n in names)

    return StoredForm(cls.__name__, cls, fields, encode, cls)


def _encode_table(t: TournamentTable) -> tuple[Any, ...]:
    table, turn, last = t.table, t.rotation, t.table.last_hand
    return (
        table.number,
        table.seats,
        tuple(sorted(table.locked)),
        table.button_seat,
        t.broken,
        table.first_button,
        (last.button, last.small_blind, last.big_blind) if last is not None else None,
        tuple(sorted(table.newcomers)),
        table.opened,
        turn.hands_dealt,
        turn.game,
        turn.hands_in_game,
        turn.turn_length,
        table.button_frozen,
    )


def _decode_table(
    number: int,
    seats: tuple[str | None, ...],
    locked: tuple[int, ...],
    button: int | None,
    broken: bool,
    first_button: int | None,
    last_hand: tuple[int, int, int] | None,
    newcomers: tuple[int, ...],
    opened: tuple[int, ...],
    hands: int,
    game: str | None,
    hands_in_game: int,
    turn_length: int,
    button_frozen: bool,
) -> TournamentTable:
    # ``button`` is where the table shows the button: written for readers of the JSON,
    # it follows from the rest (Table.button_seat).
    table = Table(
        number=number,
        size=len(seats),
        seats=seats,
        locked=frozenset(locked),
        last_hand=Positions(*last_hand) if last_hand is not None else None,
        first_button=first_button,
        newcomers=frozenset(newcomers),
        opened=opened,
        button_frozen=button_frozen,
    )
    turn = TableRotation(game, hands_in_game, turn_length, button_frozen, hands)
    return TournamentTable(table, turn, broken)


_TABLE = StoredForm(
    "TableRecord",
    TournamentTable,
    (
        StoredField("number", int),
        StoredField("seats", tuple[str | None, ...]),
        StoredField("locked", tuple[int, ...], ()),
        StoredField("button", int | None, None),
        StoredField("broken", bool, False),
        StoredField("first_button", int | None, None),
        StoredField("last_hand", tuple[int, int, int] | None, None),
        StoredField("newcomers", tuple[int, ...], ()),
        StoredField("opened", tuple[int, ...], ()),
        StoredField("hands", int, 0),
        StoredField("game", str | None, None),
        StoredField("hands_in_game", int, 0),
        StoredField("turn_length", int, 0),
        StoredField("button_frozen", bool, False),
    ),
    _encode_table,
    _decode_table,
)
"""A table as the aggregate stored it when it kept a flat record of it."""


_DEAL = StoredForm(
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


def _encode_step(step: Step) -> tuple[Any, ...]:
    if isinstance(step, Break):
        return ("NT", 0, 0, 0, 0, 0, 0, step.length_ms, True, False, step.colour_up, (), "")
    return (
        step.game,
        step.small_blind,
        step.big_blind,
        step.ante,
        step.bring_in,
        step.small_bet,
        step.big_bet,
        step.length_ms,
        False,
        step.ante_kind == AnteKind.BIG_BLIND,
        (),
        step.games,
        step.ante_kind.value,
    )


def _ante_kind(ante_kind: str, big_blind_ante: bool, ante: int, games: tuple[str, ...]) -> AnteKind:
    if ante_kind:
        try:
            return AnteKind(ante_kind)
        except ValueError:
            known = ", ".join(k.value for k in AnteKind)
            raise DomainError(f"Unknown ante kind {ante_kind!r} (use {known})") from None
    if big_blind_ante:
        return AnteKind.BIG_BLIND
    if ante and all(is_known(g) and is_button_game(g) for g in games):
        return AnteKind.PER_PLAYER
    return AnteKind.NONE


def _decode_step(
    game: str,
    small_blind: int,
    big_blind: int,
    ante: int,
    bring_in: int,
    small_bet: int,
    big_bet: int,
    duration_ms: int,
    is_break: bool,
    big_blind_ante: bool,
    colour_up: tuple[int, ...],
    games: tuple[str, ...],
    ante_kind: str,
) -> Step:
    if is_break:
        return Break(duration_ms, colour_up)
    played = games or (game,)
    kind = _ante_kind(ante_kind, big_blind_ante, ante, played)
    return Level(
        played, duration_ms, small_blind, big_blind, kind, ante, bring_in, small_bet, big_bet
    )


_STEP = StoredForm(
    "LevelSpec",
    Level,
    (
        StoredField("game", str, "NT"),
        StoredField("small_blind", int, 0),
        StoredField("big_blind", int, 0),
        StoredField("ante", int, 0),
        StoredField("bring_in", int, 0),
        StoredField("small_bet", int, 0),
        StoredField("big_bet", int, 0),
        StoredField("duration_ms", int, 20 * 60_000),
        StoredField("is_break", bool, False),
        StoredField("big_blind_ante", bool, False),
        StoredField("colour_up", tuple[int, ...], ()),
        StoredField("games", tuple[str, ...], ()),
        StoredField("ante_kind", str, ""),
    ),
    _encode_step,
    _decode_step,
    also=(Break,),
)
"""A step of a structure given as a bare list of steps (:class:`~tournament.service.commands.
CreateTournament`), as the service stored it when it kept a flat record of a level or break.

A level is written in full, as that record was written from a structure: ``game`` (its
first game), ``games``, ``ante_kind`` and, repeating it, ``big_blind_ante``. A break is
``is_break`` with its length and ``colour_up``; its ``game`` is written as ``"NT"`` (a
document from an older version may name the game of the level before it; no one ever read
it). Reading is lenient as the record was: empty ``games`` means ``[game]``, and an empty
``ante_kind`` means ``big_blind`` when ``big_blind_ante`` is set, else ``per_player`` for an
ante in button games only, else ``none``; a break's amounts are not read.
"""


_ROTATION = StoredForm(
    "RotationSettings",
    RotationSettings,
    (
        StoredField("mode", Literal["level", "hands", "orbit"], "level"),
        StoredField("hands", int, 8),
        StoredField("games", tuple[str, ...], ()),
    ),
    lambda r: (r.unit.value, r.hands, r.games),
    lambda mode, hands, games: RotationSettings(RotationUnit(mode), hands, games),
)
"""The rotation asked for, as the service stored it when it kept its own record of it:
``mode`` is the :class:`~tournament.structure.RotationUnit`'s value."""


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


_ENTRY = StoredForm(
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
        entry_id, player_id, LedgerKind(kind), 0, at, amount, fee, bounty, chips
    ),
)
"""A paid entry (the money module's :class:`~tournament.money.Entry`) as the service stored
it when it kept its own ``EntryRecord``: ``player_id`` is the entry's player, ``amount``
its prize-pool part, ``kind`` the :class:`~tournament.money.EntryKind`'s value; the level
it was bought at was never stored (0)."""


_PAYOUT_TABLE = StoredForm(
    "PayoutTableChoice",
    PayoutTableChoice,
    (
        StoredField("curve", str, "standard"),
        StoredField("places", int | None, None),
        StoredField("paid_percent", str | None, None),
        StoredField("min_cash", int | None, None),
        StoredField("unit", int, 100),
    ),
    lambda t: (
        t.curve.value,
        t.places,
        None if t.paid_percent is None else str(t.paid_percent),
        t.min_cash,
        t.unit,
    ),
    _decode_payout_table,
)
"""A payout table the director chose (:mod:`tournament.money.payout_tables`): ``curve`` is
the :class:`~tournament.money.PayoutCurve`'s value, ``paid_percent`` the share of the field
paid as a fraction's text (``"3/20"`` for 15 %)."""


FORMS: dict[str, StoredForm] = {
    form.name: form
    for form in (
        renamed(SeatAssignment, player="player_id"),
        renamed(Move, player="player_id"),
        renamed(Bust, player="player_id"),
        _TABLE,
        _DEAL,
        _STEP,
        _ROTATION,
        _PAYOUT_TABLE,
        _ENTRY,
    )
}
"""The stored forms by stored type name."""

FORM_OF: dict[type, StoredForm] = {
    cls: form for form in FORMS.values() for cls in (form.cls, *form.also)
}
"""The stored form of each domain type the log stores."""

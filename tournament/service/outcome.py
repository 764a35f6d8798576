"""What a command (or an undo, a redo, another station's events) did: the one answer to
"what changed", worked out once from the aggregate's own journal.

:meth:`tournament.service.aggregate.Tournament.handle` returns an :class:`Outcome`: the
events it decided (already applied), the events that undo them, and :class:`Touched`, read
from the journal of the records the events wrote (players, entries, tables: the keys whose
record differs afterwards) and from the floor-wide state before and after (setup, clock,
payouts, deal, finish). The database's projection writes exactly the touched rows, and the
screens refresh exactly the touched rows and parts; neither looks at the event types.

>>> Touched(players=frozenset({"p1"})).empty, Touched().empty
(False, True)
>>> (Touched(tables=frozenset({1})) | Touched(tables=frozenset({2}), clock=True)).tables
frozenset({1, 2})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from tournament.clock_state import ClockState
from tournament.money import Entry
from tournament.service.events import Event
from tournament.service.records import Meta, PlayerRecord, Settings
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure

__all__ = ["Outcome", "Touched", "changed_keys", "differs", "touched_by"]

_PAYOUT_FIELDS = (
    "payouts",
    "payouts_follow",
    "payouts_locked",
    "payouts_held_back",
    "payouts_note",
    "payouts_table",
)
_FLOOR_FIELDS = ("rotation", "rules")
_SEAT_FIELDS = ("satellite", "seat_winners", "seats_entered")
_CLOCK_FIELDS = ("message", "hand_for_hand_done")
_PLACING_FIELDS = ("status", "place", "bounty", "bounties_won", "busted_by", "paid", "entries")


@dataclass(frozen=True, slots=True)
class Touched:
    """What one commit changed in the tournament (see the module doc)."""

    players: frozenset[str] = frozenset()
    """Players whose record changed (stack, status, seat count, place...)."""
    entries: frozenset[str] = frozenset()
    """Entries (buy-ins, rebuys, add-ons) added, changed or removed."""
    tables: frozenset[int] = frozenset()
    """Tables whose record changed (seats, button, hands dealt, broken)."""
    setup: bool = False
    """The settings or the structure: everything may read differently."""
    clock: bool = False
    """The clock's state (running, level, hand-for-hand) or its message."""
    level: bool = False
    """The level played (the structure list's marker, every table's game)."""
    placings: bool = False
    """Who is in, out, paid, or holds which bounty: the money and the results."""
    stacks: bool = False
    """Chips in play or a stack: the chip check and the average stack."""
    payouts: bool = False
    """The payout table (amounts, held back, locked, following the pool)."""
    deal: bool = False
    """A deal was made or undone."""
    finish: bool = False
    """The tournament was won (or that was undone)."""
    floor: bool = False
    """The floor-wide settings every hand follows: the rules and the game rotation."""
    seats: bool = False
    """A satellite's terms or its seat winners, or the seats entered from a satellite."""

    @property
    def empty(self) -> bool:
        """True when nothing changed."""
        return not any(getattr(self, f.name) for f in fields(self))

    def __or__(self, other: Touched) -> Touched:
        return Touched(
            *(
                getattr(self, f.name) | getattr(other, f.name)
                for f in fields(self)  # frozensets unite, flags or
            )
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """A decided command: its ``events`` (applied), their ``inverse`` (undo) and what they
    ``touched``."""

    events: tuple[Event, ...]
    inverse: tuple[Event, ...]
    touched: Touched = Touched()


def changed_keys(before: Mapping[Any, object], after: Mapping[Any, object]) -> list[Any]:
    """Keys of ``before`` (the records written, as they were) whose record differs now,
    sorted (a record written back equal to what it was is no change)."""
    return sorted(k for k, v in before.items() if differs(v, after.get(k)))


def differs(before: object, after: object) -> bool:
    """True when ``after`` is not ``before`` and not equal to it."""
    return before is not after and before != after


def _fields_differ(before: object, after: object, names: tuple[str, ...]) -> bool:
    if before is None or after is None:
        return before is not after
    return any(getattr(before, n) != getattr(after, n) for n in names)


def touched_by(
    before: tuple[Settings | None, Structure | None, ClockState, Meta],
    after: tuple[Settings | None, Structure | None, ClockState, Meta],
    tables: tuple[Mapping[int, TournamentTable | None], Mapping[int, TournamentTable]],
    players: tuple[Mapping[str, PlayerRecord | None], Mapping[str, PlayerRecord]],
    entries: tuple[Mapping[str, Entry | None], Mapping[str, Entry]],
) -> Touched:
    """What changed, from the journal: each pair is (the records written, as they were
    before; the records now); ``before``/``after`` the floor-wide state around it."""
    old_players, new_players = players
    changed_players = changed_keys(old_players, new_players)
    changed_entries = changed_keys(*entries)
    settings, structure, clock, meta = before
    settings2, structure2, clock2, meta2 = after
    placings = bool(changed_entries) or any(
        _fields_differ(old_players[p], new_players.get(p), _PLACING_FIELDS) for p in changed_players
    )
    stacks = bool(changed_entries) or any(
        _fields_differ(old_players[p], new_players.get(p), ("stack", "status"))
        for p in changed_players
    )
    return Touched(
        players=frozenset(changed_players),
        entries=frozenset(changed_entries),
        tables=frozenset(changed_keys(*tables)),
        setup=differs(settings, settings2) or differs(structure, structure2),
        clock=differs(clock, clock2) or _fields_differ(meta, meta2, _CLOCK_FIELDS),
        level=clock.level_index != clock2.level_index or clock.started != clock2.started,
        placings=placings
        or _fields_differ(meta, meta2, ("deal", "finished", "unassigned_bounties")),
        stacks=stacks or meta.chips_adjusted != meta2.chips_adjusted,
        payouts=_fields_differ(meta, meta2, _PAYOUT_FIELDS),
        deal=meta.deal != meta2.deal,
        finish=meta.finished != meta2.finished,
        floor=_fields_differ(meta, meta2, _FLOOR_FIELDS),
        seats=_fields_differ(meta, meta2, _SEAT_FIELDS),
    )

"""The ``Tournament`` aggregate: commands in, events out, undo by inverse events.

This module is the dispatch: :meth:`Tournament.handle` decides a command once with its
handler (:mod:`tournament.service.handlers`, grouped by concern: entries, seating, hands,
clock, money, setup), applies the events with their appliers, and returns them with the
inverse events computed from the records they touched. The state and its indexes are
:mod:`tournament.service.indexes`, the read-only queries :mod:`tournament.service.queries`
(the two base classes), the views for the console :mod:`tournament.service.views` and
:mod:`tournament.service.floor`.

>>> import random
>>> from tournament.service.commands import CreateTournament, RegisterPlayer
>>> from tournament.service.records import BuyInSettings
>>> from tournament.structure import Level
>>> t = Tournament()
>>> create = CreateTournament("Friday", BuyInSettings(), (Level(("NT",), 1_200_000, 100, 200),), 2)
>>> r = t.handle(create, 0, random.Random(1))
>>> before = t.snapshot()
>>> r = t.handle(RegisterPlayer("Ana Silva", "PT"), 0, random.Random(1))
>>> [type(e).__name__ for e in r.events]
['PlayerRegistered']
>>> for event in r.inverse:
...     t.apply(event)
>>> t.snapshot() == before
True
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from tournament.clock import ClockState
from tournament.errors import DomainError
from tournament.money import Entry
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import views
from tournament.service.codec import JSON, from_value, to_value
from tournament.service.codec_columns import from_columns, to_columns
from tournament.service.handlers import APPLY, DECIDE, STEPS
from tournament.service.outcome import Outcome, Touched, changed_keys, differs, touched_by
from tournament.service.queries import TournamentQueries
from tournament.service.records import (
    Meta,
    PlayerRecord,
    Settings,
)
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure

__all__ = ["Outcome", "Tournament"]

_SNAPSHOT_VERSION = 2
_COLUMNS_VERSION = 3
_RECORDS: tuple[type, type, type] = (PlayerRecord, Entry, TournamentTable)
"""The kinds of records a snapshot holds, in its order: players, entries, tables."""


class Tournament(TournamentQueries):
    """One tournament; changed only through :meth:`handle` and :meth:`apply`.

    The state and indexes come from :class:`~tournament.service.indexes.TournamentIndexes`,
    the queries from :class:`~tournament.service.queries.TournamentQueries`.
    """

    # ------------------------------------------------------------------ command API

    def verify(self, command: c.Command, now: int) -> None:
        """Raise :class:`DomainError` saying why ``command`` is not allowed at ``now``."""
        if type(command) in STEPS:
            self.preview(command, now, random.Random(0))
        else:
            self._decide(command, now, random.Random(0))

    def can(self, command: c.Command, now: int) -> bool:
        """True when ``command`` is allowed at ``now``."""
        try:
            self.verify(command, now)
        except DomainError:
            return False
        return True

    def handle(self, command: c.Command, now: int, rng: random.Random) -> Outcome:
        """Decide ``command`` once, apply its events and return them with their inverse and
        what they touched (:class:`~tournament.service.outcome.Outcome`, from the journal).

        A refused command raises :class:`DomainError` and changes nothing. A command made of
        steps (:class:`~tournament.service.commands.RegisterAndBuyIn`, a seating
        :class:`~tournament.service.commands.ReEnter`) decides each step on the state the
        previous steps left; its events and inverse are those of all of them.
        """
        before = self._floor()
        events = self._decide_and_apply(command, now, rng, before)
        tables, players = self._tables.close_journal(), self._players.close_journal()
        entries = self._entries.close_journal()
        undone_from = before
        if before[2].ends_at is not None and self._meta.finished and not before[3].finished:
            # The end of the tournament (a win, a deal) stopped the running clock: undone,
            # the clock stays stopped where the end left it (the time it stood is not run
            # off the level).
            undone_from = (before[0], before[1], self._clock, before[3])
        inverse = self._inverse(undone_from, tables, players, entries)
        return Outcome(tuple(events), inverse, self._touched(before, tables, players, entries))

    def handle_unrecorded(
        self, command: c.Command, now: int, rng: random.Random
    ) -> tuple[e.Event, ...]:
        """:meth:`handle` for a state nobody undoes or watches (a rehearsal run): the
        command is decided and applied the same way (refused: DomainError, nothing
        changed), but neither its inverse nor what it touched is worked out."""
        before = self._floor()
        events = self._decide_and_apply(command, now, rng, before)
        for r in (self._tables, self._players, self._entries):
            r.close_journal()
        return tuple(events)

    def _decide_and_apply(
        self,
        command: c.Command,
        now: int,
        rng: random.Random,
        before: tuple[Settings | None, Structure | None, ClockState, Meta],
    ) -> list[e.Event]:
        """Decide each step of ``command`` and apply its events, the records' journals
        open (a refusal puts everything back as it was ``before`` and raises)."""
        self._open_journals()
        events: list[e.Event] = []
        try:
            for step in self._steps(command):
                decided = self._decide(step, now, rng)
                for event in decided:
                    self.apply(event)
                events.extend(decided)
        except Exception:
            self._roll_back(before)
            raise
        return events

    def apply_logged(self, events: Iterable[e.Event]) -> Touched:
        """Apply events already decided (an undo's inverse, a redo, another station's
        commits) and say what they touched, from the same journal as :meth:`handle`."""
        before = self._floor()
        self._open_journals()
        try:
            self.apply_all(events)
        finally:
            tables, players = self._tables.close_journal(), self._players.close_journal()
            entries = self._entries.close_journal()
        return self._touched(before, tables, players, entries)

    def _floor(self) -> tuple[Settings | None, Structure | None, ClockState, Meta]:
        return (self._settings, self._structure, self._clock, self._meta)

    def _open_journals(self) -> None:
        for r in (self._tables, self._players, self._entries):
            r.open_journal()

    def _touched(
        self,
        before: tuple[Settings | None, Structure | None, ClockState, Meta],
        tables: Mapping[int, TournamentTable | None],
        players: Mapping[str, PlayerRecord | None],
        entries: Mapping[str, Entry | None],
    ) -> Touched:
        return touched_by(
            before,
            self._floor(),
            (tables, self._tables),
            (players, self._players),
            (entries, self._entries),
        )

    def preview(self, command: c.Command, now: int, rng: random.Random) -> tuple[e.Event, ...]:
        """The events ``command`` would produce now, without keeping them (what a deal would
        pay, before the director confirms it); :class:`DomainError` when it is refused."""
        result = self.handle(command, now, rng)
        self.apply_all(result.inverse)
        return result.events

    def _steps(self, command: c.Command) -> Iterable[c.Command]:
        steps = STEPS.get(type(command))
        return (command,) if steps is None else steps(self, command)

    def _roll_back(
        self, before: tuple[Settings | None, Structure | None, ClockState, Meta]
    ) -> None:
        """Put back what a command being handled changed (its records and the rest)."""
        for r in (self._tables, self._players, self._entries):
            r.roll_back()
        self._settings = before[0]
        if self._structure is not before[1]:
            self.set_structure(before[1])
        self._clock, self._meta = before[2], before[3]

    def apply(self, event: e.Event) -> None:
        """Apply one event (deterministic: no clock, no rng)."""
        handler = APPLY.get(type(event))
        if handler is None:
            raise DomainError(f"Unknown event {type(event).__name__}")
        handler(self, event)

    def apply_all(self, events: Iterable[e.Event]) -> None:
        """Apply events in order (redo, replay of a log, undo with an inverse)."""
        for event in events:
            self.apply(event)

    # ------------------------------------------------------------------ snapshot

    def snapshot(self) -> dict[str, JSON]:
        """The whole state as JSON data (records sorted by key, so order-independent)."""
        return self._state(_SNAPSHOT_VERSION)

    def stored_snapshot(self) -> dict[str, JSON]:
        """The state as the database's snapshot stores it: :meth:`snapshot` with the
        players, entries and tables written column-wise (version 3,
        :mod:`tournament.service.codec_columns`), which reads back in half the time."""
        return self._state(_COLUMNS_VERSION)

    def _state(self, version: int) -> dict[str, JSON]:
        players, entries, tables = self._players, self._entries, self._tables
        rows: tuple[list[Any], list[Any], list[Any]] = (
            [players[k] for k in sorted(players)],
            [entries[k] for k in sorted(entries)],
            [tables[k] for k in sorted(tables)],
        )
        written: list[JSON]
        if version == _COLUMNS_VERSION:
            written = [to_columns(cls, r) for cls, r in zip(_RECORDS, rows, strict=True)]
        else:
            written = [[to_value(x) for x in r] for r in rows]
        return {
            "version": version,
            "settings": to_value(self._settings),
            "structure": to_value(self._structure),
            "players": written[0],
            "entries": written[1],
            "tables": written[2],
            "clock": to_value(self._clock),
            "meta": to_value(self._meta),
        }

    @classmethod
    def restore(cls, snapshot: dict[str, JSON]) -> Tournament:
        """Rebuild a tournament from :meth:`snapshot` or :meth:`stored_snapshot` output."""
        version = snapshot.get("version")
        if version not in (_SNAPSHOT_VERSION, _COLUMNS_VERSION):
            raise DomainError(f"Unsupported saved state version {version!r}")
        t = cls()
        t.set_settings(from_value(Settings | None, snapshot["settings"], "settings"))
        t.set_structure(from_value(Structure | None, snapshot["structure"], "structure"))
        players, entries, tables = (
            from_columns(kind, snapshot[where], where)
            if version == _COLUMNS_VERSION
            else from_value(tuple[kind, ...], snapshot[where], where)  # type: ignore[valid-type]
            for kind, where in zip(_RECORDS, ("players", "entries", "tables"), strict=True)
        )
        t.load_records(players, entries, tables)
        t.set_clock(from_value(ClockState, snapshot["clock"], "clock"))
        t.set_meta(from_value(Meta, snapshot["meta"], "meta"))
        return t

    # ------------------------------------------------------------------ UI queries

    def players_view(self) -> tuple[views.PlayerView, ...]:
        """Every player: name, status, table/seat, stack, entries, bounty, place, prize."""
        # Rows are rebuilt only for players whose record, seat or prize may have changed;
        # every row when the payouts or the deal differ (by value: an undo puts back an
        # equal table, not the same object).
        key = (self._meta.payouts, self._meta.deal)
        if self._rows_key is None or self._rows_key != key:
            self._rows.clear()
            self._rows_all = None
            self._rows_key = key
        dirty, rows = self._rows_dirty, self._rows
        order, kept = self._player_order, self._rows_all
        same_order = kept is not None and order is not None and kept[0] is order
        if dirty:
            for pid in dirty:
                rows.pop(pid, None)
            at = self._rows_at
            if kept is not None and same_order and all(pid in at for pid in dirty):
                # the same players in the same order: only the changed rows are new
                changed = list(kept[1])
                for pid in dirty:
                    fresh = rows[pid] = views.player_view(self, self._players[pid])
                    changed[at[pid]] = fresh
                kept = self._rows_all = (kept[0], tuple(changed))
            else:
                kept = self._rows_all = None
            dirty.clear()
        if kept is not None and order is not None and kept[0] is order:
            return kept[1]
        records = self.player_records()
        out = []
        for p in records:
            row = rows.get(p.player_id)
            if row is None:
                row = rows[p.player_id] = views.player_view(self, p)
            out.append(row)
        result = tuple(out)
        assert self._player_order is not None
        self._rows_all = (self._player_order, result)
        self._rows_at = {p.player_id: i for i, p in enumerate(records)}
        return result

    def tables_view(
        self,
        include_broken: bool = False,
        now: int | None = None,
        numbers: Collection[int] | None = None,
    ) -> tuple[views.TableView, ...]:
        """Tables with their seats and who has the button and the blinds next hand (at
        ``now``; without it, at the clock as last stored); only the tables ``numbers`` when
        given."""
        return views.tables_view(self, include_broken, now, self._table_views, numbers)

    def levels_view(self) -> tuple[views.LevelView, ...]:
        """The structure's levels and breaks, as the clock shows them (for the structure list)."""
        self.created()
        return views.levels_view(self)

    def clock_view(self, now: int) -> views.ClockView:
        """The clock at ``now`` (level, game, blinds, time left, next level, time to break)."""
        self.created()
        return views.clock_view(self, now)

    def summary(self) -> views.SummaryView:
        """Players left, average stack, chip leader, prize pool, payouts, bubble."""
        return views.summary_view(self)

    # ------------------------------------------------------------------ indexes

    # ------------------------------------------------------------------ helpers

    def _inverse(
        self,
        before: tuple[Settings | None, Structure | None, ClockState, Meta],
        tables: Mapping[int, TournamentTable | None],
        players: Mapping[str, PlayerRecord | None],
        entries: Mapping[str, Entry | None],
    ) -> tuple[e.Event, ...]:
        """The events that put back what a command changed (``tables``, ``players``,
        ``entries``: the records it wrote, as they were before; None: absent)."""
        settings, structure, clock, meta = before
        out: list[e.Event] = []
        if differs(settings, self._settings) or differs(structure, self._structure):
            out.append(e.SetupRestored(settings, structure))
        for key in changed_keys(tables, self._tables):
            out.append(e.TableRestored(key, tables[key]))
        for pkey in changed_keys(players, self._players):
            out.append(e.PlayerRestored(pkey, players[pkey]))
        for ekey in changed_keys(entries, self._entries):
            out.append(e.EntryRestored(ekey, entries[ekey]))
        if differs(clock, self._clock):
            out.append(e.ClockRestored(clock))
        if differs(meta, self._meta):
            out.append(e.MetaFieldsRestored.between(meta, self._meta))
        return tuple(out)

    # ------------------------------------------------------------------ deciding

    def _decide(self, command: c.Command, now: int, rng: random.Random) -> tuple[e.Event, ...]:
        decider = DECIDE.get(type(command))
        if decider is None:
            raise DomainError(f"Unknown command {type(command).__name__}")
        if not isinstance(command, c.CreateTournament):
            self.created()
        return tuple(decider(self, command, now, rng))

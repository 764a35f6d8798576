"""A new aggregate's records written at once, its indexes built in one pass over them.

Restoring a snapshot writes 10,000 players, their entries and the tables into a new
aggregate. Written one by one (:meth:`~tournament.service.indexes.TournamentIndexes.put_player`),
each write journals and calls its hook, which moves every index by that one record: right
for a command, which changes a few records, but at opening the hooks cost more than reading
the records. :meth:`IndexedAtOnce.load_records` stores them without the hooks and builds each
index from all of them at once, to the same values the hooks would leave
(``tests/unit/service/test_indexes_at_once.py`` compares every field of the two).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tournament.errors import DomainError
from tournament.money import Entry
from tournament.player_names import name_key
from tournament.service.indexes import TournamentIndexes
from tournament.service.records import PlayerRecord
from tournament.service.tournament_table import TournamentTable

__all__ = ["IndexedAtOnce"]


class IndexedAtOnce(TournamentIndexes):
    """:class:`~tournament.service.indexes.TournamentIndexes` that a snapshot's records are
    loaded into at once (see the module docstring)."""

    def load_records(
        self,
        players: Iterable[PlayerRecord],
        entries: Iterable[Entry],
        tables: Iterable[TournamentTable],
    ) -> None:
        """Store the records of a new aggregate (players, then entries, then tables, as a
        restore writes them) and build its indexes from them in one pass each."""
        if self._players or self._entries or self._tables:
            raise DomainError("Records are loaded at once into a new tournament only")
        by_id = self._players
        dict.update(by_id, ((p.player_id, p) for p in players))
        dict.update(self._entries, ((x.entry_id, x) for x in entries))
        dict.update(self._tables, ((t.number, t) for t in tables))
        self._index_players()
        self._index_entries()
        self._index_tables()

    def _index_players(self) -> None:
        players = self._players.values()
        active = [p for p in players if p.status == "active"]
        self._active = {p.player_id for p in active}
        stacks = Counter(p.stack for p in active if p.stack)
        self._stacks = stacks
        self._chips = sum(p.stack for p in active)
        leader = min(((-p.stack, p.player_id) for p in active if p.stack > 0), default=None)
        self._leader = None if leader is None else (leader[1], -leader[0])
        self._leader_known = True
        by_place = self._by_place
        names = self._names_in
        for p in players:
            if p.place is not None:
                by_place.setdefault(p.place, set()).add(p.player_id)
            if p.status != "eliminated":
                names.setdefault(name_key(p.name), set()).add(p.player_id)
        self._moves = {p.player_id: p.moves for p in players if p.moves}
        self._rows_dirty.update(self._players)
        self._player_order = None

    def _index_entries(self) -> None:
        entries = self._entries.values()
        self._collected = sum(x.prize for x in entries)
        self._issued = sum(x.chips for x in entries)
        kinds = Counter(x.kind for x in entries)
        self._kind_count = {kind.value: count for kind, count in kinds.items()}
        of = self._entries_of
        for x in entries:
            of.setdefault(x.player, set()).add(x.entry_id)
        self._entry_order = None

    def _index_tables(self) -> None:
        where = self._where_map
        for number, record in self._tables.items():
            for i, p in enumerate(record.seats, 1):
                if p is not None:
                    where[p] = (number, i)
        self._rows_dirty.update(where)
        numbers = set(self._tables)
        self._dirty_tables |= numbers
        self._table_views.dirty |= numbers
        self._games = None
        self._table_order = None

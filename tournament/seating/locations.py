"""Where each player sits: an immutable mapping that is cheap to copy with a few changes.

A tournament changes one or two locations per bust; copying a 10,000-entry dictionary each
time would dominate a whole day. :class:`Locations` splits the entries into shards and a
change copies only the shards it touches. Iteration order is unspecified (sort if needed).

>>> loc = Locations.of({"ann": (1, 3)})
>>> edit = loc.edit()
>>> edit["bob"] = (2, 5)
>>> new = edit.freeze()
>>> sorted(new.items()), len(loc)
([('ann', (1, 3)), ('bob', (2, 5))], 1)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from tournament.table_positions import PlayerId

__all__ = ["Location", "Locations", "LocationsEditor"]

Location = tuple[int, int]
_SHARDS = 64
_MASK = _SHARDS - 1


class Locations(Mapping[PlayerId, Location]):
    """An immutable ``player -> (table, seat)`` mapping."""

    __slots__ = ("_length", "_shards")

    def __init__(self, shards: tuple[dict[PlayerId, Location], ...], length: int) -> None:
        self._shards = shards
        self._length = length

    @classmethod
    def of(cls, entries: Mapping[PlayerId, Location]) -> Locations:
        """A mapping holding ``entries``."""
        shards: tuple[dict[PlayerId, Location], ...] = tuple({} for _ in range(_SHARDS))
        for player, where in entries.items():
            shards[hash(player) & _MASK][player] = where
        return cls(shards, len(entries))

    def __getitem__(self, player: PlayerId) -> Location:
        return self._shards[hash(player) & _MASK][player]

    def __contains__(self, player: object) -> bool:
        return player in self._shards[hash(player) & _MASK]

    def get(self, player: PlayerId, default: Location | None = None) -> Location | None:  # type: ignore[override]
        """The location of ``player``, or ``default``."""
        return self._shards[hash(player) & _MASK].get(player, default)

    def __iter__(self) -> Iterator[PlayerId]:
        for shard in self._shards:
            yield from shard

    def __len__(self) -> int:
        return self._length

    def __repr__(self) -> str:
        return f"Locations({dict(sorted(self.items()))!r})"

    def edit(self) -> LocationsEditor:
        """A mutable working copy (copy-on-write per shard)."""
        return LocationsEditor(self)


class LocationsEditor:
    """A working copy of :class:`Locations`; :meth:`freeze` gives the new mapping."""

    __slots__ = ("_copied", "_length", "_shards")

    def __init__(self, base: Locations) -> None:
        self._shards = list(base._shards)
        self._copied: set[int] = set()
        self._length = base._length

    def _own(self, player: PlayerId) -> dict[PlayerId, Location]:
        index = hash(player) & _MASK
        if index not in self._copied:
            self._shards[index] = dict(self._shards[index])
            self._copied.add(index)
        return self._shards[index]

    def __contains__(self, player: object) -> bool:
        return player in self._shards[hash(player) & _MASK]

    def __getitem__(self, player: PlayerId) -> Location:
        return self._shards[hash(player) & _MASK][player]

    def __setitem__(self, player: PlayerId, where: Location) -> None:
        shard = self._own(player)
        if player not in shard:
            self._length += 1
        shard[player] = where

    def __delitem__(self, player: PlayerId) -> None:
        del self._own(player)[player]
        self._length -= 1

    def freeze(self) -> Locations:
        """The new immutable mapping."""
        return Locations(tuple(self._shards), self._length)

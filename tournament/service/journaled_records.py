"""Record dictionaries that remember what a command changed (undo) and keep indexes current.

The aggregate keeps its players, entries and tables in :class:`JournaledRecords`: a plain ``dict``
(reads cost nothing extra) whose writes go through one place. While a journal is open
(:meth:`JournaledRecords.open_journal`), the first write to a key remembers the record it replaced
(``None``: the key was absent), so the inverse of a command is computed from the records it
touched, not by comparing the whole state. Every write also calls a hook with the old and
new record, which is how the aggregate's indexes (who sits where, active players, entry
totals...) follow the records without being rebuilt.

>>> seen = []
>>> r: JournaledRecords[str, int] = JournaledRecords(lambda k, old, new: seen.append((k, old, new)))
>>> r["a"] = 1
>>> r.open_journal()
>>> r["a"] = 2
>>> r["b"] = 3
>>> del r["b"]
>>> r.close_journal()
{'a': 1, 'b': None}
>>> seen
[('a', None, 1), ('a', 1, 2), ('b', None, 3), ('b', 3, None)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeVar

__all__ = ["Hook", "JournaledRecords"]

K = TypeVar("K")
V = TypeVar("V")

Hook = Callable[[Any, Any, Any], None]
"""``hook(key, old, new)``: ``old``/``new`` are None when the key is absent before/after."""


def _no_hook(key: object, old: object, new: object) -> None:
    return None


class JournaledRecords(dict[K, V], Generic[K, V]):
    """A ``dict`` of immutable records whose writes are journaled and reported to a hook.

    Values are never ``None`` (``None`` in the journal means "absent").
    """

    __slots__ = ("_hook", "_journal")

    def __init__(self, hook: Hook = _no_hook) -> None:
        super().__init__()
        self._hook = hook
        self._journal: dict[K, V | None] | None = None

    # ------------------------------------------------------------------ journal

    def open_journal(self) -> None:
        """Start remembering the records replaced (the state before a command)."""
        self._journal = {}

    def close_journal(self) -> dict[K, V | None]:
        """Stop remembering; return ``key -> record before`` for every key written."""
        journal = self._journal or {}
        self._journal = None
        return journal

    def roll_back(self) -> None:
        """Put back every record the open journal remembers, then close it."""
        journal = self.close_journal()
        for key, old in journal.items():
            if old is None:
                self.pop(key, None)
            else:
                self[key] = old

    # ------------------------------------------------------------------ writes

    def __setitem__(self, key: K, value: V) -> None:
        old = dict.get(self, key)
        journal = self._journal
        if journal is not None and key not in journal:
            journal[key] = old
        dict.__setitem__(self, key, value)
        self._hook(key, old, value)

    def __delitem__(self, key: K) -> None:
        old = dict.__getitem__(self, key)
        journal = self._journal
        if journal is not None and key not in journal:
            journal[key] = old
        dict.__delitem__(self, key)
        self._hook(key, old, None)

    def pop(self, key: K, *default: Any) -> Any:
        """Remove ``key`` and return its record (or ``default``)."""
        if key in self:
            old = dict.__getitem__(self, key)
            del self[key]
            return old
        if default:
            return default[0]
        raise KeyError(key)

    def setdefault(self, key: K, default: V | None = None) -> V:
        """The record at ``key``, storing ``default`` first when absent."""
        if key not in self:
            assert default is not None
            self[key] = default
        return dict.__getitem__(self, key)

    def update(self, *args: Any, **kwargs: Any) -> None:
        """Write each pair (through :meth:`__setitem__`)."""
        source: Iterable[tuple[K, V]]
        for arg in args:
            source = arg.items() if isinstance(arg, Mapping) else arg
            for key, value in source:
                self[key] = value
        for key, value in kwargs.items():
            self[key] = value  # type: ignore[index]

    def clear(self) -> None:
        """Remove every record (through :meth:`__delitem__`)."""
        for key in list(self):
            del self[key]

    def popitem(self) -> tuple[K, V]:
        """Remove and return the last record written."""
        key = next(reversed(self))
        return key, self.pop(key)

    def __ior__(self, other: Any) -> JournaledRecords[K, V]:  # type: ignore[override,misc]
        self.update(other)
        return self

"""The stored hand histories of one table, and one hand by its id (the hand list's reads).

Each hand's row is written with the command that recorded it and follows its undo and
redo (:mod:`db.project_hands`); these queries read the rows back as
:class:`~tournament.hh.listing.StoredHand` values, in the order they were stored.
:func:`table_hands` and :func:`hands_in_effect` give the hands that count now (a hand whose
recording is undone is left out), :func:`stored_table_hands` every row, undone ones too.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from db.rows import HandRow
from db.store import Store
from tournament.hh.listing import StoredHand

__all__ = [
    "hand_tables",
    "hands_in_effect",
    "stored_hand",
    "stored_hands",
    "stored_table_hands",
    "table_hands",
]


_COLUMNS = (
    HandRow.id,
    HandRow.table_number,
    HandRow.number,
    HandRow.game,
    HandRow.rules,
    HandRow.phh,
    HandRow.at_ms,
)
_ORDER = (HandRow.at_ms, HandRow.id)


def _hand(row: Any) -> StoredHand:
    rules = row[4] if isinstance(row[4], dict) else {}
    return StoredHand(int(row[0]), int(row[1]), int(row[2]), row[3], rules, row[5], int(row[6]))


def _read(store: Store, *where: Any) -> list[StoredHand]:
    with store.transactions.read() as conn:
        rows = conn.execute(select(*_COLUMNS).where(*where).order_by(*_ORDER)).all()
    return [_hand(r) for r in rows]


def table_hands(store: Store, tournament_id: str, table: int) -> list[StoredHand]:
    """The hands that count at ``table`` of the tournament, by number."""
    counting = _read(
        store,
        HandRow.tournament_id == tournament_id,
        HandRow.table_number == table,
        HandRow.undone.is_(False),
    )
    return sorted(counting, key=lambda h: h.number)


def stored_table_hands(store: Store, tournament_id: str, table: int) -> list[StoredHand]:
    """Every hand stored for ``table``, one whose recording is undone too."""
    return _read(store, HandRow.tournament_id == tournament_id, HandRow.table_number == table)


def stored_hands(store: Store, tournament_id: str) -> list[StoredHand]:
    """Every hand stored for the tournament, one whose recording is undone too, in the
    order they were stored."""
    return _read(store, HandRow.tournament_id == tournament_id)


def stored_hand(store: Store, tournament_id: str, hand_id: int) -> StoredHand | None:
    """One stored hand of the tournament by its id (None: no such hand)."""
    found = _read(store, HandRow.tournament_id == tournament_id, HandRow.id == hand_id)
    return found[0] if found else None


def hand_tables(store: Store, tournament_id: str) -> list[int]:
    """The tables of the tournament with at least one stored hand (undone or not), in order."""
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(HandRow.table_number)
            .where(HandRow.tournament_id == tournament_id)
            .distinct()
            .order_by(HandRow.table_number)
        ).all()
    return [int(r[0]) for r in rows]


def hands_in_effect(store: Store, tournament_id: str) -> list[StoredHand]:
    """The hands of the tournament that count now, in the order they were stored."""
    return _read(store, HandRow.tournament_id == tournament_id, HandRow.undone.is_(False))

"""The stored hand histories of one table, and one hand by its id (the hand list's reads).

:func:`db.exports.add_hand` stores each played hand (PHH text and the rule settings it was
played under); these queries read them back as
:class:`~tournament.hh.listing.StoredHand` values, newest last. :func:`hands_in_effect`
keeps the hands that count now (as the hand lists show them: a hand whose recording was
undone is left out), for the export.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from db.rows import HandRow
from db.store import Store
from tournament.hh.listing import StoredHand, played_hands
from tournament.service.hand_setup import hands_dealt

__all__ = ["hand_tables", "hands_in_effect", "stored_hand", "table_hands"]


_COLUMNS = (
    HandRow.id,
    HandRow.table_number,
    HandRow.number,
    HandRow.game,
    HandRow.rules,
    HandRow.phh,
    HandRow.at_ms,
)


def _hand(row: Any) -> StoredHand:
    rules = row[4] if isinstance(row[4], dict) else {}
    return StoredHand(int(row[0]), int(row[1]), int(row[2]), row[3], rules, row[5], int(row[6]))


def table_hands(store: Store, tournament_id: str, table: int) -> list[StoredHand]:
    """The hands stored for ``table`` of the tournament, in the order they were stored."""
    conn = store.connection()
    with conn.begin():
        rows = conn.execute(
            select(*_COLUMNS)
            .where(HandRow.tournament_id == tournament_id, HandRow.table_number == table)
            .order_by(HandRow.at_ms, HandRow.id)
        ).all()
    return [_hand(r) for r in rows]


def stored_hand(store: Store, tournament_id: str, hand_id: int) -> StoredHand | None:
    """One stored hand of the tournament by its id (None: no such hand)."""
    conn = store.connection()
    with conn.begin():
        row = conn.execute(
            select(*_COLUMNS).where(HandRow.tournament_id == tournament_id, HandRow.id == hand_id)
        ).first()
    return None if row is None else _hand(row)


def hand_tables(store: Store, tournament_id: str) -> list[int]:
    """The tables of the tournament with at least one stored hand, in order."""
    conn = store.connection()
    with conn.begin():
        rows = conn.execute(
            select(HandRow.table_number)
            .where(HandRow.tournament_id == tournament_id)
            .distinct()
            .order_by(HandRow.table_number)
        ).all()
    return [int(r[0]) for r in rows]


def hands_in_effect(store: Store, tournament_id: str) -> list[StoredHand]:
    """The stored hands that count now, in the order they were stored: at each table the
    hands up to the number it has dealt, the latest of a number played again after an undo
    (:func:`~tournament.hh.listing.played_hands`, as the hand lists show them)."""
    tournament = store.load(tournament_id)
    kept = [
        hand
        for table in hand_tables(store, tournament_id)
        for hand in played_hands(
            table_hands(store, tournament_id, table), hands_dealt(tournament, table)
        )
    ]
    return sorted(kept, key=lambda h: (h.at_ms, h.id))

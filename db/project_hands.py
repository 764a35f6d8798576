"""A recorded hand's row and the table's live hand, inside the command's own transaction.

A hand recorded at a table is ONE director action: the ``RecordHandPlayed`` command
carries the hand's PHH text, so its ``hand`` row (:class:`~db.rows.HandRow`) is a
projection of that command written by the same transaction as the log entry, the events
and the players' rows, and the table's live hand (:mod:`db.live_hands`: what the display
stations show in progress) is cleared in it too. A kill at any instant leaves the hand
wholly there or wholly absent.

The row follows the log: an undo of the command marks it ``undone`` and a redo clears the
mark (each in the undo's or redo's transaction), so the hand lists and ``export hands``
read the hands that count with one ``where``.
"""

from __future__ import annotations

import tomllib
from typing import Any

from sqlalchemy import Connection, insert, update

from db.live_hand_rows import clear
from db.rows import HandRow
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command, RecordHandPlayed
from tournament.service.hand_setup import hands_dealt

__all__ = ["project_hand"]


def project_hand(
    conn: Connection,
    tournament_id: str,
    aggregate: Tournament,
    command: Command | None,
    kind: str,
    log_seq: int,
    target_seq: int | None,
    now: int,
) -> None:
    """Keep the ``hand`` rows (and the live hand) in step with log entry ``log_seq``.

    ``aggregate`` is the tournament after the entry's events; ``kind`` the entry's kind
    (command, undo, redo...); ``target_seq`` the entry an undo or redo names."""
    if kind in ("undo", "redo") and target_seq is not None:
        conn.execute(
            update(HandRow).where(HandRow.log_seq == target_seq).values(undone=kind == "undo")
        )
        return
    if not isinstance(command, RecordHandPlayed) or not command.phh:
        return
    conn.execute(
        insert(HandRow).values(
            tournament_id=tournament_id,
            table_number=command.table,
            number=hands_dealt(aggregate, command.table),
            game=command.game,
            rules=_rules(command.phh),
            phh=command.phh,
            at_ms=now,
            log_seq=log_seq,
            undone=False,
        )
    )
    clear(conn, tournament_id, command.table, now)


def _rules(phh: str) -> dict[str, Any]:
    """The rule settings the hand was played under (the PHH's ``_rules`` user field)."""
    try:
        rules = tomllib.loads(phh).get("_rules", {})
    except tomllib.TOMLDecodeError:
        return {}
    return rules if isinstance(rules, dict) else {}

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

import functools
import re
import tomllib
from collections.abc import Mapping
from types import MappingProxyType
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
    if not isinstance(command, RecordHandPlayed):
        return
    if command.phh:
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
    clear(conn, tournament_id, command.table, now)  # the table's hand is over, whatever it was


_RULES_LINE = re.compile(r"^_rules = .*$", re.MULTILINE)
"""The ``_rules`` field as the PHH writer puts it: one ``key = value`` line
(:mod:`tournament.hh.writer`; its strings never hold a line break)."""


def _rules(phh: str) -> dict[str, Any]:
    """The rule settings the hand was played under (the PHH's ``_rules`` user field).

    Every hand of a table carries the same few rule settings: the field's line is read
    with ``tomllib`` once per distinct text (:func:`_rules_line`); a PHH written otherwise
    (no such line) is read whole."""
    line = _RULES_LINE.search(phh)
    if line is None:
        return _rules_field(phh)
    return dict(_rules_line(line.group()))


@functools.lru_cache(maxsize=32)
def _rules_line(line: str) -> Mapping[str, Any]:
    """The rule settings of one ``_rules = {...}`` line (read-only: shared by every hand
    that has it)."""
    return MappingProxyType(_rules_field(line))


def _rules_field(text: str) -> dict[str, Any]:
    try:
        rules = tomllib.loads(text).get("_rules", {})
    except tomllib.TOMLDecodeError:
        return {}
    return rules if isinstance(rules, dict) else {}

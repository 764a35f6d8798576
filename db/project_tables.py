"""The projection's table rows: poker tables and their seats.

See :mod:`db.projection` for when this runs: the touched tables' rows and seats are read in
one query and only those that differ from the aggregate's tables are written.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Connection, and_, bindparam, delete, select
from sqlalchemy.sql.elements import BindParameter

from db.rows import PokerTableRow, SeatRow
from db.upsert import upsert
from tournament.service.aggregate import Tournament

__all__ = ["project_tables"]

_TID: BindParameter[str] = bindparam("b_tid")
_IDS: BindParameter[Sequence[str | int]] = bindparam("b_ids", expanding=True)

_PT = PokerTableRow.__table__
_SEAT = SeatRow.__table__
_SELECT_TABLES = (
    select(
        _PT.c.number,
        _PT.c.max_seats,
        _PT.c.button,
        _PT.c.broken,
        _SEAT.c.seat,
        _SEAT.c.player_id,
        _SEAT.c.locked,
    )
    .select_from(
        _PT.outerjoin(
            _SEAT,
            and_(
                _SEAT.c.tournament_id == _PT.c.tournament_id,
                _SEAT.c.table_number == _PT.c.number,
            ),
        )
    )
    .where(_PT.c.tournament_id == _TID, _PT.c.number.in_(_IDS))
)
"""The touched tables' rows with their seats (one row per seat)."""
_DELETE_SEAT = delete(SeatRow).where(
    SeatRow.tournament_id == bindparam("b_tid"),
    SeatRow.table_number == bindparam("b_table"),
    SeatRow.seat == bindparam("b_seat"),
)
_DELETE_TABLE_SEATS = delete(SeatRow).where(
    SeatRow.tournament_id == _TID, SeatRow.table_number.in_(_IDS)
)
_DELETE_TABLES = delete(PokerTableRow).where(
    PokerTableRow.tournament_id == _TID, PokerTableRow.number.in_(_IDS)
)


def project_tables(conn: Connection, tid: str, t: Tournament, tables: set[int]) -> None:
    """Write the touched tables' rows and seats that differ from the aggregate."""
    if not tables:
        return
    numbers = sorted(tables)
    params = {"b_tid": tid, "b_ids": numbers}
    old_tables: dict[int, tuple[int, int | None, bool]] = {}
    old_seats: dict[int, dict[int, tuple[str | None, bool]]] = {}
    for number, size, button, broken, place, pid, locked in conn.execute(_SELECT_TABLES, params):
        old_tables[int(number)] = (size, button, bool(broken))
        if place is not None:
            old_seats.setdefault(int(number), {})[int(place)] = (pid, bool(locked))
    table_rows: list[dict[str, object]] = []
    seat_rows: list[dict[str, object]] = []
    extra: list[dict[str, object]] = []
    gone: list[int] = []
    for number in numbers:
        record = t.table_record(number)
        taken = old_seats.get(number, {})
        if record is None:
            if number in old_tables or taken:
                gone.append(number)
            continue
        want = (record.size, record.button, record.broken)
        if old_tables.get(number) != want:
            table_rows.append(
                {
                    "tournament_id": tid,
                    "number": number,
                    "max_seats": want[0],
                    "button": want[1],
                    "broken": want[2],
                }
            )
        locked = record.locked
        for i, pid in enumerate(record.seats, 1):
            seat = (pid, i in locked)
            if taken.get(i) != seat:
                seat_rows.append(
                    {
                        "tournament_id": tid,
                        "table_number": number,
                        "seat": i,
                        "player_id": pid,
                        "locked": seat[1],
                    }
                )
        extra.extend(
            {"b_tid": tid, "b_table": number, "b_seat": s} for s in taken if s > record.size
        )
    if extra:
        conn.execute(_DELETE_SEAT, extra)
    if gone:
        conn.execute(_DELETE_TABLE_SEATS, {"b_tid": tid, "b_ids": gone})
        conn.execute(_DELETE_TABLES, {"b_tid": tid, "b_ids": gone})
    upsert(conn, PokerTableRow, table_rows, ["tournament_id", "number"])
    upsert(conn, SeatRow, seat_rows, ["tournament_id", "table_number", "seat"])

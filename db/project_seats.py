"""The projection's satellite rows: a satellite's seat value and target event on its
tournament row, and the seats entered in an event from a satellite (``seat_entry``).

See :mod:`db.projection` for when these run (a command that changed the satellite's terms,
its seat winners or the seats entered; their undo and redo).
"""

from __future__ import annotations

from sqlalchemy import Connection, delete, insert, update

from db.rows import SeatEntryRow, TournamentRow
from tournament.service.aggregate import Tournament

__all__ = ["project_seats"]


def project_seats(conn: Connection, tid: str, t: Tournament) -> None:
    """Write the satellite's terms and the event's seat entries as the aggregate has them."""
    terms = t.meta.satellite
    conn.execute(
        update(TournamentRow)
        .where(TournamentRow.id == tid)
        .values(
            seat_cents=terms.seat_value if terms is not None else 0,
            seat_target=terms.target_name[:200] if terms is not None else "",
        )
    )
    conn.execute(delete(SeatEntryRow).where(SeatEntryRow.tournament_id == tid))
    seats = t.meta.seats_entered
    if seats:
        conn.execute(
            insert(SeatEntryRow),
            [
                {
                    "tournament_id": tid,
                    "player_id": x.player_id,
                    "satellite_id": x.satellite_id,
                    "satellite_name": x.satellite_name[:200],
                    "satellite_player_id": x.satellite_player_id,
                }
                for x in seats
            ],
        )

"""Keep the query rows in step with the ``tournament.service`` aggregate.

The projection is state-based: from the events of a transaction it collects which players,
entries and tables were touched (any ``player_id``/``busted_by``, ``entry_id``, ``table``
field, at any depth) and rewrites exactly those rows from the aggregate's records after
the events. So forward events, inverse (``...Restored``) events, undo and redo all keep the
rows right without the db knowing what any event means. Chip counts are history rows tied
to the log entry that recorded them (an undo removes them, a redo records them again).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import Connection, Table, delete, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite

from db.binding import Projection
from db.models import (
    Bounty,
    ChipCount,
    Deal,
    Elimination,
    Entry,
    Level,
    Payout,
    Player,
    PokerTable,
    Seat,
    Structure,
    TournamentPlayer,
    TournamentRow,
)

__all__ = ["project_service", "upsert"]

_PLAYER_KEYS = frozenset({"player_id", "busted_by"})
_TABLE_KEYS = frozenset({"table", "from_table", "to_table"})
_SETUP_EVENTS = frozenset({"TournamentCreated", "SetupRestored"})
_META_EVENTS = frozenset(
    {
        "PayoutsSet",
        "DealMade",
        "MetaRestored",
        "PlayersEliminated",
        "TournamentWon",
        "PlayerPaid",
        "PlayerRestored",
    }
)
_COUNT_EVENTS = frozenset({"ChipCountsRecorded", "ChipsColouredUp"})
_RESTORE_EVENTS = frozenset({"PlayerRestored", "TableRestored", "SetupRestored"})
_UNSEAT_EVENTS = frozenset({"PlayersEliminated", "TournamentWon"})
"""Events that take a player out of a seat without naming the table."""


def _walk(value: Any, players: set[str], entries: set[str], tables: set[int]) -> None:
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key in _PLAYER_KEYS and isinstance(item, str):
                players.add(item)
            elif key == "entry_id" and isinstance(item, str):
                entries.add(item)
            elif key in _TABLE_KEYS and isinstance(item, int) and not isinstance(item, bool):
                tables.add(item)
            else:
                _walk(item, players, entries, tables)
    elif isinstance(value, list):
        for item in value:
            _walk(item, players, entries, tables)


_UPSERTS: dict[tuple[str, str, tuple[str, ...], tuple[str, ...]], Any] = {}


def _upsert_statement(
    dialect: str, table: Table, columns: tuple[str, ...], keys: tuple[str, ...]
) -> Any:
    cache_key = (dialect, table.name, columns, keys)
    stmt = _UPSERTS.get(cache_key)
    if stmt is None:
        base = postgresql.insert(table) if dialect == "postgresql" else sqlite.insert(table)
        cols = {c: base.excluded[c] for c in columns if c not in keys}
        stmt = (
            base.on_conflict_do_update(index_elements=list(keys), set_=cols)
            if cols
            else base.on_conflict_do_nothing(index_elements=list(keys))
        )
        _UPSERTS[cache_key] = stmt
    return stmt


def upsert(
    conn: Connection, model: Any, rows: Sequence[Mapping[str, Any]], keys: Iterable[str]
) -> None:
    """Insert rows, updating the non-key columns of rows that exist (SQLite and PostgreSQL)."""
    if not rows:
        return
    table: Table = model.__table__
    key_tuple = tuple(keys)
    dialect = conn.dialect.name
    if dialect in {"postgresql", "sqlite"}:
        stmt = _upsert_statement(dialect, table, tuple(rows[0]), key_tuple)
        conn.execute(stmt, list(rows))
        return
    for row in rows:  # portable fallback
        where = [table.c[k] == row[k] for k in key_tuple]
        if conn.execute(select(func.count()).select_from(table).where(*where)).scalar_one():
            conn.execute(update(table).where(*where).values(**row))
        else:
            conn.execute(table.insert().values(**row))


def _person_for(conn: Connection, player_id: str, name: str, country: str, now: int) -> str:
    """The player-database id for a tournament player: same id and name, else same name."""
    key = name.strip().casefold()
    found = conn.execute(select(Player.id, Player.name_key).where(Player.id == player_id)).first()
    if found is not None and found[1] == key:
        return player_id
    by_name = conn.execute(
        select(Player.id).where(Player.name_key == key).order_by(Player.created_ms, Player.id)
    ).first()
    if by_name is not None:
        return str(by_name[0])
    person = player_id if found is None else f"{player_id}-{now}"
    conn.execute(
        insert(Player).values(id=person, name=name, name_key=key, country=country, created_ms=now)
    )
    return person


def project_service(p: Projection) -> None:
    """The projector of ``tournament.service.Tournament`` (see the module docstring)."""
    conn, tid, t = p.conn, p.tournament_id, p.aggregate
    players: set[str] = set()
    entries: set[str] = set()
    tables: set[int] = set()
    types = {str(e.get("type")) for e in p.events}
    for event in p.events:
        _walk(event, players, entries, tables)
    if types & _SETUP_EVENTS:
        _project_setup(conn, tid, t)
        tables.update(r.number for r in t.table_records())
    if types & {"SetupRestored"} and t.settings is None:
        return
    restoring = p.kind == "undo" or bool(types & _RESTORE_EVENTS)
    if players and (restoring or types & _UNSEAT_EVENTS):
        tables.update(_tables_of(conn, tid, t, players))
    cash = {
        x["player_id"]: int(x.get("bounty_cash", 0) or 0)
        for e in p.events
        if e.get("type") == "PlayersEliminated"
        for x in e.get("eliminations", [])
    }
    _project_players(conn, tid, t, players, p.now, restoring, cash)
    _project_entries(conn, tid, t, entries)
    _project_tables(conn, tid, t, tables)
    if types & _META_EVENTS or "PlayerRestored" in types:
        _project_results(conn, tid, t, p.now)
    if p.kind == "undo" and p.target_seq is not None:
        conn.execute(delete(ChipCount).where(ChipCount.log_seq == p.target_seq))
    elif types & _COUNT_EVENTS:
        rows = [
            {
                "tournament_id": tid,
                "log_seq": p.log_seq,
                "player_id": c["player_id"],
                "chips": c["stack"],
                "at_ms": p.now,
            }
            for e in p.events
            if e.get("type") in _COUNT_EVENTS
            for c in e.get("counts", [])
        ]
        if rows:
            conn.execute(insert(ChipCount), rows)


def _tables_of(conn: Connection, tid: str, t: Any, players: set[str]) -> set[int]:
    """Tables the players sat at before (rows) and sit at now (aggregate)."""
    found = set(
        conn.execute(
            select(Seat.table_number).where(
                Seat.tournament_id == tid, Seat.player_id.in_(sorted(players))
            )
        ).scalars()
    )
    for pid in players:
        where = t.location(pid) if _maybe_player(t, pid) is not None else None
        if where is not None:
            found.add(where[0])
    return found


def _project_setup(conn: Connection, tid: str, t: Any) -> None:
    settings = t.settings
    if settings is None:
        return
    conn.execute(
        update(TournamentRow)
        .where(TournamentRow.id == tid)
        .values(
            name=settings.name[:200],
            buyin_cents=settings.buy_in.buy_in,
            currency=settings.buy_in.currency[:8],
        )
    )
    structure_id = conn.execute(select(Structure.id).where(Structure.tournament_id == tid)).scalar()
    if structure_id is None:
        structure_id = conn.execute(
            insert(Structure)
            .values(tournament_id=tid, name=settings.name[:200])
            .returning(Structure.id)
        ).scalar_one()
    conn.execute(delete(Level).where(Level.structure_id == structure_id))
    levels = [
        {
            "structure_id": structure_id,
            "position": i + 1,
            "is_break": lv.is_break,
            "game": lv.game,
            "small_blind": lv.small_blind,
            "big_blind": lv.big_blind,
            "ante": lv.ante,
            "bring_in": lv.bring_in,
            "small_bet": lv.small_bet,
            "big_bet": lv.big_bet,
            "duration_ms": lv.duration_ms,
            "big_blind_ante": lv.big_blind_ante,
            "colour_up": ",".join(str(x) for x in lv.colour_up),
        }
        for i, lv in enumerate(t.structure)
    ]
    if levels:
        conn.execute(insert(Level), levels)


def _project_players(
    conn: Connection,
    tid: str,
    t: Any,
    players: set[str],
    now: int,
    restoring: bool,
    cash: Mapping[str, int],
) -> None:
    rows: list[dict[str, Any]] = []
    gone: list[str] = []
    elim_rows: list[dict[str, Any]] = []
    not_out: list[str] = []
    known = getattr(t, "_players", None)
    for pid in sorted(players):
        record = known.get(pid) if isinstance(known, dict) else _maybe_player(t, pid)
        if record is None:
            gone.append(pid)
            continue
        person = conn.execute(
            select(TournamentPlayer.person_id).where(
                TournamentPlayer.tournament_id == tid, TournamentPlayer.player_id == pid
            )
        ).scalar()
        if person is None:
            person = _person_for(conn, pid, record.name, record.country, now)
        rows.append(
            {
                "tournament_id": tid,
                "player_id": pid,
                "person_id": person,
                "number": record.number,
                "name": record.name[:200],
                "status": record.status,
                "chips": record.stack,
                "entries": record.entries,
                "rebuys": record.rebuys,
                "add_ons": record.add_ons,
                "bounty_cents": record.bounty,
                "bounty_won_cents": record.bounties_won,
                "place": record.place,
                "paid_cents": record.paid,
            }
        )
        if record.status == "eliminated" and record.place is not None:
            elim_rows.append(
                {
                    "tournament_id": tid,
                    "player_id": pid,
                    "place": record.place,
                    "busted_by": record.busted_by,
                    "bust_chips": record.bust_stack,
                    "at_ms": record.eliminated_at,
                }
            )
        else:
            not_out.append(pid)
    if gone:
        conn.execute(
            delete(Elimination).where(
                Elimination.tournament_id == tid, Elimination.player_id.in_(gone)
            )
        )
        conn.execute(delete(Bounty).where(Bounty.tournament_id == tid, Bounty.victim_id.in_(gone)))
        conn.execute(
            delete(TournamentPlayer).where(
                TournamentPlayer.tournament_id == tid, TournamentPlayer.player_id.in_(gone)
            )
        )
    upsert(conn, TournamentPlayer, rows, ["tournament_id", "player_id"])
    if not_out and restoring:  # only a restore can bring an eliminated player back
        conn.execute(
            delete(Elimination).where(
                Elimination.tournament_id == tid, Elimination.player_id.in_(not_out)
            )
        )
        conn.execute(
            delete(Bounty).where(Bounty.tournament_id == tid, Bounty.victim_id.in_(not_out))
        )
    upsert(conn, Elimination, elim_rows, ["tournament_id", "player_id"])
    bounty_rows = [
        {
            "tournament_id": tid,
            "victim_id": r["player_id"],
            "hunter_id": r["busted_by"],
            "amount_cents": cash.get(r["player_id"], 0),
        }
        for r in elim_rows
        if r["busted_by"] and r["player_id"] in cash
    ]
    upsert(conn, Bounty, bounty_rows, ["tournament_id", "victim_id"])


def _maybe_player(t: Any, pid: str) -> Any:
    try:
        return t.player(pid)
    except Exception:  # unknown player: the aggregate raises its DomainError
        return None


def _project_entries(conn: Connection, tid: str, t: Any, entries: set[str]) -> None:
    if not entries:
        return
    current = {e.entry_id: e for e in t.entry_records() if e.entry_id in entries}
    gone = sorted(entries - current.keys())
    if gone:
        conn.execute(delete(Entry).where(Entry.tournament_id == tid, Entry.entry_id.in_(gone)))
    upsert(
        conn,
        Entry,
        [
            {
                "tournament_id": tid,
                "entry_id": e.entry_id,
                "player_id": e.player_id,
                "kind": e.kind,
                "amount_cents": e.amount,
                "fee_cents": e.fee,
                "bounty_cents": e.bounty,
                "chips": e.chips,
                "at_ms": e.at,
            }
            for e in current.values()
        ],
        ["tournament_id", "entry_id"],
    )


def _project_tables(conn: Connection, tid: str, t: Any, tables: set[int]) -> None:
    if not tables:
        return
    current = {r.number: r for r in t.table_records() if r.number in tables}
    gone = sorted(tables - current.keys())
    if gone:
        conn.execute(delete(Seat).where(Seat.tournament_id == tid, Seat.table_number.in_(gone)))
        conn.execute(
            delete(PokerTable).where(PokerTable.tournament_id == tid, PokerTable.number.in_(gone))
        )
    upsert(
        conn,
        PokerTable,
        [
            {
                "tournament_id": tid,
                "number": r.number,
                "max_seats": r.size,
                "button": r.button,
                "broken": r.broken,
            }
            for r in current.values()
        ],
        ["tournament_id", "number"],
    )
    seats = [
        {
            "tournament_id": tid,
            "table_number": r.number,
            "seat": i + 1,
            "player_id": pid,
            "locked": (i + 1) in r.locked,
        }
        for r in current.values()
        for i, pid in enumerate(r.seats)
    ]
    if current:
        conn.execute(
            delete(Seat).where(
                Seat.tournament_id == tid,
                Seat.table_number.in_(sorted(current)),
                Seat.seat
                > func.coalesce(
                    select(PokerTable.max_seats)
                    .where(
                        PokerTable.tournament_id == Seat.tournament_id,
                        PokerTable.number == Seat.table_number,
                    )
                    .scalar_subquery(),
                    0,
                ),
            )
        )
    upsert(conn, Seat, seats, ["tournament_id", "table_number", "seat"])


def _project_results(conn: Connection, tid: str, t: Any, now: int) -> None:
    meta = t.meta
    conn.execute(delete(Payout).where(Payout.tournament_id == tid))
    by_place: dict[int, str] = {}
    for record in t.player_records():
        if record.place is not None:
            by_place.setdefault(record.place, record.player_id)
    rows = [
        {
            "tournament_id": tid,
            "place": i + 1,
            "amount_cents": amount,
            "player_id": by_place.get(i + 1),
        }
        for i, amount in enumerate(meta.payouts)
    ]
    if rows:
        conn.execute(insert(Payout), rows)
    conn.execute(delete(Deal).where(Deal.tournament_id == tid))
    if meta.deal is not None:
        conn.execute(
            insert(Deal).values(
                tournament_id=tid,
                method=meta.deal.method,
                data={
                    "amounts": [
                        {"player_id": a.player_id, "amount": a.amount} for a in meta.deal.amounts
                    ]
                },
            )
        )
    conn.execute(
        update(TournamentRow)
        .where(TournamentRow.id == tid)
        .values(
            finished_ms=None if not meta.finished else func.coalesce(TournamentRow.finished_ms, now)
        )
    )

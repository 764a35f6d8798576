"""Keep the query rows in step with the ``tournament.service`` aggregate.

The projection is state-based: from the events of a transaction it collects which players,
entries and tables were touched (any ``player_id``/``busted_by``, ``entry_id``, ``table``
field, at any depth) and brings exactly those rows in line with the aggregate's records
after the events. So forward events, inverse (``...Restored``) events, undo and redo all
keep the rows right without the db knowing what any event means.

The cost follows what the command changed, not the size of the field: the touched players'
rows (with their eliminations and person ids) and the touched tables' seats are read in one
query each, and only the rows that differ are written, in batches (``executemany``, insert
... on conflict). Payouts are rewritten only when their amounts changed; otherwise only the
places whose finishers changed get their ``player_id`` again (from the aggregate's
:meth:`~tournament.service.aggregate.Tournament.players_at`). Every statement is built once
(bound parameters), so SQLAlchemy compiles it once per connection, not once per command.

Chip counts are history rows tied to the log entry that recorded them (an undo removes them,
a redo records them again). A knock-out (``bounty``) row stays when the victim re-enters
and goes when the bust itself is undone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import (
    BigInteger,
    Connection,
    Table,
    and_,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.sql.elements import BindParameter

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
_PAYOUT_EVENTS = frozenset({"PayoutsSet", "MetaRestored"})
"""Events that can change the payout amounts (the meta's ``payouts``)."""
_DEAL_EVENTS = frozenset({"DealMade", "MetaRestored"})
_FINISH_EVENTS = frozenset({"TournamentWon", "DealMade", "MetaRestored"})
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


# --------------------------------------------------------------------------- statements
# Built once: a constant statement's cache key is memoized, so executing it costs no
# SQL construction or compilation after the first time.

_TID: BindParameter[str] = bindparam("b_tid")
_IDS: BindParameter[Any] = bindparam("b_ids", expanding=True)

_TP = TournamentPlayer.__table__
_EL = Elimination.__table__
_PLAYER_COLUMNS = (
    "person_id",
    "number",
    "name",
    "status",
    "chips",
    "entries",
    "rebuys",
    "add_ons",
    "bounty_cents",
    "bounty_won_cents",
    "place",
    "paid_cents",
)
_ELIMINATION_COLUMNS = ("place", "busted_by", "bust_chips", "at_ms")

_SELECT_PLAYERS = (
    select(
        _TP.c.player_id,
        *(_TP.c[name] for name in _PLAYER_COLUMNS),
        _EL.c.player_id.label("out_id"),
        *(_EL.c[name].label(f"out_{name}") for name in _ELIMINATION_COLUMNS),
    )
    .select_from(
        _TP.outerjoin(
            _EL,
            and_(_EL.c.tournament_id == _TP.c.tournament_id, _EL.c.player_id == _TP.c.player_id),
        )
    )
    .where(_TP.c.tournament_id == _TID, _TP.c.player_id.in_(_IDS))
)
_SELECT_SEATED_AT = select(Seat.table_number).where(
    Seat.tournament_id == _TID, Seat.player_id.in_(_IDS)
)
_SELECT_PERSON_BY_ID = select(Player.id, Player.name_key).where(Player.id == bindparam("b_id"))
_SELECT_PERSON_BY_NAME = (
    select(Player.id)
    .where(Player.name_key == bindparam("b_key"))
    .order_by(Player.created_ms, Player.id)
    .limit(1)
)
_INSERT_PERSON = insert(Player)
_DELETE_PLAYERS = delete(TournamentPlayer).where(
    TournamentPlayer.tournament_id == _TID, TournamentPlayer.player_id.in_(_IDS)
)
_DELETE_ELIMINATIONS = delete(Elimination).where(
    Elimination.tournament_id == _TID, Elimination.player_id.in_(_IDS)
)
_DELETE_BOUNTIES = delete(Bounty).where(Bounty.tournament_id == _TID, Bounty.victim_id.in_(_IDS))
_DELETE_ENTRIES = delete(Entry).where(Entry.tournament_id == _TID, Entry.entry_id.in_(_IDS))

_PT = PokerTable.__table__
_SEAT = Seat.__table__
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
_DELETE_SEAT = delete(Seat).where(
    Seat.tournament_id == bindparam("b_tid"),
    Seat.table_number == bindparam("b_table"),
    Seat.seat == bindparam("b_seat"),
)
_DELETE_TABLE_SEATS = delete(Seat).where(Seat.tournament_id == _TID, Seat.table_number.in_(_IDS))
_DELETE_TABLES = delete(PokerTable).where(
    PokerTable.tournament_id == _TID, PokerTable.number.in_(_IDS)
)

_SELECT_PAYOUT_AMOUNTS = (
    select(Payout.place, Payout.amount_cents)
    .where(Payout.tournament_id == _TID)
    .order_by(Payout.place)
)
_DELETE_PAYOUTS = delete(Payout).where(Payout.tournament_id == _TID)
_INSERT_PAYOUTS = insert(Payout)
_SET_PAYOUT_PLAYER = (
    update(Payout)
    .where(Payout.tournament_id == bindparam("b_tid"), Payout.place == bindparam("b_place"))
    .values(player_id=bindparam("b_player"))
)
_DELETE_DEAL = delete(Deal).where(Deal.tournament_id == _TID)
_INSERT_DEAL = insert(Deal)
_SET_FINISHED = (
    update(TournamentRow)
    .where(TournamentRow.id == _TID)
    .values(
        finished_ms=func.coalesce(TournamentRow.finished_ms, bindparam("b_now", type_=BigInteger))
    )
)
_SET_NOT_FINISHED = update(TournamentRow).where(TournamentRow.id == _TID).values(finished_ms=None)
_DELETE_COUNTS = delete(ChipCount).where(ChipCount.log_seq == bindparam("b_log"))
_INSERT_COUNTS = insert(ChipCount)

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
    found = conn.execute(_SELECT_PERSON_BY_ID, {"b_id": player_id}).first()
    if found is not None and found[1] == key:
        return player_id
    by_name = conn.execute(_SELECT_PERSON_BY_NAME, {"b_key": key}).first()
    if by_name is not None:
        return str(by_name[0])
    person = player_id if found is None else f"{player_id}-{now}"
    conn.execute(
        _INSERT_PERSON,
        {"id": person, "name": name, "name_key": key, "country": country, "created_ms": now},
    )
    return person


# --------------------------------------------------------------------------- projector


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
    if "SetupRestored" in types and t.settings is None:
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
    cash.update(
        (e["player_id"], int(e.get("bounty_cash", 0) or 0))
        for e in p.events
        if e.get("type") == "BountyAssigned"
    )
    places = _project_players(conn, tid, t, players, p.now, restoring, cash)
    _project_entries(conn, tid, t, entries)
    _project_tables(conn, tid, t, tables)
    _project_results(conn, tid, t, types, places, p.now)
    if p.kind == "undo" and p.target_seq is not None:
        conn.execute(_DELETE_COUNTS, {"b_log": p.target_seq})
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
            conn.execute(_INSERT_COUNTS, rows)


def _maybe_player(t: Any, pid: str) -> Any:
    try:
        return t.player(pid)
    except Exception:  # unknown player: the aggregate raises its DomainError
        return None


def _tables_of(conn: Connection, tid: str, t: Any, players: set[str]) -> set[int]:
    """Tables the players sat at before (rows) and sit at now (aggregate)."""
    found = set(conn.execute(_SELECT_SEATED_AT, {"b_tid": tid, "b_ids": sorted(players)}).scalars())
    for pid in players:
        where = t.location(pid)
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
) -> set[int]:
    """Write the touched players' rows that differ; the places whose finishers changed."""
    places: set[int] = set()
    if not players:
        return places
    ids = sorted(players)
    before = {row[0]: row for row in conn.execute(_SELECT_PLAYERS, {"b_tid": tid, "b_ids": ids})}
    n = len(_PLAYER_COLUMNS)
    rows: list[dict[str, Any]] = []
    gone: list[str] = []
    elim_rows: list[dict[str, Any]] = []
    not_out: list[str] = []
    knocked_back: list[str] = []
    for pid in ids:
        record = _maybe_player(t, pid)
        old = before.get(pid)
        old_place = None if old is None else old[11]
        if record is None:
            if old is not None:
                gone.append(pid)
                if old_place is not None:
                    places.add(old_place)
            continue
        if record.place != old_place:
            places.update(x for x in (old_place, record.place) if x is not None)
        person = old[1] if old is not None else None
        if person is None:
            person = _person_for(conn, pid, record.name, record.country, now)
        values = (
            person,
            record.number,
            record.name[:200],
            record.status,
            record.stack,
            record.entries,
            record.rebuys,
            record.add_ons,
            record.bounty,
            record.bounties_won,
            record.place,
            record.paid,
        )
        if old is None or tuple(old[1 : n + 1]) != values:
            row = dict(zip(_PLAYER_COLUMNS, values, strict=True))
            row["tournament_id"] = tid
            row["player_id"] = pid
            rows.append(row)
        had_out = old is not None and old[n + 1] is not None
        if record.status == "eliminated" and record.place is not None:
            out = (record.place, record.busted_by, record.bust_stack, record.eliminated_at)
            if old is None or old[n + 1] is None or tuple(old[n + 2 :]) != out:
                elim_rows.append(
                    {
                        "tournament_id": tid,
                        "player_id": pid,
                        **dict(zip(_ELIMINATION_COLUMNS, out, strict=True)),
                    }
                )
        elif had_out:
            not_out.append(pid)  # a re-entry, or an undone bust
            if restoring:  # only an undo takes the knock-out back
                knocked_back.append(pid)
    if gone:
        params = {"b_tid": tid, "b_ids": gone}
        conn.execute(_DELETE_ELIMINATIONS, params)
        conn.execute(_DELETE_BOUNTIES, params)
        conn.execute(_DELETE_PLAYERS, params)
    upsert(conn, TournamentPlayer, rows, ["tournament_id", "player_id"])
    if not_out:
        conn.execute(_DELETE_ELIMINATIONS, {"b_tid": tid, "b_ids": not_out})
    if knocked_back:
        conn.execute(_DELETE_BOUNTIES, {"b_tid": tid, "b_ids": knocked_back})
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
    return places


def _project_entries(conn: Connection, tid: str, t: Any, entries: set[str]) -> None:
    if not entries:
        return
    rows: list[dict[str, Any]] = []
    gone: list[str] = []
    for eid in sorted(entries):
        e = t.entry_record(eid)
        if e is None:
            gone.append(eid)
            continue
        rows.append(
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
        )
    if gone:
        conn.execute(_DELETE_ENTRIES, {"b_tid": tid, "b_ids": gone})
    upsert(conn, Entry, rows, ["tournament_id", "entry_id"])


def _project_tables(conn: Connection, tid: str, t: Any, tables: set[int]) -> None:
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
    table_rows: list[dict[str, Any]] = []
    seat_rows: list[dict[str, Any]] = []
    extra: list[dict[str, Any]] = []
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
    upsert(conn, PokerTable, table_rows, ["tournament_id", "number"])
    upsert(conn, Seat, seat_rows, ["tournament_id", "table_number", "seat"])


def _first_at(t: Any, place: int) -> str | None:
    """Who the payout row of ``place`` names: its first finisher in registration order."""
    at = t.players_at(place)
    return str(at[0].player_id) if at else None


def _project_results(
    conn: Connection, tid: str, t: Any, types: set[str], places: set[int], now: int
) -> None:
    meta = t.meta
    amounts = tuple(meta.payouts)
    rewrite = False
    if types & _PAYOUT_EVENTS:
        stored = conn.execute(_SELECT_PAYOUT_AMOUNTS, {"b_tid": tid}).all()
        rewrite = [(int(p), int(a)) for p, a in stored] != [
            (i + 1, a) for i, a in enumerate(amounts)
        ]
    if rewrite:
        conn.execute(_DELETE_PAYOUTS, {"b_tid": tid})
        if amounts:
            conn.execute(
                _INSERT_PAYOUTS,
                [
                    {
                        "tournament_id": tid,
                        "place": i + 1,
                        "amount_cents": amount,
                        "player_id": _first_at(t, i + 1),
                    }
                    for i, amount in enumerate(amounts)
                ],
            )
    elif places:
        changed = sorted(x for x in places if 1 <= x <= len(amounts))
        if changed:
            conn.execute(
                _SET_PAYOUT_PLAYER,
                [{"b_tid": tid, "b_place": x, "b_player": _first_at(t, x)} for x in changed],
            )
    if types & _DEAL_EVENTS:
        conn.execute(_DELETE_DEAL, {"b_tid": tid})
        if meta.deal is not None:
            conn.execute(
                _INSERT_DEAL,
                {
                    "tournament_id": tid,
                    "method": meta.deal.method,
                    "data": {
                        "play_for": meta.deal.play_for,
                        "amounts": [
                            {"player_id": a.player_id, "amount": a.amount}
                            for a in meta.deal.amounts
                        ],
                    },
                },
            )
    if types & _FINISH_EVENTS:
        if meta.finished:
            conn.execute(_SET_FINISHED, {"b_tid": tid, "b_now": now})
        else:
            conn.execute(_SET_NOT_FINISHED, {"b_tid": tid})

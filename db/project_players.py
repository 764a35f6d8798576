"""The projection's player rows: tournament players, eliminations, knock-outs, entries.

See :mod:`db.projection` for when these run. A player's row and elimination are read by
column name and written only where they differ from the aggregate's record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy import Connection, and_, bindparam, delete, insert, select, update
from sqlalchemy.sql.elements import BindParameter

from db.rows import (
    BountyRow,
    EliminationRow,
    EntryRow,
    PlayerRow,
    TournamentPlayerRow,
)
from db.upsert import upsert
from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.records import PlayerRecord

__all__ = ["project_entries", "project_players"]

_TID: BindParameter[str] = bindparam("b_tid")
_IDS: BindParameter[Sequence[str | int]] = bindparam("b_ids", expanding=True)

_TP = TournamentPlayerRow.__table__
_EL = EliminationRow.__table__
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
_SELECT_PERSON_BY_ID = select(PlayerRow.id, PlayerRow.name_key).where(
    PlayerRow.id == bindparam("b_id")
)
_SELECT_PERSON_BY_NAME = (
    select(PlayerRow.id)
    .where(PlayerRow.name_key == bindparam("b_key"))
    .order_by(PlayerRow.created_ms, PlayerRow.id)
    .limit(1)
)
_INSERT_PERSON = insert(PlayerRow)
_RENAME_PERSON = (
    update(PlayerRow)
    .where(PlayerRow.id == bindparam("b_id"))
    .values(name=bindparam("b_name"), name_key=bindparam("b_key"))
)
_DELETE_PLAYERS = delete(TournamentPlayerRow).where(
    TournamentPlayerRow.tournament_id == _TID, TournamentPlayerRow.player_id.in_(_IDS)
)
_DELETE_ELIMINATIONS = delete(EliminationRow).where(
    EliminationRow.tournament_id == _TID, EliminationRow.player_id.in_(_IDS)
)
_DELETE_BOUNTIES = delete(BountyRow).where(
    BountyRow.tournament_id == _TID, BountyRow.victim_id.in_(_IDS)
)
_DELETE_BOUNTY_OF_ENTRY = delete(BountyRow).where(
    BountyRow.tournament_id == _TID,
    BountyRow.victim_id == bindparam("b_victim"),
    BountyRow.victim_entry == bindparam("b_entry"),
)
_DELETE_ENTRIES = delete(EntryRow).where(
    EntryRow.tournament_id == _TID, EntryRow.entry_id.in_(_IDS)
)


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


def _maybe_player(t: Tournament, pid: str) -> PlayerRecord | None:
    try:
        return t.player(pid)
    except DomainError:  # unknown player (its registration was undone)
        return None


def _elimination(record: PlayerRecord) -> tuple[object, ...] | None:
    if record.status == "eliminated" and record.place is not None:
        return (record.place, record.busted_by, record.bust_stack, record.eliminated_at)
    return None


def project_players(
    conn: Connection,
    tid: str,
    t: Tournament,
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
    before = {
        row.player_id: row for row in conn.execute(_SELECT_PLAYERS, {"b_tid": tid, "b_ids": ids})
    }
    rows: list[dict[str, object]] = []
    gone: list[str] = []
    elim_rows: list[dict[str, object]] = []
    not_out: list[str] = []
    knocked_back: list[dict[str, object]] = []  # the knock-outs an undone bust takes back
    knockouts: list[tuple[str, str, int]] = []  # (victim, hunter, the victim's entry)
    for pid in ids:
        record = _maybe_player(t, pid)
        old = before.get(pid)
        old_place = None if old is None else old.place
        if record is None:
            if old is not None:
                gone.append(pid)
                if old_place is not None:
                    places.add(old_place)
            continue
        if record.place != old_place:
            places.update(x for x in (old_place, record.place) if x is not None)
        person = old.person_id if old is not None else None
        if person is not None and old is not None and old.name != record.name[:200]:
            # A renamed player (or the rename undone): the player database follows.
            conn.execute(
                _RENAME_PERSON,
                {"b_id": person, "b_name": record.name, "b_key": record.name.strip().casefold()},
            )
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
        if old is None or tuple(getattr(old, c) for c in _PLAYER_COLUMNS) != values:
            row = dict(zip(_PLAYER_COLUMNS, values, strict=True))
            row["tournament_id"] = tid
            row["player_id"] = pid
            rows.append(row)
        had_out = old is not None and old.out_id is not None
        out = _elimination(record)
        if out is not None:
            stored = (
                tuple(getattr(old, f"out_{c}") for c in _ELIMINATION_COLUMNS)
                if old is not None and had_out
                else None
            )
            if stored != out:
                if record.busted_by:
                    knockouts.append((pid, record.busted_by, record.entries))
                elim_rows.append(
                    {
                        "tournament_id": tid,
                        "player_id": pid,
                        **dict(zip(_ELIMINATION_COLUMNS, out, strict=True)),
                    }
                )
        elif had_out:
            not_out.append(pid)  # a re-entry, or an undone bust
            if restoring:  # only an undo takes the knock-out (of the entry busted) back
                knocked_back.append({"b_tid": tid, "b_victim": pid, "b_entry": record.entries})
    if gone:
        params = {"b_tid": tid, "b_ids": gone}
        conn.execute(_DELETE_ELIMINATIONS, params)
        conn.execute(_DELETE_BOUNTIES, params)
        conn.execute(_DELETE_PLAYERS, params)
    upsert(conn, TournamentPlayerRow, rows, ["tournament_id", "player_id"])
    if not_out:
        conn.execute(_DELETE_ELIMINATIONS, {"b_tid": tid, "b_ids": not_out})
    if knocked_back:
        conn.execute(_DELETE_BOUNTY_OF_ENTRY, knocked_back)
    upsert(conn, EliminationRow, elim_rows, ["tournament_id", "player_id"])
    bounty_rows = [
        {
            "tournament_id": tid,
            "victim_id": victim,
            "victim_entry": entry,
            "hunter_id": hunter,
            "amount_cents": cash[victim],
        }
        for victim, hunter, entry in knockouts
        if victim in cash
    ]
    upsert(conn, BountyRow, bounty_rows, ["tournament_id", "victim_id", "victim_entry"])
    return places


def project_entries(conn: Connection, tid: str, t: Tournament, entries: set[str]) -> None:
    if not entries:
        return
    rows: list[dict[str, object]] = []
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
                "player_id": e.player,
                "kind": e.kind.value,
                "amount_cents": e.prize,
                "fee_cents": e.fee,
                "bounty_cents": e.bounty,
                "chips": e.chips,
                "at_ms": e.at,
            }
        )
    if gone:
        conn.execute(_DELETE_ENTRIES, {"b_tid": tid, "b_ids": gone})
    upsert(conn, EntryRow, rows, ["tournament_id", "entry_id"])

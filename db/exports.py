"""History and exports: results, player history and statistics, hands, CSV/JSON/PHH
(league seasons and their points: :mod:`db.seasons`).

Everything here reads the projected rows and returns plain domain values (frozen dataclasses);
files written are data only (CSV, JSON, PHH text).
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select

from db.hand_queries import hands_in_effect
from db.rows import (
    BountyRow,
    DealRow,
    EntryRow,
    PayoutRow,
    PlayerRow,
    SeatEntryRow,
    TournamentPlayerRow,
    TournamentRow,
)
from db.store import Store
from tournament import hh, money

__all__ = [
    "PersonMatch",
    "PlayerResult",
    "PlayerStats",
    "ResultRow",
    "csv_header",
    "currencies",
    "find_players",
    "hands_phh",
    "player_history",
    "player_stats",
    "results",
    "to_csv",
    "to_json",
]


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One player's result in a tournament (``place`` None: still playing)."""

    place: int | None
    player_id: str
    person_id: str
    name: str
    prize_cents: int
    knockouts: int
    bounty_cents: int
    entries: int
    rebuys: int
    add_ons: int
    paid_in_cents: int
    seat: str = ""
    """A satellite's seat winner: the event the seat is for ("" otherwise: a place)."""
    seat_from: str = ""
    """The satellite whose seat the player entered this event with ("" : paid in)."""
    status: str = ""
    """Before Day 2 of an event in flights: "Out in 1A" or "Bagged in 1A" (no place yet)."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """A person's result in one tournament (for the player history)."""

    tournament_id: str
    tournament: str
    date_ms: int
    place: int | None
    players: int
    prize_cents: int
    paid_in_cents: int
    seat: str = ""
    """The event a seat won here is for ("" : no seat)."""
    seat_from: str = ""
    """The satellite whose seat the person entered with ("" : paid in)."""


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A person's statistics across every stored tournament."""

    person_id: str
    name: str
    events: int
    wins: int
    cashes: int
    best_place: int | None
    prize_cents: int
    paid_in_cents: int
    knockouts: int


@dataclass(frozen=True, slots=True)
class PersonMatch:
    """A person in the player database (register them with ``player_id=person.id``)."""

    id: str
    name: str
    country: str


def results(store: Store, tournament_id: str) -> list[ResultRow]:
    """Results by place (players still in come last, by chips)."""
    with store.transactions.read() as conn:
        players = conn.execute(
            select(TournamentPlayerRow).where(TournamentPlayerRow.tournament_id == tournament_id)
        ).all()
        prizes = dict(
            conn.execute(
                select(PayoutRow.place, PayoutRow.amount_cents).where(
                    PayoutRow.tournament_id == tournament_id
                )
            ).all()
        )
        deal = conn.execute(
            select(DealRow.data).where(DealRow.tournament_id == tournament_id)
        ).scalar()
        knockouts: dict[str, int] = {}
        for (hunter,) in conn.execute(
            select(BountyRow.hunter_id).where(BountyRow.tournament_id == tournament_id)
        ):
            knockouts[hunter] = knockouts.get(hunter, 0) + 1
        paid_in = dict(
            conn.execute(
                select(
                    EntryRow.player_id,
                    func.sum(EntryRow.amount_cents + EntryRow.fee_cents + EntryRow.bounty_cents),
                )
                .where(EntryRow.tournament_id == tournament_id)
                .group_by(EntryRow.player_id)
            ).all()
        )
        seat_cents, seat_target = conn.execute(
            select(TournamentRow.seat_cents, TournamentRow.seat_target).where(
                TournamentRow.id == tournament_id
            )
        ).one_or_none() or (0, "")
        seat_from = dict(
            conn.execute(
                select(SeatEntryRow.player_id, SeatEntryRow.satellite_name).where(
                    SeatEntryRow.tournament_id == tournament_id
                )
            ).all()
        )
    dealt = {a["player_id"]: int(a["amount"]) for a in (deal or {}).get("amounts", [])}
    play_for = int((deal or {}).get("play_for", 0))  # the deal's winner also gets this
    prize_of = _place_prizes(players, prizes)
    rows = [
        ResultRow(
            place=p.place,
            player_id=p.player_id,
            person_id=p.person_id,
            name=p.name,
            prize_cents=dealt[p.player_id] + (play_for if p.place == 1 else 0)
            if p.player_id in dealt
            else prize_of.get(p.player_id, 0),
            knockouts=knockouts.get(p.player_id, 0),
            bounty_cents=p.bounty_won_cents,
            entries=p.entries,
            rebuys=p.rebuys,
            add_ons=p.add_ons,
            paid_in_cents=int(paid_in.get(p.player_id) or 0),
            seat=(seat_target or "—")
            if seat_cents and p.place == 1 and prize_of.get(p.player_id, 0) >= seat_cents
            else "",
            seat_from=str(seat_from.get(p.player_id, "")),
        )
        for p in players
        if p.entries > 0 or p.place is not None
    ]
    chips = {p.player_id: p.chips for p in players}
    return sorted(rows, key=lambda r: (r.place is None, r.place or 0, -chips[r.player_id]))


def _place_prizes(players: Sequence[Any], prizes: Mapping[int, int]) -> dict[str, int]:
    """Each placed player's prize: players sharing places split them exactly (the money
    module's rule, the odd cent to the earlier registration)."""
    table = [prizes.get(i, 0) for i in range(1, max(prizes, default=0) + 1)]
    tied: dict[int, list[Any]] = {}
    for p in players:
        if p.place is not None:
            tied.setdefault(p.place, []).append(p)
    out: dict[str, int] = {}
    for place, group in tied.items():
        group.sort(key=lambda p: p.number)
        finishes = [money.Finish(p.player_id, place, len(group)) for p in group]
        out.update(money.prizes_for_finishes(finishes, table))
    return out


def player_history(store: Store, person_id: str) -> list[PlayerResult]:
    """A person's results in every stored tournament, oldest first."""
    with store.transactions.read() as conn:
        tournaments = conn.execute(
            select(TournamentRow.id, TournamentRow.name, TournamentRow.created_ms)
            .join(TournamentPlayerRow, TournamentPlayerRow.tournament_id == TournamentRow.id)
            .where(TournamentPlayerRow.person_id == person_id)
            .order_by(TournamentRow.created_ms, TournamentRow.id)
        ).all()
    out = []
    for tid, name, created in dict.fromkeys(tournaments):
        rows = results(store, tid)
        for r in rows:
            if r.person_id == person_id:
                out.append(
                    PlayerResult(
                        tid,
                        name,
                        int(created),
                        r.place,
                        len(rows),
                        r.prize_cents,
                        r.paid_in_cents,
                        r.seat,
                        r.seat_from,
                    )
                )
    return out


def player_stats(store: Store) -> list[PlayerStats]:
    """Statistics of every person who played, by prize money won."""
    with store.transactions.read() as conn:
        tids = list(conn.execute(select(TournamentRow.id)).scalars())
    per: dict[str, list[ResultRow]] = {}
    for tid in tids:
        for r in results(store, tid):
            per.setdefault(r.person_id, []).append(r)
    stats = []
    for person, rows in per.items():
        places = [r.place for r in rows if r.place is not None and not r.seat]
        stats.append(
            PlayerStats(
                person_id=person,
                name=rows[-1].name,
                events=len(rows),
                wins=sum(1 for r in rows if r.place == 1 and not r.seat),  # a seat is no win
                cashes=sum(1 for r in rows if r.prize_cents > 0),
                best_place=min(places) if places else None,
                prize_cents=sum(r.prize_cents for r in rows),
                paid_in_cents=sum(r.paid_in_cents for r in rows),
                knockouts=sum(r.knockouts for r in rows),
            )
        )
    return sorted(stats, key=lambda s: (-s.prize_cents, s.name))


def hands_phh(store: Store, tournament_id: str) -> str:
    """The hands that count now as one ``.phhs`` document (a ``[n]`` table per hand, by the
    PHH writer): a hand whose recording was undone is left out, as in the hand lists
    (:func:`db.hand_queries.hands_in_effect`)."""
    return hh.dumps_all(
        hh.loads(h.phh, source=f"stored hand (table {h.table}, hand {h.number})")
        for h in hands_in_effect(store, tournament_id)
    )


def _plain(row: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(row) and not isinstance(row, type):
        return dataclasses.asdict(row)
    return dict(row)


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet may take for the start of a formula in a cell (OWASP, CSV injection)."""


def _neutral(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula, with a ``'`` before it (shown
    as text, still readable); numbers and other text as they are."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def to_csv(rows: Sequence[Any]) -> str:
    """Rows (dataclasses or dicts) as CSV text with a header line. Every CSV the program
    writes comes from here: a text cell beginning with ``=`` ``+`` ``-`` ``@``, a tab or a
    carriage return gets a ``'`` before it, so a spreadsheet never runs it."""
    if not rows:
        return ""
    plain = [{k: _neutral(v) for k, v in _plain(r).items()} for r in rows]
    out = io.StringIO()
    # "\r\n" (RFC 4180, what spreadsheets write): Python 3.11's writer quotes a cell only for
    # the line terminator's characters, so with "\n" alone a "\r" in a note went out bare
    writer = csv.DictWriter(out, fieldnames=list(plain[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(plain)
    return out.getvalue()


def csv_header(fieldnames: Sequence[str]) -> str:
    """The header line alone, as :func:`to_csv` writes it (an export with no rows)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerow([_neutral(f) for f in fieldnames])
    return out.getvalue()


def to_json(rows: Sequence[Any] | Mapping[str, Any]) -> str:
    """Rows (dataclasses or dicts), or a document, as indented JSON text."""
    data = rows if isinstance(rows, Mapping) else [_plain(r) for r in rows]
    return json.dumps(data, indent=2, ensure_ascii=False)


def currencies(store: Store) -> dict[str, str]:
    """The currency code of every stored tournament, by tournament id."""
    with store.transactions.read() as conn:
        rows = conn.execute(select(TournamentRow.id, TournamentRow.currency)).all()
    return {str(r[0]): str(r[1] or "") for r in rows}


def find_players(store: Store, text: str = "", limit: int = 50) -> list[PersonMatch]:
    """People in the player database whose name contains ``text`` (case-insensitive)."""
    key = text.strip().casefold()
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(PlayerRow.id, PlayerRow.name, PlayerRow.country)
            .where(PlayerRow.name_key.contains(key, autoescape=True))
            .order_by(PlayerRow.name_key, PlayerRow.id)
            .limit(limit)
        ).all()
    return [PersonMatch(str(r[0]), str(r[1]), str(r[2])) for r in rows]

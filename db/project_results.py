"""The projection's tournament-wide rows: name and structure, payouts, the deal, the finish.

See :mod:`db.projection` for when these run.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Connection, bindparam, delete, func, insert, select, update
from sqlalchemy.sql.elements import BindParameter

from db.rows import DealRow, LevelRow, PayoutRow, StructureRow, TournamentRow
from tournament.service.aggregate import Tournament
from tournament.structure import AMOUNT_FIELDS, AnteKind, Break, Structure

__all__ = ["project_results", "project_setup"]

_TID: BindParameter[str] = bindparam("b_tid")

_SELECT_PAYOUT_AMOUNTS = (
    select(PayoutRow.place, PayoutRow.amount_cents)
    .where(PayoutRow.tournament_id == _TID)
    .order_by(PayoutRow.place)
)
_DELETE_PAYOUTS = delete(PayoutRow).where(PayoutRow.tournament_id == _TID)
_INSERT_PAYOUTS = insert(PayoutRow)
_SET_PAYOUT_PLAYER = (
    update(PayoutRow)
    .where(PayoutRow.tournament_id == bindparam("b_tid"), PayoutRow.place == bindparam("b_place"))
    .values(player_id=bindparam("b_player"))
)
_DELETE_DEAL = delete(DealRow).where(DealRow.tournament_id == _TID)
_INSERT_DEAL = insert(DealRow)
_SET_FINISHED = (
    update(TournamentRow)
    .where(TournamentRow.id == _TID)
    .values(
        finished_ms=func.coalesce(TournamentRow.finished_ms, bindparam("b_now", type_=BigInteger))
    )
)
_SET_NOT_FINISHED = update(TournamentRow).where(TournamentRow.id == _TID).values(finished_ms=None)
_NO_AMOUNTS = dict.fromkeys(AMOUNT_FIELDS, 0)


def project_setup(conn: Connection, tid: str, t: Tournament) -> None:
    """The tournament's name, buy-in and currency, and its structure's levels."""
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
    structure_id = conn.execute(
        select(StructureRow.id).where(StructureRow.tournament_id == tid)
    ).scalar()
    if structure_id is None:
        structure_id = conn.execute(
            insert(StructureRow)
            .values(tournament_id=tid, name=settings.name[:200])
            .returning(StructureRow.id)
        ).scalar_one()
    conn.execute(delete(LevelRow).where(LevelRow.structure_id == structure_id))
    if t.structure is not None:
        conn.execute(insert(LevelRow), _level_rows(structure_id, t.structure))


def _level_rows(structure_id: int, structure: Structure) -> list[dict[str, object]]:
    """One row per level and break: a level's game (its first) and amounts; a break's
    colour-ups, and the game of the level before it ("NT" before level 1)."""
    rows: list[dict[str, object]] = []
    game = "NT"
    for position, step in enumerate(structure.steps, 1):
        amounts, big_blind_ante, colour_up = _NO_AMOUNTS, False, ""
        if isinstance(step, Break):
            colour_up = ",".join(str(x) for x in step.colour_up)
        else:
            game, amounts = step.game, step.amounts()
            big_blind_ante = step.ante_kind == AnteKind.BIG_BLIND
        rows.append(
            {
                "structure_id": structure_id,
                "position": position,
                "is_break": isinstance(step, Break),
                "game": game,
                **amounts,
                "duration_ms": step.length_ms,
                "big_blind_ante": big_blind_ante,
                "colour_up": colour_up,
            }
        )
    return rows


def _first_at(t: Tournament, place: int) -> str | None:
    """Who the payout row of ``place`` names: its first finisher in registration order."""
    at = t.players_at(place)
    return str(at[0].player_id) if at else None


def project_results(
    conn: Connection,
    tid: str,
    t: Tournament,
    payouts: bool,
    deal: bool,
    finish: bool,
    places: set[int],
    now: int,
) -> None:
    """Payout rows (rewritten when the amounts changed, else the finishers of ``places``),
    the deal row and the tournament's finish instant."""
    meta = t.meta
    amounts = tuple(meta.payouts)
    rewrite = False
    if payouts:
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
    if deal:
        conn.execute(_DELETE_DEAL, {"b_tid": tid})
        if meta.deal is not None:
            conn.execute(
                _INSERT_DEAL,
                {
                    "tournament_id": tid,
                    "method": meta.deal.kind.value,
                    "data": {
                        "play_for": meta.deal.play_for,
                        "amounts": [
                            {"player_id": a.player, "amount": a.amount} for a in meta.deal.amounts
                        ],
                    },
                },
            )
    if finish:
        if meta.finished:
            conn.execute(_SET_FINISHED, {"b_tid": tid, "b_now": now})
        else:
            conn.execute(_SET_NOT_FINISHED, {"b_tid": tid})

"""League seasons: points rules (a formula or a table), seasons and their standings.

A season counts the results of its tournaments (:func:`db.exports.results`) with its
points rule (:mod:`tournament.money.league_formula`); the stored seasons live in the
``season`` table.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import insert, select, update

from db.exports import results
from db.rows import SeasonRow, TournamentRow

if TYPE_CHECKING:  # pragma: no cover
    from db.store import Store

__all__ = [
    "FORMULA_VARIABLES",
    "Scorer",
    "SeasonInfo",
    "Standing",
    "add_to_season",
    "check_points_rule",
    "create_season",
    "scorer_from_text",
    "season_standings",
    "season_table",
    "seasons",
    "update_season",
]


FORMULA_VARIABLES = (
    "players",
    "place",
    "buyin",
    "entries",
    "rebuys",
    "addons",
    "prize",
    "bounties",
    "knockouts",
)
"""The names a season's points formula may use (see :func:`season_standings`)."""


class Scorer(Protocol):
    """A points rule: :class:`~tournament.money.league_formula.Formula` or
    :class:`~tournament.money.league_formula.PointsTable`."""

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """Points for one result."""
        ...


@dataclass(frozen=True, slots=True)
class Standing:
    """A season standing: points summed over the season's tournaments."""

    rank: int
    person_id: str
    name: str
    points: float
    events: int


@dataclass(frozen=True, slots=True)
class SeasonInfo:
    """A stored league season: its points rule and the tournaments that count towards it."""

    id: int
    name: str
    formula: str
    tournament_ids: tuple[str, ...]


def season_standings(store: Store, tournament_ids: Iterable[str], scorer: Scorer) -> list[Standing]:
    """Points per person over the given tournaments, with the scorer's formula or table.

    Variables: ``players``, ``place``, ``buyin`` (currency units), ``entries``, ``rebuys``,
    ``addons``, ``prize`` and ``bounties`` (the bounty money won; currency units),
    ``knockouts`` (the players this one busted, every elimination of a player who re-entered
    counted). Players still in get no points.
    """
    totals: dict[str, list[Any]] = {}
    for tid in tournament_ids:
        with store.transactions.read() as conn:
            buyin = (
                conn.execute(
                    select(TournamentRow.buyin_cents).where(TournamentRow.id == tid)
                ).scalar()
                or 0
            )
        rows = results(store, tid)
        for r in rows:
            if r.place is None:
                continue
            points = scorer.evaluate(
                {
                    "players": len(rows),
                    "place": r.place,
                    "buyin": buyin / 100,
                    "entries": r.entries,
                    "rebuys": r.rebuys,
                    "addons": r.add_ons,
                    "prize": r.prize_cents / 100,
                    "bounties": r.bounty_cents / 100,
                    "knockouts": r.knockouts,
                }
            )
            entry = totals.setdefault(r.person_id, [r.name, 0.0, 0])
            entry[1] += points
            entry[2] += 1
            if not math.isfinite(entry[1]):
                from tournament.money.league_formula import FormulaOverflowError

                raise FormulaOverflowError(
                    f"The points formula gives {r.name} a total too large to compute"
                )
    ordered = sorted(totals.items(), key=lambda kv: (-kv[1][1], kv[1][0]))
    return [
        Standing(i + 1, person, v[0], round(v[1], 6), v[2]) for i, (person, v) in enumerate(ordered)
    ]


def scorer_from_text(text: str) -> Scorer:
    """A scorer from its stored text: ``"table: 100, 70, 50; 10"`` or a formula.

    >>> scorer_from_text("table: 100, 70; 5").evaluate({"place": 3})
    5.0
    >>> scorer_from_text("100 / place").evaluate({"place": 4})
    25.0
    """
    from tournament.money.league_formula import Formula, FormulaError, PointsTable

    body = text.strip()
    if body.lower().startswith("table:"):
        places, _, default = body[6:].partition(";")
        try:
            points = tuple(float(x) for x in places.split(",") if x.strip())
            return PointsTable(points, float(default) if default.strip() else 0.0)
        except FormulaError:
            raise
        except ValueError:
            raise FormulaError(f"The points table {body!r} must list numbers") from None
    return Formula.parse(body)


def check_points_rule(text: str) -> Scorer:
    """The scorer of ``text``, refused when it uses a name a result does not provide.

    >>> from tournament.money.league_formula import FormulaError
    >>> try:
    ...     check_points_rule("10 * plase")
    ... except FormulaError as error:
    ...     print(error)
    Unknown name 'plase' at position 6 in the points formula \
(names: players, place, buyin, entries, rebuys, addons, prize, bounties, knockouts)
    """
    from tournament.money.league_formula import Formula, FormulaError, FormulaOverflowError

    scorer = scorer_from_text(text)
    if isinstance(scorer, Formula):
        unknown = sorted(scorer.variables - set(FORMULA_VARIABLES))
        if unknown:
            name = unknown[0]
            found = re.search(rf"(?<![A-Za-z0-9]){name}(?![A-Za-z0-9])", text)
            where = f" at position {found.start() + 1}" if found else ""
            raise FormulaError(
                f"Unknown name {name!r}{where} in the points formula "
                f"(names: {', '.join(FORMULA_VARIABLES)})"
            )
        for sample in _SAMPLE_RESULTS:
            try:
                scorer.evaluate(sample)
            except FormulaOverflowError:
                raise
            except FormulaError:
                continue  # e.g. 1 / (place - 1) for the winner: said when standings are computed
    return scorer


_SAMPLE_RESULTS = tuple(
    {
        "players": players,
        "place": place,
        "buyin": 100.0,
        "entries": 1,
        "rebuys": 0,
        "addons": 0,
        "prize": 1_000.0 if place == 1 else 0.0,
        "bounties": 20.0,
        "knockouts": 1,
    }
    for players in (2, 10, 100, 1_000)
    for place in sorted({1, 2, players // 2, players})
)
"""Results a points formula is computed for as the director types it (too large = refused)."""


def create_season(store: Store, name: str, formula: str) -> int:
    """Store a league season with its points formula (checked now); returns its id."""
    check_points_rule(formula)
    with store.transactions.write() as conn:
        return int(
            conn.execute(
                insert(SeasonRow).values(name=name, formula=formula).returning(SeasonRow.id)
            ).scalar_one()
        )


def add_to_season(store: Store, tournament_id: str, season_id: int | None) -> None:
    """Count a tournament towards a season (None: towards none)."""
    with store.transactions.write() as conn:
        conn.execute(
            update(TournamentRow)
            .where(TournamentRow.id == tournament_id)
            .values(season_id=season_id)
        )


def update_season(store: Store, season_id: int, name: str, formula: str) -> None:
    """Rename a stored season and change its points formula (checked first)."""
    check_points_rule(formula)
    with store.transactions.write() as conn:
        conn.execute(
            update(SeasonRow).where(SeasonRow.id == season_id).values(name=name, formula=formula)
        )


def seasons(store: Store) -> list[SeasonInfo]:
    """The stored seasons by name, each with its tournaments (oldest first)."""
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(SeasonRow.id, SeasonRow.name, SeasonRow.formula).order_by(
                SeasonRow.name, SeasonRow.id
            )
        ).all()
        members = conn.execute(
            select(TournamentRow.season_id, TournamentRow.id)
            .where(TournamentRow.season_id.is_not(None))
            .order_by(TournamentRow.created_ms, TournamentRow.id)
        ).all()
    by_season: dict[int, list[str]] = {}
    for season_id, tid in members:
        if season_id is not None:
            by_season.setdefault(int(season_id), []).append(str(tid))
    return [
        SeasonInfo(int(r[0]), str(r[1]), str(r[2]), tuple(by_season.get(int(r[0]), ())))
        for r in rows
    ]


def season_table(store: Store, season_id: int) -> list[Standing]:
    """The standings of a stored season, with its stored formula or table."""
    with store.transactions.read() as conn:
        formula = conn.execute(
            select(SeasonRow.formula).where(SeasonRow.id == season_id)
        ).scalar_one()
        tids = list(
            conn.execute(
                select(TournamentRow.id)
                .where(TournamentRow.season_id == season_id)
                .order_by(TournamentRow.created_ms)
            ).scalars()
        )
    return season_standings(store, tids, scorer_from_text(formula))

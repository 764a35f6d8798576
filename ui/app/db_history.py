"""The history the console shows (results, players, seasons, documents) read from the store."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, replace
from typing import Any

from db import exports, hand_queries
from db import seasons as league
from db.errors import StoreError, UnreachableError
from db.store import Store
from tournament.errors import DomainError
from tournament.money.league_formula import FormulaError
from tournament.nesting import too_deep
from tournament.service.chip_count_list import ChipCountLine, chip_count_rows
from tournament.service.flights import unplaced_in_flights
from ui.history import (
    QT_TRANSLATE_NOOP,
    DataFormat,
    PersonItem,
    PlayerEvent,
    PlayerSummary,
    ResultLine,
    SeasonItem,
    StandingLine,
)
from ui.viewmodels import TournamentItem

__all__ = ["DbHistory", "unreachable_text"]


def _problem(exc: StoreError) -> str:
    if isinstance(exc, UnreachableError):
        return unreachable_text()
    return exc.problem[:1].upper() + exc.problem[1:] + "."


def unreachable_text() -> str:
    """What a read refused during an outage says (the station line says since when)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "Stations",
        "The database cannot be reached right now: nothing was read or changed. "
        "The line under the clock says when it answers again.",
    )


@contextmanager
def _readable() -> Iterator[None]:
    """Database and formula problems become director-readable refusals."""
    try:
        yield
    except StoreError as exc:
        raise DomainError(_problem(exc)) from exc
    except FormulaError as exc:
        raise DomainError(str(exc)) from exc


class DbHistory:
    """Implements :class:`ui.history.HistoryFacade` over ``db.exports`` and the store."""

    def __init__(self, store: Store, now: Callable[[], int]) -> None:
        self.store = store
        self.now = now

    # ------------------------------------------------------------ results
    def _tournament(self, tournament_id: str) -> TournamentItem:
        for info in self.store.log.tournaments():
            if info.id == tournament_id:
                return TournamentItem(info.id, info.name, info.created_ms, info.finished_ms)
        raise DomainError(
            QT_TRANSLATE_NOOP("History", "That tournament is no longer in the database.")
        )

    def currency(self, tournament_id: str) -> str:
        """The currency the tournament's prizes are paid in ("" when unknown)."""
        with _readable():
            return exports.currencies(self.store).get(tournament_id, "")

    def _results(self, tournament_id: str) -> list[exports.ResultRow]:
        with _readable():
            self._tournament(tournament_id)
            rows = exports.results(self.store, tournament_id)
            unplaced = unplaced_in_flights(self.store.loaded.load(tournament_id))
        if not unplaced:
            return rows
        # before Day 2 of an event in flights, as the console says: no place, no prize yet
        words = {"out": "Out in {}", "bagged": "Bagged in {}"}
        out: list[exports.ResultRow] = []
        for r in rows:
            if r.player_id in unplaced:
                kind, code = unplaced[r.player_id]
                r = replace(r, place=None, prize_cents=0, status=words[kind].format(code))
            out.append(r)
        return sorted(out, key=lambda r: r.place is None)  # stable: the placed first

    def results(self, tournament_id: str) -> Sequence[ResultLine]:
        """Places, names, prizes and bounties (players still in last, by chips)."""
        return [
            ResultLine(
                r.place,
                r.name,
                r.prize_cents,
                r.knockouts,
                r.bounty_cents,
                r.entries,
                r.rebuys,
                r.add_ons,
                r.paid_in_cents,
                r.seat,
                r.seat_from,
            )
            for r in self._results(tournament_id)
        ]

    def chip_counts_text(self, tournament_id: str, fmt: DataFormat) -> str:
        """The official chip-count list as it stands (at a day's end: the bags), ranked, as
        CSV or a JSON document naming the tournament
        (:func:`tournament.service.chip_count_list.chip_count_rows`)."""
        rows = chip_count_rows(self.store.loaded.load(tournament_id))
        if fmt == "csv":
            return exports.to_csv(rows) if rows else _csv_header(ChipCountLine)
        item = self._tournament(tournament_id)
        return exports.to_json(
            {
                "tournament": {"id": item.tournament_id, "name": item.name},
                "chip_counts": [asdict(r) for r in rows],
            }
        )

    def results_text(self, tournament_id: str, fmt: DataFormat) -> str:
        """The results as CSV (one line per player) or a JSON document naming the tournament."""
        rows = self._results(tournament_id)
        if fmt == "csv":
            return exports.to_csv(rows) if rows else _csv_header(exports.ResultRow)
        item = self._tournament(tournament_id)
        return (
            exports.to_json(
                {
                    "tournament": {
                        "id": item.tournament_id,
                        "name": item.name,
                        "currency": self.currency(tournament_id),
                    },
                    "results": [asdict(r) for r in rows],
                }
            )
            + "\n"
        )

    def players_text(self, fmt: DataFormat) -> str:
        """Every player's statistics across the stored tournaments."""
        with _readable():
            stats = exports.player_stats(self.store)
        return _rows_text(stats, fmt, exports.PlayerStats)

    # ------------------------------------------------------------ players
    def find_players(self, text: str) -> Sequence[PersonItem]:
        """People of the player database whose name contains ``text``."""
        with _readable():
            return [
                PersonItem(p.id, p.name, p.country)
                for p in exports.find_players(self.store, text, limit=200)
            ]

    def player_history(self, person_id: str) -> Sequence[PlayerEvent]:
        """A person's results in every stored tournament, oldest first."""
        with _readable():
            money = exports.currencies(self.store)
            return [
                PlayerEvent(
                    h.tournament,
                    h.date_ms,
                    h.place,
                    h.players,
                    h.prize_cents,
                    h.paid_in_cents,
                    money.get(h.tournament_id, ""),
                    h.seat,
                    h.seat_from,
                )
                for h in exports.player_history(self.store, person_id)
            ]

    def player_summary(self, person_id: str) -> PlayerSummary | None:
        """A person's statistics across every stored tournament (None: never played)."""
        with _readable():
            for s in exports.player_stats(self.store):
                if s.person_id == person_id:
                    return PlayerSummary(
                        s.events,
                        s.wins,
                        s.cashes,
                        s.best_place,
                        s.prize_cents,
                        s.paid_in_cents,
                        s.knockouts,
                    )
        return None

    # ------------------------------------------------------------ seasons
    def seasons(self) -> Sequence[SeasonItem]:
        """The stored seasons by name."""
        with _readable():
            return [
                SeasonItem(s.id, s.name, s.formula, s.tournament_ids)
                for s in league.seasons(self.store)
            ]

    def _season(self, season_id: int) -> SeasonItem:
        for season in self.seasons():
            if season.id == season_id:
                return season
        raise DomainError(QT_TRANSLATE_NOOP("History", "That season is no longer in the database."))

    def check_formula(self, formula: str) -> None:
        """Refuse a points formula or table with the position of its first mistake."""
        with _readable():
            league.check_points_rule(formula)

    def save_season(
        self, season_id: int | None, name: str, formula: str, tournament_ids: Sequence[str]
    ) -> int:
        """Create (``season_id`` None) or change a season: name, points rule, tournaments.

        Everything is checked before anything is written.
        """
        name = name.strip()
        if not name:
            raise DomainError(QT_TRANSLATE_NOOP("History", "Give the season a name."))
        if self.store.read_only:
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "This station is read-only: seasons cannot be saved.")
            )
        self.check_formula(formula)
        others = [s for s in self.seasons() if s.id != season_id]
        if any(s.name.casefold() == name.casefold() for s in others):
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "There is already a season called “%1”.").replace(
                    "%1", name
                )
            )
        known = {t.id for t in self.store.log.tournaments()}
        wanted = [t for t in tournament_ids if t in known]
        with _readable():
            if season_id is None:
                season_id = league.create_season(self.store, name, formula)
                before: tuple[str, ...] = ()
            else:
                before = self._season(season_id).tournament_ids
                league.update_season(self.store, season_id, name, formula)
            for tid in before:
                if tid not in wanted:
                    league.add_to_season(self.store, tid, None)
            for tid in wanted:
                league.add_to_season(self.store, tid, season_id)
        return season_id

    def _standings(self, season_id: int) -> list[league.Standing]:
        self._season(season_id)
        with _readable():
            return league.season_table(self.store, season_id)

    def standings(self, season_id: int) -> Sequence[StandingLine]:
        """The season's standings: points summed with its formula or table."""
        return [
            StandingLine(s.rank, s.name, s.points, s.events) for s in self._standings(season_id)
        ]

    def standings_text(self, season_id: int, fmt: DataFormat) -> str:
        """The standings as CSV or JSON."""
        return _rows_text(self._standings(season_id), fmt, league.Standing)

    # ------------------------------------------------------------ documents and hands
    def tournament_document(self, tournament_id: str) -> str:
        """The whole tournament (its log: commands and events) as a JSON document."""
        with _readable():
            return exports.to_json(self.store.documents.export_document(tournament_id)) + "\n"

    def import_document(self, text: str) -> str:
        """Store a tournament from a JSON document; refused whole (nothing stored) when the
        document is damaged. Returns the new tournament's id."""
        try:
            document = json.loads(text)
        except RecursionError:
            raise DomainError(too_deep(text)) from None
        except ValueError as exc:
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "The file is not a JSON document (%1).").replace(
                    "%1", str(exc)
                )
            ) from exc
        if not isinstance(document, dict):
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "The file is not a pokerfloor tournament export.")
            )
        with _readable():
            return self.store.documents.import_document(document, self.now())

    def hand_count(self, tournament_id: str) -> int:
        """How many hands of the tournament count now (an undone one does not)."""
        with _readable():
            return len(hand_queries.hands_in_effect(self.store, tournament_id))

    def hands_text(self, tournament_id: str) -> str:
        """The hands of the tournament that count now as one PHH document (``.phhs``)."""
        with _readable():
            return exports.hands_phh(self.store, tournament_id)


def _csv_header(row_type: type) -> str:
    import dataclasses

    return exports.csv_header([f.name for f in dataclasses.fields(row_type)])


def _rows_text(rows: Sequence[Any], fmt: DataFormat, row_type: type) -> str:
    if fmt == "csv":
        return exports.to_csv(rows) if rows else _csv_header(row_type)
    return exports.to_json(rows) + "\n"

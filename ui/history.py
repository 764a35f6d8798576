"""What the History menu needs from the database (a narrow interface, no Qt, no db).

``ui.app`` implements :class:`HistoryFacade` over ``db.exports`` and the store; the console
and the ``pokerfloor export`` / ``import`` commands only see these plain values. Every method
raises ``tournament.errors.DomainError`` with a director-readable reason when it cannot
answer (an unknown season, a formula mistake, a damaged document...).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from ui.people import PersonItem

__all__ = [
    "QT_TRANSLATE_NOOP",
    "DataFormat",
    "HistoryFacade",
    "PersonItem",
    "PlayerEvent",
    "PlayerSummary",
    "ResultLine",
    "SeasonItem",
    "StandingLine",
    "itm_percent",
]

DataFormat = Literal["csv", "json"]


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's result in a tournament (``place`` None: still playing); money in cents."""

    place: int | None
    name: str
    prize_cents: int
    knockouts: int
    bounty_cents: int
    entries: int
    rebuys: int
    add_ons: int
    paid_in_cents: int
    seat: str = ""
    """A satellite's seat winner: the event the seat is for ("" : a place)."""
    seat_from: str = ""
    """The satellite whose seat the player entered with ("" : paid in)."""


@dataclass(frozen=True, slots=True)
class PlayerEvent:
    """A person's result in one tournament."""

    tournament: str
    date_ms: int
    place: int | None
    players: int
    prize_cents: int
    paid_in_cents: int
    currency: str
    seat: str = ""
    """The event a seat won here is for ("" : no seat)."""
    seat_from: str = ""
    """The satellite whose seat the person entered this event with ("" : paid in)."""


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """A person's statistics across every stored tournament (money in cents)."""

    events: int
    wins: int
    cashes: int
    best_place: int | None
    prize_cents: int
    paid_in_cents: int
    knockouts: int


@dataclass(frozen=True, slots=True)
class SeasonItem:
    """A stored league season."""

    id: int
    name: str
    formula: str
    tournament_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One line of a season's standings."""

    rank: int
    name: str
    points: float
    events: int


def itm_percent(summary: PlayerSummary) -> float:
    """Share of events that paid the player a prize ("in the money"), in percent.

    >>> itm_percent(PlayerSummary(4, 1, 1, 1, 100, 400, 0))
    25.0
    """
    return 100.0 * summary.cashes / summary.events if summary.events else 0.0


class HistoryFacade(Protocol):
    """Results, player history, seasons and whole-tournament documents from the database."""

    def currency(self, tournament_id: str) -> str: ...
    def results(self, tournament_id: str) -> Sequence[ResultLine]: ...
    def results_text(self, tournament_id: str, fmt: DataFormat) -> str: ...
    def players_text(self, fmt: DataFormat) -> str: ...

    def find_players(self, text: str) -> Sequence[PersonItem]: ...
    def player_history(self, person_id: str) -> Sequence[PlayerEvent]: ...
    def player_summary(self, person_id: str) -> PlayerSummary | None: ...

    def seasons(self) -> Sequence[SeasonItem]: ...
    def check_formula(self, formula: str) -> None: ...
    def save_season(
        self, season_id: int | None, name: str, formula: str, tournament_ids: Sequence[str]
    ) -> int: ...
    def standings(self, season_id: int) -> Sequence[StandingLine]: ...
    def standings_text(self, season_id: int, fmt: DataFormat) -> str: ...

    def tournament_document(self, tournament_id: str) -> str: ...
    def import_document(self, text: str) -> str: ...
    def hand_count(self, tournament_id: str) -> int: ...
    def hands_text(self, tournament_id: str) -> str: ...


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate finds
    """Mark ``text`` for translation and translate it when Qt is loaded (the console).

    The ``pokerfloor export``/``import`` commands run without Qt and speak English.
    """
    core = sys.modules.get("PySide6.QtCore")
    if core is None:
        return text
    translated: str = core.QCoreApplication.translate(context, text)
    return translated

"""The live view's snapshot: what phones and the status feed see, built from domain views.

:func:`build_snapshot` is a pure function of the same domain views the clock screen reads
(``ClockView``, ``SummaryView``, ``PlayerView``) plus the recent seat moves; it returns a
plain JSON-able ``dict`` (the documented status feed, ``SCHEMA`` 1). :func:`encode` turns it
into the immutable bytes the HTTP server hands out. Players' data is limited to names,
seats and results; ``hide_names`` leaves the names out.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from tournament.service.views import ClockView, LevelView, PlayerView, SummaryView
from ui.domain_text import domain_text
from ui.flight_words import festival_line
from ui.wording import level_summary, level_title, money, ordinal, stakes_lines

__all__ = ["SCHEMA", "LiveInput", "RecentMove", "build_snapshot", "encode"]

SCHEMA = 1
"""Version of the status feed's layout (bumped when a field changes meaning or goes away)."""

JSON = dict[str, Any]


@dataclass(frozen=True, slots=True)
class RecentMove:
    """A player moved to another seat (newest first in the snapshot)."""

    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class LiveInput:
    """The domain views one snapshot is built from (read on the Qt side after a commit)."""

    name: str
    currency: str
    clock: ClockView
    summary: SummaryView
    players: Sequence[PlayerView]
    moves: Sequence[RecentMove] = ()
    deal: tuple[Sequence[tuple[str, int]], int] | None = None
    """After a deal: each player's name and amount (largest first), the amount left to
    play for."""
    day: str = ""
    """The day of a multi-day event, "Day 2 · 212 players" ("" for a one-day event)."""
    day_notice: str = ""
    """Once a day's play has stopped: "End of Day 1 — bag the stacks" ("" otherwise)."""
    satellite: str = ""
    """A satellite's seats and the rule in force, in words ("" : the event pays places)."""
    seat_lines: tuple[tuple[str, str], ...] = ()
    """A satellite's payout lines ("4 seats", "€ 1,100 each"), as the clock screen's."""
    seat_winners: frozenset[str] = frozenset()
    """The players who won a seat (their result says "Seat", not a place)."""
    unplaced: frozenset[str] = frozenset()
    """Before Day 2 of an event in flights: the players out of a flight, who have no place
    yet (Day 2 places them): left out of the results."""


def _level(level: LevelView | None) -> JSON | None:
    if level is None:
        return None
    return {
        "number": level.number,
        "is_break": level.is_break,
        "title": level_title(level),
        "game": level.game,
        "game_name": (
            QCoreApplication.translate("Wording", "Break")
            if level.is_break
            else domain_text(level.game_name)
        ),
        "small_blind": level.small_blind,
        "big_blind": level.big_blind,
        "ante": level.ante,
        "big_blind_ante": level.big_blind_ante,
        "bring_in": level.bring_in,
        "small_bet": level.small_bet,
        "big_bet": level.big_bet,
        "duration_ms": level.duration_ms,
        "stakes": list(stakes_lines(level)),
        "summary": level_summary(level),
    }


def _notice(clock: ClockView, summary: SummaryView) -> str:
    """The same notice the clock screen shows (bubble, in the money, hand for hand...)."""
    if summary.finished:
        return QCoreApplication.translate("Facade", "Tournament over")
    if clock.hand_for_hand:
        return QCoreApplication.translate("Facade", "HAND FOR HAND")
    if summary.on_bubble:
        return QCoreApplication.translate("Facade", "On the bubble")
    if summary.in_the_money:
        return QCoreApplication.translate("Facade", "In the money")
    if not clock.started:
        return QCoreApplication.translate("Facade", "Clock not started")
    return ""


def _clock(clock: ClockView, summary: SummaryView, now: int) -> JSON:
    running = clock.running and not summary.finished
    to_break = clock.time_to_break_ms
    return {
        "started": clock.started,
        "running": running,
        "on_break": clock.level.is_break,
        "hand_for_hand": clock.hand_for_hand,
        "remaining_ms": clock.remaining_ms,
        "ends_at_ms": clock.ends_at if running else None,
        "next_break_in_ms": to_break,
        "next_break_at_ms": now + to_break if running and to_break is not None else None,
        "level": _level(clock.level),
        "next_level": _level(clock.next_level),
        "next_game": domain_text(clock.next_game_name)
        if clock.next_game != clock.level.game
        else "",
        "notice": _notice(clock, summary),
    }


def _payouts(data: LiveInput, hide_names: bool) -> list[JSON]:
    """The payout table; after a deal, the deal's shares (``name``: who gets each; ``place``
    counts the shares) and what is left to play for (place 1: the winner takes it) in place
    of the places the deal shares."""
    currency = data.currency
    if data.satellite:  # seats, not places (place 0: no finisher's name beside them)
        return [
            {"place": 0, "place_text": what, "name": "", "text": amount}
            for what, amount in data.seat_lines
        ]
    table: list[JSON] = [
        {"place": i, "place_text": ordinal(i), "cents": cents, "text": money(cents, currency)}
        for i, cents in enumerate(data.summary.payouts, 1)
    ]
    if data.deal is None:
        return table
    shares, play_for = data.deal
    deal_text = QCoreApplication.translate("LiveView", "Deal")
    out: list[JSON] = [
        {
            "place": i,
            "place_text": deal_text,
            "name": None if hide_names else name,
            "cents": cents,
            "text": money(cents, currency),
        }
        for i, (name, cents) in enumerate(shares, 1)
    ]
    if play_for:  # the winner's: place 1
        out.append(
            {
                "place": 1,
                "place_text": QCoreApplication.translate("LiveView", "Left to play for"),
                "cents": play_for,
                "text": money(play_for, currency),
            }
        )
    return out + table[len(shares) :]


def _satellite_notice(clock: JSON, data: LiveInput) -> JSON:
    """A satellite's notice: "Seats won — the satellite is over" once play stopped, and the
    seats with the rule in force ("4 seats of € 1,100 · € 200 to 5th")."""
    if not data.satellite:
        return clock
    notice = clock["notice"]
    if data.seat_winners:
        notice = QCoreApplication.translate("Satellite", "Seats won — the satellite is over")
    clock["notice"] = " · ".join(part for part in (notice, data.satellite) if part)
    return clock


def build_snapshot(data: LiveInput, now: int, version: int, hide_names: bool = False) -> JSON:
    """The status document at ``now`` (``version`` grows with every published change).

    Times: ``remaining_ms`` is the time left at ``generated_at_ms``; while the clock runs,
    ``ends_at_ms`` is the instant (ms since the epoch) the level ends, from which a reader
    counts down with its own clock (the server sends its time in ``X-Server-Time-Ms``).
    """
    summary = data.summary
    currency = data.currency

    def who(name: str) -> str | None:
        return None if hide_names else name

    seats = (
        []
        if hide_names
        else sorted(
            (
                {"name": p.name, "table": p.table, "seat": p.seat}
                for p in data.players
                if p.status == "active" and p.table is not None and p.seat is not None
            ),
            key=lambda s: (str(s["name"]).casefold(), s["table"], s["seat"]),
        )
    )
    seat = QCoreApplication.translate("Satellite", "Seat")
    results = sorted(
        (
            {
                "place": p.place,
                "place_text": seat
                if p.player_id in data.seat_winners
                else ordinal(p.place)
                if p.place
                else "",
                "name": who(p.name),
                "prize_cents": p.prize,
                "prize": money(p.prize, currency) if p.prize else "",
            }
            for p in data.players
            if p.place is not None and p.player_id not in data.unplaced
        ),
        key=lambda r: (r["place"], str(r["name"] or "")),
    )
    return {
        "schema": SCHEMA,
        "version": version,
        "generated_at_ms": now,
        "tournament": {"name": data.name, "currency": currency, "finished": summary.finished},
        "festival": festival_line(summary, currency),
        "day": data.day if not summary.finished else "",
        "clock": _satellite_notice(
            {
                **_clock(data.clock, summary, now),
                **({"notice": data.day_notice} if data.day_notice and not summary.finished else {}),
            },
            data,
        ),
        "satellite": data.satellite,
        "players_left": summary.players_left,
        "entries": summary.entries,
        "re_entries": summary.re_entries,
        "rebuys": summary.rebuys,
        "add_ons": summary.add_ons,
        "chips_in_play": summary.chips_in_play,
        "average_stack": summary.average_stack,
        "prize_pool_cents": summary.prize_pool,
        "prize_pool": money(summary.prize_pool, currency),
        "places_paid": summary.places_paid,
        "payouts": _payouts(data, hide_names),
        "on_bubble": summary.on_bubble,
        "in_the_money": summary.in_the_money,
        "names_hidden": hide_names,
        "seats": seats,
        "moves": [
            {
                "name": who(m.name),
                "from_table": m.from_table,
                "from_seat": m.from_seat,
                "to_table": m.to_table,
                "to_seat": m.to_seat,
                "reason": m.reason,
            }
            for m in data.moves
        ],
        "results": results,
    }


def encode(snapshot: JSON) -> bytes:
    """The snapshot as the UTF-8 JSON bytes the server sends (compact, keys in order)."""
    return json.dumps(snapshot, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

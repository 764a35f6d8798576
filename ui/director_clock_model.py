"""The clock screen's model: what the players' clock (and the console's clock strip and
payouts line) shows at an instant, built once per change and instant however many
listeners ask (a base of :class:`ui.director_reads.DirectorReads`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from tournament.games import short_name
from tournament.service.aggregate import Tournament
from tournament.service.ports import UnitOfWork
from tournament.service.views import ClockView
from ui.clock_figures import bounty_value, late_registration
from ui.day_reads import day_line, day_notice
from ui.director_money_reads import MoneyReads
from ui.director_table_reads import game_word
from ui.domain_text import domain_text
from ui.flight_words import festival_line
from ui.seat_announcements import SeatAnnouncements
from ui.viewmodels import ClockScreenModel
from ui.wording import (
    break_end_line,
    level_summary,
    level_title,
    money,
    next_level_line,
    stakes_lines,
)

__all__ = ["ClockModelReads"]


def _next_game_line(view: ClockView) -> str:
    """``Next game: Razz`` while a rotation by hands or orbits is about to change the game."""
    if view.level.is_break or not view.next_game_name:
        return ""
    if view.next_game_name == view.level.game_name:
        return ""
    return QCoreApplication.translate("Facade", "Next game: %1").replace(
        "%1", domain_text(view.next_game_name)
    )


def _tables_games(t: Tournament, now: int) -> str:
    """``Table 1: Razz · Table 2: Stud`` when the tables play different games now."""
    by_table = t.now_and_next(now).by_table
    if len(set(by_table.values())) <= 1:
        return ""
    text = QCoreApplication.translate("Facade", "Table %1: %2")
    return " · ".join(
        text.replace("%1", str(n)).replace("%2", domain_text(short_name(g)))
        for n, g in by_table.items()
    )


def _time_of_day(now_ms: int) -> str:
    """The local time of day in the language's short form (``21:37``, ``9:37 PM``)."""
    moment = QDateTime.fromMSecsSinceEpoch(now_ms).time()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class ClockModelReads(MoneyReads):
    """The clock screen's model (its payouts and results are the money reads')."""

    uow: UnitOfWork
    version: Callable[[], object]
    closed_notice: str
    seats: SeatAnnouncements
    _clock_model: tuple[tuple[object, ...], ClockScreenModel] | None

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now: built once per change and instant, however many
        listeners (the clock screen, the console's clock strip, the payouts) ask for it."""
        now = self.now()
        key = (self.uow.tournament_id, self.version(), now, self.closed_notice)
        if self._clock_model is None or self._clock_model[0] != key:
            self._clock_model = (key, self._build_clock_model(now))
        return self._clock_model[1]

    def _build_clock_model(self, now: int) -> ClockScreenModel:
        t = self.t
        view = t.clock_view(now)
        summary = t.summary()
        currency = self._currency()
        level = view.level
        nxt = view.next_level
        next_label = ""
        if nxt is not None:
            next_label = (
                QCoreApplication.translate("Facade", "Next: %1 · %2")
                .replace("%1", level_title(nxt))
                .replace("%2", level_summary(nxt))
            )
        notice = ""
        end_of_day = day_notice(t, now)
        if summary.finished:
            notice = QCoreApplication.translate("Facade", "Tournament over")
        elif end_of_day:
            notice = end_of_day
        elif view.hand_for_hand:
            notice = QCoreApplication.translate("Facade", "HAND FOR HAND")
        elif summary.on_bubble:
            notice = QCoreApplication.translate("Facade", "On the bubble")
        elif summary.in_the_money:
            notice = QCoreApplication.translate("Facade", "In the money")
        elif not view.started:
            notice = QCoreApplication.translate("Facade", "Clock not started")
        elif t.add_ons_now(now):
            notice = QCoreApplication.translate("Facade", "Add-ons now")
        settings = t.settings
        payouts = tuple(self.payouts())  # the deal's shares after a deal
        winner = ""
        deal = t.meta.deal
        seats_won = len(t.meta.seat_winners)
        if summary.finished:  # the payouts actually paid, with who got them
            payouts = tuple((f"{r.place} {r.player}", r.prize) for r in self.results())
            first = t.players_at(1)
            winner = first[0].name if first and (deal is None or deal.play_for) else ""
            if seats_won:  # a satellite: no winner, the seat winners share the finish
                winner = ""
                notice = QCoreApplication.translate(
                    "Satellite", "Seats won — the satellite is over"
                )
            if deal is not None and not deal.play_for:
                notice = QCoreApplication.translate(
                    "Facade", "Tournament over: the players made a deal"
                )
        elif deal is not None and deal.play_for:
            notice = QCoreApplication.translate("Facade", "Deal made: playing for %1").replace(
                "%1", money(deal.play_for, currency)
            )
        over = summary.finished
        registration, closes_in = late_registration(t, now)
        return ClockScreenModel(
            title=settings.name if settings is not None else "pokerfloor",
            level_label=level_title(level),
            game=game_word(level),
            time_left_ms=view.remaining_ms,
            running=view.running,
            on_break=level.is_break,
            stakes=stakes_lines(level) if not (level.is_break or over) else (),
            next_label=next_label if not over else "",
            next_break_ms=view.time_to_break_ms if not over else None,
            players_left=summary.players_left,
            entries=summary.entries,
            average_stack=summary.average_stack,
            prize_pool=money(summary.prize_pool, currency),
            payouts=payouts,
            notice=self.closed_notice or notice,
            started=view.started,
            hand_for_hand=view.hand_for_hand,
            hand_for_hand_hands=view.hand_for_hand_hands,
            hand_for_hand_ms=t.clock().settings.hand_for_hand_ms,
            next_game=_next_game_line(view),
            tables_games=_tables_games(t, now) if not over else "",
            winner=winner,
            level_index=level.index,
            time_of_day=_time_of_day(now),
            # Several players share the biggest stack (all of them before the first hand, or
            # two level at the top): nobody leads. The one player left (the winner) leads.
            chip_leader=self._name(summary.chip_leader)
            if summary.chip_leader and (summary.players_left == 1 or not summary.chip_leader_shared)
            else "",
            chip_leader_stack=summary.chip_leader_stack,
            rebuys=summary.rebuys,
            add_ons=summary.add_ons,
            next_compact=next_level_line(nxt, level.game_name)
            if nxt is not None and not over
            else "",
            break_info=break_end_line(level, nxt, t.meta.removed_chips) if level.is_break else "",
            message=t.meta.message,
            recent_seats=self.seats.recent(now) if not seats_won else (),  # play stopped
            registration=registration,
            registration_closes_in_ms=closes_in,
            bounty=bounty_value(t),
            day=day_line(t, now) if not over else "",
            day_over=bool(end_of_day) and not over,
            day_bagged=bool(end_of_day) and not over and t.meta.day in {b.day for b in t.meta.bags},
            festival=festival_line(summary, currency),
            satellite=self.satellite_line(),
            seats_won=seats_won,
        )

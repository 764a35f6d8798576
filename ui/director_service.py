"""The director console's facade over the tournament's unit of work: its write path.

Queries (:mod:`ui.director_reads`) read the aggregate the unit of work keeps and word the
domain's answers for the director (translated). Screens build a domain command and
:meth:`ServiceFacade.send` hands it to :meth:`tournament.service.ports.UnitOfWork.handle`
(one transaction, one undo step), which the aggregate decides once; the few actions here
read the event first (which clock command, the plan last shown, today's day). Time and
randomness are injected.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.games import game_name
from tournament.money import changes_against_payouts
from tournament.seating import Move
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.bags import Bag
from tournament.service.flights import bagging_flight
from tournament.service.records import (
    FloorRules,
    SeatEntry,
)
from tournament.service.table_play import deal_hand
from ui.director_money_reads import seat_place
from ui.director_reads import DirectorReads
from ui.domain_text import domain_text
from ui.flight_reads import FlightReads
from ui.viewmodels import DealMethod, DealPreview, DealShareLine, MoveRow, format_chips
from ui.wording import money

__all__ = ["ServiceFacade"]


class ServiceFacade(DirectorReads, FlightReads):
    """The director console's facade over a unit of work: the queries of
    :class:`~ui.director_reads.DirectorReads`, the one write path :meth:`send`, and the few
    actions that read before they send (the clock's start/pause, the plans shown before
    they are confirmed, the day's bags, a demo hand, a satellite's seats, switching
    tournaments). No screen is typed against it: each declares the port it reads."""

    actor: str | None = None
    """Who this facade's actions are logged as (``"Floor: Marco"``, :meth:`acting`); None:
    the console, the director's own actions."""

    def send(self, command: c.Command) -> None:
        """The one write path: hand ``command`` to the unit of work (one transaction, one
        undo step, logged as :attr:`actor`'s); a refusal raises
        :class:`~tournament.errors.DomainError` with the director-readable reason."""
        self.uow.handle(command, self.actor)

    def acting(self, actor: str) -> ServiceFacade:
        """A facade on the same unit of work whose every action records ``actor`` with its
        log entry (a staff phone's actions: "Undo: bust of Anna — by Floor: Marco")."""
        other = copy.copy(self)
        other.actor = actor
        return other

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it."""
        view = self.t.clock_view(self.now())
        if not view.started:
            self.send(c.StartClock())
        elif view.running:
            self.send(c.PauseClock())
        else:
            self.send(c.ResumeClock())

    def record_bags(
        self,
        bags: Mapping[str, int],
        accept_difference: bool = False,
        numbers: Mapping[str, str] | None = None,
    ) -> None:
        """Record every survivor's bag at the end of today as one action (a total that is
        not the chips in play is kept apart unless ``accept_difference``; ``numbers``: the
        number on each bag, none for a player left out)."""
        day = self.t.meta.day
        labels = numbers or {}
        batch = tuple(Bag(pid, chips, labels.get(pid, "")) for pid, chips in bags.items())
        flight = bagging_flight(self.t)  # in flights: the bags of the flight playing
        code = flight[0] if flight is not None else ""
        self.send(c.RecordBags(day, batch, code, accept_difference=accept_difference))

    def start_day(self, redraw: bool) -> None:
        """Start the next day: a random redraw of every survivor, or the seats kept."""
        self.send(c.StartDay(self.t.meta.day + 1, redraw))

    def _rows(self, moves: Sequence[Move], reason: str) -> list[MoveRow]:
        return [
            MoveRow(
                self._name(m.player),
                seat_place(m.from_table, m.from_seat),
                seat_place(m.to_table, m.to_seat),
                reason,
            )
            for m in moves
        ]

    def balance_plan(self) -> Sequence[MoveRow]:
        """The balancing moves to announce (kept until applied)."""
        self._plan = self.t.balance_plan()
        return self._rows(self._plan, QCoreApplication.translate("Facade", "balance"))

    def break_plan(self, table: int) -> Sequence[MoveRow]:
        """The moves that break ``table`` (random draw, kept until confirmed)."""
        moves = self.t.break_plan(table, self.rng)
        self._break = (table, moves)
        reason = QCoreApplication.translate("Facade", "table %1 breaks")
        return self._rows(moves, reason.replace("%1", str(table)))

    def apply_break_plan(self) -> None:
        """Break the table as the plan last shown says."""
        if self._break is None:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no break plan to confirm; choose a table to break first."
                )
            )
        table, moves = self._break
        self.send(c.BreakTable(table, moves))
        self._break = None

    def final_table_plan(self) -> Sequence[MoveRow]:
        """The final-table redraw (random, kept until confirmed)."""
        table, moves = self.t.final_table_plan(self.rng)
        self._final = (table, moves)
        reason = QCoreApplication.translate("Facade", "final table %1")
        return self._rows(moves, reason.replace("%1", str(table)))

    def apply_final_table_plan(self) -> None:
        """Seat the final table as the redraw last shown says."""
        if self._final is None:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no final-table redraw to confirm; draw one first."
                )
            )
        table, moves = self._final
        self.send(c.RedrawFinalTable(table, moves))
        self._final = None

    # ----------------------------------------------------------------- money
    def deal_demo_hand(self, table: int) -> str:
        """Demo / simulation aid: the engine deals and plays one hand at ``table`` with
        random legal actions; its result (button, chips, busts) is recorded as one action
        (one undo step) and its hand history stored. Returns a one-line summary."""
        played = deal_hand(self.t, table, self.now(), self.rng)
        self.send(played.command())  # its history is stored with it (db.project_hands)
        winner = played.names[played.players.index(played.winner)]
        if len(played.collected) > 1:  # split or side pots: each winner and amount
            won = QCoreApplication.translate("Facade", "%1 wins %2")
            winners = ", ".join(
                won.replace("%1", played.names[played.players.index(p)]).replace(
                    "%2", format_chips(amount)
                )
                for p, amount in played.collected
            )
            text = QCoreApplication.translate("Facade", "Engine demo hand at table %1 (%2): %3.")
            text = text.replace("%3", winners)
        else:
            text = QCoreApplication.translate(
                "Facade", "Engine demo hand at table %1 (%2): %3 wins a pot of %4."
            )
            text = text.replace("%3", winner).replace("%4", format_chips(played.pot))
        text = text.replace("%1", str(table)).replace("%2", domain_text(game_name(played.game)))
        if played.busts:
            out = ", ".join(self._name(b.player) for b in played.busts)
            text += " " + QCoreApplication.translate("Facade", "Out: %1.").replace("%1", out)
        return text

    def deal_preview(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> DealPreview:
        """What the deal would pay each player (the domain's preview of the deal, in multiples
        of ``unit`` cents, ``play_for`` kept out), against the payout table by chip count."""
        t = self.t
        command = c.MakeDeal(method, unit=unit, play_for=play_for)
        events = t.preview(command, self.now(), random.Random(0))
        deal = next(ev.deal for ev in events if isinstance(ev, e.DealMade))
        currency = self._currency()
        amounts = dict(deal.amounts)
        stacks = {x.player: t.player(x.player).stack for x in deal.amounts}
        changes = changes_against_payouts(amounts, stacks, t.summary().payouts)

        def signed(cents: int) -> str:
            return ("+ " if cents > 0 else "- " if cents < 0 else "") + money(abs(cents), currency)

        shares = tuple(
            DealShareLine(
                self._name(x.player),
                stacks[x.player],
                money(x.amount, currency),
                x.amount,
                money(changes[x.player][0], currency),
                signed(changes[x.player][1]),
            )
            for x in sorted(deal.amounts, key=lambda x: -x.amount)
        )
        total = sum(x.amount_cents for x in shares)
        kept = money(play_for, currency) if play_for else ""
        return DealPreview(method, shares, money(total, currency), total, kept)

    def apply_balance_plan(self) -> None:
        """Apply the plan last shown."""
        if not self._plan:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no balance plan to confirm; ask for one first."
                )
            )
        self.send(c.ApplyBalancePlan(self._plan))
        self._plan = ()

    def undo(self) -> None:
        """Undo the last action."""
        self.uow.undo()

    def redo(self) -> None:
        """Redo the last undone action."""
        self.uow.redo()

    # ----------------------------------------------------------------- tournaments
    def _forget_plans(self) -> None:
        self._plan = ()
        self._break = None
        self._final = None
        self.closed_notice = ""

    def create_tournament(self, command: c.CreateTournament) -> None:
        """Create a tournament (decided by the domain) and show it."""
        self.uow.create(command)
        self._forget_plans()

    def enter_seats(self, player_ids: Sequence[str] = ()) -> str:
        """Enter these seat winners (none: every seat winner not entered yet) in the
        satellite's target event with their seats: one action of the target event (its
        undo step), which the console then shows. Returns the target event's name."""
        t = self.t
        terms, settings = t.meta.satellite, t.settings
        if terms is None or settings is None:
            raise DomainError(
                QCoreApplication.translate("Satellite", "This tournament is not a satellite.")
            )
        if not terms.target_id:
            raise DomainError(
                QCoreApplication.translate(
                    "Satellite",
                    "The target event is not a tournament of this database: choose it in "
                    "“Satellite…” to enter the seats there.",
                )
            )
        winners = t.meta.seat_winners
        if not winners:
            raise DomainError(
                QCoreApplication.translate(
                    "Satellite", "No seat is won yet: seats are entered once play stops."
                )
            )
        for pid in player_ids:
            if pid not in winners:
                raise DomainError(
                    QCoreApplication.translate("Satellite", "%1 did not win a seat.").replace(
                        "%1", t.player(pid).name
                    )
                )
        here = self.uow.tournament_id
        seats = tuple(
            SeatEntry("", p.name, here, settings.name, p.player_id, p.country)
            for p in (t.player(pid) for pid in (player_ids or winners))
        )
        self.uow.switch(terms.target_id)
        try:
            if not player_ids:  # every seat winner not entered yet
                done = {(x.satellite_id, x.satellite_player_id) for x in self.t.meta.seats_entered}
                seats = tuple(x for x in seats if (here, x.satellite_player_id) not in done)
                if not seats:
                    raise DomainError(
                        QCoreApplication.translate(
                            "Satellite", "Every seat is already entered in “%1”."
                        ).replace("%1", terms.target_name)
                    )
            self.send(c.EnterSeats(seats))
        except DomainError:
            self.uow.switch(here)
            raise
        finally:
            self._forget_plans()
        return terms.target_name

    def open_tournament(self, tournament_id: str) -> None:
        """Show another tournament of the database."""
        self.uow.switch(tournament_id)
        self._forget_plans()

    def floor_rules(self) -> FloorRules:
        """The event's balancing trigger, 11D halt and break order."""
        settings = self.t.settings
        return settings.floor if settings is not None else FloorRules()

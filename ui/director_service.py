"""The director console's facade over the tournament's unit of work: the actions.

Queries (:mod:`ui.director_reads`) read the aggregate the unit of work keeps and word the
domain's answers for the director (translated); every action here is ONE domain command handed to
:meth:`tournament.service.ports.UnitOfWork.handle` (one transaction, one undo step), which
the aggregate decides once. Time and randomness are injected.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.games import game_name
from tournament.money import PayoutTableChoice, changes_against_payouts
from tournament.seating import Move
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.bags import Bag
from tournament.service.flights import bagging_flight
from tournament.service.records import (
    ChipCount,
    FloorRules,
    Newcomer,
    SatelliteTerms,
    SeatEntry,
)
from tournament.service.table_play import deal_hand
from tournament.structure import Structure
from ui.director_money_reads import seat_place
from ui.director_port import DealMethod
from ui.director_reads import DirectorReads
from ui.domain_text import domain_text
from ui.flight_actions import FlightActions
from ui.viewmodels import DealPreview, DealShareLine, MoveRow, format_chips
from ui.wording import money

__all__ = ["ServiceFacade"]


class ServiceFacade(DirectorReads, FlightActions):
    """Implements :class:`ui.director_port.DirectorFacade` over a unit of work: the
    queries of :class:`~ui.director_reads.DirectorReads` and the director's actions, each
    one domain command."""

    actor: str | None = None
    """Who this facade's actions are logged as (``"Floor: Marco"``, :meth:`acting`); None:
    the console, the director's own actions."""

    def _run(self, command: c.Command) -> None:
        self.uow.handle(command, self.actor)

    def acting(self, actor: str) -> ServiceFacade:
        """A facade on the same unit of work whose every action records ``actor`` with its
        log entry (a staff phone's actions: "Undo: bust of Anna — by Floor: Marco")."""
        other = copy.copy(self)
        other.actor = actor
        return other

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it."""
        view = self.t.clock_view(self.clock())
        if not view.started:
            self._run(c.StartClock())
        elif view.running:
            self._run(c.PauseClock())
        else:
            self._run(c.ResumeClock())

    def next_level(self) -> None:
        """Go to the next level now."""
        self._run(c.NextLevel())

    def previous_level(self) -> None:
        """Go back to the previous level."""
        self._run(c.PreviousLevel())

    def jump_to_level(self, index: int) -> None:
        """Go to the level at ``index`` in the structure (full time)."""
        self._run(c.JumpToLevel(index))

    def add_time(self, ms: int) -> None:
        """Add (or with a negative value remove) time from the current level."""
        self._run(c.AdjustTime(ms))

    def set_hand_for_hand(self, on: bool) -> None:
        """Start or end hand-for-hand play."""
        self._run(c.SetHandForHand(on))

    def hand_done(self) -> None:
        """Every table finished the hand-for-hand hand (the clock loses the usual time)."""
        self._run(c.RecordHandForHand())

    def register(self, name: str, second_player: bool = False) -> None:
        """Register a player and take the buy-in; seat them if seats are drawn already
        (one action: one undo step). A name already in the event is refused unless
        ``second_player`` (the director's "a second player with the same name")."""
        if not name.strip():
            raise DomainError(QCoreApplication.translate("Facade", "Type the player's name first."))
        self._run(c.RegisterAndBuyIn(name.strip(), second_player=second_player))

    def register_many(self, people: Sequence[tuple[str, str, str | None]]) -> None:
        """Register and buy in each of ``people`` (name, country, the player database's id)
        and seat them when seats are drawn: one action, one undo step."""
        batch = tuple(Newcomer(n.strip(), country, pid) for n, country, pid in people)
        self._run(c.RegisterAndBuyInMany(batch))

    def rename_player(self, player_id: str, name: str) -> None:
        """Correct a player's name (event, exports, player database): one undo step."""
        self._run(c.RenamePlayer(player_id, name))

    def add_on_many(self, player_ids: Sequence[str]) -> None:
        """Sell an add-on to each of these players: one action, one undo step."""
        self._run(c.AddOnMany(tuple(player_ids)))

    def draw_seats(self) -> None:
        """Draw seats for every bought-in player without a seat."""
        self._run(c.DrawSeats())

    def bust(self, player_ids: Sequence[str], busted_by: str | None = None) -> None:
        """Eliminate these players, busted in the same hand (by ``busted_by`` if known)."""
        if len(player_ids) == 1:
            self._run(c.EliminatePlayer(player_ids[0], busted_by))
        else:
            self._run(c.EliminatePlayers(tuple(player_ids), busted_by=busted_by))

    def rebuy(self, player_id: str) -> None:
        """Sell a rebuy."""
        self._run(c.Rebuy(player_id))

    def add_on(self, player_id: str) -> None:
        """Sell an add-on."""
        self._run(c.AddOn(player_id))

    def double_add_on(self, player_id: str) -> None:
        """Sell the double add-on (two add-ons at once): one action, one undo step."""
        self._run(c.DoubleAddOn(player_id))

    def re_enter(self, player_id: str) -> None:
        """Re-enter a busted player and seat them (one action: one undo step)."""
        self._run(c.ReEnter(player_id, seat=True))

    def record_chips(self, player_id: str, chips: int) -> None:
        """Record a counted stack."""
        self._run(c.RecordChipCount(player_id, chips))

    def record_chip_counts(self, counts: Mapping[str, int]) -> None:
        """Record several counted stacks in one action."""
        if not counts:
            raise DomainError(
                QCoreApplication.translate("Facade", "Enter at least one chip count.")
            )
        self._run(c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in counts.items())))

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
        self._run(c.RecordBags(day, batch, code, accept_difference=accept_difference))

    def start_day(self, redraw: bool) -> None:
        """Start the next day: a random redraw of every survivor, or the seats kept."""
        self._run(c.StartDay(self.t.meta.day + 1, redraw))

    def colour_up(self, denomination: int, to: int) -> None:
        """Race off the ``denomination`` chips into ``to`` chips at every table (TDA 24): one
        action, with every stack it changes."""
        self._run(c.ColourUp(denomination, to))

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
        self._run(c.BreakTable(table, moves))
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
        self._run(c.RedrawFinalTable(table, moves))
        self._final = None

    def lock_seat(self, table: int, seat: int) -> None:
        """Keep a seat out of draws and moves."""
        self._run(c.LockSeat(table, seat))

    def unlock_seat(self, table: int, seat: int) -> None:
        """Make a locked seat available again."""
        self._run(c.UnlockSeat(table, seat))

    def set_button(self, table: int, seat: int) -> None:
        """Put the dealer button on a seat."""
        self._run(c.SetButton(table, seat))

    # ----------------------------------------------------------------- money
    def deal_demo_hand(self, table: int) -> str:
        """Demo / simulation aid: the engine deals and plays one hand at ``table`` with
        random legal actions; its result (button, chips, busts) is recorded as one action
        (one undo step) and its hand history stored. Returns a one-line summary."""
        played = deal_hand(self.t, table, self.clock(), self.rng)
        self._run(played.command())  # its history is stored with it (db.project_hands)
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

    def generate_payouts(self) -> None:
        """Set the payouts from the prize pool and the field (the money module's table)."""
        self._run(c.GeneratePayouts())

    def set_payouts(self, amounts: Sequence[int]) -> None:
        """Set the prize of each place (cents, first place first)."""
        self._run(c.SetPayouts(tuple(amounts)))

    def choose_payout_table(self, table: PayoutTableChoice) -> None:
        """Pay by this payout table: the prizes follow the pool and the entries by it."""
        self._run(c.ChoosePayoutTable(table))

    def deal_preview(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> DealPreview:
        """What the deal would pay each player (the domain's preview of the deal, in multiples
        of ``unit`` cents, ``play_for`` kept out), against the payout table by chip count."""
        t = self.t
        command = c.MakeDeal(method, unit=unit, play_for=play_for)
        events = t.preview(command, self.clock(), random.Random(0))
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

    def make_deal(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> None:
        """The remaining players split the remaining prizes this way."""
        self._run(c.MakeDeal(method, unit=unit, play_for=play_for))

    def lock_payouts(self, locked: bool) -> None:
        """Lock the payout table (a generated one stops following the pool), or unlock it."""
        self._run(c.LockPayouts(locked))

    def start_hand_for_hand_after_the_bubble(self) -> None:
        """Hand-for-hand although the bubble has burst (the director confirmed it)."""
        self._run(c.SetHandForHand(True, confirm=True))

    def rebuy_on_bust(self, player_id: str) -> None:
        """The player lost every chip and rebuys (his stack is the rebuy's chips)."""
        self._run(c.Rebuy(player_id, busted=True))

    def assign_bounty(self, player_id: str, busted_by: str) -> None:
        """Give an unassigned bounty to the player who busted ``player_id``."""
        self._run(c.AssignBounty(player_id, busted_by))

    def table_hand_done(self, table: int) -> None:
        """The floor marks a hand done at ``table``: its count drives the game rotation."""
        self._run(c.RecordHand(table))

    def pay_out(self, player_id: str) -> None:
        """Pay a finished player their prize."""
        self._run(c.PayOut(player_id))

    def apply_balance_plan(self) -> None:
        """Apply the plan last shown."""
        if not self._plan:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no balance plan to confirm; ask for one first."
                )
            )
        self._run(c.ApplyBalancePlan(self._plan))
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

    def set_satellite(self, terms: SatelliteTerms | None) -> None:
        """Pay seats of a target event on ``terms``, the remainder by their rule (None: pay
        places again): one action, one undo step."""
        self._run(c.SetSatellite(terms))

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
            self._run(c.EnterSeats(seats))
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

    def set_rules(self, rules: Rules) -> None:
        """Play the event's hands under ``rules`` from the next hand (one undo step)."""
        self._run(c.SetRules(rules))

    def set_structure(self, structure: Structure) -> None:
        """Play another structure (before the start: from level 1; after it: from the next
        level, the levels played and the current one unchanged - the service decides)."""
        self._run(c.SetStructure(structure))

    def floor_rules(self) -> FloorRules:
        """The event's balancing trigger, 11D halt and break order."""
        settings = self.t.settings
        return settings.floor if settings is not None else FloorRules()

    def set_floor_rules(self, rules: FloorRules) -> None:
        """Play by other floor rules from now on."""
        self._run(c.SetFloorRules(rules))

    def set_table_size(self, size: int, tables: Sequence[int] = ()) -> None:
        """Give the tables named (none: every table in play) ``size`` seats; the players of
        the seats that go are redrawn: one action, one undo step."""
        self._run(c.SetTableSize(size, tuple(tables)))

    def set_clock_message(self, text: str) -> None:
        """Show ``text`` on the clock screen's message line ("" clears it)."""
        self._run(c.SetClockMessage(text))

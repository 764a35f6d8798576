"""The payouts tab: the prize pool, the paid places and who won them, deals and paying out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QVBoxLayout, QWidget

from tournament.errors import DomainError
from tournament.money import PayoutCurve, PayoutTableChoice
from tournament.service import commands as c
from tournament.service.records import SatelliteTerms
from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.dialogs import ChoiceDialog, DealDialog, PayoutsDialog, table_view
from ui.domain_text import domain_text
from ui.qtmodels import pairs_model, results_model
from ui.satellite_dialog import SatelliteDialog
from ui.viewmodels import ClockScreenModel, DealMethod, DealPreview, TournamentItem
from ui.wording import money

__all__ = ["MoneyActions", "PayoutsInfoReads", "PayoutsReads", "PayoutsTab"]


class PayoutsInfoReads(Protocol):
    """What the Payouts tab's information line reads."""

    def satellite_terms(self) -> SatelliteTerms | None:
        """A satellite's terms (None: the event pays places)."""
        ...

    def payouts_locked(self) -> bool:
        """True while the payout table is locked as it is."""
        ...

    def payouts_table(self) -> PayoutTableChoice | None:
        """The payout table the prizes follow (None: set by hand)."""
        ...

    def currency(self) -> str:
        """The event's currency."""
        ...

    def payouts_warning(self) -> str:
        """Why the payouts no longer add up to the pool ("" when they do)."""
        ...

    def bounty_line(self) -> str:
        """The bounties in words ("" without bounties)."""
        ...


class PayoutsReads(PayoutsInfoReads, Protocol):
    """What the Payouts tab's money actions read (and the two that act on what they read:
    entering a satellite's seats in its target event, the deal's preview)."""

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now (the prize pool)."""
        ...

    def payout_amounts(self) -> Sequence[int]:
        """The prize of each place (cents, first place first)."""
        ...

    def payouts_refusal(self, amounts: Sequence[int]) -> str:
        """Why the event would refuse these prizes ("" when it would take them)."""
        ...

    def payout_table(self, choice: PayoutTableChoice) -> Sequence[int]:
        """The prizes this payout table gives now."""
        ...

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database."""
        ...

    def satellite_preview(self, terms: SatelliteTerms) -> str:
        """What these satellite terms would pay now, in words."""
        ...

    def seat_winners(self) -> Sequence[str]:
        """The ids of a satellite's seat winners."""
        ...

    def enter_seats(self, player_ids: Sequence[str] = ()) -> str:
        """Enter these seat winners in the target event (one action there); its name."""
        ...

    def deal_preview(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> DealPreview:
        """What the deal would pay each player."""
        ...

    def unassigned_bounties(self) -> Sequence[tuple[str, str]]:
        """The bounties of busted players nobody was named for: (label, player id)."""
        ...

    def eliminators(self, player_ids: Sequence[str]) -> Sequence[tuple[str, str]]:
        """Who may have busted these players: (label, player id)."""
        ...


class MoneyActions(QObject):
    """The director's money actions: payouts, deals, paying a winner."""

    def __init__(self, shell: ConsoleShell, reads: PayoutsReads, tab: PayoutsTab) -> None:
        super().__init__(tab)
        self.shell = shell
        self.reads = reads
        self.tab = tab

    def generate_payouts(self) -> None:
        """Share the prize pool by the standard payout table for this field."""
        self.shell.send(c.GeneratePayouts())

    def edit_payouts(self) -> None:
        """Edit the prize of each place."""
        facade = self.reads
        pool = facade.clock_model().prize_pool
        dialog = PayoutsDialog(
            facade.payout_amounts(),
            facade.currency(),
            pool,
            self.tab,
            facade.payouts_refusal,
            facade.payout_table,
            facade.payouts_table(),
        )
        if self.shell.run_dialog(dialog):
            table, amounts = dialog.chosen_table(), dialog.amounts()
            if table is not None and table == facade.payouts_table():
                if list(facade.payout_amounts()) != amounts:  # filled again: a new pool
                    self.shell.send(c.ChoosePayoutTable(table))
            elif table is not None:  # the table's prizes, left as filled: they follow the pool
                self.shell.send(c.ChoosePayoutTable(table))
            else:
                self.shell.send(c.SetPayouts(tuple(amounts)))

    def satellite(self) -> None:
        """Make the event a satellite (seats of a target event), change its terms, or pay
        places again."""
        facade = self.reads
        here = facade.current_tournament()
        targets = [x for x in facade.tournaments() if x.tournament_id != here]
        dialog = SatelliteDialog(
            facade.satellite_terms(),
            targets,
            facade.currency(),
            facade.satellite_preview,
            self.tab,
        )
        if not self.shell.run_dialog(dialog):
            return
        terms = None if dialog.pay_places else dialog.terms()
        self.shell.send(c.SetSatellite(terms))

    def enter_seats(self) -> None:
        """Enter the seat winners selected in the list (none selected: every seat winner)
        in the target event; the console then shows it (Undo there takes them out)."""
        view, model = self.tab.results_view, self.tab.results_model
        rows = sorted({i.row() for i in view.selectionModel().selectedRows()})
        ids = [pid for pid in (model.row_at(r).player_id for r in rows) if pid is not None]
        facade = self.reads
        seats = [pid for pid in ids if pid in facade.seat_winners()]
        target: list[str] = []
        if self.shell.do(lambda: target.append(facade.enter_seats(seats))):
            self.shell.reload()
            self.shell.show_notice(
                self.tr("The seats are entered in “%1”, shown now (Undo takes them out).").replace(
                    "%1", target[0]
                )
            )

    def deal(self) -> None:
        """Show the deal amounts for each method; make the deal the director confirms."""
        facade = self.reads
        dialog = DealDialog(facade.deal_preview, self.tab)
        if dialog.current is None:
            # ICM needs chip counts; an even split may still be possible: only a deal that
            # no method allows is refused here, else the dialog shows why ICM cannot be used
            try:
                facade.deal_preview("even")
            except DomainError as exc:
                self.shell.show_error(domain_text(str(exc)))
                return
        if self.shell.run_dialog(dialog) and dialog.current is not None:
            method, unit, play_for = dialog.method(), dialog.unit(), dialog.play_for()
            self.shell.send(c.MakeDeal(method, unit=unit, play_for=play_for))

    def toggle_payouts_lock(self) -> None:
        """Lock the payout table as it is, or let a recalculated one follow the pool again."""
        self.shell.send(c.LockPayouts(not self.reads.payouts_locked()))

    def assign_bounty(self) -> None:
        """Give an unassigned bounty to the player who busted its owner."""
        facade = self.reads
        heads = list(facade.unassigned_bounties())
        if not heads:
            self.shell.show_error(self.tr("Every bounty is assigned."))
            return
        victim: ChoiceDialog[str] = ChoiceDialog(
            self.tr("Assign a bounty"), self.tr("Whose bounty?"), heads, self.tr("Next"), self.tab
        )
        if not self.shell.run_dialog(victim):
            return
        pid = victim.value()
        hunter: ChoiceDialog[str] = ChoiceDialog(
            self.tr("Assign a bounty"),
            self.tr("Who busted them?"),
            list(facade.eliminators([pid])),
            self.tr("Assign"),
            self.tab,
        )
        if self.shell.run_dialog(hunter):
            self.shell.send(c.AssignBounty(pid, hunter.value()))

    def pay_out(self) -> None:
        """Pay the player selected in the payouts list."""
        view, model = self.tab.results_view, self.tab.results_model
        rows = sorted({i.row() for i in view.selectionModel().selectedRows()})
        found = (model.row_at(r).player_id for r in rows)
        ids = [i for i in found if i is not None]
        if not ids:
            self.shell.show_error(
                self.tr("Select a player who won a prize in the payouts list first.")
            )
            return
        for player_id in ids:
            if not self.shell.send(c.PayOut(player_id)):
                return


class PayoutsTab(QWidget):
    """The prize pool, places paid and who is paid; the money buttons."""

    def __init__(self, shell: ConsoleShell, reads: PayoutsReads, controls: Controls) -> None:
        super().__init__()
        self.money_actions = MoneyActions(shell, reads, self)
        a = self.money_actions
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.payouts_info = QLabel()
        self.payouts_info.setWordWrap(True)
        left.addWidget(self.payouts_info)
        self.results_model = results_model()
        self.results_view = table_view(self.results_model)
        header = self.results_view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        left.addWidget(self.results_view, 1)
        layout.addLayout(left, 1)
        side = QVBoxLayout()
        self.generate_button = controls.button(
            self.tr("Recalculate payouts"),
            a.generate_payouts,
            self.tr("Share the prize pool by the standard payout table for this field"),
        )
        self.edit_payouts_button = controls.button(self.tr("Edit payouts…"), a.edit_payouts)
        self.deal_button = controls.button(
            self.tr("Deal…"),
            a.deal,
            self.tr("The remaining players split the prizes (ICM, chip chop or even)"),
        )
        self.pay_button = controls.button(
            self.tr("Pay out selected"),
            a.pay_out,
            self.tr("Select a finished player in the list, then pay them their prize"),
        )
        self.lock_payouts_button = controls.button(
            self.tr("Lock payouts"),
            a.toggle_payouts_lock,
            self.tr("Until locked (or the bubble), recalculated payouts follow the prize pool"),
        )
        self.satellite_button = controls.button(
            self.tr("Satellite…"),
            a.satellite,
            self.tr("Pay seats of a target event instead of places, the remainder in cash"),
        )
        self.enter_seats_button = controls.button(
            self.tr("Enter seats in target event"),
            a.enter_seats,
            self.tr(
                "The seat winners selected (none: all of them) are registered and bought in "
                "in the target event"
            ),
        )
        self.assign_bounty_button = controls.button(
            self.tr("Assign bounty…"),
            a.assign_bounty,
            self.tr("A player busted without a named eliminator: say who collects the bounty"),
        )
        for button in (
            self.generate_button,
            self.edit_payouts_button,
            self.lock_payouts_button,
            self.satellite_button,
            self.enter_seats_button,
            self.deal_button,
            self.pay_button,
            self.assign_bounty_button,
        ):
            button.setMinimumHeight(40)
            side.addWidget(button)
        side.addStretch(1)
        layout.addLayout(side)
        # kept for callers that read the plain place/prize pairs
        self.payouts_model = pairs_model([self.tr("Place"), self.tr("Prize")])

    def table_line(self, table: PayoutTableChoice, locked: bool, currency: str) -> str:
        """The payout table the prizes follow, as the director chose it: "Steep payout
        table, prizes in units of € 10: they follow the prize pool." """
        curve = {
            PayoutCurve.STANDARD: self.tr("Standard payout table"),
            PayoutCurve.STEEP: self.tr("Steep payout table"),
            PayoutCurve.FLAT: self.tr("Flat payout table"),
        }[table.curve]
        text = self.tr("%1, prizes in units of %2").replace("%1", curve)
        text = text.replace("%2", money(table.unit, currency))
        if locked:
            return text + ": " + self.tr("locked as it is.")
        return text + ": " + self.tr("they follow the prize pool until the bubble.")

    def satellite_info(self, clock: ClockScreenModel, facade: PayoutsInfoReads) -> str:
        """A satellite's payouts: the seats and the rule in force, the target event, and
        what happens when as many players are left as seats."""
        terms = facade.satellite_terms()
        target = terms.target_name if terms is not None and terms.target_name else "—"
        text = (
            self.tr("Satellite to %1 · prize pool %2: %3.")
            .replace("%1", target)
            .replace("%2", clock.prize_pool)
            .replace("%3", clock.satellite)
        )
        if clock.seats_won:
            return text + " " + self.tr("Seats won — the satellite is over.")
        return (
            text
            + " "
            + self.tr(
                "The seats follow the prize pool; play stops when as many players are left "
                "as seats."
            )
        )

    def show_info(self, places: int, clock: ClockScreenModel, facade: PayoutsInfoReads) -> None:
        """The prize pool and how many places are paid (or how to set the payouts); a table
        that no longer adds up to the pool is flagged; the bounties."""
        pool = clock.prize_pool
        if clock.satellite:  # seats, and the rule in force, in words
            text = self.satellite_info(clock, facade)
        elif places == 0:
            text = self.tr(
                "Prize pool %1. No payouts yet: press “Recalculate payouts” or “Edit payouts…”."
            ).replace("%1", pool)
        else:
            text = (
                self.tr("Prize pool %1 · %2 places paid.")
                .replace("%1", pool)
                .replace("%2", str(places))
                + " "
                + self.tr("To pay a player, select their line and press “Pay out selected”.")
            )
        self.lock_payouts_button.setText(
            self.tr("Unlock payouts") if facade.payouts_locked() else self.tr("Lock payouts")
        )
        table = facade.payouts_table()
        if places and table is not None:
            text += "\n" + self.table_line(table, facade.payouts_locked(), facade.currency())
        warning = facade.payouts_warning()
        if warning:  # a locked or hand-set table that no longer adds up to the pool
            text = warning + ". " + text
        bounties = facade.bounty_line()
        if bounties:
            text += "\n" + bounties
        self.payouts_info.setText(text)
        self.payouts_info.setStyleSheet("color: #b00020; font-weight: bold;" if warning else "")

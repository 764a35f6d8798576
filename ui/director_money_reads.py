"""The money and chip reads of the director's facade: payouts, results, bounties, chip
counts and the checks the console shows against them (a base of
:class:`ui.director_reads.DirectorReads`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.money import PayoutTableChoice, payout_table
from tournament.service import commands as c
from tournament.service import views
from tournament.service.aggregate import Tournament
from tournament.service.colour_up import ColourUpDue, colour_ups_due, race_preview
from tournament.service.handlers.money import decide_payouts
from tournament.service.receipts import BuyInReceipt, PayoutReceipt, buy_in_receipt, payout_receipt
from tournament.service.records import SatelliteTerms
from tournament.service.satellite import payouts_in_force, seat_payouts_now
from tournament.service.views import PlayerView
from ui.domain_text import domain_text
from ui.satellite_words import satellite_line, seat_lines
from ui.viewmodels import CountRow, PayoutLine, RaceRow, format_chips
from ui.wording import money, ordinal

__all__ = ["MoneyReads", "seat_place", "sort_key"]


def sort_key(p: PlayerView) -> tuple[int, int, int, int]:
    """Players in the console's order: seated by table and seat, registered, then by place."""
    if p.status == "active":
        return (0, p.table or 0, p.seat or 0, p.number)
    if p.status == "registered":
        return (1, 0, 0, p.number)
    return (2, p.place or 0, 0, p.number)


def seat_place(table: int, seat: int) -> str:
    """``Table 3 seat 7`` in the console's language."""
    text = QCoreApplication.translate("Facade", "Table %1 seat %2")
    return text.replace("%1", str(table)).replace("%2", str(seat))


def _by_share(share: tuple[str, int]) -> tuple[int, str]:
    return (-share[1], share[0].casefold())


class MoneyReads:
    """Payouts, results, bounties and chip counts, worded for the console and clock."""

    now: Callable[[], int]
    _lines: tuple[tuple[tuple[int, ...], str], tuple[tuple[str, str], ...]] | None
    _deal_lines: tuple[object, tuple[tuple[str, str], ...]] | None = None

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        raise NotImplementedError

    def _currency(self) -> str:
        settings = self.t.settings
        return settings.buy_in.currency if settings is not None else "EUR"

    def currency(self) -> str:
        """The currency code prizes are paid in (e.g. ``EUR``)."""
        return self._currency()

    def _name(self, player_id: str) -> str:
        return self.t.player(player_id).name

    def payouts(self) -> Sequence[tuple[str, str]]:
        """Places paid and their prizes; after a deal, what the deal pays each player (and
        what is left to play for) in place of the places it shares."""
        t = self.t
        seats = payouts_in_force(t)
        if seats is not None:  # a satellite pays seats, not places
            return seat_lines(seats, self._currency())
        lines = self._payout_lines(t.summary().payouts, self._currency())
        deal = self.deal_shares()
        if deal is None:
            return lines
        shares, play_for = deal
        key = (shares, play_for, lines)
        if self._deal_lines is None or self._deal_lines[0] != key:
            currency = self._currency()
            out = [(name, money(cents, currency)) for name, cents in shares]
            if play_for:
                left = QCoreApplication.translate("Facade", "Left to play for")
                out.append((left, money(play_for, currency)))
            self._deal_lines = (key, (*out, *lines[len(shares) :]))
        return self._deal_lines[1]

    def deal_shares(self) -> tuple[tuple[tuple[str, int], ...], int] | None:
        """The deal made: each player's name and amount (cents, largest first) and the
        amount left to play for; None without a deal."""
        deal = self.t.meta.deal
        if deal is None:
            return None
        shares = sorted(((self._name(x.player), x.amount) for x in deal.amounts), key=_by_share)
        return tuple(shares), deal.play_for

    def _payout_lines(self, amounts: tuple[int, ...], currency: str) -> tuple[tuple[str, str], ...]:
        """(place, prize) worded; kept while the payouts stay (the clock screen asks for
        them several times a second, a large field pays a thousand places)."""
        key = (amounts, currency)
        if self._lines is None or self._lines[0] != key:
            lines = tuple((ordinal(i), money(a, currency)) for i, a in enumerate(amounts, 1))
            self._lines = (key, lines)
        return self._lines[1]

    def satellite_terms(self) -> SatelliteTerms | None:
        """The satellite's terms (None: the event pays places)."""
        return self.t.meta.satellite

    def seat_winners(self) -> Sequence[str]:
        """The players who won a seat when the satellite's play stopped (ids)."""
        return self.t.meta.seat_winners

    def satellite_line(self) -> str:
        """The seats and the rule in force in words ("4 seats of € 1,100 · € 260 to 5th");
        "" when the event is not a satellite."""
        seats = payouts_in_force(self.t)
        return "" if seats is None else satellite_line(seats, self._currency())

    def satellite_preview(self, terms: SatelliteTerms) -> str:
        """What ``terms`` would pay with the prize pool as it is, in words (or why not)."""
        try:
            seats = seat_payouts_now(terms, self.t.prize_pool())
        except DomainError as refusal:
            return domain_text(str(refusal))
        return satellite_line(seats, self._currency())

    def _seat_results(self) -> list[PayoutLine]:
        """A satellite's lines: the seats (who won them, once play stopped) and the cash of
        the remainder's place."""
        t = self.t
        seats = payouts_in_force(t)
        assert seats is not None
        currency = self._currency()
        winners = [t.player(pid) for pid in t.meta.seat_winners]
        if not winners:
            return [PayoutLine(what, "—", amount) for what, amount in seat_lines(seats, currency)]
        seat = QCoreApplication.translate("Satellite", "Seat")
        rows = [
            PayoutLine(
                seat,
                p.name,
                money(t.prize_for(p.player_id), currency),
                self._paid(p.paid),
                p.player_id,
            )
            for p in sorted(winners, key=lambda r: r.number)
        ]
        if seats.remainder_place:
            place = seats.remainder_place
            at = t.players_at(place)
            name = at[0].name if at else "—"
            rows.append(
                PayoutLine(
                    ordinal(place),
                    name,
                    money(seats.remainder, currency),
                    self._paid(at[0].paid) if at else "",
                    at[0].player_id if at else None,
                )
            )
        return rows

    @staticmethod
    def _paid(paid: int) -> str:
        return (
            QCoreApplication.translate("Facade", "Paid")
            if paid
            else QCoreApplication.translate("Facade", "To pay")
        )

    def results(self) -> Sequence[PayoutLine]:
        """Paid places with who finished there (or holds a deal share) and whether paid."""
        t = self.t
        if t.meta.satellite is not None:
            return self._seat_results()
        currency = self._currency()
        payouts = t.summary().payouts
        rows: list[tuple[int, PayoutLine]] = []
        taken: set[int] = set()
        # only players at a paid place or in a deal can have a prize: look at those alone
        deal = t.meta.deal
        winners = {r.player_id: r for i in range(1, len(payouts) + 1) for r in t.players_at(i)}
        for share in deal.amounts if deal is not None else ():
            winners[share.player] = t.player(share.player)
        for record in sorted(winners.values(), key=lambda r: r.number):
            p = views.player_view(t, record)
            if p.prize <= 0:
                continue
            place = ordinal(p.place) if p.place else QCoreApplication.translate("Facade", "Deal")
            state = (
                QCoreApplication.translate("Facade", "Paid")
                if p.paid
                else QCoreApplication.translate("Facade", "To pay")
            )
            rows.append(
                (
                    p.place or 0,
                    PayoutLine(place, p.name, money(p.prize, currency), state, p.player_id),
                )
            )
            if p.place:
                taken.add(p.place)
        if t.meta.deal is None:
            lines = self._payout_lines(payouts, currency)  # a large field pays 1,000+ places
            for i, (place_text, prize) in enumerate(lines, 1):
                if i not in taken:
                    rows.append((i, PayoutLine(place_text, "—", prize)))
        return [row for _, row in sorted(rows, key=lambda x: (x[0], x[1].player))]

    def payouts_refusal(self, amounts: Sequence[int]) -> str:
        """Why the event would refuse these prizes (cents, first place first): the checks of
        the command itself, run without setting them ("" when it would set them)."""
        try:
            decide_payouts(self.t, c.SetPayouts(tuple(amounts)), 0, random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def payout_table(self, choice: PayoutTableChoice) -> Sequence[int]:
        """The prizes (cents, first place first) a chosen payout table gives this event's
        prize pool and entries; raises DomainError (a MoneyError) saying why it cannot."""
        t = self.t
        summary, settings = t.summary(), t.settings
        if settings is None or summary.entries == 0 or summary.prize_pool == 0:
            raise DomainError("Nobody has paid an entry yet; there is no prize pool to share")
        b = settings.buy_in
        return payout_table(choice, summary.prize_pool, summary.entries, b.buy_in, b.fee)

    def payout_amounts(self) -> Sequence[int]:
        """The prize of each paid place in cents, first place first."""
        return self.t.summary().payouts

    def bounties_on(self) -> bool:
        """True when players carry a bounty (the bust dialog then asks who busted them)."""
        settings = self.t.settings
        return settings is not None and settings.buy_in.bounty > 0

    def count_rows(self, player_ids: Sequence[str] = ()) -> Sequence[CountRow]:
        """Players whose stacks can be counted (these, or every player still in)."""
        wanted = set(player_ids)
        return [
            CountRow(p.player_id, p.name, p.table, p.seat, p.stack)
            for p in sorted(self.t.players_view(), key=sort_key)
            if p.status == "active" and (not wanted or p.player_id in wanted)
        ]

    def chips_in_play(self) -> int:
        """The chips the entries, rebuys and add-ons put in play (less colour-ups)."""
        return self.t.summary().chips_in_play

    def colour_ups_due(self) -> Sequence[ColourUpDue]:
        """The chips to race off at this break or the next, smallest first."""
        return colour_ups_due(self.t, self.now())

    def race_preview(self, denomination: int, to: int) -> Sequence[RaceRow]:
        """Each table's race of ``denomination`` into ``to`` chips, before it is run."""
        rows = []
        for race in race_preview(self.t, denomination, to):
            table = (
                QCoreApplication.translate("Facade", "Table %1").replace("%1", str(race.table))
                if race.table
                else QCoreApplication.translate("Facade", "Not seated")
            )
            racers = " · ".join(f"{self._name(p)}: {n}" for p, n in race.racers)
            raced = f"{race.raced_chips} × {format_chips(to)}"
            rows.append(RaceRow(table, racers or "-", format_chips(race.odd_value), raced))
        return rows

    def chips_check(self) -> str:
        """Recorded stacks against the chips the entries, rebuys and add-ons put in play."""
        t = self.t
        check = t.chip_check()
        if check.expected == 0:
            return ""
        text = (
            QCoreApplication.translate("Facade", "Chips issued: %1 · recorded stacks total %2")
            .replace("%1", format_chips(check.expected))
            .replace("%2", format_chips(check.counted))
        )
        diff = check.difference
        if diff == 0:
            return text + " · " + QCoreApplication.translate("Facade", "the count matches.")
        if diff < 0:
            note = QCoreApplication.translate(
                "Facade", "%1 short: record chip counts after bust-outs"
            ).replace("%1", format_chips(-diff))
        else:
            note = QCoreApplication.translate(
                "Facade", "%1 more than issued: check the counts"
            ).replace("%1", format_chips(diff))
        return text + " · " + note + "."

    def payouts_warning(self) -> str:
        """What is wrong with the payout table against the pool ("" when it adds up)."""
        return self.t.summary().payouts_warning

    def payouts_locked(self) -> bool:
        """Whether the director locked the payout table."""
        return self.t.meta.payouts_locked

    def payouts_table(self) -> PayoutTableChoice | None:
        """The payout table the director chose, which the prizes follow (None: none)."""
        return self.t.meta.payouts_table

    def bubble_burst(self) -> bool:
        """True when no more players are left than places paid (payouts set)."""
        s = self.t.summary()
        return s.places_paid > 0 and s.in_the_money and not s.finished

    def can_rebuy_on_bust(self, player_id: str) -> bool:
        """Whether a player who lost every chip may rebuy instead of busting now."""
        return self.t.can(c.Rebuy(player_id, busted=True), self.now())

    def eliminators(self, player_ids: Sequence[str]) -> Sequence[tuple[str, str]]:
        """Who may have busted these players: "Name · Table 2 seat 5", the busted players'
        table first, then by table and seat."""
        t = self.t
        where = [t.location(p) for p in player_ids]
        busted_at = {w[0] for w in where if w is not None}
        rows = [r for r in self.count_rows() if r.player_id not in player_ids]
        rows.sort(key=lambda r: (r.table not in busted_at, r.table or 0, r.seat or 0))
        return [
            (
                f"{r.name} · {seat_place(r.table, r.seat)}" if r.table and r.seat else r.name,
                r.player_id,
            )
            for r in rows
        ]

    def unassigned_bounties(self) -> Sequence[tuple[str, str]]:
        """Bounties of players busted without a named eliminator: (name and amount, id)."""
        currency = self._currency()
        return [
            (f"{self._name(x.player_id)} · {money(x.amount, currency)}", x.player_id)
            for x in self.t.unassigned_bounties()
        ]

    def bounty_line(self) -> str:
        """Bounties collected, paid and outstanding ("" when the event has no bounties)."""
        if not self.bounties_on():
            return ""
        b = self.t.bounties()
        currency = self._currency()
        text = (
            QCoreApplication.translate(
                "Facade", "Bounties: %1 collected · %2 paid · %3 outstanding"
            )
            .replace("%1", money(b.collected, currency))
            .replace("%2", money(b.paid, currency))
            .replace("%3", money(b.outstanding, currency))
        )
        if b.unassigned:
            text += " · " + QCoreApplication.translate("Facade", "%1 unassigned").replace(
                "%1", money(b.unassigned, currency)
            )
        return text

    def buy_in_receipt(self, player_id: str) -> BuyInReceipt:
        """What a player paid in, entry by entry (DomainError: nothing bought)."""
        return buy_in_receipt(self.t, player_id)

    def payout_receipt(self, player_id: str) -> PayoutReceipt:
        """A player's prize and what has been paid of it (DomainError: no prize)."""
        return payout_receipt(self.t, player_id)

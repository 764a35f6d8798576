"""What a rehearsal assumes: the event as planned, the field, the dealers and the bots.

Every assumption of the simulation is a field here (frozen values, checked on creation)
and :func:`describe` states them in words for the report, so a director reads what was
assumed next to what was predicted.

>>> from tournament.structure_io import load_preset
>>> plan = EventPlan(load_preset("nlhe-turbo"), entries=(100, 140))
>>> plan.table_size, plan.entries
(9, (100, 140))
>>> DealerSpeed().hands_per_hour("F7S") < DealerSpeed().hands_per_hour("NT")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournament.errors import DomainError
from tournament.games import game as variant_of
from tournament.games import short_name
from tournament.phrases import Words, english, fill
from tournament.rehearsal.days import DayPlan
from tournament.rehearsal.flights import FlightField, check_flights
from tournament.structure import Structure

__all__ = [
    "BotSettings",
    "DealerSpeed",
    "EventPlan",
    "RehearsalSettings",
    "describe",
]

MINUTE_MS = 60_000


@dataclass(frozen=True, slots=True)
class EventPlan:
    """The event as planned: structure, expected entries, late registration, tables.

    ``entries`` is the range of players expected (each run draws a number in it,
    inclusive). ``seated_at_start`` is the share of them in their seats when the clock
    starts; the others arrive at random instants until late registration closes (the end
    of level ``late_registration_level``; 0 = no late registration, everyone starts).
    A busted player re-enters with probability ``re_entry_rate`` while late registration
    is open, up to ``max_entries`` entries in all (1 = freezeout). ``paid_percent`` of the
    entries are paid (the bubble is the last place out of the money).

    With ``entries_include_re_entries`` the range is the number of *entries* expected,
    re-entries included (what a festival's past results give): each re-entry then takes
    the place of a player who would have entered later, so a run has exactly the number
    of entries it drew (unless too few players bust before late registration closes).
    """

    structure: Structure
    entries: tuple[int, int] = (100, 120)
    table_size: int = 9
    late_registration_level: int = 6
    seated_at_start: float = 0.7
    max_entries: int = 2
    re_entry_rate: float = 0.3
    paid_percent: int = 15
    name: str = "Rehearsal"
    entries_include_re_entries: bool = False
    flights: tuple[FlightField, ...] = ()
    """Starting flights (:mod:`tournament.rehearsal.flights`): each its own field of its
    own entries (``entries`` is then not used), bagged at the end of Day 1; none: one field."""

    def __post_init__(self) -> None:
        low, high = self.entries
        if not 2 <= low <= high <= 100_000:
            raise DomainError(
                f"The expected entries must be a range of 2 to 100,000 players, "
                f"lowest first (got {low} to {high})"
            )
        if not 2 <= self.table_size <= 10:
            raise DomainError(f"A table has between 2 and 10 seats (got {self.table_size})")
        for code in self.structure.games:
            most = variant_of(code).max_players
            if self.table_size > most:
                raise DomainError(
                    f"{short_name(code)} is played by at most {most} players; "
                    f"the tables have {self.table_size} seats"
                )
        if not 0 <= self.late_registration_level <= len(self.structure.levels):
            raise DomainError(
                f"Late registration closes after a level of the structure (0 to "
                f"{len(self.structure.levels)}), not {self.late_registration_level}"
            )
        if not 0.0 < self.seated_at_start <= 1.0:
            raise DomainError(
                "The share of players seated at the start is more than 0 and at most 1"
            )
        if not 0.0 <= self.re_entry_rate <= 1.0:
            raise DomainError("The re-entry rate is a probability between 0 and 1")
        if self.max_entries < 1:
            raise DomainError("Each player has at least one entry")
        if not 0 < self.paid_percent <= 100:
            raise DomainError("The share of the field paid is more than 0 and at most 100 %")
        check_flights(self.flights)


_DEFAULT_SPEED = (
    ("hold'em", 30.0),
    ("omaha", 27.0),
    ("stud", 22.0),
    ("razz", 22.0),
    ("draw", 22.0),
)


def family(code: str) -> str:
    """The dealer-speed family of a game code: hold'em, omaha, stud, razz or draw."""
    if code == "FR":
        return "razz"
    if code.startswith("F7S"):
        return "stud"
    if "O" in code[1:]:
        return "omaha"
    if code.endswith("D") or code == "FB":
        return "draw"
    return "hold'em"


@dataclass(frozen=True, slots=True)
class DealerSpeed:
    """How fast dealers deal: hands per hour at a full table, by family of game.

    A table of seven or more players dealt in deals at the family's rate; three to six
    dealt in (a six-max table, a short table) deal ``short_handed`` times as many hands
    an hour, heads-up ``heads_up`` times as many (televised heads-up plays about 25 an
    hour). Each hand's length varies at random by up to ``± jitter`` of itself. Each run
    multiplies every rate by its own factor drawn around 1 (log-normal, ``spread`` its
    standard deviation): how fast this event's dealers and players really are is not
    known in advance. During hand-for-hand every round waits for the slowest table, plus
    ``hand_for_hand_pause_s`` for the floor to announce and restart.
    """

    per_hour: tuple[tuple[str, float], ...] = _DEFAULT_SPEED
    short_handed: float = 1.3
    heads_up: float = 0.85
    jitter: float = 0.25
    hand_for_hand_pause_s: float = 45.0
    spread: float = 0.08

    def __post_init__(self) -> None:
        if any(rate <= 0 for _, rate in self.per_hour):
            raise DomainError("Dealers deal more than zero hands per hour")
        if self.short_handed <= 0 or self.heads_up <= 0:
            raise DomainError("Short-handed and heads-up tables deal more than zero hands")
        if not 0.0 <= self.jitter < 1.0 or not 0.0 <= self.spread <= 1.0:
            raise DomainError("The variation of a hand is below 1 and of a run 0 to 1")
        if self.hand_for_hand_pause_s < 0:
            raise DomainError("The hand-for-hand pause cannot be negative")

    def hands_per_hour(self, code: str, dealt: int = 9) -> float:
        """Hands per hour of the game ``code`` with ``dealt`` players dealt in."""
        rates = dict(self.per_hour)
        rate = rates.get(family(code), rates.get("hold'em", 30.0))
        if dealt <= 2:
            return rate * self.heads_up
        if dealt <= 6:
            return rate * self.short_handed
        return rate


@dataclass(frozen=True, slots=True)
class BotSettings:
    """How the simulated players play (see :mod:`tournament.rehearsal.bots`); the named
    field profiles are in :mod:`tournament.rehearsal.profiles`.

    With ``push_fold_bb`` big blinds or fewer a player moves all-in or folds; deeper, it
    raises, calls or folds by hand strength. ``tight_share`` of the players are tight (they
    play the best ``tight_range`` of starting hands), the others loose (``loose_range``).
    After the flop a player calls a bet with a hand beating ``call_strength`` of the hands
    it may face (more for a bigger bet). Each run multiplies the ranges by its own factor
    drawn around 1 (log-normal, ``spread`` its standard deviation): how loose this
    event's field really is is not known in advance. The defaults are the festival
    regular profile.
    """

    push_fold_bb: float = 10.0
    tight_share: float = 0.55
    tight_range: float = 0.254
    loose_range: float = 0.508
    open_raise_bb: float = 2.5
    call_strength: float = 0.55
    spread: float = 0.55
    name: str = "festival regular"

    def __post_init__(self) -> None:
        if self.push_fold_bb < 0 or self.open_raise_bb < 2:
            raise DomainError(
                "Push/fold depth is at least 0 and an open raise at least 2 big blinds"
            )
        for share in (
            self.tight_share,
            self.tight_range,
            self.loose_range,
            self.call_strength,
            self.spread,
        ):
            if not 0.0 <= share <= 1.0:
                raise DomainError("Shares of players and of hands are between 0 and 1")


@dataclass(frozen=True, slots=True)
class RehearsalSettings:
    """One rehearsal: the plan, the dealers, the bots, how many runs and from which seed.

    ``start_ms`` is the instant the clock starts (ms since the epoch; time is never read).
    ``hand_for_hand`` plays the bubble hand for hand. ``sample_ms`` is the spacing of the
    players-left and tables-running curves. ``stop_after_level`` (0: play to the end)
    stops each run once that level is over (a check of the early levels only). ``days``
    plays the event by days (:mod:`tournament.rehearsal.days`; the first day starts at
    ``start_ms``); empty, it is played straight through.
    """

    plan: EventPlan
    speed: DealerSpeed = field(default_factory=DealerSpeed)
    bots: BotSettings = field(default_factory=BotSettings)
    runs: int = 20
    seed: int = 1
    start_ms: int = 1_767_290_400_000  # 2026-01-01 18:00 UTC
    hand_for_hand: bool = True
    sample_ms: int = 15 * MINUTE_MS
    stop_after_level: int = 0
    days: DayPlan = field(default_factory=DayPlan)

    def __post_init__(self) -> None:
        if not 1 <= self.runs <= 10_000:
            raise DomainError(f"Rehearse 1 to 10,000 runs, not {self.runs}")
        if self.sample_ms < MINUTE_MS:
            raise DomainError("Sample the curves at most once a minute")
        if self.plan.flights and len(self.days.days) < 2:
            raise DomainError(
                "Flights need a day plan of two days or more: each flight bags at the end "
                "of Day 1, Day 2 brings the bags together"
            )


def _days_text(plan: DayPlan, tr: Words = english) -> str:
    if not plan.days:
        return tr("Played straight through (no days: no night's stop).")
    parts = []
    for number, day in enumerate(plan.days, 1):
        start = f"{int(day.start_h):02d}:{round(day.start_h % 1 * 60):02d}"
        if day.to_level and day.to_players:
            end = f"to the end of level {day.to_level} or {day.to_players} players"
        elif day.to_level:
            end = f"to the end of level {day.to_level}"
        elif day.to_players:
            end = f"to {day.to_players} players"
        else:
            end = "to the end"
        parts.append(tr(f"Day {number} from {start} {end}"))
    return fill(tr("Days: %1 (a run not over by then plays on the next day)."), "; ".join(parts))


def _flights_text(plan: EventPlan, tr: Words = english) -> list[str]:
    if not plan.flights:
        return []
    parts = []
    for f in plan.flights:
        low, high = f.entries
        count = f"{low:,}" if low == high else f"{low:,} to {high:,}"
        start = f"{int(f.start_h):02d}:{round(f.start_h % 1 * 60):02d}"
        date = f" +{f.day}" if f.day else ""
        parts.append(tr(f"{f.code} at {start}{date} ({count} entries)"))
    return [
        fill(
            tr(
                "Flights: %1. Each flight is its own field to the end of Day 1; every flight's "
                "survivors bag their stacks and Day 2 brings them together (seats drawn at "
                "random, the level after the last one played), on the date after the last "
                "flight. The places paid are counted over the entries of every flight."
            ),
            "; ".join(parts),
        )
    ]


def describe(settings: RehearsalSettings, tr: Words = english) -> list[str]:
    """The assumptions, one sentence each, for the report; ``tr`` translates a finished
    English sentence (the console passes :func:`ui.domain_text.domain_text`: the domain
    catalog lists these sentences' templates)."""
    plan, speed, bots = settings.plan, settings.speed, settings.bots
    low, high = plan.entries
    if plan.flights:
        low = sum(f.entries[0] for f in plan.flights)
        high = sum(f.entries[1] for f in plan.flights)
    counted = "Entries (re-entries included)" if plan.entries_include_re_entries else "Players"
    late = (
        f"late registration until the end of level {plan.late_registration_level}"
        if plan.late_registration_level
        else "no late registration"
    )
    rates = ", ".join(f"{name} {rate:g}" for name, rate in speed.per_hour)
    uncertain = (
        f"Each run draws its own field looseness (±{bots.spread:.0%}) and dealer speed "
        f"(±{speed.spread:.0%}, one standard deviation), so the 10-90 % band covers what is "
        "not known about this field and these dealers as well as the luck of the cards."
    )
    first = [
        f"Structure: {plan.structure.name}, {plan.structure.starting_stack:,} chips, "
        f"{plan.table_size}-handed tables.",
        f"{counted}: {low:,} to {high:,} (each run draws one number); "
        f"{plan.seated_at_start:.0%} seated at the start, the others arrive evenly "
        f"during {late}.",
        f"Re-entry: {plan.re_entry_rate:.0%} of the players busted during late registration "
        f"re-enter, at most {plan.max_entries} entries each.",
        f"Paid: {plan.paid_percent} % of the entries.",
        f"Dealers (hands per hour at a full table): {rates}; with 3 to 6 players dealt in "
        f"{speed.short_handed:g} times as many, heads-up {speed.heads_up:g} times; each hand "
        f"varies by up to ±{speed.jitter:.0%}.",
        "The bubble is played hand for hand "
        f"(+{speed.hand_for_hand_pause_s:g} s per round for the floor)."
        if settings.hand_for_hand
        else "The bubble is not played hand for hand.",
        f"Field: {bots.name}. Players push or fold at {bots.push_fold_bb:g} big blinds or "
        "less (ranges by stack and position as push/fold charts give them); deeper, they "
        f"open to {bots.open_raise_bb:g} big blinds; {bots.tight_share:.0%} play tight "
        f"(best {bots.tight_range:.0%} of hands), the others loose "
        f"(best {bots.loose_range:.0%}).",
        uncertain,
    ]
    last = [
        "No deal: every event is played to one winner. No rebuys or add-ons.",
        f"{settings.runs} runs from seed {settings.seed}.",
    ]
    return [
        *(tr(x) for x in first),
        _days_text(settings.days, tr),
        *_flights_text(plan, tr),
        *(tr(x) for x in last),
    ]

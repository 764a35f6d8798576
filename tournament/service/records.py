"""The aggregate's state as immutable records (frozen dataclasses, JSON-able through the codec).

The :class:`~tournament.service.aggregate.Tournament` keeps its state in these values only:
settings and structure, one :class:`PlayerRecord` per player, one :class:`EntryRecord` per
paid entry (buy-in, re-entry, rebuy, add-on), one
:class:`~tournament.service.tournament_table.TournamentTable` per table (the table module's
own value with its rotation), the :class:`ClockState` and the floor-wide :class:`Meta`. Every
record is immutable: a command replaces the records it changes, and undo puts back the
records it replaced (see :mod:`tournament.service.journaled_records`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tournament.engine.rules import Rules

__all__ = [
    "BuyInSettings",
    "ChipCount",
    "ClockState",
    "Deal",
    "Elimination",
    "EntryKind",
    "EntryRecord",
    "FloorRules",
    "LevelSpec",
    "Meta",
    "PlayerAmount",
    "PlayerPlace",
    "PlayerRecord",
    "PlayerStatus",
    "RotationSettings",
    "Settings",
]

PlayerStatus = Literal["registered", "active", "eliminated"]
EntryKind = Literal["buy_in", "re_entry", "rebuy", "add_on"]

MINUTE_MS = 60_000


@dataclass(frozen=True, slots=True)
class LevelSpec:
    """One level or break of the structure, as the service stores it.

    This is only the flat, JSON-able form of a :mod:`tournament.structure` step that the
    console and the database exchange; what a level *means* (which amounts each game uses,
    level numbers, overtime) is :class:`tournament.structure.Level` /
    :class:`~tournament.structure.Break`, and :mod:`tournament.service.structures` converts
    both ways without loss.

    ``game`` is a PHH variant code (``"NT"``, ``"F7S"``...); ``games`` (optional) lists every
    game of a mixed level (``game`` is then its first). ``ante_kind`` is the structure's
    ``AnteKind`` value; when empty it is ``big_blind`` if ``big_blind_ante`` is set, else
    ``per_player`` for a button game with an ante. A break has ``is_break=True`` and may
    list chip denominations coloured up during it.
    """

    game: str = "NT"
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    duration_ms: int = 20 * MINUTE_MS
    is_break: bool = False
    big_blind_ante: bool = False
    colour_up: tuple[int, ...] = ()
    games: tuple[str, ...] = ()
    ante_kind: str = ""


@dataclass(frozen=True, slots=True)
class BuyInSettings:
    """Money and chips of each kind of entry, in cents and chips.

    ``max_entries`` counts the first buy-in: 1 is a freezeout, 2 allows one re-entry.
    ``late_registration_level`` is the last level number (1-based) at which buy-ins and
    re-entries are accepted (0: only before the clock starts).
    Rebuys are allowed while the level number is <= ``rebuy_until_level`` and the player's
    stack is <= ``rebuy_stack_limit``; add-ons while the level number is <= ``add_on_until_level``.
    ``bounty`` (when > 0) goes on the player's head: ``fixed`` pays the whole head to the
    eliminator, ``progressive`` (PKO) pays ``100 - pko_head_share_percent`` % in cash and adds
    the rest to the eliminator's head. ``paid_percent``: the share of the field a generated
    payout table pays. This flat record is converted to :class:`tournament.money.BuyInSettings`
    (see :func:`tournament.service.adapters.money_settings`), whose rules apply.
    """

    buy_in: int = 10_000
    fee: int = 0
    starting_stack: int = 20_000
    bounty: int = 0
    max_entries: int = 1
    late_registration_level: int = 6
    rebuy_cost: int = 0
    rebuy_chips: int = 0
    max_rebuys: int = 0
    rebuy_until_level: int = 0
    rebuy_stack_limit: int = 0
    add_on_cost: int = 0
    add_on_chips: int = 0
    add_on_until_level: int = 0
    added_money: int = 0
    guarantee: int = 0
    currency: str = "EUR"
    bounty_kind: Literal["fixed", "progressive"] = "fixed"
    pko_head_share_percent: int = 50
    paid_percent: int = 15


@dataclass(frozen=True, slots=True)
class FloorRules:
    """When tables are balanced, when a short table halts and which tables break first.

    - ``balance_trigger``: balance when the longest table has more than this many players
      over the shortest (1 keeps tables within one player; 2 is also common).
    - ``halt_short_by``: play halts on a table this many players short of the longest
      (TDA 11D: 3), ``halt_only_at_big_blind``: only once an open seat lies where the big
      blind goes next (otherwise as soon as it is that short).
    - ``break_order``: the tables to break first, in order (TDA 10); tables not listed
      break from the highest number down.
    """

    balance_trigger: int = 1
    halt_short_by: int = 3
    halt_only_at_big_blind: bool = True
    break_order: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Settings:
    """What the director set when creating the tournament (``floor``: changed later with
    :class:`~tournament.service.commands.SetFloorRules`)."""

    name: str
    buy_in: BuyInSettings
    table_count: int
    table_size: int
    floor: FloorRules = field(default_factory=FloorRules)


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player as the floor knows them (their seat is in the tables' seats)."""

    player_id: str
    number: int
    name: str
    country: str = ""
    status: PlayerStatus = "registered"
    stack: int = 0
    entries: int = 0
    rebuys: int = 0
    add_ons: int = 0
    bounty: int = 0
    bounties_won: int = 0
    place: int | None = None
    bust_stack: int = 0
    busted_by: str | None = None
    eliminated_at: int | None = None
    paid: int = 0
    moves: int = 0


@dataclass(frozen=True, slots=True)
class EntryRecord:
    """One paid entry: money to the prize pool, the house and the bounty, chips received."""

    entry_id: str
    player_id: str
    kind: EntryKind
    amount: int
    fee: int
    bounty: int
    chips: int
    at: int


@dataclass(frozen=True, slots=True)
class ClockState:
    """The level clock as stored: never a countdown, the instant the level ends.

    While running, ``ends_at`` is the instant the current level ends; while paused or not
    yet started, ``remaining_ms`` is what is left of the current level. The stored form of a
    :class:`tournament.clock.Clock` (``level_index`` is its step; the structure is kept
    apart), whose transitions apply.
    """

    level_index: int = 0
    running: bool = False
    started: bool = False
    ends_at: int | None = None
    remaining_ms: int = 0
    hand_for_hand: bool = False
    resume_after_hand_for_hand: bool = False
    hand_for_hand_hands: int = 0


@dataclass(frozen=True, slots=True)
class RotationSettings:
    """How mixed games rotate: per level (from the structure), per N hands or per orbit."""

    mode: Literal["level", "hands", "orbit"] = "level"
    hands: int = 8
    games: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerAmount:
    """A sum of money (cents) for one player."""

    player_id: str
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerPlace:
    """A player's finishing place."""

    player_id: str
    place: int


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal among the remaining players: how it was computed and who gets what.

    ``play_for``: money kept out of the deal that the players keep playing for (the winner
    gets it on top of his share); ``unit``: the amounts are multiples of it where possible.
    """

    method: Literal["icm", "chip_chop", "even", "custom"]
    amounts: tuple[PlayerAmount, ...]
    play_for: int = 0
    unit: int = 1


@dataclass(frozen=True, slots=True)
class Meta:
    """Floor-wide state that is not a player, an entry, a table or the clock.

    ``chips_adjusted``: chips put into or taken out of play other than by an entry (the
    colour-ups' chip races remove the odd chips), so that chips in play = chips issued by
    the entries + ``chips_adjusted``. ``payouts_follow`` > 0: the payouts were generated
    (about that % of the field paid) and follow the pool until ``payouts_locked`` or the
    bubble bursts; ``payouts_held_back`` is the part of the pool kept out of the table,
    ``payouts_note`` why. ``unassigned_bounties``: the heads of players busted without a
    named eliminator, until the director assigns them. ``hand_for_hand_done``: the tables
    that finished the hand-for-hand hand now being played.
    """

    payouts: tuple[int, ...] = ()
    deal: Deal | None = None
    next_player: int = 1
    next_entry: int = 1
    bust_hands: int = 0
    rotation: RotationSettings = field(default_factory=RotationSettings)
    rules: Rules = field(default_factory=Rules)
    """The rule settings the event's hands are played under."""
    removed_chips: tuple[int, ...] = ()
    finished: bool = False
    chips_adjusted: int = 0
    payouts_follow: int = 0
    payouts_locked: bool = False
    payouts_held_back: int = 0
    payouts_note: str = ""
    unassigned_bounties: tuple[PlayerAmount, ...] = ()
    hand_for_hand_done: tuple[int, ...] = ()
    message: str = ""
    """The director's message on the clock screen ("" = none)."""


@dataclass(frozen=True, slots=True)
class Elimination:
    """A player busted: the place given and the stack they started the hand with.

    ``bounty_cash`` is what the eliminator was paid for the head, ``bounty_to_head`` what was
    added to the eliminator's own head (progressive knockout).
    """

    player_id: str
    place: int
    starting_stack: int
    busted_by: str | None = None
    bounty_cash: int = 0
    bounty_to_head: int = 0


@dataclass(frozen=True, slots=True)
class ChipCount:
    """A player's stack as counted."""

    player_id: str
    stack: int

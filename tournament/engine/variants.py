"""Poker variants as data: streets, cards, betting structure, forced bets, evaluators.

A :class:`Variant` describes a game completely enough for the hand state machine to
play it without a single ``if variant == ...`` branch.  ``VARIANTS`` is keyed by the
PHH game code.

>>> VARIANTS["NT"].name
"No-limit Texas hold'em"
>>> VARIANTS["F7S"].button_game
False
>>> [s.bet_size for s in VARIANTS["F2L3D"].streets]
['small', 'small', 'big', 'big']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["POKERKIT_REPLAY_ALIASES", "VARIANTS", "Betting", "Street", "Variant", "variant"]

Betting = Literal["no-limit", "pot-limit", "fixed-limit"]
Kind = Literal["board", "stud", "draw"]
ForcedBets = Literal["blinds", "bring-in"]
EvaluatorKind = Literal["high", "omaha_high", "a5_low", "8_low", "omaha_8_low", "27_low", "badugi"]


@dataclass(frozen=True, slots=True)
class Street:
    """One street of a variant: what is dealt (or drawn) before its betting round.

    ``hole`` lists, in dealing order, whether each card dealt to every player on this
    street is face up (``True``) or face down (``False``).  ``board`` is the number of
    community cards dealt (after one burn).  ``draw`` means the players discard and
    draw before betting.  ``bet_size`` is the limit unit of the round.
    """

    hole: tuple[bool, ...] = ()
    board: int = 0
    draw: bool = False
    bet_size: Literal["small", "big"] = "small"

    @property
    def hole_count(self) -> int:
        """How many hole cards each player receives on this street."""
        return len(self.hole)


@dataclass(frozen=True, slots=True)
class Variant:
    """A poker game as configuration data (immutable).

    ``high`` / ``low`` name evaluator kinds of ``tournament.cards``; a hi-lo game has
    both, a high-only game ``low=None``, a lowball game ``high=None``.
    ``bring_in_card`` says which up card brings it in on 3rd street in stud games
    ("lowest" for stud and stud 8 with aces high, "highest" for razz with aces low);
    ``exposed_best`` says whether the highest or lowest exposed hand acts first from
    4th street.  ``open_pair_game`` names the rule key ("stud" / "stud8") the
    open-pair big-bet setting applies to, or ``None`` (razz, never).
    """

    code: str
    name: str
    betting: Betting
    kind: Kind
    streets: tuple[Street, ...]
    high: EvaluatorKind | None
    low: EvaluatorKind | None
    max_players: int
    min_players: int = 2
    bring_in_card: Literal["lowest", "highest"] | None = None
    exposed_best: Literal["highest", "lowest"] | None = None
    open_pair_game: Literal["stud", "stud8"] | None = None
    max_discard: int = 0

    @property
    def button_game(self) -> bool:
        """True for games played with a button and blinds (everything but stud)."""
        return self.kind != "stud"

    @property
    def forced_bets(self) -> ForcedBets:
        """``"blinds"`` for button games, ``"bring-in"`` for stud games."""
        return "blinds" if self.button_game else "bring-in"

    @property
    def hi_lo(self) -> bool:
        """True when the pot is split between a high and a low hand."""
        return self.high is not None and self.low is not None

    @property
    def hole_cards(self) -> int:
        """Total hole cards each player holds at the end of the hand."""
        return sum(s.hole_count for s in self.streets)

    @property
    def board_cards(self) -> int:
        """Total community cards dealt in the hand."""
        return sum(s.board for s in self.streets)

    @property
    def draws(self) -> int:
        """Number of drawing rounds."""
        return sum(1 for s in self.streets if s.draw)

    @property
    def limit(self) -> bool:
        """True for fixed-limit betting."""
        return self.betting == "fixed-limit"


_D = False  # face down
_U = True  # face up

_HOLDEM = (
    Street(hole=(_D, _D)),
    Street(board=3),
    Street(board=1, bet_size="big"),
    Street(board=1, bet_size="big"),
)
_OMAHA = (
    Street(hole=(_D, _D, _D, _D)),
    Street(board=3),
    Street(board=1, bet_size="big"),
    Street(board=1, bet_size="big"),
)
_STUD = (
    Street(hole=(_D, _D, _U)),
    Street(hole=(_U,)),
    Street(hole=(_U,), bet_size="big"),
    Street(hole=(_U,), bet_size="big"),
    Street(hole=(_D,), bet_size="big"),
)
_FIVE_DOWN = (_D, _D, _D, _D, _D)
_TRIPLE_DRAW = (
    Street(hole=_FIVE_DOWN),
    Street(draw=True),
    Street(draw=True, bet_size="big"),
    Street(draw=True, bet_size="big"),
)
_SINGLE_DRAW = (Street(hole=_FIVE_DOWN), Street(draw=True, bet_size="big"))
_BADUGI = (
    Street(hole=(_D, _D, _D, _D)),
    Street(draw=True),
    Street(draw=True, bet_size="big"),
    Street(draw=True, bet_size="big"),
)

_BETTING_PREFIX: dict[Betting, tuple[str, str]] = {
    "no-limit": ("N", "No-limit"),
    "pot-limit": ("P", "Pot-limit"),
    "fixed-limit": ("F", "Limit"),
}


def _board_variants() -> list[Variant]:
    out: list[Variant] = []
    for betting, (letter, label) in _BETTING_PREFIX.items():
        out.append(
            Variant(
                f"{letter}T", f"{label} Texas hold'em", betting, "board", _HOLDEM, "high", None, 10
            )
        )
        out.append(
            Variant(
                f"{letter}O", f"{label} Omaha", betting, "board", _OMAHA, "omaha_high", None, 10
            )
        )
        out.append(
            Variant(
                f"{letter}O/8",
                f"{label} Omaha hi-lo 8 or better",
                betting,
                "board",
                _OMAHA,
                "omaha_high",
                "omaha_8_low",
                10,
            )
        )
    return out


def _other_variants() -> list[Variant]:
    return [
        Variant(
            "F7S",
            "Seven card stud",
            "fixed-limit",
            "stud",
            _STUD,
            "high",
            None,
            8,
            bring_in_card="lowest",
            exposed_best="highest",
            open_pair_game="stud",
        ),
        Variant(
            "F7S/8",
            "Seven card stud hi-lo 8 or better",
            "fixed-limit",
            "stud",
            _STUD,
            "high",
            "8_low",
            8,
            bring_in_card="lowest",
            exposed_best="highest",
            open_pair_game="stud8",
        ),
        Variant(
            "FR",
            "Razz",
            "fixed-limit",
            "stud",
            _STUD,
            None,
            "a5_low",
            8,
            bring_in_card="highest",
            exposed_best="lowest",
        ),
        Variant(
            "F2L3D",
            "2-7 lowball triple draw",
            "fixed-limit",
            "draw",
            _TRIPLE_DRAW,
            None,
            "27_low",
            6,
            max_discard=5,
        ),
        Variant(
            "N2L1D",
            "No-limit 2-7 lowball single draw",
            "no-limit",
            "draw",
            _SINGLE_DRAW,
            None,
            "27_low",
            6,
            max_discard=5,
        ),
        Variant("FB", "Badugi", "fixed-limit", "draw", _BADUGI, None, "badugi", 6, max_discard=4),
    ]


VARIANTS: dict[str, Variant] = {v.code: v for v in (*_board_variants(), *_other_variants())}
"""Every playable variant keyed by its PHH code."""


POKERKIT_REPLAY_ALIASES: dict[str, str] = {"FO/8": "PO/8"}
"""Codes to replay pokerkit-written hand histories under.

pokerkit 0.7.7 plays its "FO/8" game with pot-limit betting (its class mixes in
``PotLimitPokerMixin``), the small bet and big bet acting as the minimum bet of each
street.  Such files replay exactly as ``PO/8`` given ``small_bet``/``big_bet``: in a
no-limit or pot-limit hand the engine then takes the minimum bet of each street from
them.  Hands the engine deals itself keep the rulebook's fixed-limit FO/8.
"""


def variant(code: str) -> Variant:
    """Return the variant for a PHH code, with a readable error for an unknown one."""
    try:
        return VARIANTS[code]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise ValueError(f"unknown game code {code!r}; known games: {known}") from None

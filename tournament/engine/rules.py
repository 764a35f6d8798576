"""Rule settings of the hand engine and the named profiles directors pick from.

Every setting of ``shared/reference/rules.md`` is a field of :class:`Rules`; a profile
is a preset, and any setting can be overridden.

>>> Rules.profile("wsop").raise_cap
4
>>> Rules.profile("robert", raise_cap=5).uncap_when
'hand_heads_up'
>>> Rules.from_dict(Rules().to_dict()) == Rules()
True
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from tournament.errors import DomainError

__all__ = ["PROFILES", "Rules", "RulesError"]

UncapWhen = Literal[
    "never", "tournament_heads_up", "hand_heads_up", "round_starts_heads_up", "last_round_heads_up"
]
_CHOICES: dict[str, tuple[str, ...]] = {
    "uncap_when": (
        "never",
        "tournament_heads_up",
        "hand_heads_up",
        "round_starts_heads_up",
        "last_round_heads_up",
    ),
    "bring_in_tie": ("suit", "position"),
    "stud_tie_break": ("position", "suit"),
    "odd_chips": ("one_each", "all_to_first"),
    "bb_ante_order": ("blind_first", "ante_first"),
    "low_odd_chip": ("high_card", "low_card"),
    "stud_exposed_down_card": ("deal_third_down", "misdeal"),
    "wrong_amount": ("tda", "call"),
}


class RulesError(DomainError):
    """A rule setting or profile that does not exist or has an impossible value."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule settings one hand is played under (defaults: the TDA profile).

    - ``raise_cap``: raises allowed after the bet in a limit round (pre-flop the big
      blind is the bet); ``uncap_when`` says when the cap is lifted: ``never``,
      ``tournament_heads_up`` (TDA), ``hand_heads_up`` (Robert's: two players with chips
      left in the hand), ``round_starts_heads_up`` (WSOP live 127: the round began
      heads-up) or ``last_round_heads_up`` (Casinos Austria).  A round capped while three
      or more players were in stays capped.
    - ``check_raise``: off forbids check-raising in limit games (a house rule).
    - ``open_pair_big_bet_stud`` / ``open_pair_big_bet_stud8``: an open pair on 4th
      street allows the big bet (never in razz).
    - ``bring_in_tie``: equal bring-in cards broken by ``suit`` or ``position``.
    - ``stud_tie_break``: equal best exposed hands broken by ``position`` or ``suit``.
    - ``odd_chips``: ``one_each`` (at most one odd chip per winner in a pot) or
      ``all_to_first``.
    - ``low_odd_chip``: stud's low half (stud 8, razz) gives the odd chip to the
      ``high_card`` by suit of the five cards of the winning hand, or the ``low_card``.
    - ``stud_exposed_down_card``: a first or second down card dealt face up means the
      3rd card is dealt down (``deal_third_down``, WSOP live 214) or a ``misdeal``
      (WSOP tournament 88).
    - ``bb_ante_order``: a short big blind pays the ``blind_first`` or ``ante_first``.
    - ``min_chip_unit``: the smallest chip in play, the unit of split pots.
    - ``wrong_amount``: chips pushed out without a word, more than the bet but less than
      a full raise: ``tda`` (TDA 43: half the raise or more over the call is a full
      raise, less a call) or ``call`` (a house rule: anything short of a raise is a call).
    - ``live_straddle``: the house rules allow a live straddle left of the big blind.
    """

    name: str = "tda"
    raise_cap: int = 3
    uncap_when: UncapWhen = "tournament_heads_up"
    open_pair_big_bet_stud: bool = True
    open_pair_big_bet_stud8: bool = True
    bring_in_tie: Literal["suit", "position"] = "suit"
    stud_tie_break: Literal["position", "suit"] = "position"
    odd_chips: Literal["one_each", "all_to_first"] = "one_each"
    bb_ante_order: Literal["blind_first", "ante_first"] = "blind_first"
    low_odd_chip: Literal["high_card", "low_card"] = "high_card"
    stud_exposed_down_card: Literal["deal_third_down", "misdeal"] = "deal_third_down"
    check_raise: bool = True
    min_chip_unit: int = 1
    wrong_amount: Literal["tda", "call"] = "tda"
    live_straddle: bool = False

    def __post_init__(self) -> None:
        for key, allowed in _CHOICES.items():
            value = getattr(self, key)
            if value not in allowed:
                raise RulesError(
                    f"rule setting {key} cannot be {value!r}; choose one of {', '.join(allowed)}"
                )
        for flag in ("check_raise", "live_straddle"):
            if not isinstance(getattr(self, flag), bool):
                raise RulesError(
                    f"{flag} is on or off (true or false), not {getattr(self, flag)!r}"
                )
        if not isinstance(self.raise_cap, int) or self.raise_cap < 1:
            raise RulesError(
                f"raise cap must be a whole number of at least 1, not {self.raise_cap!r}"
            )
        if not isinstance(self.min_chip_unit, int) or self.min_chip_unit < 1:
            raise RulesError(
                f"the smallest chip must be a positive whole number, not {self.min_chip_unit!r}"
            )

    @classmethod
    def profile(cls, name: str = "tda", **overrides: Any) -> Rules:
        """The named profile (tda, wsop, robert, casinos_austria) with settings overridden."""
        try:
            base = PROFILES[name]
        except KeyError:
            raise RulesError(
                f"unknown rules profile {name!r}; choose one of {', '.join(PROFILES)}"
            ) from None
        return base.with_settings(**overrides) if overrides else base

    def with_settings(self, **overrides: Any) -> Rules:
        """A copy with some settings changed (unknown settings are refused)."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(overrides) - known)
        if unknown:
            raise RulesError(f"unknown rule setting(s): {', '.join(unknown)}")
        return replace(self, **overrides)

    def open_pair_big_bet(self, game: str | None) -> bool:
        """Whether an open pair on 4th street allows the big bet in ``game`` (stud/stud8)."""
        if game == "stud":
            return self.open_pair_big_bet_stud
        if game == "stud8":
            return self.open_pair_big_bet_stud8
        return False

    def to_dict(self) -> dict[str, Any]:
        """The settings as a plain dict (for ``_rules`` in PHH files)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rebuild settings from :meth:`to_dict` output; a ``name`` picks the base profile."""
        data = dict(data)
        name = str(data.pop("name", "tda"))
        base = PROFILES.get(name, PROFILES["tda"])
        return replace(base.with_settings(**data), name=name)


PROFILES: dict[str, Rules] = {
    "tda": Rules(),
    "wsop": Rules(
        name="wsop",
        raise_cap=4,
        open_pair_big_bet_stud=False,
        open_pair_big_bet_stud8=False,
        stud_tie_break="suit",
        stud_exposed_down_card="misdeal",
    ),
    "robert": Rules(
        name="robert",
        uncap_when="hand_heads_up",
        open_pair_big_bet_stud8=False,
        low_odd_chip="low_card",
    ),
    "casinos_austria": Rules(name="casinos_austria", uncap_when="last_round_heads_up"),
}
"""The named rule profiles of rules.md."""

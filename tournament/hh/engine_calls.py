"""Each PHH action as its call on the engine, and the hand's starting engine state.

:func:`new_state` sets up a manual :class:`~tournament.engine.HandState` from a
:class:`~tournament.hh.history.HandHistory` (amounts in the replay's whole chips, the
rules the hand is replayed under); :func:`apply` makes one action's engine call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament.cards import CARDS
from tournament.engine import HandState
from tournament.engine.errors import IllegalAction
from tournament.engine.rules import Rules
from tournament.engine.variants import VARIANTS
from tournament.hh.actions import Action
from tournament.hh.amount import Amount
from tournament.hh.amounts import chips
from tournament.hh.history import HandHistory

if TYPE_CHECKING:
    from tournament.cards import Card

__all__ = ["apply", "new_state", "resolve_rules"]


_CARD_OF_TEXT: dict[str, Card | None] = {str(card): card for card in CARDS} | {"??": None}


def _cards(texts: tuple[str, ...] | None) -> tuple[Card | None, ...]:
    """The engine's cards for the card texts of an action (``??`` -> ``None``)."""
    if not texts or texts == ("-",):
        return ()  # stand pat; "sm -": show whatever is known
    return tuple(_CARD_OF_TEXT[text] for text in texts)


def resolve_rules(history: HandHistory, rules: Rules | None, scale: int = 1) -> Rules:
    """The rules to replay under: ``rules``, else the hand's ``_rules``, else TDA.

    The smallest chip in play is a fact of the hand, not a rulebook choice: the hand's
    recorded ``min_chip_unit`` is kept under any profile, in the replay's chip scale.
    Without one, a hand of money amounts (``scale`` > 1) splits pots in its smallest
    denomination (one scaled chip: the cent, or less when the amounts have more
    places); a hand of whole chips in the rules' smallest chip.
    """
    recorded = history.rules
    if rules is None:
        rules = Rules.from_dict(dict(recorded)) if recorded is not None else Rules.profile("tda")
    unit = recorded.get("min_chip_unit") if recorded is not None else None
    if isinstance(unit, int) and not isinstance(unit, bool):
        unit *= scale
    else:
        unit = 1 if scale > 1 else rules.min_chip_unit
    if unit != rules.min_chip_unit:
        rules = rules.with_settings(min_chip_unit=unit)
    return rules


def new_state(
    history: HandHistory, rules: Rules, scale: int, tournament_heads_up: bool, code: str
) -> HandState:
    variant = VARIANTS[code]

    def each(seq: tuple[Amount, ...] | None) -> list[int]:
        return [] if seq is None else [chips(v, scale) for v in seq]

    def one(value: Amount | None) -> int:
        return 0 if value is None else chips(value, scale)

    return HandState(
        variant,
        each(history.starting_stacks),
        rules=rules,
        antes=each(history.antes) or 0,
        blinds_or_straddles=each(history.blinds_or_straddles) if variant.button_game else (),
        bring_in=one(history.bring_in),
        small_bet=one(history.small_bet),
        big_bet=one(history.big_bet),
        min_bet=one(history.min_bet),
        manual=True,
        tournament_heads_up=tournament_heads_up
        or history.user_fields.get("_tournament_heads_up") is True,
    )


def apply(state: HandState, action: Action, scale: int) -> None:
    """Apply one PHH action to the engine (raises IllegalAction when the engine refuses)."""
    kind = action.kind
    player = action.actor
    if kind == "dh":
        assert player is not None
        state.deal_hole(player, _cards(action.cards))
    elif kind == "db":
        state.deal_board(_cards(action.cards))
    elif kind == "cc":
        state.check_or_call(player)
    elif kind == "f":
        state.fold(player)
    elif kind == "cbr":
        assert action.amount is not None
        state.complete_bet_or_raise_to(chips(action.amount, scale), player)
    elif kind == "sd":
        state.stand_pat_or_discard(_cards(action.cards), player)
    elif kind == "sm":
        cards = action.cards
        state.show_or_muck(None if cards is None else _cards(cards), player)
    elif kind == "pb":
        state.post_bring_in(player)
    else:  # pragma: no cover - the reader accepts no other kind
        raise IllegalAction(f"unknown action {kind!r}", str(action))

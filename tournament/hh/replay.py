"""Replay one PHH hand through the engine: :func:`replay` and its :class:`ReplayResult`.

Each PHH action is one call on a manual :class:`~tournament.engine.state.HandState`. The
result says whether every action was legal, the finishing stacks, and for a rejected
hand the action index and the reason. Unknown cards (``??``) are dealt as unknown; if a
showdown needs them, the result says the pot award cannot be decided.

Amounts with decimals are replayed exactly in whole chips (:mod:`tournament.hh.amounts`).
An unknown (``inf``) starting stack is replayed as a stack nobody can cover; its finishing
stack is reported as unknown (``None``; ``null`` in JSON).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from tournament.cards import CARDS
from tournament.engine.errors import IllegalAction
from tournament.engine.events import Folded, ShowedOrMucked
from tournament.engine.rules import Rules
from tournament.engine.state import HandState
from tournament.engine.variants import POKERKIT_REPLAY_ALIASES, VARIANTS
from tournament.errors import DomainError
from tournament.hh.actions import Action
from tournament.hh.amounts import chips, scale_of, unscale
from tournament.hh.history import Amount, HandHistory, format_amount

if TYPE_CHECKING:
    from tournament.cards import Card
    from tournament.engine.events import Event

__all__ = ["ReplayResult", "replay", "stack_text"]


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """The outcome of replaying one hand.

    ``ok`` is True when every action was accepted, the hand ended, and the finishing stacks
    match the file's (when it has them). ``finishing_stacks`` are the engine's (``None``
    entries for unknown stacks; ``None`` altogether if the hand could not be finished).
    ``error`` names the action index and the reason; ``action_index`` is that index.
    ``events`` are the engine's events of the replayed hand (as far as it got).
    """

    source: str | None
    hand: str | None
    variant: str | None
    ok: bool
    finishing_stacks: tuple[Amount | None, ...] | None
    error: str | None = None
    action_index: int | None = None
    events: tuple[Event, ...] = field(default=(), compare=False, repr=False)
    played_as: str | None = None

    def to_json(self) -> str:
        """One JSON object on one line, keys in the documented order."""
        stacks = None
        if self.finishing_stacks is not None:
            stacks = [_json_number(s) for s in self.finishing_stacks]
        return json.dumps(
            {
                "source": self.source,
                "hand": self.hand,
                "variant": self.variant,
                "ok": self.ok,
                "finishing_stacks": stacks,
                "error": self.error,
            },
            ensure_ascii=False,
        )


def _json_number(value: Amount | None) -> int | float | None:
    if value is None or isinstance(value, int):
        return value
    if value == value.to_integral_value():
        return int(value)
    return float(value)


def stack_text(stacks: Sequence[Amount | None]) -> str:
    """Stacks as ``[100, 2.5, ?]`` (``?`` for an unknown one)."""
    return "[" + ", ".join("?" if s is None else format_amount(s) for s in stacks) + "]"


def _player(index: int | None) -> str:
    return f"p{(index or 0) + 1}"


_CARD_OF_TEXT: dict[str, Card | None] = {str(card): card for card in CARDS} | {"??": None}


def _cards(texts: tuple[str, ...] | None) -> tuple[Card | None, ...]:
    """The engine's cards for the card texts of an action (``??`` -> ``None``)."""
    if not texts or texts == ("-",):
        return ()  # stand pat; "sm -": show whatever is known
    return tuple(_CARD_OF_TEXT[text] for text in texts)


def _resolve_rules(history: HandHistory, rules: Rules | None, scale: int = 1) -> Rules:
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


def _new_state(
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


def _apply(state: HandState, action: Action, scale: int) -> None:
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


def replay(
    history: HandHistory, rules: Rules | None = None, *, tournament_heads_up: bool = False
) -> ReplayResult:
    """Replay one hand through the engine; never raises for a bad hand (see the result).

    ``rules`` defaults to the hand's ``_rules`` field, else the TDA profile; the hand's
    recorded ``min_chip_unit`` is kept under any profile. ``tournament_heads_up`` (the
    event is down to two players: the raise cap may be lifted) is also read from the
    hand's ``_tournament_heads_up`` field, which tournament tables write.

    A hand is played under its variant's rulebook definition first. pokerkit 0.7.7 writes
    pot-limit Omaha hi-lo hands under the code ``FO/8`` (see
    :data:`~tournament.engine.variants.POKERKIT_REPLAY_ALIASES`); a hand that the
    rulebook's fixed-limit game rejects is replayed once more in that dialect, and
    ``played_as`` says so when it is accepted there. Otherwise the rulebook's reason stands.
    """
    result = _replay_as(history, history.variant, rules, tournament_heads_up)
    dialect = POKERKIT_REPLAY_ALIASES.get(history.variant)
    if result.ok or dialect is None:
        return result
    second = _replay_as(history, dialect, rules, tournament_heads_up)
    if not second.ok:
        return result
    return ReplayResult(
        second.source,
        second.hand,
        history.variant,
        True,
        second.finishing_stacks,
        events=second.events,
        played_as=dialect,
    )


def _replay_as(
    history: HandHistory, code: str, rules: Rules | None, tournament_heads_up: bool
) -> ReplayResult:
    """Replay ``history`` under the variant ``code``."""
    state: HandState | None = None

    def fail(reason: str, index: int | None = None, stacks: Any = None) -> ReplayResult:
        if index is not None:
            reason = f"action {index} ({history.actions[index]}): {reason}"
        events = tuple(state.events) if state is not None else ()
        return ReplayResult(
            history.source, history.section, history.variant, False, stacks, reason, index, events
        )

    if code not in VARIANTS:
        return fail(f"variant {code} is not supported by the engine")
    scale = scale_of(history)
    try:
        chosen = _resolve_rules(history, rules, scale)
    except (ValueError, TypeError, KeyError, DomainError) as error:
        return fail(f"the hand's _rules cannot be used: {error}")
    try:
        state = _new_state(history, chosen, scale, tournament_heads_up, code)
    except IllegalAction as error:
        return fail(f"the hand cannot start: {error.reason}")
    except (ValueError, TypeError) as error:
        return fail(f"the hand cannot start: {error}")
    applied: set[int] = set()  # later ``sm`` actions already applied (see _show)
    for index, action in enumerate(history.actions):
        if action.kind == "note" or index in applied:
            continue
        if action.kind == "sm":
            action = _show(history.actions, index, applied)
        try:
            _apply(state, action, scale)
        except IllegalAction as error:
            if not (
                action.kind in ("dh", "db")
                and _table_before_runout(state, history.actions, index, applied, scale)
            ):
                return fail(error.reason, index)
            try:
                _apply(state, action, scale)
            except IllegalAction:
                return fail(error.reason, index)
        except Exception as error:  # an engine failure must not stop the other hands
            if _unknown_cards_needed(history, error):
                return fail(
                    f"the pot award cannot be decided: a showdown needs unknown cards ({error})",
                    index,
                )
            return fail(f"engine error {type(error).__name__}: {error}", index)
    if not state.is_over:
        problem = _finish_showdown(state)
        if problem is not None:
            return fail(problem)
    unknown = _unknown_contenders(state)
    if unknown:
        return fail(
            "the pot award cannot be decided: the showdown needs the unknown cards (??) of "
            + " and ".join(_player(p) for p in unknown)
        )
    stacks = _finishing(history, state, scale)
    expected = history.finishing_stacks
    if expected is not None and stacks != expected:
        for i, (ours, theirs) in enumerate(zip(stacks, expected, strict=True)):
            if ours is not None and isinstance(theirs, int | Decimal) and ours != theirs:
                return fail(
                    f"finishing stacks differ from the file's: p{i + 1} has {ours}, "
                    f"the file says {format_amount(theirs)} "
                    f"(ours {stack_text(stacks)}, file {stack_text(expected)})",
                    stacks=stacks,
                )
    return ReplayResult(
        history.source, history.section, history.variant, True, stacks, events=tuple(state.events)
    )


def _show(actions: Sequence[Action], index: int, applied: set[int]) -> Action:
    """The show of ``actions[index]``, with the cards a later show of the player reveals.

    A history may table an all-in hand as unknown (``sm ????``) and write the real cards
    in a later ``sm`` of the same player (on a later street or at the end). The cards are
    the player's from the start: the later show is applied now and marked ``applied``.
    """
    action = actions[index]
    if not action.unknown_cards:
        return action
    for later in range(index + 1, len(actions)):
        other = actions[later]
        if (
            other.kind == "sm"
            and other.actor == action.actor
            and later not in applied
            and other.cards not in (None, ("-",))
        ):
            applied.add(later)
            if not other.unknown_cards:
                return other
    return action


def _table_before_runout(
    state: HandState,
    actions: Sequence[Action],
    index: int,
    tabled_early: set[int],
    scale: int,
) -> bool:
    """Table the all-in hands before the rest of the board when the history deals first.

    Once a player is all in and the betting is over, the hands are tabled and then the
    remaining cards are dealt. A history may write the runout first and the ``sm``
    actions after it (or leave them out): each hand due is tabled now, with the
    player's later ``sm`` action if there is one, else as dealt. Returns whether the
    runout can go on.
    """
    if state.legal_actions().phase != "showdown":
        return False
    for _ in range(state.n + 1):
        legal = state.legal_actions()
        if legal.phase != "showdown" or legal.player is None:
            break
        player = legal.player
        later = next(
            (
                j
                for j in range(index + 1, len(actions))
                if actions[j].kind == "sm" and actions[j].actor == player and j not in tabled_early
            ),
            None,
        )
        if later is not None:
            tabled_early.add(later)
            _apply(state, _show(actions, later, tabled_early), scale)
        else:  # as dealt (cards still unknown make the award undecidable at the end)
            state.show_or_muck((), player)
    return state.legal_actions().phase != "showdown"


def _finish_showdown(state: HandState) -> str | None:
    """Table the hands the history did not show (all their cards known); else say why not.

    PHH writers may leave out the showdown; a hand whose cards are known is tabled as the
    rules say (cards speak). Returns the reason the hand cannot finish, or ``None``.
    """
    for _ in range(state.n + 1):
        legal = state.legal_actions()
        if legal.phase != "showdown" or legal.player is None:
            break
        player = legal.player
        if None in state.hole_cards[player]:
            return (
                f"the pot award cannot be decided: the showdown needs the unknown cards (??) "
                f"of {_player(player)}"
            )
        state.show_or_muck((), player)
    if state.is_over:
        return None
    legal = state.legal_actions()
    if legal.player is not None:
        return (
            f"the history ends before the hand is over: {_player(legal.player)} is to act "
            f"({legal.phase})"
        )
    return f"the history ends before the hand is over (waiting in the {legal.phase} phase)"


def _unknown_contenders(state: HandState) -> list[int]:
    """The players whose unknown cards the showdown needed (none if it was uncontested).

    Every player still in at the showdown is eligible for the main pot: when two or more
    are, and the hand of one of them (or the board) is not fully known, who wins cannot
    be told, whatever the engine's settlement made of it.
    """
    out = {e.player for e in state.events if isinstance(e, Folded)}
    out |= {e.player for e in state.events if isinstance(e, ShowedOrMucked) and e.cards is None}
    contenders = [p for p in range(state.n) if p not in out]
    if len(contenders) < 2:
        return []
    if None in state.board:
        return contenders
    return [p for p in contenders if None in state.hole_cards[p]]


def _finishing(history: HandHistory, state: HandState, scale: int) -> tuple[Amount | None, ...]:
    raw = state.finishing_stacks
    assert raw is not None
    out: list[Amount | None] = []
    for start, value in zip(history.starting_stacks, raw, strict=True):
        unknown = isinstance(start, Decimal) and start.is_infinite()
        out.append(None if unknown else unscale(int(value), scale))
    return tuple(out)


def _unknown_cards_needed(history: HandHistory, error: Exception) -> bool:
    return any(a.unknown_cards for a in history.actions) and isinstance(
        error, TypeError | ValueError
    )

"""Replay one PHH hand through the engine: :func:`replay` and its :class:`ReplayResult`.

Each PHH action is one call on a manual :class:`~tournament.engine.HandState`. The
result says whether every action was legal, the finishing stacks, and for a rejected
hand the action index and the reason. Unknown cards (``??``) are dealt as unknown; if a
showdown needs them, the result says the pot award cannot be decided.

Amounts with decimals are replayed exactly in whole chips (:mod:`tournament.hh.amounts`).
An unknown (``inf``) starting stack is replayed as a stack nobody can cover; its finishing
stack is reported as unknown (``None``; ``null`` in JSON).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from tournament.engine import HandState
from tournament.engine.errors import IllegalAction
from tournament.engine.rules import Rules
from tournament.engine.variants import POKERKIT_REPLAY_ALIASES, VARIANTS
from tournament.errors import DomainError
from tournament.hh.amount import Amount, format_amount
from tournament.hh.amounts import scale_of, unscale
from tournament.hh.engine_calls import apply, new_state, resolve_rules
from tournament.hh.history import HandHistory
from tournament.hh.showdown import (
    finish_showdown,
    never_shown,
    player_name,
    show,
    table_before_runout,
    unknown_contenders,
)

if TYPE_CHECKING:
    from tournament.engine.events import Event

__all__ = ["Observer", "ReplayResult", "replay", "stack_text"]

Observer = Callable[[int | None, HandState], None]
"""Called with the engine state as the replay goes: ``None`` once the hand is set up (the
forced bets posted), then each applied action's index, and ``None`` again if the showdown
is finished after the last action (a replay that reads a second dialect starts over with
the set-up call)."""


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """The outcome of replaying one hand.

    ``ok`` is True when every action was accepted, the hand ended, and the finishing stacks
    match the file's (when it has them). ``finishing_stacks`` are the engine's (``None``
    entries for unknown stacks; ``None`` altogether if the hand could not be finished).
    ``error`` names the action index and the reason; ``action_index`` is that index.
    ``events`` are the engine's events of the replayed hand (as far as it got).
    ``note`` says how the history was read where it is not literal (an unknown hand
    beside a shown one read as mucked, see :func:`~tournament.hh.showdown.never_shown`).
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
    note: str | None = None

    def to_json(self) -> str:
        """One JSON object on one line, keys in the documented order (``note`` last, only
        when there is one)."""
        stacks = None
        if self.finishing_stacks is not None:
            stacks = [_json_number(s) for s in self.finishing_stacks]
        fields: dict[str, Any] = {
            "source": self.source,
            "hand": self.hand,
            "variant": self.variant,
            "ok": self.ok,
            "finishing_stacks": stacks,
            "error": self.error,
        }
        if self.note is not None:
            fields["note"] = self.note
        return json.dumps(fields, ensure_ascii=False)


def _json_number(value: Amount | None) -> int | float | None:
    if value is None or isinstance(value, int):
        return value
    if value == value.to_integral_value():
        return int(value)
    return float(value)


def stack_text(stacks: Sequence[Amount | None]) -> str:
    """Stacks as ``[100, 2.5, ?]`` (``?`` for an unknown one)."""
    return "[" + ", ".join("?" if s is None else format_amount(s) for s in stacks) + "]"


def replay(
    history: HandHistory,
    rules: Rules | None = None,
    *,
    tournament_heads_up: bool = False,
    observer: Observer | None = None,
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
    ``played_as`` says so when it is accepted there. When both readings fail, the reason
    is that of the reading that got furthest (the rulebook's on a tie).

    ``observer`` sees the engine state after the set-up and after each action (see
    :data:`Observer`): what a step-by-step viewer shows.
    """
    result = _replay_as(history, history.variant, rules, tournament_heads_up, observer)
    dialect = POKERKIT_REPLAY_ALIASES.get(history.variant)
    if result.ok or dialect is None:
        return result
    second = _replay_as(history, dialect, rules, tournament_heads_up, observer)
    if not second.ok:
        return _furthest(result, second, dialect, len(history.actions))
    return ReplayResult(
        second.source,
        second.hand,
        history.variant,
        True,
        second.finishing_stacks,
        events=second.events,
        played_as=dialect,
    )


def _furthest(
    first: ReplayResult, second: ReplayResult, dialect: str, actions: int
) -> ReplayResult:
    """Both readings failed: the result of the one that got further through the actions."""

    def reach(result: ReplayResult) -> int:
        return actions if result.action_index is None else result.action_index

    if reach(second) <= reach(first):
        return first
    reason = f"read as {dialect}: {second.error}"
    return ReplayResult(
        first.source,
        first.hand,
        first.variant,
        False,
        second.finishing_stacks,
        reason,
        second.action_index,
        second.events,
    )


def _replay_as(
    history: HandHistory,
    code: str,
    rules: Rules | None,
    tournament_heads_up: bool,
    observer: Observer | None = None,
    mucked: frozenset[int] = frozenset(),
) -> ReplayResult:
    """Replay ``history`` under the variant ``code``; the ``sm`` actions at the indexes
    ``mucked`` are read as mucks (see :func:`~tournament.hh.showdown.never_shown`)."""
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
        chosen = resolve_rules(history, rules, scale)
    except (ValueError, TypeError, KeyError, DomainError) as error:
        return fail(f"the hand's _rules cannot be used: {error}")
    try:
        state = new_state(history, chosen, scale, tournament_heads_up, code)
    except IllegalAction as error:
        return fail(f"the hand cannot start: {error.reason}")
    except (ValueError, TypeError) as error:
        return fail(f"the hand cannot start: {error}")
    if observer is not None:
        observer(None, state)
    applied: set[int] = set()  # later ``sm`` actions already applied (see _show)
    for index, action in enumerate(history.actions):
        if action.kind == "note" or index in applied:
            continue
        if action.kind == "sm":
            if index in mucked:
                action = replace(action, cards=None)
            else:
                action = show(history.actions, index, applied)
        try:
            apply(state, action, scale)
        except IllegalAction as error:
            if not (
                action.kind in ("dh", "db")
                and table_before_runout(state, history.actions, index, applied, scale)
            ):
                return fail(error.reason, index)
            try:
                apply(state, action, scale)
            except IllegalAction:
                return fail(error.reason, index)
        except Exception as error:  # an engine failure must not stop the other hands
            if _unknown_cards_needed(history, error):
                return fail(
                    f"the pot award cannot be decided: a showdown needs unknown cards ({error})",
                    index,
                )
            return fail(f"engine error {type(error).__name__}: {error}", index)
        if observer is not None:
            observer(index, state)
    if not state.is_over:
        problem = finish_showdown(state)
        if problem is not None:
            return fail(problem)
        if observer is not None:
            observer(None, state)
    unknown = unknown_contenders(state)
    if unknown:
        unshown = never_shown(state, history.actions, unknown) if not mucked else []
        if unshown:
            again = _replay_as(
                history, code, rules, tournament_heads_up, observer, frozenset(unshown)
            )
            if again.ok or again.finishing_stacks is not None:  # settled (maybe refused)
                who = " and ".join(f"{player_name(p)}'s" for p in unknown)
                note = (
                    f"{who} cards were never shown: mucked, the pot goes to the shown hand, "
                    "as pokerkit 0.7.7 awards it"
                )
                return replace(again, note=note)
        return fail(
            "the pot award cannot be decided: the showdown needs the unknown cards (??) of "
            + " and ".join(player_name(p) for p in unknown)
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

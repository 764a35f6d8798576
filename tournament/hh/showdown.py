"""The shows of a history matched to the engine's showdown.

PHH writers table hands in several ways: before the runout as the rules say, after the
board, not at all (cards speak), as unknown cards (``sm ????``) revealed by a later show.
These helpers bring each to the engine's showdown, and tell when the award cannot be
decided because a hand still in is unknown.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.engine import HandState
from tournament.engine.events import Folded, ShowedOrMucked
from tournament.hh.actions import Action
from tournament.hh.engine_calls import apply

__all__ = [
    "finish_showdown",
    "never_shown",
    "player_name",
    "show",
    "table_before_runout",
    "unknown_contenders",
]


def player_name(index: int | None) -> str:
    """``p1`` for the player index 0."""
    return f"p{(index or 0) + 1}"


def show(actions: Sequence[Action], index: int, applied: set[int]) -> Action:
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


def table_before_runout(
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
            apply(state, show(actions, later, tabled_early), scale)
        else:  # as dealt (cards still unknown make the award undecidable at the end)
            state.show_or_muck((), player)
    return state.legal_actions().phase != "showdown"


def finish_showdown(state: HandState) -> str | None:
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
                f"of {player_name(player)}"
            )
        state.show_or_muck((), player)
    if state.is_over:
        return None
    legal = state.legal_actions()
    if legal.player is not None:
        return (
            f"the history ends before the hand is over: {player_name(legal.player)} is to act "
            f"({legal.phase})"
        )
    return f"the history ends before the hand is over (waiting in the {legal.phase} phase)"


def unknown_contenders(state: HandState) -> list[int]:
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


def never_shown(state: HandState, actions: Sequence[Action], unknown: Sequence[int]) -> list[int]:
    """The ``sm ????`` actions to read as mucks, when a contender showed at the final showdown.

    Online sites write ``sm ????`` for a hand that was never shown; when another
    contender's hand is shown at the final showdown (the whole board out), the unknown
    hand was mucked and the pot goes to the shown hands (as pokerkit 0.7.7 awards it).
    Returns the index of the last ``sm`` of each of ``unknown``, or ``[]`` when that
    reading does not apply: no contender's hand is known, the board is not complete, or
    one of ``unknown`` has no ``sm`` whose cards are all unknown.
    """
    if not unknown or None in state.board:
        return []
    out = {e.player for e in state.events if isinstance(e, Folded)}
    out |= {e.player for e in state.events if isinstance(e, ShowedOrMucked) and e.cards is None}
    shown = [
        p
        for p in range(state.n)
        if p not in out and p not in unknown and None not in state.hole_cards[p]
    ]
    if not shown:
        return []
    indexes = []
    for player in unknown:
        last = max(
            (i for i, a in enumerate(actions) if a.kind == "sm" and a.actor == player),
            default=None,
        )
        cards = actions[last].cards if last is not None else None
        if last is None or not cards or any(text != "??" * (len(text) // 2) for text in cards):
            return []
        indexes.append(last)
    return indexes

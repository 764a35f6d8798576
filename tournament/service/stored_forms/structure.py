"""The stored forms of the structure: a level or a break as a ``LevelSpec`` (the log's
name for it), and the mixed-game ``RotationSettings``.
"""

from __future__ import annotations

from typing import Any, Literal

from tournament.errors import DomainError
from tournament.games import is_button_game, is_known
from tournament.service.stored_forms.form import StoredField, StoredForm
from tournament.structure import AnteKind, Break, Level, RotationSettings, RotationUnit, Step

__all__ = ["LEVEL_SPEC_FORM", "ROTATION_FORM"]


def _encode_step(step: Step) -> tuple[Any, ...]:
    if isinstance(step, Break):
        return ("NT", 0, 0, 0, 0, 0, 0, step.length_ms, True, False, step.colour_up, (), "")
    return (
        step.game,
        step.small_blind,
        step.big_blind,
        step.ante,
        step.bring_in,
        step.small_bet,
        step.big_bet,
        step.length_ms,
        False,
        step.ante_kind == AnteKind.BIG_BLIND,
        (),
        step.games,
        step.ante_kind.value,
    )


def _ante_kind(ante_kind: str, big_blind_ante: bool, ante: int, games: tuple[str, ...]) -> AnteKind:
    if ante_kind:
        try:
            return AnteKind(ante_kind)
        except ValueError:
            known = ", ".join(k.value for k in AnteKind)
            raise DomainError(f"Unknown ante kind {ante_kind!r} (use {known})") from None
    if big_blind_ante:
        return AnteKind.BIG_BLIND
    if ante and all(is_known(g) and is_button_game(g) for g in games):
        return AnteKind.PER_PLAYER
    return AnteKind.NONE


def _decode_step(
    game: str,
    small_blind: int,
    big_blind: int,
    ante: int,
    bring_in: int,
    small_bet: int,
    big_bet: int,
    duration_ms: int,
    is_break: bool,
    big_blind_ante: bool,
    colour_up: tuple[int, ...],
    games: tuple[str, ...],
    ante_kind: str,
) -> Step:
    if is_break:
        return Break(duration_ms, colour_up)
    played = games or (game,)
    kind = _ante_kind(ante_kind, big_blind_ante, ante, played)
    return Level(
        played, duration_ms, small_blind, big_blind, kind, ante, bring_in, small_bet, big_bet
    )


LEVEL_SPEC_FORM = StoredForm(
    "LevelSpec",
    Level,
    (
        StoredField("game", str, "NT"),
        StoredField("small_blind", int, 0),
        StoredField("big_blind", int, 0),
        StoredField("ante", int, 0),
        StoredField("bring_in", int, 0),
        StoredField("small_bet", int, 0),
        StoredField("big_bet", int, 0),
        StoredField("duration_ms", int, 20 * 60_000),
        StoredField("is_break", bool, False),
        StoredField("big_blind_ante", bool, False),
        StoredField("colour_up", tuple[int, ...], ()),
        StoredField("games", tuple[str, ...], ()),
        StoredField("ante_kind", str, ""),
    ),
    _encode_step,
    _decode_step,
    also=(Break,),
)
"""A step of a structure given as a bare list of steps (:class:`~tournament.service.commands.
CreateTournament`), as the service stored it when it kept a flat record of a level or break.

A level is written in full, as that record was written from a structure: ``game`` (its
first game), ``games``, ``ante_kind`` and, repeating it, ``big_blind_ante``. A break is
``is_break`` with its length and ``colour_up``; its ``game`` is written as ``"NT"`` (a
document from an older version may name the game of the level before it; no one ever read
it). Reading is lenient as the record was: empty ``games`` means ``[game]``, and an empty
``ante_kind`` means ``big_blind`` when ``big_blind_ante`` is set, else ``per_player`` for an
ante in button games only, else ``none``; a break's amounts are not read.
"""


ROTATION_FORM = StoredForm(
    "RotationSettings",
    RotationSettings,
    (
        StoredField("mode", Literal["level", "hands", "orbit"], "level"),
        StoredField("hands", int, 8),
        StoredField("games", tuple[str, ...], ()),
    ),
    lambda r: (r.unit.value, r.hands, r.games),
    lambda mode, hands, games: RotationSettings(RotationUnit(mode), hands, games),
)
"""The rotation asked for, as the service stored it when it kept its own record of it:
``mode`` is the :class:`~tournament.structure.RotationUnit`'s value."""

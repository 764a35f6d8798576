"""The JSON codec round-trips every command, event and record losslessly."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from fractions import Fraction
from typing import Any, Literal, Union

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.clock import ClockState
from tournament.engine.rules import PROFILES, Rules
from tournament.money.deals import Deal, DealKind, DealShare
from tournament.money.ledger import Entry, EntryKind
from tournament.money.payout_tables import PayoutCurve, PayoutTableChoice
from tournament.rotation import TableRotation
from tournament.service.codec import REGISTRY, CodecError, from_dict, to_dict
from tournament.service.commands import COMMAND_TYPES
from tournament.service.events import EVENT_TYPES
from tournament.service.tournament_table import TournamentTable
from tournament.structure import AnteKind, Break, Level, RotationSettings, RotationUnit, Structure
from tournament.structure_io import load_preset, preset_names
from tournament.table import Table

_AMOUNT = st.integers(0, 10_000)
_LENGTH = st.integers(1, 10**8)
_GAMES = st.lists(st.sampled_from(("NT", "FT", "F7S", "FR", "PO")), min_size=1, max_size=3)
LEVELS = st.builds(
    Level,
    games=_GAMES.map(tuple),
    length_ms=_LENGTH,
    small_blind=_AMOUNT,
    big_blind=_AMOUNT,
    ante_kind=st.sampled_from(AnteKind),
    ante=_AMOUNT,
    bring_in=_AMOUNT,
    small_bet=_AMOUNT,
    big_bet=_AMOUNT,
)
BREAKS = st.builds(Break, _LENGTH, st.lists(st.integers(1, 1000), max_size=2).map(tuple))
STRUCTURES = st.one_of(
    st.sampled_from([load_preset(name) for name in preset_names()]),
    st.builds(
        Structure.of_steps,
        st.text(min_size=1, max_size=8),
        st.lists(st.one_of(LEVELS, BREAKS), min_size=1, max_size=4).map(tuple),
        st.integers(1, 10**6),
    ),
)


@st.composite
def _tournament_tables(draw: st.DrawFn) -> TournamentTable:
    """Tables the table module can reach: seated, a button, hands dealt, a frozen button,
    a locked seat, a player gone (the stored form writes every part of them)."""
    size = draw(st.integers(2, 10))
    table = Table.empty(draw(st.integers(1, 99)), size)
    seats = draw(st.lists(st.integers(1, size), unique=True, max_size=size))
    for i, seat in enumerate(seats):
        table = table.sit(seat, f"P{i:04d}")
    if len(seats) >= 2 and draw(st.booleans()):
        table = table.with_button(draw(st.sampled_from(seats)))
        for _ in range(draw(st.integers(0, 3))):
            table = table.hand_dealt()
        if draw(st.booleans()):
            table = table.freeze_button()
        if draw(st.booleans()):
            table = table.leave(draw(st.sampled_from(seats)))
    free = [s for s in range(1, size + 1) if table.player_at(s) is None]
    if free and draw(st.booleans()):
        table = table.lock(draw(st.sampled_from(free)))
    turn = TableRotation(
        draw(st.none() | st.sampled_from(("NT", "F7S", "FR"))),
        draw(st.integers(0, 8)),
        draw(st.integers(0, 8)),
        table.button_frozen,
        draw(st.integers(0, 500)),
    )
    return TournamentTable(table, turn, draw(st.booleans()))


def strategy_for(hint: Any) -> st.SearchStrategy[Any]:
    origin = typing.get_origin(hint)
    if hint is type(None):
        return st.none()
    if origin in (Union, types.UnionType):
        return st.one_of(*(strategy_for(a) for a in typing.get_args(hint)))
    if origin is Literal:
        return st.sampled_from(typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(strategy_for(args[0]), max_size=3).map(tuple)
        return st.tuples(*(strategy_for(a) for a in args))
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.integers(-(2**53), 2**53)
    if hint is str:
        return st.text(max_size=12)
    if hint is Structure:
        return STRUCTURES
    if hint is RotationSettings:
        return st.builds(
            RotationSettings,
            st.sampled_from(RotationUnit),
            st.integers(0, 99),
            st.lists(st.sampled_from(("NT", "FT", "F7S")), max_size=3).map(tuple),
        )
    if hint is Level:
        return LEVELS
    if hint is Break:
        return BREAKS
    if hint is TournamentTable:
        return _tournament_tables()
    if hint is ClockState:  # what a clock can be saved as: running with its end instant
        return st.builds(
            lambda running, started, ends_at, left, hfh, resume, hands: ClockState(
                left % 30,
                running,
                started or running,
                ends_at if running else None,
                0 if running else left,
                hfh,
                resume,
                hands,
            ),
            st.booleans(),
            st.booleans(),
            st.integers(0, 2**53),
            st.integers(0, 10**8),
            st.booleans(),
            st.booleans(),
            st.integers(0, 99),
        )
    if hint is Deal:
        share = st.builds(DealShare, st.text(max_size=6), st.integers(0, 10**6))
        return st.builds(
            Deal,
            st.sampled_from(DealKind),
            st.lists(share, max_size=3).map(tuple),
            st.integers(0, 10**6),
            st.integers(1, 1_000),
        )
    if hint is Entry:  # a paid entry as the aggregate keeps it (the level is not kept: 0)
        return st.builds(
            Entry,
            st.text(max_size=6),
            st.text(max_size=6),
            st.sampled_from(
                (EntryKind.BUY_IN, EntryKind.RE_ENTRY, EntryKind.REBUY, EntryKind.ADD_ON)
            ),
            st.just(0),
            st.integers(0, 2**53),
            st.integers(0, 10**9),
            st.integers(0, 10**9),
            st.integers(0, 10**9),
            st.integers(0, 10**9),
        )
    if hint is PayoutTableChoice:  # valid choices only: fixed or a percentage or by entries
        return st.builds(
            PayoutTableChoice,
            st.sampled_from(PayoutCurve),
            st.none() | st.integers(1, 1_000),
            st.none() | st.fractions(Fraction(1, 100), Fraction(1)),
            st.none() | st.integers(500, 10**6),
            st.sampled_from((100, 500)),
        )
    if hint is Rules:  # a profile with one setting changed (validated values only)
        return st.builds(
            Rules.profile, st.sampled_from(sorted(PROFILES)), raise_cap=st.integers(1, 9)
        )
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        fields = {f.name: strategy_for(hints[f.name]) for f in dataclasses.fields(hint)}
        return st.builds(hint, **fields)
    raise AssertionError(f"no strategy for {hint!r}")


ALL_MESSAGES = st.one_of(*(strategy_for(cls) for cls in (*COMMAND_TYPES, *EVENT_TYPES)))


@settings(max_examples=200, deadline=None)
@given(ALL_MESSAGES)
def test_round_trip_through_json_is_lossless(message: object) -> None:
    data = to_dict(message)
    assert data["type"] == type(message).__name__
    assert from_dict(json.loads(json.dumps(data))) == message


def test_every_command_and_event_is_registered() -> None:
    for cls in (*COMMAND_TYPES, *EVENT_TYPES):
        assert REGISTRY[cls.__name__] is cls


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"type": "Nope"}, "unknown type"),
        ({"type": "BuyIn"}, "missing field player_id"),
        ({"type": "BuyIn", "player_id": 3}, "expected a string"),
        ({"type": "BuyIn", "player_id": "P1", "x": 1}, "unknown field"),
        ({"type": "JumpToLevel", "level_index": True}, "expected an integer"),
        ({"type": "MakeDeal", "method": "coinflip", "amounts": []}, "not one of"),
    ],
)
def test_invalid_documents_are_refused(data: dict[str, Any], reason: str) -> None:
    with pytest.raises(CodecError, match=reason):
        from_dict(data)

"""The JSON codec round-trips every command, event and record losslessly."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Literal, Union

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.service.codec import REGISTRY, CodecError, from_dict, to_dict
from tournament.service.commands import COMMAND_TYPES
from tournament.service.events import EVENT_TYPES


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

"""The codec's way through a value written as ``to_dict`` writes it ("type" first, then
every field in order: a snapshot's 10,000 players) decodes and refuses exactly as the field
by field way does for the same value written in another order."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tournament.money import Entry, EntryKind
from tournament.service.codec import CodecError, from_dict, to_dict
from tournament.service.records import PlayerRecord

PLAYER = PlayerRecord("P00007", 7, "Ana Ruiz", "ES", "eliminated", 0, 2, 1, 0, 500, 3, 12)
ENTRY = Entry(
    "E00009", "P00007", EntryKind.RE_ENTRY, 0, 1_700_000_000_000, 9_000, 1_000, 500, 20_000
)


def _written(value: object) -> dict[str, Any]:
    written: dict[str, Any] = json.loads(json.dumps(to_dict(value)))
    return written


def _reordered(data: dict[str, Any]) -> dict[str, Any]:
    """The same fields, "type" last and the rest backwards (the field by field way)."""
    fields = [key for key in data if key != "type"]
    return {**{key: data[key] for key in reversed(fields)}, "type": data["type"]}


@pytest.mark.parametrize("value", [PLAYER, ENTRY])
def test_a_value_decodes_the_same_in_the_written_order_and_in_another(value: object) -> None:
    data = _written(value)
    assert next(iter(data)) == "type"
    assert from_dict(data) == value
    assert from_dict(_reordered(data)) == value


@pytest.mark.parametrize(
    ("value", "field", "wrong", "reason"),
    [
        (PLAYER, "stack", "many", "PlayerRecord.stack: expected an integer"),
        (PLAYER, "stack", True, "PlayerRecord.stack: expected an integer"),
        (PLAYER, "status", "asleep", "PlayerRecord.status: 'asleep' is not one of"),
        (PLAYER, "place", "12", "PlayerRecord.place: no alternative matches"),
        (PLAYER, "name", None, "PlayerRecord.name: expected a string"),
        (ENTRY, "amount", 1.5, "EntryRecord.amount: expected an integer"),
        (ENTRY, "kind", "gift", "EntryRecord"),
        (ENTRY, "player_id", 7, "EntryRecord.player_id: expected a string"),
    ],
)
def test_a_wrong_value_is_refused_in_either_order(
    value: object, field: str, wrong: object, reason: str
) -> None:
    data = _written(value)
    data[field] = wrong
    for shown in (data, _reordered(data)):
        with pytest.raises(CodecError, match=reason):
            from_dict(shown)


@pytest.mark.parametrize("value", [PLAYER, ENTRY])
def test_a_missing_or_unknown_field_is_refused(value: object) -> None:
    data = _written(value)
    name = data["type"]
    missing = {key: v for key, v in data.items() if key != "player_id"}
    with pytest.raises(CodecError, match=f"{name}: missing field player_id"):
        from_dict(missing)
    with pytest.raises(CodecError, match=f"{name}: unknown field"):
        from_dict({**data, "colour": "red"})

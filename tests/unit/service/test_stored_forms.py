"""The domain values the aggregate holds are stored in the JSON earlier versions wrote.

Each document below is copied from a log written before the value was a domain value (when
the service kept a record mirroring it): it must still read, into the domain value, and
writing that value again must give the same document, field for field and in order.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tournament.money.elimination import Bust
from tournament.seating import Move, SeatAssignment
from tournament.service import events as e
from tournament.service.codec import CodecError, from_dict, to_dict

STORED: list[tuple[str, object]] = [
    (
        '{"type": "PlayersMoved", "moves": [{"type": "Move", "player_id": "P00042", '
        '"from_table": 1, "from_seat": 2, "to_table": 7, "to_seat": 7}], "reason": "balance"}',
        e.PlayersMoved((Move("P00042", 1, 2, 7, 7),), "balance"),
    ),
    (
        '{"type": "SeatsDrawn", "seats": [{"type": "SeatAssignment", "player_id": "P00001", '
        '"table": 5, "seat": 8}, {"type": "SeatAssignment", "player_id": "P00002", '
        '"table": 6, "seat": 9}]}',
        e.SeatsDrawn((SeatAssignment("P00001", 5, 8), SeatAssignment("P00002", 6, 9))),
    ),
    (
        '{"type": "Bust", "player_id": "P00013", "starting_stack": 30000, "busted_by": "P00001"}',
        Bust("P00013", 30_000, "P00001"),
    ),
]


@pytest.mark.parametrize(("stored", "value"), STORED)
def test_a_stored_document_reads_into_the_domain_value_and_writes_back_the_same(
    stored: str, value: object
) -> None:
    assert from_dict(json.loads(stored)) == value
    assert json.dumps(to_dict(value)) == stored


def test_a_field_added_later_reads_as_its_default() -> None:
    stored = '{"type": "Bust", "player_id": "P00013", "starting_stack": 30000}'
    assert from_dict(json.loads(stored)) == Bust("P00013", 30_000, busted_by=None)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"type": "Move", "player": "P1", "from_table": 1}, "unknown field"),
        ({"type": "Move", "player_id": "P1", "from_table": 1}, "missing field from_seat"),
        ({"type": "SeatAssignment", "player_id": 7, "table": 1, "seat": 1}, "expected a string"),
    ],
)
def test_a_damaged_stored_value_is_refused_with_what_is_wrong(
    data: dict[str, Any], reason: str
) -> None:
    with pytest.raises(CodecError, match=reason):
        from_dict(data)

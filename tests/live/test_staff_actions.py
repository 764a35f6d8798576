"""What a staff phone's write body may ask for: each malformed body is named, not run."""

from __future__ import annotations

import pytest

from ui.live.staff_actions import (
    BadActionError,
    CallDirector,
    ChipCounts,
    HandDone,
    StaffBust,
    StaffRebuy,
    parse_action,
)


def test_the_page_bodies_read_as_actions() -> None:
    assert parse_action({"action": "bust", "player": "P03"}) == StaffBust("P03")
    assert parse_action(
        {"action": "bust", "player": "P03", "busted_by": "P01", "choice": "bust"}
    ) == StaffBust("P03", "P01", "bust")
    assert parse_action({"action": "rebuy", "player": "P05"}) == StaffRebuy("P05")
    assert parse_action(
        {"action": "chips", "table": 2, "counts": {"P01": 52_000, "P02": 0}}
    ) == ChipCounts(2, (("P01", 52_000), ("P02", 0)))
    assert parse_action({"action": "hand_done", "table": 1}) == HandDone(1)
    assert parse_action({"action": "call", "table": 3}) == CallDirector(3)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({}, "action: bust, rebuy, chips, hand_done or call is expected"),
        ({"action": "undo"}, "action: bust, rebuy, chips, hand_done or call is expected"),
        ({"action": "bust"}, "player: a player id is expected"),
        ({"action": "bust", "player": 3}, "player: a player id is expected"),
        ({"action": "bust", "player": "P" * 65}, "player: a player id is expected"),
        ({"action": "bust", "player": "P1", "busted_by": 7}, "busted_by: a player id is expected"),
        (
            {"action": "bust", "player": "P1", "choice": "both"},
            "choice: 'bust' or 'rebuy' is expected",
        ),
        ({"action": "hand_done", "table": "1"}, "table: a table number is expected"),
        ({"action": "hand_done", "table": True}, "table: a table number is expected"),
        ({"action": "call", "table": 0}, "table: a table number is expected"),
        ({"action": "chips", "table": 1}, "counts: between 1 and 30 players' chips are expected"),
        (
            {"action": "chips", "table": 1, "counts": {}},
            "counts: between 1 and 30 players' chips are expected",
        ),
        ({"action": "chips", "table": 1, "counts": {"P1": -5}}, "counts: whole chips are expected"),
        (
            {"action": "chips", "table": 1, "counts": {"P1": 1.5}},
            "counts: whole chips are expected",
        ),
        (
            {"action": "chips", "table": 1, "counts": {"P1": "900"}},
            "counts: whole chips are expected",
        ),
        (
            {"action": "chips", "table": 1, "counts": {f"P{i}": 1 for i in range(31)}},
            "counts: between 1 and 30 players' chips are expected",
        ),
    ],
)
def test_malformed_bodies_are_named(body: dict[str, object], message: str) -> None:
    with pytest.raises(BadActionError) as refused:
        parse_action(body)
    assert str(refused.value) == message

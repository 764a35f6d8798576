"""A player's record with a new stack keeps everything else about the player."""

from __future__ import annotations

import dataclasses

from tournament.service.records.players import PlayerRecord


def test_a_new_stack_keeps_every_other_field() -> None:
    # every field given a value of its own (none at its default), so a field the
    # method forgot to carry over would come back at its default and differ
    values: dict[str, object] = {}
    for number, f in enumerate(dataclasses.fields(PlayerRecord), start=1):
        values[f.name] = (
            "active"
            if f.name == "status"
            else (f"text {number}" if f.type in ("str", "str | None") else number)
        )
    p = PlayerRecord(**values)  # type: ignore[arg-type]
    moved = p.with_stack(123_456)
    assert moved.stack == 123_456
    assert p.stack == 6  # the record itself is a value: unchanged
    for f in dataclasses.fields(PlayerRecord):
        if f.name != "stack":
            assert getattr(moved, f.name) == values[f.name], f.name

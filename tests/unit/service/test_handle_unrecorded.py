"""``Tournament.handle_unrecorded`` (what a rehearsal run uses): the same decisions and the
same state as ``handle``, a refusal changing nothing; only the undo data is not made."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.service.helpers import NOW, new_tournament
from tests.unit.service.test_undo import _command
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import commands as c


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_the_same_events_and_state_as_handle(data: st.DataObject) -> None:
    players = data.draw(st.integers(0, 8))
    seat = data.draw(st.booleans())
    recorded = new_tournament(players, seat=seat)
    unrecorded = new_tournament(players, seat=seat)
    now = NOW
    for _ in range(25):
        command = _command(recorded, data)
        now += data.draw(st.integers(0, 30)) * MINUTE_MS
        seed = data.draw(st.integers(0, 9))
        before = unrecorded.snapshot()
        if not recorded.can(command, now):
            with pytest.raises(DomainError):
                unrecorded.handle_unrecorded(command, now, random.Random(seed))
            assert unrecorded.snapshot() == before  # refused: nothing changed
            continue
        expected = recorded.handle(command, now, random.Random(seed)).events
        assert unrecorded.handle_unrecorded(command, now, random.Random(seed)) == expected
        assert unrecorded.snapshot() == recorded.snapshot()


def test_a_refused_step_puts_back_the_steps_before_it() -> None:
    t = new_tournament(3, seat=True)
    before = t.snapshot()
    with pytest.raises(DomainError):  # P0001 has chips: no re-entry
        t.handle_unrecorded(c.ReEnter("P0001", seat=True), NOW, random.Random(1))
    assert t.snapshot() == before

"""SetClockMessage: the director's line on the clock screen, one command and one undo step."""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e


def test_the_message_is_set_trimmed_and_undone_by_its_inverse() -> None:
    t = new_tournament(4, seat=True)
    before = t.snapshot()
    result = run(t, c.SetClockMessage("  Dinner   break at 8 "))
    assert result.events == (e.ClockMessageSet("Dinner break at 8"),)
    assert t.meta.message == "Dinner break at 8"
    t.apply_all(result.inverse)
    assert t.snapshot() == before
    assert t.meta.message == ""


def test_an_empty_message_clears_it_and_a_repeat_is_refused() -> None:
    t = new_tournament(2)
    run(t, c.SetClockMessage("Last hand at table 4"))
    with pytest.raises(DomainError, match="already shows this message"):
        t.handle(c.SetClockMessage("Last hand at table 4"), NOW, random.Random(0))
    run(t, c.SetClockMessage("   "))
    assert t.meta.message == ""
    with pytest.raises(DomainError, match="There is no message"):
        t.handle(c.SetClockMessage(""), NOW, random.Random(0))


def test_a_message_longer_than_the_line_is_refused_and_changes_nothing() -> None:
    t = new_tournament(2)
    before = t.snapshot()
    with pytest.raises(DomainError, match="121 characters long; at most 120"):
        t.handle(c.SetClockMessage("x" * 121), NOW, random.Random(0))
    assert t.snapshot() == before
    run(t, c.SetClockMessage("x" * 120))  # exactly the limit fits
    assert len(t.meta.message) == 120

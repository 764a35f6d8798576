"""Several players level at the top are no chip leader (issue 27, item 15): the aggregate
keeps how many players hold each stack as counts change (figures by hand)."""

from __future__ import annotations

import random

from tests.unit.service.helpers import NOW, new_tournament
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.records import ChipCount


def _count(t: Tournament, **stacks: int) -> None:
    counts = tuple(ChipCount(p, s) for p, s in stacks.items())
    t.handle(c.RecordChipCounts(counts), NOW, random.Random(0))


def test_a_tie_at_the_top_is_shared_and_one_chip_more_ends_it() -> None:
    t = new_tournament(4, seat=True)
    # Four starting stacks of 20,000: all level.
    assert t.chip_leader_shared()
    _count(t, P0001=24_000, P0002=16_000, P0003=24_000, P0004=16_000)
    assert t.chip_leader_shared()  # 24,000 twice at the top
    assert t.summary().chip_leader_shared
    _count(t, P0003=24_100)
    assert not t.chip_leader_shared()  # Player 3 alone at 24,100
    assert t.summary().chip_leader == "P0003"
    _count(t, P0001=24_100)
    assert t.chip_leader_shared()
    t.handle(c.EliminatePlayer("P0002", busted_by="P0001"), NOW, random.Random(0))
    _count(t, P0001=40_100)  # his chips to Player 1: alone at the top
    assert not t.chip_leader_shared()

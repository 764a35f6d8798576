"""SetStructure: before the start it replaces the structure; after it, the steps already
played never change, the level on the clock may change its amounts (not its length), and
later levels change freely."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.chip_set import Chip, ChipSet
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.structure import Break, Level, RotationSettings, RotationUnit, Structure
from tournament.structure_io import load_preset


def _structure(t: Tournament) -> Structure:
    s = t.structure
    assert s is not None
    return s


def _with_step(s: Structure, index: int, step: Level | Break) -> Structure:
    return replace(s, steps=(*s.steps[:index], step, *s.steps[index + 1 :]))


def _doubled(s: Structure, index: int) -> Structure:
    level = s.steps[index]
    assert isinstance(level, Level)
    bigger = replace(level, small_blind=level.small_blind * 2, big_blind=level.big_blind * 2)
    return _with_step(s, index, bigger)


def _clock_left(t: Tournament, now: int) -> tuple[int, int]:
    view = t.clock_view(now)
    return view.level.index, view.remaining_ms


def test_before_the_start_a_new_structure_replaces_it_and_the_clock_waits_at_level_1() -> None:
    t = new_tournament(4, seat=True)
    preset = load_preset("nlhe-turbo")
    result = run(t, c.SetStructure(preset))
    assert result.events == (e.StructureSet(preset),)
    assert t.structure == preset
    view = t.clock_view(NOW)
    assert not view.started
    assert view.level.index == 0
    assert view.remaining_ms == preset.steps[0].length_ms
    assert view.level.big_blind == preset.levels[0].big_blind


def test_before_the_start_the_clock_goes_back_to_the_first_level() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.JumpToLevel(2))
    run(t, c.SetStructure(load_preset("nlhe-turbo")))
    assert t.clock_view(NOW).level.index == 0


def test_after_the_start_a_later_level_changes_from_the_next_level_on() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    now = NOW + 5 * MINUTE_MS
    before = _clock_left(t, now)
    s = _structure(t)
    new = _doubled(s, 1)
    run(t, c.SetStructure(new), now)
    assert _clock_left(t, now) == before  # the level on the clock and its time left stay
    assert t.structure == new
    later = NOW + 21 * MINUTE_MS  # level 2 started at NOW + 20 minutes
    level = t.clock_view(later).level
    assert (level.index, level.big_blind) == (1, 800)


def test_after_the_start_the_current_level_changes_its_blinds_at_once() -> None:
    # Issue 12: editing a running event's current and later levels is one undoable command
    # (the rule before refused the current level; a director correcting a typo on the clock
    # had no way to do it).
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    now = NOW + 5 * MINUTE_MS
    before_left = _clock_left(t, now)
    old_big = _structure(t).levels[0].big_blind
    before = t.snapshot()
    result = t.handle(c.SetStructure(_doubled(_structure(t), 0)), now, random.Random(0))
    assert _clock_left(t, now) == before_left  # same level, same time left
    assert t.clock_view(now).level.big_blind == old_big * 2
    t.apply_all(result.inverse)  # one undo step puts everything back
    assert t.snapshot() == before


def test_after_the_start_the_current_level_keeps_its_length_and_kind() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    before = t.snapshot()
    s = _structure(t)
    longer = _with_step(s, 0, replace(s.steps[0], length_ms=s.steps[0].length_ms + MINUTE_MS))
    with pytest.raises(DomainError, match=r"The clock is at level 1: its length cannot change"):
        t.handle(c.SetStructure(longer), NOW + MINUTE_MS, random.Random(0))
    as_break = _with_step(s, 0, Break(s.steps[0].length_ms))
    with pytest.raises(DomainError, match=r"level 1: it cannot become a break while played"):
        t.handle(c.SetStructure(as_break), NOW + MINUTE_MS, random.Random(0))
    assert t.snapshot() == before


def test_after_the_start_a_level_already_played_cannot_change() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    later = NOW + 25 * MINUTE_MS  # level 2 is on the clock (the stored clock says level 1)
    command = c.SetStructure(_doubled(_structure(t), 0))
    with pytest.raises(DomainError, match=r"The clock is at level 2: .* changes level 1"):
        t.verify(command, later)
    assert t.can(c.SetStructure(_doubled(_structure(t), 1)), later)  # the level on the clock
    assert t.can(c.SetStructure(_doubled(_structure(t), 2)), later)


def test_after_the_start_levels_can_be_added_at_the_end() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    s = _structure(t)
    extra = Level(("NT",), 20 * MINUTE_MS, small_blind=1_000, big_blind=2_000)
    run(t, c.SetStructure(replace(s, steps=(*s.steps, extra))), NOW + MINUTE_MS)
    assert len(_structure(t).steps) == len(s.steps) + 1


def test_after_the_start_the_chip_set_cannot_change() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    s = _structure(t)
    chips = ChipSet((Chip(100, "black", 300), Chip(500, "purple", 100)))
    with pytest.raises(DomainError, match="chip set"):
        t.verify(c.SetStructure(replace(s, chips=chips)), NOW)


def test_after_the_start_the_rotation_cannot_change_with_the_structure() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    s = _structure(t)
    rotation = RotationSettings(RotationUnit.HANDS, 8)
    with pytest.raises(DomainError, match="rotation"):
        t.verify(c.SetStructure(replace(s, rotation=rotation)), NOW)


def test_in_overtime_the_structure_cannot_be_replaced() -> None:
    t = new_tournament(4, seat=True)
    run(t, c.StartClock())
    s = _structure(t)
    past_the_end = NOW + s.total_ms + MINUTE_MS
    extra = Level(("NT",), 20 * MINUTE_MS, small_blind=1_000, big_blind=2_000)
    with pytest.raises(DomainError, match="overtime"):
        t.verify(c.SetStructure(replace(s, steps=(*s.steps, extra))), past_the_end)


def test_the_same_structure_is_refused() -> None:
    t = new_tournament(2)
    with pytest.raises(DomainError, match="already plays this structure"):
        t.verify(c.SetStructure(_structure(t)), NOW)


def test_a_structure_of_breaks_only_is_refused() -> None:
    t = new_tournament(2)
    s = replace(_structure(t), steps=(Break(10 * MINUTE_MS),))
    with pytest.raises(DomainError, match="only breaks"):
        t.verify(c.SetStructure(s), NOW)


def test_a_step_without_length_is_refused() -> None:
    t = new_tournament(2)
    s = _structure(t)
    with pytest.raises(DomainError, match="level 2 must last longer than zero"):
        t.verify(c.SetStructure(_with_step(s, 1, replace(s.steps[1], length_ms=0))), NOW)


def test_undo_of_a_structure_change_after_the_start_restores_the_old_structure() -> None:
    t = new_tournament(6, seat=True)
    run(t, c.StartClock())
    old = _structure(t)
    before = t.snapshot()
    result = t.handle(c.SetStructure(_doubled(old, 4)), NOW + MINUTE_MS, random.Random(0))
    t.apply_all(result.inverse)
    assert t.snapshot() == before
    assert t.structure == old

"""The undo stacks read from the log's tail say what reading the whole log says.

Opening a 50,000-entry event reads only the newest page of the log (``db.undo``): the
next undo, the next redo and every undo after them (pages read as the undos go back) must
be those the whole log, read from its start, leaves.
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from db import undo
from db.connect import open_store
from db.undo import LogLine, UndoStacks, UndoStep
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def _log(seed: int, length: int) -> list[LogLine]:
    """A log a director could leave: commands, undos and redos of two tournaments, and a
    tournament created in the middle (each undo or redo only when the menu offers it)."""
    rng = random.Random(seed)
    done: list[int] = []
    undone: list[int] = []
    lines: list[LogLine] = []
    for seq in range(1, length + 1):
        roll = rng.random()
        if roll < 0.3 and done:
            target = done.pop()
            undone.append(target)
            lines.append(LogLine(seq, "t1", "undo", target, f"Undo: {target}"))
        elif roll < 0.45 and undone:
            target = undone.pop()
            done.append(target)
            lines.append(LogLine(seq, "t1", "redo", target, f"Redo: {target}"))
        elif roll < 0.47:
            undone.clear()
            lines.append(LogLine(seq, f"t{seq}", "create", None, "created"))
        else:
            done.append(seq)
            undone.clear()
            tid = rng.choice(("t1", "t2"))
            actor = rng.choice((None, "Floor: Marco"))
            lines.append(LogLine(seq, tid, "command", None, f"action {seq}", actor))
    return lines


def _reader(lines: list[LogLine]) -> undo.OlderLines:
    def read(before: int | None, limit: int) -> list[LogLine]:
        older = [x for x in lines if before is None or x.seq < before]
        return older[::-1][:limit]

    return read


def _all_undos(stacks: UndoStacks) -> list[UndoStep]:
    steps = []
    while stacks.next_undo is not None:
        steps.append(stacks.undone())
    return steps


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 1_000_000), length=st.integers(0, 120), page=st.integers(1, 9))
def test_the_tail_says_what_the_whole_log_says(seed: int, length: int, page: int) -> None:
    lines = _log(seed, length)
    whole = UndoStacks.from_log(lines)
    tail = UndoStacks.from_tail(_reader(lines), page)
    assert tail.next_undo == whole.next_undo
    assert tail.next_redo == whole.next_redo
    # every undo after it, as far back as the log goes, then every redo
    assert _all_undos(tail) == _all_undos(whole)
    redos = []
    while whole.next_redo is not None:
        assert tail.next_redo == whole.next_redo
        redos.append((whole.redone(), tail.redone()))
    assert tail.next_redo is None
    assert all(a == b for a, b in redos)


def test_a_reopened_long_log_undoes_past_the_first_page(tmp_path: Path) -> None:
    """A real file with more entries than a page: after a reopening the undo menu names
    the same actions, one after the other, across the page boundary."""
    path = tmp_path / "e.sqlite"
    rng = random.Random(3)
    now = T0
    store = open_store(path, now_ms=now)
    tid = store.log.create_tournament(create_command(), now, rng)
    count = undo.PAGE + 20
    for i in range(count):
        now += 1
        store.log.execute(tid, c.RegisterPlayer(f"Player {i}"), now, rng)
    for _ in range(5):
        now += 1
        store.undo_redo.undo(now)
    now += 1
    store.undo_redo.redo(now)  # Player 515 is back; 516 to 519 can be redone
    store.close(now)

    again = open_store(path, now_ms=now)
    try:
        assert again.undo_redo.undo_label == "Undo: registration of Player 515"
        assert again.undo_redo.redo_label == "Redo: registration of Player 516"
        for i in range(count - 5, -1, -1):
            assert again.undo_redo.undo_label == f"Undo: registration of Player {i}"
            now += 1
            again.undo_redo.undo(now)
        assert again.undo_redo.undo_label is None
        assert again.loaded.load(tid).player_records() == ()
        assert again.undo_redo.redo_label == "Redo: registration of Player 0"
    finally:
        again.close(now)

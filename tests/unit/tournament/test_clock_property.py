"""The clock against a simple countdown model: exact to the millisecond over 12+ hours.

The reference model keeps "time left in the step" and, whenever time passes, counts it
down through the steps (the naive per-tick clock, done in one go).  The real clock keeps
the instant the step ends.  After random pauses, resumes, time changes, level jumps,
hand-for-hand hands and crash/restore round trips, both must agree exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.chip_set import Chip, ChipSet
from tournament.clock import Clock, ClockError, ClockSettings
from tournament.clock_timeline import Timeline
from tournament.structure import Break, Level, Overtime, OvertimeMode, Step, Structure

HOUR = 3_600_000
MINUTE = 60_000
START = 1_700_000_000_000


@dataclass
class Model:
    """The naive countdown clock."""

    lengths: list[int]
    overtime_length: int
    deduction: int
    step: int = 0
    left: int = 0
    started: bool = False
    running: bool = False
    h4h: bool = False
    resume_after: bool = False
    t: int = START
    log: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.left = self.length(0)

    def length(self, step: int) -> int:
        return self.lengths[step] if step < len(self.lengths) else self.overtime_length

    def count_down(self, ms: int) -> None:
        while ms >= self.left:
            ms -= self.left
            self.step += 1
            self.left = self.length(self.step)
        self.left -= ms

    def elapse(self, now: int) -> None:
        if self.running:
            self.count_down(now - self.t)
        self.t = now

    def go(self, step: int) -> None:
        self.step = step
        self.left = self.length(step)

    def apply(self, op: str, arg: int) -> bool:
        """Apply ``op``; False when the op is not allowed now (nothing changes)."""
        if op == "start":
            if self.started:
                return False
            self.started = self.running = True
        elif op == "pause":
            if self.h4h or not self.running:
                return False
            self.running = False
        elif op == "resume":
            if self.h4h or not self.started or self.running:
                return False
            self.running = True
        elif op == "adjust":
            self.left = max(0, self.left + arg)
            if self.left == 0:
                self.go(self.step + 1)
        elif op == "next":
            self.go(self.step + 1)
        elif op == "previous":
            if self.step == 0:
                return False
            self.go(self.step - 1)
        elif op == "jump":
            self.go(arg)
        elif op == "h4h_on":
            if self.h4h or not self.started:
                return False
            self.h4h, self.resume_after, self.running = True, self.running, False
        elif op == "h4h_hand":
            if not self.h4h:
                return False
            self.count_down(self.deduction)
        elif op == "h4h_off":
            if not self.h4h:
                return False
            self.h4h, self.running = False, self.resume_after
        return True


def apply_clock(clock: Clock, op: str, arg: int, now: int) -> Clock:
    if op == "start":
        return clock.start(now)
    if op == "pause":
        return clock.pause(now)
    if op == "resume":
        return clock.resume(now)
    if op == "adjust":
        return clock.adjust(arg, now)
    if op == "next":
        return clock.next_level(now)
    if op == "previous":
        return clock.previous_level(now)
    if op == "jump":
        return clock.jump_to(arg, now)
    if op == "h4h_on":
        return clock.start_hand_for_hand(now)
    if op == "h4h_hand":
        return clock.record_hand_for_hand_hand(now)
    if op == "h4h_off":
        return clock.end_hand_for_hand(now)
    if op == "restore":  # a crash: the state goes through its stored form
        return Clock.restore(Timeline(clock.structure), clock.state, clock.settings)
    assert op == "look"
    return clock


def make_structure(steps: list[tuple[bool, int]], mode: OvertimeMode) -> Structure:
    built: list[Step] = []
    for i, (is_break, length) in enumerate(steps):
        if is_break and built:
            built.append(Break(length))
        else:
            built.append(Level(("NT",), length, 100 * (i + 1), 200 * (i + 1)))
    chips = ChipSet((Chip(100, "black", 100),))
    return Structure("Random", tuple(built), chips, 10_000, overtime=Overtime(mode))


gaps = st.one_of(
    st.integers(0, 5_000),
    st.integers(0, 30 * MINUTE),
    st.integers(0, 2 * HOUR),
)
ops = st.tuples(
    st.sampled_from(
        [
            "start",
            "pause",
            "resume",
            "resume",
            "adjust",
            "next",
            "previous",
            "jump",
            "h4h_on",
            "h4h_hand",
            "h4h_off",
            "restore",
            "look",
        ]
    ),
    st.integers(-40 * MINUTE, 40 * MINUTE),
    gaps,
)


@settings(max_examples=150, deadline=None)
@given(
    steps=st.lists(
        st.tuples(st.booleans(), st.integers(MINUTE, 40 * MINUTE)), min_size=1, max_size=10
    ),
    mode=st.sampled_from(list(OvertimeMode)),
    deduction=st.integers(0, 3 * MINUTE),
    operations=st.lists(ops, min_size=1, max_size=60),
)
def test_clock_is_exact_to_the_millisecond_against_a_countdown_model(
    steps: list[tuple[bool, int]],
    mode: OvertimeMode,
    deduction: int,
    operations: list[tuple[str, int, int]],
) -> None:
    structure = make_structure(steps, mode)
    lengths = [s.length_ms for s in structure.steps]
    model = Model(lengths, structure.levels[-1].length_ms, deduction)
    clock = Clock.new(structure, ClockSettings(hand_for_hand_ms=deduction))
    now = START
    for op, arg, gap in [("start", 0, 0), *operations]:
        now += gap
        model.elapse(now)
        jump_arg = abs(arg) % (len(lengths) + 3)
        arg = jump_arg if op == "jump" else arg
        before = clock
        allowed = model.apply(op, arg)
        if allowed:
            clock = apply_clock(clock, op, arg, now)
        else:
            try:
                apply_clock(clock, op, arg, now)
            except ClockError:
                pass
            else:
                raise AssertionError(f"{op} should have been refused")
            assert clock == before  # a refused action changes nothing
        view = clock.view(now)
        assert (view.step, view.remaining_ms, view.running) == (
            model.step,
            model.left,
            model.running,
        ), f"after {op}({arg}) at +{now - START} ms"
    # Let at least 12 simulated hours pass, closed, then look once more.
    now = max(now, START + 12 * HOUR) + 1
    model.elapse(now)
    view = clock.view(now)
    assert (view.step, view.remaining_ms) == (model.step, model.left)

"""Clock benchmark: 12 simulated hours of random operations against a countdown model.

Run: ``.venv/bin/python bench/clock.py [operations] [seed]``.  A fake time source moves
forward by random gaps (milliseconds to an hour, sometimes several hours "closed"); the
clock (end instant) and a naive countdown model get the same pauses, resumes, time
changes, level jumps, hand-for-hand hands and crash/restore round trips.  Prints the
maximum difference in milliseconds (must be 0) and the time taken.
"""

from __future__ import annotations

import random
import sys
import time

from tournament.clock import Clock, ClockError, ClockSettings
from tournament.clock_timeline import Timeline
from tournament.structure_io import load_preset

HOUR = 3_600_000
START = 1_700_000_000_000


def main(operations: int = 5000, seed: int = 2024) -> int:
    rng = random.Random(seed)
    structure = load_preset("nlhe-turbo")
    lengths = [s.length_ms for s in structure.steps]
    overtime = structure.levels[-1].length_ms
    deduction = 2 * 60_000

    def length(i: int) -> int:
        return lengths[i] if i < len(lengths) else overtime

    # The model: step, time left, running, hand-for-hand, resume-after.
    step, left, run, h4h, resume_after = 0, length(0), True, False, False

    def count_down(ms: int) -> None:
        nonlocal step, left
        while ms >= left:
            ms -= left
            step += 1
            left = length(step)
        left -= ms

    clock = Clock.new(structure, ClockSettings(deduction)).start(START)
    now = last = START
    end = START + 12 * HOUR
    per_op = (end - START) // operations
    worst = 0
    done = refused = 0
    began = time.perf_counter()
    while done < operations or now < end:
        now += rng.choice((0, rng.randrange(1000), rng.randrange(2 * per_op + 1)))
        if run:
            count_down(now - last)
        last = now
        op = rng.choice(
            ["pause", "resume", "adjust", "next", "previous", "jump", "h4h", "hand", "restore"]
        )
        try:
            if op == "pause":
                clock = clock.pause(now)
                run = False
            elif op == "resume":
                clock = clock.resume(now)
                run = True
            elif op == "adjust":
                delta = rng.randrange(-10 * 60_000, 10 * 60_000)
                clock = clock.adjust(delta, now)
                left = max(0, left + delta)
                if left == 0:
                    step += 1
                    left = length(step)
            elif op == "next":
                clock = clock.next_level(now)
                step += 1
                left = length(step)
            elif op == "previous":
                clock = clock.previous_level(now)
                step -= 1
                left = length(step)
            elif op == "jump":
                target = rng.randrange(len(lengths) + 5)
                clock = clock.jump_to(target, now)
                step, left = target, length(target)
            elif op == "h4h":
                if h4h:
                    clock = clock.end_hand_for_hand(now)
                    h4h, run = False, resume_after
                else:
                    clock = clock.start_hand_for_hand(now)
                    h4h, resume_after, run = True, run, False
            elif op == "hand":
                clock = clock.record_hand_for_hand_hand(now)
                count_down(deduction)
            else:
                clock = Clock.restore(Timeline(structure), clock.state, clock.settings)
        except ClockError:
            refused += 1
        view = clock.view(now)
        worst = max(worst, abs(view.remaining_ms - left) + (0 if view.step == step else HOUR))
        done += 1
    took = time.perf_counter() - began
    print(f"operations: {done} ({refused} refused as the state required)")
    print(f"simulated: {(now - START) / HOUR:.2f} hours, final level {clock.view(now).label}")
    print(f"max error: {worst} ms")
    print(f"time taken: {took:.3f} s ({took / done * 1e6:.1f} us per operation)")
    return 0 if worst == 0 else 1


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    sys.exit(main(*args))

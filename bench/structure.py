"""Structure validation benchmark: the validator is linear in the number of levels (issue 14).

Run: ``.venv/bin/python bench/structure.py [--full]``. Builds structures of 4,000 and 130,000
levels (breaks every 10 levels, blinds rising) and times, side by side:

- ``now``: :func:`tournament.structure_check.validate` (labels computed once per step);
- ``before-style``: what the old validator spent on labels alone -- :meth:`Structure.step_label`
  called for every step three times (steps, level checks, progression), each call counting
  the levels before it again (quadratic). At 130,000 levels it runs only with ``--full``
  (minutes); otherwise its time is projected from the 4,000-level run (x (130,000/4,000)^2).

Also times reading the 130,000-level file, which is refused at once (more than MAX_STEPS).
Prints seconds and the before/now ratio. Timing is never asserted by the tests.
"""

from __future__ import annotations

import json
import sys
import time

from tournament.chips import Chip, ChipSet
from tournament.limits import MAX_STEPS
from tournament.structure import Break, Level, Step, Structure
from tournament.structure_check import validate
from tournament.structure_io import StructureFileError, structure_from_json, structure_to_dict

CHIPS = ChipSet((Chip(25, "green", 1000), Chip(100, "black", 1000), Chip(500, "purple", 500)))


def build(levels: int) -> Structure:
    """A long but valid-looking structure: blinds rise by 25 every level, a break every 10."""
    steps: list[Step] = []
    for n in range(1, levels + 1):
        steps.append(Level(("NT",), 20 * 60_000, 25 * n, 50 * n))
        if n % 10 == 0:
            steps.append(Break(10 * 60_000))
    return Structure("Bench", tuple(steps), CHIPS, 20_000)


def before_style_labels(structure: Structure) -> None:
    for _ in range(3):
        for index in range(len(structure.steps)):
            structure.step_label(index)


def seconds(function: object, *args: object) -> float:
    start = time.perf_counter()
    function(*args)  # type: ignore[operator]
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    full = "--full" in argv
    print(f"{'levels':>8} {'steps':>8} {'now (s)':>10} {'before-style (s)':>18} {'ratio':>8}")
    base_before = 0.0
    for levels in (4_000, 130_000):
        structure = build(levels)
        now = seconds(validate, structure)
        if levels == 4_000 or full:
            before = seconds(before_style_labels, structure)
            note = ""
            if levels == 4_000:
                base_before = before
        else:
            before = base_before * (levels / 4_000) ** 2
            note = " (projected)"
        print(
            f"{levels:>8,} {len(structure.steps):>8,} {now:>10.3f} {before:>18.3f}{note} "
            f"{before / now:>7.0f}x"
        )
    text = json.dumps(structure_to_dict(build(130_000)))
    start = time.perf_counter()
    try:
        structure_from_json(text, "bench-130000.json")
        outcome = "read (unexpected)"
    except StructureFileError as error:
        outcome = f"refused: {str(error).split(': ', 1)[-1]}"
    print(
        f"reading the 130,000-level file: {time.perf_counter() - start:.3f} s, {outcome} "
        f"(bound {MAX_STEPS:,})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Upper bounds on the numbers a tournament file may hold: what the store and the clock hold.

Every amount and duration read from a file (a structure, a tournament import) is checked
against these bounds with a clear message, so an absurd number (a big blind of 10^30, a
level of 10^18 minutes) is refused while reading instead of failing later, when stored.

- Chip amounts (denominations, blinds, antes, bets, stacks, chip counts of a chip set) are
  at most :data:`MAX_CHIPS`: the level table stores them in 32-bit integer columns on
  PostgreSQL, and the sum of every stack in a large field still fits a 64-bit column.
- A player's stack (a chip count) is at most :data:`MAX_STACK`: far more than any field
  holds, and ten thousand of them still add up inside a 64-bit column.
- An amount of money a director sets (a buy-in, a fee, a guarantee) is at most
  :data:`MAX_MONEY` cents.
- A level or break lasts at most :data:`MAX_STEP_MS` (a week); a structure has at most
  :data:`MAX_STEPS` levels and breaks, so the whole structure ends well inside the clock's
  64-bit millisecond instants.
- Any other integer stored (an instant, a count in an event) fits a signed 64-bit column:
  :data:`INT64_MIN` .. :data:`INT64_MAX`.

>>> f"{MAX_CHIPS:,} chips, {MAX_STEP_MS // 3_600_000} hours, {MAX_STEPS:,} steps"
'2,147,483,647 chips, 168 hours, 1,000 steps'
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "INT64_MAX",
    "INT64_MIN",
    "MAX_CHIPS",
    "MAX_HANDS",
    "MAX_MONEY",
    "MAX_NESTING",
    "MAX_STACK",
    "MAX_STEPS",
    "MAX_STEP_MS",
    "MINUTE_MS",
]

INT64_MAX: Final = 2**63 - 1
"""The largest integer a 64-bit database column holds."""
INT64_MIN: Final = -(2**63)
"""The smallest integer a 64-bit database column holds."""
MAX_CHIPS: Final = 2**31 - 1
"""The largest chip amount of a structure (a 32-bit integer column on PostgreSQL)."""
MAX_STACK: Final = MAX_CHIPS * 10_000
"""The largest stack a chip count may give one player."""
MAX_MONEY: Final = 10**13
"""The largest amount of money (in cents) one setting may hold: a hundred billion, so that
the prize pool of ten thousand entries with rebuys still fits a 64-bit column."""
MINUTE_MS: Final = 60_000
MAX_STEP_MS: Final = 7 * 24 * 60 * MINUTE_MS
"""The longest level or break: one week."""
MAX_STEPS: Final = 1_000
"""The most levels and breaks a structure may have."""
MAX_HANDS: Final = 10_000
"""The most hands per game of a rotation by hands."""
MAX_NESTING: Final = 64
"""Lists and tables nested deeper than this in a file are refused (no file of ours nests
more than a few levels; Python's readers fail with a RecursionError near 1,000)."""

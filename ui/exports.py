"""Result sheets as data files (CSV, JSON): plain text built from the service's player views.

Nothing here decides anything: places, prizes and bounties come from the domain; this module
only lays them out. Saved files are data, never code.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["ResultLine", "results_csv", "results_json"]

_COLUMNS = (
    "place",
    "name",
    "country",
    "status",
    "entries",
    "rebuys",
    "add_ons",
    "bounties_won_cents",
    "prize_cents",
    "paid_cents",
)


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's result, money in cents."""

    place: int | None
    name: str
    country: str
    status: str
    entries: int
    rebuys: int
    add_ons: int
    bounties_won_cents: int
    prize_cents: int
    paid_cents: int


def _sorted(lines: Sequence[ResultLine]) -> list[ResultLine]:
    """Finished places first (best first), then players still in, by name."""
    return sorted(lines, key=lambda r: (r.place is None, r.place or 0, r.name))


def results_csv(lines: Sequence[ResultLine]) -> str:
    """The results as CSV with a header row.

    >>> print(results_csv([ResultLine(1, "Ana", "PT", "eliminated", 1, 0, 0, 0, 5000, 0)]), end="")
    place,name,country,status,entries,rebuys,add_ons,bounties_won_cents,prize_cents,paid_cents
    1,Ana,PT,eliminated,1,0,0,0,5000,0
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(_COLUMNS)
    for r in _sorted(lines):
        writer.writerow(["" if r.place is None else r.place, *_values(r)[1:]])
    return out.getvalue()


def _values(r: ResultLine) -> list[object]:
    return [
        r.place,
        r.name,
        r.country,
        r.status,
        r.entries,
        r.rebuys,
        r.add_ons,
        r.bounties_won_cents,
        r.prize_cents,
        r.paid_cents,
    ]


def results_json(title: str, currency: str, lines: Sequence[ResultLine]) -> str:
    """The results as a JSON document: ``{"tournament", "currency", "results": [...]}``."""
    doc = {
        "tournament": title,
        "currency": currency,
        "results": [dict(zip(_COLUMNS, _values(r), strict=True)) for r in _sorted(lines)],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"

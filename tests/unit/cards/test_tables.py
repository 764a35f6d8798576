"""Lookup tables: built lazily, unique keys, modest memory."""

from __future__ import annotations

import subprocess
import sys

from tournament.cards import high_rank, parse_known_cards, tables


def test_importing_the_package_does_not_build_tables() -> None:
    code = (
        "import tournament, tournament.cards, tournament.engine.showdown\n"
        "from tournament.cards import tables\n"
        "assert not tables.is_built()\n"
        "tournament.cards.high_rank(tournament.cards.parse_known_cards('AhKhQhJhTh'))\n"
        "assert tables.is_built()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_first_evaluation_builds_tables_with_one_key_per_rank_multiset() -> None:
    high_rank(parse_known_cards("2c3d4h5s7c"))
    assert tables.is_built()
    assert len(tables.HIGH) == len(tables.LOW_A5) == len(tables.LOW_27) == 6175 + 18395 + 49205


def test_tables_use_less_than_50_mb() -> None:
    tables.build()
    seen: set[int] = set()
    total = 0

    def size(obj: object) -> int:
        if id(obj) in seen:
            return 0
        seen.add(id(obj))
        return sys.getsizeof(obj)

    for d in (tables.HIGH, tables.LOW_A5, tables.LOW_27):
        total += size(d) + sum(size(k) + size(v) for k, v in d.items())
    for lst in (tables.FLUSH_HIGH, tables.FLUSH_27, tables.LOW8_MASK_RANK):
        total += size(lst) + sum(size(v) for v in lst)
    assert 1_000_000 < total < 50_000_000

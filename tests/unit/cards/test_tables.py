"""Lookup tables: built lazily, unique keys, modest memory."""

from __future__ import annotations

import gc
import subprocess
import sys
import tracemalloc

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
    tables.clear()
    gc.collect()
    tracemalloc.start()
    try:
        tables.build()
        current, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert tables.is_built()
    assert current < 50_000_000

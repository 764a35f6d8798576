"""The stored copy of the lookup tables (``tournament/cards/tables.bin``).

Loading the copy is ~10x faster than computing the tables; it must hold exactly what the
computation gives. After changing how tables are computed, regenerate it (from Python)
with ``open(tables.DATA_FILE, "wb").write(tables.encode_tables(fresh=True))``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.cards import tables


def test_stored_tables_equal_the_computed_tables() -> None:
    assert tables.encode_tables(fresh=True)[:4] == b"PFT1"
    stored = tables.decode_tables(Path(tables.DATA_FILE).read_bytes())
    assert stored is not None, "tables.bin is missing or damaged; regenerate it"
    high, a5, l27, flush, flush27, low8 = stored
    assert (high, a5, l27) == tables._compute_rank_tables()
    assert (flush, flush27, low8) == tables._compute_flush_tables()


def test_build_loads_the_stored_tables() -> None:
    tables.clear()
    tables.build()
    assert tables.is_built()
    assert tables._compute_rank_tables() == (tables.HIGH, tables.LOW_A5, tables.LOW_27)


@pytest.mark.parametrize("damage", [b"", b"XXXX", b"PFT1garbage"])
def test_a_damaged_copy_is_refused(damage: bytes) -> None:
    assert tables.decode_tables(damage) is None


def test_tables_are_computed_when_the_copy_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "DATA_FILE", "/nonexistent/tables.bin")
    tables.clear()
    tables.build()
    assert len(tables.HIGH) == len(tables.LOW_A5) == len(tables.LOW_27) == 6175 + 18395 + 49205
    assert tables.FLUSH_HIGH
    assert tables.FLUSH_27
    assert tables.LOW8_MASK_RANK

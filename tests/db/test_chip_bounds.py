"""Whatever the service accepts is stored and read back (issue 25, item 2).

One set of bounds (:mod:`tournament.limits`), checked where a command is decided: a structure
whose late levels exceed what the store keeps is refused at ``CreateTournament`` and at
``SetStructure`` with a message naming the level and the field, nothing written (the file's
bytes unchanged); the largest amounts allowed are stored and read back after a reopen.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pytest

from db.connect import open_store
from tests.db.scenario import T0
from tournament.errors import DomainError
from tournament.limits import MAX_CHIPS, MAX_STACK
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Level, Structure

MINUTE = 60_000


def doubling(levels: int, big: int = 200) -> tuple[Level, ...]:
    """Levels whose blinds double each time: 27 levels from 100/200 reach 3,355,443,200
    (6,710,886,400 at level 27) past the store's 2,147,483,647."""
    return tuple(Level(("NT",), 20 * MINUTE, big // 2 * 2**i, big * 2**i) for i in range(levels))


def digest(folder: Path) -> dict[str, str]:
    """Every file's bytes hashed, the lock's sidecar (the holder line) and -shm aside."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if not p.name.endswith((".lock", "-shm"))
    }


def test_a_structure_the_store_cannot_keep_is_refused_at_creation_naming_level_and_field(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        store.heartbeat(T0)
        before = digest(tmp_path)
        settings = BuyInSettings(buy_in=100, starting_stack=10_000)
        with pytest.raises(DomainError) as caught:
            store.log.create_tournament(
                c.CreateTournament("Marathon", settings, doubling(27), 1), T0, random.Random(1)
            )
        # 100/200 doubled 24 times: level 25's big blind is 200 * 2**24 = 3,355,443,200
        assert "level 25" in str(caught.value)
        assert "big blind" in str(caught.value)
        assert "2,147,483,647" in str(caught.value)
        assert "3,355,443,200" in str(caught.value)
        assert digest(tmp_path) == before  # nothing written
        assert store.log.tournaments() == []
    finally:
        store.close()


def test_the_largest_amounts_allowed_are_stored_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    top = Level(("NT",), 20 * MINUTE, MAX_CHIPS // 2, MAX_CHIPS)
    steps = (Level(("NT",), 20 * MINUTE, 100, 200), top)
    settings = BuyInSettings(
        buy_in=100,
        starting_stack=MAX_CHIPS,
        rebuy_chips=MAX_CHIPS,
        max_rebuys=1,
        rebuy_until_level=2,
        rebuy_cost=100,
        add_on_chips=MAX_CHIPS,
        add_on_until_level=2,
        add_on_cost=100,
    )
    rng = random.Random(2)
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.create_tournament(c.CreateTournament("Big", settings, steps, 1), T0, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna"), T0, rng)
        store.log.execute(tid, c.BuyIn("P0001"), T0, rng)
        store.log.execute(tid, c.RecordChipCount("P0001", MAX_STACK), T0, rng)
        expected = store.loaded.load(tid).snapshot()
    finally:
        store.close(T0 + 1)
    again = open_store(path, now_ms=T0 + 2)
    try:
        loaded = again.loaded.load(tid)
        assert loaded.snapshot() == expected
        assert loaded.player("P0001").stack == MAX_STACK
        assert loaded.structure is not None
        assert loaded.structure.levels[-1].big_blind == MAX_CHIPS
    finally:
        again.close()


def test_a_structure_change_beyond_the_bounds_is_refused_and_nothing_written(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    rng = random.Random(3)
    store = open_store(path, now_ms=T0)
    try:
        settings = BuyInSettings(buy_in=100, starting_stack=10_000)
        tid = store.log.create_tournament(
            c.CreateTournament("Marathon", settings, doubling(20), 1), T0, rng
        )
        store.heartbeat(T0)
        before = digest(tmp_path)
        bigger = Structure.of_steps("Marathon", doubling(30), 10_000)
        with pytest.raises(DomainError) as caught:
            store.log.execute(tid, c.SetStructure(bigger), T0 + 1, rng)
        assert "level 25, big blind" in str(caught.value)
        assert digest(tmp_path) == before  # nothing written
        assert len(store.log.entries(tid)) == 1  # only the creation
    finally:
        store.close(T0 + 3)


@pytest.mark.parametrize(
    ("settings", "named"),
    [
        (BuyInSettings(starting_stack=MAX_CHIPS + 1), "starting stack"),
        (BuyInSettings(rebuy_chips=MAX_CHIPS + 1, max_rebuys=1, rebuy_until_level=1), "rebuy"),
        (BuyInSettings(add_on_chips=MAX_CHIPS + 1, add_on_until_level=1), "add-on"),
    ],
)
def test_chips_of_an_entry_beyond_the_bounds_are_refused_at_creation(
    tmp_path: Path, settings: BuyInSettings, named: str
) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    try:
        with pytest.raises(DomainError) as caught:
            store.log.create_tournament(
                c.CreateTournament("Big", settings, doubling(3), 1), T0, random.Random(4)
            )
        assert named in str(caught.value)
        assert f"{MAX_CHIPS:,}" in str(caught.value)
        assert store.log.tournaments() == []
    finally:
        store.close()


def test_a_chip_count_beyond_the_bounds_is_refused_naming_the_player(tmp_path: Path) -> None:
    rng = random.Random(5)
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    try:
        settings = BuyInSettings(buy_in=100, starting_stack=10_000)
        tid = store.log.create_tournament(
            c.CreateTournament("Big", settings, doubling(3), 1), T0, rng
        )
        store.log.execute(tid, c.RegisterPlayer("Anna"), T0, rng)
        store.log.execute(tid, c.BuyIn("P0001"), T0, rng)
        for command in (
            c.RecordChipCount("P0001", MAX_STACK + 1),
            c.RecordChipCounts((ChipCount("P0001", 10**30),)),
        ):
            with pytest.raises(DomainError) as caught:
                store.log.execute(tid, command, T0, rng)
            assert "Anna" in str(caught.value)
            assert f"{MAX_STACK:,}" in str(caught.value)
        assert store.loaded.load(tid).player("P0001").stack == 10_000
    finally:
        store.close()

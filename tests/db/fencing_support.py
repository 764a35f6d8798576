"""Helpers for the fencing and takeover tests: a seated event, and what the log says."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from db.connect import open_store
from db.store import Store
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def seated_event(store: Store, players: int = 12, now: int = T0) -> str:
    """A tournament with ``players`` players bought in and seated; its id."""
    rng = random.Random(5)
    tid = store.log.create_tournament(create_command(), now, rng)
    for n in range(players):
        store.log.execute(tid, c.RegisterPlayer(f"Player {n + 1:02d}"), now, rng)
    for record in store.loaded.load(tid).player_records():
        store.log.execute(tid, c.BuyIn(record.player_id), now, rng)
    store.log.execute(tid, c.DrawSeats(), now, rng)
    return tid


def player_ids(store: Store, tid: str) -> list[str]:
    """The players' ids, in the order of their names."""
    records = sorted(store.loaded.load(tid).player_records(), key=lambda r: r.name)
    return [r.player_id for r in records]


def bust(store: Store, tid: str, victim: str, by: str, now: int) -> None:
    """One bust-out, as the console sends it."""
    store.log.execute(tid, c.EliminatePlayer(victim, busted_by=by), now, random.Random(1))


@dataclass(frozen=True)
class LogFacts:
    """What the database's log says, read with plain SQL (not through the store)."""

    stations: list[str]
    """The station that wrote each log entry, in log order."""
    eliminated: Counter[str]
    """How often each player was eliminated by a command or redo that is still in force."""
    places: list[int]
    """The finishing places the busts gave, in log order."""


def log_facts(target: str | Path) -> LogFacts:
    """Read the log of the only tournament in ``target`` with SQL."""
    url = str(target) if "://" in str(target) else f"sqlite:///{Path(target).as_posix()}"
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            stations = [
                str(r[0]) for r in conn.execute(text("select station from log_entry order by seq"))
            ]
            rows = conn.execute(text("select type, data from event order by seq")).all()
    finally:
        engine.dispose()
    eliminated: Counter[str] = Counter()
    places: list[int] = []
    for kind, data in rows:
        payload: Any = json.loads(data) if isinstance(data, str) else data
        if kind == "PlayersEliminated":
            for e in payload["eliminations"]:
                eliminated[e["player_id"]] += 1
                places.append(int(e["place"]))
    return LogFacts(stations, eliminated, places)


def blocks(stations: list[str]) -> list[str]:
    """The stations in the order they wrote, each run of entries by one station once:
    ``[A, B]`` means A wrote, then B, and A never again."""
    runs: list[str] = []
    for station in stations:
        if not runs or runs[-1] != station:
            runs.append(station)
    return runs


def open_writer(target: str | Path, now: int, station: str, **kwargs: Any) -> Store:
    """A writer station named ``station``."""
    return open_store(target, now_ms=now, station=station, **kwargs)

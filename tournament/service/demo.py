"""A realistic demo tournament as a list of commands (for ``pokerfloor --demo``).

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> t = Tournament()
>>> for command in demo_commands(random.Random(7), 1_700_000_000_000):
...     _ = t.handle(command, 1_700_000_000_000, random.Random(7))
>>> t.summary().players_left, len(t.tables_view())
(27, 3)
"""

from __future__ import annotations

import random
from typing import Literal

from tournament.service import commands as c
from tournament.service.records import MINUTE_MS, BuyInSettings, LevelSpec

__all__ = ["DEMO_NAMES", "demo_commands", "horse_structure", "nlhe_structure"]

DEMO_NAMES: tuple[tuple[str, str], ...] = (
    ("Ana Silva", "PT"),
    ("João Costa", "BR"),
    ("Lucía Fernández", "ES"),
    ("Mateo García", "AR"),
    ("Chloé Martin", "FR"),
    ("Julien Moreau", "FR"),
    ("Lena Schneider", "DE"),
    ("Jonas Becker", "DE"),
    ("Marek Nowak", "PL"),
    ("Zofia Kowalska", "PL"),
    ("Sven Lindqvist", "SE"),
    ("Ingrid Hansen", "NO"),
    ("Aoife Byrne", "IE"),
    ("Liam O'Connor", "IE"),
    ("Giulia Rossi", "IT"),
    ("Marco Bianchi", "IT"),
    ("Yuki Tanaka", "JP"),
    ("Haruto Sato", "JP"),
    ("Min-jun Kim", "KR"),
    ("Priya Sharma", "IN"),
    ("Arjun Patel", "IN"),
    ("Olivia Smith", "GB"),
    ("Tom Williams", "GB"),
    ("Emily Johnson", "US"),
    ("Daniel Brown", "US"),
    ("Nikolai Ivanov", "BG"),
    ("Eva Novák", "CZ"),
    ("Kofi Mensah", "GH"),
    ("Amira Haddad", "LB"),
    ("Chen Wei", "CN"),
)


def nlhe_structure() -> tuple[LevelSpec, ...]:
    """A regular no-limit hold'em structure: 20-minute levels, big-blind ante from level 4,
    a 10-minute break every four levels (the 100s are coloured up at the third)."""
    blinds = [
        (100, 200), (100, 200), (200, 400), (300, 600), (400, 800), (500, 1000),
        (600, 1200), (800, 1600), (1000, 2000), (1200, 2400), (1500, 3000), (2000, 4000),
        (2500, 5000), (3000, 6000), (4000, 8000), (5000, 10000),
    ]  # fmt: skip
    out: list[LevelSpec] = []
    for i, (sb, bb) in enumerate(blinds, 1):
        ante = bb if i >= 4 else 0
        level = LevelSpec("NT", sb, bb, ante, big_blind_ante=ante > 0, duration_ms=20 * MINUTE_MS)
        out.append(level)
        if i % 4 == 0 and i < len(blinds):
            colour = (100,) if i == 12 else ()
            out.append(LevelSpec("NT", is_break=True, duration_ms=10 * MINUTE_MS, colour_up=colour))
    return tuple(out)


def horse_structure() -> tuple[LevelSpec, ...]:
    """A HORSE structure (limit hold'em, Omaha 8, razz, stud, stud 8), one game per level."""
    games = ("FT", "FO/8", "FR", "F7S", "F7S/8")
    bets = [(200, 400), (300, 600), (400, 800), (600, 1200), (800, 1600), (1000, 2000),
            (1500, 3000), (2000, 4000), (3000, 6000), (4000, 8000)]  # fmt: skip
    out: list[LevelSpec] = []
    for i, (small, big) in enumerate(bets):
        game = games[i % len(games)]
        if game in ("FT", "FO/8"):
            level = LevelSpec(game, small // 2, small, 0, 0, small, big, 20 * MINUTE_MS)
        else:
            level = LevelSpec(game, 0, 0, small // 5, small // 4, small, big, 20 * MINUTE_MS)
        out.append(level)
        if (i + 1) % 5 == 0 and i + 1 < len(bets):
            out.append(LevelSpec(game, is_break=True, duration_ms=15 * MINUTE_MS))
    return tuple(out)


def demo_commands(
    rng: random.Random,
    now: int,
    players: int = 27,
    game: Literal["nlhe", "horse"] = "nlhe",
) -> list[c.Command]:
    """Commands that create and seat a demo tournament, clock ready (not started).

    ``rng`` picks which names play; ``now`` is accepted so that callers can pass the
    shell's clock (the commands themselves carry no time).
    """
    del now
    if not 2 <= players <= len(DEMO_NAMES):
        raise ValueError(f"the demo has between 2 and {len(DEMO_NAMES)} players")
    table_size = 9 if game == "nlhe" else 8
    tables = -(-players // table_size)
    structure = nlhe_structure() if game == "nlhe" else horse_structure()
    name = "Friday Night No-Limit Hold'em" if game == "nlhe" else "Sunday HORSE"
    buy_in = BuyInSettings(
        buy_in=10_000,
        fee=1_000,
        starting_stack=20_000 if game == "nlhe" else 15_000,
        max_entries=2,
        late_registration_level=6,
    )
    out: list[c.Command] = [c.CreateTournament(name, buy_in, structure, tables, table_size)]
    chosen = rng.sample(DEMO_NAMES, players)
    for number, (person, country) in enumerate(chosen, 1):
        out.append(c.RegisterPlayer(person, country, f"P{number:04d}"))
        out.append(c.BuyIn(f"P{number:04d}"))
    out.append(c.DrawSeats())
    for table in range(1, tables + 1):
        out.append(c.SetButton(table, 1 + rng.randrange(table_size)))
    return out

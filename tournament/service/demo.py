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
from tournament.service.records import BuyInSettings
from tournament.structure import Step
from tournament.structure_io import load_preset

__all__ = [
    "DEMO_NAMES",
    "HORSE_PRESET",
    "NLHE_PRESET",
    "demo_commands",
    "nlhe_structure",
]

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


NLHE_PRESET = "nlhe-regular"
HORSE_PRESET = "horse"


def nlhe_structure() -> tuple[Step, ...]:
    """The levels and breaks of the bundled regular no-limit hold'em preset
    (``nlhe-regular.toml``), bare: a tournament created with them plays the chips they imply
    (:meth:`~tournament.structure.Structure.of_steps`), as it always did."""
    return load_preset(NLHE_PRESET).steps


def demo_commands(
    rng: random.Random,
    now: int,
    players: int = 27,
    game: Literal["nlhe", "horse"] = "nlhe",
) -> list[c.Command]:
    """Commands that create and seat a demo tournament, clock ready (not started).

    The structure is a bundled preset (``nlhe-regular`` or ``horse``). ``rng`` picks which
    names play; ``now`` is accepted so that callers can pass the shell's clock (the
    commands themselves carry no time). The buttons are drawn when the commands run.
    """
    del now
    if not 2 <= players <= len(DEMO_NAMES):
        raise ValueError(f"the demo has between 2 and {len(DEMO_NAMES)} players")
    table_size = 9 if game == "nlhe" else 8
    tables = -(-players // table_size)
    structure = load_preset(NLHE_PRESET if game == "nlhe" else HORSE_PRESET)
    name = "Friday Night No-Limit Hold'em" if game == "nlhe" else "Sunday HORSE"
    buy_in = BuyInSettings(
        buy_in=10_000,
        fee=1_000,
        starting_stack=structure.starting_stack,
        max_entries=2,
        late_registration_level=6,
    )
    out: list[c.Command] = [c.CreateTournament(name, buy_in, structure, tables, table_size)]
    chosen = rng.sample(DEMO_NAMES, players)
    for number, (person, country) in enumerate(chosen, 1):
        out.append(c.RegisterPlayer(person, country, f"P{number:04d}"))
        out.append(c.BuyIn(f"P{number:04d}"))
    out.append(c.DrawSeats())
    out.append(c.DrawButton())
    out.append(c.GeneratePayouts())
    return out

"""Tables must fit the games of the structure: stud is dealt to 8 at most, 2-7 draw to 6."""

from __future__ import annotations

import random

import pytest

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import BuyInSettings
from tournament.structure_io import load_preset

NOW = 1_800_000_000_000


def _create(preset: str, seats: int) -> Tournament:
    t = Tournament()
    command = c.CreateTournament("Mixed", BuyInSettings(), load_preset(preset), 2, seats)
    t.handle(command, NOW, random.Random(1))
    return t


def test_stud_games_are_dealt_to_at_most_eight_players() -> None:
    with pytest.raises(DomainError, match="at most 8 players"):
        _create("horse", 9)
    assert _create("horse", 8).table_records()[0].size == 8


def test_draw_games_are_dealt_to_at_most_six_players() -> None:
    with pytest.raises(DomainError, match="at most 6 players"):
        _create("eight-game", 8)
    assert _create("eight-game", 6).table_records()[0].size == 6


def test_added_table_must_fit_the_games_too() -> None:
    t = _create("horse", 8)
    with pytest.raises(DomainError, match="at most 8 players"):
        t.handle(c.AddTable(9), NOW, random.Random(1))


def test_new_structure_must_fit_the_tables() -> None:
    t = _create("nlhe-regular", 9)
    with pytest.raises(DomainError, match="at most 8 players"):
        t.handle(c.SetStructure(load_preset("horse")), NOW, random.Random(1))

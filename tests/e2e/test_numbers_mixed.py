"""Issue 10.7, "done means": mixed games shown right in the real program, per level and per
table. The games, limits, blinds, antes and bring-ins expected are read off the structures
by hand in the comments (the bundled HORSE preset; an 8-game level written here)."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Level, RotationSettings, RotationUnit
from tournament.structure_io import load_preset
from ui.app import AppParts

HORSE = ("FT", "FO/8", "FR", "F7S", "F7S/8")
EIGHT = ("F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO")


def start(parts: AppParts, players: int) -> None:
    run = parts.uow.handle
    for n in range(1, players + 1):
        run(c.RegisterPlayer(f"Player {n:02d}", "FR"))
        run(c.BuyIn(f"P{n:04d}"))
    run(c.DrawSeats())
    run(c.DrawButton())


def shows(parts: AppParts, game: str, stakes: tuple[str, ...]) -> None:
    """The clock screen's game and stakes, and every table card's game line."""
    model = parts.facade.clock_model()
    assert (model.game, model.stakes) == (game, stakes)
    line = " · ".join((game, *stakes))
    assert [t.game for t in parts.facade.tables()] == [line, line]


def test_horse_rotating_per_level_shows_each_levels_game_and_forced_bets(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    create = c.CreateTournament("HORSE", BuyInSettings(), load_preset("horse"), 2, 8)
    parts = open_app(opened, qtbot, tmp_path / "horse.sqlite", clock, lambda: create)
    start(parts, 16)
    parts.uow.handle(c.SetRotation(RotationSettings(RotationUnit.LEVEL, 8, HORSE)))
    parts.uow.handle(c.StartClock())
    # horse.toml: 40-minute levels, a 15-minute break after level 3. Level 1: ante 25,
    # bring-in 50, limits 200/400 (blinds half the small bet and the small bet).
    clock.now = START + 1 * MINUTE
    shows(parts, "Limit Texas hold'em", ("Limits 200 / 400", "Blinds 100 / 200"))
    # Level 2 (40-80 min): Omaha 8, limits 300/600, blinds 150/300.
    clock.now = START + 41 * MINUTE
    shows(parts, "Limit Omaha hi-lo 8 or better", ("Limits 300 / 600", "Blinds 150 / 300"))
    # Level 3 (80-120 min): razz, ante 50, bring-in 100, limits 400/800.
    clock.now = START + 81 * MINUTE
    shows(parts, "Razz", ("Limits 400 / 800", "Ante 50 · Bring-in 100"))
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:
        parts.clock_screen.refresh()
        parts.clock_screen.grab().save(str(Path(folder) / "horse-razz.png"))
    # Level 4 (after the break, 135-175 min): stud, ante 100, bring-in 200, 600/1,200.
    clock.now = START + 136 * MINUTE
    shows(parts, "Seven card stud", ("Limits 600 / 1,200", "Ante 100 · Bring-in 200"))
    # Level 5 (175-215 min): stud 8, ante 100, bring-in 200, limits 800/1,600.
    clock.now = START + 176 * MINUTE
    shows(
        parts,
        "Seven card stud hi-lo 8 or better",
        ("Limits 800 / 1,600", "Ante 100 · Bring-in 200"),
    )
    # The Structure tab: one game per level, each with its own forced bets.
    levels = dict(parts.facade.levels())
    assert levels["Level 1"] == "Limit Texas hold'em · Limits 200 / 400 · Blinds 100 / 200"
    assert levels["Level 3"] == "Razz · Limits 400 / 800 · Ante 50 · Bring-in 100"
    assert levels["Level 6"] == "Limit Texas hold'em · Limits 1,000 / 2,000 · Blinds 500 / 1,000"


def test_eight_game_rotating_every_eight_hands_shows_each_tables_game(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    level = Level(EIGHT, 20 * MINUTE, 100, 200, ante=25, bring_in=50, small_bet=200, big_bet=400)
    create = c.CreateTournament("8-Game", BuyInSettings(), (level,), 2, 6)
    parts = open_app(opened, qtbot, tmp_path / "eight.sqlite", clock, lambda: create)
    start(parts, 12)
    parts.uow.handle(c.SetRotation(RotationSettings(RotationUnit.HANDS, 8, EIGHT)))
    parts.uow.handle(c.StartClock())
    clock.now = START + MINUTE

    # The Structure tab lists the eight games by the forced bets they use: blinds 100/200
    # for the flop and draw games (limits 200/400 for the limit ones), ante 25 and
    # bring-in 50 for the stud games, blinds only for no-limit and pot-limit.
    assert dict(parts.facade.levels())["▶ Level 1"] == (
        "2-7 TD, Limit Hold'em, O8: Limits 200 / 400 · Blinds 100 / 200"
        " | Razz, Stud, Stud 8: Limits 200 / 400 · Ante 25 · Bring-in 50"
        " | NLHE, PLO: Blinds 100 / 200"
    )

    def tables() -> list[str]:
        return [t.game for t in parts.facade.tables()]

    triple_draw = "2-7 lowball triple draw · Limits 200 / 400 · Blinds 100 / 200"
    assert tables() == [triple_draw, triple_draw]
    # Table 1 finishes its 8 hands of 2-7 triple draw; table 2 three.
    for _ in range(8):
        parts.facade.send(c.RecordHand(1))
    for _ in range(3):
        parts.facade.send(c.RecordHand(2))
    assert tables() == ["Limit Texas hold'em · Limits 200 / 400 · Blinds 100 / 200", triple_draw]
    model = parts.facade.clock_model()
    assert model.tables_games == "Table 1: Limit Hold'em · Table 2: 2-7 TD"
    # One table each: the earlier game of the rotation is shown as the game now.
    assert model.game == "2-7 lowball triple draw"
    # Table 1: 24 more hands (hold'em, Omaha 8, razz) -> stud; table 2: 45 more (48 in
    # all, six turns: triple draw to stud 8) -> no-limit hold'em.
    for _ in range(24):
        parts.facade.send(c.RecordHand(1))
    for _ in range(45):
        parts.facade.send(c.RecordHand(2))
    assert tables() == [
        "Seven card stud · Limits 200 / 400 · Ante 25 · Bring-in 50",
        "No-limit Texas hold'em · Blinds 100 / 200",
    ]
    parts.clock_screen.refresh()
    assert "Table 1: Stud · Table 2: NLHE" in parts.clock_screen.message.text()
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:
        parts.clock_screen.grab().save(str(Path(folder) / "eight-game-tables.png"))

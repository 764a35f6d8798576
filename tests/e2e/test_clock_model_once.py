"""The clock screen's model is built once per change, however many windows listen (the
console's clock strip, its payouts tab, the clock screen): counted in the real program."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import ChipCount
from ui.app import AppParts


def test_a_bust_and_a_chip_count_build_the_clock_model_once_each(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "once.sqlite", clock, demo="nlhe")
    parts.clock_screen.show()
    facade = parts.facade
    built: list[int] = []
    build = facade._build_clock_model

    def counted(now: int) -> object:
        built.append(now)
        return build(now)

    facade._build_clock_model = counted  # type: ignore[method-assign,assignment]
    seated = list(facade.count_rows())
    clock.now += 1_000
    assert parts.console.do(lambda: facade.send(c.EliminatePlayer(seated[0].player_id)))
    assert len(built) == 1  # console strip, payouts and clock screen share it
    clock.now += 1_000
    counted_player = seated[1]
    chips = {counted_player.player_id: counted_player.stack + 100}
    assert parts.console.do(
        lambda: facade.send(c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in chips.items())))
    )
    assert len(built) == 2

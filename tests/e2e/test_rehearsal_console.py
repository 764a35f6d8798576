"""The console's "Rehearse this event…": the dialog opens on the event played, and from
the running event it rehearses its real seats and stacks (the event itself untouched)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, FakeClock, open_app
from ui.app import AppParts


def test_rehearse_from_the_running_event(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    console = parts.console
    assert console.menus.rehearse_action.text() == "Rehearse this event…"
    planned = console.rehearse()
    # before the clock starts there is only the plan to rehearse
    assert [planned.plan.source.itemData(i) for i in range(planned.plan.source.count())] == ["plan"]
    planned.close()

    console.clock_bar.start_button.click()
    clock.now += 10 * MINUTE
    before = [(p.name, p.stack) for p in parts.facade.players()]
    dialog = console.rehearse()
    qtbot.addWidget(dialog)
    assert dialog.structure.name == "No-limit hold'em - regular"
    dialog.plan.source.setCurrentIndex(dialog.plan.source.findData("live"))
    dialog.workers = 1
    dialog.plan.runs.setValue(1)
    with qtbot.waitSignal(dialog.done_rehearsing, timeout=120_000):
        dialog.go.click()
    ((_name, settings, summary),) = dialog.outcome
    assert summary.players.median == 27  # the demo's 27 players, no one added
    assert settings.start_ms == clock.now  # carried on from now
    assert summary.end_h.median > 0
    assert [(p.name, p.stack) for p in parts.facade.players()] == before

"""The event bridge: which rows, table cards and parts each committed event touches, and
that only the tournament on screen reaches the windows."""

from __future__ import annotations

from dataclasses import dataclass

from pytestqt.qtbot import QtBot

from tournament.seating import Move
from tournament.service import events as e
from tournament.service.records import ChipCount, Elimination
from ui.bridge import Change, EventBridge, change_of


@dataclass(frozen=True)
class Published:
    seq: int
    tournament_id: str
    event: object


def test_a_bust_touches_the_busted_player_the_eliminator_and_the_money() -> None:
    change = change_of(
        [e.PlayersEliminated(3, 0, (Elimination("p7", 27, 30_000, busted_by="p2"),))]
    )
    assert change == Change(
        players=frozenset({"p7", "p2"}), clock=True, money=True, chips=True, seating=True
    )


def test_a_chip_count_touches_the_counted_players_and_no_table() -> None:
    change = change_of([e.ChipCountsRecorded((ChipCount("p1", 5), ChipCount("p4", 6)))])
    assert change == Change(players=frozenset({"p1", "p4"}), clock=True, chips=True)


def test_moves_touch_the_players_and_both_tables() -> None:
    change = change_of([e.PlayersMoved((Move("p1", 3, 2, 1, 9), Move("p5", 3, 4, 2, 1)))])
    assert change.players == {"p1", "p5"}
    assert change.tables == {1, 2, 3}
    assert change.seating
    assert not change.money
    assert not change.everything


def test_an_undo_touches_what_its_restore_events_name() -> None:
    change = change_of([e.PlayerRestored("p7", None), e.TableRestored(2, None)])
    assert change.players == {"p7"}
    assert change.tables == {2}
    assert not change.everything


def test_the_clock_and_a_new_level() -> None:
    assert change_of([e.TimeAdjusted(0, 60_000, None)]) == Change(clock=True)  # type: ignore[arg-type]
    level = change_of([e.LevelStarted(0, 1, None)])  # type: ignore[arg-type]
    assert level == Change(clock=True, levels=True)


def test_an_event_the_bridge_does_not_know_means_everything() -> None:
    assert change_of([object()]).everything
    assert change_of([e.PayoutsSet((100, 50))]).everything


def test_only_the_tournament_on_screen_reaches_the_windows(qtbot: QtBot) -> None:
    shown = ["t1"]
    bridge = EventBridge(lambda: shown[0])
    seen: list[Change] = []
    bridge.changed.connect(seen.append)
    counted = e.ChipCountsRecorded((ChipCount("p1", 5),))
    bridge.publish([Published(1, "t2", counted)])
    assert seen == []
    bridge.publish([Published(2, "t2", counted), Published(3, "t1", e.ButtonPlaced(4, 2))])
    assert seen == [Change(tables=frozenset({4}), seating=True)]

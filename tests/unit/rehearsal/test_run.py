"""One rehearsal run: the same seed gives the same run, and every run keeps the rules of
a real event (chips conserved, places 1..N, no table over its size, every hand legal)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tournament import hh
from tournament.engine.rules import Rules
from tournament.rehearsal import EventPlan, RehearsalSettings, run_once
from tournament.rehearsal.run import RehearsalCancelledError
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.demo import demo_commands
from tournament.service.table_play import PlayedHand
from tournament.structure import Level
from tournament.structure_io import load_preset


def _settings(
    preset: str = "nlhe-turbo", players: int = 30, size: int = 9, runs: int = 2, late: int = 6
) -> RehearsalSettings:
    plan = EventPlan(
        load_preset(preset),
        entries=(players, players),
        table_size=size,
        late_registration_level=late,
    )
    return RehearsalSettings(plan, runs=runs, seed=11)


def test_the_same_seed_replays_the_same_run() -> None:
    settings = _settings()
    assert run_once(settings, 5) == run_once(settings, 5)
    # keeping the hand histories changes nothing
    assert run_once(settings, 5, on_hand=lambda played: None) == run_once(settings, 5)
    assert run_once(settings, 5) != run_once(settings, 6)


_ACROSS_PROCESSES = """
from tests.unit.rehearsal.test_run import _settings
from tournament.rehearsal import run_many
settings = _settings(players=24, runs=2)
print(run_many(settings, workers=2) == run_many(settings, workers=1))
"""


def test_runs_in_worker_processes_equal_runs_in_one_process() -> None:
    # spawned workers have their own string-hash seeds: nothing may depend on set order.
    # Compared in a fresh interpreter: in the full suite an earlier test leaves this
    # process in a state where the in-process runs differ (not found yet, see the report).
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", _ACROSS_PROCESSES],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONHASHSEED": "random"},
    )
    assert done.stdout.strip() == "True", done.stdout + done.stderr


@pytest.mark.parametrize(
    ("preset", "size", "seed", "late"),
    [("nlhe-turbo", 9, 1, 0), ("nlhe-turbo", 6, 2, 4), ("horse", 8, 3, 0), ("eight-game", 6, 4, 0)],
)
def test_every_run_keeps_the_rules_of_an_event(
    preset: str, size: int, seed: int, late: int
) -> None:
    settings = _settings(preset, players=26, size=size, late=late)
    hands: list[PlayedHand] = []
    result = run_once(settings, seed, on_hand=hands.append)
    # chips: every chip bought is still in play, all with the winner at the end
    assert (
        result.chips
        == result.starting_chips
        == result.entries * settings.plan.structure.starting_stack
    )
    # places 1..N, one per player (re-entries play on under their name); players out in
    # the same hand with the same stack share a place (14, 14, then 16). During late
    # registration the service gives a busted player the place of the players left then
    # (the field is still growing), so only the places after registration closed are
    # checked there: the paid places at least.
    assert len({pid for _, pid in result.places}) == len(result.places) == result.players
    places = sorted(place for place, _ in result.places)
    _assert_places(places if not late else places[: result.paid])
    assert 1 < result.most_seated <= size
    # every hand legal: its history replays through the engine to the same stacks
    assert len(hands) == result.hands > 0
    for played in hands:
        assert len(played.players) <= size
        assert sum(played.starting_stacks) == sum(played.finishing_stacks)
        outcome = hh.replay(hh.loads(played.phh))
        assert outcome.ok, (outcome.error, played.phh)
        assert outcome.finishing_stacks == played.finishing_stacks
    assert result.games == tuple(
        sorted((g, sum(1 for h in hands if h.game == g)) for g in {h.game for h in hands})
    )


def _assert_places(places: list[int]) -> None:
    assert places[0] == 1
    for i in range(1, len(places)):
        assert places[i] in (i + 1, places[i - 1]), places


def test_time_moves_forward_and_the_milestones_come_in_order() -> None:
    result = run_once(_settings(players=40), 3)
    assert result.bubble_ms is not None
    assert result.final_table_ms is not None
    assert result.start_ms < result.bubble_ms <= result.end_ms
    assert result.start_ms < result.final_table_ms <= result.end_ms
    # the curves start with everyone seated at the start (70 % of 40 = 28 on 4 tables)
    assert result.samples[0] == (28, 4)
    assert all(t <= -(-p // 9) + 1 for p, t in result.samples if p)


def test_a_run_can_be_stopped() -> None:
    with pytest.raises(RehearsalCancelledError):
        run_once(_settings(), 1, should_stop=lambda: True)


def test_a_running_event_is_rehearsed_from_its_seats_and_stacks() -> None:
    t = Tournament()
    rng = random.Random(2)
    for command in demo_commands(rng, 0, players=20):
        t.handle(command, 0, rng)
    t.handle(c.StartClock(), 0, rng)
    before = t.snapshot()
    now = 45 * 60_000  # level 2 of the regular structure (30-minute levels)
    result = run_once(_settings(players=20), 1, start=t, now=now)
    assert t.snapshot() == before  # the live event is not touched
    assert result.players == 20
    assert result.entries == 20
    assert result.chips == 20 * load_preset("nlhe-regular").starting_stack
    _assert_places(sorted(p for p, _ in result.places))
    assert len(result.places) == 20
    assert result.end_ms > now


def test_a_running_event_is_rehearsed_under_its_rules_settings() -> None:
    t = Tournament()
    rng = random.Random(2)
    for command in demo_commands(rng, 0, players=12):
        t.handle(command, 0, rng)
    wsop = Rules.profile("wsop", check_raise=False)
    t.handle(c.SetRules(wsop), 0, rng)
    t.handle(c.StartClock(), 0, rng)
    hands: list[PlayedHand] = []
    run_once(_settings(players=12), 1, on_hand=hands.append, start=t, now=45 * 60_000)
    assert hands
    assert {hh.loads(h.phh).user_fields["_rules"]["name"] for h in hands} == {"wsop"}
    recorded = dict(hh.loads(hands[0].phh).user_fields["_rules"])
    # pots split in the smallest chip of the structure's chip set (100 in the demo)
    assert Rules.from_dict(recorded) == wsop.with_settings(min_chip_unit=100)
    # a planned event has no settings yet: the TDA profile
    planned: list[PlayedHand] = []
    run_once(_settings(players=12), 1, on_hand=planned.append)
    assert Rules.from_dict(dict(hh.loads(planned[0].phh).user_fields["_rules"])) == Rules(
        min_chip_unit=100
    )


def test_hands_export_as_phh_that_pokerfloor_replay_accepts(tmp_path: Path) -> None:
    from ui.cli import main as pokerfloor

    folder = tmp_path / "hands"
    turbo = load_preset("nlhe-turbo")
    settings = RehearsalSettings(EventPlan(turbo, entries=(12, 12), name=turbo.name), runs=1)
    assert (
        pokerfloor(
            [
                "rehearse",
                "--structure",
                "nlhe-turbo",
                "--entries",
                "12",
                "--runs",
                "1",
                "--workers",
                "1",
                "--phh-out",
                str(folder),
            ]
        )
        == 0
    )
    files = sorted(folder.glob("*.phh"))
    assert files
    assert pokerfloor(["replay", str(folder)]) == 0
    assert len(files) == run_once(settings, settings.seed).hands


def test_the_level_of_the_final_table_is_the_level_in_force_when_it_forms() -> None:
    # the clock runs without a stop (no bubble hand for hand, no days): the level in force
    # at an instant follows from the structure's step lengths alone
    base = _settings(players=40, late=0)
    settings = RehearsalSettings(base.plan, runs=1, seed=3, hand_for_hand=False)
    result = run_once(settings, 3)
    assert result.final_table_ms is not None
    assert result.final_table_ms < result.end_ms
    elapsed = result.final_table_ms - settings.start_ms
    level = 0
    for step in settings.plan.structure.steps:
        if isinstance(step, Level):  # a level (a break keeps the number of the last)
            level += 1
        if elapsed < step.length_ms:
            break
        elapsed -= step.length_ms
    assert result.final_table_level == level
    assert result.final_table_level < result.end_level  # the end comes levels later

"""Engine hands dealt at tournament tables (tournament.service.table_play)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament import hh
from tournament.engine import events as ev
from tournament.errors import DomainError
from tournament.games import is_limit, is_stud
from tournament.hh import replay
from tournament.money.elimination import Bust
from tournament.service import Tournament, simulate
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.service.table_play import PlayedHand, deal_hand, hand_commands
from tournament.structure import AnteKind, Level, RotationSettings, RotationUnit, Structure
from tournament.structure_io import load_preset

from .helpers import run

NOW = 1_700_000_000_000
MIX = ("F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO", "N2L1D")


def _with_games(structure: Structure, games: tuple[str, ...], **rotation: object) -> Structure:
    steps = tuple(replace(s, games=games) if isinstance(s, Level) else s for s in structure.steps)
    changed = replace(structure, steps=steps)
    if rotation:
        changed = replace(changed, rotation=RotationSettings(**rotation))  # type: ignore[arg-type]
    return changed


def _tournament(structure: Structure, players: int, size: int = 6, tables: int = 1) -> Tournament:
    t = Tournament()
    rng = random.Random(11)
    buy_in = BuyInSettings(starting_stack=structure.starting_stack)
    t.handle(c.CreateTournament("Table play", buy_in, structure, tables, size), NOW, rng)
    for i in range(players):
        t.handle(c.RegisterPlayer(f"Player {i + 1}"), NOW, rng)
        t.handle(c.BuyIn(f"P{i + 1:04d}"), NOW, rng)
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        t.handle(command, NOW, rng)
    return t


def _mix(games: tuple[str, ...], **rotation: object) -> Structure:
    return _with_games(load_preset("players-championship"), games, **rotation)


def _replays(played: PlayedHand, heads_up: bool = False) -> hh.HandHistory:
    """The PHH of ``played``, checked by replaying it through the engine."""
    history = hh.loads(played.phh)
    result = replay(history, tournament_heads_up=heads_up)
    assert result.ok, result.error
    assert result.finishing_stacks == played.finishing_stacks
    return history


def _record(t: Tournament, played: PlayedHand) -> None:
    t.handle(played.command(), NOW, random.Random(0))


def _table_chips(t: Tournament, table: int) -> int:
    return sum(t.player(p).stack for p in t.table_value(table).players())


@pytest.mark.parametrize("game", MIX)
def test_hand_uses_the_games_forced_bets_of_the_level_and_replays(game: str) -> None:
    t = _tournament(_mix((game,)), players=6)
    amounts = t.level_in_force(NOW).amounts_for(game)
    table = t.table_value(1)
    chips = _table_chips(t, 1)
    played = deal_hand(t, 1, NOW, random.Random(3))
    history = _replays(played)
    assert history.variant == played.game == game
    assert history.table == 1
    assert history.level == 1
    assert history.hand == 1
    assert history.players == tuple(t.player(p).name for p in played.players)
    assert history.rules is not None
    assert history.rules["name"] == "tda"
    assert sum(history.starting_stacks) == sum(played.finishing_stacks) == chips
    if is_limit(game):
        assert (history.small_bet, history.big_bet) == (amounts.small_bet, amounts.big_bet)
    if is_stud(game):
        assert history.antes == (amounts.ante,) * 6
        assert history.bring_in == amounts.bring_in
        assert history.blinds_or_straddles is None
        return
    positions = table.next_hand().positions
    assert history.seats is not None
    assert history.seats[-1] == positions.button
    assert history.blinds_or_straddles == (amounts.small_blind, amounts.big_blind, 0, 0, 0, 0)
    assert history.seats[:2] == (positions.small_blind, positions.big_blind)
    if not is_limit(game):
        assert history.min_bet == amounts.big_blind
    expected_ante = amounts.ante if amounts.ante_kind == AnteKind.PER_PLAYER.value else 0
    assert history.antes == (expected_ante,) * 6


def test_big_blind_ante_is_posted_by_the_big_blind_only() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=5, size=9)
    amounts = t.level_in_force(NOW).amounts_for("NT")
    assert amounts.ante_kind == AnteKind.BIG_BLIND.value
    assert amounts.ante > 0
    played = deal_hand(t, 1, NOW, random.Random(1))
    history = _replays(played)
    assert history.antes == (0, amounts.ante, 0, 0, 0)
    assert history.blinds_or_straddles == (amounts.small_blind, amounts.big_blind, 0, 0, 0)


def test_heads_up_the_button_posts_the_small_blind() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=2, size=9)
    button = t.table_value(1).next_hand().positions.button
    played = deal_hand(t, 1, NOW, random.Random(2))
    history = _replays(played, heads_up=True)
    assert history.seats is not None
    assert history.seats[-1] == button
    amounts = t.level_in_force(NOW).amounts_for("NT")
    assert history.blinds_or_straddles == (amounts.small_blind, amounts.big_blind)
    assert history.user_fields.get("_tournament_heads_up") is True
    result = replay(history, tournament_heads_up=True)
    posted = {e.player: e.amount for e in result.events if isinstance(e, ev.BlindPosted)}
    assert posted == {1: amounts.small_blind, 0: amounts.big_blind}  # p2 is the button


def test_dead_button_rules_give_no_small_blind_then_a_dead_button() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=4, size=9)
    _record(t, deal_hand(t, 1, NOW, random.Random(4)))
    last = t.table_value(1).last_hand
    assert last is not None
    big_blind_player = t.table_value(1).player_at(last.big_blind)
    assert big_blind_player is not None
    t.handle(c.EliminatePlayer(big_blind_player), NOW, random.Random(0))
    upcoming = t.table_value(1).next_hand()
    assert not upcoming.small_blind_posted
    amounts = t.level_in_force(NOW).amounts_for("NT")
    played = deal_hand(t, 1, NOW, random.Random(5))
    history = _replays(played)
    assert history.blinds_or_straddles == (amounts.big_blind, 0, 0)
    assert played.players[0] == upcoming.big_blind_player
    assert played.players[-1] == upcoming.button_player
    _record(t, played)
    upcoming = t.table_value(1).next_hand()
    assert upcoming.dead_button
    played = deal_hand(t, 1, NOW, random.Random(6))
    history = _replays(played)
    assert history.blinds_or_straddles == (amounts.small_blind, amounts.big_blind, 0)
    assert played.players[:2] == (upcoming.small_blind_player, upcoming.big_blind_player)
    assert history.seats is not None
    assert upcoming.positions.button not in history.seats


def test_tda_11b_stud_is_dealt_from_the_frozen_button() -> None:
    structure = _mix(("NT", "F7S"), unit=RotationUnit.HANDS, hands=1)
    t = _tournament(structure, players=5)
    _record(t, deal_hand(t, 1, NOW, random.Random(1)))
    frozen = t.table_value(1).next_hand().positions.button  # where hold'em goes next
    stud = deal_hand(t, 1, NOW, random.Random(2))
    assert stud.game == "F7S"
    assert stud.seats[-1] == frozen
    _replays(stud)
    _record(t, stud)
    table = t.table_value(1)
    assert table.button_frozen
    assert table.button_seat == frozen
    holdem = deal_hand(t, 1, NOW, random.Random(3))
    assert holdem.game == "NT"
    assert holdem.seats[-1] == frozen
    _replays(holdem)


def test_a_bust_is_eliminated_with_its_starting_stack_and_buster() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=4, size=9)
    t.handle(c.RecordChipCount("P0001", 150), NOW, random.Random(0))
    chips = _table_chips(t, 1)
    for seed in range(200):
        played = deal_hand(t, 1, NOW, random.Random(seed))
        if played.busts:
            break
    else:  # pragma: no cover - a 150-chip stack against 100/200 blinds busts soon
        pytest.fail("no bust in 200 hands")
    history = _replays(played)
    assert played.busts == (Bust("P0001", 150, played.busts[0].busted_by),)
    buster = played.busts[0].busted_by
    assert buster is not None
    assert buster != "P0001"
    main_pot = [e for e in replay(history).events if isinstance(e, ev.PotAwarded) and e.pot == 0]
    assert buster in {played.players[p] for e in main_pot for p, _ in e.shares}
    commands = hand_commands(played)
    assert isinstance(commands[0], c.RecordHand)
    assert c.EliminatePlayers(("P0001",), (150,), buster) in commands
    for command in commands:
        t.handle(command, NOW, random.Random(0))
    out = t.player("P0001")
    assert (out.status, out.bust_stack, out.busted_by) == ("eliminated", 150, buster)
    assert _table_chips(t, 1) == chips


def test_record_hand_played_is_one_action_undone_by_its_inverse() -> None:
    t = _tournament(_mix(MIX, unit=RotationUnit.HANDS, hands=6), players=6)
    played = deal_hand(t, 1, NOW, random.Random(8))
    result = run(t, played.command(), NOW)
    types = [type(e).__name__ for e in result.events]
    assert types[:2] == ["HandDealt", "ChipCountsRecorded"]
    assert [t.player(p).stack for p in played.players] == list(played.finishing_stacks)


def test_record_hand_played_refuses_chips_that_do_not_add_up() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=3, size=9)
    played = deal_hand(t, 1, NOW, random.Random(1))
    counts = list(played.counts())
    counts[0] = ChipCount(counts[0].player_id, counts[0].stack + 100)
    bad = replace(played.command(), counts=tuple(counts))
    before = t.snapshot()
    with pytest.raises(DomainError, match="do not add up"):
        t.handle(bad, NOW, random.Random(0))
    assert t.snapshot() == before


def test_record_hand_played_refuses_another_game_than_the_rotation_deals() -> None:
    t = _tournament(load_preset("nlhe-regular"), players=3, size=9)
    wrong = replace(deal_hand(t, 1, NOW, random.Random(1)).command(), game="FR")
    with pytest.raises(DomainError, match="deals NLHE now, not Razz"):
        t.handle(wrong, NOW, random.Random(0))


def test_a_table_with_more_players_than_the_game_allows_is_refused() -> None:
    # refused when the tournament is set up, before any hand could be dealt there
    with pytest.raises(DomainError, match="at most 6 players"):
        _tournament(_mix(("F2L3D",)), players=7, size=8)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_hands_through_the_mix_conserve_chips_and_replay(seed: int) -> None:
    rng = random.Random(seed)
    t = _tournament(_mix(MIX, unit=RotationUnit.HANDS, hands=2), players=10, tables=2)
    total = t.recorded_chips()
    for _ in range(8):
        if t.summary().finished:
            break
        number = rng.choice([n for n, x in t.seating_state().tables.items() if x.player_count > 1])
        chips = _table_chips(t, number)
        played = deal_hand(t, number, NOW, rng)
        assert sum(played.finishing_stacks) == chips
        _replays(played, heads_up=t.players_left() == 2)
        _record(t, played)
        assert t.recorded_chips() == total


def test_simulate_play_hands_finishes_with_a_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--play-hands", "--players", "12", "--table-size", "6", "--seed", "3"]
    assert simulate.main([*argv, "--phh-out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "winner Player" in out
    assert "NLHE" in out
    files = sorted(tmp_path.glob("*.phh"))
    assert files
    assert f"{len(files)} hand histories" in out
    assert replay(hh.load(files[-1])[0]).ok

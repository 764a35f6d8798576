"""Replay of PHH hands through the engine, and the ``pokerfloor replay`` command."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest

from tournament import hh
from tournament.engine import HandState
from tournament.engine.events import CommonCardDealt
from tournament.engine.rules import Rules
from tournament.hh import replay
from tournament.hh.cli import main

REPO = Path(__file__).parents[3]
SAMPLES = REPO / ".." / "shared" / "data" / "phh-samples"
CORPUS = REPO / "tests" / "data" / "phh"
EDGE = CORPUS / "edge_cases.phhs"

HAND = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [200, 200, 200]
actions = ["d dh p1 5c6c", "d dh p2 7s7c", "d dh p3 AhAd", "p3 cbr 30", "p1 cc", "p2 f",
           "d db 2c3d4h", "p1 cc", "p3 cc", "d db 9s", "p1 cc", "p3 cc", "d db Kd", "p1 cc",
           "p3 cc", "p1 sm 5c6c", "p3 sm AhAd"]
finishing_stacks = [240, 190, 170]
"""


def samples() -> Path:
    """The shared samples folder (the test skips when the shared folder is absent)."""
    if not SAMPLES.is_dir():
        pytest.skip(f"shared PHH samples not found at {SAMPLES.resolve()}")
    return SAMPLES


def edge(name: str) -> hh.HandHistory:
    """One hand of the hand-written edge-case corpus, by section name."""
    return next(h for h in hh.load(EDGE) if h.section == name)


# ------------------------------------------------------------------ replay()


def test_replay_reproduces_the_finishing_stacks_of_the_file() -> None:
    result = replay(hh.loads(HAND, source="x.phh"))
    assert result.ok, result.error
    assert result.finishing_stacks == (240, 190, 170)
    assert (result.source, result.hand, result.variant, result.error) == ("x.phh", None, "NT", None)


def test_replay_rejects_an_action_out_of_turn_naming_the_action_index() -> None:
    hand = hh.loads(HAND.replace('"p3 cbr 30", "p1 cc"', '"p1 cc", "p3 cbr 30"'))
    result = replay(hand)
    assert not result.ok
    assert result.action_index == 3
    assert result.error is not None
    assert result.error.startswith("action 3 (p1 cc): ")
    assert "turn" in result.error


def test_replay_rejects_a_bet_below_the_minimum() -> None:
    result = replay(hh.loads(HAND.replace('"p3 cbr 30"', '"p3 cbr 12"')))
    assert not result.ok
    assert result.action_index == 3


def test_replay_reports_different_finishing_stacks_as_not_ok() -> None:
    result = replay(hh.loads(HAND.replace("[240, 190, 170]", "[170, 190, 240]")))
    assert not result.ok
    assert result.action_index is None
    assert result.finishing_stacks == (240, 190, 170)
    assert result.error is not None
    assert "finishing stacks differ from the file's" in result.error


def test_replay_unknown_cards_are_fine_until_evaluated() -> None:
    assert replay(edge("unknown-cards-folded")).ok
    shown = replay(edge("unknown-cards-shown"))
    assert shown.ok, shown.error
    assert shown.finishing_stacks == (240, 190, 170)


def test_replay_showdown_needing_unknown_cards_cannot_be_decided() -> None:
    hand = edge("unknown-cards-shown")
    hand = hh.HandHistory(
        **{
            **{f: getattr(hand, f) for f in ("variant", "antes", "blinds_or_straddles")},
            "min_bet": hand.min_bet,
            "starting_stacks": hand.starting_stacks,
            "actions": hand.actions[:-2],  # the shows are not written
        }
    )
    result = replay(hand)
    assert not result.ok
    assert result.error is not None
    assert "cannot be decided" in result.error
    assert "unknown cards (??) of p1" in result.error


def test_replay_tables_hands_the_history_left_unshown() -> None:
    result = replay(edge("showdown-not-written"))
    assert result.ok, result.error


def test_replay_decimal_amounts_are_exact() -> None:
    result = replay(edge("decimal-amounts"))
    assert result.ok, result.error
    assert result.finishing_stacks == (Decimal("24.75"), Decimal("15.25"), Decimal("25.85"))


def test_replay_unknown_inf_stack_finishes_unknown() -> None:
    result = replay(edge("unknown-stack"))
    assert result.ok, result.error
    assert result.finishing_stacks == (None, 280)
    assert json.loads(result.to_json())["finishing_stacks"] == [None, 280]


def test_replay_uses_the_hands_recorded_rules_unless_told_otherwise() -> None:
    hand = edge("recorded-rules")  # a big bet on an open pair: TDA allows it, WSOP does not
    assert replay(hand).ok
    wsop = replay(hand, Rules.profile("wsop"))
    assert not wsop.ok
    assert wsop.action_index == 8


def test_replay_an_unsupported_variant_is_reported() -> None:
    text = HAND.replace('variant = "NT"', 'variant = "NS"')
    result = replay(hh.loads(text))
    assert not result.ok
    assert result.error is not None
    assert "NS" in result.error


def test_replay_history_that_stops_early_says_who_is_to_act() -> None:
    hand = hh.loads(HAND)
    short = hh.HandHistory(
        variant="NT",
        antes=hand.antes,
        blinds_or_straddles=hand.blinds_or_straddles,
        min_bet=hand.min_bet,
        starting_stacks=hand.starting_stacks,
        actions=hand.actions[:4],
    )
    result = replay(short)
    assert not result.ok
    assert result.error == "the history ends before the hand is over: p1 is to act (betting)"


# Where the rulebook and pokerkit divide odd chips differently: NT.phhs [5] has two pots
# split between p4 and p9 (pot 0: 8 x 23 + p3's 11 = 195, pot 1: 7 x 15 = 105).  Each pot
# is divided on its own and its odd chip goes to the first winner clockwise from the
# button: p4 gets 98 + 53 (+ 372 + 115) = 638, p9 97 + 52 (+ 372 + 115 + 296 + 456) = 1388.
# The file (pokerkit) says 637 and 1389.
RULEBOOK_ODD_CHIPS = {("NT.phhs", "5"): (0, 1950, 179, 638, 0, 0, 0, 0, 1388)}


def test_replay_shared_samples_match_pokerkit_stacks() -> None:
    for path in sorted(samples().glob("*.phhs")):
        for hand in hh.load(path):
            result = replay(hand)
            rulebook = RULEBOOK_ODD_CHIPS.get((path.name, hand.section or ""))
            if rulebook is not None:
                assert not result.ok
                assert result.finishing_stacks == rulebook
                continue
            assert result.ok, f"{path.name} [{hand.section}]: {result.error}"
            if hand.variant == "FO/8":
                # pokerkit 0.7.7 plays FO/8 pot-limit: its raises are not limit amounts
                assert result.played_as == "PO/8"
            else:
                assert result.played_as is None


LIMIT_OMAHA_8 = """
variant = "FO/8"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
starting_stacks = [200, 200, 200]
actions = ["d dh p1 5c6c7h8h", "d dh p2 QcJcTd9d", "d dh p3 AhAdKsKh", "p3 cbr 20", "p1 cc",
           "p2 cc", "d db 2c3d4h", "p1 cc", "p2 cc", "p3 cbr 10", "p1 cc", "p2 f", "d db 9s",
           "p1 cc", "p3 cc", "d db Kd", "p1 cc", "p3 cc", "p1 sm 5c6c7h8h", "p3 sm AhAdKsKh"]
finishing_stacks = [250, 180, 170]
"""


def test_fo8_fixed_limit_hand_replays_under_the_rulebook() -> None:
    result = replay(hh.loads(LIMIT_OMAHA_8))
    assert result.ok, result.error
    assert result.played_as is None
    assert result.finishing_stacks == (250, 180, 170)


def test_fo8_pokerkit_pot_limit_dialect_only_when_the_rulebook_rejects() -> None:
    pot_sized = LIMIT_OMAHA_8.replace('"p3 cbr 20"', '"p3 cbr 35"').replace(
        "[250, 180, 170]", "[280, 165, 155]"
    )
    result = replay(hh.loads(pot_sized))
    assert result.ok, result.error
    assert result.played_as == "PO/8"
    assert result.variant == "FO/8"


def test_fo8_illegal_in_both_readings_keeps_the_rulebook_reason() -> None:
    too_big = LIMIT_OMAHA_8.replace('"p3 cbr 20"', '"p3 cbr 500"')
    result = replay(hh.loads(too_big))
    assert not result.ok
    assert result.action_index == 3
    assert result.played_as is None


def test_replay_own_corpus_replays_every_hand() -> None:
    for path in sorted(CORPUS.glob("*.phh*")):
        for hand in hh.load(path):
            result = replay(hand)
            assert result.ok, f"{path.name} [{hand.section}]: {result.error}"


# ------------------------------------------------------------------ the command


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    """Run ``pokerfloor replay`` in-process; return the exit code and the output lines."""
    code = main(list(argv))
    return code, capsys.readouterr().out.splitlines()


def test_cli_json_prints_one_object_per_hand_in_the_documented_shape(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines = run(capsys, "--json", str(EDGE))
    assert code == 0
    assert len(lines) == len(hh.load(EDGE))
    first = json.loads(lines[0])
    assert list(first) == ["source", "hand", "variant", "ok", "finishing_stacks", "error"]
    assert first == {
        "source": str(EDGE),
        "hand": "unknown-cards-folded",
        "variant": "NT",
        "ok": True,
        "finishing_stacks": [195, 190, 215],
        "error": None,
    }


def test_cli_single_phh_file_has_null_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "one.phh"
    path.write_text(HAND)
    code, lines = run(capsys, "--json", str(path))
    assert code == 0
    assert json.loads(lines[0])["hand"] is None
    assert json.loads(lines[0])["finishing_stacks"] == [240, 190, 170]


def test_cli_rejected_hand_exits_1_and_names_the_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bad.phh").write_text(HAND.replace('"p3 cbr 30"', '"p3 cbr 12"'))
    (tmp_path / "good.phh").write_text(HAND)
    code, lines = run(capsys, "--json", str(tmp_path))
    assert code == 1
    results = {Path(r["source"]).name: r for r in map(json.loads, lines)}
    assert results["good.phh"]["ok"] is True
    assert results["bad.phh"]["ok"] is False
    assert results["bad.phh"]["error"].startswith("action 3 (p3 cbr 12): ")


def test_cli_unreadable_input_exits_2_and_still_reports_the_other_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.phh").write_text(HAND)
    (tmp_path / "broken.phh").write_text("variant = ")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "mixed.phhs").write_text(
        "[1]\n" + HAND + "\n[2]\n" + HAND.replace("min_bet = 10\n", "")
    )
    (tmp_path / "notes.txt").write_text("not a hand history")
    missing = tmp_path / "missing.phh"
    code, lines = run(capsys, "--json", str(tmp_path), str(missing))
    assert code == 2
    rows = [json.loads(line) for line in lines]
    by_key = {(Path(r["source"]).name, r["hand"]): r for r in rows}
    assert len(rows) == 5  # good, broken, mixed [1] and [2], missing; notes.txt ignored
    assert by_key[("good.phh", None)]["ok"] is True
    assert by_key[("mixed.phhs", "1")]["ok"] is True
    assert "min_bet" in by_key[("mixed.phhs", "2")]["error"]
    assert "not valid TOML" in by_key[("broken.phh", None)]["error"]
    assert by_key[("missing.phh", None)]["error"] == "no such file or folder"
    assert all(
        set(r) == {"source", "hand", "variant", "ok", "finishing_stacks", "error"} for r in rows
    )


def test_cli_readable_summary_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run(capsys, str(EDGE))
    assert code == 0
    assert lines[0].startswith("ok ")
    assert "[unknown-cards-folded] NT: finishing stacks [195, 190, 215]" in lines[0]
    assert lines[-1] == "6 hands: 6 replayed, 0 rejected; 0 unreadable"


def test_cli_rules_profile_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run(capsys, "--json", "--rules", "wsop", str(EDGE))
    assert code == 1
    rejected = [json.loads(line) for line in lines if not json.loads(line)["ok"]]
    assert [r["hand"] for r in rejected] == ["recorded-rules"]


def test_cli_unknown_profile_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--rules", "nope", str(EDGE)])
    assert caught.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_cli_runs_as_a_module_without_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from tournament.hh.cli import main; rc = main(sys.argv[1:]); "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'sqlalchemy'))]; "
        "raise SystemExit(rc)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "--json", str(EDGE)],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 6


SPLIT_POT = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [100, 100, 100]
actions = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4d5c", "p3 cc", "p1 f", "p2 cc",
           "d db AsKsQs", "p2 cc", "p3 cc", "d db Js", "p2 cc", "p3 cc", "d db Ts",
           "p2 cc", "p3 cc", "p2 sm 2d3c", "p3 sm 4d5c"]
_rules = {name = "tda", min_chip_unit = 5}
"""


def test_replay_splits_pots_in_the_hands_recorded_smallest_chip() -> None:
    # 25 chips split two ways in 5-chip units: 15 and 10 (the odd chip to p2, first
    # clockwise from the button), under the hand's rules and under any profile.
    hand = hh.loads(SPLIT_POT)
    assert replay(hand).finishing_stacks == (95, 105, 100)
    assert replay(hand, Rules.profile("wsop")).finishing_stacks == (95, 105, 100)
    ones = hh.loads(SPLIT_POT.replace("min_chip_unit = 5", "min_chip_unit = 1"))
    assert replay(ones).finishing_stacks == (95, 103, 102)


def test_replay_smallest_chip_follows_decimal_amounts() -> None:
    # the same hand in tenths with a smallest chip of 1: 2.5 split as 1.5 and 1
    text = SPLIT_POT.replace("[5, 10, 0]", "[0.5, 1, 0]").replace("min_bet = 10", "min_bet = 1")
    text = text.replace("[100, 100, 100]", "[10, 10, 10]")
    result = replay(hh.loads(text.replace("min_chip_unit = 5", "min_chip_unit = 1")))
    assert result.ok, result.error
    assert result.finishing_stacks == (Decimal("9.5"), Decimal("10.5"), 10)


LIMIT_HEADS_UP = """
variant = "FT"
antes = [0, 0]
blinds_or_straddles = [5, 10]
small_bet = 10
big_bet = 20
starting_stacks = [1000, 1000]
actions = ["d dh p1 AhAd", "d dh p2 KhKd", "p2 cbr 20", "p1 cbr 30", "p2 cbr 40",
           "p1 cbr 50", "p2 f"]
"""


def test_replay_lifts_the_raise_cap_for_a_hand_dealt_at_tournament_heads_up() -> None:
    # TDA: the cap is lifted only when the event is down to two players; tournament
    # tables write _tournament_heads_up for those hands.
    capped = replay(hh.loads(LIMIT_HEADS_UP))
    assert not capped.ok
    assert capped.action_index == 5
    uncapped = replay(hh.loads(LIMIT_HEADS_UP + "_tournament_heads_up = true\n"))
    assert uncapped.ok, uncapped.error
    assert uncapped.finishing_stacks == (1040, 960)
    assert replay(hh.loads(LIMIT_HEADS_UP), tournament_heads_up=True).ok


def _played_to_the_end(players: int, seed: int) -> HandState:
    hand = HandState(
        "F7S",
        [1000] * players,
        antes=1,
        bring_in=5,
        small_bet=10,
        big_bet=20,
        rng=random.Random(seed),
    )
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.phase == "betting":
            hand.check_or_call()
        else:
            hand.show_or_muck(())
    return hand


@pytest.mark.parametrize("players", [7, 8])
def test_replay_stud_short_stub_hand_round_trips(players: int) -> None:
    # 8 players reach 7th street: one common card, written "d db X", every player's 7th
    # card; 7 players: the burns complete the stub and everyone gets a card.
    played = _played_to_the_end(players, seed=3)
    exported = hh.from_hand(played)
    commons = [a for a in exported.actions if a.kind == "db"]
    assert len(commons) == (1 if players == 8 else 0)
    result = replay(hh.loads(hh.dumps(exported)))
    assert result.ok, result.error
    assert list(result.finishing_stacks or ()) == played.finishing_stacks
    assert hh.actions_from_events(result.events) == exported.actions
    common = [e for e in result.events if isinstance(e, CommonCardDealt)]
    assert [str(e.card) for e in common] == [c for a in commons for c in a.cards or ()]

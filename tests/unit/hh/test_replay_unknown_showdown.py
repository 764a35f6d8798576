"""A showdown where one contender shows and another's cards are unknown (issue 26, item 13).

phh.md: "Real histories from online sites write ``sm ????`` for a player whose cards were
never shown. At the final showdown, when another contender shows, such a player has
mucked (a site shows a winning hand): the pot goes to the shown hands, as pokerkit
awards it too. Only when every contender's cards are unknown, and the file has no
``finishing_stacks``, is a pot undecidable."
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament import hh
from tournament.hh import replay
from tournament.hh.cli import main

# Blinds 1/2 (p1, p2); p3 raises to 6, p1 folds, p2 calls; flop: p3 bets 10, p2 calls;
# turn and river checked. p2 (first to act on the river, no bet) shows first: ????;
# p3 shows aces. Pot: 1 + 16 + 16 = 33 to p3: p1 199, p2 200 - 16 = 184,
# p3 200 - 16 + 33 = 217 (600 chips in all).
_ACTIONS = (
    '"d dh p1 ????", "d dh p2 ????", "d dh p3 AhAd", "p3 cbr 6", "p1 f", "p2 cc", '
    '"d db 2c7d9h", "p2 cc", "p3 cbr 10", "p2 cc", "d db Ts", "p2 cc", "p3 cc", '
    '"d db 3s", "p2 cc", "p3 cc", "p2 sm ????", "p3 sm {p3}"'
)


def _hand(p3_shows: str = "AhAd", finishing: str = "") -> str:
    actions = _ACTIONS.replace("{p3}", p3_shows)
    if p3_shows == "????":
        actions = actions.replace('"d dh p3 AhAd"', '"d dh p3 ????"')
    return (
        'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
        f"starting_stacks = [200, 200, 200]\nactions = [{actions}]\n{finishing}"
    )


def test_unknown_hand_beside_a_shown_hand_was_mucked_the_shown_hand_wins() -> None:
    result = replay(hh.loads(_hand()))
    assert result.ok, result.error
    assert result.finishing_stacks == (199, 184, 217)
    assert result.note is not None
    assert "p2's cards were never shown: mucked" in result.note
    assert "pokerkit 0.7.7" in result.note


def test_the_files_finishing_stacks_are_still_checked() -> None:
    """The award must agree with the file: a file saying p2 won is refused."""
    result = replay(hh.loads(_hand(finishing="finishing_stacks = [199, 217, 184]\n")))
    assert not result.ok
    assert result.error is not None
    assert "finishing stacks differ" in result.error


def test_every_contender_unknown_and_no_finishing_stacks_stays_undecidable() -> None:
    result = replay(hh.loads(_hand(p3_shows="????")))
    assert not result.ok
    assert result.error == (
        "the pot award cannot be decided: the showdown needs the unknown cards (??) of p2 and p3"
    )


def test_the_replay_output_says_the_unknown_hand_was_mucked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "site.phh"
    path.write_text(_hand(), encoding="utf-8")
    assert main([str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        f"ok      {path} NT: finishing stacks [199, 184, 217] (p2's cards were never shown: "
        "mucked, the pot goes to the shown hand, as pokerkit 0.7.7 awards it)"
    )
    assert main(["--json", str(path)]) == 0
    line = capsys.readouterr().out.strip()
    assert '"note": "p2\'s cards were never shown: mucked' in line

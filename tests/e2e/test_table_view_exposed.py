"""Cards the dealer exposes in the initial deal, entered in Record mode (issue 26, item 4).

rules.md: "either of the first two cards dealt in the hand exposed is a misdeal (TDA 35);
any other card exposed in the initial deal of hold'em becomes the burn card ... In stud,
a first or second down card dealt face up: the 3rd card is dealt down instead (WSOP live
214)"."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press, set_stacks
from ui.app import AppParts


def test_the_small_blinds_second_card_exposed_is_the_burn_card(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """The small blind is dealt the 1st and the 4th card of a 3-handed deal: her second
    card is not one of the first two of the deal, so it is burned, not a misdeal."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n")
    assert window.hand is not None
    setup = window.hand.setup
    window.expose_prompt()
    assert window.prompt.text() == (
        "Exposed card: type the seat and the card, e.g. '3 Ah'; the seat's second card: '3 Ah 2'"
    )
    press(qtbot, window, f"{setup.seats[0]} Ah 2", "\n")
    assert window.error.text() == ""
    assert not window.hand.void
    assert window.picture is not None
    assert window.picture.log[-1] == f"Exposed card A♥ of {setup.names[0]}: burn card"
    assert window.hand.need().kind == "act"
    assert window.hand.need().player == 2  # the button acts first, 3-handed


def test_the_small_blinds_first_card_exposed_is_a_misdeal(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n")
    assert window.hand is not None
    window.expose_prompt()
    press(qtbot, window, f"{window.hand.setup.seats[0]} Ah 1", "\n")
    assert window.hand.void


def test_stud_down_card_exposed_before_the_up_card_is_typed(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """p2's down card 2c is exposed before p2's up card was typed: it stays up as the up
    card and the 3rd card is dealt down; the 2c is then the lowest up card."""
    parts = open_event(qtbot, tmp_path, opened, "F7S", 3)
    window = open_view(parts)
    press(qtbot, window, "\n", "Kh", "\n")
    assert window.hand is not None
    setup = window.hand.setup
    window.expose_prompt()
    press(qtbot, window, f"{setup.seats[1]} 2c", "\n")
    assert window.error.text() == ""
    assert window.picture is not None
    assert window.picture.log[-1] == f"Exposed card 2♣ of {setup.names[1]}: dealt down"
    assert window.hand.need().player == 2  # p3's up card is due next
    press(qtbot, window, "9d", "\n")
    assert window.prompt.text().startswith(f"Seat {setup.seats[1]} · {setup.names[1]} brings")

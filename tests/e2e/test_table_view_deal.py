"""Deal mode on the shared screen (issue 26): a hand shown with V is shown only to the
player to act and hidden again once they have acted; at the end of a hand (or a misdeal)
only the hands tabled at the showdown are face up, folded and mucked cards stay secret
(house rules). The random play-out is a demo aid, offered only in a ``--demo`` event."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import open_event, open_view, press
from tournament.cards import Card
from ui.app import AppParts
from ui.table_view import TableViewWindow

SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def face(card: int | None) -> str:
    """A card as the seat shows it ("A♠"), written here from the card's name."""
    assert card is not None
    name = str(Card(card))
    return name[0] + SUITS[name[1]]


def seat_cards(window: TableViewWindow) -> dict[str, str]:
    """Each seat's cards as the seat box shows them (its whole text), by player name."""
    return {box.seat.name: box.cards.full_text for box in window.seats.boxes}


def hole_faces(window: TableViewWindow, p: int) -> str:
    assert window.hand is not None
    return " ".join(face(c) for c in window.hand.hand.hole[p])


def test_v_shows_the_player_to_act_only_until_they_act(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    assert window.new_hand("deal")
    assert window.hand is not None
    names = window.hand.setup.names
    # three-handed: p1 small blind, p2 big blind, p3 the button acts first
    assert window.hand.need().player == 2
    assert set(seat_cards(window).values()) == {"▮ ▮"}
    press(qtbot, window, "v")  # the button looks at his cards
    assert seat_cards(window)[names[2]] == hole_faces(window, 2)
    assert seat_cards(window)[names[0]] == seat_cards(window)[names[1]] == "▮ ▮"
    press(qtbot, window, "c")  # he calls: his cards are hidden again
    assert set(seat_cards(window).values()) == {"▮ ▮"}
    press(qtbot, window, "v")  # the small blind looks
    assert seat_cards(window)[names[0]] == hole_faces(window, 0)
    press(qtbot, window, "f")  # and folds: hidden again, and stays hidden
    assert set(seat_cards(window).values()) == {"▮ ▮"}
    press(qtbot, window, "v", "v")  # the big blind looks and hides them himself
    assert set(seat_cards(window).values()) == {"▮ ▮"}


def test_at_the_end_only_the_hands_tabled_at_the_showdown_are_face_up(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    assert window.new_hand("deal")
    assert window.hand is not None
    names = window.hand.setup.names
    press(qtbot, window, "v", "c", "f")  # the button looks and calls, the small blind folds
    press(qtbot, window, "v", "c")  # the big blind looks and checks
    for _ in range(3):  # flop, turn, river: both check
        press(qtbot, window, "c", "c")
    assert window.hand.need().kind == "show"
    first = window.hand.need().player
    assert first is not None
    other = 1 if first == 2 else 2
    press(qtbot, window, "\n")  # the first to show tables his hand
    assert seat_cards(window)[names[first]] == hole_faces(window, first)
    assert seat_cards(window)[names[other]] == "▮ ▮"
    press(qtbot, window, "m")  # the other mucks
    assert window.hand.over
    shown = seat_cards(window)
    assert shown[names[first]] == hole_faces(window, first)  # tabled: face up
    assert shown[names[other]] == "▮ ▮"  # mucked: secret
    assert shown[names[0]] == "▮ ▮"  # folded: secret
    press(qtbot, window, "\n")  # recorded: the result stays, the cards with it
    assert window.recorded


def test_a_hand_everyone_folds_to_and_a_misdeal_show_no_hole_card(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S", 4)
    window = open_view(parts)
    assert window.new_hand("deal")
    assert window.hand is not None
    press(qtbot, window, "v", "c")  # the bring-in looks, then posts it
    press(qtbot, window, "f", "f", "f")  # everyone else folds: the bring-in wins
    assert window.hand.over
    for p, text in enumerate(seat_cards(window).values()):
        assert text.split()[:2] == ["▮", "▮"], (p, text)  # the down cards stay down
    press(qtbot, window, "\n")
    assert window.new_hand("deal")
    press(qtbot, window, "v")
    window.buttons.misdeal.click()
    assert window.hand.over
    assert window.hand.void
    for text in seat_cards(window).values():
        assert text.split()[:2] == ["▮", "▮"]


def test_random_play_is_not_offered_in_a_real_event(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 6)
    window = open_view(parts)
    assert window.new_hand("deal")
    assert window.buttons.random.isHidden()
    window.play_out()  # even asked directly: nothing is played at random
    assert window.hand is not None
    assert not window.hand.over
    press(qtbot, window, "\n")  # Enter on an empty line records nothing either
    assert not window.hand.over
    assert parts.facade.t.table_records()[0].hands == 0


def test_random_play_in_a_demo_event_plays_out_and_records_in_whole_chips(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    window = open_view(parts)
    assert window.new_hand("record")
    assert window.buttons.random.isHidden()  # real cards: no random play
    window.buttons.misdeal.click()
    press(qtbot, window, "\n")
    t = parts.facade.t
    players = window.play.setup(1).players
    before = sum(t.player(p).stack for p in players)
    for _ in range(3):
        assert window.new_hand("deal")
        assert not window.buttons.random.isHidden()
        window.buttons.random.click()
        assert window.hand is not None
        assert window.hand.over
        press(qtbot, window, "\n")
        assert window.recorded
    t = parts.facade.t
    stacks = [t.player(p).stack for p in players]
    assert sum(stacks) == before
    assert all(s % 25 == 0 for s in stacks)
    assert parts.facade.t.table_records()[0].hands == 3


def _every_card_shown_whole(qtbot: QtBot, window: TableViewWindow) -> None:
    """At 1280×800 and 1920×1080 every seat's cards are shown whole (closer and smaller
    if need be, never shortened with "…") and drawn inside the seat."""
    for width, height in ((1280, 800), (1920, 1080)):
        window.resize(width, height)
        window.show()
        qtbot.waitUntil(lambda w=width: window.size().width() == w and window.seats.width() > 0)
        qtbot.wait(20)
        for box in window.seats.boxes:
            label = box.cards
            assert "…" not in label.text(), (width, label.full_text, label.text())
            assert label.text().replace("\u2009", " ") == label.full_text, (width, label.text())
            drawn = QFontMetrics(label.font()).horizontalAdvance(label.text())
            assert drawn <= label.contentsRect().width(), (width, label.full_text)


def test_a_draw_players_five_cards_are_never_cut(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F2L3D", 6)
    window = open_view(parts)
    assert window.new_hand("deal")
    assert window.hand is not None
    actor = window.hand.need().player
    assert actor is not None
    press(qtbot, window, "v")  # the player to act looks at his five cards
    assert seat_cards(window)[window.hand.setup.names[actor]] == hole_faces(window, actor)
    assert all(len(text.split()) == 5 for text in seat_cards(window).values())
    _every_card_shown_whole(qtbot, window)


def test_a_stud_players_six_cards_are_never_cut(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S", 6)
    window = open_view(parts)
    assert window.new_hand("deal")
    press(qtbot, window, *"cccccc")  # third street: the bring-in and five calls
    for _ in range(2):  # fourth and fifth streets: everyone checks
        press(qtbot, window, *"cccccc")
    assert window.hand is not None
    assert window.hand.hand.street_index == 3  # sixth street
    press(qtbot, window, "v")
    assert all(len(text.split()) == 6 for text in seat_cards(window).values())
    _every_card_shown_whole(qtbot, window)

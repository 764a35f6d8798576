"""The structure editor in German: the summary's list of places with a problem names them
in German ("Level 2", "Pause nach Level 3", "Chipsatz, 25"), not in the domain's English."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from tournament.chip_set import Chip, ChipSet
from tournament.structure import AnteKind, Break, Level, Structure
from ui.app.translations import install_translators, remove_translators
from ui.structure_editor import StructureEditor


@pytest.fixture
def german() -> Iterator[None]:
    translators = install_translators("de")
    yield
    remove_translators(translators)


def _level(small: int, minutes: int = 20) -> Level:
    return Level(("NT",), minutes * 60_000, small_blind=small, big_blind=2 * small)


def test_the_places_with_a_problem_are_named_in_german(qtbot: QtBot, german: None) -> None:
    # Level 2 lasts 0 minutes; the break after level 3 too, and it colours up a chip of 5
    # the chip set does not have; the chip set lists a chip of 25 with no colour.
    chips = ChipSet((Chip(25, "", 100), Chip(100, "black", 100)))
    structure = Structure(
        name="Freitag",
        starting_stack=10_000,
        chips=chips,
        steps=(
            _level(25),
            _level(50, 0),
            _level(75),
            Break(length_ms=0, colour_up=(5,)),
            _level(100),
        ),
    )
    editor = StructureEditor(structure)
    qtbot.addWidget(editor)
    editor.show()
    text = editor.summary.text()
    shown = text.split(": ", 1)[1].split(", ")
    # The places, by hand: "chip set, 25" (its comma kept), "level 2", "break after level 3".
    assert text.startswith("4 Problem(e) vor dem Spielen dieser Struktur zu beheben: ")
    assert ", ".join(shown) == "Chipsatz, 25, Level 2, Pause nach Level 3"
    for english in ("level", "break", "chip set"):
        assert english not in text


def test_a_break_before_the_first_level_and_the_structure_itself(
    qtbot: QtBot, german: None
) -> None:
    structure = Structure(
        name="",
        starting_stack=10_000,
        chips=ChipSet((Chip(25, "green", 100),)),
        steps=(Break(length_ms=0), _level(25)),
    )
    editor = StructureEditor(replace(structure))
    qtbot.addWidget(editor)
    editor.show()
    text = editor.summary.text()
    assert text.endswith(": Pause vor Level 1, Struktur"), text


def test_the_field_messages_and_the_stakes_are_in_german(qtbot: QtBot, german: None) -> None:
    """Issue 23: beside the fields the problems were in English ("the small blind (75) is
    larger than the big blind") and each step's line said "NLHE: blinds 1,000/2,000".

    Level 1 blinds 1,000/2,000; level 2 blinds 1,500/3,000 with a big-blind ante of 3,000; level 3
    small blind 2,500 over a big blind of 2,000 (which also goes down from 3,000)."""
    chips = ChipSet((Chip(500, "red", 100), Chip(1_000, "yellow", 100)))
    structure = Structure(
        name="Freitag",
        starting_stack=10_000,
        chips=chips,
        steps=(
            _level(1_000),
            Level(("NT",), 20 * 60_000, 1_500, 3_000, ante_kind=AnteKind.BIG_BLIND, ante=3_000),
            Level(("NT",), 20 * 60_000, small_blind=2_500, big_blind=2_000),
        ),
    )
    editor = StructureEditor(structure)
    qtbot.addWidget(editor)
    editor.show()
    lines = [editor.steps_list.item(i).text() for i in range(3)]
    assert lines[0] == "Level 1 · 20 Min. · NLHE: Blinds 1.000/2.000"
    assert lines[1] == "Level 2 · 20 Min. · NLHE: Blinds 1.500/3.000, Big-Blind-Ante 3.000"
    assert lines[2] == "⚠ Level 3 · 20 Min. · NLHE: Blinds 2.500/2.000"
    editor.steps_list.setCurrentRow(2)
    assert editor.form.field_error("small_blind") == (
        "der Small Blind (2.500) ist größer als der Big Blind"
    )
    assert editor.form.field_error("big_blind") == "Big Blind sinkt von 3.000 (Level 2) auf 2.000"


def test_a_colour_up_has_one_german_name(qtbot: QtBot, german: None) -> None:
    """Issue 23: the German screens said "Colour-up" in the structure editor and
    "Color-up" in the refusals; one word, "Color-up", everywhere. A break after level 1
    that races off the 25 chips (the 100 chips stay)."""
    chips = ChipSet((Chip(25, "green", 100), Chip(100, "black", 100)))
    structure = Structure(
        name="Freitag",
        starting_stack=10_000,
        chips=chips,
        steps=(_level(25), Break(length_ms=15 * 60_000, colour_up=(25,)), _level(100)),
    )
    editor = StructureEditor(structure)
    qtbot.addWidget(editor)
    rows = [editor.steps_list.item(i).text() for i in range(editor.steps_list.count())]
    assert rows[1] == "Pause · 15 Min. · Color-up 25"
    assert not any("Colour" in row for row in rows)

"""The domain values the aggregate holds are stored in the JSON earlier versions wrote.

Each document below is copied from a log written before the value was a domain value (when
the service kept a record mirroring it): it must still read, into the domain value, and
writing that value again must give the same document, field for field and in order.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tournament.clock import ClockError, ClockState
from tournament.limits import MINUTE_MS
from tournament.money.deals import Deal, DealKind, DealShare
from tournament.money.elimination import Bust
from tournament.rotation import TableRotation
from tournament.seating import Move, SeatAssignment
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.codec import REGISTRY, CodecError, from_dict, to_dict
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from tournament.service.stored_forms import FORM_OF, FORMS
from tournament.service.tournament_table import TournamentTable
from tournament.structure import AnteKind, Break, Level, RotationSettings, RotationUnit
from tournament.table import Table
from tournament.table_positions import Positions

HORSE = ("FT", "FO/8", "FR", "F7S", "F7S/8")

STORED: list[tuple[str, object]] = [
    (
        '{"type": "PlayersMoved", "moves": [{"type": "Move", "player_id": "P00042", '
        '"from_table": 1, "from_seat": 2, "to_table": 7, "to_seat": 7}], "reason": "balance"}',
        e.PlayersMoved((Move("P00042", 1, 2, 7, 7),), "balance"),
    ),
    (
        '{"type": "SeatsDrawn", "seats": [{"type": "SeatAssignment", "player_id": "P00001", '
        '"table": 5, "seat": 8}, {"type": "SeatAssignment", "player_id": "P00002", '
        '"table": 6, "seat": 9}]}',
        e.SeatsDrawn((SeatAssignment("P00001", 5, 8), SeatAssignment("P00002", 6, 9))),
    ),
    (
        '{"type": "TableRestored", "table": 1, "record": {"type": "TableRecord", "number": 1, '
        '"seats": ["P00011", "P00010", "P00001", null, "P00003", "P00007"], "locked": [], '
        '"button": 1, "broken": false, "first_button": null, "last_hand": [1, 2, 4], '
        '"newcomers": [1], "opened": [4], "hands": 25, "game": "NT", "hands_in_game": 25, '
        '"turn_length": 0, "button_frozen": false}}',
        e.TableRestored(
            1,
            TournamentTable(
                Table(
                    1,
                    6,
                    ("P00011", "P00010", "P00001", None, "P00003", "P00007"),
                    last_hand=Positions(1, 2, 4),
                    newcomers=frozenset({1}),
                    opened=(4,),
                ),
                TableRotation("NT", 25, 0, False, 25),
            ),
        ),
    ),
    (  # razz in a HORSE rotation: the button frozen where the next hold'em hand puts it
        '{"type": "TableRecord", "number": 1, "seats": ["P00004", "P00001", "P00010", '
        '"P00009", "P00006", "P00002"], "locked": [], "button": 6, "broken": false, '
        '"first_button": null, "last_hand": [5, 6, 1], "newcomers": [], "opened": [], '
        '"hands": 17, "game": "FR", "hands_in_game": 1, "turn_length": 8, "button_frozen": true}',
        TournamentTable(
            Table(
                1,
                6,
                ("P00004", "P00001", "P00010", "P00009", "P00006", "P00002"),
                last_hand=Positions(5, 6, 1),
                button_frozen=True,
            ),
            TableRotation("FR", 1, 8, True, 17),
        ),
    ),
    (
        '{"type": "TableRecord", "number": 4, "seats": [null, null, null, null, null, null, '
        'null, null, null], "locked": [2], "button": null, "broken": true, "first_button": null, '
        '"last_hand": null, "newcomers": [], "opened": [], "hands": 0, "game": null, '
        '"hands_in_game": 0, "turn_length": 0, "button_frozen": false}',
        TournamentTable(Table.empty(4, 9, {2}), broken=True),
    ),
    (
        '{"type": "DealMade", "deal": {"type": "Deal", "method": "chip_chop", "amounts": '
        '[{"type": "PlayerAmount", "player_id": "P0001", "amount": 11500}, '
        '{"type": "PlayerAmount", "player_id": "P0002", "amount": 8800}, '
        '{"type": "PlayerAmount", "player_id": "P0003", "amount": 8700}], '
        '"play_for": 1000, "unit": 100}}',
        e.DealMade(
            Deal(
                DealKind.CHIP_CHOP,
                (DealShare("P0001", 11_500), DealShare("P0002", 8_800), DealShare("P0003", 8_700)),
                play_for=1_000,
                unit=100,
            )
        ),
    ),
    (
        '{"type": "Deal", "method": "even", "amounts": [{"type": "PlayerAmount", '
        '"player_id": "P0001", "amount": 10000}, {"type": "PlayerAmount", "player_id": "P0002", '
        '"amount": 10000}], "play_for": 0, "unit": 1}',
        Deal(DealKind.EVEN_CHOP, (DealShare("P0001", 10_000), DealShare("P0002", 10_000))),
    ),
    (
        '{"type": "Deal", "method": "custom", "amounts": [{"type": "PlayerAmount", '
        '"player_id": "P0001", "amount": 12000}, {"type": "PlayerAmount", "player_id": "P0002", '
        '"amount": 8000}], "play_for": 0, "unit": 1}',
        Deal(DealKind.CUSTOM, (DealShare("P0001", 12_000), DealShare("P0002", 8_000))),
    ),
    (  # the clock module's own saved state, under the name the log always used
        '{"type": "ClockResumed", "at": 1700000390000, "clock": {"type": "ClockState", '
        '"level_index": 5, "running": true, "started": true, "ends_at": 1700001590000, '
        '"remaining_ms": 0, "hand_for_hand": false, "resume_after_hand_for_hand": false, '
        '"hand_for_hand_hands": 0}}',
        e.ClockResumed(1_700_000_390_000, ClockState(5, True, True, 1_700_001_590_000)),
    ),
    (
        '{"type": "Bust", "player_id": "P00013", "starting_stack": 30000, "busted_by": "P00001"}',
        Bust("P00013", 30_000, "P00001"),
    ),
    (  # the levels of CreateTournament: the first of the console's default tournament
        '{"type": "LevelSpec", "game": "NT", "small_blind": 100, "big_blind": 200, "ante": 200, '
        '"bring_in": 0, "small_bet": 0, "big_bet": 0, "duration_ms": 1800000, "is_break": false, '
        '"big_blind_ante": true, "colour_up": [], "games": ["NT"], "ante_kind": "big_blind"}',
        Level(("NT",), 30 * MINUTE_MS, 100, 200, AnteKind.BIG_BLIND, 200),
    ),
    (  # ... its first break
        '{"type": "LevelSpec", "game": "NT", "small_blind": 0, "big_blind": 0, "ante": 0, '
        '"bring_in": 0, "small_bet": 0, "big_bet": 0, "duration_ms": 900000, "is_break": true, '
        '"big_blind_ante": false, "colour_up": [], "games": [], "ante_kind": ""}',
        Break(15 * MINUTE_MS),
    ),
    (  # a HORSE level rotating by hands
        '{"type": "LevelSpec", "game": "FT", "small_blind": 0, "big_blind": 0, "ante": 25, '
        '"bring_in": 50, "small_bet": 200, "big_bet": 400, "duration_ms": 2400000, '
        '"is_break": false, "big_blind_ante": false, "colour_up": [], '
        '"games": ["FT", "FO/8", "FR", "F7S", "F7S/8"], "ante_kind": "none"}',
        Level(HORSE, 40 * MINUTE_MS, ante=25, bring_in=50, small_bet=200, big_bet=400),
    ),
    (  # the rotation asked for, under the name the service's own record had
        '{"type": "SetRotation", "rotation": {"type": "RotationSettings", "mode": "hands", '
        '"hands": 8, "games": ["FT", "F7S"]}}',
        c.SetRotation(RotationSettings(RotationUnit.HANDS, 8, ("FT", "F7S"))),
    ),
    (  # ... and as the floor-wide state holds it before any is asked for
        '{"type": "RotationSettings", "mode": "level", "hands": 8, "games": []}',
        RotationSettings(),
    ),
]


@pytest.mark.parametrize(("stored", "value"), STORED)
def test_a_stored_document_reads_into_the_domain_value_and_writes_back_the_same(
    stored: str, value: object
) -> None:
    assert from_dict(json.loads(stored)) == value
    assert json.dumps(to_dict(value)) == stored


def test_a_field_added_later_reads_as_its_default() -> None:
    stored = '{"type": "Bust", "player_id": "P00013", "starting_stack": 30000}'
    assert from_dict(json.loads(stored)) == Bust("P00013", 30_000, busted_by=None)
    stored = '{"type": "TableRecord", "number": 2, "seats": [null, "P0001"]}'
    assert from_dict(json.loads(stored)) == TournamentTable(Table(2, 2, (None, "P0001")))


@pytest.mark.parametrize(
    ("written", "level"),
    [
        (  # no ante kind: an ante in a button game is paid by every player
            {"small_blind": 300, "big_blind": 600, "ante": 600, "duration_ms": 1_200_000},
            Level(("NT",), 20 * MINUTE_MS, 300, 600, AnteKind.PER_PLAYER, 600),
        ),
        (  # a stud game always takes its ante from everyone: no ante kind of its own
            {"game": "F7S/8", "ante": 25, "bring_in": 50, "small_bet": 100, "big_bet": 200},
            Level(("F7S/8",), 20 * MINUTE_MS, ante=25, bring_in=50, small_bet=100, big_bet=200),
        ),
        (  # the big blind pays the ante
            {"small_blind": 100, "big_blind": 200, "ante": 200, "big_blind_ante": True},
            Level(("NT",), 20 * MINUTE_MS, 100, 200, AnteKind.BIG_BLIND, 200),
        ),
    ],
)
def test_a_level_written_without_its_games_and_ante_kind_reads_as_it_was_played(
    written: dict[str, Any], level: Level
) -> None:
    # tests and scripts wrote levels by hand, leaving out what the defaults say
    assert from_dict({"type": "LevelSpec", **written}) == level


def test_a_break_reads_without_the_game_before_it() -> None:
    # a break written from a structure named the game of the level before it; no one read it
    stored = {"type": "LevelSpec", "game": "FT", "duration_ms": 600_000, "is_break": True}
    assert from_dict({**stored, "colour_up": [25]}) == Break(10 * MINUTE_MS, (25,))
    assert to_dict(Break(10 * MINUTE_MS))["game"] == "NT"


def test_the_bare_levels_of_a_creation_are_stored_as_flat_records() -> None:
    # the console's default tournament (New tournament without the dialog) stored its
    # levels as the flat records; the same command writes the same document
    create = c.CreateTournament("Default", BuyInSettings(), nlhe_structure(), 4)
    steps = to_dict(create)["structure"]
    assert [s["type"] for s in steps] == ["LevelSpec"] * len(create.structure)
    assert from_dict(json.loads(json.dumps(to_dict(create)))) == create


def test_a_damaged_saved_clock_is_refused_by_the_clock() -> None:
    with pytest.raises(ClockError, match="runs exactly when it knows the instant its level"):
        from_dict({"type": "ClockState", "running": True})


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"type": "Move", "player": "P1", "from_table": 1}, "unknown field"),
        ({"type": "Move", "player_id": "P1", "from_table": 1}, "missing field from_seat"),
        ({"type": "SeatAssignment", "player_id": 7, "table": 1, "seat": 1}, "expected a string"),
        # a plain value is taken as it is only when it has exactly its type (issue 23's
        # faster decoding): true is not a table number, null not a required number
        ({"type": "SeatAssignment", "player_id": "P1", "table": True, "seat": 1}, "integer"),
        ({"type": "SeatAssignment", "player_id": "P1", "table": 1, "seat": None}, "integer"),
        ({"type": "SeatAssignment", "player_id": "P1", "table": 1, "seat": 1.0}, "integer"),
        ({"type": "PlayerRecord", "player_id": "P1", "number": 1, "name": 5}, "expected a string"),
        ({"type": "PlayerRecord", "player_id": "P1", "number": False, "name": "A"}, "integer"),
        (
            {"type": "PlayerRecord", "player_id": "P1", "number": 1, "name": "A", "place": "1"},
            "PlayerRecord.place: no alternative matches",
        ),
        ({"type": "PlayerRecord", "player_id": "P1", "name": "A"}, "missing field number"),
        (
            {"type": "PlayerRecord", "player_id": "P1", "number": 1, "name": "A", "status": "x"},
            "not one of",
        ),
        (  # the table module's own checks
            {"type": "TableRecord", "number": 1, "seats": ["P1", None, "P1"]},
            "TableRecord: Table 1: P1 is seated twice",
        ),
        ({"type": "TableRecord", "number": 1, "seats": ["P1"]}, "a table has 2 to 10 seats"),
        (
            {
                "type": "Deal",
                "method": "custom",
                "amounts": [{"type": "PlayerAmount", "player_id": "P1", "amount": -5}],
            },
            "Deal: A deal cannot give a negative amount",
        ),
        ({"type": "Deal", "method": "coinflip", "amounts": []}, "not one of"),
        (
            {"type": "TableRecord", "number": 1, "seats": ["P1", None], "locked": [1]},
            "seat 1 is locked but taken",
        ),
        (
            {"type": "LevelSpec", "ante": 50, "ante_kind": "button"},
            "LevelSpec: Unknown ante kind 'button' \\(use none, per_player, big_blind\\)",
        ),
    ],
)
def test_a_damaged_stored_value_is_refused_with_what_is_wrong(
    data: dict[str, Any], reason: str
) -> None:
    with pytest.raises(CodecError, match=reason):
        from_dict(data)


def test_each_stored_name_reads_into_one_type() -> None:
    # a stored form takes over a record's name: no dataclass of the registry may keep it
    assert not set(FORMS) & set(REGISTRY)
    for name, form in FORMS.items():
        assert form.name == name
        assert FORM_OF[form.cls] is form

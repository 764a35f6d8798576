"""PHH reader and writer: fields, action grammar, errors, and the read -> write -> read identity."""

from __future__ import annotations

import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament import hh
from tournament.hh import INF, Action, HandHistory, PHHError, parse_action

REPO = Path(__file__).parents[3]
SAMPLES = REPO / ".." / "shared" / "data" / "phh-samples"
CORPUS = REPO / "tests" / "data" / "phh"

NT_HAND = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 150, 300]
actions = ["d dh p1 AhKd", "d dh p2 ????", "d dh p3 7c7d", "p3 cbr 6", "p1 cc", "p2 f"]
"""


def sample_files() -> list[Path]:
    """The shared sample files (the test skips when the shared folder is absent)."""
    if not SAMPLES.is_dir():
        pytest.skip(f"shared PHH samples not found at {SAMPLES.resolve()}")
    return sorted(SAMPLES.glob("*.phh*"))


# ------------------------------------------------------------------ the action grammar


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("d dh p3 AhKd", Action(2, "dh", ("Ah", "Kd"))),
        ("d db Jc7s2h", Action(None, "db", ("Jc", "7s", "2h"))),
        ("p2 pb", Action(1, "pb")),
        ("p1 cbr 300", Action(0, "cbr", amount=300)),
        ("p4 cc", Action(3, "cc")),
        ("p2 f", Action(1, "f")),
        ("p3 sd", Action(2, "sd")),
        ("p3 sd 7h2c", Action(2, "sd", ("7h", "2c"))),
        ("p1 sm AhKd", Action(0, "sm", ("Ah", "Kd"))),
        ("p1 sm", Action(0, "sm")),
        ("p1 sm -", Action(0, "sm", ("-",))),
        ("d dh p1 ????", Action(0, "dh", ("??", "??"))),
        ("p1 cbr 12.50", Action(0, "cbr", amount=Decimal("12.50"))),
        ("p2 cc # hero calls # really", Action(1, "cc", comment="hero calls # really")),
        ("# table talk", Action(None, "note", comment="table talk")),
    ],
)
def test_phh_action_grammar_parses_every_notation(text: str, expected: Action) -> None:
    action = parse_action(text)
    assert action == expected
    assert parse_action(str(action)) == action


def test_phh_action_written_back_in_canonical_notation() -> None:
    assert str(parse_action("p1  cbr   300")) == "p1 cbr 300"
    assert str(parse_action("d dh p2 ????")) == "d dh p2 ????"
    assert str(parse_action("p2 sd 7h2c # two")) == "p2 sd 7h2c # two"


def test_phh_unknown_cards_are_flagged() -> None:
    assert parse_action("d dh p1 ??Kd").unknown_cards
    assert not parse_action("d dh p1 AhKd").unknown_cards


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("p1 xx", "unknown action 'xx'"),
        ("p1 cbr", "wrong number of words"),
        ("p1 cbr ten", "'ten' is not an amount"),
        ("p1 cbr -5", "is not an amount"),
        ("d dh p1 AhK", "two characters per card"),
        ("d dh p1 AxKd", "'Ax' in 'AxKd' is not a card"),
        ("d dh q1 AhKd", "'q1' is not a player"),
        ("p0 cc", "'p0' is not a player"),
        ("d burn AhKd", "is not a dealer action"),
        ("", "empty action"),
    ],
)
def test_phh_malformed_action_is_rejected_with_reason(text: str, reason: str) -> None:
    with pytest.raises(PHHError, match=reason):
        parse_action(text)


# ------------------------------------------------------------------ fields


def test_phh_required_fields_read_as_typed_values() -> None:
    hand = hh.loads(NT_HAND)
    assert hand.variant == "NT"
    assert hand.antes == (0, 0, 0)
    assert hand.blinds_or_straddles == (1, 2, 0)
    assert hand.min_bet == 2
    assert hand.starting_stacks == (200, 150, 300)
    assert hand.player_count == 3
    assert hand.actions[1] == Action(1, "dh", ("??", "??"))
    assert hand.finishing_stacks is None


def test_phh_stud_fields_bring_in_small_and_big_bet() -> None:
    hand = hh.loads(
        'variant = "F7S"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        'starting_stacks = [100, 100]\nactions = ["d dh p1 2c3d4h", "d dh p2 5c6d7h", "p1 pb"]\n'
    )
    assert (hand.bring_in, hand.small_bet, hand.big_bet) == (2, 5, 10)
    assert hand.blinds_or_straddles is None


def test_phh_inf_starting_stack_means_unknown() -> None:
    hand = hh.loads(NT_HAND.replace("[200, 150, 300]", "[inf, 150, 300]"))
    assert hand.starting_stacks[0] == INF
    assert hh.loads(hh.dumps(hand)) == hand
    assert "starting_stacks = [inf, 150, 300]" in hh.dumps(hand)


def test_phh_decimal_amounts_are_exact() -> None:
    text = NT_HAND.replace("[1, 2, 0]", "[0.25, 0.50, 0]").replace("min_bet = 2", "min_bet = 0.5")
    text = text.replace("p3 cbr 6", "p3 cbr 1.75")
    hand = hh.loads(text)
    assert hand.blinds_or_straddles == (Decimal("0.25"), Decimal("0.50"), 0)
    assert hand.actions[3].amount == Decimal("1.75")
    assert hh.loads(hh.dumps(hand)) == hand


def test_phh_optional_fields_are_typed_and_kept() -> None:
    text = NT_HAND + (
        'event = "Main Event"\nday = 21\nmonth = 11\nyear = 2026\ntime = 20:15:00\n'
        'hand = 17\ntable = "Table 3"\nlevel = 9\nseats = [2, 5, 9]\n'
        'players = ["Ana", "Bo", "Cy"]\nfinishing_stacks = [198, 150, 302]\n'
        'winnings = [0, 0, 4]\ncurrency_symbol = "€"\nante_trimming_status = true\n'
    )
    hand = hh.loads(text)
    assert hand.time == datetime.time(20, 15)
    assert hand.seats == (2, 5, 9)
    assert hand.players == ("Ana", "Bo", "Cy")
    assert hand.finishing_stacks == (198, 150, 302)
    assert hand.ante_trimming_status is True
    assert hand.user_fields == {}
    assert hh.loads(hh.dumps(hand)) == hand


def test_phh_user_fields_with_underscore_are_kept_and_written() -> None:
    text = NT_HAND + (
        '_rules = {name = "tda", raise_cap = 3, uncap_when = "tournament_heads_up"}\n'
        '_note = "line one\\nline \\"two\\""\n_weights = [0.5, 1.25]\n'
        '[_nested]\nkey = "value"\n'
    )
    hand = hh.loads(text)
    assert hand.rules == {"name": "tda", "raise_cap": 3, "uncap_when": "tournament_heads_up"}
    assert hand.user_fields["_note"] == 'line one\nline "two"'
    assert hand.user_fields["_nested"] == {"key": "value"}
    written = hh.dumps(hand)
    assert '_rules = {name = "tda", raise_cap = 3' in written
    assert hh.loads(written) == hand


# ------------------------------------------------------------------ errors


@pytest.mark.parametrize(
    ("edit", "where", "reason"),
    [
        (("min_bet = 2\n", ""), "min_bet", "missing required field for NT"),
        (('variant = "NT"', 'variant = "XX"'), "variant", "unknown variant 'XX'"),
        (("[0, 0, 0]", "[0, 0]"), "antes", "has 2 entries, the hand has 3 players"),
        (("[200, 150, 300]", "[200, 0, 300]"), "starting_stacks[1]", "must be positive"),
        (("[0, 0, 0]", "[0, -2, 0]"), "antes[1]", "is negative"),
        (("min_bet = 2", 'min_bet = "two"'), "min_bet", "expected a number"),
        (('"p2 f"', '"p4 f"'), "actions[5] 'p4 f'", "player p4 does not exist"),
        (('"p3 cbr 6"', '"p3 raise 6"'), "actions[3] 'p3 raise 6'", "unknown action 'raise'"),
    ],
)
def test_phh_malformed_field_error_names_file_hand_and_field(
    edit: tuple[str, str], where: str, reason: str
) -> None:
    text = ("[7]\n" + NT_HAND).replace(*edit)
    with pytest.raises(PHHError) as caught:
        hh.loads_all(text, source="club.phhs")
    error = caught.value
    assert (error.source, error.hand, error.where) == ("club.phhs", "7", where)
    assert reason in error.reason
    assert str(error).startswith(f"club.phhs, hand [7], {where}: ")


def test_phh_invalid_toml_names_the_file() -> None:
    with pytest.raises(PHHError, match=r"^broken\.phh: not valid TOML"):
        hh.loads("variant = ", source="broken.phh")


def test_phh_phhs_with_a_loose_field_is_rejected() -> None:
    with pytest.raises(PHHError, match="only hand tables"):
        hh.loads_all('variant = "NT"\n[1]\n' + NT_HAND)


def test_phh_missing_file_is_reported_as_unreadable(tmp_path: Path) -> None:
    with pytest.raises(PHHError, match="cannot read the file"):
        hh.load(tmp_path / "nope.phh")


# ------------------------------------------------------------------ files and round trip


def test_phh_phhs_sections_keep_their_names_and_order(tmp_path: Path) -> None:
    text = "[b]\n" + NT_HAND + "\n[a]\n" + NT_HAND.replace("p2 f", "p2 cc")
    hands = hh.loads_all(text, source="x.phhs")
    assert [h.section for h in hands] == ["b", "a"]
    path = tmp_path / "x.phhs"
    hh.write_file(path, hands)
    again = hh.load(path)
    assert again == hands
    assert [h.section for h in again] == ["b", "a"]


def test_phh_single_hand_file_round_trip(tmp_path: Path) -> None:
    hand = hh.loads(NT_HAND)
    path = tmp_path / "one.phh"
    hh.write_file(path, [hand])
    (again,) = hh.load(path)
    assert again == hand
    assert again.source == str(path)
    assert again.section is None


def test_phh_shared_samples_round_trip_read_write_read() -> None:
    files = sample_files()
    assert files
    for path in files:
        hands = hh.load(path)
        assert len(hands) >= 1
        assert all(h.finishing_stacks is not None for h in hands)
        assert hh.loads_all(hh.dumps_all(hands)) == hands
        for hand in hands:
            assert hh.loads(hh.dumps(hand)) == hand


def test_phh_own_corpus_round_trips() -> None:
    files = sorted(CORPUS.glob("*.phh*"))
    assert files, f"no corpus in {CORPUS}"
    for path in files:
        hands = hh.load(path)
        assert hh.loads_all(hh.dumps_all(hands)) == hands


# ------------------------------------------------------------------ property

_cards = st.lists(
    st.sampled_from([r + s for r in "23456789TJQKA" for s in "cdhs"] + ["??"]),
    min_size=1,
    max_size=5,
).map(tuple)
_amounts = st.one_of(
    st.integers(min_value=0, max_value=10**9),
    st.decimals(min_value=0, max_value=10**6, places=2, allow_nan=False, allow_infinity=False),
)
_comment = st.none() | st.text(
    st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=12
).filter(lambda c: c == c.strip() and c.strip())


@st.composite
def _hands(draw: st.DrawFn) -> HandHistory:
    players = draw(st.integers(min_value=2, max_value=9))
    actor = st.integers(min_value=0, max_value=players - 1)
    action = st.one_of(
        st.builds(Action, st.none(), st.just("db"), _cards, st.none(), _comment),
        st.builds(Action, actor, st.just("dh"), _cards, st.none(), _comment),
        st.builds(
            Action,
            actor,
            st.sampled_from(["pb", "cc", "f", "sd", "sm"]),
            st.none(),
            st.none(),
            _comment,
        ),
        st.builds(Action, actor, st.sampled_from(["sd", "sm"]), _cards, st.none(), _comment),
        st.builds(Action, actor, st.just("cbr"), st.none(), _amounts, _comment),
    )
    per_player = st.lists(_amounts, min_size=players, max_size=players).map(tuple)
    stacks = st.lists(
        st.integers(min_value=1, max_value=10**9) | st.just(INF),
        min_size=players,
        max_size=players,
    ).map(tuple)
    return HandHistory(
        variant="NT",
        antes=draw(per_player),
        blinds_or_straddles=draw(per_player),
        min_bet=draw(_amounts),
        starting_stacks=draw(stacks),
        actions=tuple(draw(st.lists(action, max_size=30))),
        finishing_stacks=draw(st.none() | per_player),
        players=draw(
            st.none()
            | st.lists(st.text(min_size=0, max_size=8), min_size=players, max_size=players).map(
                tuple
            )
        ),
        user_fields=draw(
            st.dictionaries(
                st.text(min_size=1, max_size=6).map(lambda k: "_" + k),
                st.integers() | st.text(max_size=10) | st.booleans() | st.lists(st.integers()),
                max_size=3,
            )
        ),
    )


@settings(max_examples=150, deadline=None)
@given(_hands())
def test_phh_round_trip_is_identity_for_any_hand(hand: HandHistory) -> None:
    assert hh.loads(hh.dumps(hand)) == hand


def test_phh_actions_of_a_hand_report_the_first_bad_action() -> None:
    with pytest.raises(PHHError, match=r"actions\[1\] 'p3 cc'.*p3 does not exist"):
        hh.from_dict(
            {"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
             "starting_stacks": [100, 100], "actions": ["d dh p1 AhKd", "p3 cc", "p9 f"]}
        )  # fmt: skip

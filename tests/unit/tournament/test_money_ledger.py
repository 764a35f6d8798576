"""Entries, prize pool and chips in play: the ledger's rules and invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.errors import DomainError
from tournament.money import (
    AddOnRule,
    EntryKind,
    Ledger,
    LedgerSettings,
    MoneyError,
    RebuyRule,
    ReEntryRule,
    average_stack,
    check_chip_counts,
    chip_leader,
    prize_pool,
)

SETTINGS = LedgerSettings(
    buy_in=10_000,
    fee=1_000,
    starting_stack=20_000,
    late_registration_until_level=6,
    re_entry=ReEntryRule(max_per_player=2),
    rebuy=RebuyRule(until_level=6, max_stack=10_000, price=10_000, chips=20_000, max_per_player=3),
    add_on=AddOnRule(price=10_000, chips=30_000, at_break_after_level=6),
    guarantee=500_000,
)


def anna(settings: LedgerSettings = SETTINGS) -> Ledger:
    return Ledger(settings).register("p1", "Anna", level=1).buy_in("p1", level=1)


def test_buy_in_pays_pool_and_house_and_gives_starting_stack() -> None:
    led = anna()
    assert led.prize_money == 10_000
    assert led.fees == 1_000
    assert led.chips_issued == 20_000
    assert led.field_size == 1
    assert [e.kind for e in led.entries] == [EntryKind.REGISTRATION, EntryKind.BUY_IN]


def test_money_error_is_a_domain_error() -> None:
    assert issubclass(MoneyError, DomainError)


def test_late_registration_closes_after_its_level() -> None:
    led = Ledger(SETTINGS)
    led.register("p1", "Anna", level=6)  # still open through level 6
    with pytest.raises(MoneyError, match="Late registration closed after level 6"):
        led.register("p1", "Anna", level=7)


def test_buy_in_requires_registration_and_is_once_only() -> None:
    with pytest.raises(MoneyError, match="not registered"):
        Ledger(SETTINGS).buy_in("p9", level=1)
    with pytest.raises(MoneyError, match="Anna has already bought in; use a re-entry"):
        anna().buy_in("p1", level=2)


def test_registering_twice_is_refused() -> None:
    with pytest.raises(MoneyError, match="Anna is already registered"):
        anna().register("p1", "Anna", level=1)


def test_re_entry_only_for_busted_players() -> None:
    with pytest.raises(MoneyError, match="Anna is still in the tournament"):
        anna().re_enter("p1", level=2, busted=False)


def test_re_entry_limit_per_player() -> None:
    led = anna().re_enter("p1", level=2, busted=True).re_enter("p1", level=3, busted=True)
    assert led.count("p1", EntryKind.RE_ENTRY) == 2
    assert led.field_size == 3
    with pytest.raises(MoneyError, match="Re-entry limit of 2 reached for Anna"):
        led.re_enter("p1", level=4, busted=True)


def test_re_entries_close_with_late_registration() -> None:
    with pytest.raises(MoneyError, match="Re-entries closed after level 6"):
        anna().re_enter("p1", level=7, busted=True)


def test_no_re_entries_when_the_limit_is_zero() -> None:
    settings = LedgerSettings(buy_in=100, starting_stack=1_000)
    with pytest.raises(MoneyError, match="no re-entries"):
        anna(settings).re_enter("p1", level=1, busted=True)


def test_rebuys_close_after_their_level() -> None:
    with pytest.raises(MoneyError, match="Rebuys closed after level 6"):
        anna().rebuy("p1", level=7, stack=0)


def test_rebuy_only_at_or_below_the_stack_threshold() -> None:
    with pytest.raises(MoneyError, match="Stack 12,000 is above the rebuy threshold of 10,000"):
        anna().rebuy("p1", level=3, stack=12_000)
    led = anna().rebuy("p1", level=3, stack=10_000)  # at the threshold is allowed
    assert led.chips_issued == 40_000
    assert led.prize_money == 20_000


def test_rebuy_limit_per_player() -> None:
    led = anna()
    for _ in range(3):
        led = led.rebuy("p1", level=2, stack=0)
    with pytest.raises(MoneyError, match="Rebuy limit of 3 reached for Anna"):
        led.rebuy("p1", level=2, stack=0)


def test_add_on_only_at_its_break_and_once() -> None:
    led = anna()
    with pytest.raises(MoneyError, match="Add-ons are taken at the break after level 6"):
        led.add_on("p1", level=6, on_break=False)
    with pytest.raises(MoneyError, match="Add-ons closed after the break after level 6"):
        led.add_on("p1", level=7, on_break=True)
    led = led.add_on("p1", level=6, on_break=True)
    assert led.chips_issued == 50_000
    with pytest.raises(MoneyError, match="Anna has already taken the add-on"):
        led.add_on("p1", level=6, on_break=True)


def test_add_on_until_a_level() -> None:
    settings = LedgerSettings(
        buy_in=100, starting_stack=1_000, add_on=AddOnRule(price=100, chips=1_000, until_level=4)
    )
    anna(settings).add_on("p1", level=4, on_break=False)
    with pytest.raises(MoneyError, match="Add-ons closed after level 4"):
        anna(settings).add_on("p1", level=5, on_break=False)


def test_refused_action_changes_nothing() -> None:
    led = anna()
    with pytest.raises(MoneyError):
        led.rebuy("p1", level=9, stack=0)
    assert led == anna()
    assert led.why_not_rebuy("p1", level=9, stack=0) == "Rebuys closed after level 6"
    assert led.why_not_rebuy("p1", level=2, stack=0) is None


def test_void_removes_an_entry() -> None:
    led = anna().rebuy("p1", level=2, stack=0)
    rebuy_id = led.entries_of("p1", EntryKind.REBUY)[0].entry_id
    assert led.void(rebuy_id) == anna()


def test_guarantee_and_overlay() -> None:
    pool = anna().prize_pool()
    assert pool.total == 500_000
    assert pool.overlay == 490_000
    big = prize_pool(600_000, 500_000, added=50_000)
    assert (big.total, big.overlay) == (650_000, 0)


def test_chip_count_check_reports_the_discrepancy() -> None:
    led = anna().register("p2", "Bob", level=1).buy_in("p2", level=1)
    check = check_chip_counts(led.chips_in_play, {"p1": 25_000, "p2": 14_000})
    assert check.expected == 40_000
    assert check.difference == -1_000
    assert not check.ok
    assert "1,000 fewer" in check.message
    assert check_chip_counts(led.chips_in_play, {"p1": 25_000, "p2": 15_000}).ok


def test_chip_race_adjustment_counts_in_chips_in_play() -> None:
    led = anna().adjust_chips(-25, "chip race at colour-up of the 25s, table 1")
    assert led.chips_in_play == 19_975


def test_average_stack_and_chip_leader() -> None:
    assert average_stack(100_000, 3) == 33_333
    assert average_stack(100_000, 0) == 0
    leader = chip_leader({"p1": 5_000, "p2": 9_000, "p3": 0})
    assert leader is not None
    assert (leader.players, leader.chips) == (("p2",), 9_000)
    assert chip_leader({"p1": 0}) is None


ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["register", "buy_in", "re_enter", "rebuy", "add_on"]),
        st.sampled_from(["p1", "p2", "p3"]),
        st.integers(1, 9),  # level
        st.integers(0, 30_000),  # stack now
        st.booleans(),  # busted / on break
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(ACTIONS)
def test_chips_and_money_conserved_through_rebuys_and_add_ons(
    actions: list[tuple[str, str, int, int, bool]],
) -> None:
    led = Ledger(SETTINGS)
    for kind, player, level, stack, flag in actions:
        before = led
        try:
            if kind == "register":
                led = led.register(player, player.upper(), level)
            elif kind == "buy_in":
                led = led.buy_in(player, level)
            elif kind == "re_enter":
                led = led.re_enter(player, level, busted=flag)
            elif kind == "rebuy":
                led = led.rebuy(player, level, stack=stack)
            else:
                led = led.add_on(player, level, on_break=flag)
        except MoneyError:
            assert led is before
            continue
        assert len(led.entries) == len(before.entries) + 1
    counts = {k: sum(1 for e in led.entries if e.kind is k) for k in EntryKind}
    entries = counts[EntryKind.BUY_IN] + counts[EntryKind.RE_ENTRY]
    rebuy, add_on = SETTINGS.rebuy, SETTINGS.add_on
    assert rebuy is not None
    assert add_on is not None
    assert led.chips_in_play == (
        entries * SETTINGS.starting_stack
        + counts[EntryKind.REBUY] * rebuy.chips
        + counts[EntryKind.ADD_ON] * add_on.chips
    )
    assert led.prize_money == (
        entries * SETTINGS.buy_in
        + counts[EntryKind.REBUY] * rebuy.price
        + counts[EntryKind.ADD_ON] * add_on.price
    )
    assert led.fees == entries * SETTINGS.fee
    for player in ("p1", "p2", "p3"):
        assert led.count(player, EntryKind.RE_ENTRY) <= 2
        assert led.count(player, EntryKind.REBUY) <= 3
        assert led.count(player, EntryKind.ADD_ON) <= 1

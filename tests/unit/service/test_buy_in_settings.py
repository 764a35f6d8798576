"""The buy-in settings say themselves what is wrong with them and which money rules they mean."""

from __future__ import annotations

import pytest

from tournament import money
from tournament.errors import DomainError
from tournament.service.records import BuyInSettings


@pytest.mark.parametrize(
    ("settings", "reason"),
    [
        (BuyInSettings(fee=-1), "Amounts of money cannot be negative"),
        (BuyInSettings(starting_stack=0), "The starting stack must be more than zero chips"),
        (BuyInSettings(max_entries=0), "Each player has at least one entry"),
        (BuyInSettings(pko_head_share_percent=101), "added to the head is 0 to 100 %"),
        (BuyInSettings(paid_percent=0), "The share of the field paid is more than 0"),
        (BuyInSettings(guarantee=-100), "The guarantee cannot be negative"),  # money module's
        (
            BuyInSettings(max_rebuys=2, rebuy_until_level=4),
            "Rebuys are allowed: say how many chips a rebuy gives.",
        ),
        (
            BuyInSettings(max_rebuys=2, rebuy_chips=20_000),
            "Rebuys are allowed: say until which level.",
        ),
        (
            BuyInSettings(rebuy_chips=20_000, rebuy_until_level=4),
            r"Rebuy chips are set but no rebuys are allowed \(rebuys per player\).",
        ),
        (BuyInSettings(add_on_chips=30_000), "An add-on is offered: say until which level."),
    ],
)
def test_check_names_the_first_problem(settings: BuyInSettings, reason: str) -> None:
    with pytest.raises(DomainError, match=reason):
        settings.check()


def test_rebuys_and_an_add_on_set_in_full_pass() -> None:
    BuyInSettings(max_rebuys=1, rebuy_chips=20_000, rebuy_until_level=1).check()
    BuyInSettings(add_on_chips=30_000, add_on_until_level=1).check()


def test_the_money_rules_of_the_settings() -> None:
    b = BuyInSettings(
        buy_in=10_000,
        fee=1_000,
        starting_stack=20_000,
        bounty=5_000,
        bounty_kind="progressive",
        pko_head_share_percent=40,
        max_entries=3,
        rebuy_cost=10_000,
        rebuy_chips=20_000,
        max_rebuys=2,
        rebuy_until_level=4,
        rebuy_stack_limit=20_000,
        add_on_cost=5_000,
        add_on_chips=10_000,
        add_on_until_level=6,
    )
    b.check()
    rules = b.money_rules()
    assert rules.bounty == money.BountyRule(money.BountyKind.PROGRESSIVE, 5_000, 40, 100)
    assert rules.re_entry.max_per_player == 2  # three entries: the buy-in and two re-entries
    assert rules.rebuy == money.RebuyRule(4, 20_000, 10_000, 20_000, max_per_player=2)
    assert rules.add_on == money.AddOnRule(5_000, 10_000, until_level=6)
    assert rules.entry_price == 16_000  # 100.00 buy-in + 10.00 fee + 50.00 bounty


def test_rules_left_off_when_the_settings_turn_them_off() -> None:
    rules = BuyInSettings(bounty=0, bounty_kind="progressive", rebuy_cost=500).money_rules()
    assert rules.bounty.kind is money.BountyKind.NONE
    assert rules.rebuy is None
    assert rules.add_on is None
    assert rules.re_entry.max_per_player == 0  # a freezeout

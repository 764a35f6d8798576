"""Fixed and progressive knockout bounties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import BountyKind, BountyRule, MoneyError, knockout, winner_bounty

PKO = BountyRule(BountyKind.PROGRESSIVE, amount=1_000)
FIXED = BountyRule(BountyKind.FIXED, amount=1_000)


def test_fixed_bounty_pays_the_whole_head_and_never_grows() -> None:
    ko = knockout(FIXED, {"ann": 1_000, "bob": 1_000}, "ann", ["bob"])
    assert ko.cash == (("bob", 1_000),)
    assert dict(ko.heads) == {"ann": 0, "bob": 1_000}


def test_pko_pays_half_and_adds_half_to_the_eliminators_head() -> None:
    ko = knockout(PKO, {"ann": 1_000, "bob": 1_000}, "ann", ["bob"])
    assert ko.cash == (("bob", 500),)
    assert dict(ko.heads)["bob"] == 1_500


def test_pko_split_bounty_when_several_eliminate() -> None:
    ko = knockout(PKO, {"ann": 1_001, "bob": 1_000, "cy": 1_000}, "ann", ["cy", "bob"])
    # 500 goes onto heads (250 each), the cash 501 is split, the odd cent to the first given
    assert dict(ko.cash) == {"cy": 251, "bob": 250}
    heads = dict(ko.heads)
    assert heads["cy"] == 1_250
    assert heads["bob"] == 1_250


def test_winner_collects_his_own_head() -> None:
    assert winner_bounty({"ann": 0, "bob": 3_000}, "bob") == 3_000


def test_knockout_refusals() -> None:
    with pytest.raises(MoneyError, match="cannot eliminate himself"):
        knockout(PKO, {"ann": 1_000}, "ann", ["ann"])
    with pytest.raises(MoneyError, match="no bounties"):
        knockout(BountyRule(), {"ann": 1_000, "bob": 1}, "ann", ["bob"])


@settings(max_examples=150, deadline=None)
@given(
    st.integers(0, 10**7),
    st.integers(1, 4),
    st.sampled_from([PKO, FIXED, BountyRule(BountyKind.PROGRESSIVE, 1_000, 1, 3)]),
)
def test_bounty_money_is_conserved(head: int, eliminators: int, rule: BountyRule) -> None:
    heads = {"busted": head} | {f"e{i}": 1_000 for i in range(eliminators)}
    ko = knockout(rule, heads, "busted", [f"e{i}" for i in range(eliminators)])
    assert ko.cash_total + sum(dict(ko.heads).values()) == sum(heads.values())
    cash = [a for _, a in ko.cash]
    assert max(cash) - min(cash) <= 1

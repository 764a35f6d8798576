"""The draw's stub running short, in Deal and Record mode (issue 26, item 9).

rules.md, draw games: "When the stub after the burn holds at least the cards the round
needs, deal them all, the last card included. Otherwise deal from the stub but never its
last card; then the last card, the burns and the discards of **earlier** draws are
scrambled into a new stub. The current draw's discards are never reused."
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.engine import HandState
from tournament.engine.events import StubReshuffled


def _triple_draw(manual: bool) -> HandState:
    kw: dict[str, object] = {"manual": True} if manual else {"deck": list(range(52))}
    return HandState(
        "F2L3D",
        [1000] * 6,
        blinds_or_straddles=[5, 10, 0, 0, 0, 0],
        small_bet=10,
        big_bet=20,
        **kw,  # type: ignore[arg-type]
    )


def _deal_manual(hand: HandState) -> None:
    """Record mode: every card due is dealt unknown."""
    while hand.phase_name == "dealing":
        for p in range(hand.n):
            due = next((k for k in range(5, 0, -1) if hand.can_deal_hole(p, [None] * k)), 0)
            if due:
                hand.deal_hole(p, [None] * due)


def _betting_round(hand: HandState) -> None:
    while hand.phase_name == "betting":
        hand.check_or_call()


def _draw(hand: HandState, counts: Sequence[int]) -> int:
    """Every player discards ``counts[p]`` cards; returns where the draw's events start."""
    start = len(hand.events)
    for k in counts:
        p = hand.actor
        assert p is not None
        hand.stand_pat_or_discard(list(hand.hole_cards[p])[:k])
    return start


def test_deal_mode_an_all_pat_draw_reshuffles_nothing() -> None:
    """Six players are dealt 30 cards: a stub of 22. The first draw takes 20 (5, 5, 5, 5,
    0, 0) after a burn: 22 - 1 - 20 = 1 card left. At the second draw everyone stands
    pat: nothing is dealt, so nothing is reshuffled (the 20 discards stay where they are
    and the stub keeps its 1 card)."""
    hand = _triple_draw(manual=False)
    _betting_round(hand)
    _draw(hand, (5, 5, 5, 5, 0, 0))
    assert len(hand.stub) == 1
    _betting_round(hand)
    start = _draw(hand, (0,) * 6)
    assert not [e for e in hand.events[start:] if isinstance(e, StubReshuffled)]
    assert len(hand.stub) == 1
    assert len(hand.accounted_cards()["discards"]) == 20


def test_record_mode_tells_the_dealer_to_reshuffle_when_the_stub_runs_out() -> None:
    """Record mode, the same draws: after the first draw (a burn and 20 cards) the stub
    holds 52 - 30 - 1 - 20 = 1 card. The third draw needs 5 cards after a burn: the
    stub is short, so the dealer is told to scramble the last card, the burns (2) and the
    earlier draws' discards (20), never this draw's 5 (a StubReshuffled event)."""
    hand = _triple_draw(manual=True)
    _deal_manual(hand)
    _betting_round(hand)
    first = _draw(hand, (5, 5, 5, 5, 0, 0))
    _deal_manual(hand)
    assert not [e for e in hand.events[first:] if isinstance(e, StubReshuffled)]
    _betting_round(hand)
    second = _draw(hand, (0,) * 6)
    _deal_manual(hand)
    assert not [e for e in hand.events[second:] if isinstance(e, StubReshuffled)]
    _betting_round(hand)
    third = _draw(hand, (5, 0, 0, 0, 0, 0))
    reshuffles = [e for e in hand.events[third:] if isinstance(e, StubReshuffled)]
    assert len(reshuffles) == 1
    _deal_manual(hand)
    assert [len(h) for h in hand.hole_cards] == [5] * 6
    # this draw's 5 discards are still out of the new stub
    assert len(hand.accounted_cards()["discards"]) == 5

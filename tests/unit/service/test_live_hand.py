"""The live hand a display station follows: the public part of a hand in progress.

Invariants over every game: the public replay of a Deal-mode hand agrees with the hand
itself at every step (stacks, bets, pots, whose turn, board) and knows no card the table
has not seen; the JSON round trip is lossless; damaged data is refused with a reason.
"""

from __future__ import annotations

import random

import pytest

from tournament.cards.card import parse_known_cards
from tournament.engine import Rules, events
from tournament.games import SHORT_NAMES, game, is_stud
from tournament.service.hand_setup import HandSetup
from tournament.service.live_hand import LiveHand, LiveHandError, live_hand_of
from tournament.service.random_play import entry_of
from tournament.service.table_hand import HandEntry, TableHand
from tournament.service.table_play import random_policy


def setup_for(code: str, stacks: tuple[int, ...]) -> HandSetup:
    n = len(stacks)
    forced: dict[str, object]
    if is_stud(code):
        forced = {"antes": [10] * n, "bring_in": 20, "small_bet": 50, "big_bet": 100}
        forced["min_bet"] = 50
    else:
        forced = {"blinds_or_straddles": [25, 50] + [0] * (n - 2), "antes": [0] * n}
        forced.update(min_bet=50, small_bet=50, big_bet=100)
    names = tuple(f"N{i}" for i in range(n))
    seats = tuple(range(1, n + 1))
    return HandSetup(1, 3, code, 1, names, names, seats, stacks, 9, n == 2, None, forced)


def public_cards(hand: TableHand, p: int) -> set[int]:
    """The cards of player ``p`` the table has seen: up cards, shown, exposed."""
    h = hand.hand
    seen = {c for c, up in zip(h.hole[p], h.up[p], strict=True) if up and c is not None}
    for e in h.events:
        if isinstance(e, events.ShowedOrMucked) and e.player == p and e.cards:
            seen |= {c for c in e.cards if c is not None}
        if isinstance(e, events.CardExposed) and e.player == p and e.card is not None:
            seen.add(e.card)
    return seen


def check_step(hand: TableHand) -> None:
    live = live_hand_of(hand)
    assert LiveHand.from_json(live.to_json()) == live
    seen = live.replay()
    a, b = hand.hand, seen.hand
    assert (b.stacks, b.bets, b.pots(), b.board, b.is_over) == (
        a.stacks,
        a.bets,
        a.pots(),
        a.board,
        a.is_over,
    )
    assert seen.need() == hand.need()
    for p in range(a.n):
        known = {c for c in b.hole[p] if c is not None}
        assert known <= public_cards(hand, p), (p, known)


@pytest.mark.parametrize("code", sorted(SHORT_NAMES))
def test_a_dealt_hand_replays_from_its_public_part_at_every_step(code: str) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        n = rng.randint(2, min(6, game(code).max_players))
        stacks = tuple(rng.choice([300, 1_000, 2_500]) for _ in range(n))
        hand = TableHand(setup_for(code, stacks), Rules(), "deal", random.Random(seed))
        check_step(hand)
        while not hand.over:
            h = hand.hand
            hand.enter(entry_of(random_policy(h, h.legal_actions(), rng)))
            check_step(hand)


def test_a_dealt_hand_keeps_hidden_cards_out_of_its_public_part() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000, 1_000)), Rules(), "deal", random.Random(5))
    live = live_hand_of(hand)
    assert live.mode == "deal"
    assert live.entries == ()  # the hole cards dealt are nobody's business yet
    data = live.to_json()
    assert "deck" not in data
    assert all(card is None for hole in live.replay().hand.hole for card in hole)


def test_an_exposed_card_and_a_showdown_are_public() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000)), Rules(), "deal", random.Random(9))
    exposed = hand.hand.hole[0][0]
    assert exposed is not None
    hand.enter(HandEntry("expose", cards=(exposed,), player=0))
    check_step(hand)
    replayed = live_hand_of(hand).replay().hand
    assert any(isinstance(e, events.CardExposed) and e.card == exposed for e in replayed.events)


def test_a_record_mode_hand_keeps_its_entries() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000, 1_000)), Rules(), "record", random.Random(1))
    hand.enter(HandEntry("raise", 150))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("call"))
    flop = tuple(int(c) for c in parse_known_cards("Ah Kd 7c"))
    hand.enter(HandEntry("board", cards=flop))
    live = live_hand_of(hand)
    assert live.entries == tuple(hand.entries)
    seen = live.replay().hand
    assert seen.board == list(flop)
    assert seen.pots() == [(450, (0, 1, 2))]  # three times 150


def test_damaged_live_hand_data_is_refused_with_the_reason() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000)), Rules(), "record", random.Random(1))
    data = live_hand_of(hand).to_json()
    broken = dict(data, mode="shuffle")
    with pytest.raises(LiveHandError, match="record or deal mode, not 'shuffle'"):
        LiveHand.from_json(broken)
    with pytest.raises(LiveHandError, match="lacks stacks"):
        LiveHand.from_json(
            dict(data, setup={k: v for k, v in data["setup"].items() if k != "stacks"})
        )
    with pytest.raises(LiveHandError, match="unknown entry 'jump'"):
        LiveHand.from_json(
            dict(data, entries=[{"kind": "jump", "amount": 0, "cards": [], "player": None}])
        )
    with pytest.raises(LiveHandError, match="cannot be read"):
        LiveHand.from_json({"setup": data["setup"]})
    with pytest.raises(LiveHandError, match="interrupted or not, not 'yes'"):
        LiveHand.from_json(dict(data, interrupted="yes"))


def test_an_interrupted_hand_reads_back_and_one_kept_before_the_mark_is_not() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000)), Rules(), "record", random.Random(1))
    live = live_hand_of(hand)
    assert not live.interrupted
    data = live.to_json()
    assert data["interrupted"] is False
    marked = LiveHand.from_json(dict(data, interrupted=True))
    assert marked.interrupted
    assert marked.entries == live.entries
    assert marked != live  # the station sees the change
    older = {k: v for k, v in data.items() if k != "interrupted"}  # kept by an older pokerfloor
    assert LiveHand.from_json(older) == live


def test_entries_that_do_not_replay_are_refused_with_the_table_named() -> None:
    hand = TableHand(setup_for("NT", (1_000, 1_000, 1_000)), Rules(), "record", random.Random(1))
    live = live_hand_of(hand)
    wrong = LiveHand(live.setup, live.rules, "record", (HandEntry("raise", 10),))
    with pytest.raises(LiveHandError, match="table 1 cannot be followed"):
        wrong.replay()

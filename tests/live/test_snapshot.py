"""The status feed's figures, checked against values worked out by hand."""

from __future__ import annotations

import json

from tests.e2e.support import MINUTE, START, FakeClock
from tests.live.conftest import NAMES
from tournament.service import commands as c
from ui.app import AppParts
from ui.live.share import ShareSettings


def feed(parts: AppParts) -> dict[str, object]:
    assert parts.live is not None
    return json.loads(parts.live.share.publish())  # type: ignore[no-any-return]


def test_feed_after_four_and_a_half_minutes(app: tuple[AppParts, FakeClock]) -> None:
    parts, clock = app
    parts.uow.handle(c.RecordChipCount("P00", 48_000))
    clock.now = START + 4 * MINUTE + 30_000
    doc = feed(parts)
    assert doc["schema"] == 1
    assert doc["tournament"] == {"name": "Live Test Cup", "currency": "EUR", "finished": False}
    clock_part = doc["clock"]
    assert isinstance(clock_part, dict)
    # level 1 is 30 minutes long and started at START: 25:30 left, ends at START + 30 min
    assert clock_part["running"] is True
    assert clock_part["remaining_ms"] == 25 * MINUTE + 30_000
    assert clock_part["ends_at_ms"] == START + 30 * MINUTE
    level = clock_part["level"]
    assert level["number"] == 1
    assert level["game_name"] == "No-limit Texas hold'em"
    assert (level["small_blind"], level["big_blind"], level["ante"]) == (100, 200, 200)
    assert level["stakes"] == ["Blinds 100 / 200", "Big blind ante 200"]
    assert clock_part["next_level"]["stakes"] == ["Blinds 200 / 300", "Big blind ante 300"]
    # 10 buy-ins of 50 € (the 5 € fee is not in the pool); 10 × 30,000 chips in play: a
    # recorded count (P00's 48,000) does not change them (issue 10.1), it is flagged
    assert doc["players_left"] == 10
    assert doc["entries"] == 10
    assert doc["prize_pool_cents"] == 50_000
    assert doc["prize_pool"] == "€ 500"
    assert doc["chips_in_play"] == 300_000
    assert doc["average_stack"] == 30_000
    assert doc["payouts"] == [
        {"place": 1, "place_text": "1st", "cents": 25_000, "text": "€ 250"},
        {"place": 2, "place_text": "2nd", "cents": 15_000, "text": "€ 150"},
        {"place": 3, "place_text": "3rd", "cents": 10_000, "text": "€ 100"},
    ]
    seats = doc["seats"]
    assert isinstance(seats, list)
    assert sorted(s["name"] for s in seats) == sorted(NAMES)
    assert {(s["table"], s["seat"]) for s in seats} <= {(t, s) for t in (1, 2) for s in range(1, 7)}
    assert len({(s["table"], s["seat"]) for s in seats}) == 10
    assert doc["results"] == []
    # players' data is names, seats and results only: no stacks, ids or countries
    assert set(seats[0]) == {"name", "table", "seat"}
    assert "48000" not in json.dumps(seats)


def test_bust_move_and_hidden_names(app: tuple[AppParts, FakeClock]) -> None:
    parts, _ = app
    assert parts.live is not None
    share = parts.live.share
    share.start(ShareSettings("127.0.0.1", 0))
    parts.uow.handle(c.RecordChipCount("P00", 48_000))
    parts.uow.handle(c.EliminatePlayer("P03"))
    doc = feed(parts)
    # Dmitri out in 10th: 9 left share the 300,000 chips in play, 300,000 // 9 = 33,333
    assert doc["players_left"] == 9
    assert doc["average_stack"] == 33_333
    assert doc["results"] == [
        {"place": 10, "place_text": "10th", "name": "Dmitri Dunaev", "prize_cents": 0, "prize": ""}
    ]
    t = parts.facade.t
    start = t.location("P01")
    assert start is not None
    taken = {t.location(p.player_id) for p in t.players_view()}
    free = next((tb, s) for tb in (1, 2) for s in range(1, 7) if (tb, s) not in taken)
    parts.uow.handle(c.MovePlayer("P01", *free))
    doc = feed(parts)
    assert doc["moves"] == [
        {
            "name": "Bruno Berg",
            "from_table": start[0],
            "from_seat": start[1],
            "to_table": free[0],
            "to_seat": free[1],
            "reason": "move",
        }
    ]
    assert {"name": "Bruno Berg", "table": free[0], "seat": free[1]} in doc["seats"]  # type: ignore[operator]

    share.start(ShareSettings("127.0.0.1", 0, hide_names=True))  # moves made before are kept
    hidden = share.publish().decode("utf-8")
    doc = json.loads(hidden)
    assert doc["names_hidden"] is True
    assert doc["seats"] == []
    assert doc["moves"][0]["name"] is None
    assert doc["results"][0]["name"] is None
    for name in NAMES:
        assert name not in hidden

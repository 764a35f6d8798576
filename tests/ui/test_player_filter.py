"""The players list's search box keeps the rows the README describes: part of a name (case
and accents ignored), "t3" for the players at table 3, the whole status or one word of it,
"busted" for the players who are out. The filter is Qt's own over each row's search text,
so an empty box asks nothing per row; here its answers are compared, row by row, with the
rule written out in the test."""

from __future__ import annotations

import re
import unicodedata

from pytestqt.qtbot import QtBot

from ui.console.player_filter import PlayerFilter
from ui.qtmodels import players_model
from ui.viewmodels import PlayerLine


def _key(text: str) -> str:
    """Case, accents and runs of spaces ignored (as a director expects the search to)."""
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )
    return " ".join(plain.casefold().split())


def _expected(player: PlayerLine, query: str) -> bool:
    """The rule, by hand: the rows a director should see for ``query``."""
    q = _key(query)
    if q in ("busted", "bust", "eliminated"):
        q = "out"
    if not q:
        return True
    if q.startswith("t") and q[1:].isdigit():
        return player.table == int(q[1:])
    status = _key(player.status)
    words = re.split(r"[\s·,()]+", status)
    return q in _key(player.name) or q == status or q in words


PLAYERS = [
    PlayerLine("a", "Chloé Martin", "Playing", 3, 4, 30_000, 1, order=(0,)),
    PlayerLine("b", "Zoë Müller", "Playing", 13, 1, 30_000, 1, order=(1,)),
    PlayerLine("c", "Tom Tanaka", "Registered", None, None, None, 1, order=(2,)),
    PlayerLine("d", "Marek Out-Nowak", "Out · 5th", None, None, None, 2, order=(3,)),
    PlayerLine("e", "Ann (Big) Lee", "Out · 12th", None, None, None, 1, order=(4,)),
    PlayerLine("f", "t3 Rivera", "Playing", 30, 2, 10_000, 1, order=(5,)),
    PlayerLine("g", "Ivy Chen", "Out · 1st, paid", None, None, None, 1, order=(6,)),
]

QUERIES = [
    "", "chloe", "CHLOÉ", "zoe muller", "  zoë   ", "t3", "T3", "t03", "t13", "t30", "t4",
    "t", "out", "Out · 5th", "5th", "12th", "1st", "paid", "1st, paid", "busted",
    "eliminated", "bust", "playing", "registered", "(big)", "big", "out-nowak", "·",
    "a.*", "[", "\\", "$", "x",
]  # fmt: skip


def test_the_search_box_keeps_exactly_the_rows_the_rule_keeps(qtbot: QtBot) -> None:
    model = players_model()
    model.set_rows(PLAYERS)
    proxy = PlayerFilter(model)
    for query in QUERIES:
        proxy.set_query(query)
        shown = {proxy.row_at(r).player_id for r in range(proxy.rowCount())}
        expected = {p.player_id for p in PLAYERS if _expected(p, query)}
        assert shown == expected, query
    proxy.set_query("")
    assert proxy.rowCount() == len(PLAYERS)


def test_a_row_changed_in_place_is_searched_again(qtbot: QtBot) -> None:
    """A row whose status changes in its place (its cells from the status on change, not
    the name) leaves or joins the rows the search keeps, as the rule says."""
    model = players_model()
    model.set_rows(PLAYERS)
    proxy = PlayerFilter(model)
    proxy.set_query("registered")
    assert {proxy.row_at(r).player_id for r in range(proxy.rowCount())} == {"c"}
    tom = PLAYERS[2]
    model.update([tom._replace(status="Playing", table=3, seat=5, stack=30_000)])
    assert proxy.rowCount() == 0  # Tom plays now: no row says "registered"
    proxy.set_query("t3")
    assert {proxy.row_at(r).player_id for r in range(proxy.rowCount())} == {"a", "c"}
    model.update([tom._replace(status="Registered")])
    assert {proxy.row_at(r).player_id for r in range(proxy.rowCount())} == {"a"}
    proxy.set_query("registered")
    assert {proxy.row_at(r).player_id for r in range(proxy.rowCount())} == {"c"}

"""Scripted hands for counting a dealer's keystrokes in the table view (issue 26, "speed at
a live table"): the keys typed in Record mode, before the dealer's-pace keys (one up card
a line, B or R then the amount, every check and every Enter) and after them (a street's
up cards on one line, B or R alone in limit, X checks around, a line of cards goes in by
itself once every card due is typed). ``bench/table_view.py --keys`` counts them;
``tests/e2e/test_table_view_pace.py`` replays the "after" keys through the real window and
checks what the view shows after every key.

Every hand is played at the Players Championship level 1 (blinds 200/400; stud ante 50,
bring-in 100, limits 400/800; 50,000 chips each). ``⏎`` is Enter; every other character
is one key. Players are numbered in dealing order from 0 (p1 of the hand history).
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["ENTER", "HANDS", "ScriptedHand", "Step", "count", "keys"]

ENTER = "⏎"


@dataclass(frozen=True, slots=True)
class Step:
    """Keys typed for one thing the dealer sees, and what the view shows after the last
    one (only what changed): ``stacks`` and ``bets`` by player, ``actor`` (the player to
    act, ``None``: nobody), ``board`` (the board as shown), ``up`` (a player's cards as
    the seat shows them). ``actor`` is the seat lit as the one the hand waits for (to act, to
    show, or whose up card is due; ``None``: the board, or nobody)."""

    keys: str
    stacks: dict[int, int] = field(default_factory=dict)
    bets: dict[int, int] = field(default_factory=dict)
    actor: int | None = None
    board: str | None = None
    up: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ScriptedHand:
    """A hand: its game, how many players, the keys before (``before``, as typed today)
    and the steps after (``steps``), with the starting stacks and bets (blinds posted)."""

    name: str
    game: str
    players: int
    before: tuple[str, ...]
    steps: tuple[Step, ...]
    stacks: tuple[int, ...]
    bets: tuple[int, ...]


def keys(line: str) -> tuple[str, ...]:
    """The texts typed, as written with a space between them (the spaces are not keys)."""
    return tuple(line.split())


def count(texts: tuple[str, ...] | list[str]) -> int:
    """How many keys the texts take (``⏎`` is one key, Enter)."""
    return sum(len(text) for text in texts)


S = 50_000
NONE = dict.fromkeys(range(6), 0)
"""Every bet gathered into the pot (the next street is dealt)."""

FOLD_AROUND = ScriptedHand(
    "6-handed hold'em, everyone folds to the big blind",
    "NT",
    6,
    before=keys("⏎ f f f f f ⏎"),
    steps=(
        Step("⏎", actor=2),
        Step("f", actor=3),
        Step("f", actor=4),
        Step("f", actor=5),
        Step("f", actor=0),
        Step("f", actor=None, stacks={0: S - 200, 1: S + 200}, bets={0: 0, 1: 0}),
        Step("⏎", actor=None),
    ),
    stacks=(S - 200, S - 400, S, S, S, S),
    bets=(200, 400, 0, 0, 0, 0),
)
"""p1 small blind, p2 big blind, p3 under the gun ... p6 the button."""

HOLDEM_3WAY = ScriptedHand(
    "3-way hold'em to the showdown",
    "NT",
    3,
    before=keys(
        "⏎ c c c"  # the button calls 400, the small blind completes, the big blind checks
        " 7c8d2h⏎ c 800⏎ c c"  # the flop: small blind checks, big blind bets 800, both call
        " ks⏎ c c c 3d⏎ c c c"  # the turn and the river, checked around
        " ah7h⏎ 8c8h⏎ m ⏎"  # small blind shows, big blind shows a set, the button mucks
    ),
    steps=(
        Step("⏎", actor=2),
        Step("c", actor=0, stacks={2: S - 400}, bets={2: 400}),
        Step("c", actor=1, stacks={0: S - 400}, bets={0: 400}),
        Step("c", actor=None),  # the board is due; the bets are gathered as it is dealt
        Step("7c8d2h", actor=0, board="7♣ 8♦ 2♥", bets={0: 0, 1: 0, 2: 0}),  # goes in alone
        Step("c", actor=1),
        Step("800⏎", actor=2, stacks={1: S - 1_200}, bets={1: 800}),
        Step("c", actor=0, stacks={2: S - 1_200}, bets={2: 800}),
        Step("c", actor=None, stacks={0: S - 1_200}, bets={0: 800}),
        Step("ks", actor=0, board="7♣ 8♦ 2♥ K♠", bets={0: 0, 1: 0, 2: 0}),
        Step("x", actor=None),  # all three check
        Step("3d", actor=0, board="7♣ 8♦ 2♥ K♠ 3♦"),
        Step("x", actor=0),  # all three check: the small blind shows first
        Step("ah7h⏎", actor=1, up={0: "A♥ 7♥"}),
        Step("8c8h⏎", actor=2, up={1: "8♣ 8♥"}),
        Step("m", actor=None, stacks={1: S + 2_400}),  # the set of eights wins 3,600
        Step("⏎", actor=None),
    ),
    stacks=(S - 200, S - 400, S),
    bets=(200, 400, 0),
)
"""p1 small blind, p2 big blind, p3 the button. Pot: 3 x 400 preflop and 3 x 800 on
the flop, 3,600 to the big blind's set (50,000 - 1,200 + 3,600 = 52,400)."""

STUD_6WAY = ScriptedHand(
    "6-way seven card stud to the showdown",
    "F7S",
    6,
    before=keys(
        "⏎ 5c⏎ ac⏎ kd⏎ 7d⏎ 9s⏎ 2h⏎"  # third street: the 2h brings it in
        " c f 400⏎ c f c c"  # p1 folds, p2 completes, three call
        " 2d⏎ qs⏎ 8c⏎ 3h⏎ 400⏎ c f c"  # fourth street: p2 is high and bets
        " jc⏎ 4s⏎ 5h⏎ c 800⏎ c c"  # fifth street: p2 (A-J-2) checks, p3 bets
        " 6d⏎ th⏎ 9h⏎ c c c"  # sixth street, checked around
        " c 800⏎ c f"  # seventh street (down cards): p3 bets, p6 calls, p2 folds
        " kskh4c⏎ m ⏎"  # p3 shows kings full, p6 mucks
    ),
    steps=(
        Step("⏎", actor=0),  # p1's up card is due first
        Step(
            "5cackd7d9s2h",
            actor=5,
            up={0: "? ? 5♣", 1: "? ? A♣", 2: "? ? K♦", 3: "? ? 7♦", 4: "? ? 9♠", 5: "? ? 2♥"},
        ),
        Step("c", actor=0, stacks={5: S - 150}, bets={5: 100}),  # the bring-in
        Step("f", actor=1),
        Step("r", actor=2, stacks={1: S - 450}, bets={1: 400}),  # completes to 400
        Step("c", actor=3, stacks={2: S - 450}, bets={2: 400}),
        Step("f", actor=4),
        Step("c", actor=5, stacks={4: S - 450}, bets={4: 400}),
        Step("c", actor=1, stacks={5: S - 450}, bets={5: 400}),
        Step(
            "2dqs8c3h",
            actor=1,
            up={1: "? ? A♣ 2♦", 2: "? ? K♦ Q♠", 4: "? ? 9♠ 8♣", 5: "? ? 2♥ 3♥"},
            bets=NONE,
        ),
        Step("b", actor=2, stacks={1: S - 850}, bets={1: 400}),
        Step("c", actor=4, stacks={2: S - 850}, bets={2: 400}),
        Step("f", actor=5),
        Step("c", actor=1, stacks={5: S - 850}, bets={5: 400}),
        Step(
            "jc4s5h",
            actor=1,
            up={1: "? ? A♣ 2♦ J♣", 2: "? ? K♦ Q♠ 4♠", 5: "? ? 2♥ 3♥ 5♥"},
            bets=NONE,
        ),
        Step("c", actor=2),
        Step("b", actor=5, stacks={2: S - 1_650}, bets={2: 800}),
        Step("c", actor=1, stacks={5: S - 1_650}, bets={5: 800}),
        Step("c", actor=1, stacks={1: S - 1_650}, bets={1: 800}),
        Step(
            "6dth9h",
            actor=1,
            up={1: "? ? A♣ 2♦ J♣ 6♦", 2: "? ? K♦ Q♠ 4♠ T♥", 5: "? ? 2♥ 3♥ 5♥ 9♥"},
            bets=NONE,
        ),
        Step(  # all three check; seventh street's down cards are dealt, unknown
            "x",
            actor=1,
            up={1: "? ? A♣ 2♦ J♣ 6♦ ?", 2: "? ? K♦ Q♠ 4♠ T♥ ?", 5: "? ? 2♥ 3♥ 5♥ 9♥ ?"},
        ),
        Step("c", actor=2),
        Step("b", actor=5, stacks={2: S - 2_450}, bets={2: 800}),
        Step("c", actor=1, stacks={5: S - 2_450}, bets={5: 800}),
        Step("f", actor=2),  # p3 made the last bet: shows first
        Step("kskh4c⏎", actor=5, up={2: "K♠ K♥ K♦ Q♠ 4♠ T♥ 4♣"}),
        Step("m", actor=None, stacks={2: S - 2_450 + 7_100}, bets=NONE),
        Step("⏎", actor=None),
    ),
    stacks=(S - 50,) * 6,
    bets=(0,) * 6,
)
"""Antes 6 x 50 = 300; third street 4 x 400 = 1,600 (with the bring-in's 100 in it); fourth
3 x 400 = 1,200; fifth 3 x 800 = 2,400; seventh 2 x 800 = 1,600 (p2 folds to the bet):
7,100 to p3's kings full (K♠ K♥ K♦ 4♠ 4♣) over p6's ace-high heart flush, mucked."""

HANDS = (FOLD_AROUND, HOLDEM_3WAY, STUD_6WAY)

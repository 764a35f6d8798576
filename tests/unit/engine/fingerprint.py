"""A fingerprint of the hand engine's behaviour: one digest per variant.

Seeded random hands under every rules profile and several settings (short stacks, odd-chip
rule, big-blind-ante order, uncapping, straddles, big-blind antes, explicit decks, automatic
showdowns), recording every ``legal_actions()``, the ``can_*`` answers to random probes, the
reason of every refused action, the stacks, bets and pots after each action, the events, the
finishing stacks and where every card is.  Two engines that print the same digests behave
the same.  ``python -m tests.unit.engine.fingerprint [HANDS]`` prints them.
"""

from __future__ import annotations

import hashlib
import random
import sys
from typing import Any

from tournament.engine.errors import IllegalAction
from tournament.engine.hand import HandState
from tournament.engine.rules import Rules
from tournament.engine.variants import VARIANTS

CODES = ("NT", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "N2L1D", "FB")
STUD = frozenset({"F7S", "F7S/8", "FR"})
LIMIT = frozenset({"FT", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "FB"})
PROFILES = ("tda", "wsop", "robert", "casinos_austria")


def new_hand(code: str, rng: random.Random, cfg: int) -> HandState:
    """Hand number ``cfg`` of ``code``: its settings follow from ``cfg``, its cards from ``rng``."""
    n = rng.randint(2, min(VARIANTS[code].max_players, 8))
    short = cfg % 3 == 1
    stacks = [
        rng.randint(1, 40) if short and rng.random() < 0.5 else rng.randint(50, 400)
        for _ in range(n)
    ]
    overrides: dict[str, Any] = {}
    if cfg % 5 == 3:
        overrides["odd_chips"] = "all_to_first"
    if cfg % 7 == 2:
        overrides["bb_ante_order"] = "ante_first"
    if cfg % 6 == 4:
        overrides["uncap_when"] = "never"
    options: dict[str, Any] = {
        "rules": Rules.profile(PROFILES[cfg % 4], **overrides),
        "tournament_heads_up": cfg % 9 == 5,
        "auto_showdown": cfg % 2 == 0,
    }
    if cfg % 8 == 6:
        deck = list(range(52))
        rng.shuffle(deck)
        options["deck"] = deck
    else:
        options["rng"] = rng
    ante = rng.choice([0, 0, 1, 2])
    if code in STUD:
        return HandState(
            code, stacks, antes=ante, bring_in=rng.choice([1, 2]), small_bet=4, big_bet=8, **options
        )
    blinds = [1, 2] + [0] * (n - 2)
    if n > 3 and cfg % 10 == 7:
        blinds[2] = 4  # a straddle
    antes: int | list[int] = ante
    if cfg % 11 == 8:
        antes = [0] * n
        antes[1] = 2  # a big-blind ante
    if code in LIMIT:
        options.update(small_bet=2, big_bet=4)
    elif cfg % 4 == 1:
        options.update(min_bet=2, small_bet=2, big_bet=4)
    else:
        options.update(min_bet=2)
    return HandState(code, stacks, antes=antes, blinds_or_straddles=blinds, **options)


def play(hand: HandState, rng: random.Random, out: list[str]) -> None:
    """Play ``hand`` with random (and some illegal) actions, recording what it says."""
    for _ in range(500):
        if hand.is_over:
            break
        legal = hand.legal_actions()
        out.append(repr(legal))
        p = legal.player
        probe = rng.randint(0, 500)
        answers = (
            hand.can_fold(),
            hand.can_check_or_call(),
            hand.can_post_bring_in(),
            hand.can_complete_bet_or_raise_to(probe),
            hand.can_stand_pat_or_discard(()),
            hand.can_show_or_muck(()),
            hand.can_declare_misdeal(),
            hand.actor,
            hand.phase_name,
            hand.street_index,
        )
        out.append(repr(answers))
        if legal.raise_to:
            low, high = legal.raise_to
            for amount in (low - 1, low, high, high + 1):
                out.append(str(hand.can_complete_bet_or_raise_to(amount)))
        try:
            hand.complete_bet_or_raise_to(probe if rng.random() < 0.5 else -1)
            out.append("accepted-random")
            continue
        except IllegalAction as error:
            out.append(error.reason)
        if p is not None and rng.random() < 0.1:
            try:
                hand.fold((p + 1) % hand.n)
            except IllegalAction as error:
                out.append(error.reason)
        if hand.can_declare_misdeal() and rng.random() < 0.01:
            hand.declare_misdeal("test")
            break
        _act(hand, legal.phase, p, legal.call, legal.raise_to, rng)
        chips = (hand.stacks, hand.bets, hand.pots(), hand.total_pot())
        out.append(repr((*chips, hand.board, hand.hole_cards)))
    out.append(repr(hand.events))
    out.append(repr(hand.finishing_stacks))
    piles = hand.accounted_cards().items()
    out.append(repr(sorted((k, sorted(c for c in v if c is not None)) for k, v in piles)))


def _act(
    hand: HandState,
    phase: str,
    p: int | None,
    call: int | None,
    raise_to: tuple[int, int] | None,
    rng: random.Random,
) -> None:
    if phase == "drawing" and p is not None:
        held = hand.hole[p]
        hand.stand_pat_or_discard(rng.sample(held, rng.randint(0, len(held))))
    elif phase == "bring-in":
        if rng.random() < 0.5 or raise_to is None:
            hand.post_bring_in()
        else:
            hand.complete_bet_or_raise_to(raise_to[0])
    elif phase == "showdown":
        hand.show_or_muck(() if rng.random() < 0.7 else None)
    elif phase == "betting":
        options = [1] + ([0] if call else []) + ([2] if raise_to else [])
        choice = rng.choice(options)
        if choice == 0:
            hand.fold()
        elif choice == 1 or raise_to is None:
            hand.check_or_call()
        else:
            low, high = raise_to
            hand.complete_bet_or_raise_to(
                rng.choice([low, high, rng.randint(low, high)]) if high > low else low
            )


def digests(hands: int = 300) -> dict[str, str]:
    """One digest per variant over ``hands`` seeded hands."""
    found = {}
    for code in CODES:
        digest = hashlib.sha256()
        for i in range(hands):
            rng = random.Random(i * 7919 + len(code))
            out: list[str] = []
            try:
                play(new_hand(code, rng, i), rng, out)
            except (ValueError, IllegalAction) as error:
                out.append(f"ERR {type(error).__name__}{error}")
            digest.update("\n".join(out).encode())
        found[code] = digest.hexdigest()
    return found


if __name__ == "__main__":
    for code, value in digests(int(sys.argv[1]) if len(sys.argv) > 1 else 300).items():
        print(code, value)

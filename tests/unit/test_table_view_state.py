"""The table view's state machine (:mod:`ui.table_view.state`), without a window.

The expected table is written out here by hand, row by row, as the phases a director meets:
between hands, asked about a hand left in progress, playing (and typing an amount, an
exposed card or a wrong amount), the hand over, recorded, closed when another event is put
on screen. Every listed row is stepped through with a real event; every pair not listed is
refused with words naming the phase and the event.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from tournament.engine import Rules
from tournament.service.hand_setup import HandSetup
from tournament.service.live_hand import live_hand_of
from tournament.service.table_hand import HandEntry, TableHand
from ui.table_view.state import (
    NOT_YET,
    TRANSITIONS,
    ViewPhase,
    ViewState,
    ViewTransitionError,
    step,
)
from ui.table_view.view_events import (
    AskAmount,
    Asked,
    AskExposed,
    AskWrong,
    Cancelled,
    Closed,
    Dealt,
    Dropped,
    Ended,
    Entered,
    Event,
    Finished,
    Forgotten,
    Heard,
    Interrupted,
    Kept,
    Recorded,
    Resumed,
    Revealed,
    StillAsked,
    TookBack,
    played,
)

IDLE, ASK, PLAY = ViewPhase.IDLE, ViewPhase.ASKING, ViewPhase.PLAYING
AMT, EXP, WRG = ViewPhase.AMOUNT, ViewPhase.EXPOSED, ViewPhase.WRONG
OVER, REC, SHUT = ViewPhase.OVER, ViewPhase.RECORDED, ViewPhase.CLOSED

EXPECTED: dict[tuple[ViewPhase, type], ViewPhase] = {
    (IDLE, Asked): ASK,
    (ASK, StillAsked): ASK,
    (ASK, Dropped): IDLE,
    (ASK, Resumed): PLAY,
    # a hand dealt: between hands, or leaving the one in play or finished
    (IDLE, Dealt): PLAY,
    (PLAY, Dealt): PLAY,
    (AMT, Dealt): PLAY,
    (EXP, Dealt): PLAY,
    (WRG, Dealt): PLAY,
    (OVER, Dealt): PLAY,
    (REC, Dealt): PLAY,
    # an entry that leaves the hand going / finishes it, from any typing
    (PLAY, Entered): PLAY,
    (AMT, Entered): PLAY,
    (EXP, Entered): PLAY,
    (WRG, Entered): PLAY,
    (PLAY, Finished): OVER,
    (AMT, Finished): OVER,
    (EXP, Finished): OVER,
    (WRG, Finished): OVER,
    # take back: what is being typed stays; a finished hand goes on
    (PLAY, TookBack): PLAY,
    (AMT, TookBack): AMT,
    (EXP, TookBack): EXP,
    (WRG, TookBack): WRG,
    (OVER, TookBack): PLAY,
    (OVER, Recorded): REC,
    (PLAY, AskAmount): AMT,
    (PLAY, AskExposed): EXP,
    (AMT, AskExposed): EXP,
    (EXP, AskExposed): EXP,
    (WRG, AskExposed): EXP,
    (PLAY, AskWrong): WRG,
    (AMT, AskWrong): WRG,
    (EXP, AskWrong): WRG,
    (WRG, AskWrong): WRG,
    (PLAY, Cancelled): PLAY,
    (AMT, Cancelled): PLAY,
    (EXP, Cancelled): PLAY,
    (WRG, Cancelled): PLAY,
    (PLAY, Revealed): PLAY,
    # bookkeeping for the display stations: any open phase, unchanged
    **{(p, Kept): p for p in (IDLE, ASK, PLAY, AMT, EXP, WRG, OVER, REC)},
    **{(p, Heard): p for p in (IDLE, ASK, PLAY, AMT, EXP, WRG, OVER, REC)},
    # a station: the operator's hand over and counted, or gone
    (OVER, Ended): REC,
    (REC, Ended): REC,
    (IDLE, Forgotten): IDLE,
    (PLAY, Forgotten): IDLE,
    (OVER, Forgotten): IDLE,
    (REC, Forgotten): IDLE,
    **{(p, Closed): SHUT for p in (IDLE, ASK, PLAY, AMT, EXP, WRG, OVER, REC)},
}


def a_hand(mode: str = "record") -> TableHand:
    """A real three-handed hold'em hand, as the table view plays one."""
    forced = {"blinds_or_straddles": [25, 50, 0], "antes": [0, 0, 0]}
    forced.update(min_bet=50, small_bet=50, big_bet=100)
    names = ("Ann", "Bob", "Cy")
    setup = HandSetup(1, 3, "NT", 1, names, names, (1, 4, 7), (1000, 1000, 1000), 9, False,
                      None, forced)  # fmt: skip
    return TableHand(setup, Rules(), mode, random.Random(7))  # type: ignore[arg-type]


def example(kind: type) -> Event:
    """One real event of ``kind``."""
    hand = a_hand()
    examples: dict[type, Event] = {
        Asked: Asked(Interrupted(None, hand, ""), ((7, "D"),), ()),
        StillAsked: StillAsked(Interrupted(None, hand, "the table changed")),
        Dropped: Dropped(),
        Resumed: Resumed(hand, ((7, "D"),), ()),
        Dealt: Dealt(hand, ((7, "D"), (1, "SB"), (4, "BB")), ((9, "Dee"),)),
        Entered: Entered(),
        Finished: Finished(),
        TookBack: TookBack(),
        Recorded: Recorded(),
        AskAmount: AskAmount(),
        AskExposed: AskExposed(),
        AskWrong: AskWrong(),
        Cancelled: Cancelled(),
        Revealed: Revealed(2),
        Kept: Kept(None),
        Heard: Heard(12_000),
        Ended: Ended(),
        Forgotten: Forgotten(),
        Closed: Closed(),
    }
    return examples[kind]


KINDS = sorted({kind for _, kind in EXPECTED}, key=lambda k: k.__name__)


def test_the_table_is_the_one_written_here() -> None:
    assert dict(TRANSITIONS) == EXPECTED


@pytest.mark.parametrize(("before", "kind"), sorted(EXPECTED, key=str))
def test_every_row_moves_the_view(before: ViewPhase, kind: type) -> None:
    state = ViewState(event="Friday Deepstack", phase=before, hand=a_hand())
    after = step(state, example(kind))
    assert after.phase is EXPECTED[(before, kind)]
    assert after.event == "Friday Deepstack"  # a view belongs to one event, whatever happens
    assert state.phase is before  # the state is a value: stepping made a new one


def test_every_pair_not_listed_is_refused() -> None:
    refused = [(p, k) for p, k in product(ViewPhase, KINDS) if (p, k) not in EXPECTED]
    assert len(refused) == len(ViewPhase) * len(KINDS) - len(EXPECTED)
    for phase, kind in refused:
        state = ViewState(phase=phase)
        assert not state.allows(example(kind))
        with pytest.raises(ViewTransitionError):
            step(state, example(kind))


def test_a_refusal_names_the_phase_and_the_event() -> None:
    with pytest.raises(ViewTransitionError) as caught:
        step(ViewState(phase=ViewPhase.RECORDED), Recorded())
    words = "a table view that is showing a recorded hand refuses: the hand recorded"
    assert str(caught.value) == words
    closed = "closed \\(another event on screen\\) refuses: a hand dealt"
    with pytest.raises(ViewTransitionError, match=closed):
        step(ViewState(phase=ViewPhase.CLOSED), example(Dealt))


def test_a_hand_dealt_is_on_screen_with_its_markers_and_nobody_looking() -> None:
    hand = a_hand("deal")
    looked = step(step(ViewState(), example(Dealt)), Revealed(1))
    assert looked.revealed == {1}
    state = step(looked, Dealt(hand, ((7, "D"), (1, "SB"), (4, "BB")), ((9, "Dee"),)))
    assert state.hand is hand
    assert dict(state.marker_map) == {7: "D", 1: "SB", 4: "BB"}
    assert state.waiting == ((9, "Dee"),)
    assert state.revealed == frozenset()
    assert not state.between_hands
    assert state.in_hand
    assert not state.typing


def test_a_look_is_toggled_and_goes_down_when_the_player_acts() -> None:
    state = step(step(ViewState(), example(Dealt)), Revealed(2))
    assert state.revealed == {2}
    assert step(state, Revealed(2)).revealed == frozenset()
    assert step(state, Entered()).revealed == frozenset()
    assert step(state, TookBack()).revealed == frozenset()


def test_the_question_about_a_hand_left_is_kept_until_answered() -> None:
    asked = Interrupted(None, a_hand(), "")
    state = step(ViewState(), Asked(asked, ((7, "D"),), ((9, "Dee"),)))
    assert state.asked is asked
    assert state.waiting == ((9, "Dee"),)
    changed = Interrupted(None, asked.hand, "A seat changed")
    assert step(state, StillAsked(changed)).asked is changed
    assert step(state, Dropped()).asked is None
    resumed = step(state, Resumed(a_hand(), (), ()))
    assert resumed.asked is None
    assert resumed.phase is ViewPhase.PLAYING


def test_an_entry_that_ends_the_hand_leads_to_over() -> None:
    hand = a_hand("deal")
    assert played(hand) == Entered()
    hand.enter(HandEntry("misdeal"))
    assert hand.over
    assert played(hand) == Finished()
    state = step(step(ViewState(), Dealt(hand, (), ())), played(hand))
    assert state.phase is ViewPhase.OVER
    assert not state.between_hands
    assert step(state, Recorded()).between_hands


def test_what_is_kept_for_the_stations_and_the_writers_silence() -> None:
    hand = a_hand("deal")
    state = step(ViewState(), Dealt(hand, (), ()))
    assert state.published is NOT_YET
    live = live_hand_of(hand)
    state = step(state, Kept(live))
    assert state.published == live
    assert step(state, Heard(30_000)).silent_ms == 30_000
    gone = step(state, Forgotten())
    assert gone.hand is None
    assert gone.published is None
    ended = step(step(state, Finished()), Ended())
    assert ended.hand is hand
    assert ended.published is None
    assert ended.phase is ViewPhase.RECORDED

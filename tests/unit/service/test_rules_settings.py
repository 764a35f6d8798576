"""The event's rule settings: one command (SetRules), one undo step, used by its hands."""

from __future__ import annotations

import json
import random

import pytest

from tests.unit.service.helpers import NOW, levels, new_tournament
from tournament import hh
from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.labels import describe
from tournament.service.records import BuyInSettings
from tournament.service.table_play import deal_hand


def test_a_new_event_plays_under_the_tda_profile() -> None:
    t = new_tournament(4)
    assert t.rules() == Rules.profile("tda")


def test_set_rules_is_one_undoable_step_and_survives_a_snapshot() -> None:
    t = new_tournament(4)
    wsop = Rules.profile("wsop", check_raise=False)
    before = t.snapshot()
    result = t.handle(c.SetRules(wsop), NOW, random.Random(1))
    assert result.events == (e.RulesSet(wsop),)
    assert t.rules() == wsop
    assert Tournament.restore(json.loads(json.dumps(t.snapshot()))).rules() == wsop
    t.apply_all(result.inverse)
    assert t.snapshot() == before
    assert t.rules() == Rules()
    assert describe(t, c.SetRules(wsop)) == "rules settings"


def test_set_rules_refuses_the_same_settings_and_an_event_not_created() -> None:
    t = new_tournament(2)
    with pytest.raises(DomainError, match="already set"):
        t.verify(c.SetRules(Rules()), NOW)
    with pytest.raises(DomainError, match="Create the tournament"):
        Tournament().verify(c.SetRules(Rules.profile("wsop")), NOW)


def test_create_tournament_with_rules_is_one_command() -> None:
    robert = Rules.profile("robert", raise_cap=4)
    t = Tournament()
    create = c.CreateTournament("Friday", BuyInSettings(), levels(), 2, rules=robert)
    result = t.handle(create, NOW, random.Random(1))
    assert e.RulesSet(robert) in result.events
    assert t.rules() == robert


def test_the_hands_at_the_event_tables_are_played_under_its_settings() -> None:
    t = new_tournament(6, seat=True)
    t.handle(c.DrawButton(), NOW, random.Random(2))
    austria = Rules.profile("casinos_austria", low_odd_chip="low_card", check_raise=False)
    t.handle(c.SetRules(austria), NOW, random.Random(1))
    table = next(r.number for r in t.table_records() if sum(x is not None for x in r.seats) > 1)
    played = deal_hand(t, table, NOW, random.Random(3))
    recorded = hh.loads(played.phh).user_fields["_rules"]
    # pots split in at least the smallest chip in play: 100 (blinds 100/200)
    assert Rules.from_dict(dict(recorded)) == austria.with_settings(min_chip_unit=100)

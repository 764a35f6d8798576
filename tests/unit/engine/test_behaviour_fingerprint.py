"""The engine's behaviour over seeded random hands matches the recorded fingerprint.

A guard for refactoring the engine: the digests below were printed by the engine as it
was before the split of ``state.py`` (``python -m tests.unit.engine.fingerprint 60``) and
the split left them unchanged.  A deliberate change of behaviour (a rule fixed) changes
some of them: print them again and say in the commit which rule changed and why.
"""

from __future__ import annotations

from tests.unit.engine import fingerprint

HANDS = 60
RECORDED = {
    "NT": "b92b7fbac8cbd9eff65c84b1196e1df0c49351e4e0ae615b9206deed14ea795b",
    "FT": "56a803a7527adba65b032f85b2184876a70b41f6e510d82ec30f80f809e0673d",
    "PO": "47981baa85becfde61859710ade44a6750956761ca122be5e2c6ede2fcbcfb02",
    "FO/8": "73074fe661edbb181bb8a5a2ed1515c38f059951c3333379cb364b2cf6c5e92f",
    "F7S": "a6dc79565e3fcbd1aab898e290c27bb0f8cd335186b8b22716234405c18e5e02",
    "F7S/8": "920a2d6ad6c0a80bc1c6732ce57e4f512d6ded855cdb90de0828308b028ac0f5",
    "FR": "bc658abffbcf89f821dba5d2aade68390a786546397e2d989427cffae70d58ef",
    "F2L3D": "214dcbd57c94fee55d619bf4cb852507d25b139f05b88b4c31dcf113afb722cd",
    "N2L1D": "cc76f045ace7fed65079d34802f5d112668e3f4980174c0df831fdc169030e4d",
    "FB": "3e54c7dcebaffae1f684ff485a33621602a29fa6f537cbf8cf209e02ad1a0add",
}


def test_engine_behaviour_matches_the_recorded_fingerprint_in_every_variant() -> None:
    assert fingerprint.digests(HANDS) == RECORDED


def test_fingerprint_is_deterministic_and_differs_per_variant() -> None:
    first = fingerprint.digests(3)
    assert first == fingerprint.digests(3)
    assert len(set(first.values())) == len(fingerprint.CODES)

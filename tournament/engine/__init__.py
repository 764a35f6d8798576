"""The hand engine: variants, rule settings and the single-hand state machine.

Public API (see each module's docstrings):

- :data:`VARIANTS`, :class:`Variant`, :class:`Street`, :func:`variant` -- games as data.
- :class:`Rules`, :data:`PROFILES`, :class:`RulesError` -- rule settings and the named
  profiles (``Rules.profile("tda" | "wsop" | "robert" | "casinos_austria", **overrides)``).
- :class:`HandState` -- one hand (PHH-style set-up; players in dealing order, ``0`` is
  ``p1``).  Actions, each with ``verify_x`` / ``can_x`` / ``x``: ``fold``,
  ``check_or_call``, ``complete_bet_or_raise_to``, ``post_bring_in``,
  ``stand_pat_or_discard``, ``show_or_muck``, manual ``deal_hole`` / ``deal_board``
  (in stud ``deal_board`` is the short stub's common card), ``declare_misdeal``
  (refused after substantial action), ``expose_card`` (a player's card the dealer
  exposed: in the initial deal a burn card and replacement, stud 3rd card down, or a
  misdeal; later a dead draw card replaced after the others', else live and face up),
  ``expose_board_card`` (board cards turned before the betting round ended: scrambled
  back and dealt again without a burn, or a turn set aside for the river).
  Views: ``actor``, ``legal_actions()`` (:class:`LegalActions`), ``stacks``,
  ``bets``, ``pots()``, ``board``, ``hole_cards``, ``is_over``, ``finishing_stacks``,
  ``events``, ``accounted_cards()``, ``showdown_order()`` (who must still show, in the
  rulebook's order).
- :class:`IllegalAction` -- a rejected action (``.reason``); the hand is unchanged.
- :mod:`tournament.engine.events` -- the past-tense records actions return.
- :data:`UNLIMITED_STACK` -- the chips an unknown (``inf``) PHH stack stands for.
"""

from __future__ import annotations

from tournament.engine import events
from tournament.engine.errors import IllegalAction
from tournament.engine.hand import UNLIMITED_STACK, HandState, LegalActions
from tournament.engine.rules import PROFILES, Rules, RulesError
from tournament.engine.variants import VARIANTS, Street, Variant, variant

__all__ = [
    "PROFILES",
    "UNLIMITED_STACK",
    "VARIANTS",
    "HandState",
    "IllegalAction",
    "LegalActions",
    "Rules",
    "RulesError",
    "Street",
    "Variant",
    "events",
    "variant",
]

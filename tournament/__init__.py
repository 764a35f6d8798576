"""pokerfloor's pure domain: cards, the hand engine, tables, seating, clock, rotation, money.

Imports the standard library only (no Qt, no SQLAlchemy); enforced by import-linter.

The map:

- ``cards/`` -- cards, decks and the hand evaluators (lookup tables built once).
- ``engine/`` -- one hand of any variant as a state machine: ``hand.HandState`` (set-up)
  built on ``betting_actions`` (fold, call, bet or raise, bring-in, the legal actions),
  ``irregularities`` (cards the dealer exposed, premature board cards, misdeals),
  ``card_actions`` (draws, manual dealing, show or muck), ``streets`` (the flow from
  street to street) and ``hand_views`` (its attributes and views); ``transitions`` (the
  phase table), ``betting`` (a betting round), ``dealer`` (the cards), ``pots`` and
  ``showdown`` (settlement), ``events``, ``variants`` and ``rules`` (data).
- ``hh/`` -- PHH hand histories: read, write, replay through the engine.
- ``toml_writer.py`` -- the one TOML writer (hand histories, structure files).
- ``table.py``, ``dead_button.py``, ``table_positions.py``, ``rotation.py``, ``games.py``
  -- the table, its button and blinds (the TDA dead button), the mixed-game rotation.
- ``seating/`` -- seat draws, balancing, breaking tables.
- ``structure*.py``, ``chip_set.py``, ``clock.py``, ``clock_timeline.py`` -- levels, chip
  sets and the level clock (``structure_io.py`` writes and loads structure files and
  presets, ``structure_reader.py`` reads a file's mapping field by field,
  ``clock_state.py`` is the clock as saved).
- ``money/`` -- entries, prize pool, payouts, deals, bounties, league points formulas.
- ``service/`` -- commands in, events out: the ``Tournament`` aggregate the console drives
  (``aggregate.py`` dispatches, ``handlers/`` decide and apply by concern, ``indexes.py``
  and ``queries.py`` hold and read the state), ``commands/`` and ``events/`` (one
  module per concern each, as ``handlers/``),
  ``ports.py`` (the unit of work the database implements), ``views.py``,
  ``clock_views.py`` and ``floor.py`` (read models), ``labels.py`` (undo-menu names),
  ``records/`` (the aggregate's own values: players, settings, floor state),
  ``tournament_table.py`` (a table: the ``Table`` and its ``TableRotation``),
  ``seating_plans.py`` and ``money_figures.py`` (calls into ``seating/`` and ``money/``),
  ``codec.py`` (JSON) with ``stored_forms/`` (the stored shape of the domain values).
"""

"""pokerfloor's pure domain: cards, the hand engine, tables, seating, clock, rotation, money.

Imports the standard library only (no Qt, no SQLAlchemy); enforced by import-linter.

Where things live: ``cards/`` and ``engine/`` (one hand), ``table*.py`` and ``seating/``
(seats, balancing, breaking, the final table), ``structure*.py``, ``chip_set.py``,
``clock.py`` with ``clock_timeline.py``, ``rotation.py`` (mixed games), ``money/`` (entries,
prize pool, payouts, bounties, ICM and deals, league formulas), and ``service/``: the
``Tournament`` aggregate (``aggregate.py`` dispatches, ``handlers/`` decide and apply by
concern, ``indexes.py`` and ``queries.py`` hold and read the state), ``commands.py`` and
``events.py``, ``ports.py`` (the unit of work the database implements), ``views.py`` and
``floor.py`` (read models), ``labels.py`` (undo-menu names), ``codec.py`` (JSON).
"""

from tournament import _native

_native.install()  # the mypyc-compiled hand engine, when built and matching the source

"""The tournament service: commands in, events out, the ``Tournament`` aggregate, the codec.

The console, the database layer and the simulator all drive a tournament through
:class:`Tournament`: ``handle`` decides a command once and returns an :class:`Outcome`
(its events, their inverse and what they touched, read from the aggregate's journal),
``preview`` shows what a command would do, ``apply`` and ``apply_logged`` replay events
(redo, undo with the inverse events, log replay), ``snapshot``/``restore``, and read-only
queries (:mod:`~tournament.service.views`, :mod:`~tournament.service.floor`).

One path for a director's click: the screen sends one command, the unit of work's
:meth:`UnitOfWork.handle` (the port :mod:`tournament.service.ports`, implemented by
``db.uow``) hands it to the aggregate, which decides once and returns the
:class:`Outcome`; the log entry, the events and the rows they touched are committed in one
transaction and the outcome is published after it to the screens.
:mod:`~tournament.service.labels` names a command for the undo menu.

The aggregate is glue: the rules are the domain modules' own. The level clock is
:mod:`tournament.clock` playing a :mod:`tournament.structure` (presets from
``resources/structures``); the game at each table is :mod:`tournament.rotation`; seats,
the dead button and newcomers are :mod:`tournament.table`; draws, balancing, breaking and
the final table are :mod:`tournament.seating`; entries, prize pool, payouts, bounties
(PKO), bust ranking, deals and the chip race are :mod:`tournament.money`. The aggregate
holds those modules' values themselves: a table is a
:class:`~tournament.service.tournament_table.TournamentTable` (the table module's
``Table`` and the rotation's ``TableRotation``), the clock is saved as the clock's
``ClockState``, plans and draws are seating ``Move``/``SeatAssignment``, a bust at a table
is the money module's ``Bust``, a deal its ``Deal``. What has no twin in those modules is
the aggregate's own (:mod:`~tournament.service.records`: players, entries, the settings the
director entered, floor-wide state). :mod:`~tournament.service.seating_plans` and
:mod:`~tournament.service.money_figures` call the seating and money modules for the
aggregate; :mod:`~tournament.service.codec` writes every value as JSON, the domain values
in the shape the log always stored them (:mod:`~tournament.service.stored_forms`; a
structure's levels and breaks as the flat ``LevelSpec`` records earlier versions held).
"""

from __future__ import annotations

from tournament.service.aggregate import Tournament
from tournament.service.outcome import Outcome
from tournament.service.ports import UnitOfWork

__all__ = ["Outcome", "Tournament", "UnitOfWork"]

"""PHH hand histories: read, write, and replay them through the hand engine.

PHH is the open hand-history format of the ``phh-std`` specification
(``shared/reference/phh.md``): one hand per ``.phh`` file as TOML, many per ``.phhs`` file
as tables ``[1]``, ``[2]``, ...  The modules, one concept each:

- :mod:`~tournament.hh.history` -- :class:`HandHistory` (one hand, typed), :class:`PHHError`.
- :mod:`~tournament.hh.actions` -- the action grammar: :func:`parse_action`, :class:`Action`.
- :mod:`~tournament.hh.reader` -- text and files to hands (``tomllib``): :func:`loads`,
  :func:`loads_all`, :func:`load`, :func:`from_dict`.
- :mod:`~tournament.hh.writer` -- hands to text and files: :func:`dumps`,
  :func:`dumps_all`, :func:`write_file` (via :mod:`tournament.toml_writer`).
- :mod:`~tournament.hh.export` -- the record of a hand the engine played: :func:`from_hand`.
- :mod:`~tournament.hh.amounts` -- decimal amounts as the engine's whole chips.
- :mod:`~tournament.hh.replay` -- one hand through the engine: :func:`replay`, with
  :mod:`~tournament.hh.engine_calls` (each action's engine call) and
  :mod:`~tournament.hh.showdown` (the history's shows matched to the engine's showdown).
- :mod:`~tournament.hh.cli` -- the ``pokerfloor replay`` command.

>>> hand = loads('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n'
...              'min_bet = 2\\nstarting_stacks = [200, 200]\\n'
...              'actions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 cbr 6", "p1 f"]\\n')
>>> replay(hand).finishing_stacks
(198, 202)
>>> loads(dumps(hand)) == hand
True
"""

from __future__ import annotations

from tournament.hh.actions import ACTION_KINDS, Action, parse_action
from tournament.hh.amount import INF, Amount, format_amount
from tournament.hh.export import actions_from_events, from_hand
from tournament.hh.history import VARIANT_FIELDS, HandHistory
from tournament.hh.phh_error import PHHError
from tournament.hh.reader import from_dict, load, loads, loads_all, parse_toml
from tournament.hh.replay import ReplayResult, replay
from tournament.hh.writer import dumps, dumps_all, write_file

__all__ = [
    "ACTION_KINDS",
    "INF",
    "VARIANT_FIELDS",
    "Action",
    "Amount",
    "HandHistory",
    "PHHError",
    "ReplayResult",
    "actions_from_events",
    "dumps",
    "dumps_all",
    "format_amount",
    "from_dict",
    "from_hand",
    "load",
    "loads",
    "loads_all",
    "parse_action",
    "parse_toml",
    "replay",
    "write_file",
]

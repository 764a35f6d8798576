"""Write :class:`~tournament.hh.history.HandHistory` values as PHH text and files.

One ``key = value`` line per field, in the order of the standard: the required fields
first, then the optional ones, then the user fields (``_rules`` ...). Values are written
by the project's TOML writer (:mod:`tournament.toml_writer`); what is written reads back
to an equal hand.

>>> from tournament.hh.reader import loads
>>> text = dumps(loads('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n'
...                    'min_bet = 2\\nstarting_stacks = [20, 20]\\nactions = ["p2 f"]\\n'))
>>> print(text, end="")
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [20, 20]
actions = ["p2 f"]
>>> loads(text) == loads(text)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from tournament import toml_writer
from tournament.hh.history import OPTIONAL_FIELDS, VARIANT_FIELDS, HandHistory

__all__ = ["dumps", "dumps_all", "write_file"]

_GAME_FIELDS = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet")


def _line(name: str, value: object) -> str:
    return f"{toml_writer.key(name)} = {toml_writer.value(value)}"


def dumps(hand: HandHistory) -> str:
    """Write one hand as ``.phh`` text (required fields first, then optional, then user)."""
    present = [
        "variant",
        *(name for name in ("ante_trimming_status",) if hand.ante_trimming_status is not None),
        *VARIANT_FIELDS[hand.variant],
        "starting_stacks",
    ]
    lines = [_line(name, getattr(hand, name)) for name in present]
    lines.append(_line("actions", [str(action) for action in hand.actions]))
    for name in (*_GAME_FIELDS, *OPTIONAL_FIELDS):
        value = getattr(hand, name)
        if value is not None and name not in present:
            lines.append(_line(name, value))
    lines.extend(_line(key, value) for key, value in hand.user_fields.items())
    return "\n".join(lines) + "\n"


def dumps_all(hands: Iterable[HandHistory]) -> str:
    """Write hands as ``.phhs`` text, tables ``[1]``, ``[2]``, ... (or their section names)."""
    chunks = []
    for i, hand in enumerate(hands, 1):
        name = hand.section if hand.section is not None else str(i)
        chunks.append(f"[{toml_writer.key(name)}]\n{dumps(hand)}")
    return "\n".join(chunks)


def write_file(path: str | Path, hands: Sequence[HandHistory]) -> None:
    """Write hands to ``path``: a ``.phhs`` file holds them all, a ``.phh`` file exactly one."""
    path = Path(path)
    if path.suffix.lower() == ".phhs":
        path.write_text(dumps_all(hands), encoding="utf-8")
    elif len(hands) == 1:
        path.write_text(dumps(hands[0]), encoding="utf-8")
    else:
        raise ValueError(f"{path}: a .phh file holds exactly one hand, got {len(hands)}")

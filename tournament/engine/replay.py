"""Replay PHH hand histories through the engine, and the ``pokerfloor replay`` command.

:func:`replay` re-runs one :class:`~tournament.engine.phh.HandHistory` through a manual
:class:`~tournament.engine.hand.HandState`, one engine call per PHH action, and returns a
:class:`ReplayResult`: whether every action was legal, the finishing stacks, and for a
rejected hand the action index and the reason. Unknown cards (``??``) are dealt as unknown;
if a showdown needs them, the result says the pot award cannot be decided.

:func:`main` is the command line (``pokerfloor replay [--rules PROFILE] [--json] PATH...``):
exit 0 when every hand replayed, 1 when a hand was rejected, 2 for unreadable input.

Decimal amounts are replayed exactly by scaling every amount of the hand to whole chips.
An unknown (``inf``) starting stack is replayed as a stack nobody can cover; its finishing
stack is reported as unknown (``null`` in JSON).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.engine import phh
from tournament.engine.errors import IllegalAction
from tournament.engine.hand import HandState
from tournament.engine.rules import PROFILES, Rules
from tournament.engine.variants import POKERKIT_REPLAY_ALIASES, VARIANTS
from tournament.errors import DomainError

try:  # json's own string encoder (C), without importing the json package
    from _json import encode_basestring as _encode_string
except ImportError:  # pragma: no cover - Pythons without the C accelerator
    from json.encoder import encode_basestring as _encode_string

if TYPE_CHECKING:
    from tournament.cards import Card
    from tournament.engine.events import Event

__all__ = ["ReplayResult", "main", "replay", "replay_files"]

_HUGE = 10**15  # stands in for an unknown (inf) starting stack (state.UNLIMITED_STACK)


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """The outcome of replaying one hand.

    ``ok`` is True when every action was accepted, the hand ended, and the finishing stacks
    match the file's (when it has them). ``finishing_stacks`` are the engine's (``None``
    entries for unknown stacks; ``None`` altogether if the hand could not be finished).
    ``error`` names the action index and the reason; ``action_index`` is that index.
    ``events`` are the engine's events of the replayed hand (as far as it got).
    """

    source: str | None
    hand: str | None
    variant: str | None
    ok: bool
    finishing_stacks: tuple[phh.Amount | None, ...] | None
    error: str | None = None
    action_index: int | None = None
    events: tuple[Event, ...] = field(default=(), compare=False, repr=False)
    played_as: str | None = None

    def to_json(self) -> str:
        """One JSON object on one line, keys in the documented order."""
        stacks = None
        if self.finishing_stacks is not None:
            stacks = [_json_number(s) for s in self.finishing_stacks]
        line = _json_line(self.source, self.hand, self.variant, self.ok, stacks, self.error)
        if line is not None:
            return line
        import json

        return json.dumps(
            {
                "source": self.source,
                "hand": self.hand,
                "variant": self.variant,
                "ok": self.ok,
                "finishing_stacks": stacks,
                "error": self.error,
            },
            ensure_ascii=False,
        )


def _json_text(value: object) -> str | None:
    """``json.dumps(value, ensure_ascii=False)`` for a ``str`` or ``None``; else ``None``."""
    if value is None:
        return "null"
    if type(value) is str:
        return _encode_string(value)
    return None


def _json_line(
    source: object, hand: object, variant: object, ok: bool, stacks: object, error: object
) -> str | None:
    """The result's JSON line, written directly (the same text as :func:`json.dumps`).

    ``None`` when a value is not a plain ``str`` / ``None`` / ``int`` (the caller then
    uses :func:`json.dumps`).
    """
    texts = [_json_text(source), _json_text(hand), _json_text(variant), _json_text(error)]
    if None in texts:
        return None
    if stacks is None:
        stack_text = "null"
    elif type(stacks) is list and all(type(s) is int or s is None for s in stacks):
        stack_text = "[" + ", ".join(["null" if s is None else str(s) for s in stacks]) + "]"
    else:
        return None
    return (
        f'{{"source": {texts[0]}, "hand": {texts[1]}, "variant": {texts[2]}, '
        f'"ok": {"true" if ok else "false"}, "finishing_stacks": {stack_text}, '
        f'"error": {texts[3]}}}'
    )


def _json_number(value: phh.Amount | None) -> int | float | None:
    if value is None or isinstance(value, int):
        return value
    if value == value.to_integral_value():
        return int(value)
    return float(value)


def _scale_of(history: phh.HandHistory) -> int:
    """10**d where d is the most decimal places of any amount of the hand (1 for integers)."""
    places = 0
    values: list[phh.Amount | None] = [
        *history.starting_stacks,
        history.bring_in,
        history.small_bet,
        history.big_bet,
        history.min_bet,
    ]
    for seq in (history.antes, history.blinds_or_straddles, history.finishing_stacks):
        if seq is not None:
            values.extend(seq)
    values.extend([a.amount for a in history.actions])
    if _WHOLE.issuperset(map(type, values)):
        return 1  # the common case: whole chips only
    for value in values:
        if isinstance(value, Decimal) and value.is_finite():
            exponent = value.normalize().as_tuple().exponent
            if isinstance(exponent, int) and exponent < 0:
                places = max(places, -exponent)
    return int(10**places)


_WHOLE = frozenset((int, type(None)))
_INT = frozenset((int,))


def _chips(value: phh.Amount, scale: int) -> int:
    if isinstance(value, Decimal):
        if value.is_infinite():
            return _HUGE
        return int(value * scale)
    return int(value) * scale


def _unscale(value: int, scale: int) -> phh.Amount:
    if scale == 1:
        return value
    result = Decimal(value) / scale
    return int(result) if result == result.to_integral_value() else result


def _player(index: int | None) -> str:
    return f"p{(index or 0) + 1}"


_CARD_BY_TEXT: dict[str, Card | None] = {}
_CARDS_OF: dict[tuple[str, ...] | None, tuple[Card | None, ...]] = {}


def _cards(texts: tuple[str, ...] | None) -> tuple[Card | None, ...]:
    """The engine's cards for the card texts of an action (``??`` -> ``None``)."""
    cards = _CARDS_OF.get(texts)
    if cards is not None:
        return cards
    if not texts or texts == ("-",):
        cards = ()  # stand pat; "sm -": show whatever is known
    else:
        if not _CARD_BY_TEXT:
            from tournament.cards import CARDS

            _CARD_BY_TEXT.update((str(card), card) for card in CARDS)
            _CARD_BY_TEXT["??"] = None
        by_text = _CARD_BY_TEXT
        cards = tuple([by_text[t] for t in texts])
    if len(_CARDS_OF) > 100_000:
        _CARDS_OF.clear()
    _CARDS_OF[texts] = cards
    return cards


def _resolve_rules(history: phh.HandHistory, rules: Rules | None, scale: int = 1) -> Rules:
    """The rules to replay under: ``rules``, else the hand's ``_rules``, else TDA.

    The smallest chip in play is a fact of the hand, not a rulebook choice: the hand's
    recorded ``min_chip_unit`` is kept under any profile, in the replay's chip scale.
    """
    recorded = history.rules
    if rules is None:
        rules = Rules.from_dict(dict(recorded)) if recorded is not None else Rules.profile("tda")
    unit = recorded.get("min_chip_unit") if recorded is not None else None
    unit = unit if isinstance(unit, int) and not isinstance(unit, bool) else rules.min_chip_unit
    if unit * scale != rules.min_chip_unit:
        rules = rules.with_settings(min_chip_unit=unit * scale)
    return rules


def _heads_up(history: phh.HandHistory, given: bool) -> bool:
    """Whether the event was down to two players (``_tournament_heads_up`` of the hand)."""
    return given or history.user_fields.get("_tournament_heads_up") is True


def _new_state(
    history: phh.HandHistory, rules: Rules, scale: int, tournament_heads_up: bool, code: str
) -> HandState:
    variant = VARIANTS[code]

    def each(seq: tuple[phh.Amount, ...] | None) -> list[int]:
        if seq is None:
            return []
        if scale == 1:  # whole chips: ints as they are
            return [v if type(v) is int else _chips(v, 1) for v in seq]
        return [_chips(v, scale) for v in seq]

    def one(value: phh.Amount | None) -> int:
        return 0 if value is None else _chips(value, scale)

    return HandState(
        variant,
        each(history.starting_stacks),
        rules=rules,
        antes=each(history.antes) or 0,
        blinds_or_straddles=each(history.blinds_or_straddles) if variant.button_game else (),
        bring_in=one(history.bring_in),
        small_bet=one(history.small_bet),
        big_bet=one(history.big_bet),
        min_bet=one(history.min_bet),
        manual=True,
        tournament_heads_up=tournament_heads_up,
    )


def _apply(state: HandState, action: phh.Action, scale: int) -> None:
    """Apply one PHH action to the engine (raises IllegalAction when the engine refuses)."""
    kind = action.kind
    player = action.actor
    if kind == "dh":
        assert player is not None
        state.deal_hole(player, _cards(action.cards))
    elif kind == "db":
        state.deal_board(_cards(action.cards))
    elif kind == "cc":
        state.check_or_call(player)
    elif kind == "f":
        state.fold(player)
    elif kind == "cbr":
        amount = action.amount
        assert amount is not None
        chips = amount if scale == 1 and type(amount) is int else _chips(amount, scale)
        state.complete_bet_or_raise_to(chips, player)
    elif kind == "sd":
        state.stand_pat_or_discard(_cards(action.cards), player)
    elif kind == "sm":
        cards = action.cards
        state.show_or_muck(None if cards is None else _cards(cards), player)
    elif kind == "pb":
        state.post_bring_in(player)
    else:  # pragma: no cover - the reader accepts no other kind
        raise IllegalAction(f"unknown action {kind!r}", str(action))


def replay(
    history: phh.HandHistory, rules: Rules | None = None, *, tournament_heads_up: bool = False
) -> ReplayResult:
    """Replay one hand through the engine; never raises for a bad hand (see the result).

    ``rules`` defaults to the hand's ``_rules`` field, else the TDA profile; the hand's
    recorded ``min_chip_unit`` is kept under any profile. ``tournament_heads_up`` (the
    event is down to two players: the raise cap may be lifted) is also read from the
    hand's ``_tournament_heads_up`` field, which tournament tables write.

    A hand is played under its variant's rulebook definition first. pokerkit 0.7.7 writes
    pot-limit Omaha hi-lo hands under the code ``FO/8`` (see
    :data:`~tournament.engine.variants.POKERKIT_REPLAY_ALIASES`); a hand that the
    rulebook's fixed-limit game rejects is replayed once more in that dialect, and
    ``played_as`` says so when it is accepted there. When both readings fail, the reason
    is that of the reading that got furthest (the rulebook's on a tie).
    """
    result = _replay_as(history, history.variant, rules, tournament_heads_up)
    dialect = POKERKIT_REPLAY_ALIASES.get(history.variant)
    if result.ok or dialect is None:
        return result
    second = _replay_as(history, dialect, rules, tournament_heads_up)
    if not second.ok:
        return _furthest(result, second, dialect, len(history.actions))
    return ReplayResult(
        second.source,
        second.hand,
        history.variant,
        True,
        second.finishing_stacks,
        events=second.events,
        played_as=dialect,
    )


def _furthest(
    first: ReplayResult, second: ReplayResult, dialect: str, actions: int
) -> ReplayResult:
    """Both readings failed: the result of the one that got further through the actions."""

    def reach(result: ReplayResult) -> int:
        return actions if result.action_index is None else result.action_index

    if reach(second) <= reach(first):
        return first
    reason = f"read as {dialect}: {second.error}"
    return ReplayResult(
        first.source,
        first.hand,
        first.variant,
        False,
        second.finishing_stacks,
        reason,
        second.action_index,
        second.events,
    )


def _replay_as(
    history: phh.HandHistory, code: str, rules: Rules | None, tournament_heads_up: bool
) -> ReplayResult:
    """Replay ``history`` under the variant ``code``."""
    state: HandState | None = None

    def fail(reason: str, index: int | None = None, stacks: Any = None) -> ReplayResult:
        if index is not None:
            reason = f"action {index} ({history.actions[index]}): {reason}"
        events = tuple(state.events) if state is not None else ()
        return ReplayResult(
            history.source, history.section, history.variant, False, stacks, reason, index, events
        )

    if code not in VARIANTS:
        return fail(f"variant {code} is not supported by the engine")
    scale = _scale_of(history)
    try:
        chosen = _resolve_rules(history, rules, scale)
    except (ValueError, TypeError, KeyError, DomainError) as error:
        return fail(f"the hand's _rules cannot be used: {error}")
    try:
        state = _new_state(history, chosen, scale, _heads_up(history, tournament_heads_up), code)
    except IllegalAction as error:
        return fail(f"the hand cannot start: {error.reason}")
    except (ValueError, TypeError) as error:
        return fail(f"the hand cannot start: {error}")
    tabled_early: set[int] = set()  # indices of ``sm`` actions applied before the runout
    deal_hole = state.deal_hole
    check_or_call = state.check_or_call
    fold = state.fold
    cards_of = _CARDS_OF
    for index, action in enumerate(history.actions):
        kind = action.kind
        try:
            # the commonest actions directly; the same calls as :func:`_apply`
            if kind == "dh":
                texts = action.cards
                cards = cards_of.get(texts)
                deal_hole(action.actor, _cards(texts) if cards is None else cards)  # type: ignore[arg-type]
            elif kind == "cc":
                check_or_call(action.actor)
            elif kind == "f":
                fold(action.actor)
            elif kind == "note" or index in tabled_early:
                continue
            else:
                _apply(state, action, scale)
        except IllegalAction as error:
            if not (
                action.kind in ("dh", "db")
                and _table_before_runout(state, history.actions, index, tabled_early, scale)
            ):
                return fail(error.reason, index)
            try:
                _apply(state, action, scale)
            except IllegalAction:
                return fail(error.reason, index)
        except Exception as error:  # an engine failure must not stop the other hands
            if _unknown_cards_needed(history, error):
                return fail(
                    f"the pot award cannot be decided: a showdown needs unknown cards ({error})",
                    index,
                )
            return fail(f"engine error {type(error).__name__}: {error}", index)
    if not state.is_over:
        problem = _finish_showdown(state)
        if problem is not None:
            return fail(problem)
    stacks = _finishing(history, state, scale)
    expected = history.finishing_stacks
    if expected is not None and stacks != expected:
        for i, (ours, theirs) in enumerate(zip(stacks, expected, strict=True)):
            if ours is not None and isinstance(theirs, int | Decimal) and ours != theirs:
                return fail(
                    f"finishing stacks differ from the file's: p{i + 1} has {ours}, "
                    f"the file says {phh.format_amount(theirs)} "
                    f"(ours {_stack_text(stacks)}, file {_stack_text(expected)})",
                    stacks=stacks,
                )
    return ReplayResult(
        history.source, history.section, history.variant, True, stacks, events=tuple(state.events)
    )


def _table_before_runout(
    state: HandState,
    actions: Sequence[phh.Action],
    index: int,
    tabled_early: set[int],
    scale: int,
) -> bool:
    """Table the all-in hands before the rest of the board when the history deals first.

    Once a player is all in and the betting is over, the hands are tabled and then the
    remaining cards are dealt. A history may write the runout first and the ``sm``
    actions after it (or leave them out): each hand due is tabled now, with the
    player's later ``sm`` action if there is one, else as dealt when every card is
    known. Returns whether the runout can go on.
    """
    if state.legal_actions().phase != "showdown":
        return False
    for _ in range(state.n + 1):
        legal = state.legal_actions()
        if legal.phase != "showdown" or legal.player is None:
            break
        player = legal.player
        later = next(
            (
                j
                for j in range(index + 1, len(actions))
                if actions[j].kind == "sm" and actions[j].actor == player and j not in tabled_early
            ),
            None,
        )
        if later is not None:
            _apply(state, actions[later], scale)
            tabled_early.add(later)
        elif None not in state.hole_cards[player]:
            state.show_or_muck((), player)
        else:
            return False
    return state.legal_actions().phase != "showdown"


def _finish_showdown(state: HandState) -> str | None:
    """Table the hands the history did not show (all their cards known); else say why not.

    PHH writers may leave out the showdown; a hand whose cards are known is tabled as the
    rules say (cards speak). Returns the reason the hand cannot finish, or ``None``.
    """
    for _ in range(state.n + 1):
        legal = state.legal_actions()
        if legal.phase != "showdown" or legal.player is None:
            break
        player = legal.player
        if None in state.hole_cards[player]:
            return (
                f"the pot award cannot be decided: the showdown needs the unknown cards (??) "
                f"of {_player(player)}"
            )
        state.show_or_muck((), player)
    if state.is_over:
        return None
    legal = state.legal_actions()
    if legal.player is not None:
        return (
            f"the history ends before the hand is over: {_player(legal.player)} is to act "
            f"({legal.phase})"
        )
    return f"the history ends before the hand is over (waiting in the {legal.phase} phase)"


def _stack_text(stacks: Sequence[phh.Amount | None]) -> str:
    return "[" + ", ".join("?" if s is None else phh.format_amount(s) for s in stacks) + "]"


def _finishing(
    history: phh.HandHistory, state: HandState, scale: int
) -> tuple[phh.Amount | None, ...]:
    raw = state.finishing_stacks
    assert raw is not None
    starts = history.starting_stacks
    if scale == 1 and _INT.issuperset(map(type, starts)):
        return tuple(raw)  # whole chips, every stack known
    out: list[phh.Amount | None] = []
    for start, value in zip(history.starting_stacks, raw, strict=True):
        unknown = isinstance(start, Decimal) and start.is_infinite()
        out.append(None if unknown else _unscale(int(value), scale))
    return tuple(out)


def _unknown_cards_needed(history: phh.HandHistory, error: Exception) -> bool:
    return any(a.unknown_cards for a in history.actions) and isinstance(
        error, TypeError | ValueError
    )


# --------------------------------------------------------------------------- files and CLI


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A file (or one hand of it) that could not be read: missing or malformed."""

    source: str
    hand: str | None
    error: str

    def to_json(self) -> str:
        """The problem as a JSON line shaped like a result (``ok`` false)."""
        line = _json_line(self.source, self.hand, None, False, None, self.error)
        if line is not None:
            return line
        import json

        return json.dumps(
            {
                "source": self.source,
                "hand": self.hand,
                "variant": None,
                "ok": False,
                "finishing_stacks": None,
                "error": self.error,
            },
            ensure_ascii=False,
        )


def _files(paths: Sequence[str]) -> Iterator[Path | FileProblem]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*") if p.suffix.lower() in (".phh", ".phhs") and p.is_file()
            )
            yield from found
        elif path.exists():
            yield path
        else:
            yield FileProblem(raw, None, "no such file or folder")


def _hands_of(path: Path) -> Iterator[phh.HandHistory | FileProblem]:
    """Every hand of one file; a malformed hand of a .phhs does not hide the others."""
    source = str(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as error:
        yield FileProblem(source, None, f"cannot read the file: {error.strerror or error}")
        return
    except UnicodeDecodeError:
        yield FileProblem(source, None, "not a UTF-8 text file")
        return
    try:
        data = phh.parse_toml(text, source=source)
    except phh.PHHError as error:
        yield FileProblem(source, None, error.message)
        return
    if path.suffix.lower() != ".phhs":
        try:
            yield phh.from_dict(data, source=source)
        except phh.PHHError as error:
            yield FileProblem(source, None, error.message)
        return
    for name, table in data.items():
        if not isinstance(table, dict):
            yield FileProblem(source, name, f"{source}: {name!r} is not a hand table ([1], ...)")
            continue
        try:
            yield phh.from_dict(table, source=source, section=name)
        except phh.PHHError as error:
            yield FileProblem(source, name, error.message)


def replay_files(
    paths: Sequence[str], rules: Rules | None = None
) -> Iterator[ReplayResult | FileProblem]:
    """Replay every hand of the files and folders (recursive, ``*.phh`` and ``*.phhs``)."""
    for item in _files(paths):
        if isinstance(item, FileProblem):
            yield item
            continue
        for hand in _hands_of(item):
            yield hand if isinstance(hand, FileProblem) else replay(hand, rules)


def _summary_line(result: ReplayResult) -> str:
    where = result.source or "?"
    if result.hand is not None:
        where += f" [{result.hand}]"
    if result.ok:
        assert result.finishing_stacks is not None
        stacks = _stack_text(result.finishing_stacks)
        dialect = f" (pokerkit's pot-limit {result.variant}, as {result.played_as})"
        note = dialect if result.played_as else ""
        return f"ok      {where} {result.variant}{note}: finishing stacks {stacks}"
    return f"REJECT  {where} {result.variant}: {result.error}"


def _plain_args(args: Sequence[str]) -> tuple[str | None, bool, list[str]] | None:
    """``[--rules PROFILE] [--json] PATH...`` read directly: (profile, json, paths).

    ``None`` for anything else (help, abbreviations, mistakes...): :mod:`argparse` reads
    those, with its usage and error messages.
    """
    rules: str | None = None
    as_json = False
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--json":
            as_json = True
            i += 1
        elif arg == "--rules" and i + 1 < len(args) and args[i + 1] in PROFILES:
            rules = args[i + 1]
            i += 2
        else:
            break
    paths = list(args[i:])
    if not paths or any(not p or p[0] == "-" for p in paths):
        return None
    return rules, as_json, paths


def _parsed_args(args: Sequence[str]) -> tuple[str | None, bool, list[str]]:
    """The command line read by :mod:`argparse` (exits 2 with a usage message on a mistake)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="pokerfloor replay",
        description=(
            "Replay PHH hand histories (.phh, .phhs, or folders of them) through the engine: "
            "check every action and the finishing stacks."
        ),
        epilog="exit status: 0 every hand replayed, 1 a hand was rejected, 2 unreadable input",
    )
    parser.add_argument(
        "--rules",
        metavar="PROFILE",
        choices=sorted(PROFILES),
        help="rule profile (%(choices)s); default: the hand's _rules, else tda",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per hand")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a .phh/.phhs file or a folder")
    parsed = parser.parse_args(list(args))
    return parsed.rules, parsed.json, parsed.paths


def main(argv: list[str] | None = None) -> int:
    """``pokerfloor replay [--rules PROFILE] [--json] PATH...``; returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    plain = _plain_args(args)
    profile, as_json, paths = plain if plain is not None else _parsed_args(args)
    return _run(paths, profile, as_json)


def _run(paths: list[str], profile: str | None, as_json: bool) -> int:
    rules = Rules.profile(profile) if profile else None
    out = sys.stdout
    counts = {"ok": 0, "rejected": 0, "unreadable": 0}
    lines: list[str] = []
    for item in replay_files(paths, rules):
        if isinstance(item, FileProblem):
            counts["unreadable"] += 1
            lines.append(item.to_json() if as_json else f"ERROR   {item.error}")
        else:
            counts["ok" if item.ok else "rejected"] += 1
            lines.append(item.to_json() if as_json else _summary_line(item))
        if len(lines) >= 256:
            out.write("\n".join(lines) + "\n")
            lines.clear()
    if lines:
        out.write("\n".join(lines) + "\n")
    if not as_json:
        out.write(
            f"{counts['ok'] + counts['rejected']} hands: {counts['ok']} replayed, "
            f"{counts['rejected']} rejected; {counts['unreadable']} unreadable\n"
        )
    out.flush()
    if counts["unreadable"]:
        return 2
    return 1 if counts["rejected"] else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())

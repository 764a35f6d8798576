"""The ``pokerfloor`` console command.

``pokerfloor`` opens the director console and the clock window; subcommands (``replay``,
``simulate``, ...) run without Qt so that they start fast. Heavy imports happen only inside
the branch that needs them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    # name: (module with main(argv) -> int, one-line help)
    "replay": (
        "tournament.hh.cli",
        "replay PHH hand histories through the engine and check every action and stack",
    ),
    "simulate": (
        "tournament.service.simulate",
        "simulate a whole tournament: random busts, or real engine hands at every table "
        "(--play-hands)",
    ),
    "rehearse": (
        "tournament.rehearsal.cli",
        "rehearse a planned event many times: when the bubble, the final table and the end "
        "come, dealers per hour",
    ),
    "export": (
        "ui.exports_cli",
        "export results, players, season standings, a tournament (JSON) or hands (PHH)",
    ),
    "import": ("ui.imports_cli", "import a whole tournament from its JSON document"),
    "suggest-structure": (
        "ui.structure_cli",
        "propose levels, breaks and colour-ups for an event, with its estimated end",
    ),
}


def _subcommand_help() -> str:
    lines = ["subcommands (pokerfloor SUBCOMMAND --help for more):"]
    lines += [f"  {name:<18} {text}" for name, (_, text) in SUBCOMMANDS.items()]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The parser for the program itself (the GUI); subcommands are dispatched before it."""
    parser = argparse.ArgumentParser(
        prog="pokerfloor",
        description=(
            "Run a poker tournament: seating and balancing, the level clock, mixed-game "
            "rotation, rebuys, bounties, payouts and deals."
        ),
        epilog=_subcommand_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (default: pokerfloor.sqlite in your data folder)",
    )
    parser.add_argument(
        "--demo",
        nargs="?",
        const="nlhe",
        choices=("nlhe", "horse"),
        metavar="GAME",
        help=(
            "open a ready demo tournament (players registered and seated, structure loaded): "
            "nlhe (default) or horse, the mixed game that rotates every 8 hands"
        ),
    )
    parser.add_argument(
        "--display-only",
        action="store_true",
        help="open the database read-only, as a second station that follows the director",
    )
    parser.add_argument(
        "--clock-screen",
        type=int,
        metavar="N",
        help="show the clock full screen on screen N (0 = first screen)",
    )
    parser.add_argument(
        "--lang",
        choices=("en", "de", "fr", "ja"),
        help="language of the console and the clock (default: the system's, else English)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="DIR",
        help="render the console and the clock into DIR as PNG files and exit",
    )
    return parser


def _load_subcommand(name: str) -> Callable[[list[str]], int]:
    import importlib

    module_name, _ = SUBCOMMANDS[name]
    module = importlib.import_module(module_name)
    main: Callable[[list[str]], int] = module.main
    return main


def _has_display() -> bool:
    if sys.platform != "linux":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``pokerfloor`` console command; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        try:
            sub = _load_subcommand(args[0])
        except ModuleNotFoundError as exc:  # pragma: no cover - only while a module is missing
            print(f"pokerfloor {args[0]}: not available ({exc})", file=sys.stderr)
            return 2
        return sub(args[1:])
    options = build_parser().parse_args(args)

    if options.screenshot is None and not _has_display() and "QT_QPA_PLATFORM" not in os.environ:
        folder = os.path.abspath("pokerfloor-screens")
        print(
            "pokerfloor: no display found (DISPLAY/WAYLAND_DISPLAY unset). Rendering offscreen "
            f"and saving pictures of the console and the clock to {folder}.\n"
            "  On a desktop the windows open normally; on a server try: xvfb-run pokerfloor",
            file=sys.stderr,
        )
        options.screenshot = folder
    if options.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from ui.heap import loading

    with loading():  # the program's modules: many objects, no garbage to look for
        from ui.app import run_app  # Qt is imported only here

    return run_app(options)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

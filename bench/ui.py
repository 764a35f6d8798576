"""Benchmark the windows: a bust, a chip count, an undo and a hand recorded in a table view
at 10,000 players, beside the old full rebuild, at several lengths of the action log; and
the time to open the event (first paint of the console and the clock screen).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui.py [--players 10000]
        [--logs 21000 35000 50000] [--repeat 40] [--full-repeat 3]

For each log length a real SQLite file holds one tournament of ``--players`` players seated
nine to a table (1,112 tables), the clock running, and a log of that many entries (the
registrations and buy-ins, then chip counts, the tables, the seat draw, the button, the
payouts and the clock). It is built as ``bench/db.py`` builds its large event (every command
through the real aggregate, written in the store's own format in one transaction) and kept
under the temporary folder (``pokerfloor-bench-ui/``, keyed by the parameters and the code
that writes it); each run measures a copy.

The whole program is then opened on it (``ui.app.build_app``: real offscreen console and
clock screen, both shown; the time from opening the file to their first paint is printed),
two table views are opened (tables 1 and 2) and the live view is shared on loopback, so the
phone feed is published after every change. A director's action is timed from the click to
the end of the repaint: the command through the store (one transaction), the event bridge,
the targeted refresh of the console, the clock screen, the open table views and the phone
feed's snapshot, and ``processEvents`` (layout and paint). Each round busts a seated
player, undoes the bust, records a chip count and records a hand in table 1's view (every
player folds to the big blind; Enter records it: the timed step). The hand is dealt before
the round's bust and is not timed; its events and paints (the table view drawing the deal)
are let finish before the bust's timer starts, so that no step is charged with the untimed
work. Nothing of a timed step is left out: each ends with its own ``processEvents``.

The peer is the old path: the same action followed by the full rebuild the console did after
every action before the event bridge — every model re-read, every table card drawn again,
the whole log re-read for the log tab and twice more for the undo and redo labels (as the
old ``StoreCommands._ours`` did) — timed the same way in the same run.

Printed: p50 and p95 in milliseconds per action and log length, side by side with the old
path, the ratio old / new, and the ratio of the longest log to the shortest (the time must
not grow with the log). Target (issue 23): p95 < 50 ms for each action at 10,000 players and
a 50,000-entry log, no growth from 21,000 to 50,000 entries; opening under 1.5 s.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import inspect
import os
import random
import shutil
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

# bench/db.py would shadow the db package: keep this folder off the path.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tournament.service import commands as c  # noqa: E402
from tournament.service.records import ChipCount  # noqa: E402
from tournament.service.table_hand import HandEntry  # noqa: E402
from ui.app import AppParts, AppSettings, build_app  # noqa: E402
from ui.live.share import ShareSettings  # noqa: E402
from ui.table_view import TableViewWindow  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

T0 = 1_700_000_000_000
TARGET_MS = 50.0
OPEN_TARGET_S = 1.5
ACTIONS = ("bust", "undo", "chip count", "hand")
CACHE = Path(tempfile.gettempdir()) / "pokerfloor-bench-ui"


def _bench_db() -> ModuleType:
    """``bench/db.py`` (its ``build_large`` writes a large event in the store's format)."""
    spec = importlib.util.spec_from_file_location("bench_db", Path(__file__).with_name("db.py"))
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_db"] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def build(path: Path, players: int, log: int) -> str:
    """A tournament of ``players`` seated players and a log of about ``log`` entries."""
    bench_db = _bench_db()
    tables = (players + 8) // 9
    extra = max(0, tables - bench_db.MAX_CREATED) + 1
    then = [c.AddTable()] * extra + [c.DrawSeats(), c.DrawButton(), c.GeneratePayouts()]
    # build_large logs one entry per event: creation, registrations, buy-ins, chip counts
    tid: str = bench_db.build_large(
        path, players, max(2 * players + 1, log - extra - 5), [*then, c.StartClock()]
    )
    return tid


def fixture(players: int, log: int) -> Path:
    """The event's file, built once and kept under the temporary folder, keyed by its
    parameters and by the code that writes it (:func:`build`, ``bench/db.py``, the
    migrations)."""
    digest = hashlib.sha256(inspect.getsource(build).encode())
    here = Path(__file__).resolve().parent
    migrations = here.parent / "db" / "migrations" / "versions"
    for source in (here / "db.py", *sorted(migrations.glob("*.py"))):
        digest.update(source.read_bytes())
    path = CACHE / f"ui-{players}-{log}-{digest.hexdigest()[:12]}.sqlite"
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        building = path.with_suffix(".building")
        building.unlink(missing_ok=True)
        build(building, players, log)
        building.rename(path)
        Path(f"{building}.lock").unlink(missing_ok=True)  # the store's lock file beside it
    return path


class Clock:
    """The program's clock: the bench moves it a second per action."""

    def __init__(self) -> None:
        self.now = T0 + 1_000

    def __call__(self) -> int:
        return self.now


def _old_full_refresh(parts: AppParts) -> None:
    """What the console did after every action before the event bridge (see the docstring)."""
    parts.console.refresh()
    parts.console.log_model.set_rows(list(reversed(parts.facade.log())))
    for _ in range(2):  # the undo and the redo label each read the whole log
        parts.store.log.entries()
    parts.clock_screen.refresh()


def _timed(
    app: QApplication, action: Callable[[], object], after: Callable[[], None]
) -> tuple[float, float]:
    """(wall, CPU) milliseconds of the action and the repaint."""
    start, cpu = time.perf_counter(), time.process_time()
    action()
    after()
    app.processEvents()
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000


Times = dict[str, list[tuple[float, float]]]
"""Per action: (wall, CPU) milliseconds of each round."""


def measure(
    app: QApplication, path: Path, repeat: int, full_repeat: int
) -> tuple[int, Times, Times, float]:
    """(log entries, new path times, old path times per action, seconds to open)."""
    clock = Clock()
    start = time.perf_counter()
    parts = build_app(AppSettings(db=str(path)), clock, random.Random(9))
    try:
        parts.console.show()
        parts.clock_screen.show()
        app.processEvents()
        opened = time.perf_counter() - start
        if parts.store.later_check is not None:  # the whole file's check, after the paint:
            parts.store.later_check.wait()  # the actions below would wait for it otherwise
        console, facade = parts.console, parts.facade
        views = [console.tables_tab.table_actions.open_table_view(n) for n in (1, 2)]
        assert parts.live is not None
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = int(sock.getsockname()[1])
        parts.live.share.start(ShareSettings("127.0.0.1", port))
        app.processEvents()
        published = parts.live.share.version
        rng = random.Random(11)
        new: Times = {a: [] for a in ACTIONS}
        old: Times = {a: [] for a in ACTIONS}

        def nothing() -> None:
            pass

        for i in range(repeat + full_repeat):
            times, after = (new, nothing) if i < repeat else (old, lambda: _old_full_refresh(parts))
            seated = [r for r in facade.count_rows() if r.table != 1]  # table 1 deals
            counted = rng.choice(seated)
            steps = _round(
                parts, rng.choice(seated).player_id, counted.player_id, counted.stack + i
            )
            view = views[0]
            assert view is not None
            steps += (("hand", _hand(app, view)),)
            for name, step in steps:
                clock.now += 1_000
                times[name].append(_timed(app, step, after))
                hand_notice = name == "hand"  # the recorded hand is told in the banner
                assert hand_notice or not console.banner.text(), console.banner.text()
        entries = len(parts.store.log.entries())
        assert parts.live.share.version - published >= len(ACTIONS) * (repeat + full_repeat)
        return entries, new, old, opened
    finally:
        parts.close(clock.now)


def _hand(app: QApplication, view: TableViewWindow) -> Callable[[], object]:
    """Deal a hand in the table view, every player folds to the big blind, and let its
    events and paints finish (none of it timed); returns the timed step: Enter records it
    (one command, every screen follows)."""
    assert view.new_hand("record"), view.error.text()
    while view.hand is not None and not view.hand.over:
        view.enter(HandEntry("fold"))
    app.processEvents()  # the deal's repaint: not the next timed step's

    def record() -> None:
        assert view.record(), view.error.text()

    return record


def _round(
    parts: AppParts, victim: str, counted: str, chips: int
) -> tuple[tuple[str, Callable[[], object]], ...]:
    """One round: bust ``victim``, undo it, count ``counted``'s stack as ``chips``."""
    console, facade = parts.console, parts.facade
    return (
        ("bust", lambda: console.do(lambda: facade.send(c.EliminatePlayer(victim)))),
        ("undo", lambda: console.do(facade.undo)),
        (
            "chip count",
            lambda: console.do(
                lambda: facade.send(
                    c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in {counted: chips}.items()))
                )
            ),
        ),
    )


def _stats(times: list[tuple[float, float]], which: int) -> tuple[float, float]:
    """Median and 95th percentile."""
    values = [t[which] for t in times]
    if len(values) <= 1:  # --full-repeat 0: no old path
        return (values[0], values[0]) if values else (float("nan"), float("nan"))
    return statistics.median(values), statistics.quantiles(values, n=20, method="inclusive")[-1]


Result = tuple[int, Times, Times, float]


def report(players: int, results: list[Result], args: argparse.Namespace) -> None:
    """The table: per action and log length, new beside old, wall and CPU time."""
    print()
    print(
        f"{players:,} players; ms per action from the click to the end of the repaint "
        "(console, clock screen, 2 table views, phone feed); "
        f"new: event bridge, {args.repeat} rounds; old: full rebuild, {args.full_repeat} rounds"
    )
    head = f"{'p50':>8} {'p95':>8}"
    print(
        f"{'':<11} {'':>7}  {'new, wall':^17}  {'new, CPU':^17}  {'old, wall':^17}  "
        f"{'old, CPU':^17}  {'old/new':>7}"
    )
    print(f"{'action':<11} {'log':>7}  {head}  {head}  {head}  {head}  {'CPU p50':>7}")
    for action in ACTIONS:
        for entries, new, old, _ in results:
            nw, nc, ow, oc = (
                _stats(new[action], 0),
                _stats(new[action], 1),
                _stats(old[action], 0),
                _stats(old[action], 1),
            )
            cells = "  ".join(f"{a:>8.1f} {b:>8.1f}" for a, b in (nw, nc, ow, oc))
            ratio = f"{oc[0] / nc[0]:>6.1f}x" if old[action] else "     -"
            print(f"{action:<11} {entries:>7,}  {cells}  {ratio}")
    print()
    first, last = results[0], results[-1]
    for action in ACTIONS:
        growth = _stats(last[1][action], 1)[1] / _stats(first[1][action], 1)[1]
        old_growth = _stats(last[2][action], 1)[0] / _stats(first[2][action], 1)[0]
        wall, cpu = _stats(last[1][action], 0)[1], _stats(last[1][action], 1)[1]
        verdict = "ok" if wall < TARGET_MS else ("ok in CPU time" if cpu < TARGET_MS else "MISSED")
        print(
            f"{action:<11} log {first[0]:,} -> {last[0]:,}: new CPU p95 x{growth:.2f}, "
            f"old CPU p50 x{old_growth:.2f}; target p95 < {TARGET_MS:.0f} ms at {last[0]:,}: "
            f"wall {wall:.1f} ms, CPU {cpu:.1f} ms [{verdict}]"
        )
    for entries, _, _, opened in results:
        verdict = "ok" if opened < OPEN_TARGET_S else "MISSED"
        print(
            f"opening the event at {entries:,} log entries (console and clock screen painted): "
            f"{opened:.2f} s; target < {OPEN_TARGET_S} s [{verdict}]"
        )
    print(
        f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: wall time includes "
        "waiting for a CPU; CPU time is this process's own work)"
    )


def main() -> None:
    """Build the files, run the actions, print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--logs", type=int, nargs="*", default=[21_000, 35_000, 50_000])
    parser.add_argument("--repeat", type=int, default=40, help="rounds on the new path")
    parser.add_argument("--full-repeat", type=int, default=3, help="rounds on the old path")
    args = parser.parse_args()
    # Qt is imported after the program's modules, as ``pokerfloor`` does (ui.app imports no
    # Qt): PySide6 reads the source of every module imported after it, which would
    # slow the modules build_app imports at the first opening.
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for log in args.logs:
            path = Path(tmp) / f"ui-{log}.sqlite"
            start = time.perf_counter()
            shutil.copyfile(fixture(args.players, log), path)  # the actions write to it
            built = time.perf_counter() - start
            entries, new, old, opened = measure(app, path, args.repeat, args.full_repeat)
            print(
                f"built and measured {args.players:,} players, {entries:,} log entries "
                f"(build or copy from {CACHE}: {built:.0f} s)",
                flush=True,
            )
            results.append((entries, new, old, opened))
    report(args.players, results, args)


if __name__ == "__main__":
    main()

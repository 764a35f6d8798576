"""Benchmark opening the 10,000-player, 50,000-entry event, each run a fresh program.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/opening.py [--runs 3]
        [--players 10000] [--log 50000] [--case crash|clean|both] [--before DIR]

The event is ``bench/ui.py``'s (built once, kept under ``/tmp/pokerfloor-bench-ui/``). Each
run starts a new Python process on a copy of it (so the imports count, as when the director
starts pokerfloor) that builds the whole program (``ui.app.build_app``), shows the console
and the clock screen and waits for their first paint. Two cases (``--case``, both by
default):

- crash: the file as ``bench/ui.py`` writes it, the worst case after a crash: its newest
  snapshot is 3,000 events old (``SNAPSHOT_EVERY * SNAPSHOT_LIMIT``: no heartbeat wrote the
  due one), so the opening replays those events after decoding the snapshot. That snapshot
  is rewritten first (untimed) in the form each code stores (``Tournament.stored_snapshot``
  where the code has it: version 3, column-wise), as each code's own crash would leave it;
- clean: the same file after the program opened it and was closed (each code's own close,
  untimed, before its runs): a clean close writes the snapshot, so the opening decodes it
  and replays nothing (what a director meets every day).

Printed per run, wall and CPU time:

- imports: the program's modules and Qt, imported before ``build_app`` in the order
  ``pokerfloor`` imports them (``ui.cli`` imports ``ui.app``, which imports no Qt; then
  ``run_app`` imports Qt). The order matters: once Qt is imported, PySide6 reads the source
  of every module imported after it (to look for its ``__feature__`` switches);
- open: ``build_app`` to the first paint of both windows (the figure of issue 23's target,
  as ``bench/ui.py`` measures it), with its parts: the file's checks and the undo stacks
  (``open_store``), loading the tournament (its snapshot and the events after it), the
  console's first models, the rest (imports inside ``build_app``, windows, paint);
- start to paint: the process's start to the first paint (imports included);
- check done: when the whole-file check that runs after the first paint
  (:mod:`db.later_check`) had finished, after the paint (director actions wait for it).

Target (issue 23): open under 1.5 s. The machine's load average is printed with the runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TARGET_S = 1.5

CHILD = r"""
import json, os, random, sys, time
wall0, cpu0 = time.perf_counter(), time.process_time()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from ui.app import AppSettings, build_app  # as ui.cli: the program's modules, then Qt
import db.connect, db.loaded
from PySide6.QtWidgets import QApplication
import ui.console.updates
app = QApplication(sys.argv[:1])
wall1, cpu1 = time.perf_counter(), time.process_time()
parts_cpu = {}

def timed(owner, name, key):
    raw = getattr(owner, name)
    def wrapper(*args, **kwargs):
        cpu, wall = time.process_time(), time.perf_counter()
        try:
            return raw(*args, **kwargs)
        finally:
            old = parts_cpu.get(key, (0.0, 0.0))
            spent = (time.process_time() - cpu, time.perf_counter() - wall)
            parts_cpu[key] = (old[0] + spent[0], old[1] + spent[1])
    setattr(owner, name, wrapper)

import ui.app.wiring
timed(ui.app.wiring, "open_store", "open_store")
timed(db.loaded.LoadedTournaments, "load", "load")
timed(ui.console.updates.ConsoleUpdates, "everything", "console models")
now = 1_700_000_001_000
parts = build_app(AppSettings(db=sys.argv[1]), lambda: now, random.Random(9))
parts.console.show()
parts.clock_screen.show()
app.processEvents()
wall2, cpu2 = time.perf_counter(), time.process_time()
check = getattr(parts.store, "later_check", None)
if check is not None:
    while not check.done:
        app.processEvents()
        time.sleep(0.005)
wall3 = time.perf_counter() if check is not None else None
print(json.dumps({
    "imports": (wall1 - wall0, cpu1 - cpu0),
    "open": (wall2 - wall1, cpu2 - cpu1),
    "start to paint": (wall2 - wall0, cpu2 - cpu0),
    "check done": None if wall3 is None else wall3 - wall2,
    "parts": parts_cpu,
}))
parts.close(now)
"""

CLOSE = r"""
import os, random, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from ui.app import AppSettings, build_app
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
now = 1_700_000_001_000
parts = build_app(AppSettings(db=sys.argv[1]), lambda: now, random.Random(9))
parts.console.show()
app.processEvents()
check = parts.store.later_check
while check is not None and not check.done:
    app.processEvents()
    time.sleep(0.005)
parts.close(now)
"""
"""The director opens the event and closes the program (untimed): the clean case's file."""

OWN_FORM = r"""
import json, sqlite3, sys
from tournament.service.aggregate import Tournament
conn = sqlite3.connect(sys.argv[1])
seq, data = conn.execute(
    "select event_seq, data from snapshot order by event_seq desc limit 1"
).fetchone()
t = Tournament.restore(json.loads(data))
stored = getattr(t, "stored_snapshot", t.snapshot)()
text = json.dumps(stored, separators=(",", ":"), ensure_ascii=False)
conn.execute("update snapshot set data = ? where event_seq = ?", (text, seq))
conn.commit()
conn.close()
"""
"""The crash case's file: its newest snapshot rewritten in the form the code stores (untimed)."""


def _fixture(players: int, log: int) -> Path:
    """``bench/ui.py``'s event file (built there when missing)."""
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
    sys.path.insert(0, str(HERE.parent))
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_ui", HERE / "ui.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    path: Path = module.fixture(players, log)
    return path


def main() -> None:
    """Run the fresh programs, print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--log", type=int, default=50_000)
    parser.add_argument(
        "--before",
        type=Path,
        help="another checkout of pokerfloor (the code before a change): its runs alternate "
        "with this one's, on the same file, and the ratio is printed",
    )
    parser.add_argument(
        "--case",
        choices=("crash", "clean", "both"),
        default="both",
        help="crash: the worst-case tail after a crash; clean: after a clean close",
    )
    args = parser.parse_args()
    source = _fixture(args.players, args.log)
    codes = {"this": HERE.parent} | ({"before": args.before} if args.before else {})
    cases = ("crash", "clean") if args.case == "both" else (args.case,)
    print(f"{args.players:,} players, a {args.log:,}-entry log; seconds, wall / CPU")
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            prepare = _closed_cleanly if case == "clean" else _own_form
            files = {
                name: prepare(code, source, Path(tmp) / f"{name}-{case}")
                for name, code in codes.items()
            }
            _case(case, codes, files, args.runs, bool(args.before))
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


def _case(
    case: str, codes: dict[str, Path], files: dict[str, Path], runs: int, ratio: bool
) -> None:
    """The runs of one case, alternating the codes; the table and the verdicts."""
    tails = ", ".join(f"{name}: {_tail(path):,}" for name, path in files.items())
    print(f"\ncase {case} (events after the newest snapshot, replayed at opening: {tails})")
    head = ("imports", "open", "start to paint")
    columns = "".join(f"{h:>18}" for h in head)
    print(f"{'code':<7}{'run':<4}{columns}{'check done':>12}  open's parts (CPU)")
    opened: dict[str, list[tuple[float, float]]] = {name: [] for name in codes}
    for run in range(runs + 1):  # the first run writes the .pyc files: not counted
        for name, code in codes.items():
            result = _run(code, files[name])
            if run == 0:
                continue
            cells = "".join(f"{result[h][0]:>9.2f} / {result[h][1]:<6.2f}" for h in head)
            parts = ", ".join(f"{k} {v[0]:.2f}" for k, v in result["parts"].items())
            check = result["check done"]
            done = f"{check:>11.2f}" if check is not None else f"{'-':>11}"
            print(f"{name:<7}{run:<4}{cells}{done}  {parts}", flush=True)
            opened[name].append(tuple(result["open"]))
    for name, measured in opened.items():
        wall = ", ".join(f"{w:.2f}" for w, _ in measured)
        cpu = ", ".join(f"{c:.2f}" for _, c in measured)
        verdict = "ok" if max(w for w, _ in measured) < TARGET_S else "MISSED"
        print(
            f"{name} ({case}): open (build_app to first paint) wall {wall} s, CPU {cpu} s; "
            f"target < {TARGET_S} s [{verdict}]"
        )
    if ratio:
        mine = sum(c for _, c in opened["this"])
        theirs = sum(c for _, c in opened["before"])
        print(f"before / this ({case}), open CPU: {theirs / mine:.2f}x")


def _tail(path: Path) -> int:
    """How many events the file holds after its newest snapshot."""
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        row = conn.execute(
            "select count(*) from event where seq > "
            "(select coalesce(max(event_seq), 0) from snapshot)"
        ).fetchone()
    return int(row[0])


def _own_form(code: Path, source: Path, folder: Path) -> Path:
    """A copy of ``source`` whose newest snapshot is in the form ``code`` stores."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "event.sqlite"
    shutil.copyfile(source, path)
    _program(code, OWN_FORM, path)
    return path


def _closed_cleanly(code: Path, source: Path, folder: Path) -> Path:
    """A copy of ``source`` that ``code``'s program opened and closed (its snapshot written
    at the close)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "event.sqlite"
    shutil.copyfile(source, path)
    _program(code, CLOSE, path)
    return path


def _run(code: Path, source: Path) -> dict[str, Any]:
    """One fresh program on a copy of ``source``, with the modules of ``code``."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "event.sqlite"
        shutil.copyfile(source, path)
        out = _program(code, CHILD, path)
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def _program(code: Path, script: str, path: Path) -> str:
    """Run ``script`` on the file ``path`` in a new process with the modules of ``code``;
    what it printed."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(code))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its .pyc files
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        cwd=code,
    )
    if done.returncode:
        raise SystemExit(f"the program failed:\n{done.stderr}")
    return done.stdout


if __name__ == "__main__":
    main()

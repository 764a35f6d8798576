"""Benchmark opening the 10,000-player, 50,000-entry event, each run a fresh program.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/opening.py [--runs 3]
        [--players 10000] [--log 50000]

The event is ``bench/ui.py``'s (built once, kept under ``/tmp/pokerfloor-bench-ui/``). Each
run starts a new Python process on a copy of it (so the imports count, as when the director
starts pokerfloor) that builds the whole program (``ui.app.build_app``), shows the console
and the clock screen and waits for their first paint. Printed per run, wall and CPU time:

- imports: Qt and the program's modules imported before ``build_app`` (``ui.app``);
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
import json
import os
import shutil
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
from PySide6.QtWidgets import QApplication
from ui.app import AppSettings, build_app
import db.connect, db.loaded, ui.console.updates
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
    args = parser.parse_args()
    source = _fixture(args.players, args.log)
    print(f"{args.players:,} players, a {args.log:,}-entry log; seconds, wall / CPU")
    head = ("imports", "open", "start to paint")
    columns = "".join(f"{h:>18}" for h in head)
    print(f"{'code':<7}{'run':<4}{columns}{'check done':>12}  open's parts (CPU)")
    codes = {"this": HERE.parent} | ({"before": args.before} if args.before else {})
    opened: dict[str, list[tuple[float, float]]] = {name: [] for name in codes}
    for run in range(args.runs + 1):  # the first run writes the .pyc files: not counted
        for name, code in codes.items():
            result = _run(code, source)
            if run == 0:
                continue
            cells = "".join(f"{result[h][0]:>9.2f} / {result[h][1]:<6.2f}" for h in head)
            parts = ", ".join(f"{k} {v[0]:.2f}" for k, v in result["parts"].items())
            check = result["check done"]
            done = f"{check:>11.2f}" if check is not None else f"{'-':>11}"
            print(f"{name:<7}{run:<4}{cells}{done}  {parts}", flush=True)
            opened[name].append(tuple(result["open"]))
    for name, runs in opened.items():
        wall = ", ".join(f"{w:.2f}" for w, _ in runs)
        cpu = ", ".join(f"{c:.2f}" for _, c in runs)
        verdict = "ok" if max(w for w, _ in runs) < TARGET_S else "MISSED"
        print(
            f"{name}: open (build_app to first paint) wall {wall} s, CPU {cpu} s; "
            f"target < {TARGET_S} s [{verdict}]"
        )
    if args.before:
        mine = sum(c for _, c in opened["this"])
        theirs = sum(c for _, c in opened["before"])
        print(f"before / this, open CPU: {theirs / mine:.1f}x")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


def _run(code: Path, source: Path) -> dict[str, Any]:
    """One fresh program on a copy of ``source``, with the modules of ``code``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(code))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its .pyc files
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "event.sqlite"
        shutil.copyfile(source, path)
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(path)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
            cwd=code,
        )
    if done.returncode:
        raise SystemExit(f"the program failed:\n{done.stderr}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


if __name__ == "__main__":
    main()

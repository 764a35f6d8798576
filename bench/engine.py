"""Hand-engine benchmark against pokerkit 0.7.7, side by side in one run, printing ratios.

1. Evaluators: 7-card high against pokerkit, treys, eval7, phevaluator, and the lows /
   Omaha / badugi against pokerkit (``bench/evaluators.py`` ``run()``).
2. Complete random hands per second (6 players, random legal actions, every variant):
   our ``HandState`` against pokerkit's ``State`` (both deal their own cards), driven by
   the same policy; the decisions per hand are printed to show the hands are alike.
3. PHH replay, whole process included: a corpus of pokerkit hands (every variant) is
   written to a temporary folder, then our replay (``tournament.hh.cli.main``, what
   ``pokerfloor replay --json DIR`` runs) and a pokerkit replay script are timed as
   subprocesses (CPU time of the child and wall time; the ratio uses CPU time, which other
   load on a shared machine disturbs less).
   Both children run from compiled bytecode (a cache of their own, filled by one untimed
   run of each), as installed programs do.
4. Peak memory: tracemalloc while playing and replaying in this process, and each replay
   child's own peak RSS (its ``VmHWM``, reported at exit).

The engine is pure Python (there is no compiled build).

Run from the repository root: ``.venv/bin/python bench/engine.py [--quick]``.
Targets (issue 9): random hands >= 10x pokerkit in every variant; replay >= 10x pokerkit
with process start-up included.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from tests.unit.engine import pokerkit_hands  # noqa: E402
from tests.unit.engine.engine_hands import play_random  # noqa: E402
from tournament import hh  # noqa: E402

CODES = sorted(pokerkit_hands.GAMES)

# Both replay children start with these lines: at exit they report their own peak RSS
# (VmHWM of the process's memory, which ``ru_maxrss`` would mix with this benchmark's own,
# inherited through fork and exec).
_PEAK = """
import atexit, sys
def _peak():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                sys.stderr.write("peak-rss-kb " + line.split()[1] + "\\n")
atexit.register(_peak)
"""

OUR_REPLAY = """
import sys
from tournament.hh.cli import main
raise SystemExit(main(sys.argv[1:]))
"""

POKERKIT_REPLAY = """
import sys, pathlib
from pokerkit import HandHistory
n = 0
for root in sys.argv[1:]:
    for path in sorted(pathlib.Path(root).rglob("*.phhs")):
        with open(path, "rb") as f:
            for hh in HandHistory.load_all(f):
                for _state, _action in hh.state_actions:
                    pass
                n += 1
print(n)
"""


def _cpu_rate(play: Callable[[random.Random], int], count: int, seed: int) -> tuple[float, float]:
    """(hands per CPU second, actions per hand) of ``play(rng)`` over ``count`` hands."""
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit deals from the global generator
    play(rng)
    actions = 0
    start = time.process_time()
    for _ in range(count):
        actions += play(rng)
    return count / max(time.process_time() - start, 1e-9), actions / count


# The same policy drives both engines: 6 players with stacks of 30-3,000, blinds 5/10 (stud:
# ante 1, bring-in 5), bets 10/20; facing a bet 18 % fold; 30 % bet or raise when a full
# bet or raise is allowed (no-limit: 40 % the minimum, 20 % all the way, else in between;
# limit: the one amount); bring-in: 30 % complete; draws: 0, 1, 2, 3 or all the cards
# (weights 2/2/2/1/1); every hand at showdown is shown.  Random choices come from
# ``rng.random()`` only, so that the driver costs both sides little and the same.
_DISCARDS = (0, 0, 1, 1, 2, 2, 3, 99)


def _pokerkit_hand(code: str) -> Callable[[random.Random], int]:
    """Play one pokerkit hand; return the number of decisions."""
    stud = code in pokerkit_hands.STUD
    limit = code in pokerkit_hands.LIMIT
    may_raise = pokerkit_hands._may_raise  # no short all-in raise, cardroom caps

    def play(rng: random.Random) -> int:
        r = rng.random
        stacks = [30 + int(r() * 2971) for _ in range(6)]
        _game, state = pokerkit_hands._create(code, 6, stacks, 1 if stud else 0)
        decisions = 0
        while state.status:
            decisions += 1
            if state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            elif state.can_stand_pat_or_discard():
                hole = state.hole_cards[state.stand_patter_or_discarder_index]  # type: ignore[index]
                state.stand_pat_or_discard(hole[: _DISCARDS[int(r() * 8)]])
            elif state.can_post_bring_in():
                if r() < 0.7 or not may_raise(state, code):
                    state.post_bring_in()
                else:
                    state.complete_bet_or_raise_to()
            else:
                roll = r()
                if state.checking_or_calling_amount and roll < 0.18:
                    state.fold()
                elif roll < 0.70 or not may_raise(state, code):
                    state.check_or_call()
                else:
                    low = state.min_completion_betting_or_raising_to_amount
                    high = state.max_completion_betting_or_raising_to_amount
                    assert low is not None
                    assert high is not None
                    state.complete_bet_or_raise_to(_pick(r, low, high, limit))
        return decisions

    return play


def _pick(r: Callable[[], float], low: int, high: int, limit: bool) -> int:
    pick = r()
    if limit or pick < 0.4 or low == high:
        return low
    if pick < 0.6:
        return high
    return low + int(r() * (high - low + 1))


def _our_hand(code: str) -> Callable[[random.Random], int]:
    """Play one hand with our engine (its own dealing from ``rng``); return the decisions."""
    from tournament.engine.hand import HandState

    stud = code in pokerkit_hands.STUD
    limit = code in pokerkit_hands.LIMIT
    options = {
        "antes": 1 if stud else 0,
        "blinds_or_straddles": () if stud else [5, 10, 0, 0, 0, 0],
        "bring_in": 5 if stud else 0,
        "small_bet": 10 if limit else 0,
        "big_bet": 20 if limit else 0,
        "min_bet": 0 if limit else 10,
    }

    def play(rng: random.Random) -> int:
        r = rng.random
        stacks = [30 + int(r() * 2971) for _ in range(6)]
        hand = HandState(code, stacks, rng=rng, **options)  # type: ignore[arg-type]
        decisions = 0
        while not hand.is_over:
            decisions += 1
            legal = hand.legal_actions()
            phase = legal.phase
            if phase == "betting":
                roll = r()
                if legal.call and roll < 0.18:
                    hand.fold()
                elif roll < 0.70 or legal.raise_to is None:
                    hand.check_or_call()
                else:
                    hand.complete_bet_or_raise_to(_pick(r, *legal.raise_to, limit))
            elif phase == "drawing":
                hole = hand.hole[legal.player]  # type: ignore[index]
                count = min(_DISCARDS[int(r() * 8)], legal.discard or 0)
                hand.stand_pat_or_discard(hole[:count])
            elif phase == "bring-in":
                if r() < 0.7 or legal.raise_to is None:
                    hand.post_bring_in()
                else:
                    hand.complete_bet_or_raise_to(legal.raise_to[0])
            else:
                hand.show_or_muck(())
        return decisions

    return play


def random_hands(count: int) -> list[dict[str, Any]]:
    """Complete random hands per CPU second, ours and pokerkit's, per variant."""
    import warnings

    from tournament.cards import evaluate

    evaluate.ensure_tables()  # loaded once per process (timed by bench/evaluators.py)

    rows = []
    for code in CODES:
        ours, our_actions = _cpu_rate(_our_hand(code), count, seed=1)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pokerkit warns when it reuses mucked cards
            theirs, their_actions = _cpu_rate(_pokerkit_hand(code), max(count // 4, 10), seed=1)
        rows.append(
            {
                "variant": code,
                "ours": ours,
                "pokerkit": theirs,
                "ratio": ours / theirs,
                "our_actions": our_actions,
                "pokerkit_actions": their_actions,
            }
        )
    return rows


def write_corpus(folder: Path, count: int, per_file: int = 100) -> int:
    """Write ``count`` pokerkit hands (every variant in turn) as .phhs files; return count."""
    per_variant = -(-count // len(CODES))
    written = 0
    for code in CODES:
        hands = list(pokerkit_hands.hands(code, per_variant, seed=4242))
        for start in range(0, len(hands), per_file):
            chunk = hands[start : start + per_file]
            name = f"{code.replace('/', '_')}_{start // per_file}.phhs"
            (folder / name).write_text(hh.dumps_all(chunk), encoding="utf-8")
            written += len(chunk)
    return written


def _child(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str, float]:
    """Run a child process; return (CPU seconds, wall seconds, stdout, its peak RSS in MB)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile("w+") as errors:
        child = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=errors, text=True, cwd=ROOT, env=env
        )
        assert child.stdout is not None
        out = child.stdout.read()
        child.stdout.close()
        _pid, status, usage = os.wait4(child.pid, 0)  # this child's own CPU time
        child.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        errors.seek(0)
        text = errors.read()
        if child.returncode not in (0, 1):
            raise RuntimeError(f"{argv[:3]} failed: {text[-2000:]}")
    peak = re.findall(r"peak-rss-kb (\d+)", text)
    return usage.ru_utime + usage.ru_stime, wall, out, int(peak[-1]) / 1024 if peak else 0.0


def replay_corpus(count: int, pokerkit_count: int) -> dict[str, Any]:
    """Whole-process replay of a generated corpus: ours vs pokerkit's."""
    with tempfile.TemporaryDirectory() as tmp:
        ours_dir, theirs_dir = Path(tmp) / "ours", Path(tmp) / "pokerkit"
        ours_dir.mkdir()
        theirs_dir.mkdir()
        hands = write_corpus(ours_dir, count)
        # (hands where pokerkit places odd chips differently are not ok: the corpus is not
        # filtered on our side, see tests/unit/engine/test_diff_pokerkit.py)
        # ``pokerkit_count`` < ``count`` shortens the run, but the rates then compare
        # unevenly: pokerkit's start-up (~0.3 s) is spread over fewer hands. main() uses
        # the same count for both.
        pk_hands = write_corpus(theirs_dir, pokerkit_count)
        # Both sides run from compiled bytecode, as installed programs do: a bytecode cache
        # of their own (even where PYTHONDONTWRITEBYTECODE is set, which would otherwise
        # make our modules compile from source in every run while pokerkit's installed
        # package has its .pyc files), filled by one untimed run of each over no hands.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        empty = Path(tmp) / "empty"
        empty.mkdir()
        ours = [sys.executable, "-c", _PEAK + OUR_REPLAY, "--json"]
        theirs = [sys.executable, "-c", _PEAK + POKERKIT_REPLAY]
        _child([*ours, str(empty)], env)
        cpu, wall, out, ours_rss = _child([*ours, str(ours_dir)], env)
        ok = out.count('"ok": true')
        _child([*theirs, str(empty)], env)
        pk_cpu, pk_wall, pk_out, pk_rss = _child([*theirs, str(theirs_dir)], env)
        assert int(pk_out.strip()) == pk_hands
    ours_rate, pk_rate = hands / cpu, pk_hands / pk_cpu
    return {
        "hands": hands,
        "ok": ok,
        "ours_cpu": cpu,
        "ours_wall": wall,
        "ours_rate": ours_rate,
        "ours_wall_rate": hands / wall,
        "pokerkit_hands": pk_hands,
        "pokerkit_cpu": pk_cpu,
        "pokerkit_wall": pk_wall,
        "pokerkit_rate": pk_rate,
        "pokerkit_wall_rate": pk_hands / pk_wall,
        "ratio": ours_rate / pk_rate,
        "wall_ratio": (hands / wall) / (pk_hands / pk_wall),
        "ours_peak_rss_mb": ours_rss,
        "pokerkit_peak_rss_mb": pk_rss,
    }


def memory(count: int) -> dict[str, float]:
    """Peak traced memory (MB) of playing and of replaying ``count`` hands in-process."""
    from tournament.cards import evaluate
    from tournament.hh import replay

    evaluate.ensure_tables()  # the tables are measured by bench/evaluators.py
    rng = random.Random(7)
    tracemalloc.start()
    exported = [hh.from_hand(play_random(CODES[i % len(CODES)], rng, 6)) for i in range(count)]
    _, play_peak = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    for hand in exported:
        replay(hand)
    _, replay_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {"play_peak_mb": play_peak / 1e6, "replay_peak_mb": replay_peak / 1e6}


def main(argv: list[str] | None = None) -> int:
    """Run every section and print the numbers with ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="shorter evaluator and hand runs")
    parser.add_argument("--skip-evaluators", action="store_true")
    args = parser.parse_args(argv)
    quick = args.quick

    if not args.skip_evaluators:
        import evaluators

        print("== evaluators (per CPU second) ==")
        print(evaluators.report(evaluators.run(0.2 if quick else 1.0)))

    print("\n== complete random hands, 6 players (per CPU second) ==")
    count = 100 if quick else 300
    for row in random_hands(count):
        line = (
            f"{row['variant']:<6} ours {row['ours']:>8,.0f}/s ({row['our_actions']:4.1f} decisions"
            f"/hand)   pokerkit {row['pokerkit']:>6,.0f}/s ({row['pokerkit_actions']:4.1f})"
            f"   us / them = {row['ratio']:6.1f}x"
        )
        print(line)
    print("(target >= 10x in every variant)")

    print("\n== PHH replay, whole process (a fresh interpreter each, CPU time) ==")
    # A corpus of several thousand hands (the size the acceptance corpus has), and a small
    # one on which each side's start-up (imports, tables) weighs much more.
    runs = [replay_corpus(count, count) for count in (3000, 600)]
    for r in runs:
        print(
            f"{r['hands']} hands: ours {r['ours_cpu']:.2f} s CPU ({r['ok']} ok), "
            f"{r['ours_rate']:,.0f} hands/s; pokerkit {r['pokerkit_cpu']:.2f} s, "
            f"{r['pokerkit_rate']:,.0f} hands/s; us / them = {r['ratio']:.1f}x by CPU time, "
            f"{r['wall_ratio']:.1f}x by wall time"
        )
    print("(target >= 10x)")
    r = runs[0]

    print("\n== memory ==")
    m = memory(100 if quick else 500)
    print(
        f"traced peak: playing {m['play_peak_mb']:.1f} MB, replaying {m['replay_peak_mb']:.1f} MB;"
        f" replay process peak RSS: ours {r['ours_peak_rss_mb']:.0f} MB,"
        f" pokerkit's {r['pokerkit_peak_rss_mb']:.0f} MB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

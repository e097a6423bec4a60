#!/usr/bin/env python3
"""Side by side: what a push costs under two memlab builds, interleaved in one run.

The machines here are noisy (another job can take a core for a minute), so two builds are
never compared across runs: each round runs build A then build B (then B then A in the next
round, so neither always goes first) on the same probe, and the verdict is the ratio of the
medians, B/A. A per-run cost is the worker's clock over the pushes after the first,
(pushes[-1].elapsedSeconds - pushes[0].elapsedSeconds) / (pushes - 1), as bench/leaks.py
times it.

    python3 bench/ab.py --a /work/base/.build/release/memlab --b .build/release/memlab
    python3 bench/ab.py --a OLD --b NEW --probe probes/clean.js --isolation none --rounds 40

Target: B within --tolerance (default 5 %) of A, i.e. B/A at most 1.05. Python 3 standard
library only; prints a table (and --json, the numbers).
"""

import json
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402


def options():
    made = benchlib.parser(__doc__)
    made.add_argument("--a", required=True, help="the reference memlab binary (e.g. the last release's)")
    made.add_argument("--b", required=True, help="the memlab binary being judged")
    made.add_argument("--probe", default="probes/clean.js")
    made.add_argument("--isolation", default="context", help="memlab --isolation (default context)")
    made.add_argument("--pushes", type=int, default=200, help="pushes per run (default 200)")
    made.add_argument("--rounds", type=int, default=30, help="rounds, each one run of A and one of B (default 30)")
    made.add_argument("--tolerance", type=float, default=0.05, help="B/A above 1 + this fails (default 0.05)")
    made.add_argument("--timeout", type=float, default=120, help="seconds per memlab run (default 120)")
    made.add_argument("--json", action="store_true", help="print the numbers as JSON instead of the table")
    return made.parse_args()


def per_push(memlab, options, out, failures):
    """Seconds per push of one run, or None (noted in FAILURES)."""
    command = [memlab, "run", options.probe, "--isolation", options.isolation, "--pushes", str(options.pushes),
               "--json", "--out", out]
    done = benchlib.run_command(command, options.timeout, failures)
    if done is None:
        return None
    try:
        pushes = benchlib.pushes(json.loads(done.stdout))
    except ValueError:
        failures.append((done.returncode, done.stderr.decode(errors="replace").strip()[-300:]))
        return None
    if len(pushes) < 2:
        failures.append((done.returncode, "fewer than 2 pushes in the record"))
        return None
    return (pushes[-1]["elapsedSeconds"] - pushes[0]["elapsedSeconds"]) / (len(pushes) - 1)


def quartiles(values):
    if len(values) < 2:
        return (values[0], values[0]) if values else (None, None)
    cuts = statistics.quantiles(values, n=4)
    return cuts[0], cuts[2]


def main():
    opts = options()
    for binary in (opts.a, opts.b):
        benchlib.require_memlab(binary, "bench/ab.py")
    watch = benchlib.Stopwatch()
    costs = {"A": [], "B": []}
    failures = {"A": [], "B": []}
    binaries = {"A": opts.a, "B": opts.b}
    with tempfile.TemporaryDirectory(prefix="memlab-ab-") as out:
        def one_round(index):
            order = ("A", "B") if index % 2 == 0 else ("B", "A")
            for name in order:
                cost = per_push(binaries[name], opts, out, failures[name])
                if cost is not None:
                    costs[name].append(cost)
        benchlib.interleave(opts.rounds, one_round)
    load_after = os.getloadavg()

    medians = {name: statistics.median(values) if values else None for name, values in costs.items()}
    ratio = medians["B"] / medians["A"] if medians["A"] and medians["B"] else None
    # The ratio of each round's pair: its spread says how far the machine moved the comparison.
    pairs = [b / a for a, b in zip(costs["A"], costs["B"]) if a > 0]
    pair_low, pair_high = quartiles(pairs) if pairs else (None, None)
    passed = ratio is not None and ratio <= 1 + opts.tolerance

    if opts.json:
        print(json.dumps({"a": opts.a, "b": opts.b, "probe": opts.probe, "isolation": opts.isolation,
                          "pushes": opts.pushes, "secondsPerPush": costs, "ratio": ratio, "pass": passed,
                          "failures": {k: [list(f) for f in v] for k, v in failures.items()}}, indent=2))
        return 0 if passed else 1

    print("memlab side-by-side benchmark: %s, --isolation %s, %d pushes a run, %d rounds (A B, then B A)"
          % (opts.probe, opts.isolation, opts.pushes, opts.rounds))
    print("date     %s (took %.0f s)" % (watch.date(), watch.elapsed()))
    print("load     %s at start, %s at end (1, 5, 15 min)"
          % (" ".join("%.2f" % v for v in watch.load_before), " ".join("%.2f" % v for v in load_after)))
    print(benchlib.machine_line())
    print(benchlib.command_line("bench/ab.py"))
    print()
    header = ("build", "binary", "runs", "ms/push median", "p25", "p75", "min", "failed")
    rows = []
    for name in ("A", "B"):
        values = costs[name]
        low, high = quartiles(values)
        rows.append((name, binaries[name], len(values),
                     "%.3f" % (medians[name] * 1000) if medians[name] else "-",
                     "%.3f" % (low * 1000) if low else "-", "%.3f" % (high * 1000) if high else "-",
                     "%.3f" % (min(values) * 1000) if values else "-", len(failures[name])))
    print(benchlib.render(header, rows, left=(0, 1)))
    print()
    if pairs:
        print("ratio B/A of the medians %.3f; of each round's pair: median %.3f, quartiles %.3f .. %.3f"
              % (ratio, statistics.median(pairs), pair_low, pair_high))
    for name in ("A", "B"):
        for code, text in failures[name][:3]:
            print("failed   %s: exit %s: %s" % (name, code, text))
    print()
    print("Targets")
    print("  %s  B's push within %d %% of A's: B/A %s"
          % ("PASS" if passed else "FAIL", round(opts.tolerance * 100), "%.3f" % ratio if ratio else "unmeasured"))
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())

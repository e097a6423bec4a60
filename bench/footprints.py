#!/usr/bin/env python3
"""Every probe's footprint under two memlab builds, side by side in one run (issue 32).

A change that makes the runtime cheaper must not move what memlab measures: for every probe in
probes/ (its own `// memlab:` options, as `memlab run` reads them), each build runs it ROUNDS
times, interleaved (A, B, A, B, ...), and per build the script takes the median over its runs of:
- the footprint after each push, the median over the pushes after the first third (warm-up);
- the run's peak footprint;
- the JS heap's size after each push, the same way (what the runtime's own objects add).
It prints each figure for A and B and the ratio B/A, and the runs' spread of A (max - min of A's
medians, as a share) beside it: a ratio inside 1 +- that spread (at least 3 %) is noise.

    python3 bench/footprints.py --memlab .build/release/memlab --a /work/wt-head/.build/release/memlab

Probes that end before their pushes are done by design (killed at the ceiling, expired) are run
all the same: their peak is what they measure. Python 3 standard library only; prints a table.
"""

import glob
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402


def options():
    made = benchlib.parser(__doc__)
    made.add_argument("--a", required=True, help="the older memlab binary (A); --memlab is B")
    made.add_argument("--rounds", type=int, default=3, help="runs of every probe per build (default 3)")
    made.add_argument("--probes", help="comma-separated probe file names (default: every probe in probes/)")
    return made.parse_args()


def figures(memlab, probe, out, failures):
    """(footprint after a push, peak footprint, JS heap after a push) of one run, or None."""
    record = benchlib.run_record([memlab, "run", probe, "--json", "--out", out], 600, failures)
    if record is None:
        return None
    pushes = [p for p in benchlib.pushes(record) if p.get("footprintBytes") is not None]
    if not pushes:
        return (None, record.get("peakFootprintBytes"), None)
    later = pushes[len(pushes) // 3:]
    heap = [p["heap"]["heapSizeBytes"] for p in later if (p.get("heap") or {}).get("heapSizeBytes") is not None]
    return (statistics.median(p["footprintBytes"] for p in later), record.get("peakFootprintBytes"),
            statistics.median(heap) if heap else None)


def mib(value):
    return "%.2f" % (value / 1048576) if value is not None else "-"


def main():
    opts = options()
    benchlib.require_memlab(opts.memlab, "bench/footprints.py")
    benchlib.require_memlab(opts.a, "bench/footprints.py")
    names = opts.probes.split(",") if opts.probes else sorted(os.path.basename(p) for p in glob.glob(os.path.join(benchlib.REPO, "probes", "*.js")))
    failures = []
    watch = benchlib.Stopwatch()
    rows = []
    worst = []
    with tempfile.TemporaryDirectory() as out:
        for name in names:
            probe = os.path.join("probes", name)
            runs = {"a": [], "b": []}
            for _ in range(opts.rounds):
                for key, binary in (("a", opts.a), ("b", opts.memlab)):
                    found = figures(binary, probe, out, failures)
                    if found is not None:
                        runs[key].append(found)
            if not runs["a"] or not runs["b"]:
                rows.append((name, "-", "-", "-", "-", "-", "-", "-"))
                continue

            def median_of(key, at):
                values = [r[at] for r in runs[key] if r[at] is not None]
                return statistics.median(values) if values else None

            after_a, after_b = median_of("a", 0), median_of("b", 0)
            peak_a, peak_b = median_of("a", 1), median_of("b", 1)
            heap_a, heap_b = median_of("a", 2), median_of("b", 2)
            spread_values = [r[0] for r in runs["a"] if r[0] is not None]
            spread = (max(spread_values) - min(spread_values)) / after_a if after_a and len(spread_values) > 1 else 0.0
            ratio = after_b / after_a if after_a and after_b else None
            if ratio is not None:
                worst.append((abs(ratio - 1) - max(spread, 0.03), name, ratio, spread))
            rows.append((name, mib(after_a), mib(after_b), "%.3f" % ratio if ratio else "-", "%.1f %%" % (spread * 100),
                         mib(peak_a), mib(peak_b), "%s / %s" % (mib(heap_a), mib(heap_b))))
    print("memlab footprints, A against B, %d rounds: every probe's own options" % opts.rounds)
    print("date     %s (took %.0f s)" % (watch.date(), watch.elapsed()))
    print(benchlib.machine_line())
    print(benchlib.render(("probe", "after A MiB", "after B MiB", "B/A", "A spread", "peak A", "peak B", "JS heap A / B MiB"), rows))
    outside = [w for w in worst if w[0] > 0]
    if outside:
        print("outside noise (|B/A - 1| above A's spread and 3 %):")
        for _, name, ratio, spread in sorted(outside, reverse=True):
            print("  %s: B/A %.3f, A's spread %.1f %%" % (name, ratio, spread * 100))
    else:
        print("every probe's footprint after a push within noise (|B/A - 1| at most A's spread or 3 %)")
    for code, text in failures[:5]:
        print("failure (exit %s): %s" % (code, text))
    return 0


if __name__ == "__main__":
    sys.exit(main())

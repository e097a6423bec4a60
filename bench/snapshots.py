#!/usr/bin/env python3
"""memlab heap snapshot benchmark (`memlab run --explain`): what one JavaScriptCore heap snapshot
costs the worker against the size of the heap.

For each heap size (about 1,000 nodes: the runtime's own heap, clean.js; about 10,000 and about
100,000: a probe that keeps that many small objects in a global, --isolation none), runs the
release memlab with --explain and reads the record's `explain.snapshots`: the nodes, the JSON's
size, the time the worker took to build and send it (its own clock), how far the footprint rose
above the footprint just before while it was built and sent (memlab's 1 ms monitor; and the
cgroup's exact high-water mark where the cgroup backend runs), and what it left in the worker
after it was freed and free pages released (footprint after less before). Each figure is the
median over the rounds and over the run's warm-up and end snapshots. Beside it, a push of the
same run (median pushSeconds), so the cost reads as pushes.

Python 3 standard library only; run from the repository root after `swift build -c release`:
    python3 bench/snapshots.py [--memlab PATH] [--rounds N]
"""

import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

SIZES = [("~1k", 0), ("~10k", 8_500), ("~100k", 98_500)]


def median(values):
    ordered = sorted(values)
    if not ordered:
        return None
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def probe_for(objects, directory):
    if objects == 0:
        return os.path.join(benchlib.REPO, "probes/clean.js"), []
    path = os.path.join(directory, "heap-%d.js" % objects)
    with open(path, "w") as f:
        f.write(
            "// bench/snapshots.py: a heap of %d small objects, made once and kept.\n"
            "globalThis.kept = globalThis.kept || Array.from({ length: %d }, (_, i) => ({ i }));\n"
            "self.addEventListener('push', (event) => event.waitUntil(self.registration.showNotification('kept ' + kept.length)));\n"
            % (objects, objects))
    return path, ["--isolation", "none"]


def one_run(memlab, probe, extra, out):
    command = [memlab, "run", probe, "--explain", "--pushes", "8", "--warmup", "3", "--limit", "512M", "--json", "--out", out] + extra
    failures = []
    result = benchlib.run_command(command, 600, failures)
    if failures or result is None:
        sys.exit("bench/snapshots.py: %s failed: %s" % (" ".join(command), failures))
    record = json.loads(result.stdout)
    pushes = [p["pushSeconds"] for p in benchlib.pushes(record) if p.get("pushSeconds") is not None]
    rows = []
    for snapshot in record["explain"]["snapshots"]:
        if snapshot.get("error"):
            sys.exit("bench/snapshots.py: a snapshot failed: %s" % snapshot["error"])
        before = snapshot["footprintBeforeBytes"]
        rows.append({
            "nodes": snapshot["nodes"],
            "bytes": snapshot["bytes"],
            "seconds": snapshot["seconds"],
            "peak": (snapshot.get("peakFootprintBytes") or before) - before,
            "charge": (snapshot["peakChargeBytes"] - before) if snapshot.get("peakChargeBytes") else None,
            "residue": snapshot["footprintAfterBytes"] - before,
        })
    return rows, median(pushes), record["ceiling"]["backend"]


def main():
    parser = benchlib.parser(__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    memlab = options.memlab
    benchlib.require_memlab(memlab, "bench/snapshots.py")
    print(benchlib.machine_line())
    print(benchlib.command_line("bench/snapshots.py"))
    table = []
    backend = None
    with tempfile.TemporaryDirectory(prefix="memlab-bench-snapshots-") as directory:
        for label, objects in SIZES:
            probe, extra = probe_for(objects, directory)
            rows, pushes = [], []
            for _ in range(options.rounds):
                snapshot_rows, push, backend = one_run(memlab, probe, extra, os.path.join(directory, "results"))
                rows += snapshot_rows
                if push is not None:
                    pushes.append(push)
            nodes = median([r["nodes"] for r in rows])
            seconds = median([r["seconds"] for r in rows])
            push = median(pushes)
            charges = [r["charge"] for r in rows if r["charge"] is not None]
            table.append([
                label, "%d" % nodes, "%.0f KiB" % (median([r["bytes"] for r in rows]) / 1024),
                "%.1f ms" % (seconds * 1000), "%.2f ms" % (push * 1000) if push else "-",
                "%.0fx" % (seconds / push) if push else "-",
                "%.1f MiB" % (median([r["peak"] for r in rows]) / 1048576),
                "%.1f MiB" % (median(charges) / 1048576) if charges else "-",
                "%+.0f KiB" % (median([r["residue"] for r in rows]) / 1024),
                "%.0f B" % (median([r["peak"] / r["nodes"] for r in rows])),
            ])
    print("backend: %s; medians over %d rounds x 2 snapshots (warm-up, end)" % (backend, options.rounds))
    print(benchlib.render(
        ["heap", "nodes", "JSON", "snapshot", "one push", "in pushes", "high above footprint", "cgroup high", "left after", "high per node"],
        table))


if __name__ == "__main__":
    main()

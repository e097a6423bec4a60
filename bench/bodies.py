#!/usr/bin/env python3
"""What a Cache API body costs the worker: a precache of 3 x 1 MiB, side by side with --a.

A Workbox-style worker precaches 3 files of 1 MiB (random bytes, served from its fixtures) with
cache.addAll in its install event; every push then reads one of them back (match, arrayBuffer)
and shows a notification. `memlab run --pushes 10 --limit 64M --json` of it, --rounds times for
each build, interleaved. Per build, the medians over the runs of:
- the run's peak footprint, and the footprint install left (the lifecycle's figure);
- the footprint after each push (its last push);
- a push's cost: the worker's clock between samples, median over the pushes after the second.
The same probe without the addAll (an empty cache) gives the worker's own figures, against
which the bodies' cost is read.

    python3 bench/bodies.py --memlab .build/release/memlab --a /work/wt-head/.build/release/memlab

Targets (issue 32's robustness: a real Workbox v4 site worker was killed at 24 MiB precaching
2.8 MiB): the peak is at most the empty run's peak + 2x the 3 MiB precached (each body held
once while it is fetched and once as SQLite writes it); the footprint after the last push at most
the empty run's + 1 MiB (nothing of a body kept once its push is over: the store is on disk); a
push that reads a 1 MiB body back in under 20 ms. Python 3 standard library only; prints a table.
"""

import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

MIB = 1 << 20
PROBE = """
self.addEventListener('install', (event) => {
  if (%s) event.waitUntil(caches.open('pre').then((cache) => cache.addAll(['/big0.bin', '/big1.bin', '/big2.bin'])));
});
self.addEventListener('push', (event) => {
  event.waitUntil(caches.match('/big1.bin').then((r) => (r ? r.arrayBuffer() : new ArrayBuffer(0)))
    .then((b) => self.registration.showNotification('read ' + b.byteLength)));
});
"""


def options():
    made = benchlib.parser(__doc__)
    made.add_argument("--a", help="an older memlab binary to compare with")
    made.add_argument("--rounds", type=int, default=3, help="runs of each probe per build (default 3)")
    return made.parse_args()


def figures(memlab, probe, out, failures):
    record = benchlib.run_record([memlab, "run", probe, "--pushes", "10", "--limit", "64M", "--json", "--out", out], 300, failures)
    if record is None:
        return None
    pushes = benchlib.pushes(record)
    if len(pushes) < 10 or any(p.get("outcome") != "modified" for p in pushes):
        failures.append(("-", "not every push modified: " + (record.get("end") or {}).get("message", "")))
        return None
    elapsed = [p["elapsedSeconds"] for p in pushes]
    install = ((record.get("lifecycle") or {}).get("events") or [{}])[0]
    return {"peak": record["peakFootprintBytes"], "install": install.get("footprintBytes"),
            "after": pushes[-1]["footprintBytes"],
            "push": statistics.median(elapsed[i] - elapsed[i - 1] for i in range(2, len(elapsed)))}


def main():
    opts = options()
    benchlib.require_memlab(opts.memlab, "bench/bodies.py")
    if opts.a:
        benchlib.require_memlab(opts.a, "bench/bodies.py")
    failures = []
    watch = benchlib.Stopwatch()
    builds = [("B", opts.memlab)] + ([("A", opts.a)] if opts.a else [])
    runs = {(build, kind): [] for build, _ in builds for kind in ("bodies", "empty")}
    with tempfile.TemporaryDirectory() as directory:
        os.makedirs(os.path.join(directory, "fixtures"))
        for number in range(3):
            with open(os.path.join(directory, "fixtures", "big%d.bin" % number), "wb") as made:
                made.write(os.urandom(MIB))
        probes = {}
        for kind, precache in (("bodies", "true"), ("empty", "false")):
            probes[kind] = os.path.join(directory, kind + ".js")
            with open(probes[kind], "w") as made:
                made.write(PROBE % precache)
        out = os.path.join(directory, "out")
        for _ in range(opts.rounds):
            for build, binary in builds:
                for kind in ("bodies", "empty"):
                    found = figures(binary, probes[kind], out, failures)
                    if found is not None:
                        runs[(build, kind)].append(found)

    def median(build, kind, name):
        values = [r[name] for r in runs[(build, kind)] if r.get(name) is not None]
        return statistics.median(values) if values else None

    def mib(value):
        return "%.2f MiB" % (value / MIB) if value is not None else "-"

    print("memlab bodies benchmark: a precache of 3 x 1 MiB (cache.addAll in install), 10 pushes each reading 1 MiB back, %d rounds" % opts.rounds)
    print("date     %s (took %.0f s)" % (watch.date(), watch.elapsed()))
    print(benchlib.machine_line())
    rows = []
    for build, binary in builds:
        for kind in ("bodies", "empty"):
            push = median(build, kind, "push")
            rows.append(("%s %s" % (build, kind), mib(median(build, kind, "peak")), mib(median(build, kind, "install")),
                         mib(median(build, kind, "after")), "%.1f ms" % (push * 1000) if push is not None else "-"))
    print(benchlib.render(("build, probe", "peak", "after install", "after last push", "push"), rows))
    verdicts = []
    peak, empty_peak = median("B", "bodies", "peak"), median("B", "empty", "peak")
    after, empty_after = median("B", "bodies", "after"), median("B", "empty", "after")
    push = median("B", "bodies", "push")
    if peak is not None and empty_peak is not None:
        verdicts.append(("peak - empty's peak", mib(peak - empty_peak), "PASS" if peak - empty_peak <= 6 * MIB else "FAIL", "<= 6 MiB"))
    if after is not None and empty_after is not None:
        verdicts.append(("after - empty's after", mib(after - empty_after), "PASS" if after - empty_after <= MIB else "FAIL", "<= 1 MiB"))
    if push is not None:
        verdicts.append(("a push reading 1 MiB", "%.1f ms" % (push * 1000), "PASS" if push < 0.020 else "FAIL", "< 20 ms"))
    print(benchlib.render(("target", "measured", "verdict", "wanted"), verdicts))
    for code, text in failures[:5]:
        print("failure (exit %s): %s" % (code, text))
    return 0 if not failures and all(v[2] == "PASS" for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())

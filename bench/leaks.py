#!/usr/bin/env python3
"""How sensitive memlab's leak detector is, what a push costs per isolation mode, and how
`memlab limit` behaves.

What it measures, in one run (every kind of run is spread evenly over the same rounds, so
that machine noise hits all rows alike and their ratios are meaningful):

1. Leak sensitivity. `memlab run probes/leak-rate.js --pushes 200 --isolation none
   --payload '{"leakBytes":N}' --json` N runs (default 20) for each injected leak of 256,
   512, 1024, 2048 and 4096 bytes per push. leak-rate.js keeps one Uint8Array of N bytes
   per push in a global. Per size it prints how many runs got the verdict `leaking` (the
   detection rate), the median of verdict.slopeBytesPerPush beside the designed rate, and
   the median of Sen's 95 % interval (slopeLow/HighBytesPerPush).
   False positives, over the same number of runs:
     - probes/clean.js --pushes 200 (default isolation: a fresh context per push);
     - probes/leak-rate.js --pushes 200 --isolation none --payload '{"leakBytes":0}'.
   A false positive is any verdict that claims growth (`leaking` or `saturating`);
   contextsRetained is shown beside it.
   Known leaks, N runs each for 256 B, 1, 4, 16 and 64 KiB per push: leak-rate.js with
   {"leakBytes": N, "chunkBytes": 4096}, which keeps the same bytes in 4 KiB arrays (one each
   time the pushes have owed 4 KiB), so that the object's own cost (50-100 B, which one small
   array a push adds on top of its bytes) is spread thin and what a push keeps is its designed
   size. Each run has enough pushes for 256 KiB of growth (200 to 1,000) under --limit 64M. It
   prints the median slope and JavaScriptCore's heap-size slope (verdict.sources) beside N.
2. Per-push cost of each isolation mode: `memlab run probes/clean.js --pushes 200
   --isolation MODE --json` (default 5 runs per mode). For the in-process modes
   (context, group, none) the cost is the worker's own clock:
   (pushes[-1].elapsedSeconds - pushes[0].elapsedSeconds) / (pushes - 1), which covers
   creating the context, the push, its teardown, the synchronous full GC and the sample.
   For `process` (a new worker per push) it is this script's wall time of the whole
   memlab invocation / pushes. Beside them: one `jsc` shell process per push
   (JSC_useJIT=false) running a script equivalent to one push of clean.js (parse a
   payload, build 200 strings, JSON.stringify a notification, gc()), timed from spawn
   to exit (default 50 spawns). It prints ms per push and the ratio jsc / mode.
   The `context` row also counts the clean.js false-positive runs of part 1, which are the
   same invocation (context is the default isolation): 25 runs by default, so that its
   median, which the 10x target reads, does not swing with a few noisy runs.
3. Growth-limit search: `memlab limit probes/alloc.js --limit 24M --json` (default 5
   runs): growthLimit.workersUsed and wall time (median), and
   growthLimit.largestCompletingBytes (median, min, max, spread).
4. The machine: kernel, CPU model, cores, memory, load average at start and end, the date.

Targets (PASS/FAIL printed next to each; exit status 1 if any fails):
  - a leak of 1 KiB per push is detected (`leaking`) in every run (20/20);
  - no false positives: no clean.js run and no leakBytes 0 run says `leaking` or `saturating`;
  - `context` isolation at least 10x cheaper per push than a jsc process (medians);
  - every known leak, 256 B to 64 KiB per push, measured within 15 % (median slope).

Statistics: medians throughout; "spread" is max - min; sizes are binary (KiB, MiB).

Run it (from the repository root, after a release build):

    swift build -c release
    bench/leaks.py                         # 20 runs per leak size, memlab from .build/release
    bench/leaks.py --runs 5 --memlab /tmp/build/release/memlab

Options: --runs N (leak and false-positive runs per row, default 20), --cost-runs N
(runs per isolation mode, default 5), --jsc-spawns N (default 50), --limit-runs N
(default 5), --pushes N (default 200), --jsc PATH (default /usr/bin/jsc), --keep DIR
(keep the records), --timeout SECONDS per memlab invocation (default 180). Records go to
a temporary directory that is removed afterwards (or to --keep DIR), never to results/.
Python 3 standard library only.
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no bench/__pycache__ left in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402  (lives beside this script)
from benchlib import KIB, MIB  # noqa: E402

SCRIPT = "bench/leaks.py"
LEAK_SIZES = (256, 512, 1024, 2048, 4096)
# Known-bytes rows: leak-rate.js's chunked mode (one array of KNOWN_CHUNK bytes each time the pushes
# have owed that much), whose kept bytes carry no per-object cost to speak of.
KNOWN_SIZES = (256, 1024, 4096, 16384, 65536)
KNOWN_CHUNK = 4096


def known_pushes(size, default):
    """Pushes for a known-bytes row: at least 256 KiB of growth in all (the footprint moves in whole
    pages, and the allocator commits more than one at a time), 200 at least, 1000 at most."""
    return max(default, min(1000, (256 * KIB) // size))
MODES = ("context", "group", "none", "process")
PUSH_SCRIPT = """\
const payload = '{"title":"Hello","body":"You have mail"}';
const message = JSON.parse(payload);
const lines = [];
for (let i = 0; i < 200; i++) lines.push(`${message.body} #${i}`);
const shown = JSON.stringify({ title: message.title, body: lines[lines.length - 1], tag: 'mail' });
if (shown.length < 10) throw new Error('no notification');
gc();
"""


# ---------------------------------------------------------------- helpers

def share(index, total, rounds):
    """How many of TOTAL runs fall in round INDEX when they are spread evenly over ROUNDS."""
    return total * (index + 1) // rounds - total * index // rounds


def bytes_text(value):
    if value is None:
        return "-"
    if abs(value) >= MIB:
        return "%.2f MiB" % (value / MIB)
    return "%.0f B" % value if abs(value) < KIB else "%.2f KiB" % (value / KIB)


def median_or_none(values):
    return statistics.median(values) if values else None


# ---------------------------------------------------------------- runs

class Row:
    """One kind of memlab invocation and everything it produced."""

    def __init__(self, name, arguments, total):
        self.name = name
        self.arguments = arguments
        self.total = total
        self.records = []
        self.walls = []       # seconds, this script's clock around each invocation that gave a record
        self.failures = []    # (exit code, stderr tail) of invocations that printed no record


def run_memlab(memlab, row, out_dir, timeout):
    command = [memlab] + row.arguments + ["--json", "--out", out_dir]
    started = time.monotonic()
    done = benchlib.run_command(command, timeout, row.failures)
    if done is None:
        return
    wall = time.monotonic() - started
    try:
        record = json.loads(done.stdout)
    except ValueError:
        row.failures.append((done.returncode, done.stderr.decode(errors="replace").strip()[-300:]))
        return
    row.records.append(record)
    row.walls.append(wall)


def jsc_spawn(jsc, script):
    """Seconds from spawning a jsc shell on SCRIPT to its exit; raises if it fails."""
    started = time.perf_counter()
    done = subprocess.run([jsc, script], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=benchlib.JSC_ENV)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError("jsc exited %d: %s" % (done.returncode, done.stderr.decode(errors="replace")[-200:]))
    return elapsed


# ---------------------------------------------------------------- report

def verdicts(records):
    counts = {}
    for record in records:
        kind = (record.get("verdict") or {}).get("kind", "none")
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join("%s %d" % (kind, n) for kind, n in sorted(counts.items(), key=lambda kv: -kv[1])) or "-"


def unmodified(records):
    return sum(1 for r in records for p in benchlib.pushes(r) if p.get("outcome") != "modified")


def failure_note(row):
    if not row.failures:
        return ""
    code, text = row.failures[0]
    return "; %d without a record (first: exit %s, %s)" % (len(row.failures), code, text.replace("\n", " ")[:80])


def count_kinds(records, kinds):
    """How many RECORDS have a verdict whose kind is one of KINDS."""
    return sum(1 for r in records if (r.get("verdict") or {}).get("kind") in kinds)


def slope_summary(row):
    """What the sensitivity table shows of ROW: runs, `leaking/runs`, the median slope, the median
    95 % interval, the contexts retained and the verdicts."""
    records = row.records

    def verdict_values(name):
        return [r["verdict"][name] for r in records if r.get("verdict") and r["verdict"].get(name) is not None]

    runs = len(records) + len(row.failures)
    retained = [r["verdict"].get("contextsRetained", 0) or 0 for r in records if r.get("verdict")]
    return (runs, "%d/%d" % (count_kinds(records, ("leaking",)), runs),
            median_or_none(verdict_values("slopeBytesPerPush")),
            "%s .. %s" % (bytes_text(median_or_none(verdict_values("slopeLowBytesPerPush"))),
                          bytes_text(median_or_none(verdict_values("slopeHighBytesPerPush")))),
            "max %d" % max(retained) if retained else "-",
            verdicts(records) + failure_note(row))


def known_table(known_rows):
    header = ("probe", "designed", "pushes", "runs", "median slope", "slope/designed", "median JS heap",
              "heap/designed", "median 95% CI", "verdicts")
    rows = []
    for size, pushes, row in known_rows:
        records = row.records

        def values(name, part=None):
            found = []
            for r in records:
                verdict = r.get("verdict") or {}
                value = (verdict.get(part) or {}).get(name) if part else verdict.get(name)
                if value is not None:
                    found.append(value)
            return found

        slope = median_or_none(values("slopeBytesPerPush"))
        heap = median_or_none(values("jsHeapBytesPerPush", "sources"))
        rows.append(("leak-rate.js, none, %d B arrays" % KNOWN_CHUNK if size < KNOWN_CHUNK else "leak-rate.js, none",
                     "%d B" % size, pushes, len(records) + len(row.failures), bytes_text(slope),
                     "%.2f" % (slope / size) if slope is not None else "-", bytes_text(heap),
                     "%.2f" % (heap / size) if heap is not None else "-",
                     "%s .. %s" % (bytes_text(median_or_none(values("slopeLowBytesPerPush"))),
                                   bytes_text(median_or_none(values("slopeHighBytesPerPush")))),
                     verdicts(records) + failure_note(row)))
    return benchlib.render(header, rows, left=(0, 9))


def sensitivity_table(leak_rows, false_rows):
    header = ("probe", "designed", "runs", "leaking", "median slope", "slope/designed",
              "median 95% CI", "ctx retained", "verdicts")
    rows = []
    for size, row in leak_rows:
        runs, leaking, middle, interval, retained, kinds = slope_summary(row)
        rows.append(("leak-rate.js, none", "%d B" % size, runs, leaking, bytes_text(middle),
                     "%.2f" % (middle / size) if middle is not None else "-", interval, retained, kinds))
    for name, row in false_rows:
        runs, leaking, middle, interval, retained, kinds = slope_summary(row)
        rows.append((name, "0 B", runs, leaking, bytes_text(middle), "-", interval, retained, kinds))
    return benchlib.render(header, rows, left=(0, 8))


def per_push_costs(records, walls, mode):
    """Seconds per push of each run (its record and this script's wall time around it)."""
    costs = []
    for record, wall in zip(records, walls):
        samples = benchlib.pushes(record)
        if mode == "process":
            if samples:
                costs.append(wall / len(samples))
        elif len(samples) >= 2:
            costs.append((samples[-1]["elapsedSeconds"] - samples[0]["elapsedSeconds"]) / (len(samples) - 1))
    return costs


def cost_table(cost_rows, jsc_times, pushes, same_as=None):
    """SAME_AS maps a mode to another row whose runs are the same invocation (counted too)."""
    same_as = same_as or {}
    header = ("per push", "runs", "ms/push median", "min", "max", "handler ms (median)",
              "jsc/mode", "how it is timed", "verdicts")
    rows = []
    jsc_ms = statistics.median(jsc_times) * 1000 if jsc_times else None
    medians = {}
    for mode, row in cost_rows:
        same = [row] + ([same_as[mode]] if mode in same_as else [])
        records = [r for each in same for r in each.records]
        walls = [w for each in same for w in each.walls]
        costs = [c * 1000 for c in per_push_costs(records, walls, mode)]
        handler = [p["pushSeconds"] * 1000 for r in records for p in benchlib.pushes(r)
                   if p.get("pushSeconds") is not None]
        middle = median_or_none(costs)
        medians[mode] = middle
        bad = unmodified(records)
        rows.append(("memlab --isolation %s" % mode, sum(len(each.records) + len(each.failures) for each in same),
                     "%.3f" % middle if middle is not None else "-",
                     "%.3f" % min(costs) if costs else "-", "%.3f" % max(costs) if costs else "-",
                     "%.3f" % statistics.median(handler) if handler else "-",
                     "%.1fx" % (jsc_ms / middle) if middle and jsc_ms else "-",
                     "wall / pushes" if mode == "process" else "worker clock, last - first push",
                     verdicts(records) + ("; %d pushes not modified" % bad if bad else "")
                     + "".join(failure_note(each) for each in same)))
    if jsc_times:
        ms = [t * 1000 for t in jsc_times]
        rows.append(("jsc shell process per push", len(ms), "%.3f" % jsc_ms, "%.3f" % min(ms),
                     "%.3f" % max(ms), "-", "1.0x", "spawn to exit, JSC_useJIT=false", ""))
    return benchlib.render(header, rows, left=(0, 7, 8)), medians, jsc_ms


def limit_table(row):
    records = [r for r in row.records if r.get("growthLimit")]
    found = [r["growthLimit"]["largestCompletingBytes"] for r in records
             if r["growthLimit"].get("largestCompletingBytes") is not None]
    workers = [r["growthLimit"]["workersUsed"] for r in records if r["growthLimit"].get("workersUsed") is not None]
    walls = [w for r, w in zip(row.records, row.walls) if r.get("growthLimit")]
    resolution = {r["growthLimit"].get("resolutionBytes") for r in records}
    header = ("memlab limit probes/alloc.js --limit 24M", "runs", "median", "min", "max", "spread")
    rows = []
    if found:
        rows.append(("largestCompletingBytes", len(found), "%d (%s)" % (statistics.median(found),
                     bytes_text(statistics.median(found))), bytes_text(min(found)), bytes_text(max(found)),
                     bytes_text(max(found) - min(found))))
    if workers:
        rows.append(("workersUsed", len(workers), "%g" % statistics.median(workers), str(min(workers)),
                     str(max(workers)), str(max(workers) - min(workers))))
    if walls:
        rows.append(("wall time (s)", len(walls), "%.2f" % statistics.median(walls), "%.2f" % min(walls),
                     "%.2f" % max(walls), "%.2f" % (max(walls) - min(walls))))
    text = benchlib.render(header, rows)
    notes = []
    if resolution - {None}:
        notes.append("search resolution %s" % ", ".join(bytes_text(r) for r in sorted(resolution - {None})))
    if row.failures or len(records) != len(row.records):
        notes.append("%d runs without a growthLimit%s" % (len(row.failures) + len(row.records) - len(records),
                                                          failure_note(row)))
    return text, notes


def targets(leak_rows, false_rows, medians, jsc_ms, known_rows=()):
    checks = benchlib.Verdicts()
    verdict = checks.check
    for size, _, row in known_rows:
        slopes = [r["verdict"]["slopeBytesPerPush"] for r in row.records if (r.get("verdict") or {}).get("slopeBytesPerPush") is not None]
        slope = median_or_none(slopes)
        verdict(slope is not None and abs(slope - size) <= 0.15 * size and not row.failures,
                "known %s/push leak measured within 15 %%: median slope %s (%s)"
                % (bytes_text(size), bytes_text(slope), "%.2fx" % (slope / size) if slope is not None else "-"))
    for size, row in leak_rows:
        if size == 1024:
            total = len(row.records) + len(row.failures)
            leaking = count_kinds(row.records, ("leaking",))
            verdict(total > 0 and leaking == total,
                    "1 KiB/push leak detected in every run: %d/%d leaking" % (leaking, total))
    for name, row in false_rows:
        total = len(row.records) + len(row.failures)
        alarms = count_kinds(row.records, ("leaking", "saturating"))
        verdict(total > 0 and alarms == 0 and not row.failures,
                "no false positives, %s: %d/%d runs leaking or saturating%s"
                % (name, alarms, total, " (%d without a record)" % len(row.failures) if row.failures else ""))
    context = medians.get("context")
    if context and jsc_ms:
        verdict(jsc_ms / context >= 10,
                "context isolation >= 10x cheaper per push than a jsc process: %.3f ms vs %.3f ms (%.1fx)"
                % (context, jsc_ms, jsc_ms / context))
    else:
        verdict(None, "context vs jsc: missing samples")
    return checks


# ---------------------------------------------------------------- main

def main():
    parser = benchlib.parser(__doc__)
    parser.add_argument("--runs", type=int, default=20, help="runs per leak size and false-positive row (default 20)")
    parser.add_argument("--cost-runs", type=int, default=5, help="runs per isolation mode (default 5)")
    parser.add_argument("--jsc-spawns", type=int, default=50, help="jsc processes timed (default 50)")
    parser.add_argument("--limit-runs", type=int, default=5, help="memlab limit runs (default 5)")
    parser.add_argument("--pushes", type=int, default=200, help="pushes per run (default 200)")
    parser.add_argument("--keep", metavar="DIR", help="keep the run records in DIR")
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds per memlab invocation (default 180)")
    options = parser.parse_args()

    benchlib.require_memlab(options.memlab, SCRIPT)
    benchlib.prepare_keep(options)
    pushes = str(options.pushes)
    leak_rows = [(size, Row("leak %d" % size, ["run", "probes/leak-rate.js", "--pushes", pushes, "--isolation",
                                                "none", "--payload", '{"leakBytes":%d}' % size], options.runs))
                 for size in LEAK_SIZES]
    false_rows = [("clean.js, context", Row("clean", ["run", "probes/clean.js", "--pushes", pushes], options.runs)),
                  ("leak-rate.js, none", Row("leak 0", ["run", "probes/leak-rate.js", "--pushes", pushes,
                                                        "--isolation", "none", "--payload", '{"leakBytes":0}'],
                                             options.runs))]
    known_rows = [(size, known_pushes(size, options.pushes),
                   Row("known %d" % size, ["run", "probes/leak-rate.js", "--pushes", str(known_pushes(size, options.pushes)),
                                           "--isolation", "none", "--limit", "64M", "--payload",
                                           '{"leakBytes":%d,"chunkBytes":%d}' % (size, KNOWN_CHUNK)], options.runs))
                  for size in KNOWN_SIZES]
    cost_rows = [(mode, Row("cost %s" % mode, ["run", "probes/clean.js", "--pushes", pushes, "--isolation", mode],
                            options.cost_runs)) for mode in MODES]
    limit_row = Row("limit", ["limit", "probes/alloc.js", "--limit", "24M"], options.limit_runs)
    rows = [row for _, row in leak_rows + false_rows + cost_rows] + [row for _, _, row in known_rows] + [limit_row]

    watch = benchlib.Stopwatch()
    jsc_times = []
    rounds = max([row.total for row in rows] + [options.jsc_spawns, 1])
    with tempfile.TemporaryDirectory(prefix="memlab-leaks-") as scratch:
        script = os.path.join(scratch, "push.js")
        with open(script, "w") as handle:
            handle.write(PUSH_SCRIPT)
        jsc = benchlib.JscShell(options.jsc, "spawn")

        def one_round(index):
            for row in rows:
                for _ in range(share(index, row.total, rounds)):
                    run_memlab(options.memlab, row, options.keep or scratch, options.timeout)
            for _ in range(share(index, options.jsc_spawns, rounds)):
                jsc.take(jsc_times, jsc_spawn, script)

        benchlib.interleave(rounds, one_round)
    elapsed = watch.elapsed()
    load_after = os.getloadavg()

    records = [r for row in rows for r in row.records]
    print("memlab leak benchmark: %d pushes per run, %d runs per leak row, %d per isolation mode, "
          "%d jsc spawns, %d limit searches, interleaved"
          % (options.pushes, options.runs, options.cost_runs, options.jsc_spawns, options.limit_runs))
    print("date     %s (took %.0f s)" % (watch.date(), elapsed))
    print("load     %.2f %.2f %.2f at start, %.2f %.2f %.2f at end (1, 5, 15 min)"
          % (watch.load_before + load_after))
    print(benchlib.machine_line())
    print("runtime  WebKitGTK %s (runtime.jscVersion), memlab %s at %s, JIT off"
          % (benchlib.joined({(r.get("runtime") or {}).get("jscVersion") or "?" for r in records}),
             benchlib.joined({r.get("memlabVersion", "?") for r in records}),
             benchlib.joined({(r.get("gitCommit") or "?")[:7] for r in records})))
    print(benchlib.command_line(SCRIPT))
    print()
    print("Leak sensitivity (verdict.slopeBytesPerPush, Theil-Sen over the pushes after warm-up; "
          "CI = Sen's 95 % interval)")
    print(sensitivity_table(leak_rows, false_rows))
    print()
    print("Known leaks: the same bytes kept in %d B arrays (leak-rate.js's chunkBytes), so that what a push keeps "
          "is its designed size (the footprint's slope, and JavaScriptCore's heap-size counter's)" % KNOWN_CHUNK)
    print(known_table(known_rows))
    print()
    print("Per-push cost of probes/clean.js, %d pushes per run (context creation, push, teardown, full GC, sample)"
          % options.pushes)
    # The clean.js false-positive runs are the same invocation as the context cost runs.
    text, medians, jsc_ms = cost_table(cost_rows, jsc_times, options.pushes, same_as={"context": false_rows[0][1]})
    print(text)
    if jsc.note:
        print("note: " + jsc.note)
    print()
    print("Growth-limit search")
    text, notes = limit_table(limit_row)
    print(text)
    for note in notes:
        print("note: " + note)
    print()
    return benchlib.print_targets(targets(leak_rows, false_rows, medians, jsc_ms, known_rows))


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""How tight memlab's memory ceiling is, per backend, and how big its worker is.

What it measures, in one run (runs are interleaved round-robin so that the
backends see the same machine noise and their ratios are meaningful):

1. `memlab run probes/grow.js --limit 24M --enforce BACKEND --json` N times
   (default 30) for each backend (cgroup, watchdog, rlimit). grow.js holds ever
   more 256 KiB Uint8Arrays until the ceiling kills it. Per backend it prints how
   many runs ended `killed-at-ceiling`, how far past (or short of) the limit the
   worker got (median, p95, max) and the median last checkpoint (bytes grow.js
   held when it was killed):
     cgroup    peak footprint - limit, and the cgroup's peak charge - limit
               (the charge must never exceed the limit);
     watchdog  ceiling.overshootBytes (what the watchdog saw when it fired) and
               peak footprint - limit;
     rlimit    the peak footprint reached and how far below the limit it stopped
               (RLIMIT_AS caps address-space growth, which is not footprint: most runs
               stop far below the limit, some a little above it).
   A backend memlab reports unavailable (exit code 69) is skipped with a note.
2. The worker's baseline footprint (`baseline.footprintBytes` of every record:
   RssAnon + VmSwap read by the worker from /proc/self/status once JSC is up)
   beside the `jsc` shell's, measured the same way from outside: `jsc` runs with
   JSC_useJIT=false a script that prints one line and then blocks in readline()
   on a pipe; once the line arrives RssAnon + VmSwap are read from
   /proc/PID/status and the shell is SIGKILLed by its pid. The same is done for a
   jsc script that calls gc() first: the worker's reading follows a synchronous
   full GC, so that is the like-for-like comparison the target uses; the plain
   reading is printed for information.
3. The machine: kernel, CPU model, cores, memory, WebKitGTK version, the date.

Targets (PASS/FAIL printed next to each; exit status 1 if any fails):
  - cgroup: the peak charge never above the limit, and every kill within 2 % of it;
  - watchdog: p95 overshoot (ceiling.overshootBytes) under 256 KiB, per interval;
  - the worker's median baseline footprint no more than the jsc shell's (both after a full GC).

Statistics: median is the usual median; p95 is nearest-rank (the
ceil(0.95 * n)-th smallest value, the 29th of 30); sizes are binary (KiB, MiB).

Run it (from the repository root, after a release build):

    swift build -c release
    bench/ceiling.py                      # 30 runs per backend, memlab from .build/release
    bench/ceiling.py --runs 10 --memlab /tmp/build/release/memlab
    bench/ceiling.py --watchdog-interval 100,25,0   # one watchdog row per interval (µs)

Options: --runs N, --limit SIZE (passed to memlab, default 24M), --backends
cgroup,watchdog,rlimit, --watchdog-interval LIST (µs; "default" = memlab's own
default), --jsc PATH (default /usr/bin/jsc), --jsc-samples N (default
max(10, runs)), --keep DIR (keep the records), --timeout SECONDS per run
(default 60). The cgroup backend needs
root and a writable memory cgroup. Records go to a temporary directory that is
removed afterwards (or to --keep DIR), never to results/. Python 3 standard library only.
"""

import json
import math
import os
import signal
import statistics
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no bench/__pycache__ left in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402  (lives beside this script)
from benchlib import KIB, MIB  # noqa: E402

SCRIPT = "bench/ceiling.py"
EX_UNAVAILABLE = 69


# ---------------------------------------------------------------- helpers

def parse_size(text):
    """`24M` -> 25165824, the way memlab reads --limit (binary units)."""
    units = {"": 1, "B": 1, "K": KIB, "KB": KIB, "KIB": KIB, "M": MIB, "MB": MIB, "MIB": MIB,
             "G": 1024 * MIB, "GB": 1024 * MIB, "GIB": 1024 * MIB}
    body = text.strip().upper()
    digits = body.rstrip("KMGIB")
    return int(float(digits) * units[body[len(digits):]])


def p95(values):
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def kib(value, signed=True):
    return ("%+.1f KiB" if signed else "%.1f KiB") % (value / KIB)


def mib(value):
    return "%.2f MiB" % (value / MIB)


def status_footprint(pid):
    """RssAnon + VmSwap of PID in bytes, from /proc/PID/status (the memlab footprint)."""
    fields = {}
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            name, _, rest = line.partition(":")
            if name in ("RssAnon", "VmSwap"):
                fields[name] = int(rest.split()[0]) * KIB
    return fields.get("RssAnon", 0) + fields.get("VmSwap", 0)


# ---------------------------------------------------------------- memlab runs

class Backend:
    """One row group of the table: a backend, and for the watchdog one polling interval."""

    def __init__(self, name, interval=None):
        self.name = name
        self.interval = interval  # None: memlab's default
        self.records = []
        self.failures = []        # (exit code, stderr tail) of runs that printed no record
        self.unavailable = None   # memlab's message when it exited 69

    @property
    def label(self):
        if self.name != "watchdog" or self.interval is None:
            return self.name
        return "watchdog@%sus" % self.interval

    def arguments(self):
        extra = ["--enforce", self.name]
        if self.interval is not None:
            extra += ["--watchdog-interval", str(self.interval)]
        return extra


def run_memlab(memlab, probe, limit, backend, out_dir, timeout):
    command = [memlab, "run", probe, "--limit", limit, "--json", "--out", out_dir] + backend.arguments()
    done = benchlib.run_command(command, timeout, backend.failures)
    if done is None:
        return
    stderr = done.stderr.decode(errors="replace").strip()
    if done.returncode == EX_UNAVAILABLE:
        backend.unavailable = stderr.splitlines()[-1] if stderr else "exit code 69"
        return
    try:
        backend.records.append(json.loads(done.stdout))
    except ValueError:
        backend.failures.append((done.returncode, stderr[-300:]))


# ---------------------------------------------------------------- jsc shell

def jsc_sample(jsc, script):
    """Start jsc on SCRIPT (which prints a line, then blocks in readline()), read its footprint."""
    shell = subprocess.Popen([jsc, script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=benchlib.JSC_ENV)
    try:
        line = shell.stdout.readline()
        if not line.startswith(b"up"):
            raise RuntimeError("jsc did not come up (printed %r)" % line)
        return status_footprint(shell.pid)
    finally:
        os.kill(shell.pid, signal.SIGKILL)
        shell.stdin.close()
        shell.stdout.close()
        shell.wait()


# ---------------------------------------------------------------- report

def summary(values):
    return statistics.median(values), min(values), max(values)


def table(backends, limit_bytes):
    header = ("backend", "runs", "killed", "measure", "median", "p95", "max", "held (median)", "note")
    rows = []
    for backend in backends:
        if backend.unavailable is not None:
            rows.append((backend.label, "-", "-", "skipped: unavailable (exit 69)", "", "", "", "",
                         backend.unavailable[:100]))
            continue
        records = backend.records
        runs = len(records) + len(backend.failures)
        killed = sum(1 for r in records if r["end"]["kind"] == "killed-at-ceiling")
        held = [r["checkpoints"][-1]["value"] for r in records if r.get("checkpoints")]
        peaks = [r["peakFootprintBytes"] for r in records if r.get("peakFootprintBytes") is not None]
        first = [backend.label, str(runs), "%d/%d" % (killed, runs)]
        held_text = mib(statistics.median(held)) if held else "-"

        group = []  # this backend's rows; only the first names the backend, runs, kills and held

        def row(measure, values, note, fmt=kib):
            prefix = ("", "", "") if group else tuple(first)
            held_cell = "" if group else held_text
            if not values:
                line = prefix + (measure, "-", "-", "-", held_cell, "no data")
            else:
                line = prefix + (measure, fmt(statistics.median(values)), fmt(p95(values)),
                                 fmt(max(values)), held_cell, note)
            group.append(line)
            rows.append(line)

        if backend.name == "cgroup":
            over = [p - limit_bytes for p in peaks]
            row("peak footprint - limit", over,
                "footprint at kill %.2f-%.2f %% of limit" % (100 * min(peaks) / limit_bytes,
                                                              100 * max(peaks) / limit_bytes) if peaks else "")
            charges = [r["ceiling"]["cgroupPeakBytes"] for r in records
                       if r["ceiling"].get("cgroupPeakBytes") is not None]
            row("cgroup peak charge - limit", [c - limit_bytes for c in charges],
                "charge at kill %.2f-%.2f %% of limit" % (100 * min(charges) / limit_bytes,
                                                           100 * max(charges) / limit_bytes) if charges else "")
        elif backend.name == "watchdog":
            shoot = [r["ceiling"]["overshootBytes"] for r in records
                     if r["ceiling"].get("overshootBytes") is not None]
            interval = {r["ceiling"].get("watchdogIntervalMicroseconds") for r in records}
            row("ceiling.overshootBytes", shoot,
                "interval %s us" % ",".join(str(i) for i in sorted(interval, key=str)))
            row("peak footprint - limit", [p - limit_bytes for p in peaks],
                "%d/%d runs above the limit" % (sum(1 for p in peaks if p > limit_bytes), len(peaks)))
        else:
            row("peak footprint reached", peaks,
                "%.1f %% of limit (median)" % (100 * statistics.median(peaks) / limit_bytes) if peaks else "",
                fmt=mib)
            above = sum(1 for p in peaks if p > limit_bytes)
            row("peak footprint - limit", [p - limit_bytes for p in peaks],
                "median %.2f MiB below the limit; %d/%d runs above it"
                % ((limit_bytes - statistics.median(peaks)) / MIB, above, len(peaks)) if peaks else "")
        others = {}
        for r in records:
            if r["end"]["kind"] != "killed-at-ceiling":
                others[r["end"]["kind"]] = others.get(r["end"]["kind"], 0) + 1
        for kind, count in sorted(others.items()):
            rows.append(("", "", "", "ended %s: %d" % (kind, count), "", "", "", "", ""))
        for code, text in backend.failures[:3]:
            rows.append(("", "", "", "no record (exit %s)" % code, "", "", "", "", text.replace("\n", " ")[:60]))
    return benchlib.render(header, rows, left=(0, 3, 8))


def targets(backends, limit_bytes, worker, jsc):
    verdicts = benchlib.Verdicts()
    verdict = verdicts.check
    for backend in backends:
        if backend.name == "cgroup":
            if backend.unavailable is not None or not backend.records:
                verdict(None, "cgroup: no runs (%s)" % (backend.unavailable or "no records"))
                continue
            charges = [r["ceiling"].get("cgroupPeakBytes") for r in backend.records]
            known = [c for c in charges if c is not None]
            killed = [r for r in backend.records if r["end"]["kind"] == "killed-at-ceiling"]
            above = [c for c in known if c > limit_bytes]
            verdict(not above and len(known) == len(charges) > 0,
                    "cgroup charge never above the limit: max %s of %s (%d/%d runs above)"
                    % (kib(max(known) - limit_bytes) if known else "?", mib(limit_bytes),
                       len(above), len(charges)))
            closest = min(known) if known else 0
            verdict(bool(known) and closest >= 0.98 * limit_bytes and len(killed) == len(backend.records),
                    "cgroup kills within 2 %% of the limit: lowest peak charge %.2f %% of the limit; "
                    "%d/%d runs killed at the ceiling"
                    % (100 * closest / limit_bytes, len(killed), len(backend.records)))
            peaks = [r["peakFootprintBytes"] for r in backend.records if r.get("peakFootprintBytes") is not None]
            if peaks:
                verdicts.note("      (footprint view: last footprint the worker reported before the kill was "
                              "%.2f-%.2f %% of the limit)" % (100 * min(peaks) / limit_bytes,
                                                             100 * max(peaks) / limit_bytes))
        elif backend.name == "watchdog":
            shoot = [r["ceiling"]["overshootBytes"] for r in backend.records
                     if r["ceiling"].get("overshootBytes") is not None]
            if backend.unavailable is not None or not shoot:
                verdict(None, "%s: no overshoot measured" % backend.label)
                continue
            verdict(p95(shoot) < 256 * KIB, "%s p95 overshoot under 256 KiB: %s (n=%d)"
                    % (backend.label, kib(p95(shoot), signed=False), len(shoot)))
    if not (worker and jsc):
        verdict(None, "baseline comparison: missing samples")
        return verdicts
    worker_median, jsc_median = statistics.median(worker), statistics.median(jsc)
    verdict(worker_median <= jsc_median,
            "worker baseline footprint <= jsc shell's: median %s vs %s (%+.1f KiB, ratio %.2f)"
            % (kib(worker_median, False), kib(jsc_median, False),
               (worker_median - jsc_median) / KIB, worker_median / jsc_median))
    return verdicts


# ---------------------------------------------------------------- main

def main():
    parser = benchlib.parser(__doc__)
    parser.add_argument("--probe", default="probes/grow.js")
    parser.add_argument("--runs", type=int, default=30, help="runs per backend (default 30)")
    parser.add_argument("--limit", default="24M", help="memlab --limit (default 24M)")
    parser.add_argument("--backends", default="cgroup,watchdog,rlimit")
    parser.add_argument("--watchdog-interval", default="default",
                        help="comma-separated watchdog intervals in µs, 'default' for memlab's own "
                             "(e.g. default,25,0); one watchdog row per value")
    parser.add_argument("--jsc-samples", type=int, default=None, help="default max(10, runs)")
    parser.add_argument("--keep", metavar="DIR", help="keep the run records in DIR (default: a temporary "
                                                        "directory, removed afterwards)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per memlab run (default 60)")
    options = parser.parse_args()

    benchlib.prepare_keep(options)
    benchlib.require_memlab(options.memlab, SCRIPT)
    limit_bytes = parse_size(options.limit)
    backends = []
    for name in [b.strip() for b in options.backends.split(",") if b.strip()]:
        if name == "watchdog":
            for interval in options.watchdog_interval.split(","):
                interval = interval.strip()
                backends.append(Backend(name, None if interval in ("", "default") else int(interval)))
        else:
            backends.append(Backend(name))
    jsc_samples = options.jsc_samples if options.jsc_samples is not None else max(10, options.runs)
    watch = benchlib.Stopwatch()

    jsc_plain, jsc_gc = [], []
    with tempfile.TemporaryDirectory(prefix="memlab-bench-") as scratch:
        plain_script = os.path.join(scratch, "block.js")
        gc_script = os.path.join(scratch, "block-gc.js")
        with open(plain_script, "w") as script:
            script.write('print("up");\nreadline();\n')
        with open(gc_script, "w") as script:
            script.write('gc();\nprint("up");\nreadline();\n')
        jsc = benchlib.JscShell(options.jsc, "sample")

        def one_round(index):
            # Round-robin: one run of each backend, then one jsc sample of each kind.
            if index < options.runs:
                for backend in backends:
                    if backend.unavailable is None:
                        run_memlab(options.memlab, options.probe, options.limit, backend,
                                   options.keep or scratch, options.timeout)
            if index < jsc_samples:
                jsc.take(jsc_plain, jsc_sample, plain_script)
                jsc.take(jsc_gc, jsc_sample, gc_script)

        benchlib.interleave(max(options.runs, jsc_samples), one_round)
    elapsed = watch.elapsed()

    records = [r for b in backends for r in b.records]
    worker = [r["baseline"]["footprintBytes"] for r in records if r.get("baseline")]
    versions = {r["runtime"].get("jscVersion") or "?" for r in records}

    print("memlab ceiling benchmark: %s, --limit %s (%d bytes), %d runs per backend, round-robin"
          % (options.probe, options.limit, limit_bytes, options.runs))
    print("date     %s (took %.0f s; load average %.2f before, %.2f after)"
          % (watch.date(), elapsed, watch.load_before[0], os.getloadavg()[0]))
    print(benchlib.machine_line())
    print("runtime  WebKitGTK %s (runtime.jscVersion), memlab %s, JIT off"
          % (benchlib.joined(versions), benchlib.joined({r.get("memlabVersion", "?") for r in records})))
    print(benchlib.command_line(SCRIPT))
    print()
    print("Ceiling (p95 = nearest rank; footprint = RssAnon + VmSwap; held = last memlab.checkpoint)")
    print(table(backends, limit_bytes))
    print()
    print("Baseline footprint once the runtime is up (RssAnon + VmSwap, /proc/PID/status)")
    rows = [("worker (baseline.footprintBytes)", worker),
            ("jsc shell, JSC_useJIT=false, print+readline (info)", jsc_plain),
            ("jsc shell, same, gc() first (the target's)", jsc_gc)]
    width = max(len(name) for name, _ in rows)
    print("%s  %4s  %10s  %10s  %10s" % ("process".ljust(width), "n", "median", "min", "max"))
    for name, values in rows:
        if values:
            middle, low, high = summary(values)
            print("%s  %4d  %10s  %10s  %10s" % (name.ljust(width), len(values), kib(middle, False),
                                                 kib(low, False), kib(high, False)))
        else:
            print("%s  %4d  %10s" % (name.ljust(width), 0, "-"))
    if worker and jsc_plain:
        print("ratio worker/jsc (medians): %.2f; with gc() first: %.2f"
              % (statistics.median(worker) / statistics.median(jsc_plain),
                 statistics.median(worker) / statistics.median(jsc_gc) if jsc_gc else float("nan")))
    if jsc.note:
        print("note: " + jsc.note)
    print()
    return benchlib.print_targets(targets(backends, limit_bytes, worker, jsc_gc or jsc_plain))


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""How stable memlab's leak verdicts are: the same verdict in at least 19 of 20 repeated runs.

What it measures, in one run (every row gets one run per round, round-robin, so that machine
noise hits all rows alike):

1. Verdict stability. For every probe in probes/ (app-bundle.js, a 222 KiB compiled
   push worker, included) at 20, 60 and 200 pushes, under `--isolation context` and `none`:
   `memlab run PROBE --pushes P --isolation I --json` N times (default 20). The probe's own
   `// memlab:` options are passed too (its payload, warm-up, expiry), except --pushes and
   --isolation, which the row sets. Per row: the modal `verdict.kind` and how many runs
   agree with it (PASS when at least 95 % do: 19/20), the modal `verdict.attribution`, every
   verdict seen with its count, the median slope and the median seconds per run. For a row
   that fails, every verdict seen is listed with its `verdict.reason` clauses and counts.
   Skipped: probes whose Expect line says they are killed at the ceiling or expire by design
   (a many-push verdict says nothing there: the run ends at the first push). The report
   names each one and why. A skipped probe named in --probes runs anyway, with the options
   its Expect line gives for a completing run (json-3mb.js: --limit 64M).
2. With --long: a 100,000-push analysis row. memlab has no command that re-analyses a record
   (`diff`, `report` and `history` read the stored verdict), so this is a real run:
   `memlab run probes/clean.js --pushes 100000 --isolation none` under /usr/bin/time -v
   (2-5 minutes). It reports time's maximum RSS (memlab and its waited-for worker together:
   an upper bound on memlab's own), memlab's own peak RSS (VmHWM, polled every 20 ms), the
   wall time, and the time memlab took after its worker exited (analysis plus writing the
   record: an upper bound on the analysis). Targets (issue 31): at 100,000 pushes parent RSS
   <= 48 MiB and the analysis < 1 s; with --long-pushes 1000000, parent RSS < 64 MiB (the time
   after the worker is reported, not a target).
3. The machine: kernel, CPU, cores, memory, load average at start and end, the date.

Targets (PASS/FAIL; exit status 1 if any fails): every row's modal verdict is shared by at
least 95 % of its runs; with --long, the two bounds above.

Run it (from the repository root, after a release build):

    make fixtures && swift build -c release
    bench/verdicts.py                                   # the full matrix, 20 runs a row
    bench/verdicts.py --runs 3 --pushes 20,60           # a quick pass
    bench/verdicts.py --probes clean.js,app-bundle.js --isolation none --long

Options: --runs N (default 20), --pushes LIST (default 20,60,200), --isolation LIST (default
context,none), --probes LIST (file names in probes/, default all), --memlab PATH (default
.build/release/memlab or $MEMLAB), --keep DIR (keep the records), --timeout SECONDS per
invocation (default 300), --long (the 100,000-push row), --long-pushes N (default 100000).
Records go to a temporary directory that is removed afterwards (or to --keep DIR), never to
results/. Python 3 standard library only.
"""

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no bench/__pycache__ left in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402  (lives beside this script)
from benchlib import KIB, MIB  # noqa: E402

SCRIPT = "bench/verdicts.py"
PROBES = os.path.join(benchlib.REPO, "probes")
AGREEMENT = 0.95
# What a skipped probe needs to complete when it is named explicitly (from its Expect line).
COMPLETING = {"json-3mb.js": ["--limit", "64M"]}
# Options the matrix sets itself; a probe header's values for them are dropped.
MATRIX_OPTIONS = {"--pushes": 1, "--isolation": 1}
# memlab's LeakAnalysis.minimumPushesAnalysed: fewer pushes after warm-up give `insufficient`.
MINIMUM_ANALYSED = 10
LONG_RSS_TARGET = 48 * MIB
LONG_ANALYSIS_TARGET = 1.0
# Runs longer than 100,000 pushes (the 1,000,000-push row): the RSS bound only.
VERY_LONG_PUSHES = 100000
VERY_LONG_RSS_TARGET = 64 * MIB


# ---------------------------------------------------------------- probe headers

def split_options(text):
    """Split a `// memlab:` line as memlab does (ProbeHeader.split): whitespace separates,
    a quote opening a word groups it, and a quote inside a word (JSON) is kept."""
    words, current, in_word, quote, keep = [], "", False, None, False
    for character in text:
        if quote is not None:
            if character == quote:
                quote = None
                if keep:
                    current += character
            else:
                current += character
            continue
        if character.isspace():
            if in_word:
                words.append(current)
                current, in_word = "", False
            continue
        if character in "'\"":
            keep = in_word
            quote = character
            in_word = True
            if keep:
                current += character
            continue
        current += character
        in_word = True
    if quote is not None:
        raise ValueError("a quote in the `// memlab:` options is never closed")
    if in_word:
        words.append(current)
    return words


class Probe:
    """A probe's file name, its `// memlab:` options and its Expect sentence."""

    def __init__(self, name):
        self.name = name
        self.path = os.path.join("probes", name)
        self.options = []
        comments = []
        with open(os.path.join(PROBES, name)) as handle:
            for line in handle:
                text = line.strip()
                if not text:
                    continue
                if not text.startswith("//"):
                    break
                body = text[2:].strip()
                if body.startswith("memlab:"):
                    self.options = split_options(body[len("memlab:"):])
                else:
                    comments.append(body)
        joined = " ".join(comments)
        found = re.search(r"Expect:\s*(.*?)(?:\.\s|$)", joined)
        self.expect = found.group(1) if found else ""

    def skip_reason(self):
        """Why a many-push verdict makes no sense for this probe, or None."""
        if "--expire" in self.options or re.search(r"\bexpired?\b", self.expect):
            return "expires by design (Expect: %s)" % self.expect
        if re.search(r"\bkilled\b", self.expect):
            return "killed at the ceiling by design (Expect: %s)" % self.expect
        return None

    def arguments(self, explicit, pushes=None):
        """The header's options without those the matrix sets (plus what an explicitly
        requested skipped probe needs to complete). A header --warmup that would leave fewer
        than MINIMUM_ANALYSED of PUSHES to analyse is dropped (memlab's default warm-up then)."""
        out, index = [], 0
        while index < len(self.options):
            word = self.options[index]
            if word in MATRIX_OPTIONS:
                index += 1 + MATRIX_OPTIONS[word]
                continue
            if word == "--warmup" and pushes is not None and index + 1 < len(self.options):
                try:
                    too_long = pushes - int(self.options[index + 1]) < MINIMUM_ANALYSED
                except ValueError:
                    too_long = False
                if too_long:
                    index += 2
                    continue
            out.append(word)
            index += 1
        if explicit and self.skip_reason():
            out += COMPLETING.get(self.name, [])
        return out


# ---------------------------------------------------------------- runs

class Row:
    def __init__(self, probe, pushes, isolation, extra):
        self.probe = probe
        self.pushes = pushes
        self.isolation = isolation
        self.arguments = ["run", probe.path, "--pushes", str(pushes), "--isolation", isolation] + extra
        self.runs = []       # per run: dict(kind, attribution, reason, slope, end, wall)
        self.failures = []   # (exit code or "timeout", text) of runs without a record

    def label(self):
        return "%s %s %d" % (self.probe.name, self.isolation, self.pushes)


def run_row(memlab, row, out_dir, timeout):
    command = [memlab] + row.arguments + ["--json", "--out", out_dir]
    started = time.monotonic()
    notes = []
    done = benchlib.run_command(command, timeout, notes)
    wall = time.monotonic() - started
    if done is None:
        row.failures.append(notes[-1])
        row.runs.append({"kind": "no-record", "reason": notes[-1][1], "wall": wall})
        return
    try:
        record = json.loads(done.stdout)
    except ValueError:
        text = done.stderr.decode(errors="replace").strip().replace("\n", " ")[-200:]
        row.failures.append((done.returncode, text))
        row.runs.append({"kind": "no-record", "reason": "exit %s: %s" % (done.returncode, text), "wall": wall})
        return
    verdict = record.get("verdict") or {}
    row.runs.append({"kind": verdict.get("kind", "none"), "attribution": verdict.get("attribution"),
                     "reason": verdict.get("reason", ""), "slope": verdict.get("slopeBytesPerPush"),
                     "end": (record.get("end") or {}).get("kind", "?"), "wall": wall,
                     "runtime": (record.get("runtime") or {}).get("jscVersion"),
                     "version": record.get("memlabVersion"), "commit": record.get("gitCommit")})


def needed(runs):
    """Runs that must agree with the modal verdict: at least 95 %, rounded up (19 of 20)."""
    return int(math.ceil(AGREEMENT * runs - 1e-9))


def mode(values):
    """The most common of VALUES and its count (ties: the first seen), or (None, 0)."""
    counts = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    if not counts:
        return None, 0
    best = max(counts.items(), key=lambda kv: kv[1])
    return best


def counted(values):
    counts = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return ", ".join("%s %d" % (k, n) for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0]))))


def bytes_text(value):
    if value is None:
        return "-"
    if abs(value) >= MIB:
        return "%.2f MiB" % (value / MIB)
    return "%.0f B" % value if abs(value) < KIB else "%.1f KiB" % (value / KIB)


# ---------------------------------------------------------------- the long row

def children_of(pid):
    """Child pids of PID (from /proc/PID/task/*/children), empty when it is gone."""
    out = []
    try:
        for task in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/children" % (pid, task)) as handle:
                out += [int(p) for p in handle.read().split()]
    except OSError:
        pass
    return out


def status_kib(pid, field):
    try:
        with open("/proc/%d/status" % pid) as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None


def long_run(memlab, pushes, out_dir, timeout):
    """A real `memlab run probes/clean.js --pushes PUSHES --isolation none` under /usr/bin/time -v."""
    command = ["/usr/bin/time", "-v", memlab, "run", "probes/clean.js", "--pushes", str(pushes),
               "--isolation", "none", "--payload", '{"title":"Hello","body":"You have mail"}',
               "--json", "--out", out_dir]
    result = {"pushes": pushes}
    stdout_path = os.path.join(out_dir, "long-stdout.json")
    with open(stdout_path, "wb") as stdout:
        started = time.monotonic()
        timer = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                 cwd=benchlib.REPO)
        memlab_pid, worker_seen, worker_gone, hwm = None, False, None, None
        while timer.poll() is None:
            if memlab_pid is None:
                kids = children_of(timer.pid)
                memlab_pid = kids[0] if kids else None
            if memlab_pid is not None:
                value = status_kib(memlab_pid, "VmHWM")
                if value is not None:
                    hwm = value if hwm is None else max(hwm, value)
                kids = children_of(memlab_pid)
                if kids:  # a warm-up worker may come and go first: only the last exit counts
                    worker_seen, worker_gone = True, None
                elif worker_seen and worker_gone is None and os.path.exists("/proc/%d" % memlab_pid):
                    worker_gone = time.monotonic()
            if time.monotonic() - started > timeout:
                timer.kill()
                result["error"] = "no answer within %s s" % timeout
                break
            time.sleep(0.02)
        stderr = timer.stderr.read().decode(errors="replace")
        timer.wait()
        ended = time.monotonic()
    found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr)
    result["timeMaxRSS"] = int(found.group(1)) * KIB if found else None
    result["ownHWM"] = hwm * KIB if hwm is not None else None
    result["wall"] = ended - started
    result["afterWorker"] = ended - worker_gone if worker_gone is not None else None
    try:
        with open(stdout_path) as handle:
            record = json.load(handle)
        verdict = record.get("verdict") or {}
        result["verdict"] = verdict.get("kind")
        result["reason"] = verdict.get("reason")
        result["delivered"] = len(benchlib.pushes(record))
        result["end"] = (record.get("end") or {}).get("kind")
        result["recordBytes"] = os.path.getsize(stdout_path)
    except (OSError, ValueError):
        result.setdefault("error", "no record: " + stderr.strip().splitlines()[0][:200] if stderr.strip() else "no record")
    return result


def long_lines(result):
    rows = [("probes/clean.js --isolation none --pushes %d" % result["pushes"],
             "%s (%s pushes, end %s)" % (result.get("verdict"), result.get("delivered"), result.get("end")),
             bytes_text(result.get("timeMaxRSS")), bytes_text(result.get("ownHWM")),
             "%.1f" % result["wall"],
             "%.2f" % result["afterWorker"] if result.get("afterWorker") is not None else "-",
             bytes_text(result.get("recordBytes")))]
    header = ("long run", "verdict", "max RSS (time -v)", "memlab VmHWM", "wall s", "after worker s", "record")
    return benchlib.render(header, rows)


# ---------------------------------------------------------------- report

def stable(row):
    """At least 95 % of ROW's runs share a verdict, and that verdict comes from a record."""
    modal, agree = mode([run["kind"] for run in row.runs])
    total = len(row.runs)
    return total > 0 and modal != "no-record" and agree >= needed(total)


def table(rows):
    header = ("probe", "isolation", "pushes", "runs", "modal verdict", "agree", "target", "attribution",
              "verdicts seen", "median slope", "s/run")
    out = []
    for row in rows:
        kinds = [run["kind"] for run in row.runs]
        modal, agree = mode(kinds)
        attribution, _ = mode([run.get("attribution") or "-" for run in row.runs if run["kind"] == modal])
        slopes = [run["slope"] for run in row.runs if run.get("slope") is not None]
        total = len(row.runs)
        ok = stable(row)
        out.append((row.probe.name, row.isolation, row.pushes, total, modal or "-", "%d/%d" % (agree, total),
                    "PASS" if ok else "FAIL", attribution or "-", counted(kinds),
                    bytes_text(statistics.median(slopes)) if slopes else "-",
                    "%.2f" % statistics.median([run["wall"] for run in row.runs]) if row.runs else "-"))
    return benchlib.render(header, out, left=(0, 1, 4, 6, 7, 8))


def unstable_details(row):
    """Every verdict seen in ROW with its reasons and counts."""
    lines = ["%s (%s)" % (row.label(), " ".join(row.arguments[1:]))]
    by_kind = {}
    for run in row.runs:
        by_kind.setdefault(run["kind"], []).append(run)
    for kind, runs in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
        lines.append("  %s x%d" % (kind, len(runs)))
        reasons = {}
        for run in runs:
            text = "%s [attribution %s, slope %s, end %s]" % (run.get("reason") or "-", run.get("attribution") or "-",
                                                            bytes_text(run.get("slope")), run.get("end", "?"))
            reasons[text] = reasons.get(text, 0) + 1
        for text, n in sorted(reasons.items(), key=lambda kv: -kv[1])[:6]:
            lines.append("    %dx %s" % (n, text))
        if len(reasons) > 6:
            lines.append("    ... %d more distinct reasons" % (len(reasons) - 6))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_memlab = os.environ.get("MEMLAB") or os.path.join(benchlib.REPO, ".build", "release", "memlab")
    parser.add_argument("--memlab", default=default_memlab, help="memlab binary (default %(default)s)")
    parser.add_argument("--runs", type=int, default=20, help="runs per row (default 20)")
    parser.add_argument("--pushes", default="20,60,200", help="comma-separated push counts (default %(default)s)")
    parser.add_argument("--isolation", default="context,none", help="comma-separated modes (default %(default)s)")
    parser.add_argument("--probes", help="comma-separated probe file names in probes/ (default: all)")
    parser.add_argument("--keep", metavar="DIR", help="keep the run records in DIR")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per memlab invocation (default 300)")
    parser.add_argument("--long", action="store_true", help="add the 100,000-push analysis row (a real run, minutes)")
    parser.add_argument("--long-pushes", type=int, default=100000, help="pushes of the --long run (default 100000)")
    options = parser.parse_args()
    if options.runs < 1:
        parser.error("--runs must be at least 1")
    try:
        push_counts = [int(p) for p in options.pushes.split(",") if p]
    except ValueError:
        parser.error("--pushes takes comma-separated numbers, e.g. 20,60,200")
    modes = [m for m in options.isolation.split(",") if m]
    for name in modes:
        if name not in ("context", "group", "none", "process"):
            parser.error("--isolation takes context, group, none or process, got %r" % name)

    benchlib.require_memlab(options.memlab, SCRIPT)
    benchlib.prepare_keep(options)
    available = sorted(f for f in os.listdir(PROBES) if f.endswith(".js"))
    explicit = options.probes is not None
    names = [p for p in options.probes.split(",") if p] if explicit else available
    for name in names:
        if name not in available:
            sys.exit("%s: no probe %s in probes/; pass file names such as clean.js" % (SCRIPT, name))
    probes = [Probe(name) for name in names]
    skipped = [(p, p.skip_reason()) for p in probes if p.skip_reason() and not explicit]
    measured = [p for p in probes if explicit or not p.skip_reason()]
    rows = [Row(p, pushes, mode_name, p.arguments(explicit, pushes))
            for pushes in push_counts for mode_name in modes for p in measured]

    watch = benchlib.Stopwatch()
    long_result = None
    with tempfile.TemporaryDirectory(prefix="memlab-verdicts-") as scratch:
        out_dir = options.keep or scratch

        def one_round(index):
            for row in rows:
                run_row(options.memlab, row, out_dir, options.timeout)

        if rows:
            benchlib.interleave(options.runs, one_round)
        if options.long:
            print("long run: %d pushes of probes/clean.js (minutes)" % options.long_pushes, file=sys.stderr)
            long_result = long_run(options.memlab, options.long_pushes, out_dir,
                                   max(options.timeout, options.long_pushes * 0.02))
    elapsed = watch.elapsed()
    load_after = os.getloadavg()

    runs = [run for row in rows for run in row.runs if run.get("version")]
    print("memlab verdict-stability benchmark: %d runs per row, pushes %s, isolation %s, round-robin"
          % (options.runs, ", ".join(map(str, push_counts)), ", ".join(modes)))
    print("date     %s (took %.0f s)" % (watch.date(), elapsed))
    print("load     %.2f %.2f %.2f at start, %.2f %.2f %.2f at end (1, 5, 15 min)" % (watch.load_before + load_after))
    print(benchlib.machine_line())
    print("runtime  WebKitGTK %s (runtime.jscVersion), memlab %s at %s, JIT off"
          % (benchlib.joined({r.get("runtime") or "?" for r in runs}), benchlib.joined({r["version"] for r in runs}),
             benchlib.joined({(r.get("commit") or "?")[:7] for r in runs})))
    print(benchlib.command_line(SCRIPT))
    print()
    for probe, reason in skipped:
        print("skipped  %s: %s" % (probe.name, reason))
    for probe in measured:
        extra = probe.arguments(explicit)
        if extra:
            print("options  %s: %s (from its // memlab: line)" % (probe.name, " ".join(extra)))
        for pushes in push_counts:
            if probe.arguments(explicit, pushes) != extra:
                print("options  %s at %d pushes: %s (its --warmup leaves under %d pushes to analyse: "
                      "memlab's default warm-up instead)"
                      % (probe.name, pushes, " ".join(probe.arguments(explicit, pushes)) or "none", MINIMUM_ANALYSED))
    print()
    checks = benchlib.Verdicts()
    if rows:
        print("Verdict stability (verdict.kind per run; agree = runs with the modal verdict; target >= %d %%)"
              % int(AGREEMENT * 100))
        print(table(rows))
        print()
        failing = [row for row in rows if not stable(row)]
        if failing:
            print("Unstable rows: every verdict seen, with verdict.reason")
            for row in failing:
                for line in unstable_details(row):
                    print("  " + line)
            print()
        checks.check(not failing, "verdict stable (>= %d/%d runs agree) in %d of %d rows%s"
                     % (needed(options.runs), options.runs, len(rows) - len(failing), len(rows),
                        ": unstable " + ", ".join(r.label() for r in failing) if failing else ""))
    if long_result is not None:
        print("Long run (memlab has no command that re-analyses a record, so a real run)")
        print(long_lines(long_result))
        if long_result.get("error"):
            print("note: " + long_result["error"])
        print()
        rss = long_result.get("ownHWM") or long_result.get("timeMaxRSS")
        very_long = options.long_pushes > VERY_LONG_PUSHES
        bound = VERY_LONG_RSS_TARGET if very_long else LONG_RSS_TARGET
        checks.check(rss is not None and (rss < bound if very_long else rss <= bound),
                     "parent RSS %s %d MiB after %d pushes: memlab VmHWM %s (time -v, worker included: %s)"
                     % ("<" if very_long else "<=", bound // MIB, options.long_pushes, bytes_text(long_result.get("ownHWM")),
                        bytes_text(long_result.get("timeMaxRSS"))))
        after = long_result.get("afterWorker")
        if very_long:
            print("after the worker: %s s (analysis + record written; no target past 100,000 pushes)"
                  % ("%.2f" % after if after is not None else "?"))
        else:
            checks.check(after is not None and after < LONG_ANALYSIS_TARGET,
                         "analysis < 1 s: %s s from the worker's exit to memlab's (analysis + record written)"
                         % ("%.2f" % after if after is not None else "?"))
    return benchlib.print_targets(checks)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""memlab per-type counts benchmark: what reading JavaScriptCore's per-type object counts after
every push costs, against the push itself.

Runs memlab-worker directly (frames on fd 1, JIT off) on a few probes, with the counts on (the
default for more than one push) and off (MEMLAB_TEST_DISABLE_HOOKS=typeCounts), interleaved.
Two measures:
- the worker's own: how many censuses it took and their mean time (the done frame's
  typeCountsCapability), against the time of the pushes (first to last push frame's
  elapsedSeconds): the share of the worker's time per push the census takes (the target);
- CPU time (user + system, from wait4) per push, counts on against off, as the difference
  between a long and a short run (start-up cancels out), minimum over the rounds: an outside
  check, too noisy on a shared machine to be the target.

Python 3 standard library only; run from anywhere, usually the repository root:
    python3 bench/typecounts.py [--worker PATH] [--rounds N]
"""

import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

SHORT, LONG = 20, 220
PROBES = [
    ("probes/clean.js", []),
    ("probes/clean.js", ["--isolation", "none"]),
    ("probes/leak-global.js", ["--isolation", "none"]),
    ("probes/app-bundle.js", []),
]
TARGET = 0.05  # of a push


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def run_worker(worker, probe, extra, pushes, counts_on):
    """CPU seconds of one worker run, the censuses taken, the classes seen, the censuses' mean
    seconds (worker's clock) and the seconds from the first push frame to the last."""
    env = {"PATH": "/usr/bin:/bin", "JSC_useJIT": "false", "SWIFT_BACKTRACE": "enable=no"}
    if not counts_on:
        env["MEMLAB_TEST_DISABLE_HOOKS"] = "typeCounts"
    command = [worker, "--probe", os.path.join(benchlib.REPO, probe), "--pushes", str(pushes), "--frame-fd", "1"] + extra
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                             env=env, cwd=benchlib.REPO)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        raise RuntimeError("%s exited with status %d" % (" ".join(command), status))
    classes, counted, mean, times = set(), 0, None, []
    for line in out.splitlines():
        frame = json.loads(line)
        if frame.get("type") == "push":
            times.append(frame.get("elapsedSeconds", 0))
            if "typeCounts" in frame:
                counted += 1
                classes.update(frame["typeCounts"])
        if frame.get("type") == "done":
            found = re.search(r"\((\d+) so far, (\d+) us each\)", frame.get("typeCountsCapability", {}).get("detail", ""))
            if found:
                mean = int(found.group(2)) / 1e6
    span = times[-1] - times[0] if len(times) > 1 else 0
    return usage.ru_utime + usage.ru_stime, counted, len(classes), mean, span


def main():
    options = benchlib.parser(__doc__)
    options.add_argument("--worker", default=os.path.join(benchlib.REPO, ".build", "release", "memlab-worker"),
                         help="memlab-worker binary (default %(default)s)")
    options.add_argument("--rounds", type=int, default=7, help="rounds per probe and mode (default %(default)s)")
    options = options.parse_args()
    if not os.access(options.worker, os.X_OK):
        sys.exit("bench/typecounts.py: no memlab-worker at %s; build with `swift build -c release` "
                 "or pass --worker PATH" % options.worker)
    clock = benchlib.Stopwatch()
    results = {}

    def one_round(_):
        for probe, extra in PROBES:
            for on in (True, False):
                short, _, _, _, _ = run_worker(options.worker, probe, extra, SHORT, on)
                long, counted, classes, mean, span = run_worker(options.worker, probe, extra, LONG, on)
                entry = results.setdefault((probe, tuple(extra), on), {"per_push": [], "counted": counted,
                                                                       "classes": classes, "share": [], "mean": []})
                entry["per_push"].append((long - short) / (LONG - SHORT))
                if on and mean is not None and span > 0:
                    entry["share"].append(counted * mean / span)
                    entry["mean"].append(mean)

    benchlib.interleave(options.rounds, one_round)
    print("memlab per-type counts benchmark: %d rounds, worker CPU time per push = (run of %d - run of %d) / %d"
          % (options.rounds, LONG, SHORT, LONG - SHORT))
    print("date     %s (took %.0f s; load average %.2f before, %.2f after)"
          % (clock.date(), clock.elapsed(), clock.load_before[0], os.getloadavg()[0]))
    print(benchlib.machine_line())
    print("worker   %s, JIT off" % options.worker)
    print(benchlib.command_line("bench/typecounts.py"))
    print("")
    rows, verdicts = [], benchlib.Verdicts()
    worst = 0.0
    for probe, extra in PROBES:
        on = results[(probe, tuple(extra), True)]
        off = results[(probe, tuple(extra), False)]
        best_on, best_off = min(on["per_push"]), min(off["per_push"])
        share = median(on["share"]) if on["share"] else float("nan")
        worst = max(worst, share)
        rows.append((probe + (" " + " ".join(extra) if extra else ""), "%d/%d" % (on["counted"], LONG), str(on["classes"]),
                     "%.0f us" % (median(on["mean"]) * 1e6) if on["mean"] else "?", "%.1f %%" % (share * 100),
                     "%.0f us" % (best_off * 1e6), "%+.0f us" % ((best_on - best_off) * 1e6)))
    print(benchlib.render(("probe", "censuses", "classes", "census (median)", "share of push time",
                           "CPU/push, off", "CPU/push, on - off"), rows))
    print("")
    verdicts.check(worst < TARGET, "per-type counts under %d %% of the worker's time per push (%d pushes): worst %.1f %%"
                   % (TARGET * 100, LONG, worst * 100))
    return benchlib.print_targets(verdicts)


if __name__ == "__main__":
    sys.exit(main())

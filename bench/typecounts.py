#!/usr/bin/env python3
"""memlab per-type counts benchmark: what reading JavaScriptCore's per-type object counts after
every push costs, against the push itself.

Runs memlab-worker directly (frames on fd 1, JIT off) on a few probes, with the counts on (the
default for more than one push) and off (MEMLAB_TEST_DISABLE_HOOKS=typeCounts), interleaved.
A push's cost is the worker's CPU time (user + system, from wait4) per push, taken as the
difference between a long and a short run of the same probe, so that start-up cancels out;
the minimum over the rounds (the least disturbed by other processes) is reported.

Python 3 standard library only; run from anywhere, usually the repository root:
    python3 bench/typecounts.py [--worker PATH] [--rounds N]
"""

import json
import os
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


def run_worker(worker, probe, extra, pushes, counts_on):
    """CPU seconds of one worker run, and the number of classes in its last push frame."""
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
    classes, counted = set(), 0
    for line in out.splitlines():
        frame = json.loads(line)
        if frame.get("type") == "push" and "typeCounts" in frame:
            counted += 1
            classes.update(frame["typeCounts"])
    return usage.ru_utime + usage.ru_stime, counted, len(classes)


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
                short, _, _ = run_worker(options.worker, probe, extra, SHORT, on)
                long, counted, classes = run_worker(options.worker, probe, extra, LONG, on)
                entry = results.setdefault((probe, tuple(extra), on), {"per_push": [], "counted": counted,
                                                                       "classes": classes})
                entry["per_push"].append((long - short) / (LONG - SHORT))

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
        cost = best_on - best_off
        share = cost / best_off if best_off > 0 else float("nan")
        worst = max(worst, share)
        rows.append((probe + (" " + " ".join(extra) if extra else ""), "%.1f us" % (best_off * 1e6),
                     "%.1f us" % (best_on * 1e6), "%+.1f us" % (cost * 1e6), "%+.1f %%" % (share * 100),
                     "%d/%d" % (on["counted"], LONG), str(on["classes"])))
    print(benchlib.render(("probe", "push, counts off", "push, counts on", "cost", "of a push", "frames with counts",
                           "classes seen"), rows))
    print("")
    verdicts.check(worst < TARGET, "per-type counts cost under %d %% of a push: worst %.1f %%" % (TARGET * 100, worst * 100))
    return benchlib.print_targets(verdicts)


if __name__ == "__main__":
    sys.exit(main())

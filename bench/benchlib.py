"""What bench/ceiling.py and bench/leaks.py share: units, the machine description, the
common options, running memlab and jsc, progress and the report's plain-text tables.

Python 3 standard library only. Both scripts put their own directory on sys.path and
import this module, so they run from anywhere (usually the repository root).
"""

import argparse
import json
import datetime
import os
import platform
import subprocess
import sys
import time

KIB = 1024
MIB = 1024 * 1024
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSC_ENV = {"PATH": "/usr/bin:/bin", "JSC_useJIT": "false"}


# ---------------------------------------------------------------- machine

def _first_line(path, prefix):
    """The first line of PATH that starts with PREFIX, or None (also when PATH is unreadable)."""
    try:
        with open(path) as info:
            for line in info:
                if line.startswith(prefix):
                    return line
    except OSError:
        pass
    return None


def machine():
    cpu_line = _first_line("/proc/cpuinfo", "model name")
    memory_line = _first_line("/proc/meminfo", "MemTotal:")
    cpu = cpu_line.split(":", 1)[1].strip() if cpu_line is not None else "unknown"
    memory = ("%.1f GiB" % (int(memory_line.split()[1]) * KIB / (1024 * MIB))
              if memory_line is not None else "unknown")
    return {"kernel": os.uname().release, "cpu": cpu, "cores": os.cpu_count(), "memory": memory}


def machine_line():
    """The report's `machine` line."""
    host = machine()
    return "machine  Linux %s %s, %s, %s cores, %s RAM" % (host["kernel"], platform.machine(), host["cpu"],
                                                          host["cores"], host["memory"])


def command_line(script):
    """The report's `command` line: SCRIPT (as named in the docs) and the arguments it got."""
    return "command  %s" % " ".join([script] + sys.argv[1:])


def joined(values):
    """Distinct VALUES sorted and comma-separated, or `?` when there are none."""
    return ", ".join(sorted(values)) or "?"


class Stopwatch:
    """Load average, wall-clock start and monotonic clock, taken when the benchmark starts."""

    def __init__(self):
        self.load_before = os.getloadavg()
        self.started = datetime.datetime.now(datetime.timezone.utc)
        self.clock = time.monotonic()

    def elapsed(self):
        return time.monotonic() - self.clock

    def date(self):
        return self.started.strftime("%Y-%m-%d %H:%M:%S UTC")


# ---------------------------------------------------------------- options

def parser(doc):
    """An argument parser described by DOC's first line, with --memlab and --jsc."""
    made = argparse.ArgumentParser(description=doc.splitlines()[0])
    default_memlab = os.environ.get("MEMLAB") or os.path.join(REPO, ".build", "release", "memlab")
    made.add_argument("--memlab", default=default_memlab, help="memlab binary (default %(default)s)")
    made.add_argument("--jsc", default="/usr/bin/jsc", help="jsc shell (default %(default)s)")
    return made


def require_memlab(memlab, script):
    """Exit with a message when MEMLAB is not an executable."""
    if not os.access(memlab, os.X_OK):
        sys.exit("%s: no memlab binary at %s; build with `swift build -c release` "
                 "or pass --memlab PATH" % (script, memlab))


def prepare_keep(options):
    """Make options.keep absolute and create it, when it is given."""
    if options.keep:
        options.keep = os.path.abspath(options.keep)
        os.makedirs(options.keep, exist_ok=True)




# ---------------------------------------------------------------- runs

def run_command(command, timeout, failures):
    """Run a memlab COMMAND from the repository root; None (noted in FAILURES) on timeout."""
    try:
        return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=timeout, cwd=REPO)
    except subprocess.TimeoutExpired:
        failures.append(("timeout", "no answer within %s s" % timeout))
        return None


def run_record(command, timeout, failures):
    """Run a memlab COMMAND that prints its record (--json) and return the record, or None (the
    time-out, or the exit status and the end of stderr, noted in FAILURES)."""
    done = run_command(command, timeout, failures)
    if done is None:
        return None
    try:
        return json.loads(done.stdout)
    except ValueError:
        failures.append((done.returncode, done.stderr.decode(errors="replace").strip()[-300:]))
        return None


def interleave(rounds, one_round):
    """Call ONE_ROUND(index) for each of ROUNDS rounds, counting them on stderr."""
    for index in range(rounds):
        one_round(index)
        print("\rround %d/%d" % (index + 1, rounds), end="", file=sys.stderr, flush=True)
    print("", file=sys.stderr)


class JscShell:
    """The jsc shell at PATH, measured until the first failure; `note` then says why it stopped
    (or that there is no shell at PATH)."""

    def __init__(self, path, what):
        self.path = path
        self.what = what  # what one measurement is called in the note: "sample", "spawn"
        self.note = None
        if not os.access(path, os.X_OK):
            self.note = "no jsc shell at %s (apt-get install libjavascriptcoregtk-4.0-bin)" % path

    def take(self, into, measure, script):
        """Append MEASURE(path, SCRIPT) to INTO, unless an earlier measurement failed."""
        if self.note is not None:
            return
        try:
            into.append(measure(self.path, script))
        except (OSError, RuntimeError) as error:
            self.note = "jsc %s failed: %s" % (self.what, error)


# ---------------------------------------------------------------- report

def render(header, rows, left=(0,)):
    """HEADER, a rule and ROWS in aligned columns: those in LEFT left-aligned, the rest right."""
    widths = [max(len(str(line[i])) for line in [header] + rows) for i in range(len(header))]
    out = []
    for line in [header, tuple("-" * w for w in widths)] + rows:
        cells = [str(c).ljust(widths[i]) if i in left else str(c).rjust(widths[i]) for i, c in enumerate(line)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)


class Verdicts:
    """The lines of the Targets section and whether every target passed."""

    def __init__(self):
        self.lines = []
        self.results = []

    def check(self, ok, text):
        """A PASS (ok true), FAIL (ok false) or SKIP (ok None) line."""
        self.results.append(ok)
        self.lines.append(("PASS  " if ok else "FAIL  ") + text if ok is not None else "SKIP  " + text)

    def note(self, text):
        self.lines.append(text)

    def passed(self):
        return all(ok is not False for ok in self.results)


def print_targets(verdicts):
    """Print the Targets section of VERDICTS; the exit status: 0 when every target passed, else 1."""
    print("Targets")
    for line in verdicts.lines:
        print("  " + line)
    return 0 if verdicts.passed() else 1


def pushes(record):
    """A record's pushes as a list of dicts, from schema 3's columns or an older array."""
    section = record.get("pushes") or []
    if isinstance(section, list):
        return section
    count = section.get("count", 0)

    def expand(column):
        if column is None:
            return [None] * count
        if "values" in column:
            return column["values"]
        if "from" in column:
            return [column["from"] + i * column["step"] for i in range(count)]
        out = []
        for value, length in column.get("runs", []):
            out.extend([value] * int(length))
        return out

    def coded(section_name):
        coding = section.get(section_name)
        if coding is None:
            return [None] * count
        return [None if code is None else coding["values"][int(code)] for code in expand(coding["codes"])]

    out = [{"index": int(i)} for i in expand(section["index"])]
    for push, outcome in zip(out, coded("outcome")):
        push["outcome"] = outcome
    for push, reason in zip(out, coded("reason")):
        if reason is not None:
            push["reason"] = reason
    for name, column in (section.get("counters") or {}).items():
        for push, value in zip(out, expand(column)):
            if value is not None:
                push[name] = value
    for group in ("heap", "malloc"):
        for name, column in (section.get(group) or {}).items():
            for push, value in zip(out, expand(column)):
                if value is not None:
                    push.setdefault(group, {})[name] = value
    return out

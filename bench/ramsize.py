#!/usr/bin/env python3
"""Device mode with the extension's RAM size against this machine's (docs/fidelity.md).

For every probe in probes/ (or the files given), two `memlab run --mode device --json` runs of
the pushes its header asks for (or --pushes) under the nse preset (24 MiB): one as memlab runs device mode (the engine sized
for the modelled 128 MiB of RAM: JSC_forceRAMSize), one with `--engine-option forceRAMSize=0`
(the engine sized for this machine's RAM, as device mode did before). From each record: the
mean of pushes[].collections (the engine's collections between samples, read from JSC::Heap),
the run's peakFootprintBytes, the lowest headroom (the limit minus the highest per-push peak),
device.kills, and the RAM size the engine reported (runtime.ramSizeBytes). Prints a Markdown table.

Python 3 standard library only. Usage: python3 bench/ramsize.py [--pushes N] [probe.js ...]
"""

import argparse
import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

MIB = 1024 * 1024
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(memlab, probe, pushes, machine_ram):
    # The probe's own header decides its pushes (and the rest) unless --pushes is given.
    command = [memlab, "run", probe, "--mode", "device", "--json"] + (["--pushes", str(pushes)] if pushes else [])
    if machine_ram:
        command += ["--engine-option", "forceRAMSize=0"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, timeout=900)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        return None


def figures(record):
    if record is None:
        return None
    pushes = benchlib.pushes(record)
    counts = [p["collections"] for p in pushes if p.get("collections") is not None]
    limit = record["ceiling"]["limitBytes"]
    # A push killed at the ceiling had no headroom left; the others' per-push peak (the parent's sampling).
    peaks = [limit if p.get("reason") == "killed-at-ceiling" else (p.get("peakFootprintBytes") or p.get("footprintBytes") or 0) for p in pushes]
    peak = max([record.get("peakFootprintBytes") or 0] + peaks)
    return {
        "collections": sum(counts) / len(counts) if counts else None,
        "peak": peak,
        "headroom": max(0, limit - max(peaks)) if peaks else None,
        "kills": (record.get("device") or {}).get("kills", 0),
        "ram": record["runtime"].get("ramSizeBytes"),
    }


def cell(value, unit=""):
    if value is None:
        return "-"
    if unit == "MiB":
        return "%.1f" % (value / MIB)
    return "%.1f" % value if isinstance(value, float) else str(value)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pushes", type=int, default=None, help="pushes for every probe (default: each header's)")
    parser.add_argument("--memlab", default=os.path.join(REPO, ".build/debug/memlab"))
    parser.add_argument("probes", nargs="*")
    options = parser.parse_args()
    probes = options.probes or sorted(glob.glob(os.path.join(REPO, "probes/*.js")))
    print("| probe | collections/push 128M / machine | peak MiB 128M / machine | lowest headroom MiB 128M / machine | kills 128M / machine |")
    print("|---|---|---|---|---|")
    for probe in probes:
        name = os.path.relpath(probe, REPO)
        device = figures(run(options.memlab, probe, options.pushes, False))
        machine = figures(run(options.memlab, probe, options.pushes, True))
        if device is None or machine is None:
            print("| %s | no record | | | |" % name)
            continue
        if device["ram"] != 128 * MIB:
            print("note: %s: the engine reported %s bytes of RAM, not 128 MiB" % (name, device["ram"]), file=sys.stderr)
        print("| %s | %s / %s | %s / %s | %s / %s | %s / %s |" % (
            name, cell(device["collections"]), cell(machine["collections"]), cell(device["peak"], "MiB"),
            cell(machine["peak"], "MiB"), cell(device["headroom"], "MiB"), cell(machine["headroom"], "MiB"),
            device["kills"], machine["kills"]))
        sys.stdout.flush()


if __name__ == "__main__":
    main()

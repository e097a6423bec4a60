#!/usr/bin/env python3
"""The pass table of docs/conformance.md, from `memlab wpt --json` on stdin: one row per area
(MANIFEST.json's `area` when the WPT root given as the argument has one, else the file's first
directory), then the total. A file whose harness did not finish counts its subtests as reported.

    .build/release/memlab wpt --json --limit 128M ../shared/wpt | python3 scripts/conformance-table.py ../shared/wpt
"""
import json
import os
import sys

def main():
    root = sys.argv[1] if len(sys.argv) > 1 else None
    areas = {}
    if root and os.path.exists(os.path.join(root, "MANIFEST.json")):
        for entry in json.load(open(os.path.join(root, "MANIFEST.json"))):
            areas[entry["path"]] = entry.get("area")
    run = json.load(sys.stdin)
    rows = {}
    for result in run["files"]:
        path = result["path"]
        relative = os.path.relpath(path, root) if root else path
        area = areas.get(relative) or relative.split("/")[0]
        row = rows.setdefault(area, {"files": 0, "subtests": 0, "pass": 0, "harness": 0})
        counts = result["subtests"]
        row["files"] += 1
        row["subtests"] += sum(counts.values())
        row["pass"] += counts["pass"]
        row["harness"] += result["harness"] != "OK"
    print("| area | files | subtests | pass | fail | pass % | harness not OK |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    total = {"files": 0, "subtests": 0, "pass": 0, "harness": 0}
    for area in sorted(rows):
        row = rows[area]
        for key in total:
            total[key] += row[key]
        print(line(area, row))
    print(line("**all**", total))

def line(name, row):
    fail = row["subtests"] - row["pass"]
    percent = 100.0 * row["pass"] / row["subtests"] if row["subtests"] else 0.0
    return f"| {name} | {row['files']} | {row['subtests']} | {row['pass']} | {fail} | {percent:.1f} | {row['harness']} |"

main()

#!/usr/bin/env python3
"""What IndexedDB costs in a memlab worker: footprint of stored records, keyed gets, opens.

IndexedDB lives in SQLite (the worker's StorageHost.swift): on disk by default, the worker
keeping SQLite's page cache of 512 KiB; with --storage-in memory, the whole database.

What it measures, in one run (every kind of run is spread evenly over the same rounds):

1. Footprint of a database of 1,000 records of 1 KiB (Uint8Array values), on disk and with
   --storage-in memory: `memlab run` of a probe whose first push stores them (one readwrite
   transaction) and whose later pushes only count them, against the same probe storing one
   record, --pushes 6, a fresh context per push. The control stores one record so that both runs have run IndexedDB's write path once:
   the bytecode JavaScriptCore keeps for the worker's life for the code a write runs (about
   140 KiB, measured against a control that stores nothing, printed below the table) is the
   cost of using IndexedDB at all, not of the database's records. The cost is the difference
   of the medians of pushes[3..6].footprintBytes (after teardown and a full GC) between the
   two, over --runs runs each; it is printed beside the page cache (on disk) and the payload
   (999 x 1,024 bytes, in memory) as a ratio, with the filled run's storageMemoryBytes (SQLite's
   own memory, which on disk the page cache bounds).
2. A keyed get in a store of 1,000 and of 100,000 records, on disk and in memory: the first push stores N records
   (small objects, number keys, 1,000 a transaction); the second issues 2,000 gets of random keys in one readonly
   transaction and logs the mean time per get (from the first request to the last success,
   performance.now()); median over the runs. Within a push every get is one SQLite B-tree
   search of the (store, key) index (O(log n)) plus the request's event; the ratio 100k / 1k
   shows the growth: O(log n) is log(100,000)/log(1,000) = 1.67x at most, where O(n) would be 100x.
   In memory every page is at hand, so the ratio is the search's; on disk 100,000 records (about
   10 MiB) do not fit the 512 KiB page cache, so a get also reads its pages back from the
   kernel (pread, the kernel's page cache), which costs more than the search.
   These runs take --limit 128M: 100,000 records in memory do not fit the 24 MiB ceiling.
3. Opening a database of 5 stores and 10 indexes in a fresh context: the first push creates
   it; each later push (a new context, so IndexedDB's JavaScript is installed anew) logs the
   time from just before indexedDB.open (the first use of the global) to its success event.
   Median over every later push of every run.

Targets (PASS/FAIL; exit status 1 if any fails):
  - on disk, the 1,000 x 1 KiB database costs the worker at most 1.5x the page cache (768 KiB)
    in footprint, and SQLite's own memory stays within 1.5x the page cache;
  - in memory, a keyed get in 100,000 records takes at most 2x what it takes in 1,000 (O(log n));
    on disk at most 5x (the page cache's misses on top; O(n) would be 100x);
  - opening the 5-store, 10-index database in a fresh context takes under 1 ms (median).
The in-memory cost is printed against the payload, without a target.

Run it (from the repository root, after a release build):

    swift build -c release
    bench/storage.py                       # 5 runs each, memlab from .build/release
    bench/storage.py --runs 3 --memlab /tmp/build/release/memlab

Options: --runs N (default 5), --pushes N for the open measurement (default 20), --timeout
SECONDS per memlab invocation (default 180), --keep DIR (keep the probes and records).
Records go to a temporary directory (or --keep DIR), never to results/. Python 3 standard
library only.
"""

import json
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

SCRIPT = "bench/storage.py"

PROMISED = """
const promised = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
"""

FOOTPRINT_PROBE = PROMISED + """
// The first push stores the payload's `records` values of 1 KiB; every push counts them.
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const wanted = event.data ? event.data.json().records : 0;
    const open = indexedDB.open('bench-footprint', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('blobs');
    const db = await promised(open);
    const count = await promised(db.transaction('blobs').objectStore('blobs').count());
    if (count === 0 && wanted > 0) {
      const tx = db.transaction('blobs', 'readwrite');
      const store = tx.objectStore('blobs');
      for (let i = 0; i < wanted; i++) {
        const value = new Uint8Array(1024);
        for (let j = 0; j < 1024; j += 64) value[j] = (i + j) & 255;
        store.put(value, i);
      }
      await new Promise((resolve) => { tx.oncomplete = resolve; });
    }
    db.close();
    console.log('records ' + (count || wanted));
    await self.registration.showNotification('stored');
  })());
});
"""

GET_PROBE = PROMISED + """
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const n = event.data.json().records;
    const open = indexedDB.open('bench-get', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('records');
    const db = await promised(open);
    const count = await promised(db.transaction('records').objectStore('records').count());
    if (count === 0) {
      for (let first = 0; first < n; first += 1000) {
        const tx = db.transaction('records', 'readwrite');
        for (let i = first; i < Math.min(n, first + 1000); i++) tx.objectStore('records').put({ id: i, name: 'record ' + i, flags: [i & 1, i & 2] }, i);
        await new Promise((resolve) => { tx.oncomplete = resolve; });
      }
    } else {
      const gets = 2000;
      const store = db.transaction('records').objectStore('records');
      let seed = 12345;
      const start = performance.now();
      let last = null;
      for (let i = 0; i < gets; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        last = store.get(seed % n);
      }
      await promised(last);
      console.log('get-us ' + ((performance.now() - start) * 1000 / gets).toFixed(3));
    }
    db.close();
    await self.registration.showNotification('got');
  })());
});
"""

OPEN_PROBE = PROMISED + """
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const start = performance.now();
    const open = indexedDB.open('bench-open', 1);
    open.onupgradeneeded = () => {
      const db = open.result;
      for (let s = 0; s < 5; s++) {
        const store = db.createObjectStore('store' + s, { keyPath: 'id' });
        store.createIndex('a' + s, 'a');
        store.createIndex('b' + s, ['b', 'c']);
      }
    };
    let upgraded = false;
    open.addEventListener('upgradeneeded', () => { upgraded = true; });
    const db = await promised(open);
    const ms = performance.now() - start;
    if (!upgraded) console.log('open-ms ' + ms.toFixed(4));
    db.close();
    await self.registration.showNotification('opened');
  })());
});
"""


def memlab_run(options, probe, arguments, failures):
    command = [options.memlab, "run", probe, "--json", "--out", options.records] + arguments
    done = benchlib.run_command(command, options.timeout, failures)
    if done is None:
        return None
    try:
        return json.loads(done.stdout.decode())
    except ValueError:
        failures.append((os.path.basename(probe), done.stderr.decode().strip()[:200]))
        return None


def console_values(record, prefix):
    return [float(line["text"].split()[1]) for line in record.get("console", []) if line["text"].startswith(prefix + " ")]


def main():
    parser = benchlib.parser(__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pushes", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=180)
    parser.add_argument("--keep", default=None)
    options = parser.parse_args()
    benchlib.require_memlab(options.memlab, SCRIPT)
    benchlib.prepare_keep(options)
    watch = benchlib.Stopwatch()
    scratch = options.keep or tempfile.mkdtemp(prefix="memlab-storage-bench-")
    options.records = os.path.join(scratch, "records")
    os.makedirs(options.records, exist_ok=True)
    probes = {}
    for name, text in (("footprint.js", FOOTPRINT_PROBE), ("get.js", GET_PROBE), ("open.js", OPEN_PROBE)):
        probes[name] = os.path.join(scratch, name)
        with open(probes[name], "w") as out:
            out.write(text)
    failures = []
    big = 100000
    footprints = {(where, records): [] for where in ("disk", "memory") for records in (1000, 1, 0)}
    sqlite_memory = {"disk": [], "memory": []}
    gets = {(where, n): [] for where in ("disk", "memory") for n in (1000, big)}
    opens, versions = [], set()

    def footprint(where, records):
        record = memlab_run(
            options, probes["footprint.js"], ["--pushes", "6", "--storage-in", where, "--payload", json.dumps({"records": records})], failures)
        if record is None:
            return None
        versions.add(str(record.get("runtime", {}).get("jscVersion")))
        if not all(push.get("outcome") == "modified" for push in benchlib.pushes(record)):
            failures.append(("footprint.js", "a push did not end modified"))
            return None
        pushes = benchlib.pushes(record)
        if records == 1000:
            sqlite_memory[where].append(statistics.median(push.get("storageMemoryBytes", 0) for push in pushes[2:]))
        return statistics.median(push["footprintBytes"] for push in pushes[2:])

    def one_round(index):
        for where in ("disk", "memory"):
            for records in (1000, 1, 0):
                value = footprint(where, records)
                if value is not None:
                    footprints[(where, records)].append(value)
        for where in ("disk", "memory"):
            for n in (1000, big):
                record = memlab_run(
                    options, probes["get.js"], ["--pushes", "2", "--limit", "128M", "--storage-in", where, "--payload", json.dumps({"records": n})], failures)
                if record is not None:
                    gets[(where, n)].extend(console_values(record, "get-us"))
        record = memlab_run(options, probes["open.js"], ["--pushes", str(options.pushes)], failures)
        if record is not None:
            opens.extend(console_values(record, "open-ms"))

    benchlib.interleave(options.runs, one_round)
    payload = 999 * 1024
    page_cache = 512 * 1024
    verdicts = benchlib.Verdicts()
    print("memlab storage benchmark (IndexedDB in SQLite: on disk with a 512 KiB page cache, or in memory), %d runs" % options.runs)
    print("date     %s (took %.0f s)" % (watch.date(), watch.elapsed()))
    print(benchlib.machine_line())
    print("runtime  WebKitGTK %s, JIT off" % benchlib.joined(versions))
    print(benchlib.command_line(SCRIPT))
    print()
    rows = []
    cost = {}
    for where, against, name in (("disk", page_cache, "page cache"), ("memory", payload, "payload")):
        filled, empty = footprints[(where, 1000)], footprints[(where, 1)]
        if filled and empty:
            cost[where] = statistics.median(filled) - statistics.median(empty)
            memory = sqlite_memory[where]
            rows.append(("1,000 vs 1 record of 1 KiB, " + where, "%s %.0f KiB" % (name, against / 1024), "%.0f KiB" % (cost[where] / 1024),
                         "%.2fx" % (cost[where] / against), "%.0f KiB" % (statistics.median(memory) / 1024) if memory else "-",
                         "%.0f KiB" % ((max(filled) - min(filled)) / 1024)))
    print("Footprint (median of pushes 3-6, 1,000 records minus 1 record)")
    print(benchlib.render(("database", "against", "footprint cost", "ratio", "SQLite's memory", "spread (filled)"), rows))
    for where in ("disk", "memory"):
        empty, none = footprints[(where, 1)], footprints[(where, 0)]
        if empty and none:
            print("note: %s, one record against none: %.0f KiB (IndexedDB's write path compiled once, SQLite opened, and the record)"
                  % (where, (statistics.median(empty) - statistics.median(none)) / 1024))
    print()
    rows = []
    ratio = {}
    for where in ("disk", "memory"):
        for n in (1000, big):
            got = gets[(where, n)]
            if got:
                rows.append(("%d records, %s" % (n, where), "%.2f us" % statistics.median(got), "%.2f us" % min(got), "%.2f us" % max(got)))
        if gets[(where, 1000)] and gets[(where, big)]:
            ratio[where] = statistics.median(gets[(where, big)]) / statistics.median(gets[(where, 1000)])
            rows.append(("ratio 100k / 1k, " + where, "%.2fx" % ratio[where], "", ""))
    print("Keyed get (2,000 random keys in one readonly transaction, per get)")
    print(benchlib.render(("store", "median", "min", "max"), rows))
    print()
    rows = []
    if opens:
        rows.append(("5 stores, 10 indexes", "%.3f ms" % statistics.median(opens), "%.3f ms" % min(opens), "%.3f ms" % max(opens), str(len(opens))))
    print("Open in a fresh context (first use of indexedDB to the success event)")
    print(benchlib.render(("database", "median", "min", "max", "opens"), rows))
    print()
    for what, why in failures:
        print("failure  %s: %s" % (what, why))
    verdicts.check(cost["disk"] <= 1.5 * page_cache if "disk" in cost else None,
                   "on disk, 1,000 x 1 KiB records cost at most 1.5x the 512 KiB page cache in footprint")
    verdicts.check(max(sqlite_memory["disk"]) <= 1.5 * page_cache if sqlite_memory["disk"] else None,
                   "on disk, SQLite's memory at most 1.5x the 512 KiB page cache")
    verdicts.check(ratio["memory"] <= 2.0 if "memory" in ratio else None, "in memory, a keyed get in 100,000 records at most 2x one in 1,000 (O(log n))")
    verdicts.check(ratio["disk"] <= 5.0 if "disk" in ratio else None, "on disk, a keyed get in 100,000 records at most 5x one in 1,000 (O(n): 100x)")
    verdicts.check(statistics.median(opens) < 1.0 if opens else None, "opening 5 stores and 10 indexes in a fresh context under 1 ms")
    status = benchlib.print_targets(verdicts)
    if not options.keep:
        import shutil
        shutil.rmtree(scratch, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())

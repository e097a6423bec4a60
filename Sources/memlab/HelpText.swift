enum HelpText {
    static let main = """
    memlab: how much memory a JavaScript push handler needs under an iOS-like ceiling.

    USAGE
      memlab run PROBE.js [--limit 24M] [options]   one push into a sandboxed JavaScriptCore worker
      memlab limit PROBE.js [--limit 24M]           the largest allocation whose push still completes
      memlab suite PROBES_DIR [--baseline DIR]      every probe of a directory, diffed against a baseline
      memlab diff BASE NEW                          compare two results or suites; exit 1 on a regression
      memlab report RESULT_OR_SUITE -o FILE.html    a self-contained HTML report with charts
      memlab history [RESULTS_DIR] [--probe NAME]   a probe's figures across runs, oldest first
      memlab merge SUITE_DIR... -o DIR              join the shards of one suite
      memlab version                                versions of memlab and its JavaScriptCore
      memlab help [COMMAND]

    Run `memlab run --help` for the options. Results go to stdout, progress and
    diagnostics to stderr.

    EXIT STATUS
      0   the run was carried out (a probe killed at the ceiling is a finding, not a failure)
      1   `memlab diff` / `memlab suite --baseline`: something regressed
      64  usage error: unknown option, bad value (e.g. --limit 24Q), limit below the runtime's own need
      65  the probe has a syntax error or throws while loading; a corrupt result file
      66  the probe or another input file is missing or unreadable
      69  a requested backend (e.g. --enforce cgroup) or the worker binary is not available
      70  internal error in memlab or its worker
      73  the result file could not be written
      130 interrupted by SIGINT (143: SIGTERM); the worker is killed and the run's record written
    """

    static let run = """
    memlab run PROBE.js [options]

    Starts a sandboxed worker (fork/exec; RLIMIT_AS/CPU/NOFILE/FSIZE/CORE, no new privileges,
    scrubbed environment, no inherited descriptors), brings JavaScriptCore up in it, measures
    the baseline footprint, then evaluates the probe and delivers one push event to it under a
    hard memory ceiling. Each run is written to results/ as JSON.

    FOOTPRINT is iOS's phys_footprint on Linux: RssAnon + VmSwap of the worker, i.e. dirty
    private memory. Clean shared library pages do not count, as on iOS.

    OPTIONS
      --limit SIZE          the ceiling, binary units: 24M = 24 MiB (default 24M, the NSE limit)
      --enforce BACKEND     auto (default), cgroup, rlimit or watchdog:
                              cgroup    a memory cgroup per worker (v1 memory.limit_in_bytes or
                                        v2 memory.max); the kernel kills at the limit. Exact.
                              watchdog  memlab polls the footprint and sends SIGKILL past the
                                        limit; the overshoot it allowed is reported.
                              rlimit    the worker lowers RLIMIT_AS once JSC is up: a kernel cap on
                                        address-space growth, stricter than footprint.
                            auto picks cgroup where memlab may create one, else watchdog.
      --jit                 let JavaScriptCore JIT (off by default, like a third-party iOS extension)
      --payload TEXT        the push's data (e.g. '{"title":"hi"}'); at most 4096 bytes like APNs
      --payload-file FILE   the push's data, read from a file
      --expire SECONDS      kill the worker if the push takes longer (default 30, like the NSE)
      --watchdog-interval µs  watchdog polling interval in microseconds (default 100; 0 = busy poll)
      --fixtures DIR        where fetch() is served from (default fixtures/ beside the probe);
                            never the network, never outside DIR
      --storage DIR         IndexedDB and caches start from DIR/storage.memlab and are saved there
                            when the run ends (default: start empty, save nothing)
      --storage-quota SIZE  the most IndexedDB and caches may hold (default 64M); past it a
                            write fails with QuotaExceededError
      --out DIR             where result files go (default results/)
      --json                print the result record as JSON instead of the summary
      --verbose             show the probe's console output
    ""
      --pushes N            deliver N pushes into one reused worker (default 1) and judge leaks
      --isolation MODE      what is fresh per push: context (default; a new JS context in one
                            context group), group (a new context group), none (one context for
                            all pushes), process (a new worker process per push)
      --allocator jsc|malloc  jsc (default, as on iOS) or route JSC's heap through jemalloc and
                            add its allocated/active/resident bytes to each sample
      --inject retain-contexts  a deliberate host bug (every push's context kept alive), to see
                            the detector find it
      --warmup N            pushes left out of the leak fit (default: 10%, at least 3)
    """

    static let limit = """
    memlab limit PROBE.js [--limit 24M] [--field bytes] [--push-index K] [run options]

    Finds the largest N for which the probe's push, given the payload {"bytes": N}, still
    completes (outcome modified) under the ceiling, to within 64 KiB, by bisecting over fresh
    workers. With --push-index K, N is asked of the K-th push of a reused worker, after K-1
    ordinary pushes (payload --payload, or {"bytes": 0}): a warm process's real headroom.

      --field NAME          the payload field that carries N (default bytes)
      --push-index K        ask on the K-th push of a reused worker (default 1)
    """
}

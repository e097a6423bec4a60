// swift-tools-version:6.0
// memlab: a memory-budget lab for JavaScript push handlers under an iOS-like ceiling.
//
// Targets, one line each:
//   CJavaScriptCore      system library: JavaScriptCore's C API via pkg-config (worker only)
//   CSQLite              system library: SQLite's header (libsqlite3-dev), IndexedDB's and the caches' store (worker only)
//   CSQLiteLoader        C: the SQLite functions the worker calls, forwarding to libsqlite3.so.0, which
//                        is loaded on first use (a worker that never stores anything never maps it)
//   CSandbox             C: the only code that runs between fork() and execve(), plus /proc readers
//   CJSCHeap             C: JSC's heap counters read directly, madvise without core-dump advice, and
//                        libpas's scavenger thread kept off (worker only; see jsc_heap.h)
//   CWebCrypto           C: SHA-1/256/384/512 and getrandom(2): the worker's `crypto`, the records' hashes
//   CWorkerScripts       the worker's JavaScript runtime (js/*.js), embedded read-only by scripts.S
//   MemlabProtocol       the wire protocol, no Foundation, no JSC: frame types (written by the worker,
//                        decoded by the parent), the worker's arguments, its exit codes
//   MemlabCore           parent-side logic, no JSC: limits, footprint, cgroups, frames, results, stats
//   MemlabWorkerRuntime  links JSC, no Foundation: contexts, push-worker globals, sampling, frames out
//   MemlabCLI            each command's logic: the option group, plans, summaries (unit-tested)
//   memlab               the CLI's main: parses, calls MemlabCLI, exits (never links JavaScriptCore)
//   memlab-worker        the sandboxed worker's main
import PackageDescription

let package = Package(
    name: "memlab",
    products: [
        .executable(name: "memlab", targets: ["memlab"]),
        .executable(name: "memlab-worker", targets: ["memlab-worker"])
    ],
    targets: [
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        // No pkgConfig: its `--libs` would link libsqlite3 into the worker, which loads it on
        // first use instead (CSQLiteLoader); the header is Debian's /usr/include/sqlite3.h.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "CSQLiteLoader", dependencies: ["CSQLite"], linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CSandbox"),
        .target(name: "CJSCHeap"),
        .target(name: "CWebCrypto"),
        // js/ is embedded by scripts.S (.incbin, found through the target directory on the include path).
        .target(name: "CWorkerScripts", exclude: ["js"], cSettings: [.headerSearchPath(".")]),
        .target(name: "MemlabProtocol"),
        // Each room of MemlabCore says in its README.md what it owns and what it may import.
        .target(
            name: "MemlabCore", dependencies: ["CSandbox", "CWebCrypto", "MemlabProtocol"],
            exclude: ["Plan", "Launch", "Measure", "Record", "Analysis", "Regression", "Support"].map { $0 + "/README.md" }),
        .target(
            name: "MemlabWorkerRuntime",
            dependencies: ["CJavaScriptCore", "CSQLite", "CSQLiteLoader", "CSandbox", "CJSCHeap", "CWebCrypto", "CWorkerScripts", "MemlabProtocol"]),
        .target(name: "MemlabCLI", dependencies: ["MemlabCore"], exclude: ["README.md"]),
        .executableTarget(name: "memlab", dependencies: ["MemlabCLI", "MemlabCore"]),
        .executableTarget(
            name: "memlab-worker",
            dependencies: ["MemlabWorkerRuntime"],
            // The Swift runtime linked statically, into a position-dependent executable: no
            // dynamic relocations dirty private pages at load, so the worker's own footprint
            // stays at JSC's (measured: 3.7 MiB shared+PIE, 2.3 MiB static, 2.1 MiB static no-PIE;
            // a C program doing the same: 2.0 MiB). Its address is fixed; it runs sandboxed.
            // JSC::Heap::collectNow and madvise are exported so that JSC's own calls bind to CJSCHeap's.
            linkerSettings: [
                .unsafeFlags([
                    "-static-stdlib", "-Xclang-linker", "-no-pie",
                    "-Xlinker", "--export-dynamic-symbol=_ZN3JSC4Heap10collectNowENS_15SynchronousnessENS_9GCRequestE",
                    "-Xlinker", "--export-dynamic-symbol=madvise"
                ])
            ]
        ),
        .testTarget(name: "MemlabCoreTests", dependencies: ["MemlabCore", "CSandbox"]),
        .testTarget(name: "MemlabProtocolTests", dependencies: ["MemlabProtocol", "MemlabCore"], exclude: ["Probes"]),
        .testTarget(name: "MemlabWorkerRuntimeTests", dependencies: ["MemlabWorkerRuntime", "CWorkerScripts"], exclude: ["Conformance"]),
        .testTarget(name: "MemlabCLITests", dependencies: ["MemlabCLI", "MemlabCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["MemlabCore"])
    ]
)

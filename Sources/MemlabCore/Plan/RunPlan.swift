/// One run, fully decided before any worker starts: what every command that runs a worker
/// (`run`, each probe of `suite`, each trial of `limit`, `--check-allocator`'s second run, the
/// record `recover` rebuilds) hands the pipeline (RunPipeline). Made in one place, from the one
/// option group and a probe's header (MemlabCLI's RunPlanBuilder); read by the launcher, the
/// frame collector and the record assembler, never patched on the way. Codable: a run's spool
/// starts with it, so that a record rebuilt from the spool says what the live run would have.
public struct RunPlan: Sendable, Equatable, Codable {
    public enum Enforcement: String, Sendable, CaseIterable, Codable {
        case auto, cgroup, rlimit, watchdog
    }

    /// What the store (`--storage`) says of the service worker's registration before a run
    /// (StorageFile.registration): whether install and activate run before the first push.
    public enum Registration: String, Codable, Sendable, CaseIterable {
        /// No store, or an empty one: a first registration.
        case new
        /// A store installed by another script (its SHA-256 differs, or was never kept): an update.
        case update
        /// A store the same script installed: install and activate do not run again.
        case installed
    }

    /// What is created afresh for each push, to show which layer leaks.
    public enum Isolation: String, Sendable, CaseIterable, Codable {
        /// A new global context per push in one shared context group (a new JSContext in one JSVirtualMachine).
        case context
        /// A new context group (VM) per push.
        case group
        /// One context for every push: a long-lived service worker whose globals persist.
        case none
        /// A new worker process per push: the clean baseline.
        case process
    }

    public enum Allocator: String, Sendable, CaseIterable, Codable {
        /// JavaScriptCore's own allocator (libpas), as on iOS.
        case jsc
        /// JSC's heap routed through jemalloc (the `Malloc` variable), whose statistics join each sample.
        case malloc
    }

    public enum WarningResponse: String, Sendable, CaseIterable, Codable { case none, gc }
    public enum PageSize: String, Sendable, CaseIterable, Codable {
        case small = "4K", large = "16K"
    }
    public enum Mode: String, Sendable, CaseIterable, Codable { case measure, device }

    // MARK: the probe and the ceiling

    public var probePath: String
    public var limit: ByteSize
    /// The extension kind whose budget this run models (Presets.swift); nil: a custom `--limit`.
    public var preset: String?
    /// Private memory the worker dirties before JavaScriptCore starts: the extension's own (host) footprint.
    public var hostReserveBytes: Int64 = 0
    public var enforcement: Enforcement = .auto
    public var watchdogIntervalMicroseconds = 100
    /// Which page size's footprint the watchdog enforces the ceiling on (4 KiB: Linux's; 16 KiB: iOS on arm64).
    public var pageSize: PageSize = .small
    /// What the host does when the footprint first passes 80 % of the limit in a push (iOS's memory warning).
    public var onWarning: WarningResponse = .none

    // MARK: the engine and the pushes

    public var jit = false
    public var allocator: Allocator = .jsc
    public var isolation: Isolation = .context
    /// `measure` (a full GC and a free-page release after every push) or `device` (as a device runs pushes).
    public var mode: Mode = .measure
    /// Seconds between pushes in device mode.
    public var gapSeconds: Double = 0
    public var pushes = 1
    /// Pushes left out of the leak fit; nil = the first 10%, at least 3 (`defaultWarmup`).
    public var warmupPushes: Int?

    /// The default warm-up: the first 10% of the pushes delivered, at least 3.
    public static func defaultWarmup(pushes: Int) -> Int { max(3, pushes / 10) }

    /// `--explain`'s first snapshot: after the last warm-up push; a run no longer than its warm-up
    /// is compared with a snapshot taken before its first push (0).
    public var explainAfterPush: Int {
        let warmup = warmupPushes ?? RunPlan.defaultWarmup(pushes: pushes)
        return warmup < pushes ? warmup : 0
    }
    public var expireSeconds: Double = 30
    public var payload: [UInt8]?
    /// The last push's payload, when it differs (the growth-limit search's K-th push).
    public var finalPayload: [UInt8]?
    /// `--payloads FILE`: the file (an absolute path) and its lines (checked), one a push, cycling;
    /// `payloads` says what it held (the record's `payloads`), and is what a spool keeps of it.
    public private(set) var payloadsPath: String?
    public private(set) var payloadLines: [[UInt8]]?
    public private(set) var payloads: PayloadStreamInfo?

    /// Each push's payload from a line of `path`, in order, cycling (SiteOptions.payloadLines checks them).
    public mutating func streamPayloads(from path: String, lines: [[UInt8]]) {
        payloadsPath = path
        payloadLines = lines
        payloads = PayloadStreamInfo(path: path, lines: lines.count, sha256: SHA256.hex(lines.flatMap { $0 + [0x0A] }))
    }
    /// A deliberate host bug for validating the detector: every push's context stays protected.
    public var injectRetainContexts = false

    // MARK: what the worker sees

    /// Where `fetch` is served from; nil: `fixtures/` beside the probe (which may be absent).
    public var fixturesDirectory: String?
    /// The worker's URL (`--url`); nil: https://localhost/<probe file name>.
    public var scriptURL: String?
    /// Where same-origin URLs are served from (`--site`); nil: the probe's directory.
    public var siteDirectory: String?
    /// Where cross-origin URLs are served from (`--mirror`): `https://host/path` from `DIR/host/path`.
    public var mirrorDirectory: String?
    /// The PushSubscription's JSON (`--subscription FILE`, checked); nil: the worker's synthetic one.
    public var subscriptionJSON: String?
    /// --user-agent: what `navigator.userAgent` says (nil: Safari on an iPhone).
    public var userAgent: String?
    /// --storage DIR: IndexedDB and the Cache API are the SQLite database DIR/storage.sqlite3
    /// (StorageFile); nil: a temporary directory of the run's, removed at its end.
    public var storageDirectory: String?
    /// --storage-in: the database on disk (SQLite's page cache in the worker's memory) or in the worker's memory.
    public var storageIn: WorkerArguments.StorageIn = .disk
    /// --storage-quota: the most the worker's storage may hold (nil: the worker's default, 64 MiB).
    public var storageQuotaBytes: Int64?

    // MARK: what the run is judged by, and what its record says of itself

    /// The budget the run is held to (`--max-peak`, `--expect`...), checked by the record assembler.
    public var budget = Budget()
    /// Where each budget option came from, by option name (`header`, `command line`); absent: a default.
    public var budgetOrigins: [String: BudgetCheck.Origin] = [:]
    /// `--explain`: heap snapshots after warm-up, at 80 % of the limit and at the end, and the
    /// retainer paths of what the later one added (ExplainReport).
    public var explain = false
    /// `--check-allocator`: the same run again with `--allocator malloc`, compared with this one.
    public var checkAllocator = false
    /// `--engine-option NAME=VALUE`: JavaScriptCore options over memlab's own (EngineOption), in the
    /// order given, one per name (a later layer's replaces an earlier's). nil in plans older than it.
    public var engineOptions: [EngineOption]?
    /// The RAM size the worker's engine is told to size its heap for: device mode's modelled one
    /// (the ceiling rounded up to 128 MiB), or `--engine-option forceRAMSize`'s; nil: the machine's.
    public var forcedRAMSizeBytes: Int64? {
        if let given = engineOptions?.last(where: { $0.name == "forceRAMSize" }) {
            let bytes = Int64(given.value) ?? 0
            return bytes > 0 ? bytes : nil
        }
        return mode == .device ? EngineOption.modelledRAMSizeBytes(limitBytes: limit.bytes) : nil
    }
    /// `--commit REV`: the application's commit as given (resolved when the run starts: Provenance).
    public var commit: String?
    /// The options that made the plan as they were written, in the order they apply (a suite's,
    /// then the probe's header; a header's, then the command line), without the probe.
    public var arguments: [String] = []

    // MARK: where things are (this machine's, not the run's: not coded)

    public var resultsDirectory = "results"
    public var workerPath: String?
    /// Distinguishes the cgroups of concurrent runs inside one memlab process.
    public var cgroupSerial: Int?

    /// The fraction of the limit at which iOS warns (xnu PHYS_FOOTPRINT_WARNING_LEVEL).
    public static let warningPercent: Int64 = 80
    public var warningBytes: Int64 { limit.bytes * RunPlan.warningPercent / 100 }

    public init(probePath: String, limit: ByteSize) {
        self.probePath = probePath
        self.limit = limit
    }

    /// APNs refuses notification payloads over 4 KiB; a push handler never sees more.
    public static let maximumPayloadBytes = 4096

    /// The same plan for `--check-allocator`'s second run: JavaScriptCore's heap through jemalloc.
    public var withMallocAllocator: RunPlan {
        var second = self
        second.allocator = .malloc
        second.checkAllocator = false
        return second
    }

    /// Everything but the lines of `--payloads` (their file and what it held are `payloads`) and
    /// where this machine keeps the worker.
    enum CodingKeys: String, CodingKey {
        case probePath, limit, preset, hostReserveBytes, enforcement, watchdogIntervalMicroseconds, pageSize, onWarning, jit, allocator,
            isolation, mode, gapSeconds, pushes, warmupPushes, expireSeconds, payload, finalPayload, payloadsPath, payloads,
            injectRetainContexts, fixturesDirectory, scriptURL, siteDirectory, mirrorDirectory, subscriptionJSON, userAgent,
            storageDirectory, storageQuotaBytes, budget, budgetOrigins, explain, checkAllocator, commit, arguments, resultsDirectory, engineOptions
    }
}

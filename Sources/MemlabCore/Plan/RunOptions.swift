/// Everything `memlab run` needs to know, after the command line is parsed.
public struct RunOptions: Sendable {
    public enum Enforcement: String, Sendable, CaseIterable {
        case auto, cgroup, rlimit, watchdog
    }

    /// What is created afresh for each push, to show which layer leaks.
    public enum Isolation: String, Sendable, CaseIterable {
        /// A new global context per push in one shared context group (a new JSContext in one JSVirtualMachine).
        case context
        /// A new context group (VM) per push.
        case group
        /// One context for every push: a long-lived service worker whose globals persist.
        case none
        /// A new worker process per push: the clean baseline.
        case process
    }

    public enum Allocator: String, Sendable, CaseIterable {
        /// JavaScriptCore's own allocator (libpas), as on iOS.
        case jsc
        /// JSC's heap routed through jemalloc (the `Malloc` variable), whose statistics join each sample.
        case malloc
    }

    public var probePath: String
    public var limit: ByteSize
    public var enforcement: Enforcement = .auto
    public var jit = false
    public var payload: [UInt8]?
    public var expireSeconds: Double = 30
    public var watchdogIntervalMicroseconds = 100
    public var resultsDirectory = "results"
    public var workerPath: String?
    /// Where `fetch` is served from; nil: `fixtures/` beside the probe (which may be absent).
    public var fixturesDirectory: String?
    /// --storage DIR: IndexedDB and the Cache API start from DIR/storage.memlab and are saved there (StorageFile).
    public var storageDirectory: String?
    /// --storage-quota: the most the worker's storage may hold (nil: the worker's default, 64 MiB).
    public var storageQuotaBytes: Int64?
    public var pushes = 1
    public var isolation: Isolation = .context
    public var allocator: Allocator = .jsc
    /// A deliberate host bug for validating the detector: every push's context stays protected.
    public var injectRetainContexts = false
    /// --explain: heap snapshots after warm-up, at 80 % of the limit and at the end, and the
    /// retainer paths of what the later one added (ExplainReport).
    public var explain = false
    /// --user-agent: what `navigator.userAgent` says (nil: Safari on an iPhone).
    public var userAgent: String?
    /// Pushes left out of the leak fit; nil = the first 10%, at least 3.
    public var warmupPushes: Int?
    /// The last push's payload, when it differs (the growth-limit search's K-th push).
    public var finalPayload: [UInt8]?
    /// The worker's URL (`--url`); nil: https://localhost/<probe file name>.
    public var scriptURL: String?
    /// Where same-origin URLs are served from (`--site`); nil: the probe's directory.
    public var siteDirectory: String?
    /// Where cross-origin URLs are served from (`--mirror`): `https://host/path` from `DIR/host/path`.
    public var mirrorDirectory: String?
    /// The PushSubscription's JSON (`--subscription FILE`, checked); nil: the worker's synthetic one.
    public var subscriptionJSON: String?
    /// `--payloads FILE`: the file and its lines (checked), one a push, cycling.
    public var payloadsPath: String?
    public var payloadLines: [[UInt8]]?
    /// Distinguishes the cgroups of concurrent runs inside one memlab process.
    public var cgroupSerial: Int?

    /// The extension kind whose budget this run models (Presets.swift); nil: a custom `--limit`.
    public var preset: String?
    /// Private memory the worker dirties before JavaScriptCore starts: the extension's own (host) footprint.
    public var hostReserveBytes: Int64 = 0
    /// What the host does when the footprint first passes 80 % of the limit in a push (iOS's memory warning).
    public var onWarning: WarningResponse = .none
    /// Which page size's footprint the watchdog enforces the ceiling on (4 KiB: Linux's; 16 KiB: iOS on arm64).
    public var pageSize: PageSize = .small
    /// `measure` (a full GC and a free-page release after every push) or `device` (as a device runs pushes).
    public var mode: Mode = .measure
    /// Seconds between pushes in device mode.
    public var gapSeconds: Double = 0

    public enum WarningResponse: String, Sendable, CaseIterable { case none, gc }
    public enum PageSize: String, Sendable, CaseIterable {
        case small = "4K", large = "16K"
    }
    public enum Mode: String, Sendable, CaseIterable { case measure, device }

    /// The fraction of the limit at which iOS warns (xnu PHYS_FOOTPRINT_WARNING_LEVEL).
    public static let warningPercent: Int64 = 80
    public var warningBytes: Int64 { limit.bytes * RunOptions.warningPercent / 100 }

    public init(probePath: String, limit: ByteSize) {
        self.probePath = probePath
        self.limit = limit
    }

    /// APNs refuses notification payloads over 4 KiB; a push handler never sees more.
    public static let maximumPayloadBytes = 4096
}

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
    /// --user-agent: what `navigator.userAgent` says (nil: Safari on an iPhone).
    public var userAgent: String?
    /// Pushes left out of the leak fit; nil = the first 10%, at least 3.
    public var warmupPushes: Int?
    /// The last push's payload, when it differs (the growth-limit search's K-th push).
    public var finalPayload: [UInt8]?
    /// Distinguishes the cgroups of concurrent runs inside one memlab process.
    public var cgroupSerial: Int?

    public init(probePath: String, limit: ByteSize) {
        self.probePath = probePath
        self.limit = limit
    }

    /// APNs refuses notification payloads over 4 KiB; a push handler never sees more.
    public static let maximumPayloadBytes = 4096
}

import Foundation

/// One run, as written to results/ (docs/results-schema.md). Versioned:
/// a reader refuses a newer `schemaVersion` rather than misread it.
public struct RunRecord: Codable, Sendable, Equatable {
    /// 2: `end.exit` is spelled `{"code": 0}` / `{"signal": 9}` (version 1 wrote
    /// `{"exited": {"_0": 0}}`, which is still read).
    /// 3: `pushes` is an object of columns (docs/results-schema.md; versions 1 and 2 wrote an
    /// array of push objects, which is still read).
    public static let currentSchemaVersion = 3

    public var schemaVersion: Int = RunRecord.currentSchemaVersion
    public var memlabVersion: String = MemlabVersion.string
    public var createdAt: String
    public var host: HostInfo
    public var probe: ProbeInfo
    public var payload: PayloadInfo?
    /// `--payloads FILE`: the stream of payloads, one line a push (each push's `payloadLine`).
    public var payloads: PayloadStreamInfo?
    public var runtime: RuntimeInfo
    /// What confined the worker, as the worker itself saw it.
    public var sandbox: SandboxInfo?
    public var ceiling: CeilingInfo
    public var baseline: BaselineInfo?
    /// Held in columns (PushList); coded as the array of pushes it is.
    public var pushes: PushList = []
    public var checkpoints: [CheckpointRecord] = []
    /// Checkpoints beyond the kept ones (the first and last are always kept).
    public var checkpointsDropped: Int = 0
    public var console: [ConsoleRecord] = []
    /// What the worker posted to its parent's port (`memlab.parentPort`): one JSON text a message,
    /// in order (`memlab wpt` reads testharness.js's results so); nil when it posted nothing.
    public var parentMessages: [String]?
    public var end: RunEnd
    public var peakFootprintBytes: Int64?
    /// What is created afresh per push: `context`, `group`, `none` or `process` (many-push runs).
    public var isolation: RunPlan.Isolation?
    /// `jsc` (JavaScriptCore's own allocator, as on iOS) or `malloc` (routed through jemalloc).
    public var allocator: RunPlan.Allocator?
    /// The leak verdict over the pushes (many-push runs).
    public var verdict: LeakVerdict?
    /// Many-push runs: JavaScriptCore's per-type object census and the classes that grow steadily.
    public var typeGrowth: TypeGrowthReport?
    /// `--explain`: heap snapshots and the clustered retainer paths of what grew (ExplainReport).
    public var explain: ExplainReport?
    /// `memlab limit`: the largest allocation whose push still completes under the ceiling.
    public var growthLimit: GrowthLimit?
    public var problems: [String] = []
    /// Seconds the probe's top level took the first time it was evaluated (nil: it never finished loading).
    public var loadSeconds: Double?
    public var elapsedSeconds: Double
    /// The commit of the source tree memlab was built from, when it was built from a git checkout.
    public var gitCommit: String?
    /// The run's options as given (`--limit 24M --payload ...`, without the probe), so a later
    /// run can be compared like for like (`memlab suite` fills it).
    public var arguments: [String]?
    /// The budget the run was held to (`--max-peak`, `--expect`...) and each check's result.
    public var budget: BudgetResult?
    /// The commit of the application under test (`--commit REV`, or git in the probe's directory).
    public var applicationCommit: String?
    /// `--check-allocator`: the same run with `--allocator malloc`, and what it shows.
    public var allocatorCheck: AllocatorCheck?
    /// The extension kind whose budget the run modelled (`--preset`; Presets.swift); nil: a custom `--limit`
    /// (and every record from before presets).
    public var preset: String?
    /// The host's own memory the worker dirtied before JavaScriptCore started (`--host-reserve`), counted
    /// in the baseline and every sample; nil in records from before it existed (none was applied).
    public var hostReserveBytes: Int64?
    /// What the host did at the 80 % memory warning (`--on-warning`): `gc`; nil: nothing.
    public var onWarning: RunPlan.WarningResponse?
    /// `--mode device`: the replay's headline (nil: measure mode, and every record from before it).
    public var device: DeviceSummary?
    /// IndexedDB's and the Cache API's store: where it lived and its largest table at the end
    /// (nil: the worker never opened it, and every record from before it was SQLite).
    public var storage: StorageRecord?
    /// The service-worker lifecycle before the first push (install, activate), when there was one to record.
    public var lifecycle: LifecycleRecord?
    /// Set when memlab died before writing this record and a later memlab rebuilt it from the
    /// run's spool (`memlab recover`, or the next run): `end` is then `interrupted`.
    public var recovery: RecoveryInfo?

    public init(
        createdAt: String, host: HostInfo, probe: ProbeInfo, payload: PayloadInfo?, runtime: RuntimeInfo,
        ceiling: CeilingInfo, end: RunEnd, elapsedSeconds: Double
    ) {
        self.createdAt = createdAt
        self.host = host
        self.probe = probe
        self.payload = payload
        self.runtime = runtime
        self.ceiling = ceiling
        self.end = end
        self.elapsedSeconds = elapsedSeconds
    }

    public var lastCheckpoint: CheckpointRecord? { checkpoints.last }
    public var headroomBytes: Int64? { baseline.map { ceiling.limitBytes - $0.footprintBytes } }
    /// The runtime's own part of the baseline: the baseline footprint less the host reserve.
    public var runtimeBytes: Int64? { baseline.map { $0.footprintBytes - (hostReserveBytes ?? 0) } }
}

// The options a record names (RunPlan's enums, Codable there) are spelled as on the command
// line (`--isolation none`, `--page-size 16K`).

public struct HostInfo: Codable, Sendable, Equatable {
    public var kernel: String
    public var machine: String
    public var cpuCount: Int

    public static func current() -> HostInfo {
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return HostInfo(
            kernel: field(name.sysname) + " " + field(name.release), machine: field(name.machine),
            cpuCount: ProcessInfo.processInfo.activeProcessorCount)
    }
}

public struct SandboxInfo: Codable, Sendable, Equatable {
    public var noNewPrivileges: Bool
    /// The seccomp filter (sockets, exec, new processes, ptrace, mounts... refused with EPERM).
    public var seccomp: Bool
    public var seccompError: String?
    /// `private` (a network namespace with only loopback) or `host`.
    public var network: String
    /// Where the worker may write, as it saw itself (Landlock: `landlock:DIR`, the storage
    /// directory only; `landlock:none`; `unconfined: WHY`); nil in records from before it.
    public var writes: String? = nil
    /// The limits set before exec.
    public var rlimits: [String: Int64]
}

public struct ProbeInfo: Codable, Sendable, Equatable {
    public var path: String
    public var name: String
    public var sha256: String
    public var bytes: Int
}

public struct PayloadInfo: Codable, Sendable, Equatable {
    public var bytes: Int
    public var sha256: String
}

public struct RuntimeInfo: Codable, Sendable, Equatable {
    public var engine: String = "JavaScriptCore (WebKitGTK)"
    public var jscVersion: String?
    public var jit: Bool
    public var workerPid: Int32?
    /// How the worker read JSC's heap counters: `direct` (JSC::Heap's methods, checked equal to
    /// JSGetMemoryUsageStatistics at start-up) or `JSGetMemoryUsageStatistics`.
    public var heapCounters: String?
    /// Why not `direct`, when it is not.
    public var heapCountersFallback: String?
    /// Whether each private hook of JavaScriptCore took effect (Capabilities.swift).
    public var capabilities: [Capability]?
    /// Whether libpas could run its scavenger thread in the worker (false: the worker keeps it off).
    public var scavengerThread: Bool?
    /// libpas's core-dump madvise calls the worker dropped (summed over its workers).
    public var dumpAdviceDropped: Int64?
    /// Whether the worker took per-type object counts (`typeCounts`, many-push runs), and why
    /// not; kept apart from `capabilities`, whose hooks change the numbers (this one adds some).
    public var typeCounts: Capability?
    /// `--explain`: whether the worker can take heap snapshots with this JavaScriptCore, and why not.
    public var heapSnapshots: Capability?
    /// `--explain`: whether the worker could place what the clusters hold at the probe's lines
    /// (functions by their source range, timers and listeners by the call that made them), and why not.
    public var functionSites: Capability?
    /// The RAM size JavaScriptCore's heap sized itself for, read back from JSC::Heap in the worker
    /// (device mode: the modelled extension's; measure mode: this machine's); nil when unreadable.
    public var ramSizeBytes: Int64?
    /// The RAM size memlab told the engine to use (JSC_forceRAMSize); nil: the engine's own.
    public var modelledRAMSizeBytes: Int64?
    /// WTF::ramSize(): the engine's RAM size on this machine without the option.
    public var machineRAMSizeBytes: Int64?
    /// The heap growth mode that RAM size chose: `default`, or `aggressive` at 16 GiB and more.
    public var heapGrowth: String?
    /// Why the heap's sizing could not be read back, when it could not.
    public var ramSizeFallback: String?
    /// `--engine-option`s the run passed to JavaScriptCore, in order.
    public var engineOptions: [EngineOption]?
}

public struct CeilingInfo: Codable, Sendable, Equatable {
    /// The backend that enforced the ceiling: `--enforce`'s, resolved (a record never says `auto`).
    public enum Backend: String, Codable, Sendable, CaseIterable {
        case cgroup, rlimit, watchdog

        /// The backend a resolved `--enforce` names; `auto` is resolved before a worker starts
        /// (Runner), and never reaches a record: taken for the watchdog, its last resort.
        public init(_ enforcement: RunPlan.Enforcement) {
            assert(enforcement != .auto, "a record's backend is the one that enforced the ceiling, never auto")
            switch enforcement {
            case .cgroup: self = .cgroup
            case .rlimit: self = .rlimit
            case .watchdog, .auto: self = .watchdog
            }
        }
    }

    /// How the backend was chosen.
    public enum Choice: String, Codable, Sendable, CaseIterable {
        /// `--enforce auto` (the default) picked it.
        case auto
        /// `--enforce BACKEND` asked for it.
        case requested
    }

    public var limitBytes: Int64
    public var backend: Backend
    public var chosen: Choice
    /// What the backend enforced, in its own words (e.g. `cgroup v1 memory.limit_in_bytes=25165824`).
    public var detail: String
    public var watchdogIntervalMicroseconds: Int?
    /// Whether the watchdog thread had real-time priority (SCHED_FIFO).
    public var watchdogRealtime: Bool?
    /// Watchdog: footprint it saw when it fired, minus the limit.
    public var overshootBytes: Int64?
    /// cgroup: the highest charge the kernel recorded for the worker's cgroup.
    public var cgroupPeakBytes: Int64?
    public var rlimitAddressSpaceBytes: Int64?
    /// `16K`: the watchdog enforced the ceiling on the footprint counted in 16 KiB pages (nil: 4 KiB).
    public var pageSize: RunPlan.PageSize?
    /// cgroup: how memlab came to have a cgroup for the worker.
    public var cgroupDelegation: CgroupDelegationKind?
    /// One sentence the user should see about the backend: the systemd scope memlab made,
    /// or why `auto` fell back to the watchdog and what command gives the exact ceiling.
    public var backendNote: String?
}

public struct BaselineInfo: Codable, Sendable, Equatable {
    public var footprintBytes: Int64
    public var rssBytes: Int64?
    public var bootSeconds: Double?
    public var heap: HeapSample?
    /// The footprint as a 16 KiB-page kernel counts it.
    public var footprint16KBytes: Int64?
}

/// JavaScriptCore's heap counters in a record: the frames' own, coded as an object of the same six names.
public typealias HeapSample = HeapCounts

public enum MemlabVersion {
    public static let string = "0.1.0"
}

/// Where the worker kept IndexedDB and the caches (`--storage-in`), the page cache it bounds SQLite
/// to on disk, and the table that held the most after the last push that reported one.
public struct StorageRecord: Codable, Sendable, Equatable {
    /// `disk` (SQLite's file; the worker holds its page cache) or `memory` (the database in the worker's memory).
    public var storedIn: WorkerArguments.StorageIn
    /// SQLite's page cache with storage on disk, the most of the database the worker keeps in memory.
    public var pageCacheBytes: Int64
    public var largestStore: StoreReport?

    public init(storedIn: WorkerArguments.StorageIn, pageCacheBytes: Int64, largestStore: StoreReport? = nil) {
        self.storedIn = storedIn; self.pageCacheBytes = pageCacheBytes; self.largestStore = largestStore
    }

    /// The page cache the worker sets (StorageHost.pageCacheKiB, which the parent does not link).
    public static let pageCacheBytes: Int64 = 512 * 1024
}

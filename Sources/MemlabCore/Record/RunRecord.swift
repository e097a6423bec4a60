import Foundation

/// One run, as written to results/ (docs/results-schema.md). Versioned:
/// a reader refuses a newer `schemaVersion` rather than misread it.
public struct RunRecord: Codable, Sendable, Equatable {
    /// 2: `end.exit` is spelled `{"code": 0}` / `{"signal": 9}` (version 1 wrote
    /// `{"exited": {"_0": 0}}`, which is still read).
    public static let currentSchemaVersion = 2

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

public struct HeapSample: Codable, Sendable, Equatable {
    public var heapSizeBytes: Int64
    public var heapCapacityBytes: Int64
    public var extraMemoryBytes: Int64
    public var objectCount: Int64
    public var protectedObjectCount: Int64
    public var globalObjectCount: Int64

    init(_ counts: HeapCounts) {
        heapSizeBytes = counts.heapSizeBytes
        heapCapacityBytes = counts.heapCapacityBytes
        extraMemoryBytes = counts.extraMemoryBytes
        objectCount = counts.objectCount
        protectedObjectCount = counts.protectedObjectCount
        globalObjectCount = counts.globalObjectCount
    }
}

/// Whether footprint grows across pushes into one reused worker.
public struct LeakVerdict: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case flat, saturating, leaking
        /// Still growing at the end of the run, but at well under the pace it started with: a
        /// longer run tells whether it levels off (saturating) or keeps on (leaking).
        case slowing
        /// Too few pushes after warm-up to say.
        case insufficient
    }

    /// What a leaking verdict was judged on: the pace per push, or what the pace adds up to over the run.
    public enum Basis: String, Codable, Sendable {
        case perPush, total
    }

    /// Where the growth is, from the counters every sample carries.
    public enum Attribution: String, Codable, Sendable {
        /// JavaScript objects are kept: JSC's heap size and object count grow with the footprint.
        case jsObjects = "js-objects"
        /// Whole contexts are kept (their global objects stay alive after teardown).
        case retainedContexts = "retained-contexts"
        /// The footprint grows while the JS heap does not: the engine's allocator keeps pages,
        /// or native memory grows.
        case outsideJSHeap = "outside-js-heap"
    }

    /// Slopes per push of each counter over the analysed pushes (Theil-Sen estimates).
    public struct Sources: Codable, Sendable, Equatable {
        public var footprintBytesPerPush: Double
        public var jsHeapBytesPerPush: Double?
        public var objectsPerPush: Double?
        public var mallocAllocatedBytesPerPush: Double?
        public var contextsRetained: Int

        public init(
            footprintBytesPerPush: Double, jsHeapBytesPerPush: Double? = nil, objectsPerPush: Double? = nil,
            mallocAllocatedBytesPerPush: Double? = nil, contextsRetained: Int = 0
        ) {
            self.footprintBytesPerPush = footprintBytesPerPush
            self.jsHeapBytesPerPush = jsHeapBytesPerPush
            self.objectsPerPush = objectsPerPush
            self.mallocAllocatedBytesPerPush = mallocAllocatedBytesPerPush
            self.contextsRetained = contextsRetained
        }
    }

    public var kind: Kind
    /// Robust (Theil-Sen) slope of footprint per push after warm-up, with its confidence interval.
    public var slopeBytesPerPush: Double
    public var slopeLowBytesPerPush: Double
    public var slopeHighBytesPerPush: Double
    public var warmupPushes: Int
    public var pushesAnalysed: Int
    /// JS global objects still alive after teardown, beyond the baseline: exact.
    public var contextsRetained: Int
    /// Push after which contexts were first seen retained.
    public var contextsRetainedFromPush: Int?
    /// (limit - current footprint) / slope, when leaking.
    public var projectedPushesUntilCeiling: Int?
    /// The push the ceiling killed, when it did.
    public var killedAtPush: Int?
    /// Why this verdict, in one clause ("grew in every third at a steady pace").
    public var reason: String?
    /// For `leaking`: judged on the pace per push, or on the total it adds up to.
    public var basis: Basis?
    /// Footprint growth over the run: the last quarter's median minus the first pushes' (warm-up included).
    public var totalGrowthBytes: Double?
    /// Where the growth is (nil when nothing grows).
    public var attribution: Attribution?
    public var sources: Sources?
    /// For `slowing`: how many pushes a run needs to tell.
    public var suggestedPushes: Int?

    public init(
        kind: Kind, slopeBytesPerPush: Double, slopeLowBytesPerPush: Double, slopeHighBytesPerPush: Double,
        warmupPushes: Int, pushesAnalysed: Int, contextsRetained: Int
    ) {
        self.kind = kind
        self.slopeBytesPerPush = slopeBytesPerPush
        self.slopeLowBytesPerPush = slopeLowBytesPerPush
        self.slopeHighBytesPerPush = slopeHighBytesPerPush
        self.warmupPushes = warmupPushes
        self.pushesAnalysed = pushesAnalysed
        self.contextsRetained = contextsRetained
    }
}

/// The result of a growth-limit search (`memlab limit`).
public struct GrowthLimit: Codable, Sendable, Equatable {
    /// Largest N (bytes asked of the probe) whose push completed with outcome modified.
    public var largestCompletingBytes: Int64
    /// Smallest N seen to fail (or nil if even the ceiling itself completed).
    public var smallestFailingBytes: Int64?
    public var resolutionBytes: Int64
    /// The payload field that carried N.
    public var field: String
    /// Which push of a reused worker asked for N (1 = a fresh worker).
    public var pushIndex: Int
    /// Workers that ran a trial (one warm-up worker before the first measures the baseline).
    public var workersUsed: Int
    public var trials: [Trial]

    public struct Trial: Codable, Sendable, Equatable {
        public var bytes: Int64
        public var completed: Bool
        /// How that worker's run ended (`completed`, `killed-at-ceiling`, ...) and the push's reason.
        public var end: RunEnd.Kind
        public var reason: PushRecord.Reason?
        public var peakFootprintBytes: Int64?
    }
}

public struct PushRecord: Sendable, Equatable {
    /// `modified` or `original-content`: the worker's own set.
    public typealias Outcome = PushFrame.Outcome

    /// Why the original content was shown: the worker's reasons (`PushFrame.Reason`), and the
    /// parent's for a push the worker never finished.
    public enum Reason: String, Codable, Sendable, CaseIterable {
        case noListener = "no-listener"
        case exception
        case unsettled
        case waitUntilRejected = "waituntil-rejected"
        case noNotification = "no-notification"
        case `internal`
        /// The ceiling killed the worker during the push.
        case killedAtCeiling = "killed-at-ceiling"
        /// The push outlived `--expire`; memlab killed the worker.
        case expired
        /// The worker died of a signal memlab did not send.
        case crashed
        /// memlab was interrupted (or killed) during the push.
        case interrupted

        public init(_ reason: PushFrame.Reason) {
            switch reason {
            case .noListener: self = .noListener
            case .exception: self = .exception
            case .unsettled: self = .unsettled
            case .waitUntilRejected: self = .waitUntilRejected
            case .noNotification: self = .noNotification
            case .internal: self = .internal
            }
        }

        /// The reason in words, as every summary, budget sentence and report says it.
        public var text: String {
            switch self {
            case .noListener: return "the probe registers no push listener"
            case .exception: return "the handler threw"
            case .unsettled: return "waitUntil never settled"
            case .waitUntilRejected: return "a waitUntil promise rejected"
            case .noNotification: return "no notification was shown"
            case .internal: return "the worker could not tell how the push ended (a memlab bug)"
            case .killedAtCeiling: return "killed at the ceiling"
            case .expired: return "expired"
            case .crashed: return "the worker crashed"
            case .interrupted: return "interrupted"
            }
        }
    }

    public var index: Int
    public var outcome: Outcome
    /// Why the original content was shown (nil when the push was modified).
    public var reason: Reason?
    public var exception: ScriptException?
    /// The push's first notification, as the probe passed it (held as its JSON text: CompactJSON).
    @CompactJSON public var notification: JSONValue? = nil
    /// JSC's heap statistics at the sample.
    public var heap: HeapSample?
    /// `--allocator malloc`: jemalloc's counters after the push.
    public var malloc: MallocSample?
    /// The footprint first passed 80 % of the limit during this push (iOS's memory warning).
    public var warning: PushWarning?
    /// Every notification the push showed, in order, when it showed more than one (`notification` is the first).
    public var notifications: [JSONValue]?
    /// What went wrong in the push without failing it, one line each, deduplicated: an exception
    /// a timer, a microtask or a listener threw that nobody caught, a promise rejected with no handler.
    public var problems: [String]?
    /// Every number of the push (`PushCounter.inRecord`: its footprint, its peaks, its times...):
    /// `push[.footprintBytes]`, `push[seconds: .pushSeconds]`.
    public var counters = PushCounterValues()

    public init(index: Int, outcome: Outcome, reason: Reason? = nil) {
        self.index = index
        self.outcome = outcome
        self.reason = reason
    }

    /// An integer counter's value (`PushCounterValues`).
    @inlinable public subscript(counter: PushCounter) -> Int64? {
        get { counters[counter] }
        set { counters[counter] = newValue }
    }

    /// A seconds counter's value.
    @inlinable public subscript(seconds counter: PushCounter) -> Double? {
        get { counters[seconds: counter] }
        set { counters[seconds: counter] = newValue }
    }

    /// The reason in words, or that there is none.
    public var reasonText: String { reason?.text ?? PushRecord.noReasonText }
    public static let noReasonText = "no reason given"

    /// The push's highest use of the ceiling: the exact charge where there is one, else the sampled footprint.
    public var peakUseBytes: Int64? { self[.peakChargeBytes] ?? self[.peakFootprintBytes] }
}

/// A device-mode run in one line: "modified 97.3 % (2,919 of 3,000 pushes); 3 kills, first at push 812; 1 expiry; 4 processes".
public struct DeviceSummary: Codable, Sendable, Equatable {
    public var gapSeconds: Double
    public var pushes: Int
    /// Pushes whose user saw the modified content.
    public var modified: Int
    public var kills: Int
    public var firstKillAtPush: Int?
    public var expiries: Int
    public var processes: Int

    public var modifiedPercent: Double { pushes > 0 ? Double(modified) / Double(pushes) * 100 : 0 }

    public init(gapSeconds: Double, pushes: Int, modified: Int, kills: Int, expiries: Int, processes: Int) {
        self.gapSeconds = gapSeconds
        self.pushes = pushes
        self.modified = modified
        self.kills = kills
        self.expiries = expiries
        self.processes = processes
    }
}

/// iOS's memory warning in one push: at 80 % of the limit, before the kill at 100 %.
public struct PushWarning: Codable, Sendable, Equatable {
    /// The first footprint memlab sampled at or past 80 % of the limit in the push.
    public var footprintBytes: Int64
    /// `--on-warning gc`: the footprint when the worker saw the warning (at an event-loop turn) and
    /// what its full collection gave back; nil when it never saw it (the push grew past 80 %
    /// without yielding to the event loop, or did not run one).
    public var collectedAtBytes: Int64?
    public var collectedBytes: Int64?
    /// Whether the push still ended with its content modified after the warning.
    public var survived: Bool

    public init(footprintBytes: Int64, survived: Bool) {
        self.footprintBytes = footprintBytes
        self.survived = survived
    }
}

/// jemalloc's stats.allocated / stats.active / stats.resident.
public struct MallocSample: Codable, Sendable, Equatable {
    public var allocatedBytes: Int64
    public var activeBytes: Int64
    public var residentBytes: Int64

    init(_ counts: MallocCounts) {
        allocatedBytes = counts.allocatedBytes
        activeBytes = counts.activeBytes
        residentBytes = counts.residentBytes
    }
}

public struct CheckpointRecord: Codable, Sendable, Equatable {
    public var push: Int
    /// What the probe passed to memlab.checkpoint; NaN when it was not a finite number
    /// (written as null: JSON has no NaN or Infinity).
    public var value: Double
    public var footprintBytes: Int64
    public var elapsedSeconds: Double

    public init(push: Int, value: Double, footprintBytes: Int64, elapsedSeconds: Double) {
        self.push = push
        self.value = value
        self.footprintBytes = footprintBytes
        self.elapsedSeconds = elapsedSeconds
    }

    enum CodingKeys: String, CodingKey { case push, value, footprintBytes, elapsedSeconds }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        push = try container.decode(Int.self, forKey: .push)
        value = try container.decodeIfPresent(Double.self, forKey: .value) ?? .nan
        footprintBytes = try container.decode(Int64.self, forKey: .footprintBytes)
        elapsedSeconds = try container.decode(Double.self, forKey: .elapsedSeconds)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(push, forKey: .push)
        if value.isFinite { try container.encode(value, forKey: .value) } else { try container.encodeNil(forKey: .value) }
        try container.encode(footprintBytes, forKey: .footprintBytes)
        try container.encode(elapsedSeconds.isFinite ? elapsedSeconds : 0, forKey: .elapsedSeconds)
    }
}

public struct ConsoleRecord: Codable, Sendable, Equatable {
    public var push: Int
    public var level: String
    public var text: String
}

/// How the run ended.
public struct RunEnd: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The worker ran the push and exited normally.
        case completed
        /// The ceiling killed the worker (SIGKILL), like jetsam.
        case killedAtCeiling = "killed-at-ceiling"
        /// The push outlived --expire; memlab killed the worker.
        case expired
        /// The worker died of a signal memlab did not send (a crash).
        case crashed
        /// The probe could not be loaded (syntax error, threw at top level, unreadable).
        case probeError = "probe-error"
        /// The worker failed in a way that is memlab's fault.
        case workerError = "worker-error"
        /// memlab was interrupted (SIGINT/SIGTERM).
        case interrupted
    }

    public var kind: Kind
    public var message: String
    public var exit: WorkerExit?
    public var exception: ScriptException?

    public init(kind: Kind, message: String, exit: WorkerExit? = nil, exception: ScriptException? = nil) {
        self.kind = kind
        self.message = message
        self.exit = exit
        self.exception = exception
    }

    enum CodingKeys: String, CodingKey { case kind, message, exit, exception }

    /// One sentence out of clauses joined by `: ` or `; `: a clause's own full stop goes
    /// (`'a'.: the probe` becomes `'a': the probe`), a doubled mark becomes one.
    public static func tidy(_ message: String) -> String {
        var text = message
        for (doubled, single) in [(".: ", ": "), (".; ", "; "), (": : ", ": "), (";;", ";")] {
            while text.contains(doubled) { text = text.replacingOccurrences(of: doubled, with: single) }
        }
        return text
    }

    /// `{"code": 0}` or `{"signal": 9}`; schema 1's `{"exited": {"_0": 0}}` / `{"signaled": {"_0": 9}}` is read too.
    struct ExitSpelling: Codable {
        var code: Int32?
        var signal: Int32?
        struct Legacy: Codable { var _0: Int32 }
        var exited: Legacy?
        var signaled: Legacy?

        init(_ exit: WorkerExit) {
            switch exit {
            case .exited(let status): code = status
            case .signaled(let number): signal = number
            }
        }

        var exit: WorkerExit? {
            if let code { return .exited(code) }
            if let signal { return .signaled(signal) }
            if let exited { return .exited(exited._0) }
            if let signaled { return .signaled(signaled._0) }
            return nil
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        message = try container.decode(String.self, forKey: .message)
        exception = try container.decodeIfPresent(ScriptException.self, forKey: .exception)
        if let spelling = try container.decodeIfPresent(ExitSpelling.self, forKey: .exit) {
            guard let exit = spelling.exit else {
                throw DecodingError.dataCorruptedError(forKey: .exit, in: container, debugDescription: "an exit is {\"code\": N} or {\"signal\": N}")
            }
            self.exit = exit
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(exit.map(ExitSpelling.init), forKey: .exit)
        try container.encodeIfPresent(exception, forKey: .exception)
    }
}

public enum MemlabVersion {
    public static let string = "0.1.0"
}

/// A JSON value held as its compact text (keys sorted) rather than as a tree: a notification is
/// a dictionary of a dozen members, some 1.5 KiB as a `JSONValue` and a few hundred bytes as
/// text, and a long run keeps one per push. Read back into a `JSONValue` on each access (the
/// summary reads one); written into a record as the text it is. Coded exactly as the value
/// itself, absent when nil.
@propertyWrapper
public struct CompactJSON: Codable, Sendable, Equatable {
    private var text: [UInt8]?
    /// Or the text kept by a `PushList`'s arena (a push read back from its columns).
    private var stored: (arena: PushTextArena, offset: Int, length: Int)?

    public init(wrappedValue: JSONValue?) { text = wrappedValue.map { Array($0.jsonText.utf8) } }

    init(stored arena: PushTextArena, offset: Int, length: Int) { stored = (arena, offset, length) }

    public var isPresent: Bool { text != nil || stored != nil }

    /// `push.$notification.isPresent`, without reading the value back.
    public var projectedValue: CompactJSON {
        get { self }
        set { self = newValue }
    }

    /// The JSON text.
    var bytes: [UInt8]? {
        if let stored { return stored.arena.read(offset: stored.offset, length: stored.length) }
        return text
    }

    /// Where `arena` keeps the text, when it is the one keeping it.
    func reference(in arena: PushTextArena) -> (offset: Int, length: Int)? {
        guard let stored, stored.arena === arena else { return nil }
        return (stored.offset, stored.length)
    }

    public var wrappedValue: JSONValue? {
        get {
            bytes.flatMap { text in
                // JSONValueParser reads the text once; what it is unsure of, JSONDecoder reads.
                let fast = text.withUnsafeBufferPointer { buffer in
                    JSONValueParser.value(in: buffer, from: 0).flatMap { $0.end == buffer.count ? $0.value : nil }
                }
                return fast ?? (try? JSONDecoder().decode(JSONValue.self, from: Data(text)))
            }
        }
        set {
            text = newValue.map { Array($0.jsonText.utf8) }
            stored = nil
        }
    }

    public static func == (lhs: CompactJSON, rhs: CompactJSON) -> Bool {
        if let left = lhs.stored, let right = rhs.stored, left.arena === right.arena, left.offset == right.offset, left.length == right.length {
            return true
        }
        return lhs.bytes == rhs.bytes
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(JSONValue.self))
    }

    public func encode(to encoder: Encoder) throws {
        if let line = encoder as? LineJSONEncoder.Encoding, let text = bytes {
            line.raw(text)
            return
        }
        var container = encoder.singleValueContainer()
        if let json = wrappedValue { try container.encode(json) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A `@CompactJSON` member: absent or null is nil.
    public func decode(_ type: CompactJSON.Type, forKey key: Key) throws -> CompactJSON {
        CompactJSON(wrappedValue: try decodeIfPresent(JSONValue.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// A `@CompactJSON` member: left out when nil, as an optional is.
    public mutating func encode(_ value: CompactJSON, forKey key: Key) throws {
        guard value.isPresent else { return }
        try encodePresent(value, forKey: key)
    }

    /// The generic `encode` (in a generic context, this overload is not a candidate).
    private mutating func encodePresent<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(value, forKey: key) }
}

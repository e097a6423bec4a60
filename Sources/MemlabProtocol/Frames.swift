// One file, over 500 lines: every frame of the wire protocol, side by side as docs/worker-protocol.md lists them.
/// The frames the worker sends the parent (docs/worker-protocol.md): newline-delimited JSON
/// objects on fd 3, each with a `type` naming its kind. One type per kind; each is written by
/// the worker (`encoded()`, with JSONObjectWriter, no Foundation) and decoded by the parent
/// (`Decodable`, through `WorkerFrame`), with the same `CodingKeys`.

/// Every kind of frame the worker can send.
public enum FrameKind: String, CaseIterable, Sendable, Codable {
    case hello, baseline, ceiling
    case ceilingHit = "ceiling-hit"
    case loaded, checkpoint, console, uncaught, notification, push, failure, done, oversized
    case snapshotChunk = "snapshot-chunk"
    case snapshot, lifecycle
    case portMessages = "port-messages"
    case snapshotSites = "snapshot-sites"

    /// The frame type that carries this kind.
    public var frameType: any WireFrame.Type {
        switch self {
        case .hello: return HelloFrame.self
        case .baseline: return BaselineFrame.self
        case .ceiling: return CeilingFrame.self
        case .ceilingHit: return CeilingHitFrame.self
        case .loaded: return LoadedFrame.self
        case .checkpoint: return CheckpointFrame.self
        case .console: return ConsoleFrame.self
        case .uncaught: return UncaughtFrame.self
        case .notification: return NotificationFrame.self
        case .push: return PushFrame.self
        case .failure: return FailureFrame.self
        case .done: return DoneFrame.self
        case .oversized: return OversizedFrame.self
        case .snapshotChunk: return SnapshotChunkFrame.self
        case .snapshot: return SnapshotFrame.self
        case .lifecycle: return LifecycleFrame.self
        case .portMessages: return PortMessagesFrame.self
        case .snapshotSites: return SnapshotSitesFrame.self
        }
    }
}

/// One kind of frame.
public protocol WireFrame: Decodable, Sendable, Equatable {
    static var kind: FrameKind { get }
    /// Every field the frame may carry on the wire, besides `type`.
    static var fieldNames: [String] { get }
    /// Writes the fields (the `type` is written by `encoded()`).
    func writeFields(into frame: inout JSONObjectWriter)
    /// The push the frame belongs to (0: while the probe loads, before any push), for those that say.
    var pushIndex: Int? { get }
}

extension WireFrame {
    public var pushIndex: Int? { nil }

    /// The whole frame, ready for `finish()`. Inlinable, so the worker's call is specialized for
    /// the concrete frame (no generic code at run time).
    @inlinable
    public func encoded() -> JSONObjectWriter {
        var frame = JSONObjectWriter()
        frame.string(WireFrameTypeKey.type.rawValue, Self.kind.rawValue)
        writeFields(into: &frame)
        return frame
    }
}

/// The one key every frame has.
public enum WireFrameTypeKey: String, CodingKey { case type }

/// The largest frame the worker sends, newline included: a pipe write up to this size is one
/// write(2), so a kill between frames never leaves half a frame behind. Larger frames are
/// replaced by an `oversized` marker.
public let maximumFrameBytes = 60 * 1024

func names<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) -> [String] { keys.allCases.map(\.stringValue) }

// MARK: the frames a worker sends as it starts

/// First: who the worker is and what confines it (as it sees from inside).
public struct HelloFrame: WireFrame {
    public static let kind = FrameKind.hello
    public var pid: Int
    public var jscVersion: String
    public var jit: Bool
    public var mode: WorkerArguments.Mode?
    public var noNewPrivileges: Bool?
    public var seccomp: Bool?
    public var seccompError: String?
    /// `private` (only a loopback device visible) or `host` (or `unknown`).
    public var network: String?
    /// Where the worker may write (Landlock): `landlock:DIR` (beneath the storage directory only),
    /// `landlock:none` (nowhere), or `unconfined: WHY` (the kernel has no Landlock).
    public var writes: String?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case pid, jscVersion, jit, mode, noNewPrivileges, seccomp, seccompError, network, writes
    }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(
        pid: Int, jscVersion: String, jit: Bool, mode: WorkerArguments.Mode, noNewPrivileges: Bool, seccomp: Bool,
        seccompError: String?, network: String
    ) {
        self.pid = pid; self.jscVersion = jscVersion; self.jit = jit; self.mode = mode
        self.noNewPrivileges = noNewPrivileges; self.seccomp = seccomp; self.seccompError = seccompError; self.network = network
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.pid.rawValue, pid)
        frame.string(CodingKeys.jscVersion.rawValue, jscVersion)
        frame.bool(CodingKeys.jit.rawValue, jit)
        if let mode { frame.string(CodingKeys.mode.rawValue, mode.rawValue) }
        if let noNewPrivileges { frame.bool(CodingKeys.noNewPrivileges.rawValue, noNewPrivileges) }
        if let seccomp { frame.bool(CodingKeys.seccomp.rawValue, seccomp) }
        if let seccompError { frame.string(CodingKeys.seccompError.rawValue, seccompError) }
        if let network { frame.string(CodingKeys.network.rawValue, network) }
        if let writes { frame.string(CodingKeys.writes.rawValue, writes) }
    }
}

/// The runtime is up, before the probe: its own footprint.
public struct BaselineFrame: WireFrame {
    public static let kind = FrameKind.baseline
    public var footprintBytes: Int64
    public var vmSizeBytes: Int64?
    public var rssBytes: Int64?
    public var bootSeconds: Double?
    public var heap: HeapCounts?
    /// Where the heap counters are read: `direct` or `JSGetMemoryUsageStatistics`; and why not directly.
    public var heapCounters: String?
    public var heapCountersFallback: String?
    /// Whether libpas may run its scavenger thread (absent when the worker could not tell).
    public var scavengerThread: Bool?
    /// The footprint as a 16 KiB-page kernel counts it (PAGEMAP_SCAN; absent where the kernel lacks it).
    public var footprint16KBytes: Int64?
    public var malloc: MallocCounts?
    /// What the worker can do on this machine, each active or not.
    public var capabilities: [Capability]?
    /// Whether per-type object counts are taken (`typeCounts`; runs of more than one push).
    public var typeCountsCapability: Capability?
    /// `--explain`: whether heap snapshots can be taken (`heapSnapshots`), and why not.
    public var heapSnapshotsCapability: Capability?
    /// `--explain`: whether the worker can place functions, timers and listeners at the probe's lines.
    public var functionSitesCapability: Capability?
    /// `--explain`: what the start-up canary snapshot left in the worker after it was freed (it is
    /// taken after `footprintBytes` was read, so every later sample includes it).
    public var heapSnapshotsCanaryResidueBytes: Int64?
    /// The RAM size JSC::Heap sized itself for (read from the heap: JSC_forceRAMSize, else WTF::ramSize()).
    public var engineRAMSizeBytes: Int64?
    /// The heap's growth mode that RAM size chose: `default` or `aggressive` (16 GiB of RAM or more).
    public var engineHeapGrowth: String?
    /// The bytes the heap allocates before its first collection (Heap's m_minBytesPerCycle).
    public var engineMinBytesPerCycle: Int64?
    /// WTF::ramSize(): what the engine finds on this machine without the option.
    public var machineRAMSizeBytes: Int64?
    /// Why the heap's sizing could not be read, when it could not.
    public var engineHeapSizingFallback: String?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case footprintBytes, vmSizeBytes, rssBytes, bootSeconds, heapCounters, heapCountersFallback, scavengerThread, capabilities,
            footprint16KBytes, typeCountsCapability, heapSnapshotsCapability, heapSnapshotsCanaryResidueBytes, functionSitesCapability,
            engineRAMSizeBytes, engineHeapGrowth, engineMinBytesPerCycle, machineRAMSizeBytes, engineHeapSizingFallback
    }
    public static var fieldNames: [String] { names(CodingKeys.self) + names(HeapCounts.CodingKeys.self) + names(MallocCounts.CodingKeys.self) }

    public init(footprintBytes: Int64) { self.footprintBytes = footprintBytes }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        footprintBytes = try container.decode(Int64.self, forKey: .footprintBytes)
        vmSizeBytes = try container.decodeIfPresent(Int64.self, forKey: .vmSizeBytes)
        rssBytes = try container.decodeIfPresent(Int64.self, forKey: .rssBytes)
        bootSeconds = try container.decodeIfPresent(Double.self, forKey: .bootSeconds)
        heap = try HeapCounts(flatIn: decoder)
        heapCounters = try container.decodeIfPresent(String.self, forKey: .heapCounters)
        heapCountersFallback = try container.decodeIfPresent(String.self, forKey: .heapCountersFallback)
        scavengerThread = try container.decodeIfPresent(Bool.self, forKey: .scavengerThread)
        footprint16KBytes = try container.decodeIfPresent(Int64.self, forKey: .footprint16KBytes)
        malloc = try MallocCounts(flatIn: decoder)
        capabilities = try container.decodeIfPresent([Capability].self, forKey: .capabilities)
        typeCountsCapability = try container.decodeIfPresent(Capability.self, forKey: .typeCountsCapability)
        heapSnapshotsCapability = try container.decodeIfPresent(Capability.self, forKey: .heapSnapshotsCapability)
        functionSitesCapability = try container.decodeIfPresent(Capability.self, forKey: .functionSitesCapability)
        heapSnapshotsCanaryResidueBytes = try container.decodeIfPresent(Int64.self, forKey: .heapSnapshotsCanaryResidueBytes)
        engineRAMSizeBytes = try container.decodeIfPresent(Int64.self, forKey: .engineRAMSizeBytes)
        engineHeapGrowth = try container.decodeIfPresent(String.self, forKey: .engineHeapGrowth)
        engineMinBytesPerCycle = try container.decodeIfPresent(Int64.self, forKey: .engineMinBytesPerCycle)
        machineRAMSizeBytes = try container.decodeIfPresent(Int64.self, forKey: .machineRAMSizeBytes)
        engineHeapSizingFallback = try container.decodeIfPresent(String.self, forKey: .engineHeapSizingFallback)
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes)
        if let vmSizeBytes { frame.int(CodingKeys.vmSizeBytes.rawValue, vmSizeBytes) }
        if let rssBytes { frame.int(CodingKeys.rssBytes.rawValue, rssBytes) }
        if let bootSeconds { frame.double(CodingKeys.bootSeconds.rawValue, bootSeconds) }
        heap?.write(into: &frame)
        if let heapCounters { frame.string(CodingKeys.heapCounters.rawValue, heapCounters) }
        if let heapCountersFallback { frame.string(CodingKeys.heapCountersFallback.rawValue, heapCountersFallback) }
        if let scavengerThread { frame.bool(CodingKeys.scavengerThread.rawValue, scavengerThread) }
        if let footprint16KBytes { frame.int(CodingKeys.footprint16KBytes.rawValue, footprint16KBytes) }
        malloc?.write(into: &frame)
        if let capabilities { frame.objects(CodingKeys.capabilities.rawValue, capabilities) { $0.write(into: &$1) } }
        if let typeCountsCapability { frame.object(CodingKeys.typeCountsCapability.rawValue) { typeCountsCapability.write(into: &$0) } }
        if let heapSnapshotsCapability { frame.object(CodingKeys.heapSnapshotsCapability.rawValue) { heapSnapshotsCapability.write(into: &$0) } }
        if let functionSitesCapability { frame.object(CodingKeys.functionSitesCapability.rawValue) { functionSitesCapability.write(into: &$0) } }
        if let heapSnapshotsCanaryResidueBytes { frame.int(CodingKeys.heapSnapshotsCanaryResidueBytes.rawValue, heapSnapshotsCanaryResidueBytes) }
        if let engineRAMSizeBytes { frame.int(CodingKeys.engineRAMSizeBytes.rawValue, engineRAMSizeBytes) }
        if let engineHeapGrowth { frame.string(CodingKeys.engineHeapGrowth.rawValue, engineHeapGrowth) }
        if let engineMinBytesPerCycle { frame.int(CodingKeys.engineMinBytesPerCycle.rawValue, engineMinBytesPerCycle) }
        if let machineRAMSizeBytes { frame.int(CodingKeys.machineRAMSizeBytes.rawValue, machineRAMSizeBytes) }
        if let engineHeapSizingFallback { frame.string(CodingKeys.engineHeapSizingFallback.rawValue, engineHeapSizingFallback) }
    }
}

/// The rlimit backend armed its address-space cap.
public struct CeilingFrame: WireFrame {
    public static let kind = FrameKind.ceiling
    public var backend: String
    public var armed: Bool
    public var rlimitAddressSpaceBytes: Int64?
    public var vmSizeBytes: Int64?
    public var headroomBytes: Int64?

    public enum CodingKeys: String, CodingKey, CaseIterable { case backend, armed, rlimitAddressSpaceBytes, vmSizeBytes, headroomBytes }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(backend: String, armed: Bool, rlimitAddressSpaceBytes: Int64, vmSizeBytes: Int64, headroomBytes: Int64) {
        self.backend = backend; self.armed = armed; self.rlimitAddressSpaceBytes = rlimitAddressSpaceBytes
        self.vmSizeBytes = vmSizeBytes; self.headroomBytes = headroomBytes
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.backend.rawValue, backend)
        frame.bool(CodingKeys.armed.rawValue, armed)
        if let rlimitAddressSpaceBytes { frame.int(CodingKeys.rlimitAddressSpaceBytes.rawValue, rlimitAddressSpaceBytes) }
        if let vmSizeBytes { frame.int(CodingKeys.vmSizeBytes.rawValue, vmSizeBytes) }
        if let headroomBytes { frame.int(CodingKeys.headroomBytes.rawValue, headroomBytes) }
    }
}

/// The rlimit cap refused an allocation; the worker then SIGKILLs itself, as jetsam would.
public struct CeilingHitFrame: WireFrame {
    public static let kind = FrameKind.ceilingHit
    public var backend: String
    public var detail: String
    public var footprintBytes: Int64?

    public enum CodingKeys: String, CodingKey, CaseIterable { case backend, detail, footprintBytes }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(backend: String, detail: String, footprintBytes: Int64) {
        self.backend = backend; self.detail = detail; self.footprintBytes = footprintBytes
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.backend.rawValue, backend)
        frame.string(CodingKeys.detail.rawValue, detail)
        if let footprintBytes { frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes) }
    }
}

/// The probe's top level ran to its end for the first time (sent once per worker): a worker that
/// expires without this frame was still loading the probe, not handling a push.
public struct LoadedFrame: WireFrame {
    public static let kind = FrameKind.loaded
    /// The push whose context first evaluated the probe.
    public var push: Int
    public var loadSeconds: Double

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, loadSeconds }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, loadSeconds: Double) { self.push = push; self.loadSeconds = loadSeconds }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.double(CodingKeys.loadSeconds.rawValue, loadSeconds)
    }
}

// MARK: the frames of each push

/// `memlab.checkpoint(n)`, with the footprint at that moment.
public struct CheckpointFrame: WireFrame {
    public static let kind = FrameKind.checkpoint
    public var push: Int
    /// NaN when the probe passed no finite number (written as null).
    public var value: Double
    public var footprintBytes: Int64
    public var elapsedSeconds: Double?

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, value, footprintBytes, elapsedSeconds }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, value: Double, footprintBytes: Int64, elapsedSeconds: Double) {
        self.push = push; self.value = value; self.footprintBytes = footprintBytes; self.elapsedSeconds = elapsedSeconds
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        push = try container.decode(Int.self, forKey: .push)
        value = try container.decodeIfPresent(Double.self, forKey: .value) ?? .nan
        footprintBytes = try container.decode(Int64.self, forKey: .footprintBytes)
        elapsedSeconds = try container.decodeIfPresent(Double.self, forKey: .elapsedSeconds)
    }

    public static func == (a: CheckpointFrame, b: CheckpointFrame) -> Bool {
        a.push == b.push && (a.value == b.value || (a.value.isNaN && b.value.isNaN)) && a.footprintBytes == b.footprintBytes
            && a.elapsedSeconds == b.elapsedSeconds
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.double(CodingKeys.value.rawValue, value)
        frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes)
        if let elapsedSeconds { frame.double(CodingKeys.elapsedSeconds.rawValue, elapsedSeconds) }
    }
}

/// A console call (at most 200 a push, shared with `uncaught`).
public struct ConsoleFrame: WireFrame {
    public static let kind = FrameKind.console
    public var push: Int
    public var level: String
    /// At most 1024 characters (then an ellipsis).
    public var text: String

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, level, text }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, level: String, text: String) { self.push = push; self.level = level; self.text = text }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.level.rawValue, level)
        frame.string(CodingKeys.text.rawValue, text)
    }
}

/// An exception nobody caught: a timer, a microtask, a listener run by dispatchEvent.
public struct UncaughtFrame: WireFrame {
    public static let kind = FrameKind.uncaught
    public var push: Int
    /// `setTimeout`, `setInterval`, `microtask`, `listener`.
    public var source: String
    public var exception: ScriptException

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, source, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, source: String, exception: ScriptException) { self.push = push; self.source = source; self.exception = exception }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.source.rawValue, source)
        frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) }
    }
}

/// `registration.showNotification` (the first 20 of a push; the push frame counts them all).
public struct NotificationFrame: WireFrame {
    public static let kind = FrameKind.notification
    public var push: Int
    /// `{title, ...options}` as the probe passed them.
    public var notification: JSONValue

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, notification }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, notification: JSONValue) { self.push = push; self.notification = notification }

    public func writeFields(into frame: inout JSONObjectWriter) {
        NotificationFrame.writeFields(push: push, notificationJSON: notification.jsonText, into: &frame)
    }

    /// The worker's form: the notification already serialised by JSON.stringify.
    public static func encoded(push: Int, notificationJSON: String) -> JSONObjectWriter {
        var frame = JSONObjectWriter()
        frame.string(WireFrameTypeKey.type.rawValue, kind.rawValue)
        writeFields(push: push, notificationJSON: notificationJSON, into: &frame)
        return frame
    }

    static func writeFields(push: Int, notificationJSON: String, into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.raw(CodingKeys.notification.rawValue, notificationJSON)
    }
}

/// A push finished: how, and the sample taken after its teardown and a full collection.
public struct PushFrame: WireFrame, PushCounterCarrier {
    public static let kind = FrameKind.push

    public enum Outcome: String, Codable, Sendable, CaseIterable {
        case modified
        case originalContent = "original-content"
    }

    /// Why the original content was shown: the first six the worker sends; the last four the
    /// parent gives a push the worker never finished (a record's `PushRecord.Reason` is this one).
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
        /// The worker is redundant (its install failed): the push was not delivered.
        case redundant
    }

    /// How the event loop ended.
    public enum EventLoopEnd: String, Codable, Sendable, CaseIterable {
        case settled, noTimersLeft
    }

    public var push: Int
    public var outcome: Outcome
    public var reason: Reason?
    public var exception: ScriptException?
    public var eventLoop: EventLoopEnd?
    /// Every number of the push (the counters `PushCounter.inFrame`): `frame[.timersPending]`,
    /// `frame[seconds: .pushSeconds]`; the sample's among them, after teardown and a full collection.
    public var counters = PushCounterValues()
    public var heap: HeapCounts?
    public var malloc: MallocCounts?
    /// JavaScriptCore's live objects by class name, only the classes whose count changed since
    /// the previous push frame that had this field (the first has every class; 0: none left).
    public var typeCounts: [String: Int64]?
    /// IndexedDB's or the Cache API's table that holds the most after the push (none: all empty).
    public var store: StoreReport?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case push, outcome, reason, exception, eventLoop, typeCounts, store
    }
    public static var fieldNames: [String] {
        names(CodingKeys.self) + PushCounter.inFrames.map(\.stringValue) + names(HeapCounts.CodingKeys.self) + names(MallocCounts.CodingKeys.self)
    }
    public var pushIndex: Int? { push }

    public init(push: Int, outcome: Outcome) { self.push = push; self.outcome = outcome }

    /// Any of the frame's members: its own, a counter, a heap or jemalloc counter. The parent
    /// decodes a frame a push through one container of these (JSONDecoder makes a table of an
    /// object's keys for every container asked of it: three made a fifth of a frame's cost), and
    /// a key that holds no string has nothing to retain or release.
    public enum Member: CodingKey {
        case field(CodingKeys), counter(PushCounter), heap(HeapCounts.CodingKeys), malloc(MallocCounts.CodingKeys)

        public var stringValue: String {
            switch self {
            case .field(let key): return key.rawValue
            case .counter(let counter): return counter.stringValue
            case .heap(let key): return key.rawValue
            case .malloc(let key): return key.rawValue
            }
        }

        public init?(stringValue: String) {
            if let key = CodingKeys(rawValue: stringValue) {
                self = .field(key)
            } else if let counter = PushCounter(stringValue: stringValue) {
                self = .counter(counter)
            } else if let key = HeapCounts.CodingKeys(rawValue: stringValue) {
                self = .heap(key)
            } else if let key = MallocCounts.CodingKeys(rawValue: stringValue) {
                self = .malloc(key)
            } else {
                return nil
            }
        }

        public var intValue: Int? { nil }
        public init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Member.self)
        push = try container.decode(Int.self, forKey: .field(.push))
        outcome = try container.decode(Outcome.self, forKey: .field(.outcome))
        reason = try container.decodeIfPresent(Reason.self, forKey: .field(.reason))
        exception = try container.decodeIfPresent(ScriptException.self, forKey: .field(.exception))
        eventLoop = try container.decodeIfPresent(EventLoopEnd.self, forKey: .field(.eventLoop))
        counters = try PushCounterValues(from: container, PushCounter.inFrames, key: Member.counter)
        heap = try HeapCounts(flatIn: container, key: Member.heap)
        malloc = try MallocCounts(flatIn: container, key: Member.malloc)
        typeCounts = try container.decodeIfPresent([String: Int64].self, forKey: .field(.typeCounts))
        store = try container.decodeIfPresent(StoreReport.self, forKey: .field(.store))
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.outcome.rawValue, outcome.rawValue)
        if let reason { frame.string(CodingKeys.reason.rawValue, reason.rawValue) }
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
        if let eventLoop { frame.string(CodingKeys.eventLoop.rawValue, eventLoop.rawValue) }
        counters.write(into: &frame)
        heap?.write(into: &frame)
        malloc?.write(into: &frame)
        if let typeCounts {
            frame.object(CodingKeys.typeCounts.rawValue) { object in
                for name in typeCounts.keys.sorted() { object.int(name, typeCounts[name]!) }
            }
        }
        if let store {
            frame.object(CodingKeys.store.rawValue) { object in
                object.string("name", store.name); object.int("entries", store.entries); object.int("bytes", store.bytes)
            }
        }
    }
}

/// One table of the worker's storage: what the summary calls it (`cache 'images-v1'`,
/// `IndexedDB 'mail' store 'messages'`), its entries, and its bytes (keys and values).
public struct StoreReport: Codable, Sendable, Equatable {
    public var name: String
    public var entries: Int64
    public var bytes: Int64
    public init(name: String, entries: Int64, bytes: Int64) { self.name = name; self.entries = entries; self.bytes = bytes }
}

// MARK: the end, the heap snapshots, a frame left out

/// The worker cannot go on (it then exits with the matching WorkerExitCode).
public struct FailureFrame: WireFrame {
    public static let kind = FrameKind.failure

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case workerArguments = "worker-arguments"
        case probeUnreadable = "probe-unreadable"
        case probeSyntax = "probe-syntax"
        case probeThrew = "probe-threw"
        /// The `--storage` file cannot be read or written (corrupt, newer, unwritable).
        case storageFile = "storage-file"
        case `internal`
    }

    public var kind: Kind
    public var message: String
    public var exception: ScriptException?

    public enum CodingKeys: String, CodingKey, CaseIterable { case kind, message, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(kind: Kind, message: String, exception: ScriptException? = nil) {
        self.kind = kind; self.message = message; self.exception = exception
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.kind.rawValue, kind.rawValue)
        frame.string(CodingKeys.message.rawValue, message)
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
    }
}

/// Last: every push was delivered.
public struct DoneFrame: WireFrame {
    public static let kind = FrameKind.done
    public var elapsedSeconds: Double?
    /// libpas's core-dump madvise calls the worker dropped (it never dumps core).
    public var dumpAdviceDropped: Int64?
    /// The capabilities as known at the end (some, such as dump-advice, only show once the
    /// allocator has decommitted something): the later word, which the parent keeps.
    public var capabilities: [Capability]?
    /// Baseline mode: the footprint (plus page tables) one minimal push needs at its highest.
    public var minimalPushBytes: Int64?
    /// Whether per-type object counts were taken, and what they cost (the later word).
    public var typeCountsCapability: Capability?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case elapsedSeconds, dumpAdviceDropped, capabilities, minimalPushBytes, typeCountsCapability
    }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(elapsedSeconds: Double, dumpAdviceDropped: Int64) {
        self.elapsedSeconds = elapsedSeconds; self.dumpAdviceDropped = dumpAdviceDropped
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        if let elapsedSeconds { frame.double(CodingKeys.elapsedSeconds.rawValue, elapsedSeconds) }
        if let dumpAdviceDropped { frame.int(CodingKeys.dumpAdviceDropped.rawValue, dumpAdviceDropped) }
        if let capabilities { frame.objects(CodingKeys.capabilities.rawValue, capabilities) { $0.write(into: &$1) } }
        if let minimalPushBytes { frame.int(CodingKeys.minimalPushBytes.rawValue, minimalPushBytes) }
        if let typeCountsCapability { frame.object(CodingKeys.typeCountsCapability.rawValue) { typeCountsCapability.write(into: &$0) } }
    }
}

/// `--explain`: a piece of a heap snapshot's JSON, in order; the `snapshot` frame that follows
/// closes it. Pieces keep each frame under `maximumFrameBytes`.
public struct SnapshotChunkFrame: WireFrame {
    public static let kind = FrameKind.snapshotChunk
    /// The snapshot's label (`warm-up`, `warning`, `end`), as its `snapshot` frame says it.
    public var label: String
    /// The next piece of the JSON text.
    public var data: String

    public enum CodingKeys: String, CodingKey, CaseIterable { case label, data }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(label: String, data: String) { self.label = label; self.data = data }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.label.rawValue, label)
        frame.string(CodingKeys.data.rawValue, data)
    }

    /// The largest piece of JSON text one frame carries, before escaping (which at most doubles
    /// it, and the snapshot's text is mostly digits and commas).
    public static let maximumDataBytes = 24 * 1024
}

/// `--explain`: what the worker can say of cells of the snapshot whose JSON it just sent, which the
/// JSON cannot: where a function of the probe's scripts was defined, and which runtime objects are
/// a timer or a listener and the line that made them. Sent after the snapshot's chunks, before its
/// `snapshot` frame, in as many frames as they need.
public struct SnapshotSitesFrame: WireFrame {
    public static let kind = FrameKind.snapshotSites
    public var label: String
    public var sites: [SnapshotSite]

    public enum CodingKeys: String, CodingKey, CaseIterable { case label, sites }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(label: String, sites: [SnapshotSite]) { self.label = label; self.sites = sites }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.label.rawValue, label)
        frame.objects(CodingKeys.sites.rawValue, sites) { site, object in site.write(into: &object) }
    }

    /// Sites per frame: each is at most a few hundred bytes (two sites and a name, cut to
    /// `SnapshotSite.maximumTextBytes`), so a frame stays under `maximumFrameBytes`.
    public static let maximumSites = 64
}

/// One cell of a snapshot as the worker knows it (`SnapshotSitesFrame`).
public struct SnapshotSite: Codable, Sendable, Equatable {
    /// The cell's address, as the GC-debugging snapshot gives it.
    public var address: UInt64
    /// `function` (a function of the probe's scripts), `timer` (a live timer's objects in memlab's
    /// runtime) or `listener` (a listener record of the global scope's).
    public var kind: String
    /// url:line:column: where a function was defined; the call that made a timer or listener.
    public var site: String?
    /// A function's name; a timer's call (`setTimeout`, `setInterval`); a listener's event type.
    public var name: String?
    /// A timer's or listener's callback: where it was defined.
    public var callback: String?

    public enum CodingKeys: String, CodingKey, CaseIterable { case address, kind, site, name, callback }

    /// Each text is cut to this many bytes: a site is a URL and two numbers.
    public static let maximumTextBytes = 200

    public init(address: UInt64, kind: String, site: String? = nil, name: String? = nil, callback: String? = nil) {
        self.address = address
        self.kind = kind
        self.site = site
        self.name = name
        self.callback = callback
    }

    public func write(into object: inout JSONObjectWriter) {
        object.int(CodingKeys.address.rawValue, Int64(bitPattern: address))
        object.string(CodingKeys.kind.rawValue, kind)
        func cut(_ text: String) -> String { text.utf8.count <= SnapshotSite.maximumTextBytes ? text : String(text.prefix(SnapshotSite.maximumTextBytes / 4)) }
        if let site { object.string(CodingKeys.site.rawValue, cut(site)) }
        if let name { object.string(CodingKeys.name.rawValue, cut(name)) }
        if let callback { object.string(CodingKeys.callback.rawValue, cut(callback)) }
    }
}

/// `--explain`: a JavaScriptCore heap snapshot was taken (its JSON sent just before in
/// `snapshot-chunk` frames), or could not be.
public struct SnapshotFrame: WireFrame {
    public static let kind = FrameKind.snapshot
    /// `warm-up` (after the last warm-up push), `warning` (when the footprint first passed 80 %
    /// of the limit), `end` (after the last push).
    public var label: String
    /// The push after which (or, for `warning`, during which) it was taken.
    public var push: Int
    /// `GCDebugging` (the JSON's own `type`).
    public var snapshotType: String?
    /// The JSON's length in bytes, and the pieces it came in.
    public var bytes: Int?
    public var chunks: Int?
    /// What taking it (building and sending) took.
    public var seconds: Double?
    /// The footprint just before, and after it was freed and its pages released.
    public var footprintBeforeBytes: Int64?
    public var footprintAfterBytes: Int64?
    /// Why there is none (nil: taken).
    public var error: String?
    /// True on the frame sent just before the snapshot is built (only `label` and `push` besides):
    /// the parent keeps what its monitor sees from then to the closing frame out of the push's peak.
    public var started: Bool?
    /// The cgroup's exact high-water mark while the snapshot was built and sent (`--charge-peak-file`),
    /// which is then reset, so that no push's `peakChargeBytes` includes a snapshot.
    public var peakChargeBytes: Int64?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case label, push, snapshotType, bytes, chunks, seconds, footprintBeforeBytes, footprintAfterBytes, error, started, peakChargeBytes
    }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(label: String, push: Int) { self.label = label; self.push = push }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.label.rawValue, label)
        frame.int(CodingKeys.push.rawValue, push)
        if let snapshotType { frame.string(CodingKeys.snapshotType.rawValue, snapshotType) }
        if let bytes { frame.int(CodingKeys.bytes.rawValue, bytes) }
        if let chunks { frame.int(CodingKeys.chunks.rawValue, chunks) }
        if let seconds { frame.double(CodingKeys.seconds.rawValue, seconds) }
        if let footprintBeforeBytes { frame.int(CodingKeys.footprintBeforeBytes.rawValue, footprintBeforeBytes) }
        if let footprintAfterBytes { frame.int(CodingKeys.footprintAfterBytes.rawValue, footprintAfterBytes) }
        if let error { frame.string(CodingKeys.error.rawValue, error) }
        if let started { frame.bool(CodingKeys.started.rawValue, started) }
        if let peakChargeBytes { frame.int(CodingKeys.peakChargeBytes.rawValue, peakChargeBytes) }
    }
}

/// In place of a frame over `maximumFrameBytes`, which the worker does not send.
public struct OversizedFrame: WireFrame {
    public static let kind = FrameKind.oversized
    /// The size of the frame left out, newline not counted.
    public var bytes: Int
    /// The kind of the frame left out, and its push when it had one.
    public var frameType: String?
    public var push: Int?

    public enum CodingKeys: String, CodingKey, CaseIterable { case bytes, frameType, push }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(bytes: Int, frameType: String?, push: Int?) { self.bytes = bytes; self.frameType = frameType; self.push = push }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.bytes.rawValue, bytes)
        if let frameType { frame.string(CodingKeys.frameType.rawValue, frameType) }
        if let push { frame.int(CodingKeys.push.rawValue, push) }
    }

    /// The sentence a record's problems get.
    public var sentence: String {
        let what = frameType.map { "a \($0) frame" } ?? "a frame"
        let when = push.map { $0 > 0 ? " for push \($0)" : " while the probe loaded" } ?? ""
        var text = "the worker left out \(what)\(when) of \(bytes) bytes, over the \(maximumFrameBytes / 1024) KiB frame limit"
        if frameType == FrameKind.notification.rawValue {
            text += ": the notification is missing from the record (make it smaller)"
        } else if frameType == FrameKind.push.rawValue {
            text += ": that push's outcome and sample are missing from the record"
        }
        return text
    }
}

// The frames a worker sends as it starts: who it is, its baseline, its ceiling, the probe loaded.

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

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case pid, jscVersion, jit, mode, noNewPrivileges, seccomp, seccompError, network
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
    /// `--explain`: what the start-up canary snapshot left in the worker after it was freed (it is
    /// taken after `footprintBytes` was read, so every later sample includes it).
    public var heapSnapshotsCanaryResidueBytes: Int64?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case footprintBytes, vmSizeBytes, rssBytes, bootSeconds, heapCounters, heapCountersFallback, scavengerThread, capabilities,
            footprint16KBytes, typeCountsCapability, heapSnapshotsCapability, heapSnapshotsCanaryResidueBytes
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
        heapSnapshotsCanaryResidueBytes = try container.decodeIfPresent(Int64.self, forKey: .heapSnapshotsCanaryResidueBytes)
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
        if let heapSnapshotsCanaryResidueBytes { frame.int(CodingKeys.heapSnapshotsCanaryResidueBytes.rawValue, heapSnapshotsCanaryResidueBytes) }
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

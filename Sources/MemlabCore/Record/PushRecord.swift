import Foundation

public struct PushRecord: Sendable, Equatable, PushCounterCarrier {
    /// `modified` or `original-content`: the worker's own set.
    public typealias Outcome = PushFrame.Outcome

    /// Why the original content was shown: the worker's reasons, and the parent's for a push the
    /// worker never finished (one enumeration for both: MemlabProtocol's).
    public typealias Reason = PushFrame.Reason

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

extension PushFrame.Reason {
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
        case .redundant: return "the worker is redundant: its install failed"
        }
    }
}

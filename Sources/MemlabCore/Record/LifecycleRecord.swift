import MemlabProtocol

/// The service-worker lifecycle before the first push (the record's `lifecycle`,
/// docs/results-schema.md): what the store said of the registration, the events the worker
/// dispatched (install, then activate unless install failed), or why none was. Absent from a
/// run whose probe listens for neither event on a new registration, and from every record from
/// before it existed.
public struct LifecycleRecord: Codable, Sendable, Equatable {
    /// What `--storage` said before the run.
    public var registration: RunPlan.Registration
    /// Each event dispatched, in order.
    public var events: [LifecycleEventRecord] = []
    /// Why no event was dispatched (`registration` installed).
    public var skipped: String?
    /// Why the worker is redundant (its install failed; no push was delivered), in one sentence.
    public var redundant: String?

    public static let skippedSentence = "storage already installed by the same script"
}

/// One lifecycle event, as its `lifecycle` frame said.
public struct LifecycleEventRecord: Codable, Sendable, Equatable {
    public var event: LifecycleFrame.Event
    public var outcome: LifecycleFrame.Outcome
    public var listeners: Int
    public var seconds: Double
    /// The footprint after it (measure mode: after a full collection).
    public var footprintBytes: Int64
    public var exception: ScriptException?

    /// From an event's closing frame.
    init(_ frame: LifecycleFrame) {
        event = frame.event
        outcome = frame.outcome ?? .completed
        listeners = frame.listeners ?? 0
        seconds = frame.seconds ?? 0
        footprintBytes = frame.footprintBytes ?? 0
        exception = frame.exception
    }
}

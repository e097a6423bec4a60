/// A record built from a spool: memlab died before it wrote the record itself.
public struct RecoveryInfo: Codable, Sendable, Equatable {
    /// The spool's file name (it is removed once the record is written).
    public var spool: String
    /// The memlab process that ran the probe and died.
    public var memlabPid: Int32
    public var startedAt: String
    /// Pushes whose frame reached the spool.
    public var pushesReceived: Int
    /// Whether the worker had finished every push (its `done` frame is in the spool).
    public var workerFinished: Bool
}

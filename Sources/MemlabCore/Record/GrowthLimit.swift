import Foundation

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

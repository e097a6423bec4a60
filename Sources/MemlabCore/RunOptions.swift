/// Everything `memlab run` needs to know, after the command line is parsed.
public struct RunOptions: Sendable {
    public enum Enforcement: String, Sendable, CaseIterable {
        case auto, cgroup, rlimit, watchdog
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

    public init(probePath: String, limit: ByteSize) {
        self.probePath = probePath
        self.limit = limit
    }

    /// APNs refuses notification payloads over 4 KiB; a push handler never sees more.
    public static let maximumPayloadBytes = 4096
}

/// How the parent configures a worker: argv only, so the worker needs no
/// parsing library. Unknown arguments are a protocol error, not ignored.
public struct WorkerConfiguration: Sendable {
    public enum Mode: String, Sendable { case run, baseline }
    public enum Enforcement: String, Sendable { case none, rlimit, cgroup, watchdog }
    /// What is created afresh per push (the parent handles `process` itself).
    public enum Isolation: String, Sendable { case context, group, none }

    public var mode: Mode = .run
    public var probePath: String?
    public var payload: [UInt8]?
    public var enforcement: Enforcement = .none
    public var limitBytes: Int64 = 0
    /// Directory `fetch` serves from; nil: `fixtures/` beside the probe.
    public var fixturesDirectory: String?
    /// Where frames are written (the parent's pipe is fd 3; tests may pass 1).
    public var frameFD: Int32 = 3
    public var pushes = 1
    public var isolation: Isolation = .context
    /// The last push's payload, when it differs from the others'.
    public var finalPayload: [UInt8]?
    /// A deliberate host bug: every push's context is retained and its global protected.
    public var injectRetainContexts = false
    /// Tests: every sample also reads JSGetMemoryUsageStatistics and the worker fails when
    /// the direct heap counters differ from it.
    public var verifyHeapCounters = false
    /// IndexedDB's and the Cache API's store (StorageHost): its quota, the file it starts from, the file it is saved to.
    public var storageQuotaBytes: Int64?
    public var storageLoadPath: String?
    public var storageSavePath: String?

    public init() {}

    public init(arguments: [String]) throws(WorkerConfigurationError) {
        var index = 0
        func value(_ flag: String) throws(WorkerConfigurationError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(flag) }
            return arguments[index]
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--mode":
                guard let mode = Mode(rawValue: try value(flag)) else { throw .badValue(flag) }
                self.mode = mode
            case "--probe": probePath = try value(flag)
            case "--payload-hex":
                guard let bytes = WorkerConfiguration.decodeHex(try value(flag)) else { throw .badValue(flag) }
                payload = bytes
            case "--enforce":
                guard let enforcement = Enforcement(rawValue: try value(flag)) else { throw .badValue(flag) }
                self.enforcement = enforcement
            case "--limit-bytes":
                guard let bytes = Int64(try value(flag)), bytes > 0 else { throw .badValue(flag) }
                limitBytes = bytes
            case "--fixtures":
                let directory = try value(flag)
                guard !directory.isEmpty else { throw .badValue(flag) }
                fixturesDirectory = directory
            case "--pushes":
                guard let count = Int(try value(flag)), count >= 1 else { throw .badValue(flag) }
                pushes = count
            case "--isolation":
                guard let isolation = Isolation(rawValue: try value(flag)) else { throw .badValue(flag) }
                self.isolation = isolation
            case "--final-payload-hex":
                guard let bytes = WorkerConfiguration.decodeHex(try value(flag)) else { throw .badValue(flag) }
                finalPayload = bytes
            case "--inject":
                guard try value(flag) == "retain-contexts" else { throw .badValue(flag) }
                injectRetainContexts = true
            case "--storage-quota":
                guard let bytes = Int64(try value(flag)), bytes >= 0 else { throw .badValue(flag) }
                storageQuotaBytes = bytes
            case "--storage-load": storageLoadPath = try value(flag)
            case "--storage-save": storageSavePath = try value(flag)
            case "--verify-heap-counters":
                verifyHeapCounters = true
            case "--frame-fd":
                guard let fd = Int32(try value(flag)), fd >= 0 else { throw .badValue(flag) }
                frameFD = fd
            default:
                throw .unknown(flag)
            }
            index += 1
        }
        if mode == .run && probePath == nil { throw .missingValue("--probe") }
    }

    /// The frame fd named by the arguments, even when they are otherwise bad
    /// (so the parse failure itself reaches whoever reads the frames).
    static func frameFD(in arguments: [String]) -> Int32 {
        guard let at = arguments.firstIndex(of: "--frame-fd"), at + 1 < arguments.count,
              let fd = Int32(arguments[at + 1]), fd >= 0 else { return 3 }
        return fd
    }

    static func decodeHex(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var i = 0
        while i < digits.count {
            guard let high = nibble(digits[i]), let low = nibble(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
            i += 2
        }
        return bytes
    }
}

public enum WorkerConfigurationError: Error, Sendable {
    case unknown(String)
    case missingValue(String)
    case badValue(String)

    public var message: String {
        switch self {
        case .unknown(let flag): return "unknown worker argument \(flag)"
        case .missingValue(let flag): return "worker argument \(flag) needs a value"
        case .badValue(let flag): return "worker argument \(flag) has a bad value"
        }
    }
}

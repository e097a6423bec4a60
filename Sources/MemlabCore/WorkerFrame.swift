import Foundation

/// One frame from the worker (docs/worker-protocol.md). Every field but `type`
/// is optional so that one decoder serves every frame type, and newer workers
/// can add fields without breaking older parents.
public struct WorkerFrame: Decodable, Sendable, Equatable {
    public var type: String
    public var pid: Int?
    public var jscVersion: String?
    public var jit: Bool?
    public var mode: String?
    public var push: Int?
    public var value: Double?
    public var footprintBytes: Int64?
    /// The push frame: what IndexedDB and the Cache API hold in the worker's store.
    public var storageBytes: Int64?
    public var vmSizeBytes: Int64?
    public var rssBytes: Int64?
    public var bootSeconds: Double?
    public var elapsedSeconds: Double?
    public var pushSeconds: Double?
    public var heapSizeBytes: Int64?
    public var heapCapacityBytes: Int64?
    public var extraMemoryBytes: Int64?
    public var objectCount: Int64?
    public var protectedObjectCount: Int64?
    public var globalObjectCount: Int64?
    public var backend: String?
    public var armed: Bool?
    public var rlimitAddressSpaceBytes: Int64?
    public var headroomBytes: Int64?
    public var detail: String?
    public var level: String?
    public var text: String?
    public var notification: JSONValue?
    public var outcome: String?
    public var reason: String?
    public var listeners: Int?
    public var notificationsShown: Int?
    public var checkpoints: Int?
    public var consoleSuppressed: Int?
    public var kind: String?
    public var message: String?
    public var exception: ScriptException?
    public var bytes: Int?
    public var mallocAllocatedBytes: Int64?
    public var mallocActiveBytes: Int64?
    public var mallocResidentBytes: Int64?
    public var timersPending: Int?
    public var eventLoop: String?
    public var checkpointsSuppressed: Int?
    public var noNewPrivileges: Bool?
    public var seccomp: Bool?
    public var seccompError: String?
    public var network: String?
    /// `uncaught`: where the exception came from (timer, microtask, listener).
    public var source: String?
    /// `baseline`: where the worker reads JSC's heap counters (`direct` or `JSGetMemoryUsageStatistics`), and why not directly.
    public var heapCounters: String?
    public var heapCountersFallback: String?
}

/// A JavaScript exception as the worker reported it.
public struct ScriptException: Codable, Sendable, Equatable {
    public var name: String?
    public var message: String?
    public var line: Int?
    public var column: Int?
    public var sourceURL: String?
    public var stack: String?

    public init(name: String? = nil, message: String? = nil, line: Int? = nil, column: Int? = nil, sourceURL: String? = nil, stack: String? = nil) {
        self.name = name; self.message = message; self.line = line; self.column = column
        self.sourceURL = sourceURL; self.stack = stack
    }

    /// `file:line:column: Name: message`, the form editors jump to.
    public func located(defaultFile: String) -> String {
        var place = sourceURL ?? defaultFile
        if let line { place += ":\(line)" }
        if let line, let column, line > 0 { place += ":\(column)" }
        let what = [name, message].compactMap { $0 }.joined(separator: ": ")
        return "\(place): \(what)"
    }
}

/// Any JSON value, kept as it came (notification payloads are the probe's own data).
public enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

/// Splits the worker's byte stream into frames. Bounded: a line longer than
/// `maximumLineBytes` is dropped (and reported), never buffered without end.
public struct FrameReader: Sendable {
    public static let maximumLineBytes = 64 * 1024

    public enum Problem: Error, Sendable, Equatable {
        case oversized(bytes: Int)
        case notJSON(preview: String)

        public var sentence: String {
            switch self {
            case .oversized(let bytes): return "the worker sent a frame of over \(bytes) bytes (limit \(FrameReader.maximumLineBytes)); it was dropped"
            case .notJSON(let preview): return "the worker sent a frame that is not a JSON object with a type (\(preview)); it was dropped"
            }
        }
    }

    private var pending: [UInt8] = []
    private var discarding = false
    private var discardedBytes = 0
    private let decoder = JSONDecoder()

    public init() {}

    /// Feeds bytes; returns every complete frame or problem in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Result<WorkerFrame, Problem>] {
        var out: [Result<WorkerFrame, Problem>] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if discarding {
                    out.append(.failure(.oversized(bytes: discardedBytes)))
                    discarding = false
                    discardedBytes = 0
                } else if !pending.isEmpty {
                    out.append(decode(pending))
                }
                pending.removeAll(keepingCapacity: true)
                continue
            }
            if discarding { discardedBytes += 1; continue }
            pending.append(byte)
            if pending.count > FrameReader.maximumLineBytes {
                discarding = true
                discardedBytes = pending.count
                pending.removeAll(keepingCapacity: true)
            }
        }
        return out
    }

    /// At end of stream: a trailing partial line is a truncated frame.
    public mutating func finish() -> [Result<WorkerFrame, Problem>] {
        defer { pending.removeAll(); discarding = false }
        if discarding { return [.failure(.oversized(bytes: discardedBytes))] }
        if pending.isEmpty { return [] }
        return [.failure(.notJSON(preview: FrameReader.preview(pending) + " (truncated at end of stream)"))]
    }

    private func decode(_ line: [UInt8]) -> Result<WorkerFrame, Problem> {
        do {
            return .success(try decoder.decode(WorkerFrame.self, from: Data(line)))
        } catch {
            return .failure(.notJSON(preview: FrameReader.preview(line)))
        }
    }

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        let printable = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "." : Character($0) })
        return "\"" + printable + (bytes.count > 40 ? "…" : "") + "\""
    }
}

/// Values frames carry inside them: a script's exception, a notification's JSON, JSC's heap
/// counters, jemalloc's counters, a capability. Decodable with the standard library's
/// protocols (the parent uses JSONDecoder), written with JSONObjectWriter (the worker).

/// A JavaScript exception as the worker reported it.
public struct ScriptException: Codable, Sendable, Equatable {
    public var name: String?
    public var message: String?
    public var line: Int?
    public var column: Int?
    public var sourceURL: String?
    public var stack: String?

    public enum CodingKeys: String, CodingKey, CaseIterable { case name, message, line, column, sourceURL, stack }

    public init(name: String? = nil, message: String? = nil, line: Int? = nil, column: Int? = nil, sourceURL: String? = nil, stack: String? = nil) {
        self.name = name; self.message = message; self.line = line; self.column = column
        self.sourceURL = sourceURL; self.stack = stack
    }

    /// `file:line:column: Name: message`, the form editors jump to: the user's code, never
    /// memlab's own runtime. An exception thrown inside the runtime (a `json()` that could not
    /// parse, a showNotification refusing its options) points at the first frame of the stack in
    /// the probe or a script it imported.
    public func located(defaultFile: String) -> String {
        var place: String
        if let sourceURL, sourceURL.hasPrefix(ScriptException.runtimePrefix), let frame = userFrame {
            place = frame
        } else {
            place = sourceURL ?? defaultFile
            if let line { place += ":\(line)" }
            if let line, let column, line > 0 { place += ":\(column)" }
        }
        let what = [name, message].compactMap { $0 }.joined(separator: ": ")
        return "\(place): \(what)"
    }

    /// The worker's own scripts' URLs start with this (memlab:prelude.js).
    public static let runtimePrefix = "memlab:"

    /// `file:line:column` of the first stack frame outside memlab's runtime and native code
    /// (JavaScriptCore's frames read `function@url:line:column`).
    public var userFrame: String? {
        guard let stack else { return nil }
        for line in stack.split(separator: "\n") {
            let place = line.split(separator: "@", maxSplits: 1).last.map(String.init) ?? String(line)
            if place.isEmpty || place == "[native code]" || place.hasPrefix(ScriptException.runtimePrefix) { continue }
            return place
        }
        return nil
    }

    public func write(into object: inout JSONObjectWriter) {
        if let name { object.string(CodingKeys.name.rawValue, name) }
        if let message { object.string(CodingKeys.message.rawValue, message) }
        if let line { object.int(CodingKeys.line.rawValue, line) }
        if let column { object.int(CodingKeys.column.rawValue, column) }
        if let sourceURL { object.string(CodingKeys.sourceURL.rawValue, sourceURL) }
        if let stack { object.string(CodingKeys.stack.rawValue, stack) }
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
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
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

    /// The value as JSON text (object keys sorted), without Foundation.
    public var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
            return String(value)
        case .string(let value): return JSONObjectWriter.quote(value)
        case .array(let values): return "[" + values.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { JSONObjectWriter.quote($0) + ":" + members[$0]!.jsonText }.joined(separator: ",") + "}"
        }
    }
}

/// JavaScriptCore's heap counters (JSGetMemoryUsageStatistics's), flat in the `baseline` and `push` frames.
public struct HeapCounts: Sendable, Equatable, Codable {
    public var heapSizeBytes: Int64
    public var heapCapacityBytes: Int64
    public var extraMemoryBytes: Int64
    public var objectCount: Int64
    public var protectedObjectCount: Int64
    public var globalObjectCount: Int64

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case heapSizeBytes, heapCapacityBytes, extraMemoryBytes, objectCount, protectedObjectCount, globalObjectCount
    }

    public init(
        heapSizeBytes: Int64, heapCapacityBytes: Int64, extraMemoryBytes: Int64, objectCount: Int64,
        protectedObjectCount: Int64, globalObjectCount: Int64
    ) {
        self.heapSizeBytes = heapSizeBytes
        self.heapCapacityBytes = heapCapacityBytes
        self.extraMemoryBytes = extraMemoryBytes
        self.objectCount = objectCount
        self.protectedObjectCount = protectedObjectCount
        self.globalObjectCount = globalObjectCount
    }

    /// The counters among a frame's fields: nil without `heapSizeBytes`; a missing other counter reads 0.
    public init?(flatIn decoder: Decoder) throws { try self.init(flatIn: decoder.container(keyedBy: CodingKeys.self), key: { $0 }) }

    /// The same, from a container of the frame's own keys (`key` gives each counter's).
    @inlinable
    public init?<Key: CodingKey>(flatIn container: KeyedDecodingContainer<Key>, key: (CodingKeys) -> Key) throws {
        func value(_ name: CodingKeys) throws -> Int64? { try container.decodeIfPresent(Int64.self, forKey: key(name)) }
        guard let size = try value(.heapSizeBytes) else { return nil }
        heapSizeBytes = size
        heapCapacityBytes = try value(.heapCapacityBytes) ?? 0
        extraMemoryBytes = try value(.extraMemoryBytes) ?? 0
        objectCount = try value(.objectCount) ?? 0
        protectedObjectCount = try value(.protectedObjectCount) ?? 0
        globalObjectCount = try value(.globalObjectCount) ?? 0
    }

    public func write(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.heapSizeBytes.rawValue, heapSizeBytes)
        frame.int(CodingKeys.heapCapacityBytes.rawValue, heapCapacityBytes)
        frame.int(CodingKeys.extraMemoryBytes.rawValue, extraMemoryBytes)
        frame.int(CodingKeys.objectCount.rawValue, objectCount)
        frame.int(CodingKeys.protectedObjectCount.rawValue, protectedObjectCount)
        frame.int(CodingKeys.globalObjectCount.rawValue, globalObjectCount)
    }
}

/// jemalloc's stats.allocated / stats.active / stats.resident (`--allocator malloc`), flat in
/// the `baseline` and `push` frames; -1 when jemalloc would not say.
public struct MallocCounts: Sendable, Equatable {
    public var allocatedBytes: Int64
    public var activeBytes: Int64
    public var residentBytes: Int64

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case allocatedBytes = "mallocAllocatedBytes", activeBytes = "mallocActiveBytes", residentBytes = "mallocResidentBytes"
    }

    public init(allocatedBytes: Int64, activeBytes: Int64, residentBytes: Int64) {
        self.allocatedBytes = allocatedBytes
        self.activeBytes = activeBytes
        self.residentBytes = residentBytes
    }

    /// The counters among a frame's fields: nil without `mallocAllocatedBytes`.
    public init?(flatIn decoder: Decoder) throws { try self.init(flatIn: decoder.container(keyedBy: CodingKeys.self), key: { $0 }) }

    /// The same, from a container of the frame's own keys (`key` gives each counter's).
    @inlinable
    public init?<Key: CodingKey>(flatIn container: KeyedDecodingContainer<Key>, key: (CodingKeys) -> Key) throws {
        func value(_ name: CodingKeys) throws -> Int64? { try container.decodeIfPresent(Int64.self, forKey: key(name)) }
        guard let allocated = try value(.allocatedBytes) else { return nil }
        allocatedBytes = allocated
        activeBytes = try value(.activeBytes) ?? -1
        residentBytes = try value(.residentBytes) ?? -1
    }

    public func write(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.allocatedBytes.rawValue, allocatedBytes)
        frame.int(CodingKeys.activeBytes.rawValue, activeBytes)
        frame.int(CodingKeys.residentBytes.rawValue, residentBytes)
    }
}

/// One private hook of JavaScriptCore the worker relies on, and whether it took effect (the
/// `capabilities` of the `baseline` and `done` frames; docs/private-symbols.md).
public struct Capability: Codable, Sendable, Equatable, Hashable {
    public var name: String
    public var active: Bool
    public var detail: String?

    public enum CodingKeys: String, CodingKey, CaseIterable { case name, active, detail }

    public init(name: String, active: Bool, detail: String? = nil) {
        self.name = name
        self.active = active
        self.detail = detail
    }

    public func write(into object: inout JSONObjectWriter) {
        object.string(CodingKeys.name.rawValue, name)
        object.bool(CodingKeys.active.rawValue, active)
        if let detail { object.string(CodingKeys.detail.rawValue, detail) }
    }
}

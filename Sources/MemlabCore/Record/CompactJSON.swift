import Foundation

/// A JSON value held as its compact text (keys sorted) rather than as a tree: a notification is
/// a dictionary of a dozen members, some 1.5 KiB as a `JSONValue` and a few hundred bytes as
/// text, and a long run keeps one per push. Read back into a `JSONValue` on each access (the
/// summary reads one); written into a record as the text it is. Coded exactly as the value
/// itself, absent when nil.
@propertyWrapper
public struct CompactJSON: Codable, Sendable, Equatable {
    private var text: [UInt8]?
    /// Or the text kept by a `PushList`'s arena (a push read back from its columns).
    private var stored: (arena: PushTextArena, offset: Int, length: Int)?

    public init(wrappedValue: JSONValue?) { text = wrappedValue.map { Array($0.jsonText.utf8) } }

    init(stored arena: PushTextArena, offset: Int, length: Int) { stored = (arena, offset, length) }

    public var isPresent: Bool { text != nil || stored != nil }

    /// `push.$notification.isPresent`, without reading the value back.
    public var projectedValue: CompactJSON {
        get { self }
        set { self = newValue }
    }

    /// The JSON text.
    var bytes: [UInt8]? {
        if let stored { return stored.arena.read(offset: stored.offset, length: stored.length) }
        return text
    }

    /// Where `arena` keeps the text, when it is the one keeping it.
    func reference(in arena: PushTextArena) -> (offset: Int, length: Int)? {
        guard let stored, stored.arena === arena else { return nil }
        return (stored.offset, stored.length)
    }

    public var wrappedValue: JSONValue? {
        get {
            bytes.flatMap { text in
                // JSONValueParser reads the text once; what it is unsure of, JSONDecoder reads.
                let fast = text.withUnsafeBufferPointer { buffer in
                    JSONValueParser.value(in: buffer, from: 0).flatMap { $0.end == buffer.count ? $0.value : nil }
                }
                return fast ?? (try? JSONDecoder().decode(JSONValue.self, from: Data(text)))
            }
        }
        set {
            text = newValue.map { Array($0.jsonText.utf8) }
            stored = nil
        }
    }

    public static func == (lhs: CompactJSON, rhs: CompactJSON) -> Bool {
        if let left = lhs.stored, let right = rhs.stored, left.arena === right.arena, left.offset == right.offset, left.length == right.length {
            return true
        }
        return lhs.bytes == rhs.bytes
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(JSONValue.self))
    }

    public func encode(to encoder: Encoder) throws {
        if let line = encoder as? LineJSONEncoder.Encoding, let text = bytes {
            line.raw(text)
            return
        }
        var container = encoder.singleValueContainer()
        if let json = wrappedValue { try container.encode(json) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A `@CompactJSON` member: absent or null is nil.
    public func decode(_ type: CompactJSON.Type, forKey key: Key) throws -> CompactJSON {
        CompactJSON(wrappedValue: try decodeIfPresent(JSONValue.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// A `@CompactJSON` member: left out when nil, as an optional is.
    public mutating func encode(_ value: CompactJSON, forKey key: Key) throws {
        guard value.isPresent else { return }
        try encodePresent(value, forKey: key)
    }

    /// The generic `encode` (in a generic context, this overload is not a candidate).
    private mutating func encodePresent<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(value, forKey: key) }
}

import Foundation

/// A JSON encoder that writes straight into a byte buffer as the value encodes itself, with no
/// tree in between: for the pushes of a long run's record, each encoded on a line of its own
/// (Foundation's JSONEncoder spent 17 of the 20 s a 100,000-push record took building and
/// walking its trees). Generic over `Encodable`, so every field a type declares is written,
/// in the order it encodes them (not sorted: a record's reader does not care). What it does not
/// handle, it refuses (`Unsupported`): nested containers asked for by hand, `superEncoder`,
/// Foundation's specially encoded types (Date, Data, URL, Decimal), floats JSON has no spelling
/// for; the caller then uses JSONEncoder for that value.
struct LineJSONEncoder {
    struct Unsupported: Error {}

    /// Appends `value`'s JSON to `bytes`; on `Unsupported`, `bytes` is left as it was.
    static func append(_ value: some Encodable, to bytes: inout [UInt8]) throws {
        let sink = Sink()
        swap(&sink.bytes, &bytes)
        let mark = sink.bytes.count
        do {
            try sink.encode(value)
            if sink.failed { throw Unsupported() }
        } catch {
            sink.bytes.removeSubrange(mark...)
            swap(&sink.bytes, &bytes)
            throw error
        }
        swap(&sink.bytes, &bytes)
    }

    final class Sink {
        var bytes: [UInt8] = []
        var failed = false

        func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func string(_ text: String) { write(JSONObjectWriter.quote(text)) }

        func number(_ value: Double) throws {
            guard value.isFinite else { throw Unsupported() }
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { write(String(Int64(value))) } else { write(String(value)) }
        }

        /// One value: through its own `encode(to:)`, then whatever container it opened closed.
        func encode(_ value: some Encodable) throws {
            switch value {
            case is Date, is Data, is URL, is Decimal: throw Unsupported()
            case let text as String: string(text)
            case let flag as Bool: write(flag ? "true" : "false")
            case let number as Double: try self.number(number)
            case let number as Float: try self.number(Double(number))
            case let number as any BinaryInteger: write(String(describing: number))
            case let object as [String: JSONValue]:
                // Keys sorted, as JSONEncoder's .sortedKeys writes them: the same push, the same line.
                write("{")
                for (position, key) in object.keys.sorted().enumerated() {
                    if position > 0 { write(",") }
                    string(key)
                    write(":")
                    try encode(object[key]!)
                }
                write("}")
            default:
                let encoder = Encoding(sink: self)
                try value.encode(to: encoder)
                switch encoder.state.opened {
                case .keyed: write("}")
                case .unkeyed: write("]")
                case .single: if !encoder.state.wroteSingle { failed = true }
                case nil: write("{}")
                }
            }
        }
    }

    final class State {
        enum Opened { case keyed, unkeyed, single }
        var opened: Opened?
        var members = 0
        var wroteSingle = false
    }

    struct Encoding: Encoder {
        let sink: Sink
        let state = State()
        var codingPath: [CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] = [:]

        func open(_ kind: State.Opened, _ bracket: String) {
            if let opened = state.opened {
                if opened != kind { sink.failed = true }
                return
            }
            state.opened = kind
            sink.write(bracket)
        }

        /// A value already written as JSON text (CompactJSON).
        func raw(_ text: [UInt8]) {
            open(.single, "")
            state.wroteSingle = true
            sink.bytes.append(contentsOf: text)
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            open(.keyed, "{")
            return KeyedEncodingContainer(Keyed<Key>(sink: sink, state: state))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            open(.unkeyed, "[")
            return Unkeyed(sink: sink, state: state)
        }

        func singleValueContainer() -> SingleValueEncodingContainer {
            open(.single, "")
            return Single(sink: sink, state: state)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let state: State
        var codingPath: [CodingKey] = []

        func key(_ key: Key) {
            if state.members > 0 { sink.write(",") }
            state.members += 1
            sink.string(key.stringValue)
            sink.write(":")
        }

        mutating func encodeNil(forKey key: Key) throws {
            self.key(key)
            sink.write("null")
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try sink.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            sink.failed = true
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: Sink(), state: State()))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            sink.failed = true
            return Unkeyed(sink: Sink(), state: State())
        }

        mutating func superEncoder() -> Encoder {
            sink.failed = true
            return Encoding(sink: Sink())
        }

        mutating func superEncoder(forKey key: Key) -> Encoder {
            sink.failed = true
            return Encoding(sink: Sink())
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let state: State
        var codingPath: [CodingKey] = []
        var count: Int { state.members }

        func separate() {
            if state.members > 0 { sink.write(",") }
            state.members += 1
        }

        mutating func encodeNil() throws {
            separate()
            sink.write("null")
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            separate()
            try sink.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            sink.failed = true
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: Sink(), state: State()))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            sink.failed = true
            return Unkeyed(sink: Sink(), state: State())
        }

        mutating func superEncoder() -> Encoder {
            sink.failed = true
            return Encoding(sink: Sink())
        }
    }

    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        let state: State
        var codingPath: [CodingKey] = []

        func once() {
            if state.wroteSingle { sink.failed = true }
            state.wroteSingle = true
        }

        mutating func encodeNil() throws {
            once()
            sink.write("null")
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            once()
            try sink.encode(value)
        }
    }
}

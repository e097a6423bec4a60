/// A strict JSON reader (RFC 8259) straight into `JSONValue`, for the values the parent reads
/// most: every notification a push shows arrives as one. Decoding a `JSONValue` through
/// `Decodable` tries each kind in turn (a string field is first refused as a Bool and as a
/// number, two thrown errors each), which made a notification frame cost as much as the push
/// frame beside it. This reads the bytes once.
///
/// It accepts only what it can read exactly as JSONDecoder would: anything it is unsure of (a
/// number that does not fit a finite Double, a lone surrogate escape, bytes that are not UTF-8,
/// nesting past `maximumDepth`) makes it return nil, and the caller falls back to JSONDecoder.
public struct JSONValueParser {
    /// Deeper than this, the parser gives up (and JSONDecoder, with its own limit, decides).
    public static let maximumDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private var at: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) {
        self.bytes = bytes
        self.at = at
    }

    /// The value that starts at `offset` (after any white space) and where it ends (the index
    /// after its last byte); nil when the bytes there are not one this parser reads exactly.
    public static func value(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> (value: JSONValue, end: Int)? {
        var parser = JSONValueParser(bytes, at: offset)
        parser.skipSpace()
        guard let value = parser.parseValue(depth: 0) else { return nil }
        return (value, parser.at)
    }

    /// `text` as one JSON value with nothing but white space around it, or nil.
    public static func parse(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { buffer in
            guard let (value, end) = value(in: buffer, from: 0) else { return nil }
            var parser = JSONValueParser(buffer, at: end)
            parser.skipSpace()
            return parser.at == buffer.count ? value : nil
        }
    }

    private var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    private mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0a, 0x0d: at += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) -> JSONValue? {
        guard let byte = current, depth <= JSONValueParser.maximumDepth else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return parseNumber()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return nil }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[at + $0] == expected[$0] }
        }
        guard matches else { return nil }
        at += count
        return value
    }

    private mutating func parseObject(depth: Int) -> JSONValue? {
        at += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { at += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\""), let key = parseString() else { return nil }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return nil }
            at += 1
            skipSpace()
            guard let value = parseValue(depth: depth) else { return nil }
            // A repeated key: JSONDecoder's choice is its own; leave it to JSONDecoder.
            guard members.updateValue(value, forKey: key) == nil else { return nil }
            skipSpace()
            switch current {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "}"): at += 1; return .object(members)
            default: return nil
            }
        }
    }

    private mutating func parseArray(depth: Int) -> JSONValue? {
        at += 1
        var elements: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { at += 1; return .array(elements) }
        while true {
            skipSpace()
            guard let value = parseValue(depth: depth) else { return nil }
            elements.append(value)
            skipSpace()
            switch current {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "]"): at += 1; return .array(elements)
            default: return nil
            }
        }
    }

    /// A string at `at` (its opening quote), unescaped; nil for anything not strictly JSON.
    private mutating func parseString() -> String? {
        at += 1
        let start = at
        // The common case: no escape, one validating copy.
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                at += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return nil }
            at += 1
        }
        guard at < bytes.count else { return nil }
        var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                at += 1
                return String(validating: out, as: UTF8.self)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else { out.append(byte); at += 1; continue }
            guard at + 1 < bytes.count else { return nil }
            at += 2
            switch bytes[at - 1] {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0c)
            case UInt8(ascii: "n"): out.append(0x0a)
            case UInt8(ascii: "r"): out.append(0x0d)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hexQuad() else { return nil }
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { return nil }
                    at += 2
                    guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    return nil
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: UTF8.encode(unicode)!)
            default: return nil
            }
        }
        return nil
    }

    private mutating func hexQuad() -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    /// A number in JSON's grammar, as a finite Double (what JSONDecoder gives a JSONValue).
    private mutating func parseNumber() -> JSONValue? {
        let start = at
        func digits() -> Bool {
            let first = at
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
            return at > first
        }
        if current == UInt8(ascii: "-") { at += 1 }
        guard let lead = current, lead >= UInt8(ascii: "0"), lead <= UInt8(ascii: "9") else { return nil }
        if lead == UInt8(ascii: "0") {
            at += 1
        } else {
            _ = digits()
        }
        if current == UInt8(ascii: ".") {
            at += 1
            guard digits() else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            at += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { at += 1 }
            guard digits() else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return .number(value)
    }
}

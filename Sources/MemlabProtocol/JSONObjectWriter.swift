/// A tiny JSON object writer for the worker, which avoids Foundation to keep its own
/// footprint near JavaScriptCore's (the Swift side should add next to nothing). Keys are
/// the frames' `CodingKeys`, so the names the worker writes are the names the parent decodes (their raw values, so that writing
/// a frame needs no generic code and no witness table at run time).
public struct JSONObjectWriter: Sendable {
    // UTF-8 bytes, appended in place: appending Swift strings piece by piece cost a push frame
    // about 80 k instructions in the worker, a shown notification's record about 40 k.
    private var bytes: [UInt8]
    private var first = true

    public init() {
        bytes = [UInt8(ascii: "{")]
        bytes.reserveCapacity(192)
    }

    private mutating func key(_ name: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSONObjectWriter.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func string(_ name: String, _ value: String) { key(name); JSONObjectWriter.appendQuoted(value, to: &bytes) }
    public mutating func int(_ name: String, _ value: Int64) { key(name); appendDecimal(value) }
    public mutating func int(_ name: String, _ value: Int) { key(name); appendDecimal(Int64(value)) }
    public mutating func bool(_ name: String, _ value: Bool) { key(name); append(value ? "true" : "false") }
    /// A non-finite number is written as null (JSON has no NaN or Infinity).
    public mutating func double(_ name: String, _ value: Double) {
        key(name)
        append(value.isFinite ? String(value) : "null")
    }
    /// Inserts already-serialised JSON (e.g. from JSON.stringify inside JSC).
    public mutating func raw(_ name: String, _ json: String) { key(name); append(json) }
    /// A nested object.
    public mutating func object(_ name: String, _ body: (inout JSONObjectWriter) -> Void) {
        var nested = JSONObjectWriter()
        body(&nested)
        key(name)
        append(closing: nested)
    }
    /// An array of objects.
    public mutating func objects<Element>(_ name: String, _ elements: [Element], _ body: (Element, inout JSONObjectWriter) -> Void) {
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var nested = JSONObjectWriter()
            body(element, &nested)
            append(closing: nested)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A nested writer's object, closed, after this one's bytes.
    private mutating func append(closing nested: JSONObjectWriter) {
        bytes.append(contentsOf: nested.bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The object's text.
    public func finish() -> String {
        var closed = bytes
        closed.append(UInt8(ascii: "}"))
        return String(decoding: closed, as: UTF8.self)
    }

    private mutating func appendDecimal(_ value: Int64) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        // Digits backwards into a small buffer; Int64.min has 19 digits and a sign.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// `value` as a JSON string, appended to `out` as UTF-8: `"` and `\` escaped, the control
    /// characters below U+0020 as `\n`, `\r`, `\t` or `\u00XX`; everything else copied as it is.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            out.append(UInt8(ascii: "\""))
            // Most strings (every key, most values) need no escape: copied whole.
            var plainFrom = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom..<index]))
                plainFrom = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xf)]])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom...]))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// `value` as a JSON string literal (what `appendQuoted` writes).
    public static func quote(_ value: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 2)
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

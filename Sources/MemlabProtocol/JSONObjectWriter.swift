/// A tiny JSON object writer for the worker, which avoids Foundation to keep its own
/// footprint near JavaScriptCore's (the Swift side should add next to nothing). Keys are
/// the frames' `CodingKeys`, so the names the worker writes are the names the parent decodes (their raw values, so that writing
/// a frame needs no generic code and no witness table at run time).
public struct JSONObjectWriter: Sendable {
    private var text = "{"
    private var first = true

    public init() {}

    private mutating func key(_ name: String) {
        if !first { text += "," }
        first = false
        text += JSONObjectWriter.quote(name)
        text += ":"
    }

    public mutating func string(_ name: String, _ value: String) { key(name); text += JSONObjectWriter.quote(value) }
    public mutating func int(_ name: String, _ value: Int64) { key(name); text += String(value) }
    public mutating func int(_ name: String, _ value: Int) { key(name); text += String(value) }
    public mutating func bool(_ name: String, _ value: Bool) { key(name); text += value ? "true" : "false" }
    /// A non-finite number is written as null (JSON has no NaN or Infinity).
    public mutating func double(_ name: String, _ value: Double) {
        key(name)
        text += value.isFinite ? String(value) : "null"
    }
    /// Inserts already-serialised JSON (e.g. from JSON.stringify inside JSC).
    public mutating func raw(_ name: String, _ json: String) { key(name); text += json }
    /// A nested object.
    public mutating func object(_ name: String, _ body: (inout JSONObjectWriter) -> Void) {
        var nested = JSONObjectWriter()
        body(&nested)
        raw(name, nested.finish())
    }
    /// An array of objects.
    public mutating func objects<Element>(_ name: String, _ elements: [Element], _ body: (Element, inout JSONObjectWriter) -> Void) {
        var array = "["
        for (index, element) in elements.enumerated() {
            if index > 0 { array += "," }
            var nested = JSONObjectWriter()
            body(element, &nested)
            array += nested.finish()
        }
        raw(name, array + "]")
    }

    public func finish() -> String { text + "}" }

    public static func quote(_ value: String) -> String {
        // Most strings (every key, most values) need no escape: copied whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + value + "\""
        }
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

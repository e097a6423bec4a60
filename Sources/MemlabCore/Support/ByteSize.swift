/// A byte count parsed from what users type (`24M`, `512K`, `1.5G`, `25165824`).
/// Suffixes are binary: iOS's "24 MB" NSE limit is 24 MiB (footprint plus
/// os_proc_available_memory() sums to exactly 24.00 MiB in Element X's logs).
public struct ByteSize: Sendable, Equatable, Comparable, CustomStringConvertible, Codable {
    public let bytes: Int64

    public init(bytes: Int64) { self.bytes = bytes }

    /// Coded as the plain number of bytes.
    public init(from decoder: Decoder) throws { bytes = try decoder.singleValueContainer().decode(Int64.self) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bytes)
    }

    public static func < (a: ByteSize, b: ByteSize) -> Bool { a.bytes < b.bytes }

    /// Largest ceiling memlab accepts: far beyond any iOS extension, and
    /// beyond what a worker on these machines could use.
    public static let maximum = ByteSize(bytes: 64 << 30)

    public enum ParseError: Error, Equatable, Sendable {
        case empty
        case malformed(String)
        case notPositive(String)
        case tooLarge(String)

        public var sentence: String {
            switch self {
            case .empty:
                return "the size is empty; give a number with an optional K, M or G suffix, e.g. 24M"
            case .malformed(let text):
                return "'\(text)' is not a size; use a number with an optional K, M or G suffix (binary units), e.g. 24M or 512K"
            case .notPositive(let text):
                return "'\(text)' is not a usable size; it must be greater than zero, e.g. 24M"
            case .tooLarge(let text):
                return "'\(text)' is larger than memlab's maximum of 64G; iOS extension limits are 12-120 MiB"
            }
        }
    }

    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw .empty }
        var number = Substring(trimmed)
        var multiplier: Double = 1
        let lower = trimmed.lowercased()
        let suffixes: [(String, Double)] = [
            ("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824),
            ("kb", 1024), ("mb", 1_048_576), ("gb", 1_073_741_824),
            ("k", 1024), ("m", 1_048_576), ("g", 1_073_741_824), ("b", 1)
        ]
        for (suffix, factor) in suffixes where lower.hasSuffix(suffix) {
            number = number.dropLast(suffix.count)
            multiplier = factor
            break
        }
        let digits = number.trimmingSpaces()
        if digits.hasPrefix("-") { throw .notPositive(trimmed) }
        var dots = 0
        for character in digits {
            if character == "." { dots += 1; continue }
            guard character.isASCII, character.isNumber else { throw .malformed(trimmed) }
        }
        guard !digits.isEmpty, dots <= 1, digits != ".", let value = Double(digits) else { throw .malformed(trimmed) }
        let total = value * multiplier
        guard total >= 1 else { throw .notPositive(trimmed) }
        guard total <= Double(ByteSize.maximum.bytes) else { throw .tooLarge(trimmed) }
        bytes = Int64(total.rounded())
    }

    /// `24.0 MiB`, `812 KiB`, `1.50 GiB`: always binary units.
    public var description: String { ByteSize.format(bytes) }

    public static func format(_ bytes: Int64) -> String {
        let magnitude = abs(Double(bytes))
        let sign = bytes < 0 ? "-" : ""
        if magnitude >= 1_073_741_824.0 { return sign + fixed(magnitude / 1_073_741_824.0, 2) + " GiB" }
        if magnitude >= 1_048_576.0 { return sign + fixed(magnitude / 1_048_576.0, 1) + " MiB" }
        if magnitude >= 1024 { return sign + fixed(magnitude / 1024, 0) + " KiB" }
        return sign + String(Int64(magnitude)) + " B"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return String(Int64(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}

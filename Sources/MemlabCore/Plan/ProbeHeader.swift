/// A probe's own options, declared in its opening comment on a line such as
/// `// memlab: --payload {"bytes":1024} --expire 5` (or inside a `/* ... */` block:
/// ` * memlab: --pushes 100`); `memlab run`, `limit` and `suite` pass them to the same option
/// parser as `memlab run`'s command line. Several such lines add up.
public struct ProbeHeader: Sendable, Equatable {
    /// One `memlab:` line: where it is and what it says.
    public struct Line: Sendable, Equatable {
        public var number: Int
        public var arguments: [String]
    }

    /// Every line's arguments, in order.
    public var arguments: [String] { lines.flatMap(\.arguments) }
    /// 1-based line of the first `memlab:` line, when there is one.
    public var line: Int? { lines.first?.number }
    public var lines: [Line] = []

    public static let marker = "memlab:"

    public enum ParseError: Error, Equatable, Sendable {
        case unterminatedQuote(line: Int)
        public var sentence: String {
            switch self {
            case .unterminatedQuote(let line): return "line \(line): a quote in the `memlab:` options is never closed"
            }
        }
    }

    /// Looks only at the leading comments (before the first line of code): `//` lines and
    /// `/* ... */` blocks, a block's lines with or without a leading `*`.
    public init(source: String) throws(ParseError) {
        var number = 0
        var inBlock = false
        // Lines end at each line feed, a CR before it included (a file checked out with CRLF line
        // ends): split as bytes, since a String takes "\r\n" for one character, no "\n" in it.
        for raw in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let text = String(Substring(raw)).trimmingSpaces()
            if !inBlock && text.isEmpty { continue }
            if !inBlock && number == 1 && text.hasPrefix("#!") { continue }
            var body: Substring
            if inBlock {
                body = Substring(text)
            } else if text.hasPrefix("//") {
                body = Substring(text).dropFirst(2)
            } else if text.hasPrefix("/*") {
                inBlock = true
                body = Substring(text).dropFirst(2)
            } else {
                break
            }
            if inBlock {
                if let close = body.range(of: "*/") {
                    inBlock = false
                    // Code after the block on the same line ends the header.
                    let rest = body[close.upperBound...].trimmingSpaces()
                    body = body[..<close.lowerBound]
                    if !rest.isEmpty && !rest.hasPrefix("//") { try add(body, number); break }
                }
                body = Substring(body.trimmingSpaces())
                while body.hasPrefix("*") { body = body.dropFirst() }
            }
            try add(body, number)
        }
    }

    private mutating func add(_ body: Substring, _ number: Int) throws(ParseError) {
        let trimmed = body.trimmingSpaces()
        guard trimmed.hasPrefix(ProbeHeader.marker) else { return }
        lines.append(Line(number: number, arguments: try ProbeHeader.split(String(trimmed.dropFirst(ProbeHeader.marker.count)), line: number)))
    }

    /// Splits like a shell, without expansion: whitespace separates; '…' and "…" group.
    /// A JSON payload needs no quoting when it holds no spaces: `{"bytes":1024}` stays whole,
    /// because double quotes inside a word are kept when the word does not start with one.
    static func split(_ text: String, line: Int) throws(ParseError) -> [String] {
        // Scalar by scalar, not Character by Character: a character may hold a quote or a space
        // (a prepended mark such as U+06DD joins the quote after it into one character, so a
        // quoted word ending in one never closed).
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var keepQuotes = false
        for scalar in text.unicodeScalars {
            if let open = quote {
                if scalar == open { quote = nil; if keepQuotes { current.append(scalar) } } else { current.append(scalar) }
                continue
            }
            if scalar.properties.isWhitespace {
                if inWord { words.append(String(current)); current = String.UnicodeScalarView(); inWord = false }
                continue
            }
            if scalar == "'" || scalar == "\"" {
                // A quote opening a word groups it; a quote inside a word (JSON) is literal text.
                keepQuotes = inWord
                quote = scalar
                inWord = true
                if keepQuotes { current.append(scalar) }
                continue
            }
            current.append(scalar)
            inWord = true
        }
        if quote != nil { throw .unterminatedQuote(line: line) }
        if inWord { words.append(String(current)) }
        return words
    }
}

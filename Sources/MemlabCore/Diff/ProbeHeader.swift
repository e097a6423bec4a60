/// A probe's own options, declared in its opening comment on a line such as
/// `// memlab: --payload {"bytes":1024} --expire 5`; `memlab suite` passes them to the
/// same option parser as `memlab run`.
public struct ProbeHeader: Sendable, Equatable {
    public var arguments: [String]
    /// 1-based line of the `memlab:` line, when there is one.
    public var line: Int?

    public static let marker = "memlab:"

    public enum ParseError: Error, Equatable, Sendable {
        case unterminatedQuote(line: Int)
        public var sentence: String {
            switch self {
            case .unterminatedQuote(let line): return "line \(line): a quote in the `// memlab:` options is never closed"
            }
        }
    }

    /// Looks only at the leading comment block (before the first line of code).
    public init(source: String) throws(ParseError) {
        arguments = []
        line = nil
        var number = 0
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let text = raw.trimmingSpaces()
            if text.isEmpty { continue }
            guard text.hasPrefix("//") else { break }
            let body = text.dropFirst(2).trimmingSpaces()
            guard body.hasPrefix(ProbeHeader.marker) else { continue }
            arguments = try ProbeHeader.split(String(body.dropFirst(ProbeHeader.marker.count)), line: number)
            line = number
            return
        }
    }

    /// Splits like a shell, without expansion: whitespace separates; '…' and "…" group.
    /// A JSON payload needs no quoting when it holds no spaces: `{"bytes":1024}` stays whole,
    /// because double quotes inside a word are kept when the word does not start with one.
    static func split(_ text: String, line: Int) throws(ParseError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var keepQuotes = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil; if keepQuotes { current.append(character) } }
                else { current.append(character) }
                continue
            }
            if character.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            if character == "'" || character == "\"" {
                // A quote opening a word groups it; a quote inside a word (JSON) is literal text.
                keepQuotes = inWord
                quote = character
                inWord = true
                if keepQuotes { current.append(character) }
                continue
            }
            current.append(character)
            inWord = true
        }
        if quote != nil { throw .unterminatedQuote(line: line) }
        if inWord { words.append(current) }
        return words
    }
}

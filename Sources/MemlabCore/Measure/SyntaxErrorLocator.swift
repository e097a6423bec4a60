/// JavaScriptCore reports a syntax error's line but not its column (neither the
/// C API nor jsc_context_check_syntax fills it in; measured on 2.50.6). The
/// column is recovered from the token the message names, on the reported line.
public enum SyntaxErrorLocator {
    /// 1-based column on `line` (1-based) of `source`, or nil when the message names no token found there.
    public static func column(source: String, line: Int, message: String) -> Int? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        if message.hasPrefix("Unexpected end of script") {
            return text.count + 1
        }
        guard let token = quotedToken(in: message), !token.isEmpty else { return nil }
        guard let range = text.range(of: token) else { return nil }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// The first '...'-quoted token: "Unexpected token ';'" → ";".
    static func quotedToken(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }
}

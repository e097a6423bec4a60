/// Module service workers (`import` / `export` at the top level) are refused with a sentence
/// saying what to do: JavaScriptCore's exported C API (WebKitGTK 2.50.6) evaluates classic
/// scripts only (JSEvaluateScript, JSScriptEvaluate); its module loader is reachable only from
/// C++ (JSC::loadModule and a JSGlobalObject subclass's loader hooks), not from an embedder
/// of libjavascriptcoregtk. A probe that fails to parse and has such a statement gets the
/// sentence, at the statement's line, instead of JavaScriptCore's "Unexpected token".
enum ModuleSyntax {
    static let sentence =
        "module service workers are not supported; bundle the worker as a classic script (for example with esbuild --format=iife)"

    /// The 1-based line of the source's first top-level `import` or `export` statement, if any
    /// (a line that starts with one; `import(` and `import.meta` are expressions, not statements).
    static func firstStatementLine(_ source: String) -> Int? {
        var number = 0
        var inBlockComment = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var text = line.drop { $0 == " " || $0 == "\t" }
            if inBlockComment {
                guard let end = text.firstRange(of: "*/") else { continue }
                inBlockComment = false
                text = text[end.upperBound...].drop { $0 == " " || $0 == "\t" }
            }
            if text.hasPrefix("/*"), text.firstRange(of: "*/") == nil { inBlockComment = true; continue }
            for keyword in ["import", "export"] where text.hasPrefix(keyword) {
                let after = text.dropFirst(keyword.count)
                guard let next = after.first else { if keyword == "import" { return number } else { continue } }
                if next == " " || next == "\t" || next == "{" || next == "*" || next == "'" || next == "\"" {
                    let rest = after.drop { $0 == " " || $0 == "\t" }
                    if keyword == "import", rest.hasPrefix("(") || rest.hasPrefix(".") { continue }
                    return number
                }
            }
        }
        return nil
    }

    /// Replaces a syntax error's message with the sentence when the source is a module.
    static func explain(_ info: inout JSExceptionInfo, source: String) {
        guard info.name == "SyntaxError", let line = firstStatementLine(source) else { return }
        info.message = sentence
        info.line = line
        info.column = 1
    }
}

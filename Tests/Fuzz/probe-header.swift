// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): ProbeHeader, the `// memlab: --option value`
// lines a probe's opening comment declares (`run`, `limit` and `suite` read them from a probe that
// may come from anywhere). Contract: no crash on any text; a refusal is a typed ParseError naming a
// line of the text, in one line; every `memlab:` line found is a line of the text that holds the
// marker, in order; what it accepts, written back as one `// memlab:` line a line (each argument
// quoted), reads again to the same arguments.
@testable import MemlabCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProbeHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The text's lines as a reader numbers them: split at line feeds (a CR before one is part of its line break).
    let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let header: ProbeHeader
    do throws(ProbeHeader.ParseError) { header = try ProbeHeader(source: text) } catch {
        guard case .unterminatedQuote(let line) = error else { fatalError() }
        precondition(line >= 1 && line <= lines.count, "a refusal names line \(line) of \(lines.count)")
        precondition(!error.sentence.contains("\n"), "a refusal of more than one line: \(error.sentence)")
        return 0
    }
    var previous = 0
    for line in header.lines {
        precondition(line.number > previous && line.number <= lines.count, "a header line numbered \(line.number) (of \(lines.count), after \(previous))")
        precondition(lines[line.number - 1].contains(ProbeHeader.marker), "line \(line.number) holds no marker: \(lines[line.number - 1])")
        previous = line.number
    }
    // Written back: an argument without a single quote in single quotes, one without a double quote in double quotes.
    var written: [String] = []
    for line in header.lines {
        var words: [String] = []
        for argument in line.arguments {
            if !argument.contains("'") {
                words.append("'" + argument + "'")
            } else if !argument.contains("\"") {
                words.append("\"" + argument + "\"")
            } else {
                return 0  // both quotes: no spelling of the header's own holds it (not a probe's header)
            }
        }
        if words.contains(where: { $0.contains("\n") || $0.contains("\r") }) { return 0 }
        written.append("// memlab: " + words.joined(separator: " "))
    }
    let again: ProbeHeader
    do throws(ProbeHeader.ParseError) { again = try ProbeHeader(source: written.joined(separator: "\n") + "\nlet code = 1;\n") } catch {
        fatalError("a header written back is refused: \(written)")
    }
    precondition(again.arguments == header.arguments, "a header written back reads as other arguments: \(written) \(again.arguments)")
    return 0
}

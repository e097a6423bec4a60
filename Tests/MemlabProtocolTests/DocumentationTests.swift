import Testing
import Foundation
import MemlabProtocol

/// docs/worker-protocol.md against the code: every frame kind and each of its fields, every
/// worker argument and its values, the values inside frames. A field added to a frame's
/// CodingKeys, or an argument added to WorkerArguments.Flag, fails here until the page says it.
@Suite struct DocumentationTests {
    static let page: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return (try? String(contentsOf: url.appendingPathComponent("docs/worker-protocol.md"), encoding: .utf8)) ?? ""
    }()

    /// The rows of the table that follows `heading` (a line starting with `## `), as cells.
    static func table(after heading: String, startingWith header: String) -> [[String]] {
        guard let section = page.range(of: "\n" + heading + "\n") else { return [] }
        let lines = page[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        var rows: [[String]] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            rows.append(cells(line))
        }
        return rows
    }

    /// A table row's cells (a `\|` inside a cell is not a separator).
    static func cells(_ line: String) -> [String] {
        let escaped = line.replacingOccurrences(of: "\\|", with: "\u{1}")
        return escaped.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
    }

    /// The `code` spans of a text.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The text with every parenthesised part (nested too) removed: what is left names fields.
    static func withoutParentheses(_ text: String) -> String {
        var depth = 0, out = ""
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(depth - 1, 0) } else if depth == 0 { out.append(character) }
        }
        return out
    }

    @Test("the frames table lists every frame kind, and for each exactly the fields its type decodes")
    func framesTable() throws {
        let rows = DocumentationTests.table(after: "## Frames", startingWith: "| type |")
        try #require(!rows.isEmpty, "docs/worker-protocol.md has no frames table under ## Frames")
        var documented: [String: Set<String>] = [:]
        for row in rows where row.count == 3 {
            let kind = try #require(DocumentationTests.codeSpans(row[0]).first, "a row without a type: \(row)")
            documented[kind] = Set(DocumentationTests.codeSpans(DocumentationTests.withoutParentheses(row[2])))
        }
        #expect(Set(documented.keys) == Set(FrameKind.allCases.map(\.rawValue)), "documented: \(documented.keys.sorted())")
        for kind in FrameKind.allCases {
            let fields = Set(kind.frameType.fieldNames)
            let listed = documented[kind.rawValue] ?? []
            #expect(
                listed == fields,
                "\(kind.rawValue): undocumented \(fields.subtracting(listed).sorted()), documented but not in the code \(listed.subtracting(fields).sorted())")
        }
    }

    @Test("the values of the frames' enumerations are documented in their rows")
    func frameValues() throws {
        let rows = DocumentationTests.table(after: "## Frames", startingWith: "| type |")
        func row(_ kind: FrameKind) -> String {
            rows.first { DocumentationTests.codeSpans($0.first ?? "").first == kind.rawValue }?.joined(separator: " ") ?? ""
        }
        let pushRow = row(.push)
        for value in PushFrame.Outcome.allCases.map(\.rawValue) + PushFrame.EventLoopEnd.allCases.map(\.rawValue) {
            #expect(pushRow.contains("`\(value)`"), "the push row does not name \(value)")
        }
        for value in FailureFrame.Kind.allCases.map(\.rawValue) { #expect(row(.failure).contains("`\(value)`"), "the failure row does not name \(value)") }
        for value in WorkerArguments.Mode.allCases.map(\.rawValue) { #expect(row(.hello).contains("`\(value)`"), "the hello row does not name \(value)") }
        for reason in PushFrame.Reason.allCases.map(\.rawValue) {
            #expect(DocumentationTests.page.contains("`\(reason)`"), "push reason \(reason) is not documented")
        }
        // Values inside frames: the exception and a capability.
        let values = DocumentationTests.table(after: "## Frames", startingWith: "| value |")
        let exception = try #require(values.first { $0.first == "exception" }, "no exception row")
        #expect(
            Set(DocumentationTests.codeSpans(DocumentationTests.withoutParentheses(exception[1])))
                == Set(ScriptException.CodingKeys.allCases.map(\.stringValue)))
        let capability = try #require(values.first { $0.first == "capability" }, "no capability row")
        #expect(
            Set(DocumentationTests.codeSpans(DocumentationTests.withoutParentheses(capability[1]))) == Set(Capability.CodingKeys.allCases.map(\.stringValue)))
    }

    @Test("the arguments table lists every worker argument, with the values its enumeration has")
    func argumentsTable() throws {
        let rows = DocumentationTests.table(after: "## Arguments", startingWith: "| argument |")
        try #require(!rows.isEmpty, "docs/worker-protocol.md has no arguments table under ## Arguments")
        var documented: [String: [String]] = [:]
        for row in rows where row.count == 3 {
            let flag = try #require(DocumentationTests.codeSpans(row[0]).first, "a row without an argument: \(row)")
            documented[flag] = DocumentationTests.codeSpans(row[1])
        }
        #expect(Set(documented.keys) == Set(WorkerArguments.Flag.allCases.map(\.rawValue)), "documented: \(documented.keys.sorted())")
        let enumerated: [(WorkerArguments.Flag, [String])] = [
            (.mode, WorkerArguments.Mode.allCases.map(\.rawValue)),
            (.enforce, WorkerArguments.Enforcement.allCases.map(\.rawValue)),
            (.isolation, WorkerArguments.Isolation.allCases.map(\.rawValue)),
            (.inject, [WorkerArguments.retainContexts]),
            (.lifecycle, WorkerArguments.Lifecycle.allCases.map(\.rawValue))
        ]
        for (flag, values) in enumerated {
            #expect(documented[flag.rawValue] == values, "\(flag.rawValue): the page says \(documented[flag.rawValue] ?? []), the code \(values)")
        }
    }

    @Test("the frame limit the page gives is the worker's")
    func frameLimit() {
        #expect(DocumentationTests.page.contains("at most \(maximumFrameBytes / 1024) KiB"))
    }
}

import CJavaScriptCore
import Foundation
@testable import MemlabWorkerRuntime
import Testing

/// The `host` object's one table (HostFunctions.table) against the JavaScript that calls it:
/// every `host.NAME` in the files of Sources/CWorkerScripts/js is declared there, and every
/// member declared there is used by some file, so neither side can rot. The files are read as
/// they are in the repository; comments and the insides of string, template and regular
/// expression literals are not code, so a name that appears only there counts for nothing.
@Suite struct HostFunctionTests {
    static let jsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CWorkerScripts/js")

    /// One `host.NAME` in the code of a file.
    struct Use: Hashable {
        var name: String
        var file: String
        var line: Int
        var place: String { "\(file):\(line)" }
    }

    /// Every file under js/ (folders included), by its path relative to js/.
    static func scripts() throws -> [(file: String, text: String)] {
        let root = jsDirectory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [(file: String, text: String)] = []
        for case let relative as String in walker where relative.hasSuffix(".js") {
            found.append(("js/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return found.sorted { $0.file < $1.file }
    }

    /// The code of a JavaScript text: comments and the contents of string, template and regular
    /// expression literals become spaces (their delimiters and every newline stay, so line
    /// numbers and what precedes a `/` are kept); a template's `${...}` substitutions are code.
    static func code(of text: String) -> [UInt8] {
        let source = Array(text.utf8)
        var out = source
        let count = source.count
        func blank(_ range: Range<Int>) {
            for index in range where index < count && out[index] != UInt8(ascii: "\n") { out[index] = UInt8(ascii: " ") }
        }
        func byte(_ index: Int) -> UInt8 { index < count ? source[index] : 0 }
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
        // Whether a `/` at `index` opens a regular expression: what comes before it (comments and
        // literals already blanked) cannot end an operand.
        func opensRegex(_ index: Int) -> Bool {
            var before = index - 1
            while before >= 0 && (out[before] == UInt8(ascii: " ") || out[before] == UInt8(ascii: "\n") || out[before] == UInt8(ascii: "\t")) {
                before -= 1
            }
            guard before >= 0 else { return true }
            let last = out[before]
            if isWord(last) {
                var start = before
                while start > 0 && isWord(out[start - 1]) { start -= 1 }
                let word = String(decoding: out[start...before], as: UTF8.self)
                let keywords: Set = ["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await", "instanceof"]
                return keywords.contains(word)
            }
            return !")]}'\"`".utf8.contains(last)
        }
        // The brace depth at which each open template substitution began.
        var substitutions: [Int] = []
        var depth = 0
        var inTemplate = false
        var index = 0
        while index < count {
            if inTemplate {
                let start = index
                while index < count {
                    if source[index] == UInt8(ascii: "\\") {
                        index += 2
                    } else if source[index] == UInt8(ascii: "`") {
                        blank(start..<index)
                        inTemplate = false
                        index += 1
                        break
                    } else if source[index] == UInt8(ascii: "$") && byte(index + 1) == UInt8(ascii: "{") {
                        blank(start..<index)
                        substitutions.append(depth)
                        depth += 1
                        inTemplate = false
                        index += 2
                        break
                    } else {
                        index += 1
                    }
                }
                continue
            }
            let current = source[index]
            switch current {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                var end = index
                while end < count && source[end] != UInt8(ascii: "\n") { end += 1 }
                blank(index..<end)
                index = end
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                var end = index + 2
                while end < count && !(source[end] == UInt8(ascii: "*") && byte(end + 1) == UInt8(ascii: "/")) { end += 1 }
                blank(index..<min(end + 2, count))
                index = end + 2
            case UInt8(ascii: "/") where opensRegex(index):
                var end = index + 1
                var inClass = false
                while end < count && source[end] != UInt8(ascii: "\n") {
                    let next = source[end]
                    if next == UInt8(ascii: "\\") {
                        end += 1
                    } else if next == UInt8(ascii: "[") {
                        inClass = true
                    } else if next == UInt8(ascii: "]") {
                        inClass = false
                    } else if next == UInt8(ascii: "/") && !inClass {
                        break
                    }
                    end += 1
                }
                blank((index + 1)..<end)
                index = end + 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                var end = index + 1
                while end < count && source[end] != current && source[end] != UInt8(ascii: "\n") {
                    end += source[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                blank((index + 1)..<end)
                index = end + 1
            case UInt8(ascii: "`"):
                inTemplate = true
                index += 1
            case UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "}"):
                depth -= 1
                index += 1
                if let top = substitutions.last, top == depth {
                    substitutions.removeLast()
                    inTemplate = true
                }
            default:
                index += 1
            }
        }
        return out
    }

    /// The members of `host` a text's code reads: `host.NAME`, where `host` is the prelude's
    /// binding (not another object's `host` property, such as a URL's), or the runtime object's
    /// `host` (dispatch.js reaches it as `rt.host`).
    static func uses(in text: String, file: String) throws -> [Use] {
        let code = String(decoding: code(of: text), as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #"(?:(?<![\w$.])|(?<![\w$])(?:rt|runtime)\.)host\s*\.\s*([A-Za-z_$][\w$]*)"#)
        let whole = NSRange(code.startIndex..., in: code)
        return pattern.matches(in: code, range: whole).compactMap { match in
            guard let range = Range(match.range(at: 1), in: code), let start = Range(match.range, in: code) else { return nil }
            let line = code[..<start.lowerBound].utf8.count { $0 == UInt8(ascii: "\n") } + 1
            return Use(name: String(code[range]), file: file, line: line)
        }
    }

    static func allUses() throws -> [Use] {
        try scripts().flatMap { try uses(in: $0.text, file: $0.file) }
    }

    @Test func everyNameTheJavaScriptUsesIsDeclared() throws {
        let declared = Set(HostFunctions.table.map(\.name))
        let uses = try HostFunctionTests.allUses()
        #expect(uses.count >= 40, "only \(uses.count) uses of host found: is \(HostFunctionTests.jsDirectory.path) the js directory?")
        for use in uses where !declared.contains(use.name) {
            Issue.record("\(use.place) uses host.\(use.name), which HostFunctions.table does not declare")
        }
    }

    @Test func everyDeclaredNameIsUsedByTheJavaScript() throws {
        let used = Set(try HostFunctionTests.allUses().map(\.name))
        for member in HostFunctions.table where !used.contains(member.name) {
            Issue.record("HostFunctions.table declares host.\(member.name), which no file of js/ uses: remove it, or use it")
        }
    }

    /// Each name once, each doc one line that starts with the name (a function's with its arguments).
    @Test func everyMemberIsDeclaredOnceWithItsDoc() {
        var seen: Set<String> = []
        for member in HostFunctions.table {
            #expect(seen.insert(member.name).inserted, "host.\(member.name) is declared twice")
            #expect(!member.doc.contains("\n"), "host.\(member.name)'s doc is more than one line")
            switch member.kind {
            case .function:
                #expect(member.doc.hasPrefix(member.name + "("), "host.\(member.name)'s doc does not begin with \(member.name)(arguments)")
                #expect(member.doc.contains(") -> "), "host.\(member.name)'s doc does not say what it returns")
            case .value:
                #expect(member.doc.hasPrefix(member.name + ": "), "host.\(member.name)'s doc does not begin with \(member.name):")
            }
        }
    }

    /// The class JavaScriptCore gets has exactly the table's members: the names a host object lists
    /// (static functions and values, none made or read by listing them), and each function member
    /// reads as a function.
    @Test func theHostClassHasExactlyTheTablesMembers() throws {
        let (names, functions) = try LeakTests.onDedicatedThread { () -> ([String], [String: Bool]) in
            let group = JSContextGroupCreate()!
            defer { JSContextGroupRelease(group) }
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context) }
            let host = JSObjectMake(context, HostFunctions.hostClass, nil)!
            let list = JSObjectCopyPropertyNames(context, host)!
            defer { JSPropertyNameArrayRelease(list) }
            let names = (0..<JSPropertyNameArrayGetCount(list)).map { JSC.string(JSPropertyNameArrayGetNameAtIndex(list, $0)) }
            var functions: [String: Bool] = [:]
            for member in HostFunctions.table {
                guard case .function = member.kind else { continue }
                let value = JSC.property(context, host, member.name)
                functions[member.name] = value.map { JSValueIsObject(context, $0) && JSObjectIsFunction(context, JSValueToObject(context, $0, nil)) } ?? false
            }
            return (names, functions)
        }
        #expect(names.sorted() == HostFunctions.table.map(\.name).sorted())
        for (name, isFunction) in functions { #expect(isFunction, "host.\(name) does not read as a function") }
    }

    /// The scanner: what counts as a use, and what does not.
    @Test(arguments: [
        ("host.a(); // host.b()\n/* host.c */ host.d", ["a", "d"]),
        ("'host.a' + \"host.b\" + host.c", ["c"]),
        ("`host.a ${host.b()} host.c ${ { x: host.d }.x } host.e` + host.f", ["b", "d", "f"]),
        ("s.replace(/'host.a/g, '') + host.b + s.replace(/[/'`]host.c/, host.d)", ["b", "d"]),
        ("const half = total / 2 / host.a; host.b", ["a", "b"]),
        ("url.host.length; t.host; rt.host.now(); runtime.host.payload", ["now", "payload"]),
        ("return /host.a/.test(x) ? host.b : null", ["b"]),
        ("const x = 'it\\'s host.a'; host.b", ["b"])
    ])
    func scannerFindsUsesInCodeOnly(text: String, expected: [String]) throws {
        #expect(try HostFunctionTests.uses(in: text, file: "snippet.js").map(\.name) == expected)
    }

    /// Line numbers count every line, comments and literals included.
    @Test func scannerReportsLines() throws {
        let text = "// one host.a\nconst s = `two\nthree`;\n/* four\nfive */ host.b();\n"
        #expect(try HostFunctionTests.uses(in: text, file: "f.js").map(\.place) == ["f.js:5"])
    }
}

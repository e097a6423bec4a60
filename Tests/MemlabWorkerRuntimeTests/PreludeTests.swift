import CJavaScriptCore
import CWorkerScripts
import Foundation
@testable import MemlabWorkerRuntime
import Testing

/// The worker's JavaScript runtime exactly as the worker ships it: the files of
/// Sources/CWorkerScripts/js, embedded back to back by scripts.S (read here from the same
/// symbols the worker reads). Each part is checked on its own and the whole as one script, with
/// errors reported as file:line. The conformance tests run the built worker, hence this text.
/// (JavaScriptCore is used only through LeakTests.onDedicatedThread, which sets JSC's options
/// before the process's first VM, as LeakTests needs.)
@Suite struct PreludeTests {
    struct Part {
        var name: String
        /// Its first byte's offset in the prelude, and the prelude's line it starts on.
        var offset: Int
        var firstLine: Int
        var bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    static var prelude: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: UnsafeRawPointer(memlab_js_prelude_text()).assumingMemoryBound(to: UInt8.self),
            count: Int(memlab_js_prelude_size))
    }

    static let parts: [Part] = {
        var parts: [Part] = []
        var line = 1
        for index in 0..<memlab_js_part_count {
            let start = UnsafeRawPointer(memlab_js_part_text(index)).assumingMemoryBound(to: UInt8.self)
            let bytes = Array(UnsafeBufferPointer(start: start, count: Int(memlab_js_part_size(index))))
            parts.append(
                Part(
                    name: String(cString: memlab_js_part_name(index)), offset: Int(memlab_js_part_offset(index)),
                    firstLine: line, bytes: bytes))
            line += bytes.count { $0 == UInt8(ascii: "\n") }
        }
        return parts
    }()

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CWorkerScripts")

    /// "js/core.js:12" for line `line` of the whole prelude.
    static func location(ofPreludeLine line: Int) -> String {
        guard let part = parts.last(where: { $0.firstLine <= line }) else { return "prelude line \(line)" }
        return "\(part.name):\(line - part.firstLine + 1)"
    }

    @Test func preludeIsThePartsBackToBackInOrder() {
        #expect(PreludeTests.parts.count >= 3)
        var next = 0
        for part in PreludeTests.parts {
            #expect(part.offset == next, "\(part.name) starts at \(part.offset), not right after the part before it (\(next))")
            next = part.offset + part.bytes.count
        }
        #expect(next == PreludeTests.prelude.count, "the parts cover \(next) of the prelude's \(PreludeTests.prelude.count) bytes")
        // NUL-terminated, and the worker reads the same bytes as these.
        #expect(PreludeTests.prelude.baseAddress![PreludeTests.prelude.count] == 0)
        #expect(UnsafeRawPointer(PushWorkerPrelude.text) == UnsafeRawPointer(PreludeTests.prelude.baseAddress!))
        #expect(PushWorkerPrelude.length == PreludeTests.prelude.count)
        #expect(PreludeTests.parts.first?.name == "js/begin.js" && PreludeTests.parts.last?.name == "js/end.js")
    }

    /// The text stays in the binary's read-only pages (scripts.S: its own section), never
    /// private copies: this process's mapping of it, as the worker's, is not writable.
    @Test func preludeLivesInReadOnlyPages() throws {
        let address = UInt(bitPattern: UnsafeRawPointer(PushWorkerPrelude.text))
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        let mapping = maps.split(separator: "\n").first { line in
            let range = line.prefix { $0 != " " }.split(separator: "-").compactMap { UInt($0, radix: 16) }
            return range.count == 2 && range[0] <= address && address < range[1]
        }
        let line = try #require(mapping, "no mapping holds the prelude's address")
        let permissions = line.split(separator: " ")[1]
        #expect(!permissions.contains("w"), "the prelude is mapped writable: \(line)")
    }

    @Test func theEmbeddedPartsAreTheFilesOfJSAsTheyAreNow() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: PreludeTests.directory.appendingPathComponent("js").path)
            .filter { $0.hasSuffix(".js") }.map { "js/" + $0 }
        let embedded = PreludeTests.parts.map(\.name)
        #expect(Set(onDisk) == Set(embedded), "js/ holds \(onDisk.sorted()); scripts.S embeds \(embedded)")
        #expect(Set(embedded).count == embedded.count, "a part is embedded twice: \(embedded)")
        for part in PreludeTests.parts {
            let file = try Data(contentsOf: PreludeTests.directory.appendingPathComponent(part.name))
            #expect(Array(file) == part.bytes, "\(part.name) differs from what the build embedded: rebuild (swift build)")
        }
    }

    /// JSScriptCreateReferencingImmortalASCIIText takes ASCII only.
    @Test func preludeIsASCII() {
        for part in PreludeTests.parts {
            guard let at = part.bytes.firstIndex(where: { $0 >= 0x80 || $0 == 0 }) else { continue }
            let line = 1 + part.bytes[..<at].count { $0 == UInt8(ascii: "\n") }
            Issue.record("\(part.name):\(line): byte 0x\(String(part.bytes[at], radix: 16)) is not ASCII text; write it as an escape (\\uXXXX)")
        }
    }

    @Test func everyPartOpensWithItsHeaderAndEndsWithANewline() {
        for part in PreludeTests.parts {
            let file = String(part.name.dropFirst("js/".count))
            #expect(part.text.hasPrefix("// \(file): "), "\(part.name):1: a part opens with '// \(file): ' and says what it defines and uses")
            #expect(part.text.hasSuffix("\n"), "\(part.name): the last line ends with a newline (the next part follows it directly)")
        }
    }

    /// Each part parses alone as what it is: the body of the prelude's strict block (the first
    /// part opens that block, the last one closes it). Wrapped on its first line, so JSC's line
    /// numbers are the file's.
    @Test func everyPartParsesOnItsOwn() throws {
        let parts = PreludeTests.parts
        let errors = try LeakTests.onDedicatedThread { () -> [String] in
            let group = JSContextGroupCreate()!
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context); JSContextGroupRelease(group) }
            var errors: [String] = []
            for (index, part) in parts.enumerated() {
                let prefix = index == 0 ? "" : index == parts.count - 1 ? "{" : "'use strict'; {"
                let suffix = index == parts.count - 1 ? "" : "\n}"
                if let exception = JSC.checkSyntax(context, prefix + part.text + suffix, url: part.name) {
                    let info = JSExceptionInfo(ctx: context, value: exception)
                    errors.append("\(part.name):\(info.line.map(String.init) ?? "?"): \(info.name): \(info.message)")
                }
            }
            return errors
        }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    /// The parts together: one script (a name declared twice across parts fails here), which
    /// JavaScriptCore also accepts as immortal ASCII text, as the worker hands it over.
    @Test func preludeParsesAsOneScript() throws {
        let (error, compiled) = try LeakTests.onDedicatedThread { () -> (String?, Bool) in
            let group = JSContextGroupCreate()!
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context); JSContextGroupRelease(group) }
            var error: String?
            var exception: JSValueRef?
            if !JSCheckScriptSyntax(context, PushWorkerPrelude.script, PushWorkerPrelude.scriptURL, 1, &exception), let exception {
                let info = JSExceptionInfo(ctx: context, value: exception)
                error = "\(info.line.map { PreludeTests.location(ofPreludeLine: $0) } ?? "?"): \(info.name): \(info.message)"
            }
            return (error, PushWorkerPrelude.Compiled(group: group) != nil)
        }
        #expect(error == nil, "\(error ?? "")")
        #expect(compiled, "JSScriptCreateReferencingImmortalASCIIText refused the prelude")
    }
}

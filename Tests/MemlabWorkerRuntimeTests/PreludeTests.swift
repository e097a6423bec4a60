import CJavaScriptCore
import CWorkerScripts
import Foundation
@testable import MemlabWorkerRuntime
import Testing

/// The worker's JavaScript runtime exactly as the worker ships it: the files of
/// Sources/CWorkerScripts/js, embedded back to back by scripts.S as a few sources (the prelude
/// and the deferred ones), read here from the same symbols the worker reads. Each part is
/// checked on its own and each source as one script, with errors reported as file:line. The
/// conformance tests run the built worker, hence this text.
/// (JavaScriptCore is used only through LeakTests.onDedicatedThread, which sets JSC's options
/// before the process's first VM, as LeakTests needs.)
@Suite struct PreludeTests {
    struct Part {
        var name: String
        /// Its first byte's offset from the prelude's first byte, and the line of its source it
        /// starts on.
        var offset: Int
        var firstLine: Int
        var bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    struct Source {
        var name: String
        var index: UInt32
        var offset: Int
        var parts: [Part]
        /// Its text as the worker reads it.
        var bytes: UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(
                start: UnsafeRawPointer(memlab_js_text(memlab_js_source_at(index).span)).assumingMemoryBound(to: UInt8.self),
                count: Int(memlab_js_source_at(index).span.size))
        }
        /// The byte after its text (its NUL terminator).
        var terminator: UInt8 { bytes.baseAddress![bytes.count] }
    }

    static var prelude: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: UnsafeRawPointer(memlab_js_prelude_text()).assumingMemoryBound(to: UInt8.self),
            count: Int(memlab_js_prelude_size))
    }

    static let sources: [Source] = (0..<memlab_js_source_count).map { index in
        var parts: [Part] = []
        var line = 1
        let source = memlab_js_source_at(index)
        for part in source.first_part..<(source.first_part + source.part_count) {
            let span = memlab_js_part_at(part)
            let start = UnsafeRawPointer(memlab_js_text(span)).assumingMemoryBound(to: UInt8.self)
            let bytes = Array(UnsafeBufferPointer(start: start, count: Int(span.size)))
            parts.append(Part(name: String(cString: memlab_js_name(span)), offset: Int(span.offset), firstLine: line, bytes: bytes))
            line += bytes.count { $0 == UInt8(ascii: "\n") }
        }
        return Source(
            name: String(cString: memlab_js_name(source.span)), index: index, offset: Int(source.span.offset), parts: parts)
    }

    /// The prelude's parts.
    static var parts: [Part] { sources[0].parts }
    /// Every part of every source.
    static var allParts: [Part] { sources.flatMap(\.parts) }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CWorkerScripts")

    /// "js/core.js:12" for line `line` of the whole prelude.
    static func location(ofPreludeLine line: Int) -> String { location(ofLine: line, in: "prelude") }

    /// "js/idb-keys.js:12" for line `line` of source `name`.
    static func location(ofLine line: Int, in name: String) -> String {
        let parts = sources.first { $0.name == name }?.parts ?? []
        guard let part = parts.last(where: { $0.firstLine <= line }) else { return "\(name) line \(line)" }
        return "\(part.name):\(line - part.firstLine + 1)"
    }

    @Test func eachSourceIsItsPartsBackToBackInOrder() {
        #expect(PreludeTests.parts.count >= 3)
        #expect(PreludeTests.sources.first?.name == "prelude" && PreludeTests.sources.count >= 3)
        // Then the deferred sources, then the two dispatch programs.
        #expect(PreludeTests.sources.dropFirst().dropLast(2).map(\.name) == PushWorkerPrelude.deferred.map(\.name))
        #expect(PreludeTests.sources.dropLast().last?.name == PushWorkerPrelude.dispatchName)
        #expect(PreludeTests.sources.dropLast().last?.index == PushWorkerPrelude.dispatchIndex)
        #expect(PreludeTests.sources.last?.name == PushWorkerPrelude.dispatchNextName)
        #expect(PreludeTests.sources.last?.index == PushWorkerPrelude.dispatchNextIndex)
        #expect(Set(PreludeTests.sources.map(\.name)).count == PreludeTests.sources.count, "two sources share a name")
        for source in PreludeTests.sources {
            var next = source.offset
            for part in source.parts {
                #expect(part.offset == next, "\(part.name) starts at \(part.offset), not right after the part before it (\(next))")
                next = part.offset + part.bytes.count
            }
            #expect(
                next == source.offset + source.bytes.count,
                "the parts of \(source.name) cover \(next - source.offset) of its \(source.bytes.count) bytes")
            #expect(source.terminator == 0, "\(source.name) is not NUL-terminated")
        }
        // The worker reads the same bytes as these.
        #expect(UnsafeRawPointer(PushWorkerPrelude.text) == UnsafeRawPointer(PreludeTests.prelude.baseAddress!))
        #expect(PreludeTests.sources[0].bytes.baseAddress == PreludeTests.prelude.baseAddress)
        #expect(PushWorkerPrelude.length == PreludeTests.prelude.count)
        #expect(PreludeTests.parts.first?.name == "js/begin.js" && PreludeTests.parts.last?.name == "js/end.js")
    }

    /// Every deferred source the prelude asks for by name (js/deferred.js: host.deferred('x'))
    /// exists, and every one is asked for.
    @Test func deferredJSNamesEveryDeferredSource() throws {
        let text = try String(contentsOf: PreludeTests.directory.appendingPathComponent("js/deferred.js"), encoding: .utf8)
        var asked: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "host.deferred('") {
            rest = rest[range.upperBound...]
            asked.append(String(rest.prefix { $0 != "'" }))
        }
        #expect(Set(asked) == Set(PushWorkerPrelude.deferred.map(\.name)), "deferred.js asks for \(asked)")
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
        let embedded = PreludeTests.allParts.map(\.name)
        #expect(Set(onDisk) == Set(embedded), "js/ holds \(onDisk.sorted()); scripts.S embeds \(embedded)")
        #expect(Set(embedded).count == embedded.count, "a part is embedded twice: \(embedded)")
        for part in PreludeTests.allParts {
            let file = try Data(contentsOf: PreludeTests.directory.appendingPathComponent(part.name))
            #expect(Array(file) == part.bytes, "\(part.name) differs from what the build embedded: rebuild (swift build)")
        }
    }

    /// JSScriptCreateReferencingImmortalASCIIText takes ASCII only.
    @Test func preludeIsASCII() {
        for part in PreludeTests.allParts {
            guard let at = part.bytes.firstIndex(where: { $0 >= 0x80 || $0 == 0 }) else { continue }
            let line = 1 + part.bytes[..<at].count { $0 == UInt8(ascii: "\n") }
            Issue.record("\(part.name):\(line): byte 0x\(String(part.bytes[at], radix: 16)) is not ASCII text; write it as an escape (\\uXXXX)")
        }
    }

    @Test func everyPartOpensWithItsHeaderAndEndsWithANewline() {
        for part in PreludeTests.allParts {
            let file = String(part.name.dropFirst("js/".count))
            #expect(part.text.hasPrefix("// \(file): "), "\(part.name):1: a part opens with '// \(file): ' and says what it defines and uses")
            #expect(part.text.hasSuffix("\n"), "\(part.name): the last line ends with a newline (the next part follows it directly)")
        }
    }

    /// Each part parses alone as what it is: in the prelude, the body of its strict block (the
    /// first part opens that block, the last one closes it); in a deferred source, the body of
    /// its function (the first part opens the function, the last one closes it; a source of
    /// one part is the whole function). Wrapped on its first line, so JSC's line numbers are
    /// the file's.
    @Test func everyPartParsesOnItsOwn() throws {
        var wrapped: [(name: String, text: String)] = []
        for (sourceIndex, source) in PreludeTests.sources.enumerated() {
            let (opener, closer) = sourceIndex == 0 ? ("{", "\n}") : ("(function () {", "\n})")
            for (index, part) in source.parts.enumerated() {
                let first = index == 0
                let last = index == source.parts.count - 1
                let prefix = first ? "" : last ? opener : "'use strict'; " + opener
                let suffix = last ? "" : closer
                wrapped.append((part.name, prefix + part.text + suffix))
            }
        }
        let errors = try LeakTests.onDedicatedThread { () -> [String] in
            let group = JSContextGroupCreate()!
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context); JSContextGroupRelease(group) }
            var errors: [String] = []
            for part in wrapped {
                if let exception = JSC.checkSyntax(context, part.text, url: part.name) {
                    let info = JSExceptionInfo(ctx: context, value: exception)
                    errors.append("\(part.name):\(info.line.map(String.init) ?? "?"): \(info.name): \(info.message)")
                }
            }
            return errors
        }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    /// Each deferred source, as one script, evaluates to a function (what host.deferred returns
    /// and deferred.js calls), from the worker's own text, compiled as the worker compiles it.
    @Test func everyDeferredSourceIsOneFunction() throws {
        let results = try LeakTests.onDedicatedThread { () -> [String] in
            let group = JSContextGroupCreate()!
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context); JSContextGroupRelease(group) }
            let compiled = PushWorkerPrelude.Compiled(group: group)
            var results: [String] = []
            for (position, source) in PushWorkerPrelude.deferred.enumerated() where compiled?.deferredScript(position) == nil {
                results.append("\(source.name): JSScriptCreateReferencingImmortalASCIIText refused it")
            }
            for source in PushWorkerPrelude.deferred {
                let (value, exception) = PushWorkerPrelude.evaluateDeferred(context, name: source.name)
                if let exception {
                    let info = JSExceptionInfo(ctx: context, value: exception)
                    let location = info.line.map { PreludeTests.location(ofLine: $0, in: source.name) } ?? "?"
                    results.append("\(source.name): \(location): \(info.name): \(info.message)")
                } else if let value, JSValueIsObject(context, value), JSObjectIsFunction(context, JSValueToObject(context, value, nil)) {
                    continue
                } else {
                    results.append("\(source.name): its completion value is not a function")
                }
            }
            withExtendedLifetime(compiled) {}
            return results
        }
        #expect(results.isEmpty, "\(results.joined(separator: "\n"))")
    }

    /// `script` checked in a fresh context (nil: it parses; else "location: name: message", the
    /// line placed by `location`), and whether `compiled` holds of the group's compiled prelude.
    static func parses(
        _ script: JSStringRef, url: JSStringRef, location: (Int) -> String,
        compiled: (PushWorkerPrelude.Compiled?) -> Bool
    ) throws -> (error: String?, compiled: Bool) {
        try LeakTests.onDedicatedThread { () -> (String?, Bool) in
            let group = JSContextGroupCreate()!
            let context = JSGlobalContextCreateInGroup(group, nil)!
            defer { JSGlobalContextRelease(context); JSContextGroupRelease(group) }
            var error: String?
            var exception: JSValueRef?
            if !JSCheckScriptSyntax(context, script, url, 1, &exception), let exception {
                let info = JSExceptionInfo(ctx: context, value: exception)
                error = "\(info.line.map(location) ?? "?"): \(info.name): \(info.message)"
            }
            return (error, compiled(PushWorkerPrelude.Compiled(group: group)))
        }
    }

    /// The parts together: one script (a name declared twice across parts fails here), which
    /// JavaScriptCore also accepts as immortal ASCII text, as the worker hands it over.
    @Test func preludeParsesAsOneScript() throws {
        let (error, compiled) = try PreludeTests.parses(
            PushWorkerPrelude.script, url: PushWorkerPrelude.scriptURL, location: { PreludeTests.location(ofPreludeLine: $0) },
            compiled: { $0 != nil })
        #expect(error == nil, "\(error ?? "")")
        #expect(compiled, "JSScriptCreateReferencingImmortalASCIIText refused the prelude")
    }

    /// The dispatch program parses as a script of its own, and a group compiles it with the prelude.
    @Test func dispatchProgramParsesAndCompilesWithThePrelude() throws {
        let (error, compiled) = try PreludeTests.parses(
            PushWorkerPrelude.dispatchScript, url: PushWorkerPrelude.dispatchURL, location: { "js/dispatch.js:\($0)" },
            compiled: { $0?.dispatch != nil })
        #expect(error == nil, "\(error ?? "")")
        #expect(compiled, "JSScriptCreateReferencingImmortalASCIIText refused the dispatch program")
    }

    /// The program that calls an event's later listeners parses and compiles the same way.
    @Test func dispatchNextProgramParsesAndCompilesWithThePrelude() throws {
        let (error, compiled) = try PreludeTests.parses(
            PushWorkerPrelude.dispatchNextScript, url: PushWorkerPrelude.dispatchNextURL, location: { "js/dispatch-next.js:\($0)" },
            compiled: { $0?.dispatchNext != nil })
        #expect(error == nil, "\(error ?? "")")
        #expect(compiled, "JSScriptCreateReferencingImmortalASCIIText refused dispatch-next.js")
    }
}

@preconcurrency import Glibc
import CJSCHeap
import CJavaScriptCore
import MemlabProtocol

/// `--explain`: the sites the worker adds to a heap snapshot (SnapshotSitesFrame), which the
/// snapshot's JSON cannot say: where each function of the probe's scripts that the snapshot holds
/// was defined, and which of the runtime's objects are a live timer or a listener, with the line
/// of the call that made it (js/core.js callSite).
///
/// A function's place is read without running JavaScript (function_sites.h): its source range
/// (JSC::JSFunction::sourceCode()) and its provider's URL name a script the probe loaded, and the
/// range's line and column must be where its offset is in that script's text, or it is not shown.
/// Every layout is checked on canary functions first; when one fails, the capability is off and
/// says why.
enum FunctionSites {
    /// The scripts the probe loaded (its own, importScripts', modules'), by URL, in UTF-16 units:
    /// kept only under `--explain` (`enabled`), where they place functions.
    nonisolated(unsafe) private static var scripts: [(url: String, units: [UInt16], lineStarts: [Int])] = []
    nonisolated(unsafe) static var enabled = false

    /// Called with every script memlab evaluates for the probe; kept once per URL and text.
    static func register(source: String, url: String) {
        guard enabled, !url.hasPrefix("memlab:") else { return }
        let count = source.utf16.count
        if scripts.contains(where: { $0.url == url && $0.units.count == count }) { return }
        let units = Array(source.utf16)
        var lineStarts = [0]
        for (i, unit) in units.enumerated() where unit == 10 { lineStarts.append(i + 1) }
        scripts.append((url, units, lineStarts))
    }

    /// The JSType byte of a JSFunction, as the canary's is (set by `check`).
    nonisolated(unsafe) private static var functionType: UInt8 = 0

    /// nil when functions can be placed; else why not.
    static func check(group: JSContextGroupRef) -> String? {
        var why: UnsafePointer<CChar>?
        if memlab_function_source_check(&why) != 0 { return why.map { String(cString: $0) } ?? "not checked" }
        let context = JSGlobalContextCreateInGroup(group, nil)!
        defer { JSGlobalContextRelease(context) }
        // Canaries at known places: one evaluated from a string, one from a parsed script (as the
        // probe is), and an InternalFunction (Array), whose JSType must differ.
        let url = "memlab:function-canary.js"
        let text = "0;\n  [function memlabCanary(a, b) { return a + b; }, Array]"
        let parsed = JSC.withString(text) { source in JSC.withString(url) { name in JSScriptCreateFromString(group, name, 1, source, nil, nil) } }
        guard let parsed else { return "the canary script could not be parsed" }
        defer { JSScriptRelease(parsed) }
        let fromString = JSC.evaluate(context, text, url: url).value
        let fromScript = JSScriptEvaluate(context, parsed, JSContextGetGlobalObject(context), nil)
        let units = Array(text.utf16)
        let start = Int32(units.firstIndex(of: UInt16(UInt8(ascii: "(")))!)
        let end = Int32(units.count - ", Array]".utf16.count)
        for value in [fromString, fromScript] {
            guard let array = JSC.object(context, value), let function = JSC.object(context, JSObjectGetPropertyAtIndex(context, array, 0, nil)),
                let builtin = JSC.object(context, JSObjectGetPropertyAtIndex(context, array, 1, nil))
            else { return "the canary functions could not be made" }
            let type = memlab_cell_type(UnsafeRawPointer(function))
            guard type != memlab_cell_type(UnsafeRawPointer(builtin)) else { return "a JSFunction and an InternalFunction have the same JSType byte" }
            var range = memlab_function_source_range()
            guard memlab_function_source(UnsafeRawPointer(function), type, &range) == 0, let provider = range.provider else {
                return "JSC::JSFunction::sourceCode() gave no range for the canary function"
            }
            // Its second line begins after "0;\n" (three units).
            guard range.start == start, range.end == end, range.line == 1, range.column == start - 3 else {
                return
                    "the canary function's source range is \(range.start)..<\(range.end) at \(range.line):\(range.column), not \(start)..<\(end) at 1:\(start - 3): its layout differs"
            }
            guard providerURL(provider) == url else { return "the canary's source provider does not hold its URL where this build has it" }
            functionType = type
        }
        return nil
    }

    /// A provider's source URL (nil: none, or not a string as WTF lays one out).
    private static func providerURL(_ provider: UnsafeRawPointer) -> String? {
        var characters: UnsafeRawPointer?, length = 0, is8bit: Int32 = 0
        guard memlab_provider_url(provider, &characters, &length, &is8bit) == 0, length > 0, let characters else { return nil }
        if is8bit != 0 {
            // Latin-1: each byte is its code point.
            let bytes = UnsafeBufferPointer(start: characters.assumingMemoryBound(to: UInt8.self), count: length)
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return String(decoding: UnsafeBufferPointer(start: characters.assumingMemoryBound(to: UInt16.self), count: length), as: UTF16.self)
    }

    /// Sites for the snapshot whose JSON is `characters`: its functions that the probe's scripts
    /// define, and the records `contexts`' runtimes hold (runtime.siteRecords). Call with the JSON
    /// still held and nothing run since it was built: every cell it names is alive then.
    static func sites(
        characters: UnsafeRawPointer, length: Int, is8bit: Bool, runtimes: [(JSContextRef, JSObjectRef)]
    ) -> [SnapshotSite] {
        var out: [SnapshotSite] = []
        var placed: [UnsafeRawPointer: String?] = [:]
        var providers: [UnsafeRawPointer: String?] = [:]
        func place(_ function: JSObjectRef) -> String? {
            let key = UnsafeRawPointer(function)
            if let known = placed[key] { return known }
            let found = locate(key, providers: &providers)
            placed[key] = found
            return found
        }
        // The runtime's records first: they are few and what an explanation is rewritten by.
        for (ctx, runtime) in runtimes {
            guard let records = JSC.object(ctx, JSC.property(ctx, runtime, "siteRecords")) else { continue }
            var exception: JSValueRef?
            guard let list = JSObjectCallAsFunction(ctx, records, runtime, 0, nil, &exception), exception == nil,
                let array = JSC.object(ctx, list)
            else { continue }
            let count = Int(JSValueToNumber(ctx, JSC.property(ctx, array, "length"), nil))
            var at = 0
            while at + 4 < count {
                defer { at += 5 }
                guard let record = JSC.object(ctx, JSObjectGetPropertyAtIndex(ctx, array, UInt32(at), nil)) else { continue }
                func text(_ i: Int) -> String? {
                    let value = JSObjectGetPropertyAtIndex(ctx, array, UInt32(at + i), nil)
                    return JSValueIsString(ctx, value) ? JSC.describe(ctx, value) : nil
                }
                let callback = JSC.object(ctx, JSObjectGetPropertyAtIndex(ctx, array, UInt32(at + 4), nil))
                out.append(
                    SnapshotSite(
                        address: UInt64(UInt(bitPattern: UnsafeRawPointer(record))), kind: text(1) ?? "record", site: text(3), name: text(2),
                        callback: callback.flatMap { JSObjectIsFunction(ctx, $0) ? place($0) : nil }))
            }
        }
        // Then every function of the snapshot that the probe's scripts define.
        var capacity = 4096
        var cells = [UInt64](repeating: 0, count: capacity)
        var total = cells.withUnsafeMutableBufferPointer {
            memlab_snapshot_cells_of_class(characters, length, is8bit ? 1 : 0, "Function", $0.baseAddress, capacity)
        }
        if total > capacity {
            capacity = total
            cells = [UInt64](repeating: 0, count: capacity)
            total = cells.withUnsafeMutableBufferPointer {
                memlab_snapshot_cells_of_class(characters, length, is8bit ? 1 : 0, "Function", $0.baseAddress, capacity)
            }
        }
        guard total > 0 else { return out }
        for address in cells.prefix(min(total, capacity)) where address != 0 {
            guard let pointer = UnsafeRawPointer(bitPattern: UInt(address)), let site = place(OpaquePointer(pointer)) else { continue }
            out.append(SnapshotSite(address: address, kind: "function", site: site))
        }
        return out
    }

    /// url:line:column of a function's range in the probe's scripts, or nil: a host or builtin
    /// function, memlab's own, or a range that is not where its provider's URL and line say.
    private static func locate(_ function: UnsafeRawPointer, providers: inout [UnsafeRawPointer: String?]) -> String? {
        var range = memlab_function_source_range()
        guard memlab_function_source(function, functionType, &range) == 0, let provider = range.provider else { return nil }
        let url: String?
        if let known = providers[provider] {
            url = known
        } else {
            url = providerURL(provider)
            providers[provider] = .some(url)
        }
        guard let url, !url.hasPrefix("memlab:") else { return nil }
        let start = Int(range.start), line = Int(range.line), column = Int(range.column)
        // The script of that URL whose text has the range's offset at the range's line and column.
        guard
            scripts.contains(where: {
                $0.url == url && line < $0.lineStarts.count && $0.lineStarts[line] + column == start && start < $0.units.count
            })
        else { return nil }
        return "\(url):\(line + 1):\(column + 1)"
    }
}

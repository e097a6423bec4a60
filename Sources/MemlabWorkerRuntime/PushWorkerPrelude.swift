import CJavaScriptCore
import CWorkerScripts
import Synchronization

/// The service-worker globals a push handler expects, written in JavaScript
/// (Sources/CWorkerScripts/js, one file per subject; begin.js says how they fit together) and
/// evaluated once per context. It is a script, not a function: the program is evaluated
/// with the native `host` object as its `this` (never a global, so probes cannot reach or
/// replace it), keeps everything it declares inside one block (so nothing leaks into the
/// probe's global scope), and its completion value is the runtime object the worker
/// drives: `current` (the push in progress, read property by property), `pump()` (runs at
/// most one due timer), `nextDelay()`, `tearDown()`, and what the dispatch program
/// (js/dispatch.js, evaluated with it as `this` for every push) reads. Everything it creates
/// belongs to its context and dies with it.
///
/// Why a script and not a factory function: with the JIT off JavaScriptCore runs in "mini
/// mode", where a function's bytecode is dropped once it has aged through a few GCs and is
/// regenerated from source on the next call. A 70 KB factory called once per context was
/// re-parsed for most pushes (measured: 123 of 200). A program's bytecode is held by the
/// VM's code cache for as long as the source is, so evaluating the same script in every
/// context compiles it once.
///
/// The script is embedded in the binary's read-only data as one contiguous text (CWorkerScripts'
/// scripts.S joins the files with .incbin), which JavaScriptCore references in place: no copy
/// on the heap, no Foundation.
public enum PushWorkerPrelude {
    static let url = "memlab:prelude.js"

    /// The prelude as the worker ships it: every part of js/ back to back, NUL-terminated, ASCII.
    static var text: UnsafePointer<CChar> { memlab_js_prelude_text() }
    /// Its length in bytes, without the NUL.
    static var length: Int { Int(memlab_js_prelude_size) }

    /// The source as a JSString, made once (converting 70 KB for every context cost more than
    /// evaluating it); used for context groups other than the worker's own.
    nonisolated(unsafe) static let script: JSStringRef = JSStringCreateWithUTF8CString(text)!
    nonisolated(unsafe) static let scriptURL: JSStringRef = JSStringCreateWithUTF8CString(url)!

    /// A deferred source (scripts.S): code a context evaluates only when it first uses the
    /// globals it defines (js/deferred.js), as one more script whose completion value is a
    /// function. Index 0 of memlab_js_sources is the prelude itself.
    struct Deferred {
        let index: UInt32
        let name: String
        let url: JSStringRef
        /// The source as a new JSString (the caller releases it), for context groups other than
        /// the worker's own. Made only then: a JSString copies its text, and a copy of every
        /// deferred source (186 KB) kept by every worker counted in every footprint it measured.
        func makeScript() -> JSStringRef {
            JSStringCreateWithUTF8CString(memlab_js_text(memlab_js_source_at(index).span))!
        }
    }

    /// The dispatch programs, the last two sources, evaluated with the runtime object as `this`
    /// (PushContext.dispatch): js/dispatch.js for every push (it makes the event and calls its
    /// first listener), js/dispatch-next.js for each later listener of an event.
    static let dispatchName = "dispatch"
    static let dispatchNextName = "dispatch-next"
    nonisolated(unsafe) static let dispatchIndex: UInt32 = {
        let index = memlab_js_source_count - 2
        precondition(
            String(cString: memlab_js_name(memlab_js_source_at(index).span)) == dispatchName, "scripts.S: the dispatch program is not the last source but one")
        return index
    }()
    nonisolated(unsafe) static let dispatchNextIndex: UInt32 = {
        let index = memlab_js_source_count - 1
        precondition(String(cString: memlab_js_name(memlab_js_source_at(index).span)) == dispatchNextName, "scripts.S: dispatch-next is not the last source")
        return index
    }()
    nonisolated(unsafe) static let dispatchURL: JSStringRef = JSStringCreateWithUTF8CString("memlab:dispatch.js")!
    nonisolated(unsafe) static let dispatchNextURL: JSStringRef = JSStringCreateWithUTF8CString("memlab:dispatch-next.js")!
    /// Their sources as JSStrings, for context groups other than the worker's own.
    nonisolated(unsafe) static let dispatchScript: JSStringRef = JSStringCreateWithUTF8CString(memlab_js_text(memlab_js_source_at(dispatchIndex).span))!
    nonisolated(unsafe) static let dispatchNextScript: JSStringRef = JSStringCreateWithUTF8CString(
        memlab_js_text(memlab_js_source_at(dispatchNextIndex).span))!

    nonisolated(unsafe) static let deferred: [Deferred] = (1..<dispatchIndex).map { index in
        let name = String(cString: memlab_js_name(memlab_js_source_at(index).span))
        return Deferred(index: index, name: name, url: JSStringCreateWithUTF8CString("memlab:\(name).js")!)
    }

    /// The deferred source named `name`, evaluated in `context` (compiled once for the worker's
    /// own group): its completion value, the function the prelude calls, or the exception.
    static func evaluateDeferred(_ context: JSContextRef, name: String) -> (value: JSValueRef?, exception: JSValueRef?) {
        guard let position = deferred.firstIndex(where: { $0.name == name }) else { return (nil, nil) }
        let source = deferred[position]
        var exception: JSValueRef?
        let group = JSContextGetGroup(context)
        if let compiled = Compiled.live.withLock({ $0.lazy.compactMap(\.value).first(where: { $0.group == group }) }),
            let script = compiled.deferredScript(position)
        {
            return (JSScriptEvaluate(context, script, nil, &exception), exception)
        }
        let script = source.makeScript()
        defer { JSStringRelease(script) }
        return (JSEvaluateScript(context, script, nil, source.url, 1, &exception), exception)
    }

    /// The prelude parsed once for one context group (JSScriptRef): evaluating it reuses the
    /// same source provider, so JSC neither copies nor re-hashes 70 KB per context. The
    /// deferred sources are compiled for the group on first use.
    /// Unchecked: a Compiled is used on the worker's one JavaScript thread (its deferred scripts
    /// are compiled there on first use); only the list of those alive is shared, under its lock.
    public final class Compiled: @unchecked Sendable {
        /// Every Compiled alive (one per worker in practice), held weakly: host.deferred finds
        /// its context's group here.
        struct Reference { weak var value: Compiled? }
        /// Every Compiled alive, under a lock: the worker has one thread of JavaScript, but the
        /// tests make and drop them on several at once (a race here crashed PreludeTests).
        static let live = Mutex<[Reference]>([])
        let group: JSContextGroupRef
        let script: JSScriptRef
        /// The dispatch programs, parsed for this group (nil when JavaScriptCore refuses the text).
        let dispatch: JSScriptRef?
        let dispatchNext: JSScriptRef?
        private var deferredScripts: [JSScriptRef?] = Array(repeating: nil, count: PushWorkerPrelude.deferred.count)
        private var refused: [Bool] = Array(repeating: false, count: PushWorkerPrelude.deferred.count)

        /// Deferred source `position`, compiled for this group (nil when JavaScriptCore refuses the text).
        func deferredScript(_ position: Int) -> JSScriptRef? {
            if let made = deferredScripts[position] { return made }
            if refused[position] { return nil }
            let source = PushWorkerPrelude.deferred[position]
            let span = memlab_js_source_at(source.index).span
            let made = JSScriptCreateReferencingImmortalASCIIText(group, source.url, 1, memlab_js_text(span), Int(span.size), nil, nil)
            deferredScripts[position] = made
            refused[position] = made == nil
            return made
        }

        /// nil when JavaScriptCore refuses the text (it takes ASCII only, which the tests check;
        /// the contexts then evaluate the source itself: slower, same result).
        public init?(group: JSContextGroupRef) {
            guard
                let made = JSScriptCreateReferencingImmortalASCIIText(
                    group, PushWorkerPrelude.scriptURL, 1, PushWorkerPrelude.text, PushWorkerPrelude.length, nil, nil)
            else { return nil }
            self.group = group
            script = made
            let dispatchSpan = memlab_js_source_at(PushWorkerPrelude.dispatchIndex).span
            dispatch = JSScriptCreateReferencingImmortalASCIIText(
                group, PushWorkerPrelude.dispatchURL, 1, memlab_js_text(dispatchSpan), Int(dispatchSpan.size), nil, nil)
            let nextSpan = memlab_js_source_at(PushWorkerPrelude.dispatchNextIndex).span
            dispatchNext = JSScriptCreateReferencingImmortalASCIIText(
                group, PushWorkerPrelude.dispatchNextURL, 1, memlab_js_text(nextSpan), Int(nextSpan.size), nil, nil)
            Compiled.live.withLock { $0.append(Reference(value: self)) }
        }

        deinit {
            Compiled.live.withLock { list in list.removeAll { $0.value == nil || $0.value === self } }
            JSScriptRelease(script)
            if let dispatch { JSScriptRelease(dispatch) }
            if let dispatchNext { JSScriptRelease(dispatchNext) }
            for made in deferredScripts { if let made { JSScriptRelease(made) } }
        }
    }
}

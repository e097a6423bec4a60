import CJavaScriptCore
import CWorkerScripts

/// The service-worker globals a push handler expects, written in JavaScript
/// (Sources/CWorkerScripts/js, one file per subject; begin.js says how they fit together) and
/// evaluated once per context. It is a script, not a function: the program is evaluated
/// with the native `host` object as its `this` (never a global, so probes cannot reach or
/// replace it), keeps everything it declares inside one block (so nothing leaks into the
/// probe's global scope), and its completion value is the runtime object the worker
/// drives: `dispatch(hasData, push)`, `status()` (the push in progress, in one array),
/// `pump()` (runs at most one due timer), `nextDelay()` and `tearDown()`. Everything it
/// creates belongs to its context and dies with it.
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

    /// The prelude parsed once for one context group (JSScriptRef): evaluating it reuses the
    /// same source provider, so JSC neither copies nor re-hashes 70 KB per context.
    public final class Compiled {
        let group: JSContextGroupRef
        let script: JSScriptRef

        /// nil when JavaScriptCore refuses the text (it takes ASCII only, which the tests check;
        /// the contexts then evaluate the source itself: slower, same result).
        public init?(group: JSContextGroupRef) {
            guard
                let made = JSScriptCreateReferencingImmortalASCIIText(
                    group, PushWorkerPrelude.scriptURL, 1, PushWorkerPrelude.text, PushWorkerPrelude.length, nil, nil)
            else { return nil }
            self.group = group
            script = made
        }

        deinit { JSScriptRelease(script) }
    }
}

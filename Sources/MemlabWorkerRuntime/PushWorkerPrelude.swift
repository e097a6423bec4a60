@preconcurrency import Glibc
import CJavaScriptCore

/// The service-worker globals a push handler expects, written in JavaScript and
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
/// The source is split by subject across the Prelude*.swift files; they share
/// one block scope, so later parts may use what earlier parts declare.
public enum PushWorkerPrelude {
    static let url = "memlab:prelude.js"

    /// The source as a JSString, made once (converting 70 KB for every context cost more than
    /// evaluating it); used for context groups other than the worker's own.
    nonisolated(unsafe) static let script: JSStringRef = JSStringCreateWithUTF8CString(source)!
    nonisolated(unsafe) static let scriptURL: JSStringRef = JSStringCreateWithUTF8CString(url)!
    /// JSScriptCreateReferencingImmortalASCIIText takes ASCII only; the prelude is written in it.
    static let sourceIsASCII = source.utf8.allSatisfy { $0 < 0x80 }
    /// The source as one immortal C string, for `Compiled`.
    nonisolated(unsafe) static let immortalSource: (pointer: UnsafePointer<CChar>, count: Int) = {
        let copy = strdup(source)!
        return (UnsafePointer(copy), strlen(copy))
    }()

    /// The prelude parsed once for one context group (JSScriptRef): evaluating it reuses the
    /// same source provider, so JSC neither copies nor re-hashes 70 KB per context.
    public final class Compiled {
        let group: JSContextGroupRef
        let script: JSScriptRef

        /// nil when the source is not ASCII (the contexts then evaluate the source itself).
        public init?(group: JSContextGroupRef) {
            guard PushWorkerPrelude.sourceIsASCII, let made = JSScriptCreateReferencingImmortalASCIIText(
                group, PushWorkerPrelude.scriptURL, 1, PushWorkerPrelude.immortalSource.pointer,
                PushWorkerPrelude.immortalSource.count, nil, nil) else { return nil }
            self.group = group
            script = made
        }

        deinit { JSScriptRelease(script) }
    }

    static let source = "'use strict';\n{\n  const host = this;\n" + coreSource + "\n"
        + "  const encodingPart = lazyPart(['TextEncoder', 'TextDecoder', 'btoa', 'atob', 'Blob'], function () {\n" + encodingSource + "\n  });\n"
        + "  const urlPart = lazyPart(['URL', 'URLSearchParams'], function () {\n" + urlSource + "\n  });\n"
        + "  const fetchPart = lazyPart(['fetch', 'Headers', 'Request', 'Response'], function () {\n"
        + "  const { blobBytesOf } = encodingPart();\n  const { doubleDot, percentDecode, toUSV } = urlPart();\n" + fetchSource + "\n  });\n"
        + workerGlobalsSource + "\n" + runtimeSource + "\n}\n"

    // Lazy parts (`lazyPart`, defined in the core): most probes never touch URL, fetch, the
    // encoders, timers, console, structuredClone or the Notification class, so those are
    // installed on first use of one of their globals. Every function a script contains costs
    // each context a JavaScriptCore object when the script runs, called or not; the functions
    // inside a part cost nothing until the part is installed. Parts reach each other's globals
    // through the global object, and their internal helpers through what `lazyPart` returns.
}

import CJavaScriptCore

/// The service-worker globals a push handler expects, written in JavaScript and
/// evaluated once per context. It receives the native `host` object as an
/// argument (never a global, so probes cannot reach or replace it) and returns
/// the runtime object the worker drives: `dispatch(payload)`, `pump()` (runs at
/// most one due timer), `current` (the push in progress), `liveTimers` and
/// `tearDown()`. Everything it creates belongs to its context and dies with it.
///
/// The source is split by subject across the Prelude*.swift files; they share
/// one function scope, so later parts may use what earlier parts declare.
enum PushWorkerPrelude {
    static let url = "memlab:prelude.js"

    /// The source as a JSString, made once: converting 70 KB of text for every context
    /// cost more than evaluating it (JSC caches the compiled code by source).
    nonisolated(unsafe) static let script: JSStringRef = JSStringCreateWithUTF8CString(source)!
    nonisolated(unsafe) static let scriptURL: JSStringRef = JSStringCreateWithUTF8CString(url)!
    static let source = "(function (host) {\n  'use strict';\n" + coreSource + "\n" + lazySource
        + "  const encodingPart = lazyPart(['TextEncoder', 'TextDecoder', 'btoa', 'atob', 'Blob'], function () {\n" + encodingSource + "\n  });\n"
        + "  const urlPart = lazyPart(['URL', 'URLSearchParams'], function () {\n" + urlSource + "\n  });\n"
        + "  const fetchPart = lazyPart(['fetch', 'Headers', 'Request', 'Response'], function () {\n"
        + "  const { blobBytesOf } = encodingPart();\n  const { doubleDot, percentDecode, toUSV } = urlPart();\n" + fetchSource + "\n  });\n"
        + workerGlobalsSource + "\n" + runtimeSource + "\n})\n"

    /// Most probes never touch URL, fetch or the encoders: those parts are installed on first
    /// use of one of their globals, so every push context does not pay for them (they were
    /// two thirds of a context's set-up time). A part's globals are accessors until then;
    /// the part replaces them with plain values (`define`). Parts reach each other's globals
    /// through the global object, and their internal helpers through what `lazyPart` returns.
    static let lazySource = #"""
  const lazyPart = (names, install) => {
    let exports = null;
    const load = () => {
      if (exports === null) { exports = {}; exports = install() || {}; }
      return exports;
    };
    for (const name of names) {
      Object.defineProperty(g, name, {
        configurable: true, enumerable: false,
        get() {
          load();
          const own = Object.getOwnPropertyDescriptor(g, name);
          return own && 'value' in own ? own.value : undefined;
        },
        set(value) {
          load();
          Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
        },
      });
    }
    return load;
  };
"""#
}

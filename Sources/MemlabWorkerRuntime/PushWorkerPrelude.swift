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
    static let source = "(function (host) {\n  'use strict';\n" + coreSource + "\n" + encodingSource + "\n" + urlSource + "\n" + fetchSource + "\n})\n"
}

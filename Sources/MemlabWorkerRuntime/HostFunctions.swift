@preconcurrency import Glibc
import CJavaScriptCore

/// The `host` object the prelude runs with (js/begin.js: `const host = this`; dispatch.js reads
/// it as the runtime's `host`): every function and value the worker's JavaScript reads of it is
/// declared in `table` below, once: its JS name, its callback, and one line on its arguments and
/// result. The object's class is built from the table alone, and a test (HostFunctionTests)
/// checks it against every `host.NAME` in Sources/CWorkerScripts/js both ways: a name the JS
/// uses is declared here, and a name declared here is used by the JS.
///
/// Functions are JavaScriptCore static functions: a context makes the function object of one
/// only when its prelude first reads it, so a push pays for the host functions it uses, not for
/// all of them. Values are read-only static values, computed on every read.
enum HostFunctions {
    /// One member of the `host` object.
    struct Member {
        enum Kind {
            /// A function, made into a function object the first time a context reads it.
            case function(JSObjectCallAsFunctionCallback)
            /// A read-only value, computed on every read.
            case value(JSObjectGetPropertyCallback)
        }
        /// Its name in JavaScript (`host.NAME`).
        let name: String
        let kind: Kind
        /// Its arguments and result, on one line: `name(arguments) -> result: ...` for a
        /// function, `name: ...` for a value.
        let doc: String

        static func function(_ name: String, _ callback: JSObjectCallAsFunctionCallback, _ doc: String) -> Member {
            Member(name: name, kind: .function(callback), doc: doc)
        }

        static func value(_ name: String, _ getter: JSObjectGetPropertyCallback, _ doc: String) -> Member {
            Member(name: name, kind: .value(getter), doc: doc)
        }
    }

    /// Every member, grouped by what it serves (the callbacks live with that: the file named).
    static let table: [Member] = [
        // The probe's measurements, console and clock (WorkerHostFunctions.swift).
        .function(
            "checkpoint", WorkerHostFunctions.checkpoint,
            "checkpoint(value) -> undefined: a checkpoint frame with the footprint now (a value not a finite number: null)"),
        .function("footprint", WorkerHostFunctions.footprint, "footprint() -> the footprint in bytes now (RssAnon from statm)"),
        .function("console", WorkerHostFunctions.console, "console(level, text) -> undefined: a console frame, within the push's console budget"),
        .function(
            "uncaught", WorkerHostFunctions.uncaught,
            "uncaught(source, exception) -> undefined: an uncaught frame (source: setTimeout, setInterval, microtask, listener)"),
        .function("now", WorkerHostFunctions.now, "now() -> the monotonic clock in milliseconds"),
        .function(
            "parentMessages", WorkerHostFunctions.parentMessages,
            "parentMessages(text) -> undefined: a port-messages frame with text, a piece of the parent port's stream (no console budget)"),
        .value("timerLimit", WorkerHostFunctions.timerLimit, "timerLimit: the live timers one context may hold (WorkerHost.timerLimit)"),
        .value("userAgent", WorkerHostFunctions.userAgent, "userAgent: what navigator.userAgent says (--user-agent)"),
        .value(
            "callSites", WorkerHostFunctions.callSites,
            "callSites: true under --explain with snapshots active: timers and listeners keep the line that made them"),
        // The push's data, and text to and from UTF-8 (WorkerHostFunctions.swift).
        .function(
            "payload", WorkerHostFunctions.payload,
            "payload(push, asText) -> push's payload as a fresh Uint8Array, or with asText as its UTF-8-decoded text"),
        .function(
            "utf8Decode", WorkerHostFunctions.utf8Decode,
            "utf8Decode(bytes, fatal, stripBOM) -> a Uint8Array's text (invalid sequences: U+FFFD, or with fatal a TypeError)"),
        .function("utf8Encode", WorkerHostFunctions.utf8Encode, "utf8Encode(text) -> a fresh Uint8Array of the text's UTF-8"),
        // The Encoding Standard's labels and its other decoders (TextDecodingFunctions.swift).
        .function(
            "encodingFor", TextDecodingFunctions.encodingFor,
            "encodingFor(label) -> the number of the encoding label names (get an encoding), -1 for none"),
        .function("encodingName", TextDecodingFunctions.encodingName, "encodingName(number) -> that encoding's lowercase name"),
        .function(
            "decode", TextDecodingFunctions.decode,
            "decode(number, bytes, state, flush, fatal) -> bytes' text in that encoding (not UTF-8), state a 16-byte Uint8Array kept between calls; with fatal an error throws a TypeError"
        ),
        // Notifications shown and displayed (NotificationFunctions.swift).
        .function(
            "notify", NotificationFunctions.notify,
            "notify({title, body, tag, icon, dir, lang, image, badge, vibrate, timestamp, renotify, silent, requireInteraction, data, actions}) -> id: icon undefined: title, body and tag only"
        ),
        .function(
            "notifications", NotificationFunctions.notifications,
            "notifications(tag) -> the displayed notifications with that tag (\"\": all) as JSON text"),
        .function(
            "closeNotification", NotificationFunctions.closeNotification,
            "closeNotification(id) -> undefined: that notification is no longer displayed"),
        // The worker's URL, its site, its mirror and its fixtures (SiteHost.swift, WorkerHostFunctions.swift).
        .value("scriptURL", SiteFunctions.scriptURL, "scriptURL: the worker's URL (--url)"),
        .value("scope", SiteFunctions.scope, "scope: the registration's scope, the worker URL's directory"),
        .value("subscription", SiteFunctions.subscription, "subscription: the PushSubscription's JSON (--subscription), \"\" for the synthetic one"),
        .function(
            "importURLs", SiteFunctions.importURLs,
            "importURLs(kind, host, path, href, raw, rootRelative, ...) -> undefined: reads every script, then runs each in the global scope"),
        .function(
            "serve", SiteFunctions.serve,
            "serve(kind, host, path, href) -> a Uint8Array, null (404) or the offline sentence: fetch's read from the site or the mirror"),
        .function(
            "readFixture", WorkerHostFunctions.readFixture,
            "readFixture(path) -> a Uint8Array of the fixture's bytes, or null (404); a refused path throws a TypeError"),
        .function(
            "deferred", WorkerHostFunctions.deferred,
            "deferred(name) -> the function of deferred source name (scripts.S), evaluated in this context"),
        // URL's host parser (IDNAFunctions.swift).
        .function(
            "domainToASCII", IDNAFunctions.domainToASCII,
            "domainToASCII(domain) -> the domain through UTS #46 ToASCII as the URL Standard asks, or null on failure"),
        // crypto (WebCryptoFunctions.swift).
        .function(
            "randomFill", WebCryptoFunctions.randomFill, "randomFill(typedArray) -> typedArray, its bytes from getrandom(2)"),
        .function(
            "digest", WebCryptoFunctions.digest,
            "digest(algorithm, bytes) -> a fresh Uint8Array: the SHA-1/256/384/512 (algorithm 1, 256, 384, 512) digest of bytes"),
        // IndexedDB's and the Cache API's store (StorageFunctions.swift).
        .function("storeBegin", StorageFunctions.begin, "storeBegin() -> a transaction id"),
        .function(
            "storeEnd", StorageFunctions.end,
            "storeEnd(transaction, commit) -> false when the store could not write it (a full disk): commits the transaction's writes, or undoes them"),
        .function("storeMeta", StorageFunctions.meta, "storeMeta(name) -> the metadata string, or null"),
        .function(
            "storeSetMeta", StorageFunctions.setMeta, "storeSetMeta(transaction, name, value or null) -> false when the quota refuses it"),
        .function("storeMetaNames", StorageFunctions.metaNames, "storeMetaNames(prefix) -> the metadata names starting with prefix, sorted"),
        .function(
            "storeNewTable", StorageFunctions.newTable, "storeNewTable(transaction, label, rowsPerEntry) -> a new table's id (label: what the summary calls it)"
        ),
        .function("storeLabel", StorageFunctions.label, "storeLabel(table, label) -> undefined: what the summary calls the table"),
        .function("storeDropTable", StorageFunctions.dropTable, "storeDropTable(transaction, table) -> undefined: the table and its entries go"),
        .function(
            "storePut", StorageFunctions.put, "storePut(transaction, table, key, value) -> false when the quota refuses it"),
        .function("storeGet", StorageFunctions.get, "storeGet(table, key) -> the value string, or undefined"),
        .function(
            "storePutBytes", StorageFunctions.putBytes,
            "storePutBytes(transaction, table, key, bytes) -> false when the quota refuses it: a body (Uint8Array), stored as '\\x01' and one character a byte"),
        .function(
            "storeGetBytes", StorageFunctions.getBytes,
            "storeGetBytes(table, key) -> a fresh Uint8Array of a body storePutBytes stored, null for a body stored as '\\0', or undefined"),
        .function(
            "storeFind", StorageFunctions.find,
            "storeFind(table, lower, lowerOpen, upper, upperOpen, reverse, lower2, lowerOpen2, upper2, upperOpen2) -> [key, value] or null"),
        .function(
            "storeRange", StorageFunctions.range,
            "storeRange(table, lower, lowerOpen, upper, upperOpen, reverse, limit, what) -> keys (what 0), values (1) or both (2)"),
        .function(
            "storeCount", StorageFunctions.count, "storeCount(table, lower, lowerOpen, upper, upperOpen) -> the entries within the bounds"),
        .function(
            "storeDelete", StorageFunctions.delete,
            "storeDelete(transaction, table, lower, lowerOpen, upper, upperOpen) -> the entries deleted")
    ]

    /// The class of the `host` object, built once from `table`.
    nonisolated(unsafe) static let hostClass: JSClassRef = makeClass(table)

    static func makeClass(_ members: [Member]) -> JSClassRef {
        var functions: [(String, JSObjectCallAsFunctionCallback)] = []
        var values: [(String, JSObjectGetPropertyCallback)] = []
        for member in members {
            switch member.kind {
            case .function(let callback): functions.append((member.name, callback))
            case .value(let getter): values.append((member.name, getter))
            }
        }
        // JavaScriptCore keeps these tables and their names for the class's life (the process's).
        let attributes = JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete)
        let functionTable = UnsafeMutablePointer<JSStaticFunction>.allocate(capacity: functions.count + 1)
        for (index, (name, callback)) in functions.enumerated() {
            functionTable[index] = JSStaticFunction(name: strdup(name), callAsFunction: callback, attributes: attributes)
        }
        functionTable[functions.count] = JSStaticFunction(name: nil, callAsFunction: nil, attributes: 0)
        let valueTable = UnsafeMutablePointer<JSStaticValue>.allocate(capacity: values.count + 1)
        for (index, (name, getter)) in values.enumerated() {
            valueTable[index] = JSStaticValue(name: strdup(name), getProperty: getter, setProperty: nil, attributes: attributes)
        }
        valueTable[values.count] = JSStaticValue(name: nil, getProperty: nil, setProperty: nil, attributes: 0)
        var definition = kJSClassDefinitionEmpty
        definition.attributes = JSClassAttributes(kJSClassAttributeNoAutomaticPrototype)
        definition.className = UnsafePointer(strdup("MemlabHost"))
        definition.staticFunctions = UnsafePointer(functionTable)
        definition.staticValues = UnsafePointer(valueTable)
        return JSClassCreate(&definition)
    }
}

/// Argument `index` of a host function's call (nil past the last).
func argument(_ count: Int, _ arguments: UnsafePointer<JSValueRef?>?, _ index: Int) -> JSValueRef? {
    guard index < count, let arguments else { return nil }
    return arguments[index]
}

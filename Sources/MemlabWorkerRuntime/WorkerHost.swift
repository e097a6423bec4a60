@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox
import CWebCrypto

/// The worker's native side: the host functions the prelude calls, the frames
/// it streams to the parent, and the footprint it reads about itself.
/// JavaScript runs on one thread, so one host instance serves every callback.
public final class WorkerHost {
    nonisolated(unsafe) static var current: WorkerHost?

    public let frames: FrameWriter
    let startSeconds: Double
    let statmFD: Int32
    var pushIndex = 0
    var consoleFramesThisPush = 0
    var consoleSuppressedThisPush = 0
    var checkpointsThisPush = 0
    public static let consoleFramesPerPush = 200
    public static let consoleTextLimit = 1024
    /// Live timers one context may hold; one more makes setTimeout/setInterval throw a RangeError.
    public static let timerLimit = 10_000
    /// Largest fixture `fetch` will read into memory.
    public static let fixtureByteLimit = 64 * 1024 * 1024

    /// Where `fetch` serves files from (nil: every fetch of a path answers 404).
    public var fixturesDirectory: String?
    /// The probe's directory: the site directory (importScripts and fetch) unless `--site` gives one.
    public var scriptDirectory: String?
    /// The probe's file name, used for `location` and as the base of relative URLs.
    public var probeName = "probe.js"
    /// The worker's URL as configured (`--url`); nil: https://probe.invalid/<probe name>.
    public var configuredURL: String?
    /// Where same-origin URLs are served from (`--site`); nil: the probe's directory.
    public var siteDirectory: String?
    /// Where cross-origin URLs are served from (`--mirror`): `https://host/path` from `DIR/host/path`.
    public var mirrorDirectory: String?
    /// The PushSubscription's JSON (`--subscription`); nil: the prelude's synthetic one.
    public var subscriptionJSON: String?
    /// The worker's URL and scope as the prelude reads them for every context, made once (SiteHost.swift).
    lazy var scriptURLText: String = scriptURL
    lazy var scopeText: String = scope
    /// `--payloads FILE`: each push's payload, read from its line when the push is delivered.
    var payloadStream: PayloadStream?
    /// What `navigator.userAgent` says (`--user-agent`; Safari on iOS unless given).
    public var userAgent = WorkerArguments.defaultUserAgent
    /// IndexedDB's and the Cache API's store: the worker process's, outliving every context.
    public let storage = StorageHost()

    public init(frames: FrameWriter = FrameWriter()) {
        self.frames = frames
        startSeconds = WorkerHost.monotonicSeconds()
        statmFD = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    }

    deinit { if statmFD >= 0 { close(statmFD) } }

    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    public var elapsedSeconds: Double { WorkerHost.monotonicSeconds() - startSeconds }

    /// The wall clock in whole milliseconds since the epoch, as Date.now() reads it.
    static func epochMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Fast footprint (RssAnon from statm): cheap enough for every checkpoint.
    public var quickFootprintBytes: Int64 {
        statmFD >= 0 ? memlab_statm_anon_bytes(statmFD) : memlab_self_footprint_bytes()
    }

    /// Exact footprint: RssAnon + VmSwap (statm when the machine has no swap, else /proc/self/status).
    public var footprintBytes: Int64 { memlab_self_footprint_bytes_fast(statmFD) }

    /// The payload of every push so far, kept once per change (each entry holds from its
    /// push on): a PushMessageData reads its push's bytes only when the handler first asks
    /// for them, because the first Uint8Array a fresh context makes builds the whole typed
    /// array family (measured ~30 us a push). A handler that keeps `event.data` (in a
    /// context that outlives the push) still reads its own push's payload later.
    private var payloadHistory: [(firstPush: Int, bytes: [UInt8]?)] = []

    /// Records `bytes` as push `index`'s payload (nil: a push without data).
    public func setPayload(_ bytes: [UInt8]?, forPush index: Int) {
        if let last = payloadHistory.last, last.bytes == bytes { return }
        payloadHistory.append((index, bytes))
    }

    /// Push `index`'s payload (empty when it had none).
    func payload(ofPush index: Int) -> [UInt8] {
        payloadHistory.last(where: { $0.firstPush <= index })?.bytes ?? []
    }

    func beginPush(index: Int) {
        pushIndex = index
        consoleFramesThisPush = 0
        consoleSuppressedThisPush = 0
        checkpointsThisPush = 0
        checkpointsSuppressedThisPush = 0
        notificationFramesThisPush = 0
    }

    // MARK: host functions

    /// Builds the `host` object handed to the prelude.
    func makeHostObject(_ ctx: JSContextRef) -> JSObjectRef {
        JSObjectMake(ctx, WorkerHost.hostClass, nil)!
    }

    /// The class of the `host` object: its functions are JavaScriptCore static functions,
    /// made into function objects only when the prelude first reads one, so a context pays
    /// for the host functions its push uses, not for all of them.
    nonisolated(unsafe) static let hostClass: JSClassRef = {
        let functions: [(String, JSObjectCallAsFunctionCallback)] =
            [
                ("checkpoint", hostCheckpoint), ("footprint", hostFootprint), ("console", hostConsole), ("notify", hostNotify),
                ("notifications", hostNotifications), ("closeNotification", hostCloseNotification),
                ("utf8Decode", hostUTF8Decode), ("utf8Encode", hostUTF8Encode), ("payload", hostPayload), ("now", hostNow),
                ("uncaught", hostUncaught), ("readFixture", hostReadFixture),
                ("deferred", hostDeferred)
            ] + StorageFunctions.all + SiteFunctions.all + WebCryptoFunctions.all
        let values: [(String, JSObjectGetPropertyCallback)] = [
            ("timerLimit", { ctx, _, _, _ in JSValueMakeNumber(ctx, Double(WorkerHost.timerLimit)) }),
            ("probeName", { ctx, _, _, _ in JSC.makeString(ctx!, WorkerHost.current?.probeName ?? "probe.js") }),
            ("jscVersion", { ctx, _, _, _ in JSC.makeString(ctx!, JSC.version) }),
            ("userAgent", { ctx, _, _, _ in JSC.makeString(ctx!, WorkerHost.current?.userAgent ?? WorkerArguments.defaultUserAgent) })
        ]
        let allValues = values + SiteFunctions.values
        let attributes = JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete)
        let functionTable = UnsafeMutablePointer<JSStaticFunction>.allocate(capacity: functions.count + 1)
        for (index, (name, callback)) in functions.enumerated() {
            functionTable[index] = JSStaticFunction(name: strdup(name), callAsFunction: callback, attributes: attributes)
        }
        functionTable[functions.count] = JSStaticFunction(name: nil, callAsFunction: nil, attributes: 0)
        let valueTable = UnsafeMutablePointer<JSStaticValue>.allocate(capacity: allValues.count + 1)
        for (index, (name, getter)) in allValues.enumerated() {
            valueTable[index] = JSStaticValue(name: strdup(name), getProperty: getter, setProperty: nil, attributes: attributes)
        }
        valueTable[allValues.count] = JSStaticValue(name: nil, getProperty: nil, setProperty: nil, attributes: 0)
        var definition = kJSClassDefinitionEmpty
        definition.attributes = JSClassAttributes(kJSClassAttributeNoAutomaticPrototype)
        definition.className = UnsafePointer(strdup("MemlabHost"))
        definition.staticFunctions = UnsafePointer(functionTable)
        definition.staticValues = UnsafePointer(valueTable)
        return JSClassCreate(&definition)
    }()

    /// Checkpoint frames are streamed freely while they mean something: the first
    /// 1,000 of a push, then whenever the footprint moved by 64 KiB or 10 ms passed.
    /// A probe calling checkpoint a million times in a loop cannot flood the parent;
    /// the last checkpoint before a kill still arrives, because memory that moved is sent.
    static let checkpointsSentFreely = 1_000
    static let checkpointFootprintStepBytes: Int64 = 64 * 1024
    static let checkpointIntervalSeconds = 0.010
    var checkpointsSuppressedThisPush = 0
    private var lastCheckpointFootprint: Int64 = 0
    private var lastCheckpointSeconds = 0.0

    func checkpoint(_ value: Double) {
        checkpointsThisPush += 1
        let footprint = quickFootprintBytes
        let now = elapsedSeconds
        if checkpointsThisPush > WorkerHost.checkpointsSentFreely
            && abs(footprint - lastCheckpointFootprint) < WorkerHost.checkpointFootprintStepBytes
            && now - lastCheckpointSeconds < WorkerHost.checkpointIntervalSeconds
        {
            checkpointsSuppressedThisPush += 1
            return
        }
        lastCheckpointFootprint = footprint
        lastCheckpointSeconds = now
        frames.send(CheckpointFrame(push: pushIndex, value: value, footprintBytes: footprint, elapsedSeconds: now))
    }

    /// Takes one frame of the push's console budget; false (and counted) when it is spent.
    private func spendConsoleBudget() -> Bool {
        guard consoleFramesThisPush < WorkerHost.consoleFramesPerPush else {
            consoleSuppressedThisPush += 1
            return false
        }
        consoleFramesThisPush += 1
        return true
    }

    func console(level: String, text: String) {
        guard spendConsoleBudget() else { return }
        let truncated = text.count > WorkerHost.consoleTextLimit
        frames.send(ConsoleFrame(push: pushIndex, level: level, text: truncated ? String(text.prefix(WorkerHost.consoleTextLimit)) + "…" : text))
    }

    /// An exception nobody caught (a timer, a microtask, a listener run by dispatchEvent).
    /// It shares the console budget: a probe cannot flood the parent with either.
    func uncaught(source: String, info: JSExceptionInfo) {
        guard spendConsoleBudget() else { return }
        frames.send(UncaughtFrame(push: pushIndex, source: source, exception: info.wire))
    }

    /// Notification frames streamed per push; the rest are only counted (the push frame's
    /// notificationsShown has them all), so a flood cannot flood the parent.
    static let notificationFramesPerPush = 20
    var notificationFramesThisPush = 0

    /// No frames for what is shown (the warm-up worker's own minimal push).
    var quiet = false

    /// What the worker has shown and is still displayed, across every push and context.
    let shown = ShownNotifications()

    /// A notification shown: kept as displayed (a `tag` replaces), and streamed to the parent.
    func notify(json: String, tag: String) -> Int {
        let id = shown.show(json: json, tag: tag)
        if quiet { return id }
        notificationFramesThisPush += 1
        guard notificationFramesThisPush <= WorkerHost.notificationFramesPerPush else { return id }
        frames.send(NotificationFrame.encoded(push: pushIndex, notificationJSON: json), kind: .notification, push: pushIndex)
        return id
    }
}

private func argument(_ count: Int, _ arguments: UnsafePointer<JSValueRef?>?, _ index: Int) -> JSValueRef? {
    guard index < count, let arguments else { return nil }
    return arguments[index]
}

private let hostCheckpoint: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    let value = argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? .nan
    WorkerHost.current?.checkpoint(value)
    return JSValueMakeUndefined(ctx)
}

private let hostFootprint: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
    JSValueMakeNumber(ctx, Double(WorkerHost.current?.quickFootprintBytes ?? -1))
}

private let hostConsole: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    let level = JSC.describe(ctx, argument(count, arguments, 0))
    let text = JSC.describe(ctx, argument(count, arguments, 1))
    WorkerHost.current?.console(level: level, text: text)
    return JSValueMakeUndefined(ctx)
}

/// notify(title, dir, lang, body, tag, icon, image, badge, vibrate, timestamp, renotify, silent,
/// requireInteraction, data, actions): a notification shown, its fields checked and converted
/// by notifications.js (showNotification, showRich); returns its id. The record's JSON is
/// written here, its keys in a browser's order: vibrate, timestamp, data and actions arrive as
/// JSON text, or undefined for their defaults ([], now in epoch milliseconds, null, []); silent
/// is null or a boolean.
private let hostNotify: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    func text(_ index: Int) -> String? {
        guard let value = argument(count, arguments, index), !JSValueIsUndefined(ctx, value) else { return nil }
        return JSC.describe(ctx, value)
    }
    func flag(_ index: Int) -> Bool { argument(count, arguments, index).map { JSValueToBoolean(ctx, $0) } ?? false }
    let tag = text(4) ?? ""
    var record = JSONObjectWriter()
    record.string("title", text(0) ?? "")
    record.string("dir", text(1) ?? "auto")
    record.string("lang", text(2) ?? "")
    record.string("body", text(3) ?? "")
    record.string("tag", tag)
    record.string("icon", text(5) ?? "")
    record.string("image", text(6) ?? "")
    record.string("badge", text(7) ?? "")
    record.raw("vibrate", text(8) ?? "[]")
    record.raw("timestamp", text(9) ?? String(WorkerHost.epochMilliseconds()))
    record.bool("renotify", flag(10))
    if let silent = argument(count, arguments, 11), JSValueIsBoolean(ctx, silent) {
        record.bool("silent", JSValueToBoolean(ctx, silent))
    } else {
        record.raw("silent", "null")
    }
    record.bool("requireInteraction", flag(12))
    record.raw("data", text(13) ?? "null")
    record.raw("actions", text(14) ?? "[]")
    let id = WorkerHost.current?.notify(json: record.finish(), tag: tag) ?? 0
    return JSValueMakeNumber(ctx, Double(id))
}

/// notifications(tag): the displayed notifications ("" for all) as JSON text.
private let hostNotifications: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    let tag = JSC.describe(ctx, argument(count, arguments, 0))
    return JSC.makeString(ctx, WorkerHost.current?.shown.list(tag: tag) ?? "[]")
}

/// closeNotification(id): the notification is no longer displayed.
private let hostCloseNotification: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    if let value = argument(count, arguments, 0) { WorkerHost.current?.shown.close(id: Int(JSValueToNumber(ctx, value, nil))) }
    return JSValueMakeUndefined(ctx)
}

/// UTF-8 decoding as the Encoding Standard does it: invalid sequences become U+FFFD,
/// or, with `fatal` (argument 1), a thrown TypeError; a leading byte order mark is
/// dropped when argument 2 is true ("UTF-8 decode"; TextDecoder without ignoreBOM).
private let hostUTF8Decode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
    guard let ctx else { return nil }
    guard let object = JSC.object(ctx, argument(count, arguments, 0)), let whole = JSC.typedArrayBytes(ctx, object) else {
        exception?.pointee = JSC.makeError(ctx, "TypeError", "utf8Decode expects a Uint8Array")
        return nil
    }
    let fatal = argument(count, arguments, 1).map { JSValueToBoolean(ctx, $0) } ?? false
    let stripBOM = argument(count, arguments, 2).map { JSValueToBoolean(ctx, $0) } ?? true
    guard let text = decodeUTF8(whole.bindMemory(to: UInt8.self)[...], fatal: fatal, stripBOM: stripBOM) else {
        exception?.pointee = JSC.makeError(ctx, "TypeError", "The encoded data was not valid UTF-8.")
        return nil
    }
    return JSC.makeString(ctx, utf16: text)
}

/// UTF-8 decode (nil: invalid and `fatal`); a leading byte order mark dropped with `stripBOM`.
private func decodeUTF8<Bytes: Collection<UInt8>>(_ whole: Bytes, fatal: Bool, stripBOM: Bool) -> String? where Bytes.SubSequence == Bytes {
    var bytes = whole
    if stripBOM, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return fatal ? String(validating: bytes, as: UTF8.self) : String(decoding: bytes, as: UTF8.self)
}

/// payload(push, asText): push `push`'s payload as a fresh Uint8Array, or with `asText`
/// as a string, UTF-8 decoded as PushMessageData.text() does (no typed array made at all).
private let hostPayload: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx, let host = WorkerHost.current else { return nil }
    let push = Int(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? 0)
    let asText = argument(count, arguments, 1).map { JSValueToBoolean(ctx, $0) } ?? false
    let bytes = host.payload(ofPush: push)
    if asText { return JSC.makeString(ctx, utf16: decodeUTF8(bytes[...], fatal: false, stripBOM: true) ?? "") }
    let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, bytes.count, nil)!
    if !bytes.isEmpty, let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil) {
        bytes.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
    return array
}

private let hostUTF8Encode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    let text = JSC.describe(ctx, argument(count, arguments, 0))
    var utf8 = Array(text.utf8)
    let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, utf8.count, nil)!
    if !utf8.isEmpty, let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil) {
        utf8.withUnsafeMutableBytes { target.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
    return array
}

private let hostNow: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
    JSValueMakeNumber(ctx, WorkerHost.monotonicSeconds() * 1000)
}

/// deferred(name): the function of the deferred source `name` (scripts.S), evaluated in this
/// context (js/deferred.js calls it on first use of the globals it defines).
private let hostDeferred: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
    guard let ctx else { return nil }
    let name = JSC.describe(ctx, argument(count, arguments, 0))
    let (value, thrown) = PushWorkerPrelude.evaluateDeferred(ctx, name: name)
    if let thrown {
        exception?.pointee = thrown
        return nil
    }
    guard let value else {
        exception?.pointee = JSC.makeError(ctx, "TypeError", "the worker has no deferred source named '\(name)'")
        return nil
    }
    return value
}

private let hostUncaught: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    let source = JSC.describe(ctx, argument(count, arguments, 0))
    let info = JSExceptionInfo(ctx: ctx, value: argument(count, arguments, 1) ?? JSValueMakeUndefined(ctx))
    WorkerHost.current?.uncaught(source: source, info: info)
    return JSValueMakeUndefined(ctx)
}

/// readFixture(path): a Uint8Array with the file's bytes, null when there is no such
/// file (the caller answers 404), or a thrown TypeError when the path is refused.
private let hostReadFixture: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
    guard let ctx else { return nil }
    let path = JSC.describe(ctx, argument(count, arguments, 0))
    guard let root = WorkerHost.current?.fixturesDirectory else { return JSValueMakeNull(ctx) }
    switch FileAccess.readFixture(ctx, relativePath: path, root: root) {
    case .success(let value): return value
    case .failure(let refusal):
        exception?.pointee = JSC.makeError(ctx, "TypeError", refusal.message)
        return nil
    }
}

/// The host functions behind `crypto` (crypto.js): the kernel's randomness and the SHA digests
/// (CWebCrypto, C written for memlab).
enum WebCryptoFunctions {
    static let all: [(String, JSObjectCallAsFunctionCallback)] = [("randomFill", randomFill), ("digest", digest)]

    /// randomFill(typedArray): fills the array's bytes from getrandom(2) and returns it (the
    /// caller checked the type and the 65,536-byte bound).
    static let randomFill: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        guard let object = JSC.object(ctx, argument(count, arguments, 0)), let bytes = JSC.typedArrayBytes(ctx, object) else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "randomFill expects a typed array")
            return nil
        }
        if bytes.count > 0, memlab_random_fill(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) != 0 {
            exception?.pointee = JSC.makeError(ctx, "Error", "the kernel's random source failed (getrandom: errno \(errno)); run again")
            return nil
        }
        return object
    }

    /// digest(algorithm, bytes): a fresh Uint8Array with the digest of a Uint8Array's bytes
    /// (algorithm 1, 256, 384 or 512: SHA-1, SHA-256, SHA-384, SHA-512).
    static let digest: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        let algorithm = Int32(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? 0)
        guard let object = JSC.object(ctx, argument(count, arguments, 1)), let bytes = JSC.typedArrayBytes(ctx, object) else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "digest expects a Uint8Array")
            return nil
        }
        var out = [UInt8](repeating: 0, count: 64)
        let size = out.withUnsafeMutableBufferPointer { target in
            memlab_digest(algorithm, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, target.baseAddress)
        }
        guard size > 0 else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "digest: unknown algorithm \(algorithm)")
            return nil
        }
        let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, size, nil)!
        if let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil) {
            out.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: size) }
        }
        return array
    }
}

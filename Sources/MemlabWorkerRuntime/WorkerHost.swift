@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox

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

    /// Fast footprint (RssAnon from statm): cheap enough for every checkpoint.
    public var quickFootprintBytes: Int64 {
        statmFD >= 0 ? memlab_statm_anon_bytes(statmFD) : memlab_self_footprint_bytes()
    }

    /// Exact footprint: RssAnon + VmSwap from /proc/self/status.
    public var footprintBytes: Int64 { memlab_self_footprint_bytes() }

    func beginPush(index: Int) {
        pushIndex = index
        consoleFramesThisPush = 0
        consoleSuppressedThisPush = 0
        checkpointsThisPush = 0
    }

    // MARK: host functions

    /// Builds the `host` object handed to the prelude.
    func makeHostObject(_ ctx: JSContextRef) -> JSObjectRef {
        let host = JSObjectMake(ctx, nil, nil)!
        JSC.setProperty(ctx, host, "checkpoint", JSC.makeFunction(ctx, "checkpoint", hostCheckpoint))
        JSC.setProperty(ctx, host, "footprint", JSC.makeFunction(ctx, "footprint", hostFootprint))
        JSC.setProperty(ctx, host, "console", JSC.makeFunction(ctx, "console", hostConsole))
        JSC.setProperty(ctx, host, "notify", JSC.makeFunction(ctx, "notify", hostNotify))
        JSC.setProperty(ctx, host, "utf8Decode", JSC.makeFunction(ctx, "utf8Decode", hostUTF8Decode))
        JSC.setProperty(ctx, host, "utf8Encode", JSC.makeFunction(ctx, "utf8Encode", hostUTF8Encode))
        return host
    }

    func checkpoint(_ value: Double) {
        checkpointsThisPush += 1
        var frame = JSONObjectWriter()
        frame.string("type", "checkpoint")
        frame.int("push", pushIndex)
        frame.double("value", value)
        frame.int("footprintBytes", quickFootprintBytes)
        frame.double("elapsedSeconds", elapsedSeconds)
        frames.send(frame)
    }

    func console(level: String, text: String) {
        guard consoleFramesThisPush < WorkerHost.consoleFramesPerPush else {
            consoleSuppressedThisPush += 1
            return
        }
        consoleFramesThisPush += 1
        var frame = JSONObjectWriter()
        frame.string("type", "console")
        frame.int("push", pushIndex)
        frame.string("level", level)
        let truncated = text.count > WorkerHost.consoleTextLimit
        frame.string("text", truncated ? String(text.prefix(WorkerHost.consoleTextLimit)) + "…" : text)
        frames.send(frame)
    }

    func notify(json: String) {
        var frame = JSONObjectWriter()
        frame.string("type", "notification")
        frame.int("push", pushIndex)
        frame.raw("notification", json)
        frames.send(frame)
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

private let hostNotify: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
    guard let ctx else { return nil }
    WorkerHost.current?.notify(json: JSC.describe(ctx, argument(count, arguments, 0)))
    return JSValueMakeUndefined(ctx)
}

/// UTF-8 decoding as the Encoding Standard does it: invalid sequences become U+FFFD.
private let hostUTF8Decode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
    guard let ctx else { return nil }
    guard let object = JSC.object(ctx, argument(count, arguments, 0)),
          let base = JSObjectGetTypedArrayBytesPtr(ctx, object, nil) else {
        exception?.pointee = JSC.makeError(ctx, "utf8Decode expects a Uint8Array")
        return nil
    }
    let length = JSObjectGetTypedArrayByteLength(ctx, object, nil)
    var bytes = UnsafeRawBufferPointer(start: base, count: length).bindMemory(to: UInt8.self)[...]
    // A leading UTF-8 byte order mark is dropped, as "UTF-8 decode" specifies.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = String(decoding: bytes, as: UTF8.self)
    let units = Array(text.utf16)
    let ref = units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count)! }
    defer { JSStringRelease(ref) }
    return JSValueMakeString(ctx, ref)
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

import CJavaScriptCore
import MemlabProtocol

/// The host functions and values of the worker's own: the probe's checkpoints, console and
/// clock, the push's payload, UTF-8, fixtures and deferred sources. Declared, with their
/// arguments and results, in HostFunctions.table; each reaches the one WorkerHost through
/// `WorkerHost.current` (JavaScript runs on one thread).
enum WorkerHostFunctions {
    static let checkpoint: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        let value = argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? .nan
        WorkerHost.current?.checkpoint(value)
        return JSValueMakeUndefined(ctx)
    }

    static let footprint: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
        JSValueMakeNumber(ctx, Double(WorkerHost.current?.quickFootprintBytes ?? -1))
    }

    static let console: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let level = JSC.describe(ctx, argument(count, arguments, 0))
        let text = JSC.describe(ctx, argument(count, arguments, 1))
        WorkerHost.current?.console(level: level, text: text)
        return JSValueMakeUndefined(ctx)
    }

    static let uncaught: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let source = JSC.describe(ctx, argument(count, arguments, 0))
        let info = JSExceptionInfo(ctx: ctx, value: argument(count, arguments, 1) ?? JSValueMakeUndefined(ctx))
        WorkerHost.current?.uncaught(source: source, info: info)
        return JSValueMakeUndefined(ctx)
    }

    static let parentMessages: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        WorkerHost.current?.parentMessages(JSC.describe(ctx, argument(count, arguments, 0)))
        return JSValueMakeUndefined(ctx)
    }

    static let now: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
        JSValueMakeNumber(ctx, WorkerHost.monotonicSeconds() * 1000)
    }

    static let timerLimit: JSObjectGetPropertyCallback = { ctx, _, _, _ in JSValueMakeNumber(ctx, Double(WorkerHost.timerLimit)) }

    static let callSites: JSObjectGetPropertyCallback = { ctx, _, _, _ in JSValueMakeBoolean(ctx, WorkerHost.current?.callSites ?? false) }

    static let userAgent: JSObjectGetPropertyCallback = { ctx, _, _, _ in
        JSC.makeString(ctx!, WorkerHost.current?.userAgent ?? WorkerArguments.defaultUserAgent)
    }

    /// UTF-8 decoding as the Encoding Standard does it: invalid sequences become U+FFFD,
    /// or, with `fatal` (argument 1), a thrown TypeError; a leading byte order mark is
    /// dropped when argument 2 is true ("UTF-8 decode"; TextDecoder without ignoreBOM).
    static let utf8Decode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
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
    static func decodeUTF8<Bytes: Collection<UInt8>>(_ whole: Bytes, fatal: Bool, stripBOM: Bool) -> String? where Bytes.SubSequence == Bytes {
        var bytes = whole
        if stripBOM, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return fatal ? String(validating: bytes, as: UTF8.self) : String(decoding: bytes, as: UTF8.self)
    }

    /// The payload as a string is UTF-8 decoded as PushMessageData.text() does, with no typed
    /// array made at all.
    static let payload: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx, let host = WorkerHost.current else { return nil }
        let push = Int(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? 0)
        let asText = argument(count, arguments, 1).map { JSValueToBoolean(ctx, $0) } ?? false
        let bytes = host.payload(ofPush: push)
        if asText { return JSC.makeString(ctx, utf16: decodeUTF8(bytes[...], fatal: false, stripBOM: true) ?? "") }
        return bytes.withUnsafeBytes { JSC.makeUint8Array(ctx, copying: $0) }
    }

    static let utf8Encode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        var text = JSC.describe(ctx, argument(count, arguments, 0))
        return text.withUTF8 { JSC.makeUint8Array(ctx, copying: UnsafeRawBufferPointer($0)) }
    }

    /// js/deferred.js calls it on first use of the globals a deferred source defines.
    static let deferred: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
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

    /// Without a fixtures directory every path is a 404 (null).
    static let readFixture: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
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
}

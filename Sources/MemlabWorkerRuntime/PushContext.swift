@preconcurrency import Glibc
import CJavaScriptCore

/// One JavaScript global context with the push-worker globals installed.
/// The only value the host protects is the prelude's runtime object (which holds
/// the push in progress, the timers and the listeners); `tearDown` empties it,
/// unprotects it and releases the context, so nothing of it outlives the push:
/// every host function, timer and callback lives inside the context's own heap.
public final class PushContext {
    public let context: JSGlobalContextRef
    private let host: WorkerHost
    private var runtime: JSObjectRef?
    private var released = false
    /// The dispatch programs parsed for this context's group, when the prelude was.
    private let dispatchScript: JSScriptRef?
    private let dispatchNextScript: JSScriptRef?

    /// A context in `group` with the prelude evaluated; `prelude` is its compiled form when it
    /// was compiled for this group (the worker's own), else the source is evaluated.
    /// `ownsGroup`: the group is released with this context (isolation group), so nothing it
    /// holds outlives the push.
    public init(group: JSContextGroupRef, host: WorkerHost, prelude: PushWorkerPrelude.Compiled? = nil, ownsGroup: Bool = false)
        throws(WorkerFailure)
    {
        context = JSGlobalContextCreateInGroup(group, nil)
        self.host = host
        dispatchScript = prelude?.group == group ? prelude?.dispatch : nil
        dispatchNextScript = prelude?.group == group ? prelude?.dispatchNext : nil
        JSGlobalContextSetName(context, PushContext.contextName)
        let hostObject = host.makeHostObject(context)
        var thrown: JSValueRef?
        let made: JSValueRef?
        if let prelude, prelude.group == group {
            made = JSScriptEvaluate(context, prelude.script, hostObject, &thrown)
        } else {
            made = JSEvaluateScript(context, PushWorkerPrelude.script, hostObject, PushWorkerPrelude.scriptURL, 1, &thrown)
        }
        if let thrown { throw failed("the push-worker prelude failed: " + JSExceptionInfo(ctx: context, value: thrown).message) }
        guard let runtimeObject = JSC.object(context, made) else { throw failed("the prelude returned no runtime object") }
        JSValueProtect(context, runtimeObject)
        runtime = runtimeObject
        // A promise rejected with no handler once microtasks ran reaches the runtime's
        // `rejection` (scope.js: an unhandledrejection event, else an uncaught frame). Only
        // where teardown can let go of it again (see rejectionSinks).
        if ownsGroup || PushContext.rejectionSinks[group] != nil,
            let rejection = JSC.object(context, JSObjectGetProperty(context, runtimeObject, Key.rejection.string, nil))
        {
            JSGlobalContextSetUnhandledRejectionCallback(context, rejection, nil)
        }
    }

    /// JavaScriptCore holds a context's unhandled-rejection callback in a strong handle (a GC
    /// root): the runtime's function would keep its own context alive for ever. Teardown
    /// replaces it with a function of a context that lives as long as the group (the worker's
    /// observer), which roots nothing of the push. A group without one gets no callback (a
    /// context of its own group dies with the group: `ownsGroup`).
    nonisolated(unsafe) static var rejectionSinks: [JSContextGroupRef: JSObjectRef] = [:]

    /// Lets the contexts of `group` track unhandled rejections: `observer` (a context of that
    /// group that outlives them) makes the function teardown leaves in their place.
    public static func keepRejectionSink(group: JSContextGroupRef, observer: JSGlobalContextRef) {
        guard rejectionSinks[group] == nil,
            let sink = JSObjectMakeFunctionWithCallback(observer, nil, { ctx, _, _, _, _, _ in JSValueMakeUndefined(ctx) })
        else { return }
        JSValueProtect(observer, sink)
        rejectionSinks[group] = sink
    }

    /// Undoes keepRejectionSink before the observer goes.
    public static func dropRejectionSink(group: JSContextGroupRef, observer: JSGlobalContextRef) {
        guard let sink = rejectionSinks.removeValue(forKey: group) else { return }
        JSValueUnprotect(observer, sink)
    }

    private func failed(_ message: String) -> WorkerFailure {
        JSGlobalContextRelease(context)
        released = true
        return .runtime(message)
    }

    /// Evaluates a script in the context's global scope.
    public func evaluate(_ source: String, url: String) -> (value: JSValueRef?, exception: JSValueRef?) {
        JSC.evaluate(context, source, url: url)
    }

    /// The runtime object (js/runtime.js), for `--explain`'s records (FunctionSites).
    var runtimeObject: JSObjectRef? { runtime }

    /// Evaluates `script` (parsed for this context's group) in the global scope, as `evaluate`
    /// would its source; a script of another group is evaluated from its source.
    public func evaluate(_ script: ParsedScript) -> (value: JSValueRef?, exception: JSValueRef?) {
        guard script.group == JSContextGetGroup(context) else { return evaluate(script.source, url: script.url) }
        FunctionSites.register(source: script.source, url: script.url)
        var exception: JSValueRef?
        let value = JSScriptEvaluate(context, script.script, JSContextGetGlobalObject(context), &exception)
        return (value, exception)
    }

    private func call(_ name: String, _ arguments: [JSValueRef?]) -> (value: JSValueRef?, exception: JSValueRef?) {
        guard let runtime, let function = JSC.object(context, JSC.property(context, runtime, name)) else { return (nil, nil) }
        var arguments = arguments
        var exception: JSValueRef?
        let value = arguments.withUnsafeMutableBufferPointer {
            JSObjectCallAsFunction(context, function, runtime, $0.count, $0.baseAddress, &exception)
        }
        return (value, exception)
    }

    /// Delivers push `index` (nil payload: a push without data): see `dispatch(_:)`.
    /// The payload stays with the host (`setPayload`) until the handler asks for it.
    public func dispatchPush(payload: [UInt8]?, index: Int = 0) -> (status: Status?, exception: JSValueRef?) {
        host.setPayload(payload, forPush: index)
        return dispatch(payload != nil ? JSValueMakeNumber(context, Double(index)) : JSValueMakeNull(context))
    }

    /// The lifecycle events the worker dispatches before its first push (Lifecycle.swift).
    public enum LifecycleEvent: String, Sendable, CaseIterable {
        case install, activate
    }

    /// Dispatches `event` (an ExtendableEvent) on the global scope, as a push is dispatched.
    public func dispatch(_ event: LifecycleEvent) -> (status: Status?, exception: JSValueRef?) {
        dispatch(JSC.withString(event.rawValue) { JSValueMakeString(context, $0) })
    }

    /// Whether the global scope has a listener, or an on* attribute, for `event`.
    public func listens(to event: LifecycleEvent) -> Bool {
        guard let runtime else { return false }
        let global = JSContextGetGlobalObject(context)!
        if let attribute = JSC.object(context, JSC.property(context, global, "on" + event.rawValue)), JSObjectIsFunction(context, attribute) {
            return true
        }
        guard let byType = JSC.object(context, get(runtime, .listeners)),
            let list = JSC.object(context, JSC.property(context, byType, event.rawValue))
        else { return false }
        return JSValueToNumber(context, JSC.property(context, list, "length"), nil) > 0
    }

    /// Dispatches the event `next` names (runtime.nextPush: a push's number, null for a push
    /// without data, or a lifecycle event's name): the dispatch program (js/dispatch.js), evaluated
    /// with the runtime object as `this`, makes the event and calls its first listener; each later
    /// listener is an evaluation of js/dispatch-next.js. Each returns to native code, where JavaScriptCore
    /// runs the microtasks it queued: the checkpoint after every listener callback runs while the
    /// event is still being dispatched, as in HTML. Then the event's `dispatching` is cleared
    /// here (one property write) and its status read, once the last microtasks have run.
    func dispatch(_ next: JSValueRef) -> (status: Status?, exception: JSValueRef?) {
        guard let runtime else { return (nil, nil) }
        var exception: JSValueRef?
        JSObjectSetProperty(context, runtime, Key.nextPush.string, next, 0, &exception)
        if exception != nil { return (nil, exception) }
        var more: JSValueRef?
        if let dispatchScript {
            more = JSScriptEvaluate(context, dispatchScript, runtime, &exception)
        } else {
            more = JSEvaluateScript(context, PushWorkerPrelude.dispatchScript, runtime, PushWorkerPrelude.dispatchURL, 1, &exception)
        }
        while exception == nil, let value = more, JSValueToBoolean(context, value) {
            if let dispatchNextScript {
                more = JSScriptEvaluate(context, dispatchNextScript, runtime, &exception)
            } else {
                more = JSEvaluateScript(context, PushWorkerPrelude.dispatchNextScript, runtime, PushWorkerPrelude.dispatchNextURL, 1, &exception)
            }
        }
        if exception != nil { return (nil, exception) }
        return (status(endingDispatch: true), nil)
    }

    /// What the native side needs to know of the push in progress (see `status()`).
    public struct Status {
        public var listeners = 0
        public var notificationsShown = 0
        public var thrown = false
        /// Every waitUntil promise has settled (or there was none).
        public var settled = true
        public var rejected = false
        public var liveTimers = 0
        /// What a listener threw (`thrown`), else the first rejection reason (`rejected`); else nil.
        public var problem: JSValueRef?
    }

    nonisolated(unsafe) private static let contextName = JSStringCreateWithUTF8CString("memlab push worker")!

    /// The runtime object's properties read for every push, and those of its push in progress.
    private enum Key: Int, PropertyNames {
        case rejection, nextPush, current, timerCount, state, listeners, shown, thrown, error, pending, rejected, reason, dispatching
        nonisolated(unsafe) static let strings = makeStrings()
    }

    private func get(_ object: JSObjectRef, _ key: Key) -> JSValueRef? {
        var exception: JSValueRef?
        let value = JSObjectGetProperty(context, object, key.string, &exception)
        return exception == nil ? value : nil
    }

    /// The push in progress, read from the runtime's plain data properties (nil: the
    /// runtime is gone); with no push in progress, an idle status with the live timers.
    public func status() -> Status? { status(endingDispatch: false) }

    /// `endingDispatch`: the event's dispatch is over (its last listener's checkpoint has run):
    /// its `dispatching` is cleared, from the state object the status is read from.
    private func status(endingDispatch: Bool) -> Status? {
        guard let runtime else { return nil }
        func number(_ value: JSValueRef?) -> Int { value.map { Int(JSValueToNumber(context, $0, nil)) } ?? 0 }
        func flag(_ value: JSValueRef?) -> Bool { value.map { JSValueToBoolean(context, $0) } ?? false }
        var status = Status()
        if let count = JSC.object(context, get(runtime, .timerCount)) {
            var exception: JSValueRef?
            status.liveTimers = number(JSObjectCallAsFunction(context, count, nil, 0, nil, &exception))
        }
        guard let result = JSC.object(context, get(runtime, .current)),
            let state = JSC.object(context, get(result, .state))
        else { return status }
        if endingDispatch { JSObjectSetProperty(context, state, Key.dispatching.string, JSValueMakeBoolean(context, false), 0, nil) }
        status.listeners = number(get(result, .listeners))
        status.notificationsShown = number(get(result, .shown))
        status.thrown = flag(get(result, .thrown))
        status.settled = number(get(state, .pending)) == 0
        status.rejected = flag(get(state, .rejected))
        // What threw, else the first rejection; neither, nothing to read.
        if status.thrown {
            status.problem = get(result, .error)
        } else if status.rejected {
            status.problem = get(state, .reason)
        }
        return status
    }

    public var liveTimers: Int { status()?.liveTimers ?? 0 }

    public enum LoopEnd: String, Sendable {
        /// Every waitUntil promise settled (or there were none).
        case settled
        /// No timer is left to run and some waitUntil promise is still pending.
        case noTimersLeft
    }

    /// The worker's event loop after dispatch: runs due timers one task at a time
    /// (each call drains the microtasks it queued), sleeping until the next one is
    /// due, until the push's waitUntil promises have settled or no timer remains.
    /// Returns how it ended and the push's status then (what `status()` would say).
    /// There is no deadline here: expiry is the parent's job (it kills the worker).
    /// Called at every turn of the event loop, before the next task: where a host's main-queue
    /// handlers (the memory warning's among them) would run.
    public var betweenTasks: (() -> Void)?

    public func runEventLoop() -> (end: LoopEnd, status: Status?) {
        while true {
            let now = status()
            if now?.settled ?? true { return (.settled, now) }
            betweenTasks?()
            let (value, exception) = call("nextDelay", [])
            let delay = exception == nil ? value.map { JSValueToNumber(context, $0, nil) } ?? -1 : -1
            if !(delay >= 0) { return (.noTimersLeft, now) }
            if delay > 0 { PushContext.sleep(milliseconds: delay) }
            _ = call("pump", [])
        }
    }

    static func sleep(milliseconds: Double) {
        let nanoseconds = Int(min(milliseconds, 3_600_000) * 1_000_000)
        var request = timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// Unprotects the runtime and releases the context: from then on everything the push
    /// made (listeners, timers, notifications) is garbage, collected with the context.
    /// When the host keeps the context alive (`contextStaysAlive`: --inject retain-contexts),
    /// the prelude first cancels every timer and drops listeners and notifications, as a
    /// host would for a context it cannot free. Safe to call twice.
    public func tearDown(contextStaysAlive: Bool = false) {
        guard !released else { return }
        if let runtime {
            if contextStaysAlive { _ = call("tearDown", []) }
            JSValueUnprotect(context, runtime)
            self.runtime = nil
        }
        released = true
        if let sink = PushContext.rejectionSinks[JSContextGetGroup(context)] {
            JSGlobalContextSetUnhandledRejectionCallback(context, sink, nil)
        }
        JSGlobalContextRelease(context)
        // IndexedDB transactions the context left open can never commit now: undone.
        host.storage.abortOpenTransactions()
    }
}

/// Failures inside the worker that end it with a message for the parent.
public enum WorkerFailure: Error {
    case runtime(String)
}

/// A script parsed once for one context group (JSScriptRef) and evaluated in each context
/// of that group: no copy of the source, no new source provider and no re-hashing per
/// context, as the probe's text would otherwise cost every push.
public final class ParsedScript {
    let group: JSContextGroupRef
    let script: JSScriptRef
    let source: String
    let url: String

    /// nil when JavaScriptCore refuses the source (a syntax error: check it first).
    public init?(group: JSContextGroupRef, source: String, url: String) {
        let made = JSC.withString(source) { text in
            JSC.withString(url) { name in JSScriptCreateFromString(group, name, 1, text, nil, nil) }
        }
        guard let made else { return nil }
        self.group = group
        script = made
        self.source = source
        self.url = url
    }

    deinit { JSScriptRelease(script) }
}

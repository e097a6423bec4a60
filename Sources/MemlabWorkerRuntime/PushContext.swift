import CJavaScriptCore

/// One JavaScript global context with the push-worker globals installed.
/// The only value the host protects is the dispatch function; `tearDown`
/// unprotects it and releases the context, so nothing of it outlives the push.
public final class PushContext {
    public let context: JSGlobalContextRef
    private var dispatch: JSObjectRef?

    public init(group: JSContextGroupRef, host: WorkerHost) throws(WorkerFailure) {
        context = JSGlobalContextCreateInGroup(group, nil)
        JSC.withString("memlab push worker") { JSGlobalContextSetName(context, $0) }
        let (factory, thrown) = JSC.evaluate(context, PushWorkerPrelude.source, url: PushWorkerPrelude.url)
        if let thrown { throw .runtime("the push-worker prelude failed: " + JSExceptionInfo(ctx: context, value: thrown).message) }
        guard let factoryObject = JSC.object(context, factory) else { throw .runtime("the prelude did not return a function") }
        var arguments: [JSValueRef?] = [host.makeHostObject(context)]
        var exception: JSValueRef?
        let made = JSObjectCallAsFunction(context, factoryObject, nil, 1, &arguments, &exception)
        if let exception { throw .runtime("the prelude threw: " + JSExceptionInfo(ctx: context, value: exception).message) }
        guard let dispatchObject = JSC.object(context, made) else { throw .runtime("the prelude returned no dispatch function") }
        JSValueProtect(context, dispatchObject)
        dispatch = dispatchObject
    }

    /// Calls the prelude's dispatchPush with the payload (nil: a push without data).
    public func dispatchPush(payload: [UInt8]?) -> (result: JSObjectRef?, exception: JSValueRef?) {
        guard let dispatch else { return (nil, nil) }
        var argument: JSValueRef = JSValueMakeNull(context)
        if let payload {
            let array = JSObjectMakeTypedArray(context, kJSTypedArrayTypeUint8Array, payload.count, nil)!
            if !payload.isEmpty, let target = JSObjectGetTypedArrayBytesPtr(context, array, nil) {
                payload.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            }
            argument = array
        }
        var arguments: [JSValueRef?] = [argument]
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(context, dispatch, nil, 1, &arguments, &exception)
        return (JSC.object(context, result), exception)
    }

    public func tearDown() {
        if let dispatch { JSValueUnprotect(context, dispatch) }
        dispatch = nil
        JSGlobalContextRelease(context)
    }
}

/// Failures inside the worker that end it with a message for the parent.
public enum WorkerFailure: Error {
    case runtime(String)
}

import CJavaScriptCore

/// Thin helpers over JavaScriptCore's C API. Every JSStringRef created here is released here.
public enum JSC {
    public static var version: String {
        "\(jsc_get_major_version()).\(jsc_get_minor_version()).\(jsc_get_micro_version())"
    }

    public static func withString<T>(_ text: String, _ body: (JSStringRef) -> T) -> T {
        let ref = JSStringCreateWithUTF8CString(text)!
        defer { JSStringRelease(ref) }
        return body(ref)
    }

    /// The text of a JavaScriptCore string, through JavaScriptCore's UTF-8 conversion into a
    /// buffer on the stack: from a Latin-1 string's own characters, where JSStringGetCharactersPtr
    /// would first copy it into a UTF-16 buffer of its own. That conversion stops at an unpaired
    /// surrogate, so a string it did not convert whole is decoded from UTF-16 instead, each
    /// unpaired surrogate becoming U+FFFD.
    public static func string(_ ref: JSStringRef) -> String {
        let length = JSStringGetLength(ref)
        guard length > 0 else { return "" }
        let capacity = JSStringGetMaximumUTF8CStringSize(ref)
        let converted = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let written = buffer.withMemoryRebound(to: CChar.self) { JSStringGetUTF8CString(ref, $0.baseAddress, capacity) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<max(written - 1, 0)]), as: UTF8.self)
        }
        if converted.utf16.count == length { return converted }
        guard let characters = JSStringGetCharactersPtr(ref) else { return converted }
        return String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
    }

    public static func makeString(_ ctx: JSContextRef, _ text: String) -> JSValueRef {
        withString(text) { JSValueMakeString(ctx, $0) }
    }

    /// String conversion that never throws into the caller: a value whose toString throws becomes a placeholder.
    public static func describe(_ ctx: JSContextRef, _ value: JSValueRef?) -> String {
        guard let value else { return "undefined" }
        var exception: JSValueRef?
        guard let ref = JSValueToStringCopy(ctx, value, &exception) else { return "<unprintable value>" }
        defer { JSStringRelease(ref) }
        return string(ref)
    }

    public static func property(_ ctx: JSContextRef, _ object: JSObjectRef, _ name: String) -> JSValueRef? {
        withString(name) { key in
            var exception: JSValueRef?
            let value = JSObjectGetProperty(ctx, object, key, &exception)
            return exception == nil ? value : nil
        }
    }

    public static func setProperty(_ ctx: JSContextRef, _ object: JSObjectRef, _ name: String, _ value: JSValueRef) {
        withString(name) { key in
            JSObjectSetProperty(ctx, object, key, value, JSPropertyAttributes(kJSPropertyAttributeNone), nil)
        }
    }

    public static func number(_ ctx: JSContextRef, _ object: JSObjectRef, _ name: String) -> Double? {
        guard let value = property(ctx, object, name), JSValueIsNumber(ctx, value) else { return nil }
        return JSValueToNumber(ctx, value, nil)
    }

    public static func object(_ ctx: JSContextRef, _ value: JSValueRef?) -> JSObjectRef? {
        guard let value, JSValueIsObject(ctx, value) else { return nil }
        return JSValueToObject(ctx, value, nil)
    }

    /// Serialises a value with JSON.stringify; nil when it cannot be serialised.
    public static func json(_ ctx: JSContextRef, _ value: JSValueRef?) -> String? {
        guard let value else { return nil }
        var exception: JSValueRef?
        guard let ref = JSValueCreateJSONString(ctx, value, 0, &exception), exception == nil else { return nil }
        defer { JSStringRelease(ref) }
        return string(ref)
    }

    public static func makeFunction(_ ctx: JSContextRef, _ name: String, _ callback: JSObjectCallAsFunctionCallback) -> JSObjectRef {
        withString(name) { JSObjectMakeFunctionWithCallback(ctx, $0, callback)! }
    }

    /// A JS array of the values `fill` makes, in order. Each is protected from the collector as
    /// it is made, until the array holds it: the collector scans the machine stack, not a Swift
    /// array's storage, so values gathered in one are garbage to it while the next ones are
    /// allocated (a store range of some hundreds of entries was collected under its own feet:
    /// a SIGSEGV in JSRopeString::resolveRope).
    public static func makeArray(_ ctx: JSContextRef, _ fill: (_ append: (JSValueRef?) -> Void) -> Void) -> JSObjectRef {
        var values: [JSValueRef?] = []
        fill { value in
            if let value { JSValueProtect(ctx, value) }
            values.append(value)
        }
        let array = values.withUnsafeMutableBufferPointer { JSObjectMakeArray(ctx, $0.count, $0.baseAddress, nil) }!
        for value in values { if let value { JSValueUnprotect(ctx, value) } }
        return array
    }

    public static func makeError(_ ctx: JSContextRef, _ message: String) -> JSValueRef {
        var arguments: [JSValueRef?] = [makeString(ctx, message)]
        return JSObjectMakeError(ctx, 1, &arguments, nil)
    }

    /// An error of a built-in kind (TypeError, RangeError...) made with the context's own constructor.
    public static func makeError(_ ctx: JSContextRef, _ kind: String, _ message: String) -> JSValueRef {
        let global = JSContextGetGlobalObject(ctx)!
        if let constructor = object(ctx, property(ctx, global, kind)), JSObjectIsConstructor(ctx, constructor) {
            var arguments: [JSValueRef?] = [makeString(ctx, message)]
            var exception: JSValueRef?
            if let made = JSObjectCallAsConstructor(ctx, constructor, 1, &arguments, &exception), exception == nil { return made }
        }
        return makeError(ctx, kind + ": " + message)
    }

    /// A JS string from a Swift string, every character kept: through JavaScriptCore's UTF-8
    /// conversion when the text has no NUL (JSStringCreateWithUTF8CString stops at one; a Swift
    /// string is always valid UTF-8), else built from UTF-16.
    public static func makeString(_ ctx: JSContextRef, utf16 text: String) -> JSValueRef {
        if !text.utf8.contains(0) { return makeString(ctx, text) }
        let units = Array(text.utf16)
        let ref = units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count)! }
        defer { JSStringRelease(ref) }
        return JSValueMakeString(ctx, ref)
    }

    /// The bytes a typed array views (its offset into the buffer applied); nil if `object` is not one.
    public static func typedArrayBytes(_ ctx: JSContextRef, _ object: JSObjectRef) -> UnsafeRawBufferPointer? {
        guard JSValueGetTypedArrayType(ctx, object, nil) != kJSTypedArrayTypeNone else { return nil }
        let length = JSObjectGetTypedArrayByteLength(ctx, object, nil)
        guard length > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        guard let base = JSObjectGetTypedArrayBytesPtr(ctx, object, nil) else { return nil }
        let offset = JSObjectGetTypedArrayByteOffset(ctx, object, nil)
        return UnsafeRawBufferPointer(start: base + offset, count: length)
    }

    /// A fresh Uint8Array holding a copy of `bytes`.
    public static func makeUint8Array(_ ctx: JSContextRef, copying bytes: UnsafeRawBufferPointer) -> JSObjectRef {
        let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, bytes.count, nil)!
        if let source = bytes.baseAddress, !bytes.isEmpty, let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil) {
            target.copyMemory(from: source, byteCount: bytes.count)
        }
        return array
    }

    /// Evaluates source text; returns the result or the thrown exception.
    public static func evaluate(_ ctx: JSContextRef, _ source: String, url: String, line: Int32 = 1) -> (value: JSValueRef?, exception: JSValueRef?) {
        FunctionSites.register(source: source, url: url)
        return withString(source) { script in
            withString(url) { sourceURL in
                var exception: JSValueRef?
                let value = JSEvaluateScript(ctx, script, nil, sourceURL, line, &exception)
                return (value, exception)
            }
        }
    }

    public static func checkSyntax(_ ctx: JSContextRef, _ source: String, url: String) -> JSValueRef? {
        withString(source) { script in
            withString(url) { sourceURL in
                var exception: JSValueRef?
                _ = JSCheckScriptSyntax(ctx, script, sourceURL, 1, &exception)
                return exception
            }
        }
    }
}

/// A JavaScriptCore string made once from a Swift string (as JSC.withString makes it) and
/// released with this value: for text the worker hands to every context.
final class JSString {
    let ref: JSStringRef

    init(_ text: String) { ref = JSStringCreateWithUTF8CString(text)! }

    deinit { JSStringRelease(ref) }
}

/// Names of properties the worker reads on every push, each made into a JavaScriptCore string
/// once and kept for the process's life. An enum lists them, a case a property, named as the
/// property is (the case's name is the string: `String(describing:)`); its raw values (0, 1, 2,
/// ... in order) index `strings`, which it declares as `makeStrings()`.
protocol PropertyNames: CaseIterable, RawRepresentable where RawValue == Int {
    static var strings: [JSStringRef] { get }
}

extension PropertyNames {
    static func makeStrings() -> [JSStringRef] { allCases.map { JSStringCreateWithUTF8CString(String(describing: $0))! } }

    var string: JSStringRef { Self.strings[rawValue] }
}

/// What a thrown JavaScript value says about itself.
public struct JSExceptionInfo: Sendable {
    public var name: String
    public var message: String
    public var line: Int?
    public var column: Int?
    public var sourceURL: String?
    public var stack: String?

    public init(ctx: JSContextRef, value: JSValueRef) {
        if let object = JSC.object(ctx, value) {
            let nameValue = JSC.property(ctx, object, "name")
            let messageValue = JSC.property(ctx, object, "message")
            if let nameValue, JSValueIsString(ctx, nameValue), let messageValue, JSValueIsString(ctx, messageValue) {
                name = JSC.describe(ctx, nameValue)
                message = JSC.describe(ctx, messageValue)
            } else {
                name = "Error"
                message = JSC.describe(ctx, value)
            }
            line = JSC.number(ctx, object, "line").map { Int($0) }
            column = JSC.number(ctx, object, "column").map { Int($0) }
            if let url = JSC.property(ctx, object, "sourceURL"), JSValueIsString(ctx, url) { sourceURL = JSC.describe(ctx, url) }
            if let stackValue = JSC.property(ctx, object, "stack"), JSValueIsString(ctx, stackValue) {
                let text = JSC.describe(ctx, stackValue)
                stack = text.isEmpty ? nil : String(text.prefix(4096))
            }
        } else {
            // A thrown non-Error (a string, a number, undefined...).
            name = "thrown value"
            message = JSC.describe(ctx, value)
        }
        message = String(message.prefix(2048))
    }

    /// As the frames carry it.
    public var wire: ScriptException {
        ScriptException(name: name, message: message, line: line, column: column, sourceURL: sourceURL, stack: stack)
    }
}

import CJavaScriptCore

/// The host functions behind IndexedDB and the Cache API (js/idb-*.js, js/cache.js), each a thin
/// conversion between JavaScript's values and the one StorageHost of the worker, and the
/// conversions themselves. Declared, with their arguments and results, in HostFunctions.table.
extension StorageHost {
    /// The code units of a JS value's string form.
    static func units(_ ctx: JSContextRef, _ value: JSValueRef?) -> [UInt16] {
        guard let value, let ref = JSValueToStringCopy(ctx, value, nil) else { return [] }
        defer { JSStringRelease(ref) }
        let length = JSStringGetLength(ref)
        guard length > 0, let characters = JSStringGetCharactersPtr(ref) else { return [] }
        return Array(UnsafeBufferPointer(start: characters, count: length))
    }

    /// The bytes the UTF-8 conversion of a value goes through, and the value's stored form,
    /// kept for the next value.
    nonisolated(unsafe) static var scratch: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var scratchCapacity = 0
    nonisolated(unsafe) static var stored: [UInt8] = []

    /// Calls `body` with a value string's stored form: tag 0 then one byte a unit (every unit
    /// < 256), else tag 1 then UTF-16LE. It is read through JavaScriptCore's UTF-8 conversion,
    /// which works from a Latin-1 string's own characters (JSStringGetCharactersPtr would first
    /// copy it into a UTF-16 buffer of twice its size), into buffers kept from one value to the
    /// next: storing a record allocates nothing in the worker but SQLite's copy.
    static func withStored<T>(_ ctx: JSContextRef, _ value: JSValueRef?, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        defer { releaseLargeBuffers() }
        stored.removeAll(keepingCapacity: true)
        guard let value, let ref = JSValueToStringCopy(ctx, value, nil) else {
            stored.append(0)
            return stored.withUnsafeBytes(body)
        }
        defer { JSStringRelease(ref) }
        let length = JSStringGetLength(ref)
        let capacity = JSStringGetMaximumUTF8CStringSize(ref)
        if capacity > scratchCapacity {
            scratch?.deallocate()
            scratchCapacity = max(capacity, 4096)
            scratch = .allocate(capacity: scratchCapacity)
        }
        let written = JSStringGetUTF8CString(ref, scratch, capacity) - 1
        let utf8 = UnsafeRawBufferPointer(start: scratch, count: max(written, 0)).bindMemory(to: UInt8.self)
        stored.reserveCapacity(length + 1)
        stored.append(0)
        var narrow = true, i = 0
        while i < utf8.count {
            let byte = utf8[i]
            if byte < 0x80 {
                stored.append(byte); i += 1
            } else if byte & 0xE0 == 0xC0, byte <= 0xC3, i + 1 < utf8.count {
                stored.append((byte & 0x03) << 6 | (utf8[i + 1] & 0x3F)); i += 2
            } else {
                narrow = false; break
            }
        }
        if narrow && stored.count == length + 1 { return stored.withUnsafeBytes(body) }
        stored.removeAll(keepingCapacity: true)
        stored.reserveCapacity(2 * length + 1)
        stored.append(1)
        if let characters = JSStringGetCharactersPtr(ref) {
            for unit in UnsafeBufferPointer(start: characters, count: length) {
                stored.append(UInt8(truncatingIfNeeded: unit)); stored.append(UInt8(truncatingIfNeeded: unit >> 8))
            }
        }
        return stored.withUnsafeBytes(body)
    }

    /// The buffers are kept for the next value only while they are smaller than a large value
    /// (largeValueBytes): one record of megabytes would otherwise hold its UTF-8 and stored
    /// copies, up to four times its size, in the worker's footprint for the rest of its life.
    private static func releaseLargeBuffers() {
        if scratchCapacity > largeValueBytes {
            scratch?.deallocate()
            scratch = nil
            scratchCapacity = 0
        }
        if stored.capacity > largeValueBytes { stored = [] }
    }

    /// A stored value's bytes as a JS string.
    static func makeValue(_ ctx: JSContextRef, _ bytes: UnsafeRawBufferPointer) -> JSValueRef {
        let wide = bytes.first == 1
        let length = wide ? (bytes.count - 1) / 2 : max(bytes.count - 1, 0)
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(length, 1)) { units in
            if wide {
                for i in 0..<length { units[i] = UInt16(bytes[2 * i + 1]) | UInt16(bytes[2 * i + 2]) << 8 }
            } else {
                for i in 0..<length { units[i] = UInt16(bytes[i + 1]) }
            }
            let ref = JSStringCreateWithCharacters(units.baseAddress, length)!
            defer { JSStringRelease(ref) }
            return JSValueMakeString(ctx, ref)
        }
    }

    /// A stored key (big-endian code units) as a JS string.
    static func makeKey(_ ctx: JSContextRef, _ bytes: UnsafeRawBufferPointer) -> JSValueRef {
        let length = bytes.count / 2
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(length, 1)) { units in
            for i in 0..<length { units[i] = UInt16(bytes[2 * i]) << 8 | UInt16(bytes[2 * i + 1]) }
            let ref = JSStringCreateWithCharacters(units.baseAddress, length)!
            defer { JSStringRelease(ref) }
            return JSValueMakeString(ctx, ref)
        }
    }
}

private func int(_ ctx: JSContextRef, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?, _ index: Int) -> Int {
    guard let value = argument(count, arguments, index) else { return 0 }
    let number = JSValueToNumber(ctx, value, nil)
    return number.isFinite ? Int(number) : 0
}

private func present(_ ctx: JSContextRef, _ value: JSValueRef?) -> Bool {
    guard let value else { return false }
    return !JSValueIsUndefined(ctx, value) && !JSValueIsNull(ctx, value)
}

/// Bounds from arguments first...first+3: lower, lowerOpen, upper, upperOpen.
private func bounds(_ ctx: JSContextRef, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?, _ first: Int) -> StorageHost.Bounds {
    var result = StorageHost.Bounds()
    let lower = argument(count, arguments, first), upper = argument(count, arguments, first + 2)
    if present(ctx, lower) { result.lower = StorageHost.units(ctx, lower) }
    if present(ctx, upper) { result.upper = StorageHost.units(ctx, upper) }
    result.lowerOpen = argument(count, arguments, first + 1).map { JSValueToBoolean(ctx, $0) } ?? false
    result.upperOpen = argument(count, arguments, first + 3).map { JSValueToBoolean(ctx, $0) } ?? false
    return result
}

private var store: StorageHost? { WorkerHost.current?.storage }

enum StorageFunctions {
    static let begin: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
        JSValueMakeNumber(ctx, Double(store?.begin() ?? 0))
    }

    static let end: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let ok = store?.end(int(ctx, count, arguments, 0), commit: argument(count, arguments, 1).map { JSValueToBoolean(ctx, $0) } ?? false)
        return JSValueMakeBoolean(ctx, ok ?? true)
    }

    static let meta: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        guard let value = store?.metadata(JSC.describe(ctx, argument(count, arguments, 0))) else { return JSValueMakeNull(ctx) }
        return JSC.makeString(ctx, utf16: value)
    }

    static let setMeta: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx, let store else { return nil }
        let value = argument(count, arguments, 2)
        let text: String? = present(ctx, value) ? String(decoding: StorageHost.units(ctx, value), as: UTF16.self) : nil
        return JSValueMakeBoolean(ctx, store.setMetadata(int(ctx, count, arguments, 0), JSC.describe(ctx, argument(count, arguments, 1)), text))
    }

    static let metaNames: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let names = store?.metadataNames(prefix: JSC.describe(ctx, argument(count, arguments, 0))) ?? []
        return JSC.makeArray(ctx) { append in for name in names { append(JSC.makeString(ctx, utf16: name)) } }
    }

    static let newTable: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let label = argument(count, arguments, 1).map { JSC.describe(ctx, $0) } ?? ""
        let per = max(int(ctx, count, arguments, 2), 1)
        return JSValueMakeNumber(ctx, Double(store?.newTable(int(ctx, count, arguments, 0), label: label, rowsPerEntry: per) ?? 0))
    }

    static let label: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        store?.label(int(ctx, count, arguments, 0), JSC.describe(ctx, argument(count, arguments, 1)))
        return JSValueMakeUndefined(ctx)
    }

    static let dropTable: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        store?.dropTable(int(ctx, count, arguments, 0), int(ctx, count, arguments, 1))
        return JSValueMakeUndefined(ctx)
    }

    static let put: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx, let store else { return nil }
        let key = StorageHost.units(ctx, argument(count, arguments, 2))
        let ok = StorageHost.withStored(ctx, argument(count, arguments, 3)) {
            store.put(int(ctx, count, arguments, 0), int(ctx, count, arguments, 1), key, $0)
        }
        return JSValueMakeBoolean(ctx, ok)
    }

    /// A body's bytes (a Uint8Array) stored as the string '\x01' + one character a byte would be
    /// (tag 0, then 1, then the bytes), read from the array itself: no string of the body, and no
    /// UTF-8 conversion of it, is made (a Workbox precache of a 1 MB file made some 6 MB of them).
    static let putBytes: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx, let store else { return nil }
        let key = StorageHost.units(ctx, argument(count, arguments, 2))
        guard let object = argument(count, arguments, 3).flatMap({ JSValueToObject(ctx, $0, nil) }),
            let bytes = JSC.typedArrayBytes(ctx, object)
        else { return JSValueMakeBoolean(ctx, false) }
        let ok = withUnsafeTemporaryAllocation(byteCount: bytes.count + 2, alignment: 1) { value in
            value[0] = 0
            value[1] = 1
            if let source = bytes.baseAddress, !bytes.isEmpty { (value.baseAddress! + 2).copyMemory(from: source, byteCount: bytes.count) }
            return store.put(int(ctx, count, arguments, 0), int(ctx, count, arguments, 1), key, UnsafeRawBufferPointer(value))
        }
        return JSValueMakeBoolean(ctx, ok)
    }

    /// A body stored by putBytes (or, before it, as the string '\x01' + one character a byte,
    /// which withStored kept narrow: tag 0, every unit below 256) as a fresh Uint8Array; null for
    /// a body stored as '\0' (none); undefined when nothing is stored.
    static let getBytes: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let key = StorageHost.units(ctx, argument(count, arguments, 1))
        return store?.get(int(ctx, count, arguments, 0), key) { stored -> JSValueRef in
            guard stored.count >= 2, stored[0] == 0, stored[1] == 1 else { return JSValueMakeNull(ctx) }
            return JSC.makeUint8Array(ctx, copying: UnsafeRawBufferPointer(rebasing: stored[2...]))
        } ?? JSValueMakeUndefined(ctx)
    }

    static let get: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let key = StorageHost.units(ctx, argument(count, arguments, 1))
        return store?.get(int(ctx, count, arguments, 0), key) { StorageHost.makeValue(ctx, $0) } ?? JSValueMakeUndefined(ctx)
    }

    /// The first (reverse: the last) entry within both bounds: a cursor's range and its position.
    static let find: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        guard let store else { return JSValueMakeNull(ctx) }
        let reverse = argument(count, arguments, 5).map { JSValueToBoolean(ctx, $0) } ?? false
        var found = false
        let pair = JSC.makeArray(ctx) { append in
            store.scan(
                int(ctx, count, arguments, 0), [bounds(ctx, count, arguments, 1), bounds(ctx, count, arguments, 6)], reverse: reverse, limit: 1, values: true
            ) {
                append(StorageHost.makeKey(ctx, StorageHost.column($0, 0)))
                append(StorageHost.makeValue(ctx, StorageHost.column($0, 1)))
                found = true
                return false
            }
        }
        return found ? pair : JSValueMakeNull(ctx)
    }

    /// At most limit (0: all) entries; with what 2 their keys and values interleaved.
    static let range: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        return JSC.makeArray(ctx) { append in
            guard let store else { return }
            let reverse = argument(count, arguments, 5).map { JSValueToBoolean(ctx, $0) } ?? false
            let limit = int(ctx, count, arguments, 6), what = int(ctx, count, arguments, 7)
            store.scan(int(ctx, count, arguments, 0), [bounds(ctx, count, arguments, 1)], reverse: reverse, limit: limit, values: what != 0) {
                if what != 1 { append(StorageHost.makeKey(ctx, StorageHost.column($0, 0))) }
                if what != 0 { append(StorageHost.makeValue(ctx, StorageHost.column($0, 1))) }
                return true
            }
        }
    }

    static let count: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        return JSValueMakeNumber(ctx, Double(store?.count(int(ctx, count, arguments, 0), bounds(ctx, count, arguments, 1)) ?? 0))
    }

    static let delete: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let deleted = store?.delete(int(ctx, count, arguments, 0), int(ctx, count, arguments, 1), bounds(ctx, count, arguments, 2)) ?? 0
        return JSValueMakeNumber(ctx, Double(deleted))
    }
}

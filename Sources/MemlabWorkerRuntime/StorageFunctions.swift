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

    /// The bytes the UTF-8 conversion of a value goes through, kept for the next value.
    nonisolated(unsafe) static var scratch: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var scratchCapacity = 0

    /// A table entry for `key` and a value string (Table's layout), made in one allocation: the
    /// value is stored as tag 0 then one byte a unit (every unit < 256), else tag 1 then UTF-16LE.
    /// It is read through JavaScriptCore's UTF-8 conversion, which works from a Latin-1 string's
    /// own characters (JSStringGetCharactersPtr would first copy it into a UTF-16 buffer of twice
    /// its size), into a buffer kept from one value to the next: storing a record allocates
    /// nothing but the record.
    static func entry(_ ctx: JSContextRef, key: [UInt16], value: JSValueRef?) -> [UInt8] {
        guard let value, let ref = JSValueToStringCopy(ctx, value, nil) else { return Table.entry(key, [0]) }
        defer { JSStringRelease(ref) }
        let length = JSStringGetLength(ref)
        let header = 4 + key.count * 2
        let capacity = JSStringGetMaximumUTF8CStringSize(ref)
        if capacity > scratchCapacity {
            scratch?.deallocate()
            scratchCapacity = max(capacity, 4096)
            scratch = .allocate(capacity: scratchCapacity)
        }
        let written = JSStringGetUTF8CString(ref, scratch, capacity) - 1
        let utf8 = UnsafeRawBufferPointer(start: scratch, count: max(written, 0)).bindMemory(to: UInt8.self)
        var narrow = true
        let made = [UInt8](unsafeUninitializedCapacity: header + length + 1) { buffer, count in
            let n = UInt32(key.count)
            for i in 0..<4 { buffer[i] = UInt8(truncatingIfNeeded: n >> UInt32(8 * i)) }
            for (i, unit) in key.enumerated() { buffer[4 + 2 * i] = UInt8(truncatingIfNeeded: unit); buffer[5 + 2 * i] = UInt8(truncatingIfNeeded: unit >> 8) }
            buffer[header] = 0
            var at = header + 1, i = 0
            while i < utf8.count && narrow && at < header + length + 1 {
                let byte = utf8[i]
                if byte < 0x80 {
                    buffer[at] = byte; i += 1
                } else if byte & 0xE0 == 0xC0, byte <= 0xC3, i + 1 < utf8.count {
                    buffer[at] = (byte & 0x03) << 6 | (utf8[i + 1] & 0x3F); i += 2
                } else {
                    narrow = false; break
                }
                at += 1
                if at > header + length + 1 { narrow = false }
            }
            if at != header + length + 1 { narrow = false }
            count = narrow ? at : 0
        }
        if narrow { return made }
        guard let characters = JSStringGetCharactersPtr(ref) else { return Table.entry(key, [0]) }
        let units = UnsafeBufferPointer(start: characters, count: length)
        return [UInt8](unsafeUninitializedCapacity: header + 2 * length + 1) { buffer, count in
            let n = UInt32(key.count)
            for i in 0..<4 { buffer[i] = UInt8(truncatingIfNeeded: n >> UInt32(8 * i)) }
            for (i, unit) in key.enumerated() { buffer[4 + 2 * i] = UInt8(truncatingIfNeeded: unit); buffer[5 + 2 * i] = UInt8(truncatingIfNeeded: unit >> 8) }
            buffer[header] = 1
            for i in 0..<length {
                buffer[header + 2 * i + 1] = UInt8(truncatingIfNeeded: units[i]); buffer[header + 2 * i + 2] = UInt8(truncatingIfNeeded: units[i] >> 8)
            }
            count = header + 2 * length + 1
        }
    }

    /// Entry `index`'s value as a JS string (its stored bytes read in place).
    static func makeValue(_ ctx: JSContextRef, _ table: Table, _ index: Int) -> JSValueRef {
        let offset = table.valueOffset(index)
        return table.entries[index].withUnsafeBufferPointer { entry in
            let bytes = UnsafeBufferPointer(rebasing: entry[offset...])
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
    }

    /// Entry `index`'s key (its encoding) as a JS string.
    static func makeKey(_ ctx: JSContextRef, _ table: Table, _ index: Int) -> JSValueRef {
        let key = table.key(index)
        return key.withUnsafeBufferPointer { buffer in
            let ref = JSStringCreateWithCharacters(buffer.baseAddress, buffer.count)!
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
        store?.end(int(ctx, count, arguments, 0), commit: argument(count, arguments, 1).map { JSValueToBoolean(ctx, $0) } ?? false)
        return JSValueMakeUndefined(ctx)
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
        var values: [JSValueRef?] = names.map { JSC.makeString(ctx, utf16: $0) }
        return values.withUnsafeMutableBufferPointer { JSObjectMakeArray(ctx, $0.count, $0.baseAddress, nil) }
    }

    static let newTable: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        return JSValueMakeNumber(ctx, Double(store?.newTable(int(ctx, count, arguments, 0)) ?? 0))
    }

    static let dropTable: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        store?.dropTable(int(ctx, count, arguments, 0), int(ctx, count, arguments, 1))
        return JSValueMakeUndefined(ctx)
    }

    static let put: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx, let store else { return nil }
        let key = StorageHost.units(ctx, argument(count, arguments, 2))
        let ok = store.put(
            int(ctx, count, arguments, 0), int(ctx, count, arguments, 1), key,
            entry: StorageHost.entry(ctx, key: key, value: argument(count, arguments, 3)))
        return JSValueMakeBoolean(ctx, ok)
    }

    static let get: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        guard let (table, index) = store?.find(int(ctx, count, arguments, 0), StorageHost.units(ctx, argument(count, arguments, 1))) else {
            return JSValueMakeUndefined(ctx)
        }
        return StorageHost.makeValue(ctx, table, index)
    }

    /// The first (reverse: the last) entry within both bounds: a cursor's range and its position.
    static let find: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        guard let store, let table = store.tables[int(ctx, count, arguments, 0)] else { return JSValueMakeNull(ctx) }
        let first = store.span(table, bounds(ctx, count, arguments, 1)), second = store.span(table, bounds(ctx, count, arguments, 6))
        let range = max(first.lowerBound, second.lowerBound)..<max(max(first.lowerBound, second.lowerBound), min(first.upperBound, second.upperBound))
        guard !range.isEmpty else { return JSValueMakeNull(ctx) }
        let reverse = argument(count, arguments, 5).map { JSValueToBoolean(ctx, $0) } ?? false
        let at = reverse ? range.upperBound - 1 : range.lowerBound
        var pair: [JSValueRef?] = [StorageHost.makeKey(ctx, table, at), StorageHost.makeValue(ctx, table, at)]
        return pair.withUnsafeMutableBufferPointer { JSObjectMakeArray(ctx, 2, $0.baseAddress, nil) }
    }

    /// At most limit (0: all) entries; with what 2 their keys and values interleaved.
    static let range: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        var values: [JSValueRef?] = []
        if let store, let table = store.tables[int(ctx, count, arguments, 0)] {
            var range = store.span(table, bounds(ctx, count, arguments, 1))
            let reverse = argument(count, arguments, 5).map { JSValueToBoolean(ctx, $0) } ?? false
            let limit = int(ctx, count, arguments, 6), what = int(ctx, count, arguments, 7)
            if limit > 0 && range.count > limit {
                range = reverse ? (range.upperBound - limit)..<range.upperBound : range.lowerBound..<(range.lowerBound + limit)
            }
            let order: [Int] = reverse ? range.reversed() : Array(range)
            values.reserveCapacity(order.count * (what == 2 ? 2 : 1))
            for index in order {
                if what != 1 { values.append(StorageHost.makeKey(ctx, table, index)) }
                if what != 0 { values.append(StorageHost.makeValue(ctx, table, index)) }
            }
        }
        return values.withUnsafeMutableBufferPointer { JSObjectMakeArray(ctx, $0.count, $0.baseAddress, nil) }
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

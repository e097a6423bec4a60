@preconcurrency import Glibc
import CJavaScriptCore

/// The storage behind IndexedDB and the Cache API (js/idb-*.js, js/cache.js): it lives in the
/// worker process for the process's whole life, outside every JavaScript heap, so that what one
/// push stores the next push reads in every isolation mode (context, group, none), as the store
/// behind IndexedDB on a device outlives each JSContext. Its bytes are the worker's bytes, so
/// they count in the footprint like everything else; `bytes` is what it holds (the push frame's
/// `storageBytes`).
///
/// It knows nothing of IndexedDB: it holds sorted tables and named metadata strings, and undoes
/// a transaction's writes on abort. JavaScript encodes every key into a string whose UTF-16
/// code-unit order is IndexedDB's key order (js/idb-keys.js), so a table compares code units
/// only; a record's value is the structured-clone serialization (js/storage-values.js), kept as
/// one byte a code unit when every unit fits (Latin-1), else as UTF-16.
public final class StorageHost {
    /// One table: entries sorted by key code units (binary search: O(log n) reads). Each entry
    /// is one allocation: u32 key length in code units (little-endian), the key's units
    /// (UTF-16LE), then the value's bytes; a key and its value in two arrays cost a record a
    /// second allocation and array header (~56 bytes of a 1 KiB record).
    final class Table {
        var entries: [[UInt8]] = []
        var count: Int { entries.count }

        static func entry(_ key: [UInt16], _ value: [UInt8]) -> [UInt8] {
            [UInt8](unsafeUninitializedCapacity: 4 + key.count * 2 + value.count) { buffer, count in
                let n = UInt32(key.count)
                for i in 0..<4 { buffer[i] = UInt8(truncatingIfNeeded: n >> UInt32(8 * i)) }
                for (i, unit) in key.enumerated() {
                    buffer[4 + 2 * i] = UInt8(truncatingIfNeeded: unit); buffer[5 + 2 * i] = UInt8(truncatingIfNeeded: unit >> 8)
                }
                var at = 4 + key.count * 2
                for byte in value { buffer[at] = byte; at += 1 }
                count = at
            }
        }

        static func keyUnits(_ entry: [UInt8]) -> Int { Int(entry[0]) | Int(entry[1]) << 8 | Int(entry[2]) << 16 | Int(entry[3]) << 24 }
        func valueOffset(_ index: Int) -> Int { 4 + Table.keyUnits(entries[index]) * 2 }

        func key(_ index: Int) -> [UInt16] {
            let entry = entries[index]
            let n = Table.keyUnits(entry)
            return (0..<n).map { UInt16(entry[4 + 2 * $0]) | UInt16(entry[5 + 2 * $0]) << 8 }
        }

        func value(_ index: Int) -> [UInt8] { Array(entries[index][valueOffset(index)...]) }

        /// What the entry's key is to `key`: as StorageHost.compare.
        func compare(_ index: Int, _ key: [UInt16]) -> Int {
            entries[index].withUnsafeBufferPointer { e in
                key.withUnsafeBufferPointer { y in
                    let units = Int(e[0]) | Int(e[1]) << 8 | Int(e[2]) << 16 | Int(e[3]) << 24
                    let n = min(units, y.count)
                    var i = 0
                    while i < n {
                        let u = UInt16(e[4 + 2 * i]) | UInt16(e[5 + 2 * i]) << 8
                        if u != y[i] { return u < y[i] ? -1 : 1 }
                        i += 1
                    }
                    if units == y.count { return 0 }
                    return units < y.count ? -1 : 2
                }
            }
        }
    }

    enum Undo {
        /// The entry a write replaced (nil: there was none); entries are copy-on-write, so no copy.
        case put(table: Int, key: [UInt16], old: [UInt8]?)
        case meta(name: String, old: String?)
        case created(table: Int)
        case dropped(table: Int, Table)
    }

    /// Metadata by name: "idb <origin> <database>" (a database's schema as JSON), "caches <origin>".
    private(set) var metadata: [String: String] = [:]
    private(set) var tables: [Int: Table] = [:]
    private var nextTable = 1
    private var nextTransaction = 1
    /// Open transactions' undo logs, newest write last.
    private var logs: [Int: [Undo]] = [:]
    /// Payload bytes held: key code units (2 bytes each), value bytes, metadata (UTF-8).
    public private(set) var bytes: Int64 = 0
    /// The most `bytes` may reach; a write past it is refused (QuotaExceededError in JavaScript).
    public var quotaBytes: Int64 = StorageHost.defaultQuotaBytes
    /// 64 MiB: more than a push extension's whole memory ceiling, so by default the ceiling
    /// is met first, as on a device; --storage-quota lowers it.
    public static let defaultQuotaBytes: Int64 = 64 << 20

    public init() {}

    private typealias Trim = @convention(c) (Int) -> Int32
    nonisolated(unsafe) private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    // MARK: transactions

    func begin() -> Int {
        let id = nextTransaction
        nextTransaction += 1
        logs[id] = []
        return id
    }

    /// Commits (drops the undo log) or aborts (undoes every write, newest first).
    func end(_ transaction: Int, commit: Bool) {
        guard let log = logs.removeValue(forKey: transaction) else { return }
        // After a large transaction the freed undo log and the conversions' leftovers are
        // returned to the system (malloc_trim), not kept as holes between the records.
        if log.count >= 256 { StorageHost.trim?(0) }
        if commit { return }
        for undo in log.reversed() {
            switch undo {
            case .put(let table, let key, let old):
                guard let target = tables[table] else { continue }
                if let old { write(target, key, entry: old) } else { remove(target, key) }
            case .meta(let name, let old): setMetadataNow(name, old)
            case .created(let table): if let target = tables.removeValue(forKey: table) { bytes -= size(of: target) }
            case .dropped(let table, let target): tables[table] = target; bytes += size(of: target)
            }
        }
    }

    /// Aborts every open transaction (their context is gone: nothing can commit them any more).
    public func abortOpenTransactions() {
        for id in logs.keys.sorted(by: >) { end(id, commit: false) }
    }

    private func log(_ transaction: Int, _ undo: Undo) {
        if transaction != 0, logs[transaction] != nil { logs[transaction]!.append(undo) }
    }

    // MARK: metadata

    func metadata(_ name: String) -> String? { metadata[name] }

    func setMetadata(_ transaction: Int, _ name: String, _ value: String?) -> Bool {
        let grow = Int64((value?.utf8.count ?? 0) - (metadata[name]?.utf8.count ?? 0))
        if grow > 0 && bytes + grow > quotaBytes { return false }
        log(transaction, .meta(name: name, old: metadata[name]))
        setMetadataNow(name, value)
        return true
    }

    private func setMetadataNow(_ name: String, _ value: String?) {
        bytes -= Int64(metadata[name]?.utf8.count ?? 0)
        metadata[name] = value
        bytes += Int64(value?.utf8.count ?? 0)
    }

    func metadataNames(prefix: String) -> [String] { metadata.keys.filter { $0.hasPrefix(prefix) }.sorted() }

    // MARK: tables

    func newTable(_ transaction: Int) -> Int {
        let id = nextTable
        nextTable += 1
        tables[id] = Table()
        log(transaction, .created(table: id))
        return id
    }

    func dropTable(_ transaction: Int, _ id: Int) {
        guard let table = tables.removeValue(forKey: id) else { return }
        bytes -= size(of: table)
        if transaction != 0, logs[transaction] != nil { log(transaction, .dropped(table: id, table)) }
    }

    private func size(of table: Table) -> Int64 {
        var total: Int64 = 0
        for entry in table.entries { total += Int64(entry.count - 4) }
        return total
    }

    /// Stores `value` under `key`; false (nothing written) when it would pass the quota.
    func put(_ transaction: Int, _ id: Int, _ key: [UInt16], _ value: [UInt8]) -> Bool {
        put(transaction, id, key, entry: Table.entry(key, value))
    }

    /// Stores an entry made with Table.entry (or StorageHost.entry) under its key.
    func put(_ transaction: Int, _ id: Int, _ key: [UInt16], entry: [UInt8]) -> Bool {
        guard let table = tables[id] else { return true }
        let at = StorageHost.lowerBound(table, key, open: false)
        let exists = at < table.count && table.compare(at, key) == 0
        let old = exists ? table.entries[at] : nil
        let grow = Int64(entry.count - 4) - Int64((old?.count ?? 4) - 4)
        if grow > 0 && bytes + grow > quotaBytes { return false }
        log(transaction, .put(table: id, key: key, old: old))
        write(table, key, entry: entry)
        return true
    }

    private func write(_ table: Table, _ key: [UInt16], entry: [UInt8]) {
        let at = StorageHost.lowerBound(table, key, open: false)
        if at < table.count && table.compare(at, key) == 0 {
            bytes += Int64(entry.count - table.entries[at].count)
            table.entries[at] = entry
            return
        }
        table.entries.insert(entry, at: at)
        bytes += Int64(entry.count - 4)
    }

    private func remove(_ table: Table, _ key: [UInt16]) {
        let at = StorageHost.lowerBound(table, key, open: false)
        guard at < table.count && table.compare(at, key) == 0 else { return }
        bytes -= Int64(table.entries[at].count - 4)
        table.entries.remove(at: at)
    }

    /// The table and the index of the entry under `key`, if there is one.
    func find(_ id: Int, _ key: [UInt16]) -> (Table, Int)? {
        guard let table = tables[id] else { return nil }
        let at = StorageHost.lowerBound(table, key, open: false)
        return at < table.count && table.compare(at, key) == 0 ? (table, at) : nil
    }

    func get(_ id: Int, _ key: [UInt16]) -> [UInt8]? { find(id, key).map { $0.0.value($0.1) } }

    /// A key range: nil bounds are unbounded. A bound matches every key it is a prefix of
    /// (JavaScript's encoding is prefix-free, so for a whole key that is the key itself, and
    /// for an index key the entries "index key + primary key" of that index key).
    struct Bounds {
        var lower: [UInt16]?
        var lowerOpen = false
        var upper: [UInt16]?
        var upperOpen = false
    }

    /// The half-open index range [start, end) of the entries within `bounds`.
    func span(_ table: Table, _ bounds: Bounds) -> Range<Int> {
        let start = bounds.lower.map { StorageHost.lowerBound(table, $0, open: bounds.lowerOpen) } ?? 0
        let end = bounds.upper.map { StorageHost.upperBound(table, $0, open: bounds.upperOpen) } ?? table.count
        return start < end ? start..<end : start..<start
    }

    func count(_ id: Int, _ bounds: Bounds) -> Int {
        guard let table = tables[id] else { return 0 }
        return span(table, bounds).count
    }

    /// Deletes the entries within `bounds`; returns how many.
    func delete(_ transaction: Int, _ id: Int, _ bounds: Bounds) -> Int {
        guard let table = tables[id] else { return 0 }
        let range = span(table, bounds)
        for index in range {
            log(transaction, .put(table: id, key: table.key(index), old: table.entries[index]))
            bytes -= Int64(table.entries[index].count - 4)
        }
        table.entries.removeSubrange(range)
        return range.count
    }

    /// First index whose key is not below `key` (open: not below nor prefixed by it).
    static func lowerBound(_ table: Table, _ key: [UInt16], open: Bool) -> Int {
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            let below = table.compare(middle, key)
            if below < 0 || (open && below == 2) || (open && below == 0) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// First index past every key below `key` (closed: and every key it prefixes).
    static func upperBound(_ table: Table, _ key: [UInt16], open: Bool) -> Int {
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            let order = table.compare(middle, key)
            if order < 0 || (!open && (order == 0 || order == 2)) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// -1: a < b and b does not prefix a; 0: equal; 1: a > b; 2: b is a proper prefix of a.
    static func compare(_ a: [UInt16], _ b: [UInt16]) -> Int {
        a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                let n = min(x.count, y.count)
                var i = 0
                while i < n {
                    if x[i] != y[i] { return x[i] < y[i] ? -1 : 1 }
                    i += 1
                }
                if x.count == y.count { return 0 }
                return x.count < y.count ? -1 : 2
            }
        }
    }

    // MARK: the --storage file

    /// The file in a --storage directory.
    public static let fileName = "storage.memlab"
    static let magic = Array("memlab-storage\n".utf8)
    public static let formatVersion: UInt32 = 1

    public enum LoadError: Error { case unreadable(String), corrupt(String), newer(UInt32) }

    /// The whole store as the --storage file format (README: "The --storage file"): the magic
    /// line, u32 format version, u32 metadata count, each name and value as u32 length + UTF-8,
    /// u32 next table id, u32 table count, each table as u32 id, u32 entry count, each entry as
    /// u32 key units + UTF-16LE units and u32 value length + value bytes; all little-endian.
    public func serialized() -> [UInt8] {
        var out = StorageHost.magic
        func u32(_ value: Int) {
            let v = UInt32(value); for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: v >> UInt32(shift))) }
        }
        u32(Int(StorageHost.formatVersion))
        let names = metadata.keys.sorted()
        u32(names.count)
        for name in names {
            let n = Array(name.utf8), v = Array(metadata[name]!.utf8)
            u32(n.count); out += n; u32(v.count); out += v
        }
        u32(nextTable)
        let ids = tables.keys.sorted()
        u32(ids.count)
        for id in ids {
            let table = tables[id]!
            u32(id); u32(table.count)
            for entry in table.entries {
                let units = Table.keyUnits(entry)
                u32(units)
                out += entry[4..<(4 + units * 2)]
                u32(entry.count - 4 - units * 2); out += entry[(4 + units * 2)...]
            }
        }
        return out
    }

    /// Replaces the store with a serialized one (nothing changes when it throws).
    public func load(_ data: [UInt8]) throws(LoadError) {
        var at = 0
        func need(_ count: Int) throws(LoadError) { if count < 0 || at + count > data.count { throw .corrupt("it ends early") } }
        func u32() throws(LoadError) -> Int {
            try need(4)
            var v = 0
            for i in 0..<4 { v |= Int(data[at + i]) << (8 * i) }
            at += 4
            return v
        }
        func take(_ count: Int) throws(LoadError) -> [UInt8] { try need(count); defer { at += count }; return Array(data[at..<at + count]) }
        guard data.count >= StorageHost.magic.count, Array(data[0..<StorageHost.magic.count]) == StorageHost.magic else {
            throw .corrupt("it does not start with memlab's storage header")
        }
        at = StorageHost.magic.count
        let version = try u32()
        if version > StorageHost.formatVersion { throw .newer(UInt32(version)) }
        if version < 1 { throw .corrupt("its format version is 0") }
        var newMetadata: [String: String] = [:]
        var total: Int64 = 0
        for _ in 0..<(try u32()) {
            let name = try take(try u32()), value = try take(try u32())
            guard let n = String(validating: name, as: UTF8.self), let v = String(validating: value, as: UTF8.self) else {
                throw .corrupt("a name is not UTF-8")
            }
            newMetadata[n] = v
            total += Int64(value.count)
        }
        let next = try u32()
        var newTables: [Int: Table] = [:]
        for _ in 0..<(try u32()) {
            let id = try u32()
            let table = Table()
            for _ in 0..<(try u32()) {
                let units = try u32()
                try need(units * 2)
                var key = [UInt16](repeating: 0, count: units)
                for i in 0..<units { key[i] = UInt16(data[at + 2 * i]) | UInt16(data[at + 2 * i + 1]) << 8 }
                at += units * 2
                let value = try take(try u32())
                if table.count > 0, table.compare(table.count - 1, key) != -1 {
                    throw .corrupt("a table's keys are out of order")
                }
                table.entries.append(Table.entry(key, value))
                total += Int64(units * 2 + value.count)
            }
            if id >= next { throw .corrupt("a table id is past the next id") }
            newTables[id] = table
        }
        if at != data.count { throw .corrupt("it has bytes after its last table") }
        metadata = newMetadata
        tables = newTables
        nextTable = max(next, 1)
        bytes = total
        logs = [:]
    }
}

// MARK: the worker's --storage-quota, --storage-load and --storage-save

extension StorageHost {
    /// Sets the quota and loads the file to start from; a sentence saying what is wrong, or nil.
    public func prepare(quota: Int64?, loading path: String?) -> String? {
        if let quota { quotaBytes = quota }
        guard let path else { return nil }
        guard let data = FileAccess.readWholeFile(path, limit: Int(min(max(quotaBytes, 1 << 20) * 4, 1 << 30))) else {
            return "cannot read the storage file \(path): \(String(cString: strerror(errno)))"
        }
        do { try load(data) } catch {
            switch error {
            case .unreadable(let why), .corrupt(let why):
                return "the storage file \(path) is corrupt (\(why)); restore it or start from an empty --storage directory"
            case .newer(let version):
                return
                    "the storage file \(path) has format version \(version), newer than this memlab reads (\(StorageHost.formatVersion)); use the memlab that wrote it"
            }
        }
        return nil
    }

    /// Writes the store in the --storage file format to `path` (created or replaced); a sentence when it fails.
    public func save(to path: String) -> String? {
        let data = serialized()
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "cannot write the storage file \(path): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, data.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return "cannot write the storage file \(path): \(String(cString: strerror(errno)))" }
            written += n
        }
        return nil
    }
}

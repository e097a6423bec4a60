@preconcurrency import Glibc
import CSandbox

/// The notifications a worker has shown and that are still displayed, as the system keeps
/// them on a device: outside every JS context (so `getNotifications()` in a later push, in a
/// fresh context, sees earlier pushes' notifications, a `tag` replaces, `close()` removes) and
/// outside the extension's own footprint (on iOS the notification centre, not the extension,
/// holds delivered notifications). The records live in a memfd: its pages are shared memory
/// (RssShmem), which the footprint (RssAnon + VmSwap) does not count, so a handler that shows
/// one untagged notification per push and keeps nothing stays flat. The worker's own memory
/// holds only the index of live tagged notifications, bounded by their tags.
///
/// Like a device's notification centre, it is bounded: past `maximumLogBytes` the log is
/// compacted to the newest live notifications within `keptBytes` (older ones are dropped, as
/// a device trims what it displays). The worker's RLIMIT_FSIZE (1 MiB) stays out of reach.
///
/// The log: one record per notification shown, `state(1) length(4) id(8) tagLength(2) tag json`,
/// state `L` live or `D` closed or replaced. Appended to; scanned by `list` and `close(id:)`.
final class ShownNotifications {
    static let maximumLogBytes = 768 * 1024
    static let keptBytes = 256 * 1024
    private static let headerBytes = 15

    private var fd: Int32 = -1
    private var end = 0
    private var nextID = 1
    /// Live tagged notifications: tag -> (id, offset of its record).
    private var tagged: [String: (id: Int, offset: Int)] = [:]
    /// Used when no memfd can be had (then the list is the worker's own memory, and counted).
    private var fallback: [(id: Int, tag: String, json: String)]?

    init() {}

    deinit { if fd >= 0 { Glibc.close(fd) } }

    private func open() -> Bool {
        if fd >= 0 { return true }
        if fallback != nil { return false }
        fd = memlab_memfd("memlab-notifications")
        if fd < 0 { fallback = [] }
        return fd >= 0
    }

    /// Records a notification shown with `tag` ("" for none); returns its id.
    func show(json: String, tag: String) -> Int {
        let id = nextID
        nextID += 1
        guard open() else {
            if !tag.isEmpty { fallback!.removeAll { $0.tag == tag } }
            fallback!.append((id, tag, json))
            if fallback!.count > 1_000 { fallback!.removeFirst() }
            return id
        }
        if !tag.isEmpty, let old = tagged[tag] { markClosed(at: old.offset); tagged[tag] = nil }
        let record = ShownNotifications.record(id: id, tag: tag, json: json)
        if end + record.count > ShownNotifications.maximumLogBytes { compact(making: record.count) }
        guard end + record.count <= ShownNotifications.maximumLogBytes else { return id }  // larger than the whole store
        let offset = end
        if write(record, at: offset) {
            end += record.count
            if !tag.isEmpty { tagged[tag] = (id, offset) }
        }
        return id
    }

    /// `close()` of a notification: it is no longer displayed.
    func close(id: Int) {
        guard open() else { fallback!.removeAll { $0.id == id }; return }
        scan { offset, header in
            if header.id == id { markClosed(at: offset); return false }
            return true
        }
        if let entry = tagged.first(where: { $0.value.id == id }) { tagged[entry.key] = nil }
    }

    /// The live notifications (with `tag`, or all for ""), oldest first, as a JSON array of
    /// `{"id": N, "notification": {...}}`.
    func list(tag: String) -> String {
        var items: [String] = []
        if !open() {
            for entry in fallback! where tag.isEmpty || entry.tag == tag { items.append(Self.item(entry.id, entry.json)) }
        } else if !tag.isEmpty {
            if let live = tagged[tag], let (_, json) = read(at: live.offset) { items.append(Self.item(live.id, json)) }
        } else {
            scan { offset, header in
                if header.live, let (_, json) = read(at: offset) { items.append(Self.item(header.id, json)) }
                return true
            }
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    private static func item(_ id: Int, _ json: String) -> String { "{\"id\":\(id),\"notification\":" + json + "}" }

    // MARK: the log

    /// One allocation: the header, then the tag's and the JSON's UTF-8 copied in.
    private static func record(id: Int, tag: String, json: String) -> [UInt8] {
        var tag = tag, json = json
        return tag.withUTF8 { tagUTF8 in
            json.withUTF8 { body in
                let tagBytes = UnsafeBufferPointer(rebasing: tagUTF8.prefix(Int(UInt16.max)))
                let count = headerBytes + tagBytes.count + body.count
                return [UInt8](unsafeUninitializedCapacity: count) { record, initialized in
                    record[0] = UInt8(ascii: "L")
                    withUnsafeBytes(of: UInt32(body.count).littleEndian) { for i in 0..<4 { record[1 + i] = $0[i] } }
                    withUnsafeBytes(of: UInt64(id).littleEndian) { for i in 0..<8 { record[5 + i] = $0[i] } }
                    withUnsafeBytes(of: UInt16(tagBytes.count).littleEndian) { for i in 0..<2 { record[13 + i] = $0[i] } }
                    var at = headerBytes
                    for byte in tagBytes { record[at] = byte; at += 1 }
                    for byte in body { record[at] = byte; at += 1 }
                    initialized = count
                }
            }
        }
    }

    private struct Header {
        var live: Bool; var length: Int; var id: Int; var tagLength: Int
        var size: Int { ShownNotifications.headerBytes + tagLength + length }
    }

    private func write(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = pwrite(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if wrote < 0 { if errno == EINTR { continue }; return false }
                done += wrote
            }
            return true
        }
    }

    private func bytes(at offset: Int, count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
        return got == count ? buffer : nil
    }

    private func header(at offset: Int) -> Header? {
        guard let bytes = bytes(at: offset, count: ShownNotifications.headerBytes) else { return nil }
        var length: UInt32 = 0, id: UInt64 = 0, tagLength: UInt16 = 0
        withUnsafeMutableBytes(of: &length) { for i in 0..<4 { $0[i] = bytes[1 + i] } }
        withUnsafeMutableBytes(of: &id) { for i in 0..<8 { $0[i] = bytes[5 + i] } }
        withUnsafeMutableBytes(of: &tagLength) { for i in 0..<2 { $0[i] = bytes[13 + i] } }
        return Header(
            live: bytes[0] == UInt8(ascii: "L"), length: Int(UInt32(littleEndian: length)),
            id: Int(UInt64(littleEndian: id)), tagLength: Int(UInt16(littleEndian: tagLength)))
    }

    /// (tag, json) of the record at `offset`.
    private func read(at offset: Int) -> (String, String)? {
        guard let header = header(at: offset),
            let rest = bytes(at: offset + ShownNotifications.headerBytes, count: header.tagLength + header.length)
        else { return nil }
        return (String(decoding: rest[0..<header.tagLength], as: UTF8.self), String(decoding: rest[header.tagLength...], as: UTF8.self))
    }

    private func markClosed(at offset: Int) {
        _ = write([UInt8(ascii: "D")], at: offset)
    }

    /// Calls `body(offset, header)` for every record in order until it returns false.
    private func scan(_ body: (Int, Header) -> Bool) {
        var offset = 0
        while offset < end, let header = header(at: offset) {
            if !body(offset, header) { return }
            offset += header.size
        }
    }

    /// Keeps the newest live notifications within `keptBytes` (less room for `incoming`), rewritten from the start.
    private func compact(making incoming: Int) {
        var live: [(offset: Int, header: Header)] = []
        scan { offset, header in
            if header.live { live.append((offset, header)) }
            return true
        }
        var budget = max(0, ShownNotifications.keptBytes - incoming)
        var kept: [(id: Int, tag: String, json: String)] = []
        for entry in live.reversed() {
            guard entry.header.size <= budget, let (tag, json) = read(at: entry.offset) else { break }
            budget -= entry.header.size
            kept.append((entry.header.id, tag, json))
        }
        _ = ftruncate(fd, 0)
        end = 0
        tagged = [:]
        for entry in kept.reversed() {
            let record = ShownNotifications.record(id: entry.id, tag: entry.tag, json: entry.json)
            guard write(record, at: end) else { break }
            if !entry.tag.isEmpty { tagged[entry.tag] = (entry.id, end) }
            end += record.count
        }
    }
}

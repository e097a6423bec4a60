@preconcurrency import Glibc
import CSandbox

/// The notifications a worker has shown and that are still displayed, as the system keeps
/// them on a device: outside every JS context (so `getNotifications()` in a later push, in a
/// fresh context, sees earlier pushes' notifications, a `tag` replaces, `close()` removes) and
/// outside the extension's own footprint (on iOS the notification centre, not the extension,
/// holds delivered notifications). The records live in a memfd: its pages are shared memory
/// (RssShmem), which the footprint (RssAnon + VmSwap) does not count, so a handler that shows
/// one untagged notification per push and keeps nothing stays flat. The only memory of the
/// worker's own it takes is the index of live tagged notifications, bounded by their tags.
///
/// The log: one record per notification shown, `state(1) length(4) id(8) json(length)`, state
/// `L` live or `D` closed or replaced. Appended to; scanned by `list` and `close(id:)`.
final class ShownNotifications {
    private var fd: Int32 = -1
    private var end = 0
    private var nextID = 1
    /// Live tagged notifications: tag -> (id, offset of its record).
    private var tagged: [String: (id: Int, offset: Int)] = [:]
    /// Used when no memfd can be had (then the list is the worker's own memory, and counted).
    private var fallback: [(id: Int, tag: String, json: String)]?
    private static let headerBytes = 13

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
            return id
        }
        if !tag.isEmpty, let old = tagged[tag] { markClosed(at: old.offset) }
        var record = [UInt8](repeating: 0, count: ShownNotifications.headerBytes)
        let body = Array(json.utf8)
        record[0] = UInt8(ascii: "L")
        withUnsafeBytes(of: UInt32(body.count).littleEndian) { for i in 0..<4 { record[1 + i] = $0[i] } }
        withUnsafeBytes(of: UInt64(id).littleEndian) { for i in 0..<8 { record[5 + i] = $0[i] } }
        record += body
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
        scan { offset, recordID, _ in
            if recordID == id { markClosed(at: offset); return false }
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
            if let live = tagged[tag], let json = read(at: live.offset) { items.append(Self.item(live.id, json)) }
        } else {
            scan { offset, id, live in
                if live, let json = read(at: offset) { items.append(Self.item(id, json)) }
                return true
            }
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    private static func item(_ id: Int, _ json: String) -> String { "{\"id\":\(id),\"notification\":" + json + "}" }

    // MARK: the log

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

    private func header(at offset: Int) -> (live: Bool, length: Int, id: Int)? {
        var bytes = [UInt8](repeating: 0, count: ShownNotifications.headerBytes)
        let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
        guard got == ShownNotifications.headerBytes else { return nil }
        var length: UInt32 = 0, id: UInt64 = 0
        withUnsafeMutableBytes(of: &length) { for i in 0..<4 { $0[i] = bytes[1 + i] } }
        withUnsafeMutableBytes(of: &id) { for i in 0..<8 { $0[i] = bytes[5 + i] } }
        return (bytes[0] == UInt8(ascii: "L"), Int(UInt32(littleEndian: length)), Int(UInt64(littleEndian: id)))
    }

    private func read(at offset: Int) -> String? {
        guard let header = header(at: offset) else { return nil }
        var body = [UInt8](repeating: 0, count: header.length)
        let got = body.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset + ShownNotifications.headerBytes)) }
        guard got == header.length else { return nil }
        return String(decoding: body, as: UTF8.self)
    }

    private func markClosed(at offset: Int) {
        _ = write([UInt8(ascii: "D")], at: offset)
    }

    /// Calls `body(offset, id, live)` for every record in order until it returns false.
    private func scan(_ body: (Int, Int, Bool) -> Bool) {
        var offset = 0
        while offset < end, let header = header(at: offset) {
            if !body(offset, header.id, header.live) { return }
            offset += ShownNotifications.headerBytes + header.length
        }
    }
}

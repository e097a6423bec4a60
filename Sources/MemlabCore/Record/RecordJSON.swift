import Foundation

/// A record's JSON, written out as it is made rather than built whole in memory: a 100,000-push
/// record is some 50 MiB of text, and Foundation's encoder holds a tree of the whole value
/// (several times that) before it writes a byte. Everything but `pushes` is encoded as a
/// record always was (sorted keys, pretty-printed); each push is then encoded on its own, on a
/// line of its own, in place of the empty array. The result is the same JSON value, read back
/// by the same decoder.
public enum RecordJSON {
    /// Flushes to `emit` every this many bytes.
    static let chunkBytes = 1 << 20

    /// Calls `emit` with consecutive pieces of the record's JSON (a newline at the end);
    /// `emit` returns false to stop (a failed write).
    public static func write(_ record: RunRecord, _ emit: ([UInt8]) -> Bool) throws {
        var shell = record
        shell.pushes = []
        let head = [UInt8](try ResultStore.encoder().encode(shell))
        let marker = Array("\n  \"pushes\" : [".utf8)
        guard !record.pushes.isEmpty, let start = find(marker, in: head), let close = head[(start + marker.count)...].firstIndex(of: UInt8(ascii: "]"))
        else {
            _ = emit([UInt8](try ResultStore.encoder().encode(record)) + [UInt8(ascii: "\n")])
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var buffer = Array(head[..<(start + marker.count)])
        buffer.reserveCapacity(chunkBytes + 4096)
        for position in record.pushes.indices {
            buffer.append(contentsOf: position == 0 ? Array("\n    ".utf8) : Array(",\n    ".utf8))
            // Straight from the columns (PushList.appendJSON); else as it encodes (LineJSONEncoder),
            // and JSONEncoder for what that one refuses.
            if !record.pushes.appendJSON(at: position, to: &buffer) {
                let push = record.pushes[position]
                do { try LineJSONEncoder.append(push, to: &buffer) } catch { buffer.append(contentsOf: try encoder.encode(push)) }
            }
            if buffer.count >= chunkBytes {
                guard emit(buffer) else { return }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(contentsOf: Array("\n  ".utf8))
        buffer.append(contentsOf: head[close...])
        buffer.append(UInt8(ascii: "\n"))
        _ = emit(buffer)
    }

    /// The whole JSON in memory (tests; small records).
    public static func data(_ record: RunRecord) throws -> Data {
        var data = Data()
        try write(record) {
            data.append(contentsOf: $0); return true
        }
        return data
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

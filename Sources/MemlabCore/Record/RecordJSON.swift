import Foundation

/// A record's JSON, written out as it is made rather than built whole in memory: Foundation's
/// encoder holds a tree of the whole value (several times its text) before it writes a byte, and a
/// 100,000-push record's pushes are millions of numbers. Everything but `pushes` is encoded as a
/// record always was (sorted keys, pretty-printed); `pushes`, schema 3's columns, is then written
/// straight from PushList's columns (PushList+ColumnsJSON.swift) in place of the empty list's.
/// The result is the same JSON value, read back by the same decoder.
public enum RecordJSON {
    /// Flushes to `emit` every this many bytes.
    static let chunkBytes = 1 << 20

    /// Calls `emit` with consecutive pieces of the record's JSON (a newline at the end);
    /// `emit` returns false to stop (a failed write).
    public static func write(_ record: RunRecord, _ emit: ([UInt8]) -> Bool) throws {
        var shell = record
        shell.pushes = []
        // What is written is this schema's, whichever schema the record was read from.
        shell.schemaVersion = RunRecord.currentSchemaVersion
        let head = [UInt8](try ResultStore.encoder().encode(shell))
        let marker = Array("\n  \"pushes\" : {".utf8)
        guard !record.pushes.isEmpty, let start = find(marker, in: head), let close = closingBrace(in: head, from: start + marker.count - 1)
        else {
            _ = emit(head + [UInt8(ascii: "\n")])
            return
        }
        guard emit(Array(head[..<(start + marker.count - 1)])) else { return }
        var stopped = false
        withoutActuallyEscaping(emit) { emit in
            record.pushes.writeColumnsJSON(chunkBytes: chunkBytes) { piece in
                stopped = !emit(piece)
                return !stopped
            }
        }
        guard !stopped else { return }
        _ = emit(Array(head[(close + 1)...]) + [UInt8(ascii: "\n")])
    }

    /// The position of the brace that closes the object opening at `open` (strings skipped).
    static func closingBrace(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0, inString = false, escaped = false
        for position in open..<bytes.count {
            let byte = bytes[position]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
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

import Foundation
@_exported import MemlabProtocol

/// Splits the worker's byte stream into frames (MemlabProtocol's `WorkerFrame`). Bounded: a
/// line longer than `maximumLineBytes` is dropped (and reported), never buffered without end.
/// A line that is not a frame this parent understands is a `Problem`, never silence.
public struct FrameReader: Sendable {
    public static let maximumLineBytes = 64 * 1024

    public enum Problem: Error, Sendable, Equatable {
        case oversized(bytes: Int)
        case notJSON(preview: String)
        /// A JSON object whose `type` no frame kind has.
        case unknownType(String)
        /// A known kind with a field missing or of the wrong type.
        case malformed(FrameKind, field: String?, preview: String)

        public var sentence: String {
            switch self {
            case .oversized(let bytes): return "the worker sent a frame of over \(bytes) bytes (limit \(FrameReader.maximumLineBytes)); it was dropped"
            case .notJSON(let preview): return "the worker sent a frame that is not a JSON object with a type (\(preview)); it was dropped"
            case .unknownType(let type): return "the worker sent a frame of unknown type \(FrameReader.quoted(type)); it was dropped"
            case .malformed(let kind, let field, let preview):
                let which = field.map { " (field \($0) missing or of the wrong type)" } ?? ""
                return "the worker sent a malformed \(kind.rawValue) frame\(which): \(preview); it was dropped"
            }
        }
    }

    private var pending: [UInt8] = []
    private var discarding = false
    private var discardedBytes = 0
    private let decoder = JSONDecoder()

    public init() {}

    /// Feeds bytes; returns every complete frame or problem in order. Lines are found with
    /// memchr and copied a run at a time (a heap snapshot is megabytes of frames).
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Result<WorkerFrame, Problem>] {
        var out: [Result<WorkerFrame, Problem>] = []
        let fed: Void? = bytes.withContiguousStorageIfAvailable { buffer in feed(buffer, into: &out) }
        if fed == nil { Array(bytes).withUnsafeBufferPointer { feed($0, into: &out) } }
        return out
    }

    private mutating func feed(_ buffer: UnsafeBufferPointer<UInt8>, into out: inout [Result<WorkerFrame, Problem>]) {
        guard let base = buffer.baseAddress else { return }
        var start = 0
        while start < buffer.count {
            let newline: UnsafeMutableRawPointer? = memchr(base + start, 0x0a, buffer.count - start)
            var end = buffer.count
            if let newline { end = UnsafeRawPointer(newline) - UnsafeRawPointer(base) }
            let run = end - start
            if discarding {
                discardedBytes += run
            } else if pending.count + run > FrameReader.maximumLineBytes {
                discarding = true
                discardedBytes = pending.count + run
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(contentsOf: UnsafeBufferPointer(start: base + start, count: run))
            }
            if newline != nil {
                if discarding {
                    out.append(.failure(.oversized(bytes: discardedBytes)))
                    discarding = false
                    discardedBytes = 0
                } else if !pending.isEmpty {
                    out.append(decode(pending))
                }
                pending.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
    }

    /// At end of stream: a trailing partial line is a truncated frame.
    public mutating func finish() -> [Result<WorkerFrame, Problem>] {
        defer { pending.removeAll(); discarding = false }
        if discarding { return [.failure(.oversized(bytes: discardedBytes))] }
        if pending.isEmpty { return [] }
        return [.failure(.notJSON(preview: FrameReader.preview(pending) + " (truncated at end of stream)"))]
    }

    private func decode(_ line: [UInt8]) -> Result<WorkerFrame, Problem> {
        if let chunk = FrameReader.snapshotChunk(line) { return .success(.snapshotChunk(chunk)) }
        if let notification = FrameReader.notification(line) { return .success(.notification(notification)) }
        do {
            return .success(try decoder.decode(WorkerFrame.self, from: Data(line)))
        } catch FrameDecodingError.unknownType(let type) {
            return .failure(.unknownType(type))
        } catch FrameDecodingError.malformed(let kind, let field) {
            return .failure(.malformed(kind, field: field, preview: FrameReader.preview(line)))
        } catch {
            return .failure(.notJSON(preview: FrameReader.preview(line)))
        }
    }

    static let notificationHead = Array("{\"type\":\"notification\",\"push\":".utf8)
    static let notificationField = Array(",\"notification\":".utf8)

    /// A `notification` frame exactly as the worker writes it (type, push, notification, in that
    /// order), its notification read by JSONValueParser rather than JSONDecoder (which decodes a
    /// JSONValue by trying each kind in turn: most of memlab's time per push was spent there); nil
    /// for anything else, or anything the parser is unsure of, which JSONDecoder then reads.
    static func notification(_ line: [UInt8]) -> NotificationFrame? {
        guard line.count > notificationHead.count + notificationField.count + 2, line.starts(with: notificationHead),
            line.last == UInt8(ascii: "}")
        else { return nil }
        var at = notificationHead.count
        let digitsStart = at
        while at < line.count, line[at] >= UInt8(ascii: "0"), line[at] <= UInt8(ascii: "9") { at += 1 }
        guard at > digitsStart, at - digitsStart <= 18, line[at...].starts(with: notificationField),
            let push = Int(String(decoding: line[digitsStart..<at], as: UTF8.self))
        else { return nil }
        at += notificationField.count
        return line.withUnsafeBufferPointer { buffer -> NotificationFrame? in
            guard let (value, end) = JSONValueParser.value(in: buffer, from: at), end == buffer.count - 1 else { return nil }
            return NotificationFrame(push: push, notification: value)
        }
    }

    static let chunkHead = Array("{\"type\":\"snapshot-chunk\",\"label\":\"".utf8)
    static let chunkData = Array("\",\"data\":\"".utf8)

    /// A `snapshot-chunk` frame exactly as the worker writes it (type, label, data, in that
    /// order), read without JSONDecoder; nil for anything else, which JSONDecoder then reads.
    static func snapshotChunk(_ line: [UInt8]) -> SnapshotChunkFrame? {
        guard line.count > chunkHead.count + chunkData.count + 2, line.starts(with: chunkHead), line.last == UInt8(ascii: "}"),
            line[line.count - 2] == UInt8(ascii: "\"")
        else { return nil }
        var at = chunkHead.count
        let labelStart = at
        while at < line.count, line[at] != UInt8(ascii: "\""), line[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < line.count, line[at] == UInt8(ascii: "\""), line[at...].starts(with: chunkData) else { return nil }
        let label = String(decoding: line[labelStart..<at], as: UTF8.self)
        let dataStart = at + chunkData.count, dataEnd = line.count - 2
        guard dataStart <= dataEnd else { return nil }
        let body = line[dataStart..<dataEnd]
        guard body.contains(UInt8(ascii: "\\")) || body.contains(UInt8(ascii: "\"")) else {
            return SnapshotChunkFrame(label: label, data: String(decoding: body, as: UTF8.self))
        }
        // Unescape: the worker escapes quotes, backslashes and control characters (\u00XX).
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            let byte = body[i]
            if byte == UInt8(ascii: "\"") { return nil }  // an unescaped quote inside: not the worker's form
            guard byte == UInt8(ascii: "\\") else { out.append(byte); i += 1; continue }
            guard i + 1 < body.endIndex else { return nil }
            switch body[i + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(body[i + 1]); i += 2
            case UInt8(ascii: "n"): out.append(0x0a); i += 2
            case UInt8(ascii: "t"): out.append(0x09); i += 2
            case UInt8(ascii: "r"): out.append(0x0d); i += 2
            case UInt8(ascii: "u"):
                guard i + 5 < body.endIndex, let value = UInt8(String(decoding: body[(i + 2)...(i + 5)], as: UTF8.self), radix: 16) else { return nil }
                out.append(value)  // only control characters are escaped this way
                i += 6
            default: return nil
            }
        }
        return SnapshotChunkFrame(label: label, data: String(decoding: out, as: UTF8.self))
    }

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        let printable = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "." : Character($0) })
        return "\"" + printable + (bytes.count > 40 ? "…" : "") + "\""
    }

    static func quoted(_ text: String) -> String { preview(Array(text.utf8)) }
}

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

    /// Feeds bytes; returns every complete frame or problem in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Result<WorkerFrame, Problem>] {
        var out: [Result<WorkerFrame, Problem>] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if discarding {
                    out.append(.failure(.oversized(bytes: discardedBytes)))
                    discarding = false
                    discardedBytes = 0
                } else if !pending.isEmpty {
                    out.append(decode(pending))
                }
                pending.removeAll(keepingCapacity: true)
                continue
            }
            if discarding { discardedBytes += 1; continue }
            pending.append(byte)
            if pending.count > FrameReader.maximumLineBytes {
                discarding = true
                discardedBytes = pending.count
                pending.removeAll(keepingCapacity: true)
            }
        }
        return out
    }

    /// At end of stream: a trailing partial line is a truncated frame.
    public mutating func finish() -> [Result<WorkerFrame, Problem>] {
        defer { pending.removeAll(); discarding = false }
        if discarding { return [.failure(.oversized(bytes: discardedBytes))] }
        if pending.isEmpty { return [] }
        return [.failure(.notJSON(preview: FrameReader.preview(pending) + " (truncated at end of stream)"))]
    }

    private func decode(_ line: [UInt8]) -> Result<WorkerFrame, Problem> {
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

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        let printable = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "." : Character($0) })
        return "\"" + printable + (bytes.count > 40 ? "…" : "") + "\""
    }

    static func quoted(_ text: String) -> String { preview(Array(text.utf8)) }
}

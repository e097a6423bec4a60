/// The frames the worker sends the parent (docs/worker-protocol.md): newline-delimited JSON
/// objects on fd 3, each with a `type` naming its kind. One type per kind; each is written by
/// the worker (`encoded()`, with JSONObjectWriter, no Foundation) and decoded by the parent
/// (`Decodable`, through `WorkerFrame`), with the same `CodingKeys`.

/// Every kind of frame the worker can send.
public enum FrameKind: String, CaseIterable, Sendable, Codable {
    case hello, baseline, ceiling
    case ceilingHit = "ceiling-hit"
    case loaded, checkpoint, console, uncaught, notification, push, failure, done, oversized
    case snapshotChunk = "snapshot-chunk"
    case snapshot

    /// The frame type that carries this kind.
    public var frameType: any WireFrame.Type {
        switch self {
        case .hello: return HelloFrame.self
        case .baseline: return BaselineFrame.self
        case .ceiling: return CeilingFrame.self
        case .ceilingHit: return CeilingHitFrame.self
        case .loaded: return LoadedFrame.self
        case .checkpoint: return CheckpointFrame.self
        case .console: return ConsoleFrame.self
        case .uncaught: return UncaughtFrame.self
        case .notification: return NotificationFrame.self
        case .push: return PushFrame.self
        case .failure: return FailureFrame.self
        case .done: return DoneFrame.self
        case .oversized: return OversizedFrame.self
        case .snapshotChunk: return SnapshotChunkFrame.self
        case .snapshot: return SnapshotFrame.self
        }
    }
}

/// One kind of frame.
public protocol WireFrame: Decodable, Sendable, Equatable {
    static var kind: FrameKind { get }
    /// Every field the frame may carry on the wire, besides `type`.
    static var fieldNames: [String] { get }
    /// Writes the fields (the `type` is written by `encoded()`).
    func writeFields(into frame: inout JSONObjectWriter)
    /// The push the frame belongs to (0: while the probe loads, before any push), for those that say.
    var pushIndex: Int? { get }
}

extension WireFrame {
    public var pushIndex: Int? { nil }

    /// The whole frame, ready for `finish()`. Inlinable, so the worker's call is specialized for
    /// the concrete frame (no generic code at run time).
    @inlinable
    public func encoded() -> JSONObjectWriter {
        var frame = JSONObjectWriter()
        frame.string(WireFrameTypeKey.type.rawValue, Self.kind.rawValue)
        writeFields(into: &frame)
        return frame
    }
}

/// The one key every frame has.
public enum WireFrameTypeKey: String, CodingKey { case type }

/// The largest frame the worker sends, newline included: a pipe write up to this size is one
/// write(2), so a kill between frames never leaves half a frame behind. Larger frames are
/// replaced by an `oversized` marker.
public let maximumFrameBytes = 60 * 1024

func names<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) -> [String] { keys.allCases.map(\.stringValue) }

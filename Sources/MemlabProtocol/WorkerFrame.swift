/// Any frame from the worker, decoded by its `type`. A frame of a kind this parent does not
/// know, or a known kind with a missing or mistyped field, fails to decode with a
/// `FrameDecodingError` that says which: the parent records it as a problem.
public enum WorkerFrame: Decodable, Sendable, Equatable {
    case hello(HelloFrame)
    case baseline(BaselineFrame)
    case ceiling(CeilingFrame)
    case ceilingHit(CeilingHitFrame)
    case loaded(LoadedFrame)
    case checkpoint(CheckpointFrame)
    case console(ConsoleFrame)
    case uncaught(UncaughtFrame)
    case notification(NotificationFrame)
    case push(PushFrame)
    case failure(FailureFrame)
    case done(DoneFrame)
    case oversized(OversizedFrame)
    case snapshotChunk(SnapshotChunkFrame)
    case snapshot(SnapshotFrame)
    case lifecycle(LifecycleFrame)
    case portMessages(PortMessagesFrame)
    case snapshotSites(SnapshotSitesFrame)

    public init(from decoder: Decoder) throws {
        let type: String
        do { type = try decoder.container(keyedBy: WireFrameTypeKey.self).decode(String.self, forKey: .type) } catch { throw FrameDecodingError.noType }
        guard let kind = FrameKind(rawValue: type) else { throw FrameDecodingError.unknownType(type) }
        do {
            switch kind {
            case .hello: self = .hello(try HelloFrame(from: decoder))
            case .baseline: self = .baseline(try BaselineFrame(from: decoder))
            case .ceiling: self = .ceiling(try CeilingFrame(from: decoder))
            case .ceilingHit: self = .ceilingHit(try CeilingHitFrame(from: decoder))
            case .loaded: self = .loaded(try LoadedFrame(from: decoder))
            case .checkpoint: self = .checkpoint(try CheckpointFrame(from: decoder))
            case .console: self = .console(try ConsoleFrame(from: decoder))
            case .uncaught: self = .uncaught(try UncaughtFrame(from: decoder))
            case .notification: self = .notification(try NotificationFrame(from: decoder))
            case .push: self = .push(try PushFrame(from: decoder))
            case .failure: self = .failure(try FailureFrame(from: decoder))
            case .done: self = .done(try DoneFrame(from: decoder))
            case .oversized: self = .oversized(try OversizedFrame(from: decoder))
            case .snapshotChunk: self = .snapshotChunk(try SnapshotChunkFrame(from: decoder))
            case .snapshot: self = .snapshot(try SnapshotFrame(from: decoder))
            case .lifecycle: self = .lifecycle(try LifecycleFrame(from: decoder))
            case .portMessages: self = .portMessages(try PortMessagesFrame(from: decoder))
            case .snapshotSites: self = .snapshotSites(try SnapshotSitesFrame(from: decoder))
            }
        } catch let error as DecodingError {
            throw FrameDecodingError.malformed(kind, field: FrameDecodingError.field(of: error))
        }
    }

    public var kind: FrameKind {
        switch self {
        case .hello: return .hello
        case .baseline: return .baseline
        case .ceiling: return .ceiling
        case .ceilingHit: return .ceilingHit
        case .loaded: return .loaded
        case .checkpoint: return .checkpoint
        case .console: return .console
        case .uncaught: return .uncaught
        case .notification: return .notification
        case .push: return .push
        case .failure: return .failure
        case .done: return .done
        case .oversized: return .oversized
        case .snapshotChunk: return .snapshotChunk
        case .snapshot: return .snapshot
        case .lifecycle: return .lifecycle
        case .portMessages: return .portMessages
        case .snapshotSites: return .snapshotSites
        }
    }

    /// The frame itself.
    public var frame: any WireFrame {
        switch self {
        case .hello(let f): return f
        case .baseline(let f): return f
        case .ceiling(let f): return f
        case .ceilingHit(let f): return f
        case .loaded(let f): return f
        case .checkpoint(let f): return f
        case .console(let f): return f
        case .uncaught(let f): return f
        case .notification(let f): return f
        case .push(let f): return f
        case .failure(let f): return f
        case .done(let f): return f
        case .oversized(let f): return f
        case .snapshotChunk(let f): return f
        case .snapshot(let f): return f
        case .lifecycle(let f): return f
        case .portMessages(let f): return f
        case .snapshotSites(let f): return f
        }
    }

    /// The push the frame belongs to, for the kinds that say; settable, so that a parent running
    /// one worker per push can renumber them.
    public var push: Int? {
        get { frame.pushIndex }
        set {
            guard let newValue else { return }
            switch self {
            case .loaded(var f): f.push = newValue; self = .loaded(f)
            case .checkpoint(var f): f.push = newValue; self = .checkpoint(f)
            case .console(var f): f.push = newValue; self = .console(f)
            case .uncaught(var f): f.push = newValue; self = .uncaught(f)
            case .notification(var f): f.push = newValue; self = .notification(f)
            case .push(var f): f.push = newValue; self = .push(f)
            case .oversized(var f): f.push = newValue; self = .oversized(f)
            case .snapshot(var f): f.push = newValue; self = .snapshot(f)
            case .portMessages(var f): f.push = newValue; self = .portMessages(f)
            default: break
            }
        }
    }

    /// The footprint the frame reports, for the kinds that carry one.
    public var footprintBytes: Int64? {
        switch self {
        case .baseline(let f): return f.footprintBytes
        case .ceilingHit(let f): return f.footprintBytes
        case .checkpoint(let f): return f.footprintBytes
        case .push(let f): return f[.footprintBytes]
        default: return nil
        }
    }

    /// The frame as the worker writes it.
    public func encoded() -> JSONObjectWriter { frame.encoded() }
}

/// Why a line from the worker is not a frame this parent understands.
public enum FrameDecodingError: Error, Sendable, Equatable {
    /// Not a JSON object with a string `type`.
    case noType
    /// A `type` no FrameKind has.
    case unknownType(String)
    /// A known kind with a field missing or of the wrong type (the field's path, when known).
    case malformed(FrameKind, field: String?)

    static func field(of error: DecodingError) -> String? {
        let path: [CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        @unknown default: return nil
        }
        let names = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}

extension WorkerFrame {
    // Each kind's frame, or nil: for reading a list of frames (`frames.compactMap(\.push)`).
    public var hello: HelloFrame? { if case .hello(let f) = self { return f } else { return nil } }
    public var baseline: BaselineFrame? { if case .baseline(let f) = self { return f } else { return nil } }
    public var ceiling: CeilingFrame? { if case .ceiling(let f) = self { return f } else { return nil } }
    public var ceilingHit: CeilingHitFrame? { if case .ceilingHit(let f) = self { return f } else { return nil } }
    public var loaded: LoadedFrame? { if case .loaded(let f) = self { return f } else { return nil } }
    public var checkpoint: CheckpointFrame? { if case .checkpoint(let f) = self { return f } else { return nil } }
    public var console: ConsoleFrame? { if case .console(let f) = self { return f } else { return nil } }
    public var uncaught: UncaughtFrame? { if case .uncaught(let f) = self { return f } else { return nil } }
    public var notification: NotificationFrame? { if case .notification(let f) = self { return f } else { return nil } }
    public var pushFrame: PushFrame? { if case .push(let f) = self { return f } else { return nil } }
    public var failure: FailureFrame? { if case .failure(let f) = self { return f } else { return nil } }
    public var done: DoneFrame? { if case .done(let f) = self { return f } else { return nil } }
    public var oversized: OversizedFrame? { if case .oversized(let f) = self { return f } else { return nil } }
    public var snapshotChunk: SnapshotChunkFrame? { if case .snapshotChunk(let f) = self { return f } else { return nil } }
    public var snapshot: SnapshotFrame? { if case .snapshot(let f) = self { return f } else { return nil } }
    public var lifecycle: LifecycleFrame? { if case .lifecycle(let f) = self { return f } else { return nil } }
    public var portMessages: PortMessagesFrame? { if case .portMessages(let f) = self { return f } else { return nil } }
    public var snapshotSites: SnapshotSitesFrame? { if case .snapshotSites(let f) = self { return f } else { return nil } }
}

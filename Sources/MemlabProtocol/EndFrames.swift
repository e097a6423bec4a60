// The frames a worker ends with, the heap snapshots of `--explain`, and the marker of a frame left out.

/// The worker cannot go on (it then exits with the matching WorkerExitCode).
public struct FailureFrame: WireFrame {
    public static let kind = FrameKind.failure

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case workerArguments = "worker-arguments"
        case probeUnreadable = "probe-unreadable"
        case probeSyntax = "probe-syntax"
        case probeThrew = "probe-threw"
        /// The `--storage` file cannot be read or written (corrupt, newer, unwritable).
        case storageFile = "storage-file"
        case `internal`
    }

    public var kind: Kind
    public var message: String
    public var exception: ScriptException?

    public enum CodingKeys: String, CodingKey, CaseIterable { case kind, message, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(kind: Kind, message: String, exception: ScriptException? = nil) {
        self.kind = kind; self.message = message; self.exception = exception
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.kind.rawValue, kind.rawValue)
        frame.string(CodingKeys.message.rawValue, message)
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
    }
}

/// Last: every push was delivered.
public struct DoneFrame: WireFrame {
    public static let kind = FrameKind.done
    public var elapsedSeconds: Double?
    /// libpas's core-dump madvise calls the worker dropped (it never dumps core).
    public var dumpAdviceDropped: Int64?
    /// The capabilities as known at the end (some, such as dump-advice, only show once the
    /// allocator has decommitted something): the later word, which the parent keeps.
    public var capabilities: [Capability]?
    /// Baseline mode: the footprint (plus page tables) one minimal push needs at its highest.
    public var minimalPushBytes: Int64?
    /// Whether per-type object counts were taken, and what they cost (the later word).
    public var typeCountsCapability: Capability?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case elapsedSeconds, dumpAdviceDropped, capabilities, minimalPushBytes, typeCountsCapability
    }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(elapsedSeconds: Double, dumpAdviceDropped: Int64) {
        self.elapsedSeconds = elapsedSeconds; self.dumpAdviceDropped = dumpAdviceDropped
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        if let elapsedSeconds { frame.double(CodingKeys.elapsedSeconds.rawValue, elapsedSeconds) }
        if let dumpAdviceDropped { frame.int(CodingKeys.dumpAdviceDropped.rawValue, dumpAdviceDropped) }
        if let capabilities { frame.objects(CodingKeys.capabilities.rawValue, capabilities) { $0.write(into: &$1) } }
        if let minimalPushBytes { frame.int(CodingKeys.minimalPushBytes.rawValue, minimalPushBytes) }
        if let typeCountsCapability { frame.object(CodingKeys.typeCountsCapability.rawValue) { typeCountsCapability.write(into: &$0) } }
    }
}

/// `--explain`: a piece of a heap snapshot's JSON, in order; the `snapshot` frame that follows
/// closes it. Pieces keep each frame under `maximumFrameBytes`.
public struct SnapshotChunkFrame: WireFrame {
    public static let kind = FrameKind.snapshotChunk
    /// The snapshot's label (`warm-up`, `warning`, `end`), as its `snapshot` frame says it.
    public var label: String
    /// The next piece of the JSON text.
    public var data: String

    public enum CodingKeys: String, CodingKey, CaseIterable { case label, data }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(label: String, data: String) { self.label = label; self.data = data }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.label.rawValue, label)
        frame.string(CodingKeys.data.rawValue, data)
    }

    /// The largest piece of JSON text one frame carries, before escaping (which at most doubles
    /// it, and the snapshot's text is mostly digits and commas).
    public static let maximumDataBytes = 24 * 1024
}

/// `--explain`: a JavaScriptCore heap snapshot was taken (its JSON sent just before in
/// `snapshot-chunk` frames), or could not be.
public struct SnapshotFrame: WireFrame {
    public static let kind = FrameKind.snapshot
    /// `warm-up` (after the last warm-up push), `warning` (when the footprint first passed 80 %
    /// of the limit), `end` (after the last push).
    public var label: String
    /// The push after which (or, for `warning`, during which) it was taken.
    public var push: Int
    /// `GCDebugging` (the JSON's own `type`).
    public var snapshotType: String?
    /// The JSON's length in bytes, and the pieces it came in.
    public var bytes: Int?
    public var chunks: Int?
    /// What taking it (building and sending) took.
    public var seconds: Double?
    /// The footprint just before, and after it was freed and its pages released.
    public var footprintBeforeBytes: Int64?
    public var footprintAfterBytes: Int64?
    /// Why there is none (nil: taken).
    public var error: String?
    /// True on the frame sent just before the snapshot is built (only `label` and `push` besides):
    /// the parent keeps what its monitor sees from then to the closing frame out of the push's peak.
    public var started: Bool?
    /// The cgroup's exact high-water mark while the snapshot was built and sent (`--charge-peak-file`),
    /// which is then reset, so that no push's `peakChargeBytes` includes a snapshot.
    public var peakChargeBytes: Int64?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case label, push, snapshotType, bytes, chunks, seconds, footprintBeforeBytes, footprintAfterBytes, error, started, peakChargeBytes
    }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(label: String, push: Int) { self.label = label; self.push = push }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.label.rawValue, label)
        frame.int(CodingKeys.push.rawValue, push)
        if let snapshotType { frame.string(CodingKeys.snapshotType.rawValue, snapshotType) }
        if let bytes { frame.int(CodingKeys.bytes.rawValue, bytes) }
        if let chunks { frame.int(CodingKeys.chunks.rawValue, chunks) }
        if let seconds { frame.double(CodingKeys.seconds.rawValue, seconds) }
        if let footprintBeforeBytes { frame.int(CodingKeys.footprintBeforeBytes.rawValue, footprintBeforeBytes) }
        if let footprintAfterBytes { frame.int(CodingKeys.footprintAfterBytes.rawValue, footprintAfterBytes) }
        if let error { frame.string(CodingKeys.error.rawValue, error) }
        if let started { frame.bool(CodingKeys.started.rawValue, started) }
        if let peakChargeBytes { frame.int(CodingKeys.peakChargeBytes.rawValue, peakChargeBytes) }
    }
}

/// In place of a frame over `maximumFrameBytes`, which the worker does not send.
public struct OversizedFrame: WireFrame {
    public static let kind = FrameKind.oversized
    /// The size of the frame left out, newline not counted.
    public var bytes: Int
    /// The kind of the frame left out, and its push when it had one.
    public var frameType: String?
    public var push: Int?

    public enum CodingKeys: String, CodingKey, CaseIterable { case bytes, frameType, push }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(bytes: Int, frameType: String?, push: Int?) { self.bytes = bytes; self.frameType = frameType; self.push = push }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.bytes.rawValue, bytes)
        if let frameType { frame.string(CodingKeys.frameType.rawValue, frameType) }
        if let push { frame.int(CodingKeys.push.rawValue, push) }
    }

    /// The sentence a record's problems get.
    public var sentence: String {
        let what = frameType.map { "a \($0) frame" } ?? "a frame"
        let when = push.map { $0 > 0 ? " for push \($0)" : " while the probe loaded" } ?? ""
        var text = "the worker left out \(what)\(when) of \(bytes) bytes, over the \(maximumFrameBytes / 1024) KiB frame limit"
        if frameType == FrameKind.notification.rawValue {
            text += ": the notification is missing from the record (make it smaller)"
        } else if frameType == FrameKind.push.rawValue {
            text += ": that push's outcome and sample are missing from the record"
        }
        return text
    }
}

// The frames a worker sends during and after each push.

/// `memlab.checkpoint(n)`, with the footprint at that moment.
public struct CheckpointFrame: WireFrame {
    public static let kind = FrameKind.checkpoint
    public var push: Int
    /// NaN when the probe passed no finite number (written as null).
    public var value: Double
    public var footprintBytes: Int64
    public var elapsedSeconds: Double?

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, value, footprintBytes, elapsedSeconds }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, value: Double, footprintBytes: Int64, elapsedSeconds: Double) {
        self.push = push; self.value = value; self.footprintBytes = footprintBytes; self.elapsedSeconds = elapsedSeconds
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        push = try container.decode(Int.self, forKey: .push)
        value = try container.decodeIfPresent(Double.self, forKey: .value) ?? .nan
        footprintBytes = try container.decode(Int64.self, forKey: .footprintBytes)
        elapsedSeconds = try container.decodeIfPresent(Double.self, forKey: .elapsedSeconds)
    }

    public static func == (a: CheckpointFrame, b: CheckpointFrame) -> Bool {
        a.push == b.push && (a.value == b.value || (a.value.isNaN && b.value.isNaN)) && a.footprintBytes == b.footprintBytes
            && a.elapsedSeconds == b.elapsedSeconds
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.double(CodingKeys.value.rawValue, value)
        frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes)
        if let elapsedSeconds { frame.double(CodingKeys.elapsedSeconds.rawValue, elapsedSeconds) }
    }
}

/// A console call (at most 200 a push, shared with `uncaught`).
public struct ConsoleFrame: WireFrame {
    public static let kind = FrameKind.console
    public var push: Int
    public var level: String
    /// At most 1024 characters (then an ellipsis).
    public var text: String

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, level, text }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, level: String, text: String) { self.push = push; self.level = level; self.text = text }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.level.rawValue, level)
        frame.string(CodingKeys.text.rawValue, text)
    }
}

/// An exception nobody caught: a timer, a microtask, a listener run by dispatchEvent.
public struct UncaughtFrame: WireFrame {
    public static let kind = FrameKind.uncaught
    public var push: Int
    /// `setTimeout`, `setInterval`, `microtask`, `listener`.
    public var source: String
    public var exception: ScriptException

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, source, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, source: String, exception: ScriptException) { self.push = push; self.source = source; self.exception = exception }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.source.rawValue, source)
        frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) }
    }
}

/// `registration.showNotification` (the first 20 of a push; the push frame counts them all).
public struct NotificationFrame: WireFrame {
    public static let kind = FrameKind.notification
    public var push: Int
    /// `{title, ...options}` as the probe passed them.
    public var notification: JSONValue

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, notification }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, notification: JSONValue) { self.push = push; self.notification = notification }

    public func writeFields(into frame: inout JSONObjectWriter) {
        NotificationFrame.writeFields(push: push, notificationJSON: notification.jsonText, into: &frame)
    }

    /// The worker's form: the notification already serialised by JSON.stringify.
    public static func encoded(push: Int, notificationJSON: String) -> JSONObjectWriter {
        var frame = JSONObjectWriter()
        frame.string(WireFrameTypeKey.type.rawValue, kind.rawValue)
        writeFields(push: push, notificationJSON: notificationJSON, into: &frame)
        return frame
    }

    static func writeFields(push: Int, notificationJSON: String, into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.raw(CodingKeys.notification.rawValue, notificationJSON)
    }
}

/// A push finished: how, and the sample taken after its teardown and a full collection.
public struct PushFrame: WireFrame, PushCounterCarrier {
    public static let kind = FrameKind.push

    public enum Outcome: String, Codable, Sendable, CaseIterable {
        case modified
        case originalContent = "original-content"
    }

    /// Why the worker saw the original content shown (the parent adds kills, crashes and expiry:
    /// the record's `PushRecord.Reason`).
    public enum Reason: String, Codable, Sendable, CaseIterable {
        case noListener = "no-listener"
        case exception
        case unsettled
        case waitUntilRejected = "waituntil-rejected"
        case noNotification = "no-notification"
        case `internal`
    }

    /// How the event loop ended.
    public enum EventLoopEnd: String, Codable, Sendable, CaseIterable {
        case settled, noTimersLeft
    }

    public var push: Int
    public var outcome: Outcome
    public var reason: Reason?
    public var exception: ScriptException?
    public var eventLoop: EventLoopEnd?
    /// Every number of the push (the counters `PushCounter.inFrame`): `frame[.timersPending]`,
    /// `frame[seconds: .pushSeconds]`; the sample's among them, after teardown and a full collection.
    public var counters = PushCounterValues()
    public var heap: HeapCounts?
    public var malloc: MallocCounts?
    /// JavaScriptCore's live objects by class name, only the classes whose count changed since
    /// the previous push frame that had this field (the first has every class; 0: none left).
    public var typeCounts: [String: Int64]?

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case push, outcome, reason, exception, eventLoop, typeCounts
    }
    public static var fieldNames: [String] {
        names(CodingKeys.self) + PushCounter.inFrames.map(\.stringValue) + names(HeapCounts.CodingKeys.self) + names(MallocCounts.CodingKeys.self)
    }
    public var pushIndex: Int? { push }

    public init(push: Int, outcome: Outcome) { self.push = push; self.outcome = outcome }

    /// Any of the frame's members: its own, a counter, a heap or jemalloc counter. The parent
    /// decodes a frame a push through one container of these (JSONDecoder makes a table of an
    /// object's keys for every container asked of it: three made a fifth of a frame's cost), and
    /// a key that holds no string has nothing to retain or release.
    public enum Member: CodingKey {
        case field(CodingKeys), counter(PushCounter), heap(HeapCounts.CodingKeys), malloc(MallocCounts.CodingKeys)

        public var stringValue: String {
            switch self {
            case .field(let key): return key.rawValue
            case .counter(let counter): return counter.stringValue
            case .heap(let key): return key.rawValue
            case .malloc(let key): return key.rawValue
            }
        }

        public init?(stringValue: String) {
            if let key = CodingKeys(rawValue: stringValue) {
                self = .field(key)
            } else if let counter = PushCounter(stringValue: stringValue) {
                self = .counter(counter)
            } else if let key = HeapCounts.CodingKeys(rawValue: stringValue) {
                self = .heap(key)
            } else if let key = MallocCounts.CodingKeys(rawValue: stringValue) {
                self = .malloc(key)
            } else {
                return nil
            }
        }

        public var intValue: Int? { nil }
        public init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Member.self)
        push = try container.decode(Int.self, forKey: .field(.push))
        outcome = try container.decode(Outcome.self, forKey: .field(.outcome))
        reason = try container.decodeIfPresent(Reason.self, forKey: .field(.reason))
        exception = try container.decodeIfPresent(ScriptException.self, forKey: .field(.exception))
        eventLoop = try container.decodeIfPresent(EventLoopEnd.self, forKey: .field(.eventLoop))
        counters = try PushCounterValues(from: container, PushCounter.inFrames, key: Member.counter)
        heap = try HeapCounts(flatIn: container, key: Member.heap)
        malloc = try MallocCounts(flatIn: container, key: Member.malloc)
        typeCounts = try container.decodeIfPresent([String: Int64].self, forKey: .field(.typeCounts))
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.outcome.rawValue, outcome.rawValue)
        if let reason { frame.string(CodingKeys.reason.rawValue, reason.rawValue) }
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
        if let eventLoop { frame.string(CodingKeys.eventLoop.rawValue, eventLoop.rawValue) }
        counters.write(into: &frame)
        heap?.write(into: &frame)
        malloc?.write(into: &frame)
        if let typeCounts {
            frame.object(CodingKeys.typeCounts.rawValue) { object in
                for name in typeCounts.keys.sorted() { object.int(name, typeCounts[name]!) }
            }
        }
    }
}

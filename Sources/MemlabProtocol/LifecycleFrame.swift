/// A service-worker lifecycle event the worker dispatched before its first push (`install`,
/// then `activate` unless install failed), in a context of its own where the isolation makes
/// one per push: its outcome, how long it took (dispatch and event loop) and the footprint after
/// it (in measure mode after a full collection, as a push's sample). Sent only for a probe that
/// listens for a lifecycle event (with neither listener nothing is dispatched and no frame sent).
/// Sent twice per event: first with `started` true and only `event`, just before it is
/// dispatched (an expiry between the two is that event's), then as the closing frame.
public struct LifecycleFrame: WireFrame {
    public static let kind = FrameKind.lifecycle

    public enum Event: String, Codable, Sendable, CaseIterable {
        case install, activate
    }

    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// Every waitUntil promise fulfilled (or there was none).
        case completed
        /// A listener threw (`exception`).
        case threw
        /// A waitUntil promise rejected (`exception`: the first rejection).
        case rejected
        /// No timer was left and a waitUntil promise was still pending.
        case unsettled
    }

    public var event: Event
    /// The frame sent just before the event is dispatched (nothing else is set then).
    public var started: Bool?
    /// How it ended, the listeners it called (the on* attribute included), how long it took, the
    /// footprint after it: the closing frame's (each set there).
    public var outcome: Outcome?
    public var listeners: Int?
    public var seconds: Double?
    public var footprintBytes: Int64?
    public var exception: ScriptException?

    public enum CodingKeys: String, CodingKey, CaseIterable { case event, started, outcome, listeners, seconds, footprintBytes, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    /// The closing frame.
    public init(event: Event, outcome: Outcome, listeners: Int, seconds: Double, footprintBytes: Int64, exception: ScriptException? = nil) {
        self.event = event; self.outcome = outcome; self.listeners = listeners
        self.seconds = seconds; self.footprintBytes = footprintBytes; self.exception = exception
    }

    /// The frame sent just before `event` is dispatched.
    public init(starting event: Event) {
        self.event = event
        started = true
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.event.rawValue, event.rawValue)
        if let started { frame.bool(CodingKeys.started.rawValue, started) }
        if let outcome { frame.string(CodingKeys.outcome.rawValue, outcome.rawValue) }
        if let listeners { frame.int(CodingKeys.listeners.rawValue, listeners) }
        if let seconds { frame.double(CodingKeys.seconds.rawValue, seconds) }
        if let footprintBytes { frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes) }
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
    }

    /// Whether this is the closing frame of an event (not the one sent as it started).
    public var closes: Bool { started != true }

    /// Whether the worker stays usable after this event: a failed install makes it redundant
    /// (Service Workers, "Install": activate is not run and no event is delivered to it); a failed
    /// activate does not (the worker is activated all the same).
    public var makesRedundant: Bool { closes && event == .install && (outcome ?? .completed) != .completed }

    /// Why the worker is redundant, in one sentence (nil when this event does not make it so).
    public var redundancySentence: String? {
        guard makesRedundant, let outcome else { return nil }
        let error = exception.map { e in [e.name, e.message].compactMap { $0 }.joined(separator: ": ") }
        switch outcome {
        case .threw: return "the install listener threw \(error ?? "an exception"), so the worker is redundant and no push was delivered"
        case .rejected: return "install's waitUntil promise rejected with \(error ?? "a reason"), so the worker is redundant and no push was delivered"
        case .unsettled: return "install's waitUntil promise never settled (no timer was left), so the worker is redundant and no push was delivered"
        case .completed: return nil
        }
    }
}

/// A service-worker lifecycle event the worker dispatched before its first push (`install`,
/// then `activate` unless install failed), in a context of its own where the isolation makes
/// one per push: its outcome, how long it took (dispatch and event loop) and the footprint after
/// it (in measure mode after a full collection, as a push's sample). Sent only for a probe that
/// listens for a lifecycle event (with neither listener nothing is dispatched and no frame sent).
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
    public var outcome: Outcome
    /// Listeners called (the on* attribute included).
    public var listeners: Int
    public var seconds: Double
    public var footprintBytes: Int64
    public var exception: ScriptException?

    public enum CodingKeys: String, CodingKey, CaseIterable { case event, outcome, listeners, seconds, footprintBytes, exception }
    public static var fieldNames: [String] { names(CodingKeys.self) }

    public init(event: Event, outcome: Outcome, listeners: Int, seconds: Double, footprintBytes: Int64, exception: ScriptException? = nil) {
        self.event = event; self.outcome = outcome; self.listeners = listeners
        self.seconds = seconds; self.footprintBytes = footprintBytes; self.exception = exception
    }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.string(CodingKeys.event.rawValue, event.rawValue)
        frame.string(CodingKeys.outcome.rawValue, outcome.rawValue)
        frame.int(CodingKeys.listeners.rawValue, listeners)
        frame.double(CodingKeys.seconds.rawValue, seconds)
        frame.int(CodingKeys.footprintBytes.rawValue, footprintBytes)
        if let exception { frame.object(CodingKeys.exception.rawValue) { exception.write(into: &$0) } }
    }

    /// Whether the worker stays usable after this event: a failed install makes it redundant
    /// (Service Workers, "Install": activate is not run and no event is delivered to it); a failed
    /// activate does not (the worker is activated all the same).
    public var makesRedundant: Bool { event == .install && outcome != .completed }

    /// Why the worker is redundant, in one sentence (nil when this event does not make it so).
    public var redundancySentence: String? {
        guard makesRedundant else { return nil }
        let error = exception.map { e in [e.name, e.message].compactMap { $0 }.joined(separator: ": ") }
        switch outcome {
        case .threw: return "the install listener threw \(error ?? "an exception"), so the worker is redundant and no push was delivered"
        case .rejected: return "install's waitUntil promise rejected with \(error ?? "a reason"), so the worker is redundant and no push was delivered"
        case .unsettled: return "install's waitUntil promise never settled (no timer was left), so the worker is redundant and no push was delivered"
        case .completed: return nil
        }
    }
}

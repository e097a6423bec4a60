/// What the worker posted to its parent's port (`memlab.parentPort`, js/messaging.js): a piece of
/// a stream of JSON texts, one a line, each a message as cloned. A frame carries whole lines or
/// part of one (the next frame of the push goes on with it); the parent joins the pieces in
/// order. `memlab wpt` reads testharness.js's messages so; no console budget applies.
public struct PortMessagesFrame: WireFrame {
    public static let kind = FrameKind.portMessages
    public var push: Int
    /// At most `maximumDataCharacters` UTF-16 units of the stream.
    public var data: String

    public enum CodingKeys: String, CodingKey, CaseIterable { case push, data }
    public static var fieldNames: [String] { names(CodingKeys.self) }
    public var pushIndex: Int? { push }

    public init(push: Int, data: String) { self.push = push; self.data = data }

    public func writeFields(into frame: inout JSONObjectWriter) {
        frame.int(CodingKeys.push.rawValue, push)
        frame.string(CodingKeys.data.rawValue, data)
    }

    /// The largest piece a frame carries (js/messaging.js cuts there): escaped, a UTF-16 unit is at
    /// most 6 bytes, so a frame stays under `maximumFrameBytes`.
    public static let maximumDataCharacters = 8192
}

import MemlabProtocol

/// A push's JSON: its members in the order records have always had them (`layout`), the numbers
/// among them from the counter table (`PushCounter`), so that a counter added there is coded,
/// kept and written with no other change. Written by `encode(to:)` (LineJSONEncoder, JSONEncoder)
/// and, straight from the columns, by `PushList.appendJSON`, both walking `layout`.
extension PushRecord: Codable {
    /// One member of a push's JSON object.
    enum Member: Equatable {
        case index, outcome, reason, exception, notification
        case counter(PushCounter)
        case heap, malloc, warning, notifications, problems
    }

    /// The members in the order a push is written: the structured ones at their places among the
    /// counters (the heap after the footprint, jemalloc's after the sample's time, the warning
    /// after the 16 KiB figure), a counter added to the table after the last counter.
    static let layout: [Member] = {
        var members: [Member] = [.index, .outcome, .reason, .exception, .notification]
        for counter in PushCounter.inRecords {
            members.append(.counter(counter))
            switch counter {
            case .footprintBytes: members.append(.heap)
            case .elapsedSeconds: members.append(.malloc)
            case .footprint16KBytes: members.append(.warning)
            default: break
            }
        }
        return members + [.notifications, .problems]
    }()

    /// The structured members' keys (a counter's is its name).
    enum Key {
        static var index: MemberKey { MemberKey("index") }
        static var outcome: MemberKey { MemberKey("outcome") }
        static var reason: MemberKey { MemberKey("reason") }
        static var exception: MemberKey { MemberKey("exception") }
        static var notification: MemberKey { MemberKey("notification") }
        static var heap: MemberKey { MemberKey("heap") }
        static var malloc: MemberKey { MemberKey("malloc") }
        static var warning: MemberKey { MemberKey("warning") }
        static var notifications: MemberKey { MemberKey("notifications") }
        static var problems: MemberKey { MemberKey("problems") }
    }

    /// Every member through one container: a record read back decodes 100,000 of these.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: MemberKey.self)
        index = try container.decode(Int.self, forKey: Key.index)
        outcome = try container.decode(Outcome.self, forKey: Key.outcome)
        reason = try container.decodeIfPresent(Reason.self, forKey: Key.reason)
        exception = try container.decodeIfPresent(ScriptException.self, forKey: Key.exception)
        $notification = try container.decode(CompactJSON.self, forKey: Key.notification)
        heap = try container.decodeIfPresent(HeapSample.self, forKey: Key.heap)
        malloc = try container.decodeIfPresent(MallocSample.self, forKey: Key.malloc)
        warning = try container.decodeIfPresent(PushWarning.self, forKey: Key.warning)
        notifications = try container.decodeIfPresent([JSONValue].self, forKey: Key.notifications)
        problems = try container.decodeIfPresent([String].self, forKey: Key.problems)
        counters = try PushCounterValues(from: container, PushCounter.inRecords)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        for member in PushRecord.layout {
            switch member {
            case .index: try container.encode(index, forKey: Key.index)
            case .outcome: try container.encode(outcome, forKey: Key.outcome)
            case .reason: try container.encodeIfPresent(reason, forKey: Key.reason)
            case .exception: try container.encodeIfPresent(exception, forKey: Key.exception)
            case .notification: try container.encode($notification, forKey: Key.notification)
            case .counter(let counter):
                let key = MemberKey(counter.stringValue)
                if counter.isSeconds {
                    try container.encodeIfPresent(self[seconds: counter], forKey: key)
                } else {
                    try container.encodeIfPresent(self[counter], forKey: key)
                }
            case .heap: try container.encodeIfPresent(heap, forKey: Key.heap)
            case .malloc: try container.encodeIfPresent(malloc, forKey: Key.malloc)
            case .warning: try container.encodeIfPresent(warning, forKey: Key.warning)
            case .notifications: try container.encodeIfPresent(notifications, forKey: Key.notifications)
            case .problems: try container.encodeIfPresent(problems, forKey: Key.problems)
            }
        }
    }
}

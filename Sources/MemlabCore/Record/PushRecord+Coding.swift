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

    /// A member's key.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let index = Key("index"), outcome = Key("outcome"), reason = Key("reason"), exception = Key("exception")
        static let notification = Key("notification"), heap = Key("heap"), malloc = Key("malloc"), warning = Key("warning")
        static let notifications = Key("notifications"), problems = Key("problems")
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        index = try container.decode(Int.self, forKey: .index)
        outcome = try container.decode(Outcome.self, forKey: .outcome)
        reason = try container.decodeIfPresent(Reason.self, forKey: .reason)
        exception = try container.decodeIfPresent(ScriptException.self, forKey: .exception)
        $notification = try container.decode(CompactJSON.self, forKey: .notification)
        heap = try container.decodeIfPresent(HeapSample.self, forKey: .heap)
        malloc = try container.decodeIfPresent(MallocSample.self, forKey: .malloc)
        warning = try container.decodeIfPresent(PushWarning.self, forKey: .warning)
        notifications = try container.decodeIfPresent([JSONValue].self, forKey: .notifications)
        problems = try container.decodeIfPresent([String].self, forKey: .problems)
        counters = try PushCounterValues(from: decoder, PushCounter.inRecords)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for member in PushRecord.layout {
            switch member {
            case .index: try container.encode(index, forKey: .index)
            case .outcome: try container.encode(outcome, forKey: .outcome)
            case .reason: try container.encodeIfPresent(reason, forKey: .reason)
            case .exception: try container.encodeIfPresent(exception, forKey: .exception)
            case .notification: try container.encode($notification, forKey: .notification)
            case .counter(let counter):
                let key = Key(counter.stringValue)
                if counter.isSeconds {
                    try container.encodeIfPresent(self[seconds: counter], forKey: key)
                } else {
                    try container.encodeIfPresent(self[counter], forKey: key)
                }
            case .heap: try container.encodeIfPresent(heap, forKey: .heap)
            case .malloc: try container.encodeIfPresent(malloc, forKey: .malloc)
            case .warning: try container.encodeIfPresent(warning, forKey: .warning)
            case .notifications: try container.encodeIfPresent(notifications, forKey: .notifications)
            case .problems: try container.encodeIfPresent(problems, forKey: .problems)
            }
        }
    }
}

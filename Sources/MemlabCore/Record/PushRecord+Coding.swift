import MemlabProtocol

/// A push's JSON: its members in the order records have always had them (`layout`), the numbers
/// among them from the counter table (`PushCounter`), so that a counter added there is coded,
/// kept and written with no other change. Written by `encode(to:)` (LineJSONEncoder, JSONEncoder)
/// and, straight from the columns, by `PushList.appendJSON`, both walking `layout`.
extension PushRecord: Codable {
    /// One member of a push's JSON object, and its key: one container reads them all (JSONDecoder
    /// makes a table of an object's keys for every container asked of it), and a key that holds
    /// no string has nothing to retain or release.
    enum Member: CodingKey, Equatable {
        case index, outcome, reason, exception, notification
        case counter(PushCounter)
        case heap, malloc, warning, notifications, problems

        var stringValue: String {
            switch self {
            case .index: return "index"
            case .outcome: return "outcome"
            case .reason: return "reason"
            case .exception: return "exception"
            case .notification: return "notification"
            case .counter(let counter): return counter.stringValue
            case .heap: return "heap"
            case .malloc: return "malloc"
            case .warning: return "warning"
            case .notifications: return "notifications"
            case .problems: return "problems"
            }
        }

        init?(stringValue: String) {
            guard let member = PushRecord.layout.first(where: { $0.stringValue == stringValue }) else { return nil }
            self = member
        }

        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
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

    /// Every member through one container: a record read back decodes 100,000 of these.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Member.self)
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
        counters = try PushCounterValues(from: container, PushCounter.inRecords, key: Member.counter)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Member.self)
        for member in PushRecord.layout {
            switch member {
            case .index: try container.encode(index, forKey: .index)
            case .outcome: try container.encode(outcome, forKey: .outcome)
            case .reason: try container.encodeIfPresent(reason, forKey: .reason)
            case .exception: try container.encodeIfPresent(exception, forKey: .exception)
            case .notification: try container.encode($notification, forKey: .notification)
            case .counter(let counter):
                if counter.isSeconds {
                    try container.encodeIfPresent(self[seconds: counter], forKey: member)
                } else {
                    try container.encodeIfPresent(self[counter], forKey: member)
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

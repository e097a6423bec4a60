import Foundation
import MemlabProtocol

/// A record's pushes, held in columns rather than as an array of `PushRecord`s: a long run keeps
/// 100,000 of them, some 550 bytes each as structs of optionals (and their notification text
/// besides), where a column of numbers costs 1 to 8 bytes a push, and a value every push shares,
/// or a field no push has, nothing. Each notification's JSON text goes to a `PushTextArena`
/// (memory; in a run, then an unlinked temporary file). A collection of `PushRecord`s all the same: each push is put together when it
/// is read and taken apart when it is written; coded exactly as the array of pushes it is, so
/// records on disk are unchanged. `appendJSON` writes a push's line straight from the columns.
/// The numbers' columns are the counter table's (`PushCounter`): one column a counter.
public struct PushList: Sendable, Equatable, Codable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    public typealias Element = PushRecord
    public typealias Index = Int

    public private(set) var count = 0
    /// How many pushes are expected (`reserveCapacity`): a column takes that room at once when it
    /// first holds a value, rather than doubling its way there (and copying on each doubling).
    private var expected = 0
    var index = IntColumn()
    var outcome = CodeColumn()
    var reason = CodeColumn()
    var notificationOffset = IntColumn()
    var notificationLength = IntColumn()
    var heapSizeBytes = IntColumn()
    var heapCapacityBytes = IntColumn()
    var extraMemoryBytes = IntColumn()
    var objectCount = IntColumn()
    var protectedObjectCount = IntColumn()
    var globalObjectCount = IntColumn()
    var mallocAllocatedBytes = IntColumn()
    var mallocActiveBytes = IntColumn()
    var mallocResidentBytes = IntColumn()
    /// One column a counter the record keeps (`PushCounter.inRecords`), by its raw value: an
    /// integer counter's in `integers`, a seconds counter's in `seconds` (the other stays empty).
    var integers = [IntColumn](repeating: IntColumn(), count: PushCounter.allCases.count)
    var seconds = [DoubleColumn](repeating: DoubleColumn(), count: PushCounter.allCases.count)
    /// What few pushes have (an exception, a warning, more than one notification, problems), by position.
    var rare: [Int: Rare] = [:]
    var texts = PushTextArena()

    struct Rare: Sendable, Equatable {
        var exception: ScriptException?
        var warning: PushWarning?
        var notifications: [JSONValue]?
        var problems: [String]?

        var isEmpty: Bool { self == Rare() }
    }

    public init() {}

    /// A run's pushes as they arrive (PushTable): notification texts past 256 KiB go to a
    /// temporary file. Other lists (records read back, made by hand) keep theirs in memory, as
    /// before: `memlab history` holds many records at once, and a descriptor each would run out.
    init(spillingTexts: Bool) { texts = PushTextArena(spills: spillingTexts) }

    public init(arrayLiteral elements: PushRecord...) { self.init(elements) }

    public init(_ records: some Sequence<PushRecord>) {
        for record in records { append(record) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public mutating func reserveCapacity(_ pushes: Int) { expected = Swift.max(expected, pushes) }

    public mutating func append(_ record: PushRecord) {
        count += 1
        self[count - 1] = record
    }

    public mutating func removeAll() { self = PushList() }

    public subscript(position: Int) -> PushRecord {
        get {
            precondition(position >= 0 && position < count, "push position out of range")
            let extra = rare.isEmpty ? nil : rare[position]
            var record = PushRecord(index: Int(index[position] ?? 0), outcome: outcome(at: position), reason: reason[position].map(Codes.reason))
            record.exception = extra?.exception
            if let offset = notificationOffset[position], let length = notificationLength[position] {
                record.$notification = CompactJSON(stored: texts, offset: Int(offset), length: Int(length))
            }
            if let size = heapSizeBytes[position] {
                record.heap = HeapCounts(
                    heapSizeBytes: size, heapCapacityBytes: heapCapacityBytes[position] ?? 0, extraMemoryBytes: extraMemoryBytes[position] ?? 0,
                    objectCount: objectCount[position] ?? 0, protectedObjectCount: protectedObjectCount[position] ?? 0,
                    globalObjectCount: globalObjectCount[position] ?? 0)
            }
            if let allocated = mallocAllocatedBytes[position] {
                record.malloc = MallocSample(
                    MallocCounts(allocatedBytes: allocated, activeBytes: mallocActiveBytes[position] ?? 0, residentBytes: mallocResidentBytes[position] ?? 0))
            }
            let secondsMask = PushCounter.secondsMask
            for counter in PushCounter.inRecords {
                if secondsMask & counter.bit != 0 {
                    record.counters.set(seconds[counter.rawValue][position].map { Int64(bitPattern: $0.bitPattern) }, counter)
                } else {
                    record.counters.set(integers[counter.rawValue][position], counter)
                }
            }
            record.warning = extra?.warning
            record.notifications = extra?.notifications
            record.problems = extra?.problems
            return record
        }
        set {
            precondition(position >= 0 && position < count, "push position out of range")
            let room = expected
            index.set(Int64(newValue.index), at: position, room: room)
            outcome.set(Codes.code(newValue.outcome), at: position, room: room)
            reason.set(newValue.reason.map(Codes.code), at: position, room: room)
            let extra = Rare(exception: newValue.exception, warning: newValue.warning, notifications: newValue.notifications, problems: newValue.problems)
            if extra.isEmpty { if !rare.isEmpty { rare[position] = nil } } else { rare[position] = extra }
            if let stored = newValue.$notification.reference(in: texts) {
                notificationOffset.set(Int64(stored.offset), at: position, room: room)
                notificationLength.set(Int64(stored.length), at: position, room: room)
            } else if let bytes = newValue.$notification.bytes {
                let stored = texts.append(bytes)
                notificationOffset.set(Int64(stored.offset), at: position, room: room)
                notificationLength.set(Int64(stored.length), at: position, room: room)
            } else {
                notificationOffset.set(nil, at: position, room: room)
                notificationLength.set(nil, at: position, room: room)
            }
            heapSizeBytes.set(newValue.heap?.heapSizeBytes, at: position, room: room)
            heapCapacityBytes.set(newValue.heap?.heapCapacityBytes, at: position, room: room)
            extraMemoryBytes.set(newValue.heap?.extraMemoryBytes, at: position, room: room)
            objectCount.set(newValue.heap?.objectCount, at: position, room: room)
            protectedObjectCount.set(newValue.heap?.protectedObjectCount, at: position, room: room)
            globalObjectCount.set(newValue.heap?.globalObjectCount, at: position, room: room)
            mallocAllocatedBytes.set(newValue.malloc?.allocatedBytes, at: position, room: room)
            mallocActiveBytes.set(newValue.malloc?.activeBytes, at: position, room: room)
            mallocResidentBytes.set(newValue.malloc?.residentBytes, at: position, room: room)
            let secondsMask = PushCounter.secondsMask
            for counter in PushCounter.inRecords {
                let bits = newValue.counters.bits(counter)
                if secondsMask & counter.bit != 0 {
                    seconds[counter.rawValue].set(bits.map { Double(bitPattern: UInt64(bitPattern: $0)) }, at: position, room: room)
                } else {
                    integers[counter.rawValue].set(bits, at: position, room: room)
                }
            }
        }
    }

    /// The bytes the columns' values take (not the notification texts, nor the rare members):
    /// what a long run holds per push while it runs (bench/verdicts.py --long).
    var storedBytes: Int {
        let fields =
            [index, notificationOffset, notificationLength, heapSizeBytes, heapCapacityBytes, extraMemoryBytes, objectCount]
            + [protectedObjectCount, globalObjectCount, mallocAllocatedBytes, mallocActiveBytes, mallocResidentBytes]
        return fields.reduce(0) { $0 + $1.storedBytes } + outcome.storedBytes + reason.storedBytes
            + integers.reduce(0) { $0 + $1.storedBytes } + seconds.reduce(0) { $0 + $1.storedBytes }
    }

    // MARK: one field, without putting the whole push together

    /// The push index at `position`.
    public func pushIndex(at position: Int) -> Int { Int(index[position] ?? 0) }

    /// An integer counter's value at `position`.
    public func value(_ counter: PushCounter, at position: Int) -> Int64? { integers[counter.rawValue][position] }

    /// Sets an integer counter's value at `position`.
    public mutating func set(_ counter: PushCounter, _ value: Int64?, at position: Int) {
        precondition(counter.inRecord && !counter.isSeconds, "\(counter) is not an integer the record keeps")
        integers[counter.rawValue].set(value, at: position, room: expected)
    }

    public mutating func setPeakFootprintBytes(_ bytes: Int64?, at position: Int) { set(.peakFootprintBytes, bytes, at: position) }

    public mutating func setPayloadLine(_ line: Int?, at position: Int) { set(.payloadLine, line.map(Int64.init), at: position) }

    /// The outcome at `position`, without the rest of the push.
    public func outcome(at position: Int) -> PushRecord.Outcome { outcome[position].map(Codes.outcome) ?? .originalContent }

    /// How many pushes ended so, read off the outcome column alone.
    public func count(of wanted: PushRecord.Outcome) -> Int {
        var count = 0
        for position in 0..<self.count where outcome(at: position) == wanted { count += 1 }
        return count
    }

    /// The reason at `position`, without the rest of the push.
    public func reason(at position: Int) -> PushRecord.Reason? { reason[position].map(Codes.reason) }

    /// Why the push at `position` was not modified, in words (`PushRecord.reasonText`).
    public func reasonText(at position: Int) -> String { reason(at: position)?.text ?? PushRecord.noReasonText }

    /// The position of the first push that did not end modified, read off the outcome column.
    public var firstUnmodifiedPosition: Int? { indices.first { outcome(at: $0) != .modified } }

    /// How many notifications the push at `position` showed: its count, else those it kept.
    public func notificationsShown(at position: Int) -> Int {
        if let shown = value(.notificationsShown, at: position) { return Int(shown) }
        if !rare.isEmpty, let several = rare[position]?.notifications { return several.count }
        return notificationOffset[position] == nil ? 0 : 1
    }

    /// The positions of the pushes with problems, in order.
    public var problemPositions: [Int] { rare.filter { $0.value.problems != nil }.keys.sorted() }

    /// Why the pushes that were not modified were not, in words: the reason most of them give
    /// (the earliest on a tie); nil when every push was modified.
    public var prevailingReasonText: String? {
        var counts: [String: (count: Int, first: Int)] = [:]
        for position in indices where outcome(at: position) != .modified {
            counts[reasonText(at: position), default: (0, position)].count += 1
        }
        return counts.max { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.value.first > $1.value.first }?.key
    }

    /// The positions of the pushes with a warning, in order.
    public var warningPositions: [Int] { rare.filter { $0.value.warning != nil }.keys.sorted() }

    /// Where the push with this index is, when the pushes are in index order (as a record's are).
    public func position(ofIndex wanted: Int) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let value = pushIndex(at: middle)
            if value == wanted { return middle }
            if value < wanted { low = middle + 1 } else { high = middle }
        }
        // Not in order after all: a scan.
        return (0..<count).first { pushIndex(at: $0) == wanted }
    }

    /// What the leak analysis reads of each push with a footprint, in order: read from the
    /// columns as the analysis goes, not copied out.
    func leakSamples() -> LeakSamples {
        let footprints = integers[PushCounter.footprintBytes.rawValue]
        let all = (0..<count).allSatisfy { footprints[$0] != nil }
        return LeakSamples(pushes: self, positions: all ? nil : (0..<count).filter { footprints[$0] != nil })
    }

    struct LeakSamples: RandomAccessCollection {
        let pushes: PushList
        /// The positions of the pushes with a footprint; nil: every push has one.
        let positions: [Int]?

        var startIndex: Int { 0 }
        var endIndex: Int { positions?.count ?? pushes.count }

        subscript(offset: Int) -> LeakAnalysis.Sample {
            let position = positions?[offset] ?? offset
            let heap = pushes.heapSizeBytes[position] != nil
            return LeakAnalysis.Sample(
                push: pushes.pushIndex(at: position), footprintBytes: pushes.value(.footprintBytes, at: position) ?? 0,
                globalObjectCount: heap ? pushes.globalObjectCount[position] : nil, heapSizeBytes: pushes.heapSizeBytes[position],
                objectCount: heap ? pushes.objectCount[position] : nil, mallocAllocatedBytes: pushes.mallocAllocatedBytes[position],
                storageBytes: pushes.value(.storageBytes, at: position), storageMemoryBytes: pushes.value(.storageMemoryBytes, at: position))
        }
    }

    // MARK: JSON

    /// Appends the push at `position` as LineJSONEncoder would write it (the same bytes, in
    /// `PushRecord.layout`'s order), straight from the columns; false (nothing appended) when it
    /// cannot: a number JSON has no spelling for, or a member the columns do not write (an
    /// exception, a warning, the list of notifications: LineJSONEncoder writes those pushes).
    func appendJSON(at position: Int, to bytes: inout [UInt8]) -> Bool {
        let extra = rare.isEmpty ? nil : rare[position]
        if let extra, extra.exception != nil || extra.warning != nil || extra.notifications != nil { return false }
        let secondsMask = PushCounter.secondsMask
        for counter in PushCounter.inRecords where secondsMask & counter.bit != 0 {
            if let value = seconds[counter.rawValue][position], !value.isFinite { return false }
        }
        let mark = bytes.count
        var writer = FieldWriter(bytes: bytes, mark: mark)
        bytes = []
        writer.bytes.append(UInt8(ascii: "{"))
        for member in PushRecord.layout {
            switch member {
            case .index: writer.integer("index", index[position] ?? 0)
            case .outcome:
                writer.key("outcome")
                writer.bytes.append(contentsOf: Codes.outcomeJSON[Int(outcome[position] ?? 1) - 1])
            case .reason:
                if let code = reason[position] {
                    writer.key("reason")
                    writer.bytes.append(contentsOf: Codes.reasonJSON[Int(code) - 1])
                }
            case .exception, .warning, .notifications: break  // none (declined above)
            case .notification:
                if let offset = notificationOffset[position], let length = notificationLength[position] {
                    writer.key("notification")
                    texts.read(offset: Int(offset), length: Int(length), into: &writer.bytes)
                }
            case .counter(let counter):
                if secondsMask & counter.bit != 0 {
                    if let value = seconds[counter.rawValue][position] {
                        writer.key(counter)
                        writer.number(value)
                    }
                } else if let value = integers[counter.rawValue][position] {
                    writer.key(counter)
                    writer.digits(value)
                }
            case .heap:
                if let size = heapSizeBytes[position] {
                    writer.object("heap") { writer in
                        writer.integer("heapSizeBytes", size)
                        writer.integer("heapCapacityBytes", heapCapacityBytes[position] ?? 0)
                        writer.integer("extraMemoryBytes", extraMemoryBytes[position] ?? 0)
                        writer.integer("objectCount", objectCount[position] ?? 0)
                        writer.integer("protectedObjectCount", protectedObjectCount[position] ?? 0)
                        writer.integer("globalObjectCount", globalObjectCount[position] ?? 0)
                    }
                }
            case .malloc:
                if let allocated = mallocAllocatedBytes[position] {
                    writer.object("malloc") { writer in
                        writer.integer("allocatedBytes", allocated)
                        writer.integer("activeBytes", mallocActiveBytes[position] ?? 0)
                        writer.integer("residentBytes", mallocResidentBytes[position] ?? 0)
                    }
                }
            case .problems:
                if let problems = extra?.problems {
                    writer.key("problems")
                    writer.bytes.append(UInt8(ascii: "["))
                    for (number, problem) in problems.enumerated() {
                        if number > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                        writer.bytes.append(contentsOf: JSONObjectWriter.quote(problem).utf8)
                    }
                    writer.bytes.append(UInt8(ascii: "]"))
                }
            }
        }
        writer.bytes.append(UInt8(ascii: "}"))
        bytes = writer.bytes
        return true
    }

    /// Members of one JSON object, appended as LineJSONEncoder spells them.
    struct FieldWriter {
        var bytes: [UInt8]
        var mark: Int
        var first = true

        /// Each counter's `"key":`, made once.
        static let counterKeys: [[UInt8]] = PushCounter.allCases.map { Array("\"\($0.stringValue)\":".utf8) }

        /// `"name":{...}` with the fields `body` writes, after the fields before it.
        mutating func object(_ name: StaticString, _ body: (inout FieldWriter) -> Void) {
            key(name)
            bytes.append(UInt8(ascii: "{"))
            first = true
            body(&self)
            bytes.append(UInt8(ascii: "}"))
            first = false
        }

        mutating func key(_ name: StaticString) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(UInt8(ascii: "\""))
            name.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }

        mutating func key(_ counter: PushCounter) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: FieldWriter.counterKeys[counter.rawValue])
        }

        mutating func integer(_ name: StaticString, _ value: Int64?) {
            guard let value else { return }
            key(name)
            digits(value)
        }

        /// `value` in decimal, as `String(value)` spells it, without making the string.
        mutating func digits(_ value: Int64) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            guard magnitude > 0 else {
                bytes.append(UInt8(ascii: "0"))
                return
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                var start = 20
                while magnitude > 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            }
        }

        /// A finite number as LineJSONEncoder writes a Double: whole ones as integers.
        mutating func number(_ value: Double) {
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
                digits(Int64(value))
            } else {
                bytes.append(contentsOf: String(value).utf8)
            }
        }
    }

    /// An outcome's and a reason's code in their columns: 1 + its place among its enum's cases (0 is none).
    enum Codes {
        static let outcomes = PushRecord.Outcome.allCases
        static let reasons = PushRecord.Reason.allCases
        /// Each one's JSON string, made once.
        static let outcomeJSON = outcomes.map { Array(JSONObjectWriter.quote($0.rawValue).utf8) }
        static let reasonJSON = reasons.map { Array(JSONObjectWriter.quote($0.rawValue).utf8) }

        static func code(_ outcome: PushRecord.Outcome) -> UInt8 { UInt8(outcomes.firstIndex(of: outcome)! + 1) }
        static func code(_ reason: PushRecord.Reason) -> UInt8 { UInt8(reasons.firstIndex(of: reason)! + 1) }
        static func outcome(_ code: UInt8) -> PushRecord.Outcome { outcomes[Int(code) - 1] }
        static func reason(_ code: UInt8) -> PushRecord.Reason { reasons[Int(code) - 1] }
    }

    /// Schema 3's columns object (PushList+ColumnsJSON.swift), or the array of pushes of schema 1 and 2.
    public init(from decoder: Decoder) throws {
        if var container = try? decoder.unkeyedContainer() {
            var list = PushList()
            if let count = container.count { list.reserveCapacity(count) }
            while !container.isAtEnd { list.append(try container.decode(PushRecord.self)) }
            self = list
            return
        }
        try self.init(columns: ColumnsCoding(from: decoder), codingPath: decoder.codingPath)
    }

    /// As schema 3's columns: the one writer's bytes (RecordJSON writes them straight), read back
    /// into the coding an Encoder takes (small records: tests, a record's shell).
    public func encode(to encoder: Encoder) throws {
        var bytes: [UInt8] = []
        appendColumnsJSON(to: &bytes)
        try JSONDecoder().decode(ColumnsCoding.self, from: Data(bytes)).encode(to: encoder)
    }

    public static func == (lhs: PushList, rhs: PushList) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

import Foundation
import MemlabProtocol

/// Schema 3's `pushes`: the pushes as columns (docs/results-schema.md), written straight from
/// PushList's own columns. Where schema 2 wrote an object a push (some 500 bytes of text each, the
/// keys repeated 100,000 times in a long run), a column is written once: as runs of one value
/// (a count that never changes, a field every push shares), as a progression (the push index), or
/// as its values. Outcomes, reasons and notifications are tables of their distinct values and a
/// column of codes into them; what few pushes have (an exception, a warning, several notifications,
/// problems) is a list of those pushes' extras. `PushList`'s decoder reads this object and the
/// array of pushes older records hold alike.
extension PushList {
    /// The columns' JSON object, compact, in the shape `ColumnsCoding` decodes.
    func appendColumnsJSON(to bytes: inout [UInt8]) {
        var whole: [UInt8] = bytes
        writeColumnsJSON(chunkBytes: .max) {
            whole.append(contentsOf: $0)
            return true
        }
        bytes = whole
    }

    /// The columns' JSON object in pieces of about `chunkBytes` to `emit` (false: stop), so that a
    /// long run's record is never held whole: each column is read twice from PushList's own
    /// columns (how to spell it, then its values), never copied out.
    func writeColumnsJSON(chunkBytes: Int, _ emit: @escaping ([UInt8]) -> Bool) {
        var out = ColumnWriter(bytes: [], chunkBytes: chunkBytes, emit: emit)
        out.raw("{\"format\":\"columns\",\"count\":")
        out.integer(Int64(count))
        out.raw(",\"index\":")
        out.integers(count) { index[$0] }
        out.raw(",\"outcome\":")
        out.coded(count, table: Codes.outcomes.map { JSONObjectWriter.quote($0.rawValue) }) { outcome[$0] }
        if (0..<count).contains(where: { reason[$0] != nil }) {
            out.raw(",\"reason\":")
            out.coded(count, table: Codes.reasons.map { JSONObjectWriter.quote($0.rawValue) }) { reason[$0] }
        }
        if notificationOffset.isUsed {
            // Each distinct notification text once, its `timestamp` (the one member that changes
            // every push) in a column of its own: most runs show the same notification every push.
            var table: [[UInt8]] = []
            var codes: [[UInt8]: Int32] = [:]
            // In columns of their own (a million pushes' codes in a series, their timestamps in
            // 1 to 4 bytes each), not arrays of 4 and 8 bytes a push beside the list.
            var column = IntColumn()
            var stamps = IntColumn()
            var text: [UInt8] = []
            for position in 0..<count {
                guard let offset = notificationOffset[position], let length = notificationLength[position] else { continue }
                text.removeAll(keepingCapacity: true)
                texts.read(offset: Int(offset), length: Int(length), into: &text)
                if let (stamp, range) = PushList.timestamp(in: text) {
                    stamps.set(stamp, at: position, room: count)
                    text.replaceSubrange(range, with: [UInt8(ascii: "0")])
                }
                if let code = codes[text] {
                    column.set(Int64(code), at: position, room: count)
                } else {
                    codes[text] = Int32(table.count)
                    column.set(Int64(table.count), at: position, room: count)
                    table.append(text)
                }
            }
            out.raw(",\"notification\":{\"values\":[")
            for (number, text) in table.enumerated() {
                if number > 0 { out.raw(",") }
                out.bytes.append(contentsOf: text)
            }
            out.raw("],\"codes\":")
            out.integers(count) { column[$0] }
            if stamps.isUsed {
                out.raw(",\"timestamps\":")
                out.integers(count) { stamps[$0] }
            }
            out.raw("}")
        }
        if heapSizeBytes.isUsed {
            out.raw(",\"heap\":")
            out.group(
                [
                    ("heapSizeBytes", heapSizeBytes), ("heapCapacityBytes", heapCapacityBytes), ("extraMemoryBytes", extraMemoryBytes),
                    ("objectCount", objectCount), ("protectedObjectCount", protectedObjectCount), ("globalObjectCount", globalObjectCount)
                ], count: count)
        }
        if mallocAllocatedBytes.isUsed {
            out.raw(",\"malloc\":")
            out.group(
                [("allocatedBytes", mallocAllocatedBytes), ("activeBytes", mallocActiveBytes), ("residentBytes", mallocResidentBytes)],
                count: count)
        }
        out.raw(",\"counters\":{")
        var first = true
        for counter in PushCounter.inRecords {
            let used = counter.isSeconds ? (0..<count).contains { seconds[counter.rawValue][$0] != nil } : integers[counter.rawValue].isUsed
            guard used else { continue }
            if !first { out.raw(",") }
            first = false
            out.raw(JSONObjectWriter.quote(counter.stringValue) + ":")
            if counter.isSeconds {
                out.doubles(count) { seconds[counter.rawValue][$0] }
            } else {
                out.integers(count) { integers[counter.rawValue][$0] }
            }
        }
        out.raw("}")
        if !rare.isEmpty {
            out.raw(",\"rare\":[")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for (number, position) in rare.keys.sorted().enumerated() {
                let extra = rare[position]!
                if number > 0 { out.raw(",") }
                let coded = RarePush(
                    position: position, exception: extra.exception, warning: extra.warning, notifications: extra.notifications,
                    problems: extra.problems)
                out.bytes.append(contentsOf: (try? encoder.encode(coded)) ?? Data("{\"position\":\(position)}".utf8))
            }
            out.raw("]")
        }
        out.raw("}")
        out.flush()
    }

    /// A compact notification text's whole-number `"timestamp":` member (its value and where the
    /// digits are), as the line writer spells it; nil when it has none.
    static func timestamp(in text: [UInt8]) -> (Int64, Range<Int>)? {
        let key = Array("\"timestamp\":".utf8)
        guard let start = RecordJSON.find(key, in: text) else { return nil }
        var end = start + key.count
        var value: Int64 = 0
        while end < text.count, text[end] >= UInt8(ascii: "0"), text[end] <= UInt8(ascii: "9"), end - start - key.count < 18 {
            value = value * 10 + Int64(text[end] - UInt8(ascii: "0"))
            end += 1
        }
        guard end > start + key.count, end < text.count, text[end] == UInt8(ascii: ",") || text[end] == UInt8(ascii: "}") else { return nil }
        return (value, (start + key.count)..<end)
    }

    /// What a push that few have carries, by its position (schema 3's `rare`).
    struct RarePush: Codable {
        var position: Int
        var exception: ScriptException?
        var warning: PushWarning?
        var notifications: [JSONValue]?
        var problems: [String]?
    }

    /// Schema 3's `pushes`, as read back.
    struct ColumnsCoding: Codable {
        var format: String
        var count: Int
        var index: NumberColumn
        var outcome: Coded<String>
        var reason: Coded<String>?
        var notification: Notifications?
        var heap: [String: NumberColumn]?
        var malloc: [String: NumberColumn]?
        var counters: [String: NumberColumn]
        var rare: [RarePush]?
    }

    /// The notifications' table and codes, and each one's `timestamp`, written apart.
    struct Notifications: Codable {
        var values: [JSONValue]
        var codes: NumberColumn
        var timestamps: NumberColumn?

        func expanded(_ count: Int) throws -> [JSONValue?] {
            let texts = try Coded(values: values, codes: codes).expanded(count, "notification")
            guard let stamps = try timestamps?.expanded(count, "notification.timestamps") else { return texts }
            return zip(texts, stamps).map { text, stamp in
                guard case .object(var members)? = text, let stamp else { return text }
                members["timestamp"] = .number(stamp.double)
                return .object(members)
            }
        }
    }

    /// A table of distinct values and a column of codes into it.
    struct Coded<Value: Codable>: Codable {
        var values: [Value]
        var codes: NumberColumn

        func expanded(_ count: Int, _ what: String) throws -> [Value?] {
            try codes.expanded(count, what).map { number in
                guard let number else { return nil }
                guard let code = number.integer, code >= 0, code < Int64(values.count) else {
                    throw ColumnFailure(member: what, why: "code \(number.double) is not in its table")
                }
                return values[Int(code)]
            }
        }
    }

    /// A column's number as the record spells it: a whole number an Int64 holds kept exactly (a
    /// Double rounds one past 2^53: a spool's peakChargeBytes of 427632439000027443 came back
    /// ...440, found by fuzzing), any other as a Double.
    enum ColumnNumber: Codable, Equatable {
        case integer(Int64)
        case double(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let whole = try? container.decode(Int64.self) {
                self = .integer(whole)
            } else {
                self = .double(try container.decode(Double.self))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .integer(let whole): try container.encode(whole)
            case .double(let value): try container.encode(value)
            }
        }

        var double: Double {
            switch self {
            case .integer(let whole): return Double(whole)
            case .double(let value): return value
            }
        }

        /// The whole number it is, when an Int64 holds it.
        var integer: Int64? {
            switch self {
            case .integer(let whole): return whole
            case .double(let value): return Int64(exactly: value)
            }
        }
    }

    /// A column of optional numbers: `runs` of one value, a progression (`from`, `step`), or `values`.
    struct NumberColumn: Codable {
        var runs: [[ColumnNumber?]]?
        var from: ColumnNumber?
        var step: ColumnNumber?
        var values: [ColumnNumber?]?

        func expanded(_ count: Int, _ what: String) throws -> [ColumnNumber?] {
            func corrupt(_ why: String) -> ColumnFailure { ColumnFailure(member: what, why: why) }
            var out: [ColumnNumber?]
            if let values {
                out = values
            } else if let from, let step {
                if let first = from.integer, let by = step.integer,
                    !by.multipliedReportingOverflow(by: Int64(Swift.max(count - 1, 0))).overflow,
                    !first.addingReportingOverflow(by * Int64(Swift.max(count - 1, 0))).overflow
                {
                    out = (0..<count).map { .integer(first + by * Int64($0)) }
                } else {
                    out = (0..<count).map { .double(from.double + Double($0) * step.double) }
                }
            } else if let runs {
                out = []
                out.reserveCapacity(count)
                for run in runs {
                    guard run.count == 2, let length = run[1]?.integer, length >= 1, length <= Int64(count - out.count) else {
                        throw corrupt("a run is not [value, length] within the pushes")
                    }
                    out.append(contentsOf: repeatElement(run[0], count: Int(length)))
                }
            } else {
                throw corrupt("neither values, runs nor from and step")
            }
            guard out.count == count else { throw corrupt("\(out.count) values for \(count) pushes") }
            return out
        }
    }

    /// A member of the columns, for an error's path (`bad field pushes.outcome`).
    struct ColumnKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The pushes of schema 3's columns; a column that does not cover them, or a spelling no
    /// memlab writes, is a DecodingError naming the member (`codingPath`: where `pushes` is).
    init(columns coding: ColumnsCoding, codingPath: [CodingKey] = []) throws {
        func corrupt(_ member: String, _ why: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: codingPath + member.split(separator: ".").map { ColumnKey(String($0)) }, debugDescription: why))
        }
        guard coding.format == "columns", coding.count >= 0 else { throw corrupt("format", "not a columns object") }
        do {
            try self.init(checkedColumns: coding)
        } catch let failure as ColumnFailure {
            throw corrupt(failure.member, failure.why)
        }
    }

    /// What is wrong with a column, and which.
    struct ColumnFailure: Error {
        var member: String
        var why: String
    }

    private init(checkedColumns coding: ColumnsCoding) throws {
        let count = coding.count
        self.init()
        reserveCapacity(count)
        let indices = try coding.index.expanded(count, "index")
        let outcomes = try coding.outcome.expanded(count, "outcome")
        let reasons = try coding.reason?.expanded(count, "reason")
        let notifications = try coding.notification?.expanded(count)
        func group(_ columns: [String: NumberColumn]?, _ what: String) throws -> [String: [ColumnNumber?]] {
            try (columns ?? [:]).reduce(into: [:]) { $0[$1.key] = try $1.value.expanded(count, what + "." + $1.key) }
        }
        let heap = try group(coding.heap, "heap"), malloc = try group(coding.malloc, "malloc")
        var counters: [(PushCounter, [ColumnNumber?])] = []
        for counter in PushCounter.inRecords {
            if let column = coding.counters[counter.stringValue] { counters.append((counter, try column.expanded(count, counter.stringValue))) }
        }
        // The integer columns hold whole numbers an Int64 holds: a damaged record's 1e30 is
        // refused here, not a trap in the conversions below (found by fuzzing, docs/fuzzing.md).
        let integerColumns =
            [("index", indices)] + heap.map { ("heap." + $0.key, $0.value) } + malloc.map { ("malloc." + $0.key, $0.value) }
            + counters.filter { !$0.0.isSeconds }.map { ($0.0.stringValue, $0.1) }
        for (member, values) in integerColumns {
            for case let value? in values where value.integer == nil {
                throw ColumnFailure(member: member, why: "\(value.double) is not a whole number an Int64 holds")
            }
        }
        let rare = Dictionary((coding.rare ?? []).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        func integer(_ value: ColumnNumber??) -> Int64? { (value ?? nil)?.integer }
        // Every spelling in the tables is one memlab writes: anything else is a damaged record.
        for spelling in coding.outcome.values where PushRecord.Outcome(rawValue: spelling) == nil {
            throw ColumnFailure(member: "outcome", why: "no outcome \(spelling)")
        }
        for spelling in coding.reason?.values ?? [] where PushRecord.Reason(rawValue: spelling) == nil {
            throw ColumnFailure(member: "reason", why: "no reason \(spelling)")
        }
        for position in 0..<count {
            guard let spelling = outcomes[position], let outcome = PushRecord.Outcome(rawValue: spelling) else {
                throw ColumnFailure(member: "outcome", why: "push \(position + 1) has no outcome")
            }
            var record = PushRecord(
                index: Int(indices[position]?.integer ?? Int64(position + 1)), outcome: outcome,
                reason: reasons?[position].flatMap(PushRecord.Reason.init(rawValue:)))
            record.notification = notifications?[position] ?? nil
            if let size = integer(heap["heapSizeBytes"]?[position]) {
                record.heap = HeapCounts(
                    heapSizeBytes: size, heapCapacityBytes: integer(heap["heapCapacityBytes"]?[position]) ?? 0,
                    extraMemoryBytes: integer(heap["extraMemoryBytes"]?[position]) ?? 0, objectCount: integer(heap["objectCount"]?[position]) ?? 0,
                    protectedObjectCount: integer(heap["protectedObjectCount"]?[position]) ?? 0,
                    globalObjectCount: integer(heap["globalObjectCount"]?[position]) ?? 0)
            }
            if let allocated = integer(malloc["allocatedBytes"]?[position]) {
                record.malloc = MallocSample(
                    MallocCounts(
                        allocatedBytes: allocated, activeBytes: integer(malloc["activeBytes"]?[position]) ?? 0,
                        residentBytes: integer(malloc["residentBytes"]?[position]) ?? 0))
            }
            for (counter, values) in counters {
                guard let value = values[position] else { continue }
                record.counters.set(counter.isSeconds ? Int64(bitPattern: value.double.bitPattern) : value.integer, counter)
            }
            if let extra = rare[position] {
                record.exception = extra.exception
                record.warning = extra.warning
                record.notifications = extra.notifications
                record.problems = extra.problems
            }
            append(record)
        }
    }
}

/// Writes a columns object's pieces, numbers spelled as PushList's line writer spells them,
/// handing them to `emit` every `chunkBytes`.
private struct ColumnWriter {
    var bytes: [UInt8]
    let chunkBytes: Int
    let emit: ([UInt8]) -> Bool
    var stopped = false

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Hands what is written so far to `emit` when it reaches a chunk (at the end: `flush`).
    mutating func spill() {
        if bytes.count >= chunkBytes { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty, !stopped else { return }
        stopped = !emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func integer(_ value: Int64) {
        var writer = PushList.FieldWriter(bytes: bytes, mark: 0)
        bytes = []
        writer.digits(value)
        bytes = writer.bytes
    }

    mutating func double(_ value: Double) {
        var writer = PushList.FieldWriter(bytes: bytes, mark: 0)
        bytes = []
        writer.number(value)
        bytes = writer.bytes
    }

    /// An integer column: a progression when it is one, runs when they are few, else its values.
    mutating func integers(_ count: Int, _ value: (Int) -> Int64?) {
        // First pass: whether it is a progression, and how many runs it has.
        var progression = count >= 2
        var step: Int64 = 0
        var runs = count > 0 ? 1 : 0
        if count >= 2, let first = value(0), let second = value(1) { step = second &- first } else { progression = false }
        var previous = count > 0 ? value(0) : nil
        for position in 1..<max(count, 1) {
            let current = value(position)
            if current != previous { runs += 1 }
            if progression, let current, let previous, current &- previous == step {
            } else {
                progression = false
            }
            previous = current
        }
        if progression, let first = value(0) {
            raw("{\"from\":")
            integer(first)
            raw(",\"step\":")
            integer(step)
            raw("}")
            return
        }
        column(count, runs: runs, value) { writer, number in writer.integer(number) }
    }

    mutating func doubles(_ count: Int, _ value: (Int) -> Double?) {
        // A number JSON has no spelling for is written as none (the line writer refuses it too).
        func finite(_ position: Int) -> Double? { value(position).flatMap { $0.isFinite ? $0 : nil } }
        var runs = count > 0 ? 1 : 0
        for position in 1..<max(count, 1) where finite(position) != finite(position - 1) { runs += 1 }
        column(count, runs: runs, finite) { writer, number in writer.double(number) }
    }

    /// Runs when there are at most a third as many as values, else the values.
    private mutating func column<T: Equatable>(_ count: Int, runs: Int, _ value: (Int) -> T?, write: (inout ColumnWriter, T) -> Void) {
        func put(_ item: T?) {
            if let item { write(&self, item) } else { raw("null") }
        }
        if runs * 3 <= count {
            raw("{\"runs\":[")
            var start = 0
            var number = 0
            while start < count {
                let item = value(start)
                var end = start + 1
                while end < count && value(end) == item { end += 1 }
                raw(number > 0 ? ",[" : "[")
                put(item)
                raw(",")
                integer(Int64(end - start))
                raw("]")
                number += 1
                start = end
                spill()
            }
            raw("]}")
        } else {
            raw("{\"values\":[")
            for position in 0..<count {
                if position > 0 { raw(",") }
                put(value(position))
                spill()
            }
            raw("]}")
        }
    }

    /// Codes into `table`: the table's entries, then the codes (a code column holds 1 + the place).
    mutating func coded(_ count: Int, table: [String], _ code: (Int) -> UInt8?) {
        raw("{\"values\":[" + table.joined(separator: ",") + "],\"codes\":")
        integers(count) { code($0).map { Int64($0) - 1 } }
        raw("}")
    }

    /// An object of integer columns (a push's heap or malloc counts).
    mutating func group(_ columns: [(String, IntColumn)], count: Int) {
        raw("{")
        for (number, (name, column)) in columns.enumerated() {
            raw((number > 0 ? "," : "") + JSONObjectWriter.quote(name) + ":")
            integers(count) { column[$0] }
        }
        raw("}")
    }
}

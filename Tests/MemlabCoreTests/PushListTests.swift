import Foundation
import Testing

@testable import MemlabCore

@Suite("PushList: a record's pushes in columns")
struct PushListTests {
    /// A push with every field set (`full`), or a varying few of them.
    static func push(_ index: Int, full: Bool = false) -> PushRecord {
        var push = PushRecord(index: index, outcome: index % 5 == 0 ? .originalContent : .modified)
        let some = { (every: Int) in full || index % every == 0 }
        if some(5) { push.reason = PushRecord.Reason.allCases[index / 5 % PushRecord.Reason.allCases.count] }
        if some(11) {
            push.exception = ScriptException(name: "TypeError", message: "x is \"undefined\"", line: 4, column: 29, sourceURL: "p.js", stack: "at p.js:4:29")
        }
        if some(2) {
            push.notification = .object([
                "title": .string("Hello / é 😀 \\ \(index)"), "silent": .null, "timestamp": .number(1_796_126_397_535 + Double(index)),
                "ratio": .number(0.1), "vibrate": .array([.number(200), .number(-1.5)])
            ])
        }
        if some(1) { push[.footprintBytes] = 3_000_000 + Int64(index) }
        if some(3) {
            push.heap = HeapCounts(
                heapSizeBytes: 344_101, heapCapacityBytes: 887_477, extraMemoryBytes: 101_045, objectCount: Int64(4013 + index),
                protectedObjectCount: 9, globalObjectCount: 2)
        }
        if some(1) { push[seconds: .pushSeconds] = 0.000123 * Double(index) }
        if some(4) { push[.checkpoints] = Int64(index % 3) }
        if some(1) { push[seconds: .elapsedSeconds] = index % 8 == 0 ? 2 : 0.04204587499771151 * Double(index) }
        if some(6) { push.malloc = MallocSample(MallocCounts(allocatedBytes: 1 << 20, activeBytes: 2 << 20, residentBytes: 5_000_000_000)) }
        if some(2) { push[.timersPending] = 0 }
        if some(7) { push[.checkpointsSuppressed] = 3 }
        if some(2) { push[.peakFootprintBytes] = 3_100_000 }
        if some(3) { push[.peakChargeBytes] = 6_774_784 }
        if some(3) { push[.chargeAnonBytes] = 6_098_944 }
        if some(3) { push[.chargeFileBytes] = 4096 }
        if some(4) { push[.storageBytes] = 0 }
        if some(9) { push[.footprint16KBytes] = 6_127_616 }
        if some(13) { push.warning = PushWarning(footprintBytes: 20_000_000, survived: index % 2 == 0) }
        if some(8) { push[.process] = Int64(index / 8 + 1) }
        if some(2) { push[.payloadLine] = Int64(index % 4 + 1) }
        if some(2) { push[.notificationsShown] = 1 }
        if some(17) { push.notifications = [.object(["title": .string("one")]), .object(["title": .string("two")])] }
        if some(19) { push.problems = ["uncaught in setTimeout: p.js:3:9: Error: \"boom\"", "unhandled rejection: no"] }
        return push
    }

    static let pushes = [push(1, full: true)] + (2...120).map { push($0) } + [PushRecord(index: 500, outcome: .modified)]

    @Test("every push reads back as it was written, field for field")
    func roundTrip() {
        let list = PushList(Self.pushes)
        #expect(list.count == Self.pushes.count)
        for (position, push) in Self.pushes.enumerated() { #expect(list[position] == push, "push \(push.index)") }
        #expect(list == PushList(Self.pushes))
        #expect(Array(list) == Self.pushes)
    }

    @Test("a push written from the columns is the line LineJSONEncoder writes for it, byte for byte")
    func sameLine() throws {
        let list = PushList(Self.pushes)
        var fast = 0
        for (position, push) in Self.pushes.enumerated() {
            var ours = Array("prefix".utf8)
            var theirs = Array("prefix".utf8)
            try LineJSONEncoder.append(push, to: &theirs)
            if list.appendJSON(at: position, to: &ours) {
                fast += 1
                #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
            } else {
                #expect(String(decoding: ours, as: UTF8.self) == "prefix", "nothing appended when it declines")
            }
        }
        #expect(fast > Self.pushes.count / 2, "most pushes take the fast path")
    }

    @Test("coded as schema 3's columns, read back from them and from schema 2's array of pushes")
    func coding() throws {
        let list = PushList(Self.pushes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let columns = try encoder.encode(list)
        guard case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: columns) else {
            Issue.record("not an object")
            return
        }
        #expect(members["format"] == .string("columns") && members["count"] == .number(Double(Self.pushes.count)))
        #expect(try JSONDecoder().decode(PushList.self, from: columns) == list)
        // Schema 1 and 2 records: an array of pushes.
        #expect(try JSONDecoder().decode(PushList.self, from: try encoder.encode(Self.pushes)) == list)
        // A column that does not cover the pushes is a damaged record, not a crash.
        let short = String(decoding: columns, as: UTF8.self).replacingOccurrences(
            of: "\"count\":\(Self.pushes.count)", with: "\"count\":\(Self.pushes.count + 1)")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PushList.self, from: Data(short.utf8)) }
    }

    @Test("a column widens for a value past 32 bits, and keeps nil apart from every value")
    func widening() {
        var list = PushList()
        for (position, value) in [Int64(5), nil, Int64(Int32.min), Int64(Int32.max), -1, 1 << 40, nil].enumerated() {
            var push = PushRecord(index: position + 1, outcome: .modified)
            push[.footprintBytes] = value
            push[.peakChargeBytes] = value.map { $0 / 2 }
            list.append(push)
        }
        #expect(list.map { $0[.footprintBytes] } == [5, nil, Int64(Int32.min), Int64(Int32.max), -1, 1 << 40, nil])
        #expect(list.map { $0[.peakChargeBytes] } == [2, nil, Int64(Int32.min) / 2, Int64(Int32.max) / 2, 0, 1 << 39, nil])
        for position in list.indices {
            var ours: [UInt8] = []
            var theirs: [UInt8] = []
            #expect(list.appendJSON(at: position, to: &ours))
            #expect(throws: Never.self) { try LineJSONEncoder.append(list[position], to: &theirs) }
            #expect(ours == theirs, "\(String(decoding: ours, as: UTF8.self))")
        }
    }

    @Test("notifications past the arena's memory go to its file and read back the same, in any order")
    func spilledNotifications() throws {
        var list = PushList(spillingTexts: true)
        let body = String(repeating: "x", count: 700)
        let count = 3 * PushTextArena.memoryBytes / 700
        for index in 1...count {
            var push = PushRecord(index: index, outcome: .modified)
            push.notification = .object(["body": .string(body), "n": .number(Double(index))])
            list.append(push)
        }
        for position in [0, count - 1, count / 2, 1, count - 2] {
            #expect(list[position].notification?["n"] == .number(Double(position + 1)))
        }
        var copy = list
        copy[0].notification = .string("changed")
        #expect(copy[0].notification == .string("changed") && list[0].notification?["n"] == .number(1), "a copy is its own")
        var line: [UInt8] = []
        #expect(list.appendJSON(at: count - 1, to: &line))
        #expect(String(decoding: line, as: UTF8.self).contains("\"n\":\(count)"))
    }

    @Test("the push table finds pushes that came out of order and sorts them")
    func table() {
        var table = PushTable()
        for index in [1, 2, 4, 3, 7] { table[index, default: PushRecord(index: index, outcome: .originalContent)].outcome = .modified }
        table.setPeakFootprintBytes(9, index: 4)
        #expect(table.contains(3) && !table.contains(5))
        #expect(table[4]?[.peakFootprintBytes] == 9)
        let sorted = table.takeSorted()
        #expect(sorted.map(\.index) == [1, 2, 3, 4, 7])
        #expect(sorted.position(ofIndex: 7) == 4 && sorted.position(ofIndex: 5) == nil)
    }
}

@Suite("PushList's columns and the fit's order statistics")
struct ColumnTests {
    @Test("an integer column reads back every value it was given, whatever widths and runs they take")
    func intColumn() {
        let series: [[Int64?]] = [
            [0, 0, 0, 0], [nil, 7, 7, nil, 7], [1, 1, 1, 200, 1], [5, -128, 127, 32_767, -32_768, nil, 1 << 31, Int64(Int32.min), Int64.max],
            [nil, nil, 3], [9, 9, nil, 9], [Int64(Int8.min), Int64(Int16.min), 4],
            // Series (the push index, a step down), then off it; page multiples, then a byte off them.
            [1, 2, 3, 4, 5, 7], [10, 7, 4, 1, -2, nil, -8], [8192, 4096, 12288, 4096 * 300, 5, 4096],
            [Int64.max, Int64(Int64.min + 1), 0, 1 << 40], [nil, 1 << 62, (1 << 62) - 4096, 3], [0, Int64.max, 1]
        ]
        for values in series {
            var column = IntColumn()
            for (position, value) in values.enumerated() { column.set(value, at: position, room: values.count) }
            #expect((0..<values.count).map { column[$0] } == values, "\(values)")
            #expect(column[values.count] == nil)
            // Overwritten out of order, back to nil and to other values.
            for position in stride(from: values.count - 1, through: 0, by: -2) { column.set(nil, at: position, room: 0) }
            column.set(42, at: 0, room: 0)
            var expected = values
            for position in stride(from: values.count - 1, through: 0, by: -2) { expected[position] = nil }
            expected[0] = 42
            #expect((0..<values.count).map { column[$0] } == expected, "\(values) overwritten")
        }
    }

    @Test("a seconds column reads back every value bit for bit, in microseconds while it can and as doubles once it cannot")
    func doubleColumn() {
        let series: [[Double?]] = [
            [0.000057, 0.0182, nil, 30.789623, 1], [0.1, 0.2, 0.30000000000000004, nil, 7.597299997996743e-05, 0.5],
            [nil, -0.0, 0, .infinity, -1e-6, .nan], [nil, nil, 2e-6], [86_400.000001, 0.000001]
        ]
        for values in series {
            var column = DoubleColumn()
            for (position, value) in values.enumerated() { column.set(value, at: position, room: values.count) }
            let read = (0..<values.count).map { column[$0]?.bitPattern }
            #expect(read == values.map { $0?.bitPattern }, "\(values)")
            #expect(column[values.count] == nil)
            column.set(nil, at: 0, room: 0)
            #expect(column[0] == nil && (1..<values.count).map { column[$0]?.bitPattern } == values.dropFirst().map { $0?.bitPattern })
        }
        #expect(DoubleColumn.rounded(7.597299997996743e-05) == 0.000076 && DoubleColumn.rounded(30.789623139000014) == 30.789623)
    }

    @Test("a long run's pushes take at most 16 bytes each in the columns: pages, microseconds, series")
    func narrowColumns() {
        var list = PushList()
        let pushes = 100_000
        list.reserveCapacity(pushes)
        var elapsed = 0.018
        for index in 1...pushes {
            // What clean.js's pushes carry (bench/verdicts.py --long): footprints that move by a
            // few pages, a JS heap that moves by bytes, timings to the microsecond.
            var push = PushRecord(index: index, outcome: .modified)
            push[.footprintBytes] = 6_189_056 + Int64(index % 3) * 16_384
            push[.peakFootprintBytes] = 6_234_112 - Int64(index % 5) * 4096
            push[.peakChargeBytes] = 6_926_336 + Int64(index % 7) * 4096
            push[.chargeAnonBytes] = 6_189_056 + Int64(index % 2) * 4096
            push[.chargeFileBytes] = 4096 * Int64(1 + index % 60)
            push[.footprint16KBytes] = 7_536_640 + Int64(index % 2) * 16_384
            push[.storageBytes] = 0
            push[.checkpoints] = 0
            push[.timersPending] = 0
            push[.checkpointsSuppressed] = 0
            push[.notificationsShown] = 1
            push[.collections] = 1
            push[seconds: .pushSeconds] = DoubleColumn.rounded(0.000057 + Double(index % 40) * 1e-6)
            elapsed += 0.0003
            push[seconds: .elapsedSeconds] = DoubleColumn.rounded(elapsed)
            push.heap = HeapCounts(
                heapSizeBytes: 277_444 - Int64(index % 9) * 4, heapCapacityBytes: 875_156 + Int64(index % 4) * 16_384,
                extraMemoryBytes: 55_956 + Int64(index % 30),
                objectCount: 3811 + Int64(index % 20), protectedObjectCount: 10, globalObjectCount: 2)
            list.append(push)
        }
        #expect(list.storedBytes <= 16 * pushes, "\(list.storedBytes / pushes) bytes a push")
        #expect(list[41_999][.footprintBytes] == 6_189_056 + Int64(42_000 % 3) * 16_384)
        #expect(list[41_999][seconds: .pushSeconds] == DoubleColumn.rounded(0.000057 + Double(42_000 % 40) * 1e-6))
        #expect(list[pushes - 1].heap?.extraMemoryBytes == 55_956 + Int64(pushes % 30))
    }

    @Test("the ranks the fit reads are where a sort puts them, with ties and without")
    func select() {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 3, 10, 101, 1000, 4096] {
            for ties in [false, true] {
                let values = (0..<size).map { _ in ties ? Double(Int.random(in: 0...5, using: &generator)) : Double.random(in: -1...1, using: &generator) }
                let sorted = values.sorted()
                let ranks = [0, size / 4, size / 2 - 1, size / 2, size - 1].filter { $0 >= 0 && $0 < size }
                var selected = values
                LeakAnalysis.select(&selected, ranks: ranks)
                for rank in ranks { #expect(selected[rank] == sorted[rank], "size \(size), rank \(rank)") }
                #expect(selected.sorted() == sorted, "the values are the same values")
            }
        }
    }
}

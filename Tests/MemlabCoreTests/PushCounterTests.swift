import Foundation
import MemlabProtocol
import Testing

@testable import MemlabCore

/// The counter table (PushCounter) is the only place a push's number is declared: each counter,
/// whatever it is, goes from the worker's frame through the fold to the record's columns and JSON
/// and back, by its key, as its kind and carrier say. A counter added to the table is tested here
/// with no other change.
@Suite("the push counter table")
struct PushCounterTests {
    /// A value for each counter, its own: integers 1000 + its place, seconds a fraction.
    static func value(_ counter: PushCounter) -> (bits: Int64, json: String) {
        if counter.isSeconds {
            let seconds = 0.25 + Double(counter.rawValue)
            return (Int64(bitPattern: seconds.bitPattern), String(seconds))
        }
        let value = Int64(1000 + counter.rawValue)
        return (value, String(value))
    }

    @Test("the table fits its inline storage, one key a counter, seconds by their keys")
    func table() {
        #expect(PushCounter.allCases.count <= PushCounterValues.capacity)
        #expect(PushCounter.allCases.map(\.rawValue) == Array(0..<PushCounter.allCases.count))
        #expect(Set(PushCounter.allCases.map(\.stringValue)).count == PushCounter.allCases.count)
        #expect(PushCounter.allCases.allSatisfy { PushCounter(stringValue: $0.stringValue) == $0 && $0.intValue == nil })
        #expect(PushCounter.pushSeconds.isSeconds && PushCounter.elapsedSeconds.isSeconds && !PushCounter.footprintBytes.isSeconds)
        #expect(PushCounter.allCases.allSatisfy { $0.isSeconds == $0.stringValue.hasSuffix("Seconds") })
        #expect(Set(PushCounter.inBoth) == Set(PushCounter.inFrames).intersection(PushCounter.inRecords))
        // The frame's documented fields are the counters it carries (DocumentationTests holds the page to them).
        for counter in PushCounter.allCases { #expect(PushFrame.fieldNames.contains(counter.stringValue) == counter.inFrame, "\(counter)") }
    }

    @Test("a push's members keep the order records have always had them in")
    func layout() {
        let keys = PushRecord.layout.map(\.stringValue)
        #expect(keys.allSatisfy { PushRecord.Member(stringValue: $0)?.stringValue == $0 })
        let historical = [
            "index", "outcome", "reason", "exception", "notification", "footprintBytes", "heap", "pushSeconds", "checkpoints",
            "elapsedSeconds", "malloc", "timersPending", "checkpointsSuppressed", "peakFootprintBytes", "peakChargeBytes", "chargeAnonBytes",
            "chargeFileBytes", "storageBytes", "footprint16KBytes", "warning", "process", "payloadLine", "notificationsShown"
        ]
        // In that order among the members (a counter added since may sit between them: records
        // without it are written as they were).
        #expect(keys.filter(historical.contains) == historical, "\(keys)")
        #expect(Array(keys.suffix(2)) == ["notifications", "problems"])
        let counters = PushRecord.layout.compactMap { member -> PushCounter? in
            if case .counter(let counter) = member { return counter }
            return nil
        }
        #expect(counters == PushCounter.inRecords, "every counter the record keeps has its place, once")
    }

    @Test("every counter goes from the worker's frame to the record and its JSON and back, as its carrier says", arguments: PushCounter.allCases)
    func throughTheRecord(counter: PushCounter) throws {
        let (bits, json) = Self.value(counter)
        // The worker's frame, written and read back by the counter's key; one of the parent's own
        // (which no worker sends) is ignored in a frame.
        var frame = PushFrame(push: 1, outcome: .modified)
        if counter.inFrame { frame.counters.set(bits, counter) }
        let line = frame.encoded().finish()
        #expect(line.contains("\"\(counter.stringValue)\":\(json)") == counter.inFrame, "\(line)")
        let text = counter.inFrame ? line : #"{"type":"push","push":1,"outcome":"modified","\#(counter.stringValue)":\#(json)}"#
        let decoded = try #require(try JSONDecoder().decode(WorkerFrame.self, from: Data(text.utf8)).pushFrame)
        #expect(decoded.counters.bits(counter) == (counter.inFrame ? bits : nil), "a frame carries only what the worker sends")
        // The fold: what both carry.
        var push = RecordAssembler.emptyPush(1)
        RecordAssembler.fold(decoded, into: &push)
        #expect(push.counters.bits(counter) == (counter.carrier == .both ? bits : nil))
        // The record's own (the parent sets those).
        if counter.carrier == .record { push.counters.set(bits, counter) }
        // Its column, its JSON from the columns (the same line LineJSONEncoder writes), and back.
        let list = PushList([push])
        #expect(list[0] == push)
        var slow: [UInt8] = []
        try LineJSONEncoder.append(push, to: &slow)
        var fast: [UInt8] = []
        if list.appendJSON(at: 0, to: &fast) {
            #expect(fast == slow, "\(String(decoding: fast, as: UTF8.self))")
        } else {
            #expect(push.warning != nil, "only a push with a structured member the columns do not write is declined")
        }
        #expect(String(decoding: slow, as: UTF8.self).contains("\"\(counter.stringValue)\":\(json)") == counter.inRecord)
        let read = try JSONDecoder().decode(PushRecord.self, from: Data(slow))
        #expect(read == push && read.counters.bits(counter) == (counter.inRecord ? bits : nil))
    }

    @Test("the worker writes a frame's counters in the table's order, and nothing for those it has not")
    func frameOrder() {
        var frame = PushFrame(push: 3, outcome: .originalContent)
        frame.reason = .unsettled
        for counter in PushCounter.inFrames.reversed() { frame.counters.set(Self.value(counter).bits, counter) }
        let line = frame.encoded().finish()
        let positions = PushCounter.inFrames.map { line.range(of: "\"\($0.stringValue)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(PushFrame(push: 1, outcome: .modified).encoded().finish() == #"{"type":"push","push":1,"outcome":"modified"}"#)
    }
}

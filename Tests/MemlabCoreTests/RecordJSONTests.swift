import Foundation
import Testing

@testable import MemlabCore

/// A record streamed by RecordJSON (each push written by LineJSONEncoder) reads back as the
/// record it was, and as the JSON Foundation's encoder would have written.
@Suite struct RecordJSONTests {
    static func record(pushes: Int) -> RunRecord {
        var record = RunRecord(
            createdAt: "2026-12-01T12:00:00.000Z", host: HostInfo(kernel: "Linux 6", machine: "x86_64", cpuCount: 2),
            probe: ProbeInfo(path: "probes/a \"quoted\"/p.js", name: "p", sha256: "00", bytes: 10), payload: nil,
            runtime: RuntimeInfo(jscVersion: "2.50.6", jit: false), ceiling: CeilingInfo(limitBytes: 24 << 20, backend: .cgroup, chosen: .auto, detail: "d"),
            end: RunEnd(kind: .completed, message: "the push ran to completion", exit: .exited(0)), elapsedSeconds: 1.25)
        record.console = [ConsoleRecord(push: 1, level: "log", text: "line\nwith\ttabs and \u{1} control")]
        record.pushes = PushList(
            (1...max(pushes, 1)).map { index in
                var push = PushRecord(index: index, outcome: index % 7 == 0 ? .originalContent : .modified)
                if index % 7 == 0 {
                    push.reason = .exception
                    push.exception = ScriptException(
                        name: "TypeError", message: "x is \"undefined\"", line: 4, column: 29, sourceURL: "p.js", stack: "at p.js:4:29")
                } else {
                    push.notification = .object([
                        "title": .string("Hello / é 😀 \\ \(index)"), "silent": .null, "renotify": .bool(false), "timestamp": .number(1_796_126_397_535),
                        "ratio": .number(0.1), "tiny": .number(1e-7), "vibrate": .array([.number(200), .number(-1.5)]),
                        "data": .object(["nested": .array([.object([:]), .array([]), .string("")])])
                    ])
                }
                push[.footprintBytes] = 3_000_000 + Int64(index)
                push[seconds: .pushSeconds] = 0.000123 * Double(index)
                push[.checkpoints] = 0
                push[.peakFootprintBytes] = index % 2 == 0 ? nil : 3_100_000
                return push
            })
        return record
    }

    @Test("a streamed record decodes to the record it was, pushes and all", arguments: [1, 3, 50])
    func roundTrip(pushes: Int) throws {
        let record = Self.record(pushes: pushes)
        let data = try RecordJSON.data(record)
        let decoded = try JSONDecoder().decode(RunRecord.self, from: data)
        #expect(decoded == record)
        // The same JSON value as Foundation's encoder writes (key order aside).
        let ours = try JSONDecoder().decode(JSONValue.self, from: data)
        let theirs = try JSONDecoder().decode(JSONValue.self, from: try ResultStore.encoder().encode(record))
        #expect(ours == theirs)
        // Everything but the pushes pretty-printed as before; the pushes' columns on one line.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  \"pushes\" : {\"format\":\"columns\",\"count\":\(pushes),") }.count == 1, "\(lines.prefix(60))")
        #expect(lines.contains("  \"schemaVersion\" : 3"))
        // The same push, the same line (a notification's keys sorted).
        #expect(try RecordJSON.data(record) == data)
    }

    @Test("each push written by LineJSONEncoder is the JSON JSONEncoder writes for it")
    func lineEncoderAgreesWithFoundation() throws {
        for push in Self.record(pushes: 14).pushes {
            var bytes: [UInt8] = []
            try LineJSONEncoder.append(push, to: &bytes)
            let ours = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
            let theirs = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(push))
            #expect(ours == theirs, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("what LineJSONEncoder cannot spell it refuses, leaving the buffer as it was")
    func refusals() throws {
        struct Dated: Encodable { var when = Date(timeIntervalSince1970: 0) }
        struct NotANumber: Encodable { var value = Double.nan }
        var bytes = Array("kept".utf8)
        #expect(throws: LineJSONEncoder.Unsupported.self) { try LineJSONEncoder.append(Dated(), to: &bytes) }
        #expect(throws: LineJSONEncoder.Unsupported.self) { try LineJSONEncoder.append(NotANumber(), to: &bytes) }
        #expect(String(decoding: bytes, as: UTF8.self) == "kept")
    }
}

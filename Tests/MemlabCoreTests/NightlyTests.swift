import Testing
import Foundation
@testable import MemlabCore

@Suite struct BudgetTests {
    @Test func eachBudgetNamesFigureBudgetProbeAndPush() {
        var record = DiffFixtures.record(probe: "hog", peak: 9 << 20)
        record.verdict = LeakVerdict(kind: .leaking, slopeBytesPerPush: 33 * 1024, slopeLowBytesPerPush: 30 * 1024, slopeHighBytesPerPush: 36 * 1024,
                                     warmupPushes: 3, pushesAnalysed: 97, contextsRetained: 2)
        record.verdict?.contextsRetainedFromPush = 4
        let budget = Budget(maxPeakBytes: 8 << 20, minHeadroomBytes: 16 << 20, maxSlopeBytesPerPush: 1024, maxRetained: 0)
        let result = budget.check(record, origins: ["--max-peak": "header"])
        #expect(!result.passed)
        #expect(result.broken.map(\.figure) == [.peakFootprint, .headroom, .leakSlope, .contextsRetained])
        let peak = result.broken[0]
        #expect(peak.sentence.hasPrefix("hog: peak footprint 9.0 MiB at push 1 is over its header's budget --max-peak 8.0 MiB"))
        #expect(result.broken[1].sentence.contains("headroom 15.0 MiB"))
        #expect(result.broken[2].sentence.contains("33 KiB/push over pushes 4-100") && result.broken[2].push == 4)
        #expect(result.broken[3].sentence.contains("2 contexts retained after teardown from push 4"))
        // The outcome: modified, as expected by default.
        #expect(result.checks.last?.figure == .outcome && result.checks.last?.passed == true)
    }

    @Test func expectationsOfHowARunEnds() {
        let killed = DiffFixtures.record(end: .killedAtCeiling, outcome: "original-content")
        #expect(!Budget().check(killed).passed)
        #expect(Budget().check(killed).broken[0].sentence.contains("--expect killed"))
        #expect(Budget(expect: .killed).check(killed).passed)
        #expect(!Budget(expect: .expired).check(killed).passed)
        #expect(!Budget(expect: .original).check(DiffFixtures.record()).passed)
        let loadFailure = RunRecord(createdAt: "t", host: HostInfo(kernel: "", machine: "", cpuCount: 1),
                                    probe: ProbeInfo(path: "p.js", name: "p", sha256: "", bytes: 0), payload: nil,
                                    runtime: RuntimeInfo(jit: false), ceiling: CeilingInfo(limitBytes: 1, backend: "", chosen: "", detail: ""),
                                    end: RunEnd(kind: .probeError, message: "p.js:1:1: SyntaxError"), elapsedSeconds: 0)
        #expect(!Budget(expect: .original).check(loadFailure).passed)
    }

    @Test func theRecordCarriesTheChecksAndReadsBack() throws {
        var record = DiffFixtures.record()
        record.budget = Budget(maxPeakBytes: 1 << 20).check(record)
        let data = try ResultStore.encoder().encode(record)
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let budget = json["budget"] as! [String: Any]
        #expect(budget["passed"] as? Bool == false)
        #expect((budget["checks"] as! [[String: Any]]).first?["option"] as? String == "--max-peak")
        #expect(try JSONDecoder().decode(RunRecord.self, from: data) == record)
    }
}

@Suite struct ExitSpellingTests {
    @Test func exitsAreCodeOrSignalAndTheOldSpellingIsStillRead() throws {
        let code = try ResultStore.encoder().encode(RunEnd(kind: .completed, message: "", exit: .exited(0)))
        #expect(String(decoding: code, as: UTF8.self).replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").contains(#""exit":{"code":0}"#))
        let signal = try ResultStore.encoder().encode(RunEnd(kind: .killedAtCeiling, message: "", exit: .signaled(9)))
        #expect(try JSONDecoder().decode(RunEnd.self, from: signal).exit == .signaled(9))
        let old = Data(#"{"kind": "crashed", "message": "m", "exit": {"signaled": {"_0": 11}}}"#.utf8)
        #expect(try JSONDecoder().decode(RunEnd.self, from: old).exit == .signaled(11))
        let oldCode = Data(#"{"kind": "completed", "message": "m", "exit": {"exited": {"_0": 0}}}"#.utf8)
        #expect(try JSONDecoder().decode(RunEnd.self, from: oldCode).exit == .exited(0))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RunEnd.self, from: Data(#"{"kind": "completed", "message": "m", "exit": {}}"#.utf8)) }
    }

    @Test func aSchemaOneRecordIsStillRead() throws {
        var record = DiffFixtures.record()
        record.end.exit = .exited(0)
        var json = try JSONSerialization.jsonObject(with: ResultStore.encoder().encode(record)) as! [String: Any]
        json["schemaVersion"] = 1
        var end = json["end"] as! [String: Any]
        end["exit"] = ["exited": ["_0": 0]]
        json["end"] = end
        let path = NSTemporaryDirectory() + "memlab-schema1-\(UUID().uuidString).json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try ResultStore.read(path)
        #expect(read.schemaVersion == 1 && read.end.exit == .exited(0))
    }
}

@Suite struct HeaderTests {
    @Test func lineAndBlockCommentsAddUp() throws {
        let header = try ProbeHeader(source: """
        #!/usr/bin/env memlab
        // a probe
        // memlab: --pushes 100
        /*
         * memlab: --expect killed
         */
        /* memlab: --max-peak 12M */
        self.addEventListener('push', () => {});
        // memlab: --not-read
        """)
        #expect(header.arguments == ["--pushes", "100", "--expect", "killed", "--max-peak", "12M"])
        #expect(header.lines.map(\.number) == [3, 5, 7])
        #expect(header.line == 3)
        #expect(try ProbeHeader(source: "/* memlab: --jit */ const x = 1;\n// memlab: --pushes 2").arguments == ["--jit"])
        #expect(throws: ProbeHeader.ParseError.unterminatedQuote(line: 2)) { try ProbeHeader(source: "//\n// memlab: --payload 'x") }
    }
}
